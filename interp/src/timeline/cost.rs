//! The cost model: how long one instruction keeps its engine busy. One
//! table, [`estimate`], each entry naming where its number comes from.
//!
//! Sources (all from the public AWS Neuron SDK documentation; in our words):
//! - the `nki.isa` API reference, whose functions state an "estimated
//!   instruction cost" in engine cycles (SDK documentation of 2025-11): e.g.
//!   `activation` `max(MIN_II, N)` Scalar Engine cycles, `tensor_tensor`
//!   `max(MIN_II, N)` or `max(MIN_II, 2N)` Vector Engine cycles, `nc_matmul`
//!   `max(min(64, N_stationary), N_moving)` Tensor Engine cycles (4× for
//!   fp32), where `N` is the elements per partition and `MIN_II`, the
//!   minimum initiation interval, is about 64 cycles;
//! - the architecture guides (Trainium/Inferentia2, Trainium2) for the
//!   engines' clocks ([`Clocks`]);
//! - the DMA bandwidth guide: 16 DMA engines per NeuronCore, 17 B/ns each on
//!   trn1 and 23 B/ns on trn2, and about 1300 ns of fixed cost (descriptor
//!   set-up, synchronisation, semaphore-to-start latency) per transfer
//!   ([`Dma`]), modelled as latency: a queue moves the next transfer's bytes
//!   while the previous one's fixed cost runs out.
//!
//! Where no source gives a number, the entry says so ([`Source::Assumed`]) and
//! docs/timeline.md lists it.

use crate::dtype::Dtype;
use nki_formats::arch::Arch;
use nki_formats::bir_json::{decoded::Op, enums::AluOp};

/// The model's name and version, printed in every report.
pub const MODEL: &str = "nki-timeline cost model 2";

/// The minimum instruction initiation interval of the compute engines
/// (`nki.isa`: "roughly 64 engine cycles").
pub const MIN_II: f64 = 64.0;

/// The GpSimd instruction start-up overhead (`nki.isa.iota`,
/// `affine_select`: "roughly 150 engine cycles").
pub const GPSIMD_START: f64 = 150.0;

/// An engine of a NeuronCore, as BIR names them, and the DMA queues.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Engine {
    /// Tensor Engine (BIR `PE`).
    Pe,
    /// Vector Engine (BIR `DVE`).
    Dve,
    /// Scalar Engine (BIR `Activation`).
    Act,
    /// GpSimd Engine (BIR `Pool`).
    Pool,
    /// Sync Engine (BIR `SP`), and instructions without an engine.
    Sp,
    /// A DMA queue, by name.
    Dma(String),
}

impl Engine {
    /// The track name shown in reports.
    pub fn label(&self) -> String {
        match self {
            Engine::Pe => "PE (Tensor)".into(),
            Engine::Dve => "DVE (Vector)".into(),
            Engine::Act => "ACT (Scalar)".into(),
            Engine::Pool => "Pool (GpSimd)".into(),
            Engine::Sp => "SP (Sync)".into(),
            Engine::Dma(queue) => format!("DMA queue {queue}"),
        }
    }
}

/// Engine clocks in GHz (cycles per ns), per generation, from the
/// architecture guides' "Frequency (GHz)" tables.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Clocks {
    pub pe: f64,
    pub dve: f64,
    pub act: f64,
    pub pool: f64,
}

/// The DMA side of a generation.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Dma {
    /// DMA engines one transfer is spread over (16 per NeuronCore).
    pub engines: f64,
    /// Peak bytes per ns of one DMA engine.
    pub bytes_per_ns: f64,
    /// Fixed cost of one transfer, ns.
    pub fixed_ns: f64,
}

/// The model's numbers for one generation.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Generation {
    pub clocks: Clocks,
    pub dma: Dma,
}

/// trn1 (NeuronCore-v2): Tensor 2.8 GHz, Vector 1.12, Scalar and GpSimd 1.4
/// (Trainium/Inferentia2 architecture guide); DMA 16 × 17 B/ns.
pub const TRN1: Generation = Generation {
    clocks: Clocks {
        pe: 2.8,
        dve: 1.12,
        act: 1.4,
        pool: 1.4,
    },
    dma: Dma {
        engines: 16.0,
        bytes_per_ns: 17.0,
        fixed_ns: 1300.0,
    },
};

/// trn2 (NeuronCore-v3): Tensor 2.4 GHz, Vector 0.96, Scalar and GpSimd 1.2
/// (Trainium2 architecture guide); DMA 16 × 23 B/ns.
pub const TRN2: Generation = Generation {
    clocks: Clocks {
        pe: 2.4,
        dve: 0.96,
        act: 1.2,
        pool: 1.2,
    },
    dma: Dma {
        engines: 16.0,
        bytes_per_ns: 23.0,
        fixed_ns: 1300.0,
    },
};

/// The generation of an arch of `nki_formats::arch` (trn1 or trn2).
pub fn generation(arch: &Arch) -> Generation {
    match arch.name {
        "trn1" => TRN1,
        _ => TRN2,
    }
}

/// Where an estimate comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// An `nki.isa` function's documented cost (the function's name).
    Documented(&'static str),
    /// The DMA bandwidth guide's per-engine bandwidth and fixed cost.
    DmaGuide,
    /// No source gives a cost: the model's own assumption, stated.
    Assumed(&'static str),
    /// Synchronisation or control flow: no engine time.
    Free,
}

impl Source {
    pub fn describe(&self) -> String {
        match self {
            Source::Documented(f) => format!("nki.isa.{f}"),
            Source::DmaGuide => "DMA bandwidth guide".into(),
            Source::Assumed(why) => format!("assumed: {why}"),
            Source::Free => "synchronisation, no engine time".into(),
        }
    }
}

/// Where an operand lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Sbuf,
    Psum,
    Dram,
}

/// What the cost of an instruction depends on, for one access-pattern
/// operand.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Operand {
    pub place: Place,
    pub dtype: Dtype,
    /// The first pair's count.
    pub partitions: usize,
    /// Elements per partition (the other pairs' counts multiplied).
    pub per_partition: usize,
    /// The innermost step is 1 (or the pattern has one element per row).
    pub contiguous: bool,
}

impl Operand {
    pub fn bytes(&self) -> f64 {
        (self.partitions * self.per_partition * self.dtype.size()) as f64
    }
}

/// One instruction as the model sees it. `ins` and `outs` hold the
/// access-pattern operands only (immediates and registers cost nothing).
#[derive(Clone)]
pub struct Shape<'a> {
    /// The decoded instruction: the opcode and the members the cost
    /// depends on (`op`, `is_transpose`, a scan, `Memset`'s constant).
    pub op: &'a Op,
    pub engine: &'a Engine,
    pub ins: Vec<Operand>,
    pub outs: Vec<Operand>,
}

/// An estimate: engine cycles (0 for DMAs, whose time is in ns), the ns
/// the instruction keeps its track busy, the ns after that until its
/// results are there (a DMA's fixed cost), and the entry it comes from.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Estimate {
    pub cycles: f64,
    pub ns: f64,
    pub latency_ns: f64,
    pub source: Source,
}

/// Elements per partition of the instruction: its first source's, else its
/// destination's.
fn n_of(shape: &Shape) -> f64 {
    shape
        .ins
        .first()
        .or(shape.outs.first())
        .map_or(0.0, |o| o.per_partition as f64)
}

fn is_bf16(o: &Operand) -> bool {
    o.dtype == Dtype::Bf16
}

/// The opcodes that are DMA transfers (BIR's `DMA` and `DMADescriptor`
/// families; collectives move data through the DMA engines too).
pub fn is_dma(op: &Op) -> bool {
    matches!(
        op,
        Op::DMA(_)
            | Op::Load(_)
            | Op::Save(_)
            | Op::DMACopy(_)
            | Op::GenericIndirectLoad(_)
            | Op::IndirectLoad(_)
            | Op::GenericIndirectSave(_)
            | Op::IndirectSave(_)
            | Op::IndirectSaveAccumulate(_)
            | Op::DMATrigger(_)
            | Op::DMADescriptor(_)
            | Op::DMADescriptorCopy(_)
            | Op::DMADescriptorCCE(_)
            | Op::DMADescriptorTranspose(_)
            | Op::DMADescriptorReplicate(_)
            | Op::CollectiveCompute(_)
            | Op::CollectiveSend(_)
            | Op::CollectiveRecv(_)
    )
}

/// Synchronisation: no engine time, but every engine waits for it
/// (barriers) or nothing does (no-ops).
pub fn is_barrier(op: &Op) -> bool {
    matches!(
        op,
        Op::AllEngineBarrier(_) | Op::CoreBarrier(_) | Op::Drain(_)
    )
}

/// Control flow: handled by the engines' sequencers, not scheduled.
pub fn is_control(op: &Op) -> bool {
    matches!(
        op,
        Op::CompareAndBranch(_) | Op::UnconditionalBranch(_) | Op::Return(_) | Op::Break(_)
    )
}

/// The engine cycles of a compute instruction and their source: the table.
fn cycles(shape: &Shape) -> (f64, Source) {
    use Source::{Assumed, Documented};
    let n = n_of(shape);
    let ii = |c: f64| c.max(MIN_II);
    let second_output = shape.outs.len() > 1;
    use AluOp as A;
    match shape.op {
        Op::Activation(_) if second_output => (ii(n) + MIN_II, Documented("activation_reduce")),
        Op::Activation(_) => (ii(n), Documented("activation")),
        Op::TensorTensor(m) => {
            let places: Vec<Place> = shape.ins.iter().map(|o| o.place).collect();
            let mixed = places.contains(&Place::Psum) && places.contains(&Place::Sbuf);
            let fast_bf16 = shape.ins.iter().chain(&shape.outs).all(is_bf16)
                && matches!(m.op, A::Add | A::Mult | A::Subtract)
                && shape.ins.iter().all(|o| o.contiguous);
            if mixed || fast_bf16 {
                (ii(n), Documented("tensor_tensor"))
            } else {
                (ii(2.0 * n), Documented("tensor_tensor"))
            }
        }
        Op::TensorScalarPtr(m) if m.is_tensor_tensor_scan_or_default() => {
            (ii(2.0 * n), Documented("tensor_tensor_scan"))
        }
        Op::TensorScalarPtr(_) if second_output => {
            (ii(n) + MIN_II, Documented("tensor_scalar_reduce"))
        }
        Op::TensorScalar(_) | Op::TensorScalarPtr(_) => (ii(n), Documented("tensor_scalar")),
        Op::TensorReduce(m) => {
            let bf16 = shape.ins.iter().chain(&shape.outs).all(is_bf16);
            if bf16 && matches!(m.op, A::Add | A::Max) {
                (n / 2.0, Documented("tensor_reduce"))
            } else {
                (n, Documented("tensor_reduce"))
            }
        }
        Op::TensorCopy(_) => (ii(n), Documented("tensor_copy")),
        Op::Reciprocal(_) if *shape.engine == Engine::Act => (ii(n), Documented("reciprocal")),
        Op::Reciprocal(_) => (ii(8.0 * n), Documented("reciprocal")),
        Op::Memset(m) => {
            let half = shape
                .outs
                .first()
                .is_some_and(|o| matches!(o.dtype, Dtype::Bf16 | Dtype::F16));
            let n = shape.outs.first().map_or(0.0, |o| o.per_partition as f64);
            if m.constant == 0 && half {
                (ii(n / 2.0), Documented("memset"))
            } else {
                (ii(n), Documented("memset"))
            }
        }
        Op::Iota(_) => {
            let n = shape.outs.first().map_or(0.0, |o| o.per_partition as f64);
            (GPSIMD_START + n, Documented("iota"))
        }
        Op::TensorScalarAffineSelect(_) => (GPSIMD_START + n, Documented("affine_select")),
        Op::BNStats(_) => (ii(n), Documented("bn_stats")),
        Op::BNStatsAggregate(_) => (ii(13.0 * (n / 3.0)), Documented("bn_aggr")),
        Op::Max(_) => (n, Documented("max8")),
        Op::MaxIndex(_) => (n, Documented("nc_find_index8")),
        // Written `min(MIN_II, N)` in the documentation; taken as written.
        Op::MatchReplace(_) => (n.min(MIN_II), Documented("nc_match_replace8")),
        Op::Shuffle(_) => (ii(n), Documented("nc_stream_shuffle")),
        Op::RangeSelect(_) => (ii(n), Documented("range_select")),
        Op::Dropout(_) => (ii(n), Documented("dropout")),
        Op::StreamTranspose(_) => (ii(n), Documented("nc_transpose")),
        Op::CopyPredicated(_) => {
            let src = shape.ins.first().map(|o| o.place);
            let pred = shape.ins.get(1).map(|o| o.place);
            if src.is_some() && pred.is_some() && src != pred {
                (ii(n), Documented("tensor_copy_predicated"))
            } else {
                (ii(2.0 * n), Documented("tensor_copy_predicated"))
            }
        }
        Op::Matmult(m) => matmult(shape, m.is_transpose_or_default()),
        Op::IndirectCopy(_) | Op::Gather(_) => (
            GPSIMD_START + n,
            Assumed("a GpSimd gather, start-up plus one cycle per element"),
        ),
        Op::Select(_) => (
            ii(2.0 * n),
            Assumed("as tensor_tensor with two SBUF sources"),
        ),
        Op::Rand(_) | Op::SetRandState(_) | Op::GetRandState(_) => (
            ii(n),
            Assumed("one element per cycle, as the elementwise instructions"),
        ),
        Op::RegisterMove(_)
        | Op::RegisterAlu(_)
        | Op::TensorLoad(_)
        | Op::TensorSave(_)
        | Op::GetGlobalRankId(_)
        | Op::GetCurProcessingRankID(_) => (
            MIN_II,
            Assumed("one initiation interval for a sequencer instruction"),
        ),
        _ => (
            ii(n),
            Assumed("no documented cost: max(MIN_II, N) as the elementwise instructions"),
        ),
    }
}

/// `nc_matmul`: `max(min(64, N_stationary), N_moving)` (4× for fp32
/// inputs); a transpose through the PE array (`is_transpose`, NKI's
/// `nc_transpose` on the Tensor Engine): `max(P, min(64, F))`.
fn matmult(shape: &Shape, is_transpose: bool) -> (f64, Source) {
    let st = shape.ins.first();
    let mv = shape.ins.get(1);
    if is_transpose {
        let p = st.map_or(0.0, |o| o.partitions as f64);
        let f = st.map_or(0.0, |o| o.per_partition as f64);
        return (p.max(f.min(64.0)), Source::Documented("nc_transpose"));
    }
    let ns = st.map_or(0.0, |o| o.per_partition as f64);
    let nm = mv.map_or(0.0, |o| o.per_partition as f64);
    let base = ns.min(64.0).max(nm);
    let fp32 = shape.ins.iter().any(|o| o.dtype == Dtype::F32);
    let factor = if fp32 { 4.0 } else { 1.0 };
    (factor * base, Source::Documented("nc_matmul"))
}

/// A DMA transfer's time on its queue: its bytes over the DMA engines it is
/// spread on (one per partition row, at most all of them; an assumption on
/// how the compiler splits a transfer, after the architecture guide's
/// example of a 128-partition load split over the 16 engines). The fixed
/// cost is latency after it, which the next transfer on the queue overlaps.
fn dma_ns(shape: &Shape, dma: &Dma) -> f64 {
    let bytes = shape
        .ins
        .iter()
        .chain(&shape.outs)
        .map(Operand::bytes)
        .fold(0.0, f64::max);
    let rows = shape
        .ins
        .iter()
        .chain(&shape.outs)
        .filter(|o| o.place != Place::Dram)
        .map(|o| o.partitions as f64)
        .fold(1.0, f64::max);
    let engines = rows.min(dma.engines).max(1.0);
    bytes / (engines * dma.bytes_per_ns)
}

/// The estimate of one instruction on `arch`.
pub fn estimate(shape: &Shape, arch: &Arch) -> Estimate {
    let generation = generation(arch);
    if is_barrier(shape.op) || matches!(shape.op, Op::NoOp(_) | Op::EventSemaphore(_)) {
        return Estimate {
            cycles: 0.0,
            ns: 0.0,
            latency_ns: 0.0,
            source: Source::Free,
        };
    }
    if let Engine::Dma(_) = shape.engine {
        return Estimate {
            cycles: 0.0,
            ns: dma_ns(shape, &generation.dma),
            latency_ns: generation.dma.fixed_ns,
            source: Source::DmaGuide,
        };
    }
    let (cycles, source) = cycles(shape);
    let clocks = generation.clocks;
    let ghz = match shape.engine {
        Engine::Pe => clocks.pe,
        Engine::Dve => clocks.dve,
        Engine::Act => clocks.act,
        // The Sync Engine's clock is not documented: taken as GpSimd's.
        Engine::Pool | Engine::Sp | Engine::Dma(_) => clocks.pool,
    };
    Estimate {
        cycles,
        ns: cycles / ghz,
        latency_ns: 0.0,
        source,
    }
}
