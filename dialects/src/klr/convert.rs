//! KLR files ↔ the `klr` dialect.
//!
//! Both directions are schema-guided and written once for every type: a KLR
//! value's generic view ([`Node`], with its static [`Shape`]) is built as
//! the dialect's attributes ([`super::import`]), and an op's
//! attributes are read back through their C++ getters ([`super::reflect`])
//! into the same view (export). The naming rules that join the two:
//! - a statement op is `klr.<operator constructor in snake_case>`, its
//!   attributes the payload's fields by KLR name, plus `stmt_name` and `pos`;
//! - a structure is `#klr.<type in snake_case>` (`AccessBasic` and
//!   `AccessPattern` take a `_struct` suffix: their names are taken by the
//!   `Access` constructors), a variant constructor `#klr.<type>_<ctor>`, an
//!   enum `#klr.<type><case>` (a bare case word inside a structure);
//! - integers inside structures are plain; on ops `Int32` is `i32` and other
//!   integers `i64`; a list of integers on an op is a dense `array<i64: …>`;
//!   a Float32 is written by its bits (`0x3F800000 : f32`), so every value,
//!   NaN payloads included, survives.

use crate::ir::{children, op_name};
use melior::{
    ir::{operation::OperationLike, BlockLike, Module, OperationRef},
    Context,
};
use nki::attr_text::AttrValue;
use nki_formats::klr::{
    node::{type_shape, Node, Shape, TypeShape},
    Contents, Header, Kernel, KlrFile, LncKernel, MetaData, Profile, Reflect, Stmt, VERSION,
};

use super::kind::{kind, OpKind};
use super::names::{statement, struct_fields, variant_ctor, Statement};
use super::ops::{self, discardable};

/// The fields of structure `ty`, or of its constructor `ctor` when it is a
/// variant.
pub(super) fn field_shapes(ty: &str, ctor: Option<&str>) -> Vec<(&'static str, Shape)> {
    let Some(ctor) = ctor else {
        return struct_fields(ty);
    };
    match type_shape(ty) {
        Some(TypeShape::Variant(ctors)) => ctors
            .into_iter()
            .find(|(c, _)| *c == ctor)
            .map(|(_, f)| f)
            .unwrap_or_default(),
        _ => Vec::new(),
    }
}

/// Why a file could not be imported.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportError {
    /// The contents have no `klr` form (an HLO name).
    Unsupported(String),
    /// The kernel does not verify; the verifier's diagnostics went to the
    /// context's handlers.
    Diagnosed,
}

/// Imports a decoded file as a `klr` module.
pub fn import<'c>(
    context: &'c Context,
    file: &KlrFile,
    source_name: &str,
) -> Result<Module<'c>, ImportError> {
    import_located(context, file, source_name, None)
}

/// [`import`] with every statement located at its byte offset
/// ([`to_mlir_text_located`]): for reporting why a kernel does not verify.
pub fn import_located<'c>(
    context: &'c Context,
    file: &KlrFile,
    source_name: &str,
    offsets: Option<&[usize]>,
) -> Result<Module<'c>, ImportError> {
    super::import::import(context, file, source_name, offsets)
}

// ---------------------------------------------------------------------------
// Export.

/// An error while reading a `klr` module back into a file, as a diagnostic
/// line: at the op (`file:line:col: error: 'klr.x' op …`) when it has a
/// position, else without one (`error: …`, for the caller to prefix).
fn err(op: &OperationRef<'_, '_>, message: impl std::fmt::Display) -> String {
    let name = op.name().as_string_ref().as_str().unwrap_or("?").to_owned();
    match nki::diagnostics::resolve_location(op.location()) {
        Some(loc) => format!(
            "{}:{}:{}: error: '{name}' op {message}",
            loc.file, loc.line, loc.column
        ),
        None => format!("error: '{name}' op {message}"),
    }
}

/// An error that names no op.
fn plain(message: impl std::fmt::Display) -> String {
    format!("error: {message}")
}

/// Converts an attribute (as printed) to a node of the given shape.
fn from_attr(value: &AttrValue, shape: &Shape) -> Result<Node, String> {
    Ok(match shape {
        Shape::Nat | Shape::Int | Shape::Int32 => match value {
            AttrValue::Int(v) => match shape {
                Shape::Nat => {
                    Node::Nat(u64::try_from(*v).map_err(|_| format!("{v} is not a Nat"))?)
                }
                Shape::Int => {
                    Node::Int(i64::try_from(*v).map_err(|_| format!("{v} is not an Int"))?)
                }
                _ => Node::Int32(i32::try_from(*v).map_err(|_| format!("{v} is not an Int32"))?),
            },
            other => return Err(format!("expected an integer, found {other:?}")),
        },
        Shape::Bool => match value {
            AttrValue::Bool(b) => Node::Bool(*b),
            other => return Err(format!("expected true or false, found {other:?}")),
        },
        Shape::F32 => match value {
            AttrValue::Float { value: v, text, .. } => {
                let bits = match text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
                    Some(hex) => {
                        u32::from_str_radix(hex, 16).map_err(|_| format!("bad float '{text}'"))?
                    }
                    None => (*v as f32).to_bits(),
                };
                Node::F32(bits)
            }
            AttrValue::Int(v) => Node::F32((*v as f32).to_bits()),
            other => return Err(format!("expected a float, found {other:?}")),
        },
        Shape::Str => match value {
            AttrValue::Str(s) => Node::Str(s.clone()),
            other => return Err(format!("expected a string, found {other:?}")),
        },
        Shape::Prop => Node::Prop,
        Shape::List(elem) => match value {
            AttrValue::List(items) => Node::List(
                items
                    .iter()
                    .map(|i| from_attr(i, elem))
                    .collect::<Result<_, _>>()?,
            ),
            other => return Err(format!("expected a list, found {other:?}")),
        },
        Shape::Opt(inner) => Node::Opt(Some(Box::new(from_attr(value, inner)?))),
        Shape::Named(ty) => match type_shape(ty) {
            Some(TypeShape::Enum(cases)) => {
                let word = match value {
                    AttrValue::Keyword(w) => w.as_str(),
                    AttrValue::Positional { items, .. } => match items.as_slice() {
                        [AttrValue::Keyword(w)] => w.as_str(),
                        _ => return Err(format!("expected a {ty} case, found {value:?}")),
                    },
                    other => return Err(format!("expected a {ty} case, found {other:?}")),
                };
                let ctor = cases
                    .into_iter()
                    .find(|c| *c == word)
                    .ok_or_else(|| format!("'{word}' is not a {ty}"))?;
                Node::Enum { ty, ctor }
            }
            Some(TypeShape::Struct(shapes)) => {
                let AttrValue::Struct { fields, .. } = value else {
                    return Err(format!("expected a {ty}, found {value:?}"));
                };
                Node::Struct {
                    ty,
                    fields: fields_from_attr(fields, &shapes)?,
                }
            }
            Some(TypeShape::Variant(_)) => {
                let name = value.name().unwrap_or("");
                let Some((ctor, shapes)) = variant_ctor(ty, name) else {
                    return Err(format!("expected a {ty}, found '#{name}'"));
                };
                let fields = match value {
                    AttrValue::Struct { fields, .. } => fields.as_slice(),
                    _ => &[],
                };
                Node::Variant {
                    ty,
                    ctor,
                    fields: fields_from_attr(fields, &shapes)?,
                }
            }
            None => return Err(format!("unknown KLR type {ty}")),
        },
    })
}

fn fields_from_attr(
    fields: &[(String, AttrValue)],
    shapes: &[(&'static str, Shape)],
) -> Result<Vec<(&'static str, Node)>, String> {
    shapes
        .iter()
        .map(|(name, shape)| {
            let node = match fields.iter().find(|(k, _)| k == name) {
                Some((_, v)) => from_attr(v, shape).map_err(|e| format!("{name}: {e}"))?,
                None => Node::Opt(None),
            };
            Ok((*name, node))
        })
        .collect()
}

/// An op attribute as a node of the given shape (`none` when absent).
fn op_attr(op: &OperationRef<'_, '_>, name: &str, shape: &Shape) -> Result<Node, String> {
    let Ok(attr) = op.attribute(name) else {
        return Ok(Node::Opt(None));
    };
    let value = super::reflect::read(attr)
        .map_err(|e| err(op, format!("attribute '{name}': {}", e.describe())))?;
    from_attr(&value, shape).map_err(|e| err(op, format!("attribute '{name}': {e}")))
}

fn value_of<T: Reflect>(op: &OperationRef<'_, '_>, name: &str) -> Result<T, String> {
    let node = op_attr(op, name, &T::shape())?;
    T::from_node(&node).map_err(|e| err(op, format!("attribute '{name}': {e}")))
}

fn read_blocks(op: &OperationRef<'_, '_>) -> Result<Vec<nki_formats::klr::Block>, String> {
    children(op)
        .into_iter()
        .map(|block| {
            if kind(&block) != OpKind::Block {
                return Err(err(&block, format!("expected '{}'", ops::Block::NAME)));
            }
            let label: String = value_of(&block, ops::Block::LABEL_ATTR)?;
            let no_reorder = block.attribute(ops::Block::NO_REORDER_ATTR).is_ok();
            let body = children(&block)
                .into_iter()
                .map(|stmt| read_stmt(&stmt))
                .collect::<Result<_, _>>()?;
            Ok(nki_formats::klr::Block {
                label: label.into(),
                noReorder: no_reorder,
                body,
            })
        })
        .collect()
}

fn read_stmt(op: &OperationRef<'_, '_>) -> Result<Stmt, String> {
    let name = op_name(op);
    let mnemonic = name.strip_prefix("klr.").unwrap_or(name);
    let Some(&Statement { ctor, payload, .. }) = statement(mnemonic) else {
        return Err(err(op, "is not a KLR statement"));
    };
    let Some(TypeShape::Struct(fields)) = type_shape(payload) else {
        return Err(err(op, "has no payload structure in the schema"));
    };
    let fields = fields
        .iter()
        .map(|(field, shape)| Ok((*field, op_attr(op, field, shape)?)))
        .collect::<Result<Vec<_>, String>>()?;
    let operator = Node::Variant {
        ty: "Operator",
        ctor,
        fields: vec![(
            "op",
            Node::Struct {
                ty: payload,
                fields,
            },
        )],
    };
    let op_value = nki_formats::klr::Operator::from_node(&operator).map_err(|e| err(op, e))?;
    Ok(Stmt::oper {
        op: op_value,
        name: value_of(op, ops::Statement::STMT_NAME_ATTR)?,
        pos: value_of(op, ops::Statement::POS_ATTR)?,
    })
}

/// The schema profile a kernel op was read in (`klr.profile`; the base
/// when absent), which an export writes unless told otherwise.
pub fn kernel_profile(kernel: &OperationRef<'_, '_>) -> Result<&'static Profile, String> {
    if kernel.attribute(discardable::PROFILE).is_err() {
        return Ok(Profile::base());
    }
    let name: String = value_of(kernel, discardable::PROFILE)?;
    Profile::named(&name).ok_or_else(|| {
        err(
            kernel,
            format!(
                "attribute '{}': there is no KLR profile '{name}' (the profiles are {})",
                discardable::PROFILE,
                Profile::names().join(", ")
            ),
        )
    })
}

fn symbol_name(op: &OperationRef<'_, '_>) -> Result<String, String> {
    value_of(op, ops::Kernel::SYM_NAME_ATTR)
}

/// A [`WriteError`](nki_formats::klr::WriteError) as a diagnostic line, at
/// the statement op that holds the value when there is one.
pub fn write_error(module: &Module<'_>, e: &nki_formats::klr::WriteError) -> String {
    let statement = e.statement.and_then(|n| {
        let kernel = module.body().first_operation()?;
        let mut blocks = Vec::new();
        for child in children(&kernel) {
            match kind(&child) {
                OpKind::Core => blocks.extend(children(&child)),
                _ => blocks.push(child),
            }
        }
        blocks
            .iter()
            .flat_map(|b| children(b))
            .nth(n.checked_sub(1)?)
    });
    match statement {
        Some(op) => err(
            &op,
            format!(
                "cannot be written in KLR profile {}: {}",
                e.profile, e.message
            ),
        ),
        None => plain(e),
    }
}

/// Reads a module holding one `klr.lnc_kernel` (or `klr.kernel`) back into a
/// file. Errors name the op.
pub fn export(module: &Module<'_>) -> Result<KlrFile, String> {
    let kernels: Vec<_> = {
        let mut out = Vec::new();
        let mut next = module.body().first_operation();
        while let Some(op) = next {
            next = op.next_in_block();
            out.push(op);
        }
        out
    };
    let [kernel] = kernels.as_slice() else {
        return Err(plain(format!(
            "expected one {} or {} in the module, found {} operations",
            ops::LncKernel::NAME,
            ops::Kernel::NAME,
            kernels.len()
        )));
    };
    export_kernel(kernel)
}

/// Reads one `klr.lnc_kernel` (or `klr.kernel`) op back into a file: what a
/// pass over a module holding other ops needs. Errors name the op.
pub fn export_kernel(kernel: &OperationRef<'_, '_>) -> Result<KlrFile, String> {
    // Absent when the file's format is "NKI" (the importer sets it only
    // for another).
    let format = match kernel.attribute(discardable::METADATA_FORMAT) {
        Ok(_) => value_of::<String>(kernel, discardable::METADATA_FORMAT)?,
        Err(_) => "NKI".to_owned(),
    };
    let profile = kernel_profile(kernel)?;
    let contents = match kind(kernel) {
        OpKind::LncKernel => {
            let bodies = children(kernel)
                .iter()
                .map(|core| {
                    if kind(core) != OpKind::Core {
                        return Err(err(core, format!("expected '{}'", ops::Core::NAME)));
                    }
                    read_blocks(core)
                })
                .collect::<Result<_, _>>()?;
            type K = ops::LncKernel;
            Contents::lnc(LncKernel {
                name: symbol_name(kernel)?.into(),
                inputs: value_of(kernel, K::INPUTS_ATTR)?,
                outputs: value_of(kernel, K::OUTPUTS_ATTR)?,
                bodies,
                sharedConstants: value_of(kernel, K::SHARED_CONSTANTS_ATTR)?,
                sharedBuffers: value_of(kernel, K::SHARED_BUFFERS_ATTR)?,
                edges: value_of(kernel, K::EDGES_ATTR)?,
            })
        }
        OpKind::Kernel => Contents::kernel(Kernel {
            name: symbol_name(kernel)?.into(),
            inputs: value_of(kernel, ops::Kernel::INPUTS_ATTR)?,
            outputs: value_of(kernel, ops::Kernel::OUTPUTS_ATTR)?,
            body: read_blocks(kernel)?,
        }),
        _ => {
            let other = op_name(kernel);
            return Err(err(
                kernel,
                format!(
                    "is not a {} or {} ('{other}')",
                    ops::LncKernel::NAME,
                    ops::Kernel::NAME
                ),
            ));
        }
    };
    Ok(KlrFile {
        header: Header {
            major: VERSION.0,
            minor: VERSION.1,
            patch: VERSION.2,
        },
        metadata: MetaData { format },
        contents,
        profile,
    })
}
