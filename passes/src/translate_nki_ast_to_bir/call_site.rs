//! Minting the IT55 call (`bir.nki_kernel`, `InstNKIKernel`) before a carrier:
//! the shared tail of both mechanisms (`lowerKLIRToNKI` in A, inlined in
//! `lowerFromBirJson` in B).

use super::Carrier;
use melior::ir::{
    attribute::{FlatSymbolRefAttribute, StringAttribute},
    block::BlockLike,
    operation::{OperationLike, OperationMutLike},
    Attribute, Operation, OperationRef, RegionLike,
};
use nki::{ffi::op_ref, pass::PassFailure};
use nki_dialects::bir::bir;
use nki_dialects::bir::make;
use nki_dialects::bir::ops::{Func, KernelCarrierOp, NkiKernel, NkiklirKernel, OpClass};
use nki_formats::bir_json::enums::{self, AddrSpace, Dtype, MemoryType, TensorClass, TensorKind};

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
    let internal = |what: &str| {
        carrier.error(&format!(
            "internal error: cannot build the NKI kernel call: {what}"
        ))
    };
    let [sb0, sb1] = budget.sb_buf_shape;
    let [p0, p1, p2] = budget.psum_buf_shape;
    let source = match source {
        KernelSource::Beta2 => enums::KernelSource::Beta2,
        KernelSource::Beta3 => enums::KernelSource::Beta3,
    };
    let view = KernelCarrierOp::cast(op).ok_or_else(|| internal("not a kernel carrier"))?;
    let read = |e: nki_dialects::bir::ops::AttrError| internal(&e.to_string());
    // The carrier's argument maps (an IT56's), or ones built from the
    // formals it binds (an IT54 has none).
    let placeholder = NkiklirKernel::cast(op);
    let (args, outs_map) = match placeholder {
        Some(p) => (
            Some(p.func_args().map_err(read)?),
            Some(p.func_outs().map_err(read)?),
        ),
        None => (None, None),
    };
    fn map<'c>(
        context: &'c melior::Context,
        entries: Option<Vec<(String, Attribute<'c>)>>,
        pairs: &[(String, String)],
    ) -> Attribute<'c> {
        let entries: Vec<(String, Attribute<'c>)> = entries.unwrap_or_else(|| {
            pairs
                .iter()
                .map(|(formal, actual)| (formal.clone(), make::string(context, actual)))
                .collect()
        });
        let entries: Vec<(&str, Attribute<'c>)> =
            entries.iter().map(|(k, v)| (k.as_str(), *v)).collect();
        make::dictionary(context, &entries)
    }
    let engine = make::enumerant(context, view.engine().map_err(read)?);
    let (ins, outs) = (view.ins(), view.outs());
    let mut call: Operation = bir::NKIKernelOperation::builder(context, op.location())
        ._name(StringAttribute::new(context, name))
        .engine(engine)
        .ins(&ins)
        .outs(&outs)
        .callee(FlatSymbolRefAttribute::new(context, symbol))
        .func_args(map(context, args, &carrier.func_args))
        .func_outs(map(context, outs_map, &carrier.func_outs))
        .sb_buf_shape(make::i64_array(context, &[sb0 as i64, sb1 as i64]))
        .psum_buf_shape(make::i64_array(context, &[p0 as i64, p1 as i64, p2 as i64]))
        .kernel_source(make::enumerant(context, source))
        .build()
        .into();
    // melior's builder leaves the segment sizes of variadic operands unset.
    let segments = [ins.len() as i32, outs.len() as i32];
    call.set_attribute(
        nki_dialects::bir::ops::operand_segment_sizes(),
        make::i32_array(context, &segments),
    );
    let minted = NkiKernel::cast(op_ref(&call)).ok_or_else(|| internal("not an IT55"))?;
    minted.set_ins_args(&view.ins_args().map_err(read)?);
    minted.set_outs_args(&view.outs_args().map_err(read)?);
    if let Some(scope) = placeholder
        .map(|p| p.address_rotation_scope_val())
        .transpose()
        .map_err(read)?
        .flatten()
    {
        minted.set_address_rotation_scope_val(scope);
    }
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
        let name = format!("{call}.sb_scratchpad");
        buffers.push((
            name,
            MemoryType::Sb,
            TensorClass::NeuronSBTensor,
            partitions,
            sb_bytes,
        ));
    }
    if banks > 0 {
        let name = format!("{call}.psum_scratchpad");
        let class = TensorClass::NeuronPSUMTensor;
        buffers.push((
            name,
            MemoryType::Psum,
            class,
            psum_partitions,
            bank_bytes * banks,
        ));
    }
    if buffers.is_empty() {
        return Ok(());
    }
    let internal = |what: &str| {
        carrier.error(&format!(
            "internal error: cannot reserve the scratchpad buffers of '{call}': {what}"
        ))
    };
    let context_ref = carrier.op.context();
    let context = nki::ffi::context_of(&context_ref);
    let function = caller_function(carrier.op).ok_or_else(|| {
        internal(&format!(
            "the kernel placeholder is not inside a {}",
            Func::NAME
        ))
    })?;
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
    let location = carrier.op.location();
    for (name, memory_type, tensor_class, partitions, bytes) in &buffers {
        let shape = [*partitions as i64, *bytes as i64];
        let set = make::allocation(
            context,
            location,
            &make::NewAllocation {
                name: &format!("{name}_set"),
                dtype: Dtype::Uint8,
                tensor_shape: shape,
                kind: TensorKind::Internal,
                tensor_class: *tensor_class,
                addr_space: Some(AddrSpace::Shared),
                partition_dim: Some(0),
            },
        )
        .map_err(|e| internal(&e))?;
        let set = body.insert_operation_before(first, set);
        let set_value = set.result(0).map_err(|e| internal(&e.to_string()))?.into();
        let spec = make::NewMemoryLocation {
            name,
            memory_type: *memory_type,
            addr: 0,
            dims: shape,
            bank: 0,
            base: 0,
            allocated: false,
        };
        let memory_location =
            make::memory_location(context, location, set_value, &spec).map_err(|e| internal(&e))?;
        body.insert_operation_before(first, memory_location);
    }
    Ok(())
}

/// The `bir.func` enclosing `op`.
fn caller_function<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    let mut current = op.parent_operation();
    while let Some(parent) = current {
        if OpClass::of(&parent) == Some(OpClass::Func) {
            return Some(parent);
        }
        current = parent.parent_operation();
    }
    None
}
