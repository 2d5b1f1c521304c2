//! `nki-opt` end to end on arbitrary MLIR text: parse, verify (our dialects'
//! verifiers included) and the provisioning pipeline. Whatever the text, the
//! driver must exit 0 or 1 with diagnostics; a panic, an abort inside MLIR or
//! a stack overflow is a crash.
//!
//! Run with `-close_fd_mask=3` (diagnostics are printed for every input). The
//! working directory is `test/Inputs`, so seeds may name kernel files
//! relative to it (`klir_binary = "bir/tensor_add.bir.json"`).
//!
//! This target has its own `main`: MLIR's static libraries include
//! `libMLIRMlirOptMain.a`, whose `main` (mlir-opt's) the linker would
//! otherwise pick over libFuzzer's.

use libfuzzer_sys::fuzz_target;
use nki::opt_main::{run, Tool};
use std::{
    ffi::{c_char, c_int, CString},
    path::PathBuf,
    sync::OnceLock,
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

const PIPELINE: &str = "--pass-pipeline=builtin.module(translate-nki-ast-to-bir,inline-nki-kernel,legalize-matmul-accumulation-groups)";

struct Setup {
    tool: Tool,
    dir: tempfile::TempDir,
}

fn setup() -> &'static Setup {
    static SETUP: OnceLock<Setup> = OnceLock::new();
    SETUP.get_or_init(|| {
        let inputs = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../test/Inputs");
        std::env::set_current_dir(&inputs).expect("test/Inputs exists");
        Setup {
            tool: Tool {
                name: "nki-opt",
                passes: nki_passes::registry(),
                dialects: vec![nki_dialects::register],
            },
            dir: tempfile::tempdir().expect("a temporary directory"),
        }
    })
}

fuzz_target!(|bytes: &[u8]| {
    let s = setup();
    let input = s.dir.path().join("input.mlir");
    let output = s.dir.path().join("output.mlir");
    std::fs::write(&input, bytes).expect("the input is written");
    let argv = [
        "nki-opt".into(),
        input.into_os_string(),
        PIPELINE.into(),
        "-o".into(),
        output.into_os_string(),
    ];
    let code = run(&s.tool, argv);
    assert!(code == 0 || code == 1, "exit code {code}");
});
