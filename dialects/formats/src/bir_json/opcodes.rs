//! The BIR JSON opcodes and their members (docs/bir-json-format.md §7.1–§7.4),
//! one row per opcode, generated at build time from the bir dialect's ODS
//! (build.rs): the ops are the one definition. The reader checks each
//! instruction's members against its row; the codegen takes the default
//! engine from it.

/// The JSON type of an opcode member.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemberType {
    /// A non-negative integer.
    Nat,
    /// A signed integer.
    Int,
    /// A number, or "nan" / "inf" / "-inf".
    Float,
    Bool,
    Str,
    /// One of the given strings.
    Enum(&'static [&'static str]),
    /// An array of one element type.
    List(&'static MemberType),
    /// A fixed-length array of the given element types. Triples are also
    /// accepted in the model's nested form `[a, [b, c]]` (docs/bir-json-format.md, G4).
    Tuple(&'static [MemberType]),
    /// Kept as the JSON value it is (quasi-affine expressions, APPair lists,
    /// InstSyncType: forms the sources do not settle).
    Opaque,
}

/// One member of an opcode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Member {
    pub name: &'static str,
    pub ty: MemberType,
    /// `?` in the spec: may be absent or null.
    pub optional: bool,
    /// What an absent optional member means (`m?: T = d`), as JSON text;
    /// `None` for required members and those the format leaves open
    /// (`= null`). From the ODS (`BIR_OptionalAttr`).
    pub default: Option<&'static str>,
}

/// One opcode: its JSON name, the compiler class it extends, the engine this
/// project assigns when emitting it, and its members.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Opcode {
    pub opcode: &'static str,
    pub extends: &'static str,
    pub engine: Engine,
    pub members: &'static [Member],
}

/// The engine of an emitted instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Engine {
    /// When KLR names no engine (or `from_klr` is false).
    pub default: &'static str,
    /// The KLR operator's `engine` field decides when it is set.
    pub from_klr: bool,
}

use MemberType::*;

include!(concat!(env!("OUT_DIR"), "/bir_opcodes.rs"));

/// The opcode row for a JSON opcode name ("KLIRKernel" is accepted for IT56,
/// as the compiler logs it).
pub fn lookup(opcode: &str) -> Option<&'static Opcode> {
    match opcode {
        "NKIKLIRKernel" | "KLIRKernel" => Some(&NKI_KLIR_KERNEL),
        _ => OPCODES
            .binary_search_by(|o| o.opcode.cmp(opcode))
            .ok()
            .map(|i| &OPCODES[i]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_opcode_is_found_and_names_its_members_once() {
        assert!(OPCODES.windows(2).all(|w| w[0].opcode < w[1].opcode));
        for row in OPCODES.iter().chain([&NKI_KLIR_KERNEL]) {
            assert_eq!(lookup(row.opcode), Some(row), "{}", row.opcode);
            let mut names: Vec<&str> = row.members.iter().map(|m| m.name).collect();
            names.sort_unstable();
            names.dedup();
            assert_eq!(names.len(), row.members.len(), "{}", row.opcode);
            assert!(ENGINE.contains(&row.engine.default), "{}", row.opcode);
        }
        assert_eq!(lookup("KLIRKernel"), Some(&NKI_KLIR_KERNEL));
        assert_eq!(lookup("Nope"), None);
    }

    #[test]
    fn families_and_engines_come_from_the_ods() {
        let row = |o| lookup(o).unwrap();
        assert_eq!(row("DMACopy").extends, "DMA");
        assert_eq!(row("DMA").extends, "Instruction");
        assert_eq!(
            row("Matmult").engine,
            Engine {
                default: "PE",
                from_klr: false
            }
        );
        assert_eq!(
            row("TensorTensor").engine,
            Engine {
                default: "DVE",
                from_klr: true
            }
        );
        let memset = row("Memset").members;
        assert_eq!(
            memset[1],
            Member {
                name: "constant",
                ty: MemberType::Nat,
                optional: false,
                default: None
            }
        );
    }
}
