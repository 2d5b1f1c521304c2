//! What a bir op is, by its C++ class (`isa`), for the passes' walks: no
//! op-name strings compared outside this module.

use melior::ir::operation::OperationLike;
use mlir_sys::MlirOperation;

extern "C" {
    fn nki_bir_op_kind(op: MlirOperation) -> i32;
}

/// The kinds of bir op the passes tell apart; every other bir op is an
/// [`OpKind::Instruction`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpKind {
    Func,
    Allocation,
    MemoryLocation,
    Block,
    Loop,
    /// IT55, `bir.nki_kernel`.
    NkiKernel,
    /// IT56, `bir.nki_klir_kernel`.
    NkiKlirKernel,
    /// IT54, `bir.bir_kernel`.
    BirKernel,
    Return,
    Break,
    /// The matmul family (`matmult`, `matmult_base`, `matmult_sparse`,
    /// `matmult_symbolic`): results in PSUM, operands `ins(stationary, moving)`.
    Matmul,
    /// Any other instruction of the bir dialect.
    Instruction,
    /// Not a bir op.
    Other,
}

impl OpKind {
    /// An instruction op of any opcode (the carriers included).
    pub fn is_instruction(self) -> bool {
        matches!(
            self,
            OpKind::NkiKernel
                | OpKind::NkiKlirKernel
                | OpKind::BirKernel
                | OpKind::Return
                | OpKind::Break
                | OpKind::Matmul
                | OpKind::Instruction
        )
    }
}

/// The kind of `op`.
pub fn kind<'c: 'a, 'a>(op: &impl OperationLike<'c, 'a>) -> OpKind {
    // SAFETY: `op` is a live operation; the shim only reads its class.
    match unsafe { nki_bir_op_kind(op.to_raw()) } {
        1 => OpKind::Func,
        2 => OpKind::Allocation,
        3 => OpKind::MemoryLocation,
        4 => OpKind::Block,
        5 => OpKind::Loop,
        6 => OpKind::NkiKernel,
        7 => OpKind::NkiKlirKernel,
        8 => OpKind::BirKernel,
        9 => OpKind::Return,
        10 => OpKind::Break,
        11 => OpKind::Instruction,
        12 => OpKind::Matmul,
        _ => OpKind::Other,
    }
}
