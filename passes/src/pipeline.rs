//! Running a textual pipeline from Rust (tests, benches, embedders): MLIR's
//! own pass manager and pipeline parser, with MLIR's passes and ours (the
//! classes generated from passes/Passes.td) in its registry.

use melior::ir::{operation::OperationLike, Module};
use nki::ffi::PassManager;
use std::sync::Once;

/// Registers MLIR's passes and ours in MLIR's pass registry, once.
pub fn register_passes() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        melior::utility::register_all_passes();
        crate::options::register();
    });
}

/// Runs `pipeline` (`builtin.module(…)`) on `module`, verifying after each
/// pass. Err with MLIR's text when the pipeline does not parse; a failed
/// pass is `Err` too, its diagnostics emitted on the module's context.
pub fn run_pipeline(module: &mut Module<'_>, pipeline: &str) -> Result<(), String> {
    register_passes();
    let context = module.as_operation().context();
    let pm = PassManager::new_on(nki::ffi::context_of(&context), "builtin.module");
    pm.enable_verifier(true);
    pm.parse(pipeline)?;
    if pm.run(module) {
        Ok(())
    } else {
        Err(format!("the pipeline '{pipeline}' failed"))
    }
}
