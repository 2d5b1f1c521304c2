//! The import's reference: a decoded KLR file written as `klr` dialect text
//! for MLIR's parser, the way `--import-klr` worked before it built the
//! module typed ([`super::import`]). The tests compare the two modules, so
//! the typed build is checked against an independent reading of the same
//! naming rules.

use melior::{ir::Module, Context};
use nki::attr_text::quote;
use nki_formats::klr::{
    node::{Node, Shape},
    Contents, KlrFile, Reflect, Stmt,
};
use rustc_hash::FxHashMap;
use std::fmt::Write as _;

use super::convert::{field_shapes, ImportError};
use super::names::{snake_static, struct_mnemonic_static, variant_mnemonic_static};

/// Where a value is written: inside a structure's parameters, or as an op's
/// attribute.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Place {
    Param,
    Op,
}

/// Writes `node` (of static shape `shape`) in the dialect's attribute syntax.
fn write_value(out: &mut String, node: &Node, shape: &Shape, place: Place, optional: bool) {
    match (node, shape) {
        (Node::Opt(None), _) => {}
        (Node::Opt(Some(inner)), Shape::Opt(inner_shape)) => {
            write_value(out, inner, inner_shape, place, true)
        }
        (Node::Nat(v), _) => {
            let _ = write!(out, "{v}");
        }
        (Node::Int(v), _) => {
            let _ = write!(out, "{v}");
        }
        (Node::Int32(v), _) => {
            let _ = write!(out, "{v}");
            if place == Place::Op {
                out.push_str(" : i32");
            }
        }
        (Node::Bool(b), _) => out.push_str(if *b { "true" } else { "false" }),
        (Node::F32(bits), _) => {
            let _ = write!(out, "0x{bits:08X} : f32");
        }
        (Node::Str(s), _) => out.push_str(&quote(s)),
        (Node::Enum { ty, ctor }, _) => {
            if place == Place::Param && !optional {
                out.push_str(ctor);
            } else {
                let _ = write!(out, "#klr.{}<{ctor}>", snake_static(ty));
            }
        }
        (Node::Struct { ty, fields }, _) => {
            let _ = write!(out, "#klr.{}", struct_mnemonic_static(ty));
            write_fields(out, ty, None, fields);
        }
        (Node::Variant { ty, ctor, fields }, _) => {
            let _ = write!(out, "#klr.{}", variant_mnemonic_static(ty, ctor));
            write_fields(out, ty, Some(ctor), fields);
        }
        (Node::List(items), Shape::List(elem)) => {
            let ints = matches!(**elem, Shape::Nat | Shape::Int | Shape::Int32);
            if place == Place::Op && ints {
                out.push_str("array<i64");
                for (i, item) in items.iter().enumerate() {
                    out.push_str(if i == 0 { ": " } else { ", " });
                    write_value(out, item, elem, Place::Param, false);
                }
                out.push('>');
                return;
            }
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                // Lists of lists of integers are lists of dense arrays.
                write_value(
                    out,
                    item,
                    elem,
                    if matches!(**elem, Shape::List(_)) {
                        Place::Op
                    } else {
                        Place::Param
                    },
                    false,
                );
            }
            out.push(']');
        }
        (Node::List(_), _) | (Node::Opt(Some(_)), _) | (Node::Prop, _) => {}
    }
}

/// `<field = value, …>` of a structure or constructor (nothing for a
/// constructor without fields). Proof fields and `none`s are left out.
fn write_fields(out: &mut String, ty: &str, ctor: Option<&str>, fields: &[(&'static str, Node)]) {
    let shapes = field_shapes(ty, ctor);
    let written: Vec<_> = fields
        .iter()
        .zip(shapes.iter())
        .filter(|((_, n), _)| !matches!(n, Node::Prop | Node::Opt(None)))
        .collect();
    if written.is_empty() {
        return;
    }
    out.push('<');
    for (i, ((name, node), (_, shape))) in written.into_iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        let _ = write!(out, "{name} = ");
        write_value(out, node, shape, Place::Param, false);
    }
    out.push('>');
}

/// Symbol names are always quoted; the printer unquotes those that need not be.
fn symbol(name: &str) -> String {
    format!("@{}", quote(name))
}

fn write_tensor_list(out: &mut String, key: &str, items: &[nki_formats::klr::TensorName]) {
    let _ = write!(out, "{key} = [");
    for (i, t) in items.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_value(
            out,
            &t.to_node(),
            &Shape::Named("TensorName"),
            Place::Op,
            false,
        );
    }
    out.push(']');
}

fn write_list<T: Reflect>(out: &mut String, key: &str, items: &[T]) {
    let _ = write!(out, "{key} = [");
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_value(out, &item.to_node(), &T::shape(), Place::Op, false);
    }
    out.push(']');
}

/// Attribute aliases for the statements' attribute values: a kernel names
/// the same tensors, with the same accesses, in statement after statement,
/// and MLIR parses an attribute's text in full at every occurrence before
/// uniquing it. An alias is parsed once; the printed module is the same.
#[derive(Default)]
struct Aliases {
    by_text: FxHashMap<String, usize>,
    /// `#vN = …` lines, to go before the first op.
    defs: String,
    scratch: String,
}

impl Aliases {
    /// Values shorter than this are written in place (an alias would not
    /// save their parse).
    const MIN_LEN: usize = 24;

    /// Writes `node` (an op attribute value of `shape`) into `out`, as an
    /// alias when it is long.
    fn write_value(&mut self, out: &mut String, node: &Node, shape: &Shape) {
        self.scratch.clear();
        write_value(&mut self.scratch, node, shape, Place::Op, false);
        if self.scratch.len() < Self::MIN_LEN {
            out.push_str(&self.scratch);
            return;
        }
        let next = self.by_text.len();
        let index = match self.by_text.get(self.scratch.as_str()) {
            Some(&index) => index,
            None => {
                let _ = writeln!(self.defs, "#v{next} = {}", self.scratch);
                self.by_text.insert(self.scratch.clone(), next);
                next
            }
        };
        let _ = write!(out, "#v{index}");
    }
}

fn write_blocks(
    out: &mut String,
    aliases: &mut Aliases,
    blocks: &[nki_formats::klr::Block],
    indent: &str,
    places: &mut Places<'_>,
) {
    for block in blocks {
        let _ = write!(out, "{indent}klr.block {}", quote(&block.label));
        if block.noReorder {
            out.push_str(" no_reorder");
        }
        out.push_str(" {\n");
        for stmt in &block.body {
            write_stmt(out, aliases, stmt, &format!("{indent}  "), places);
        }
        let _ = writeln!(out, "{indent}}} loc(#src)");
    }
}

fn write_stmt(
    out: &mut String,
    aliases: &mut Aliases,
    stmt: &Stmt,
    indent: &str,
    places: &mut Places<'_>,
) {
    let Stmt::oper { op, name, pos } = stmt;
    let Node::Variant { ctor, fields, .. } = op.to_node() else {
        return;
    };
    let Some((_, payload)) = fields.first() else {
        return;
    };
    let Node::Struct {
        ty,
        fields: payload_fields,
    } = payload
    else {
        return;
    };
    let _ = write!(out, "{indent}klr.{}", snake_static(ctor));
    if let Some(name) = name {
        let _ = write!(out, " {}", quote(name));
    }
    out.push_str(" at ");
    write_value(out, &pos.to_node(), &Shape::Named("Pos"), Place::Op, false);
    let shapes = field_shapes(ty, None);
    let written: Vec<_> = payload_fields
        .iter()
        .zip(shapes.iter())
        .filter(|((_, n), _)| !matches!(n, Node::Prop | Node::Opt(None)))
        .collect();
    if !written.is_empty() {
        out.push_str(" {");
        for (i, ((name, node), (_, shape))) in written.into_iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            let _ = write!(out, "{name} = ");
            aliases.write_value(out, node, shape);
        }
        out.push('}');
    }
    places.write(out, pos);
}

/// Where statements are located in the generated text: at the file as a
/// whole, or (for diagnostics) at each statement's byte offset in the
/// `.klr` file, `loc("<file>: byte <N>"(<NKI position>))`, a form
/// `nki::diagnostics` prints as `<file>: byte <N>: error: …` with the NKI
/// position as a note.
struct Places<'a> {
    file: &'a str,
    offsets: Option<&'a [usize]>,
    next: usize,
}

impl Places<'_> {
    fn write(&mut self, out: &mut String, pos: &nki_formats::klr::Pos) {
        let offset = self.offsets.and_then(|o| o.get(self.next).copied());
        self.next += 1;
        let Some(offset) = offset else {
            out.push_str(" loc(#src)\n");
            return;
        };
        let name = quote(&format!("{}: byte {offset}", self.file));
        match &pos.filename {
            Some(source) if pos.line > 0 => {
                let _ = writeln!(
                    out,
                    " loc({name}({}:{}:{}))",
                    quote(source),
                    pos.line,
                    pos.column.max(1)
                );
            }
            _ => {
                let _ = writeln!(out, " loc({name}(#src))");
            }
        }
    }
}

/// The file as `klr` dialect text (one `klr.lnc_kernel` or `klr.kernel`),
/// every statement located at its byte offset in the
/// file (`offsets`, from `nki_formats::klr::statement_offsets`).
pub(super) fn to_mlir_text_located(
    file: &KlrFile,
    source_name: &str,
    offsets: Option<&[usize]>,
) -> Result<String, String> {
    let mut places = Places {
        file: source_name,
        offsets,
        next: 0,
    };
    let mut out = String::new();
    let mut aliases = Aliases::default();
    let mut format_attr = if file.metadata.format == "NKI" {
        String::new()
    } else {
        format!(", klr.metadata_format = {}", quote(&file.metadata.format))
    };
    if !file.profile.is_base() {
        let _ = write!(format_attr, ", klr.profile = {}", quote(file.profile.name));
    }
    match &file.contents {
        Contents::lnc(k) => {
            let _ = write!(out, "klr.lnc_kernel {} attributes {{", symbol(&k.name));
            write_tensor_list(&mut out, "inputs", &k.inputs);
            out.push_str(", ");
            write_tensor_list(&mut out, "outputs", &k.outputs);
            out.push_str(", ");
            write_tensor_list(&mut out, "shared_buffers", &k.sharedBuffers);
            out.push_str(", ");
            write_list(&mut out, "shared_constants", &k.sharedConstants);
            out.push_str(", ");
            write_list(&mut out, "edges", &k.edges);
            out.push_str(&format_attr);
            out.push_str("} {\n");
            for (i, body) in k.bodies.iter().enumerate() {
                let _ = writeln!(out, "  klr.core {i} {{");
                write_blocks(&mut out, &mut aliases, body, "    ", &mut places);
                out.push_str("  } loc(#src)\n");
            }
            out.push_str("} loc(#src)\n");
        }
        Contents::kernel(k) => {
            let _ = write!(out, "klr.kernel {} attributes {{", symbol(&k.name));
            write_tensor_list(&mut out, "inputs", &k.inputs);
            out.push_str(", ");
            write_tensor_list(&mut out, "outputs", &k.outputs);
            out.push_str(&format_attr);
            out.push_str("} {\n");
            write_blocks(&mut out, &mut aliases, &k.body, "  ", &mut places);
            out.push_str("} loc(#src)\n");
        }
        Contents::hlo(name) => {
            return Err(format!(
                "Wrong KLIR content type: the file holds an HLO call-site name ('{name}'), not a Core kernel"
            ))
        }
    }
    let mut text = format!("#src = loc({}:0:0)\n", quote(source_name));
    text.reserve(aliases.defs.len() + out.len());
    text.push_str(&aliases.defs);
    text.push_str(&out);
    Ok(text)
}

/// [`import_located`] through the dialect text: MLIR parses what
/// [`to_mlir_text_located`] writes (the reference the typed build is
/// tested against).
pub(super) fn import_parsed<'c>(
    context: &'c Context,
    file: &KlrFile,
    source_name: &str,
    offsets: Option<&[usize]>,
) -> Result<Module<'c>, ImportError> {
    let text =
        to_mlir_text_located(file, source_name, offsets).map_err(ImportError::Unsupported)?;
    nki::ffi::parse_source_as_module(context, &text, source_name).ok_or(ImportError::Diagnosed)
}
