//! Minting the IT55 call (`bir.nki_kernel`, `InstNKIKernel`) before a carrier:
//! the shared tail of both mechanisms (`lowerKLIRToNKI` in A, inlined in
//! `lowerFromBirJson` in B).

use super::Carrier;
use melior::ir::{
    block::BlockLike, operation::OperationBuilder, operation::OperationLike, Attribute, Identifier,
    OperationRef, RegionLike,
};
use nki::{attr_text::quote, pass::PassFailure};

/// Which carrier the call came from (docs/compiler-contract.md §3.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum KernelSource {
    /// Mechanism A (KLR binary).
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
    mint_named(carrier, &format!("inst__{symbol}"), symbol, source, budget)
}

/// [`mint`] with the call named `name` (the prefix of every name the
/// inliner brings in): `inline-bir-kernel` names it after the IT54 it
/// replaces. The argument maps are the carrier's attributes, or, when the
/// carrier has none (an IT54), built from `carrier.func_args`/`func_outs`.
pub(crate) fn mint_named(
    carrier: &Carrier<'_, '_>,
    name: &str,
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
        ("name", parse(&quote(name))?),
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
    for (member, map) in [
        ("func_args", &carrier.func_args),
        ("func_outs", &carrier.func_outs),
    ] {
        if op.attribute(member).is_err() {
            let entries: Vec<String> = map
                .iter()
                .map(|(formal, actual)| format!("{} = {}", quote(formal), quote(actual)))
                .collect();
            attributes.push((member, parse(&format!("{{{}}}", entries.join(", ")))?));
        }
    }
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
    reserve_scratchpad(carrier, name, budget)
}

/// `createKernelScratchpadBuffers`: the caller function gets one SBUF buffer
/// `<call>.sb_scratchpad` of `[128, sb bytes]` and, when the kernel uses
/// PSUM, one PSUM buffer `<call>.psum_scratchpad` of `[128, bank bytes ×
/// banks]`, each in its own allocation `<name>_set`, unallocated (the
/// caller's allocator places them). The inliner places the kernel's internal
/// tensors inside them, at their pre-allocated offsets. A zero budget
/// (unallocated kernel) reserves nothing. They are placed first in the
/// caller's storage.
fn reserve_scratchpad(
    carrier: &Carrier<'_, '_>,
    call: &str,
    budget: Budget,
) -> Result<(), PassFailure> {
    let [sb_bytes, partitions] = budget.sb_buf_shape;
    let [bank_bytes, psum_partitions, banks] = budget.psum_buf_shape;
    let mut buffers = Vec::new();
    if sb_bytes > 0 {
        buffers.push((
            format!("{call}.sb_scratchpad"),
            "SB",
            "NeuronSBTensor",
            partitions,
            sb_bytes,
        ));
    }
    if banks > 0 {
        buffers.push((
            format!("{call}.psum_scratchpad"),
            "PSUM",
            "NeuronPSUMTensor",
            psum_partitions,
            bank_bytes * banks,
        ));
    }
    if buffers.is_empty() {
        return Ok(());
    }
    let mut text = String::from("bir.func @scratchpad kind <main> {\n");
    for (i, (name, memory, class, partitions, bytes)) in buffers.iter().enumerate() {
        let set = quote(&format!("{name}_set"));
        let name = quote(name);
        text.push_str(&format!(
            "  %s{i} = bir.allocation {set} {{Skind = #bir.storage_kind<memory_location_set>, addr_space = #bir.addr_space<Shared>, dtype = #bir.dtype<uint8>, file = \"\", is_virtual = false, is_volatile = false, kind = #bir.tensor_kind<Internal>, no_spill = false, partition_dim = 0 : i64, tensorId2MemLocSize = 1 : i64, tensor_class = #bir.tensor_class<{class}>, tensor_shape = array<i64: {partitions}, {bytes}>}} : !bir.allocation\n\
             \x20 %m{i} = bir.memory_location {name} in %s{i} {{Skind = #bir.storage_kind<memory_location>, addr = 0 : i64, allocated = false, bank = 0 : i64, base = 0 : i64, dims = array<i64: {partitions}, {bytes}>, memory_type = #bir.memory_type<{memory}>, pinned = false}} : !bir.memory_location\n"
        ));
    }
    text.push_str("}\n");
    let internal = |what: &str| {
        carrier.error(&format!(
            "internal error: cannot reserve the scratchpad buffers of '{call}': {what}"
        ))
    };
    let context_ref = carrier.op.context();
    let context = nki::ffi::context_of(&context_ref);
    let temporary = nki::ffi::parse_generated_module(context, &text, "scratchpad")
        .ok_or_else(|| internal("the generated bir text does not parse"))?;
    let function = caller_function(carrier.op)
        .ok_or_else(|| internal("the kernel placeholder is not inside a bir.func"))?;
    let body = function
        .region(0)
        .ok()
        .and_then(|r| r.first_block())
        .ok_or_else(|| internal("the calling function has no body"))?;
    // Storage comes before the function's blocks: the buffers go first in
    // the function (constant time, however much storage it has).
    let first = body
        .first_operation()
        .ok_or_else(|| internal("the calling function is empty"))?;
    let source = temporary
        .body()
        .first_operation()
        .and_then(|f| f.region(0).ok())
        .and_then(|r| r.first_block())
        .ok_or_else(|| internal("the generated function is empty"))?;
    let mut moved = Vec::new();
    let mut next = source.first_operation();
    while let Some(op) = next {
        next = op.next_in_block();
        moved.push(op);
    }
    for op in moved {
        nki::ffi::move_op_before(&op, &first);
    }
    Ok(())
}

/// The `bir.func` enclosing `op`.
fn caller_function<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    let mut current = op.parent_operation();
    while let Some(parent) = current {
        if parent.name().as_string_ref().as_str() == Ok("bir.func") {
            return Some(parent);
        }
        current = parent.parent_operation();
    }
    None
}
