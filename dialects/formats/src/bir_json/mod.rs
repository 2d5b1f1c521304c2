//! BIR JSON (docs/bir-json-format.md): the document model, a reader
//! and a writer on `serde_json`.
//!
//! The model keeps a JSON document's information exactly. As in the Lean
//! model the format comes from, every member without `?` or "or null" in the
//! spec must be present (Lean's readers apply no defaults); members the spec
//! marks nullable keep whether they were absent, `null` or set ([`Member`]);
//! members the spec does not know are kept verbatim (`extra`, docs/bir-json-format.md G1);
//! instruction members are checked against the opcode table ([`opcodes`]) and
//! kept as JSON values. [`write_bir_json`] writes what [`read_bir_json`] read,
//! with keys sorted (as Lean's writer emits them).
//!
//! Numbers compare as numbers: the JSON data model (and nlohmann, the
//! compiler's reader) does not distinguish `2` from `2.0`, and neither does
//! this model once a value has passed through a float member.

pub mod accumulator;
pub mod decoded;
pub mod enums;
mod formals;
pub mod inst;
pub mod opcodes;
mod positions;
mod read;
pub mod stream;
mod to_json;
mod write;

pub use formals::written_locations;
pub use positions::{positions, Positions};
pub use read::{locate, read_bir_json};

use serde_json::{Map, Number, Value};

/// A member that may be absent, explicitly `null`, or set.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Member<T> {
    #[default]
    Absent,
    Null,
    Value(T),
}

impl<T> Member<T> {
    pub fn as_option(&self) -> Option<&T> {
        match self {
            Member::Value(v) => Some(v),
            _ => None,
        }
    }

    pub fn is_absent(&self) -> bool {
        matches!(self, Member::Absent)
    }
}

/// A JSON number that may also be one of the strings the model uses for
/// non-finite floats ("nan", "inf", "-inf").
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Float(pub f64);

impl Float {
    /// The JSON value: a number, or "nan" / "inf" / "-inf".
    pub fn to_json(self) -> Value {
        match Number::from_f64(self.0) {
            Some(n) => Value::Number(n),
            None if self.0.is_nan() => Value::String("nan".into()),
            None if self.0 > 0.0 => Value::String("inf".into()),
            None => Value::String("-inf".into()),
        }
    }
}

/// A BIR JSON document.
#[derive(Clone, Debug, PartialEq)]
pub struct Document {
    pub arch: String,
    pub version: u64,
    /// `attributes.neuron_core_id`: which entry of `functions` a core uses.
    pub neuron_core_id: Member<u64>,
    pub attributes_extra: Map<String, Value>,
    /// One function per logical core (docs/bir-json-format.md §9.6).
    pub functions: Vec<Function>,
    pub extra: Map<String, Value>,
}

/// A function.
#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    pub name: String,
    pub attributes: Vec<String>,
    pub allocations: Vec<Allocation>,
    pub blocks: Vec<Block>,
    pub extra: Map<String, Value>,
}

impl Function {
    /// How many instructions the function holds, in loops too.
    pub fn instruction_count(&self) -> usize {
        fn count(blocks: &[Block]) -> usize {
            blocks
                .iter()
                .flat_map(|b| &b.instructions)
                .map(|item| match item {
                    BlockItem::Instruction(_) => 1,
                    BlockItem::Loop(l) => count(&l.blocks),
                })
                .sum()
        }
        count(&self.blocks)
    }
}

/// An allocation (a `memory_location_set`, docs/bir-json-format.md §4.1).
#[derive(Clone, Debug, PartialEq)]
pub struct Allocation {
    pub skind: String,
    pub addr_space: Member<String>,
    pub dtype: Member<String>,
    pub partition_dim: Member<u64>,
    pub tensor_shape: Vec<u64>,
    pub name: String,
    pub file: String,
    pub no_spill: bool,
    pub volatile: bool,
    pub r#virtual: bool,
    pub kind: String,
    pub tensor_class: String,
    pub memorylocations: Vec<MemoryLocation>,
    pub tensor_id_to_mem_loc_size: u64,
    pub extra: Map<String, Value>,
}

/// A memory location (docs/bir-json-format.md §4.2).
#[derive(Clone, Debug, PartialEq)]
pub struct MemoryLocation {
    pub skind: String,
    pub name: String,
    pub r#type: String,
    pub addr: u64,
    pub dims: Vec<u64>,
    pub bank: u64,
    pub base: u64,
    pub allocated: bool,
    pub pinned: bool,
    pub tensor_id: Member<u64>,
    pub extra: Map<String, Value>,
}

impl MemoryLocation {
    /// Its partitions (`dims[0]`; the reader and the bir verifier require
    /// `dims` non-empty).
    pub fn partitions(&self) -> Option<u64> {
        self.dims.first().copied()
    }

    /// Its bytes per partition (`dims[1]`), `None` when `dims` gives none:
    /// a reader that needs the size says so rather than taking 0, which
    /// every bounds check would pass.
    pub fn bytes_per_partition(&self) -> Option<u64> {
        self.dims.get(1).copied()
    }
}

/// A block: instructions and loops in program order.
#[derive(Clone, Debug, PartialEq)]
pub struct Block {
    pub name: String,
    pub instructions: Vec<BlockItem>,
    pub extra: Map<String, Value>,
}

/// What a block holds.
#[derive(Clone, Debug, PartialEq)]
pub enum BlockItem {
    Instruction(Instruction),
    Loop(Loop),
}

/// A loop: an axis and the blocks it repeats (docs/bir-json-format.md §5).
#[derive(Clone, Debug, PartialEq)]
pub struct Loop {
    pub axis: LoopAxis,
    pub blocks: Vec<Block>,
    pub extra: Map<String, Value>,
}

/// A loop's iteration variable and bounds.
#[derive(Clone, Debug, PartialEq)]
pub struct LoopAxis {
    pub name: String,
    pub lb: u64,
    pub ub: u64,
    pub stride: u64,
    pub extra: Map<String, Value>,
}

/// An instruction: the common members, typed; the opcode's own members
/// (checked against [`opcodes::lookup`]) and unknown ones, as JSON values.
#[derive(Clone, Debug, PartialEq)]
pub struct Instruction {
    pub opcode: String,
    pub name: String,
    pub engine: String,
    pub ins: Vec<Argument>,
    pub outs: Vec<Argument>,
    pub members: Map<String, Value>,
}

/// An instruction operand (docs/bir-json-format.md §6.2), by its `kind`.
#[derive(Clone, Debug, PartialEq)]
pub enum Argument {
    PhysicalAp {
        ap: Vec<Vec<i64>>,
        dtype: String,
        offset: u64,
        memsetref: String,
        memref: String,
        extra: Map<String, Value>,
    },
    RegisterAp {
        ap: Vec<Vec<i64>>,
        dtype: String,
        memsetref: String,
        reg_ap_offset: String,
        regref: String,
        extra: Map<String, Value>,
    },
    RegisterAccess {
        dtype: String,
        regref: String,
        extra: Map<String, Value>,
    },
    ImmValue {
        dtype: String,
        value: Float,
        extra: Map<String, Value>,
    },
    ImmArray {
        dtype: String,
        value_array: Vec<Float>,
        extra: Map<String, Value>,
    },
    /// `symbolic_ap` and `symbolic_imm_value`: forms the model leaves open
    /// (quasi-affine expressions); kept verbatim, never emitted.
    Symbolic {
        kind: String,
        members: Map<String, Value>,
    },
}

/// A reading error: where (JSON line and column, or the path of the member)
/// and what.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BirJsonError {
    #[error("{line}:{column}: {message}")]
    Syntax {
        line: usize,
        column: usize,
        message: String,
    },
    #[error("{path}: {message}")]
    Schema { path: String, message: String },
}

/// The deepest nesting of arrays and objects [`read_bir_json`] accepts
/// (serde_json's recursion limit: 128 levels fail).
pub const MAX_DEPTH: usize = 127;

/// Writes a document as JSON text (keys sorted, two-space indentation).
pub fn write_bir_json(document: &Document) -> String {
    let mut bytes = Vec::new();
    // Writing into a Vec cannot fail.
    let _ = write_bir_json_to(document, &mut bytes);
    // serde_json writes UTF-8 only.
    String::from_utf8(bytes).unwrap_or_default()
}

/// [`write_bir_json`] into `writer`, each instruction's JSON built as it is
/// written (never the whole document's JSON tree at once). A document that
/// nests deeper than [`MAX_DEPTH`] arrays and objects (loops nested some 29
/// deep) is an error: [`read_bir_json`] would refuse the text.
pub fn write_bir_json_to(
    document: &Document,
    mut writer: impl std::io::Write,
) -> std::io::Result<()> {
    write::document_to(document, &mut writer)
}

/// JSON equality with numbers compared by value (2 equals 2.0), the data
/// model's notion of equal documents.
pub fn json_equal(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => {
            match (x.as_i64(), y.as_i64(), x.as_u64(), y.as_u64()) {
                (Some(x), Some(y), _, _) => x == y,
                (_, _, Some(x), Some(y)) => x == y,
                _ => x.as_f64() == y.as_f64(),
            }
        }
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(x, y)| json_equal(x, y))
        }
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len()
                && x.iter()
                    .all(|(k, v)| y.get(k).is_some_and(|w| json_equal(v, w)))
        }
        _ => a == b,
    }
}
