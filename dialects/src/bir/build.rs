//! BIR JSON function → `bir.func` op, built directly.
//!
//! The passes add functions to a module they are running on: building the ops
//! (instead of printing the function as text and parsing it back, as
//! `nki-translate --import-bir-json` does) saves a parse of everything the
//! pass adds, and the text in memory next to the IR. The attributes are the
//! ones the text importer writes ([`super::convert`]'s shared description,
//! `Attr`), made through their typed constructors: nothing is printed to be
//! parsed back.

use super::convert::{
    allocation_attrs, block_attrs, function_attrs, loop_attrs, memory_location_attrs, Attr, Named,
    Scope,
};
use melior::{
    ir::{
        attribute::{DenseI32ArrayAttribute, IntegerAttribute, StringAttribute},
        block::BlockLike,
        operation::OperationBuilder,
        r#type::IntegerType,
        Attribute, Block, Identifier, Location, Operation, Region, RegionLike, Type, Value,
    },
    Context,
};
use nki_formats::bir_json::{
    Block as JsonBlock, BlockItem, Function, Instruction, Loop, Positions,
};
use rustc_hash::FxHashMap;

use super::ops::{self, Allocation as AllocationOp, Instruction as InstructionOp};
use nki_formats::bir_json::enums::{BirEnum, Engine, FunctionKind};

/// The mnemonic of `E`'s attribute (`engine` for `#bir.engine<…>`).
fn mnemonic<E: BirEnum>() -> &'static str {
    E::MNEMONIC.expect("the enumeration has an attribute of its own")
}

/// Where the ops of a function built from a kernel file are located: each
/// at its item in the file (`kernel:line:col`, from [`Positions`]) called
/// from `caller` (the placeholder it was provisioned for), so that an error
/// in the function is reported at the placeholder with the kernel position
/// as a note (`nki::diagnostics`). Items the positions miss get the
/// kernel file without a position.
pub struct Places<'c, 'p> {
    /// The kernel file, as diagnostics name it.
    pub kernel: &'p str,
    /// The function's path in the document (`$.functions[1]`).
    pub function: String,
    pub positions: Option<&'p Positions>,
    /// Instruction name → byte offset of the statement it comes from (a
    /// `.klr` kernel), for ops located as `<kernel>: byte <N>`.
    pub offsets: Option<&'p FxHashMap<String, usize>>,
    pub caller: Location<'c>,
}

impl<'c> Places<'c, '_> {
    /// The location of an instruction whose statement starts at byte
    /// `offset`: `<kernel>: byte <offset>` over `kernel_at` (the kernel file
    /// without a position, made once per function), called from the
    /// placeholder. The name is written into `scratch`: one distinct string
    /// per instruction is what this location costs, and nothing more is
    /// allocated or looked up for it.
    fn at_offset(
        &self,
        context: &'c Context,
        kernel_at: Location<'c>,
        scratch: &mut String,
        offset: usize,
    ) -> Location<'c> {
        use std::fmt::Write as _;
        scratch.clear();
        let _ = write!(scratch, "{}: byte {offset}", self.kernel);
        Location::call_site(Location::name(context, scratch, kernel_at), self.caller)
    }

    fn at(&self, context: &'c Context, path: &str) -> Location<'c> {
        let (line, column) = self.positions.and_then(|p| p.get(path)).unwrap_or((0, 0));
        Location::call_site(
            Location::new(context, self.kernel, line, column),
            self.caller,
        )
    }
}

/// Builds `f` as a `bir.func` of kind `kind` (`main`, `nki`) named `symbol`;
/// `json_name` is the JSON name when the symbol had to differ. Every op gets
/// `location`. The op is not attached anywhere and not verified. `f` is
/// consumed as it is built: each instruction's model is freed once its op
/// exists, so the model and the IR are not both whole at once.
pub fn function<'c>(
    context: &'c Context,
    location: Location<'c>,
    f: Function,
    symbol: &str,
    json_name: Option<&str>,
    kind: &str,
) -> Result<Operation<'c>, String> {
    function_placed(context, location, None, f, symbol, json_name, kind)
}

/// [`function`] with every op located by `places` (`location` when `None`).
pub fn function_placed<'c>(
    context: &'c Context,
    location: Location<'c>,
    places: Option<Places<'c, '_>>,
    f: Function,
    symbol: &str,
    json_name: Option<&str>,
    kind: &str,
) -> Result<Operation<'c>, String> {
    let kernel_at = places
        .as_ref()
        .map(|places| Location::new(context, places.kernel, 0, 0));
    let mut builder = Builder {
        context,
        location,
        places,
        kernel_at,
        scratch: String::new(),
        engines: FxHashMap::default(),
        identifiers: FxHashMap::default(),
        allocation_type: super::make::bir_type(context, ops::types::ALLOCATION)?,
        location_type: super::make::bir_type(context, ops::types::MEMORY_LOCATION)?,
    };
    builder.function(f, symbol, json_name, kind)
}

struct Builder<'c, 'p> {
    context: &'c Context,
    location: Location<'c>,
    places: Option<Places<'c, 'p>>,
    /// The kernel file without a position (with `places`), the child of
    /// every instruction's byte-offset location.
    kernel_at: Option<Location<'c>>,
    /// Text written for one use at a time (a location's name, an op name).
    scratch: String,
    /// Engine name → `#bir.engine<…>`: every instruction has one.
    engines: FxHashMap<String, Attribute<'c>>,
    /// Attribute name → identifier: interning a name in MLIR hashes and
    /// compares it under the context's uniquer, a table look-up here does
    /// not, and instructions repeat the same dozen names.
    identifiers: FxHashMap<String, Identifier<'c>>,
    allocation_type: Type<'c>,
    location_type: Type<'c>,
}

impl<'c> Builder<'c, '_> {
    /// An error about the item at `path` below the function, with its line
    /// and column in the kernel file when known.
    fn about(&self, path: &str, e: String) -> String {
        let at = self
            .places
            .as_ref()
            .and_then(|places| places.positions?.get(&format!("{}{path}", places.function)));
        match at {
            Some((line, column)) => format!("at line {line}, column {column}: {e}"),
            None => e,
        }
    }

    /// The location of the item at `path` below the function (`""` for the
    /// function itself).
    fn at(&self, path: &str) -> Location<'c> {
        match &self.places {
            Some(places) => places.at(self.context, &format!("{}{path}", places.function)),
            None => self.location,
        }
    }

    /// An attribute of the shared description, made in this context.
    fn attribute(&self, attr: &Attr<'_>) -> Result<Attribute<'c>, String> {
        attr.build(self.context)
    }

    /// `#bir.engine<engine>`, made once per engine.
    fn engine(&mut self, engine: &str) -> Result<Attribute<'c>, String> {
        if let Some(attr) = self.engines.get(engine) {
            return Ok(*attr);
        }
        let attr = self.attribute(&Attr::Enum(mnemonic::<Engine>(), engine.to_owned()))?;
        self.engines.insert(engine.to_owned(), attr);
        Ok(attr)
    }

    fn named(&mut self, name: &str, attr: Attribute<'c>) -> (Identifier<'c>, Attribute<'c>) {
        let identifier = match self.identifiers.get(name) {
            Some(identifier) => *identifier,
            None => {
                let identifier = Identifier::new(self.context, name);
                self.identifiers.insert(name.to_owned(), identifier);
                identifier
            }
        };
        (identifier, attr)
    }

    fn string(&mut self, name: &str, value: &str) -> (Identifier<'c>, Attribute<'c>) {
        let value = StringAttribute::new(self.context, value).into();
        self.named(name, value)
    }

    fn int(&mut self, name: &str, value: i64) -> (Identifier<'c>, Attribute<'c>) {
        let i64_type = IntegerType::new(self.context, 64).into();
        self.named(name, IntegerAttribute::new(i64_type, value).into())
    }

    /// `entries` as attributes, after `first`.
    fn dictionary(
        &mut self,
        mut first: Vec<(Identifier<'c>, Attribute<'c>)>,
        entries: &[Named<'_>],
    ) -> Result<Vec<(Identifier<'c>, Attribute<'c>)>, String> {
        for (name, value) in entries {
            let attr = self
                .attribute(value)
                .map_err(|e| format!("attribute '{name}': {e}"))?;
            first.push(self.named(name, attr));
        }
        Ok(first)
    }

    fn build(&self, builder: OperationBuilder<'c>, what: &str) -> Result<Operation<'c>, String> {
        builder
            .build()
            .map_err(|e| format!("cannot build '{what}': {e}"))
    }

    fn function(
        &mut self,
        mut f: Function,
        symbol: &str,
        json_name: Option<&str>,
        kind: &str,
    ) -> Result<Operation<'c>, String> {
        let blocks = std::mem::take(&mut f.blocks);
        let f = &f;
        let mut scope = Scope::new(f);
        let body = Block::new(&[]);
        {
            // Memory locations by index, for the instructions' operands;
            // they borrow `body`, which moves into the region below.
            let mut locations: Vec<Value<'c, '_>> = Vec::new();
            for (ai, a) in f.allocations.iter().enumerate() {
                let name = self.string(AllocationOp::NAME_ATTR, &a.name);
                let attrs = self.dictionary(vec![name], &allocation_attrs(a))?;
                let op = OperationBuilder::new(
                    AllocationOp::NAME,
                    self.at(&format!(".allocations[{ai}]")),
                )
                .add_attributes(&attrs)
                .add_results(&[self.allocation_type]);
                let set = body.append_operation(self.build(op, AllocationOp::NAME)?);
                let set: Value<'c, '_> = set
                    .result(0)
                    .map_err(|e| format!("{} has no result: {e}", AllocationOp::NAME))?
                    .into();
                for (mi, m) in a.memorylocations.iter().enumerate() {
                    scope.define(m, &a.name).map_err(|e| {
                        self.about(&format!(".allocations[{ai}].memorylocations[{mi}]"), e)
                    })?;
                    type M<'c, 'a> = ops::MemoryLocation<'c, 'a>;
                    let name = self.string(M::NAME_ATTR, &m.name);
                    let attrs = self.dictionary(vec![name], &memory_location_attrs(m))?;
                    let at = self.at(&format!(".allocations[{ai}].memorylocations[{mi}]"));
                    let op = OperationBuilder::new(M::NAME, at)
                        .add_attributes(&attrs)
                        .add_operands(&[set])
                        .add_results(&[self.location_type]);
                    let location = body.append_operation(self.build(op, M::NAME)?);
                    locations.push(
                        location
                            .result(0)
                            .map_err(|e| format!("{} has no result: {e}", M::NAME))?
                            .into(),
                    );
                }
            }
            for (bi, b) in blocks.into_iter().enumerate() {
                let op = self.block(b, &format!(".blocks[{bi}]"), &scope, &locations)?;
                body.append_operation(op);
            }
        }
        let region = Region::new();
        region.append_block(body);
        let kind = self.attribute(&Attr::Enum(mnemonic::<FunctionKind>(), kind.to_owned()))?;
        type F<'c, 'a> = ops::Func<'c, 'a>;
        let first = vec![
            self.string(F::SYM_NAME_ATTR, symbol),
            self.named(F::KIND_ATTR, kind),
        ];
        let attrs = self.dictionary(first, &function_attrs(f, json_name))?;
        let op = OperationBuilder::new(F::NAME, self.at(""))
            .add_attributes(&attrs)
            .add_regions([region]);
        self.build(op, F::NAME)
    }

    fn block(
        &mut self,
        mut b: JsonBlock,
        path: &str,
        scope: &Scope<'_>,
        locations: &[Value<'c, '_>],
    ) -> Result<Operation<'c>, String> {
        let items = std::mem::take(&mut b.instructions);
        let mut ops = Vec::with_capacity(items.len());
        for (k, item) in items.into_iter().enumerate() {
            let item_path = ItemPath {
                block: path,
                index: k,
            };
            ops.push(match item {
                BlockItem::Instruction(i) => self.instruction(&i, item_path, scope, locations)?,
                BlockItem::Loop(l) => self.loop_(l, &item_path.text(), scope, locations)?,
            });
        }
        let name = self.string(ops::Block::NAME_ATTR, &b.name);
        let attrs = self.dictionary(vec![name], &block_attrs(&b))?;
        self.with_body(ops::Block::NAME, path, &attrs, ops)
    }

    fn loop_(
        &mut self,
        mut l: Loop,
        path: &str,
        scope: &Scope<'_>,
        locations: &[Value<'c, '_>],
    ) -> Result<Operation<'c>, String> {
        let ops = std::mem::take(&mut l.blocks)
            .into_iter()
            .enumerate()
            .map(|(bi, block)| self.block(block, &format!("{path}.blocks[{bi}]"), scope, locations))
            .collect::<Result<Vec<_>, _>>()?;
        let axis = &l.axis;
        let bound = |v: u64| {
            i64::try_from(v).map_err(|_| format!("loop '{}': bound {v} is not an i64", axis.name))
        };
        type L<'c, 'a> = ops::Loop<'c, 'a>;
        let first = vec![
            self.string(L::NAME_ATTR, &axis.name),
            self.int(L::LB_ATTR, bound(axis.lb)?),
            self.int(L::UB_ATTR, bound(axis.ub)?),
            self.int(L::STRIDE_ATTR, bound(axis.stride)?),
        ];
        let attrs = self.dictionary(first, &loop_attrs(&l))?;
        self.with_body(L::NAME, path, &attrs, ops)
    }

    /// An op `name` with `attrs` and one region of one block holding `ops`.
    fn with_body(
        &self,
        name: &str,
        path: &str,
        attrs: &[(Identifier<'c>, Attribute<'c>)],
        ops: Vec<Operation<'c>>,
    ) -> Result<Operation<'c>, String> {
        let body = Block::new(&[]);
        for op in ops {
            body.append_operation(op);
        }
        let region = Region::new();
        region.append_block(body);
        let op = OperationBuilder::new(name, self.at(path))
            .add_attributes(attrs)
            .add_regions([region]);
        self.build(op, name)
    }

    fn instruction(
        &mut self,
        i: &Instruction,
        path: ItemPath<'_>,
        scope: &Scope<'_>,
        locations: &[Value<'c, '_>],
    ) -> Result<Operation<'c>, String> {
        let parts = scope
            .instruction(i)
            .map_err(|e| self.about(&path.text(), e))?;
        let engine = self
            .engine(parts.engine)
            .map_err(|e| self.about(&path.text(), format!("instruction '{}': {e}", parts.name)))?;
        let segments = DenseI32ArrayAttribute::new(
            self.context,
            &[parts.ins.len() as i32, parts.outs.len() as i32],
        );
        let first = vec![
            self.string(InstructionOp::NAME_ATTR, parts.name),
            self.named(InstructionOp::ENGINE_ATTR, engine),
            self.named(ops::operand_segment_sizes(), segments.into()),
        ];
        let attrs = self.dictionary(first, &parts.attrs)?;
        let operands: Vec<Value<'c, '_>> = parts
            .ins
            .iter()
            .chain(&parts.outs)
            .map(|&k| locations[k])
            .collect();
        let location = self.instruction_at(parts.name, path);
        // The op name is spelled in `scratch`, which stays as it is until
        // the op is built (the operation state points into it).
        self.scratch.clear();
        self.scratch.push_str("bir.");
        self.scratch.push_str(parts.op);
        let op = OperationBuilder::new(&self.scratch, location)
            .add_attributes(&attrs)
            .add_operands(&operands);
        self.build(op, &self.scratch)
    }

    /// Where instruction `name` (item `path`) is located: at its
    /// statement's byte offset when known (a KLR kernel), else at its item.
    fn instruction_at(&mut self, name: &str, path: ItemPath<'_>) -> Location<'c> {
        let Some(places) = &self.places else {
            return self.location;
        };
        match (places.offsets.and_then(|o| o.get(name)), self.kernel_at) {
            (Some(&offset), Some(kernel_at)) => {
                places.at_offset(self.context, kernel_at, &mut self.scratch, offset)
            }
            _ => self.at(&path.text()),
        }
    }
}

/// The path of a block's item below the function
/// (`<block>.instructions[<k>]`), spelled out only when something needs it
/// (an error, a BIR JSON kernel's position look-up): a KLR kernel's
/// instructions are located without it.
#[derive(Clone, Copy)]
struct ItemPath<'a> {
    block: &'a str,
    index: usize,
}

impl ItemPath<'_> {
    fn text(self) -> String {
        format!("{}.instructions[{}]", self.block, self.index)
    }
}
