// Over 800 lines: import and export share the per-op pieces (attributes, argument forms, enum spellings); the split into read/write modules is issue 20's.
//! BIR JSON ↔ the `bir` dialect.
//!
//! Import writes the document as `bir` dialect text and lets MLIR parse and
//! verify it (the passes build the same ops directly from the same pieces,
//! [`super::build`]); export reads the ops back (attributes through their
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

use crate::ir::{children, op_name};
use melior::{
    ir::{
        operation::{OperationLike, OperationRef},
        BlockLike, Module,
    },
    Context,
};
use nki::attr_text::{self, quote, AttrValue};
use nki_formats::bir_json::{
    Allocation, Argument, Block, BlockItem, Document, Float, Function, Instruction, Loop, LoopAxis,
    Member, MemoryLocation,
};
use rustc_hash::FxHashMap;
use serde_json::{Map, Number, Value};
use std::{collections::HashMap, fmt::Write as _};

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

/// The JSON member name of an op attribute (they differ only on IT55).
fn json_member(op: &str, attr: &str) -> &'static str {
    match (op, attr) {
        ("nki_kernel", "callee") => "func",
        ("nki_kernel", "kernel_source") => "kernel_source_val",
        _ => "",
    }
}

fn attr_member(op: &str, member: &str) -> Option<(&'static str, AttrKind, bool)> {
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

fn inst_for_opcode(opcode: &str) -> Option<&'static InstInfo> {
    let canonical = if opcode == "KLIRKernel" {
        "NKIKLIRKernel"
    } else {
        opcode
    };
    INSTRUCTIONS.iter().find(|i| i.opcode == canonical)
}

// ---------------------------------------------------------------------------
// Import: JSON document → dialect text.

fn json_text(v: &Value) -> String {
    format!("#bir.json<{}>", quote(&v.to_string()))
}

fn number(out: &mut String, n: &Number) -> Result<(), String> {
    if let Some(i) = n.as_i64() {
        let _ = write!(out, "{i} : i64");
    } else if let Some(f) = n.as_f64().filter(|_| !n.is_u64()) {
        let _ = write!(out, "0x{:016X} : f64", f.to_bits());
    } else {
        return Err(format!("number {n} does not fit a 64-bit attribute"));
    }
    Ok(())
}

fn float(out: &mut String, f: Float) {
    let _ = write!(out, "0x{:016X} : f64", f.0.to_bits());
}

/// A JSON value that BIR_FloatAttr holds: a number, or "nan"/"inf"/"-inf".
fn number_value(out: &mut String, v: &Value) -> Result<(), String> {
    let special = match v {
        Value::Number(n) => return number(out, n),
        Value::String(s) if s == "nan" => f64::NAN,
        Value::String(s) if s == "inf" => f64::INFINITY,
        Value::String(s) if s == "-inf" => f64::NEG_INFINITY,
        other => return Err(format!("expected a number, found {other}")),
    };
    float(out, Float(special));
    Ok(())
}

fn ints(v: &Value) -> Result<Vec<i64>, String> {
    let items = v
        .as_array()
        .ok_or_else(|| format!("expected an array, found {v}"))?;
    items
        .iter()
        .map(|x| {
            x.as_i64()
                .ok_or_else(|| format!("expected an integer, found {x}"))
        })
        .collect()
}

fn dense(out: &mut String, values: &[i64]) {
    out.push_str("array<i64");
    for (i, v) in values.iter().enumerate() {
        let _ = write!(out, "{}{v}", if i == 0 { ": " } else { ", " });
    }
    out.push('>');
}

/// Writes a member's value as its attribute; returns whether a triple came in
/// the nested `[a, [b, c]]` form.
fn member_value(out: &mut String, kind: AttrKind, v: &Value) -> Result<bool, String> {
    match kind {
        AttrKind::I64 => {
            let i = v
                .as_i64()
                .ok_or_else(|| format!("expected an integer, found {v}"))?;
            let _ = write!(out, "{i} : i64");
        }
        AttrKind::Bool => out.push_str(
            if v.as_bool()
                .ok_or_else(|| format!("expected a boolean, found {v}"))?
            {
                "true"
            } else {
                "false"
            },
        ),
        AttrKind::Str => out.push_str(&quote(
            v.as_str()
                .ok_or_else(|| format!("expected a string, found {v}"))?,
        )),
        AttrKind::F64 => match v {
            Value::Number(n) => float(out, Float(n.as_f64().unwrap_or(f64::NAN))),
            _ => number_value(out, v)?,
        },
        AttrKind::Number => number_value(out, v)?,
        AttrKind::Enum(mnemonic) => {
            let word = v
                .as_str()
                .ok_or_else(|| format!("expected a string, found {v}"))?;
            let _ = write!(out, "#bir.{mnemonic}<{word}>");
        }
        AttrKind::I64Array => {
            // docs/bir-json-format.md G4: a triple may arrive as [a, [b, c]].
            if let Some([a, Value::Array(tail)]) = v.as_array().map(Vec::as_slice) {
                let mut flat = vec![a.as_i64().ok_or("expected an integer")?];
                flat.extend(ints(&Value::Array(tail.clone()))?);
                dense(out, &flat);
                return Ok(true);
            }
            dense(out, &ints(v)?);
        }
        AttrKind::I64ArrayList => {
            let items = v
                .as_array()
                .ok_or_else(|| format!("expected an array, found {v}"))?;
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                dense(out, &ints(item)?);
            }
            out.push(']');
        }
        AttrKind::APPairList => {
            let items = v
                .as_array()
                .ok_or_else(|| format!("expected an array, found {v}"))?;
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                let obj = item
                    .as_object()
                    .filter(|o| o.len() == 2)
                    .ok_or_else(|| format!("expected {{\"step\", \"num\"}}, found {item}"))?;
                let step = obj
                    .get("step")
                    .and_then(Value::as_i64)
                    .ok_or("APPair needs an integer 'step'")?;
                let num = obj
                    .get("num")
                    .and_then(Value::as_i64)
                    .ok_or("APPair needs an integer 'num'")?;
                dense(out, &[step, num]);
            }
            out.push(']');
        }
        AttrKind::NumberList => {
            let items = v
                .as_array()
                .ok_or_else(|| format!("expected an array, found {v}"))?;
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                number_value(out, item)?;
            }
            out.push(']');
        }
        AttrKind::StrList => {
            let items = v
                .as_array()
                .ok_or_else(|| format!("expected an array, found {v}"))?;
            let texts: Result<Vec<String>, String> = items
                .iter()
                .map(|s| {
                    s.as_str()
                        .map(quote)
                        .ok_or_else(|| format!("expected a string, found {s}"))
                })
                .collect();
            let _ = write!(out, "[{}]", texts?.join(", "));
        }
        AttrKind::StrDict => {
            let obj = v
                .as_object()
                .ok_or_else(|| format!("expected an object, found {v}"))?;
            let entries: Result<Vec<String>, String> = obj
                .iter()
                .map(|(k, s)| {
                    s.as_str()
                        .map(|s| format!("{} = {}", quote(k), quote(s)))
                        .ok_or_else(|| format!("'{k}' must map to a string, found {s}"))
                })
                .collect();
            let _ = write!(out, "{{{}}}", entries?.join(", "));
        }
        AttrKind::Json => out.push_str(&json_text(v)),
        AttrKind::KernelSource => match v {
            Value::String(s) => {
                let _ = write!(out, "#bir.kernel_source<{s}>");
            }
            Value::Number(n) if n.is_i64() => number(out, n)?,
            other => return Err(format!("expected a KernelSource, found {other}")),
        },
        AttrKind::IntOrStr => match v {
            Value::String(s) => out.push_str(&quote(s)),
            Value::Number(n) if n.is_i64() => number(out, n)?,
            other => return Err(format!("expected an integer or a string, found {other}")),
        },
        AttrKind::Symbol => {
            let _ = write!(
                out,
                "@{}",
                quote(
                    v.as_str()
                        .ok_or_else(|| format!("expected a function name, found {v}"))?
                )
            );
        }
        AttrKind::Unit => out.push_str("unit"),
    }
    Ok(false)
}

/// Collects `json_nulls` and `unknown_members` into an attribute list.
fn bookkeeping(
    attrs: &mut Vec<String>,
    nulls: &[&str],
    extra: &Map<String, Value>,
    unknown_key: &str,
) {
    if !nulls.is_empty() {
        let list: Vec<String> = nulls.iter().map(|n| quote(n)).collect();
        attrs.push(format!("json_nulls = [{}]", list.join(", ")));
    }
    if !extra.is_empty() {
        attrs.push(format!(
            "{unknown_key} = {}",
            json_text(&Value::Object(extra.clone()))
        ));
    }
}

fn put_member<T>(
    attrs: &mut Vec<String>,
    nulls: &mut Vec<&'static str>,
    key: &'static str,
    m: &Member<T>,
    f: impl FnOnce(&T) -> String,
) {
    match m {
        Member::Absent => {}
        Member::Null => nulls.push(key),
        Member::Value(v) => attrs.push(format!("{key} = {}", f(v))),
    }
}

/// What the emitters share while importing one function: the memory
/// locations seen so far (name → index, name → allocation name), so that
/// arguments can be resolved and checked the same way whether the function
/// becomes text or ops.
pub(crate) struct Scope<'d> {
    values: FxHashMap<&'d str, usize>,
    sets: FxHashMap<&'d str, &'d str>,
    function: &'d str,
}

/// An instruction, ready for an emitter: its op, its memory operands (as
/// location indices, `ins` then `outs`) and its attributes as `name = value`
/// texts (a bare name is a unit attribute). `name` and `engine` are apart:
/// the custom syntax spells them outside the attribute dictionary.
pub(crate) struct InstParts<'d> {
    pub op: &'static str,
    pub name: &'d str,
    pub engine: &'d str,
    pub ins: Vec<usize>,
    pub outs: Vec<usize>,
    pub attrs: Vec<String>,
}

impl<'d> Scope<'d> {
    pub fn new(function: &'d Function) -> Self {
        Scope {
            values: FxHashMap::default(),
            sets: FxHashMap::default(),
            function: &function.name,
        }
    }

    /// Registers memory location `m` of allocation `set_name`; its index.
    pub fn define(&mut self, m: &'d MemoryLocation, set_name: &'d str) -> Result<usize, String> {
        if self.values.contains_key(m.name.as_str()) {
            return Err(format!(
                "function '{}': memory location '{}' is defined twice",
                self.function, m.name
            ));
        }
        let index = self.values.len();
        self.values.insert(&m.name, index);
        self.sets.insert(&m.name, set_name);
        Ok(index)
    }

    fn arguments(
        &self,
        args: &'d [Argument],
        what: &str,
        inst: &str,
    ) -> Result<(Vec<usize>, Vec<String>), String> {
        let mut operands = Vec::new();
        let mut attrs = Vec::new();
        for arg in args {
            let mut text = String::new();
            let no_extra = |extra: &Map<String, Value>| -> Result<(), String> {
                match extra.keys().next() {
                    Some(k) => Err(format!("instruction '{inst}': {what} argument member '{k}' is not part of the format")),
                    None => Ok(()),
                }
            };
            match arg {
                Argument::PhysicalAp {
                    ap,
                    dtype,
                    offset,
                    memsetref,
                    memref,
                    extra,
                } => {
                    no_extra(extra)?;
                    let value = self.values.get(memref.as_str()).ok_or_else(|| {
                        format!("instruction '{inst}': '{memref}' is not a memory location of function '{}'", self.function)
                    })?;
                    if self.sets.get(memref.as_str()) != Some(&memsetref.as_str()) {
                        return Err(format!("instruction '{inst}': memsetref '{memsetref}' is not the allocation of '{memref}'"));
                    }
                    operands.push(*value);
                    let _ = write!(
                        text,
                        "#bir.physical_ap<ap = {}, dtype = {dtype}, offset = {offset}>",
                        pairs(ap)
                    );
                }
                Argument::RegisterAp {
                    ap,
                    dtype,
                    memsetref,
                    reg_ap_offset,
                    regref,
                    extra,
                } => {
                    no_extra(extra)?;
                    let _ = write!(
                        text,
                        "#bir.register_ap<ap = {}, dtype = {dtype}, memsetref = {}, reg_ap_offset = {}, regref = {}>",
                        pairs(ap),
                        quote(memsetref),
                        quote(reg_ap_offset),
                        quote(regref)
                    );
                }
                Argument::RegisterAccess {
                    dtype,
                    regref,
                    extra,
                } => {
                    no_extra(extra)?;
                    let _ = write!(text, "#bir.register_access<{dtype}, {}>", quote(regref));
                }
                Argument::ImmValue {
                    dtype,
                    value,
                    extra,
                } => {
                    no_extra(extra)?;
                    let _ = write!(text, "#bir.imm_value<{dtype}, ");
                    float_or_int(&mut text, *value);
                    text.push('>');
                }
                Argument::ImmArray {
                    dtype,
                    value_array,
                    extra,
                } => {
                    no_extra(extra)?;
                    let _ = write!(text, "#bir.imm_array<{dtype}, [");
                    for (i, v) in value_array.iter().enumerate() {
                        if i > 0 {
                            text.push_str(", ");
                        }
                        float_or_int(&mut text, *v);
                    }
                    text.push_str("]>");
                }
                Argument::Symbolic { kind, members } => {
                    let mut obj = members.clone();
                    obj.insert("kind".into(), Value::String(kind.clone()));
                    text.push_str(&json_text(&Value::Object(obj)));
                }
            }
            attrs.push(text);
        }
        Ok((operands, attrs))
    }

    /// The op, operands and attributes of instruction `i`.
    pub fn instruction(&self, i: &'d Instruction) -> Result<InstParts<'d>, String> {
        let info = inst_for_opcode(&i.opcode).ok_or_else(|| {
            format!(
                "instruction '{}': opcode '{}' has no bir op",
                i.name, i.opcode
            )
        })?;
        let (ins, ins_args) = self.arguments(&i.ins, "an ins", &i.name)?;
        let (outs, outs_args) = self.arguments(&i.outs, "an outs", &i.name)?;
        let mut attrs = vec![
            format!("ins_args = [{}]", ins_args.join(", ")),
            format!("outs_args = [{}]", outs_args.join(", ")),
        ];
        let mut nulls = Vec::new();
        let mut unknown = Map::new();
        for (key, value) in &i.members {
            let Some((attr, kind, optional)) = attr_member(info.op, key) else {
                unknown.insert(key.clone(), value.clone());
                continue;
            };
            if value.is_null() {
                if !optional {
                    return Err(format!(
                        "instruction '{}': member '{key}' may not be null",
                        i.name
                    ));
                }
                nulls.push(attr);
                continue;
            }
            let mut text = format!("{attr} = ");
            let nested = member_value(&mut text, kind, value)
                .map_err(|e| format!("instruction '{}': member '{key}': {e}", i.name))?;
            attrs.push(text);
            if nested {
                attrs.push(format!("{attr}_nested"));
            }
        }
        if i.opcode != info.opcode {
            attrs.push(format!("json_opcode = {}", quote(&i.opcode)));
        }
        bookkeeping(&mut attrs, &nulls, &unknown, "unknown_members");
        Ok(InstParts {
            op: info.op,
            name: &i.name,
            engine: &i.engine,
            ins,
            outs,
            attrs,
        })
    }
}

/// The attribute dictionary of a function (besides its symbol and kind).
pub(crate) fn function_attrs(f: &Function, json_name: Option<&str>) -> Vec<String> {
    let mut attrs = Vec::new();
    let list: Vec<String> = f.attributes.iter().map(|a| quote(a)).collect();
    attrs.push(format!("function_attributes = [{}]", list.join(", ")));
    if let Some(name) = json_name {
        attrs.push(format!("bir.json_name = {}", quote(name)));
    }
    bookkeeping(&mut attrs, &[], &f.extra, "unknown_members");
    attrs
}

/// The attribute dictionary of an allocation (besides its name).
pub(crate) fn allocation_attrs(a: &Allocation) -> Vec<String> {
    let mut attrs = Vec::new();
    let mut nulls = Vec::new();
    attrs.push(format!("Skind = #bir.storage_kind<{}>", a.skind));
    put_member(&mut attrs, &mut nulls, "addr_space", &a.addr_space, |v| {
        format!("#bir.addr_space<{v}>")
    });
    put_member(&mut attrs, &mut nulls, "dtype", &a.dtype, |v| {
        format!("#bir.dtype<{v}>")
    });
    put_member(
        &mut attrs,
        &mut nulls,
        "partition_dim",
        &a.partition_dim,
        |v| format!("{v} : i64"),
    );
    let mut shape = String::new();
    dense(
        &mut shape,
        &a.tensor_shape.iter().map(|&x| x as i64).collect::<Vec<_>>(),
    );
    attrs.push(format!("tensor_shape = {shape}"));
    attrs.push(format!("file = {}", quote(&a.file)));
    attrs.push(format!("no_spill = {}", a.no_spill));
    attrs.push(format!("is_volatile = {}", a.volatile));
    attrs.push(format!("is_virtual = {}", a.r#virtual));
    attrs.push(format!("kind = #bir.tensor_kind<{}>", a.kind));
    attrs.push(format!(
        "tensor_class = #bir.tensor_class<{}>",
        a.tensor_class
    ));
    attrs.push(format!(
        "tensorId2MemLocSize = {} : i64",
        a.tensor_id_to_mem_loc_size
    ));
    bookkeeping(&mut attrs, &nulls, &a.extra, "unknown_members");
    attrs
}

/// The attribute dictionary of a memory location (besides its name).
pub(crate) fn memory_location_attrs(m: &MemoryLocation) -> Vec<String> {
    let mut attrs = Vec::new();
    let mut nulls = Vec::new();
    attrs.push(format!("Skind = #bir.storage_kind<{}>", m.skind));
    attrs.push(format!("memory_type = #bir.memory_type<{}>", m.r#type));
    attrs.push(format!("addr = {} : i64", m.addr));
    let mut dims = String::new();
    dense(
        &mut dims,
        &m.dims.iter().map(|&x| x as i64).collect::<Vec<_>>(),
    );
    attrs.push(format!("dims = {dims}"));
    attrs.push(format!("bank = {} : i64", m.bank));
    attrs.push(format!("base = {} : i64", m.base));
    attrs.push(format!("allocated = {}", m.allocated));
    attrs.push(format!("pinned = {}", m.pinned));
    put_member(&mut attrs, &mut nulls, "tensor_id", &m.tensor_id, |v| {
        format!("{v} : i64")
    });
    bookkeeping(&mut attrs, &nulls, &m.extra, "unknown_members");
    attrs
}

/// The attribute dictionary of a block (besides its name).
pub(crate) fn block_attrs(b: &Block) -> Vec<String> {
    let mut attrs = Vec::new();
    bookkeeping(&mut attrs, &[], &b.extra, "unknown_members");
    attrs
}

/// The attribute dictionary of a loop (besides its name and bounds).
pub(crate) fn loop_attrs(l: &Loop) -> Vec<String> {
    let mut attrs = Vec::new();
    bookkeeping(&mut attrs, &[], &l.extra, "unknown_members");
    if !l.axis.extra.is_empty() {
        attrs.push(format!(
            "axis_unknown_members = {}",
            json_text(&Value::Object(l.axis.extra.clone()))
        ));
    }
    attrs
}

/// The text emitter: a document as `bir` dialect text.
struct Importer<'d> {
    out: String,
    scope: Option<Scope<'d>>,
}

impl<'d> Importer<'d> {
    fn scope(&self) -> &Scope<'d> {
        self.scope.as_ref().expect("inside a function")
    }

    fn function(
        &mut self,
        f: &'d Function,
        symbol: &str,
        json_name: Option<&str>,
    ) -> Result<(), String> {
        self.scope = Some(Scope::new(f));
        let attrs = function_attrs(f, json_name);
        let _ = writeln!(
            self.out,
            "  bir.func @{} kind <main> attributes {{{}}} {{",
            quote(symbol),
            attrs.join(", ")
        );
        for (i, a) in f.allocations.iter().enumerate() {
            self.allocation(a, i)?;
        }
        for block in &f.blocks {
            self.block(block, "    ")?;
        }
        self.out.push_str("  }\n");
        Ok(())
    }

    fn allocation(&mut self, a: &'d Allocation, index: usize) -> Result<(), String> {
        let attrs = allocation_attrs(a);
        let _ = writeln!(
            self.out,
            "    %a{index} = bir.allocation {} {{{}}} : !bir.allocation",
            quote(&a.name),
            attrs.join(", ")
        );
        for m in &a.memorylocations {
            let value = self
                .scope
                .as_mut()
                .expect("inside a function")
                .define(m, &a.name)?;
            let attrs = memory_location_attrs(m);
            let _ = writeln!(
                self.out,
                "    %m{value} = bir.memory_location {} in %a{index} {{{}}} : !bir.memory_location",
                quote(&m.name),
                attrs.join(", ")
            );
        }
        Ok(())
    }

    fn block(&mut self, b: &'d Block, indent: &str) -> Result<(), String> {
        let attrs = block_attrs(b);
        let attrs = if attrs.is_empty() {
            String::new()
        } else {
            format!(" attributes {{{}}}", attrs.join(", "))
        };
        let _ = writeln!(self.out, "{indent}bir.block {}{attrs} {{", quote(&b.name));
        let inner = format!("{indent}  ");
        for item in &b.instructions {
            match item {
                BlockItem::Instruction(i) => self.instruction(i, &inner)?,
                BlockItem::Loop(l) => self.loop_(l, &inner)?,
            }
        }
        let _ = writeln!(self.out, "{indent}}}");
        Ok(())
    }

    fn loop_(&mut self, l: &'d Loop, indent: &str) -> Result<(), String> {
        let LoopAxis {
            name,
            lb,
            ub,
            stride,
            ..
        } = &l.axis;
        let attrs = loop_attrs(l);
        let attrs = if attrs.is_empty() {
            String::new()
        } else {
            format!(" attributes {{{}}}", attrs.join(", "))
        };
        let _ = writeln!(
            self.out,
            "{indent}bir.loop {} lb {lb} ub {ub} stride {stride}{attrs} {{",
            quote(name)
        );
        for block in &l.blocks {
            self.block(block, &format!("{indent}  "))?;
        }
        let _ = writeln!(self.out, "{indent}}}");
        Ok(())
    }

    fn instruction(&mut self, i: &'d Instruction, indent: &str) -> Result<(), String> {
        let parts = self.scope().instruction(i)?;
        let _ = write!(
            self.out,
            "{indent}bir.{} {} engine {}",
            parts.op,
            quote(parts.name),
            parts.engine
        );
        let values = |list: &[usize]| -> String {
            list.iter()
                .map(|v| format!("%m{v}"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        if !parts.ins.is_empty() {
            let _ = write!(self.out, " ins({})", values(&parts.ins));
        }
        if !parts.outs.is_empty() {
            let _ = write!(self.out, " outs({})", values(&parts.outs));
        }
        let _ = writeln!(self.out, " {{{}}}", parts.attrs.join(", "));
        Ok(())
    }
}

/// `[[s, n], …]`, written in one buffer (every argument of every
/// instruction has one).
fn pairs(ap: &[Vec<i64>]) -> String {
    let mut out = String::with_capacity(8 + 12 * ap.len());
    out.push('[');
    for (i, pair) in ap.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        out.push('[');
        for (j, x) in pair.iter().enumerate() {
            if j > 0 {
                out.push_str(", ");
            }
            let _ = write!(out, "{x}");
        }
        out.push(']');
    }
    out.push(']');
    out
}

/// An immediate, as an f64 (numbers compare by value, see nki-formats).
fn float_or_int(out: &mut String, f: Float) {
    float(out, f);
}

/// The document as `bir` dialect text.
pub fn to_mlir_text(doc: &Document) -> Result<String, String> {
    let mut attrs = vec![
        format!("bir.arch = {}", quote(&doc.arch)),
        format!("bir.version = {} : i64", doc.version),
    ];
    let mut nulls = Vec::new();
    put_member(
        &mut attrs,
        &mut nulls,
        "neuron_core_id",
        &doc.neuron_core_id,
        |v| format!("{v} : i64"),
    );
    if !nulls.is_empty() {
        attrs.push("bir.json_nulls = [\"neuron_core_id\"]".into());
    }
    let attrs: Vec<String> = attrs
        .into_iter()
        .map(|a| {
            if a.starts_with("neuron_core_id") {
                format!("bir.{a}")
            } else {
                a
            }
        })
        .collect();
    let mut attrs = attrs;
    if !doc.extra.is_empty() {
        attrs.push(format!(
            "bir.unknown_members = {}",
            json_text(&Value::Object(doc.extra.clone()))
        ));
    }
    if !doc.attributes_extra.is_empty() {
        attrs.push(format!(
            "bir.attributes_unknown_members = {}",
            json_text(&Value::Object(doc.attributes_extra.clone()))
        ));
    }
    let mut importer = Importer {
        out: format!("module attributes {{{}}} {{\n", attrs.join(", ")),
        scope: None,
    };
    let mut used: HashMap<&str, usize> = HashMap::new();
    for f in &doc.functions {
        let seen = used.entry(f.name.as_str()).or_insert(0);
        *seen += 1;
        let (symbol, json_name) = if *seen == 1 {
            (f.name.clone(), None)
        } else {
            (
                format!("{}.core{}", f.name, *seen - 1),
                Some(f.name.as_str()),
            )
        };
        importer.function(f, &symbol, json_name)?;
    }
    importer.out.push_str("}\n");
    Ok(importer.out)
}

/// Imports a document as a `bir` module; `Err(None)` when MLIR rejected it
/// (its diagnostics went to the context's handlers).
pub fn import<'c>(
    context: &'c Context,
    doc: &Document,
    source_name: &str,
) -> Result<Module<'c>, Option<String>> {
    let text = to_mlir_text(doc).map_err(Some)?;
    nki::ffi::parse_source_as_module(context, &text, source_name).ok_or(None)
}

// ---------------------------------------------------------------------------
// Export: dialect → JSON document.

fn err(op: &OperationRef<'_, '_>, message: impl std::fmt::Display) -> String {
    let name = op_name(op);
    match nki::diagnostics::resolve_location(op.location()) {
        Some(loc) => format!(
            "{}:{}:{}: error: '{name}' op {message}",
            loc.file, loc.line, loc.column
        ),
        None => format!("error: '{name}' op {message}"),
    }
}

fn attr(op: &OperationRef<'_, '_>, name: &str) -> Result<Option<AttrValue>, String> {
    match op.attribute(name) {
        Err(_) => Ok(None),
        Ok(a) => attr_text::parse(&a.to_string())
            .map(Some)
            .map_err(|e| err(op, format!("attribute '{name}': {e}"))),
    }
}

fn req(op: &OperationRef<'_, '_>, name: &str) -> Result<AttrValue, String> {
    attr(op, name)?.ok_or_else(|| err(op, format!("has no attribute '{name}'")))
}

fn as_int(v: &AttrValue) -> Option<i64> {
    match v {
        AttrValue::Int(i) => i64::try_from(*i).ok(),
        _ => None,
    }
}

/// A required attribute converted by `f`, or an error saying it must be `what`.
fn typed<T>(
    op: &OperationRef<'_, '_>,
    name: &str,
    what: &str,
    f: impl FnOnce(&AttrValue) -> Option<T>,
) -> Result<T, String> {
    let value = req(op, name)?;
    f(&value).ok_or_else(|| {
        err(
            op,
            format!("attribute '{name}' must be {what}, found {value:?}"),
        )
    })
}

fn as_u64(op: &OperationRef<'_, '_>, name: &str) -> Result<u64, String> {
    typed(op, name, "a non-negative integer", |v| match v {
        AttrValue::Int(i) => u64::try_from(*i).ok(),
        _ => None,
    })
}

fn as_str(op: &OperationRef<'_, '_>, name: &str) -> Result<String, String> {
    typed(op, name, "a string", |v| match v {
        AttrValue::Str(s) => Some(s.clone()),
        _ => None,
    })
}

fn as_bool(op: &OperationRef<'_, '_>, name: &str) -> Result<bool, String> {
    typed(op, name, "a boolean", |v| match v {
        AttrValue::Bool(b) => Some(*b),
        _ => None,
    })
}

/// The case word of an enum attribute (`#bir.dtype<float32>` → `float32`).
fn enum_word(v: &AttrValue) -> Option<String> {
    match v {
        AttrValue::Positional { items, .. } => match items.as_slice() {
            [AttrValue::Keyword(w)] => Some(w.clone()),
            _ => None,
        },
        AttrValue::Keyword(w) => Some(w.clone()),
        _ => None,
    }
}

fn as_enum(op: &OperationRef<'_, '_>, name: &str) -> Result<String, String> {
    typed(op, name, "an enum", enum_word)
}

fn nulls(op: &OperationRef<'_, '_>) -> Result<Vec<String>, String> {
    string_list(op, "json_nulls")
}

fn unknown(op: &OperationRef<'_, '_>, name: &str) -> Result<Map<String, Value>, String> {
    match attr(op, name)? {
        None => Ok(Map::new()),
        Some(v) => match json_of(&v) {
            Some(Value::Object(map)) => Ok(map),
            _ => Err(err(
                op,
                format!("attribute '{name}' must hold a JSON object"),
            )),
        },
    }
}

/// The JSON inside `#bir.json<"…">`.
fn json_of(v: &AttrValue) -> Option<Value> {
    match v {
        AttrValue::Positional { name, items } if name.as_deref() == Some("bir.json") => {
            match items.as_slice() {
                [AttrValue::Str(text)] => serde_json::from_str(text).ok(),
                _ => None,
            }
        }
        _ => None,
    }
}

fn member<T>(
    op: &OperationRef<'_, '_>,
    name: &str,
    nulls: &[String],
    f: impl FnOnce(&OperationRef<'_, '_>, &str) -> Result<T, String>,
) -> Result<Member<T>, String> {
    if nulls.iter().any(|n| n == name) {
        return Ok(Member::Null);
    }
    if op.attribute(name).is_err() {
        return Ok(Member::Absent);
    }
    f(op, name).map(Member::Value)
}

fn number_json(v: &AttrValue) -> Option<Value> {
    match v {
        AttrValue::Int(i) => i64::try_from(*i).ok().map(Value::from),
        AttrValue::Float { value: f, .. } => Some(Float(*f).to_json()),
        _ => None,
    }
}

fn int_list(v: &AttrValue) -> Option<Vec<i64>> {
    match v {
        AttrValue::List(items) => items.iter().map(as_int).collect(),
        _ => None,
    }
}

/// A member attribute back to its JSON value.
fn member_json(kind: AttrKind, v: &AttrValue, nested: bool) -> Option<Value> {
    Some(match kind {
        AttrKind::I64 => Value::from(as_int(v)?),
        AttrKind::Bool => match v {
            AttrValue::Bool(b) => Value::Bool(*b),
            _ => return None,
        },
        AttrKind::Str => match v {
            AttrValue::Str(s) => Value::String(s.clone()),
            _ => return None,
        },
        AttrKind::F64 | AttrKind::Number => number_json(v)?,
        AttrKind::Enum(_) => Value::String(enum_word(v)?),
        AttrKind::I64Array => {
            let values = int_list(v)?;
            if nested && values.len() == 3 {
                serde_json::json!([values[0], [values[1], values[2]]])
            } else {
                Value::from(values)
            }
        }
        AttrKind::I64ArrayList => match v {
            AttrValue::List(items) => Value::Array(
                items
                    .iter()
                    .map(|i| int_list(i).map(Value::from))
                    .collect::<Option<_>>()?,
            ),
            _ => return None,
        },
        AttrKind::APPairList => match v {
            AttrValue::List(items) => Value::Array(
                items
                    .iter()
                    .map(|i| match int_list(i)?.as_slice() {
                        [s, n] => Some(serde_json::json!({"step": s, "num": n})),
                        _ => None,
                    })
                    .collect::<Option<_>>()?,
            ),
            _ => return None,
        },
        AttrKind::NumberList => match v {
            AttrValue::List(items) => {
                Value::Array(items.iter().map(number_json).collect::<Option<_>>()?)
            }
            _ => return None,
        },
        AttrKind::StrList => match v {
            AttrValue::List(items) => Value::Array(
                items
                    .iter()
                    .map(|i| {
                        if let AttrValue::Str(s) = i {
                            Some(Value::String(s.clone()))
                        } else {
                            None
                        }
                    })
                    .collect::<Option<_>>()?,
            ),
            _ => return None,
        },
        AttrKind::StrDict => match v {
            AttrValue::Dict(entries) => Value::Object(
                entries
                    .iter()
                    .map(|(k, v)| {
                        if let AttrValue::Str(s) = v {
                            Some((k.clone(), Value::String(s.clone())))
                        } else {
                            None
                        }
                    })
                    .collect::<Option<_>>()?,
            ),
            _ => return None,
        },
        AttrKind::Json => json_of(v)?,
        AttrKind::KernelSource => match v {
            AttrValue::Int(i) => Value::from(i64::try_from(*i).ok()?),
            other => Value::String(enum_word(other)?),
        },
        AttrKind::IntOrStr => match v {
            AttrValue::Int(i) => Value::from(i64::try_from(*i).ok()?),
            AttrValue::Str(s) => Value::String(s.clone()),
            _ => return None,
        },
        AttrKind::Symbol => match v {
            AttrValue::Symbol(s) => Value::String(s.clone()),
            _ => return None,
        },
        AttrKind::Unit => return None,
    })
}

struct Exporter {
    /// memory location op → (name, allocation name).
    locations: HashMap<usize, (String, String)>,
}

impl Exporter {
    fn operand_names(
        &self,
        op: &OperationRef<'_, '_>,
        index: usize,
    ) -> Result<(String, String), String> {
        let value = op.operand(index).map_err(|e| err(op, e))?;
        let owner = melior::ir::operation::OperationResult::try_from(value)
            .map_err(|_| err(op, format!("operand {index} is not a bir.memory_location")))?
            .owner();
        self.locations
            .get(&(owner.to_raw().ptr as usize))
            .cloned()
            .ok_or_else(|| {
                err(
                    op,
                    format!("operand {index} is not a bir.memory_location of this function"),
                )
            })
    }

    fn arguments(
        &self,
        op: &OperationRef<'_, '_>,
        key: &str,
        first_operand: usize,
    ) -> Result<(Vec<Argument>, usize), String> {
        let Some(AttrValue::List(items)) = attr(op, key)? else {
            return Ok((Vec::new(), 0));
        };
        let mut used = 0;
        let mut args = Vec::new();
        for item in &items {
            let bad = || {
                err(
                    op,
                    format!("'{key}' holds an argument this exporter cannot read: {item:?}"),
                )
            };
            let arg = match item.name() {
                Some("bir.physical_ap") => {
                    let (memref, memsetref) = self.operand_names(op, first_operand + used)?;
                    used += 1;
                    Argument::PhysicalAp {
                        ap: ap_of(item.field("ap")).ok_or_else(bad)?,
                        dtype: item.field("dtype").and_then(enum_word).ok_or_else(bad)?,
                        offset: item
                            .field("offset")
                            .and_then(as_int)
                            .and_then(|o| u64::try_from(o).ok())
                            .ok_or_else(bad)?,
                        memsetref,
                        memref,
                        extra: Map::new(),
                    }
                }
                Some("bir.register_ap") => Argument::RegisterAp {
                    ap: ap_of(item.field("ap")).ok_or_else(bad)?,
                    dtype: item.field("dtype").and_then(enum_word).ok_or_else(bad)?,
                    memsetref: str_of(item.field("memsetref")).ok_or_else(bad)?,
                    reg_ap_offset: str_of(item.field("reg_ap_offset")).ok_or_else(bad)?,
                    regref: str_of(item.field("regref")).ok_or_else(bad)?,
                    extra: Map::new(),
                },
                Some("bir.register_access" | "bir.imm_value" | "bir.imm_array") => {
                    let AttrValue::Positional { name, items: parts } = item else {
                        return Err(bad());
                    };
                    let dtype = parts.first().and_then(enum_word).ok_or_else(bad)?;
                    match (name.as_deref(), parts.get(1)) {
                        (Some("bir.register_access"), Some(AttrValue::Str(regref))) => {
                            Argument::RegisterAccess {
                                dtype,
                                regref: regref.clone(),
                                extra: Map::new(),
                            }
                        }
                        (Some("bir.imm_value"), Some(v)) => Argument::ImmValue {
                            dtype,
                            value: float_of(v).ok_or_else(bad)?,
                            extra: Map::new(),
                        },
                        (Some("bir.imm_array"), Some(AttrValue::List(values))) => {
                            Argument::ImmArray {
                                dtype,
                                value_array: values
                                    .iter()
                                    .map(float_of)
                                    .collect::<Option<_>>()
                                    .ok_or_else(bad)?,
                                extra: Map::new(),
                            }
                        }
                        _ => return Err(bad()),
                    }
                }
                Some("bir.json") => {
                    let Some(Value::Object(mut members)) = json_of(item) else {
                        return Err(bad());
                    };
                    let kind = members
                        .remove("kind")
                        .and_then(|k| k.as_str().map(str::to_owned))
                        .ok_or_else(bad)?;
                    Argument::Symbolic { kind, members }
                }
                _ => return Err(bad()),
            };
            args.push(arg);
        }
        Ok((args, used))
    }

    fn instruction(&self, op: &OperationRef<'_, '_>) -> Result<Instruction, String> {
        let full = op_name(op);
        let short = full.strip_prefix("bir.").unwrap_or(full);
        let info = INSTRUCTIONS
            .iter()
            .find(|i| i.op == short)
            .ok_or_else(|| err(op, "is not a BIR instruction"))?;
        let (ins, used) = self.arguments(op, "ins_args", 0)?;
        let (outs, _) = self.arguments(op, "outs_args", used)?;
        let nulls = nulls(op)?;
        let mut members = Map::new();
        for (attr_name, kind, _) in info.members {
            if *kind == AttrKind::Unit || *attr_name == "json_opcode" {
                continue;
            }
            let json_name = match json_member(short, attr_name) {
                "" => *attr_name,
                other => other,
            };
            if nulls.iter().any(|n| n == attr_name) {
                members.insert(json_name.to_owned(), Value::Null);
                continue;
            }
            let Some(value) = attr(op, attr_name)? else {
                continue;
            };
            let nested = op.attribute(&format!("{attr_name}_nested")).is_ok();
            let json = member_json(*kind, &value, nested).ok_or_else(|| {
                err(
                    op,
                    format!("attribute '{attr_name}' does not fit its JSON member: {value:?}"),
                )
            })?;
            members.insert(json_name.to_owned(), json);
        }
        for (k, v) in unknown(op, "unknown_members")? {
            members.insert(k, v);
        }
        let opcode = match attr(op, "json_opcode")? {
            Some(AttrValue::Str(s)) => s,
            _ => info.opcode.to_owned(),
        };
        Ok(Instruction {
            opcode,
            name: as_str(op, "name")?,
            engine: as_enum(op, "engine")?,
            ins,
            outs,
            members,
        })
    }

    fn block(&self, op: &OperationRef<'_, '_>) -> Result<Block, String> {
        let mut instructions = Vec::new();
        for child in children(op) {
            if op_name(&child) == "bir.loop" {
                let blocks = children(&child)
                    .iter()
                    .map(|b| self.block(b))
                    .collect::<Result<_, _>>()?;
                instructions.push(BlockItem::Loop(Loop {
                    axis: LoopAxis {
                        name: as_str(&child, "name")?,
                        lb: as_u64(&child, "lb")?,
                        ub: as_u64(&child, "ub")?,
                        stride: as_u64(&child, "stride")?,
                        extra: unknown(&child, "axis_unknown_members")?,
                    },
                    blocks,
                    extra: unknown(&child, "unknown_members")?,
                }));
            } else {
                instructions.push(BlockItem::Instruction(self.instruction(&child)?));
            }
        }
        Ok(Block {
            name: as_str(op, "name")?,
            instructions,
            extra: unknown(op, "unknown_members")?,
        })
    }
}

fn ap_of(v: Option<&AttrValue>) -> Option<Vec<Vec<i64>>> {
    match v? {
        AttrValue::List(pairs) => pairs.iter().map(int_list).collect(),
        _ => None,
    }
}

fn str_of(v: Option<&AttrValue>) -> Option<String> {
    match v? {
        AttrValue::Str(s) => Some(s.clone()),
        _ => None,
    }
}

fn float_of(v: &AttrValue) -> Option<Float> {
    match v {
        AttrValue::Int(i) => Some(Float(*i as f64)),
        AttrValue::Float { value: f, .. } => Some(Float(*f)),
        _ => None,
    }
}

fn function(op: &OperationRef<'_, '_>) -> Result<Function, String> {
    let name = match attr(op, "bir.json_name")? {
        Some(AttrValue::Str(s)) => s,
        _ => as_str(op, "sym_name")?,
    };
    let attributes = string_list(op, "function_attributes")?;
    let mut exporter = Exporter {
        locations: HashMap::new(),
    };
    let mut allocations: Vec<(usize, Allocation)> = Vec::new();
    let mut blocks = Vec::new();
    for child in children(op) {
        match op_name(&child) {
            "bir.allocation" => {
                let nulls = nulls(&child)?;
                allocations.push((
                    child.to_raw().ptr as usize,
                    Allocation {
                        skind: as_enum(&child, "Skind")?,
                        addr_space: member(&child, "addr_space", &nulls, as_enum)?,
                        dtype: member(&child, "dtype", &nulls, as_enum)?,
                        partition_dim: member(&child, "partition_dim", &nulls, as_u64)?,
                        tensor_shape: int_list(&req(&child, "tensor_shape")?)
                            .unwrap_or_default()
                            .into_iter()
                            .map(|x| x as u64)
                            .collect(),
                        name: as_str(&child, "name")?,
                        file: as_str(&child, "file")?,
                        no_spill: as_bool(&child, "no_spill")?,
                        volatile: as_bool(&child, "is_volatile")?,
                        r#virtual: as_bool(&child, "is_virtual")?,
                        kind: as_enum(&child, "kind")?,
                        tensor_class: as_enum(&child, "tensor_class")?,
                        memorylocations: Vec::new(),
                        tensor_id_to_mem_loc_size: as_u64(&child, "tensorId2MemLocSize")?,
                        extra: unknown(&child, "unknown_members")?,
                    },
                ));
            }
            "bir.memory_location" => {
                let set = child.operand(0).map_err(|e| err(&child, e))?;
                let owner = melior::ir::operation::OperationResult::try_from(set)
                    .map_err(|_| err(&child, "has no allocation"))?
                    .owner();
                let owner = owner.to_raw().ptr as usize;
                let Some((_, allocation)) = allocations.iter_mut().find(|(p, _)| *p == owner)
                else {
                    return Err(err(&child, "refers to an allocation defined after it"));
                };
                let nulls = nulls(&child)?;
                let location = MemoryLocation {
                    skind: as_enum(&child, "Skind")?,
                    name: as_str(&child, "name")?,
                    r#type: as_enum(&child, "memory_type")?,
                    addr: as_u64(&child, "addr")?,
                    dims: int_list(&req(&child, "dims")?)
                        .unwrap_or_default()
                        .into_iter()
                        .map(|x| x as u64)
                        .collect(),
                    bank: as_u64(&child, "bank")?,
                    base: as_u64(&child, "base")?,
                    allocated: as_bool(&child, "allocated")?,
                    pinned: as_bool(&child, "pinned")?,
                    tensor_id: member(&child, "tensor_id", &nulls, as_u64)?,
                    extra: unknown(&child, "unknown_members")?,
                };
                exporter.locations.insert(
                    child.to_raw().ptr as usize,
                    (location.name.clone(), allocation.name.clone()),
                );
                allocation.memorylocations.push(location);
            }
            "bir.block" => blocks.push(exporter.block(&child)?),
            other => {
                return Err(err(
                    &child,
                    format!("cannot be written to BIR JSON inside a function ('{other}')"),
                ))
            }
        }
    }
    Ok(Function {
        name,
        attributes,
        allocations: allocations.into_iter().map(|(_, a)| a).collect(),
        blocks,
        extra: unknown(op, "unknown_members")?,
    })
}

/// Reads a `bir` module back into a document. Errors name the op.
pub fn export(module: &Module<'_>) -> Result<Document, String> {
    let top = module.as_operation();
    let nulls = string_list(&top, "bir.json_nulls")?;
    let arch = match attr(&top, "bir.arch")? {
        Some(AttrValue::Str(s)) => s,
        _ => "gen3".to_owned(),
    };
    let version = match attr(&top, "bir.version")? {
        Some(AttrValue::Int(v)) => u64::try_from(v).unwrap_or(2),
        _ => 2,
    };
    let neuron_core_id = if nulls.iter().any(|n| n == "neuron_core_id") {
        Member::Null
    } else {
        match attr(&top, "bir.neuron_core_id")? {
            Some(AttrValue::Int(v)) => Member::Value(
                u64::try_from(v)
                    .map_err(|_| err(&top, "'bir.neuron_core_id' must not be negative"))?,
            ),
            _ => Member::Absent,
        }
    };
    let mut functions = Vec::new();
    let mut next = module.body().first_operation();
    while let Some(op) = next {
        next = op.next_in_block();
        if op_name(&op) == "bir.func" {
            functions.push(function(&op)?);
        } else {
            return Err(err(&op, "cannot be written to BIR JSON at module level"));
        }
    }
    Ok(Document {
        arch,
        version,
        neuron_core_id,
        attributes_extra: unknown(&top, "bir.attributes_unknown_members")?,
        functions,
        extra: unknown(&top, "bir.unknown_members")?,
    })
}

/// A list-of-strings attribute (empty when absent).
fn string_list(op: &OperationRef<'_, '_>, name: &str) -> Result<Vec<String>, String> {
    Ok(match attr(op, name)? {
        Some(AttrValue::List(items)) => items
            .into_iter()
            .filter_map(|i| {
                if let AttrValue::Str(s) = i {
                    Some(s)
                } else {
                    None
                }
            })
            .collect(),
        _ => Vec::new(),
    })
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
