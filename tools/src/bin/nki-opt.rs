//! `nki-opt`: mlir-opt for the NKI provisioning stage.

use nki::opt_main::{run, Tool};

/// mimalloc for the Rust side (see `nki::allocator`).
#[global_allocator]
static ALLOCATOR: nki::allocator::Allocator = nki::allocator::Allocator;

fn main() {
    nki::allocator::configure();
    // Untrusted MLIR bytecode is read in a child process first (this
    // executable again; the child stops here).
    nki::bytecode_guard::arm(&[nki_dialects::register]);
    let tool = Tool {
        name: "nki-opt",
        passes: nki_passes::registry(),
        dialects: vec![nki_dialects::register],
    };
    std::process::exit(run(&tool, std::env::args_os()));
}
