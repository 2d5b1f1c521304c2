//! `klr-allocate-memory`: gives every SBUF and PSUM tensor of a KLR kernel an
//! address, so that kernels traced by the public front end (which leaves
//! `parOffset`/`freeOffset` unset) pass Mechanism A's pre-allocation gate.
//!
//! The allocator is plain Rust over the KLR model ([`allocate`],
//! [`liveness`], [`placement`], [`verify`]) so that `translate-nki-ast-to-bir`
//! can run it on a kernel it has just read; this module only moves kernels
//! between the `klr` dialect and the model. Design and rules:
//! `docs/klr-allocate-memory.md`.
//!
//! Each `klr.lnc_kernel` (and single-core `klr.kernel`) of the module is
//! exported to the model, allocated, verified, printed back as `klr` text and
//! parsed, and the new op replaces the old one in place. The new op and
//! everything in it carry the old kernel op's location (the model has no MLIR
//! locations; statements keep their KLR `pos`); attributes of the old op that
//! the model does not hold carry over.

pub mod allocate;
pub mod liveness;
pub mod placement;
pub mod verify;

pub use allocate::{
    allocate_lnc_kernel, AllocateOptions, AllocationError, AllocationReport, CoreReport,
};
pub use verify::verify_allocation;

use melior::ir::{
    block::BlockLike,
    operation::{OperationLike, OperationMutLike},
    OperationRef, RegionLike,
};
use nki::{
    ffi::{emit, EmitSeverity},
    pass::{NkiPass, OptionKind, PassFailure, PassId, PassInfo, PassOptionInfo, PassOptions},
};
use nki_formats::arch;
use nki_formats::klr::{Contents, LncKernel};
use std::sync::Arc;
use tracing::debug;

static ID: PassId = PassId(0);

pub static PASS: PassInfo = PassInfo {
    argument: "klr-allocate-memory",
    name: "KLRAllocateMemory",
    summary: "Assign SBUF and PSUM addresses to the tensors of KLR kernels",
    description: "For every klr.lnc_kernel and klr.kernel: liveness from statement order, then first-fit placement that reuses the memory of dead tensors (SBUF per-partition byte offsets, aligned; PSUM bank-aware, accumulation tiles in banks of their own). Kept addresses stay fixed. The result is verified (no two live tensors overlap, everything within capacity).",
    anchor: Some("builtin.module"),
    options: &[
        PassOptionInfo {
            name: "arch",
            kind: OptionKind::Enum(&["trn1", "trn2"]),
            default: "trn2",
            description: "Target whose SBUF/PSUM geometry to allocate in",
        },
        PassOptionInfo {
            name: "keep-existing",
            kind: OptionKind::Bool,
            default: "true",
            description: "Keep tensors that already have an address where they are",
        },
        PassOptionInfo {
            name: "report",
            kind: OptionKind::Bool,
            default: "false",
            description: "Emit a remark per core: peak SBUF bytes per partition, PSUM banks, memory saved by reuse",
        },
    ],
    id: &ID,
    create,
};

fn create(options: &PassOptions) -> Arc<dyn NkiPass> {
    Arc::new(KlrAllocateMemory {
        options: AllocateOptions {
            arch: options
                .string("arch")
                .and_then(arch::lookup)
                .unwrap_or(arch::TRN2),
            keep_existing: options.bool("keep-existing"),
        },
        report: options.bool("report"),
    })
}

use nki_dialects::ir::op_name;

struct KlrAllocateMemory {
    options: AllocateOptions,
    report: bool,
}

impl NkiPass for KlrAllocateMemory {
    fn run(&self, module: OperationRef<'_, '_>) -> Result<(), PassFailure> {
        let mut kernels = Vec::new();
        let mut next = module
            .region(0)
            .ok()
            .and_then(|r| r.first_block())
            .and_then(|b| b.first_operation());
        while let Some(op) = next {
            next = op.next_in_block();
            if matches!(op_name(&op), "klr.lnc_kernel" | "klr.kernel") {
                kernels.push(op);
            }
        }
        let mut failed = false;
        for op in kernels {
            failed |= self.allocate_op(op).is_err();
        }
        if failed {
            Err(PassFailure)
        } else {
            Ok(())
        }
    }
}

impl KlrAllocateMemory {
    fn allocate_op(&self, op: OperationRef<'_, '_>) -> Result<(), PassFailure> {
        let error = |message: &str| {
            emit(op.location(), EmitSeverity::Error, message);
            PassFailure
        };
        let mut file = nki_dialects::klr::convert::export_kernel(&op)
            .map_err(|e| error(&format!("cannot read the kernel: {e}")))?;
        let (name, report) = match &mut file.contents {
            Contents::lnc(kernel) => (kernel.name.clone(), self.allocate(kernel)),
            Contents::kernel(single) => {
                // A single-core kernel is an LNC kernel with one body.
                let mut lnc = LncKernel {
                    name: single.name.clone(),
                    inputs: std::mem::take(&mut single.inputs),
                    outputs: std::mem::take(&mut single.outputs),
                    bodies: vec![std::mem::take(&mut single.body)],
                    sharedConstants: Vec::new(),
                    sharedBuffers: Vec::new(),
                    edges: Vec::new(),
                };
                let report = self.allocate(&mut lnc);
                single.inputs = lnc.inputs;
                single.outputs = lnc.outputs;
                single.body = lnc.bodies.pop().unwrap_or_default();
                (single.name.clone(), report)
            }
            Contents::hlo(_) => return Ok(()),
        };
        let report = report.map_err(|e| error(&format!("kernel '{name}': {e}")))?;
        debug!("allocated kernel '{name}': {report:?}");
        if self.report {
            for core in &report.cores {
                emit(
                    op.location(),
                    EmitSeverity::Remark,
                    &format!("kernel '{name}' {core}"),
                );
            }
        }
        replace_kernel_op(op, &file).map_err(|e| error(&format!("internal error: {e}")))
    }

    fn allocate(&self, kernel: &mut LncKernel) -> Result<AllocationReport, AllocationError> {
        allocate_lnc_kernel(kernel, &self.options)
    }
}

/// Replaces `op` by the kernel op of `file`, located where `op` was.
fn replace_kernel_op(
    op: OperationRef<'_, '_>,
    file: &nki_formats::klr::KlrFile,
) -> Result<(), String> {
    let text = nki_dialects::klr::convert::to_mlir_text(file, "klr-allocate-memory")?;
    // `to_mlir_text` locates every op at `#src`, defined on its first line:
    // point that alias at the original kernel's location instead.
    let location = op.location().to_string();
    let text = match text.split_once('\n') {
        Some((first, rest)) if first.starts_with("#src = ") => {
            format!("#src = {location}\n{rest}")
        }
        _ => text,
    };
    let context_ref = op.context();
    let context = nki::ffi::context_of(&context_ref);
    let temporary = nki::ffi::parse_source_as_module(context, &text, "klr-allocate-memory")
        .ok_or("the allocated kernel does not parse back")?;
    let mut new_op = temporary
        .body()
        .first_operation_mut()
        .ok_or("the allocated kernel's module is empty")?;
    // Attributes the model does not hold (discardable ones a user or an
    // earlier pass attached) carry over unchanged.
    for (name, value) in op.attributes() {
        let name = name.as_string_ref().as_str().unwrap_or("").to_owned();
        if !name.is_empty() && !new_op.has_attribute(&name) {
            new_op.set_attribute(&name, value);
        }
    }
    // The new op leaves the temporary module (dropped afterwards, without
    // it) for the place of the old one, which nothing refers to (kernel ops
    // have no results) and no handle is used after.
    nki::ffi::move_op_after(&new_op, &op);
    nki::ffi::erase_op(op);
    Ok(())
}
