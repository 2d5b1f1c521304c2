//! Core library of the NKI provisioning stage: the MLIR context set-up,
//! diagnostics, file I/O, what every pass body shares, and the file handling
//! the tools' MLIR-native mains call ([`ffi::tool`]).
//!
//! Dialects (`nki-dialects`) and passes (`nki-passes`) build on this crate;
//! `nki-opt` and `nki-translate` are MLIR's drivers with these registered.

#![deny(clippy::undocumented_unsafe_blocks)]

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
pub mod pass;
pub mod staging;
pub mod translate;

pub use melior;
