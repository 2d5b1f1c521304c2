//! What the generated op views (`bir::ops`) read and write attributes with:
//! one typed reader and writer per attribute kind, and the error a view
//! returns when an attribute is missing or of another kind — never a
//! default in its place.

use melior::ir::{
    attribute::{
        ArrayAttribute, BoolAttribute, DenseI32ArrayAttribute, DenseI64ArrayAttribute,
        FloatAttribute, IntegerAttribute,
    },
    operation::OperationLike,
    Attribute, Location, OperationRef, Value,
};
use nki::{
    ffi::{builtin_attr, emit, string_attr_value, symbol_ref_value, BuiltinAttr, EmitSeverity},
    pass::PassFailure,
};
use nki_formats::bir_json::enums::BirEnum;

/// Why a view could not read an attribute the ODS declares.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AttrError {
    #[error("'{op}' op has no attribute '{attribute}'")]
    Missing {
        op: &'static str,
        attribute: &'static str,
    },
    #[error("'{op}' op attribute '{attribute}' is not {expected}")]
    Malformed {
        op: &'static str,
        attribute: &'static str,
        expected: &'static str,
    },
}

/// A JSON number as the ODS keeps one (`BIR_FloatAttr`: an `f64`, or an
/// `i64` when the file wrote an integer), so that it is written back as read.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Number {
    Integer(i64),
    Float(f64),
}

impl Number {
    pub fn as_f64(self) -> f64 {
        match self {
            Number::Integer(i) => i as f64,
            Number::Float(f) => f,
        }
    }
}

impl AttrError {
    /// Reports the error at `location` (the op's); the pass fails.
    pub fn emit(&self, location: Location<'_>) -> PassFailure {
        emit(location, EmitSeverity::Error, &self.to_string());
        PassFailure
    }
}

/// The typed readers of attribute values; `None` for a value of another
/// kind.
pub mod read {
    use super::*;

    /// A required attribute.
    pub fn required<'c, T>(
        op: OperationRef<'c, '_>,
        op_name: &'static str,
        attribute: &'static str,
        read: impl FnOnce(Attribute<'c>) -> Option<T>,
    ) -> Result<T, AttrError> {
        match optional(op, op_name, attribute, read)? {
            Some(value) => Ok(value),
            None => Err(AttrError::Missing {
                op: op_name,
                attribute,
            }),
        }
    }

    /// An optional attribute: `None` when absent, an error when present and
    /// of another kind.
    pub fn optional<'c, T>(
        op: OperationRef<'c, '_>,
        op_name: &'static str,
        attribute: &'static str,
        read: impl FnOnce(Attribute<'c>) -> Option<T>,
    ) -> Result<Option<T>, AttrError> {
        let Ok(value) = op.attribute(attribute) else {
            return Ok(None);
        };
        read(value).map(Some).ok_or(AttrError::Malformed {
            op: op_name,
            attribute,
            expected: "of the kind the ODS declares",
        })
    }

    pub fn string(a: Attribute<'_>) -> Option<String> {
        string_attr_value(a)
    }

    pub fn boolean(a: Attribute<'_>) -> Option<bool> {
        (builtin_attr(a) == Some(BuiltinAttr::Bool))
            .then(|| BoolAttribute::try_from(a).ok().map(|b| b.value()))
            .flatten()
    }

    pub fn integer(a: Attribute<'_>) -> Option<i64> {
        (builtin_attr(a) == Some(BuiltinAttr::Integer))
            .then(|| IntegerAttribute::try_from(a).ok().map(|i| i.value()))
            .flatten()
    }

    /// A JSON number: a float, or an integer.
    pub fn number(a: Attribute<'_>) -> Option<f64> {
        match builtin_attr(a)? {
            BuiltinAttr::Float => FloatAttribute::try_from(a).ok().map(|f| f.value()),
            BuiltinAttr::Integer => integer(a).map(|i| i as f64),
            _ => None,
        }
    }

    /// A JSON number, integer or float as it is.
    pub fn json_number(a: Attribute<'_>) -> Option<Number> {
        match builtin_attr(a)? {
            BuiltinAttr::Float => FloatAttribute::try_from(a)
                .ok()
                .map(|f| Number::Float(f.value())),
            BuiltinAttr::Integer => integer(a).map(Number::Integer),
            _ => None,
        }
    }

    pub fn i64s(a: Attribute<'_>) -> Option<Vec<i64>> {
        if builtin_attr(a) != Some(BuiltinAttr::DenseI64Array) {
            return None;
        }
        let array = DenseI64ArrayAttribute::try_from(a).ok()?;
        (0..array.len()).map(|i| array.element(i).ok()).collect()
    }

    pub fn strings(a: Attribute<'_>) -> Option<Vec<String>> {
        list(a)?.into_iter().map(string).collect()
    }

    pub fn list<'c>(a: Attribute<'c>) -> Option<Vec<Attribute<'c>>> {
        if builtin_attr(a) != Some(BuiltinAttr::Array) {
            return None;
        }
        let array = ArrayAttribute::try_from(a).ok()?;
        (0..array.len()).map(|i| array.element(i).ok()).collect()
    }

    pub fn symbol(a: Attribute<'_>) -> Option<String> {
        symbol_ref_value(a)
    }

    pub fn dictionary<'c>(a: Attribute<'c>) -> Option<Vec<(String, Attribute<'c>)>> {
        if builtin_attr(a) != Some(BuiltinAttr::Dictionary) {
            return None;
        }
        let dictionary = melior::ir::attribute::DictionaryAttribute::try_from(a).ok()?;
        (0..dictionary.len())
            .map(|i| {
                let (name, value) = dictionary.element(i).ok()?;
                Some((name.as_string_ref().as_str().ok()?.to_owned(), value))
            })
            .collect()
    }

    pub fn enumerant<E: BirEnum>(a: Attribute<'_>) -> Option<E> {
        let (_, case) = crate::bir::attrs::enum_case_str(a)?;
        E::parse(case)
    }

    pub fn any(a: Attribute<'_>) -> Option<Attribute<'_>> {
        Some(a)
    }

    /// The op's operand segment sizes (AttrSizedOperandSegments), when it
    /// has `groups` of them, none negative, and they add up to its operands.
    fn segment_sizes(op: OperationRef<'_, '_>, groups: usize) -> Option<Vec<usize>> {
        let a = op
            .attribute(crate::bir::ops::operand_segment_sizes())
            .ok()
            .filter(|a| builtin_attr(*a) == Some(BuiltinAttr::DenseI32Array))
            .and_then(|a| DenseI32ArrayAttribute::try_from(a).ok())?;
        let sizes = (0..a.len())
            .map(|i| a.element(i).ok().and_then(|n| usize::try_from(n).ok()))
            .collect::<Option<Vec<usize>>>()?;
        (sizes.len() == groups && sizes.iter().sum::<usize>() == op.operand_count())
            .then_some(sizes)
    }

    /// Whether `op`'s operand segments can be read (the views' `cast`
    /// checks it, so a view's [`segment`] reads are never short).
    pub fn segments_fit(op: OperationRef<'_, '_>, groups: usize) -> bool {
        segment_sizes(op, groups).is_some()
    }

    /// The operands of group `index` of `groups`, by the op's operand
    /// segment sizes; only called on ops whose segments fit (see
    /// [`segments_fit`]).
    pub fn segment<'c, 'a>(
        op: OperationRef<'c, 'a>,
        index: usize,
        groups: usize,
    ) -> Vec<Value<'c, 'a>> {
        let Some(sizes) = segment_sizes(op, groups) else {
            return Vec::new();
        };
        let start: usize = sizes[..index].iter().sum();
        (start..start + sizes[index])
            .filter_map(|i| op.operand(i).ok())
            .collect()
    }

    /// The operands of the one variadic group at position `start`, with
    /// `trailing` single operands after it.
    pub fn operands_between<'c, 'a>(
        op: OperationRef<'c, 'a>,
        start: usize,
        trailing: usize,
    ) -> Vec<Value<'c, 'a>> {
        (start..op.operand_count().saturating_sub(trailing))
            .filter_map(|i| op.operand(i).ok())
            .collect()
    }
}

/// The typed writers; each sets the attribute on the op.
pub mod write {
    use super::*;
    use crate::bir::make;

    fn context<'c>(op: OperationRef<'c, '_>) -> &'c melior::Context {
        let context = op.context();
        nki::ffi::context_of(&context)
    }

    fn set<'c>(op: OperationRef<'c, '_>, name: &str, value: Attribute<'c>) {
        nki::ffi::set_attribute(&op, name, value);
    }

    pub fn string(op: OperationRef<'_, '_>, name: &str, value: &str) {
        set(op, name, make::string(context(op), value));
    }

    pub fn boolean(op: OperationRef<'_, '_>, name: &str, value: bool) {
        set(op, name, make::boolean(context(op), value));
    }

    pub fn integer(op: OperationRef<'_, '_>, name: &str, value: i64) {
        set(op, name, make::int(context(op), value));
    }

    pub fn number(op: OperationRef<'_, '_>, name: &str, value: f64) {
        set(op, name, make::float(context(op), value));
    }

    pub fn json_number(op: OperationRef<'_, '_>, name: &str, value: Number) {
        match value {
            Number::Integer(i) => integer(op, name, i),
            Number::Float(f) => number(op, name, f),
        }
    }

    pub fn i64s(op: OperationRef<'_, '_>, name: &str, value: &[i64]) {
        set(op, name, make::i64_array(context(op), value));
    }

    pub fn strings(op: OperationRef<'_, '_>, name: &str, value: &[String]) {
        let context = context(op);
        let items: Vec<Attribute> = value.iter().map(|s| make::string(context, s)).collect();
        set(op, name, make::array(context, &items));
    }

    pub fn list<'c>(op: OperationRef<'c, '_>, name: &str, value: &[Attribute<'c>]) {
        set(op, name, make::array(context(op), value));
    }

    pub fn symbol(op: OperationRef<'_, '_>, name: &str, value: &str) {
        set(op, name, make::symbol_ref(context(op), value));
    }

    pub fn dictionary<'c>(op: OperationRef<'c, '_>, name: &str, value: &[(String, Attribute<'c>)]) {
        let entries: Vec<(&str, Attribute<'c>)> =
            value.iter().map(|(k, v)| (k.as_str(), *v)).collect();
        set(op, name, make::dictionary(context(op), &entries));
    }

    pub fn enumerant<E: BirEnum>(op: OperationRef<'_, '_>, name: &str, value: E) {
        set(op, name, make::enumerant(context(op), value));
    }

    pub fn any<'c>(op: OperationRef<'c, '_>, name: &str, value: Attribute<'c>) {
        set(op, name, value);
    }

    /// Sets a unit attribute (`value`), or removes it.
    pub fn unit(op: OperationRef<'_, '_>, name: &str, value: bool) {
        if value {
            set(op, name, Attribute::unit(context(op)));
        } else {
            remove(op, name);
        }
    }

    /// Removes the attribute (nothing when it is not there).
    pub fn remove(op: OperationRef<'_, '_>, name: &str) {
        nki::ffi::remove_attribute(&op, name);
    }
}
