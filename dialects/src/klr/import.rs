//! Import: a decoded KLR file → a `klr` module, built op by op through
//! typed attribute constructors ([`super::make`]) instead of written as
//! dialect text for MLIR's parser. The module is the one the text form
//! parses to (test `built_equals_parsed`), and it is verified once built.

use melior::{
    ir::{
        attribute::StringAttribute,
        operation::{OperationBuilder, OperationLike},
        Attribute, Block, BlockLike, Identifier, Location, Module, Operation, Region, RegionLike,
    },
    Context,
};
use nki_formats::klr::{
    node::{Node, Shape},
    Contents, KlrFile, Pos, Reflect, Stmt,
};

use super::convert::ImportError;
use super::make::Maker;
use super::names::{snake_static, struct_fields};
use super::ops::{self, discardable};

/// Where statements are located: at the file, or (for diagnostics) each at
/// its byte offset in the `.klr` file, named `"<file>: byte <N>"` around its
/// NKI position (or the file when it has none).
struct Places<'a> {
    file: &'a str,
    offsets: Option<&'a [usize]>,
    next: usize,
}

struct Importer<'c, 'a> {
    context: &'c Context,
    make: Maker<'c>,
    /// `"<file>":0:0`, where every op without a place of its own is.
    file_loc: Location<'c>,
    places: Places<'a>,
}

/// Builds the module of `file` (see [`super::convert::import_located`]).
pub fn import<'c>(
    context: &'c Context,
    file: &KlrFile,
    source_name: &str,
    offsets: Option<&[usize]>,
) -> Result<Module<'c>, ImportError> {
    // The parser loads a dialect when text names it; a build must first.
    context.get_or_load_dialect("klr");
    let mut importer = Importer {
        context,
        make: Maker::new(context),
        file_loc: Location::new(context, source_name, 0, 0),
        places: Places {
            file: source_name,
            offsets,
            next: 0,
        },
    };
    let kernel = importer.kernel(file).map_err(ImportError::Unsupported)?;
    let module = Module::new(importer.file_loc);
    module.body().append_operation(kernel);
    if !module.as_operation().verify() {
        return Err(ImportError::Diagnosed);
    }
    Ok(module)
}

impl<'c> Importer<'c, '_> {
    fn kernel(&mut self, file: &KlrFile) -> Result<Operation<'c>, String> {
        let format = (file.metadata.format != "NKI").then(|| {
            let value = StringAttribute::new(self.context, &file.metadata.format).into();
            (self.id(discardable::METADATA_FORMAT), value)
        });
        // The profile travels with the kernel (`--export-klr` writes it).
        let profile = (!file.profile.is_base()).then(|| {
            let value = StringAttribute::new(self.context, file.profile.name).into();
            (self.id(discardable::PROFILE), value)
        });
        let (name, mut attrs, body) = match &file.contents {
            Contents::lnc(k) => {
                let region = self.region();
                let block = region.first_block().expect("a region with its block");
                for (i, blocks) in k.bodies.iter().enumerate() {
                    let core = self.core(i, blocks)?;
                    block.append_operation(core);
                }
                type K = ops::LncKernel;
                let attrs = vec![
                    (self.id(K::INPUTS_ATTR), self.list(&k.inputs)?),
                    (self.id(K::OUTPUTS_ATTR), self.list(&k.outputs)?),
                    (self.id(K::SHARED_BUFFERS_ATTR), self.list(&k.sharedBuffers)?),
                    (
                        self.id(K::SHARED_CONSTANTS_ATTR),
                        self.list(&k.sharedConstants)?,
                    ),
                    (self.id(K::EDGES_ATTR), self.list(&k.edges)?),
                ];
                ((K::NAME, K::SYM_NAME_ATTR, &k.name), attrs, region)
            }
            Contents::kernel(k) => {
                let region = self.region();
                let block = region.first_block().expect("a region with its block");
                self.blocks(&block, &k.body)?;
                type K = ops::Kernel;
                let attrs = vec![
                    (self.id(K::INPUTS_ATTR), self.list(&k.inputs)?),
                    (self.id(K::OUTPUTS_ATTR), self.list(&k.outputs)?),
                ];
                ((K::NAME, K::SYM_NAME_ATTR, &k.name), attrs, region)
            }
            Contents::hlo(name) => {
                return Err(format!(
                    "Wrong KLIR content type: the file holds an HLO call-site name ('{name}'), not a Core kernel"
                ))
            }
        };
        let (op, sym_name, symbol) = name;
        attrs.push((
            self.id(sym_name),
            StringAttribute::new(self.context, symbol).into(),
        ));
        attrs.extend(format);
        attrs.extend(profile);
        self.op(op, self.file_loc, &attrs, Some(body))
    }

    fn core(
        &mut self,
        index: usize,
        blocks: &[nki_formats::klr::Block],
    ) -> Result<Operation<'c>, String> {
        let region = self.region();
        let block = region.first_block().expect("a region with its block");
        self.blocks(&block, blocks)?;
        let index = self
            .make
            .attribute(&Node::Int(index as i64), &Shape::Int, true)?;
        self.op(
            ops::Core::NAME,
            self.file_loc,
            &[(self.id(ops::Core::INDEX_ATTR), index)],
            Some(region),
        )
    }

    fn blocks(
        &mut self,
        parent: &Block<'c>,
        blocks: &[nki_formats::klr::Block],
    ) -> Result<(), String> {
        for b in blocks {
            let region = self.region();
            let body = region.first_block().expect("a region with its block");
            for stmt in &b.body {
                let op = self.statement(stmt)?;
                body.append_operation(op);
            }
            let mut attrs = vec![(
                self.id(ops::Block::LABEL_ATTR),
                StringAttribute::new(self.context, &b.label).into(),
            )];
            if b.noReorder {
                attrs.push((
                    self.id(ops::Block::NO_REORDER_ATTR),
                    Attribute::unit(self.context),
                ));
            }
            let op = self.op(ops::Block::NAME, self.file_loc, &attrs, Some(region))?;
            parent.append_operation(op);
        }
        Ok(())
    }

    fn statement(&mut self, stmt: &Stmt) -> Result<Operation<'c>, String> {
        let Stmt::oper { op, name, pos } = stmt;
        let Node::Variant { ctor, fields, .. } = op.to_node() else {
            return Err("a statement without an operator".into());
        };
        let Some((
            _,
            Node::Struct {
                ty,
                fields: payload,
            },
        )) = fields.first()
        else {
            return Err(format!("operator {ctor} without a payload"));
        };
        let mut attrs = Vec::with_capacity(payload.len() + 2);
        for ((field, node), (_, shape)) in payload.iter().zip(struct_fields(ty)) {
            if matches!(node, Node::Prop | Node::Opt(None)) {
                continue;
            }
            attrs.push((self.id(field), self.make.attribute(node, &shape, true)?));
        }
        if let Some(name) = name {
            attrs.push((
                self.id(ops::Statement::STMT_NAME_ATTR),
                StringAttribute::new(self.context, name).into(),
            ));
        }
        let pos_attr = self
            .make
            .attribute(&pos.to_node(), &Shape::Named("Pos"), true)?;
        attrs.push((self.id(ops::Statement::POS_ATTR), pos_attr));
        let location = self.place(pos);
        self.op(
            &format!("klr.{}", snake_static(ctor)),
            location,
            &attrs,
            None,
        )
    }

    /// The next statement's location.
    fn place(&mut self, pos: &Pos) -> Location<'c> {
        let offset = self
            .places
            .offsets
            .and_then(|o| o.get(self.places.next).copied());
        self.places.next += 1;
        let Some(offset) = offset else {
            return self.file_loc;
        };
        let name = format!("{}: byte {offset}", self.places.file);
        let child = match &pos.filename {
            Some(source) if pos.line > 0 => Location::new(
                self.context,
                source,
                pos.line as usize,
                pos.column.max(1) as usize,
            ),
            _ => self.file_loc,
        };
        Location::name(self.context, &name, child)
    }

    /// A list of structures as an op attribute (each in full).
    fn list<T: Reflect>(&self, items: &[T]) -> Result<Attribute<'c>, String> {
        let nodes = Node::List(items.iter().map(Reflect::to_node).collect());
        self.make
            .attribute(&nodes, &Shape::List(Box::new(T::shape())), true)
    }

    fn region(&self) -> Region<'c> {
        let region = Region::new();
        region.append_block(Block::new(&[]));
        region
    }

    fn id(&self, name: &str) -> Identifier<'c> {
        Identifier::new(self.context, name)
    }

    fn op(
        &self,
        name: &str,
        location: Location<'c>,
        attrs: &[(Identifier<'c>, Attribute<'c>)],
        region: Option<Region<'c>>,
    ) -> Result<Operation<'c>, String> {
        let mut builder = OperationBuilder::new(name, location).add_attributes(attrs);
        if let Some(region) = region {
            builder = builder.add_regions([region]);
        }
        builder
            .build()
            .map_err(|e| format!("cannot build '{name}': {e}"))
    }
}

#[cfg(test)]
mod tests {
    use super::super::convert::import_located;
    use super::super::text_reference::import_parsed;
    use melior::ir::operation::{OperationLike, OperationPrintingFlags};
    use std::path::Path;

    /// The module with its locations.
    fn printed(module: &melior::ir::Module<'_>) -> String {
        let flags = OperationPrintingFlags::new().enable_debug_info(true, false);
        module.as_operation().to_string_with_flags(flags).unwrap()
    }

    /// Every KLR fixture kernel built typed prints as the module MLIR parses
    /// from its dialect text, locations included, with and without each
    /// statement located at its byte offset.
    #[test]
    fn built_equals_parsed() {
        let context = crate::test_support::context();
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../test/Inputs/klr");
        let mut compared = 0;
        for dir in ["cbor", "cbor-loops-repaired", "profiles"] {
            for entry in std::fs::read_dir(root.join(dir)).unwrap() {
                let path = entry.unwrap().path();
                if path.extension().is_none_or(|e| e != "klr") {
                    continue;
                }
                let bytes = std::fs::read(&path).unwrap();
                let file = nki_formats::klr::read_klr(&bytes).unwrap();
                let offsets = nki_formats::klr::statement_offsets(&bytes);
                for places in [None, Some(offsets.as_slice())] {
                    let built = import_located(&context, &file, "k.klr", places);
                    let parsed = import_parsed(&context, &file, "k.klr", places);
                    match (built, parsed) {
                        (Ok(b), Ok(p)) => {
                            assert_eq!(printed(&b), printed(&p), "{}", path.display());
                            compared += 1;
                        }
                        (b, p) => {
                            assert_eq!(b.err(), p.err(), "{}: one import failed", path.display())
                        }
                    }
                }
            }
        }
        assert!(compared >= 40, "only {compared} kernels compared");
    }

    /// The same for the klr dialect tests, which hold every statement op and
    /// every attribute kind: each module is exported to a KLR file and that
    /// file imported both ways.
    #[test]
    fn built_equals_parsed_for_every_op() {
        let context = crate::test_support::context();
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../test/Dialect/KLR");
        let mut compared = 0;
        for test in ["ops.mlir", "attrs.mlir"] {
            let text = std::fs::read_to_string(root.join(test)).unwrap();
            for chunk in text.split("// -----") {
                let Some(module) = nki::ffi::parse_source_as_module(&context, chunk, test) else {
                    continue;
                };
                for kernel in crate::ir::children(&module.as_operation()) {
                    let file = super::super::convert::export_kernel(&kernel).unwrap();
                    let built = import_located(&context, &file, "k.klr", None).unwrap();
                    // The text import cannot read a literal replica group
                    // back (it wrote `array<i64: …>` where the parameter
                    // parser wants `[…]`); the typed build has no text.
                    if let Ok(parsed) = import_parsed(&context, &file, "k.klr", None) {
                        assert_eq!(printed(&built), printed(&parsed), "{test}");
                        compared += 1;
                    }
                    // What was built exports to the same file.
                    let kernel = crate::ir::children(&built.as_operation())[0];
                    let again = super::super::convert::export_kernel(&kernel).unwrap();
                    assert_eq!(again, file, "{test}: export of the built kernel");
                }
            }
        }
        assert!(compared >= 3, "only {compared} modules compared");
    }
}
