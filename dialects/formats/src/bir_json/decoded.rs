//! Typed reading of BIR instructions, generated from the ODS (build.rs,
//! build/decoded.rs) like the builders of [`super::inst`]: [`decode`] turns
//! an instruction's opcode and JSON members into an [`Op`], one variant per
//! opcode holding one typed field per member (optional members as
//! `Option`, so that "absent" stays seen; a member with a format default
//! also has `<member>_or_default`, the default being the ODS's). Consumers
//! (nki-run) match on `Op` instead of reading members by name, so a
//! misspelled opcode or member does not compile.
//!
//! ```
//! use nki_formats::bir_json::decoded::{decode, Op};
//! use nki_formats::bir_json::enums::AluOp;
//! use nki_formats::bir_json::{inst, Instruction};
//! let i = Instruction::typed(inst::TensorTensor::new(AluOp::Add), "t".into(), None, vec![], vec![]);
//! match decode(&i).unwrap() {
//!     Op::TensorTensor(m) => assert_eq!((m.op, m.acc), (AluOp::Add, None)),
//!     other => panic!("{}", other.opcode()),
//! }
//! ```
//!
//! The rules are the reader's (`read_bir_json`): a required member must be
//! present and not `null`; an optional one may be absent or `null` (both
//! `None`); a float may be "nan", "inf" or "-inf"; a triple may come nested
//! (`[a, [b, c]]`, docs/bir-json-format.md G4). Members the opcode does not
//! have are ignored, as the reader keeps them (docs/bir-json-format.md G1).

use super::enums::{self, BirEnum};
use super::{opcodes, Instruction};
use serde_json::{Map, Value};

/// Why an instruction does not decode.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DecodeError {
    #[error("unknown opcode '{opcode}'")]
    UnknownOpcode { opcode: String },
    #[error("{opcode} needs member '{member}'")]
    MissingMember {
        opcode: &'static str,
        member: &'static str,
    },
    #[error("{opcode} member '{member}'{at}: expected {expected}, found {found}")]
    WrongType {
        opcode: &'static str,
        member: &'static str,
        /// Where inside the member (`[1][0]`), empty for the member itself.
        at: String,
        expected: &'static str,
        found: String,
    },
    #[error("{opcode} member '{member}'{at}: '{case}' is not a case of {enumeration}")]
    UnknownCase {
        opcode: &'static str,
        member: &'static str,
        at: String,
        enumeration: &'static str,
        case: String,
    },
}

/// The opcode and typed members of `inst`.
pub fn decode(inst: &Instruction) -> Result<Op, DecodeError> {
    // The row's own spelling: "KLIRKernel" is the carrier's alias.
    let row = opcodes::lookup(&inst.opcode).ok_or_else(|| DecodeError::UnknownOpcode {
        opcode: inst.opcode.clone(),
    })?;
    generated::decode_members(row.opcode, &inst.members)
}

/// What is wrong with a member value, before it is named.
#[derive(Debug)]
pub enum Mismatch {
    Type {
        at: String,
        expected: &'static str,
        found: String,
    },
    Case {
        at: String,
        enumeration: &'static str,
        case: String,
    },
}

impl Mismatch {
    fn type_of(expected: &'static str, v: &Value) -> Self {
        let found = match v {
            Value::Null => "null".to_owned(),
            Value::Bool(_) => "a boolean".to_owned(),
            Value::Number(n) => n.to_string(),
            Value::String(s) => format!("{s:?}"),
            Value::Array(_) => "an array".to_owned(),
            Value::Object(_) => "an object".to_owned(),
        };
        Mismatch::Type {
            at: String::new(),
            expected,
            found,
        }
    }

    /// The mismatch one level further in: element `i` of an array.
    fn inside(self, i: usize) -> Self {
        match self {
            Mismatch::Type {
                at,
                expected,
                found,
            } => Mismatch::Type {
                at: format!("[{i}]{at}"),
                expected,
                found,
            },
            Mismatch::Case {
                at,
                enumeration,
                case,
            } => Mismatch::Case {
                at: format!("[{i}]{at}"),
                enumeration,
                case,
            },
        }
    }

    fn named(self, opcode: &'static str, member: &'static str) -> DecodeError {
        match self {
            Mismatch::Type {
                at,
                expected,
                found,
            } => DecodeError::WrongType {
                opcode,
                member,
                at,
                expected,
                found,
            },
            Mismatch::Case {
                at,
                enumeration,
                case,
            } => DecodeError::UnknownCase {
                opcode,
                member,
                at,
                enumeration,
                case,
            },
        }
    }
}

/// A member value's Rust form.
pub trait FromMember: Sized {
    fn from_member(v: &Value) -> Result<Self, Mismatch>;
}

impl FromMember for u64 {
    fn from_member(v: &Value) -> Result<Self, Mismatch> {
        v.as_u64()
            .ok_or_else(|| Mismatch::type_of("a non-negative integer", v))
    }
}

impl FromMember for i64 {
    fn from_member(v: &Value) -> Result<Self, Mismatch> {
        v.as_i64().ok_or_else(|| Mismatch::type_of("an integer", v))
    }
}

impl FromMember for bool {
    fn from_member(v: &Value) -> Result<Self, Mismatch> {
        v.as_bool()
            .ok_or_else(|| Mismatch::type_of("true or false", v))
    }
}

/// A number, or "nan" / "inf" / "-inf".
impl FromMember for f64 {
    fn from_member(v: &Value) -> Result<Self, Mismatch> {
        match v {
            Value::Number(n) => n.as_f64().ok_or_else(|| Mismatch::type_of("a number", v)),
            Value::String(s) if s == "nan" => Ok(f64::NAN),
            Value::String(s) if s == "inf" => Ok(f64::INFINITY),
            Value::String(s) if s == "-inf" => Ok(f64::NEG_INFINITY),
            _ => Err(Mismatch::type_of("a number", v)),
        }
    }
}

impl FromMember for String {
    fn from_member(v: &Value) -> Result<Self, Mismatch> {
        v.as_str()
            .map(str::to_owned)
            .ok_or_else(|| Mismatch::type_of("a string", v))
    }
}

/// A form the model leaves open (quasi-affine expressions, APPairs).
impl FromMember for Value {
    fn from_member(v: &Value) -> Result<Self, Mismatch> {
        Ok(v.clone())
    }
}

impl<T: FromMember> FromMember for Vec<T> {
    fn from_member(v: &Value) -> Result<Self, Mismatch> {
        let items = v
            .as_array()
            .ok_or_else(|| Mismatch::type_of("an array", v))?;
        items
            .iter()
            .enumerate()
            .map(|(i, item)| T::from_member(item).map_err(|e| e.inside(i)))
            .collect()
    }
}

/// The elements of a fixed-length array.
fn elements<'v>(
    v: &'v Value,
    n: usize,
    expected: &'static str,
) -> Result<Vec<&'v Value>, Mismatch> {
    match v {
        Value::Array(items) if items.len() == n => Ok(items.iter().collect()),
        // docs/bir-json-format.md G4: a triple may come as [a, [b, c]].
        Value::Array(items) if n == 3 && items.len() == 2 => match &items[1] {
            Value::Array(tail) if tail.len() == 2 => Ok(vec![&items[0], &tail[0], &tail[1]]),
            _ => Err(Mismatch::type_of(expected, v)),
        },
        _ => Err(Mismatch::type_of(expected, v)),
    }
}

impl<A: FromMember, B: FromMember> FromMember for (A, B) {
    fn from_member(v: &Value) -> Result<Self, Mismatch> {
        let e = elements(v, 2, "an array of 2")?;
        Ok((
            A::from_member(e[0]).map_err(|m| m.inside(0))?,
            B::from_member(e[1]).map_err(|m| m.inside(1))?,
        ))
    }
}

impl<A: FromMember, B: FromMember, C: FromMember> FromMember for (A, B, C) {
    fn from_member(v: &Value) -> Result<Self, Mismatch> {
        let e = elements(v, 3, "an array of 3")?;
        Ok((
            A::from_member(e[0]).map_err(|m| m.inside(0))?,
            B::from_member(e[1]).map_err(|m| m.inside(1))?,
            C::from_member(e[2]).map_err(|m| m.inside(2))?,
        ))
    }
}

/// An enumeration case by its spelling (the generated `FromMember` of
/// every enumeration).
fn case<E: BirEnum>(v: &Value, enumeration: &'static str) -> Result<E, Mismatch> {
    let text = v.as_str().ok_or_else(|| Mismatch::type_of("a string", v))?;
    E::parse(text).ok_or_else(|| Mismatch::Case {
        at: String::new(),
        enumeration,
        case: text.to_owned(),
    })
}

/// A member that must be there.
fn required<T: FromMember>(
    m: &Map<String, Value>,
    opcode: &'static str,
    member: &'static str,
) -> Result<T, DecodeError> {
    match m.get(member) {
        None => Err(DecodeError::MissingMember { opcode, member }),
        Some(v) => T::from_member(v).map_err(|e| e.named(opcode, member)),
    }
}

/// A member that may be absent or `null`.
fn optional<T: FromMember>(
    m: &Map<String, Value>,
    opcode: &'static str,
    member: &'static str,
) -> Result<Option<T>, DecodeError> {
    match m.get(member) {
        None | Some(Value::Null) => Ok(None),
        Some(v) => T::from_member(v)
            .map(Some)
            .map_err(|e| e.named(opcode, member)),
    }
}

/// The generated types; member names are BIR's own (`opFunctionName`).
#[allow(non_snake_case)]
mod generated {
    use super::{case, enums, optional, required, DecodeError, FromMember, Map, Mismatch, Value};
    include!(concat!(env!("OUT_DIR"), "/bir_decoded.rs"));
}
pub use generated::*;

#[cfg(test)]
mod tests;
