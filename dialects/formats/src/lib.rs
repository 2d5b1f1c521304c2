//! The file formats of the NKI provisioning stage as plain Rust data, with no
//! MLIR in sight: other Rust compilers can link this crate alone.
//!
//! - [`klr`]: the KLR binary format (`.klr`, CBOR), schema-exact at leanprover/KLR
//!   `7ccd18c`: [`klr::read_klr`] and [`klr::write_klr`] round-trip every file
//!   the reference serializer writes byte for byte.
//! - [`bir_json`]: BIR JSON, the compiler's backend IR as JSON:
//!   [`bir_json::read_bir_json`] and [`bir_json::write_bir_json`] keep every
//!   member, including unknown ones and explicit `null`s.
//! - [`arch`]: per-architecture SBUF/PSUM geometry shared by every stage.

#![forbid(unsafe_code)]

pub mod arch;
pub mod bir_json;
pub mod klr;
