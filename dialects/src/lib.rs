//! The `bir` and `klr` MLIR dialects and the file formats that belong to them.
//!
//! Each dialect is defined once, in ODS (`bir/*.td`, `klr/*.td`): `build.rs`
//! generates its C++ with mlir-tblgen and `melior::dialect!` generates typed Rust
//! builders from the same files. Semantic verification is Rust: every op's
//! `verify()` calls [`verify::nki_verify_operation`].

#![deny(clippy::undocumented_unsafe_blocks)]

pub mod bir;
pub mod ir;
pub mod klr;
pub mod klr_file;
pub mod translate;
pub mod verify;
pub mod views;

/// Every op and attribute name the two dialects' ODS declares (generated
/// by dialects/build.rs), for the test that keeps them out of hand-written
/// code: `BIR_OPS`, `BIR_ATTRIBUTES`, `KLR_OPS`, `KLR_ATTRIBUTES`.
pub mod ods_names {
    include!(concat!(env!("OUT_DIR"), "/ods_names.rs"));
}

#[cfg(test)]
mod test_support;

use melior::dialect::{DialectHandle, DialectRegistry};

extern "C" {
    fn mlirGetDialectHandle__bir__() -> mlir_sys::MlirDialectHandle;
    fn mlirGetDialectHandle__klr__() -> mlir_sys::MlirDialectHandle;
}

/// The `bir` dialect's handle, for registries and pass dependencies.
pub fn bir_handle() -> DialectHandle {
    // SAFETY: the shim's registration function returns a static handle.
    unsafe { DialectHandle::from_raw(mlirGetDialectHandle__bir__()) }
}

/// The `klr` dialect's handle.
pub fn klr_handle() -> DialectHandle {
    // SAFETY: as above.
    unsafe { DialectHandle::from_raw(mlirGetDialectHandle__klr__()) }
}

/// Adds our dialects to `registry`.
pub fn register(registry: &DialectRegistry) {
    bir_handle().insert_dialect(registry);
    klr_handle().insert_dialect(registry);
}
