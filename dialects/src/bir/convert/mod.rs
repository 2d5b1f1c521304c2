// Over 800 lines: import and export share the per-op pieces (attributes, argument forms, enum spellings); the split into read/write modules is issue 20's.
//! BIR JSON ↔ the `bir` dialect.
//!
//! Import describes every attribute once ([`attr::Attr`]); the text importer
//! writes the document as `bir` dialect text from it and lets MLIR parse and
//! verify it, and the passes build the same ops directly from it through the
//! typed constructors ([`super::build`]); export reads the ops back (attributes through their
//! printed form, [`nki::attr_text`]). Instruction members map one to one onto op
//! attributes by the table `build.rs` derives from the ODS records
//! ([`INSTRUCTIONS`]), so each member gets exactly the attribute kind its op
//! declares. The JSON facts the ops do not model are kept in the dialect's
//! bookkeeping attributes: `json_nulls` (members written as `null`),
//! `unknown_members` (members the spec does not know), `json_opcode` (IT56
//! spelled `KLIRKernel`), `psum_buf_shape_nested` (the `[a, [b, c]]` form of
//! docs/bir-json-format.md G4), and on a function whose symbol had to be made
//! unique (several cores' functions share one name, G15 there),
//! `bir.json_name`.

mod attr;
mod export;
mod export_stream;
mod import;
mod member_attr;
mod read_attr;

pub(crate) use attr::{Attr, Named};
pub use export::export;
pub use export_stream::{write_bir_json, StreamError};
pub(crate) use import::{
    allocation_attrs, block_attrs, function_attrs, loop_attrs, memory_location_attrs, Scope,
};
pub use import::{import, import_located, to_mlir_text, to_mlir_text_located};

/// The attribute kind an instruction member has (from the ODS).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttrKind {
    I64,
    Bool,
    Str,
    F64,
    /// `BIR_FloatAttr`: f64, or i64 when the JSON number had no fraction.
    Number,
    /// An enum attribute with this mnemonic (`#bir.alu_op<add>`).
    Enum(&'static str),
    /// A dense `array<i64: …>` (pairs and triples included).
    I64Array,
    I64ArrayList,
    /// `[{"step": s, "num": n}, …]` as `[array<i64: s, n>, …]`.
    APPairList,
    NumberList,
    StrList,
    /// A JSON object of strings as a dictionary of strings.
    StrDict,
    /// An opaque JSON value (`#bir.json<"…">`).
    Json,
    /// IT55 `kernel_source_val`: the enum, or its JSON integer form.
    KernelSource,
    /// An integer or a string, kept as it was.
    IntOrStr,
    /// A symbol reference (IT55's callee).
    Symbol,
    /// A unit flag (not a JSON member of its own).
    Unit,
}

/// One instruction op and its members, generated from the ODS.
#[derive(Clone, Copy, Debug)]
pub struct InstInfo {
    pub op: &'static str,
    pub opcode: &'static str,
    pub members: &'static [(&'static str, AttrKind, bool)],
}

include!(concat!(env!("OUT_DIR"), "/bir_members.rs"));

/// The JSON member name of an op attribute (they differ only on IT55:
/// its `jsonMembers` in the ODS).
pub(super) fn json_member(op: &str, attr: &str) -> &'static str {
    use crate::bir::ops::{NkiKernel, OpClass};
    if op != OpClass::NkiKernel.name().trim_start_matches("bir.") {
        ""
    } else if attr == NkiKernel::CALLEE_ATTR {
        "func"
    } else if attr == NkiKernel::KERNEL_SOURCE_ATTR {
        "kernel_source_val"
    } else {
        ""
    }
}

pub(super) fn attr_member(op: &str, member: &str) -> Option<(&'static str, AttrKind, bool)> {
    let info = INSTRUCTIONS.iter().find(|i| i.op == op)?;
    info.members.iter().copied().find(|(attr, _, _)| {
        let json = json_member(op, attr);
        if json.is_empty() {
            *attr == member
        } else {
            json == member
        }
    })
}

pub(super) fn inst_for_opcode(opcode: &str) -> Option<&'static InstInfo> {
    let canonical = if opcode == "KLIRKernel" {
        "NKIKLIRKernel"
    } else {
        opcode
    };
    INSTRUCTIONS.iter().find(|i| i.opcode == canonical)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_json_opcode_has_an_op() {
        for row in nki_formats::bir_json::opcodes::OPCODES {
            assert!(inst_for_opcode(row.opcode).is_some(), "{}", row.opcode);
        }
        assert_eq!(
            inst_for_opcode("KLIRKernel").map(|i| i.op),
            Some("nki_klir_kernel")
        );
    }
}
