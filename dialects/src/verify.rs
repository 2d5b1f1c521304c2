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

/// A verifier's finding: what rule failed, typed, and where to report it.
/// Its text (`Display`) is the message after `'dialect.op' op `, formatted
/// only when the bridge emits the MLIR diagnostic.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{kind}")]
pub struct VerifyError {
    /// Boxed: every verifier returns `Result<(), VerifyError>`, errors are
    /// rare, and the largest variants hold several names, so the `Result`
    /// stays three words (clippy's `result_large_err`).
    pub kind: Box<VerifyErrorKind>,
    /// Where to report it: `None` for the op being verified.
    pub at: Option<ReportAt>,
}

/// The rule that failed, by dialect (each verifier has its own enums).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum VerifyErrorKind {
    #[error(transparent)]
    Bir(#[from] crate::bir::verify::BirVerifyError),
    #[error(transparent)]
    Klr(#[from] crate::klr::verify::KlrVerifyError),
}

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
    /// An error of the op being verified.
    pub fn new(kind: impl Into<VerifyErrorKind>) -> Self {
        VerifyError {
            kind: Box::new(kind.into()),
            at: None,
        }
    }

    /// An error of `op`, an operation inside the one being verified.
    pub fn at(op: &OpView<'_, '_>, kind: impl Into<VerifyErrorKind>) -> Self {
        VerifyError {
            kind: Box::new(kind.into()),
            at: Some(ReportAt(op.to_raw())),
        }
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
        Ok(Err(VerifyError { kind, at })) => {
            let message = kind.to_string();
            match at {
                Some(ReportAt(nested)) => {
                    // SAFETY: `at` names an operation nested in `op`, which
                    // MLIR keeps alive while it verifies `op`.
                    let nested = unsafe { OperationRef::from_raw(nested) };
                    nki::ffi::emit_op_error(&nested, &message)
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
    // SAFETY: as above, the attribute is live and of the op's context.
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
        Ok(Err(VerifyError { kind, at: _ })) => {
            nki::ffi::emit_op_error(&op, &kind.to_string());
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

/// `From` a verifier's own error enum (one nested in
/// [`VerifyErrorKind`]) into [`VerifyErrorKind`] and [`VerifyError`], so
/// that a rule returns its typed error and `?` reports it at the op being
/// verified.
macro_rules! into_verify_error {
    ($outer:ty => $($inner:ty),+) => {
        $(
            impl From<$inner> for $crate::verify::VerifyErrorKind {
                fn from(error: $inner) -> Self {
                    <$outer>::from(error).into()
                }
            }

            impl From<$inner> for $crate::verify::VerifyError {
                fn from(error: $inner) -> Self {
                    $crate::verify::VerifyError::new(error)
                }
            }
        )+
    };
}

pub(crate) use into_verify_error;

impl From<crate::bir::verify::BirVerifyError> for VerifyError {
    fn from(error: crate::bir::verify::BirVerifyError) -> Self {
        VerifyError::new(error)
    }
}

impl From<crate::klr::verify::KlrVerifyError> for VerifyError {
    fn from(error: crate::klr::verify::KlrVerifyError) -> Self {
        VerifyError::new(error)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bir::verify::{ArgRef, BirVerifyError, Group, OperandError};
    use crate::klr::verify::{FieldError, KlrVerifyError};

    /// A nested verifier error reaches the bridge through `?` as the kind of
    /// its dialect, reported at the op being verified, with its own text.
    #[test]
    fn nested_errors_convert_and_keep_their_text() {
        fn operand() -> Result<(), VerifyError> {
            let arg = ArgRef {
                group: Group::Outs,
                index: 1,
            };
            Err(OperandError::NegativeOffset { arg, offset: -4 })?
        }
        let error = operand().unwrap_err();
        assert_eq!(error.at, None);
        assert!(matches!(
            *error.kind,
            VerifyErrorKind::Bir(BirVerifyError::Operand(OperandError::NegativeOffset { .. }))
        ));
        assert_eq!(
            error.to_string(),
            "'outs' argument 1 has a negative offset -4"
        );

        let error = VerifyError::from(FieldError::ZeroSliceStep {
            path: "src.indexes[0]".into(),
        });
        assert!(matches!(
            *error.kind,
            VerifyErrorKind::Klr(KlrVerifyError::Field(FieldError::ZeroSliceStep { .. }))
        ));
        assert_eq!(
            error.to_string(),
            "field 'src.indexes[0]': slice step must not be 0"
        );
    }
}
