//! Semantic checks of `klr` ops, run by MLIR through each op's `verify()`.
//!
//! ODS already checks what C++ types can express (enum cases, struct
//! parameters, required attributes). Here: where ops may appear, the position
//! of each `klr.core`, the kind of every variant-typed field (a `TensorRef`
//! field holds one of the `#klr.tensor_ref_*` constructors, recursively through
//! every nested attribute), the integer ranges of the C++ reference (`Nat` in
//! u32, `Int` in i32), and the invariants KLR's Lean reader re-checks
//! (TensorName, Slice, AccessBasic proofs) plus partition limits. Pure
//! functions of the op; they never panic on odd IR.

use super::names::{snake, statement, struct_fields, struct_mnemonic, variant_ctor, Statement};
use crate::verify::{OpView, VerifyError};
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationLike;

use melior::ir::RegionLike;
use nki::attr_text::{self, AttrValue};
use nki_formats::klr::node::{type_shape, Shape, TypeShape};
use std::borrow::Cow;

/// Partitions of SBUF and PSUM.
pub const MAX_PARTITIONS: i128 = 128;

/// Deepest nesting [`check`] follows (the parser stops at the same depth).
pub const MAX_DEPTH: usize = attr_text::MAX_DEPTH;

/// Verifies one `klr` operation.
pub fn verify(op: &OpView<'_, '_>) -> Result<(), VerifyError> {
    let name = op_name(op);
    let Some(short) = name.strip_prefix("klr.") else {
        return Ok(());
    };
    match short {
        "lnc_kernel" => {
            check_tensor_lists(op, &["inputs", "outputs", "shared_buffers"])?;
            check_body(op, "klr.core", |n| n == "klr.core")
        }
        "kernel" => {
            check_tensor_lists(op, &["inputs", "outputs"])?;
            check_body(op, "klr.block", |n| n == "klr.block")
        }
        "core" => verify_core(op),
        "block" => {
            let parent = parent_name(op);
            if parent != "klr.core" && parent != "klr.kernel" {
                return Err(VerifyError::new(
                    "must be inside a 'klr.core' or a 'klr.kernel'",
                ));
            }
            check_body(op, "klr statement", |n| {
                n.strip_prefix("klr.").and_then(statement).is_some()
            })
        }
        _ => match statement(short) {
            Some(schema) => verify_statement(op, schema),
            None => Ok(()),
        },
    }
}

/// Verifies a discardable `klr.*` attribute named `name` on `op`.
pub fn verify_attribute(
    op: &OpView<'_, '_>,
    name: &str,
    value: melior::ir::Attribute<'_>,
) -> Result<(), VerifyError> {
    let _ = (op, name, value);
    Ok(())
}

use crate::ir::op_name;

fn parent_name<'c>(op: &OpView<'c, '_>) -> &'c str {
    op.parent_operation().map(|p| op_name(&p)).unwrap_or("")
}

fn verify_core(op: &OpView<'_, '_>) -> Result<(), VerifyError> {
    if parent_name(op) != "klr.lnc_kernel" {
        return Err(VerifyError::new("must be inside a 'klr.lnc_kernel'"));
    }
    let mut position = 0usize;
    let mut next = op.block().and_then(|b| b.first_operation());
    while let Some(sibling) = next {
        if sibling == *op {
            break;
        }
        position += 1;
        next = sibling.next_in_block();
    }
    let index = op
        .attribute("index")
        .ok()
        .and_then(|a| attr_text::parse(&a.to_string()).ok())
        .and_then(|v| as_int(&v));
    if index != Some(position as i128) {
        let shown = index.map_or_else(|| "?".to_owned(), |i| i.to_string());
        return Err(VerifyError::new(format!(
            "index {shown} does not match its position {position} in the kernel"
        )));
    }
    check_body(op, "klr.block", |n| n == "klr.block")
}

/// Every op directly in the body of `op` satisfies `allowed`.
fn check_body(
    op: &OpView<'_, '_>,
    what: &str,
    allowed: impl Fn(&str) -> bool,
) -> Result<(), VerifyError> {
    let Some(block) = op.region(0).ok().and_then(|r| r.first_block()) else {
        return Ok(());
    };
    let mut next = block.first_operation();
    while let Some(inner) = next {
        let name = op_name(&inner);
        if !allowed(name) {
            return Err(VerifyError::new(format!(
                "body may only hold {what} ops, got '{name}'"
            )));
        }
        next = inner.next_in_block();
    }
    Ok(())
}

fn check_tensor_lists(op: &OpView<'_, '_>, fields: &[&'static str]) -> Result<(), VerifyError> {
    let tensors = Shape::List(Box::new(Shape::Named("TensorName")));
    for field in fields {
        if let Ok(attr) = op.attribute(field) {
            check_attribute(op, attr, &tensors, "", field)?;
        }
    }
    Ok(())
}

/// (context, attribute, payload type, field) of a check that passed.
type VerifiedKey = (usize, usize, &'static str, &'static str);

thread_local! {
    /// Attributes that passed a check, per thread: (context generation,
    /// {(context, attribute, payload type, field)}). Attributes are uniqued
    /// and immutable, and kernels repeat the same tensors in many
    /// statements, so each distinct value is printed and checked once.
    static VERIFIED: std::cell::RefCell<(u64, std::collections::HashSet<VerifiedKey>)> =
        Default::default();
}

/// [`check_printed`] on an attribute, remembered by handle when it passes.
fn check_attribute(
    op: &OpView<'_, '_>,
    attr: melior::ir::Attribute<'_>,
    shape: &Shape,
    payload: &'static str,
    field: &'static str,
) -> Result<(), VerifyError> {
    let context = nki::ffi::context_id(&op.context());
    let key = (
        context,
        melior::ir::attribute::AttributeLike::to_raw(&attr).ptr as usize,
        payload,
        field,
    );
    let generation = nki::context::generation();
    let seen = VERIFIED.with(|v| {
        let mut v = v.borrow_mut();
        if v.0 != generation {
            *v = (generation, Default::default());
        }
        v.1.contains(&key)
    });
    if seen {
        return Ok(());
    }
    check_printed(&attr.to_string(), shape, field)?;
    VERIFIED.with(|v| v.borrow_mut().1.insert(key));
    Ok(())
}

fn verify_statement(op: &OpView<'_, '_>, statement: &Statement) -> Result<(), VerifyError> {
    if parent_name(op) != "klr.block" {
        return Err(VerifyError::new("must be inside a 'klr.block'"));
    }
    let pos = ("pos", Shape::Named("Pos"));
    let fields = struct_fields(statement.payload);
    for (field, shape) in fields.iter().chain(std::iter::once(&pos)) {
        match (op.attribute(field), shape) {
            (_, Shape::Prop) => {}
            (Ok(attr), _) => check_attribute(op, attr, shape, statement.payload, field)?,
            (Err(_), Shape::Opt(_)) => {}
            (Err(_), _) => {
                return Err(VerifyError::new(format!("requires field '{field}'")));
            }
        }
    }
    Ok(())
}

fn err(path: &str, message: impl std::fmt::Display) -> VerifyError {
    VerifyError::new(format!("field '{path}': {message}"))
}

/// `field '<path>' must be a <kind>, got '<got>'`.
fn kind_error(path: &str, kind: &str, got: &str) -> VerifyError {
    let article = if kind.starts_with(['A', 'E', 'I', 'O', 'U']) {
        "an"
    } else {
        "a"
    };
    VerifyError::new(format!(
        "field '{path}' must be {article} {kind}, got '{got}'"
    ))
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
pub fn check_printed(text: &str, shape: &Shape, path: &str) -> Result<(), VerifyError> {
    match attr_text::parse_with_bytes(text) {
        Ok(value) => check(&value, shape, path, 0),
        Err(_) => {
            let mut short: String = text.chars().take(40).collect();
            if text.chars().nth(40).is_some() {
                short.push('…');
            }
            Err(kind_error(path, &expected(shape), &short))
        }
    }
}

/// Checks `value` against the KLR type `shape`; `path` names it in messages.
pub fn check(
    value: &AttrValue,
    shape: &Shape,
    path: &str,
    depth: usize,
) -> Result<(), VerifyError> {
    if depth > MAX_DEPTH {
        return Err(err(path, "value nests too deeply"));
    }
    let mismatch = || Err(kind_error(path, &expected(shape), &brief(value)));
    match shape {
        Shape::Nat | Shape::Int | Shape::Int32 => {
            let Some(i) = as_int(value) else {
                return mismatch();
            };
            let (lo, hi, what) = match shape {
                Shape::Nat => (0, u32::MAX as i128, "a Nat below 2^32"),
                _ => (i32::MIN as i128, i32::MAX as i128, "an Int within i32"),
            };
            if i < lo || i > hi {
                return Err(VerifyError::new(format!(
                    "field '{path}' must be {what}, got {i}"
                )));
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
) -> Result<(), VerifyError> {
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

fn as_int(value: &AttrValue) -> Option<i128> {
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
fn check_invariants(value: &AttrValue, ty: &str, path: &str) -> Result<(), VerifyError> {
    let int = |v: Option<&AttrValue>| v.and_then(as_int);
    match ty {
        "TensorName" => check_tensor_name(value, path),
        "Address" => check_address(value, path),
        "TensorSram" => {
            let par = int(value.field("parNum")).unwrap_or(0);
            if par > MAX_PARTITIONS {
                return Err(err(
                    path,
                    format!("parNum {par} exceeds {MAX_PARTITIONS} partitions"),
                ));
            }
            Ok(())
        }
        "Slice" => {
            if int(value.field("step")) == Some(0) {
                return Err(err(path, "slice step must not be 0"));
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
                return Err(err(
                    path,
                    format!("{indexes} indexes for a tensor of {} dimensions", dims + 1),
                ));
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

/// Bytes per element of a KLR `Dtype` (docs/klr-binary-format.md §7).
pub fn dtype_size(dtype: &str) -> Option<i128> {
    Some(match dtype {
        "int8" | "uint8" | "float8e3" | "float8e4" | "float8e5" | "float8_e4m3"
        | "float8_e4m3fn" => 1,
        "bfloat16" | "float16" | "int16" | "uint16" | "float4_e2m1fn_x4" => 2,
        "float32" | "float32r" | "int32" | "uint32" | "float8_e5m2_x4" | "float8_e4m3fn_x4" => 4,
        "int64" | "uint64" => 8,
        _ => return None,
    })
}

fn check_address(value: &AttrValue, path: &str) -> Result<(), VerifyError> {
    let memory = value.field("memory").and_then(as_case).unwrap_or("");
    let par = value.field("parSize").and_then(as_int).unwrap_or(0);
    if (memory == "sbuf" || memory == "psum") && par > MAX_PARTITIONS {
        return Err(err(
            path,
            format!("parSize {par} exceeds the {MAX_PARTITIONS} partitions of {memory}"),
        ));
    }
    Ok(())
}

fn check_tensor_name(value: &AttrValue, path: &str) -> Result<(), VerifyError> {
    let int = |v: Option<&AttrValue>| v.and_then(as_int).unwrap_or(0);
    let name = value.field("name").and_then(as_text).unwrap_or_default();
    let shape = value.field("shape");
    let address = value.field("address");
    let par_dim = int(shape.and_then(|s| s.field("parDim")));
    let par_size = int(address.and_then(|a| a.field("parSize")));
    if par_dim > par_size {
        return Err(err(
            path,
            format!("tensor '{name}': parDim {par_dim} exceeds address.parSize {par_size}"),
        ));
    }
    let free_elements = int(value.field("freeElements"));
    let product = shape
        .and_then(|s| s.field("freeDims"))
        .and_then(as_list)
        .unwrap_or(&[])
        .iter()
        .try_fold(1i128, |acc, d| acc.checked_mul(as_int(d).unwrap_or(0)));
    if product != Some(free_elements) {
        let product = product.map_or_else(|| "overflow".to_owned(), |p| p.to_string());
        return Err(err(
            path,
            format!(
                "tensor '{name}': freeElements {free_elements} is not the product of freeDims ({product})"
            ),
        ));
    }
    let dtype = value.field("dtype").and_then(as_case).unwrap_or("");
    let size = dtype_size(dtype).unwrap_or(1);
    let free_size = int(address.and_then(|a| a.field("freeSize")));
    let bytes = free_elements.saturating_mul(size);
    if bytes > free_size {
        return Err(err(
            path,
            format!(
                "tensor '{name}': {free_elements} x {dtype} ({bytes} bytes) exceeds address.freeSize {free_size}"
            ),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::super::names::statements;
    use super::*;

    fn parse(text: &str) -> AttrValue {
        attr_text::parse(text).expect("test attribute")
    }

    /// Every named type reachable from `shape`.
    fn reachable(shape: &Shape, seen: &mut Vec<&'static str>) {
        match shape {
            Shape::List(inner) | Shape::Opt(inner) => reachable(inner, seen),
            Shape::Named(ty) if !seen.contains(ty) => {
                seen.push(ty);
                let fields = match type_shape(ty) {
                    Some(TypeShape::Struct(fields)) => fields,
                    Some(TypeShape::Variant(ctors)) => {
                        ctors.into_iter().flat_map(|(_, fields)| fields).collect()
                    }
                    _ => Vec::new(),
                };
                for (_, shape) in &fields {
                    reachable(shape, seen);
                }
            }
            _ => {}
        }
    }

    #[test]
    fn schema_is_consistent() {
        assert_eq!(statements().len(), 76);
        for op in statements() {
            assert!(statement(&op.name).is_some(), "{}", op.name);
            assert!(struct_fields(op.payload).len() < 24, "{}", op.name);
        }
        let mut seen = Vec::new();
        reachable(&Shape::Named("LncKernel"), &mut seen);
        reachable(&Shape::Named("Kernel"), &mut seen);
        for ty in seen {
            match type_shape(ty) {
                Some(TypeShape::Struct(fields)) => assert!(fields.len() < 24, "{ty}"),
                Some(TypeShape::Variant(ctors)) => {
                    for (ctor, fields) in ctors {
                        assert!(fields.len() < 24, "{ty}.{ctor}");
                    }
                }
                Some(TypeShape::Enum(_)) => {}
                None => panic!("{ty} has no definition"),
            }
        }
    }

    #[test]
    fn checks_variant_kinds_and_ranges() {
        let tr = Shape::Named("TensorRef");
        let ok = parse("#klr.tensor_ref_register<reg = 5>");
        assert!(check(&ok, &tr, "dst", 0).is_ok());
        let bad = parse("#klr.shape<parDim = 1, freeDims = []>");
        assert_eq!(
            check(&bad, &tr, "dst", 0),
            Err(VerifyError::new(
                "field 'dst' must be a TensorRef, got '#klr.shape<…>'"
            ))
        );
        let big = parse("#klr.tensor_ref_register<reg = 4294967296>");
        assert!(check(&big, &tr, "dst", 0).is_err());
        assert!(check(&parse("-2147483649 : i64"), &Shape::Int, "x", 0).is_err());
        assert!(check(&parse("-2147483648 : i64"), &Shape::Int, "x", 0).is_ok());
    }

    #[test]
    fn reports_unparsable_text_as_a_kind_mismatch() {
        assert_eq!(
            check_printed(
                "affine_map<(d0) -> (d0)>",
                &Shape::Named("TensorRef"),
                "dst"
            ),
            Err(VerifyError::new(
                "field 'dst' must be a TensorRef, got 'affine_map<(d0) -> (d0)>'"
            ))
        );
        let deep = "[".repeat(10_000) + &"]".repeat(10_000);
        let list = Shape::List(Box::new(Shape::Nat));
        assert!(check_printed(&deep, &list, "x").is_err());
        let name = r#"#klr.tensor_ref_hbm<view = <name = "h\FF", dtype = bfloat16, address = 0, dims = []>>"#;
        assert!(check_printed(name, &Shape::Named("TensorRef"), "dst").is_ok());
    }

    #[test]
    fn checks_tensor_name_invariants() {
        let t = |par: u32, dims: &str, free: u32, free_size: u32| {
            parse(&format!(
                "#klr.tensor_name<name = \"t\", dtype = float32, shape = <parDim = {par}, freeDims = [{dims}]>, \
                 address = <name = \"t\", memory = sbuf, parSize = 128, freeSize = {free_size}, isShared = false>, \
                 freeElements = {free}, addressRotation = false>"
            ))
        };
        let ty = Shape::Named("TensorName");
        assert!(check(&t(128, "8, 8", 64, 256), &ty, "t", 0).is_ok());
        assert!(check(&t(129, "8, 8", 64, 256), &ty, "t", 0).is_err());
        assert!(check(&t(128, "8, 8", 63, 256), &ty, "t", 0).is_err());
        assert!(check(&t(128, "8, 8", 64, 255), &ty, "t", 0).is_err());
        assert!(check(&t(128, "", 1, 4), &ty, "t", 0).is_ok());
    }
}
