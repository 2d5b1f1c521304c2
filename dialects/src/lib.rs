//! The `bir` and `klr` MLIR dialects and the file formats that belong to them.
//!
//! The dialects arrive with their own issue; until then this crate contributes
//! no dialect to the registry.

use melior::dialect::DialectRegistry;

/// Adds our dialects to `registry`.
pub fn register(_registry: &DialectRegistry) {}
