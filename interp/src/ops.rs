//! The semantics of each opcode (docs/nki-run.md, "Opcodes"). Engines read
//! their operands as fp32, compute in fp32 and round to the destination's
//! dtype on write; DMAs convert between dtypes without the fp32 step.
//! An opcode without semantics here is an error naming it.

use crate::{
    alu::{alu, identity},
    engines,
    exec::{member_str, Ap, Exec, Operand},
    Error,
};
use nki_formats::bir_json::{Argument, Instruction};
use serde_json::Value;

type Done = Result<(), Error>;

/// Executes one (non-branch) instruction.
pub fn execute(x: &mut Exec, inst: &Instruction) -> Done {
    match inst.opcode.as_str() {
        "DMACopy" if member_str(inst, "mode") == Some("Transpose") => {
            crate::layout::dma_transpose(x, inst)
        }
        "Load" | "Save" | "DMACopy" => dma(x, inst),
        "Gather" => crate::layout::gather(x, inst),
        "IndirectCopy" => crate::layout::indirect_copy(x, inst),
        "CollectiveCompute" => crate::collectives::collective_compute(x, inst),
        "CollectiveSend" | "CollectiveRecv" => crate::collectives::point_to_point(x, inst),
        "GetCurProcessingRankID" => crate::collectives::current_processing_rank(x, inst),
        "TensorCopy" => engines::map(x, inst, |_| {}),
        "Reciprocal" => engines::map(x, inst, |v| v.iter_mut().for_each(|a| *a = 1.0 / *a)),
        "TensorTensor" => engines::tensor_tensor(x, inst),
        "TensorScalar" => engines::tensor_scalar(x, inst),
        "TensorScalarPtr" => engines::tensor_scalar_ptr(x, inst),
        "TensorReduce" => tensor_reduce(x, inst),
        "Activation" => engines::activate(x, inst),
        "Matmult" => matmult(x, inst),
        "StreamTranspose" => stream_transpose(x, inst),
        "Memset" => memset(x, inst),
        "Iota" => iota(x, inst),
        "TensorScalarAffineSelect" => affine_select(x, inst),
        "Select" => select(x, inst),
        "CopyPredicated" => copy_predicated(x, inst),
        "RangeSelect" => crate::selection::range_select(x, inst),
        "Rand" => crate::random::rand(x, inst),
        "SetRandState" => crate::random::set_rand_state(x, inst),
        "GetRandState" => crate::random::get_rand_state(x, inst),
        "Dropout" => crate::random::dropout(x, inst),
        "Shuffle" => crate::shuffle::shuffle(x, inst),
        "BNStats" => crate::batchnorm::bn_stats(x, inst),
        "BNStatsAggregate" => crate::batchnorm::bn_aggregate(x, inst),
        "Max" => max8(x, inst),
        "MaxIndex" => find_index8(x, inst),
        "MatchReplace" => match_replace8(x, inst),
        "RegisterMove" => {
            let v = x.scalar(inst, 0)?;
            set_register(x, inst, v)
        }
        "RegisterAlu" => {
            let (a, b) = (x.scalar(inst, 0)? as f32, x.scalar(inst, 1)? as f32);
            let v = alu(str_member(inst, "op")?, a, b)? as f64;
            set_register(x, inst, v)
        }
        // One NeuronCore: the global rank is 0.
        "GetGlobalRankId" => set_register(x, inst, 0.0),
        // A tensor element into a register, and a register into a tensor.
        "TensorLoad" => {
            let src = x.ap(&inst.ins, 0, "the source")?;
            let v = x.read(&src)?;
            let first = *v
                .first()
                .ok_or_else(|| Error::Semantics("the source access pattern is empty".into()))?;
            set_register(x, inst, first)
        }
        "TensorSave" => {
            let v = x.scalar(inst, 0)?;
            let dst = dst(x, inst)?;
            x.write(&dst, &vec![v; dst.len()])
        }
        // Synchronization only: no effect on numbers in a sequential model.
        "NoOp" | "Drain" | "AllEngineBarrier" | "CoreBarrier" => Ok(()),
        other => Err(Error::Semantics(format!(
            "opcode '{other}' has no semantics in nki-run"
        ))),
    }
}

pub(crate) fn str_member<'a>(inst: &'a Instruction, key: &str) -> Result<&'a str, Error> {
    member_str(inst, key).ok_or_else(|| Error::Semantics(format!("member '{key}' is missing")))
}

pub(crate) fn bool_member(inst: &Instruction, key: &str) -> bool {
    inst.members
        .get(key)
        .and_then(Value::as_bool)
        .unwrap_or(false)
}

pub(crate) fn num_member(inst: &Instruction, key: &str) -> Option<f64> {
    match inst.members.get(key)? {
        Value::Number(n) => n.as_f64(),
        Value::String(s) => match s.as_str() {
            "nan" => Some(f64::NAN),
            "inf" => Some(f64::INFINITY),
            "-inf" => Some(f64::NEG_INFINITY),
            _ => None,
        },
        _ => None,
    }
}

/// Accumulation commands other than `Idle` / `Zero` need engine state this
/// model does not keep.
pub(crate) fn check_acc(inst: &Instruction) -> Done {
    match member_str(inst, "acc") {
        None | Some("Idle") | Some("Zero") => Ok(()),
        Some(other) => Err(Error::Semantics(format!(
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

/// Load, Save, DMACopy: element by element in pattern order, with dtype
/// conversion; `DMACopy` mode `CCE` is `dma_cce`.
fn dma(x: &mut Exec, inst: &Instruction) -> Done {
    let mode = member_str(inst, "mode").unwrap_or("Copy");
    match (inst.opcode.as_str(), mode) {
        ("DMACopy", "CCE") => return dma_cce(x, inst),
        ("DMACopy", "Copy") | ("Load" | "Save", _) => {}
        (_, other) => {
            return Err(Error::Semantics(format!(
                "DMACopy mode '{other}' has no semantics in nki-run"
            )))
        }
    }
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
fn dma_cce(x: &mut Exec, inst: &Instruction) -> Done {
    let dst = dst(x, inst)?;
    let op = member_str(inst, "cce_op").unwrap_or("bypass");
    let constants: Vec<f32> = match inst.members.get("constants") {
        Some(Value::Array(list)) => list
            .iter()
            .filter_map(Value::as_f64)
            .map(|c| c as f32)
            .collect(),
        _ => Vec::new(),
    };
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
            Some(a) => a
                .iter()
                .zip(scaled)
                .map(|(&a, b)| alu(op, a, b))
                .collect::<Result<Vec<_>, _>>()?,
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
fn tensor_reduce(x: &mut Exec, inst: &Instruction) -> Done {
    let src = x.ap(&inst.ins, 0, "the source")?;
    let dst = dst(x, inst)?;
    let op = str_member(inst, "op")?;
    let axis = str_member(inst, "axis")?;
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
                out[slot] = alu(op, out[slot], v)?;
            }
        }
    }
    if bool_member(inst, "negate") {
        out.iter_mut().for_each(|v| *v = -*v);
    }
    x.write32(&dst, &out)
}

/// `out[m, n] (+)= Σ_k stationary[k, m] · moving[k, n]` in fp32; the
/// accumulation starts from zero when `start_tensor_calc` is set, from what
/// the PSUM destination holds otherwise.
fn matmult(x: &mut Exec, inst: &Instruction) -> Done {
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
    let mut acc: Vec<f32> = if bool_member(inst, "start_tensor_calc") {
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
fn memset(x: &mut Exec, inst: &Instruction) -> Done {
    let dst = dst(x, inst)?;
    if member_str(inst, "mode") != Some("Const") {
        return Err(Error::Semantics(format!(
            "Memset mode '{}' has no semantics in nki-run",
            member_str(inst, "mode").unwrap_or("?")
        )));
    }
    let c = inst
        .members
        .get("constant")
        .and_then(Value::as_u64)
        .ok_or_else(|| Error::Semantics("member 'constant' is not a nat".into()))?;
    let value = memset_value(c, dst.dtype.is_int());
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
fn affine_values(inst: &Instruction, dst: &Ap) -> Result<Vec<f32>, Error> {
    let base = num_member(inst, "base").unwrap_or(0.0);
    let cm = num_member(inst, "channel_multiplier").unwrap_or(0.0);
    let pairs: Vec<(f64, usize)> = match inst.members.get("pattern") {
        Some(Value::Array(items)) => items
            .iter()
            .map(|p| match p {
                Value::Object(o) => {
                    Some((o.get("step")?.as_f64()?, o.get("num")?.as_u64()? as usize))
                }
                Value::Array(a) => Some((a.first()?.as_f64()?, a.get(1)?.as_u64()? as usize)),
                _ => None,
            })
            .collect::<Option<Vec<_>>>()
            .ok_or_else(|| Error::Semantics("member 'pattern' is malformed".into()))?,
        _ => return Err(Error::Semantics("member 'pattern' is missing".into())),
    };
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

fn iota(x: &mut Exec, inst: &Instruction) -> Done {
    let dst = dst(x, inst)?;
    let v = affine_values(inst, &dst)?;
    x.write32(&dst, &v)
}

/// Keeps the source where `compare_op(affine value, 0)` holds, writes
/// `fill_value` (or the fill register, `ins[1]`) elsewhere.
fn affine_select(x: &mut Exec, inst: &Instruction) -> Done {
    let dst = dst(x, inst)?;
    let src = input(x, inst, 0)?;
    let src = x.broadcast(&src, &dst, "the source")?;
    let fill = match inst.ins.get(1) {
        Some(_) => x.scalar(inst, 1)? as f32,
        None => num_member(inst, "fill_value").unwrap_or(0.0) as f32,
    };
    let cmp = str_member(inst, "compare_op")?;
    let values = affine_values(inst, &dst)?;
    let out = values
        .iter()
        .zip(&src)
        .map(|(&a, &s)| Ok(if alu(cmp, a, 0.0)? != 0.0 { s } else { fill }))
        .collect::<Result<Vec<_>, Error>>()?;
    x.write32(&dst, &out)
}

/// `pred ? on_true : on_false`, elementwise.
fn select(x: &mut Exec, inst: &Instruction) -> Done {
    let dst = dst(x, inst)?;
    let mut v = Vec::new();
    for (i, role) in ["the predicate", "on_true", "on_false"].iter().enumerate() {
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
fn copy_predicated(x: &mut Exec, inst: &Instruction) -> Done {
    let dst = dst(x, inst)?;
    let src = input(x, inst, 0)?;
    let src = x.broadcast(&src, &dst, "the source")?;
    let pred = input(x, inst, 1)?;
    let pred = x.broadcast(&pred, &dst, "the predicate")?;
    let reverse = bool_member(inst, "reverse_pred");
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
fn match_replace8(x: &mut Exec, inst: &Instruction) -> Done {
    let src = x.ap(&inst.ins, 0, "the source")?;
    let vals = x.ap(&inst.ins, 1, "the values")?;
    let dst = dst(x, inst)?;
    let imm = num_member(inst, "imm_value").unwrap_or(0.0);
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
