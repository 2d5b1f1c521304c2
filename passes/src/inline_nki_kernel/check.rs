//! The pass's post-conditions (issue 6, "Check"), checked on the functions
//! it changed: no IT55 is left, every operand is defined in its own function
//! (memory locations are SSA values of the function), and every memory
//! location the pass placed in a scratchpad allocation (`<call>/<name>`)
//! lies inside its buffer. A violation is a bug of the pass, reported as an
//! internal error.

use super::ir::{children, enclosing_function, i64_array, int_attr, nested_ops, str_attr};
use super::storage::defining_op;
use melior::ir::{operation::OperationLike, OperationRef};
use nki::{ffi::emit_op_error, pass::PassFailure};
use nki_dialects::bir::kind::{kind, OpKind};
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
        if kind(&function) != OpKind::Func
            || !str_attr(&function, "sym_name").is_some_and(|n| touched.contains(&n))
        {
            continue;
        }
        for op in nested_ops(&function) {
            let expanded = || {
                only.is_none_or(|names| {
                    str_attr(&op, "name").is_some_and(|name| names.contains(&name))
                })
            };
            if kind(&op) == OpKind::NkiKernel && expanded() {
                fail(&op, "a kernel call is left".into());
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
        for op in &storage {
            match kind(op) {
                OpKind::Allocation => {
                    let name = str_attr(op, "name").unwrap_or_default();
                    if SCRATCHPAD_SETS.iter().any(|s| name.ends_with(s)) {
                        index_of.insert(name, members.len());
                        members.push((*op, Vec::new()));
                    }
                }
                OpKind::MemoryLocation => {
                    let set = op.operand(0).ok().and_then(defining_op);
                    let set_name = set.and_then(|set| str_attr(&set, "name"));
                    if let Some(i) = set_name.and_then(|name| index_of.get(&name)) {
                        members[*i].1.push(*op);
                    }
                }
                _ => {}
            }
        }
        for (set, locations) in &members {
            let set_name = str_attr(set, "name").unwrap_or_default();
            let buffer_name = set_name.trim_end_matches("_set");
            let Some(buffer) = locations
                .iter()
                .find(|l| str_attr(l, "name").as_deref() == Some(buffer_name))
                .and_then(|l| i64_array(l, "dims"))
            else {
                continue;
            };
            // The locations the pass placed there: `<call>/<name>`.
            let call = set_name
                .trim_end_matches("_set")
                .trim_end_matches(".sb_scratchpad")
                .trim_end_matches(".psum_scratchpad");
            let placed = locations.iter().filter(|l| {
                str_attr(l, "name").is_some_and(|n| n.starts_with(&format!("{call}/")))
            });
            for location in placed {
                let dims = i64_array(location, "dims").unwrap_or_default();
                let addr = int_attr(location, "addr").unwrap_or(0);
                let base = int_attr(location, "base").unwrap_or(0);
                let (partitions, bytes) = (dims.first().copied(), dims.get(1).copied());
                let inside = matches!((partitions, bytes, buffer.first(), buffer.get(1)),
                    (Some(p), Some(b), Some(bp), Some(bb))
                        if addr >= 0 && base >= 0 && addr + b <= *bb && base + p <= *bp);
                if !inside {
                    fail(
                        location,
                        format!(
                            "'{}' lies outside the scratchpad buffer '{buffer_name}'",
                            str_attr(location, "name").unwrap_or_default()
                        ),
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
