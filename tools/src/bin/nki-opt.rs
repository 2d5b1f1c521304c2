//! `nki-opt`: mlir-opt with the NKI dialects and passes (MLIR's
//! `MlirOptMain`, tools/shim/nki-opt.cpp).

/// mimalloc for the Rust side (see `nki::allocator`).
#[global_allocator]
static ALLOCATOR: nki::allocator::Allocator = nki::allocator::Allocator;

fn main() {
    nki::allocator::configure();
    // Untrusted MLIR bytecode is read in a child process first (this
    // executable again; the child stops here).
    nki::bytecode_guard::arm(&[nki_dialects::register]);
    std::process::exit(nki_tools::run(nki_tools::nki_opt_main));
}
