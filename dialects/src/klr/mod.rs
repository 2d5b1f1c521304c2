//! The `klr` dialect: typed builders generated from `klr/KLR.td`, and its
//! verifier.

pub mod convert;
mod names;
pub mod verify;

#[cfg(test)]
mod tests;

melior::dialect! {
    name: "klr",
    files: ["klr/KLR.td"],
    include_directory_env_vars: ["CARGO_MANIFEST_DIR"],
}
