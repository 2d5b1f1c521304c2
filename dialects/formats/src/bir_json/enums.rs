//! The bir dialect's enumerations as Rust enums, generated from the ODS
//! (build.rs): passes and converters name an enum case by a variant that
//! the compiler checks, never by its spelling.

/// A bir enumeration: its cases' JSON spellings and its attribute's mnemonic.
pub trait BirEnum: Copy + 'static {
    /// `alu_op` for `#bir.alu_op<add>`; None for enumerations without an
    /// attribute of their own.
    const MNEMONIC: Option<&'static str>;
    /// Every case, in declaration order.
    const ALL: &'static [Self];
    /// The case's spelling (JSON string and attribute text).
    fn as_str(self) -> &'static str;

    /// The case spelled `text`.
    fn parse(text: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|c| c.as_str() == text)
    }
}

include!(concat!(env!("OUT_DIR"), "/bir_enums.rs"));

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cases_spell_as_in_json() {
        assert_eq!(AluOp::Add.as_str(), "add");
        assert_eq!(AluOp::MNEMONIC, Some("alu_op"));
        assert_eq!(
            StorageKind::parse("memory_location_set"),
            Some(StorageKind::MemoryLocationSet)
        );
        assert_eq!(Engine::ALL.len(), super::super::opcodes::ENGINE.len());
        assert_eq!(TensorKind::parse("Nope"), None);
    }
}
