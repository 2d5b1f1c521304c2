//! The stage on arbitrary MLIR text: parse, verify (our dialects' verifiers
//! included), the provisioning pipeline through MLIR's pass manager (our
//! passes as the classes generated from passes/Passes.td), print. Whatever
//! the text, each step ends with diagnostics or a result; a panic, an
//! abort inside MLIR or a stack overflow is a crash. nki-opt adds only file
//! handling around these steps (its C++ main is MLIR's MlirOptMain).
//!
//! Run with `-close_fd_mask=3` (diagnostics are printed for every input).
//! The working directory is `test/Inputs`, so seeds may name kernel files
//! relative to it (`klir_binary = "bir/tensor_add.bir.json"`).
//!
//! Its `main` is libFuzzer's driver (mlir_main.rs says why).

use libfuzzer_sys::fuzz_target;
use nki::melior::ir::operation::OperationLike;
use nki::{
    context::{create_context, dialect_registry, ContextOptions},
    diagnostics::{Collector, Mode, SourceMap},
};
use std::{
    path::PathBuf,
    sync::{Arc, Once},
};

#[path = "mlir_main.rs"]
mod mlir_main;

fn main() {
    // Bytecode among the inputs is read in a checking child first, as the
    // tools read it; the child stops here.
    nki::bytecode_guard::arm(&[nki_dialects::register]);
    mlir_main::run();
}

const PIPELINE: &str =
    "builtin.module(translate-nki-ast-to-bir,inline-nki-kernel,legalize-matmul-accumulation-groups)";

fuzz_target!(|bytes: &[u8]| {
    static SETUP: Once = Once::new();
    SETUP.call_once(|| {
        let inputs = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../test/Inputs");
        std::env::set_current_dir(&inputs).expect("test/Inputs exists");
    });
    // As nki-opt reads text: UTF-8 without NUL bytes (nki::io::input_text).
    let Ok(text) = std::str::from_utf8(bytes) else { return };
    if text.contains('\0') {
        return;
    }
    let registry = dialect_registry(&[nki_dialects::register]);
    let context = create_context(&registry, ContextOptions::default());
    let _collector = Collector::attach(&context, Mode::Collect, Arc::new(SourceMap::default()), "input.mlir".into());
    // The nesting check MLIR's parser needs comes with the parse.
    let Some(mut module) = nki::ffi::parse_source_as_module(&context, text, "input.mlir") else {
        return;
    };
    if nki_passes::pipeline::run_pipeline(&mut module, PIPELINE).is_ok() {
        let _ = module.as_operation().to_string();
    }
});
