//! One JSON member value → its attribute text, by the attribute kind its
//! op declares (the member table generated from the ODS).

use nki::attr_text::quote;
use nki_formats::bir_json::{Float, Member};
use serde_json::{Map, Number, Value};
use std::fmt::Write as _;

use super::AttrKind;

pub(super) fn json_text(v: &Value) -> String {
    format!("#bir.json<{}>", quote(&v.to_string()))
}

pub(super) fn number(out: &mut String, n: &Number) -> Result<(), String> {
    if let Some(i) = n.as_i64() {
        let _ = write!(out, "{i} : i64");
    } else if let Some(f) = n.as_f64().filter(|_| !n.is_u64()) {
        let _ = write!(out, "0x{:016X} : f64", f.to_bits());
    } else {
        return Err(format!("number {n} does not fit a 64-bit attribute"));
    }
    Ok(())
}

pub(super) fn float(out: &mut String, f: Float) {
    let _ = write!(out, "0x{:016X} : f64", f.0.to_bits());
}

/// A JSON value that BIR_FloatAttr holds: a number, or "nan"/"inf"/"-inf".
pub(super) fn number_value(out: &mut String, v: &Value) -> Result<(), String> {
    let special = match v {
        Value::Number(n) => return number(out, n),
        Value::String(s) if s == "nan" => f64::NAN,
        Value::String(s) if s == "inf" => f64::INFINITY,
        Value::String(s) if s == "-inf" => f64::NEG_INFINITY,
        other => return Err(format!("expected a number, found {other}")),
    };
    float(out, Float(special));
    Ok(())
}

pub(super) fn ints(v: &Value) -> Result<Vec<i64>, String> {
    let items = v
        .as_array()
        .ok_or_else(|| format!("expected an array, found {v}"))?;
    items
        .iter()
        .map(|x| {
            x.as_i64()
                .ok_or_else(|| format!("expected an integer, found {x}"))
        })
        .collect()
}

pub(super) fn dense(out: &mut String, values: &[i64]) {
    out.push_str("array<i64");
    for (i, v) in values.iter().enumerate() {
        let _ = write!(out, "{}{v}", if i == 0 { ": " } else { ", " });
    }
    out.push('>');
}

/// Writes a member's value as its attribute; returns whether a triple came in
/// the nested `[a, [b, c]]` form.
pub(super) fn member_value(out: &mut String, kind: AttrKind, v: &Value) -> Result<bool, String> {
    match kind {
        AttrKind::I64 => {
            let i = v
                .as_i64()
                .ok_or_else(|| format!("expected an integer, found {v}"))?;
            let _ = write!(out, "{i} : i64");
        }
        AttrKind::Bool => out.push_str(
            if v.as_bool()
                .ok_or_else(|| format!("expected a boolean, found {v}"))?
            {
                "true"
            } else {
                "false"
            },
        ),
        AttrKind::Str => out.push_str(&quote(
            v.as_str()
                .ok_or_else(|| format!("expected a string, found {v}"))?,
        )),
        AttrKind::F64 => match v {
            Value::Number(n) => float(out, Float(n.as_f64().unwrap_or(f64::NAN))),
            _ => number_value(out, v)?,
        },
        AttrKind::Number => number_value(out, v)?,
        AttrKind::Enum(mnemonic) => {
            let word = v
                .as_str()
                .ok_or_else(|| format!("expected a string, found {v}"))?;
            let _ = write!(out, "#bir.{mnemonic}<{word}>");
        }
        AttrKind::I64Array => {
            // docs/bir-json-format.md G4: a triple may arrive as [a, [b, c]].
            if let Some([a, Value::Array(tail)]) = v.as_array().map(Vec::as_slice) {
                let mut flat = vec![a.as_i64().ok_or("expected an integer")?];
                flat.extend(ints(&Value::Array(tail.clone()))?);
                dense(out, &flat);
                return Ok(true);
            }
            dense(out, &ints(v)?);
        }
        AttrKind::I64ArrayList => {
            let items = v
                .as_array()
                .ok_or_else(|| format!("expected an array, found {v}"))?;
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                dense(out, &ints(item)?);
            }
            out.push(']');
        }
        AttrKind::APPairList => {
            let items = v
                .as_array()
                .ok_or_else(|| format!("expected an array, found {v}"))?;
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
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
                dense(out, &[step, num]);
            }
            out.push(']');
        }
        AttrKind::NumberList => {
            let items = v
                .as_array()
                .ok_or_else(|| format!("expected an array, found {v}"))?;
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                number_value(out, item)?;
            }
            out.push(']');
        }
        AttrKind::StrList => {
            let items = v
                .as_array()
                .ok_or_else(|| format!("expected an array, found {v}"))?;
            let texts: Result<Vec<String>, String> = items
                .iter()
                .map(|s| {
                    s.as_str()
                        .map(quote)
                        .ok_or_else(|| format!("expected a string, found {s}"))
                })
                .collect();
            let _ = write!(out, "[{}]", texts?.join(", "));
        }
        AttrKind::StrDict => {
            let obj = v
                .as_object()
                .ok_or_else(|| format!("expected an object, found {v}"))?;
            let entries: Result<Vec<String>, String> = obj
                .iter()
                .map(|(k, s)| {
                    s.as_str()
                        .map(|s| format!("{} = {}", quote(k), quote(s)))
                        .ok_or_else(|| format!("'{k}' must map to a string, found {s}"))
                })
                .collect();
            let _ = write!(out, "{{{}}}", entries?.join(", "));
        }
        AttrKind::Json => out.push_str(&json_text(v)),
        AttrKind::KernelSource => match v {
            Value::String(s) => {
                let _ = write!(out, "#bir.kernel_source<{s}>");
            }
            Value::Number(n) if n.is_i64() => number(out, n)?,
            other => return Err(format!("expected a KernelSource, found {other}")),
        },
        AttrKind::IntOrStr => match v {
            Value::String(s) => out.push_str(&quote(s)),
            Value::Number(n) if n.is_i64() => number(out, n)?,
            other => return Err(format!("expected an integer or a string, found {other}")),
        },
        AttrKind::Symbol => {
            let _ = write!(
                out,
                "@{}",
                quote(
                    v.as_str()
                        .ok_or_else(|| format!("expected a function name, found {v}"))?
                )
            );
        }
        AttrKind::Unit => out.push_str("unit"),
    }
    Ok(false)
}

/// Collects `json_nulls` and `unknown_members` into an attribute list.
pub(super) fn bookkeeping(
    attrs: &mut Vec<String>,
    nulls: &[&str],
    extra: &Map<String, Value>,
    unknown_key: &str,
) {
    if !nulls.is_empty() {
        let list: Vec<String> = nulls.iter().map(|n| quote(n)).collect();
        attrs.push(format!("json_nulls = [{}]", list.join(", ")));
    }
    if !extra.is_empty() {
        attrs.push(format!(
            "{unknown_key} = {}",
            json_text(&Value::Object(extra.clone()))
        ));
    }
}

pub(super) fn put_member<T>(
    attrs: &mut Vec<String>,
    nulls: &mut Vec<&'static str>,
    key: &'static str,
    m: &Member<T>,
    f: impl FnOnce(&T) -> String,
) {
    match m {
        Member::Absent => {}
        Member::Null => nulls.push(key),
        Member::Value(v) => attrs.push(format!("{key} = {}", f(v))),
    }
}
