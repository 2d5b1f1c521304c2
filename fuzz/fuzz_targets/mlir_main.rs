//! The `main` of the fuzz targets that link MLIR: MLIR's static libraries
//! include `libMLIRMlirOptMain.a`, whose `main` (mlir-opt's) the linker
//! would otherwise pick over libFuzzer's, so these targets call libFuzzer's
//! driver themselves. Included by each such target (`#[path]`).

use std::ffi::{c_char, c_int, CString};

extern "C" {
    /// libFuzzer's driver (FuzzerDriver.cpp), linked in by libfuzzer-sys.
    fn LLVMFuzzerRunDriver(
        argc: *mut c_int,
        argv: *mut *mut *mut c_char,
        callback: extern "C" fn(*const u8, usize) -> c_int,
    ) -> c_int;
}

extern "C" fn one_input(data: *const u8, size: usize) -> c_int {
    // SAFETY: libFuzzer passes a buffer of `size` readable bytes.
    unsafe { libfuzzer_sys::test_input_wrap(data, size) }
}

/// Runs libFuzzer over the target's `fuzz_target!` body with this
/// process's arguments, and exits with its status.
pub fn run() -> ! {
    let args: Vec<CString> = std::env::args_os()
        .map(|a| CString::new(a.into_encoded_bytes()).expect("no NUL in arguments"))
        .collect();
    let mut pointers: Vec<*mut c_char> = args.iter().map(|a| a.as_ptr() as *mut c_char).collect();
    pointers.push(std::ptr::null_mut());
    let mut argc = args.len() as c_int;
    let mut argv = pointers.as_mut_ptr();
    // SAFETY: argc/argv describe NUL-terminated strings that outlive the call
    // (libFuzzer may permute the pointer array, which we own).
    let code = unsafe { LLVMFuzzerRunDriver(&mut argc, &mut argv, one_input) };
    std::process::exit(code);
}
