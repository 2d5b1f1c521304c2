//! `inline-bir-kernel`: expands each IT54 (`bir.bir_kernel`,
//! `InstBIRKernel`), a library kernel that arrives already as BIR, in place
//! (docs/compiler-contract.md §3.5; docs/inline-bir-kernel.md has the rules).
//!
//! The kernel is found by `kernel_name` in a kernel library ([`library`]),
//! its function for the core chosen by Mechanism B's LNC rule, its formals
//! bound by position to the instruction's sources (inputs) and destinations
//! (outputs), with their shapes checked against `srcs_shape`/`dsts_shape`.
//! The expansion shares the other carriers' machinery rather than copying
//! it: the function goes into the module as an NKI function and an IT55
//! call named after the instruction replaces the IT54 (the scratchpad is
//! reserved in the caller as for every call), then `inline-nki-kernel`'s
//! inliner expands exactly those calls. So internal tensors land in the
//! call's scratchpad, compiler-generated tensors are shared, and every name
//! the kernel brings in is `<instruction name>/<name>`.

mod cast;
mod library;

use crate::inline_nki_kernel::inline_calls;
use crate::options::{InlineBirKernelOptions, InlineBirKernelStatistics};
use crate::translate_nki_ast_to_bir::{
    insert_function, mint_named, module_arch, module_core_id, scan_budget, select_core, Body,
    Carrier, CoreChoice, KernelSource, Origin, Symbols,
};
use library::Library;
use melior::ir::{
    attribute::{ArrayAttribute, DenseI64ArrayAttribute},
    operation::OperationLike,
    Attribute, OperationRef, Value,
};
use nki::ffi::{emit, EmitSeverity};
use nki::pass::PassFailure;
use nki_dialects::bir::ops::{discardable, AttrError, BirKernel, MemoryLocation, Number, OpClass};
use nki_dialects::ir::{children, nested_ops};
use nki_formats::bir_json::Function;
use std::collections::HashSet;
use tracing::debug;

/// The pass (passes/Passes.td): every IT54 expanded in place.
pub fn run(
    options: &InlineBirKernelOptions,
    module: OperationRef<'_, '_>,
    statistics: &mut InlineBirKernelStatistics,
) -> Result<(), PassFailure> {
    let kernels: Vec<BirKernel> = children(&module)
        .iter()
        .filter(|op| OpClass::of(*op) == Some(OpClass::Func))
        .flat_map(nested_ops)
        .filter_map(BirKernel::cast)
        .collect();
    if kernels.is_empty() {
        return Ok(());
    }
    // No library named on the module: only the option's directories.
    let from_module = discardable::kernel_library(module)
        .map_err(|e| e.emit(module.location()))?
        .unwrap_or_default();
    let core_id = match options.core_id {
        Some(id) => Some(id),
        None => module_core_id(module)?,
    };
    let mut run = Run {
        library: Library::new([options.library.as_str(), from_module.as_str()]),
        core_id,
        arch: module_arch(module)?,
        symbols: Symbols::of(module),
    };
    let mut calls = HashSet::new();
    for kernel in kernels {
        if let Some(call) = run.expand(module, kernel)? {
            calls.insert(call);
        }
        // SAFETY: replaced by the call (or skipped by the LNC rule): an IT54
        // has no results, and neither it nor its view is used after.
        unsafe { nki::ffi::erase_op(kernel.op()) };
    }
    let inlined = inline_calls(module, Some(&calls), false)?;
    statistics.kernels_expanded += inlined.calls;
    statistics.ops_inlined += inlined.ops;
    Ok(())
}

/// What the expansions of one pass run share.
struct Run {
    library: Library,
    core_id: Option<u64>,
    arch: nki_formats::arch::Arch,
    symbols: Symbols,
}

impl Run {
    /// Puts the kernel of IT54 `op` into the module and mints the call that
    /// replaces it; the call's name, or `None` when the LNC rule skips it.
    fn expand(
        &mut self,
        module: OperationRef<'_, '_>,
        kernel: BirKernel<'_, '_>,
    ) -> Result<Option<String>, PassFailure> {
        let op = kernel.op();
        let read = |e: AttrError| e.emit(op.location());
        let name = kernel.name().map_err(read)?;
        let fail = |message: &str| {
            emit(
                op.location(),
                EmitSeverity::Error,
                &format!("'{}' op '{name}': {message}", BirKernel::NAME),
            );
            PassFailure
        };
        let view = kernel;
        let kernel = view.kernel_name().map_err(read)?;
        let (path, doc) = self.library.kernel(&kernel).map_err(|e| fail(&e))?;
        debug!("Library kernel {kernel} from {}", path.display());
        let index = match select_core(self.core_id, doc.functions.len()) {
            Ok(CoreChoice::Use(index)) => index,
            Ok(CoreChoice::Skip { id, count }) => {
                // Mechanism B's rule and words: the instruction disappears
                // from this core's program, visibly.
                emit(
                    op.location(),
                    EmitSeverity::Warning,
                    &format!(
                        "'{}' op '{name}': core id {id} is past the kernel's {count} functions: nothing is expanded on this core and the instruction is removed",
                        BirKernel::NAME
                    ),
                );
                return Ok(None);
            }
            Err(e) => return Err(fail(&e)),
        };
        let mut function: Function = doc.functions[index].clone();
        function.mark_written_inputs_as_outputs();
        let (sources, destinations) = operands(view).map_err(|e| fail(&e))?;
        let auto_cast = view.auto_cast().map_err(read)?;
        let cast_type = view.auto_cast_type().map_err(read)?;
        convert_sources(
            &mut function,
            &sources,
            &source_dtypes(view.ins_args().map_err(read)?).map_err(|e| fail(&e))?,
            (&auto_cast, &cast_type),
        )
        .map_err(|e| fail(&format!("library kernel '{kernel}': {e}")))?;
        let func_args = bind(
            &function,
            INPUTS,
            "source",
            &sources,
            &shapes(view.srcs_shape().map_err(read)?),
        )
        .map_err(|e| fail(&format!("library kernel '{kernel}': {e}")))?;
        let func_outs = bind(
            &function,
            OUTPUTS,
            "destination",
            &destinations,
            &shapes(view.dsts_shape().map_err(read)?),
        )
        .map_err(|e| fail(&format!("library kernel '{kernel}': {e}")))?;
        record_options(view, &mut function).map_err(read)?;
        let budget = scan_budget(&function, &self.arch)
            .map_err(|e| fail(&format!("library kernel '{kernel}': {e}")))?;
        let json_name = function.name.clone();
        let symbol = self.symbols.unique(&json_name);
        let source = path.display().to_string();
        insert_function(
            module,
            Body::Model(function),
            &json_name,
            &symbol,
            Origin::Source(&source),
            true,
            &|m| fail(m),
        )?;
        let carrier = Carrier {
            op,
            kernel_format: "bir".into(),
            klir_binary: source,
            func_args,
            func_outs,
            device_dump: false,
        };
        mint_named(&carrier, &name, &symbol, KernelSource::Beta3, budget)?;
        Ok(Some(name))
    }
}

const INPUTS: &[&str] = &["Input", "ExternalInput", "ExternalInputParameter"];
const OUTPUTS: &[&str] = &["Output", "ExternalOutput", "ExternalOutputParameter"];

/// The formals of `kinds`, in allocation order, bound by position to the
/// caller locations `actuals`; each formal's shape must equal the
/// instruction's for that position.
fn bind(
    function: &Function,
    kinds: &[&str],
    role: &str,
    actuals: &[String],
    declared: &[Vec<i64>],
) -> Result<Vec<(String, String)>, String> {
    let formals: Vec<(&str, Vec<i64>)> = function
        .allocations
        .iter()
        .filter(|a| kinds.contains(&a.kind.as_str()))
        .flat_map(|a| {
            a.memorylocations.iter().map(|m| {
                (
                    m.name.as_str(),
                    a.tensor_shape.iter().map(|&d| d as i64).collect(),
                )
            })
        })
        .collect();
    if formals.len() != actuals.len() {
        return Err(format!(
            "it takes {} {}(s), the instruction has {}",
            formals.len(),
            if role == "source" { "input" } else { "output" },
            actuals.len()
        ));
    }
    let mut bound = Vec::new();
    for (i, ((formal, shape), actual)) in formals.iter().zip(actuals).enumerate() {
        if let Some(want) = declared.get(i) {
            if want != shape {
                return Err(format!(
                    "{role} {i} ('{actual}') has shape {want:?} in the instruction, the kernel's '{formal}' has {shape:?}"
                ));
            }
        }
        bound.push((formal.to_string(), actual.clone()));
    }
    Ok(bound)
}

/// The options that select among a library's variants in the compiler
/// (`kernel_attrs` and the fusion options) are not interpreted here: they
/// are recorded on every instruction of the kernel as the member
/// `bir_kernel_options` (kept in BIR JSON), so nothing the instruction said
/// is lost.
fn record_options(kernel: BirKernel<'_, '_>, function: &mut Function) -> Result<(), AttrError> {
    use serde_json::{Map, Value as Json};
    /// The options as their members are named in BIR JSON (the
    /// attributes'); unset ones are left out.
    #[derive(serde::Serialize)]
    struct Options {
        #[serde(skip_serializing_if = "Option::is_none")]
        kernel_attrs: Option<Json>,
        auto_cast: String,
        auto_cast_type: String,
        #[serde(skip_serializing_if = "Option::is_none")]
        is_causal: Option<bool>,
        #[serde(skip_serializing_if = "Option::is_none")]
        fused_rmsnorm: Option<bool>,
        #[serde(skip_serializing_if = "Option::is_none")]
        norm_type: Option<i64>,
        #[serde(skip_serializing_if = "Option::is_none")]
        lnc_size: Option<i64>,
        #[serde(skip_serializing_if = "Option::is_none")]
        lower_bound: Option<Json>,
        #[serde(skip_serializing_if = "Option::is_none")]
        store_add: Option<bool>,
        #[serde(skip_serializing_if = "Option::is_none")]
        quant_kernel: Option<bool>,
        #[serde(skip_serializing_if = "Option::is_none")]
        output_layout: Option<i64>,
    }
    let kernel_attrs = nki_dialects::bir::attrs::json_text(kernel.kernel_attrs()?)
        .map(|text| serde_json::from_str(&text).unwrap_or(Json::String(text)));
    let options = Options {
        kernel_attrs,
        auto_cast: kernel.auto_cast()?,
        auto_cast_type: kernel.auto_cast_type()?,
        is_causal: kernel.is_causal()?,
        fused_rmsnorm: kernel.fused_rmsnorm()?,
        norm_type: kernel.norm_type()?,
        lnc_size: kernel.lnc_size()?,
        lower_bound: kernel.lower_bound()?.map(|n| match n {
            Number::Integer(i) => Json::from(i),
            Number::Float(f) => Json::from(f),
        }),
        store_add: kernel.store_add()?,
        quant_kernel: kernel.quant_kernel()?,
        output_layout: kernel.output_layout()?,
    };
    // A map of plain values: serializing cannot fail.
    let options = serde_json::to_value(options).unwrap_or(Json::Object(Map::new()));
    fn visit(items: &mut [nki_formats::bir_json::BlockItem], options: &Json) {
        for item in items {
            match item {
                nki_formats::bir_json::BlockItem::Instruction(inst) => {
                    inst.members
                        .insert("bir_kernel_options".into(), options.clone());
                }
                nki_formats::bir_json::BlockItem::Loop(l) => {
                    for block in &mut l.blocks {
                        visit(&mut block.instructions, options);
                    }
                }
            }
        }
    }
    for block in &mut function.blocks {
        visit(&mut block.instructions, &options);
    }
    Ok(())
}

/// Whether `auto_cast` asks for casts (any value but empty, `none`, `false`).
fn casting(auto_cast: &str) -> bool {
    !matches!(auto_cast, "" | "none" | "false")
}

/// Checks each source's dtype against the kernel input it binds to: equal,
/// or, with `auto_cast` on, converted on the way in ([`cast`]). With
/// `auto_cast_type` set, the kernel's inputs must be of that dtype.
fn convert_sources(
    function: &mut Function,
    sources: &[String],
    dtypes: &[String],
    (auto_cast, cast_type): (&str, &str),
) -> Result<(), String> {
    let formals: Vec<String> = function
        .allocations
        .iter()
        .filter(|a| INPUTS.contains(&a.kind.as_str()))
        .flat_map(|a| a.memorylocations.iter().map(|m| m.name.clone()))
        .collect();
    for (i, formal) in formals.iter().enumerate() {
        let (Some(source), Some(have)) = (sources.get(i), dtypes.get(i)) else {
            continue;
        };
        let want = cast::formal_dtype(function, formal)
            .ok_or_else(|| format!("the kernel's input '{formal}' has no dtype to check source {i} ('{source}') against"))?;
        if casting(auto_cast) && !cast_type.is_empty() && want != cast_type {
            return Err(format!(
                "auto_cast_type is '{cast_type}' but the kernel's input '{formal}' is {want}"
            ));
        }
        if *have == want {
            continue;
        }
        if !casting(auto_cast) {
            return Err(format!(
                "source {i} ('{source}') is {have}, the kernel's '{formal}' is {want} (auto_cast is off)"
            ));
        }
        cast::cast_input(function, formal, have)?;
    }
    Ok(())
}

/// The dtypes of the instruction's tensor sources (their `ins_args`); a
/// `physical_ap` without one is an error, not a dtype that matches nothing.
fn source_dtypes(args: Vec<Attribute<'_>>) -> Result<Vec<String>, String> {
    use nki_dialects::bir::attrs::{arg_dtype, arg_kind, ArgKind};
    args.into_iter()
        .filter(|a| arg_kind(*a) == Some(ArgKind::PhysicalAp))
        .enumerate()
        .map(|(i, a)| {
            arg_dtype(a)
                .map(str::to_owned)
                .ok_or_else(|| format!("source {i} has no dtype"))
        })
        .collect()
}

/// The memory-location names of the instruction's `ins` and `outs`.
fn operands(kernel: BirKernel<'_, '_>) -> Result<(Vec<String>, Vec<String>), String> {
    let names = |values: Vec<Value>| -> Result<Vec<String>, String> {
        values
            .into_iter()
            .enumerate()
            .map(|(i, v)| {
                nki_dialects::bir::attrs::memory_location_of(v)
                    .map(|l| l.name.to_owned())
                    .ok_or_else(|| format!("operand {i} is not a {}", MemoryLocation::NAME))
            })
            .collect()
    };
    Ok((names(kernel.ins())?, names(kernel.outs())?))
}

/// `srcs_shape` / `dsts_shape`: one integer array per operand.
fn shapes(list: Attribute<'_>) -> Vec<Vec<i64>> {
    let Ok(list) = ArrayAttribute::try_from(list) else {
        return Vec::new();
    };
    (0..list.len())
        .filter_map(|i| list.element(i).ok())
        .filter_map(|a| DenseI64ArrayAttribute::try_from(a).ok())
        .map(|a| (0..a.len()).filter_map(|j| a.element(j).ok()).collect())
        .collect()
}
