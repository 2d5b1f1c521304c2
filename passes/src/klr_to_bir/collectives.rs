//! The communication operators (docs/klr-to-bir.md, "Collectives"): the
//! eight `CollectiveOp` operators and the LNC exchanges `sendRecv` /
//! `sendRecvCompute` become `CollectiveCompute` with the matching `kind`;
//! `send` / `recv` become `CollectiveSend` / `CollectiveRecv`; the rank
//! queries write a register (`GetGlobalRankId`, `GetCurProcessingRankID`).
//!
//! Operands: `ins` are the sources and `outs` the destinations, in list
//! order. A KLR field with no BIR member is lowered only where dropping it
//! changes nothing the instruction computes (`priority`, a DMA QoS hint;
//! `num_channels`, BIR naming the channel only); a value BIR cannot carry is
//! a `LowerError::Form`.

use super::operators::{alu, free_elements, partitions};
use super::tensors::physical_ap;
use super::tensors::register;
use super::{KlirToBirCodegen, LowerError};
use nki_formats::bir_json::enums::{CollectiveKind, CopyMode, Engine};
use nki_formats::bir_json::{inst, Argument};
use nki_formats::klr::*;
use serde_json::{json, Value};

type Lowered = Result<(), LowerError>;

/// A `CollectiveCompute` kind, with what its members take from the payload.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Collective {
    AllReduce,
    AllGather,
    ReduceScatter,
    AllToAll,
    Permute,
    PermuteImplicit,
    PermuteReduceImplicit,
}

impl Collective {
    fn kind(self) -> CollectiveKind {
        match self {
            Collective::AllReduce => CollectiveKind::AllReduce,
            Collective::AllGather => CollectiveKind::AllGather,
            Collective::ReduceScatter => CollectiveKind::ReduceScatter,
            Collective::AllToAll => CollectiveKind::AllToAll,
            Collective::Permute => CollectiveKind::Permute,
            Collective::PermuteImplicit => CollectiveKind::PermuteImplicit,
            Collective::PermuteReduceImplicit => CollectiveKind::PermuteReduceImplicit,
        }
    }

    /// Whether the result is laid out along `concatDim`.
    fn concatenates(self) -> bool {
        matches!(
            self,
            Collective::AllGather | Collective::ReduceScatter | Collective::AllToAll
        )
    }

    /// Whether the ring's channel applies.
    fn on_a_channel(self) -> bool {
        matches!(
            self,
            Collective::PermuteImplicit | Collective::PermuteReduceImplicit
        )
    }
}

/// A non-negative integer of the payload, for a `nat` member.
fn nat(value: i64, what: &str) -> Result<u64, LowerError> {
    u64::try_from(value).map_err(|_| LowerError::Form(format!("{what} {value} is negative")))
}

/// Rank lists (`[[Int]]`) as `[[nat]]`.
fn rank_lists(groups: &[Vec<i64>], what: &str) -> Result<Vec<Vec<u64>>, LowerError> {
    groups
        .iter()
        .map(|g| g.iter().map(|&r| nat(r, what)).collect())
        .collect()
}

/// `replica_groups` of a `ReplicaGroup`: a literal one as its rank lists,
/// an unspecified one as no member (all ranks).
fn replica_groups(group: &ReplicaGroup) -> Result<Option<Vec<Vec<u64>>>, LowerError> {
    match group {
        ReplicaGroup::unspecified {} => Ok(None),
        ReplicaGroup::literal { groups } => Ok(Some(rank_lists(groups, "a replica-group rank")?)),
        ReplicaGroup::named { name } => Err(LowerError::Form(format!(
            "the named replica group '{name}' has no BIR form (BIR takes the rank lists)"
        ))),
    }
}

/// The name prefix of a broadcast's gather buffer.
const BROADCAST_BUFFER: &str = "COMPILER-GENERATED-broadcast_";

/// The common size of literal replica groups.
fn group_size(groups: &[Vec<u64>]) -> Result<u64, LowerError> {
    let size = groups.first().map_or(0, Vec::len);
    if size == 0 || groups.iter().any(|g| g.len() != size) {
        return Err(LowerError::Form(format!(
            "the replica groups {groups:?} are not of one non-zero size"
        )));
    }
    Ok(size as u64)
}

/// A rank given as an immediate: an integer, or a float holding one (the
/// form KLR's default immediates take).
fn rank(i: &Immediate, what: &str) -> Result<u64, LowerError> {
    let value = match i {
        Immediate::int { i } => *i as f64,
        Immediate::float { f } => f32::from_bits(f.0) as f64,
        Immediate::register { reg } => {
            return Err(LowerError::Form(format!(
                "{what} in register {reg} has no BIR form (BIR takes a constant)"
            )))
        }
        Immediate::pointer {} => {
            return Err(LowerError::Form(format!("{what} is a pointer")));
        }
    };
    if value < 0.0 || value.fract() != 0.0 || value > u32::MAX as f64 {
        return Err(LowerError::Form(format!(
            "{what} {value} is not a non-negative integer"
        )));
    }
    Ok(value as u64)
}

/// A constant quasi-affine expression (`send_to_rank`, `recv_from_rank`,
/// `cc_channel`): the model's `AffExprKind` with no terms and the constant
/// `c` (the fields its comment names, docs/bir-json-format.md §6.2).
pub(crate) fn constant_qae(c: u64) -> Value {
    json!({"kind": "AffExprKind", "terms": [], "c": c})
}

impl KlirToBirCodegen {
    /// The access patterns of a list of tensor operands.
    fn collective_operands(&mut self, refs: &[TensorRef]) -> Result<Vec<Argument>, LowerError> {
        refs.iter().map(|r| Ok(self.tile(r)?.arg)).collect()
    }

    pub(crate) fn all_reduce(&mut self, op: &CollectiveOp) -> Lowered {
        self.collective(Collective::AllReduce, op)
    }

    pub(crate) fn all_gather(&mut self, op: &CollectiveOp) -> Lowered {
        self.collective(Collective::AllGather, op)
    }

    pub(crate) fn reduce_scatter(&mut self, op: &CollectiveOp) -> Lowered {
        self.collective(Collective::ReduceScatter, op)
    }

    pub(crate) fn all_to_all(&mut self, op: &CollectiveOp) -> Lowered {
        self.collective(Collective::AllToAll, op)
    }

    pub(crate) fn collective_permute(&mut self, op: &CollectiveOp) -> Lowered {
        self.collective(Collective::Permute, op)
    }

    pub(crate) fn collective_permute_implicit(&mut self, op: &CollectiveOp) -> Lowered {
        self.collective(Collective::PermuteImplicit, op)
    }

    pub(crate) fn collective_permute_implicit_reduce(&mut self, op: &CollectiveOp) -> Lowered {
        self.collective(Collective::PermuteReduceImplicit, op)
    }

    /// An operator of the `CollectiveOp` family as `CollectiveCompute`.
    fn collective(&mut self, kind: Collective, op: &CollectiveOp) -> Lowered {
        let mut members = inst::CollectiveCompute::new().kind(kind.kind());
        if let Some(groups) = replica_groups(&op.replicaGroup)? {
            members = members.replica_groups(groups);
        }
        if let Some(op) = op.op {
            members = members.op(alu(op));
        }
        if kind == Collective::Permute {
            if let Some(pairs) = &op.sourceTargetPairs {
                if let Some(bad) = pairs.iter().find(|p| p.len() != 2) {
                    return Err(LowerError::Form(format!(
                        "a source-target pair has {} ranks, not 2",
                        bad.len()
                    )));
                }
                members = members.src_target_pairs(rank_lists(pairs, "a permute rank")?);
            }
        }
        if kind.concatenates() {
            match op.concatDim {
                None | Some(0) => {}
                Some(dim) => {
                    return Err(LowerError::Form(format!(
                        "concatenating along dimension {dim} has no BIR form \
                         (CollectiveCompute lays ranks out along the outermost dimension)"
                    )))
                }
            }
        }
        if kind.on_a_channel() {
            match op.channel_id {
                None | Some(0) => {}
                Some(channel) => {
                    members = members.cc_channel(constant_qae(nat(channel, "the channel")?))
                }
            }
        }
        let ins = self.collective_operands(&op.srcs)?;
        let outs = self.collective_operands(&op.dsts)?;
        self.emit(members, None, ins, outs);
        Ok(())
    }

    /// `broadcast`: each replica group's first rank sends its sources to
    /// every rank of the group (the payload names no root; the first rank
    /// is StableHLO's `collective_broadcast` rule). BIR has no broadcast
    /// kind, so each source is all-gathered into a compiler-generated HBM
    /// buffer of the group's size (`CollectiveCompute` `AllGather`, ranks
    /// along the outermost dimension in group order), and the first rank's
    /// block is copied to the destination (`DMACopy`).
    pub(crate) fn broadcast(&mut self, op: &CollectiveOp) -> Lowered {
        let Some(groups) = replica_groups(&op.replicaGroup)? else {
            return Err(LowerError::Form(
                "a broadcast over the unspecified replica group has no BIR form \
                 (the gather buffer needs the group's size)"
                    .into(),
            ));
        };
        let size = group_size(&groups)?;
        if op.sourceTargetPairs.as_ref().is_some_and(|p| !p.is_empty()) {
            return Err(LowerError::Form(
                "a broadcast with source-target pairs has no BIR form (its root is each group's first rank)"
                    .into(),
            ));
        }
        if op.srcs.len() != op.dsts.len() {
            return Err(LowerError::Form(format!(
                "{} sources for {} destinations",
                op.srcs.len(),
                op.dsts.len()
            )));
        }
        let (mut ins, mut gathered, mut copies) = (Vec::new(), Vec::new(), Vec::new());
        for (src, dst) in op.srcs.iter().zip(&op.dsts) {
            let src = self.tile(src)?;
            let dst = self.tile(dst)?.arg;
            let (partitions, free) = (partitions(&src.arg) as u64, free_elements(&src.arg) as u64);
            let name = format!("{BROADCAST_BUFFER}{}", self.next_id());
            self.add_generated_hbm_tensor(&name, src.dtype, size * partitions, free);
            let rows = |n: u64| vec![vec![free as i64, n as i64], vec![1, free as i64]];
            gathered.push(physical_ap(&name, src.dtype, rows(size * partitions), 0));
            copies.push((physical_ap(&name, src.dtype, rows(partitions), 0), dst));
            ins.push(src.arg);
        }
        let gather = inst::CollectiveCompute::new()
            .kind(CollectiveKind::AllGather)
            .replica_groups(groups);
        self.emit(gather, None, ins, gathered);
        for (block, dst) in copies {
            let copy = inst::DMACopy::new(CopyMode::Copy);
            self.emit(copy, None, vec![block], vec![dst]);
        }
        Ok(())
    }

    /// `sendRecv`: `CollectiveCompute` of kind `SendRecv`, on the Pool
    /// engine when it uses the GpSimd engine's DMA.
    pub(crate) fn send_recv(&mut self, op: &SendRecv) -> Lowered {
        let from = rank(&op.recvFromRank, "the rank received from")?;
        let members = inst::CollectiveCompute::new()
            .kind(CollectiveKind::SendRecv)
            .send_to_rank(constant_qae(rank(&op.sendToRank, "the rank sent to")?))
            .recv_from_rank(vec![constant_qae(from)])
            .pipe_id(rank(&op.pipeId, "the pipe id")?);
        let ins = vec![self.tile(&op.src)?.arg];
        let outs = vec![self.tile(&op.dst)?.arg];
        let engine = op.useGpsimdDma.then_some(Engine::Pool);
        self.emit(members, engine, ins, outs);
        Ok(())
    }

    /// `sendRecvCompute`: `CollectiveCompute` of kind `SendRecvCCE`, which
    /// reduces the local and the received tiles with `op`.
    pub(crate) fn send_recv_compute(&mut self, op: &SendRecvCompute) -> Lowered {
        let mut members = inst::CollectiveCompute::new().kind(CollectiveKind::SendRecvCCE);
        match op.sendToRanks.as_slice() {
            [] => {}
            [to] => members = members.send_to_rank(constant_qae(rank(to, "the rank sent to")?)),
            more => {
                return Err(LowerError::Form(format!(
                "sending to {} ranks has no BIR form (CollectiveCompute names one send_to_rank)",
                more.len()
            )))
            }
        }
        let from = op
            .recvFromRanks
            .iter()
            .map(|r| rank(r, "the rank received from").map(constant_qae))
            .collect::<Result<Vec<_>, _>>()?;
        let members = members
            .recv_from_rank(from)
            .pipe_id(rank(&op.pipeId, "the pipe id")?)
            .op(alu(op.op));
        let ins = self.collective_operands(&op.srcs)?;
        let outs = self.collective_operands(&op.dsts)?;
        self.emit(members, None, ins, outs);
        Ok(())
    }

    /// `send`: `CollectiveSend` of the sources to `peerId`. BIR's send
    /// applies no operation, so only `bypass` lowers.
    pub(crate) fn send(&mut self, op: &Send) -> Lowered {
        plain_transfer(op.op)?;
        let ins = self.collective_operands(&op.srcs)?;
        let peer = nat(op.peerId, "the peer id")?;
        self.emit(inst::CollectiveSend::new(peer), None, ins, vec![]);
        Ok(())
    }

    /// `recv`: `CollectiveRecv` into the destinations from `peerId` (a
    /// global rank, as `send`'s is; the replica groups are not lowered).
    pub(crate) fn recv(&mut self, op: &Recv) -> Lowered {
        plain_transfer(op.op)?;
        let outs = self.collective_operands(&op.dsts)?;
        let peer = nat(op.peerId, "the peer id")?;
        self.emit(inst::CollectiveRecv::new(peer), None, vec![], outs);
        Ok(())
    }

    /// `rankId`: `GetGlobalRankId` into the register.
    pub(crate) fn rank_id(&mut self, op: &RankId) -> Lowered {
        let rank = inst::GetGlobalRankId::new();
        self.emit(rank, None, vec![], vec![register(&op.dst)]);
        Ok(())
    }

    /// `currentProcessingRankId`: `GetCurProcessingRankID` into the
    /// register, for ring iteration `iterationId` on `channelId`.
    pub(crate) fn current_processing_rank_id(&mut self, op: &CurrentProcessingRankId) -> Lowered {
        let mut rank = inst::GetCurProcessingRankID::new(
            nat(op.iterationId, "the iteration id")?,
            nat(op.channelId, "the channel")?,
        );
        if !op.replicaGroup.is_empty() {
            rank = rank.replica_groups(rank_lists(&op.replicaGroup, "a replica-group rank")?);
        }
        self.emit(rank, None, vec![], vec![register(&op.dst)]);
        Ok(())
    }
}

/// BIR's point-to-point send and receive move data unchanged.
fn plain_transfer(op: AluOp) -> Lowered {
    if op == AluOp::bypass {
        Ok(())
    } else {
        Err(LowerError::Form(format!(
            "a transfer with operation {} has no BIR form (CollectiveSend and \
             CollectiveRecv move data unchanged)",
            op.name()
        )))
    }
}
