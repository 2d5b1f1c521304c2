//! The file formats of the NKI provisioning stage as plain Rust data, with no
//! MLIR in sight: other Rust compilers can link this crate alone.
//!
//! - [`klr`]: the KLR binary format (`.klr`, CBOR), schema-exact at leanprover/KLR
//!   `7ccd18c`: [`klr::read_klr`] and [`klr::write_klr`] round-trip every file
//!   the reference serializer writes byte for byte.

pub mod klr;
