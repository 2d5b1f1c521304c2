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

mod module_attrs;
mod operands;

pub use module_attrs::verify_attribute;
use operands::*;

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
