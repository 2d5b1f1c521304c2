//! Collectives on the one rank nki-run models (global rank 0, a world of
//! one NeuronCore; docs/nki-run.md, "Collectives"). A collective whose
//! group holds only rank 0 moves each source to its destination unchanged
//! (converted to the destination's dtype, as a DMA does): an all-reduce,
//! all-gather, reduce-scatter or all-to-all of one contribution is that
//! contribution, and a ring permute's neighbour is the rank itself. A
//! collective that needs another rank is an error naming the ranks.

use crate::{
    exec::{member_str, Exec},
    Error,
};
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

/// A member as a list of rank lists (`replica_groups`, `src_target_pairs`).
fn rank_lists(inst: &Instruction, key: &str) -> Result<Option<Vec<Vec<u64>>>, Error> {
    let Some(value) = inst.members.get(key) else {
        return Ok(None);
    };
    let bad = || Error::Semantics(format!("member '{key}' is not a list of rank lists"));
    let lists = value.as_array().ok_or_else(bad)?;
    lists
        .iter()
        .map(|l| {
            l.as_array()
                .ok_or_else(bad)?
                .iter()
                .map(|r| r.as_u64().ok_or_else(bad))
                .collect()
        })
        .collect::<Result<Vec<_>, _>>()
        .map(Some)
}

/// Checks that rank 0's replica group is rank 0 alone (no `replica_groups`
/// member means all ranks: rank 0 alone in a world of one).
fn check_alone(inst: &Instruction) -> Done {
    let Some(groups) = rank_lists(inst, "replica_groups")? else {
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
fn constant_rank(value: &Value, key: &str) -> Result<u64, Error> {
    let no_terms = value
        .get("terms")
        .and_then(Value::as_array)
        .is_none_or(|t| t.is_empty());
    match value.get("c").and_then(Value::as_u64) {
        Some(c) if no_terms => Ok(c),
        _ => Err(Error::Semantics(format!(
            "member '{key}' is not a constant rank"
        ))),
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
fn reduce_pair(x: &mut Exec, inst: &Instruction) -> Done {
    if inst.ins.len() != 2 || inst.outs.len() != 1 {
        return Err(Error::Semantics(format!(
            "a reducing permute with {} sources and {} destinations has no semantics in nki-run \
             (one channel: two sources, one destination)",
            inst.ins.len(),
            inst.outs.len()
        )));
    }
    let op = member_str(inst, "op")
        .ok_or_else(|| Error::Semantics("a reducing permute needs member 'op'".into()))?;
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
        .collect::<Result<Vec<f32>, _>>()?;
    x.write32(&dst, &out)
}

/// `CollectiveCompute`, by `kind`.
pub fn collective_compute(x: &mut Exec, inst: &Instruction) -> Done {
    let kind = member_str(inst, "kind").unwrap_or("AllReduce");
    match kind {
        "AllReduce" | "AllGather" | "ReduceScatter" | "AllToAll" | "PermuteImplicit" => {
            check_alone(inst)?;
            copy_each(x, inst)
        }
        "Permute" => {
            let pairs = rank_lists(inst, "src_target_pairs")?.unwrap_or_default();
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
        "PermuteReduceImplicit" => {
            check_alone(inst)?;
            reduce_pair(x, inst)
        }
        "SendRecv" => {
            let to = inst
                .members
                .get("send_to_rank")
                .map(|v| constant_rank(v, "send_to_rank"));
            let from = match inst.members.get("recv_from_rank") {
                Some(Value::Array(list)) => list
                    .iter()
                    .map(|v| constant_rank(v, "recv_from_rank"))
                    .collect::<Result<Vec<_>, _>>()?,
                _ => Vec::new(),
            };
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
pub fn point_to_point(_x: &mut Exec, inst: &Instruction) -> Done {
    let peer = inst.members.get("peer_id").and_then(Value::as_u64);
    Err(needs_ranks(format!(
        "{} with peer {} needs a second rank",
        inst.opcode,
        peer.map_or("?".into(), |p| p.to_string())
    )))
}

/// `GetCurProcessingRankID`: the rank whose data ring iteration `iter_id`
/// processes; in a group of rank 0 alone, rank 0.
pub fn current_processing_rank(x: &mut Exec, inst: &Instruction) -> Done {
    check_alone(inst)?;
    crate::ops::set_register(x, inst, RANK as f64)
}
