//! `nki-translate`: the NKI file formats to and from MLIR (MLIR's
//! translation registry, tools/shim/nki-translate.cpp; the modes are
//! `nki_tools::translations`).

/// mimalloc for the Rust side (see `nki::allocator`).
#[global_allocator]
static ALLOCATOR: nki::allocator::Allocator = nki::allocator::Allocator;

fn main() {
    nki::allocator::configure();
    // Untrusted MLIR bytecode is read in a child process first (this
    // executable again; the child stops here).
    nki::bytecode_guard::arm(&[nki_dialects::register]);
    std::process::exit(nki_tools::run(nki_tools::nki_translate_main));
}
