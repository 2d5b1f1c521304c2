//! Collectives on the one rank nki-run models (global rank 0, a world of
//! one NeuronCore; docs/nki-run.md, "Collectives"). A collective whose
//! group holds only rank 0 moves each source to its destination unchanged
//! (converted to the destination's dtype, as a DMA does): an all-reduce,
//! all-gather, reduce-scatter or all-to-all of one contribution is that
//! contribution, and a ring permute's neighbour is the rank itself. A
//! collective that needs another rank is an error naming the ranks.

use crate::{exec::Exec, Error};
use nki_formats::bir_json::decoded::{CollectiveComputeMembers, GetCurProcessingRankIDMembers, Op};
use nki_formats::bir_json::enums::{AluOp, CollectiveKind};
use nki_formats::bir_json::Instruction;
use serde_json::Value;

type Done = Result<(), Error>;

/// The rank nki-run runs as.
const RANK: u64 = 0;

/// The error for a collective that needs ranks nki-run does not model.
fn needs_ranks(what: String) -> Error {
    Error::Semantics(format!(
        "{what}; nki-run models one rank (global rank {RANK})"
    ))
}

/// Checks that rank 0's replica group is rank 0 alone (no `replica_groups`
/// member means all ranks: rank 0 alone in a world of one).
fn check_alone(replica_groups: Option<&[Vec<u64>]>) -> Done {
    let Some(groups) = replica_groups else {
        return Ok(());
    };
    match groups.iter().find(|g| g.contains(&RANK)) {
        Some(g) if g.len() == 1 => Ok(()),
        Some(g) => Err(needs_ranks(format!(
            "the replica group {g:?} has {} ranks",
            g.len()
        ))),
        None => Err(needs_ranks(format!(
            "no replica group of {groups:?} holds rank {RANK}"
        ))),
    }
}

/// A rank named by a constant quasi-affine expression (`send_to_rank`,
/// `recv_from_rank`): `{"terms": [], "c": N}`.
fn constant_rank(value: &Value, what: &str) -> Result<u64, Error> {
    let no_terms = value
        .get("terms")
        .and_then(Value::as_array)
        .is_none_or(|t| t.is_empty());
    match value.get("c").and_then(Value::as_u64) {
        Some(c) if no_terms => Ok(c),
        _ => Err(Error::Semantics(format!("{what} is not a constant rank"))),
    }
}

/// Copies `ins[i]` to `outs[i]` for every pair of operands.
fn copy_each(x: &mut Exec, inst: &Instruction) -> Done {
    if inst.ins.len() != inst.outs.len() {
        return Err(Error::Semantics(format!(
            "{} sources for {} destinations",
            inst.ins.len(),
            inst.outs.len()
        )));
    }
    for i in 0..inst.ins.len() {
        let dst = x.ap(&inst.outs, i, "a destination")?;
        let src = crate::ops::source_like(x, inst, i, &dst)?;
        let values = x.read(&src)?;
        x.write(&dst, &values)?;
    }
    Ok(())
}

/// `dst = op(ins[0], ins[1])` for one destination (one channel of a
/// reducing ring permute).
fn reduce_pair(x: &mut Exec, inst: &Instruction, op: Option<AluOp>) -> Done {
    if inst.ins.len() != 2 || inst.outs.len() != 1 {
        return Err(Error::Semantics(format!(
            "a reducing permute with {} sources and {} destinations has no semantics in nki-run \
             (one channel: two sources, one destination)",
            inst.ins.len(),
            inst.outs.len()
        )));
    }
    let op = op.ok_or_else(|| {
        Error::Semantics("a reducing permute needs its reduce operation (member 'op')".into())
    })?;
    let dst = x.ap(&inst.outs, 0, "the destination")?;
    let mut sides = Vec::with_capacity(2);
    for i in 0..2 {
        let src = crate::ops::source_like(x, inst, i, &dst)?;
        sides.push(x.read(&src)?);
    }
    let out = sides[0]
        .iter()
        .zip(&sides[1])
        .map(|(&a, &b)| crate::alu::alu(op, a as f32, b as f32))
        .collect::<Vec<f32>>();
    x.write32(&dst, &out)
}

/// `CollectiveCompute`, by `kind`.
pub fn collective_compute(x: &mut Exec, inst: &Instruction, m: &CollectiveComputeMembers) -> Done {
    use CollectiveKind as K;
    let groups = m.replica_groups.as_deref();
    match m.kind_or_default() {
        K::AllReduce | K::AllGather | K::ReduceScatter | K::AllToAll | K::PermuteImplicit => {
            check_alone(groups)?;
            copy_each(x, inst)
        }
        K::Permute => {
            let Some(pairs) = &m.src_target_pairs else {
                // No pairs: rank 0 takes part in no transfer.
                return Ok(());
            };
            let mine: Vec<&Vec<u64>> = pairs.iter().filter(|p| p.contains(&RANK)).collect();
            match mine.as_slice() {
                // Rank 0 neither sends nor receives.
                [] => Ok(()),
                [p] if p.iter().all(|&r| r == RANK) => copy_each(x, inst),
                _ => Err(needs_ranks(format!(
                    "the source-target pairs {pairs:?} move data between ranks"
                ))),
            }
        }
        // Each rank reduces its two sources and sends the result to its
        // ring successor (NKI collective_permute_implicit_reduce): itself.
        K::PermuteReduceImplicit => {
            check_alone(groups)?;
            reduce_pair(x, inst, m.op)
        }
        K::SendRecv => {
            let to = m
                .send_to_rank
                .as_ref()
                .map(|v| constant_rank(v, "member 'send_to_rank'"));
            let from = m
                .recv_from_rank
                .iter()
                .flatten()
                .map(|v| constant_rank(v, "member 'recv_from_rank'"))
                .collect::<Result<Vec<_>, _>>()?;
            if to.transpose()? == Some(RANK) && from == [RANK] {
                copy_each(x, inst)
            } else {
                Err(needs_ranks(
                    "a send-receive exchanges data with another rank".into(),
                ))
            }
        }
        other => Err(Error::Semantics(format!(
            "collective kind '{other}' has no semantics in nki-run"
        ))),
    }
}

/// `CollectiveSend` / `CollectiveRecv`: a point-to-point transfer needs a
/// peer other than the rank itself.
pub fn point_to_point(op: &Op, peer: u64) -> Done {
    Err(needs_ranks(format!(
        "{} with peer {peer} needs a second rank",
        op.opcode()
    )))
}

/// `GetCurProcessingRankID`: the rank whose data ring iteration `iter_id`
/// processes; in a group of rank 0 alone, rank 0.
pub fn current_processing_rank(
    x: &mut Exec,
    inst: &Instruction,
    m: &GetCurProcessingRankIDMembers,
) -> Done {
    check_alone(m.replica_groups.as_deref())?;
    crate::ops::set_register(x, inst, RANK as f64)
}
