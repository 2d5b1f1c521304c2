//! What the inliner reads and builds beyond the typed op views
//! (`nki_dialects::bir::ops`), and the walks it needs over `bir.func`
//! bodies. Kept apart so the inlining logic reads in the terms of
//! docs/compiler-contract.md (formals, scratchpads, generated tensors)
//! rather than in attribute plumbing.

use melior::ir::{operation::OperationLike, Attribute, OperationRef};
use nki::pass::PassFailure;
use nki_dialects::bir::ops::{AttrError, OpClass};

pub(crate) use nki_dialects::ir::{children, nested_ops};

/// Reports a view's [`AttrError`] at `op` (a required attribute missing or
/// malformed: IR the pass does not understand); the pass fails.
pub(crate) fn at<'c>(op: &OperationRef<'c, '_>) -> impl Fn(AttrError) -> PassFailure + 'c {
    let location = op.location();
    move |error| error.emit(location)
}

/// A string → string dictionary (`func_args`, `func_outs`), in key order;
/// `None` if a value is not a string.
pub(crate) fn name_map(entries: Vec<(String, Attribute<'_>)>) -> Option<Vec<(String, String)>> {
    entries
        .into_iter()
        .map(|(key, value)| Some((key, nki::ffi::string_attr_value(value)?)))
        .collect()
}

/// The builders of the few plain attributes the inliner makes itself.
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
}

/// The `bir.func` enclosing `op`.
pub(crate) fn enclosing_function<'c, 'a>(
    op: &OperationRef<'c, 'a>,
) -> Option<OperationRef<'c, 'a>> {
    let mut current = op.parent_operation();
    while let Some(parent) = current {
        if OpClass::of(&parent) == Some(OpClass::Func) {
            return Some(parent);
        }
        current = parent.parent_operation();
    }
    None
}
