//! The bridge MLIR calls to verify our ops: `nki_verify_operation`, exported
//! with C linkage and called by every op's C++ `verify()` (see
//! `shim/DialectShim.h`). It dispatches on the dialect, turns a
//! [`VerifyError`] into an `emitOpError` diagnostic (so messages read
//! `'bir.matmult' op moving operand must be in SBUF, got 'PSUM'`), and never
//! lets a panic unwind into C++. MLIR verifies in parallel: verifiers are
//! pure functions of the op.

use melior::ir::Attribute;
use melior::ir::{operation::OperationLike, OperationRef};
use mlir_sys::{MlirAttribute, MlirOperation, MlirStringRef};
use std::panic::AssertUnwindSafe;

/// The op being verified.
pub type OpView<'c, 'a> = OperationRef<'c, 'a>;

/// A verifier's finding: the message after `'dialect.op' op `.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VerifyError(pub String, pub Option<ReportAt>);

/// An operation nested in the one being verified that a rule checked from
/// its parent (once for all its siblings) and that the error belongs to.
#[derive(Clone, Copy, Debug)]
pub struct ReportAt(MlirOperation);

impl PartialEq for ReportAt {
    fn eq(&self, other: &Self) -> bool {
        self.0.ptr == other.0.ptr
    }
}

impl Eq for ReportAt {}

impl VerifyError {
    pub fn new(message: impl Into<String>) -> Self {
        VerifyError(message.into(), None)
    }

    /// An error of `op`, an operation inside the one being verified.
    pub fn at(op: &OpView<'_, '_>, message: impl Into<String>) -> Self {
        VerifyError(message.into(), Some(ReportAt(op.to_raw())))
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
        Ok(Err(VerifyError(message, at))) => {
            match at {
                // SAFETY: `at` names an operation nested in `op`, which MLIR
                // keeps alive while it verifies `op`.
                Some(ReportAt(nested)) => {
                    nki::ffi::emit_op_error(&unsafe { OperationRef::from_raw(nested) }, &message)
                }
                None => nki::ffi::emit_op_error(&op, &message),
            }
            false
        }
        Err(panic) => {
            let what = nki::pass::panic_message(panic.as_ref());
            nki::ffi::emit_op_error(&op, &format!("internal error in the verifier: {what}"));
            false
        }
    }
}

/// Called by MLIR for a discardable attribute of our dialects on any op
/// (`bir.arch` on a module, say), when the dialect sets
/// `hasOperationAttrVerify = 1` and forwards with `verifyAttributeInRust`.
#[no_mangle]
pub extern "C" fn nki_verify_dialect_attribute(
    raw: MlirOperation,
    name: MlirStringRef,
    value: MlirAttribute,
) -> bool {
    // SAFETY: MLIR passes a live operation, a valid name and attribute.
    let op = unsafe { OperationRef::from_raw(raw) };
    let value = unsafe { Attribute::from_raw(value) };
    let name = if name.data.is_null() || name.length == 0 {
        String::new()
    } else {
        // SAFETY: MLIR guarantees `length` readable bytes at non-null `data`.
        let bytes = unsafe { std::slice::from_raw_parts(name.data as *const u8, name.length) };
        String::from_utf8_lossy(bytes).into_owned()
    };
    let result = std::panic::catch_unwind(AssertUnwindSafe(|| match name.split_once('.') {
        Some(("bir", _)) => crate::bir::verify::verify_attribute(&op, &name, value),
        Some(("klr", _)) => crate::klr::verify::verify_attribute(&op, &name, value),
        _ => Ok(()),
    }));
    match result {
        Ok(Ok(())) => true,
        Ok(Err(VerifyError(message, _))) => {
            nki::ffi::emit_op_error(&op, &message);
            false
        }
        Err(_) => {
            nki::ffi::emit_op_error(
                &op,
                &format!("internal error while verifying attribute '{name}'"),
            );
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
