//! The passes of the NKI provisioning stage, one module per pass, each with
//! its body as `run`. The passes are declared in `passes/Passes.td`, from
//! which their C++ classes (registered in MLIR's pass registry by
//! `nki_register_passes`) and their typed options and statistics
//! ([`options`]) are generated.

#![deny(clippy::undocumented_unsafe_blocks)]

mod containment;
pub mod convert_klr_to_bir;
pub mod inline_bir_kernel;
pub mod inline_nki_kernel;
pub mod klr_allocate_memory;
pub mod klr_to_bir;
pub mod legalize_matmul_accumulation_groups;
pub mod options;
pub mod pipeline;
pub mod translate_nki_ast_to_bir;
