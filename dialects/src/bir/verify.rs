//! Semantic checks of `bir` ops, run by MLIR through each op's `verify()`,
//! and of the `bir.*` module attributes. The rules are listed in
//! `dialects/bir/README.md`. Every check is a pure function of the IR and
//! tolerates odd IR (missing attributes, wrong kinds): ODS has already
//! checked attribute presence and types when these run, but nothing here
//! relies on it.

use super::attrs::{self, ArgKind};
use crate::ir::nested_ops;
use crate::verify::{OpView, VerifyError};
use melior::ir::{
    attribute::{
        ArrayAttribute, AttributeLike, BoolAttribute, DenseI32ArrayAttribute,
        DenseI64ArrayAttribute, DictionaryAttribute, IntegerAttribute,
    },
    block::BlockLike,
    operation::OperationLike,
    Attribute, OperationRef, RegionLike,
};
use rustc_hash::FxHashSet;
use std::collections::HashSet;

/// The most partitions an SBUF/PSUM tensor or access pattern can span.
pub const MAX_PARTITIONS: i64 = 128;

type Op<'c, 'a> = OperationRef<'c, 'a>;

fn err<T>(message: impl Into<String>) -> Result<T, VerifyError> {
    Err(VerifyError::new(message))
}

fn op_name<'c>(op: &Op<'c, '_>) -> &'c str {
    nki::ffi::op_name(op)
}

fn str_attr<'c>(op: &Op<'c, '_>, name: &str) -> Option<&'c str> {
    op.attribute(name).ok().and_then(nki::ffi::string_attr_str)
}

fn int_attr(op: &Op<'_, '_>, name: &str) -> Option<i64> {
    op.attribute(name)
        .ok()
        .and_then(|a| IntegerAttribute::try_from(a).ok())
        .map(|a| a.value())
}

fn i64_array(attr: Attribute<'_>) -> Option<Vec<i64>> {
    let array = DenseI64ArrayAttribute::try_from(attr).ok()?;
    (0..array.len()).map(|i| array.element(i).ok()).collect()
}

fn array_attr<'c>(op: &Op<'c, '_>, name: &str) -> Vec<Attribute<'c>> {
    op.attribute(name)
        .ok()
        .and_then(|a| ArrayAttribute::try_from(a).ok())
        .map(|a| (0..a.len()).filter_map(|i| a.element(i).ok()).collect())
        .unwrap_or_default()
}

fn enum_attr(op: &Op<'_, '_>, name: &str) -> Option<&'static str> {
    op.attribute(name)
        .ok()
        .and_then(attrs::enum_case_str)
        .map(|(_, case)| case)
}

/// The ops of the single block of region `index` of `op`, in order.
fn body<'c, 'a>(op: &Op<'c, 'a>, index: usize) -> Vec<Op<'c, 'a>> {
    let mut ops = Vec::new();
    let Ok(region) = op.region(index) else {
        return ops;
    };
    let mut block = region.first_block();
    while let Some(b) = block {
        let mut cur = b.first_operation();
        while let Some(o) = cur {
            cur = o.next_in_block();
            ops.push(o);
        }
        block = b.next_in_region();
    }
    ops
}

/// The closest enclosing op named `name`.
fn ancestor<'c, 'a>(op: &Op<'c, 'a>, name: &str) -> Option<Op<'c, 'a>> {
    let mut cur = op.parent_operation();
    while let Some(p) = cur {
        if op_name(&p) == name {
            return Some(p);
        }
        cur = p.parent_operation();
    }
    None
}

/// Verifies one `bir` operation.
pub fn verify(op: &OpView<'_, '_>) -> Result<(), VerifyError> {
    let name = op_name(op);
    let mnemonic = name.strip_prefix("bir.").unwrap_or(name);
    verify_json_nulls(op)?;
    match mnemonic {
        "func" => verify_func(op),
        "allocation" => non_empty_name(op, "allocation"),
        "memory_location" => verify_memory_location(op),
        "block" => non_empty_name(op, "block"),
        "loop" => verify_loop(op),
        _ => verify_instruction(op, mnemonic),
    }
}

/// `json_nulls` lists members that were JSON `null`: each at most once, and
/// never one that is also set.
fn verify_json_nulls(op: &Op<'_, '_>) -> Result<(), VerifyError> {
    let mut seen = HashSet::new();
    for entry in array_attr(op, "json_nulls") {
        let Some(member) = nki::ffi::string_attr_value(entry) else {
            continue; // ODS checks the element type
        };
        if member.is_empty() || !seen.insert(member.clone()) {
            return err(format!("'json_nulls' lists '{member}' twice or empty"));
        }
        if op.attribute(&member).is_ok() {
            return err(format!(
                "member '{member}' is listed in 'json_nulls' but is also set"
            ));
        }
    }
    Ok(())
}

fn non_empty_name(op: &Op<'_, '_>, what: &str) -> Result<(), VerifyError> {
    match str_attr(op, "name") {
        Some("") => err(format!("{what} name must not be empty")),
        _ => Ok(()),
    }
}

// ---------------------------------------------------------------------------
// Functions, storage, blocks, loops

fn verify_func(op: &Op<'_, '_>) -> Result<(), VerifyError> {
    let mut seen_block = false;
    // Every instruction name of the function goes through here at each
    // verification: a fast hash.
    let mut allocations = FxHashSet::default();
    let mut locations = FxHashSet::default();
    let mut blocks = FxHashSet::default();
    let mut instructions = FxHashSet::default();
    for child in body(op, 0) {
        let name = op_name(&child);
        match name {
            "bir.allocation" | "bir.memory_location" => {
                if seen_block {
                    return err(format!("'{name}' must precede the function's blocks"));
                }
                let what = if name == "bir.allocation" {
                    (&mut allocations, "allocation")
                } else {
                    (&mut locations, "memory location")
                };
                if let Some(n) = str_attr(&child, "name") {
                    if !what.0.insert(n) {
                        return Err(VerifyError::at(
                            &child,
                            format!("duplicate {} name '{n}'", what.1),
                        ));
                    }
                }
            }
            "bir.block" => seen_block = true,
            other => {
                return err(format!(
                    "body may only hold 'bir.allocation', 'bir.memory_location' and \
                     'bir.block' ops, found '{other}'"
                ))
            }
        }
    }
    let nested = nested_ops(op);
    let mut callees = Callees::default();
    // Branches are checked once every block name is known: one walk of the
    // function for all of them, not one per branch.
    let mut branches = Vec::new();
    for child in nested {
        let name = op_name(&child);
        if name == "bir.nki_kernel" || name == "bir.nki_klir_kernel" {
            check_call_site(op, &child, &locations, &mut callees)?;
        }
        match name {
            "bir.allocation" | "bir.memory_location" | "bir.loop" => {}
            "bir.block" => {
                if let Some(n) = str_attr(&child, "name") {
                    if !blocks.insert(n) {
                        return Err(VerifyError::at(
                            &child,
                            format!("duplicate block name '{n}'"),
                        ));
                    }
                }
            }
            _ if name.starts_with("bir.") => {
                if let Some(n) = str_attr(&child, "name") {
                    if !instructions.insert(n) {
                        // At the duplicate, which may be deep in the function.
                        return Err(VerifyError::at(
                            &child,
                            format!("duplicate instruction name '{n}'"),
                        ));
                    }
                }
                let members: &[&str] = match name {
                    "bir.compare_and_branch" => &["on_true", "on_false"],
                    "bir.unconditional_branch" => &["target"],
                    _ => &[],
                };
                if !members.is_empty() {
                    branches.push((child, members));
                }
            }
            _ => {}
        }
    }
    for (branch, members) in &branches {
        verify_branch_targets(branch, members, &blocks)?;
    }
    Ok(())
}

fn is_on_chip(memory_type: &str) -> bool {
    memory_type == "SB" || memory_type == "PSUM"
}

fn verify_memory_location(op: &Op<'_, '_>) -> Result<(), VerifyError> {
    non_empty_name(op, "memory location")?;
    let name = str_attr(op, "name").unwrap_or_default();
    let dims = op.attribute("dims").ok().and_then(i64_array);
    let Some(dims) = dims else { return Ok(()) };
    if dims.is_empty() {
        return err("dims must not be empty");
    }
    if let Some(d) = dims.iter().find(|d| **d < 0) {
        return err(format!("dims must be non-negative, got {d}"));
    }
    let memory_type = enum_attr(op, "memory_type").unwrap_or_default();
    if is_on_chip(memory_type) && dims[0] > MAX_PARTITIONS {
        return err(format!(
            "'{name}' spans {} partitions, more than {MAX_PARTITIONS}",
            dims[0]
        ));
    }
    check_placement(
        name,
        memory_type,
        int_attr(op, "bank"),
        int_attr(op, "addr"),
    )
}

/// A memory location's bank and address: never negative; on chip, inside
/// the largest address space of the known architectures (the module's arch
/// is not at hand here, and passes check against it): a PSUM bank below the
/// bank count and a start address inside PSUM or SBUF. Out-of-range values
/// made passes compute spans that overflow (`bank = 2^53`) or clamp.
fn check_placement(
    name: &str,
    memory_type: &str,
    bank: Option<i64>,
    addr: Option<i64>,
) -> Result<(), VerifyError> {
    for (member, value) in [("bank", bank), ("addr", addr)] {
        if let Some(v) = value.filter(|v| *v < 0) {
            return err(format!("'{name}': {member} must be non-negative, got {v}"));
        }
    }
    let archs = || {
        nki_formats::arch::NAMES
            .iter()
            .filter_map(|n| nki_formats::arch::lookup(n))
    };
    let (bank, addr) = (bank.unwrap_or(0) as u64, addr.unwrap_or(0) as u64);
    match memory_type {
        "PSUM" => {
            let banks = archs().map(|a| a.psum_banks).max().unwrap_or(0);
            let bytes = archs()
                .map(|a| a.psum_bytes_per_partition())
                .max()
                .unwrap_or(0);
            let bank_bytes = archs().map(|a| a.psum_bank_bytes).max().unwrap_or(0);
            if bank >= banks {
                return err(format!(
                    "'{name}': PSUM bank {bank} is out of range (the architectures have {banks} \
                     banks)"
                ));
            }
            if bank * bank_bytes + addr >= bytes {
                return err(format!(
                    "'{name}': PSUM address {addr} in bank {bank} is past the {bytes} bytes of \
                     PSUM per partition"
                ));
            }
        }
        "SB" => {
            let bytes = archs()
                .map(|a| a.sbuf_bytes_per_partition)
                .max()
                .unwrap_or(0);
            if addr >= bytes {
                return err(format!(
                    "'{name}': SBUF address {addr} is past the {bytes} bytes of SBUF per partition"
                ));
            }
        }
        _ => {}
    }
    Ok(())
}

fn verify_loop(op: &Op<'_, '_>) -> Result<(), VerifyError> {
    for child in body(op, 0) {
        let name = op_name(&child);
        if name != "bir.block" {
            return err(format!("may only contain 'bir.block' ops, found '{name}'"));
        }
    }
    if let Some(stride) = int_attr(op, "stride") {
        if stride < 0 {
            return err(format!("stride must be non-negative, got {stride}"));
        }
    }
    Ok(())
}

// ---------------------------------------------------------------------------
// Instructions

/// The memory location an operand refers to.
type Location<'c> = attrs::MemoryLocation<'c>;

fn location_of<'c>(value: melior::ir::Value<'c, '_>) -> Option<Location<'c>> {
    attrs::memory_location_of(value)
}

/// One element of `ins_args`/`outs_args` with its memory operand.
struct Arg<'c> {
    attr: Attribute<'c>,
    kind: ArgKind,
    location: Option<Location<'c>>,
}

/// The arguments of `group` ("ins" or "outs"), each `physical_ap` paired
/// with its operand; checks that the counts agree.
fn arguments<'c>(
    op: &Op<'c, '_>,
    group: &str,
    (first, count): (usize, usize),
) -> Result<Vec<Arg<'c>>, VerifyError> {
    let attrs = array_attr(
        op,
        if group == "ins" {
            "ins_args"
        } else {
            "outs_args"
        },
    );
    let mut args = Vec::new();
    let mut next = 0usize;
    for (i, attr) in attrs.into_iter().enumerate() {
        let Some(kind) = attrs::arg_kind(attr) else {
            return err(format!(
                "'{group}_args' element {i} is not a bir argument attribute: {attr}"
            ));
        };
        let location = if kind == ArgKind::PhysicalAp {
            next += 1;
            if next > count {
                None
            } else {
                op.operand(first + next - 1).ok().and_then(location_of)
            }
        } else {
            None
        };
        args.push(Arg {
            attr,
            kind,
            location,
        });
    }
    if next != count {
        return err(format!(
            "'{group}_args' has {next} physical_ap argument(s) but there are {count} \
             '{group}' operand(s)"
        ));
    }
    Ok(args)
}

/// (index of the first operand, operand count) of the groups `ins` and
/// `outs`.
fn segments(op: &Op<'_, '_>) -> ((usize, usize), (usize, usize)) {
    let size = |a: &DenseI32ArrayAttribute, i: usize| {
        if i < a.len() {
            a.element(i).unwrap_or(0).max(0) as usize
        } else {
            0
        }
    };
    let (ins, outs) = op
        .attribute("operandSegmentSizes")
        .ok()
        .and_then(|a| DenseI32ArrayAttribute::try_from(a).ok())
        .map(|a| (size(&a, 0), size(&a, 1)))
        .unwrap_or_default();
    ((0, ins), (ins, outs))
}

/// A `physical_ap` must stay inside its memory location (docs/bir-json-format.md G5 convention:
/// pairs `[step, num]` in elements, the first pair over partitions, the
/// offset row-major over the whole tensor).
fn check_bounds(group: &str, index: usize, arg: &Arg<'_>) -> Result<(), VerifyError> {
    let Some(location) = &arg.location else {
        return Ok(());
    };
    let ap = attrs::arg_ap(arg.attr);
    let Some(&(_, partitions)) = ap.first() else {
        return Ok(());
    };
    // Spelled out only for an error.
    let what = || format!("'{group}' argument {index}");
    if ap.iter().any(|&(_, num)| num < 0) {
        return err(format!(
            "{} has a negative count in its access pattern",
            what()
        ));
    }
    if ap.iter().any(|&(_, num)| num == 0) {
        return Ok(()); // no element is accessed
    }
    if is_on_chip(location.memory_type) && partitions > MAX_PARTITIONS {
        return err(format!(
            "{} spans {partitions} partitions, more than {MAX_PARTITIONS}",
            what()
        ));
    }
    let offset = attrs::arg_offset(arg.attr);
    if offset < 0 {
        return err(format!("{} has a negative offset {offset}", what()));
    }
    let Some(&rows) = location.dims.first() else {
        return Ok(());
    };
    let dtype = attrs::arg_dtype(arg.attr).unwrap_or_default();
    let free = match (location.dims.get(1), attrs::dtype_size(dtype)) {
        (Some(&bytes), Some(size)) if location.dims.len() == 2 && size > 0 => Some(bytes / size),
        _ => None,
    };
    let (first_partition, first_free) = match free {
        Some(f) if f > 0 => (offset / f, offset % f),
        _ => (0, offset),
    };
    let last_partition = i128::from(first_partition) + i128::from(partitions);
    if last_partition > i128::from(rows) {
        return err(format!(
            "{} accesses partitions {first_partition}..{last_partition} of '{}', which \
             has {rows}",
            what(),
            location.name
        ));
    }
    let Some(free) = free else { return Ok(()) };
    let (mut low, mut high) = (i128::from(first_free), i128::from(first_free));
    for &(step, num) in &ap[1..] {
        let reach = i128::from(step) * (i128::from(num) - 1);
        if reach < 0 {
            low += reach;
        } else {
            high += reach;
        }
    }
    if low < 0 {
        return err(format!(
            "{} reaches element {low} of a partition of '{}'",
            what(),
            location.name
        ));
    }
    if high >= i128::from(free) {
        return err(format!(
            "{} reaches element {high} of a partition of '{}', which holds {free} \
             {dtype} elements per partition",
            what(),
            location.name
        ));
    }
    Ok(())
}

const MATMULT_FAMILY: &[&str] = &[
    "matmult",
    "matmult_base",
    "matmult_sparse",
    "matmult_symbolic",
];

fn verify_instruction(op: &Op<'_, '_>, mnemonic: &str) -> Result<(), VerifyError> {
    // Instructions are referred to by name (dependencies, call sites), so a
    // name must not be empty.
    non_empty_name(op, "instruction")?;
    let (ins_segment, outs_segment) = segments(op);
    let ins = arguments(op, "ins", ins_segment)?;
    let outs = arguments(op, "outs", outs_segment)?;
    for (group, args) in [("ins", &ins), ("outs", &outs)] {
        for (i, arg) in args.iter().enumerate() {
            check_bounds(group, i, arg)?;
            check_immediate(group, i, arg)?;
        }
    }
    match mnemonic {
        m if MATMULT_FAMILY.contains(&m) => verify_matmult(&ins, &outs),
        "activation" => {
            verify_activation(&ins)?;
            same_elements(&ins, &outs, &[0])
        }
        "tensor_tensor" | "copy_predicated" => same_elements(&ins, &outs, &[0, 1]),
        "select" => same_elements(&ins, &outs, &[0, 1, 2]),
        "tensor_copy" | "tensor_scalar" | "reciprocal" => same_elements(&ins, &outs, &[0]),
        "tensor_scalar_ptr" => {
            // in0 is the data; in2 is a second tile in the scalar-tensor-
            // tensor and scan forms (in1 is a per-partition scalar).
            let two_tiles = ["is_scalar_tensor_tensor", "is_tensor_tensor_scan"]
                .iter()
                .any(|m| {
                    op.attribute(m)
                        .ok()
                        .and_then(|a| BoolAttribute::try_from(a).ok())
                        .is_some_and(|b| b.value())
                });
            same_elements(&ins, &outs, if two_tiles { &[0, 2] } else { &[0] })
        }
        "nki_kernel" => verify_nki_kernel(op),
        "nki_klir_kernel" => verify_nki_klir_kernel(op),
        _ => Ok(()),
    }
}

/// The elements an access pattern covers.
fn elements(arg: &Arg<'_>) -> i128 {
    attrs::arg_ap(arg.attr)
        .iter()
        .map(|&(_, num)| i128::from(num))
        .product()
}

/// An elementwise instruction's tensor inputs at `which` cover as many
/// elements as its first output: a broadcast operand says so with step-0
/// pairs (docs/klr-to-bir.md, "Broadcasts").
fn same_elements(ins: &[Arg<'_>], outs: &[Arg<'_>], which: &[usize]) -> Result<(), VerifyError> {
    let Some(out) = outs.first().filter(|a| a.kind == ArgKind::PhysicalAp) else {
        return Ok(());
    };
    let want = elements(out);
    for &i in which {
        let Some(arg) = ins.get(i).filter(|a| a.kind == ArgKind::PhysicalAp) else {
            continue;
        };
        let have = elements(arg);
        if have != want {
            return err(format!(
                "'ins' argument {i} covers {have} elements but 'outs' argument 0 covers {want}: \
                 the operands of an elementwise instruction cover the same elements (a \
                 broadcast operand has step-0 pairs)"
            ));
        }
    }
    Ok(())
}

/// `imm_value` holds a number; `imm_array` numbers.
fn check_immediate(group: &str, index: usize, arg: &Arg<'_>) -> Result<(), VerifyError> {
    let is_number = |a: Attribute<'_>| a.is_integer() || a.is_float();
    match arg.kind {
        ArgKind::ImmValue => match attrs::arg_value(arg.attr) {
            Some(v) if is_number(v) => Ok(()),
            _ => err(format!(
                "'{group}' argument {index}: imm_value must be a number"
            )),
        },
        ArgKind::ImmArray => {
            let ok = attrs::arg_value(arg.attr)
                .and_then(|v| ArrayAttribute::try_from(v).ok())
                .map(|a| (0..a.len()).all(|i| a.element(i).map(is_number).unwrap_or(false)))
                .unwrap_or(false);
            if ok {
                Ok(())
            } else {
                err(format!(
                    "'{group}' argument {index}: imm_array must hold numbers"
                ))
            }
        }
        _ => Ok(()),
    }
}

fn memory_operands<'a, 'c>(args: &'a [Arg<'c>]) -> impl Iterator<Item = &'a Location<'c>> {
    args.iter().filter_map(|a| a.location.as_ref())
}

/// Matmul results accumulate in PSUM; the stationary (first memory input)
/// and moving (second) operands are read from SBUF.
fn verify_matmult(ins: &[Arg<'_>], outs: &[Arg<'_>]) -> Result<(), VerifyError> {
    for location in memory_operands(outs) {
        if location.memory_type != "PSUM" {
            return err(format!(
                "result must be in PSUM, got '{}'",
                location.memory_type
            ));
        }
    }
    for (role, location) in ["stationary", "moving"].iter().zip(memory_operands(ins)) {
        if location.memory_type != "SB" {
            return err(format!(
                "{role} operand must be in SBUF, got '{}'",
                location.memory_type
            ));
        }
    }
    Ok(())
}

/// Activation `ins` are [input, bias, scale]; the bias and scale tensors
/// are float32 (the compiler's zero bias is hard-wired float32).
fn verify_activation(ins: &[Arg<'_>]) -> Result<(), VerifyError> {
    for (role, arg) in ["bias", "scale"].iter().zip(ins.iter().skip(1)) {
        if matches!(arg.kind, ArgKind::PhysicalAp | ArgKind::RegisterAp) {
            let dtype = attrs::arg_dtype(arg.attr).unwrap_or_default();
            if dtype != "float32" {
                return err(format!("{role} operand must be float32, got '{dtype}'"));
            }
        }
    }
    Ok(())
}

/// Branch targets name blocks of the enclosing function (`blocks`, its
/// block names read once); reported at the branch.
fn verify_branch_targets(
    op: &Op<'_, '_>,
    members: &[&str],
    blocks: &FxHashSet<&str>,
) -> Result<(), VerifyError> {
    for member in members {
        if let Some(target) = str_attr(op, member) {
            if !blocks.contains(target) {
                return Err(VerifyError::at(
                    op,
                    format!("'{member}' names no block of the function: '{target}'"),
                ));
            }
        }
    }
    Ok(())
}

/// A `func_args`/`func_outs` map: kernel formal name -> caller memory
/// location name, all strings.
fn name_map(op: &Op<'_, '_>, member: &str) -> Result<Vec<(String, String)>, VerifyError> {
    let Some(dict) = op
        .attribute(member)
        .ok()
        .and_then(|a| DictionaryAttribute::try_from(a).ok())
    else {
        return Ok(Vec::new());
    };
    let mut map = Vec::new();
    for i in 0..dict.len() {
        let Ok((key, value)) = dict.element(i) else {
            continue;
        };
        let key = key.as_string_ref().as_str().unwrap_or("").to_owned();
        if key.is_empty() {
            return err(format!("'{member}' has an empty key"));
        }
        let Some(value) = nki::ffi::string_attr_value(value) else {
            return err(format!(
                "'{member}' value for '{key}' must be a string, got {value}"
            ));
        };
        if value.is_empty() {
            return err(format!("'{member}' value for '{key}' must not be empty"));
        }
        map.push((key, value));
    }
    Ok(map)
}

/// Names of the memory locations of a bir.func.
fn memory_location_names(func: &Op<'_, '_>) -> HashSet<String> {
    body(func, 0)
        .iter()
        .filter(|o| op_name(o) == "bir.memory_location")
        .filter_map(|o| str_attr(o, "name"))
        .map(str::to_owned)
        .collect()
}

fn check_buffer_shapes(op: &Op<'_, '_>) -> Result<(), VerifyError> {
    for (member, len) in [("sb_buf_shape", 2), ("psum_buf_shape", 3)] {
        if let Some(values) = op.attribute(member).ok().and_then(i64_array) {
            if values.len() != len {
                return err(format!("'{member}' must have {len} elements"));
            }
            if let Some(v) = values.iter().find(|v| **v < 0) {
                return err(format!("'{member}' must be non-negative, got {v}"));
            }
        }
    }
    Ok(())
}

/// IT55: KernelSource in range; `callee` is a bir.func of kind nki of the
/// module whose memory locations include every key of the maps.
fn verify_nki_kernel(op: &Op<'_, '_>) -> Result<(), VerifyError> {
    if let Ok(source) = op.attribute("kernel_source") {
        if let Ok(value) = IntegerAttribute::try_from(source) {
            if !(0..=2).contains(&value.value()) {
                return err("Unknown KernelSource");
            }
        }
    }
    check_buffer_shapes(op)?;
    name_map(op, "func_args")?;
    name_map(op, "func_outs")?;
    Ok(())
}

/// The module's functions by symbol, read once per verified caller: kind and
/// memory-location names (the formals a call may map).
#[derive(Default)]
struct Callees {
    read: bool,
    functions: std::collections::HashMap<String, (String, HashSet<String>)>,
}

/// The call-site rules that need the calling function or the module, checked
/// from the caller's verifier so that each is read once, not once per call:
/// the maps' values name memory locations of the caller (IT55 and IT56), and
/// an IT55's callee is a bir.func of kind nki whose memory locations include
/// every key. Errors are reported at the call.
fn check_call_site(
    caller: &Op<'_, '_>,
    op: &Op<'_, '_>,
    locations: &FxHashSet<&str>,
    callees: &mut Callees,
) -> Result<(), VerifyError> {
    let at = |e: VerifyError| VerifyError::at(op, e.0);
    let args = name_map(op, "func_args").map_err(at)?;
    let outs = name_map(op, "func_outs").map_err(at)?;
    for (member, map) in [("func_args", &args), ("func_outs", &outs)] {
        for (key, value) in map.iter() {
            if !locations.contains(value.as_str()) {
                return Err(VerifyError::at(
                    op,
                    format!(
                        "'{member}' maps '{key}' to '{value}', which is not a memory location of \
                         the calling function"
                    ),
                ));
            }
        }
    }
    if op_name(op) != "bir.nki_kernel" {
        return Ok(());
    }
    let Some(callee) = op.attribute("callee").ok().map(|a| a.to_string()) else {
        return Ok(());
    };
    let callee = callee.trim_start_matches('@').trim_matches('"').to_owned();
    if !callees.read {
        callees.read = true;
        if let Some(module) = ancestor(caller, "builtin.module") {
            for func in body(&module, 0) {
                if op_name(&func) != "bir.func" {
                    continue;
                }
                if let Some(symbol) = str_attr(&func, "sym_name") {
                    let kind = enum_attr(&func, "kind").unwrap_or_default();
                    callees
                        .functions
                        .entry(symbol.to_owned())
                        .or_insert_with(|| (kind.to_owned(), memory_location_names(&func)));
                }
            }
        }
    }
    let Some((kind, formals)) = callees.functions.get(&callee) else {
        return Err(VerifyError::at(
            op,
            format!("'callee' refers to no bir.func: '@{callee}'"),
        ));
    };
    if kind != "nki" {
        return Err(VerifyError::at(
            op,
            format!("callee '@{callee}' must be a bir.func of kind nki, got '{kind}'"),
        ));
    }
    for (member, map) in [("func_args", &args), ("func_outs", &outs)] {
        for (key, _) in map {
            if !formals.contains(key) {
                return Err(VerifyError::at(
                    op,
                    format!("'{member}' key '{key}' is not a memory location of '@{callee}'"),
                ));
            }
        }
    }
    Ok(())
}

/// IT56: the artifact is named, the maps are well formed.
fn verify_nki_klir_kernel(op: &Op<'_, '_>) -> Result<(), VerifyError> {
    for member in ["kernel_format", "klir_binary"] {
        if str_attr(op, member).is_some_and(|v| v.is_empty()) {
            return err(format!("'{member}' must not be empty"));
        }
    }
    if let Some(opcode) = str_attr(op, "json_opcode") {
        if opcode != "NKIKLIRKernel" && opcode != "KLIRKernel" {
            return err(format!(
                "'json_opcode' must be 'NKIKLIRKernel' or 'KLIRKernel', got '{opcode}'"
            ));
        }
    }
    check_buffer_shapes(op)?;
    name_map(op, "func_args")?;
    name_map(op, "func_outs")?;
    Ok(())
}

// ---------------------------------------------------------------------------
// Module attributes

/// Verifies a discardable `bir.*` attribute named `name` on `op`: the
/// document members of a BIR module (`bir.arch`, `bir.version`,
/// `bir.neuron_core_id`) and its JSON bookkeeping (`bir.json_nulls`,
/// `bir.unknown_members`); on a matmul, the accumulation-group annotations
/// of `legalize-matmul-accumulation-groups`.
pub fn verify_attribute(
    op: &OpView<'_, '_>,
    name: &str,
    value: Attribute<'_>,
) -> Result<(), VerifyError> {
    let known = [
        "bir.arch",
        "bir.version",
        "bir.neuron_core_id",
        "bir.json_nulls",
        "bir.unknown_members",
        "bir.attributes_unknown_members",
        "bir.kernel_library",
    ];
    // Several cores' functions of one document share a name (docs/bir-json-format.md, G15);
    // the importer gives them unique symbols and keeps the JSON name here.
    if name == "bir.json_name" {
        if op_name(op) != "bir.func" {
            return err("'bir.json_name' is only valid on a bir.func".to_owned());
        }
        if nki::ffi::string_attr_value(value).is_none() {
            return err(format!("'bir.json_name' must be a string, got {value}"));
        }
        return Ok(());
    }
    if name == "bir.accumulation_group" || name == "bir.bank_window" {
        return verify_accumulation_annotation(op, name, value);
    }
    if !known.contains(&name) {
        return err(format!("unknown bir module attribute '{name}'"));
    }
    if op_name(op) != "builtin.module" {
        return err(format!("'{name}' is only valid on a builtin.module"));
    }
    match name {
        "bir.arch" | "bir.kernel_library" => {
            if nki::ffi::string_attr_value(value).is_none() {
                return err(format!("'{name}' must be a string, got {value}"));
            }
        }
        "bir.version" => {
            if IntegerAttribute::try_from(value).is_err() || BoolAttribute::try_from(value).is_ok()
            {
                return err(format!("'bir.version' must be an integer, got {value}"));
            }
        }
        "bir.neuron_core_id" => {
            let id = IntegerAttribute::try_from(value)
                .ok()
                .filter(|_| BoolAttribute::try_from(value).is_err());
            match id {
                None => {
                    return err(format!(
                        "'bir.neuron_core_id' must be an integer, got {value}"
                    ))
                }
                Some(id) if id.value() < 0 => {
                    return err(format!(
                        "'bir.neuron_core_id' must be non-negative, got {}",
                        id.value()
                    ))
                }
                _ => {}
            }
        }
        "bir.json_nulls" => {
            if let Ok(array) = ArrayAttribute::try_from(value) {
                for i in 0..array.len() {
                    let member = array
                        .element(i)
                        .ok()
                        .and_then(nki::ffi::string_attr_value)
                        .unwrap_or_default();
                    if !member.is_empty() && op.attribute(&format!("bir.{member}")).is_ok() {
                        return err(format!(
                            "member '{member}' is listed in 'bir.json_nulls' but 'bir.{member}' \
                             is also set"
                        ));
                    }
                }
            }
            let ok = ArrayAttribute::try_from(value)
                .map(|a| {
                    (0..a.len()).all(|i| {
                        a.element(i)
                            .ok()
                            .and_then(nki::ffi::string_attr_value)
                            .is_some()
                    })
                })
                .unwrap_or(false);
            if !ok {
                return err("'bir.json_nulls' must be an array of strings");
            }
        }
        _ => {
            if attrs::json_text(value).is_none() {
                return err(format!("'{name}' must be a #bir.json attribute"));
            }
        }
    }
    Ok(())
}

/// The annotations `legalize-matmul-accumulation-groups` leaves on a matmul:
/// `bir.accumulation_group` (the group id, ≥ 0) and `bir.bank_window`
/// (first bank, size: an aligned power-of-two run of PSUM banks).
fn verify_accumulation_annotation(
    op: &OpView<'_, '_>,
    name: &str,
    value: Attribute<'_>,
) -> Result<(), VerifyError> {
    const MATMULS: [&str; 4] = [
        "bir.matmult",
        "bir.matmult_base",
        "bir.matmult_sparse",
        "bir.matmult_symbolic",
    ];
    if !MATMULS.contains(&op_name(op)) {
        return err(format!("'{name}' is only valid on a matmul"));
    }
    if name == "bir.accumulation_group" {
        let id = IntegerAttribute::try_from(value)
            .ok()
            .filter(|_| BoolAttribute::try_from(value).is_err());
        return match id {
            None => err(format!(
                "'bir.accumulation_group' must be an integer, got {value}"
            )),
            Some(id) if id.value() < 0 => err(format!(
                "'bir.accumulation_group' must be non-negative, got {}",
                id.value()
            )),
            _ => Ok(()),
        };
    }
    let Some([first, size]) = i64_array(value).and_then(|v| <[i64; 2]>::try_from(v).ok()) else {
        return err(format!(
            "'bir.bank_window' must be array<i64: first, size>, got {value}"
        ));
    };
    if size <= 0 || size & (size - 1) != 0 {
        return err(format!(
            "'bir.bank_window' size must be a power of two, got {size}"
        ));
    }
    if first < 0 || first % size != 0 {
        return err(format!(
            "'bir.bank_window' must start at a multiple of its size {size}, got {first}"
        ));
    }
    Ok(())
}
