//! Semantic checks of `bir` ops, run by MLIR through each op's `verify()`,
//! and of the `bir.*` module attributes. The rules are listed in
//! `dialects/bir/README.md`. Every check is a pure function of the IR and
//! tolerates odd IR (missing attributes, wrong kinds): ODS has already
//! checked attribute presence and types when these run, but nothing here
//! relies on it.

use super::attrs::{self, ArgKind};
use super::ops::{self, OpClass};
use crate::ir::nested_ops;
use crate::verify::{into_verify_error, OpView, VerifyError};
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

mod calls;
mod module_attrs;
mod operands;

pub use calls::CallError;
use calls::*;
pub use module_attrs::{verify_attribute, ModuleAttrError, On};
use operands::*;
pub use operands::{ArgRef, Group, OperandError};

/// A rule of a `bir` op or attribute that failed. The op rules (names,
/// storage, blocks, loops, the memory rules of instructions) are variants
/// here; the operand, call-site and module-attribute rules have an enum
/// each, nested transparently. The texts are the diagnostics the lit tests
/// pin, byte for byte.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BirVerifyError {
    #[error("'{}' lists '{member}' twice or empty", ops::attribute::JSON_NULLS)]
    JsonNullRepeated { member: String },
    #[error(
        "member '{member}' is listed in '{}' but is also set",
        ops::attribute::JSON_NULLS
    )]
    JsonNullAlsoSet { member: String },
    #[error("duplicate {what} name '{name}'")]
    Duplicate { what: Named, name: String },
    #[error("'{op}' must precede the function's blocks")]
    StorageAfterBlocks { op: String },
    #[error(
        "body may only hold '{}', '{}' and '{}' ops, found '{found}'",
        ops::Allocation::NAME,
        ops::MemoryLocation::NAME,
        ops::Block::NAME
    )]
    FuncBodyOp { found: String },
    #[error("'{name}' spans {partitions} partitions, more than {MAX_PARTITIONS}")]
    TooManyPartitions { name: String, partitions: i64 },
    #[error("'{name}': PSUM bank {bank} is out of range (the architectures have {banks} banks)")]
    PsumBankOutOfRange { name: String, bank: u64, banks: u64 },
    #[error(
        "'{name}': PSUM address {addr} in bank {bank} is past the {bytes} bytes of PSUM per \
         partition"
    )]
    PsumAddressOutOfRange {
        name: String,
        addr: u64,
        bank: u64,
        bytes: u64,
    },
    #[error("'{name}': SBUF address {addr} is past the {bytes} bytes of SBUF per partition")]
    SbufAddressOutOfRange { name: String, addr: u64, bytes: u64 },
    #[error("may only contain '{}' ops, found '{found}'", ops::Block::NAME)]
    LoopBodyOp { found: String },
    #[error("result must be in PSUM, got '{memory_type}'")]
    MatmultResultMemory { memory_type: String },
    #[error("{role} operand must be in SBUF, got '{memory_type}'")]
    MatmultOperandMemory {
        role: &'static str,
        memory_type: String,
    },
    #[error("{role} operand must be float32, got '{dtype}'")]
    ActivationOperandDtype { role: &'static str, dtype: String },
    #[error("'{member}' names no block of the function: '{target}'")]
    UnknownBranchTarget {
        member: &'static str,
        target: String,
    },
    #[error(transparent)]
    Operand(#[from] OperandError),
    #[error(transparent)]
    Call(#[from] CallError),
    #[error(transparent)]
    ModuleAttr(#[from] ModuleAttrError),
}

into_verify_error!(BirVerifyError => OperandError, CallError, ModuleAttrError);

/// What a name that must be unique in its function names (ODS,
/// `BIR_NonEmptyStrAttr`, has checked that it is not empty).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Named {
    Allocation,
    MemoryLocation,
    Block,
    Instruction,
}

impl std::fmt::Display for Named {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Named::Allocation => "allocation",
            Named::MemoryLocation => "memory location",
            Named::Block => "block",
            Named::Instruction => "instruction",
        })
    }
}

type Error = BirVerifyError;

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
    verify_json_nulls(op)?;
    match OpClass::of(op) {
        Some(OpClass::Func) => verify_func(op),
        Some(OpClass::Allocation | OpClass::Block) => Ok(()),
        Some(OpClass::MemoryLocation) => Ok(verify_memory_location(op)?),
        Some(OpClass::Loop) => Ok(verify_loop(op)?),
        Some(class) => Ok(verify_instruction(op, class)?),
        None => Ok(()),
    }
}

/// `json_nulls` lists members that were JSON `null`: each at most once, and
/// never one that is also set.
fn verify_json_nulls(op: &Op<'_, '_>) -> Result<(), Error> {
    let mut seen = HashSet::new();
    for entry in array_attr(op, ops::attribute::JSON_NULLS) {
        let Some(member) = nki::ffi::string_attr_value(entry) else {
            continue; // ODS checks the element type
        };
        if member.is_empty() || !seen.insert(member.clone()) {
            return Err(Error::JsonNullRepeated { member });
        }
        if op.attribute(&member).is_ok() {
            return Err(Error::JsonNullAlsoSet { member });
        }
    }
    Ok(())
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
        match OpClass::of(&child) {
            Some(class @ (OpClass::Allocation | OpClass::MemoryLocation)) => {
                if seen_block {
                    return Err(Error::StorageAfterBlocks { op: name.into() }.into());
                }
                let (names, what, attribute) = if class == OpClass::Allocation {
                    (
                        &mut allocations,
                        Named::Allocation,
                        ops::Allocation::NAME_ATTR,
                    )
                } else {
                    (
                        &mut locations,
                        Named::MemoryLocation,
                        ops::MemoryLocation::NAME_ATTR,
                    )
                };
                if let Some(n) = str_attr(&child, attribute) {
                    if !names.insert(n) {
                        let name = n.to_owned();
                        return Err(VerifyError::at(&child, Error::Duplicate { what, name }));
                    }
                }
            }
            Some(OpClass::Block) => seen_block = true,
            _ => return Err(Error::FuncBodyOp { found: name.into() }.into()),
        }
    }
    let nested = nested_ops(op);
    let mut callees = Callees::default();
    // Branches are checked once every block name is known: one walk of the
    // function for all of them, not one per branch.
    let mut branches = Vec::new();
    for child in nested {
        let class = OpClass::of(&child);
        if matches!(class, Some(OpClass::NkiKernel | OpClass::NkiklirKernel)) {
            check_call_site(op, &child, &locations, &mut callees)?;
        }
        match class {
            Some(OpClass::Allocation | OpClass::MemoryLocation | OpClass::Loop) => {}
            Some(OpClass::Block) => {
                if let Some(n) = str_attr(&child, ops::Block::NAME_ATTR) {
                    if !blocks.insert(n) {
                        let (what, name) = (Named::Block, n.to_owned());
                        return Err(VerifyError::at(&child, Error::Duplicate { what, name }));
                    }
                }
            }
            Some(class) => {
                if let Some(n) = str_attr(&child, ops::Instruction::NAME_ATTR) {
                    if !instructions.insert(n) {
                        // At the duplicate, which may be deep in the function.
                        let (what, name) = (Named::Instruction, n.to_owned());
                        return Err(VerifyError::at(&child, Error::Duplicate { what, name }));
                    }
                }
                let members: &[&'static str] = match class {
                    OpClass::CompareAndBranch => &[
                        ops::CompareAndBranch::ON_TRUE_ATTR,
                        ops::CompareAndBranch::ON_FALSE_ATTR,
                    ],
                    OpClass::UnconditionalBranch => &[ops::UnconditionalBranch::TARGET_ATTR],
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

fn verify_memory_location(op: &Op<'_, '_>) -> Result<(), Error> {
    type M<'c, 'a> = ops::MemoryLocation<'c, 'a>;
    // ODS has checked, before this runs, that every one is present and of
    // its kind: dims non-empty and non-negative (`BIR_DimsAttr`), bank and
    // addr naturals (`BIR_NatAttr`). So a missing one was reported there:
    // nothing is checked against a stand-in value.
    let (Some(name), Some(dims), Some(memory_type), Some(bank), Some(addr)) = (
        str_attr(op, M::NAME_ATTR),
        op.attribute(M::DIMS_ATTR).ok().and_then(i64_array),
        enum_attr(op, M::MEMORY_TYPE_ATTR),
        int_attr(op, M::BANK_ATTR).and_then(|v| u64::try_from(v).ok()),
        int_attr(op, M::ADDR_ATTR).and_then(|v| u64::try_from(v).ok()),
    ) else {
        return Ok(());
    };
    let Some(&partitions) = dims.first() else {
        return Ok(());
    };
    if is_on_chip(memory_type) && partitions > MAX_PARTITIONS {
        let name = name.to_owned();
        return Err(Error::TooManyPartitions { name, partitions });
    }
    check_placement(name, memory_type, bank, addr)
}

/// A memory location's bank and address (naturals, by ODS): on chip, inside
/// the largest address space of the known architectures (the module's arch
/// is not at hand here, and passes check against it): a PSUM bank below the
/// bank count and a start address inside PSUM or SBUF. Out-of-range values
/// made passes compute spans that overflow (`bank = 2^53`) or clamp.
fn check_placement(name: &str, memory_type: &str, bank: u64, addr: u64) -> Result<(), Error> {
    let name = || name.to_owned();
    let archs = || {
        nki_formats::arch::NAMES
            .iter()
            .filter_map(|n| nki_formats::arch::lookup(n))
    };
    match memory_type {
        "PSUM" => {
            let banks = archs().map(|a| a.psum_banks).max().unwrap_or(0);
            let bytes = archs()
                .map(|a| a.psum_bytes_per_partition())
                .max()
                .unwrap_or(0);
            let bank_bytes = archs().map(|a| a.psum_bank_bytes).max().unwrap_or(0);
            if bank >= banks {
                let name = name();
                return Err(Error::PsumBankOutOfRange { name, bank, banks });
            }
            if bank * bank_bytes + addr >= bytes {
                return Err(Error::PsumAddressOutOfRange {
                    name: name(),
                    addr,
                    bank,
                    bytes,
                });
            }
        }
        "SB" => {
            let bytes = archs()
                .map(|a| a.sbuf_bytes_per_partition)
                .max()
                .unwrap_or(0);
            if addr >= bytes {
                let name = name();
                return Err(Error::SbufAddressOutOfRange { name, addr, bytes });
            }
        }
        _ => {}
    }
    Ok(())
}

fn verify_loop(op: &Op<'_, '_>) -> Result<(), Error> {
    for child in body(op, 0) {
        if OpClass::of(&child) != Some(OpClass::Block) {
            let found = op_name(&child).into();
            return Err(Error::LoopBodyOp { found });
        }
    }
    // The stride is a natural: ODS (`BIR_NatAttr`).
    Ok(())
}

// ---------------------------------------------------------------------------
// Instructions

fn verify_instruction(op: &Op<'_, '_>, class: OpClass) -> Result<(), Error> {
    let (ins_segment, outs_segment) = segments(op);
    let ins = arguments(op, Group::Ins, ins_segment)?;
    let outs = arguments(op, Group::Outs, outs_segment)?;
    for (group, args) in [(Group::Ins, &ins), (Group::Outs, &outs)] {
        for (index, arg) in args.iter().enumerate() {
            let at = ArgRef { group, index };
            check_bounds(at, arg)?;
            check_immediate(at, arg)?;
        }
    }
    if class == OpClass::Activation {
        verify_activation(&ins)?;
    }
    match class {
        c if c.is_matmul_like() => verify_matmult(&ins, &outs),
        OpClass::TensorScalarPtr => {
            // in0 is the data; in2 is a second tile in the scalar-tensor-
            // tensor and scan forms (in1 is a per-partition scalar).
            let two_tiles = [
                ops::TensorScalarPtr::IS_SCALAR_TENSOR_TENSOR_ATTR,
                ops::TensorScalarPtr::IS_TENSOR_TENSOR_SCAN_ATTR,
            ]
            .iter()
            .any(|m| {
                op.attribute(m)
                    .ok()
                    .and_then(|a| BoolAttribute::try_from(a).ok())
                    .is_some_and(|b| b.value())
            });
            Ok(same_elements(
                &ins,
                &outs,
                if two_tiles { &[0, 2] } else { &[0] },
            )?)
        }
        OpClass::NkiKernel => Ok(verify_nki_kernel(op)?),
        _ => Ok(same_elements(&ins, &outs, class.same_elements_ins())?),
    }
}

/// Matmul results accumulate in PSUM; the stationary (first memory input)
/// and moving (second) operands are read from SBUF.
fn verify_matmult(ins: &[Arg<'_>], outs: &[Arg<'_>]) -> Result<(), Error> {
    for location in memory_operands(outs) {
        if location.memory_type != "PSUM" {
            let memory_type = location.memory_type.to_owned();
            return Err(Error::MatmultResultMemory { memory_type });
        }
    }
    for (role, location) in ["stationary", "moving"]
        .into_iter()
        .zip(memory_operands(ins))
    {
        if location.memory_type != "SB" {
            let memory_type = location.memory_type.to_owned();
            return Err(Error::MatmultOperandMemory { role, memory_type });
        }
    }
    Ok(())
}

/// Activation `ins` are [input, bias, scale]; the bias and scale tensors
/// are float32 (the compiler's zero bias is hard-wired float32).
fn verify_activation(ins: &[Arg<'_>]) -> Result<(), Error> {
    for (role, arg) in ["bias", "scale"].into_iter().zip(ins.iter().skip(1)) {
        if matches!(arg.kind, ArgKind::PhysicalAp | ArgKind::RegisterAp) {
            let dtype = attrs::arg_dtype(arg.attr).unwrap_or_default();
            if dtype != "float32" {
                let dtype = dtype.to_owned();
                return Err(Error::ActivationOperandDtype { role, dtype });
            }
        }
    }
    Ok(())
}

/// Branch targets name blocks of the enclosing function (`blocks`, its
/// block names read once); reported at the branch.
fn verify_branch_targets(
    op: &Op<'_, '_>,
    members: &[&'static str],
    blocks: &FxHashSet<&str>,
) -> Result<(), VerifyError> {
    for &member in members {
        if let Some(target) = str_attr(op, member) {
            if !blocks.contains(target) {
                let target = target.to_owned();
                return Err(VerifyError::at(
                    op,
                    Error::UnknownBranchTarget { member, target },
                ));
            }
        }
    }
    Ok(())
}
