//! The semantics of each opcode (docs/nki-run.md, "Opcodes"). Engines read
//! their operands as fp32, compute in fp32 and round to the destination's
//! dtype on write; DMAs convert between dtypes without the fp32 step.
//! An opcode without semantics here is an error naming it. Instructions
//! arrive decoded (`program`): each opcode's function takes its typed
//! members.

use crate::{
    alu::{alu, identity},
    engines,
    exec::{Ap, Exec, Operand},
    Error,
};
use nki_formats::bir_json::decoded::{
    CopyPredicatedMembers, DMACopyMembers, IotaMembers, MatchReplaceMembers, MatmultMembers,
    MemsetMembers, Op, TensorReduceMembers, TensorScalarAffineSelectMembers,
};
use nki_formats::bir_json::enums::{BirEnum, CopyMode, EngineAccumulationType, MemsetMode};
use nki_formats::bir_json::{Argument, Instruction};
use serde_json::Value;

type Done = Result<(), Error>;

/// Executes one (non-branch) instruction.
pub fn execute(x: &mut Exec, inst: &Instruction, op: &Op) -> Done {
    match op {
        Op::DMACopy(m) => match m.mode {
            CopyMode::Transpose => crate::layout::dma_transpose(x, inst, m),
            CopyMode::Cce => dma_cce(x, inst, m),
            CopyMode::Copy => dma(x, inst),
            other => Err(Error::Semantics(format!(
                "DMACopy mode '{other}' has no semantics in nki-run"
            ))),
        },
        Op::Load(_) | Op::Save(_) => dma(x, inst),
        Op::Gather(_) => crate::layout::gather(x, inst),
        Op::IndirectCopy(m) => crate::layout::indirect_copy(x, inst, m),
        Op::CollectiveCompute(m) => crate::collectives::collective_compute(x, inst, m),
        Op::CollectiveSend(m) => crate::collectives::point_to_point(op, m.peer_id),
        Op::CollectiveRecv(m) => crate::collectives::point_to_point(op, m.peer_id),
        Op::GetCurProcessingRankID(m) => crate::collectives::current_processing_rank(x, inst, m),
        Op::TensorCopy(_) => engines::map(x, inst, |_| {}),
        Op::Reciprocal(_) => engines::map(x, inst, |v| v.iter_mut().for_each(|a| *a = 1.0 / *a)),
        Op::TensorTensor(m) => engines::tensor_tensor(x, inst, m),
        Op::TensorScalar(m) => engines::tensor_scalar(x, inst, m),
        Op::TensorScalarPtr(m) => engines::tensor_scalar_ptr(x, inst, op, m),
        Op::TensorReduce(m) => tensor_reduce(x, inst, m),
        Op::Activation(m) => engines::activate(x, inst, op, m),
        Op::Matmult(m) => matmult(x, inst, m),
        Op::StreamTranspose(_) => stream_transpose(x, inst),
        Op::Memset(m) => memset(x, inst, m),
        Op::Iota(m) => iota(x, inst, m),
        Op::TensorScalarAffineSelect(m) => affine_select(x, inst, m),
        Op::Select(_) => select(x, inst),
        Op::CopyPredicated(m) => copy_predicated(x, inst, m),
        Op::RangeSelect(m) => crate::selection::range_select(x, inst, op, m),
        Op::Rand(m) => crate::random::rand(x, inst, m),
        Op::SetRandState(m) => crate::random::set_rand_state(x, inst, m),
        Op::GetRandState(_) => crate::random::get_rand_state(x, inst),
        Op::Dropout(m) => crate::random::dropout(x, inst, m),
        Op::Shuffle(m) => crate::shuffle::shuffle(x, inst, m),
        Op::BNStats(_) => crate::batchnorm::bn_stats(x, inst),
        Op::BNStatsAggregate(_) => crate::batchnorm::bn_aggregate(x, inst),
        Op::Max(_) => max8(x, inst),
        Op::MaxIndex(_) => find_index8(x, inst),
        Op::MatchReplace(m) => match_replace8(x, inst, m),
        Op::RegisterMove(_) => {
            let v = x.scalar(inst, 0)?;
            set_register(x, inst, v)
        }
        Op::RegisterAlu(m) => {
            let (a, b) = (x.scalar(inst, 0)? as f32, x.scalar(inst, 1)? as f32);
            let v = alu(m.op, a, b) as f64;
            set_register(x, inst, v)
        }
        // One NeuronCore: the global rank is 0.
        Op::GetGlobalRankId(_) => set_register(x, inst, 0.0),
        // A tensor element into a register, and a register into a tensor.
        Op::TensorLoad(_) => {
            let src = x.ap(&inst.ins, 0, "the source")?;
            let v = x.read(&src)?;
            let first = *v
                .first()
                .ok_or_else(|| Error::Semantics("the source access pattern is empty".into()))?;
            set_register(x, inst, first)
        }
        Op::TensorSave(_) => {
            let v = x.scalar(inst, 0)?;
            let dst = dst(x, inst)?;
            x.write(&dst, &vec![v; dst.len()])
        }
        // Synchronization only: no effect on numbers in a sequential model.
        Op::NoOp(_) | Op::Drain(_) | Op::AllEngineBarrier(_) | Op::CoreBarrier(_) => Ok(()),
        other => Err(Error::Semantics(format!(
            "opcode '{}' has no semantics in nki-run",
            other.opcode()
        ))),
    }
}

/// Accumulation commands other than `Idle` / `Zero` need engine state this
/// model does not keep.
pub(crate) fn check_acc(acc: EngineAccumulationType) -> Done {
    use EngineAccumulationType as C;
    match acc {
        C::Idle | C::Zero => Ok(()),
        other => Err(Error::Semantics(format!(
            "accumulation command '{other}' has no semantics in nki-run"
        ))),
    }
}

pub(crate) fn set_register(x: &mut Exec, inst: &Instruction, v: f64) -> Done {
    match inst.outs.first() {
        Some(Argument::RegisterAccess { regref, .. }) => {
            x.registers.insert(regref.clone(), v);
            Ok(())
        }
        _ => Err(Error::Semantics(
            "the destination must be a register".into(),
        )),
    }
}

pub(crate) fn dst(x: &Exec, inst: &Instruction) -> Result<Ap, Error> {
    x.ap(&inst.outs, 0, "the destination")
}

pub(crate) fn input(x: &Exec, inst: &Instruction, i: usize) -> Result<Operand, Error> {
    match inst.ins.get(i) {
        Some(a) => x.operand(a),
        None => Err(Error::Semantics(format!("operand {i} is missing"))),
    }
}

/// Load, Save, DMACopy mode `Copy`: element by element in pattern order,
/// with dtype conversion.
fn dma(x: &mut Exec, inst: &Instruction) -> Done {
    let src = x.ap(&inst.ins, 0, "the source")?;
    let dst = dst(x, inst)?;
    let values = x.read(&src)?;
    if values.len() != dst.len() {
        return Err(Error::Semantics(format!(
            "the source has {} elements, the destination {}",
            values.len(),
            dst.len()
        )));
    }
    x.write(&dst, &values)
}

/// `DMACopy` mode `CCE` (NKI `dma_compute`): `dst = cce_op(ins[0] ·
/// constants[0], ins[1] · constants[1], …)` in fp32, the constants 1 when
/// absent; a read-modify-write names the destination among its sources.
fn dma_cce(x: &mut Exec, inst: &Instruction, m: &DMACopyMembers) -> Done {
    let dst = dst(x, inst)?;
    let op = m.cce_op_or_default();
    // Absent: no constants, each source taken as it is.
    let constants: Vec<f32> = m.constants.iter().flatten().map(|&c| c as f32).collect();
    if !constants.is_empty() && constants.len() != inst.ins.len() {
        return Err(Error::Semantics(format!(
            "{} constants for {} sources",
            constants.len(),
            inst.ins.len()
        )));
    }
    let mut acc: Option<Vec<f32>> = None;
    for i in 0..inst.ins.len() {
        let src = source_like(x, inst, i, &dst)?;
        let scale = constants.get(i).copied().unwrap_or(1.0);
        let scaled = x.read(&src)?.into_iter().map(|v| v as f32 * scale);
        acc = Some(match acc {
            None => scaled.collect(),
            Some(a) => a.iter().zip(scaled).map(|(&a, b)| alu(op, a, b)).collect(),
        });
    }
    let out = acc.ok_or_else(|| Error::Semantics("a CCE copy has no source".into()))?;
    x.write32(&dst, &out)
}

/// `ins[i]` as an access pattern of as many elements as `dst`.
pub(crate) fn source_like(x: &Exec, inst: &Instruction, i: usize, dst: &Ap) -> Result<Ap, Error> {
    let src = x.ap(&inst.ins, i, "a source")?;
    if src.len() != dst.len() {
        return Err(Error::Semantics(format!(
            "source {i} has {} elements, the destination {}",
            src.len(),
            dst.len()
        )));
    }
    Ok(src)
}

/// Reduces the innermost free dimensions (`X` one, `XY` two, …; as many as
/// the source has), the partitions (`C`), or both (`XYZWC`).
fn tensor_reduce(x: &mut Exec, inst: &Instruction, m: &TensorReduceMembers) -> Done {
    let src = x.ap(&inst.ins, 0, "the source")?;
    let dst = dst(x, inst)?;
    let op = m.op;
    let axis = m.axis.as_str();
    let free_axes = axis.trim_end_matches('C').len().min(src.free.len());
    let over_partitions = axis.ends_with('C');
    let values = x.read(&src)?;
    let inner: usize = src.free[src.free.len() - free_axes..].iter().product();
    let outer = src.free_count() / inner.max(1);
    let n_out = if over_partitions {
        outer
    } else {
        src.partitions * outer
    };
    if dst.len() != n_out {
        return Err(Error::Semantics(format!(
            "reducing {axis} of {} x {:?} leaves {n_out} elements, the destination has {}",
            src.partitions,
            src.free,
            dst.len()
        )));
    }
    let mut out = vec![identity(op)?; n_out];
    for p in 0..src.partitions {
        for o in 0..outer {
            let slot = if over_partitions { o } else { p * outer + o };
            for i in 0..inner {
                let v = values[(p * outer + o) * inner + i] as f32;
                out[slot] = alu(op, out[slot], v);
            }
        }
    }
    if m.negate_or_default() {
        out.iter_mut().for_each(|v| *v = -*v);
    }
    x.write32(&dst, &out)
}

/// `out[m, n] (+)= Σ_k stationary[k, m] · moving[k, n]` in fp32; the
/// accumulation starts from zero when `start_tensor_calc` is set, from what
/// the PSUM destination holds otherwise.
fn matmult(x: &mut Exec, inst: &Instruction, members: &MatmultMembers) -> Done {
    let st = x.ap(&inst.ins, 0, "the stationary operand")?;
    let mv = x.ap(&inst.ins, 1, "the moving operand")?;
    let out = dst(x, inst)?;
    let (k, m, n) = (st.partitions, st.free_count(), mv.free_count());
    if mv.partitions != k || out.partitions != m || out.free_count() != n {
        return Err(Error::Semantics(format!(
            "shapes do not multiply: stationary {k} x {m}, moving {} x {n}, destination {} x {}",
            mv.partitions,
            out.partitions,
            out.free_count()
        )));
    }
    let a = x.read32(&st)?;
    let b = x.read32(&mv)?;
    let mut acc: Vec<f32> = if members.start_tensor_calc {
        vec![0.0; m * n]
    } else {
        x.read32(&out)?
    };
    for kk in 0..k {
        let row = &b[kk * n..(kk + 1) * n];
        for mm in 0..m {
            let s = a[kk * m + mm];
            let dst_row = &mut acc[mm * n..(mm + 1) * n];
            for (d, &v) in dst_row.iter_mut().zip(row) {
                *d += s * v;
            }
        }
    }
    x.write32(&out, &acc)
}

/// `dst[j, i] = src[i, j]` (a P x F source, an F x P destination).
fn stream_transpose(x: &mut Exec, inst: &Instruction) -> Done {
    let src = x.ap(&inst.ins, 0, "the source")?;
    let dst = dst(x, inst)?;
    let (p, f) = (src.partitions, src.free_count());
    if dst.partitions != f || dst.free_count() != p {
        return Err(Error::Semantics(format!(
            "a {p} x {f} source transposes to {f} x {p}, the destination is {} x {}",
            dst.partitions,
            dst.free_count()
        )));
    }
    let v = x.read(&src)?;
    let out: Vec<f32> = (0..f * p).map(|o| v[(o % p) * f + o / p] as f32).collect();
    x.write32(&dst, &out)
}

/// `Memset` `Const`: the `constant` (a nat) is the value itself, or, for a
/// float destination, the fp32 bit pattern of a negative or fractional value
/// (the codegen's encoding, klr_to_bir `memset_constant`); an integer
/// destination reads it as a 32-bit two's complement integer.
fn memset(x: &mut Exec, inst: &Instruction, m: &MemsetMembers) -> Done {
    let dst = dst(x, inst)?;
    if m.mode != MemsetMode::Const {
        return Err(Error::Semantics(format!(
            "Memset mode '{}' has no semantics in nki-run",
            m.mode
        )));
    }
    let value = memset_value(m.constant, dst.dtype.is_int());
    x.write(&dst, &vec![value; dst.len()])
}

/// The value a Memset `constant` stands for.
pub fn memset_value(c: u64, int_dst: bool) -> f64 {
    let bits = c as u32;
    if int_dst {
        return bits as i32 as f64;
    }
    let f = f32::from_bits(bits);
    // A bit pattern only when it encodes what the codegen writes as bits
    // (negative, or with a fraction); small nats are values.
    if c >= 1 << 24 && c <= u32::MAX as u64 && (f < 0.0 || f.fract() != 0.0 || f.is_nan()) {
        f as f64
    } else {
        c as f64
    }
}

/// `base + channel_multiplier · p + Σ step · i` over the partitions and the
/// instruction's `pattern` of the free elements.
fn affine_values(affine: Affine, dst: &Ap) -> Result<Vec<f32>, Error> {
    let base = affine.base as f64;
    let cm = affine.channel_multiplier as f64;
    // APPairs: `{"step": s, "num": n}` or `[s, n]`.
    let pairs: Vec<(f64, usize)> = affine
        .pattern
        .iter()
        .map(|p| match p {
            Value::Object(o) => Some((o.get("step")?.as_f64()?, o.get("num")?.as_u64()? as usize)),
            Value::Array(a) => Some((a.first()?.as_f64()?, a.get(1)?.as_u64()? as usize)),
            _ => None,
        })
        .collect::<Option<Vec<_>>>()
        .ok_or_else(|| Error::Semantics("the pattern is not a list of [step, num] pairs".into()))?;
    // The pattern's size is checked before it is listed: counts from the
    // file may multiply past any memory.
    let covered = pairs
        .iter()
        .fold(1u128, |n, &(_, num)| n.saturating_mul(num as u128));
    if covered != dst.free_count() as u128 {
        return Err(Error::Semantics(format!(
            "the pattern covers {covered} elements per partition, the destination {}",
            dst.free_count()
        )));
    }
    let mut free = vec![0.0f64];
    for &(step, num) in &pairs {
        free = free
            .iter()
            .flat_map(|&v| (0..num).map(move |j| v + step * j as f64))
            .collect();
    }
    if free.len() != dst.free_count() {
        return Err(Error::Semantics(format!(
            "the pattern covers {} elements per partition, the destination {}",
            free.len(),
            dst.free_count()
        )));
    }
    Ok((0..dst.partitions)
        .flat_map(|p| free.iter().map(move |&v| (base + cm * p as f64 + v) as f32))
        .collect())
}

/// The members that make an affine pattern (`Iota`,
/// `TensorScalarAffineSelect`).
#[derive(Clone, Copy)]
struct Affine<'a> {
    base: i64,
    channel_multiplier: i64,
    pattern: &'a [Value],
}

fn iota(x: &mut Exec, inst: &Instruction, m: &IotaMembers) -> Done {
    let dst = dst(x, inst)?;
    let affine = Affine {
        base: m.base_or_default(),
        channel_multiplier: m.channel_multiplier_or_default(),
        pattern: &m.pattern,
    };
    let v = affine_values(affine, &dst)?;
    x.write32(&dst, &v)
}

/// Keeps the source where `compare_op(affine value, 0)` holds, writes
/// `fill_value` (or the fill register, `ins[1]`) elsewhere.
fn affine_select(x: &mut Exec, inst: &Instruction, m: &TensorScalarAffineSelectMembers) -> Done {
    let dst = dst(x, inst)?;
    let src = input(x, inst, 0)?;
    let src = x.broadcast(&src, &dst, "the source")?;
    let fill = match inst.ins.get(1) {
        Some(_) => x.scalar(inst, 1)? as f32,
        None => m.fill_value_or_default() as f32,
    };
    let cmp = m.compare_op;
    let affine = Affine {
        base: m.base_or_default(),
        channel_multiplier: m.channel_multiplier_or_default(),
        pattern: &m.pattern,
    };
    let values = affine_values(affine, &dst)?;
    let out: Vec<f32> = values
        .iter()
        .zip(&src)
        .map(|(&a, &s)| if alu(cmp, a, 0.0) != 0.0 { s } else { fill })
        .collect();
    x.write32(&dst, &out)
}

/// `pred ? on_true : on_false`, elementwise.
fn select(x: &mut Exec, inst: &Instruction) -> Done {
    let dst = dst(x, inst)?;
    let mut v = Vec::new();
    let roles = [
        "the predicate",
        "the values where it holds",
        "the values elsewhere",
    ];
    for (i, role) in roles.iter().enumerate() {
        let op = input(x, inst, i)?;
        v.push(x.broadcast(&op, &dst, role)?);
    }
    let out: Vec<f32> = (0..dst.len())
        .map(|i| if v[0][i] != 0.0 { v[1][i] } else { v[2][i] })
        .collect();
    x.write32(&dst, &out)
}

/// Copies the source where the predicate is non-zero (zero with
/// `reverse_pred`); elsewhere the destination keeps its value.
fn copy_predicated(x: &mut Exec, inst: &Instruction, m: &CopyPredicatedMembers) -> Done {
    let dst = dst(x, inst)?;
    let src = input(x, inst, 0)?;
    let src = x.broadcast(&src, &dst, "the source")?;
    let pred = input(x, inst, 1)?;
    let pred = x.broadcast(&pred, &dst, "the predicate")?;
    let reverse = m.reverse_pred_or_default();
    let old = x.read(&dst)?;
    let out: Vec<f64> = (0..old.len())
        .map(|i| {
            if (pred[i] != 0.0) != reverse {
                src[i] as f64
            } else {
                old[i]
            }
        })
        .collect();
    x.write(&dst, &out)
}

/// The 8 largest values of each partition, in descending order.
fn max8(x: &mut Exec, inst: &Instruction) -> Done {
    let src = x.ap(&inst.ins, 0, "the source")?;
    let dst = dst(x, inst)?;
    let v = x.read(&src)?;
    let row = src.free_count().max(1);
    let mut out = Vec::new();
    for chunk in v.chunks(row) {
        let mut c: Vec<f32> = chunk.iter().map(|&v| v as f32).collect();
        c.sort_by(|a, b| b.total_cmp(a));
        c.resize(8, f32::NEG_INFINITY);
        out.extend(c);
    }
    x.write32(&dst, &out)
}

/// Per partition, the index of the first element of the source equal to
/// each of the partition's values (`ins[1]`, 8 per partition after `Max`).
fn find_index8(x: &mut Exec, inst: &Instruction) -> Done {
    let src = x.ap(&inst.ins, 0, "the source")?;
    let vals = x.ap(&inst.ins, 1, "the values")?;
    let dst = dst(x, inst)?;
    let (v, k) = (x.read(&src)?, x.read(&vals)?);
    let (row, n) = (src.free_count().max(1), vals.free_count().max(1));
    let mut out = Vec::new();
    for (p, wanted) in k.chunks(n).enumerate() {
        let data = &v[p * row..(p + 1) * row];
        for &w in wanted {
            let i = data
                .iter()
                .position(|&d| d as f32 == w as f32)
                .ok_or_else(|| {
                    Error::Semantics(format!(
                        "value {w} does not occur in partition {p} of the source"
                    ))
                })?;
            out.push(i as f64);
        }
    }
    x.write(&dst, &out)
}

/// Per partition, replaces the first not yet replaced occurrence of each
/// value (`ins[1]`) with `imm_value`; a second output gets their indices.
fn match_replace8(x: &mut Exec, inst: &Instruction, m: &MatchReplaceMembers) -> Done {
    let src = x.ap(&inst.ins, 0, "the source")?;
    let vals = x.ap(&inst.ins, 1, "the values")?;
    let dst = dst(x, inst)?;
    let imm = m.imm_value;
    let (mut v, k) = (x.read(&src)?, x.read(&vals)?);
    let (row, n) = (src.free_count().max(1), vals.free_count().max(1));
    let mut indices = Vec::new();
    for (p, wanted) in k.chunks(n).enumerate() {
        let mut done = vec![false; row];
        for &w in wanted {
            let data = &mut v[p * row..(p + 1) * row];
            let i = (0..row)
                .find(|&i| !done[i] && data[i] as f32 == w as f32)
                .ok_or_else(|| {
                    Error::Semantics(format!(
                        "value {w} does not occur in partition {p} of the source"
                    ))
                })?;
            done[i] = true;
            data[i] = imm;
            indices.push(i as f64);
        }
    }
    let v: Vec<f64> = v.into_iter().map(|e| e as f32 as f64).collect();
    x.write(&dst, &v)?;
    if inst.outs.len() > 1 {
        let idx = x.ap(&inst.outs, 1, "the index output")?;
        x.write(&idx, &indices)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::memset_value;

    #[test]
    fn memset_constants() {
        assert_eq!(memset_value(0, false), 0.0);
        assert_eq!(memset_value(1, false), 1.0);
        assert_eq!(memset_value((-1.5f32).to_bits() as u64, false), -1.5);
        assert_eq!(memset_value(0.25f32.to_bits() as u64, false), 0.25);
        assert_eq!(memset_value(0xffff_ffff, true), -1.0);
    }
}
