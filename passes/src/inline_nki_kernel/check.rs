//! The pass's post-conditions (issue 6, "Check"), checked on the functions
//! it changed: no IT55 is left, every operand is defined in its own function
//! (memory locations are SSA values of the function), and every memory
//! location the pass placed in a scratchpad allocation (`<call>/<name>`)
//! lies inside its buffer. A violation is a bug of the pass, reported as an
//! internal error.

use super::function_name;
use super::ir::{at, children, enclosing_function, nested_ops};
use super::storage::defining_op;
use melior::ir::{operation::OperationLike, OperationRef};
use nki::{ffi::emit_op_error, pass::PassFailure};
use nki_dialects::bir::ops::{Allocation, MemoryLocation, NkiKernel, OpClass};
use std::collections::{HashMap, HashSet};

/// Suffix of the allocations holding scratchpad buffers.
const SCRATCHPAD_SETS: [&str; 2] = [".sb_scratchpad_set", ".psum_scratchpad_set"];

/// `only`: the calls this run expanded when it was limited to some (as
/// `inline-bir-kernel` is); other calls may stay.
pub(crate) fn post_conditions(
    module: OperationRef<'_, '_>,
    touched: &HashSet<String>,
    only: Option<&HashSet<String>>,
) -> Result<(), PassFailure> {
    let mut ok = true;
    let mut fail = |op: &OperationRef<'_, '_>, what: String| {
        emit_op_error(op, &format!("internal error: after inlining, {what}"));
        ok = false;
    };
    for function in children(&module) {
        if OpClass::of(&function) != Some(OpClass::Func)
            || !touched.contains(&function_name(function)?)
        {
            continue;
        }
        for op in nested_ops(&function) {
            if let Some(call) = NkiKernel::cast(op) {
                let name = call.name().map_err(at(&op))?;
                if only.is_none_or(|names| names.contains(&name)) {
                    fail(&op, "a kernel call is left".into());
                }
            }
            for operand in op.operands() {
                let defined_here = defining_op(operand)
                    .and_then(|d| enclosing_function(&d))
                    .is_some_and(|f| f == function);
                if !defined_here {
                    fail(&op, "an operand is not defined in this function".into());
                }
            }
        }
        // Memory locations by allocation, in one pass over the storage.
        let storage = children(&function);
        let mut members: Vec<(OperationRef<'_, '_>, Vec<OperationRef<'_, '_>>)> = Vec::new();
        let mut index_of = HashMap::new();
        let mut sets = Vec::new();
        for op in &storage {
            if let Some(allocation) = Allocation::cast(*op) {
                let name = allocation.name().map_err(at(op))?;
                if SCRATCHPAD_SETS.iter().any(|s| name.ends_with(s)) {
                    index_of.insert(name.clone(), members.len());
                    members.push((*op, Vec::new()));
                    sets.push(name);
                }
            } else if let Some(location) = MemoryLocation::cast(*op) {
                let set = location.allocation().and_then(defining_op);
                let set_name = match set.and_then(Allocation::cast) {
                    Some(set) => Some(set.name().map_err(at(&set.op()))?),
                    None => None,
                };
                if let Some(i) = set_name.and_then(|name| index_of.get(&name)) {
                    members[*i].1.push(*op);
                }
            }
        }
        for ((_, locations), set_name) in members.iter().zip(&sets) {
            let buffer_name = set_name.trim_end_matches("_set");
            let mut read = Vec::with_capacity(locations.len());
            for location in locations {
                let view = MemoryLocation::cast(*location).ok_or(PassFailure)?;
                let attr = at(location);
                read.push((
                    *location,
                    view.name().map_err(&attr)?,
                    view.dims().map_err(&attr)?,
                    view.addr().map_err(&attr)?,
                    view.base().map_err(&attr)?,
                ));
            }
            let Some(buffer) = read
                .iter()
                .find(|(_, name, ..)| name == buffer_name)
                .map(|(_, _, dims, ..)| dims.clone())
            else {
                continue;
            };
            // The locations the pass placed there: `<call>/<name>`.
            let call = set_name
                .trim_end_matches("_set")
                .trim_end_matches(".sb_scratchpad")
                .trim_end_matches(".psum_scratchpad");
            let prefix = format!("{call}/");
            let placed = read
                .iter()
                .filter(|(_, name, ..)| name.starts_with(&prefix));
            for (location, name, dims, addr, base) in placed {
                let (addr, base) = (*addr, *base);
                let (partitions, bytes) = (dims.first().copied(), dims.get(1).copied());
                let inside = matches!((partitions, bytes, buffer.first(), buffer.get(1)),
                    (Some(p), Some(b), Some(bp), Some(bb))
                        if addr >= 0 && base >= 0 && addr + b <= *bb && base + p <= *bp);
                if !inside {
                    fail(
                        location,
                        format!("'{name}' lies outside the scratchpad buffer '{buffer_name}'"),
                    );
                }
            }
        }
    }
    if ok {
        Ok(())
    } else {
        Err(PassFailure)
    }
}
