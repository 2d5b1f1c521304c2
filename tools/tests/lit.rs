//! Runs the lit suite under `test/` with LLVM 22's lit and FileCheck against
//! the tools cargo just built, so `cargo test` runs everything.

use std::{path::Path, process::Command};

#[test]
fn lit_suite() {
    let opt = Path::new(env!("CARGO_BIN_EXE_nki-opt"));
    let translate = Path::new(env!("CARGO_BIN_EXE_nki-translate"));
    let tools_dir = opt.parent().expect("binaries live in a directory");
    assert_eq!(Some(tools_dir), translate.parent());
    let suite = Path::new(env!("CARGO_MANIFEST_DIR")).join("../test");
    let lit = std::env::var("LIT").unwrap_or_else(|_| "/usr/lib/llvm-22/bin/lit".into());
    let status = Command::new(&lit)
        .arg("-v")
        .arg(&suite)
        .env("NKI_TOOLS_DIR", tools_dir)
        .status()
        .unwrap_or_else(|e| panic!("cannot run {lit}: {e} (run scripts/setup)"));
    assert!(status.success(), "lit reported failures (see above)");
}
