//! The stage on arbitrary MLIR text: parse, verify (our dialects' verifiers
//! included), the provisioning pipeline through MLIR's pass manager (our
//! passes as the classes generated from passes/Passes.td), print. Whatever
//! the text, each step ends with diagnostics or a result; a panic, an
//! abort inside MLIR or a stack overflow is a crash. nki-opt adds only file
//! handling around these steps (its C++ main is MLIR's MlirOptMain).
//!
//! Run with `-close_fd_mask=3` (diagnostics are printed for every input).
//! The working directory is `test/Inputs`, so seeds may name kernel files
//! relative to it (`klir_binary = "bir/tensor_add.bir.json"`).
//!
//! This target has its own `main`: MLIR's static libraries include
//! `libMLIRMlirOptMain.a`, whose `main` (mlir-opt's) the linker would
//! otherwise pick over libFuzzer's.

use libfuzzer_sys::fuzz_target;
use nki::melior::ir::operation::OperationLike;
use nki::{
    context::{create_context, dialect_registry, ContextOptions},
    diagnostics::{Collector, Mode, SourceMap},
};
use std::{
    ffi::{c_char, c_int, CString},
    path::PathBuf,
    sync::{Arc, Once},
};

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

fn main() {
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

const PIPELINE: &str =
    "builtin.module(translate-nki-ast-to-bir,inline-nki-kernel,legalize-matmul-accumulation-groups)";

fuzz_target!(|bytes: &[u8]| {
    static SETUP: Once = Once::new();
    SETUP.call_once(|| {
        let inputs = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../test/Inputs");
        std::env::set_current_dir(&inputs).expect("test/Inputs exists");
    });
    // As nki-opt reads text: UTF-8 without NUL bytes (nki::io::input_text).
    let Ok(text) = std::str::from_utf8(bytes) else { return };
    if text.contains('\0') {
        return;
    }
    let registry = dialect_registry(&[nki_dialects::register]);
    let context = create_context(&registry, ContextOptions::default());
    let _collector = Collector::attach(&context, Mode::Collect, Arc::new(SourceMap::default()), "input.mlir".into());
    // The nesting check MLIR's parser needs comes with the parse.
    let Some(mut module) = nki::ffi::parse_source_as_module(&context, text, "input.mlir") else {
        return;
    };
    if nki_passes::pipeline::run_pipeline(&mut module, PIPELINE).is_ok() {
        let _ = module.as_operation().to_string();
    }
});
