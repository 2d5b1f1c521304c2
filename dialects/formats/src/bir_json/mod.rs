// Over 800 lines: the document model and its reader, which checks every member against the schema; the writer is already in write.rs, the reader moves to read.rs with issue 20's split.
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

pub mod enums;
mod formals;
pub mod opcodes;
mod write;

pub use formals::written_locations;

use serde_json::{Map, Number, Value};
use std::fmt;

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

/// Parses and checks a BIR JSON document.
pub fn read_bir_json(text: &str) -> Result<Document, BirJsonError> {
    let value: Value = serde_json::from_str(text).map_err(|e| {
        let message = e.to_string();
        let message = match message.rfind(" at line ") {
            Some(i) => message[..i].to_owned(),
            None => message,
        };
        BirJsonError::Syntax {
            line: e.line(),
            column: e.column(),
            message,
        }
    })?;
    document(&value, &Path::root())
}

/// The 1-based line and column where the value at a schema error's `path`
/// (`$.functions[0].blocks[1].name`, as [`BirJsonError::Schema`] names it)
/// starts in `text`, so the error can point into the file. `None` when the
/// path does not lead to a value of `text` (or `text` is not JSON).
pub fn locate(text: &str, path: &str) -> Option<(usize, usize)> {
    let bytes = text.as_bytes();
    let mut at = skip_ws(bytes, 0);
    let mut rest = path.strip_prefix('$')?;
    while !rest.is_empty() {
        if let Some(r) = rest.strip_prefix('[') {
            let (index, r) = r.split_once(']')?;
            let index: usize = index.parse().ok()?;
            rest = r;
            if bytes.get(at) != Some(&b'[') {
                return None;
            }
            at = skip_ws(bytes, at + 1);
            for _ in 0..index {
                at = skip_ws(bytes, skip_value(bytes, at)?);
                if bytes.get(at) != Some(&b',') {
                    return None;
                }
                at = skip_ws(bytes, at + 1);
            }
        } else {
            let r = rest.strip_prefix('.')?;
            let end = r.find(['.', '[']).unwrap_or(r.len());
            let (key, r) = r.split_at(end);
            rest = r;
            if bytes.get(at) != Some(&b'{') {
                return None;
            }
            at = skip_ws(bytes, at + 1);
            loop {
                let key_end = skip_value(bytes, at)?;
                let found: String = serde_json::from_slice(&bytes[at..key_end]).ok()?;
                at = skip_ws(bytes, key_end);
                if bytes.get(at) != Some(&b':') {
                    return None;
                }
                at = skip_ws(bytes, at + 1);
                if found == key {
                    break;
                }
                at = skip_ws(bytes, skip_value(bytes, at)?);
                if bytes.get(at) != Some(&b',') {
                    return None;
                }
                at = skip_ws(bytes, at + 1);
            }
        }
    }
    let before = &text[..at];
    let line = before.matches('\n').count() + 1;
    let column = before[before.rfind('\n').map_or(0, |i| i + 1)..]
        .chars()
        .count()
        + 1;
    Some((line, column))
}

fn skip_ws(bytes: &[u8], mut at: usize) -> usize {
    while bytes.get(at).is_some_and(|b| b.is_ascii_whitespace()) {
        at += 1;
    }
    at
}

/// The end of the JSON value starting at `at`, iteratively (no recursion on
/// nesting).
fn skip_value(bytes: &[u8], mut at: usize) -> Option<usize> {
    let mut depth = 0usize;
    loop {
        match *bytes.get(at)? {
            b'"' => {
                at += 1;
                loop {
                    match *bytes.get(at)? {
                        b'\\' => at += 2,
                        b'"' => break,
                        _ => at += 1,
                    }
                }
                at += 1;
            }
            b'{' | b'[' => {
                depth += 1;
                at += 1;
            }
            b'}' | b']' => {
                depth = depth.checked_sub(1)?;
                at += 1;
            }
            b',' | b':' if depth > 0 => at += 1,
            b if b.is_ascii_whitespace() && depth > 0 => at += 1,
            _ => {
                while bytes.get(at).is_some_and(|b| {
                    !matches!(b, b',' | b'}' | b']' | b':') && !b.is_ascii_whitespace()
                }) {
                    at += 1;
                }
            }
        }
        if depth == 0 {
            return Some(at);
        }
    }
}

/// Writes a document as JSON text (keys sorted, two-space indentation).
pub fn write_bir_json(document: &Document) -> String {
    let mut bytes = Vec::new();
    // Writing into a Vec cannot fail.
    let _ = write_bir_json_to(document, &mut bytes);
    // serde_json writes UTF-8 only.
    String::from_utf8(bytes).unwrap_or_default()
}

/// [`write_bir_json`] into `writer`, each instruction's JSON built as it is
/// written (never the whole document's JSON tree at once).
pub fn write_bir_json_to(
    document: &Document,
    mut writer: impl std::io::Write,
) -> std::io::Result<()> {
    serde_json::to_writer_pretty(&mut writer, &write::document(document))?;
    writer.write_all(b"\n")
}

// ---------------------------------------------------------------------------
// Reading.

/// A JSON path for error messages (`functions[0].blocks[1].name`).
#[derive(Clone)]
struct Path(String);

impl Path {
    fn root() -> Self {
        Path("$".into())
    }
    fn key(&self, key: &str) -> Self {
        Path(format!("{}.{key}", self.0))
    }
    fn index(&self, i: usize) -> Self {
        Path(format!("{}[{i}]", self.0))
    }
    fn error(&self, message: impl fmt::Display) -> BirJsonError {
        BirJsonError::Schema {
            path: self.0.clone(),
            message: message.to_string(),
        }
    }
}

fn kind_of(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

/// An object's members, consumed one by one so that what is left is `extra`.
/// The object is borrowed, not copied: only the members left over are cloned,
/// so reading takes time and memory linear in the document however deeply
/// loops nest.
struct Members<'v, 'a> {
    map: &'v Map<String, Value>,
    used: Vec<&'static str>,
    path: &'a Path,
}

impl<'v, 'a> Members<'v, 'a> {
    fn of(v: &'v Value, path: &'a Path) -> Result<Self, BirJsonError> {
        match v {
            Value::Object(map) => Ok(Members {
                map,
                used: Vec::new(),
                path,
            }),
            other => Err(path.error(format!("expected an object, found {}", kind_of(other)))),
        }
    }

    /// Marks `key` as read and returns its value.
    fn take(&mut self, key: &'static str) -> Option<&'v Value> {
        self.used.push(key);
        self.map.get(key)
    }

    fn required<T>(
        &mut self,
        key: &'static str,
        f: impl FnOnce(&Value, &Path) -> Result<T, BirJsonError>,
    ) -> Result<T, BirJsonError> {
        match self.take(key) {
            Some(v) => f(v, &self.path.key(key)),
            None => Err(self.path.error(format!("missing member '{key}'"))),
        }
    }

    fn optional<T>(
        &mut self,
        key: &'static str,
        f: impl FnOnce(&Value, &Path) -> Result<T, BirJsonError>,
    ) -> Result<Member<T>, BirJsonError> {
        match self.take(key) {
            None => Ok(Member::Absent),
            Some(Value::Null) => Ok(Member::Null),
            Some(v) => f(v, &self.path.key(key)).map(Member::Value),
        }
    }

    /// The members not read.
    fn rest(self) -> Map<String, Value> {
        self.map
            .iter()
            .filter(|(k, _)| !self.used.contains(&k.as_str()))
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect()
    }
}

fn string(v: &Value, p: &Path) -> Result<String, BirJsonError> {
    v.as_str()
        .map(str::to_owned)
        .ok_or_else(|| p.error(format!("expected a string, found {}", kind_of(v))))
}

fn nat(v: &Value, p: &Path) -> Result<u64, BirJsonError> {
    v.as_u64()
        .ok_or_else(|| p.error(format!("expected a non-negative integer, found {v}")))
}

fn int(v: &Value, p: &Path) -> Result<i64, BirJsonError> {
    v.as_i64()
        .ok_or_else(|| p.error(format!("expected an integer, found {v}")))
}

fn boolean(v: &Value, p: &Path) -> Result<bool, BirJsonError> {
    v.as_bool()
        .ok_or_else(|| p.error(format!("expected true or false, found {}", kind_of(v))))
}

fn float(v: &Value, p: &Path) -> Result<Float, BirJsonError> {
    match v {
        Value::Number(n) => n
            .as_f64()
            .map(Float)
            .ok_or_else(|| p.error("number out of range")),
        Value::String(s) if s == "nan" => Ok(Float(f64::NAN)),
        Value::String(s) if s == "inf" => Ok(Float(f64::INFINITY)),
        Value::String(s) if s == "-inf" => Ok(Float(f64::NEG_INFINITY)),
        other => Err(p.error(format!("expected a number, found {}", kind_of(other)))),
    }
}

fn list<T>(
    v: &Value,
    p: &Path,
    f: impl Fn(&Value, &Path) -> Result<T, BirJsonError>,
) -> Result<Vec<T>, BirJsonError> {
    match v {
        Value::Array(items) => items
            .iter()
            .enumerate()
            .map(|(i, item)| f(item, &p.index(i)))
            .collect(),
        other => Err(p.error(format!("expected an array, found {}", kind_of(other)))),
    }
}

fn one_of(v: &Value, p: &Path, words: &[&str]) -> Result<String, BirJsonError> {
    let s = string(v, p)?;
    if words.contains(&s.as_str()) {
        Ok(s)
    } else {
        Err(p.error(format!("'{s}' is not one of {}", words.join(", "))))
    }
}

fn document(v: &Value, p: &Path) -> Result<Document, BirJsonError> {
    let mut m = Members::of(v, p)?;
    let (neuron_core_id, attributes_extra) = m.required("attributes", |a, ap| {
        let mut am = Members::of(a, ap)?;
        let id = am.optional("neuron_core_id", nat)?;
        Ok((id, am.rest()))
    })?;
    Ok(Document {
        arch: m.required("arch", string)?,
        version: m.required("version", nat)?,
        neuron_core_id,
        attributes_extra,
        functions: m.required("functions", |v, p| list(v, p, function))?,
        extra: m.rest(),
    })
}

fn function(v: &Value, p: &Path) -> Result<Function, BirJsonError> {
    let mut m = Members::of(v, p)?;
    Ok(Function {
        name: m.required("name", string)?,
        attributes: m.required("attributes", |v, p| list(v, p, string))?,
        allocations: m.required("allocations", |v, p| list(v, p, allocation))?,
        blocks: m.required("blocks", |v, p| list(v, p, block))?,
        extra: m.rest(),
    })
}

fn allocation(v: &Value, p: &Path) -> Result<Allocation, BirJsonError> {
    let mut m = Members::of(v, p)?;
    Ok(Allocation {
        skind: m.required("Skind", |v, p| one_of(v, p, opcodes::STORAGEKIND))?,
        addr_space: m.optional("addr_space", |v, p| one_of(v, p, opcodes::ADDRSPACE))?,
        dtype: m.optional("dtype", string)?,
        partition_dim: m.optional("partition_dim", nat)?,
        tensor_shape: m.required("tensor_shape", |v, p| list(v, p, nat))?,
        name: m.required("name", string)?,
        file: m.required("file", string)?,
        no_spill: m.required("no_spill", boolean)?,
        volatile: m.required("volatile", boolean)?,
        r#virtual: m.required("virtual", boolean)?,
        kind: m.required("kind", |v, p| one_of(v, p, opcodes::TENSORKIND))?,
        tensor_class: m.required("tensor_class", |v, p| one_of(v, p, opcodes::TENSORCLASS))?,
        memorylocations: m.required("memorylocations", |v, p| list(v, p, memory_location))?,
        tensor_id_to_mem_loc_size: m.required("tensorId2MemLocSize", nat)?,
        extra: m.rest(),
    })
}

fn memory_location(v: &Value, p: &Path) -> Result<MemoryLocation, BirJsonError> {
    let mut m = Members::of(v, p)?;
    Ok(MemoryLocation {
        skind: m.required("Skind", |v, p| one_of(v, p, opcodes::STORAGEKIND))?,
        name: m.required("name", string)?,
        r#type: m.required("type", |v, p| one_of(v, p, opcodes::MEMORYTYPE))?,
        addr: m.required("addr", nat)?,
        dims: m.required("dims", |v, p| list(v, p, nat))?,
        bank: m.required("bank", nat)?,
        base: m.required("base", nat)?,
        allocated: m.required("allocated", boolean)?,
        pinned: m.required("pinned", boolean)?,
        tensor_id: m.optional("tensor_id", nat)?,
        extra: m.rest(),
    })
}

fn block(v: &Value, p: &Path) -> Result<Block, BirJsonError> {
    let mut m = Members::of(v, p)?;
    Ok(Block {
        name: m.required("name", string)?,
        instructions: m.required("instructions", |v, p| list(v, p, block_item))?,
        extra: m.rest(),
    })
}

/// docs/bir-json-format.md §5: an object with `instructions` is a block (not allowed here),
/// `opcode: "Loop"` a loop, any other opcode an instruction.
fn block_item(v: &Value, p: &Path) -> Result<BlockItem, BirJsonError> {
    if v.get("instructions").is_some() {
        return Err(p.error("a block cannot hold a block directly (blocks nest only inside loops)"));
    }
    match v.get("opcode").and_then(Value::as_str) {
        Some("Loop") => loop_(v, p).map(BlockItem::Loop),
        Some(_) => instruction(v, p).map(BlockItem::Instruction),
        None => {
            Err(p.error("expected an instruction or a loop (an object with a string 'opcode')"))
        }
    }
}

fn loop_(v: &Value, p: &Path) -> Result<Loop, BirJsonError> {
    let mut m = Members::of(v, p)?;
    m.take("opcode");
    Ok(Loop {
        axis: m.required("LoopAxis", |v, p| {
            let mut a = Members::of(v, p)?;
            Ok(LoopAxis {
                name: a.required("name", string)?,
                lb: a.required("lb", nat)?,
                ub: a.required("ub", nat)?,
                stride: a.required("stride", nat)?,
                extra: a.rest(),
            })
        })?,
        blocks: m.required("blocks", |v, p| list(v, p, block))?,
        extra: m.rest(),
    })
}

fn instruction(v: &Value, p: &Path) -> Result<Instruction, BirJsonError> {
    let mut m = Members::of(v, p)?;
    let opcode = m.required("opcode", string)?;
    let Some(row) = opcodes::lookup(&opcode) else {
        return Err(p.key("opcode").error(format!("unknown opcode '{opcode}'")));
    };
    let name = m.required("name", string)?;
    let engine = m.required("engine", |v, p| one_of(v, p, opcodes::ENGINE))?;
    let ins = m.required("ins", |v, p| list(v, p, argument))?;
    let outs = m.required("outs", |v, p| list(v, p, argument))?;
    for member in row.members {
        let mp = p.key(member.name);
        match m.map.get(member.name) {
            None if !member.optional => {
                return Err(p.error(format!("{opcode} needs member '{}'", member.name)))
            }
            None => {}
            Some(Value::Null) if member.optional => {}
            Some(value) => check_member(value, &member.ty, &mp)?,
        }
    }
    Ok(Instruction {
        opcode,
        name,
        engine,
        ins,
        outs,
        members: m.rest(),
    })
}

/// Checks a member value against its declared type.
fn check_member(v: &Value, ty: &opcodes::MemberType, p: &Path) -> Result<(), BirJsonError> {
    use opcodes::MemberType as T;
    match ty {
        T::Nat => nat(v, p).map(drop),
        T::Int => int(v, p).map(drop),
        T::Float => float(v, p).map(drop),
        T::Bool => boolean(v, p).map(drop),
        T::Str => string(v, p).map(drop),
        T::Enum(words) => one_of(v, p, words).map(drop),
        T::List(inner) => list(v, p, |v, p| check_member(v, inner, p)).map(drop),
        T::Tuple(items) => {
            let Value::Array(values) = v else {
                return Err(p.error(format!(
                    "expected an array of {}, found {}",
                    items.len(),
                    kind_of(v)
                )));
            };
            // docs/bir-json-format.md G4: a triple may come in the model's nested form [a, [b, c]].
            if items.len() == 3 && values.len() == 2 {
                if let Value::Array(tail) = &values[1] {
                    if tail.len() == 2 {
                        check_member(&values[0], &items[0], &p.index(0))?;
                        check_member(&tail[0], &items[1], &p.index(1))?;
                        return check_member(&tail[1], &items[2], &p.index(1));
                    }
                }
            }
            if values.len() != items.len() {
                return Err(p.error(format!(
                    "expected an array of {}, found {} elements",
                    items.len(),
                    values.len()
                )));
            }
            for (i, (value, item)) in values.iter().zip(items.iter()).enumerate() {
                check_member(value, item, &p.index(i))?;
            }
            Ok(())
        }
        T::Opaque => Ok(()),
    }
}

fn argument(v: &Value, p: &Path) -> Result<Argument, BirJsonError> {
    let mut m = Members::of(v, p)?;
    let kind = m.required("kind", string)?;
    let ap = |v: &Value, p: &Path| list(v, p, |v, p| list(v, p, int));
    Ok(match kind.as_str() {
        "physical_ap" => Argument::PhysicalAp {
            ap: m.required("ap", ap)?,
            dtype: m.required("dtype", string)?,
            offset: m.required("offset", nat)?,
            memsetref: m.required("memsetref", string)?,
            memref: m.required("memref", string)?,
            extra: m.rest(),
        },
        "register_ap" => Argument::RegisterAp {
            ap: m.required("ap", ap)?,
            dtype: m.required("dtype", string)?,
            memsetref: m.required("memsetref", string)?,
            reg_ap_offset: m.required("reg_ap_offset", string)?,
            regref: m.required("regref", string)?,
            extra: m.rest(),
        },
        "register_access" => Argument::RegisterAccess {
            dtype: m.required("dtype", string)?,
            regref: m.required("regref", string)?,
            extra: m.rest(),
        },
        "imm_value" => Argument::ImmValue {
            dtype: m.required("dtype", string)?,
            value: m.required("value", float)?,
            extra: m.rest(),
        },
        "imm_array" => Argument::ImmArray {
            dtype: m.required("dtype", string)?,
            value_array: m.required("value_array", |v, p| list(v, p, float))?,
            extra: m.rest(),
        },
        "symbolic_ap" | "symbolic_imm_value" => Argument::Symbolic {
            kind,
            members: m.rest(),
        },
        other => {
            return Err(p
                .key("kind")
                .error(format!("unknown argument kind '{other}'")))
        }
    })
}

// ---------------------------------------------------------------------------
// Writing.

fn put<T>(
    map: &mut Map<String, Value>,
    key: &str,
    member: &Member<T>,
    f: impl FnOnce(&T) -> Value,
) {
    match member {
        Member::Absent => {}
        Member::Null => {
            map.insert(key.into(), Value::Null);
        }
        Member::Value(v) => {
            map.insert(key.into(), f(v));
        }
    }
}

fn with_extra(mut map: Map<String, Value>, extra: &Map<String, Value>) -> Value {
    for (k, v) in extra {
        map.insert(k.clone(), v.clone());
    }
    Value::Object(map)
}

// Takes `&String` because `put` hands out `&T` of a `Member<String>`.
#[allow(clippy::ptr_arg)]
fn s(v: &String) -> Value {
    Value::String(v.clone())
}

fn n(v: &u64) -> Value {
    Value::from(*v)
}

fn b(v: &bool) -> Value {
    Value::Bool(*v)
}

fn nats(v: &[u64]) -> Value {
    Value::Array(v.iter().map(n).collect())
}

fn ap(v: &[Vec<i64>]) -> Value {
    Value::Array(
        v.iter()
            .map(|pair| Value::Array(pair.iter().map(|x| Value::from(*x)).collect()))
            .collect(),
    )
}

fn allocation_to_json(a: &Allocation) -> Value {
    let mut map = Map::new();
    map.insert("Skind".into(), s(&a.skind));
    put(&mut map, "addr_space", &a.addr_space, s);
    put(&mut map, "dtype", &a.dtype, s);
    put(&mut map, "partition_dim", &a.partition_dim, n);
    map.insert("tensor_shape".into(), nats(&a.tensor_shape));
    map.insert("name".into(), s(&a.name));
    map.insert("file".into(), s(&a.file));
    map.insert("no_spill".into(), b(&a.no_spill));
    map.insert("volatile".into(), b(&a.volatile));
    map.insert("virtual".into(), b(&a.r#virtual));
    map.insert("kind".into(), s(&a.kind));
    map.insert("tensor_class".into(), s(&a.tensor_class));
    map.insert(
        "memorylocations".into(),
        Value::Array(
            a.memorylocations
                .iter()
                .map(memory_location_to_json)
                .collect(),
        ),
    );
    map.insert(
        "tensorId2MemLocSize".into(),
        n(&a.tensor_id_to_mem_loc_size),
    );
    with_extra(map, &a.extra)
}

fn memory_location_to_json(m: &MemoryLocation) -> Value {
    let mut map = Map::new();
    map.insert("Skind".into(), s(&m.skind));
    map.insert("name".into(), s(&m.name));
    map.insert("type".into(), s(&m.r#type));
    map.insert("addr".into(), n(&m.addr));
    map.insert("dims".into(), nats(&m.dims));
    map.insert("bank".into(), n(&m.bank));
    map.insert("base".into(), n(&m.base));
    map.insert("allocated".into(), b(&m.allocated));
    map.insert("pinned".into(), b(&m.pinned));
    put(&mut map, "tensor_id", &m.tensor_id, n);
    with_extra(map, &m.extra)
}

fn instruction_to_json(i: &Instruction) -> Value {
    let mut map = Map::new();
    map.insert("opcode".into(), s(&i.opcode));
    map.insert("name".into(), s(&i.name));
    map.insert("engine".into(), s(&i.engine));
    map.insert(
        "ins".into(),
        Value::Array(i.ins.iter().map(argument_to_json).collect()),
    );
    map.insert(
        "outs".into(),
        Value::Array(i.outs.iter().map(argument_to_json).collect()),
    );
    with_extra(map, &i.members)
}

fn argument_to_json(a: &Argument) -> Value {
    let mut map = Map::new();
    let extra = match a {
        Argument::PhysicalAp {
            ap: pattern,
            dtype,
            offset,
            memsetref,
            memref,
            extra,
        } => {
            map.insert("kind".into(), Value::String("physical_ap".into()));
            map.insert("ap".into(), ap(pattern));
            map.insert("dtype".into(), s(dtype));
            map.insert("offset".into(), n(offset));
            map.insert("memsetref".into(), s(memsetref));
            map.insert("memref".into(), s(memref));
            extra
        }
        Argument::RegisterAp {
            ap: pattern,
            dtype,
            memsetref,
            reg_ap_offset,
            regref,
            extra,
        } => {
            map.insert("kind".into(), Value::String("register_ap".into()));
            map.insert("ap".into(), ap(pattern));
            map.insert("dtype".into(), s(dtype));
            map.insert("memsetref".into(), s(memsetref));
            map.insert("reg_ap_offset".into(), s(reg_ap_offset));
            map.insert("regref".into(), s(regref));
            extra
        }
        Argument::RegisterAccess {
            dtype,
            regref,
            extra,
        } => {
            map.insert("kind".into(), Value::String("register_access".into()));
            map.insert("dtype".into(), s(dtype));
            map.insert("regref".into(), s(regref));
            extra
        }
        Argument::ImmValue {
            dtype,
            value,
            extra,
        } => {
            map.insert("kind".into(), Value::String("imm_value".into()));
            map.insert("dtype".into(), s(dtype));
            map.insert("value".into(), value.to_json());
            extra
        }
        Argument::ImmArray {
            dtype,
            value_array,
            extra,
        } => {
            map.insert("kind".into(), Value::String("imm_array".into()));
            map.insert("dtype".into(), s(dtype));
            map.insert(
                "value_array".into(),
                Value::Array(value_array.iter().map(|f| f.to_json()).collect()),
            );
            extra
        }
        Argument::Symbolic { kind, members } => {
            map.insert("kind".into(), s(kind));
            members
        }
    };
    with_extra(map, extra)
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
