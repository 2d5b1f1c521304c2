//! The typed options and statistics of every pass, and the entry point each
//! pass's C++ class calls from `runOnOperation`: generated from
//! `passes/Passes.td` by `passes/build.rs` (the C++ classes too).
//!
//! This module is the passes' FFI layer: the generated entry points read
//! the records the C++ class hands over (`unsafe`, each with its
//! `// SAFETY:`), then run the pass's safe Rust body.

use melior::ir::{operation::OperationLike, OperationRef};
use mlir_sys::{MlirOperation, MlirStringRef};
use nki::{
    ffi::{emit, EmitSeverity},
    pass::{run_guarded, PassFailure},
};

include!(concat!(env!("OUT_DIR"), "/passes.rs"));

/// The text of a string option's value.
///
/// # Safety
/// `value` must point to `length` readable bytes (or be empty).
unsafe fn string(value: MlirStringRef, option: &str) -> Result<String, String> {
    if value.length == 0 {
        return Ok(String::new());
    }
    // SAFETY: the caller guarantees `length` readable bytes at `data`.
    let bytes = unsafe { std::slice::from_raw_parts(value.data.cast::<u8>(), value.length) };
    String::from_utf8(bytes.to_vec())
        .map_err(|_| format!("the value of option '{option}' is not UTF-8"))
}

/// Reports `message` at the pass's operation.
fn fail(operation: OperationRef<'_, '_>, message: &str) -> PassFailure {
    emit(operation.location(), EmitSeverity::Error, message);
    PassFailure
}

/// Runs a pass body, a panic included (see [`run_guarded`]); false when it
/// failed, its diagnostics emitted.
fn run_pass<'c, 'a>(
    argument: &str,
    operation: OperationRef<'c, 'a>,
    body: impl FnOnce(OperationRef<'c, 'a>) -> Result<(), PassFailure>,
) -> bool {
    run_guarded(argument, operation, body)
}

extern "C" {
    /// Generated from passes/Passes.td (passes/build.rs).
    fn nki_register_passes(check_clash: bool) -> bool;
}

/// Registers our passes in MLIR's pass registry (idempotent).
pub fn register() {
    // SAFETY: the generated registration only adds pass factories to MLIR's
    // registry; registering the same classes again changes nothing.
    unsafe {
        nki_register_passes(false);
    }
}
