//! Builds the core library's C++ shim and the list of upstream pass names.
//!
//! The MLIR C API cannot parse a file with an implicit top-level module under a
//! file name, nor look a pass up in MLIR's registry; `src/ffi/shim.cpp` adds those
//! few entry points. The upstream pass names are read from the installed MLIR's
//! generated pass headers so that a misspelt upstream pass gets suggestions; each
//! name is checked against MLIR's live registry before it is shown.

use nki_ods::{cxx_compiler, llvm_config, llvm_prefix};
use std::{env, fs, path::Path, path::PathBuf};

fn main() {
    let prefix = llvm_prefix();
    println!("cargo:rerun-if-env-changed=MLIR_SYS_220_PREFIX");
    println!("cargo:rerun-if-changed=src/ffi/shim.cpp");
    println!("cargo:rerun-if-changed=src/ffi/allocator.cpp");

    let mut build = cc::Build::new();
    build
        .cpp(true)
        .compiler(cxx_compiler(&prefix))
        .file("src/ffi/shim.cpp")
        .file("src/ffi/allocator.cpp")
        // `mimalloc.h` of the allocator the tools link (libmimalloc-sys).
        .include(
            env::var_os("DEP_MIMALLOC_INCLUDE_DIR")
                .expect("libmimalloc-sys exports its include dir"),
        )
        .flag("-fno-rtti")
        .warnings(false);
    for flag in llvm_config(&prefix, "--cxxflags").split_whitespace() {
        build.flag(flag);
    }
    build.compile("nki_core_shim");
    println!(
        "cargo:rustc-env=NKI_LLVM_VERSION={}",
        llvm_config(&prefix, "--version")
    );

    let include = PathBuf::from(llvm_config(&prefix, "--includedir")).join("mlir");
    let mut names = Vec::new();
    collect_pass_arguments(&include, &mut names);
    names.sort();
    names.dedup();
    let out = PathBuf::from(env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let mut text =
        String::from("/// Upstream pass arguments declared in the installed MLIR headers.\n");
    text.push_str("pub const UPSTREAM_PASS_CANDIDATES: &[&str] = &[\n");
    for name in &names {
        text.push_str(&format!("    {name:?},\n"));
    }
    text.push_str("];\n");
    fs::write(out.join("upstream_passes.rs"), text).expect("write upstream_passes.rs");
}

/// Every `getArgumentName()` literal in MLIR's generated `Passes.h.inc` files.
fn collect_pass_arguments(dir: &Path, names: &mut Vec<String>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect_pass_arguments(&path, names);
        } else if path.file_name().and_then(|n| n.to_str()) == Some("Passes.h.inc") {
            let Ok(text) = fs::read_to_string(&path) else {
                continue;
            };
            let mut rest = text.as_str();
            while let Some(at) = rest.find("getArgumentName() {") {
                rest = &rest[at..];
                let Some(open) = rest.find("StringLiteral(\"") else {
                    break;
                };
                let after = &rest[open + "StringLiteral(\"".len()..];
                let Some(close) = after.find('"') else { break };
                names.push(after[..close].to_owned());
                rest = &after[close..];
            }
        }
    }
}
