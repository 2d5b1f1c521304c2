//! The dialect's naming rules over the KLR schema (`nki_formats`), shared by
//! the converter and the verifier:
//! - a statement op is `klr.<operator constructor in snake_case>`;
//! - a structure is `#klr.<type in snake_case>` (`AccessBasic` and
//!   `AccessPattern` take a `_struct` suffix: their names are taken by the
//!   `Access` constructors);
//! - a variant constructor is `#klr.<type>_<ctor>`, an enum `#klr.<type><case>`.
//!
//! Plus the lookups both need: a statement op's payload, the constructor an
//! attribute name stands for.

use nki_formats::klr::node::{type_shape, Shape, TypeShape};
use std::sync::OnceLock;

/// `ncDmaCopy` → `nc_dma_copy`, `ncNGather` → `nc_n_gather`, `APPair` → `ap_pair`.
pub fn snake(name: &str) -> String {
    let chars: Vec<char> = name.strip_prefix("r#").unwrap_or(name).chars().collect();
    let mut out = String::with_capacity(chars.len() + 4);
    for (i, &c) in chars.iter().enumerate() {
        if c.is_ascii_uppercase() && i > 0 {
            let prev = chars[i - 1];
            let next_lower = chars.get(i + 1).is_some_and(|n| n.is_ascii_lowercase());
            if prev.is_ascii_lowercase()
                || prev.is_ascii_digit()
                || (prev.is_ascii_uppercase() && next_lower)
            {
                out.push('_');
            }
        }
        out.push(c.to_ascii_lowercase());
    }
    out
}

/// A name computed from static schema names, once: the converter asks for
/// the same few hundred mnemonics for every attribute it writes.
fn memo(key: (&'static str, &'static str, u8), make: impl FnOnce() -> String) -> &'static str {
    use std::collections::HashMap;
    use std::sync::Mutex;
    type Memo = Mutex<HashMap<(&'static str, &'static str, u8), &'static str>>;
    static MEMO: OnceLock<Memo> = OnceLock::new();
    let mut memo = MEMO
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    // Leaked once per schema name: the set is fixed and small.
    memo.entry(key)
        .or_insert_with(|| Box::leak(make().into_boxed_str()))
}

/// [`snake`] of a schema name, memoized.
pub(crate) fn snake_static(name: &'static str) -> &'static str {
    memo((name, "", 0), || snake(name))
}

/// [`struct_mnemonic`], memoized.
pub(crate) fn struct_mnemonic_static(ty: &'static str) -> &'static str {
    memo((ty, "", 1), || struct_mnemonic(ty))
}

/// [`variant_mnemonic`], memoized.
pub(crate) fn variant_mnemonic_static(ty: &'static str, ctor: &'static str) -> &'static str {
    memo((ty, ctor, 2), || variant_mnemonic(ty, ctor))
}

/// The attribute mnemonic of a structure type.
pub(crate) fn struct_mnemonic(ty: &str) -> String {
    match ty {
        "AccessBasic" | "AccessPattern" => format!("{}_struct", snake(ty)),
        _ => snake(ty),
    }
}

/// The attribute mnemonic of the constructor `ctor` of the variant `ty`.
pub(crate) fn variant_mnemonic(ty: &str, ctor: &str) -> String {
    format!("{}_{}", snake(ty), snake(ctor))
}

/// A statement op: one constructor of KLR's `Operator`, whose only field is
/// the payload structure.
pub(crate) struct Statement {
    /// The op name without `klr.` (`nc_dma_copy`).
    pub name: String,
    /// The `Operator` constructor (`ncDmaCopy`).
    pub ctor: &'static str,
    /// The payload type (`NcDmaCopy`), whose fields are the op's attributes.
    pub payload: &'static str,
}

/// Every statement op, in wire-code order (computed once from the schema).
pub(crate) fn statements() -> &'static [Statement] {
    static STATEMENTS: OnceLock<Vec<Statement>> = OnceLock::new();
    STATEMENTS.get_or_init(|| {
        let Some(TypeShape::Variant(ctors)) = type_shape("Operator") else {
            return Vec::new();
        };
        ctors
            .into_iter()
            .filter_map(|(ctor, fields)| match fields.first() {
                Some((_, Shape::Named(payload))) => Some(Statement {
                    name: snake(ctor),
                    ctor,
                    payload,
                }),
                _ => None,
            })
            .collect()
    })
}

/// The statement op `klr.<name>`.
pub(crate) fn statement(name: &str) -> Option<&'static Statement> {
    statements().iter().find(|s| s.name == name)
}

/// The fields of the structure `ty` (empty if it is not one).
pub(crate) fn struct_fields(ty: &str) -> Vec<(&'static str, Shape)> {
    match type_shape(ty) {
        Some(TypeShape::Struct(fields)) => fields,
        _ => Vec::new(),
    }
}

/// The constructor of the variant `ty` that the attribute named `name`
/// (`klr.tensor_ref_abstract`) is, with its fields.
pub(crate) fn variant_ctor(
    ty: &str,
    name: &str,
) -> Option<(&'static str, Vec<(&'static str, Shape)>)> {
    let Some(TypeShape::Variant(ctors)) = type_shape(ty) else {
        return None;
    };
    let mnemonic = name.strip_prefix("klr.")?;
    ctors
        .into_iter()
        .find(|(ctor, _)| variant_mnemonic(ty, ctor) == mnemonic)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn snake_case_follows_the_dialect() {
        assert_eq!(snake("ncDmaCopy"), "nc_dma_copy");
        assert_eq!(snake("ncNGather"), "nc_n_gather");
        assert_eq!(snake("ncMatMulMX"), "nc_mat_mul_mx");
        assert_eq!(snake("findIndex8"), "find_index8");
        assert_eq!(snake("APPair"), "ap_pair");
        assert_eq!(snake("r#abstract"), "abstract");
        assert_eq!(struct_mnemonic("AccessBasic"), "access_basic_struct");
        assert_eq!(
            variant_mnemonic("TensorRef", "abstract"),
            "tensor_ref_abstract"
        );
    }
}
