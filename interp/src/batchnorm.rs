//! `BNStats` and `BNStatsAggregate`: per-partition mean and variance in two
//! steps (KLR `batchNormStats` / `batchNormAggregate`, NKI `bn_stats` /
//! `bn_aggr`; docs/nki-run.md, "Opcodes").
//!
//! `BNStats` writes six values per partition: for the source's even-indexed
//! elements their count, mean and sum of squared deviations from the mean
//! (variance × count), then the same for the odd-indexed ones.
//! `BNStatsAggregate` reads any number of such `(count, mean, variance ×
//! count)` triples per partition and writes two values: the mean and the
//! (population) variance of all the elements they describe. Both compute
//! in fp32 and round on write, as the vector engine does.

use crate::{exec::Exec, ops::dst, Error};
use nki_formats::bir_json::Instruction;

/// Count, mean and sum of squared deviations of one group of elements.
#[derive(Clone, Copy, Default)]
struct Moments {
    count: f32,
    mean: f32,
    m2: f32,
}

impl Moments {
    fn of(values: impl Iterator<Item = f32> + Clone) -> Moments {
        let count = values.clone().count() as f32;
        if count == 0.0 {
            return Moments::default();
        }
        let mean = values.clone().sum::<f32>() / count;
        let m2 = values.map(|v| (v - mean) * (v - mean)).sum();
        Moments { count, mean, m2 }
    }

    /// Two groups as one (Chan et al.'s pairwise combination).
    fn merge(self, other: Moments) -> Moments {
        let count = self.count + other.count;
        if count == 0.0 {
            return Moments::default();
        }
        let delta = other.mean - self.mean;
        Moments {
            count,
            mean: self.mean + delta * other.count / count,
            m2: self.m2 + other.m2 + delta * delta * self.count * other.count / count,
        }
    }
}

pub fn bn_stats(x: &mut Exec, inst: &Instruction) -> Result<(), Error> {
    let src = x.ap(&inst.ins, 0, "the source")?;
    let dst = dst(x, inst)?;
    let (partitions, row) = (src.partitions, src.free_count());
    expect_shape(&dst, partitions, 6)?;
    let v = x.read(&src)?;
    let mut out = Vec::with_capacity(partitions * 6);
    for p in 0..partitions {
        let elements = v[p * row..(p + 1) * row].iter().map(|&a| a as f32);
        for parity in [0, 1] {
            let group = Moments::of(elements.clone().skip(parity).step_by(2));
            out.extend([group.count, group.mean, group.m2]);
        }
    }
    x.write32(&dst, &out)
}

pub fn bn_aggregate(x: &mut Exec, inst: &Instruction) -> Result<(), Error> {
    let src = x.ap(&inst.ins, 0, "the source")?;
    let dst = dst(x, inst)?;
    let (partitions, row) = (src.partitions, src.free_count());
    if row % 3 != 0 {
        return Err(Error::Semantics(format!(
            "the statistics hold (count, mean, variance x count) triples: {row} elements per partition is not a multiple of 3"
        )));
    }
    expect_shape(&dst, partitions, 2)?;
    let v = x.read(&src)?;
    let mut out = Vec::with_capacity(partitions * 2);
    for p in 0..partitions {
        let all = v[p * row..(p + 1) * row]
            .chunks(3)
            .map(|t| Moments {
                count: t[0] as f32,
                mean: t[1] as f32,
                m2: t[2] as f32,
            })
            .fold(Moments::default(), Moments::merge);
        let variance = if all.count > 0.0 {
            all.m2 / all.count
        } else {
            0.0
        };
        out.extend([all.mean, variance]);
    }
    x.write32(&dst, &out)
}

/// The destination has `partitions` × `row` elements.
fn expect_shape(dst: &crate::exec::Ap, partitions: usize, row: usize) -> Result<(), Error> {
    if dst.partitions != partitions || dst.free_count() != row {
        return Err(Error::Semantics(format!(
            "the destination must be {partitions} x {row}, it is {} x {}",
            dst.partitions,
            dst.free_count()
        )));
    }
    Ok(())
}
