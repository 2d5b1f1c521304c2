//! The `klr` dialect: typed builders generated from `klr/KLR.td`, and its
//! verifier.

pub mod addresses;
pub mod convert;
mod import;
pub mod kind;
mod make;
mod names;
pub mod reflect;
#[cfg(test)]
mod text_reference;
pub mod verify;

/// A statement op's name from its `Operator` constructor (`ncDmaCopy` →
/// `nc_dma_copy`).
pub use names::snake;

#[cfg(test)]
mod tests;

melior::dialect! {
    name: "klr",
    files: ["klr/KLR.td"],
    include_directory_env_vars: ["CARGO_MANIFEST_DIR"],
}
