//! The `klr` dialect: typed builders generated from `klr/KLR.td`, and its
//! verifier.

pub mod addresses;
pub mod convert;
mod import;
pub mod kind;
mod make;
mod names;
pub mod ops;
pub mod reflect;
#[cfg(test)]
mod text_reference;
pub mod verify;

/// A statement op's name from its `Operator` constructor (`ncDmaCopy` →
/// `nc_dma_copy`).
pub use names::snake;

/// The `index` of a `klr.core` (which logical core its body is); `None`
/// for another op or an index that is not a non-negative integer.
pub fn core_index(op: &melior::ir::OperationRef<'_, '_>) -> Option<usize> {
    use melior::ir::operation::OperationLike;
    if kind::kind(op) != kind::OpKind::Core {
        return None;
    }
    let index = melior::ir::attribute::IntegerAttribute::try_from(
        op.attribute(ops::Core::INDEX_ATTR).ok()?,
    );
    usize::try_from(index.ok()?.value()).ok()
}

#[cfg(test)]
mod tests;

melior::dialect! {
    name: "klr",
    files: ["klr/KLR.td"],
    include_directory_env_vars: ["CARGO_MANIFEST_DIR"],
}
