//! What a klr op is, by its C++ class (`isa`): no op-name strings compared
//! in the passes.

use melior::ir::operation::OperationLike;
use mlir_sys::MlirOperation;

extern "C" {
    fn nki_klr_op_kind(op: MlirOperation) -> i32;
}

/// The kinds of klr op the passes tell apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpKind {
    /// `klr.lnc_kernel`: one `klr.core` per logical core.
    LncKernel,
    /// `klr.kernel`: a single-core kernel, its blocks directly in its body.
    Kernel,
    Core,
    Block,
    /// Any other klr op.
    Statement,
    /// Not a klr op.
    Other,
}

impl OpKind {
    /// A kernel op of either form.
    pub fn is_kernel(self) -> bool {
        matches!(self, OpKind::LncKernel | OpKind::Kernel)
    }
}

/// The kind of `op`.
pub fn kind<'c: 'a, 'a>(op: &impl OperationLike<'c, 'a>) -> OpKind {
    // SAFETY: `op` is a live operation; the shim only reads its class.
    match unsafe { nki_klr_op_kind(op.to_raw()) } {
        1 => OpKind::LncKernel,
        2 => OpKind::Kernel,
        3 => OpKind::Core,
        4 => OpKind::Block,
        5 => OpKind::Statement,
        _ => OpKind::Other,
    }
}
