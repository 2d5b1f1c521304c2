//! Helpers of the crate's unit tests.

/// A context with the crate's dialects registered, default options.
pub fn context() -> melior::Context {
    let registry = nki::context::dialect_registry(&[crate::register]);
    nki::context::create_context(&registry, nki::context::ContextOptions::default())
}

use melior::ir::{operation::OperationLike, Attribute, OperationRef};
use nki::attr_text::{self, AttrValue};

/// The tree with float literals dropped, floats compared by their bits
/// (NaN payloads included): an f32 by its 32 bits, any other float (or one
/// whose type the reader does not give) by its 64.
pub fn normalized(v: AttrValue) -> AttrValue {
    let all = |items: Vec<AttrValue>| items.into_iter().map(normalized).collect();
    let fields = |fields: Vec<(String, AttrValue)>| {
        fields
            .into_iter()
            .map(|(k, v)| (k, normalized(v)))
            .collect()
    };
    match v {
        AttrValue::Float { value, ty, .. } => AttrValue::Float {
            value: 0.0,
            text: match ty.as_deref() {
                Some("f32") => format!("{:08x}", (value as f32).to_bits()),
                _ => format!("{:016x}", value.to_bits()),
            },
            ty: None,
        },
        AttrValue::List(items) => AttrValue::List(all(items)),
        AttrValue::Dict(entries) => AttrValue::Dict(fields(entries)),
        AttrValue::Struct { name, fields: f } => AttrValue::Struct {
            name,
            fields: fields(f),
        },
        AttrValue::Positional { name, items } => AttrValue::Positional {
            name,
            items: all(items),
        },
        other => other,
    }
}

/// Checks that `read` gives every attribute of `op` and of the ops in it the
/// tree its printed form parses to; the number checked.
pub fn check_attributes(
    op: &OperationRef<'_, '_>,
    read: impl Fn(Attribute<'_>) -> Option<AttrValue>,
) -> usize {
    let mut checked = 0;
    for op in std::iter::once(*op).chain(crate::ir::nested_ops(op)) {
        for (name, value) in op.attributes() {
            let name = name.as_string_ref().as_str().unwrap_or("?").to_owned();
            let typed =
                read(value).unwrap_or_else(|| panic!("'{name}' = {value} has no typed read"));
            let printed =
                attr_text::parse_with_bytes(&value.to_string()).expect("printed attribute parses");
            assert_eq!(
                normalized(typed),
                normalized(printed),
                "attribute '{name}' = {value}"
            );
            checked += 1;
        }
    }
    checked
}
