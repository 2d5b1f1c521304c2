//! Export: `bir` dialect ops → a BIR JSON document.

use crate::bir::ops::{self, discardable, OpClass};
use crate::ir::{children, op_name};
use melior::ir::{
    operation::{OperationLike, OperationRef},
    BlockLike, Module,
};
use nki::attr_text::{self, AttrValue};
use nki_formats::bir_json::{
    Allocation, Argument, Block, BlockItem, Document, Float, Function, Instruction, Loop, LoopAxis,
    Member, MemoryLocation,
};
use serde_json::{Map, Value};
use std::collections::HashMap;

use super::{json_member, AttrKind, INSTRUCTIONS};

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
        Ok(a) => match super::read_attr::read(a) {
            Some(value) => Ok(Some(value)),
            // A kind the typed reader does not know (another dialect's).
            None => attr_text::parse(&a.to_string())
                .map(Some)
                .map_err(|e| err(op, format!("attribute '{name}': {e}"))),
        },
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

/// A list of non-negative integers (`dims`, `tensor_shape`): anything else
/// is an error at the op, never an empty list in its place.
fn as_naturals(op: &OperationRef<'_, '_>, name: &str) -> Result<Vec<u64>, String> {
    typed(op, name, "a list of non-negative integers", |v| {
        int_list(v)?
            .into_iter()
            .map(|x| u64::try_from(x).ok())
            .collect()
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
    string_list(op, ops::attribute::JSON_NULLS)
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

/// What an instruction's export needs of its function.
pub(super) struct Exporter {
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
            .map_err(|_| {
                err(
                    op,
                    format!("operand {index} is not a {}", ops::MemoryLocation::NAME),
                )
            })?
            .owner();
        self.locations
            .get(&(owner.to_raw().ptr as usize))
            .cloned()
            .ok_or_else(|| {
                err(
                    op,
                    format!(
                        "operand {index} is not a {} of this function",
                        ops::MemoryLocation::NAME
                    ),
                )
            })
    }

    fn arguments(
        &self,
        op: &OperationRef<'_, '_>,
        key: &str,
        first_operand: usize,
    ) -> Result<(Vec<Argument>, usize), String> {
        // `DefaultValuedAttr<BIR_ArgListAttr, "{}">` in the ODS: absent is
        // the empty list; a value of another kind is an error, never read
        // as no arguments.
        let items = match attr(op, key)? {
            None => Vec::new(),
            Some(AttrValue::List(items)) => items,
            Some(other) => {
                let message = format!("attribute '{key}' must be a list, found {other:?}");
                return Err(err(op, message));
            }
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

    pub(super) fn instruction(&self, op: &OperationRef<'_, '_>) -> Result<Instruction, String> {
        let full = op_name(op);
        let short = full.strip_prefix("bir.").unwrap_or(full);
        let info = INSTRUCTIONS
            .iter()
            .find(|i| i.op == short)
            .ok_or_else(|| err(op, "is not a BIR instruction"))?;
        let (ins, used) = self.arguments(op, ops::Instruction::INS_ARGS_ATTR, 0)?;
        let (outs, _) = self.arguments(op, ops::Instruction::OUTS_ARGS_ATTR, used)?;
        let nulls = nulls(op)?;
        let mut members = Map::new();
        for (attr_name, kind, _) in info.members {
            if *kind == AttrKind::Unit || *attr_name == ops::attribute::JSON_OPCODE {
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
        for (k, v) in unknown(op, ops::Instruction::UNKNOWN_MEMBERS_ATTR)? {
            members.insert(k, v);
        }
        let opcode = match attr(op, ops::attribute::JSON_OPCODE)? {
            Some(AttrValue::Str(s)) => s,
            _ => info.opcode.to_owned(),
        };
        Ok(Instruction {
            opcode,
            name: as_str(op, ops::Instruction::NAME_ATTR)?,
            engine: as_enum(op, ops::Instruction::ENGINE_ATTR)?,
            ins,
            outs,
            members,
        })
    }

    /// A block of the model, its instructions and loops included.
    fn block(&self, op: &OperationRef<'_, '_>) -> Result<Block, String> {
        let mut block = block_head(op)?;
        for child in children(op) {
            block.instructions.push(self.block_item(&child)?);
        }
        Ok(block)
    }

    fn block_item(&self, op: &OperationRef<'_, '_>) -> Result<BlockItem, String> {
        if OpClass::of(op) != Some(OpClass::Loop) {
            return self.instruction(op).map(BlockItem::Instruction);
        }
        let mut l = loop_head(op)?;
        for block in children(op) {
            l.blocks.push(self.block(&block)?);
        }
        Ok(BlockItem::Loop(l))
    }
}

/// A block without its instructions: what [`Exporter::block`] and the
/// streamed export write around them.
pub(super) fn block_head(op: &OperationRef<'_, '_>) -> Result<Block, String> {
    Ok(Block {
        name: as_str(op, ops::Block::NAME_ATTR)?,
        instructions: Vec::new(),
        extra: unknown(op, ops::Block::UNKNOWN_MEMBERS_ATTR)?,
    })
}

/// A `bir.loop` without its blocks.
pub(super) fn loop_head(op: &OperationRef<'_, '_>) -> Result<Loop, String> {
    type L<'c, 'a> = ops::Loop<'c, 'a>;
    Ok(Loop {
        axis: LoopAxis {
            name: as_str(op, L::NAME_ATTR)?,
            lb: as_u64(op, L::LB_ATTR)?,
            ub: as_u64(op, L::UB_ATTR)?,
            stride: as_u64(op, L::STRIDE_ATTR)?,
            extra: unknown(op, L::AXIS_UNKNOWN_MEMBERS_ATTR)?,
        },
        blocks: Vec::new(),
        extra: unknown(op, L::UNKNOWN_MEMBERS_ATTR)?,
    })
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

/// A function of the model, its blocks included.
fn function(op: &OperationRef<'_, '_>) -> Result<Function, String> {
    let (mut function, exporter) = function_head(op)?;
    for child in children(op) {
        if OpClass::of(&child) == Some(OpClass::Block) {
            function.blocks.push(exporter.block(&child)?);
        }
    }
    Ok(function)
}

/// A function without its blocks (its allocations and their memory
/// locations), and what its instructions' export needs. The blocks are
/// left for a second walk over the function's ops: every allocation is
/// written before any block, wherever it stands among them.
pub(super) fn function_head(op: &OperationRef<'_, '_>) -> Result<(Function, Exporter), String> {
    type F<'c, 'a> = ops::Func<'c, 'a>;
    type A<'c, 'a> = ops::Allocation<'c, 'a>;
    type M<'c, 'a> = ops::MemoryLocation<'c, 'a>;
    let name = match attr(op, discardable::JSON_NAME)? {
        Some(AttrValue::Str(s)) => s,
        _ => as_str(op, F::SYM_NAME_ATTR)?,
    };
    let attributes = string_list(op, F::FUNCTION_ATTRIBUTES_ATTR)?;
    let mut exporter = Exporter {
        locations: HashMap::new(),
    };
    let mut allocations: Vec<(usize, Allocation)> = Vec::new();
    for child in children(op) {
        match OpClass::of(&child) {
            Some(OpClass::Allocation) => {
                let nulls = nulls(&child)?;
                allocations.push((
                    child.to_raw().ptr as usize,
                    Allocation {
                        skind: as_enum(&child, A::SKIND_ATTR)?,
                        addr_space: member(&child, A::ADDR_SPACE_ATTR, &nulls, as_enum)?,
                        dtype: member(&child, A::DTYPE_ATTR, &nulls, as_enum)?,
                        partition_dim: member(&child, A::PARTITION_DIM_ATTR, &nulls, as_u64)?,
                        tensor_shape: as_naturals(&child, A::TENSOR_SHAPE_ATTR)?,
                        name: as_str(&child, A::NAME_ATTR)?,
                        file: as_str(&child, A::FILE_ATTR)?,
                        no_spill: as_bool(&child, A::NO_SPILL_ATTR)?,
                        volatile: as_bool(&child, A::IS_VOLATILE_ATTR)?,
                        r#virtual: as_bool(&child, A::IS_VIRTUAL_ATTR)?,
                        kind: as_enum(&child, A::KIND_ATTR)?,
                        tensor_class: as_enum(&child, A::TENSOR_CLASS_ATTR)?,
                        memorylocations: Vec::new(),
                        tensor_id_to_mem_loc_size: as_u64(&child, A::TENSORID2MEMLOCSIZE_ATTR)?,
                        extra: unknown(&child, A::UNKNOWN_MEMBERS_ATTR)?,
                    },
                ));
            }
            Some(OpClass::MemoryLocation) => {
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
                    skind: as_enum(&child, M::SKIND_ATTR)?,
                    name: as_str(&child, M::NAME_ATTR)?,
                    r#type: as_enum(&child, M::MEMORY_TYPE_ATTR)?,
                    addr: as_u64(&child, M::ADDR_ATTR)?,
                    dims: as_naturals(&child, M::DIMS_ATTR)?,
                    bank: as_u64(&child, M::BANK_ATTR)?,
                    base: as_u64(&child, M::BASE_ATTR)?,
                    allocated: as_bool(&child, M::ALLOCATED_ATTR)?,
                    pinned: as_bool(&child, M::PINNED_ATTR)?,
                    tensor_id: member(&child, M::TENSOR_ID_ATTR, &nulls, as_u64)?,
                    extra: unknown(&child, M::UNKNOWN_MEMBERS_ATTR)?,
                };
                exporter.locations.insert(
                    child.to_raw().ptr as usize,
                    (location.name.clone(), allocation.name.clone()),
                );
                allocation.memorylocations.push(location);
            }
            Some(OpClass::Block) => {}
            _ => {
                let other = op_name(&child);
                return Err(err(
                    &child,
                    format!("cannot be written to BIR JSON inside a function ('{other}')"),
                ));
            }
        }
    }
    let function = Function {
        name,
        attributes,
        allocations: allocations.into_iter().map(|(_, a)| a).collect(),
        blocks: Vec::new(),
        extra: unknown(op, F::UNKNOWN_MEMBERS_ATTR)?,
    };
    Ok((function, exporter))
}

/// Reads a `bir` module back into a document. Errors name the op.
pub fn export(module: &Module<'_>) -> Result<Document, String> {
    let mut document = document_head(module)?;
    for op in functions(module) {
        document.functions.push(function(&op?)?);
    }
    Ok(document)
}

/// A module attribute that must be a non-negative integer.
fn natural(top: &OperationRef<'_, '_>, name: &str, value: &AttrValue) -> Result<u64, String> {
    match value {
        AttrValue::Int(v) => {
            u64::try_from(*v).map_err(|_| err(top, format!("'{name}' must not be negative")))
        }
        other => Err(module_attr_error(top, name, "an integer", other)),
    }
}

/// A module attribute of another kind than the format's member.
fn module_attr_error(
    top: &OperationRef<'_, '_>,
    name: &str,
    what: &str,
    value: &AttrValue,
) -> String {
    err(top, format!("'{name}' must be {what}, found {value:?}"))
}

/// The document without its functions.
pub(super) fn document_head(module: &Module<'_>) -> Result<Document, String> {
    let top = module.as_operation();
    let nulls = string_list(&top, discardable::JSON_NULLS)?;
    // Absent, `arch` and `version` take the format's defaults, "gen3" and
    // 2 (docs/bir-json-format.md §2); present, they must be of their kind.
    let arch = match attr(&top, discardable::ARCH)? {
        None => "gen3".to_owned(),
        Some(AttrValue::Str(s)) => s,
        Some(other) => {
            return Err(module_attr_error(
                &top,
                discardable::ARCH,
                "a string",
                &other,
            ))
        }
    };
    let version = match attr(&top, discardable::VERSION)? {
        None => 2,
        Some(value) => natural(&top, discardable::VERSION, &value)?,
    };
    let neuron_core_id = if nulls.iter().any(|n| n == "neuron_core_id") {
        Member::Null
    } else {
        match attr(&top, discardable::NEURON_CORE_ID)? {
            None => Member::Absent,
            Some(value) => Member::Value(natural(&top, discardable::NEURON_CORE_ID, &value)?),
        }
    };
    Ok(Document {
        arch,
        version,
        neuron_core_id,
        attributes_extra: unknown(&top, discardable::ATTRIBUTES_UNKNOWN_MEMBERS)?,
        functions: Vec::new(),
        extra: unknown(&top, discardable::UNKNOWN_MEMBERS)?,
    })
}

/// The module's `bir.func` ops in order; any other op is an error.
pub(super) fn functions<'c, 'a>(
    module: &'a Module<'c>,
) -> impl Iterator<Item = Result<OperationRef<'c, 'a>, String>> {
    let mut next = module.body().first_operation();
    std::iter::from_fn(move || {
        let op = next?;
        next = op.next_in_block();
        Some(if OpClass::of(&op) == Some(OpClass::Func) {
            Ok(op)
        } else {
            Err(err(&op, "cannot be written to BIR JSON at module level"))
        })
    })
}

/// A list-of-strings attribute: empty when absent (`json_nulls` is
/// optional, `function_attributes` defaults to `[]` in the ODS), an error
/// when it holds anything else.
fn string_list(op: &OperationRef<'_, '_>, name: &str) -> Result<Vec<String>, String> {
    let items = match attr(op, name)? {
        None => return Ok(Vec::new()),
        Some(AttrValue::List(items)) => items,
        Some(other) => {
            let message = format!("attribute '{name}' must be a list of strings, found {other:?}");
            return Err(err(op, message));
        }
    };
    items
        .into_iter()
        .map(|item| match item {
            AttrValue::Str(s) => Ok(s),
            other => Err(err(
                op,
                format!("attribute '{name}' must hold strings only, found {other:?}"),
            )),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use melior::ir::{attribute::IntegerAttribute, r#type::IntegerType, Location};

    /// Module members of another kind than the format's are errors at the
    /// module, not defaults or dropped entries (the verifier rejects them
    /// too; the export does not rely on it having run).
    #[test]
    fn malformed_module_members_are_errors() {
        let context = crate::test_support::context();
        let module = Module::new(Location::unknown(&context));
        let top = module.as_operation();
        let one = IntegerAttribute::new(IntegerType::new(&context, 64).into(), 1).into();
        nki::ffi::set_attribute(&top, discardable::ARCH, one);
        let e = export(&module).expect_err("an integer arch");
        assert!(e.contains("'bir.arch' must be a string"), "{e}");
        nki::ffi::remove_attribute(&top, discardable::ARCH);
        let list = crate::bir::make::array(&context, &[one]);
        nki::ffi::set_attribute(&top, discardable::JSON_NULLS, list);
        let e = export(&module).expect_err("a json_nulls entry that is no string");
        assert!(e.contains("must hold strings only"), "{e}");
        nki::ffi::remove_attribute(&top, discardable::JSON_NULLS);
        assert!(export(&module).is_ok());
    }
}
