//! The MLIR context every tool and test uses: all upstream dialects and passes
//! registered (so upstream IR round-trips as in `mlir-opt-22`), plus whatever
//! dialects the caller adds (ours, from `nki-dialects`).

use melior::{dialect::DialectRegistry, utility, Context};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Once;

/// Adds dialects to a registry; `nki-dialects` provides ours.
pub type DialectHook = fn(&DialectRegistry);

/// How a context is set up.
#[derive(Clone, Copy, Debug)]
pub struct ContextOptions {
    pub allow_unregistered_dialects: bool,
    pub threading: bool,
    /// Attach a "see current operation" note to diagnostics on operations
    /// (mlir-opt's default; off under `--verify-diagnostics`).
    pub print_op_on_diagnostic: bool,
}

impl Default for ContextOptions {
    fn default() -> Self {
        Self {
            allow_unregistered_dialects: false,
            threading: true,
            print_op_on_diagnostic: true,
        }
    }
}

/// Registers MLIR's upstream passes in its global registry, once per process.
pub fn register_upstream_passes() {
    static ONCE: Once = Once::new();
    ONCE.call_once(utility::register_all_passes);
}

/// A registry with every upstream dialect and those `hooks` add.
pub fn dialect_registry(hooks: &[DialectHook]) -> DialectRegistry {
    let registry = DialectRegistry::new();
    utility::register_all_dialects(&registry);
    for hook in hooks {
        hook(&registry);
    }
    registry
}

static GENERATION: AtomicU64 = AtomicU64::new(0);

/// How many contexts this process has created or loaded our dialects into:
/// caches keyed by MLIR handles (attributes are uniqued per context) check
/// it, since a later context may reuse the addresses of an earlier one.
/// The klr verifier's cache of checked attributes (`VERIFIED`) is the one
/// such cache. Without the bump in our dialects' `initialize()`, a context
/// that mlir-opt creates for a `--split-input-file` chunk at a previous one's
/// address would find stale entries (`test/Plugin/transforms.test` caught
/// this when bir enum cases were still cached by handle).
pub fn generation() -> u64 {
    GENERATION.load(Ordering::Acquire)
}

/// Starts a new generation: called when a context is created here, and by
/// our dialects' C++ `initialize()` whenever one is loaded into a context,
/// which covers contexts created elsewhere (mlir-opt with the plugin).
#[no_mangle]
pub extern "C" fn nki_context_generation_bump() {
    GENERATION.fetch_add(1, Ordering::AcqRel);
}

/// A fresh context over `registry`.
pub fn create_context(registry: &DialectRegistry, options: ContextOptions) -> Context {
    register_upstream_passes();
    GENERATION.fetch_add(1, Ordering::AcqRel);
    let context = Context::new_with_registry(registry, options.threading);
    context.set_allow_unregistered_dialects(options.allow_unregistered_dialects);
    crate::ffi::set_print_op_on_diagnostic(&context, options.print_op_on_diagnostic);
    context
}
