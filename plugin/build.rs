//! Compiles the plugin's C++ shim and links the plugin against the one shared
//! MLIR of the host process.
//!
//! `mlir-sys` links every `libMLIR*.a` archive (static MLIR, what nki-opt
//! wants). A plugin must not carry a second MLIR: it has to use the
//! `libMLIR.so.22.1` and `libLLVM.so.22.1` that Debian's `mlir-opt-22` is
//! linked with. The libraries named here are the plugin crate's own, and
//! rustc puts a crate's own libraries on the link line before those of its
//! dependencies: every MLIR and LLVM symbol the shared libraries define is
//! then taken from them, and the later static archives only supply what the
//! shared libraries lack — the MLIR C API (`libMLIRCAPI*.a`, which Debian's
//! libMLIR.so does not contain). `tests/linkage.rs` and the lit tests check
//! the result. See docs/embedding.md.

use std::{
    env,
    path::{Path, PathBuf},
    process::Command,
};

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
    let prefix = env::var_os("MLIR_SYS_220_PREFIX")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/lib/llvm-22"));
    println!("cargo:rerun-if-env-changed=MLIR_SYS_220_PREFIX");
    println!("cargo:rerun-if-changed=shim/Plugin.cpp");

    let mut build = cc::Build::new();
    build
        .cpp(true)
        .compiler(cxx_compiler(&prefix))
        .file("shim/Plugin.cpp")
        .flag("-fno-rtti")
        .warnings(false);
    for flag in llvm_config(&prefix, "--cxxflags").split_whitespace() {
        build.flag(flag);
    }
    build.compile("nki_plugin_shim");

    let libdir = llvm_config(&prefix, "--libdir");
    println!("cargo:rustc-link-search=native={libdir}");
    // Before every static archive of the dependencies (see above); kept even
    // where the plugin's own objects do not reference them yet.
    println!("cargo:rustc-link-lib=dylib=MLIR");
    println!("cargo:rustc-link-lib=dylib=LLVM");
    // The host finds both through its own RUNPATH; an embedder that links the
    // plugin finds them here too.
    println!("cargo:rustc-link-arg=-Wl,-rpath,{libdir}");
    println!(
        "cargo:rustc-env=NKI_LLVM_VERSION={}",
        llvm_config(&prefix, "--version")
    );
}
