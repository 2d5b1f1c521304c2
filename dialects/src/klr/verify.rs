//! Semantic checks of `klr` ops, run by MLIR through each op's `verify()`.
//!
//! ODS already checks what C++ types can express (enum cases, struct
//! parameters, required attributes) and the kind of an op's own
//! variant-typed fields (`KLR_VariantAttrOf`: a `TensorRef` argument is one
//! of the `#klr.tensor_ref_*` constructors). Here: where ops may appear, the
//! position of each `klr.core` and the fields a statement requires; in
//! `value.rs`, the kind of every variant-typed field nested in an attribute
//! (recursively: a generic `::mlir::Attribute` parameter ODS cannot
//! constrain), the integer ranges of the C++ reference (`Nat` in u32, `Int`
//! in i32), and the invariants KLR's Lean reader re-checks (TensorName,
//! Slice, AccessBasic proofs) plus partition limits. Pure functions of the
//! op; they never panic on odd IR.

use super::kind::{kind, OpKind};
use super::names::{statement, struct_fields, Statement};
use super::ops;
use crate::verify::{into_verify_error, OpView, VerifyError};
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationLike;

use melior::ir::RegionLike;
use nki_formats::klr::node::Shape;

#[cfg(test)]
mod tests;
mod value;

pub use value::{
    check, check_printed, dtype_size, FieldError, IntRange, MAX_DEPTH, MAX_PARTITIONS,
};

/// A rule of a `klr` op that failed: where ops may appear, the position of
/// a `klr.core`, the fields a statement requires; and, nested, the rules of
/// the fields' values ([`FieldError`]). The texts are the diagnostics the
/// lit tests pin, byte for byte.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum KlrVerifyError {
    /// `index` is `None` when the attribute is not an integer (shown `?`).
    #[error(
        "index {} does not match its position {position} in the kernel",
        .index.map_or_else(|| "?".to_owned(), |i| i.to_string())
    )]
    CoreIndex {
        index: Option<i128>,
        position: usize,
    },
    /// `allowed` says what the body may hold: `klr.block`, `klr statement`.
    #[error("body may only hold {allowed} ops, got '{found}'")]
    BodyOp {
        allowed: &'static str,
        found: String,
    },
    #[error("requires field '{field}'")]
    MissingField { field: &'static str },
    #[error(transparent)]
    Field(#[from] FieldError),
}

into_verify_error!(KlrVerifyError => FieldError);

type Error = KlrVerifyError;

/// Verifies one `klr` operation.
pub fn verify(op: &OpView<'_, '_>) -> Result<(), VerifyError> {
    match kind(op) {
        OpKind::LncKernel => {
            type K = ops::LncKernel;
            check_tensor_lists(
                op,
                &[K::INPUTS_ATTR, K::OUTPUTS_ATTR, K::SHARED_BUFFERS_ATTR],
            )?;
            check_body(op, ops::Core::NAME, |o| kind(o) == OpKind::Core)
        }
        OpKind::Kernel => {
            check_tensor_lists(op, &[ops::Kernel::INPUTS_ATTR, ops::Kernel::OUTPUTS_ATTR])?;
            check_body(op, ops::Block::NAME, |o| kind(o) == OpKind::Block)
        }
        OpKind::Core => verify_core(op),
        // Where each op may appear is the ODS's (`HasParent`, `ParentOneOf`).
        OpKind::Block => check_body(op, "klr statement", |o| statement_of(o).is_some()),
        OpKind::Statement => match statement_of(op) {
            Some(schema) => verify_statement(op, schema),
            None => Ok(()),
        },
        OpKind::Other => Ok(()),
    }
}

/// The schema of a statement op, by its mnemonic (`klr.<mnemonic>`).
fn statement_of(op: &OpView<'_, '_>) -> Option<&'static Statement> {
    op_name(op).strip_prefix("klr.").and_then(statement)
}

/// Verifies a discardable `klr.*` attribute named `name` on `op`.
pub fn verify_attribute(
    op: &OpView<'_, '_>,
    name: &str,
    value: melior::ir::Attribute<'_>,
) -> Result<(), VerifyError> {
    let _ = (op, name, value);
    Ok(())
}

use crate::ir::op_name;

fn verify_core(op: &OpView<'_, '_>) -> Result<(), VerifyError> {
    let mut position = 0usize;
    let mut next = op.block().and_then(|b| b.first_operation());
    while let Some(sibling) = next {
        if sibling == *op {
            break;
        }
        position += 1;
        next = sibling.next_in_block();
    }
    let index = op
        .attribute(ops::Core::INDEX_ATTR)
        .ok()
        .and_then(|a| melior::ir::attribute::IntegerAttribute::try_from(a).ok())
        .map(|i| i.value() as i128);
    if index != Some(position as i128) {
        return Err(Error::CoreIndex { index, position }.into());
    }
    check_body(op, ops::Block::NAME, |o| kind(o) == OpKind::Block)
}

/// Every op directly in the body of `op` satisfies `allowed`.
fn check_body(
    op: &OpView<'_, '_>,
    what: &'static str,
    allowed: impl Fn(&OpView<'_, '_>) -> bool,
) -> Result<(), VerifyError> {
    let Some(block) = op.region(0).ok().and_then(|r| r.first_block()) else {
        return Ok(());
    };
    let mut next = block.first_operation();
    while let Some(inner) = next {
        if !allowed(&inner) {
            let found = op_name(&inner).to_owned();
            return Err(Error::BodyOp {
                allowed: what,
                found,
            }
            .into());
        }
        next = inner.next_in_block();
    }
    Ok(())
}

fn check_tensor_lists(op: &OpView<'_, '_>, fields: &[&'static str]) -> Result<(), VerifyError> {
    let tensors = Shape::List(Box::new(Shape::Named("TensorName")));
    for field in fields {
        if let Ok(attr) = op.attribute(field) {
            check_attribute(op, attr, &tensors, "", field)?;
        }
    }
    Ok(())
}

/// (context, attribute, payload type, field) of a check that passed.
type VerifiedKey = (usize, usize, &'static str, &'static str);

thread_local! {
    /// Attributes that passed a check, per thread: (context generation,
    /// {(context, attribute, payload type, field)}). Attributes are uniqued
    /// and immutable, and kernels repeat the same tensors in many
    /// statements, so each distinct value is read and checked once.
    /// Nothing checks these values when an attribute is built (the klr
    /// attributes have no ODS verifier, and a variant-typed parameter is a
    /// plain `::mlir::Attribute`), so without this set every statement's
    /// fields are read into a tree and checked again at each verification
    /// (MLIR verifies after every pass): on a 20k-statement kernel, parsing
    /// and verifying took 1.6x the CPU time without it in a release build
    /// (2.3x in a debug build), reading through the getters. The key is a raw
    /// handle, which a later context may reuse: the set is dropped when the
    /// generation ([`nki::context::generation`]) moves on.
    static VERIFIED: std::cell::RefCell<(u64, std::collections::HashSet<VerifiedKey>)> =
        Default::default();
}

/// [`check_value`] on an attribute, remembered by handle when it passes.
fn check_attribute(
    op: &OpView<'_, '_>,
    attr: melior::ir::Attribute<'_>,
    shape: &Shape,
    payload: &'static str,
    field: &'static str,
) -> Result<(), FieldError> {
    let context = nki::ffi::context_id(&op.context());
    let key = (
        context,
        melior::ir::attribute::AttributeLike::to_raw(&attr).ptr as usize,
        payload,
        field,
    );
    let generation = nki::context::generation();
    let seen = VERIFIED.with(|v| {
        let mut v = v.borrow_mut();
        if v.0 != generation {
            *v = (generation, Default::default());
        }
        v.1.contains(&key)
    });
    if seen {
        return Ok(());
    }
    check_value(attr, shape, field)?;
    VERIFIED.with(|v| v.borrow_mut().1.insert(key));
    Ok(())
}

/// Checks an attribute's value tree, read through its getters
/// ([`super::reflect`]). An attribute without one (another dialect's,
/// outside the attribute grammar, or nested too deeply) is of no KLR type:
/// only then is it printed, for the message to show its start.
fn check_value(
    attr: melior::ir::Attribute<'_>,
    shape: &Shape,
    field: &'static str,
) -> Result<(), FieldError> {
    match super::reflect::read(attr) {
        Ok(value) => check(&value, shape, field, 0),
        Err(_) => check_printed(&attr.to_string(), shape, field),
    }
}

fn verify_statement(op: &OpView<'_, '_>, statement: &Statement) -> Result<(), VerifyError> {
    let pos = (ops::Statement::POS_ATTR, Shape::Named("Pos"));
    let fields = struct_fields(statement.payload);
    for (field, shape) in fields.iter().chain(std::iter::once(&pos)) {
        match (op.attribute(field), shape) {
            (_, Shape::Prop) => {}
            (Ok(attr), _) => check_attribute(op, attr, shape, statement.payload, field)?,
            (Err(_), Shape::Opt(_)) => {}
            (Err(_), _) => return Err(Error::MissingField { field }.into()),
        }
    }
    Ok(())
}
