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
//! exported to the model, allocated and verified there; the addresses chosen
//! are then written into the op's `#klr.address` attributes in place
//! ([`Assignment::apply`], the same rule the model went through), so every op
//! keeps its location and its other attributes.

pub mod allocate;
pub mod liveness;
pub mod placement;
pub mod verify;

pub use allocate::{
    allocate_lnc_kernel, AllocateOptions, AllocationError, AllocationReport, Assignment, CoreReport,
};
pub use verify::verify_allocation;

use crate::options::{KlrAllocateMemoryOptions, KlrAllocateMemoryStatistics};
use melior::ir::{operation::OperationLike, OperationRef};
use nki::{
    ffi::{emit, EmitSeverity},
    pass::PassFailure,
};
use nki_dialects::ir::children;
use nki_dialects::klr::{
    self,
    addresses::{rewrite_addresses, Offsets, Scope},
    kind::OpKind,
};
use nki_formats::arch;
use nki_formats::klr::{Contents, LncKernel, Memory};
use tracing::debug;

/// The pass (passes/Passes.td): every KLR kernel of the module allocated.
pub fn run(
    options: &KlrAllocateMemoryOptions,
    module: OperationRef<'_, '_>,
    statistics: &mut KlrAllocateMemoryStatistics,
) -> Result<(), PassFailure> {
    let pass = KlrAllocateMemory {
        options: AllocateOptions {
            arch: arch::lookup(options.arch.spelling()).unwrap_or(arch::TRN2),
            keep_existing: options.keep_existing,
        },
        report: options.report,
    };
    let kernels: Vec<_> = children(&module)
        .into_iter()
        .filter(|op| klr::kind::kind(op).is_kernel())
        .collect();
    let mut failed = false;
    for op in kernels {
        match pass.allocate_op(op) {
            Ok(Some(report)) => {
                for core in &report.cores {
                    statistics.tensors_placed += core.placed as u64;
                    statistics.sbuf_bytes += core.sbuf_peak;
                    statistics.psum_banks += core.psum_banks;
                }
            }
            Ok(None) => {}
            Err(PassFailure) => failed = true,
        }
    }
    if failed {
        Err(PassFailure)
    } else {
        Ok(())
    }
}

struct KlrAllocateMemory {
    options: AllocateOptions,
    report: bool,
}

impl KlrAllocateMemory {
    /// Allocates one kernel op; its report, `None` for an HLO kernel.
    fn allocate_op(
        &self,
        op: OperationRef<'_, '_>,
    ) -> Result<Option<AllocationReport>, PassFailure> {
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
            Contents::hlo(_) => return Ok(None),
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
        apply_assignment(op, &report.assignment)
            .map_err(|e| error(&format!("internal error: {e}")))?;
        Ok(Some(report))
    }

    fn allocate(&self, kernel: &mut LncKernel) -> Result<AllocationReport, AllocationError> {
        allocate_lnc_kernel(kernel, &self.options)
    }
}

/// Writes the addresses `assignment` chose into the kernel op in place:
/// its own tensor lists as kernel-level tensors, each `klr.core` (or the
/// body of a single-core `klr.kernel`, core 0) with that core's tensors.
fn apply_assignment(op: OperationRef<'_, '_>, assignment: &Assignment) -> Result<(), String> {
    let apply = |core: Option<usize>| {
        move |name: &str, memory: &str, offsets: &mut Offsets| {
            if let Some(memory) = Memory::from_name(memory) {
                assignment.apply_to(core, name, memory, &mut offsets.par, &mut offsets.free);
            }
        }
    };
    rewrite_addresses(&op, Scope::Op, apply(None));
    if klr::kind::kind(&op) == OpKind::Kernel {
        rewrite_body(&op, apply(Some(0)));
        return Ok(());
    }
    for core in children(&op) {
        let index = klr::core_index(&core)
            .ok_or_else(|| format!("a {} has no index", klr::klr::CoreOperation::name()))?;
        rewrite_addresses(&core, Scope::Nested, apply(Some(index)));
    }
    Ok(())
}

/// Rewrites the addresses of every op in the body of a single-core kernel.
fn rewrite_body(kernel: &OperationRef<'_, '_>, mut rewrite: impl FnMut(&str, &str, &mut Offsets)) {
    for op in children(kernel) {
        rewrite_addresses(&op, Scope::Nested, &mut rewrite);
    }
}
