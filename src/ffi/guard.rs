//! The bytecode guard (`crate::bytecode_guard`) for C and C++ mains, such
//! as one over `MlirOptMain`: arm it first thing in `main`, then check each
//! input file before MLIR reads it.

use crate::bytecode_guard::{arm_with, check_file, Dialects};

/// Arms the guard; `hook` adds the main's dialects to a registry (null:
/// MLIR's dialects only). In the checking child this does not return.
#[no_mangle]
pub extern "C" fn nki_bytecode_guard_arm(
    hook: Option<extern "C" fn(mlir_sys::MlirDialectRegistry)>,
) {
    match hook {
        Some(hook) => arm_with(&[Dialects::C(hook)]),
        None => arm_with(&[]),
    }
}

/// Checks the `len` bytes at `bytes` of the file `name` (NUL-terminated):
/// 1 when MLIR may read them, else 0 with the one-line error
/// (`name: error: cannot read MLIR bytecode: …`) written to stderr.
///
/// # Safety
/// `name` is a valid NUL-terminated string; `bytes` points at `len`
/// readable bytes, or is null with `len` 0.
#[no_mangle]
pub unsafe extern "C" fn nki_bytecode_guard_check(
    name: *const std::ffi::c_char,
    bytes: *const u8,
    len: usize,
    allow_unregistered: bool,
) -> i32 {
    // SAFETY: the caller passes a NUL-terminated name that outlives the call.
    let name = unsafe { std::ffi::CStr::from_ptr(name) }.to_string_lossy();
    let bytes = if bytes.is_null() {
        &[][..]
    } else {
        // SAFETY: the caller passes `len` readable bytes at `bytes`.
        unsafe { std::slice::from_raw_parts(bytes, len) }
    };
    match check_file(&name, bytes, allow_unregistered) {
        Ok(()) => 1,
        Err(line) => {
            eprintln!("{line}");
            0
        }
    }
}
