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
    attribute::{ArrayAttribute, DenseI32ArrayAttribute, DenseI64ArrayAttribute},
    operation::OperationLike,
    OperationRef, Value,
};
use nki::ffi::{emit, string_attr_value, EmitSeverity};
use nki::pass::PassFailure;
use nki_dialects::bir::kind::{kind, OpKind};
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
    let kernels: Vec<OperationRef> = children(&module)
        .iter()
        .filter(|op| kind(*op) == OpKind::Func)
        .flat_map(nested_ops)
        .filter(|op| kind(op) == OpKind::BirKernel)
        .collect();
    if kernels.is_empty() {
        return Ok(());
    }
    let from_module = module
        .attribute("bir.kernel_library")
        .ok()
        .and_then(string_attr_value)
        .unwrap_or_default();
    let mut run = Run {
        library: Library::new([options.library.as_str(), from_module.as_str()]),
        core_id: options.core_id.or_else(|| module_core_id(module)),
        arch: module_arch(module),
        symbols: Symbols::of(module),
    };
    let mut calls = HashSet::new();
    for op in kernels {
        if let Some(call) = run.expand(module, op)? {
            calls.insert(call);
        }
        // Replaced by the call (or skipped by the LNC rule).
        nki::ffi::erase_op(op);
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
        op: OperationRef<'_, '_>,
    ) -> Result<Option<String>, PassFailure> {
        let string = |member: &str| op.attribute(member).ok().and_then(string_attr_value);
        let name = string("name").unwrap_or_default();
        let fail = |message: &str| {
            emit(
                op.location(),
                EmitSeverity::Error,
                &format!("'bir.bir_kernel' op '{name}': {message}"),
            );
            PassFailure
        };
        let kernel = string("kernel_name").unwrap_or_default();
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
                        "'bir.bir_kernel' op '{name}': core id {id} is past the kernel's {count} functions: nothing is expanded on this core and the instruction is removed"
                    ),
                );
                return Ok(None);
            }
            Err(e) => return Err(fail(&e)),
        };
        let mut function: Function = doc.functions[index].clone();
        function.mark_written_inputs_as_outputs();
        let (sources, destinations) = operands(&op);
        let auto_cast = string("auto_cast").unwrap_or_default();
        let cast_type = string("auto_cast_type").unwrap_or_default();
        convert_sources(
            &mut function,
            &sources,
            &source_dtypes(&op),
            (&auto_cast, &cast_type),
        )
        .map_err(|e| fail(&format!("library kernel '{kernel}': {e}")))?;
        let func_args = bind(
            &function,
            INPUTS,
            "source",
            &sources,
            &shapes(&op, "srcs_shape"),
        )
        .map_err(|e| fail(&format!("library kernel '{kernel}': {e}")))?;
        let func_outs = bind(
            &function,
            OUTPUTS,
            "destination",
            &destinations,
            &shapes(&op, "dsts_shape"),
        )
        .map_err(|e| fail(&format!("library kernel '{kernel}': {e}")))?;
        record_options(&op, &mut function);
        let budget = scan_budget(&function, &self.arch);
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
fn record_options(op: &OperationRef<'_, '_>, function: &mut Function) {
    use melior::ir::attribute::{BoolAttribute, FloatAttribute, IntegerAttribute};
    use serde_json::{Map, Value as Json};
    let mut options = Map::new();
    if let Some(text) = op
        .attribute("kernel_attrs")
        .ok()
        .and_then(nki_dialects::bir::attrs::json_text)
    {
        let value = serde_json::from_str(&text).unwrap_or(Json::String(text));
        options.insert("kernel_attrs".into(), value);
    }
    for member in [
        "auto_cast",
        "auto_cast_type",
        "is_causal",
        "fused_rmsnorm",
        "norm_type",
        "lnc_size",
        "lower_bound",
        "store_add",
        "quant_kernel",
        "output_layout",
    ] {
        let Ok(attr) = op.attribute(member) else {
            continue;
        };
        let value = if let Ok(b) = BoolAttribute::try_from(attr) {
            Json::Bool(b.value())
        } else if let Ok(i) = IntegerAttribute::try_from(attr) {
            Json::from(i.value())
        } else if let Ok(f) = FloatAttribute::try_from(attr) {
            Json::from(f.value())
        } else if let Some(text) = string_attr_value(attr) {
            Json::String(text)
        } else {
            continue;
        };
        options.insert(member.into(), value);
    }
    let options = Json::Object(options);
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
        let want = cast::formal_dtype(function, formal).unwrap_or_default();
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

/// The dtypes of the instruction's tensor sources (their `ins_args`).
fn source_dtypes(op: &OperationRef<'_, '_>) -> Vec<String> {
    use nki_dialects::bir::attrs::{arg_dtype, arg_kind, ArgKind};
    let Some(args) = op
        .attribute("ins_args")
        .ok()
        .and_then(|a| ArrayAttribute::try_from(a).ok())
    else {
        return Vec::new();
    };
    (0..args.len())
        .filter_map(|i| args.element(i).ok())
        .filter(|a| arg_kind(*a) == Some(ArgKind::PhysicalAp))
        .map(|a| arg_dtype(a).unwrap_or_default().to_owned())
        .collect()
}

/// The memory-location names of the instruction's `ins` and `outs`.
fn operands(op: &OperationRef<'_, '_>) -> (Vec<String>, Vec<String>) {
    let sizes = op
        .attribute("operandSegmentSizes")
        .ok()
        .and_then(|a| DenseI32ArrayAttribute::try_from(a).ok())
        .map(|a| {
            (
                a.element(0).unwrap_or(0).max(0) as usize,
                a.element(1).unwrap_or(0).max(0) as usize,
            )
        })
        .unwrap_or_default();
    let names: Vec<String> = op
        .operands()
        .map(|v: Value| {
            nki_dialects::bir::attrs::memory_location_of(v)
                .map(|l| l.name.to_owned())
                .unwrap_or_default()
        })
        .collect();
    let ins = names.iter().take(sizes.0).cloned().collect();
    let outs = names.iter().skip(sizes.0).take(sizes.1).cloned().collect();
    (ins, outs)
}

/// `srcs_shape` / `dsts_shape`: one integer array per operand.
fn shapes(op: &OperationRef<'_, '_>, member: &str) -> Vec<Vec<i64>> {
    let Some(list) = op
        .attribute(member)
        .ok()
        .and_then(|a| ArrayAttribute::try_from(a).ok())
    else {
        return Vec::new();
    };
    (0..list.len())
        .filter_map(|i| list.element(i).ok())
        .filter_map(|a| DenseI64ArrayAttribute::try_from(a).ok())
        .map(|a| (0..a.len()).filter_map(|j| a.element(j).ok()).collect())
        .collect()
}
