//! `convert-klr-to-bir`: the KLR → BIR codegen walk alone, on `klr` kernels
//! written in MLIR. Each `klr.lnc_kernel` of the module becomes one
//! `bir.func … kind <nki>` per core (symbol = the kernel name, `.1`, `.2`, …
//! for further cores or clashes), built exactly as Mechanism A builds it; the
//! kernel op is then removed. This is what lets every operator's lowering
//! have its own lit test without a `.klr` file and a carrier.
//!
//! Diagnostics point at the operator: at the NKI source position of its
//! `Pos` when that names a file, else at the statement op itself.

use crate::klr_to_bir::{codegen_lnc_kernel, Diagnostic};
use crate::options::{Arch, ConvertKlrToBirOptions, ConvertKlrToBirStatistics};
use crate::translate_nki_ast_to_bir::{module_arch, module_body};
use melior::ir::{block::BlockLike, operation::OperationLike, Location, OperationRef, RegionLike};
use melior::Context;
use nki::ffi::{emit, EmitSeverity};
use nki::pass::PassFailure;
use nki_dialects::klr::convert::export_kernel;
use nki_formats::bir_json::Function;
use nki_formats::klr::{Contents, Pos};

/// The pass (passes/Passes.td): every `klr.lnc_kernel` lowered.
pub fn run(
    options: &ConvertKlrToBirOptions,
    module: OperationRef<'_, '_>,
    statistics: &mut ConvertKlrToBirStatistics,
) -> Result<(), PassFailure> {
    let pass = ConvertKlrToBir {
        core_id: options.core_id,
    };
    let arch = match options.arch {
        Arch::Unset => module_arch(module)?,
        named => nki_formats::arch::lookup(named.spelling()).unwrap_or(nki_formats::arch::TRN2),
    };
    let mut failed = false;
    for op in module_body(module) {
        if nki_dialects::klr::kind::kind(&op) != nki_dialects::klr::kind::OpKind::LncKernel {
            continue;
        }
        match pass.lower_kernel(op, arch) {
            Ok((name, functions)) => {
                statistics.kernels += 1;
                let location = op.location();
                let source = format!("{} @{name}", nki::ffi::op_name(&op));
                // SAFETY: the kernel goes first, so its functions may take its
                // symbol; a klr kernel has no results and `op` is not used
                // after.
                unsafe { nki::ffi::erase_op(op) };
                let fail = |message: &str| {
                    emit(module.location(), EmitSeverity::Error, message);
                    PassFailure
                };
                for mut function in functions {
                    statistics.functions += 1;
                    statistics.instructions += function.instruction_count() as u64;
                    function.name = crate::translate_nki_ast_to_bir::unique_symbol(module, &name);
                    let added = crate::translate_nki_ast_to_bir::add_function(
                        module,
                        function,
                        &name,
                        crate::translate_nki_ast_to_bir::Origin::Source(&source),
                        Some(location),
                        false,
                        &fail,
                    );
                    failed |= added.is_err();
                }
            }
            Err(PassFailure) => failed = true,
        }
    }
    if failed {
        Err(PassFailure)
    } else {
        Ok(())
    }
}

struct ConvertKlrToBir {
    core_id: Option<u64>,
}

impl ConvertKlrToBir {
    /// The kernel's name and one function per selected core.
    fn lower_kernel(
        &self,
        op: OperationRef<'_, '_>,
        arch: nki_formats::arch::Arch,
    ) -> Result<(String, Vec<Function>), PassFailure> {
        let fail = |message: &str| {
            emit(op.location(), EmitSeverity::Error, message);
            PassFailure
        };
        let file = export_kernel(&op).map_err(|e| fail(&e))?;
        let Contents::lnc(kernel) = &file.contents else {
            return Err(fail(&format!(
                "expected a {}",
                nki_dialects::klr::klr::LncKernelOperation::name()
            )));
        };
        let cores: Vec<usize> = match self.core_id {
            Some(id) if id as usize >= kernel.bodies.len() => {
                return Err(fail(&crate::translate_nki_ast_to_bir::klr_core_past_end(
                    id,
                    kernel.bodies.len(),
                )))
            }
            Some(id) => vec![id as usize],
            None => (0..kernel.bodies.len()).collect(),
        };
        let context_ref = op.context();
        let context = nki::ffi::context_of(&context_ref);
        let mut functions = Vec::new();
        for core in cores {
            let report = |d: &Diagnostic, severity| {
                let fallback = d
                    .stmt
                    .and_then(|(b, s)| statement_op(op, core, b, s))
                    .map(|s| s.location())
                    .unwrap_or_else(|| op.location());
                let location = source_location(context, d.pos.as_ref(), None, fallback);
                emit(location, severity, &d.message);
                PassFailure
            };
            let codegen = codegen_lnc_kernel(kernel, core, arch, &kernel.name)
                .map_err(|d| report(&d, EmitSeverity::Error))?;
            for warning in &codegen.warnings {
                report(warning, EmitSeverity::Warning);
            }
            functions.push(codegen.function);
        }
        Ok((kernel.name.to_string(), functions))
    }
}

/// Statement `s` of block `b` of core `core` of a `klr.lnc_kernel` op.
fn statement_op<'c, 'a>(
    kernel: OperationRef<'c, 'a>,
    core: usize,
    b: usize,
    s: usize,
) -> Option<OperationRef<'c, 'a>> {
    let nth_child = |op: OperationRef<'c, 'a>, n: usize| {
        let mut next = op.region(0).ok()?.first_block()?.first_operation();
        for _ in 0..n {
            next = next?.next_in_block();
        }
        next
    };
    let core_op = nth_child(kernel, core)?;
    let block_op = nth_child(core_op, b)?;
    nth_child(block_op, s)
}

/// Where a KLR position points: `file:line:col` of the NKI source when the
/// position names a file (or `default_file` is given and the line is set),
/// else `fallback`.
pub(crate) fn source_location<'c>(
    context: &'c Context,
    pos: Option<&Pos>,
    default_file: Option<&str>,
    fallback: Location<'c>,
) -> Location<'c> {
    let Some(pos) = pos else {
        return fallback;
    };
    match (&pos.filename, default_file) {
        (Some(file), _) => Location::new(context, file, pos.line as usize, pos.column as usize),
        (None, Some(file)) if pos.line > 0 => {
            Location::new(context, file, pos.line as usize, pos.column as usize)
        }
        _ => fallback,
    }
}
