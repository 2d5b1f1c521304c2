//! Typed construction of BIR instructions, generated from the ODS
//! (build.rs): one type per opcode, whose `new` takes the
//! required members and whose setters take the optional ones. The codegen
//! builds its instructions with these, so the compiler checks every opcode,
//! member name and member type:
//!
//! ```
//! use nki_formats::bir_json::enums::{AluOp, EngineAccumulationType};
//! use nki_formats::bir_json::inst::{TensorScalarPtr, TypedInstruction};
//! let scan = TensorScalarPtr::new(AluOp::Max, false, AluOp::Bypass, false)
//!     .is_tensor_tensor_scan(true)
//!     .acc(EngineAccumulationType::Idle);
//! assert_eq!(TensorScalarPtr::OPCODE, "TensorScalarPtr");
//! assert_eq!(scan.into_members()["acc"], "Idle");
//! ```
//!
//! A member the opcode does not have does not compile:
//!
//! ```compile_fail
//! use nki_formats::bir_json::enums::AluOp;
//! use nki_formats::bir_json::inst::TensorScalarPtr;
//! let _ = TensorScalarPtr::new(AluOp::Max, false, AluOp::Bypass, false).is_tensor_scan(true);
//! ```
//!
//! nor does a missing required member:
//!
//! ```compile_fail
//! use nki_formats::bir_json::enums::AluOp;
//! let _ = nki_formats::bir_json::inst::TensorTensor::new();
//! ```

use super::enums::{self, BirEnum};
use serde_json::{Map, Value};

/// An instruction of one opcode with its members.
pub trait TypedInstruction {
    /// The JSON opcode.
    const OPCODE: &'static str;
    /// The engine it runs on when nothing says otherwise.
    const DEFAULT_ENGINE: enums::Engine;
    /// The members as JSON values, by name.
    fn into_members(self) -> Map<String, Value>;
}

impl super::Instruction {
    /// The model's instruction `name` of a typed instruction, on `engine`
    /// (`None`: the opcode's default engine).
    pub fn typed<I: TypedInstruction>(
        instruction: I,
        name: String,
        engine: Option<enums::Engine>,
        ins: Vec<super::Argument>,
        outs: Vec<super::Argument>,
    ) -> Self {
        super::Instruction {
            opcode: I::OPCODE.into(),
            name,
            engine: engine.unwrap_or(I::DEFAULT_ENGINE).as_str().into(),
            ins,
            outs,
            members: instruction.into_members(),
        }
    }
}

/// A member value as JSON.
pub trait ToMember {
    fn to_member(self) -> Value;
}

impl ToMember for u64 {
    fn to_member(self) -> Value {
        Value::from(self)
    }
}

impl ToMember for i64 {
    fn to_member(self) -> Value {
        Value::from(self)
    }
}

impl ToMember for bool {
    fn to_member(self) -> Value {
        Value::Bool(self)
    }
}

/// A float as a JSON float (`2.0`, as the compiler writes float members),
/// non-finite ones as "nan" / "inf" / "-inf".
impl ToMember for f64 {
    fn to_member(self) -> Value {
        super::Float(self).to_json()
    }
}

impl ToMember for String {
    fn to_member(self) -> Value {
        Value::String(self)
    }
}

impl ToMember for Value {
    fn to_member(self) -> Value {
        self
    }
}

impl<T: ToMember> ToMember for Vec<T> {
    fn to_member(self) -> Value {
        Value::Array(self.into_iter().map(ToMember::to_member).collect())
    }
}

impl<A: ToMember, B: ToMember> ToMember for (A, B) {
    fn to_member(self) -> Value {
        Value::Array(vec![self.0.to_member(), self.1.to_member()])
    }
}

impl<A: ToMember, B: ToMember, C: ToMember> ToMember for (A, B, C) {
    fn to_member(self) -> Value {
        Value::Array(vec![
            self.0.to_member(),
            self.1.to_member(),
            self.2.to_member(),
        ])
    }
}

/// An enumeration case as its spelling (the generated `ToMember` of every
/// enumeration).
fn case<E: BirEnum>(case: E) -> Value {
    Value::String(case.as_str().into())
}

/// The generated types; member names are BIR's own (`opFunctionName`).
#[allow(non_snake_case)]
mod generated {
    use super::{case, enums, Map, ToMember, TypedInstruction, Value};
    include!(concat!(env!("OUT_DIR"), "/bir_instructions.rs"));
}
pub use generated::*;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bir_json::enums::{AluOp, CopyMode, Engine};
    use crate::bir_json::Instruction;

    #[test]
    fn members_are_written_as_their_json_types() {
        let copy = DMACopy::new(CopyMode::Cce)
            .cce_op(AluOp::Add)
            .constants(vec![2.0, f64::INFINITY])
            .oob_is_err(true);
        let instruction = Instruction::typed(copy, "c".into(), None, vec![], vec![]);
        assert_eq!(instruction.opcode, "DMACopy");
        assert_eq!(instruction.engine, "DMA");
        let members = serde_json::to_string(&instruction.members).unwrap();
        assert_eq!(
            members,
            r#"{"cce_op":"add","constants":[2.0,"inf"],"mode":"CCE","oob_is_err":true}"#
        );
        let on_pool = Instruction::typed(
            Memset::new(enums::MemsetMode::Const, 3),
            "m".into(),
            Some(Engine::Pool),
            vec![],
            vec![],
        );
        assert_eq!(on_pool.engine, "Pool");
        assert_eq!(on_pool.members["constant"], 3);
    }
}
