//! The passes of the NKI provisioning stage, one module per pass, and the
//! registry `nki-opt` builds its pipelines from.

mod containment;
pub mod convert_klr_to_bir;
pub mod inline_bir_kernel;
pub mod inline_nki_kernel;
pub mod klr_allocate_memory;
pub mod klr_to_bir;
pub mod legalize_matmul_accumulation_groups;
pub mod translate_nki_ast_to_bir;

use nki::pass::PassRegistry;

/// Every pass of this crate, in pipeline order.
pub fn registry() -> PassRegistry {
    let mut registry = PassRegistry::new();
    registry.register(&translate_nki_ast_to_bir::PASS);
    registry.register(&inline_nki_kernel::PASS);
    registry.register(&inline_bir_kernel::PASS);
    registry.register(&legalize_matmul_accumulation_groups::PASS);
    registry.register(&convert_klr_to_bir::PASS);
    registry.register(&klr_allocate_memory::PASS);
    registry
}
