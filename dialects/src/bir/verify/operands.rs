//! The operands of an instruction: each `ins_args`/`outs_args` element paired
//! with its operand, and the rules on access patterns (inside their memory
//! location, no negative counts or offsets, elementwise operands covering
//! the result's elements, immediates holding numbers).

use super::*;

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

/// The arguments of `group` ("ins" or "outs"), each `physical_ap` paired
/// with its operand; checks that the counts agree.
pub(super) fn arguments<'c>(
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
pub(super) fn segments(op: &Op<'_, '_>) -> ((usize, usize), (usize, usize)) {
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
pub(super) fn check_bounds(group: &str, index: usize, arg: &Arg<'_>) -> Result<(), VerifyError> {
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
) -> Result<(), VerifyError> {
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
pub(super) fn check_immediate(group: &str, index: usize, arg: &Arg<'_>) -> Result<(), VerifyError> {
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

pub(super) fn memory_operands<'a, 'c>(
    args: &'a [Arg<'c>],
) -> impl Iterator<Item = &'a Location<'c>> {
    args.iter().filter_map(|a| a.location.as_ref())
}
