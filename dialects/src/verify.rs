//! The bridge MLIR calls to verify our ops: `nki_verify_operation`, exported
//! with C linkage and called by every op's C++ `verify()` (see
//! `shim/DialectShim.h`). It dispatches on the dialect, turns a
//! [`VerifyError`] into an `emitOpError` diagnostic (so messages read
//! `'bir.matmult' op moving operand must be in SBUF, got 'PSUM'`), and never
//! lets a panic unwind into C++. MLIR verifies in parallel: verifiers are
//! pure functions of the op.

use melior::ir::{operation::OperationLike, OperationRef};
use mlir_sys::MlirOperation;
use std::panic::AssertUnwindSafe;

/// The op being verified.
pub type OpView<'c, 'a> = OperationRef<'c, 'a>;

/// A verifier's finding: the message after `'dialect.op' op `.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VerifyError(pub String);

impl VerifyError {
    pub fn new(message: impl Into<String>) -> Self {
        VerifyError(message.into())
    }
}

/// Called by MLIR (through the C++ shim) for every op of our dialects.
#[no_mangle]
pub extern "C" fn nki_verify_operation(raw: MlirOperation) -> bool {
    // SAFETY: MLIR passes the live operation being verified.
    let op = unsafe { OperationRef::from_raw(raw) };
    let result = std::panic::catch_unwind(AssertUnwindSafe(|| dispatch(&op)));
    match result {
        Ok(Ok(())) => true,
        Ok(Err(VerifyError(message))) => {
            nki::ffi::emit_op_error(&op, &message);
            false
        }
        Err(panic) => {
            let what = panic
                .downcast_ref::<String>()
                .map(String::as_str)
                .or_else(|| panic.downcast_ref::<&str>().copied())
                .unwrap_or("unknown panic");
            nki::ffi::emit_op_error(&op, &format!("internal error in the verifier: {what}"));
            false
        }
    }
}

fn dispatch(op: &OpView<'_, '_>) -> Result<(), VerifyError> {
    let name = op.name();
    let name = name.as_string_ref().as_str().unwrap_or("");
    match name.split_once('.') {
        Some(("bir", _)) => crate::bir::verify::verify(op),
        Some(("klr", _)) => crate::klr::verify::verify(op),
        _ => Ok(()),
    }
}
