//! The tools' glue: `nki-opt` and `nki-translate` are MLIR's drivers
//! (C++ mains in `tools/shim`, linked with MLIR's static libraries and our
//! dialects and passes); this crate hands them the command line and
//! declares nki-translate's modes ([`translations`]).

#![deny(clippy::undocumented_unsafe_blocks)]

pub mod positions;
pub mod translations;

// Linked for their C++ and `extern "C"` symbols the mains call: the pass
// classes and their Rust bodies, the dialects' registration.
extern crate nki_dialects;
extern crate nki_passes;

use std::ffi::{c_char, c_int, CString};
use std::os::unix::ffi::OsStringExt;

/// A C main: `argc`, `argv`.
pub type CMain = unsafe extern "C" fn(c_int, *mut *mut c_char) -> c_int;

extern "C" {
    /// tools/shim/nki-opt.cpp.
    pub fn nki_opt_main(argc: c_int, argv: *mut *mut c_char) -> c_int;
    /// tools/shim/nki-translate.cpp.
    pub fn nki_translate_main(argc: c_int, argv: *mut *mut c_char) -> c_int;
}

/// Runs a C main with this process's arguments; its exit code.
pub fn run(main: CMain) -> i32 {
    // Before LLVM reads the command line: `--help` prints to stdout.
    nki::io::guard_standard_streams();
    // An argument cannot hold a NUL byte (the OS passes C strings).
    let args: Vec<CString> = std::env::args_os()
        .map(|a| CString::new(a.into_vec()).unwrap_or_default())
        .collect();
    let mut argv: Vec<*mut c_char> = args.iter().map(|a| a.as_ptr().cast_mut()).collect();
    argv.push(std::ptr::null_mut());
    // SAFETY: `argv` holds `args.len()` NUL-terminated strings and a final
    // null pointer, all alive for the call; the mains only read them (LLVM
    // may reorder the pointer array, which is ours).
    unsafe { main(args.len() as c_int, argv.as_mut_ptr()) }
}
