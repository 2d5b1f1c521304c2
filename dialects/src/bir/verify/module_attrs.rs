//! The discardable `bir.*` attributes: the document members of a BIR module
//! and the accumulation-group annotations of matmuls.

use super::*;
use crate::bir::ops::{discardable as d, Func};

/// A rule of a discardable `bir.*` attribute that failed; `name` is the
/// attribute's (`bir.arch`), `value` an attribute as MLIR prints it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ModuleAttrError {
    #[error("unknown bir module attribute '{name}'")]
    Unknown { name: String },
    #[error("'{name}' is only valid on {on}")]
    WrongOp { name: String, on: On },
    #[error("'{name}' must be a string, got {value}")]
    NotAString { name: String, value: String },
    #[error("'{name}' must be an integer, got {value}")]
    NotAnInteger { name: &'static str, value: String },
    #[error("'{name}' must be non-negative, got {value}")]
    Negative { name: &'static str, value: i64 },
    #[error(
        "member '{member}' is listed in '{}' but 'bir.{member}' is also set",
        d::JSON_NULLS
    )]
    JsonNullAlsoSet { member: String },
    #[error("'{}' must be an array of strings", d::JSON_NULLS)]
    JsonNullsNotStrings,
    #[error("'{name}' must be a #bir.json attribute")]
    NotJson { name: String },
    #[error("'{}' must be array<i64: first, size>, got {value}", d::BANK_WINDOW)]
    BankWindowShape { value: String },
    #[error("'{}' size must be a power of two, got {size}", d::BANK_WINDOW)]
    BankWindowSize { size: i64 },
    #[error(
        "'{}' must start at a multiple of its size {size}, got {first}",
        d::BANK_WINDOW
    )]
    BankWindowStart { first: i64, size: i64 },
}

type Error = ModuleAttrError;

/// Which ops may carry a discardable attribute.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum On {
    Module,
    Func,
    Matmul,
}

impl std::fmt::Display for On {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            On::Module => f.write_str("a builtin.module"),
            On::Func => write!(f, "a {}", Func::NAME),
            On::Matmul => f.write_str("a matmul"),
        }
    }
}

/// A non-negative integer attribute (`bir.neuron_core_id`,
/// `bir.accumulation_group`): an integer that is not a bool, ≥ 0.
fn non_negative(name: &'static str, value: Attribute<'_>) -> Result<(), Error> {
    let id = IntegerAttribute::try_from(value)
        .ok()
        .filter(|_| BoolAttribute::try_from(value).is_err());
    match id {
        None => Err(Error::NotAnInteger {
            name,
            value: value.to_string(),
        }),
        Some(id) if id.value() < 0 => Err(Error::Negative {
            name,
            value: id.value(),
        }),
        _ => Ok(()),
    }
}

/// Verifies a discardable `bir.*` attribute named `name` on `op`: the
/// document members of a BIR module (`bir.arch`, `bir.version`,
/// `bir.neuron_core_id`) and its JSON bookkeeping (`bir.json_nulls`,
/// `bir.unknown_members`); on a matmul, the accumulation-group annotations
/// of `legalize-matmul-accumulation-groups`.
pub fn verify_attribute(
    op: &OpView<'_, '_>,
    name: &str,
    value: Attribute<'_>,
) -> Result<(), VerifyError> {
    Ok(check_attribute(op, name, value)?)
}

/// [`verify_attribute`], typed.
fn check_attribute(op: &OpView<'_, '_>, name: &str, value: Attribute<'_>) -> Result<(), Error> {
    // Several cores' functions of one document share a name (docs/bir-json-format.md, G15);
    // the importer gives them unique symbols and keeps the JSON name here.
    if name == d::JSON_NAME {
        if crate::bir::ops::OpClass::of(op) != Some(crate::bir::ops::OpClass::Func) {
            let name = name.to_owned();
            return Err(Error::WrongOp { name, on: On::Func });
        }
        if nki::ffi::string_attr_value(value).is_none() {
            let (name, value) = (name.to_owned(), value.to_string());
            return Err(Error::NotAString { name, value });
        }
        return Ok(());
    }
    if name == d::ACCUMULATION_GROUP || name == d::BANK_WINDOW {
        return verify_accumulation_annotation(op, name, value);
    }
    // The others are the module's.
    if !d::NAMES.contains(&name) {
        let name = name.to_owned();
        return Err(Error::Unknown { name });
    }
    if op_name(op) != "builtin.module" {
        let name = name.to_owned();
        return Err(Error::WrongOp {
            name,
            on: On::Module,
        });
    }
    match name {
        d::ARCH | d::KERNEL_LIBRARY => {
            if nki::ffi::string_attr_value(value).is_none() {
                let (name, value) = (name.to_owned(), value.to_string());
                return Err(Error::NotAString { name, value });
            }
        }
        d::VERSION => {
            if IntegerAttribute::try_from(value).is_err() || BoolAttribute::try_from(value).is_ok()
            {
                return Err(Error::NotAnInteger {
                    name: d::VERSION,
                    value: value.to_string(),
                });
            }
        }
        d::NEURON_CORE_ID => non_negative(d::NEURON_CORE_ID, value)?,
        d::JSON_NULLS => {
            if let Ok(array) = ArrayAttribute::try_from(value) {
                for i in 0..array.len() {
                    let member = array
                        .element(i)
                        .ok()
                        .and_then(nki::ffi::string_attr_value)
                        .unwrap_or_default();
                    if !member.is_empty() && op.attribute(&format!("bir.{member}")).is_ok() {
                        return Err(Error::JsonNullAlsoSet { member });
                    }
                }
            }
            let ok = ArrayAttribute::try_from(value)
                .map(|a| {
                    (0..a.len()).all(|i| {
                        a.element(i)
                            .ok()
                            .and_then(nki::ffi::string_attr_value)
                            .is_some()
                    })
                })
                .unwrap_or(false);
            if !ok {
                return Err(Error::JsonNullsNotStrings);
            }
        }
        _ => {
            if attrs::json_text(value).is_none() {
                let name = name.to_owned();
                return Err(Error::NotJson { name });
            }
        }
    }
    Ok(())
}

/// The annotations `legalize-matmul-accumulation-groups` leaves on a matmul:
/// `bir.accumulation_group` (the group id, ≥ 0) and `bir.bank_window`
/// (first bank, size: an aligned power-of-two run of PSUM banks).
fn verify_accumulation_annotation(
    op: &OpView<'_, '_>,
    name: &str,
    value: Attribute<'_>,
) -> Result<(), Error> {
    if !crate::bir::ops::OpClass::of(op).is_some_and(crate::bir::ops::OpClass::is_matmul_like) {
        let name = name.to_owned();
        return Err(Error::WrongOp {
            name,
            on: On::Matmul,
        });
    }
    if name == d::ACCUMULATION_GROUP {
        return non_negative(d::ACCUMULATION_GROUP, value);
    }
    let Some([first, size]) = i64_array(value).and_then(|v| <[i64; 2]>::try_from(v).ok()) else {
        let value = value.to_string();
        return Err(Error::BankWindowShape { value });
    };
    if size <= 0 || size & (size - 1) != 0 {
        return Err(Error::BankWindowSize { size });
    }
    if first < 0 || first % size != 0 {
        return Err(Error::BankWindowStart { first, size });
    }
    Ok(())
}
