//! The `bir` and `klr` dialects and the NKI passes for other MLIR tools.
//!
//! Built as `libnki_mlir_plugin.so` (a cdylib), linked against the shared
//! `libMLIR.so.22.1` of the process it is loaded into (see `build.rs` and
//! docs/embedding.md). It exports:
//!
//! - `mlirGetDialectPluginInfo` and `mlirGetPassPluginInfo`, MLIR's plugin
//!   entry points (`mlir-opt-22 --load-dialect-plugin=… --load-pass-plugin=…`);
//! - the C API of `include/nki-mlir.h` for compilers that link it
//!   ([`embed`]): `nkiRegisterDialects`, `nkiRegisterPasses` and the file
//!   formats.
//!
//! The passes are MLIR passes generated from passes/Passes.td (their C++
//! classes come with `nki-passes`); the plugin registers them.
//!
//! Unsafe code is limited to this FFI layer: [`embed`] (the C API), [`host`]
//! (the process checks) and the entry points here, each block with a
//! `// SAFETY:` comment.

#![deny(clippy::undocumented_unsafe_blocks)]

pub mod embed;
pub mod host;

// Linked for the pass classes and their Rust bodies (`nki_register_passes`).
extern crate nki_passes;

use mlir_sys::{MlirDialectRegistry, MlirStringRef};
use std::ffi::{c_char, c_void};
use std::sync::atomic::{AtomicBool, Ordering};

/// MLIR's `MLIR_PLUGIN_API_VERSION` (mlir/Tools/Plugins/*Plugin.h).
const MLIR_PLUGIN_API_VERSION: u32 = 1;

const PLUGIN_NAME: &[u8] = b"nki-mlir\0";
const PLUGIN_VERSION: &[u8] = concat!(env!("CARGO_PKG_VERSION"), "\0").as_bytes();

/// `mlir::DialectPluginLibraryInfo`.
#[repr(C)]
pub struct DialectPluginLibraryInfo {
    api_version: u32,
    plugin_name: *const c_char,
    plugin_version: *const c_char,
    register_dialect_registry_callbacks: Option<extern "C" fn(*mut c_void)>,
}

/// `mlir::PassPluginLibraryInfo`.
#[repr(C)]
pub struct PassPluginLibraryInfo {
    api_version: u32,
    plugin_name: *const c_char,
    plugin_version: *const c_char,
    register_pass_registry_callbacks: Option<extern "C" fn()>,
}

extern "C" {
    fn mlirGetDialectHandle__bir__() -> mlir_sys::MlirDialectHandle;
    fn mlirGetDialectHandle__klr__() -> mlir_sys::MlirDialectHandle;
    /// The registration generated from passes/Passes.td (nki-passes).
    fn nki_register_passes(check_clash: bool) -> bool;
    fn nki_plugin_registry_has_dialect(registry: MlirDialectRegistry, name: MlirStringRef) -> bool;
}

/// Inserts `bir` and `klr` into `registry`.
pub(crate) fn insert_dialects(registry: MlirDialectRegistry) {
    // SAFETY: the handles are static descriptors of the dialects compiled
    // into this library; `registry` is a live registry of the caller.
    unsafe {
        mlir_sys::mlirDialectHandleInsertDialect(mlirGetDialectHandle__bir__(), registry);
        mlir_sys::mlirDialectHandleInsertDialect(mlirGetDialectHandle__klr__(), registry);
    }
}

/// Whether `registry` holds a dialect named `name`.
fn registry_has_dialect(registry: MlirDialectRegistry, name: &'static str) -> bool {
    let name = MlirStringRef {
        data: name.as_ptr().cast(),
        length: name.len(),
    };
    // SAFETY: `registry` is live; the name outlives the call.
    unsafe { nki_plugin_registry_has_dialect(registry, name) }
}

static DIALECTS_INSERTED: AtomicBool = AtomicBool::new(false);
static PASSES_REGISTERED: AtomicBool = AtomicBool::new(false);

/// The dialect plugin's callback: our dialects into mlir-opt's registry,
/// unless dialects of those names are there already and not ours.
extern "C" fn register_dialects_callback(registry: *mut c_void) {
    let registry = MlirDialectRegistry { ptr: registry };
    if !DIALECTS_INSERTED.load(Ordering::Acquire)
        && (registry_has_dialect(registry, "bir") || registry_has_dialect(registry, "klr"))
    {
        eprintln!(
            "error: nki-mlir: a dialect named 'bir' or 'klr' is already registered (another copy of the nki-mlir plugin?); this copy registers none"
        );
        return;
    }
    insert_dialects(registry);
    DIALECTS_INSERTED.store(true, Ordering::Release);
}

/// The pass plugin's callback (and `nkiRegisterPasses`): our passes into
/// MLIR's global pass registry. Idempotent.
pub(crate) extern "C" fn register_passes_callback() {
    let again = PASSES_REGISTERED.load(Ordering::Acquire);
    // SAFETY: plain call into the generated C++ registration; it reports
    // its own errors. A second call skips the check of names already taken
    // (by our own first registration).
    if unsafe { nki_register_passes(!again) } {
        PASSES_REGISTERED.store(true, Ordering::Release);
    }
}

/// Whether this library may register into the process that loads it: one
/// MLIR of the version it was built for, and no other copy of the plugin.
/// Says why not on stderr.
fn fit_for_host() -> bool {
    match host::check() {
        Ok(()) => true,
        Err(why) => {
            eprintln!("error: nki-mlir: {why}");
            false
        }
    }
}

/// MLIR's entry point for `--load-dialect-plugin`. A plugin that must not
/// register (see [`fit_for_host`]) answers with API version 0, which MLIR
/// refuses with "Wrong API version on plugin" and ignores the request.
#[no_mangle]
pub extern "C" fn mlirGetDialectPluginInfo() -> DialectPluginLibraryInfo {
    let fit = fit_for_host();
    DialectPluginLibraryInfo {
        api_version: if fit { MLIR_PLUGIN_API_VERSION } else { 0 },
        plugin_name: PLUGIN_NAME.as_ptr().cast(),
        plugin_version: PLUGIN_VERSION.as_ptr().cast(),
        register_dialect_registry_callbacks: fit.then_some(register_dialects_callback as _),
    }
}

/// MLIR's entry point for `--load-pass-plugin` (as for the dialects).
#[no_mangle]
pub extern "C" fn mlirGetPassPluginInfo() -> PassPluginLibraryInfo {
    let fit = fit_for_host();
    PassPluginLibraryInfo {
        api_version: if fit { MLIR_PLUGIN_API_VERSION } else { 0 },
        plugin_name: PLUGIN_NAME.as_ptr().cast(),
        plugin_version: PLUGIN_VERSION.as_ptr().cast(),
        register_pass_registry_callbacks: fit.then_some(register_passes_callback as _),
    }
}
