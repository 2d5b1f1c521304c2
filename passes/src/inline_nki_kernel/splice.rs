//! Splicing the NKI function's instructions into the caller's block at the
//! call (module doc, "Blocks"): the contents of every top-level callee block,
//! in order, go before the IT55; nested loops and their blocks come along
//! whole. Names become `<call>/<name>` and memory-location operands are
//! rebound to the values [`super::storage::place`] chose.

use super::{
    call::Call,
    ir::{at, children, nested_ops, Attrs},
    storage::{defining_op, Placement},
    Body,
};
use melior::ir::{
    block::BlockLike,
    operation::{OperationLike, OperationMutLike, OperationRefMut},
    Attribute, Operation, OperationRef, RegionLike, Value,
};
use nki::ffi::op_ref;
use nki::pass::PassFailure;
use nki_dialects::bir::attrs::{
    arg_ap, arg_dtype, arg_kind, arg_memsetref, arg_reg_ap_offset, arg_regref, json_text, ArgKind,
};
use nki_dialects::bir::make;
use nki_dialects::bir::ops::{
    Block, CompareAndBranch, Instruction, MemoryLocation, OpClass, UnconditionalBranch,
};
use nki_formats::bir_json::enums::{BirEnum, Dtype};
use std::collections::{HashMap, HashSet};

/// The blocks a branch instruction names (`on_true`, `on_false`, `target`).
fn block_references(op: OperationRef<'_, '_>) -> Result<Vec<String>, PassFailure> {
    let attr = at(&op);
    let mut names = Vec::new();
    if let Some(branch) = CompareAndBranch::cast(op) {
        names.extend(branch.on_true().map_err(&attr)?);
        names.extend(branch.on_false().map_err(&attr)?);
    } else if let Some(branch) = UnconditionalBranch::cast(op) {
        names.extend(branch.target().map_err(&attr)?);
    }
    Ok(names)
}

/// Prefixes the blocks a branch instruction names.
fn prefix_block_references(call: &Call<'_, '_>, op: OperationRef<'_, '_>) -> Result<(), String> {
    if let Some(branch) = CompareAndBranch::cast(op) {
        if let Some(name) = branch.on_true().map_err(|e| e.to_string())? {
            branch.set_on_true(&call.prefixed(&name));
        }
        if let Some(name) = branch.on_false().map_err(|e| e.to_string())? {
            branch.set_on_false(&call.prefixed(&name));
        }
    } else if let Some(branch) = UnconditionalBranch::cast(op) {
        if let Some(name) = branch.target().map_err(|e| e.to_string())? {
            branch.set_target(&call.prefixed(&name));
        }
    }
    Ok(())
}

/// An op's `name`: a block's, an instruction's or a memory location's.
fn name_of(op: OperationRef<'_, '_>) -> Result<Option<String>, String> {
    let name = if let Some(block) = Block::cast(op) {
        block.name()
    } else if let Some(instruction) = Instruction::cast(op) {
        instruction.name()
    } else if let Some(location) = MemoryLocation::cast(op) {
        location.name()
    } else {
        return Ok(None);
    };
    name.map(Some).map_err(|e| e.to_string())
}

/// Rejects control flow that cannot survive inlining: a `bir.return` (it
/// would return from the caller) and a `bir.break` outside every loop of the
/// callee (it would leave a loop of the caller). Returns whether a branch
/// names one of the callee's top-level blocks (the front end's `if` on a
/// register and its dynamic loops do): then [`splice`] keeps those blocks
/// as blocks, since flattening would dissolve the block it jumps to.
pub(crate) fn check_control_flow(
    call: &Call<'_, '_>,
    callee: &OperationRef<'_, '_>,
) -> Result<bool, PassFailure> {
    let callee_name = call.callee.as_str();
    let mut top_level = HashSet::new();
    for block in children(callee).into_iter().filter_map(Block::cast) {
        top_level.insert(block.name().map_err(at(&block.op()))?);
    }
    let mut keeps_blocks = false;
    for op in nested_ops(callee) {
        let class = OpClass::of(&op);
        if class.is_some_and(OpClass::is_branch_like) {
            keeps_blocks |= block_references(op)?
                .iter()
                .any(|block| top_level.contains(block));
        }
        let in_loop = || {
            let mut parent = op.parent_operation();
            while let Some(p) = parent {
                match OpClass::of(&p) {
                    Some(OpClass::Loop) => return true,
                    Some(OpClass::Func) => return false,
                    _ => parent = p.parent_operation(),
                }
            }
            false
        };
        let instruction = || {
            Instruction::cast(op)
                .ok_or(PassFailure)
                .and_then(|i| i.name().map_err(at(&op)))
        };
        if class == Some(OpClass::Return) {
            return Err(call.error(&format!(
                "cannot be inlined: '{}' of '@{callee_name}' is a return, which would return from the caller",
                instruction()?
            )));
        }
        if class == Some(OpClass::Break) && !in_loop() {
            return Err(call.error(&format!(
                "cannot be inlined: '{}' of '@{callee_name}' is a break outside every loop of the kernel, which would leave a loop of the caller",
                instruction()?
            )));
        }
    }
    Ok(keeps_blocks)
}

/// Puts the contents of the callee's top-level blocks before the call (a
/// copy, or the ops themselves with [`Body::Take`]), with names prefixed and
/// operands rebound through `values`.
pub(crate) fn splice<'c, 'a>(
    call: &Call<'c, 'a>,
    callee: &OperationRef<'c, 'a>,
    placement: &Placement<'c, 'a>,
    attrs: &Attrs<'c>,
    (body, keep_blocks): (Body, bool),
) -> Result<(), PassFailure> {
    let (values, renames) = (&placement.values, &placement.renames);
    let fail = |what: String| call.error(&format!("cannot be inlined: {what}"));
    let block = call
        .op
        .block()
        .ok_or_else(|| fail("the call is not inside a block".into()))?;
    if keep_blocks {
        return splice_blocks(call, callee, placement, attrs, body);
    }
    for callee_block in children(callee)
        .into_iter()
        .filter(|op| OpClass::of(op) == Some(OpClass::Block))
    {
        if body == Body::Take {
            for mut op in children_mut(&callee_block) {
                rewrite(call, &mut op, values, renames, attrs).map_err(&fail)?;
                let mut nested = Vec::new();
                collect_mut(&op, &mut nested);
                for mut inner in nested {
                    rewrite(call, &mut inner, values, renames, attrs).map_err(&fail)?;
                }
                nki::ffi::move_op_before(&op, &call.op);
            }
            continue;
        }
        for op in children(&callee_block) {
            let mut clone = Operation::clone(&op);
            rewrite(call, &mut clone, values, renames, attrs).map_err(&fail)?;
            let mut nested = Vec::new();
            collect_mut(&clone, &mut nested);
            for mut inner in nested {
                rewrite(call, &mut inner, values, renames, attrs).map_err(&fail)?;
            }
            block.insert_operation_before(call.op, clone);
        }
    }
    Ok(())
}

/// Inlines a callee whose branches name its top-level blocks, keeping them
/// blocks: the caller's block is split at the call, the callee's blocks
/// (names prefixed, as every name it brings) come right after it, and the
/// caller's instructions after the call move to a continuation block
/// `<call>:exit` after them, so control falls from the caller into the
/// kernel's first block and from its last block back (docs/inline-nki-kernel.md,
/// "Blocks").
fn splice_blocks<'c, 'a>(
    call: &Call<'c, 'a>,
    callee: &OperationRef<'c, 'a>,
    placement: &Placement<'c, 'a>,
    attrs: &Attrs<'c>,
    body: Body,
) -> Result<(), PassFailure> {
    let fail = |what: String| call.error(&format!("cannot be inlined: {what}"));
    let caller_block = call
        .op
        .parent_operation()
        .filter(|op| OpClass::of(op) == Some(OpClass::Block))
        .ok_or_else(|| fail(format!("the call is not inside a {}", Block::NAME)))?;
    let list = caller_block
        .block()
        .ok_or_else(|| fail("the call's block is not in a block list".into()))?;
    // The continuation: a new, empty block into which the ops after the
    // call move (moved, not copied: the driver still holds the later calls).
    let after: Vec<OperationRef<'c, 'a>> =
        std::iter::successors(call.op.next_in_block(), |op| op.next_in_block()).collect();
    if !after.is_empty() {
        let name = continuation_name(&caller_block, call);
        let exit = make::block(attrs.context(), caller_block.location(), &name).map_err(&fail)?;
        let exit = list.insert_operation_after(caller_block, exit);
        let body = exit
            .region(0)
            .ok()
            .and_then(|r| r.first_block())
            .ok_or_else(|| fail("the continuation block has no body".into()))?;
        for op in after {
            nki::ffi::move_op_to_end(&op, &body);
        }
    }
    let mut anchor = caller_block;
    if body == Body::Take {
        for mut block in children_mut(callee)
            .into_iter()
            .filter(|op| OpClass::of(op) == Some(OpClass::Block))
        {
            rewrite_all(call, &mut block, placement, attrs).map_err(&fail)?;
            nki::ffi::move_op_after(&block, &anchor);
            anchor = anchor.next_in_block().unwrap_or(anchor);
        }
        return Ok(());
    }
    for callee_block in children(callee)
        .into_iter()
        .filter(|op| OpClass::of(op) == Some(OpClass::Block))
    {
        let mut clone = Operation::clone(&callee_block);
        rewrite_all(call, &mut clone, placement, attrs).map_err(&fail)?;
        anchor = list.insert_operation_after(anchor, clone);
    }
    Ok(())
}

/// `<call>:exit`, or with `.1`, `.2`, … when a sibling block has the name
/// (the callee's blocks are all `<call>/…`).
fn continuation_name(caller_block: &OperationRef<'_, '_>, call: &Call<'_, '_>) -> String {
    let siblings: HashSet<String> = std::iter::successors(
        caller_block.block().and_then(|b| b.first_operation()),
        |op| op.next_in_block(),
    )
    .filter_map(|op| Block::cast(op).and_then(|block| block.name().ok()))
    .collect();
    let base = format!("{}:exit", call.name);
    let mut name = base.clone();
    let mut n = 0;
    while siblings.contains(&name) {
        n += 1;
        name = format!("{base}.{n}");
    }
    name
}

/// [`rewrite`] on `op` and every op nested in it.
fn rewrite_all<'c, 'a>(
    call: &Call<'c, 'a>,
    op: &mut impl OperationMutLike<'c, 'a>,
    placement: &Placement<'c, 'a>,
    attrs: &Attrs<'c>,
) -> Result<(), String> {
    let (values, renames) = (&placement.values, &placement.renames);
    rewrite(call, op, values, renames, attrs)?;
    let mut nested = Vec::new();
    collect_mut(op, &mut nested);
    for mut inner in nested {
        rewrite(call, &mut inner, values, renames, attrs)?;
    }
    Ok(())
}

/// The ops of `op`'s single block (as [`children`]), as mutable handles.
fn children_mut<'c, 'a>(op: &impl OperationLike<'c, 'a>) -> Vec<OperationRefMut<'c, 'a>> {
    let mut out = Vec::new();
    let Ok(region) = op.region(0) else { return out };
    if let Some(block) = region.first_block() {
        let mut next = block.first_operation_mut();
        while let Some(inner) = next {
            next = inner.next_in_block_mut();
            out.push(inner);
        }
    }
    out
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
    renames: &HashMap<String, String>,
    attrs: &Attrs<'c>,
) -> Result<(), String> {
    // Storage ops and functions keep their names.
    let view = op_ref(&*op);
    if let Some(block) = Block::cast(view) {
        block.set_name(&call.prefixed(&block.name().map_err(|e| e.to_string())?));
    } else if let Some(instruction) = Instruction::cast(view) {
        instruction.set_name(&call.prefixed(&instruction.name().map_err(|e| e.to_string())?));
    }
    prefix_block_references(call, view)?;
    for index in 0..op.operand_count() {
        let operand = op
            .operand(index)
            .map_err(|_| format!("the op has no operand {index}"))?;
        let Some(definition) = defining_op(operand) else {
            continue;
        };
        let location = name_of(definition)?.ok_or_else(|| {
            format!(
                "operand {index} of '{}' is defined by '{}', not by a memory location of the kernel",
                op.name().as_string_ref().as_str().unwrap_or("?"),
                definition.name().as_string_ref().as_str().unwrap_or("?"),
            )
        })?;
        let value = values.get(location.as_str()).ok_or_else(|| {
            format!("no caller memory location stands for the kernel's '{location}'")
        })?;
        op.set_operand(index, *value);
    }
    if let Some(instruction) = Instruction::cast(op_ref(&*op)) {
        let ins = instruction.ins_args().map_err(|e| e.to_string())?;
        if let Some(renamed) = rename_in_arguments(&ins, renames, attrs)? {
            instruction.set_ins_args(&renamed);
        }
        let outs = instruction.outs_args().map_err(|e| e.to_string())?;
        if let Some(renamed) = rename_in_arguments(&outs, renames, attrs)? {
            instruction.set_outs_args(&renamed);
        }
    }
    Ok(())
}

/// Arguments that name storage in a string rather than through an operand
/// (`register_access`/`register_ap`: `regref`, `memsetref`,
/// `reg_ap_offset`; `#bir.json` symbolic arguments: `memref`, `memsetref`,
/// …) follow the renames. `None` when nothing changed.
fn rename_in_arguments<'c>(
    arguments: &[Attribute<'c>],
    renames: &HashMap<String, String>,
    attrs: &Attrs<'c>,
) -> Result<Option<Vec<Attribute<'c>>>, String> {
    let mut changed = false;
    let mut elements = Vec::with_capacity(arguments.len());
    for &element in arguments {
        // Only register and JSON arguments name storage; access patterns
        // (nearly all of them) are kept as they are.
        let renamed = match arg_kind(element) {
            Some(ArgKind::RegisterAccess | ArgKind::RegisterAp) => {
                rename_registers(element, renames, attrs.context())?
            }
            Some(ArgKind::Json) => json_text(element)
                .and_then(|json| replace_strings(&json, renames, json_string, true))
                .map(|json| make::json(attrs.context(), &json)),
            _ => None,
        };
        match renamed {
            Some(new) => {
                changed |= new != element;
                elements.push(new);
            }
            None => elements.push(element),
        }
    }
    if !changed {
        return Ok(None);
    }
    Ok(Some(elements))
}

/// A `register_access` / `register_ap` with its register and set names
/// renamed; `None` when none is.
fn rename_registers<'c>(
    element: Attribute<'c>,
    renames: &HashMap<String, String>,
    context: &'c melior::Context,
) -> Result<Option<Attribute<'c>>, String> {
    let rename = |name: Option<String>| -> Option<String> {
        name.map(|n| renames.get(&n).cloned().unwrap_or(n))
    };
    let dtype = arg_dtype(element)
        .and_then(Dtype::parse)
        .ok_or("a register argument has no dtype")?;
    let regref = arg_regref(element);
    let renamed = match arg_kind(element) {
        Some(ArgKind::RegisterAccess) => {
            let new = rename(regref.clone()).ok_or("a register access names no register")?;
            (regref.as_deref() != Some(new.as_str()))
                .then(|| make::register_access(context, dtype, &new))
        }
        _ => {
            let (memsetref, offset) = (arg_memsetref(element), arg_reg_ap_offset(element));
            let new = [
                rename(memsetref.clone()),
                rename(offset.clone()),
                rename(regref.clone()),
            ];
            let unchanged = new == [memsetref, offset, regref];
            let [Some(memsetref), Some(reg_ap_offset), Some(regref)] = new else {
                return Err(
                    "a register access pattern lacks its memsetref, reg_ap_offset or \
                            regref"
                        .into(),
                );
            };
            (!unchanged).then(|| {
                let ap: Vec<i64> = arg_ap(element)
                    .into_iter()
                    .flat_map(|(s, n)| [s, n])
                    .collect();
                let r = make::RegisterAp {
                    ap: &ap,
                    dtype,
                    memsetref: &memsetref,
                    reg_ap_offset: &reg_ap_offset,
                    regref: &regref,
                };
                make::register_ap(context, &r)
            })
        }
    };
    Ok(renamed)
}

/// `text` with every string literal that names renamed storage replaced, in
/// one pass (a new name is never renamed again); `None` when none does.
/// `literal` writes a name as the text spells it (both MLIR and JSON escape
/// with a backslash). With `json`, only values of the members that name
/// storage (`memref`, `memsetref`, `regref`, any other `…ref`, and
/// `reg_ap_offset`) are candidates; in a register attribute every string is a
/// register or set name.
fn replace_strings(
    text: &str,
    renames: &HashMap<String, String>,
    literal: fn(&str) -> String,
    json: bool,
) -> Option<String> {
    let literals: HashMap<String, String> = renames
        .iter()
        .map(|(old, new)| (literal(old), literal(new)))
        .collect();
    let names_storage = |key: &str| {
        let key = key.trim_matches('"');
        key.ends_with("ref") || key == "reg_ap_offset"
    };
    let mut out = String::with_capacity(text.len());
    let mut changed = false;
    let mut key = String::new();
    let mut rest = text;
    while let Some(open) = rest.find('"') {
        out.push_str(&rest[..open]);
        let tail = &rest[open..];
        let mut end = tail.len();
        let mut escaped = false;
        for (i, c) in tail.char_indices().skip(1) {
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => {
                    end = i + 1;
                    break;
                }
                _ => {}
            }
        }
        let found = &tail[..end];
        rest = &tail[end..];
        let is_key = json && rest.trim_start().starts_with(':');
        if is_key {
            key = found.to_owned();
        }
        let candidate = !is_key && (!json || names_storage(&key));
        match literals.get(found) {
            Some(new) if candidate && new != found => {
                changed = true;
                out.push_str(new);
            }
            _ => out.push_str(found),
        }
    }
    out.push_str(rest);
    changed.then_some(out)
}

/// A JSON string literal.
fn json_string(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::{json_string, replace_strings};
    use nki::attr_text::quote;
    use std::collections::HashMap;

    fn renames(pairs: &[(&str, &str)]) -> HashMap<String, String> {
        pairs
            .iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect()
    }

    #[test]
    fn register_strings_are_renamed_once() {
        // "a" → "x" and "x" → "k/x": a new name is not renamed again.
        let map = renames(&[("a", "x"), ("x", "k/x")]);
        let text = r#"#bir.register_ap<ap = [[1, 4]], dtype = uint32, memsetref = "a", reg_ap_offset = "x", regref = "ab">"#;
        assert_eq!(
            replace_strings(text, &map, quote, false).as_deref(),
            Some(
                r#"#bir.register_ap<ap = [[1, 4]], dtype = uint32, memsetref = "x", reg_ap_offset = "k/x", regref = "ab">"#
            )
        );
        assert_eq!(
            replace_strings(text, &renames(&[("q", "r")]), quote, false),
            None
        );
    }

    #[test]
    fn json_renames_only_reference_members() {
        let map = renames(&[("a", "k/a"), ("memref", "k/memref"), ("a\"b", "k/a\"b")]);
        let text = r#"{"kind": "symbolic_ap", "memref": "a", "note": "a", "memsetref": "a\"b", "refs": ["a", "c"]}"#;
        assert_eq!(
            replace_strings(text, &map, json_string, true).as_deref(),
            Some(
                r#"{"kind": "symbolic_ap", "memref": "k/a", "note": "a", "memsetref": "k/a\"b", "refs": ["a", "c"]}"#
            )
        );
    }
}
