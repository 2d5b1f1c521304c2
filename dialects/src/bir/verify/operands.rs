//! The operands of an instruction: each `ins_args`/`outs_args` element paired
//! with its operand, and the rules on access patterns (inside their memory
//! location, no negative offsets, elementwise operands covering
//! the result's elements, immediates holding numbers).

use super::*;

/// A rule on an instruction's operands that failed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OperandError {
    #[error(
        "'{group}_args' has {physical} physical_ap argument(s) but there are {operands} \
         '{group}' operand(s)"
    )]
    OperandCount {
        group: Group,
        physical: usize,
        operands: usize,
    },
    #[error("{arg} spans {partitions} partitions, more than {MAX_PARTITIONS}")]
    TooManyPartitions { arg: ArgRef, partitions: i64 },
    #[error("{arg} has a negative offset {offset}")]
    NegativeOffset { arg: ArgRef, offset: i64 },
    #[error("{arg} accesses partitions {first}..{last} of '{location}', which has {rows}")]
    PartitionsOutOfBounds {
        arg: ArgRef,
        first: i64,
        last: i128,
        location: String,
        rows: i64,
    },
    #[error("{arg} reaches element {element} of a partition of '{location}'")]
    BeforePartitionStart {
        arg: ArgRef,
        element: i128,
        location: String,
    },
    #[error(
        "{arg} reaches element {element} of a partition of '{location}', which holds {free} \
         {dtype} elements per partition"
    )]
    PastPartitionEnd {
        arg: ArgRef,
        element: i128,
        location: String,
        free: i64,
        dtype: String,
    },
    #[error(
        "'ins' argument {index} covers {have} elements but 'outs' argument 0 covers {want}: the \
         operands of an elementwise instruction cover the same elements (a broadcast operand \
         has step-0 pairs)"
    )]
    ElementCountMismatch {
        index: usize,
        have: i128,
        want: i128,
    },
    #[error("{arg}: imm_value must be a number")]
    ImmValueNotNumber { arg: ArgRef },
    #[error("{arg}: imm_array must hold numbers")]
    ImmArrayNotNumbers { arg: ArgRef },
}

/// The operand groups of an instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Group {
    Ins,
    Outs,
}

impl std::fmt::Display for Group {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Group::Ins => "ins",
            Group::Outs => "outs",
        })
    }
}

/// One argument of an instruction, as messages name it: `'ins' argument 1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ArgRef {
    pub group: Group,
    pub index: usize,
}

impl std::fmt::Display for ArgRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "'{}' argument {}", self.group, self.index)
    }
}

/// The memory location an operand refers to.
pub(super) type Location<'c> = attrs::MemoryLocation<'c>;

pub(super) fn location_of<'c>(value: melior::ir::Value<'c, '_>) -> Option<Location<'c>> {
    attrs::memory_location_of(value)
}

/// One element of `ins_args`/`outs_args` with its memory operand.
pub(super) struct Arg<'c> {
    pub(super) attr: Attribute<'c>,
    pub(super) kind: ArgKind,
    pub(super) location: Option<Location<'c>>,
}

/// The arguments of `group`, each `physical_ap` paired with its operand;
/// checks that the counts agree.
pub(super) fn arguments<'c>(
    op: &Op<'c, '_>,
    group: Group,
    (first, count): (usize, usize),
) -> Result<Vec<Arg<'c>>, OperandError> {
    let attrs = array_attr(
        op,
        match group {
            Group::Ins => crate::bir::ops::Instruction::INS_ARGS_ATTR,
            Group::Outs => crate::bir::ops::Instruction::OUTS_ARGS_ATTR,
        },
    );
    let mut args = Vec::new();
    let mut next = 0usize;
    for attr in attrs {
        // ODS (`BIR_ArgListAttr`) has checked that every element is a bir
        // argument attribute.
        let Some(kind) = attrs::arg_kind(attr) else {
            continue;
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
        return Err(OperandError::OperandCount {
            group,
            physical: next,
            operands: count,
        });
    }
    Ok(args)
}

/// (index of the first operand, operand count) of the groups `ins` and
/// `outs`.
pub(super) fn segments(op: &Op<'_, '_>) -> ((usize, usize), (usize, usize)) {
    let size = |a: &DenseI32ArrayAttribute, i: usize| {
        if i < a.len() {
            a.element(i).unwrap_or(0).max(0) as usize
        } else {
            0
        }
    };
    let (ins, outs) = op
        .attribute(crate::bir::ops::operand_segment_sizes())
        .ok()
        .and_then(|a| DenseI32ArrayAttribute::try_from(a).ok())
        .map(|a| (size(&a, 0), size(&a, 1)))
        .unwrap_or_default();
    ((0, ins), (ins, outs))
}

/// A `physical_ap` must stay inside its memory location (docs/bir-json-format.md G5 convention:
/// pairs `[step, num]` in elements, the first pair over partitions, the
/// offset row-major over the whole tensor).
pub(super) fn check_bounds(at: ArgRef, arg: &Arg<'_>) -> Result<(), OperandError> {
    let Some(location) = &arg.location else {
        return Ok(());
    };
    let ap = attrs::arg_ap(arg.attr);
    let Some(&(_, partitions)) = ap.first() else {
        return Ok(());
    };
    // A zero count accesses no element (counts are non-negative: ODS,
    // `BIR_ArgListAttr`).
    if ap.iter().any(|&(_, num)| num <= 0) {
        return Ok(());
    }
    if is_on_chip(location.memory_type) && partitions > MAX_PARTITIONS {
        return Err(OperandError::TooManyPartitions {
            arg: at,
            partitions,
        });
    }
    let offset = attrs::arg_offset(arg.attr);
    if offset < 0 {
        return Err(OperandError::NegativeOffset { arg: at, offset });
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
        return Err(OperandError::PartitionsOutOfBounds {
            arg: at,
            first: first_partition,
            last: last_partition,
            location: location.name.to_owned(),
            rows,
        });
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
        return Err(OperandError::BeforePartitionStart {
            arg: at,
            element: low,
            location: location.name.to_owned(),
        });
    }
    if high >= i128::from(free) {
        return Err(OperandError::PastPartitionEnd {
            arg: at,
            element: high,
            location: location.name.to_owned(),
            free,
            dtype: dtype.to_owned(),
        });
    }
    Ok(())
}

/// The elements an access pattern covers.
pub(super) fn elements(arg: &Arg<'_>) -> i128 {
    attrs::arg_ap(arg.attr)
        .iter()
        .map(|&(_, num)| i128::from(num))
        .product()
}

/// An elementwise instruction's tensor inputs at `which` cover as many
/// elements as its first output: a broadcast operand says so with step-0
/// pairs (docs/klr-to-bir.md, "Broadcasts").
pub(super) fn same_elements(
    ins: &[Arg<'_>],
    outs: &[Arg<'_>],
    which: &[usize],
) -> Result<(), OperandError> {
    let Some(out) = outs.first().filter(|a| a.kind == ArgKind::PhysicalAp) else {
        return Ok(());
    };
    let want = elements(out);
    for &index in which {
        let Some(arg) = ins.get(index).filter(|a| a.kind == ArgKind::PhysicalAp) else {
            continue;
        };
        let have = elements(arg);
        if have != want {
            return Err(OperandError::ElementCountMismatch { index, have, want });
        }
    }
    Ok(())
}

/// `imm_value` holds a number; `imm_array` numbers.
pub(super) fn check_immediate(at: ArgRef, arg: &Arg<'_>) -> Result<(), OperandError> {
    let is_number = |a: Attribute<'_>| a.is_integer() || a.is_float();
    match arg.kind {
        ArgKind::ImmValue => match attrs::arg_value(arg.attr) {
            Some(v) if is_number(v) => Ok(()),
            _ => Err(OperandError::ImmValueNotNumber { arg: at }),
        },
        ArgKind::ImmArray => {
            let ok = attrs::arg_value(arg.attr)
                .and_then(|v| ArrayAttribute::try_from(v).ok())
                .map(|a| (0..a.len()).all(|i| a.element(i).map(is_number).unwrap_or(false)))
                .unwrap_or(false);
            if ok {
                Ok(())
            } else {
                Err(OperandError::ImmArrayNotNumbers { arg: at })
            }
        }
        _ => Ok(()),
    }
}

pub(super) fn memory_operands<'a, 'c>(
    args: &'a [Arg<'c>],
) -> impl Iterator<Item = &'a Location<'c>> {
    args.iter().filter_map(|a| a.location.as_ref())
}
