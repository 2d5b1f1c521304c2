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
use std::{path::PathBuf, sync::OnceLock};

#[path = "mlir_main.rs"]
mod mlir_main;

fn main() {
    // Bytecode among the inputs is read in a checking child first, as the
    // tools read it; the child stops here.
    nki::bytecode_guard::arm(&[nki_dialects::register]);
    mlir_main::run();
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
