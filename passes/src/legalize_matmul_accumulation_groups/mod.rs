//! `legalize-matmul-accumulation-groups`: the bank a codegen gives a PSUM
//! tensor is only a hint (docs/compiler-contract.md §1.4, getBankId); what the hardware
//! needs is that one accumulation group's zero region fits an aligned
//! power-of-two window of at most the arch's bank count (8). This pass finds
//! the groups, checks that rule, records the result on every matmul, and
//! spills a group that does not fit to SBUF with a column-tiled re-reduce.
//!
//! The rule, the group boundaries (loops included) and the exact spill
//! sequence are documented with a worked example in
//! `docs/legalize-matmul-accumulation-groups.md`; [`groups`] holds the rule
//! as plain arithmetic, [`spill`] the rewrite.
//!
//! # Annotations
//!
//! Every matmul that writes PSUM gets `bir.accumulation_group = N : i64`
//! (numbered per function in the order groups start; tile groups made by a
//! spill take the next free numbers) and `bir.bank_window = array<i64: first,
//! size>`. The bir dialect verifies both (matmul family only; id ≥ 0; size a
//! power of two, first a multiple of it).

mod groups;
mod spill;

use crate::options::{
    Arch as ArchOption, LegalizeMatmulAccumulationGroupsOptions,
    LegalizeMatmulAccumulationGroupsStatistics,
};
use groups::{access_span, find_groups, window, Access, Placement, Span, Window};
use melior::ir::{
    operation::{OperationLike, OperationResult},
    Attribute, OperationRef, Value, ValueLike,
};
use nki::{
    ffi::{emit, EmitSeverity},
    pass::PassFailure,
};
use nki_dialects::bir::attrs::{self, ArgKind};
use nki_dialects::bir::ops::{discardable, Instruction as InstructionView, MatmulLikeOp, OpClass};
use nki_formats::arch::{self, Arch};
use rustc_hash::FxHashMap;
use tracing::debug;

/// The pass (passes/Passes.td): every function's accumulation groups
/// checked, annotated and, when too large, spilled.
pub fn run(
    options: &LegalizeMatmulAccumulationGroupsOptions,
    module: OperationRef<'_, '_>,
    statistics: &mut LegalizeMatmulAccumulationGroupsStatistics,
) -> Result<(), PassFailure> {
    let arch = match options.arch {
        ArchOption::Unset => arch::for_module(
            discardable::arch(module)
                .map_err(|e| e.emit(module.location()))?
                .as_deref(),
        ),
        named => arch::lookup(named.spelling()).unwrap_or(arch::TRN2),
    };
    let pass = Legalize {
        spill: options.spill,
    };
    let mut failed = false;
    for func in ops_in_regions(&module) {
        if OpClass::of(&func) == Some(OpClass::Func) {
            failed |= pass.legalize_function(func, &arch, statistics).is_err();
        }
    }
    if failed {
        Err(PassFailure)
    } else {
        Ok(())
    }
}

struct Legalize {
    spill: bool,
}

impl Legalize {
    fn legalize_function(
        &self,
        func: OperationRef<'_, '_>,
        arch: &Arch,
        statistics: &mut LegalizeMatmulAccumulationGroupsStatistics,
    ) -> Result<(), PassFailure> {
        let mut walk = Walk::default();
        walk.visit(func);
        let mut placements = PsumPlacements::default();
        let mut accesses: Vec<Access> = Vec::with_capacity(walk.instructions.len());
        let mut unplaced = false;
        for instruction in &walk.instructions {
            match access_of(instruction.op, arch, &mut placements) {
                Ok(access) => accesses.push(access),
                Err(message) => {
                    // Never skipped silently: a matmul left out of its group
                    // would keep no annotations.
                    emit(instruction.op.location(), EmitSeverity::Error, &message);
                    unplaced = true;
                }
            }
        }
        if unplaced {
            return Err(PassFailure);
        }
        let groups = find_groups(&accesses);
        statistics.groups += groups.len() as u64;
        let mut next_id = groups.len() as u64;
        let mut names = spill::Names::of_function(func).map_err(|message| {
            emit(func.location(), EmitSeverity::Error, &message);
            PassFailure
        })?;
        let mut failed = false;
        for (id, group) in groups.iter().enumerate() {
            let (first, last) = group.span.banks(arch.psum_bank_bytes);
            let window = window(first, last);
            let members: Vec<_> = group
                .members
                .iter()
                .map(|&m| walk.instructions[m].op)
                .collect();
            debug!(
                "accumulation group {id}: {} matmul(s), banks {first}..{last}, window {}+{}",
                members.len(),
                window.first,
                window.size
            );
            if window.size <= arch.psum_banks {
                for op in &members {
                    annotate(*op, id as u64, window)?;
                }
                statistics.matmuls_annotated += members.len() as u64;
                continue;
            }
            let message = format!(
                "accumulation group is too large for SB: group {id} spans PSUM banks \
                 {first}..{last}, which needs a {}-bank window (at most {})",
                window.size, arch.psum_banks
            );
            let at = members[0].location();
            if !self.spill {
                emit(at, EmitSeverity::Error, &message);
                failed = true;
                continue;
            }
            emit(at, EmitSeverity::Warning, &message);
            let plan = spill::Plan {
                id: id as u64,
                members: &group
                    .members
                    .iter()
                    .map(|&m| &walk.instructions[m])
                    .collect::<Vec<_>>(),
                closer: group.closer.map(|c| walk.instructions[c].op),
                zeroes: group.zeroes,
                span: group.span,
                loops: &walk.loops,
            };
            match spill::rewrite(func, &plan, arch, &mut names, &mut next_id) {
                Ok(()) => statistics.groups_spilled += 1,
                Err(reason) => {
                    emit(
                        at,
                        EmitSeverity::Error,
                        &format!("cannot spill accumulation group {id}: {reason}"),
                    );
                    failed = true;
                }
            }
        }
        if failed {
            Err(PassFailure)
        } else {
            Ok(())
        }
    }
}

/// Records a matmul's group and window.
pub(crate) fn annotate(
    op: OperationRef<'_, '_>,
    id: u64,
    window: Window,
) -> Result<(), PassFailure> {
    let int = |value: u64| {
        i64::try_from(value).map_err(|_| {
            emit(
                op.location(),
                EmitSeverity::Error,
                &format!("internal error: {value} does not fit an i64 annotation"),
            );
            PassFailure
        })
    };
    let group = int(id)?;
    let bank_window = [int(window.first)?, int(window.size)?];
    discardable::set_accumulation_group(op, group);
    discardable::set_bank_window(op, &bank_window);
    Ok(())
}

/// An instruction with the `bir.loop`s around it (indices into
/// [`Walk::loops`], outermost first).
pub(crate) struct Instruction<'c, 'a> {
    pub op: OperationRef<'c, 'a>,
    pub loops: Vec<usize>,
}

/// The instructions of a function in program order, a loop body once.
#[derive(Default)]
pub(crate) struct Walk<'c, 'a> {
    pub instructions: Vec<Instruction<'c, 'a>>,
    pub loops: Vec<OperationRef<'c, 'a>>,
    stack: Vec<usize>,
}

impl<'c, 'a> Walk<'c, 'a> {
    fn visit(&mut self, op: OperationRef<'c, 'a>) {
        for child in ops_in_regions(&op) {
            match OpClass::of(&child) {
                Some(OpClass::Block) => self.visit(child),
                Some(OpClass::Loop) => {
                    self.stack.push(self.loops.len());
                    self.loops.push(child);
                    self.visit(child);
                    self.stack.pop();
                }
                Some(OpClass::Allocation | OpClass::MemoryLocation) => {}
                _ => self.instructions.push(Instruction {
                    op: child,
                    loops: self.stack.clone(),
                }),
            }
        }
    }
}

pub(crate) use nki_dialects::ir::ops_in_regions;

pub(crate) fn is_matmul(op: &OperationRef<'_, '_>) -> bool {
    OpClass::of(op).is_some_and(OpClass::is_matmul_like)
}

/// A `bir.memory_location` an operand names.
pub(crate) struct MemoryLocation {
    pub name: String,
    pub placement: Placement,
    /// `base`: the first partition.
    pub base: i64,
}

/// The memory type (`SB`, `PSUM`, …) of the `bir.memory_location` an
/// operand names.
fn memory_type<'c>(value: Value<'c, '_>) -> Option<&'c str> {
    attrs::memory_location_of(value).map(|location| location.memory_type)
}

/// The `bir.memory_location` an operand names (`None` for another value);
/// one without its placement is an error naming what is missing.
pub(crate) fn memory_location(value: Value<'_, '_>) -> Result<Option<MemoryLocation>, String> {
    let Some(owner) = OperationResult::try_from(value).ok().map(|r| r.owner()) else {
        return Ok(None);
    };
    let Some(location) = nki_dialects::bir::ops::MemoryLocation::cast(owner) else {
        return Ok(None);
    };
    let read = |e: nki_dialects::bir::ops::AttrError| e.to_string();
    let name = location.name().map_err(read)?;
    let dims = location.dims().map_err(read)?;
    // Spans are measured against it: a missing size is no size of 0.
    let Some(&bytes_per_partition) = dims.get(1) else {
        return Err(format!(
            "memory location '{name}' has dims {dims:?}, no bytes per partition (dims are \
             [partitions, bytes per partition])"
        ));
    };
    Ok(Some(MemoryLocation {
        name,
        placement: Placement {
            // A negative bank or address (which the bir verifier rejects)
            // becomes one that no access span fits, never bank or address 0.
            bank: u64::try_from(location.bank().map_err(read)?).unwrap_or(u64::MAX),
            addr: u64::try_from(location.addr().map_err(read)?).unwrap_or(u64::MAX),
            bytes_per_partition: u64::try_from(bytes_per_partition).unwrap_or(u64::MAX),
        },
        base: location.base().map_err(read)?,
    }))
}

/// One element of `ins_args`/`outs_args`, with its operand if it is a
/// `physical_ap`.
pub(crate) struct Arg<'c, 'a> {
    pub attr: Attribute<'c>,
    pub kind: Option<ArgKind>,
    pub operand: Option<Value<'c, 'a>>,
}

/// An instruction's input or output side.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Side {
    Ins,
    Outs,
}

/// The arguments of side `ins` or `outs`, each `physical_ap` paired with
/// the next operand of its segment; nothing for an op that is not an
/// instruction, an error for arguments the view cannot read.
pub(crate) fn arguments<'c, 'a>(
    op: &OperationRef<'c, 'a>,
    side: Side,
) -> Result<Vec<Arg<'c, 'a>>, String> {
    let Some(instruction) = InstructionView::cast(*op) else {
        return Ok(Vec::new());
    };
    let (operands, list) = match side {
        Side::Ins => (instruction.ins(), instruction.ins_args()),
        Side::Outs => (instruction.outs(), instruction.outs_args()),
    };
    let list = list.map_err(|e| e.to_string())?;
    let mut operands = operands.into_iter();
    Ok(list
        .into_iter()
        .map(|attr| {
            let kind = attrs::arg_kind(attr);
            let operand = if kind == Some(ArgKind::PhysicalAp) {
                operands.next()
            } else {
                None
            };
            Arg {
                attr,
                kind,
                operand,
            }
        })
        .collect())
}

/// The placement of each PSUM memory location the instructions name, read
/// once per function: one location is named by instruction after
/// instruction, and reading it takes several attribute look-ups by name.
#[derive(Default)]
struct PsumPlacements {
    /// By the raw handle of the location's value; `None`: not in PSUM.
    by_value: FxHashMap<usize, Option<Placement>>,
}

impl PsumPlacements {
    fn of(&mut self, value: Value<'_, '_>) -> Result<Option<Placement>, String> {
        let key = value.to_raw().ptr as usize;
        if let Some(placement) = self.by_value.get(&key) {
            return Ok(*placement);
        }
        // Most operands are not in PSUM: the memory type is read first.
        let placement = if memory_type(value) == Some("PSUM") {
            memory_location(value)?.map(|location| location.placement)
        } else {
            None
        };
        self.by_value.insert(key, placement);
        Ok(placement)
    }

    /// The PSUM placement of an argument's operand, if it has one.
    fn of_arg(&mut self, arg: &Arg<'_, '_>) -> Result<Option<Placement>, String> {
        match arg.operand {
            Some(value) => self.of(value),
            None => Ok(None),
        }
    }
}

/// The PSUM bytes an argument touches, if it is a `physical_ap` on PSUM
/// `placement`.
fn psum_span(arg: &Arg<'_, '_>, arch: &Arch, placement: Placement) -> Option<Span> {
    let size = attrs::dtype_size(attrs::arg_dtype(arg.attr)?)?;
    access_span(
        placement,
        &attrs::arg_ap(arg.attr),
        attrs::arg_offset(arg.attr),
        size as u64,
        arch.psum_bank_bytes,
    )
}

/// What an instruction does to PSUM. A matmul writing a PSUM location whose
/// bytes cannot be computed (a placement past the address space, an
/// unusable access pattern) is an error, not an instruction outside every
/// group.
fn access_of(
    op: OperationRef<'_, '_>,
    arch: &Arch,
    placements: &mut PsumPlacements,
) -> Result<Access, String> {
    if let Some(matmul) = MatmulLikeOp::cast(op) {
        for arg in arguments(&op, Side::Outs)? {
            let Some(placement) = placements.of_arg(&arg)? else {
                continue;
            };
            let Some(dest) = psum_span(&arg, arch, placement) else {
                return Err(format!(
                    "cannot place the PSUM bytes this matmul writes (bank {}, addr {}, {}): its \
                     accumulation group cannot be legalized",
                    show_placement(placement.bank),
                    show_placement(placement.addr),
                    arg.attr
                ));
            };
            return Ok(Access::Matmul {
                zeroes: matmul.start_tensor_calc().map_err(|e| e.to_string())?,
                dest,
            });
        }
    }
    let ins = arguments(&op, Side::Ins)?;
    let outs = arguments(&op, Side::Outs)?;
    let mut spans: Vec<Span> = Vec::new();
    for arg in ins.iter().chain(outs.iter()) {
        let Some(placement) = placements.of_arg(arg)? else {
            continue;
        };
        match psum_span(arg, arch, placement) {
            Some(span) => spans.push(span),
            // A count of zero touches nothing.
            None if attrs::arg_ap(arg.attr).iter().any(|&(_, num)| num == 0) => {}
            // Any other PSUM access without a span could end a group unseen.
            None => {
                return Err(format!(
                    "cannot place the PSUM bytes this instruction accesses (bank {}, addr {}, \
                     {}): the accumulation groups around it cannot be legalized",
                    show_placement(placement.bank),
                    show_placement(placement.addr),
                    arg.attr
                ))
            }
        }
    }
    Ok(if spans.is_empty() {
        Access::None
    } else {
        Access::Other { spans }
    })
}

/// A placement value; a negative one was read as `u64::MAX`.
fn show_placement(value: u64) -> String {
    if value == u64::MAX {
        "negative".into()
    } else {
        value.to_string()
    }
}
