//! Building `klr` attributes from KLR values through their C++ getters
//! (`nki_klr_attr_get`, one constructor per attribute definition generated
//! from the ODS): the typed counterpart of writing a value in the dialect's
//! attribute syntax, and the attributes the parser would make of that text.
//!
//! A value is made in one of two places: as an attribute parameter (an
//! integer, a string or an enum case goes in as the C++ type the parameter
//! has) or as an attribute of its own (an op's attribute, a list element:
//! builtin integers, strings, dense arrays and arrays, enums in full).

use melior::{
    ir::{
        attribute::{
            ArrayAttribute, BoolAttribute, DenseI64ArrayAttribute, IntegerAttribute,
            StringAttribute,
        },
        r#type::IntegerType,
        Attribute, AttributeLike,
    },
    Context,
};
use mlir_sys::{MlirAttribute, MlirContext, MlirStringRef};
use nki_formats::klr::node::{Node, Shape};
use rustc_hash::FxHashMap;
use std::sync::OnceLock;

use super::convert::field_shapes;
use super::names::{snake_static, struct_mnemonic_static, variant_mnemonic_static};

include!(concat!(env!("OUT_DIR"), "/klr_attrs.rs"));

/// The C layout of `NkiKlrParam`.
#[repr(C)]
struct RawParam {
    kind: i32,
    integer: i64,
    text: MlirStringRef,
    attr: MlirAttribute,
    ints: *const i64,
    count: isize,
}

extern "C" {
    fn nki_klr_attr_get(
        context: MlirContext,
        index: isize,
        params: *const RawParam,
        count: isize,
    ) -> MlirAttribute;
    fn nki_klr_f32_attr(context: MlirContext, bits: u32) -> MlirAttribute;
}

/// One parameter of an attribute to build.
enum Param<'n, 'c> {
    Absent,
    Integer(i64),
    Text(&'n str),
    Attr(Attribute<'c>),
    Integers(Vec<i64>),
}

impl Param<'_, '_> {
    /// The C form, borrowing the text and the integers.
    fn raw(&self) -> RawParam {
        let mut raw = RawParam {
            kind: 0,
            integer: 0,
            text: MlirStringRef {
                data: std::ptr::null(),
                length: 0,
            },
            attr: MlirAttribute {
                ptr: std::ptr::null(),
            },
            ints: std::ptr::null(),
            count: 0,
        };
        match self {
            Param::Absent => {}
            Param::Integer(v) => (raw.kind, raw.integer) = (1, *v),
            Param::Text(s) => {
                raw.kind = 2;
                raw.text = MlirStringRef {
                    data: s.as_ptr().cast(),
                    length: s.len(),
                };
            }
            Param::Attr(a) => (raw.kind, raw.attr) = (3, a.to_raw()),
            Param::Integers(v) => {
                (raw.kind, raw.ints, raw.count) = (4, v.as_ptr(), v.len() as isize)
            }
        }
        raw
    }
}

/// Attribute definitions by mnemonic (`tensor_name`): (constructor index,
/// parameter names).
type Definitions = FxHashMap<&'static str, (usize, &'static [&'static str])>;

fn definitions() -> &'static Definitions {
    static TABLE: OnceLock<Definitions> = OnceLock::new();
    TABLE.get_or_init(|| {
        KLR_ATTRS
            .iter()
            .enumerate()
            .map(|(i, (name, params))| {
                let mnemonic = name.strip_prefix("klr.").unwrap_or(name);
                (mnemonic, (i, *params))
            })
            .collect()
    })
}

/// The definition of `#klr.<mnemonic>`.
fn definition(mnemonic: &str) -> Result<(usize, &'static [&'static str]), String> {
    definitions()
        .get(mnemonic)
        .copied()
        .ok_or_else(|| format!("no attribute '#klr.{mnemonic}' in the klr dialect"))
}

/// Builds attributes in one context.
pub struct Maker<'c> {
    context: &'c Context,
}

impl<'c> Maker<'c> {
    pub fn new(context: &'c Context) -> Self {
        Maker { context }
    }

    fn raw_context(&self) -> MlirContext {
        self.context.to_raw()
    }

    /// `node` (of static shape `shape`) as an attribute of its own: an op's
    /// attribute (`op` true) or an element of a list.
    pub fn attribute(&self, node: &Node, shape: &Shape, op: bool) -> Result<Attribute<'c>, String> {
        let ctx = self.context;
        Ok(match (node, shape) {
            (Node::Opt(Some(inner)), Shape::Opt(inner_shape)) => {
                return self.attribute(inner, inner_shape, op)
            }
            (Node::Nat(v), _) => self.int(i64::try_from(*v).map_err(|_| out_of_range(v))?, 64),
            (Node::Int(v), _) => self.int(*v, 64),
            (Node::Int32(v), _) => self.int(i64::from(*v), if op { 32 } else { 64 }),
            (Node::Bool(b), _) => BoolAttribute::new(ctx, *b).into(),
            (Node::F32(bits), _) => self.f32(*bits),
            (Node::Str(s), _) => StringAttribute::new(ctx, s).into(),
            (Node::Enum { ty, ctor }, _) => self.enum_attr(ty, ctor)?,
            (Node::Struct { ty, fields }, _) => {
                self.klr(struct_mnemonic_static(ty), fields, &field_shapes(ty, None))?
            }
            (Node::Variant { ty, ctor, fields }, _) => self.klr(
                variant_mnemonic_static(ty, ctor),
                fields,
                &field_shapes(ty, Some(ctor)),
            )?,
            (Node::List(items), Shape::List(elem)) => {
                if is_int(elem) {
                    let ints = items.iter().map(int_of).collect::<Result<Vec<_>, _>>()?;
                    return Ok(DenseI64ArrayAttribute::new(ctx, &ints).into());
                }
                let items = items
                    .iter()
                    .map(|item| self.attribute(item, elem, false))
                    .collect::<Result<Vec<_>, _>>()?;
                ArrayAttribute::new(ctx, &items).into()
            }
            _ => return Err(format!("a KLR value of no attribute form: {node:?}")),
        })
    }

    /// `node` as a parameter of a klr attribute (`optional`: of an `Option`
    /// field, where an enum is a full attribute).
    fn param<'n>(
        &self,
        node: &'n Node,
        shape: &Shape,
        optional: bool,
    ) -> Result<Param<'n, 'c>, String> {
        Ok(match (node, shape) {
            (Node::Opt(None), _) | (Node::Prop, _) => Param::Absent,
            (Node::Opt(Some(inner)), Shape::Opt(inner_shape)) => {
                return self.param(inner, inner_shape, true)
            }
            (Node::Nat(v), _) => Param::Integer(*v as i64),
            (Node::Int(v), _) => Param::Integer(*v),
            (Node::Int32(v), _) => Param::Integer(i64::from(*v)),
            (Node::Bool(b), _) => Param::Integer(i64::from(*b)),
            (Node::Str(s), _) => Param::Text(s),
            (Node::Enum { ctor, .. }, _) if !optional => Param::Text(ctor),
            (Node::List(items), Shape::List(elem)) if is_int(elem) => {
                Param::Integers(items.iter().map(int_of).collect::<Result<Vec<_>, _>>()?)
            }
            _ => Param::Attr(self.attribute(node, shape, false)?),
        })
    }

    /// The klr attribute `klr.<mnemonic>` from a structure's or a
    /// constructor's fields, matched to the ODS parameters by name.
    fn klr(
        &self,
        mnemonic: &str,
        fields: &[(&'static str, Node)],
        shapes: &[(&'static str, Shape)],
    ) -> Result<Attribute<'c>, String> {
        let (index, names) = definition(mnemonic)?;
        let mut params = Vec::with_capacity(names.len());
        for param in names {
            let found = fields.iter().zip(shapes).find(|((f, _), _)| f == param);
            params.push(match found {
                Some(((_, node), (_, shape))) => self.param(node, shape, false)?,
                None => Param::Absent,
            });
        }
        self.get(mnemonic, index, &params)
    }

    /// `#klr.<type><case>`.
    fn enum_attr(&self, ty: &'static str, ctor: &str) -> Result<Attribute<'c>, String> {
        let mnemonic = snake_static(ty);
        let (index, _) = definition(mnemonic)?;
        self.get(mnemonic, index, &[Param::Text(ctor)])
    }

    fn get(
        &self,
        mnemonic: &str,
        index: usize,
        params: &[Param<'_, 'c>],
    ) -> Result<Attribute<'c>, String> {
        let raw: Vec<RawParam> = params.iter().map(Param::raw).collect();
        // SAFETY: the parameters borrow strings, integers and attributes that
        // live across the call; the constructor reads `raw.len()` of them.
        let attr = unsafe {
            nki_klr_attr_get(
                self.raw_context(),
                index as isize,
                raw.as_ptr(),
                raw.len() as isize,
            )
        };
        if attr.ptr.is_null() {
            return Err(format!(
                "a value of '#klr.{mnemonic}' that is not of its parameters' types"
            ));
        }
        // SAFETY: a non-null attribute of this context.
        Ok(unsafe { Attribute::from_raw(attr) })
    }

    fn int(&self, value: i64, width: u32) -> Attribute<'c> {
        IntegerAttribute::new(IntegerType::new(self.context, width).into(), value).into()
    }

    fn f32(&self, bits: u32) -> Attribute<'c> {
        // SAFETY: the context is alive; the result is an attribute of it.
        unsafe { Attribute::from_raw(nki_klr_f32_attr(self.raw_context(), bits)) }
    }
}

fn is_int(shape: &Shape) -> bool {
    matches!(shape, Shape::Nat | Shape::Int | Shape::Int32)
}

fn int_of(node: &Node) -> Result<i64, String> {
    match node {
        Node::Nat(v) => i64::try_from(*v).map_err(|_| out_of_range(v)),
        Node::Int(v) => Ok(*v),
        Node::Int32(v) => Ok(i64::from(*v)),
        other => Err(format!("expected an integer, found {other:?}")),
    }
}

fn out_of_range(v: &u64) -> String {
    format!("integer {v} does not fit a 64-bit signed attribute")
}
