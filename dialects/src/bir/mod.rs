//! The `bir` dialect: typed builders generated from `bir/BIR.td`, and its
//! verifier.

pub mod attrs;
pub mod build;
pub mod convert;
pub mod make;
pub mod ops;
pub mod verify;

melior::dialect! {
    name: "bir",
    files: ["bir/BIR.td"],
    include_directory_env_vars: ["CARGO_MANIFEST_DIR"],
}
