//! Minting the IT55 call (`bir.nki_kernel`, `InstNKIKernel`) before a carrier:
//! the shared tail of both mechanisms (`lowerKLIRToNKI` in A, inlined in
//! `lowerFromBirJson` in B).

use super::Carrier;
use melior::ir::{
    block::BlockLike, operation::OperationBuilder, operation::OperationLike, Attribute, Identifier,
};
use nki::{attr_text::quote, pass::PassFailure};

/// Which carrier the call came from (seed Part 3, §9.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum KernelSource {
    /// Mechanism A (KLR binary).
    #[allow(dead_code)] // stamped once the KLR codegen walk exists
    Beta2,
    /// Mechanism B (BIR JSON).
    Beta3,
}

/// The scratchpad budget stamped on the call.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Budget {
    pub sb_buf_shape: [u64; 2],
    pub psum_buf_shape: [u64; 3],
}

/// Inserts `inst__<symbol>` calling `@symbol` before the carrier: the
/// carrier's operands, `ins_args`/`outs_args`, `engine` and argument maps are
/// copied; `kernel_source` and the budget are stamped.
pub(crate) fn mint(
    carrier: &Carrier<'_, '_>,
    symbol: &str,
    source: KernelSource,
    budget: Budget,
) -> Result<(), PassFailure> {
    let op = carrier.op;
    let context_ref = op.context();
    let context = nki::ffi::context_of(&context_ref);
    let parse = |text: &str| {
        Attribute::parse(context, text).ok_or_else(|| {
            carrier.error(&format!(
                "internal error: cannot build attribute '{text}' for the NKI kernel call"
            ))
        })
    };
    let [sb0, sb1] = budget.sb_buf_shape;
    let [p0, p1, p2] = budget.psum_buf_shape;
    let source = match source {
        KernelSource::Beta2 => "Beta2",
        KernelSource::Beta3 => "Beta3",
    };
    let mut attributes = vec![
        ("name", parse(&quote(&format!("inst__{symbol}")))?),
        ("callee", parse(&format!("@{}", quote(symbol)))?),
        ("sb_buf_shape", parse(&format!("array<i64: {sb0}, {sb1}>"))?),
        (
            "psum_buf_shape",
            parse(&format!("array<i64: {p0}, {p1}, {p2}>"))?,
        ),
        (
            "kernel_source",
            parse(&format!("#bir.kernel_source<{source}>"))?,
        ),
    ];
    for copied in [
        "engine",
        "func_args",
        "func_outs",
        "ins_args",
        "outs_args",
        "operandSegmentSizes",
        "address_rotation_scope_val",
    ] {
        if let Ok(value) = op.attribute(copied) {
            attributes.push((copied, value));
        }
    }
    let attributes: Vec<_> = attributes
        .into_iter()
        .map(|(name, value)| (Identifier::new(context, name), value))
        .collect();
    let operands: Vec<_> = op.operands().collect();
    let call = OperationBuilder::new("bir.nki_kernel", op.location())
        .add_operands(&operands)
        .add_attributes(&attributes)
        .build()
        .map_err(|e| {
            carrier.error(&format!(
                "internal error: cannot build the NKI kernel call: {e}"
            ))
        })?;
    let block = op
        .block()
        .ok_or_else(|| carrier.error("internal error: the kernel placeholder has no block"))?;
    block.insert_operation_before(op, call);
    Ok(())
}
