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

use super::schema::{AttrSchema, OpSchema, Ty, ATTRS, OPS, VARIANTS};
use super::value::{Val, MAX_DEPTH};
use crate::verify::{OpView, VerifyError};
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationLike;
use melior::ir::OperationRef;
use melior::ir::RegionLike;

/// Partitions of SBUF and PSUM.
pub const MAX_PARTITIONS: i128 = 128;

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

/// The schema of the statement op `klr.<short>`.
pub fn statement(short: &str) -> Option<&'static OpSchema> {
    OPS.iter().find(|o| o.name == short)
}

/// The schema of the attribute `#klr.<mnemonic>` (not enums).
pub fn attr_schema(mnemonic: &str) -> Option<&'static AttrSchema> {
    ATTRS.iter().find(|a| a.mnemonic == mnemonic)
}

fn op_name(op: &OperationRef<'_, '_>) -> String {
    op.name().as_string_ref().as_str().unwrap_or("").to_owned()
}

fn parent_name(op: &OpView<'_, '_>) -> String {
    op.parent_operation()
        .map(|p| op_name(&p))
        .unwrap_or_default()
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
        .and_then(|a| Val::parse(&a.to_string()).as_int());
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
        if !allowed(&name) {
            return Err(VerifyError::new(format!(
                "body may only hold {what} ops, got '{name}'"
            )));
        }
        next = inner.next_in_block();
    }
    Ok(())
}

fn check_tensor_lists(op: &OpView<'_, '_>, fields: &[&str]) -> Result<(), VerifyError> {
    static TENSORS: Ty = Ty::List(&Ty::Struct("tensor_name"));
    for field in fields {
        if let Ok(attr) = op.attribute(field) {
            check(&Val::parse(&attr.to_string()), &TENSORS, field, 0)?;
        }
    }
    Ok(())
}

fn verify_statement(op: &OpView<'_, '_>, schema: &OpSchema) -> Result<(), VerifyError> {
    if parent_name(op) != "klr.block" {
        return Err(VerifyError::new("must be inside a 'klr.block'"));
    }
    static POS: (&str, Ty) = ("pos", Ty::Struct("pos"));
    let fields = schema.fields.iter().chain(std::iter::once(&POS));
    for (field, ty) in fields {
        match op.attribute(field) {
            Ok(attr) => check(&Val::parse(&attr.to_string()), ty, field, 0)?,
            Err(_) if matches!(ty, Ty::Option(_)) => {}
            Err(_) => {
                return Err(VerifyError::new(format!("requires field '{field}'")));
            }
        }
    }
    Ok(())
}

fn err(path: &str, message: impl std::fmt::Display) -> VerifyError {
    VerifyError::new(format!("field '{path}': {message}"))
}

fn kind_error(path: &str, kind: &str, got: &Val) -> VerifyError {
    let article = if kind.starts_with(['A', 'E', 'I', 'O', 'U']) {
        "an"
    } else {
        "a"
    };
    VerifyError::new(format!(
        "field '{path}' must be {article} {kind}, got '{}'",
        got.brief()
    ))
}

fn ty_name(ty: &Ty) -> String {
    match ty {
        Ty::Nat => "Nat".into(),
        Ty::Int => "Int".into(),
        Ty::Int32 => "Int32".into(),
        Ty::Bool => "Bool".into(),
        Ty::Str => "String".into(),
        Ty::F32 => "Float32".into(),
        Ty::Enum(m) | Ty::Struct(m) => format!("#klr.{m}"),
        Ty::Variant(v) => (*v).into(),
        Ty::List(t) => format!("List {}", ty_name(t)),
        Ty::Option(t) => format!("Option {}", ty_name(t)),
    }
}

/// Checks `value` against the KLR type `ty`; `path` names it in messages.
pub fn check(value: &Val, ty: &Ty, path: &str, depth: usize) -> Result<(), VerifyError> {
    if depth > MAX_DEPTH {
        return Err(err(path, "value nests too deeply"));
    }
    match ty {
        Ty::Nat | Ty::Int | Ty::Int32 => {
            let Some(i) = value.as_int() else {
                return Err(kind_error(path, &ty_name(ty), value));
            };
            let (lo, hi, what) = match ty {
                Ty::Nat => (0, u32::MAX as i128, "a Nat below 2^32"),
                _ => (i32::MIN as i128, i32::MAX as i128, "an Int within i32"),
            };
            if i < lo || i > hi {
                return Err(VerifyError::new(format!(
                    "field '{path}' must be {what}, got {i}"
                )));
            }
            Ok(())
        }
        Ty::Bool => match value {
            Val::Bool(_) => Ok(()),
            _ => Err(kind_error(path, "Bool", value)),
        },
        Ty::Str => match value {
            Val::Str(_) => Ok(()),
            _ => Err(kind_error(path, "String", value)),
        },
        Ty::F32 => match value {
            Val::Float { ty } if ty == "f32" => Ok(()),
            _ => Err(kind_error(path, "Float32 (f32)", value)),
        },
        Ty::Enum(_) => match value.as_case() {
            Some(_) => Ok(()),
            None => Err(kind_error(path, &ty_name(ty), value)),
        },
        Ty::Struct(m) => {
            let ok = match value {
                Val::Attr { name: None, .. } => true,
                Val::Attr { .. } => value.klr_mnemonic() == Some(m),
                _ => false,
            };
            if !ok {
                return Err(kind_error(path, &ty_name(ty), value));
            }
            check_attr(value, m, path, depth)
        }
        Ty::Variant(v) => {
            let ctors = VARIANTS
                .iter()
                .find(|(name, _)| name == v)
                .map_or(&[][..], |(_, c)| c);
            match value.klr_mnemonic() {
                Some(m) if ctors.contains(&m) => check_attr(value, m, path, depth),
                _ => Err(kind_error(path, v, value)),
            }
        }
        Ty::List(elt) => {
            let Some(items) = value.as_list() else {
                return Err(kind_error(path, &ty_name(ty), value));
            };
            for (i, item) in items.iter().enumerate() {
                check(item, elt, &format!("{path}[{i}]"), depth + 1)?;
            }
            Ok(())
        }
        Ty::Option(inner) => check(value, inner, path, depth),
    }
}

/// Checks the parameters of the attribute `#klr.<mnemonic>` and its invariants.
fn check_attr(value: &Val, mnemonic: &str, path: &str, depth: usize) -> Result<(), VerifyError> {
    let Some(schema) = attr_schema(mnemonic) else {
        return Ok(());
    };
    for (field, ty) in schema.fields {
        if let Some(v) = value.field(field) {
            check(v, ty, &format!("{path}.{field}"), depth + 1)?;
        }
    }
    match mnemonic {
        "tensor_name" => check_tensor_name(value, path),
        "address" => check_address(value, path),
        "tensor_sram" => {
            let par = value.field("parNum").and_then(Val::as_int).unwrap_or(0);
            if par > MAX_PARTITIONS {
                return Err(err(
                    path,
                    format!("parNum {par} exceeds {MAX_PARTITIONS} partitions"),
                ));
            }
            Ok(())
        }
        "slice" => {
            if value.field("step").and_then(Val::as_int) == Some(0) {
                return Err(err(path, "slice step must not be 0"));
            }
            Ok(())
        }
        "access_basic_struct" => {
            let dims = value
                .field("tensor")
                .and_then(|t| t.field("shape"))
                .and_then(|s| s.field("freeDims"))
                .and_then(Val::as_list)
                .map_or(0, <[Val]>::len);
            let indexes = value
                .field("indexes")
                .and_then(Val::as_list)
                .map_or(0, <[Val]>::len);
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

/// Bytes per element of a KLR `Dtype` (spec §7).
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

fn check_address(value: &Val, path: &str) -> Result<(), VerifyError> {
    let memory = value.field("memory").and_then(Val::as_case).unwrap_or("");
    let par = value.field("parSize").and_then(Val::as_int).unwrap_or(0);
    if (memory == "sbuf" || memory == "psum") && par > MAX_PARTITIONS {
        return Err(err(
            path,
            format!("parSize {par} exceeds the {MAX_PARTITIONS} partitions of {memory}"),
        ));
    }
    Ok(())
}

fn check_tensor_name(value: &Val, path: &str) -> Result<(), VerifyError> {
    let int = |v: Option<&Val>| v.and_then(Val::as_int).unwrap_or(0);
    let name = value.field("name").and_then(Val::as_str).unwrap_or("");
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
        .and_then(Val::as_list)
        .unwrap_or(&[])
        .iter()
        .try_fold(1i128, |acc, d| acc.checked_mul(d.as_int().unwrap_or(0)));
    if product != Some(free_elements) {
        let product = product.map_or_else(|| "overflow".to_owned(), |p| p.to_string());
        return Err(err(
            path,
            format!(
                "tensor '{name}': freeElements {free_elements} is not the product of freeDims ({product})"
            ),
        ));
    }
    let dtype = value.field("dtype").and_then(Val::as_case).unwrap_or("");
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
    use super::*;

    #[test]
    fn schema_is_consistent() {
        assert_eq!(OPS.len(), 76);
        for (code, op) in OPS.iter().enumerate() {
            assert_eq!(op.code as usize, code, "{}", op.name);
            assert!(op.fields.len() < 24);
        }
        for attr in ATTRS {
            assert!(attr.fields.len() < 24);
        }
        for (_, ctors) in VARIANTS {
            for c in *ctors {
                assert!(attr_schema(c).is_some(), "{c}");
            }
        }
    }

    #[test]
    fn checks_variant_kinds_and_ranges() {
        let tr = Ty::Variant("TensorRef");
        let ok = Val::parse("#klr.tensor_ref_register<reg = 5>");
        assert!(check(&ok, &tr, "dst", 0).is_ok());
        let bad = Val::parse("#klr.shape<parDim = 1, freeDims = []>");
        assert_eq!(
            check(&bad, &tr, "dst", 0),
            Err(VerifyError::new(
                "field 'dst' must be a TensorRef, got '#klr.shape<…>'"
            ))
        );
        let big = Val::parse("#klr.tensor_ref_register<reg = 4294967296>");
        assert!(check(&big, &tr, "dst", 0).is_err());
        assert!(check(&Val::parse("-2147483649 : i64"), &Ty::Int, "x", 0).is_err());
        assert!(check(&Val::parse("-2147483648 : i64"), &Ty::Int, "x", 0).is_ok());
    }

    #[test]
    fn checks_tensor_name_invariants() {
        let t = |par: u32, dims: &str, free: u32, free_size: u32| {
            Val::parse(&format!(
                "#klr.tensor_name<name = \"t\", dtype = float32, shape = <parDim = {par}, freeDims = [{dims}]>, \
                 address = <name = \"t\", memory = sbuf, parSize = 128, freeSize = {free_size}, isShared = false>, \
                 freeElements = {free}, addressRotation = false>"
            ))
        };
        let ty = Ty::Struct("tensor_name");
        assert!(check(&t(128, "8, 8", 64, 256), &ty, "t", 0).is_ok());
        assert!(check(&t(129, "8, 8", 64, 256), &ty, "t", 0).is_err());
        assert!(check(&t(128, "8, 8", 63, 256), &ty, "t", 0).is_err());
        assert!(check(&t(128, "8, 8", 64, 255), &ty, "t", 0).is_err());
        assert!(check(&t(128, "", 1, 4), &ty, "t", 0).is_ok());
    }
}
