//! Where each memory location of the NKI function goes in the caller (module
//! doc, "Storage"): formals rebind to the caller's actuals, pre-allocated SB
//! and PSUM tensors become locations inside the call's scratchpad buffers,
//! compiler-generated tensors are shared per function, everything else is
//! copied under the call's prefix.

use super::{
    call::Call,
    ir::{at, children},
};
use melior::ir::{
    block::BlockLike,
    operation::{OperationLike, OperationMutLike},
    Operation, OperationRef, Value,
};
use nki::{ffi::op_ref, pass::PassFailure};
use nki_dialects::bir::ops::{Allocation, MemoryLocation};
use nki_formats::bir_json::enums::{Dtype, MemoryType};
use std::collections::{HashMap, HashSet};

/// Prefix of the tensors the KLR codegen materializes itself (docs/compiler-contract.md §5).
pub(crate) const COMPILER_GENERATED: &str = "COMPILER-GENERATED-";
// The per-kernel zero bias of bias-less activations (`…zero_bias_act_<id>`)
// and the per-dtype identity of transposes (`…id.<dtype>`), when not placed
// in the kernel's budget, are shared by every call of a caller.
use crate::klr_to_bir::helpers::{IDENTITY_PREFIX as IDENTITY, ZERO_BIAS_PREFIX as ZERO_BIAS};

/// A scratchpad buffer the IT55 reserved in the caller (`<call>.sb_scratchpad`
/// / `<call>.psum_scratchpad`, made by `translate-nki-ast-to-bir`).
#[derive(Clone, Copy)]
pub(crate) struct Scratchpad<'c, 'a> {
    pub allocation: OperationRef<'c, 'a>,
    pub name_suffix: &'static str,
    pub partitions: i64,
    pub bytes: i64,
}

/// What the caller already holds: its memory locations by name, every storage
/// name, and the op after which new storage goes.
pub(crate) struct CallerStorage<'c, 'a> {
    pub locations: HashMap<String, OperationRef<'c, 'a>>,
    pub names: HashSet<String>,
    pub last_storage: Option<OperationRef<'c, 'a>>,
    pub first_op: Option<OperationRef<'c, 'a>>,
}

impl<'c, 'a> CallerStorage<'c, 'a> {
    pub fn read(caller: &OperationRef<'c, 'a>) -> Result<Self, PassFailure> {
        let mut storage = CallerStorage {
            locations: HashMap::new(),
            names: HashSet::new(),
            last_storage: None,
            first_op: None,
        };
        for op in children(caller) {
            storage.first_op.get_or_insert(op);
            if let Some(location) = MemoryLocation::cast(op) {
                let name = location.name().map_err(at(&op))?;
                storage.names.insert(name.clone());
                storage.locations.insert(name, op);
                storage.last_storage = Some(op);
            } else if let Some(allocation) = Allocation::cast(op) {
                storage.names.insert(allocation.name().map_err(at(&op))?);
                storage.last_storage = Some(op);
            }
        }
        Ok(storage)
    }

    /// The scratchpad `<call><suffix>` and its allocation, if reserved.
    fn scratchpad(&self, call: &Call<'_, '_>, suffix: &'static str) -> Option<Scratchpad<'c, 'a>> {
        let location =
            MemoryLocation::cast(*self.locations.get(&format!("{}{suffix}", call.name))?)?;
        let allocation = defining_op(location.allocation()?)?;
        let dims = location.dims().ok()?;
        Some(Scratchpad {
            allocation,
            name_suffix: suffix,
            partitions: *dims.first()?,
            bytes: *dims.get(1)?,
        })
    }

    /// Inserts `op` after the caller's storage (storage precedes blocks).
    fn append(&mut self, op: Operation<'c>) -> Result<OperationRef<'c, 'a>, ()> {
        let inserted = match (self.last_storage, self.first_op) {
            (Some(after), _) => after.block().ok_or(())?.insert_operation_after(after, op),
            (None, Some(before)) => before
                .block()
                .ok_or(())?
                .insert_operation_before(before, op),
            (None, None) => return Err(()),
        };
        self.last_storage = Some(inserted);
        Ok(inserted)
    }
}

/// The op defining a value (`None` for block arguments).
pub(crate) fn defining_op<'c, 'a>(value: Value<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    melior::ir::operation::OperationResult::try_from(value)
        .ok()
        .map(|result| result.owner())
}

/// One memory location of the callee, read once.
struct CalleeLocation<'c, 'a> {
    op: OperationRef<'c, 'a>,
    allocation: OperationRef<'c, 'a>,
    name: String,
    memory_type: MemoryType,
    allocated: bool,
    addr: i64,
    bank: i64,
    base: i64,
    dims: Vec<i64>,
}

/// How the callee's allocation of a copied location is named in the caller.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum CopyKind {
    /// `<call>/<name>`.
    Prefixed,
    /// The callee's own name: compiler-generated tensors keep theirs.
    Shared,
}

/// Where the callee's storage went.
pub(crate) struct Placement<'c, 'a> {
    /// Callee memory-location name → the caller value that replaces it.
    pub values: HashMap<String, Value<'c, 'a>>,
    /// Callee storage name (memory locations and allocations) → caller
    /// storage name, for arguments that name storage in a string.
    pub renames: HashMap<String, String>,
}

/// Places every memory location of `callee` for `call` (module doc,
/// "Storage"); an allocation without memory locations (a register set) is
/// copied under the call's prefix.
pub(crate) fn place<'c, 'a>(
    call: &Call<'c, 'a>,
    callee: &OperationRef<'c, 'a>,
    caller: &mut CallerStorage<'c, 'a>,
) -> Result<Placement<'c, 'a>, PassFailure> {
    let internal = |what: String| call.error(&format!("cannot be inlined: {what}"));
    let formals: HashMap<&str, &str> = call
        .bindings()
        .map(|(formal, actual)| (formal.as_str(), actual.as_str()))
        .collect();
    let sb = caller.scratchpad(call, ".sb_scratchpad");
    let psum = caller.scratchpad(call, ".psum_scratchpad");
    // PSUM offsets are bank-linear: bank × bank bytes + addr.
    let bank_bytes = call.psum_buf_shape[0];

    let mut values = HashMap::new();
    let mut renames = HashMap::new();
    let mut copied_allocations: HashMap<(String, CopyKind), OperationRef<'c, 'a>> = HashMap::new();
    for location in callee_locations(callee)? {
        let name = location.name.clone();
        let value = if let Some(actual) = formals.get(name.as_str()) {
            // A formal: every use rebinds to the caller's actual (docs/bir-json-format.md, G3).
            let target = caller.locations.get(*actual).ok_or_else(|| {
                call.error(&format!(
                    "binds '{name}' to '{actual}', which is not a memory location of the caller"
                ))
            })?;
            result_of(target).map_err(|e| internal(e.into()))?
        } else if name.starts_with(COMPILER_GENERATED) && !location.allocated {
            // Unplaced generated tensors are shared; placed ones (in the
            // kernel's budget: constants and the transposes' PSUM tiles)
            // go to the call's scratchpad below, like the kernel's own.
            match shared_tensor(&location, caller) {
                Some(existing) => result_of(&existing).map_err(|e| internal(e.into()))?,
                None => {
                    let kind = if caller.names.contains(&name) {
                        CopyKind::Prefixed
                    } else {
                        CopyKind::Shared
                    };
                    copy(call, &location, kind, caller, &mut copied_allocations)?
                }
            }
        } else if location.allocated
            && matches!(location.memory_type, MemoryType::Sb | MemoryType::Psum)
        {
            let (scratchpad, offset) = if location.memory_type == MemoryType::Sb {
                (sb, location.addr)
            } else {
                (psum, location.bank * bank_bytes + location.addr)
            };
            let suffix = if location.memory_type == MemoryType::Sb {
                ".sb_scratchpad"
            } else {
                ".psum_scratchpad"
            };
            let scratchpad = scratchpad.ok_or_else(|| {
                call.error(&format!(
                    "has no scratchpad buffer '{}{suffix}' for the pre-allocated {} tensor '{name}'",
                    call.name,
                    nki_formats::bir_json::enums::BirEnum::as_str(location.memory_type)
                ))
            })?;
            into_scratchpad(call, &location, scratchpad, offset, caller)?
        } else {
            copy(
                call,
                &location,
                CopyKind::Prefixed,
                caller,
                &mut copied_allocations,
            )?
        };
        if let Some(target) = defining_op(value).and_then(MemoryLocation::cast) {
            let old = Allocation::cast(location.allocation)
                .map(|set| set.name().map_err(at(&location.allocation)))
                .transpose()?;
            let new = target
                .allocation()
                .and_then(defining_op)
                .and_then(Allocation::cast)
                .map(|set| set.name().map_err(at(&set.op())))
                .transpose()?;
            if let (Some(old), Some(new)) = (old, new) {
                renames.insert(old, new);
            }
            renames.insert(name.clone(), target.name().map_err(at(&target.op()))?);
        }
        values.insert(name, value);
    }
    for allocation in children(callee).into_iter().filter_map(Allocation::cast) {
        let name = allocation.name().map_err(at(&allocation.op()))?;
        if renames.contains_key(&name) {
            continue;
        }
        let new_name = call.prefixed(&name);
        let op = Operation::clone(&allocation.op());
        set_allocation_name(&op, &new_name);
        caller
            .append(op)
            .map_err(|()| internal("the caller has no body".into()))?;
        caller.names.insert(new_name.clone());
        renames.insert(name, new_name);
    }
    Ok(Placement { values, renames })
}

fn result_of<'c, 'a>(op: &OperationRef<'c, 'a>) -> Result<Value<'c, 'a>, &'static str> {
    op.result(0)
        .map(Into::into)
        .map_err(|_| "a memory location without a result")
}

/// The callee's memory locations; one the views cannot read (a required
/// attribute missing) is an error at it.
fn callee_locations<'c, 'a>(
    callee: &OperationRef<'c, 'a>,
) -> Result<Vec<CalleeLocation<'c, 'a>>, PassFailure> {
    children(callee)
        .into_iter()
        .filter_map(MemoryLocation::cast)
        .filter_map(|location| {
            let allocation = defining_op(location.allocation()?)?;
            Some((location, allocation))
        })
        .map(|(location, allocation)| {
            let op = location.op();
            let attr = at(&op);
            Ok(CalleeLocation {
                allocation,
                name: location.name().map_err(&attr)?,
                memory_type: location.memory_type().map_err(&attr)?,
                allocated: location.allocated().map_err(&attr)?,
                addr: location.addr().map_err(&attr)?,
                bank: location.bank().map_err(&attr)?,
                base: location.base().map_err(&attr)?,
                dims: location.dims().map_err(&attr)?,
                op,
            })
        })
        .collect()
}

/// The dtype of the allocation of a memory location, when it has one.
fn location_dtype(op: OperationRef<'_, '_>) -> Option<Dtype> {
    let set = MemoryLocation::cast(op)?
        .allocation()
        .and_then(defining_op)?;
    Allocation::cast(set)?.dtype().ok().flatten()
}

/// Renames a cloned allocation.
fn set_allocation_name(op: &Operation<'_>, name: &str) {
    if let Some(allocation) = Allocation::cast(op_ref(op)) {
        allocation.set_name(name);
    }
}

/// A compiler-generated tensor the caller already has for the same purpose
/// and dtype: the identity of that dtype (its name says it), or any zero
/// bias; same memory type and dims.
fn shared_tensor<'c, 'a>(
    location: &CalleeLocation<'c, 'a>,
    caller: &CallerStorage<'c, 'a>,
) -> Option<OperationRef<'c, 'a>> {
    let same_shape = |op: &OperationRef<'c, 'a>| {
        MemoryLocation::cast(*op).is_some_and(|other| {
            other.memory_type().ok() == Some(location.memory_type)
                && other.dims().ok().as_deref() == Some(location.dims.as_slice())
        })
    };
    let dtype = |op: &OperationRef<'c, 'a>| location_dtype(*op);
    if location.name.starts_with(IDENTITY) {
        return caller
            .locations
            .get(&location.name)
            .copied()
            .filter(same_shape);
    }
    if location.name.starts_with(ZERO_BIAS) {
        let wanted = Allocation::cast(location.allocation).and_then(|a| a.dtype().ok().flatten());
        let mut candidates: Vec<_> = caller
            .locations
            .iter()
            .filter(|(name, op)| {
                name.starts_with(ZERO_BIAS) && same_shape(op) && dtype(op) == wanted
            })
            .collect();
        // Deterministic choice when the caller has several.
        candidates.sort_by(|a, b| a.0.cmp(b.0));
        return candidates.first().map(|(_, op)| **op);
    }
    // Another compiler-generated tensor: shared only under its exact name.
    caller
        .locations
        .get(&location.name)
        .copied()
        .filter(same_shape)
}

/// `bir.memory_location "<call>/<name>" in %<call>.<mem>_scratchpad_set` at
/// the tensor's pre-allocated per-partition byte offset.
fn into_scratchpad<'c, 'a>(
    call: &Call<'c, 'a>,
    location: &CalleeLocation<'c, 'a>,
    scratchpad: Scratchpad<'c, 'a>,
    offset: i64,
    caller: &mut CallerStorage<'c, 'a>,
) -> Result<Value<'c, 'a>, PassFailure> {
    // The ODS makes dims non-empty; bytes per partition must be given, as
    // 0 would fit any buffer.
    let (Some(&partitions), Some(&bytes)) = (location.dims.first(), location.dims.get(1)) else {
        return Err(call.error(&format!(
            "cannot be inlined: the kernel's memory location '{}' has dims {:?}, no bytes per \
             partition (dims are [partitions, bytes per partition])",
            location.name, location.dims
        )));
    };
    if offset < 0
        || offset + bytes > scratchpad.bytes
        || location.base < 0
        || location.base + partitions > scratchpad.partitions
    {
        return Err(call.error(&format!(
            "places '{}' at bytes [{offset}, {}) of partitions [{}, {}), outside the scratchpad buffer '{}{}' ({} bytes x {} partitions)",
            location.name,
            offset + bytes,
            location.base,
            location.base + partitions,
            call.name,
            scratchpad.name_suffix,
            scratchpad.bytes,
            scratchpad.partitions,
        )));
    }
    let fail = |what: String| call.error(&format!("cannot be inlined: {what}"));
    let mut op = Operation::clone(&location.op);
    let buffer = scratchpad
        .allocation
        .result(0)
        .map_err(|_| fail("the scratchpad allocation has no result".into()))?;
    op.set_operand(0, buffer.into());
    let view = MemoryLocation::cast(op_ref(&op))
        .ok_or_else(|| fail("a clone of a memory location is not one".into()))?;
    view.set_name(&call.prefixed(&location.name));
    view.set_addr(offset);
    view.set_bank(0);
    // Fixed inside the buffer; the buffer itself is placed by the caller's
    // allocator, so the address is not final yet.
    view.set_allocated(false);
    let inserted = caller
        .append(op)
        .map_err(|()| fail("the caller has no body".into()))?;
    caller.names.insert(call.prefixed(&location.name));
    result_of(&inserted).map_err(|e| fail(e.into()))
}

/// A copy of the location (and, once per call, of its allocation) in the
/// caller's storage.
fn copy<'c, 'a>(
    call: &Call<'c, 'a>,
    location: &CalleeLocation<'c, 'a>,
    kind: CopyKind,
    caller: &mut CallerStorage<'c, 'a>,
    copied_allocations: &mut HashMap<(String, CopyKind), OperationRef<'c, 'a>>,
) -> Result<Value<'c, 'a>, PassFailure> {
    let fail = |what: String| call.error(&format!("cannot be inlined: {what}"));
    let rename = |name: &str| match kind {
        CopyKind::Prefixed => call.prefixed(name),
        CopyKind::Shared => name.to_owned(),
    };
    let allocation_name = Allocation::cast(location.allocation)
        .ok_or_else(|| fail("a memory location's set is not an allocation".into()))?
        .name()
        .map_err(at(&location.allocation))?;
    let key = (allocation_name.clone(), kind);
    let allocation = match copied_allocations.get(&key) {
        Some(op) => *op,
        None => {
            let mut name = rename(&allocation_name);
            if kind == CopyKind::Shared && caller.names.contains(&name) {
                name = call.prefixed(&allocation_name);
            }
            let op = Operation::clone(&location.allocation);
            set_allocation_name(&op, &name);
            let inserted = caller
                .append(op)
                .map_err(|()| fail("the caller has no body".into()))?;
            caller.names.insert(name);
            copied_allocations.insert(key, inserted);
            inserted
        }
    };
    let mut op = Operation::clone(&location.op);
    let set = allocation
        .result(0)
        .map_err(|_| fail("an allocation without a result".into()))?;
    op.set_operand(0, set.into());
    let name = rename(&location.name);
    let view = MemoryLocation::cast(op_ref(&op))
        .ok_or_else(|| fail("a clone of a memory location is not one".into()))?;
    view.set_name(&name);
    if kind == CopyKind::Shared && location.allocated {
        // Shared by every kernel of the caller, so it cannot keep an address
        // inside one kernel's budget: the caller's allocator places it.
        view.set_allocated(false);
        view.set_addr(0);
        view.set_bank(0);
    }
    let inserted = caller
        .append(op)
        .map_err(|()| fail("the caller has no body".into()))?;
    caller.names.insert(name.clone());
    caller.locations.insert(name, inserted);
    result_of(&inserted).map_err(|e| fail(e.into()))
}
