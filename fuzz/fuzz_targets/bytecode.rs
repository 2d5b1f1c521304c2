//! `nki-opt` on arbitrary MLIR bytecode: whatever the bytes, the driver
//! must exit 0 or 1 with a diagnostic. MLIR's bytecode reader crashes on
//! some corrupt files (an out-of-bounds read, SIGSEGV), so the tools read
//! bytecode in a checking child first (`nki::bytecode_guard`): a crash here
//! is one the guard let through.
//!
//! Inputs are made bytecode: the magic number `ML\xefR` is put in front of
//! bytes that lack it. Seeds: `fuzz/corpus/bytecode` (our dialects' modules
//! as bytecode). Run with `-close_fd_mask=3`.
//!
//! Like `nki_opt`, this target has its own `main` (MLIR's static libraries
//! hold mlir-opt's), which arms the guard first: the checking child is this
//! executable again.

use libfuzzer_sys::fuzz_target;
use nki::opt_main::{run, Tool};
use std::sync::OnceLock;

#[path = "mlir_main.rs"]
mod mlir_main;

fn main() {
    // The checking child stops here.
    nki::bytecode_guard::arm(&[nki_dialects::register]);
    mlir_main::run();
}

struct Setup {
    tool: Tool,
    dir: tempfile::TempDir,
}

fn setup() -> &'static Setup {
    static SETUP: OnceLock<Setup> = OnceLock::new();
    SETUP.get_or_init(|| Setup {
        tool: Tool {
            name: "nki-opt",
            passes: nki_passes::registry(),
            dialects: vec![nki_dialects::register],
        },
        dir: tempfile::tempdir().expect("a temporary directory"),
    })
}

fuzz_target!(|bytes: &[u8]| {
    let s = setup();
    let input = s.dir.path().join("input.mlirbc");
    let output = s.dir.path().join("output.mlir");
    let mut data = Vec::with_capacity(bytes.len() + 4);
    if !nki::io::is_bytecode(bytes) {
        data.extend_from_slice(nki::io::BYTECODE_MAGIC);
    }
    data.extend_from_slice(bytes);
    std::fs::write(&input, &data).expect("the input is written");
    let argv = [
        "nki-opt".into(),
        input.into_os_string(),
        "-o".into(),
        output.into_os_string(),
    ];
    let code = run(&s.tool, argv);
    assert!(code == 0 || code == 1, "exit code {code}");
});
