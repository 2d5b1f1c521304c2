//! The values of statement fields: a printed attribute checked against the
//! KLR type of its field (kind, integer range, nesting) and the invariants
//! of the KLR structures KLR's Lean reader re-checks (TensorName, Slice,
//! AccessBasic) plus partition limits.

use super::super::names::{snake, struct_mnemonic, variant_ctor};
use nki::attr_text::{self, AttrValue};
use nki_formats::klr::node::{type_shape, Shape, TypeShape};
use std::borrow::Cow;

/// Partitions of SBUF and PSUM.
pub const MAX_PARTITIONS: i128 = 128;

/// Deepest nesting [`check`] follows (the parser stops at the same depth).
pub const MAX_DEPTH: usize = attr_text::MAX_DEPTH;

/// A rule of a field's value that failed. `path` names the value from the
/// statement's field down (`dst.view.shape`, `indexes[2]`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FieldError {
    #[error("field '{path}': value nests too deeply")]
    TooDeep { path: String },
    /// The value is not of the field's type: `expected` names the type as
    /// messages do (`TensorRef`, `List Nat`, `Float32 (f32)`), `got` is a
    /// short rendering of the value.
    #[error("field '{path}' must be {} {expected}, got '{got}'", article(.expected))]
    Kind {
        path: String,
        expected: String,
        got: String,
    },
    #[error("field '{path}' must be {range}, got {value}")]
    OutOfRange {
        path: String,
        range: IntRange,
        value: i128,
    },
    #[error("field '{path}': parNum {par_num} exceeds {MAX_PARTITIONS} partitions")]
    ParNum { path: String, par_num: i128 },
    #[error("field '{path}': slice step must not be 0")]
    ZeroSliceStep { path: String },
    #[error("field '{path}': {indexes} indexes for a tensor of {dims} dimensions")]
    IndexCount {
        path: String,
        indexes: usize,
        dims: usize,
    },
    #[error(
        "field '{path}': parSize {par_size} exceeds the {MAX_PARTITIONS} partitions of {memory}"
    )]
    ParSize {
        path: String,
        par_size: i128,
        memory: String,
    },
    #[error(
        "field '{path}': tensor '{tensor}': parDim {par_dim} exceeds address.parSize {par_size}"
    )]
    ParDim {
        path: String,
        tensor: String,
        par_dim: i128,
        par_size: i128,
    },
    /// `product` is `None` when the product overflows.
    #[error(
        "field '{path}': tensor '{tensor}': freeElements {free_elements} is not the product of \
         freeDims ({})",
        .product.map_or_else(|| "overflow".to_owned(), |p| p.to_string())
    )]
    FreeElements {
        path: String,
        tensor: String,
        free_elements: i128,
        product: Option<i128>,
    },
    #[error(
        "field '{path}': tensor '{tensor}': {free_elements} x {dtype} ({bytes} bytes) exceeds \
         address.freeSize {free_size}"
    )]
    FreeSize {
        path: String,
        tensor: String,
        free_elements: i128,
        dtype: String,
        bytes: i128,
        free_size: i128,
    },
}

/// The range of a KLR integer type: `Nat` in u32, `Int` (and `Int32`) in
/// i32, as in the C++ reference.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntRange {
    Nat,
    Int,
}

impl IntRange {
    fn of(shape: &Shape) -> Self {
        match shape {
            Shape::Nat => IntRange::Nat,
            _ => IntRange::Int,
        }
    }

    fn bounds(self) -> (i128, i128) {
        match self {
            IntRange::Nat => (0, u32::MAX as i128),
            IntRange::Int => (i32::MIN as i128, i32::MAX as i128),
        }
    }
}

impl std::fmt::Display for IntRange {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            IntRange::Nat => "a Nat below 2^32",
            IntRange::Int => "an Int within i32",
        })
    }
}

/// `a` or `an` before a type name in a kind error.
fn article(kind: &str) -> &'static str {
    if kind.starts_with(['A', 'E', 'I', 'O', 'U']) {
        "an"
    } else {
        "a"
    }
}

/// `field '<path>' must be a <kind>, got '<got>'`.
fn kind_error(path: &str, kind: String, got: String) -> FieldError {
    FieldError::Kind {
        path: path.to_owned(),
        expected: kind,
        got,
    }
}

/// How messages name the KLR type `shape`: `Nat`, `#klr.tensor_name`
/// (structures and enums by attribute), `TensorRef` (variants), `List …`.
fn ty_name(shape: &Shape) -> String {
    match shape {
        Shape::Nat => "Nat".into(),
        Shape::Int => "Int".into(),
        Shape::Int32 => "Int32".into(),
        Shape::Bool => "Bool".into(),
        Shape::Str => "String".into(),
        Shape::F32 => "Float32".into(),
        Shape::Prop => "Prop".into(),
        Shape::Named(ty) => match type_shape(ty) {
            Some(TypeShape::Enum(_)) => format!("#klr.{}", snake(ty)),
            Some(TypeShape::Struct(_)) => format!("#klr.{}", struct_mnemonic(ty)),
            _ => (*ty).into(),
        },
        Shape::List(t) => format!("List {}", ty_name(t)),
        Shape::Opt(t) => format!("Option {}", ty_name(t)),
    }
}

/// What a value of type `shape` must be, in a kind error (`Option` is
/// transparent: a present value is the `some`).
fn expected(shape: &Shape) -> String {
    match shape {
        Shape::F32 => "Float32 (f32)".into(),
        Shape::Opt(inner) => expected(inner),
        _ => ty_name(shape),
    }
}

/// Checks a printed attribute against the KLR type `shape`. Text outside the
/// attribute grammar is of no KLR type; the message shows its start.
pub fn check_printed(text: &str, shape: &Shape, path: &str) -> Result<(), FieldError> {
    match attr_text::parse_with_bytes(text) {
        Ok(value) => check(&value, shape, path, 0),
        Err(_) => {
            let mut short: String = text.chars().take(40).collect();
            if text.chars().nth(40).is_some() {
                short.push('…');
            }
            Err(kind_error(path, expected(shape), short))
        }
    }
}

/// Checks `value` against the KLR type `shape`; `path` names it in messages.
pub fn check(value: &AttrValue, shape: &Shape, path: &str, depth: usize) -> Result<(), FieldError> {
    if depth > MAX_DEPTH {
        let path = path.to_owned();
        return Err(FieldError::TooDeep { path });
    }
    let mismatch = || Err(kind_error(path, expected(shape), brief(value)));
    match shape {
        Shape::Nat | Shape::Int | Shape::Int32 => {
            let Some(value) = as_int(value) else {
                return mismatch();
            };
            let range = IntRange::of(shape);
            let (lo, hi) = range.bounds();
            if value < lo || value > hi {
                let path = path.to_owned();
                return Err(FieldError::OutOfRange { path, range, value });
            }
            Ok(())
        }
        Shape::Bool => match value {
            AttrValue::Bool(_) => Ok(()),
            _ => mismatch(),
        },
        Shape::Str => match value {
            AttrValue::Str(_) | AttrValue::Bytes(_) => Ok(()),
            _ => mismatch(),
        },
        Shape::F32 => match value {
            AttrValue::Float { ty: Some(ty), .. } if ty == "f32" => Ok(()),
            _ => mismatch(),
        },
        Shape::Prop => Ok(()),
        Shape::List(elt) => {
            let Some(items) = as_list(value) else {
                return mismatch();
            };
            for (i, item) in items.iter().enumerate() {
                check(item, elt, &format!("{path}[{i}]"), depth + 1)?;
            }
            Ok(())
        }
        Shape::Opt(inner) => check(value, inner, path, depth),
        Shape::Named(ty) => match type_shape(ty) {
            Some(TypeShape::Enum(_)) => match as_case(value) {
                Some(_) => Ok(()),
                None => mismatch(),
            },
            Some(TypeShape::Struct(fields)) => {
                let ok = match value {
                    AttrValue::Struct { name: None, .. }
                    | AttrValue::Positional { name: None, .. } => true,
                    AttrValue::Struct { .. } | AttrValue::Positional { .. } => {
                        klr_mnemonic(value) == Some(struct_mnemonic(ty).as_str())
                    }
                    _ => false,
                };
                if !ok {
                    return mismatch();
                }
                check_fields(value, &fields, path, depth)?;
                check_invariants(value, ty, path)
            }
            Some(TypeShape::Variant(_)) => match value.name().and_then(|n| variant_ctor(ty, n)) {
                Some((_, fields)) => check_fields(value, &fields, path, depth),
                None => mismatch(),
            },
            None => Ok(()),
        },
    }
}

/// Checks the parameters of a structure or constructor attribute.
fn check_fields(
    value: &AttrValue,
    fields: &[(&'static str, Shape)],
    path: &str,
    depth: usize,
) -> Result<(), FieldError> {
    for (field, shape) in fields {
        if let Some(v) = value.field(field) {
            check(v, shape, &format!("{path}.{field}"), depth + 1)?;
        }
    }
    Ok(())
}

/// The `klr` mnemonic of a full `#klr.x…` attribute.
fn klr_mnemonic(value: &AttrValue) -> Option<&str> {
    value.name()?.strip_prefix("klr.")
}

pub(super) fn as_int(value: &AttrValue) -> Option<i128> {
    match value {
        AttrValue::Int(i) => Some(*i),
        _ => None,
    }
}

fn as_list(value: &AttrValue) -> Option<&[AttrValue]> {
    match value {
        AttrValue::List(items) => Some(items),
        _ => None,
    }
}

/// A string's text (bytes that are not UTF-8 shown as U+FFFD).
fn as_text(value: &AttrValue) -> Option<Cow<'_, str>> {
    match value {
        AttrValue::Str(s) => Some(Cow::Borrowed(s)),
        AttrValue::Bytes(b) => Some(String::from_utf8_lossy(b)),
        _ => None,
    }
}

/// An enum case, printed bare (`float32`) or in full (`#klr.dtype<float32>`).
fn as_case(value: &AttrValue) -> Option<&str> {
    match value {
        AttrValue::Keyword(s) => Some(s),
        AttrValue::Positional { items, .. } => match items.as_slice() {
            [AttrValue::Keyword(s)] => Some(s),
            _ => None,
        },
        _ => None,
    }
}

/// A short rendering for messages: `#klr.shape<…>`, `5`, `"x"`.
fn brief(value: &AttrValue) -> String {
    match value {
        AttrValue::Struct {
            name: Some(n),
            fields,
        } if fields.is_empty() => format!("#{n}"),
        AttrValue::Struct { name: Some(n), .. } | AttrValue::Positional { name: Some(n), .. } => {
            format!("#{n}<…>")
        }
        AttrValue::Struct { name: None, .. } | AttrValue::Positional { name: None, .. } => {
            "<…>".into()
        }
        AttrValue::Int(i) => i.to_string(),
        AttrValue::Float { ty: Some(ty), .. } => format!("float : {ty}"),
        AttrValue::Float { text, .. } => text.clone(),
        AttrValue::Str(_) | AttrValue::Bytes(_) => {
            format!("\"{}\"", as_text(value).unwrap_or_default())
        }
        AttrValue::Bool(b) => b.to_string(),
        AttrValue::Unit => "unit".into(),
        AttrValue::Keyword(s) => s.clone(),
        AttrValue::Symbol(s) => format!("@{s}"),
        AttrValue::List(_) => "[…]".into(),
        AttrValue::Dict(_) => "{…}".into(),
    }
}

/// The invariants of the structure `ty` beyond its fields' types.
fn check_invariants(value: &AttrValue, ty: &str, path: &str) -> Result<(), FieldError> {
    let int = |v: Option<&AttrValue>| v.and_then(as_int);
    let path = || path.to_owned();
    match ty {
        "TensorName" => check_tensor_name(value, &path()),
        "Address" => check_address(value, &path()),
        "TensorSram" => {
            let par_num = int(value.field("parNum")).unwrap_or(0);
            if par_num > MAX_PARTITIONS {
                let path = path();
                return Err(FieldError::ParNum { path, par_num });
            }
            Ok(())
        }
        "Slice" => {
            if int(value.field("step")) == Some(0) {
                let path = path();
                return Err(FieldError::ZeroSliceStep { path });
            }
            Ok(())
        }
        "AccessBasic" => {
            let dims = value
                .field("tensor")
                .and_then(|t| t.field("shape"))
                .and_then(|s| s.field("freeDims"))
                .and_then(as_list)
                .map_or(0, <[AttrValue]>::len);
            let indexes = value
                .field("indexes")
                .and_then(as_list)
                .map_or(0, <[AttrValue]>::len);
            if indexes != dims + 1 {
                return Err(FieldError::IndexCount {
                    path: path(),
                    indexes,
                    dims: dims + 1,
                });
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

/// Bytes per element of a KLR `Dtype` (docs/klr-binary-format.md §7).
pub fn dtype_size(dtype: &str) -> Option<i128> {
    nki_formats::klr::dtype_size(dtype).map(i128::from)
}

fn check_address(value: &AttrValue, path: &str) -> Result<(), FieldError> {
    let memory = value.field("memory").and_then(as_case).unwrap_or("");
    let par_size = value.field("parSize").and_then(as_int).unwrap_or(0);
    if (memory == "sbuf" || memory == "psum") && par_size > MAX_PARTITIONS {
        return Err(FieldError::ParSize {
            path: path.to_owned(),
            par_size,
            memory: memory.to_owned(),
        });
    }
    Ok(())
}

fn check_tensor_name(value: &AttrValue, path: &str) -> Result<(), FieldError> {
    let int = |v: Option<&AttrValue>| v.and_then(as_int).unwrap_or(0);
    let name = value.field("name").and_then(as_text).unwrap_or_default();
    let shape = value.field("shape");
    let address = value.field("address");
    let par_dim = int(shape.and_then(|s| s.field("parDim")));
    let par_size = int(address.and_then(|a| a.field("parSize")));
    let (path, tensor) = (|| path.to_owned(), || name.to_string());
    if par_dim > par_size {
        return Err(FieldError::ParDim {
            path: path(),
            tensor: tensor(),
            par_dim,
            par_size,
        });
    }
    let free_elements = int(value.field("freeElements"));
    let product = shape
        .and_then(|s| s.field("freeDims"))
        .and_then(as_list)
        .unwrap_or(&[])
        .iter()
        .try_fold(1i128, |acc, d| acc.checked_mul(as_int(d).unwrap_or(0)));
    if product != Some(free_elements) {
        return Err(FieldError::FreeElements {
            path: path(),
            tensor: tensor(),
            free_elements,
            product,
        });
    }
    let dtype = value.field("dtype").and_then(as_case).unwrap_or("");
    let size = dtype_size(dtype).unwrap_or(1);
    let free_size = int(address.and_then(|a| a.field("freeSize")));
    let bytes = free_elements.saturating_mul(size);
    if bytes > free_size {
        return Err(FieldError::FreeSize {
            path: path(),
            tensor: tensor(),
            free_elements,
            dtype: dtype.to_owned(),
            bytes,
            free_size,
        });
    }
    Ok(())
}
