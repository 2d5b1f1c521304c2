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

use nki_ods::{cxx_compiler, llvm_config, llvm_prefix};

fn main() {
    let prefix = llvm_prefix();
    println!("cargo:rerun-if-env-changed=MLIR_SYS_220_PREFIX");
    println!("cargo:rerun-if-changed=shim/Plugin.cpp");

    let mut build = cc::Build::new();
    build
        .cpp(true)
        .compiler(cxx_compiler(&prefix))
        .file("shim/Plugin.cpp")
        .define("NDEBUG", None)
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
