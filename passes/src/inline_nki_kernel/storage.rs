//! Where each memory location of the NKI function goes in the caller (module
//! doc, "Storage"): formals rebind to the caller's actuals, pre-allocated SB
//! and PSUM tensors become locations inside the call's scratchpad buffers,
//! compiler-generated tensors are shared per function, everything else is
//! copied under the call's prefix.

use super::{
    call::Call,
    ir::{bool_attr, children, enum_attr, i64_array, int_attr, str_attr, Attrs},
};
use melior::ir::{
    block::BlockLike,
    operation::{OperationLike, OperationMutLike},
    Operation, OperationRef, Value,
};
use nki::pass::PassFailure;
use nki_dialects::bir::kind::{kind, OpKind};
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
    pub fn read(caller: &OperationRef<'c, 'a>) -> Self {
        let mut storage = CallerStorage {
            locations: HashMap::new(),
            names: HashSet::new(),
            last_storage: None,
            first_op: None,
        };
        for op in children(caller) {
            storage.first_op.get_or_insert(op);
            match kind(&op) {
                OpKind::MemoryLocation => {
                    let name = str_attr(&op, "name").unwrap_or_default();
                    storage.names.insert(name.clone());
                    storage.locations.insert(name, op);
                    storage.last_storage = Some(op);
                }
                OpKind::Allocation => {
                    storage
                        .names
                        .insert(str_attr(&op, "name").unwrap_or_default());
                    storage.last_storage = Some(op);
                }
                _ => {}
            }
        }
        storage
    }

    /// The scratchpad `<call><suffix>` and its allocation, if reserved.
    fn scratchpad(&self, call: &Call<'_, '_>, suffix: &'static str) -> Option<Scratchpad<'c, 'a>> {
        let location = self.locations.get(&format!("{}{suffix}", call.name))?;
        let allocation = defining_op(location.operand(0).ok()?)?;
        let dims = i64_array(location, "dims")?;
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
    memory_type: String,
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
    attrs: &Attrs<'c>,
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
    for location in callee_locations(callee) {
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
                    copy(
                        call,
                        &location,
                        kind,
                        caller,
                        &mut copied_allocations,
                        attrs,
                    )?
                }
            }
        } else if location.allocated && matches!(location.memory_type.as_str(), "SB" | "PSUM") {
            let (scratchpad, offset) = if location.memory_type == "SB" {
                (sb, location.addr)
            } else {
                (psum, location.bank * bank_bytes + location.addr)
            };
            let suffix = if location.memory_type == "SB" {
                ".sb_scratchpad"
            } else {
                ".psum_scratchpad"
            };
            let scratchpad = scratchpad.ok_or_else(|| {
                call.error(&format!(
                    "has no scratchpad buffer '{}{suffix}' for the pre-allocated {} tensor '{name}'",
                    call.name, location.memory_type
                ))
            })?;
            into_scratchpad(call, &location, scratchpad, offset, caller, attrs)?
        } else {
            copy(
                call,
                &location,
                CopyKind::Prefixed,
                caller,
                &mut copied_allocations,
                attrs,
            )?
        };
        if let Some(target) = defining_op(value) {
            let set_name = |op: &OperationRef<'c, 'a>| {
                op.operand(0)
                    .ok()
                    .and_then(defining_op)
                    .and_then(|allocation| str_attr(&allocation, "name"))
            };
            if let (Some(old), Some(new)) = (set_name(&location.op), set_name(&target)) {
                renames.insert(old, new);
            }
            if let Some(new) = str_attr(&target, "name") {
                renames.insert(name.clone(), new);
            }
        }
        values.insert(name, value);
    }
    for allocation in children(callee)
        .into_iter()
        .filter(|op| kind(op) == OpKind::Allocation)
    {
        let name = str_attr(&allocation, "name").unwrap_or_default();
        if renames.contains_key(&name) {
            continue;
        }
        let new_name = call.prefixed(&name);
        let mut op = Operation::clone(&allocation);
        op.set_attribute("name", attrs.string(&new_name).map_err(&internal)?);
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

fn callee_locations<'c, 'a>(callee: &OperationRef<'c, 'a>) -> Vec<CalleeLocation<'c, 'a>> {
    children(callee)
        .into_iter()
        .filter(|op| kind(op) == OpKind::MemoryLocation)
        .filter_map(|op| {
            let allocation = defining_op(op.operand(0).ok()?)?;
            Some(CalleeLocation {
                allocation,
                name: str_attr(&op, "name").unwrap_or_default(),
                memory_type: enum_attr(&op, "memory_type").unwrap_or_default(),
                allocated: bool_attr(&op, "allocated").unwrap_or(false),
                addr: int_attr(&op, "addr").unwrap_or(0),
                bank: int_attr(&op, "bank").unwrap_or(0),
                base: int_attr(&op, "base").unwrap_or(0),
                dims: i64_array(&op, "dims").unwrap_or_default(),
                op,
            })
        })
        .collect()
}

/// A compiler-generated tensor the caller already has for the same purpose
/// and dtype: the identity of that dtype (its name says it), or any zero
/// bias; same memory type and dims.
fn shared_tensor<'c, 'a>(
    location: &CalleeLocation<'c, 'a>,
    caller: &CallerStorage<'c, 'a>,
) -> Option<OperationRef<'c, 'a>> {
    let same_shape = |op: &OperationRef<'c, 'a>| {
        enum_attr(op, "memory_type").as_deref() == Some(location.memory_type.as_str())
            && i64_array(op, "dims").as_deref() == Some(location.dims.as_slice())
    };
    let dtype = |op: &OperationRef<'c, 'a>| {
        op.operand(0)
            .ok()
            .and_then(defining_op)
            .and_then(|allocation| enum_attr(&allocation, "dtype"))
    };
    if location.name.starts_with(IDENTITY) {
        return caller
            .locations
            .get(&location.name)
            .copied()
            .filter(same_shape);
    }
    if location.name.starts_with(ZERO_BIAS) {
        let wanted = enum_attr(&location.allocation, "dtype");
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
    attrs: &Attrs<'c>,
) -> Result<Value<'c, 'a>, PassFailure> {
    let partitions = location.dims.first().copied().unwrap_or(0);
    let bytes = location.dims.get(1).copied().unwrap_or(0);
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
    op.set_attribute(
        "name",
        attrs
            .string(&call.prefixed(&location.name))
            .map_err(&fail)?,
    );
    op.set_attribute("addr", attrs.int(offset).map_err(&fail)?);
    op.set_attribute("bank", attrs.int(0).map_err(&fail)?);
    // Fixed inside the buffer; the buffer itself is placed by the caller's
    // allocator, so the address is not final yet.
    op.set_attribute("allocated", attrs.boolean(false).map_err(&fail)?);
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
    attrs: &Attrs<'c>,
) -> Result<Value<'c, 'a>, PassFailure> {
    let fail = |what: String| call.error(&format!("cannot be inlined: {what}"));
    let rename = |name: &str| match kind {
        CopyKind::Prefixed => call.prefixed(name),
        CopyKind::Shared => name.to_owned(),
    };
    let allocation_name = str_attr(&location.allocation, "name").unwrap_or_default();
    let key = (allocation_name.clone(), kind);
    let allocation = match copied_allocations.get(&key) {
        Some(op) => *op,
        None => {
            let mut name = rename(&allocation_name);
            if kind == CopyKind::Shared && caller.names.contains(&name) {
                name = call.prefixed(&allocation_name);
            }
            let mut op = Operation::clone(&location.allocation);
            op.set_attribute("name", attrs.string(&name).map_err(&fail)?);
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
    op.set_attribute("name", attrs.string(&name).map_err(&fail)?);
    if kind == CopyKind::Shared && location.allocated {
        // Shared by every kernel of the caller, so it cannot keep an address
        // inside one kernel's budget: the caller's allocator places it.
        op.set_attribute("allocated", attrs.boolean(false).map_err(&fail)?);
        op.set_attribute("addr", attrs.int(0).map_err(&fail)?);
        op.set_attribute("bank", attrs.int(0).map_err(&fail)?);
    }
    let inserted = caller
        .append(op)
        .map_err(|()| fail("the caller has no body".into()))?;
    caller.names.insert(name.clone());
    caller.locations.insert(name, inserted);
    result_of(&inserted).map_err(|e| fail(e.into()))
}
