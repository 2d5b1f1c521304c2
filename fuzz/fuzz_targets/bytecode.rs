//! Arbitrary MLIR bytecode as the tools read it: whatever the bytes, the
//! read ends with a diagnostic or a module. MLIR's bytecode reader crashes
//! on some corrupt files (an out-of-bounds read, SIGSEGV), so the tools read
//! bytecode in a checking child first (`nki::bytecode_guard`, armed here as
//! in their mains): a crash here is one the guard let through.
//!
//! Inputs are made bytecode: the magic number `ML\xefR` is put in front of
//! bytes that lack it. Seeds: `fuzz/corpus/bytecode` (our dialects' modules
//! as bytecode). Run with `-close_fd_mask=3`.
//!
//! Its `main` is libFuzzer's driver (mlir_main.rs says why), which arms the
//! guard first: the checking child is this executable again.

use libfuzzer_sys::fuzz_target;
use nki::melior::ir::operation::OperationLike;
use nki::{
    context::{create_context, dialect_registry, ContextOptions},
    diagnostics::{Collector, Mode, SourceMap},
    io::MlirSource,
};
use std::sync::Arc;

#[path = "mlir_main.rs"]
mod mlir_main;

fn main() {
    // The checking child stops here.
    nki::bytecode_guard::arm(&[nki_dialects::register]);
    mlir_main::run();
}

fuzz_target!(|bytes: &[u8]| {
    let mut data = Vec::with_capacity(bytes.len() + 4);
    if !nki::io::is_bytecode(bytes) {
        data.extend_from_slice(nki::io::BYTECODE_MAGIC);
    }
    data.extend_from_slice(bytes);
    let registry = dialect_registry(&[nki_dialects::register]);
    let context = create_context(&registry, ContextOptions::default());
    let _collector = Collector::attach(&context, Mode::Collect, Arc::new(SourceMap::default()), "input.mlirbc".into());
    // The guard's check runs inside the parse (ffi::parse_module).
    if let Some(module) = nki::ffi::parse_mlir_as_module(&context, MlirSource::Bytecode(&data), "input.mlirbc") {
        let _ = module.as_operation().to_string();
    }
});
