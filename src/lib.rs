//! Core library of the NKI provisioning stage: the MLIR context set-up, the pass
//! registry, the textual pipeline parser, the `nki-opt` driver, diagnostics
//! (rendering and the `--verify-diagnostics` matcher) and file I/O helpers.
//!
//! Dialects (`nki-dialects`) and passes (`nki-passes`) build on this crate; the
//! tools are thin mains over it.

pub mod allocator;
pub mod attr_text;
pub mod bytecode_guard;
pub mod context;
pub mod diagnostics;
pub mod emit;
pub mod ffi;
pub mod io;
pub mod logging;
pub mod nesting;
pub mod opt_main;
pub mod pass;
pub mod pipeline;
pub mod split;
pub mod staging;
pub mod translate_main;
pub mod verify;

/// Upstream pass names read from the installed MLIR headers at build time.
mod upstream_passes {
    include!(concat!(env!("OUT_DIR"), "/upstream_passes.rs"));
}

pub use melior;
