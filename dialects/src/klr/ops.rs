//! The names of the klr ops (`Core::NAME`), of their attributes
//! (`Core::INDEX_ATTR`) and of the dialect's discardable attributes
//! (`discardable::PROFILE`), and `OpClass` (what an op is, by its C++
//! class), all generated from the ODS (dialects/build.rs,
//! `build/views.rs`): the only place the Rust side takes them from. The
//! C++ shim's `nki_klr_op_class` looks an op's class up in a table
//! generated from the same records, so no kind numbers are kept by hand in
//! either language.

include!(concat!(env!("OUT_DIR"), "/klr_ops.rs"));

/// `klr.profile`, `klr.metadata_format`: on the kernel op.
pub mod discardable {
    include!(concat!(env!("OUT_DIR"), "/klr_discardable.rs"));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ods_names::KLR_OPS;

    /// The C++ table and the Rust enumeration come from one list of the
    /// ODS's ops: every class's name is its op's, once, and every klr op
    /// has a class.
    #[test]
    fn classes_name_their_ops() {
        let mut names: Vec<&str> = OpClass::ALL.iter().map(|c| c.name()).collect();
        assert!(names.iter().all(|n| n.starts_with("klr.")));
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), OpClass::ALL.len());
        assert_eq!(names, KLR_OPS);
        assert_eq!(OpClass::Core.name(), Core::NAME);
        assert_eq!(OpClass::LncKernel.name(), LncKernel::NAME);
        assert_eq!(OpClass::NcActivate.name(), NcActivate::NAME);
        assert!(OpClass::NcActivate.is_statement() && OpClass::TensorTensor.is_statement());
        assert!(!OpClass::Block.is_statement() && !OpClass::Kernel.is_statement());
    }
}
