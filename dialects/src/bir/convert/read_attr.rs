//! Reading an attribute of a `bir` op into the value tree the exporter
//! works on ([`AttrValue`]), through the attributes' typed accessors: the
//! builtin kinds by their C API, the bir ones by their C++ getters
//! ([`crate::bir::attrs`]). The tree is the one the attribute's printed form
//! parses to (test `typed_reads_equal_printed_reads`), so export need not
//! print an attribute to read it.

use melior::ir::{
    attribute::{
        ArrayAttribute, BoolAttribute, DenseI32ArrayAttribute, DenseI64ArrayAttribute,
        DictionaryAttribute, FloatAttribute, IntegerAttribute,
    },
    Attribute,
};
use nki::attr_text::AttrValue;
use nki::ffi::{builtin_attr, BuiltinAttr};

use crate::bir::attrs::{self, ArgKind};

/// The value of `attr`, or `None` for a kind this reader does not know
/// (the caller then reads the printed form).
pub(super) fn read(attr: Attribute<'_>) -> Option<AttrValue> {
    if let Some((mnemonic, case)) = attrs::enum_case_str(attr) {
        return Some(positional(mnemonic, vec![AttrValue::Keyword(case.into())]));
    }
    if let Some(kind) = attrs::arg_kind(attr) {
        return argument(attr, kind);
    }
    // Each conversion below follows the kind check, so it cannot fail (a
    // failed melior conversion prints the attribute).
    Some(match builtin_attr(attr)? {
        BuiltinAttr::Bool => AttrValue::Bool(BoolAttribute::try_from(attr).ok()?.value()),
        BuiltinAttr::Integer => {
            AttrValue::Int(IntegerAttribute::try_from(attr).ok()?.value() as i128)
        }
        BuiltinAttr::Float => float(FloatAttribute::try_from(attr).ok()?.value()),
        // Through nki::ffi: an empty string's storage may be a null pointer.
        BuiltinAttr::String => AttrValue::Str(nki::ffi::string_attr_value(attr)?),
        BuiltinAttr::FlatSymbolRef => AttrValue::Symbol(nki::ffi::symbol_ref_value(attr)?),
        BuiltinAttr::DenseI64Array => {
            let d = DenseI64ArrayAttribute::try_from(attr).ok()?;
            let items = (0..d.len()).map(|i| d.element(i).map(|v| AttrValue::Int(v as i128)));
            AttrValue::List(items.collect::<Result<_, _>>().ok()?)
        }
        BuiltinAttr::DenseI32Array => {
            let d = DenseI32ArrayAttribute::try_from(attr).ok()?;
            let items = (0..d.len()).map(|i| d.element(i).map(|v| AttrValue::Int(v as i128)));
            AttrValue::List(items.collect::<Result<_, _>>().ok()?)
        }
        BuiltinAttr::Array => {
            let a = ArrayAttribute::try_from(attr).ok()?;
            let items = (0..a.len()).map(|i| a.element(i).ok().and_then(read));
            AttrValue::List(items.collect::<Option<_>>()?)
        }
        BuiltinAttr::Dictionary => {
            let d = DictionaryAttribute::try_from(attr).ok()?;
            let entries = (0..d.len()).map(|i| {
                let (key, value) = d.element(i).ok()?;
                Some((key.as_string_ref().as_str().ok()?.to_owned(), read(value)?))
            });
            AttrValue::Dict(entries.collect::<Option<_>>()?)
        }
        BuiltinAttr::Unit => AttrValue::Unit,
    })
}

/// A float as the tree holds it (the printed literal is not kept: nothing
/// reads it back).
fn float(value: f64) -> AttrValue {
    AttrValue::Float {
        value,
        text: String::new(),
        ty: None,
    }
}

fn positional(mnemonic: &str, items: Vec<AttrValue>) -> AttrValue {
    AttrValue::Positional {
        name: Some(format!("bir.{mnemonic}")),
        items,
    }
}

/// The `[[step, num], …]` pairs of an access pattern.
fn pairs(attr: Attribute<'_>) -> AttrValue {
    AttrValue::List(
        attrs::arg_ap(attr)
            .into_iter()
            .map(|(step, num)| {
                AttrValue::List(vec![
                    AttrValue::Int(step.into()),
                    AttrValue::Int(num.into()),
                ])
            })
            .collect(),
    )
}

/// An instruction argument attribute (`#bir.physical_ap`, …).
fn argument(attr: Attribute<'_>, kind: ArgKind) -> Option<AttrValue> {
    let dtype = || attrs::arg_dtype(attr).map(|d| AttrValue::Keyword(d.to_owned()));
    let string = |s: Option<String>| s.map(AttrValue::Str);
    Some(match kind {
        ArgKind::PhysicalAp => AttrValue::Struct {
            name: Some("bir.physical_ap".into()),
            fields: vec![
                ("ap".into(), pairs(attr)),
                ("dtype".into(), dtype()?),
                (
                    "offset".into(),
                    AttrValue::Int(attrs::arg_offset(attr).into()),
                ),
            ],
        },
        ArgKind::RegisterAp => AttrValue::Struct {
            name: Some("bir.register_ap".into()),
            fields: vec![
                ("ap".into(), pairs(attr)),
                ("dtype".into(), dtype()?),
                ("memsetref".into(), string(attrs::arg_memsetref(attr))?),
                (
                    "reg_ap_offset".into(),
                    string(attrs::arg_reg_ap_offset(attr))?,
                ),
                ("regref".into(), string(attrs::arg_regref(attr))?),
            ],
        },
        ArgKind::RegisterAccess => positional(
            "register_access",
            vec![dtype()?, string(attrs::arg_regref(attr))?],
        ),
        ArgKind::ImmValue | ArgKind::ImmArray => positional(
            if kind == ArgKind::ImmValue {
                "imm_value"
            } else {
                "imm_array"
            },
            vec![dtype()?, read(attrs::arg_value(attr)?)?],
        ),
        ArgKind::Json => positional("json", vec![string(attrs::json_text(attr))?]),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::check_attributes;
    use std::path::Path;

    /// Typed reads equal what the printed form parses to, for every
    /// attribute of the bir ops test (every op and argument form) and of
    /// every BIR-JSON input imported.
    #[test]
    fn typed_reads_equal_printed_reads() {
        let context = crate::test_support::context();
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let mut checked = 0;
        let ops = std::fs::read_to_string(root.join("test/Dialect/BIR/ops.mlir")).unwrap();
        let module = nki::ffi::parse_source_as_module(&context, &ops, "ops.mlir").unwrap();
        checked += check_attributes(&module.as_operation(), read);
        for entry in std::fs::read_dir(root.join("test/Inputs/bir")).unwrap() {
            let path = entry.unwrap().path();
            if !path.to_string_lossy().ends_with(".json") {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            let Ok(doc) = nki_formats::bir_json::read_bir_json(&text) else {
                continue;
            };
            if let Ok(module) = super::super::import(&context, &doc, "input") {
                checked += check_attributes(&module.as_operation(), read);
            }
        }
        assert!(checked > 500, "only {checked} attributes checked");
    }
}
