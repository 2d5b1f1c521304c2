//! Semantic checks of `klr` ops, run by MLIR through each op's `verify()`.

use crate::verify::{OpView, VerifyError};

/// Verifies one `klr` operation.
pub fn verify(op: &OpView<'_, '_>) -> Result<(), VerifyError> {
    let _ = op;
    Ok(())
}

/// Verifies a discardable `klr.*` attribute named `name` on `op`.
pub fn verify_attribute(
    op: &OpView<'_, '_>,
    name: &str,
    value: melior::ir::Attribute<'_>,
) -> Result<(), VerifyError> {
    let _ = (op, name, value);
    Ok(())
}
