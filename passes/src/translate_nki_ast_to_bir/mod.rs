//! `translate-nki-ast-to-bir`: provisions every IT56 kernel placeholder
//! (`bir.nki_klir_kernel`, `InstNKIKLIRKernel`) with a new NKI function and an
//! IT55 call (`bir.nki_kernel`), docs/compiler-contract.md §2–§3.
//!
//! The driver (this module) walks every `bir.block` of every `bir.func`
//! (blocks nested in `bir.loop`s included), collects the carriers, lowers each
//! one, then removes them all (collect, then remove). `kernel_format` exactly
//! `"bir"` selects Mechanism B ([`from_bir_json`], a BIR-JSON kernel); any other
//! value selects Mechanism A ([`from_klr`], a KLR binary). Both end in
//! [`call_site::mint`], which inserts the IT55 call before the carrier.
//!
//! Each mechanism is split in two: `prepare` (read and decode the file, the
//! LNC gate, the codegen walk, the new function built as a detached op;
//! nothing that touches the caller IR) and `commit` (diagnostics, the unique
//! symbol, inserting the function, minting the call). [`parallel_prepare::in_order`]
//! runs `prepare` on helper threads and `commit` on the pass's thread in
//! carrier order, so the output does not depend on the thread count.
//!
//! Mechanism A runs the KLR → BIR codegen walk ([`crate::klr_to_bir`],
//! docs/klr-to-bir.md) on the selected core's body.
//!
//! # Choices (where docs/compiler-contract.md and docs/bir-json-format.md §10 are silent)
//!
//! - **Core id**: the option `core-id=N` overrides the module's
//!   `bir.neuron_core_id`; without either the core id is unset.
//! - **LNC rule, both mechanisms**: B's rule (docs/compiler-contract.md §2.7) is
//!   applied to A's `LncKernel.bodies` as well: unset core id with more than one
//!   body/function is the error `NeuronCoreId must be set when the LNC count is
//!   greater than 1`; an unset core id with one function uses function 0
//!   (docs/bir-json-format.md, G10). A core id past the end: Mechanism B logs
//!   `The kernel is compiled for LNC count lower than the current core_id <id>
//!   skip lowering`, warns at the carrier and provisions nothing (the carrier
//!   is still removed); Mechanism A fails at the carrier with
//!   convert-klr-to-bir's error (`core id <id> is past the KLR kernel's <n>
//!   cores`), so that a KLR kernel is lowered by one rule and no call
//!   disappears silently (docs/reliability.md, round 2).
//! - **Artifact paths**: a relative `klir_binary` resolves against the
//!   directory of the file being compiled (taken from the carrier's location),
//!   then against the working directory; the first candidate that exists
//!   wins. A missing file is `fail to locate KLIR artifact: <path>` for both
//!   mechanisms.
//! - **Symbol of the NKI function**: the selected JSON function's `name`; if a
//!   symbol of that name already exists in the module, `<name>.1`, `<name>.2`,
//!   … (the first free one), with `bir.json_name` recording the JSON name.
//! - **IT55 name**: `inst__<symbol>` (docs/compiler-contract.md §5: `"inst__" + name`, with the
//!   unique symbol so that two carriers of one kernel in one function give
//!   two distinctly named calls, as the verifier requires).
//! - **Budget (B)**: from the function's memory locations (docs/compiler-contract.md §2.6's
//!   re-scan, done on the document before it becomes IR): an allocated `SB`
//!   location raises the SBUF high-water mark to `addr + dims[1]`; any
//!   allocated `SB` or `PSUM` location marks the kernel allocated. When
//!   allocated, `sb_buf_shape = [high-water, 128]` and, if some PSUM location is
//!   allocated, `psum_buf_shape = [2048, 128, last bank + 1]`: the first two
//!   elements are the arch's PSUM geometry in `sb_buf_shape`'s order (bytes
//!   per partition of one bank, docs/bir-json-format.md G21's 2048, and 128
//!   partitions), the third the highest bank used + 1, where a location's
//!   last bank is `bank + (addr + dims[1] - 1) / 2048`. No allocated PSUM:
//!   `[0, 0, 0]`; not allocated at all: `[0, 0]` and `[0, 0, 0]`.
//! - **Scratchpad buffers** (`createKernelScratchpadBuffers`): a call with a
//!   non-zero budget reserves, in the calling function, an SBUF buffer
//!   `<call>.sb_scratchpad` (`[128, sb_buf_shape[0]]`) and, when the kernel uses
//!   PSUM, a PSUM buffer `<call>.psum_scratchpad` (`[128, 2048 × banks]`),
//!   each in an allocation `<buffer>_set` of kind `Internal`, unallocated; the
//!   inliner places the kernel's internal tensors inside them.
//! - **Const tensors (B)**: an allocation of `kind` `Const` with a non-empty
//!   `file` names a file relative to the kernel's directory. With
//!   `artifact-dir=PATH`, the file is copied to `PATH/<file>` (directories
//!   created) and the allocation's `file` becomes that path; absolute paths
//!   and paths that leave the kernel's directory (`..` past its top) are
//!   refused with an error at the carrier. Without `artifact-dir` nothing is
//!   copied or checked and `file` is left exactly as written.

use nki_dialects::bir::ops::{discardable, NkiklirKernel, OpClass};
use nki_dialects::ir::{children, op_name};

mod artifact;
mod call_site;
mod from_bir_json;
mod from_klr;
mod parallel_prepare;

pub(crate) use call_site::{mint_named, KernelSource};
pub(crate) use from_bir_json::{
    add_function, insert_function, scan_budget, unique_symbol, Origin, Placement, Symbols,
};

use crate::options::{Budget, TranslateNkiAstToBirOptions, TranslateNkiAstToBirStatistics};
use melior::ir::{block::BlockLike, operation::OperationLike, OperationRef, RegionLike};
use nki::ffi::{DetachedOperation, SharedContext};
use nki::{
    ffi::{emit, EmitSeverity},
    pass::PassFailure,
};
use nki_formats::{arch::Arch, bir_json::Function};
use std::{
    path::{Path, PathBuf},
    time::Instant,
};
use tracing::debug;

/// What committing shares across carriers: where const files go, and the
/// module's symbols for the new functions' unique names.
pub(crate) struct Settings<'s> {
    pub artifact_dir: Option<&'s std::path::Path>,
    pub symbols: std::cell::RefCell<from_bir_json::Symbols>,
}

/// An IT56 carrier, read once.
pub(crate) struct Carrier<'c, 'a> {
    pub op: OperationRef<'c, 'a>,
    pub kernel_format: String,
    pub klir_binary: String,
    /// `func_args`: kernel formal → caller location (docs/bir-json-format.md, G3), key order.
    pub func_args: Vec<(String, String)>,
    pub func_outs: Vec<(String, String)>,
    /// The carrier's `enable_device_dump` (an IT56's; false for an IT54).
    pub device_dump: bool,
}

impl<'c, 'a> Carrier<'c, 'a> {
    /// Reports `message` as an error at the carrier.
    pub fn error(&self, message: &str) -> PassFailure {
        emit(self.op.location(), EmitSeverity::Error, message);
        PassFailure
    }
}

/// What preparing a carrier needs, read from the IR beforehand so that it
/// can run on any thread.
pub(crate) struct Job {
    pub bir: bool,
    pub klir_binary: String,
    /// Where the kernel file may be ([`artifact::candidates`]).
    pub candidates: Vec<PathBuf>,
    pub func_args: Vec<(String, String)>,
    pub func_outs: Vec<(String, String)>,
    /// The carrier's `enable_device_dump` (Mechanism A: `setDeviceDump`).
    pub device_dump: bool,
    /// The carrier's position, where the new function's ops are said to be
    /// called from ([`Placement`]).
    pub caller: Option<nki::diagnostics::SourceLoc>,
}

impl Job {
    fn of(carrier: &Carrier<'_, '_>) -> Self {
        Job {
            bir: carrier.kernel_format == "bir",
            klir_binary: carrier.klir_binary.clone(),
            candidates: artifact::candidates(carrier),
            func_args: carrier.func_args.clone(),
            func_outs: carrier.func_outs.clone(),
            device_dump: carrier.device_dump,
            caller: nki::diagnostics::resolve_location(carrier.op.location()),
        }
    }
}

/// The settings preparing shares between threads.
pub(crate) struct Prepare<'c> {
    pub core_id: Option<u64>,
    pub allocate: bool,
    pub kernel_budget: bool,
    pub arch: Arch,
    /// Mechanism B changes the function when const files are localized.
    pub artifact_dir: Option<&'c Path>,
    /// Set when the context is multithreaded: functions are built ahead.
    pub shared: Option<SharedContext<'c>>,
}

impl Prepare<'_> {
    /// The function built now, detached and under its own name, when the
    /// context allows it on this thread; else the model, for the commit.
    pub fn body(&self, function: Function, placement: &Placement) -> Body {
        let Some(shared) = self.shared else {
            return Body::Model(function);
        };
        shared.with(|context| {
            let location = melior::ir::Location::new(context, &placement.kernel, 0, 0);
            let name = function.name.clone();
            let places = Some(placement.places(context));
            match nki_dialects::bir::build::function_placed(
                context, location, places, function, &name, None, "nki",
            ) {
                Ok(op) => Body::Built(DetachedOperation::new(op)),
                Err(e) => Body::Failed(e),
            }
        })
    }
}

/// A new function on its way into the module.
pub(crate) enum Body {
    /// Built ahead, detached, under its own (JSON or kernel) name.
    Built(DetachedOperation),
    /// To be built by the commit.
    Model(Function),
    /// Building ahead failed; the commit reports it.
    Failed(String),
}

/// A carrier prepared.
pub(crate) enum Prepared {
    /// Not a readable carrier (the commit reports why).
    Unread,
    /// An error at the carrier, reported at its turn.
    Failed(String),
    /// The LNC gate skips the kernel: a warning at the carrier, which is
    /// removed with nothing provisioned.
    Skip(String),
    A(Box<from_klr::Ready>),
    B(Box<from_bir_json::Ready>),
}

/// Outcome of the LNC gate: which core's function/body to use, or skip.
pub(crate) enum CoreChoice {
    Use(usize),
    /// The core id is past the kernel's `count` functions or bodies.
    Skip {
        id: u64,
        count: usize,
    },
}

/// The error of a core id past a KLR kernel's bodies, shared by Mechanism A
/// and convert-klr-to-bir so both lower a KLR kernel by the same rule: only
/// Mechanism B skips such a kernel (docs/compiler-contract.md §2.7).
pub fn klr_core_past_end(id: u64, count: usize) -> String {
    format!("core id {id} is past the KLR kernel's {count} cores")
}

/// The LNC gate (docs/compiler-contract.md §2.7, docs/bir-json-format.md G10),
/// shared by both mechanisms; an error is reported at the carrier.
pub(crate) fn select_core(core_id: Option<u64>, count: usize) -> Result<CoreChoice, String> {
    match core_id {
        None if count > 1 => {
            Err("NeuronCoreId must be set when the LNC count is greater than 1".into())
        }
        None => Ok(CoreChoice::Use(0)),
        Some(id) if id >= count as u64 => Ok(CoreChoice::Skip { id, count }),
        Some(id) => Ok(CoreChoice::Use(id as usize)),
    }
}

/// The pass (passes/Passes.td): every IT56 of the module provisioned.
pub fn run(
    options: &TranslateNkiAstToBirOptions,
    module: OperationRef<'_, '_>,
    statistics: &mut TranslateNkiAstToBirStatistics,
) -> Result<(), PassFailure> {
    debug!("Started running Lower KLIR Kernel into NKI kernel instruction");
    let start = Instant::now();
    nested_carriers(module)?;
    let mut ops = Vec::new();
    for op in module_body(module) {
        if OpClass::of(&op) == Some(OpClass::Func) {
            collect_in_regions(op, &mut ops)?;
        }
    }
    debug!("Scan BKs time (s): {}", start.elapsed().as_secs_f64());

    let core_id = match options.core_id {
        Some(id) => Some(id),
        None => module_core_id(module)?,
    };
    let artifact_dir =
        (!options.artifact_dir.is_empty()).then(|| PathBuf::from(&options.artifact_dir));
    let settings = Settings {
        artifact_dir: artifact_dir.as_deref(),
        symbols: std::cell::RefCell::new(from_bir_json::Symbols::of(module)),
    };
    let carriers: Vec<Result<Carrier, String>> = ops.iter().map(|op| read_carrier(*op)).collect();
    let jobs: Vec<Option<Job>> = carriers
        .iter()
        .map(|c| c.as_ref().ok().map(Job::of))
        .collect();
    let context_ref = module.context();
    let context = nki::ffi::context_of(&context_ref);
    let shared = SharedContext::of(context);
    let prepare = Prepare {
        core_id,
        allocate: options.allocate,
        kernel_budget: options.budget == Budget::Kernel,
        arch: module_arch(module)?,
        artifact_dir: artifact_dir.as_deref(),
        shared,
    };
    // Kernels are prepared on MLIR's thread count; one at a time (each
    // just before its commit) when the context is single-threaded or
    // debug logs are on, so that their lines stay in carrier order.
    let helpers = if shared.is_some() && !tracing::enabled!(tracing::Level::DEBUG) {
        nki::ffi::context_threads(context) - 1
    } else {
        0
    };
    let mut failed = false;
    parallel_prepare::in_order(
        &jobs,
        helpers,
        2 * (helpers + 1),
        |job| match job {
            None => Prepared::Unread,
            Some(job) if job.bir => from_bir_json::prepare(job, &prepare),
            Some(job) => from_klr::prepare(job, &prepare),
        },
        |i, prepared| {
            let result = match (&carriers[i], prepared) {
                (Err(e), _) => {
                    emit(ops[i].location(), EmitSeverity::Error, e);
                    Err(PassFailure)
                }
                (Ok(carrier), Prepared::Failed(e)) => Err(carrier.error(&e)),
                (Ok(carrier), Prepared::Skip(warning)) => {
                    emit(carrier.op.location(), EmitSeverity::Warning, &warning);
                    statistics.skipped_carriers += 1;
                    Ok(())
                }
                (Ok(_), Prepared::Unread) => Ok(()),
                (Ok(carrier), Prepared::A(ready)) => {
                    from_klr::commit(module, carrier, &settings, *ready)
                        .inspect(|()| statistics.klr_carriers += 1)
                }
                (Ok(carrier), Prepared::B(ready)) => {
                    from_bir_json::commit(module, carrier, &settings, *ready)
                        .inspect(|()| statistics.bir_json_carriers += 1)
                }
            };
            failed |= result.is_err();
        },
    );
    if failed {
        return Err(PassFailure);
    }
    for op in ops {
        // SAFETY: a carrier has no results: nothing refers to it, and no
        // handle to it is used after.
        unsafe { nki::ffi::erase_op(op) };
    }
    Ok(())
}

/// A caller module nested in the one the pass runs on is not walked: its
/// new functions would belong to it, not to this module, and its own
/// attributes (arch, core id) rule it. A carrier there is an error at that
/// module saying how to provision it (anchor the pass on the nested module),
/// never left behind silently.
fn nested_carriers(module: OperationRef<'_, '_>) -> Result<(), PassFailure> {
    for op in module_body(module) {
        if op_name(&op) != "builtin.module" {
            continue;
        }
        let holds_carrier = nki_dialects::ir::nested_ops(&op)
            .iter()
            .any(|o| OpClass::of(o) == Some(OpClass::NkiklirKernel));
        if holds_carrier {
            emit(
                op.location(),
                EmitSeverity::Error,
                "a nested module holds kernel placeholders (IT56), which this pass provisions only in the module it runs on: run it on the nested module, e.g. --pass-pipeline='builtin.module(builtin.module(translate-nki-ast-to-bir))'",
            );
            return Err(PassFailure);
        }
    }
    Ok(())
}

/// The operations of the module's body, in order.
pub(crate) fn module_body<'c, 'a>(module: OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    children(&module)
}

/// Collects the carriers in the regions of a `bir.func`, `bir.block` or
/// `bir.loop`, recursing into nested blocks and loops.
fn collect_in_regions<'c, 'a>(
    op: OperationRef<'c, 'a>,
    out: &mut Vec<OperationRef<'c, 'a>>,
) -> Result<(), PassFailure> {
    for region in op.regions() {
        let mut block = region.first_block();
        while let Some(b) = block {
            let mut next = b.first_operation();
            while let Some(inner) = next {
                match OpClass::of(&inner) {
                    Some(OpClass::Block | OpClass::Loop) => collect_in_regions(inner, out)?,
                    Some(OpClass::NkiklirKernel) => {
                        if tracing::enabled!(tracing::Level::DEBUG) {
                            let name = NkiklirKernel::cast(inner)
                                .ok_or(PassFailure)?
                                .name()
                                .map_err(|e| e.emit(inner.location()))?;
                            debug!("Found InstKLIRKernel: {name}");
                        }
                        out.push(inner);
                    }
                    _ => {}
                }
                next = inner.next_in_block();
            }
            block = b.next_in_region();
        }
    }
    Ok(())
}

/// The arch the module's `bir.arch` names (trn2 when unset or unknown).
pub(crate) fn module_arch(
    module: OperationRef<'_, '_>,
) -> Result<nki_formats::arch::Arch, PassFailure> {
    let arch = discardable::arch(module).map_err(|e| e.emit(module.location()))?;
    Ok(nki_formats::arch::for_module(arch.as_deref()))
}

/// `bir.neuron_core_id` of the module, if set (the module's verifier
/// holds it to a non-negative integer).
pub(crate) fn module_core_id(module: OperationRef<'_, '_>) -> Result<Option<u64>, PassFailure> {
    let fail = |message: String| {
        emit(module.location(), EmitSeverity::Error, &message);
        PassFailure
    };
    discardable::neuron_core_id(module)
        .map_err(|e| fail(e.to_string()))?
        .map(|id| {
            u64::try_from(id)
                .map_err(|_| fail(format!("'{}' is {id}", discardable::NEURON_CORE_ID)))
        })
        .transpose()
}

/// The carrier's fields, or the error to report at it.
fn read_carrier<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<Carrier<'c, 'a>, String> {
    let fail = |what: &str| format!("cannot read the kernel placeholder: {what}");
    let placeholder = NkiklirKernel::cast(op).ok_or_else(|| fail("not an IT56"))?;
    let read = |e: nki_dialects::bir::ops::AttrError| fail(&e.to_string());
    let map = |entries: Vec<(String, melior::ir::Attribute)>| {
        entries
            .into_iter()
            .map(|(key, value)| Some((key, nki::ffi::string_attr_value(value)?)))
            .collect::<Option<Vec<_>>>()
    };
    let not_names = |attr: &str| fail(&format!("'{attr}' is not string → string"));
    Ok(Carrier {
        op,
        kernel_format: placeholder.kernel_format().map_err(read)?,
        klir_binary: placeholder.klir_binary().map_err(read)?,
        func_args: map(placeholder.func_args().map_err(read)?)
            .ok_or_else(|| not_names(NkiklirKernel::FUNC_ARGS_ATTR))?,
        func_outs: map(placeholder.func_outs().map_err(read)?)
            .ok_or_else(|| not_names(NkiklirKernel::FUNC_OUTS_ATTR))?,
        device_dump: placeholder.enable_device_dump().map_err(read)?,
    })
}
