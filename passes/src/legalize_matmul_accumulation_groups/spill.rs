//! The spill of a group too large for the bank window: the destination's
//! columns are cut into tiles that fit the window; each run of the group's
//! matmuls (consecutive in one block) is replayed once per tile into a PSUM
//! tile buffer, and each finished tile is copied (the group's first run) or
//! added (later runs) into an SBUF accumulator; the accumulator is then
//! copied back to the original destination before the group's reader. The
//! sequence is spelled out in `docs/legalize-matmul-accumulation-groups.md`.

use super::groups::{tile_region, window, Span};
use super::{
    annotate, arguments, is_matmul, memory_location, ops_in_regions, Instruction, MemoryLocation,
    Side,
};
use melior::{
    ir::{
        block::BlockLike, operation::OperationLike, Attribute, Location, Operation, OperationRef,
        Value,
    },
    Context,
};
use nki::ffi::op_ref;
use nki_dialects::bir::attrs::{self, ArgKind};
use nki_dialects::bir::make;
use nki_dialects::bir::ops::{
    discardable, name_of, Instruction as InstructionView, MatmulLikeOp, OpClass, TensorTensor,
};
use nki_formats::arch::Arch;
use nki_formats::bir_json::enums::{
    AluOp, BirEnum, Dtype, Engine, MemoryType, TensorClass, TensorKind,
};
use std::collections::HashSet;

/// The names in use in a function (storage, blocks, instructions), so that
/// new ones are unique, as the verifier requires.
pub(crate) struct Names(HashSet<String>);

impl Names {
    pub fn of_function(func: OperationRef<'_, '_>) -> Result<Self, String> {
        fn collect(op: OperationRef<'_, '_>, out: &mut HashSet<String>) -> Result<(), String> {
            for child in ops_in_regions(&op) {
                if let Some(name) = name_of(child) {
                    out.insert(name.map_err(|e| e.to_string())?);
                }
                collect(child, out)?;
            }
            Ok(())
        }
        let mut names = HashSet::new();
        collect(func, &mut names)?;
        Ok(Names(names))
    }

    /// `base`, or `base.1`, `base.2`, … if taken.
    pub fn fresh(&mut self, base: &str) -> String {
        let mut name = base.to_owned();
        let mut n = 0;
        while self.0.contains(&name) {
            n += 1;
            name = format!("{base}.{n}");
        }
        self.0.insert(name.clone());
        name
    }
}

/// What the driver knows about the group to spill.
pub(crate) struct Plan<'p, 'c, 'a> {
    pub id: u64,
    pub members: &'p [&'p Instruction<'c, 'a>],
    pub closer: Option<OperationRef<'c, 'a>>,
    pub zeroes: bool,
    /// The group's PSUM bytes per partition.
    pub span: Span,
    pub loops: &'p [OperationRef<'c, 'a>],
}

/// A 2-D access pattern `[[partition step, partitions], [step, columns]]`.
#[derive(Clone, Debug)]
struct Ap2 {
    partition_step: i64,
    partitions: i64,
    step: i64,
    columns: i64,
    offset: i64,
    dtype: Dtype,
}

impl Ap2 {
    fn of(attr: Attribute<'_>) -> Option<Ap2> {
        let ap = attrs::arg_ap(attr);
        let [(partition_step, partitions), (step, columns)] = ap.as_slice() else {
            return None;
        };
        Some(Ap2 {
            partition_step: *partition_step,
            partitions: *partitions,
            step: *step,
            columns: *columns,
            offset: attrs::arg_offset(attr),
            dtype: Dtype::parse(attrs::arg_dtype(attr)?)?,
        })
    }

    /// Columns `first .. first + count` of this pattern.
    fn columns(&self, first: i64, count: i64) -> Ap2 {
        Ap2 {
            columns: count,
            offset: self.offset + first * self.step,
            ..self.clone()
        }
    }

    fn attr<'c>(&self, context: &'c Context) -> Attribute<'c> {
        make::physical_ap(
            context,
            &[
                [self.partition_step, self.partitions],
                [self.step, self.columns],
            ],
            self.dtype,
            self.offset,
        )
    }
}

/// One matmul of the group, read and checked.
struct Member<'c, 'a> {
    op: OperationRef<'c, 'a>,
    stationary: (Value<'c, 'a>, Attribute<'c>),
    moving: (Value<'c, 'a>, Ap2),
}

fn member<'c, 'a>(
    op: OperationRef<'c, 'a>,
) -> Result<(Member<'c, 'a>, Value<'c, 'a>, Attribute<'c>), String> {
    let name = instruction_name(op)?;
    let ins = arguments(&op, Side::Ins)?;
    let outs = arguments(&op, Side::Outs)?;
    let operands = match (ins.as_slice(), outs.as_slice()) {
        ([st, mv], [out])
            if is_matmul(&op)
                && [st, mv, out]
                    .iter()
                    .all(|a| a.kind == Some(ArgKind::PhysicalAp)) =>
        {
            st.operand.zip(mv.operand).zip(out.operand)
        }
        _ => None,
    };
    let Some(((stationary, moving_value), dest_value)) = operands else {
        return Err(format!(
            "'{name}' is not a matmul with two physical_ap inputs and one physical_ap output"
        ));
    };
    let moving = Ap2::of(ins[1].attr)
        .ok_or_else(|| format!("the moving access pattern of '{name}' is not 2-D"))?;
    let dest = Ap2::of(outs[0].attr)
        .ok_or_else(|| format!("the destination access pattern of '{name}' is not 2-D"))?;
    if moving.columns != dest.columns {
        return Err(format!(
            "'{name}' has {} moving columns but {} destination columns",
            moving.columns, dest.columns
        ));
    }
    Ok((
        Member {
            op,
            stationary: (stationary, ins[0].attr),
            moving: (moving_value, moving),
        },
        dest_value,
        outs[0].attr,
    ))
}

/// Builds ops at one location.
struct Build<'c> {
    context: &'c Context,
    location: Location<'c>,
}

impl<'c> Build<'c> {
    /// An instruction `bir.<opcode> "name" engine E ins(…) outs(…)` of
    /// `class`.
    fn instruction<'a>(
        &self,
        class: OpClass,
        name: &str,
        engine: Engine,
        ins: &[(Value<'c, 'a>, Attribute<'c>)],
        outs: &[(Value<'c, 'a>, Attribute<'c>)],
    ) -> Result<Operation<'c>, String> {
        make::instruction(self.context, self.location, class, name, engine, ins, outs)
    }

    /// `tensor_tensor` `op` of `ins` into `outs`.
    fn tensor_tensor<'a>(
        &self,
        name: &str,
        op: AluOp,
        ins: &[(Value<'c, 'a>, Attribute<'c>)],
        outs: &[(Value<'c, 'a>, Attribute<'c>)],
    ) -> Result<Operation<'c>, String> {
        let built = self.instruction(OpClass::TensorTensor, name, Engine::Dve, ins, outs)?;
        TensorTensor::cast(op_ref(&built))
            .ok_or("internal error: a tensor_tensor that is not one")?
            .set_op_(op);
        Ok(built)
    }
}

/// An instruction's name, or why it cannot be read.
fn instruction_name(op: OperationRef<'_, '_>) -> Result<String, String> {
    InstructionView::cast(op)
        .ok_or_else(|| "internal error: not an instruction".to_owned())?
        .name()
        .map_err(|e| e.to_string())
}

/// A group's matmuls and the destination they all write, read and checked.
struct Group<'c, 'a> {
    members: Vec<Member<'c, 'a>>,
    dest_value: Value<'c, 'a>,
    dest_attr: Attribute<'c>,
    dest_location: MemoryLocation,
    dest_ap: Ap2,
    /// Bytes per element of the destination's dtype.
    element: u64,
    /// Elements per partition of the destination's memory location.
    per_partition: i64,
}

fn read_group<'c, 'a>(plan: &Plan<'_, 'c, 'a>) -> Result<Group<'c, 'a>, String> {
    let mut members = Vec::new();
    let mut dest: Option<(Value<'c, 'a>, Attribute<'c>)> = None;
    for instruction in plan.members {
        let (m, value, attr) = member(instruction.op)?;
        match &dest {
            None => dest = Some((value, attr)),
            Some((v, a)) if *v == value && *a == attr => {}
            Some(_) => {
                return Err(
                    "its matmuls do not all write the same destination access pattern".to_owned(),
                )
            }
        }
        members.push(m);
    }
    let (dest_value, dest_attr) = dest.ok_or("it has no matmul")?;
    let dest_location: MemoryLocation = memory_location(dest_value)?.ok_or("no destination")?;
    let dest_ap = Ap2::of(dest_attr).ok_or("the destination access pattern is not 2-D")?;
    let element = attrs::dtype_size(dest_ap.dtype.as_str())
        .filter(|&s| s > 0)
        .ok_or_else(|| format!("unknown destination dtype '{}'", dest_ap.dtype))?
        as u64;
    // The tile reuses the destination's bytes and partitions, so the
    // destination must cover them without gaps.
    let per_partition = (dest_location.placement.bytes_per_partition / element).max(1) as i64;
    if dest_ap.step != 1 || (dest_ap.partitions > 1 && dest_ap.partition_step != per_partition) {
        return Err(format!(
            "its destination pattern is not contiguous (column step {}, partition step {}; \
             expected 1 and {per_partition})",
            dest_ap.step, dest_ap.partition_step
        ));
    }
    Ok(Group {
        members,
        dest_value,
        dest_attr,
        dest_location,
        dest_ap,
        element,
        per_partition,
    })
}

/// Runs: members that follow each other directly in one block.
fn runs<'m, 'c, 'a>(members: &'m [Member<'c, 'a>]) -> Vec<Vec<&'m Member<'c, 'a>>> {
    let mut runs: Vec<Vec<&Member>> = Vec::new();
    for m in members {
        let follows = runs
            .last()
            .and_then(|run| run.last())
            .and_then(|prev| prev.op.next_in_block())
            .map(|next| next == m.op)
            .unwrap_or(false);
        match runs.last_mut() {
            Some(run) if follows => run.push(m),
            _ => runs.push(vec![m]),
        }
    }
    runs
}

/// Puts the write-back before the group's reader; without one, after the
/// last run, out of the loops the group's start is not in.
fn insert_writeback<'c, 'a>(
    plan: &Plan<'_, 'c, 'a>,
    writeback: Operation<'c>,
    last_new: Option<OperationRef<'c, 'a>>,
) -> Result<(), String> {
    let no_loops = Vec::new();
    let first_loops = plan.members.first().map_or(&no_loops, |m| &m.loops);
    let last_loops = plan.members.last().map_or(&no_loops, |m| &m.loops);
    let hoist = last_loops
        .iter()
        .enumerate()
        .find(|(k, l)| first_loops.get(*k) != Some(l))
        .and_then(|(_, &l)| plan.loops.get(l).copied());
    match (plan.closer, hoist.or(last_new)) {
        (Some(reader), _) => {
            reader
                .block()
                .ok_or("internal error: the reader has no block")?
                .insert_operation_before(reader, writeback);
        }
        // A loop sits in a bir.block, so an instruction may follow it.
        (None, Some(after)) => {
            after
                .block()
                .ok_or("internal error: no block for the write-back")?
                .insert_operation_after(after, writeback);
        }
        (None, None) => return Err("internal error: nowhere to write back".to_owned()),
    }
    Ok(())
}

/// The PSUM tile: the largest part of the group's own bytes inside one
/// window; as few tiles as fit it, of near-equal width.
struct Tiling {
    region: Span,
    /// (first column, width) of each tile.
    tiles: Vec<(i64, i64)>,
    width: u64,
    tile_bytes: u64,
    tile_bank: u64,
    tile_addr: u64,
}

fn tiling(
    plan: &Plan<'_, '_, '_>,
    arch: &Arch,
    element: u64,
    columns: u64,
) -> Result<Tiling, String> {
    let region = tile_region(plan.span, arch.psum_banks, arch.psum_bank_bytes);
    let max_columns = (region.hi - region.lo) / element;
    if max_columns == 0 || columns == 0 {
        return Err("the destination has no columns to tile".to_owned());
    }
    let count = columns.div_ceil(max_columns);
    let width = columns.div_ceil(count);
    let tiles: Vec<(i64, i64)> = (0..count)
        .map(|t| {
            let first = t * width;
            (first as i64, (width.min(columns - first)) as i64)
        })
        .filter(|&(_, w)| w > 0)
        .collect();
    Ok(Tiling {
        region,
        tiles,
        width,
        tile_bytes: width * element,
        tile_bank: region.lo / arch.psum_bank_bytes,
        tile_addr: region.lo % arch.psum_bank_bytes,
    })
}

/// A tensor the spill adds, in its own allocation.
struct NewTensor<'n> {
    suffix: &'n str,
    memory_type: MemoryType,
    /// Bytes per partition.
    bytes: u64,
    dtype: Dtype,
    partitions: i64,
    element: u64,
    /// (bank, address, first partition).
    placement: (u64, u64, i64),
    allocated: bool,
}

/// Adds `tensor` before the function's first block; its memory location.
fn add_tensor<'c, 'a>(
    func: OperationRef<'c, 'a>,
    build: &Build<'c>,
    names: &mut Names,
    base: &str,
    tensor: &NewTensor<'_>,
) -> Result<Value<'c, 'a>, String> {
    let storage_anchor = ops_in_regions(&func)
        .into_iter()
        .find(|op| OpClass::of(op) == Some(OpClass::Block))
        .ok_or("the function has no block")?;
    let body = storage_anchor.block().ok_or("the function has no body")?;
    let suffix = tensor.suffix;
    let (bank, addr, partition) = tensor.placement;
    let set_name = names.fresh(&format!("{base}_{suffix}_set"));
    let location_name = names.fresh(&format!("{base}_{suffix}"));
    let set = make::allocation(
        build.context,
        build.location,
        &make::NewAllocation {
            name: &set_name,
            dtype: tensor.dtype,
            tensor_shape: [tensor.partitions, (tensor.bytes / tensor.element) as i64],
            kind: TensorKind::Internal,
            tensor_class: TensorClass::Tensor,
            addr_space: None,
            partition_dim: None,
        },
    )?;
    let set = body.insert_operation_before(storage_anchor, set);
    let set_value: Value = set.result(0).map_err(|e| e.to_string())?.into();
    let spec = make::NewMemoryLocation {
        name: &location_name,
        memory_type: tensor.memory_type,
        addr: addr as i64,
        dims: [tensor.partitions, tensor.bytes as i64],
        bank: bank as i64,
        base: partition,
        allocated: tensor.allocated,
    };
    let location = make::memory_location(build.context, build.location, set_value, &spec)?;
    let location = body.insert_operation_before(storage_anchor, location);
    Ok(location.result(0).map_err(|e| e.to_string())?.into())
}

/// Gives a tile's copy of a member matmul the original's attributes but
/// for those the copy was built with (the instruction's own), the
/// accumulation flags, which are the run's, and the group annotations,
/// which are the tile's.
fn copy_attributes(
    original: OperationRef<'_, '_>,
    copy: &Operation<'_>,
    start: bool,
    stop: bool,
) -> Result<(), String> {
    let view = op_ref(copy);
    for (key, value) in original.attributes() {
        let key = key
            .as_string_ref()
            .as_str()
            .map_err(|e| format!("internal error: an attribute name: {e}"))?;
        if view.attribute(key).is_err() {
            nki::ffi::set_attribute(&view, key, value);
        }
    }
    let matmul = MatmulLikeOp::cast(view).ok_or("internal error: a tile matmul that is not one")?;
    matmul.set_start_tensor_calc(start);
    matmul.set_stop_tensor_calc(stop);
    discardable::remove_accumulation_group(view);
    discardable::remove_bank_window(view);
    Ok(())
}

/// Member `m`'s matmul on tile `t` (columns `first .. first + width` of its
/// moving operand), writing `tile`; `start`/`stop` mark the run's ends.
fn tile_matmul<'c, 'a>(
    build: &Build<'c>,
    names: &mut Names,
    m: &Member<'c, 'a>,
    (t, first, width): (usize, i64, i64),
    tile: (Value<'c, 'a>, Attribute<'c>),
    start: bool,
    stop: bool,
) -> Result<Operation<'c>, String> {
    let original = m.op;
    let view = InstructionView::cast(original).ok_or("internal error: not an instruction")?;
    let name = view.name().map_err(|e| e.to_string())?;
    let engine = view.engine().map_err(|e| e.to_string())?;
    let class = view.class();
    let moving = m.moving.1.columns(first, width).attr(build.context);
    let copy = build.instruction(
        class,
        &names.fresh(&format!("{name}__tile{t}")),
        engine,
        &[(m.stationary.0, m.stationary.1), (m.moving.0, moving)],
        &[tile],
    )?;
    copy_attributes(original, &copy, start, stop)?;
    Ok(copy)
}

// Over 150 lines: the rewrite's sequence in order (storage, then per run and tile the copies and sums, then the write-back); each step is a function above.
/// Rewrites the group. Every check on the input happens before the IR is
/// touched; an `Err` after that point is an internal error.
pub(crate) fn rewrite<'c, 'a>(
    func: OperationRef<'c, 'a>,
    plan: &Plan<'_, 'c, 'a>,
    arch: &Arch,
    names: &mut Names,
    next_id: &mut u64,
) -> Result<(), String> {
    // Read and check everything before touching the IR.
    let Group {
        members,
        dest_value,
        dest_attr,
        dest_location,
        dest_ap,
        element,
        per_partition,
    } = read_group(plan)?;
    let columns = dest_ap.columns.max(0) as u64;
    let partitions = dest_ap.partitions;

    if !plan.zeroes && !plan.members[0].loops.is_empty() {
        // Its load would run once per iteration instead of once.
        return Err("it does not zero its region and starts inside a loop".to_owned());
    }

    let Tiling {
        region,
        tiles,
        width,
        tile_bytes,
        tile_bank,
        tile_addr,
    } = tiling(plan, arch, element, columns)?;
    let tile_window = |w: i64| {
        let tile = Span {
            lo: region.lo,
            hi: region.lo + (w as u64 * element).max(1),
        };
        let (first, last) = tile.banks(arch.psum_bank_bytes);
        window(first, last)
    };
    // The tile covers the destination's partitions.
    let first_partition = dest_location.base + dest_ap.offset / per_partition;

    let runs = runs(&members);

    let first_op = members[0].op;
    let context_ref = first_op.context();
    let context = nki::ffi::context_of(&context_ref);
    let build = Build {
        context,
        location: first_op.location(),
    };
    let first_name = instruction_name(first_op)?;

    // Storage: a PSUM tile and an SBUF accumulator, in new allocations
    // placed after the function's existing storage.
    let base = format!("{}__spill{}", dest_location.name, plan.id);
    let tensor = |suffix, memory_type, bytes, placement, allocated| NewTensor {
        suffix,
        memory_type,
        bytes,
        dtype: dest_ap.dtype,
        partitions,
        element,
        placement,
        allocated,
    };
    let psum = tensor(
        "psum",
        MemoryType::Psum,
        tile_bytes,
        (tile_bank, tile_addr, first_partition),
        true,
    );
    let tile_value = add_tensor(func, &build, names, &base, &psum)?;
    let sb = tensor("sb", MemoryType::Sb, columns * element, (0, 0, 0), false);
    let acc_value = add_tensor(func, &build, names, &base, &sb)?;
    let tile_ap = |w: i64| Ap2 {
        partition_step: width as i64,
        partitions,
        step: 1,
        columns: w,
        offset: 0,
        dtype: dest_ap.dtype,
    };
    let acc_ap = Ap2 {
        partition_step: columns as i64,
        partitions,
        step: 1,
        columns: columns as i64,
        offset: 0,
        dtype: dest_ap.dtype,
    };

    let mut last_new: Option<OperationRef<'c, 'a>> = None;
    for (r, run) in runs.iter().enumerate() {
        let anchor = run[0].op;
        let block = anchor.block().ok_or("a matmul has no block")?;
        let run_name = instruction_name(run[0].op)?;
        let mut insert = |op: Operation<'c>| -> OperationRef<'c, 'a> {
            let op = block.insert_operation_before(anchor, op);
            last_new = Some(op);
            op
        };
        if r == 0 && !plan.zeroes {
            // The group accumulates onto what the destination held.
            insert(build.instruction(
                OpClass::TensorCopy,
                &names.fresh(&format!("{first_name}__spill_load")),
                Engine::Dve,
                &[(dest_value, dest_attr)],
                &[(acc_value, acc_ap.attr(context))],
            )?);
        }
        for (t, &(first_column, w)) in tiles.iter().enumerate() {
            let id = *next_id;
            *next_id += 1;
            let this_window = tile_window(w);
            for (j, m) in run.iter().enumerate() {
                let tile = (tile_value, tile_ap(w).attr(context));
                let copy = tile_matmul(
                    &build,
                    names,
                    m,
                    (t, first_column, w),
                    tile,
                    j == 0,
                    j + 1 == run.len(),
                )?;
                let new = insert(copy);
                annotate(new, id, this_window).map_err(|_| "cannot annotate a tile matmul")?;
            }
            let into_acc = acc_ap.columns(first_column, w);
            if r == 0 && plan.zeroes {
                insert(build.instruction(
                    OpClass::TensorCopy,
                    &names.fresh(&format!("{run_name}__tile{t}_copy")),
                    Engine::Dve,
                    &[(tile_value, tile_ap(w).attr(context))],
                    &[(acc_value, into_acc.attr(context))],
                )?);
            } else {
                insert(build.tensor_tensor(
                    &names.fresh(&format!("{run_name}__tile{t}_add")),
                    AluOp::Add,
                    &[
                        (tile_value, tile_ap(w).attr(context)),
                        (acc_value, into_acc.attr(context)),
                    ],
                    &[(acc_value, into_acc.attr(context))],
                )?);
            }
        }
        for m in run {
            // SAFETY: a matmul has no results; its tiles replaced it, and
            // the rewrite uses no handle to a member after this.
            unsafe { nki::ffi::erase_op(m.op) };
        }
    }

    // Write back before the reader; without one, after the last run, out
    // of the loops the group's start is not in.
    let writeback = build.instruction(
        OpClass::TensorCopy,
        &names.fresh(&format!("{first_name}__spill_writeback")),
        Engine::Dve,
        &[(acc_value, acc_ap.attr(context))],
        &[(dest_value, dest_attr)],
    )?;
    insert_writeback(plan, writeback, last_new)
}
