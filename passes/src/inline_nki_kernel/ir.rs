//! Reading and building the few attributes the inliner touches, and the walks
//! it needs over `bir.func` bodies. Kept apart so the inlining logic reads in
//! the terms of docs/compiler-contract.md (formals, scratchpads, generated
//! tensors) rather than in attribute plumbing.

use melior::ir::{
    attribute::{BoolAttribute, DenseI64ArrayAttribute, IntegerAttribute},
    operation::OperationLike,
    Attribute, OperationRef,
};
use nki::ffi::string_attr_value;
use nki_dialects::bir::attrs::enum_case;
use nki_dialects::bir::kind::{kind, OpKind};

pub(crate) use nki_dialects::ir::{children, nested_ops};

/// A string attribute of `op`.
pub(crate) fn str_attr(op: &OperationRef<'_, '_>, name: &str) -> Option<String> {
    op.attribute(name).ok().and_then(string_attr_value)
}

/// An integer attribute of `op`.
pub(crate) fn int_attr(op: &OperationRef<'_, '_>, name: &str) -> Option<i64> {
    IntegerAttribute::try_from(op.attribute(name).ok()?)
        .ok()
        .map(|a| a.value())
}

/// A boolean attribute of `op`.
pub(crate) fn bool_attr(op: &OperationRef<'_, '_>, name: &str) -> Option<bool> {
    BoolAttribute::try_from(op.attribute(name).ok()?)
        .ok()
        .map(|a| a.value())
}

/// A `DenseI64ArrayAttr` of `op` (`dims`, `sb_buf_shape`, …).
pub(crate) fn i64_array(op: &OperationRef<'_, '_>, name: &str) -> Option<Vec<i64>> {
    let array = DenseI64ArrayAttribute::try_from(op.attribute(name).ok()?).ok()?;
    (0..array.len()).map(|i| array.element(i).ok()).collect()
}

/// The case of a bir enum attribute of `op` (`SB` for `#bir.memory_type<SB>`).
pub(crate) fn enum_attr(op: &OperationRef<'_, '_>, name: &str) -> Option<String> {
    enum_case(op.attribute(name).ok()?).map(|(_, case)| case)
}

/// A string → string dictionary attribute (`func_args`, `func_outs`), in key
/// order; `None` if it is absent or holds anything but strings.
pub(crate) fn name_map(op: &OperationRef<'_, '_>, name: &str) -> Option<Vec<(String, String)>> {
    nki_dialects::ir::string_map(op, name)
}

/// The symbol a `FlatSymbolRefAttr` names (`k` for `@k` or `@"k"`).
pub(crate) fn symbol_attr(op: &OperationRef<'_, '_>, name: &str) -> Option<String> {
    nki::ffi::symbol_ref_value(op.attribute(name).ok()?)
}

/// Builders of attributes.
pub(crate) struct Attrs<'c> {
    context: &'c melior::Context,
}

impl<'c> Attrs<'c> {
    pub fn new(context: &'c melior::Context) -> Self {
        Attrs { context }
    }

    pub fn context(&self) -> &'c melior::Context {
        self.context
    }

    pub fn string(&self, value: &str) -> Result<Attribute<'c>, String> {
        Ok(melior::ir::attribute::StringAttribute::new(self.context, value).into())
    }

    pub fn int(&self, value: i64) -> Result<Attribute<'c>, String> {
        let i64_type = melior::ir::r#type::IntegerType::new(self.context, 64).into();
        Ok(melior::ir::attribute::IntegerAttribute::new(i64_type, value).into())
    }

    pub fn boolean(&self, value: bool) -> Result<Attribute<'c>, String> {
        Ok(melior::ir::attribute::BoolAttribute::new(self.context, value).into())
    }

    /// An array attribute of `elements`.
    pub fn array(&self, elements: &[Attribute<'c>]) -> Attribute<'c> {
        melior::ir::attribute::ArrayAttribute::new(self.context, elements).into()
    }
}

/// The `bir.func` enclosing `op`.
pub(crate) fn enclosing_function<'c, 'a>(
    op: &OperationRef<'c, 'a>,
) -> Option<OperationRef<'c, 'a>> {
    let mut current = op.parent_operation();
    while let Some(parent) = current {
        if kind(&parent) == OpKind::Func {
            return Some(parent);
        }
        current = parent.parent_operation();
    }
    None
}
