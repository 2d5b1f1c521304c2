//! The attribute values the BIR-JSON import produces, described once and
//! made two ways: written as text for the text importer (MLIR parses the
//! whole module), or built directly for the passes that add functions
//! ([`crate::bir::build`]) through the typed constructors of
//! [`crate::bir::make`], with nothing printed to be parsed back.

use melior::{
    ir::{attribute::IntegerAttribute, r#type::IntegerType, Attribute},
    Context,
};
use nki::attr_text::quote;
use nki_formats::bir_json::enums::{BirEnum, Dtype};
use nki_formats::bir_json::Argument;
use std::fmt::Write as _;

use crate::bir::make;

/// One attribute value; an instruction argument is the model's own,
/// borrowed (every instruction has several, so they are not copied).
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Attr<'d> {
    /// `5 : i64`
    Int(i64),
    Bool(bool),
    Str(String),
    /// An f64 float, bit-exact.
    F64(f64),
    /// `#bir.<mnemonic><case>`, the case as the file spells it.
    Enum(&'static str, String),
    /// `array<i64: …>`
    Dense(Vec<i64>),
    /// `[a, b]`
    List(Vec<Attr<'d>>),
    /// `{"key" = value}`
    Dict(Vec<(String, Attr<'d>)>),
    /// `#bir.json<"…">` of a JSON text.
    Json(String),
    /// `@name`
    Symbol(String),
    Unit,
    /// An instruction argument (`#bir.physical_ap`, …; a symbolic one as
    /// `#bir.json` of its object).
    Argument(&'d Argument),
}

/// A named attribute of an op's dictionary.
pub(crate) type Named<'d> = (String, Attr<'d>);

impl Attr<'_> {
    /// The attribute as MLIR text.
    pub fn write(&self, out: &mut String) {
        match self {
            Attr::Int(v) => {
                let _ = write!(out, "{v} : i64");
            }
            Attr::Bool(v) => out.push_str(if *v { "true" } else { "false" }),
            Attr::Str(s) => out.push_str(&quote(s)),
            Attr::F64(f) => {
                let _ = write!(out, "0x{:016X} : f64", f.to_bits());
            }
            Attr::Enum(mnemonic, case) => {
                let _ = write!(out, "#bir.{mnemonic}<{case}>");
            }
            Attr::Dense(values) => dense(out, values),
            Attr::List(items) => {
                out.push('[');
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    item.write(out);
                }
                out.push(']');
            }
            Attr::Dict(entries) => {
                out.push('{');
                for (i, (key, value)) in entries.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    let _ = write!(out, "{} = ", quote(key));
                    value.write(out);
                }
                out.push('}');
            }
            Attr::Json(text) => {
                let _ = write!(out, "#bir.json<{}>", quote(text));
            }
            Attr::Symbol(name) => {
                let _ = write!(out, "@{}", quote(name));
            }
            Attr::Unit => out.push_str("unit"),
            Attr::Argument(argument) => write_argument(out, argument),
        }
    }

    /// The attribute, made in `context`.
    pub fn build<'c>(&self, context: &'c Context) -> Result<Attribute<'c>, String> {
        Ok(match self {
            Attr::Int(v) => IntegerAttribute::new(IntegerType::new(context, 64).into(), *v).into(),
            Attr::Bool(v) => make::boolean(context, *v),
            Attr::Str(s) => make::string(context, s),
            Attr::F64(f) => make::float(context, *f),
            Attr::Enum(mnemonic, case) => make::enum_case(context, mnemonic, case)
                .ok_or_else(|| format!("'{case}' is not a case of #bir.{mnemonic}"))?,
            Attr::Dense(values) => make::i64_array(context, values),
            Attr::List(items) => {
                let items = items
                    .iter()
                    .map(|item| item.build(context))
                    .collect::<Result<Vec<_>, _>>()?;
                make::array(context, &items)
            }
            Attr::Dict(entries) => {
                let entries = entries
                    .iter()
                    .map(|(key, value)| Ok((key.as_str(), value.build(context)?)))
                    .collect::<Result<Vec<_>, String>>()?;
                make::dictionary(context, &entries)
            }
            Attr::Json(text) => make::json(context, text),
            Attr::Symbol(name) => make::symbol_ref(context, name),
            Attr::Unit => Attribute::unit(context),
            Attr::Argument(argument) => build_argument(context, argument)?,
        })
    }
}

/// An instruction argument as MLIR text.
fn write_argument(out: &mut String, argument: &Argument) {
    match argument {
        Argument::PhysicalAp {
            ap, dtype, offset, ..
        } => {
            out.push_str("#bir.physical_ap<ap = ");
            pairs(out, ap);
            let _ = write!(out, ", dtype = {dtype}, offset = {offset}>");
        }
        Argument::RegisterAp {
            ap,
            dtype,
            memsetref,
            reg_ap_offset,
            regref,
            ..
        } => {
            out.push_str("#bir.register_ap<ap = ");
            pairs(out, ap);
            let _ = write!(
                out,
                ", dtype = {dtype}, memsetref = {}, reg_ap_offset = {}, regref = {}>",
                quote(memsetref),
                quote(reg_ap_offset),
                quote(regref)
            );
        }
        Argument::RegisterAccess { dtype, regref, .. } => {
            let _ = write!(out, "#bir.register_access<{dtype}, {}>", quote(regref));
        }
        Argument::ImmValue { dtype, value, .. } => {
            let _ = write!(out, "#bir.imm_value<{dtype}, ");
            Attr::F64(value.0).write(out);
            out.push('>');
        }
        Argument::ImmArray {
            dtype, value_array, ..
        } => {
            let _ = write!(out, "#bir.imm_array<{dtype}, [");
            for (i, v) in value_array.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                Attr::F64(v.0).write(out);
            }
            out.push_str("]>");
        }
        Argument::Symbolic { kind, members } => Attr::Json(symbolic_json(kind, members)).write(out),
    }
}

/// A symbolic argument as the JSON object it is in the file (`kind` among
/// its members), kept in a `#bir.json`.
fn symbolic_json(kind: &str, members: &serde_json::Map<String, serde_json::Value>) -> String {
    let mut object = members.clone();
    object.insert("kind".into(), serde_json::Value::String(kind.to_owned()));
    serde_json::Value::Object(object).to_string()
}

/// An instruction argument, made in `context`.
fn build_argument<'c>(context: &'c Context, argument: &Argument) -> Result<Attribute<'c>, String> {
    Ok(match argument {
        Argument::PhysicalAp {
            ap, dtype, offset, ..
        } => make::physical_ap(context, &pair_array(ap)?, dtype_of(dtype)?, *offset as i64),
        Argument::RegisterAp {
            ap,
            dtype,
            memsetref,
            reg_ap_offset,
            regref,
            ..
        } => make::register_ap(
            context,
            &make::RegisterAp {
                ap: pair_array(ap)?.as_flattened(),
                dtype: dtype_of(dtype)?,
                memsetref,
                reg_ap_offset,
                regref,
            },
        ),
        Argument::RegisterAccess { dtype, regref, .. } => {
            make::register_access(context, dtype_of(dtype)?, regref)
        }
        Argument::ImmValue { dtype, value, .. } => {
            make::imm_value(context, dtype, make::float(context, value.0))
                .ok_or_else(|| unknown_dtype(dtype))?
        }
        Argument::ImmArray {
            dtype, value_array, ..
        } => {
            let values: Vec<Attribute<'c>> = value_array
                .iter()
                .map(|v| make::float(context, v.0))
                .collect();
            make::imm_array(context, dtype, &values).ok_or_else(|| unknown_dtype(dtype))?
        }
        Argument::Symbolic { kind, members } => make::json(context, &symbolic_json(kind, members)),
    })
}

fn unknown_dtype(dtype: &str) -> String {
    format!("'{dtype}' is not a BIR dtype")
}

fn dtype_of(dtype: &str) -> Result<Dtype, String> {
    Dtype::parse(dtype).ok_or_else(|| unknown_dtype(dtype))
}

/// An access pattern's `[step, num]` pairs.
fn pair_array(ap: &[Vec<i64>]) -> Result<Vec<[i64; 2]>, String> {
    ap.iter()
        .map(|pair| match pair.as_slice() {
            [step, num] => Ok([*step, *num]),
            other => Err(format!(
                "an access pattern entry is a [step, num] pair, not {other:?}"
            )),
        })
        .collect()
}

/// `array<i64: a, b>`.
pub(crate) fn dense(out: &mut String, values: &[i64]) {
    out.push_str("array<i64");
    for (i, v) in values.iter().enumerate() {
        let _ = write!(out, "{}{v}", if i == 0 { ": " } else { ", " });
    }
    out.push('>');
}

/// `[[s, n], …]`.
fn pairs(out: &mut String, ap: &[Vec<i64>]) {
    out.push('[');
    for (i, pair) in ap.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        out.push('[');
        for (j, x) in pair.iter().enumerate() {
            if j > 0 {
                out.push_str(", ");
            }
            let _ = write!(out, "{x}");
        }
        out.push(']');
    }
    out.push(']');
}

/// `name = value` entries as an attribute dictionary's text (a unit entry
/// as its bare name).
pub(crate) fn dictionary_text(entries: &[Named<'_>]) -> String {
    let mut out = String::new();
    for (i, (name, value)) in entries.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        out.push_str(name);
        if *value != Attr::Unit {
            out.push_str(" = ");
            value.write(&mut out);
        }
    }
    out
}
