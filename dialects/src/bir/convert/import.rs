//! Import: a BIR JSON document → `bir` dialect text (and the attribute
//! texts the direct builder, [`crate::bir::build`], shares).

use melior::{ir::Module, Context};
use nki::attr_text::quote;
use nki_formats::bir_json::{
    Allocation, Argument, Block, BlockItem, Document, Function, Instruction, Loop, LoopAxis,
    MemoryLocation, Positions,
};
use rustc_hash::FxHashMap;
use serde_json::{Map, Value};
use std::{collections::HashMap, fmt::Write as _};

use super::attr::{dictionary_text, Attr, Named};
use super::member_attr::{bookkeeping, json, member_value, put_member};
use super::{attr_member, inst_for_opcode};
use crate::bir::ops::{self, discardable};
use nki_formats::bir_json::enums::{
    AddrSpace, BirEnum, Dtype, MemoryType, StorageKind, TensorClass, TensorKind,
};

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
/// location indices, `ins` then `outs`) and its attributes (a unit value is
/// a flag). `name` and `engine` are apart:
/// the custom syntax spells them outside the attribute dictionary.
pub(crate) struct InstParts<'d> {
    pub op: &'static str,
    pub name: &'d str,
    pub engine: &'d str,
    pub ins: Vec<usize>,
    pub outs: Vec<usize>,
    pub attrs: Vec<Named<'d>>,
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
    ) -> Result<(Vec<usize>, Vec<Attr<'d>>), String> {
        let mut operands = Vec::new();
        let mut attrs = Vec::new();
        for arg in args {
            let no_extra = |extra: &Map<String, Value>| -> Result<(), String> {
                match extra.keys().next() {
                    Some(k) => Err(format!("instruction '{inst}': {what} argument member '{k}' is not part of the format")),
                    None => Ok(()),
                }
            };
            match arg {
                Argument::PhysicalAp {
                    memsetref,
                    memref,
                    extra,
                    ..
                } => {
                    no_extra(extra)?;
                    let value = self.values.get(memref.as_str()).ok_or_else(|| {
                        format!("instruction '{inst}': '{memref}' is not a memory location of function '{}'", self.function)
                    })?;
                    if self.sets.get(memref.as_str()) != Some(&memsetref.as_str()) {
                        return Err(format!("instruction '{inst}': memsetref '{memsetref}' is not the allocation of '{memref}'"));
                    }
                    operands.push(*value);
                }
                Argument::RegisterAp { extra, .. }
                | Argument::RegisterAccess { extra, .. }
                | Argument::ImmValue { extra, .. }
                | Argument::ImmArray { extra, .. } => no_extra(extra)?,
                Argument::Symbolic { .. } => {}
            }
            attrs.push(Attr::Argument(arg));
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
        let mut attrs: Vec<Named<'d>> = vec![
            (ops::Instruction::INS_ARGS_ATTR.into(), Attr::List(ins_args)),
            (
                ops::Instruction::OUTS_ARGS_ATTR.into(),
                Attr::List(outs_args),
            ),
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
            let (value, nested) = member_value(kind, value)
                .map_err(|e| format!("instruction '{}': member '{key}': {e}", i.name))?;
            attrs.push((attr.into(), value));
            if nested {
                attrs.push((format!("{attr}_nested"), Attr::Unit));
            }
        }
        if i.opcode != info.opcode {
            attrs.push((
                ops::attribute::JSON_OPCODE.into(),
                Attr::Str(i.opcode.clone()),
            ));
        }
        bookkeeping(
            &mut attrs,
            &nulls,
            &unknown,
            ops::Instruction::UNKNOWN_MEMBERS_ATTR,
        );
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
pub(crate) fn function_attrs(f: &Function, json_name: Option<&str>) -> Vec<Named<'static>> {
    let list = f.attributes.iter().map(|a| Attr::Str(a.clone())).collect();
    type F<'c, 'a> = ops::Func<'c, 'a>;
    let mut attrs = vec![(F::FUNCTION_ATTRIBUTES_ATTR.into(), Attr::List(list))];
    if let Some(name) = json_name {
        attrs.push((discardable::JSON_NAME.into(), Attr::Str(name.to_owned())));
    }
    bookkeeping(&mut attrs, &[], &f.extra, F::UNKNOWN_MEMBERS_ATTR);
    attrs
}

/// `#bir.<mnemonic><case>` of a case of `E` the model holds as its
/// spelling.
fn case<E: BirEnum>(case: &impl ToString) -> Attr<'static> {
    let mnemonic = E::MNEMONIC.expect("the enumeration has an attribute of its own");
    Attr::Enum(mnemonic, case.to_string())
}

fn dims(values: &[u64]) -> Attr<'static> {
    Attr::Dense(values.iter().map(|&x| x as i64).collect())
}

/// The attribute dictionary of an allocation (besides its name).
pub(crate) fn allocation_attrs(a: &Allocation) -> Vec<Named<'static>> {
    type A<'c, 'x> = ops::Allocation<'c, 'x>;
    let mut attrs: Vec<Named<'static>> =
        vec![(A::SKIND_ATTR.into(), case::<StorageKind>(&a.skind))];
    let mut nulls = Vec::new();
    put_member(
        &mut attrs,
        &mut nulls,
        A::ADDR_SPACE_ATTR,
        &a.addr_space,
        case::<AddrSpace>,
    );
    put_member(
        &mut attrs,
        &mut nulls,
        A::DTYPE_ATTR,
        &a.dtype,
        case::<Dtype>,
    );
    put_member(
        &mut attrs,
        &mut nulls,
        A::PARTITION_DIM_ATTR,
        &a.partition_dim,
        |v| Attr::Int(*v as i64),
    );
    attrs.extend([
        (A::TENSOR_SHAPE_ATTR.into(), dims(&a.tensor_shape)),
        (A::FILE_ATTR.into(), Attr::Str(a.file.clone())),
        (A::NO_SPILL_ATTR.into(), Attr::Bool(a.no_spill)),
        (A::IS_VOLATILE_ATTR.into(), Attr::Bool(a.volatile)),
        (A::IS_VIRTUAL_ATTR.into(), Attr::Bool(a.r#virtual)),
        (A::KIND_ATTR.into(), case::<TensorKind>(&a.kind)),
        (
            A::TENSOR_CLASS_ATTR.into(),
            case::<TensorClass>(&a.tensor_class),
        ),
        (
            A::TENSORID2MEMLOCSIZE_ATTR.into(),
            Attr::Int(a.tensor_id_to_mem_loc_size as i64),
        ),
    ]);
    bookkeeping(&mut attrs, &nulls, &a.extra, A::UNKNOWN_MEMBERS_ATTR);
    attrs
}

/// The attribute dictionary of a memory location (besides its name).
pub(crate) fn memory_location_attrs(m: &MemoryLocation) -> Vec<Named<'static>> {
    type M<'c, 'x> = ops::MemoryLocation<'c, 'x>;
    let mut attrs: Vec<Named<'static>> = vec![
        (M::SKIND_ATTR.into(), case::<StorageKind>(&m.skind)),
        (M::MEMORY_TYPE_ATTR.into(), case::<MemoryType>(&m.r#type)),
        (M::ADDR_ATTR.into(), Attr::Int(m.addr as i64)),
        (M::DIMS_ATTR.into(), dims(&m.dims)),
        (M::BANK_ATTR.into(), Attr::Int(m.bank as i64)),
        (M::BASE_ATTR.into(), Attr::Int(m.base as i64)),
        (M::ALLOCATED_ATTR.into(), Attr::Bool(m.allocated)),
        (M::PINNED_ATTR.into(), Attr::Bool(m.pinned)),
    ];
    let mut nulls = Vec::new();
    put_member(
        &mut attrs,
        &mut nulls,
        M::TENSOR_ID_ATTR,
        &m.tensor_id,
        |v| Attr::Int(*v as i64),
    );
    bookkeeping(&mut attrs, &nulls, &m.extra, M::UNKNOWN_MEMBERS_ATTR);
    attrs
}

/// The attribute dictionary of a block (besides its name).
pub(crate) fn block_attrs(b: &Block) -> Vec<Named<'static>> {
    let mut attrs = Vec::new();
    bookkeeping(&mut attrs, &[], &b.extra, ops::Block::UNKNOWN_MEMBERS_ATTR);
    attrs
}

/// The attribute dictionary of a loop (besides its name and bounds).
pub(crate) fn loop_attrs(l: &Loop) -> Vec<Named<'static>> {
    let mut attrs = Vec::new();
    bookkeeping(&mut attrs, &[], &l.extra, ops::Loop::UNKNOWN_MEMBERS_ATTR);
    if !l.axis.extra.is_empty() {
        attrs.push((
            ops::Loop::AXIS_UNKNOWN_MEMBERS_ATTR.into(),
            json(&Value::Object(l.axis.extra.clone())),
        ));
    }
    attrs
}

/// The text emitter: a document as `bir` dialect text.
struct Importer<'d> {
    out: String,
    scope: Option<Scope<'d>>,
    /// The document's file (quoted) and its items' positions, when ops are
    /// located in it.
    places: Option<(String, &'d Positions)>,
}

impl<'d> Importer<'d> {
    /// An error about the item at `path`, prefixed with the path when the
    /// document has a file to point into.
    fn about(&self, path: &str, e: String) -> String {
        match self.places {
            Some(_) => format!("{path}: {e}"),
            None => e,
        }
    }

    /// ` loc("file":line:col)` for the item at `path`, or nothing (the op is
    /// then located in the generated text).
    fn loc(&self, path: &str) -> String {
        let Some((file, positions)) = &self.places else {
            return String::new();
        };
        match positions.get(path) {
            Some((line, column)) => format!(" loc({file}:{line}:{column})"),
            None => String::new(),
        }
    }

    fn scope(&self) -> &Scope<'d> {
        self.scope.as_ref().expect("inside a function")
    }

    fn function(
        &mut self,
        f: &'d Function,
        symbol: &str,
        json_name: Option<&str>,
        path: &str,
    ) -> Result<(), String> {
        self.scope = Some(Scope::new(f));
        let attrs = function_attrs(f, json_name);
        let _ = writeln!(
            self.out,
            "  {} @{} kind <main> attributes {{{}}} {{",
            ops::Func::NAME,
            quote(symbol),
            dictionary_text(&attrs)
        );
        for (i, a) in f.allocations.iter().enumerate() {
            self.allocation(a, i, &format!("{path}.allocations[{i}]"))?;
        }
        for (i, block) in f.blocks.iter().enumerate() {
            self.block(block, "    ", &format!("{path}.blocks[{i}]"))?;
        }
        let _ = writeln!(self.out, "  }}{}", self.loc(path));
        Ok(())
    }

    fn allocation(&mut self, a: &'d Allocation, index: usize, path: &str) -> Result<(), String> {
        let attrs = allocation_attrs(a);
        let _ = writeln!(
            self.out,
            "    %a{index} = {} {} {{{}}} : {}{}",
            ops::Allocation::NAME,
            quote(&a.name),
            dictionary_text(&attrs),
            ops::types::ALLOCATION,
            self.loc(path)
        );
        for (i, m) in a.memorylocations.iter().enumerate() {
            let m_path = format!("{path}.memorylocations[{i}]");
            let value = self
                .scope
                .as_mut()
                .expect("inside a function")
                .define(m, &a.name)
                .map_err(|e| self.about(&m_path, e))?;
            let attrs = memory_location_attrs(m);
            let _ = writeln!(
                self.out,
                "    %m{value} = {} {} in %a{index} {{{}}} : {}{}",
                ops::MemoryLocation::NAME,
                quote(&m.name),
                dictionary_text(&attrs),
                ops::types::MEMORY_LOCATION,
                self.loc(&m_path)
            );
        }
        Ok(())
    }

    fn block(&mut self, b: &'d Block, indent: &str, path: &str) -> Result<(), String> {
        let attrs = block_attrs(b);
        let attrs = if attrs.is_empty() {
            String::new()
        } else {
            format!(" attributes {{{}}}", dictionary_text(&attrs))
        };
        let _ = writeln!(
            self.out,
            "{indent}{} {}{attrs} {{",
            ops::Block::NAME,
            quote(&b.name)
        );
        let inner = format!("{indent}  ");
        for (k, item) in b.instructions.iter().enumerate() {
            let item_path = format!("{path}.instructions[{k}]");
            match item {
                BlockItem::Instruction(i) => self.instruction(i, &inner, &item_path)?,
                BlockItem::Loop(l) => self.loop_(l, &inner, &item_path)?,
            }
        }
        let _ = writeln!(self.out, "{indent}}}{}", self.loc(path));
        Ok(())
    }

    fn loop_(&mut self, l: &'d Loop, indent: &str, path: &str) -> Result<(), String> {
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
            format!(" attributes {{{}}}", dictionary_text(&attrs))
        };
        let _ = writeln!(
            self.out,
            "{indent}{} {} lb {lb} ub {ub} stride {stride}{attrs} {{",
            ops::Loop::NAME,
            quote(name)
        );
        for (i, block) in l.blocks.iter().enumerate() {
            self.block(
                block,
                &format!("{indent}  "),
                &format!("{path}.blocks[{i}]"),
            )?;
        }
        let _ = writeln!(self.out, "{indent}}}{}", self.loc(path));
        Ok(())
    }

    fn instruction(&mut self, i: &'d Instruction, indent: &str, path: &str) -> Result<(), String> {
        let parts = self
            .scope()
            .instruction(i)
            .map_err(|e| self.about(path, e))?;
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
        let _ = writeln!(
            self.out,
            " {{{}}}{}",
            dictionary_text(&parts.attrs),
            self.loc(path)
        );
        Ok(())
    }
}

/// The module's attributes: the document's members besides its functions.
fn module_attrs(doc: &Document) -> Vec<Named<'static>> {
    let mut attrs: Vec<Named<'static>> = vec![
        (discardable::ARCH.into(), Attr::Str(doc.arch.clone())),
        (discardable::VERSION.into(), Attr::Int(doc.version as i64)),
    ];
    let mut nulls = Vec::new();
    put_member(
        &mut attrs,
        &mut nulls,
        discardable::NEURON_CORE_ID,
        &doc.neuron_core_id,
        |v| Attr::Int(*v as i64),
    );
    if !nulls.is_empty() {
        let list = vec![Attr::Str("neuron_core_id".into())];
        attrs.push((discardable::JSON_NULLS.into(), Attr::List(list)));
    }
    if !doc.extra.is_empty() {
        attrs.push((
            discardable::UNKNOWN_MEMBERS.into(),
            json(&Value::Object(doc.extra.clone())),
        ));
    }
    if !doc.attributes_extra.is_empty() {
        attrs.push((
            discardable::ATTRIBUTES_UNKNOWN_MEMBERS.into(),
            json(&Value::Object(doc.attributes_extra.clone())),
        ));
    }
    attrs
}

/// The document as `bir` dialect text.
pub fn to_mlir_text(doc: &Document) -> Result<String, String> {
    to_mlir_text_located(doc, None)
}

/// [`to_mlir_text`] with every function, allocation, memory location, block,
/// loop and instruction located at its item in the document's file
/// (`places`: the file's name and [`Positions`] of its text), so that MLIR's
/// verifier reports them there.
pub fn to_mlir_text_located(
    doc: &Document,
    places: Option<(&str, &Positions)>,
) -> Result<String, String> {
    let attrs = module_attrs(doc);
    let mut importer = Importer {
        out: format!("module attributes {{{}}} {{\n", dictionary_text(&attrs)),
        scope: None,
        places: places.map(|(file, positions)| (quote(file), positions)),
    };
    let mut used: HashMap<&str, usize> = HashMap::new();
    for (index, f) in doc.functions.iter().enumerate() {
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
        importer.function(f, &symbol, json_name, &format!("$.functions[{index}]"))?;
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
    import_located(context, doc, source_name, None)
}

/// [`import`] with the ops located in the document's file
/// ([`to_mlir_text_located`]).
pub fn import_located<'c>(
    context: &'c Context,
    doc: &Document,
    source_name: &str,
    places: Option<(&str, &Positions)>,
) -> Result<Module<'c>, Option<String>> {
    let text = to_mlir_text_located(doc, places).map_err(Some)?;
    nki::ffi::parse_source_as_module(context, &text, source_name).ok_or(None)
}

// ---------------------------------------------------------------------------
// Export: dialect → JSON document.
