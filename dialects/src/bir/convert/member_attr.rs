//! One JSON member value → its attribute, by the attribute kind its op
//! declares (the member table generated from the ODS).

use nki_formats::bir_json::Member;
use serde_json::{Map, Number, Value};

use super::attr::{Attr, Named};
use super::AttrKind;

/// An opaque JSON value (`#bir.json<"…">`).
pub(super) fn json(v: &Value) -> Attr<'static> {
    Attr::Json(v.to_string())
}

/// A JSON number: an i64 when it is one, else an f64.
pub(super) fn number(n: &Number) -> Result<Attr<'static>, String> {
    if let Some(i) = n.as_i64() {
        Ok(Attr::Int(i))
    } else if let Some(f) = n.as_f64().filter(|_| !n.is_u64()) {
        Ok(Attr::F64(f))
    } else {
        Err(format!("number {n} does not fit a 64-bit attribute"))
    }
}

/// A JSON value that BIR_FloatAttr holds: a number, or "nan"/"inf"/"-inf".
pub(super) fn number_value(v: &Value) -> Result<Attr<'static>, String> {
    Ok(Attr::F64(match v {
        Value::Number(n) => return number(n),
        Value::String(s) if s == "nan" => f64::NAN,
        Value::String(s) if s == "inf" => f64::INFINITY,
        Value::String(s) if s == "-inf" => f64::NEG_INFINITY,
        other => return Err(format!("expected a number, found {other}")),
    }))
}

pub(super) fn ints(v: &Value) -> Result<Vec<i64>, String> {
    items(v)?
        .iter()
        .map(|x| {
            x.as_i64()
                .ok_or_else(|| format!("expected an integer, found {x}"))
        })
        .collect()
}

fn items(v: &Value) -> Result<&Vec<Value>, String> {
    v.as_array()
        .ok_or_else(|| format!("expected an array, found {v}"))
}

fn string(v: &Value) -> Result<&str, String> {
    v.as_str()
        .ok_or_else(|| format!("expected a string, found {v}"))
}

/// A `{"step", "num"}` object as its pair.
fn ap_pair(item: &Value) -> Result<Attr<'static>, String> {
    let obj = item
        .as_object()
        .filter(|o| o.len() == 2)
        .ok_or_else(|| format!("expected {{\"step\", \"num\"}}, found {item}"))?;
    let step = obj
        .get("step")
        .and_then(Value::as_i64)
        .ok_or("APPair needs an integer 'step'")?;
    let num = obj
        .get("num")
        .and_then(Value::as_i64)
        .ok_or("APPair needs an integer 'num'")?;
    Ok(Attr::Dense(vec![step, num]))
}

/// A member's value as its attribute, and whether a triple came in the
/// nested `[a, [b, c]]` form.
pub(super) fn member_value(kind: AttrKind, v: &Value) -> Result<(Attr<'static>, bool), String> {
    let attr = match kind {
        AttrKind::I64 => Attr::Int(
            v.as_i64()
                .ok_or_else(|| format!("expected an integer, found {v}"))?,
        ),
        AttrKind::Bool => Attr::Bool(
            v.as_bool()
                .ok_or_else(|| format!("expected a boolean, found {v}"))?,
        ),
        AttrKind::Str => Attr::Str(string(v)?.to_owned()),
        AttrKind::F64 => match v {
            Value::Number(n) => Attr::F64(n.as_f64().unwrap_or(f64::NAN)),
            _ => number_value(v)?,
        },
        AttrKind::Number => number_value(v)?,
        AttrKind::Enum(mnemonic) => Attr::Enum(mnemonic, string(v)?.to_owned()),
        AttrKind::I64Array => {
            // docs/bir-json-format.md G4: a triple may arrive as [a, [b, c]].
            if let Some([a, Value::Array(tail)]) = v.as_array().map(Vec::as_slice) {
                let mut flat = vec![a.as_i64().ok_or("expected an integer")?];
                flat.extend(ints(&Value::Array(tail.clone()))?);
                return Ok((Attr::Dense(flat), true));
            }
            Attr::Dense(ints(v)?)
        }
        AttrKind::I64ArrayList => Attr::List(
            items(v)?
                .iter()
                .map(|item| Ok(Attr::Dense(ints(item)?)))
                .collect::<Result<_, String>>()?,
        ),
        AttrKind::APPairList => {
            Attr::List(items(v)?.iter().map(ap_pair).collect::<Result<_, _>>()?)
        }
        AttrKind::NumberList => Attr::List(
            items(v)?
                .iter()
                .map(number_value)
                .collect::<Result<_, _>>()?,
        ),
        AttrKind::StrList => Attr::List(
            items(v)?
                .iter()
                .map(|s| Ok(Attr::Str(string(s)?.to_owned())))
                .collect::<Result<_, String>>()?,
        ),
        AttrKind::StrDict => {
            let obj = v
                .as_object()
                .ok_or_else(|| format!("expected an object, found {v}"))?;
            Attr::Dict(
                obj.iter()
                    .map(|(k, s)| {
                        s.as_str()
                            .map(|s| (k.clone(), Attr::Str(s.to_owned())))
                            .ok_or_else(|| format!("'{k}' must map to a string, found {s}"))
                    })
                    .collect::<Result<_, _>>()?,
            )
        }
        AttrKind::Json => json(v),
        AttrKind::KernelSource => match v {
            Value::String(s) => Attr::Enum(
                <nki_formats::bir_json::enums::KernelSource as nki_formats::bir_json::enums::BirEnum>::MNEMONIC
                    .expect("KernelSource has an attribute of its own"),
                s.clone(),
            ),
            Value::Number(n) if n.is_i64() => number(n)?,
            other => return Err(format!("expected a KernelSource, found {other}")),
        },
        AttrKind::IntOrStr => match v {
            Value::String(s) => Attr::Str(s.clone()),
            Value::Number(n) if n.is_i64() => number(n)?,
            other => return Err(format!("expected an integer or a string, found {other}")),
        },
        AttrKind::Symbol => Attr::Symbol(
            v.as_str()
                .ok_or_else(|| format!("expected a function name, found {v}"))?
                .to_owned(),
        ),
        AttrKind::Unit => Attr::Unit,
    };
    Ok((attr, false))
}

/// Collects `json_nulls` and `unknown_members` into an attribute list.
pub(super) fn bookkeeping(
    attrs: &mut Vec<Named<'_>>,
    nulls: &[&str],
    extra: &Map<String, Value>,
    unknown_key: &str,
) {
    if !nulls.is_empty() {
        let list = nulls.iter().map(|n| Attr::Str((*n).to_owned())).collect();
        attrs.push((
            crate::bir::ops::attribute::JSON_NULLS.into(),
            Attr::List(list),
        ));
    }
    if !extra.is_empty() {
        attrs.push((unknown_key.into(), json(&Value::Object(extra.clone()))));
    }
}

/// A member that may be absent or null: its attribute when it has a value,
/// its name among the nulls when it is null.
pub(super) fn put_member<T>(
    attrs: &mut Vec<Named<'_>>,
    nulls: &mut Vec<&'static str>,
    key: &'static str,
    m: &Member<T>,
    f: impl FnOnce(&T) -> Attr<'static>,
) {
    match m {
        Member::Absent => {}
        Member::Null => nulls.push(key),
        Member::Value(v) => attrs.push((key.into(), f(v))),
    }
}
