//! The reader: parses a document and checks every member against the
//! schema (the opcode table for instruction members), with the JSON path of
//! what is wrong and its line and column.

use super::*;
use serde_json::{Map, Value};
use std::fmt;

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
