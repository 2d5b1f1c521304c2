//! Semantic checks of `bir` ops, run by MLIR through each op's `verify()`.

use crate::verify::{OpView, VerifyError};
use melior::ir::operation::OperationLike;

/// Verifies one `bir` operation.
pub fn verify(op: &OpView<'_, '_>) -> Result<(), VerifyError> {
    // Instructions are referred to by name (dependencies, call sites), so a
    // name must not be empty.
    if let Some(name) = op
        .attribute("name")
        .ok()
        .and_then(nki::ffi::string_attr_value)
    {
        if name.is_empty() {
            return Err(VerifyError::new("instruction name must not be empty"));
        }
    }
    Ok(())
}

/// Verifies a discardable `bir.*` attribute named `name` on `op`.
pub fn verify_attribute(
    op: &OpView<'_, '_>,
    name: &str,
    value: melior::ir::Attribute<'_>,
) -> Result<(), VerifyError> {
    let _ = (op, name, value);
    Ok(())
}
