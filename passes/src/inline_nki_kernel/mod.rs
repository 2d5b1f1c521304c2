//! `inline-nki-kernel`: expands each IT55 call (`bir.nki_kernel`,
//! `InstNKIKernel`) that `translate-nki-ast-to-bir` minted: the NKI
//! function's body is spliced into the caller at the call, operands are
//! rebound through the call's two argument maps, and the call and the
//! function are removed (docs/compiler-contract.md §3.6: `InlineNKIKernel::run`).
//!
//! That section names the pass and its job but not its rules; the choices below
//! are ours, documented again in `docs/inline-nki-kernel.md`.
//!
//! # Driver
//!
//! Every `bir.nki_kernel` of every `bir.func` (in blocks nested in loops too)
//! is expanded, in program order. A call whose NKI function itself still
//! holds calls waits until those are expanded (the driver repeats until no
//! call is left), so kernels calling kernels inline bottom-up; a cycle of
//! calls is an error. Each call site gets its own copy of the body, so a
//! function called from several sites is effectively cloned per site. After
//! the last expansion, every NKI function that was a callee and that no call
//! refers to any more is erased, unless `keep-functions=true`. NKI functions
//! that no call ever referred to are left alone.
//!
//! A call whose callee is not an NKI function of the module is reported at
//! the call (`call 'inst__k' refers to '@k', which is not an NKI function of
//! the module`). The dialect verifier already rejects such IR when it is
//! parsed, including IR imported from BIR JSON whose `func` names no
//! function of the document (the compiler does not read `func` back, seed
//! Part 3), so the pass's check guards IR built by other passes.
//!
//! # Storage
//!
//! Each memory location of the NKI function, by its name:
//! - a **formal** (a key of `func_args`/`func_outs`, docs/bir-json-format.md G3) is not copied: its
//!   uses are rebound to the caller's memory location the map names;
//! - a **compiler-generated** tensor the codegen placed (`allocated`,
//!   inside the kernel's budget) is treated as the pre-allocated tensor it is
//!   (below): each call has its own in its scratchpad;
//! - any other **compiler-generated** tensor (`COMPILER-GENERATED-…`, the codegen's
//!   zero bias and per-dtype identities) is shared per caller function: the
//!   caller's own tensor for the same purpose, memory type, dims and dtype is
//!   reused (the identity by its name, which carries the dtype; the zero bias
//!   by dtype, whatever its numeric suffix), otherwise the tensor and its
//!   allocation are copied under their own names, `allocated = false` (it
//!   outlives one kernel's scratchpad, so the caller's allocator places it).
//!   The instructions that fill it stay in each body: refilling is harmless;
//! - a **pre-allocated SB or PSUM** tensor (`allocated = true`) becomes
//!   `bir.memory_location "<call>/<name>" in %<call>.sb_scratchpad_set`
//!   (PSUM: `<call>.psum_scratchpad_set`), the allocation of the scratchpad
//!   buffer the call reserved: `addr` = its per-partition byte offset inside
//!   the buffer (SB: the kernel's `addr`; PSUM: `bank × psum_buf_shape[0] +
//!   addr`), `bank = 0`, `base` and `dims` unchanged, `allocated = false`
//!   (the offset is fixed, the buffer is not placed yet). The tensor must lie
//!   inside the buffer (`addr + dims[1] ≤` buffer bytes, `base + dims[0] ≤`
//!   buffer partitions); a missing buffer or a tensor outside it is an error
//!   at the call;
//! - anything else (unallocated kernels, DRAM, const tensors, …) is copied
//!   with its allocation, both renamed `<call>/<name>`; so is an allocation
//!   without memory locations (a register set).
//!
//! New storage goes after the caller's existing storage, in callee order.
//! Arguments that name storage in a string rather than through an operand
//! (register arguments; `#bir.json` symbolic access patterns' `…ref` members)
//! follow the renames.
//!
//! # Blocks
//!
//! A caller `bir.block` holds instructions and loops, not blocks, so the
//! contents of every top-level block of the NKI function go, in order,
//! before the call; loops come along whole with their nested blocks.
//! Instruction and block names become `<call>/<name>` (call names are unique
//! per function, so the names stay unique) and branch targets follow; loop
//! names are axis names and are kept. A kernel whose branches name its own
//! top-level blocks keeps them as blocks instead: the caller's block is
//! split at the call and the kernel's blocks, then a continuation
//! `<call>:exit` with the rest of the caller's block, follow it
//! ([`splice`]). What inlining would change is refused at the call: a
//! `bir.return`, and a `bir.break` outside every loop of the kernel.
//!
//! # Post-condition
//!
//! After the pass, no call remains in a function the pass touched, every
//! operand is defined in its own function, and every location the pass
//! placed in a scratchpad allocation lies inside its buffer; a violation is
//! an internal error (the bir verifier then runs as after every pass).

mod call;
mod check;
mod ir;
mod splice;
mod storage;

use crate::options::{InlineNkiKernelOptions, InlineNkiKernelStatistics};
use call::Call;
use ir::{at, children, enclosing_function, nested_ops, Attrs};
use melior::ir::{operation::OperationLike, OperationRef};
use nki::pass::PassFailure;
use nki_dialects::bir::ops::{Func, NkiKernel, OpClass};
use nki_formats::bir_json::enums::FunctionKind;
use std::collections::{HashMap, HashSet};
use storage::CallerStorage;
use tracing::debug;

/// The pass (passes/Passes.td): every IT55 call expanded.
pub fn run(
    options: &InlineNkiKernelOptions,
    module: OperationRef<'_, '_>,
    statistics: &mut InlineNkiKernelStatistics,
) -> Result<(), PassFailure> {
    let inlined = inline_calls(module, None, options.keep_functions)?;
    statistics.calls_inlined += inlined.calls;
    statistics.functions_erased += inlined.functions_erased;
    statistics.ops_inlined += inlined.ops;
    Ok(())
}

/// What [`inline_calls`] did, for the passes' statistics.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Inlined {
    pub calls: u64,
    pub functions_erased: u64,
    /// Operations of the callees' bodies, summed over the calls.
    pub ops: u64,
}

/// Expands the IT55 calls of `module` (only those named in `only`, when
/// given: `inline-bir-kernel` expands the calls it minted and leaves the
/// others), then erases the inlined functions unless `keep_functions`.
pub(crate) fn inline_calls(
    module: OperationRef<'_, '_>,
    only: Option<&HashSet<String>>,
    keep_functions: bool,
) -> Result<Inlined, PassFailure> {
    let mut inlined = Inlined::default();
    let context_ref = module.context();
    let attrs = Attrs::new(nki::ffi::context_of(&context_ref));
    let mut callees = HashSet::new();
    let mut touched = HashSet::new();
    // Each caller's storage, read once and kept up to date as calls add
    // to it (rereading it per call is quadratic in the number of calls).
    let mut storages: HashMap<String, CallerStorage> = HashMap::new();
    let functions = nki_functions(module)?;
    loop {
        let mut calls = Vec::new();
        for call in collect_calls(module)? {
            if only.is_none_or(|names| names.contains(&call.name)) {
                calls.push(call);
            }
        }
        if calls.is_empty() {
            break;
        }
        // Calls left per callee: the last one takes the body instead of
        // a copy (the function is erased after anyway), so a kernel's
        // body never exists twice.
        let mut left: HashMap<String, usize> = HashMap::new();
        for call in &calls {
            *left.entry(call.callee.clone()).or_default() += 1;
        }
        let mut progress = false;
        for call in &calls {
            let call = Call::read(call.op)?;
            let callee = lookup_callee(&functions, &call)?;
            let body_ops = nested_ops(&callee);
            if body_ops
                .iter()
                .any(|op| OpClass::of(op) == Some(OpClass::NkiKernel))
            {
                // Its own calls go first (bottom-up).
                continue;
            }
            let caller = enclosing_function(&call.op)
                .ok_or_else(|| call.error(&format!("is not inside a {}", Func::NAME)))?;
            let caller_name = function_name(caller)?;
            let storage = match storages.entry(caller_name.clone()) {
                std::collections::hash_map::Entry::Occupied(e) => e.into_mut(),
                std::collections::hash_map::Entry::Vacant(e) => {
                    e.insert(CallerStorage::read(&caller)?)
                }
            };
            let symbol = call.callee.clone();
            let last = left.get_mut(&symbol).is_some_and(|n| {
                *n -= 1;
                *n == 0
            });
            let body = if last && !keep_functions {
                Body::Take
            } else {
                Body::Copy
            };
            inline_call(&call, &callee, &caller_name, storage, &attrs, body)?;
            inlined.calls += 1;
            inlined.ops += body_ops.len() as u64;
            callees.insert(symbol);
            touched.insert(caller_name);
            progress = true;
        }
        if !progress {
            let call = Call::read(calls[0].op)?;
            return Err(call.error(&format!(
                "cannot be inlined: '@{}' reaches itself through its kernel calls",
                call.callee
            )));
        }
    }
    check::post_conditions(module, &touched, only)?;
    if !keep_functions {
        for function in ir::children(&module) {
            if OpClass::of(&function) != Some(OpClass::Func) {
                continue;
            }
            let name = function_name(function)?;
            if callees.contains(&name) {
                debug!("Removing inlined NKI function {name}");
                // SAFETY: no call refers to it any more (every call was
                // expanded), and no handle to it is used after.
                unsafe { nki::ffi::erase_op(function) };
                inlined.functions_erased += 1;
            }
        }
    }
    Ok(inlined)
}

/// How a call gets its callee's body.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Body {
    /// A copy: other calls (or `keep-functions`) still need the function.
    Copy,
    /// The body itself, moved out of a function that is erased after.
    Take,
}

/// An IT55 as the driver first sees it: the call, its name and callee.
struct Found<'c, 'a> {
    op: OperationRef<'c, 'a>,
    name: String,
    callee: String,
}

/// Every IT55 of every function, in program order.
fn collect_calls<'c, 'a>(module: OperationRef<'c, 'a>) -> Result<Vec<Found<'c, 'a>>, PassFailure> {
    children(&module)
        .iter()
        .filter(|op| OpClass::of(*op) == Some(OpClass::Func))
        .flat_map(nested_ops)
        .filter_map(NkiKernel::cast)
        .map(|call| {
            let op = call.op();
            Ok(Found {
                op,
                name: call.name().map_err(at(&op))?,
                callee: call.callee().map_err(at(&op))?,
            })
        })
        .collect()
}

/// A function's symbol, or the error at it.
pub(crate) fn function_name(op: OperationRef<'_, '_>) -> Result<String, PassFailure> {
    Func::cast(op)
        .ok_or_else(|| {
            nki::ffi::emit_op_error(&op, &format!("internal error: not a {}", Func::NAME));
            PassFailure
        })?
        .sym_name()
        .map_err(at(&op))
}

/// The module's NKI functions by symbol, read once per pass run (a lookup
/// per call over the whole module is quadratic in the number of calls);
/// functions are only removed after the last call is expanded.
fn nki_functions<'c, 'a>(
    module: OperationRef<'c, 'a>,
) -> Result<HashMap<String, OperationRef<'c, 'a>>, PassFailure> {
    let mut functions = HashMap::new();
    for function in children(&module).into_iter().filter_map(Func::cast) {
        let op = function.op();
        if function.kind().map_err(at(&op))? == FunctionKind::Nki {
            functions
                .entry(function.sym_name().map_err(at(&op))?)
                .or_insert(op);
        }
    }
    Ok(functions)
}

/// The NKI function a call names, or the missing-callee error at the call.
fn lookup_callee<'c, 'a>(
    functions: &HashMap<String, OperationRef<'c, 'a>>,
    call: &Call<'c, 'a>,
) -> Result<OperationRef<'c, 'a>, PassFailure> {
    let symbol = call.callee.as_str();
    functions.get(symbol).copied().ok_or_else(|| {
        call.error(&format!(
            "refers to '@{symbol}', which is not an NKI function of the module"
        ))
    })
}

/// Expands one call: storage first (so the body's operands have their
/// caller values), then the body before the call, then the call goes.
fn inline_call<'c, 'a>(
    call: &Call<'c, 'a>,
    callee: &OperationRef<'c, 'a>,
    caller_name: &str,
    storage: &mut CallerStorage<'c, 'a>,
    attrs: &Attrs<'c>,
    body: Body,
) -> Result<(), PassFailure> {
    debug!(
        "Inlining {} (@{}) into @{caller_name}",
        call.name, call.callee
    );
    let keep_blocks = splice::check_control_flow(call, callee)?;
    let placement = storage::place(call, callee, storage)?;
    splice::splice(call, callee, &placement, attrs, (body, keep_blocks))?;
    // SAFETY: the call has no results; its clones replaced it and no
    // handle to it is used after.
    unsafe { nki::ffi::erase_op(call.op) };
    Ok(())
}

#[cfg(test)]
mod tests;
