//! Builds the core library's C++ shim and the list of upstream pass names.
//!
//! The MLIR C API cannot parse a file with an implicit top-level module under a
//! file name, nor look a pass up in MLIR's registry; `src/ffi/shim.cpp` adds those
//! few entry points. The upstream pass names are read from the installed MLIR's
//! generated pass headers so that a misspelt upstream pass gets suggestions; each
//! name is checked against MLIR's live registry before it is shown.

use std::{env, fs, path::Path, path::PathBuf, process::Command};

fn llvm_prefix() -> PathBuf {
    env::var_os("MLIR_SYS_220_PREFIX")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/lib/llvm-22"))
}

fn llvm_config(prefix: &Path, arg: &str) -> String {
    let tool = prefix.join("bin/llvm-config");
    let output = Command::new(&tool)
        .arg(arg)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {e} (run scripts/setup)", tool.display()));
    assert!(output.status.success(), "{} {arg} failed", tool.display());
    String::from_utf8(output.stdout)
        .expect("llvm-config prints UTF-8")
        .trim()
        .to_owned()
}

/// The C++ compiler of the shims: the clang of the installed LLVM, the
/// compiler Debian builds libMLIR.so with. MLIR identifies traits and other
/// classes without an explicit TypeID by their type name as the compiler
/// spells it (`llvm::getTypeName`); code that shares one libMLIR.so with
/// mlir-opt (the plugin) must spell them as libMLIR.so does, or a
/// `bir.func` inside a `builtin.module` fails "symbol's parent must have
/// the SymbolTable trait". docs/embedding.md says more.
fn cxx_compiler(prefix: &Path) -> PathBuf {
    let clang = prefix.join("bin/clang++");
    assert!(
        clang.exists(),
        "{} is missing: install clang-22 (run scripts/setup)",
        clang.display()
    );
    clang
}

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
