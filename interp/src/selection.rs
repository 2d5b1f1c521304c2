//! `RangeSelect`: per partition, keep the elements whose index lies in a
//! range given per partition, fill the others, and optionally reduce the
//! result along the partition. The meaning is read off the operands the
//! codegen gives it (KLR `rangeSelect` / `ncRangeSelect`, docs/klr-to-bir.md):
//! `ins = [on_true, bound0, bound1]` (the bounds immediates or one value per
//! partition), `base` the index of the first free element (`rangeStart`),
//! `fill_value` the value where the range test fails (`onFalseValue`), and
//! a second output the per-partition `reduce_op` reduction (`reduceRes`),
//! through the vector engine's accumulator (`reduce_cmd`, `accumulators`).
//! The test of element `i` of partition `p` is
//! `compare_op0(base + i, bound0[p]) and compare_op1(base + i, bound1[p])`,
//! the index first, as `TensorScalarAffineSelect` compares
//! `compare_op(value, 0)`.

use crate::{
    accumulators,
    alu::alu_op,
    exec::Exec,
    ops::{dst, input},
    Error,
};
use nki_formats::bir_json::decoded::{Op, RangeSelectMembers};
use nki_formats::bir_json::Instruction;

pub fn range_select(
    x: &mut Exec,
    inst: &Instruction,
    op: &Op,
    m: &RangeSelectMembers,
) -> Result<(), Error> {
    let dst = dst(x, inst)?;
    let channels = m.num_active_channels;
    if channels != 0 && channels != dst.partitions as i64 {
        return Err(Error::Semantics(format!(
            "num_active_channels {channels} differs from the destination's {} partitions (not modelled)",
            dst.partitions
        )));
    }
    let on_true = input(x, inst, 0)?;
    let on_true = x.broadcast(&on_true, &dst, "the source")?;
    let bound0 = input(x, inst, 1)?;
    let bound0 = x.broadcast(&bound0, &dst, "the first bound")?;
    let bound1 = input(x, inst, 2)?;
    let bound1 = x.broadcast(&bound1, &dst, "the second bound")?;
    let cmp0 = alu_op(m.compare_op0);
    let cmp1 = alu_op(m.compare_op1);
    let base = m.base_or_default() as f64;
    // The format gives it no default (null); the codegen always writes it.
    let fill = m.fill_value.ok_or_else(|| {
        Error::Semantics("no fill_value: the value outside the range is not given".into())
    })? as f32;
    let row = dst.free_count().max(1);
    let out: Vec<f32> = (0..on_true.len())
        .map(|k| {
            let index = (base + (k % row) as f64) as f32;
            let inside =
                (cmp0.apply)(index, bound0[k]) != 0.0 && (cmp1.apply)(index, bound1[k]) != 0.0;
            if inside {
                on_true[k]
            } else {
                fill
            }
        })
        .collect();
    x.write32(&dst, &out)?;
    if let Some(u) = accumulators::use_of(op, inst)? {
        let reduce = m.reduce_op_or_default();
        accumulators::reduce_rows(x, inst, &u, reduce, &out, row)?;
    }
    Ok(())
}
