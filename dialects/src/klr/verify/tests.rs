//! Unit tests of the klr verifier's value checks and of the schema it
//! checks against.

use super::super::names::{statement, statements, struct_fields};
use super::*;
use nki::attr_text::{self, AttrValue};
use nki_formats::klr::node::{type_shape, TypeShape};

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
    let error = check(&bad, &tr, "dst", 0).unwrap_err();
    assert_eq!(
        error,
        FieldError::Kind {
            path: "dst".into(),
            expected: "TensorRef".into(),
            got: "#klr.shape<…>".into(),
        }
    );
    assert_eq!(
        error.to_string(),
        "field 'dst' must be a TensorRef, got '#klr.shape<…>'"
    );
    let big = parse("#klr.tensor_ref_register<reg = 4294967296>");
    assert_eq!(
        check(&big, &tr, "dst", 0).map_err(|e| e.to_string()),
        Err("field 'dst.reg' must be a Nat below 2^32, got 4294967296".to_owned())
    );
    assert_eq!(
        check(&parse("-2147483649 : i64"), &Shape::Int, "x", 0),
        Err(FieldError::OutOfRange {
            path: "x".into(),
            range: IntRange::Int,
            value: -2147483649,
        })
    );
    assert!(check(&parse("-2147483648 : i64"), &Shape::Int, "x", 0).is_ok());
}

#[test]
fn reports_unparsable_text_as_a_kind_mismatch() {
    let error = check_printed(
        "affine_map<(d0) -> (d0)>",
        &Shape::Named("TensorRef"),
        "dst",
    )
    .unwrap_err();
    assert_eq!(
        error.to_string(),
        "field 'dst' must be a TensorRef, got 'affine_map<(d0) -> (d0)>'"
    );
    let deep = "[".repeat(10_000) + &"]".repeat(10_000);
    let list = Shape::List(Box::new(Shape::Nat));
    assert!(check_printed(&deep, &list, "x").is_err());
    let name =
        r#"#klr.tensor_ref_hbm<view = <name = "h\FF", dtype = bfloat16, address = 0, dims = []>>"#;
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
