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
    /// The location of instruction `name` at `path`: its statement's byte
    /// offset when known, else its item.
    fn at_instruction(&self, context: &'c Context, path: &str, name: &str) -> Location<'c> {
        match self.offsets.and_then(|o| o.get(name)) {
            Some(offset) => Location::call_site(
                Location::name(
                    context,
                    &format!("{}: byte {offset}", self.kernel),
                    Location::new(context, self.kernel, 0, 0),
                ),
                self.caller,
            ),
            None => self.at(context, path),
        }
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
    let mut builder = Builder {
        context,
        location,
        places,
        allocation_type: super::make::bir_type(context, "!bir.allocation")?,
        location_type: super::make::bir_type(context, "!bir.memory_location")?,
    };
    builder.function(f, symbol, json_name, kind)
}

struct Builder<'c, 'p> {
    context: &'c Context,
    location: Location<'c>,
    places: Option<Places<'c, 'p>>,
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
    fn attribute(&self, attr: &Attr) -> Result<Attribute<'c>, String> {
        attr.build(self.context)
    }

    fn named(&self, name: &str, attr: Attribute<'c>) -> (Identifier<'c>, Attribute<'c>) {
        (Identifier::new(self.context, name), attr)
    }

    fn string(&self, name: &str, value: &str) -> (Identifier<'c>, Attribute<'c>) {
        self.named(name, StringAttribute::new(self.context, value).into())
    }

    fn int(&self, name: &str, value: i64) -> (Identifier<'c>, Attribute<'c>) {
        let i64_type = IntegerType::new(self.context, 64).into();
        self.named(name, IntegerAttribute::new(i64_type, value).into())
    }

    /// `entries` as attributes, after `first`.
    fn dictionary(
        &mut self,
        mut first: Vec<(Identifier<'c>, Attribute<'c>)>,
        entries: &[Named],
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
                let attrs =
                    self.dictionary(vec![self.string("name", &a.name)], &allocation_attrs(a))?;
                let op = OperationBuilder::new(
                    "bir.allocation",
                    self.at(&format!(".allocations[{ai}]")),
                )
                .add_attributes(&attrs)
                .add_results(&[self.allocation_type]);
                let set = body.append_operation(self.build(op, "bir.allocation")?);
                let set: Value<'c, '_> = set
                    .result(0)
                    .map_err(|e| format!("bir.allocation has no result: {e}"))?
                    .into();
                for (mi, m) in a.memorylocations.iter().enumerate() {
                    scope.define(m, &a.name).map_err(|e| {
                        self.about(&format!(".allocations[{ai}].memorylocations[{mi}]"), e)
                    })?;
                    let attrs = self.dictionary(
                        vec![self.string("name", &m.name)],
                        &memory_location_attrs(m),
                    )?;
                    let at = self.at(&format!(".allocations[{ai}].memorylocations[{mi}]"));
                    let op = OperationBuilder::new("bir.memory_location", at)
                        .add_attributes(&attrs)
                        .add_operands(&[set])
                        .add_results(&[self.location_type]);
                    let location = body.append_operation(self.build(op, "bir.memory_location")?);
                    locations.push(
                        location
                            .result(0)
                            .map_err(|e| format!("bir.memory_location has no result: {e}"))?
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
        let kind = self.attribute(&Attr::Enum("function_kind", kind.to_owned()))?;
        let attrs = self.dictionary(
            vec![self.string("sym_name", symbol), self.named("kind", kind)],
            &function_attrs(f, json_name),
        )?;
        let op = OperationBuilder::new("bir.func", self.at(""))
            .add_attributes(&attrs)
            .add_regions([region]);
        self.build(op, "bir.func")
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
            let item_path = format!("{path}.instructions[{k}]");
            ops.push(match item {
                BlockItem::Instruction(i) => self.instruction(&i, &item_path, scope, locations)?,
                BlockItem::Loop(l) => self.loop_(l, &item_path, scope, locations)?,
            });
        }
        let attrs = self.dictionary(vec![self.string("name", &b.name)], &block_attrs(&b))?;
        self.with_body("bir.block", path, &attrs, ops)
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
        let attrs = self.dictionary(
            vec![
                self.string("name", &axis.name),
                self.int("lb", bound(axis.lb)?),
                self.int("ub", bound(axis.ub)?),
                self.int("stride", bound(axis.stride)?),
            ],
            &loop_attrs(&l),
        )?;
        self.with_body("bir.loop", path, &attrs, ops)
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
        path: &str,
        scope: &Scope<'_>,
        locations: &[Value<'c, '_>],
    ) -> Result<Operation<'c>, String> {
        let parts = scope.instruction(i).map_err(|e| self.about(path, e))?;
        let engine = self
            .attribute(&Attr::Enum("engine", parts.engine.to_owned()))
            .map_err(|e| self.about(path, format!("instruction '{}': {e}", parts.name)))?;
        let segments = DenseI32ArrayAttribute::new(
            self.context,
            &[parts.ins.len() as i32, parts.outs.len() as i32],
        );
        let attrs = self.dictionary(
            vec![
                self.string("name", parts.name),
                self.named("engine", engine),
                self.named("operandSegmentSizes", segments.into()),
            ],
            &parts.attrs,
        )?;
        let operands: Vec<Value<'c, '_>> = parts
            .ins
            .iter()
            .chain(&parts.outs)
            .map(|&k| locations[k])
            .collect();
        let name = format!("bir.{}", parts.op);
        let location = match &self.places {
            Some(places) => places.at_instruction(
                self.context,
                &format!("{}{path}", places.function),
                parts.name,
            ),
            None => self.location,
        };
        let op = OperationBuilder::new(&name, location)
            .add_attributes(&attrs)
            .add_operands(&operands);
        self.build(op, &name)
    }
}
