//! Typed views of every bir op, generated from the ODS (dialects/build.rs,
//! `build/views.rs`): `OpClass` (the op's C++ class, and its families from
//! the ODS traits) and one view per op (`Matmult`, `MemoryLocation`, …) with
//! a typed getter and setter per attribute and its operand groups; and the
//! dialect's discardable attributes ([`discardable`]). Attribute and op
//! names appear in the generated code only.
//!
//! A getter of a required attribute returns `Result<T, AttrError>`, an
//! optional one `Result<Option<T>, AttrError>`: a missing or malformed
//! attribute is an error the caller reports, never a default.

use crate::views::{read, write};
pub use crate::views::{AttrError, Number};
use melior::ir::{operation::OperationLike, Attribute, OperationRef, Value};
use nki_formats::bir_json::enums;

include!(concat!(env!("OUT_DIR"), "/bir_ops.rs"));

extern "C" {
    /// BIRDialect.cpp: MLIR's `AttrSizedOperandSegments` attribute name.
    fn nki_bir_operand_segment_sizes_name() -> mlir_sys::MlirStringRef;
}

/// The attribute that holds the operand group sizes of an op with several
/// variadic groups (an instruction's `ins` and `outs`): MLIR's name for it
/// (`AttrSizedOperandSegments`), read once from the C++ trait.
pub fn operand_segment_sizes() -> &'static str {
    static NAME: std::sync::OnceLock<&'static str> = std::sync::OnceLock::new();
    NAME.get_or_init(|| {
        // SAFETY: a constant of the C++ trait; no state.
        let raw = unsafe { nki_bir_operand_segment_sizes_name() };
        // SAFETY: `raw` points at a string literal of the MLIR headers,
        // which lives as long as the program.
        let bytes: &'static [u8] =
            unsafe { std::slice::from_raw_parts(raw.data.cast::<u8>(), raw.length) };
        std::str::from_utf8(bytes).expect("MLIR's attribute name is UTF-8")
    })
}

/// The `name` of a bir op that has one (allocations, memory locations,
/// blocks, loops, instructions); `None` for any other op.
pub fn name_of(op: OperationRef<'_, '_>) -> Option<Result<String, AttrError>> {
    if let Some(instruction) = Instruction::cast(op) {
        return Some(instruction.name());
    }
    Some(match OpClass::of(&op)? {
        OpClass::Allocation => Allocation::cast(op)?.name(),
        OpClass::MemoryLocation => MemoryLocation::cast(op)?.name(),
        OpClass::Block => Block::cast(op)?.name(),
        OpClass::Loop => Loop::cast(op)?.name(),
        _ => return None,
    })
}

/// The discardable attributes of the bir dialect (`bir.arch` on the module,
/// `bir.accumulation_group` on a matmul, …), typed.
pub mod discardable {
    use super::*;
    include!(concat!(env!("OUT_DIR"), "/bir_discardable.rs"));
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The C++ table and the Rust enumeration come from one list: every
    /// class's name is its op's, once.
    #[test]
    fn classes_name_their_ops() {
        let mut names: Vec<&str> = OpClass::ALL.iter().map(|c| c.name()).collect();
        assert!(names.iter().all(|n| n.starts_with("bir.")));
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), OpClass::ALL.len());
        assert!(OpClass::Matmult.is_matmul_like() && OpClass::MatmultSymbolic.is_matmul_like());
        assert!(!OpClass::Load.is_matmul_like());
        assert!(OpClass::NkiKernel.is_kernel_carrier() && OpClass::NkiKernel.is_instruction());
        assert!(!OpClass::Func.is_instruction());
        assert_eq!(OpClass::Matmult.opcode(), Some("Matmult"));
    }
}
