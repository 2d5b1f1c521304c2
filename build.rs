//! Builds the core library's C++ shim: the few entry points the MLIR C API
//! lacks (`src/ffi/shim.cpp`), and the tools' allocator configuration.

use nki_ods::{cxx_compiler, llvm_config, llvm_prefix};
use std::env;

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
}
