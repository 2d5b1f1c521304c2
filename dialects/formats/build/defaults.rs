//! The format defaults of optional members (`BIR_OptionalAttr`'s
//! `jsonDefault`, docs/bir-json-format.md §7.1 `m?: T = d`), checked against
//! the member's JSON type here, at build time, and turned into the Rust
//! value the decoder's `<member>_or_default` returns: a default that does
//! not decode as its member fails the build, not a run.

use nki_ods::Enum;
use serde_json::Value;

use super::{variant, Ty};

/// The return type and body of the accessor of member field `field`, of
/// JSON type `ty`, defaulting to `value`.
pub fn accessor(
    ty: &Ty,
    value: &Value,
    field: &str,
    enums: &[Enum],
) -> Result<(String, String), String> {
    Ok(match ty {
        // Borrowed, so that reading the default allocates nothing.
        Ty::Str => {
            let s = value.as_str().ok_or("not a string")?;
            (
                "&str".into(),
                format!("self.{field}.as_deref().unwrap_or({s:?})"),
            )
        }
        Ty::List(t) => {
            let items = value.as_array().ok_or("not an array")?;
            let items: Vec<String> = items
                .iter()
                .map(|v| literal(t, v, enums))
                .collect::<Result<_, _>>()?;
            (
                format!("&[{}]", t.rust()),
                format!("self.{field}.as_deref().unwrap_or(&[{}])", items.join(", ")),
            )
        }
        _ => (
            ty.rust(),
            format!("self.{field}.unwrap_or({})", literal(ty, value, enums)?),
        ),
    })
}

/// `value` as a constant Rust expression of `ty`'s type (`FromMember`'s
/// rules, bir_json/decoded.rs); only types whose values are constants.
fn literal(ty: &Ty, value: &Value, enums: &[Enum]) -> Result<String, String> {
    Ok(match ty {
        Ty::Nat => value.as_u64().ok_or("not a nat")?.to_string(),
        Ty::Int => value.as_i64().ok_or("not an int")?.to_string(),
        Ty::Bool => value.as_bool().ok_or("not a bool")?.to_string(),
        Ty::Float => match value {
            Value::Number(n) => format!("{:?}_f64", n.as_f64().ok_or("not a float")?),
            Value::String(s) if s == "nan" => "f64::NAN".into(),
            Value::String(s) if s == "inf" => "f64::INFINITY".into(),
            Value::String(s) if s == "-inf" => "f64::NEG_INFINITY".into(),
            _ => return Err("not a float".into()),
        },
        Ty::Enum(class) => {
            let case = value.as_str().ok_or("not a string")?;
            let e = enums
                .iter()
                .find(|e| &e.class_name == class)
                .ok_or_else(|| format!("no enumeration {class}"))?;
            if !e.cases.iter().any(|c| c == case) {
                return Err(format!("{case:?} is not a case of {class}"));
            }
            format!("enums::{class}::{}", variant(case))
        }
        Ty::Tuple(ts) => {
            let items = value.as_array().ok_or("not an array")?;
            if items.len() != ts.len() {
                return Err(format!("not an array of {}", ts.len()));
            }
            let parts: Vec<String> = ts
                .iter()
                .zip(items)
                .map(|(t, v)| literal(t, v, enums))
                .collect::<Result<_, _>>()?;
            format!("({})", parts.join(", "))
        }
        Ty::Str | Ty::List(_) | Ty::Opaque => {
            return Err("a string, list or opaque value inside a default is not read".into())
        }
    })
}
