//! Splicing the NKI function's instructions into the caller's block at the
//! call (module doc, "Blocks"): the contents of every top-level callee block,
//! in order, go before the IT55; nested loops and their blocks come along
//! whole. Names become `<call>/<name>` and memory-location operands are
//! rebound to the values [`super::storage::place`] chose.

use super::{
    call::Call,
    ir::{children, nested_ops, op_name, str_attr, Attrs},
    storage::defining_op,
};
use melior::ir::{
    block::BlockLike,
    operation::{OperationLike, OperationMutLike, OperationRefMut},
    Operation, OperationRef, RegionLike, Value,
};
use nki::pass::PassFailure;
use std::collections::{HashMap, HashSet};

/// Attributes of the branch instructions that name a `bir.block`.
const BLOCK_REFERENCES: [&str; 3] = ["on_true", "on_false", "target"];

/// Ops that are not instructions: they keep their names.
fn is_instruction(name: &str) -> bool {
    name.starts_with("bir.")
        && !matches!(
            name,
            "bir.func" | "bir.allocation" | "bir.memory_location" | "bir.block" | "bir.loop"
        )
}

/// Rejects control flow that cannot survive flattening the callee's top-level
/// blocks into one caller block: a branch to a top-level block (it no longer
/// exists), a `bir.return` (it would return from the caller) and a
/// `bir.break` outside every loop of the callee (it would leave a loop of the
/// caller).
pub(crate) fn check_control_flow(
    call: &Call<'_, '_>,
    callee: &OperationRef<'_, '_>,
) -> Result<(), PassFailure> {
    let callee_name = call.callee.as_deref().unwrap_or_default();
    let top_level: HashSet<String> = children(callee)
        .iter()
        .filter(|op| op_name(op) == "bir.block")
        .filter_map(|op| str_attr(op, "name"))
        .collect();
    for op in nested_ops(callee) {
        let name = op_name(&op);
        let instruction = str_attr(&op, "name").unwrap_or_default();
        for reference in BLOCK_REFERENCES {
            if let Some(block) = str_attr(&op, reference) {
                if top_level.contains(&block) {
                    return Err(call.error(&format!(
                        "cannot be inlined: '{instruction}' of '@{callee_name}' branches to its top-level block '{block}', which inlining dissolves"
                    )));
                }
            }
        }
        let in_loop = || {
            let mut parent = op.parent_operation();
            while let Some(p) = parent {
                match op_name(&p).as_str() {
                    "bir.loop" => return true,
                    "bir.func" => return false,
                    _ => parent = p.parent_operation(),
                }
            }
            false
        };
        if name == "bir.return" {
            return Err(call.error(&format!(
                "cannot be inlined: '{instruction}' of '@{callee_name}' is a return, which would return from the caller"
            )));
        }
        if name == "bir.break" && !in_loop() {
            return Err(call.error(&format!(
                "cannot be inlined: '{instruction}' of '@{callee_name}' is a break outside every loop of the kernel, which would leave a loop of the caller"
            )));
        }
    }
    Ok(())
}

/// Clones the contents of the callee's top-level blocks before the call, with
/// names prefixed and operands rebound through `values`.
pub(crate) fn splice<'c, 'a>(
    call: &Call<'c, 'a>,
    callee: &OperationRef<'c, 'a>,
    values: &HashMap<String, Value<'c, 'a>>,
    attrs: &Attrs<'c>,
) -> Result<(), PassFailure> {
    let fail = |what: String| call.error(&format!("cannot be inlined: {what}"));
    let block = call
        .op
        .block()
        .ok_or_else(|| fail("the call is not inside a block".into()))?;
    for callee_block in children(callee)
        .into_iter()
        .filter(|op| op_name(op) == "bir.block")
    {
        for op in children(&callee_block) {
            let mut clone = Operation::clone(&op);
            rewrite(call, &mut clone, values, attrs).map_err(&fail)?;
            let mut nested = Vec::new();
            collect_mut(&clone, &mut nested);
            for mut inner in nested {
                rewrite(call, &mut inner, values, attrs).map_err(&fail)?;
            }
            block.insert_operation_before(call.op, clone);
        }
    }
    Ok(())
}

/// Every op nested in `op`, as mutable handles.
fn collect_mut<'c, 'a>(op: &impl OperationLike<'c, 'a>, out: &mut Vec<OperationRefMut<'c, 'a>>) {
    for region in op.regions() {
        let mut block = region.first_block();
        while let Some(b) = block {
            let mut next = b.first_operation_mut();
            while let Some(inner) = next {
                next = inner.next_in_block_mut();
                collect_mut(&inner, out);
                out.push(inner);
            }
            block = b.next_in_region();
        }
    }
}

/// Prefixes the names of a cloned instruction or block (and the blocks a
/// branch names) and rebinds its memory-location operands.
fn rewrite<'c, 'a>(
    call: &Call<'c, 'a>,
    op: &mut impl OperationMutLike<'c, 'a>,
    values: &HashMap<String, Value<'c, 'a>>,
    attrs: &Attrs<'c>,
) -> Result<(), String> {
    let name = op.name().as_string_ref().as_str().unwrap_or("").to_owned();
    let mut renamed = Vec::new();
    if name == "bir.block" || is_instruction(&name) {
        renamed.push("name");
    }
    renamed.extend(BLOCK_REFERENCES);
    for member in renamed {
        let Some(old) = op
            .attribute(member)
            .ok()
            .and_then(nki::ffi::string_attr_value)
        else {
            continue;
        };
        op.set_attribute(member, attrs.string(&call.prefixed(&old))?);
    }
    for index in 0..op.operand_count() {
        let operand = op
            .operand(index)
            .map_err(|_| format!("'{name}' has no operand {index}"))?;
        let Some(definition) = defining_op(operand) else {
            continue;
        };
        let location = str_attr(&definition, "name").unwrap_or_default();
        let value = values.get(&location).ok_or_else(|| {
            format!("no caller memory location stands for the kernel's '{location}'")
        })?;
        op.set_operand(index, *value);
    }
    Ok(())
}
