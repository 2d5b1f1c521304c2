//! Semantic checks of `klr` ops, run by MLIR through each op's `verify()`.

use crate::verify::{OpView, VerifyError};

/// Verifies one `klr` operation.
pub fn verify(op: &OpView<'_, '_>) -> Result<(), VerifyError> {
    let _ = op;
    Ok(())
}
