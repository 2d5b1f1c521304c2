//! What a klr op is for the passes' walks, by its C++ class (`OpClass`,
//! generated from the ODS): no op-name strings compared and no kind numbers
//! kept by hand.

use super::ops::OpClass;
use melior::ir::operation::OperationLike;

/// The kinds of klr op the passes tell apart: the four containers of a
/// kernel by their class, the statements (`KLR_StmtOp`) together.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpKind {
    /// `klr.lnc_kernel`: one `klr.core` per logical core.
    LncKernel,
    /// `klr.kernel`: a single-core kernel, its blocks directly in its body.
    Kernel,
    Core,
    Block,
    /// Any other klr op (every one is a statement; a test keeps it so).
    Statement,
    /// Not a klr op.
    Other,
}

impl OpKind {
    /// A kernel op of either form.
    pub fn is_kernel(self) -> bool {
        matches!(self, OpKind::LncKernel | OpKind::Kernel)
    }

    /// The kind of an op of class `class` (`None`: not a klr op).
    pub fn of_class(class: Option<OpClass>) -> OpKind {
        match class {
            Some(OpClass::LncKernel) => OpKind::LncKernel,
            Some(OpClass::Kernel) => OpKind::Kernel,
            Some(OpClass::Core) => OpKind::Core,
            Some(OpClass::Block) => OpKind::Block,
            Some(_) => OpKind::Statement,
            None => OpKind::Other,
        }
    }
}

/// The kind of `op`.
pub fn kind<'c: 'a, 'a>(op: &impl OperationLike<'c, 'a>) -> OpKind {
    OpKind::of_class(OpClass::of(op))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `Statement` stands for every klr op but the four containers: an op
    /// added to the ODS that is neither a container nor a `KLR_StmtOp`
    /// needs a kind of its own here.
    #[test]
    fn every_class_but_the_containers_is_a_statement() {
        for &class in OpClass::ALL {
            let kind = OpKind::of_class(Some(class));
            assert_eq!(
                kind == OpKind::Statement,
                class.is_statement(),
                "{} is {kind:?}",
                class.name()
            );
        }
        assert_eq!(OpKind::of_class(None), OpKind::Other);
    }
}
