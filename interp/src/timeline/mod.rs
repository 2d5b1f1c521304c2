//! Where the time goes: an estimated engine timeline of a run, without a
//! device (docs/timeline.md).
//!
//! While the interpreter executes a function, a [`Recorder`] sees every
//! instruction it executes, in program order (loops unrolled, branches as
//! taken): its engine or DMA queue, its operands' shapes and the bytes they
//! read and write. The cost model (`cost`) gives each instruction a
//! duration; the scheduler (`schedule`) starts it when its engine is free
//! and the instructions it depends on through memory (`hazards`) are done.
//! The result, a [`Timeline`], is reported as a summary (`report`) and as a
//! Chrome / Perfetto trace (`trace`). It is an estimate from the model, not
//! a measurement; every report says so and names the model.

pub mod cost;
pub mod hazards;
pub mod report;
pub mod schedule;
pub mod trace;

use crate::ap::Ap;
use crate::dtype::Dtype;
use crate::memory::{Memory, Space};
use crate::Error;
use cost::{Engine, Estimate, Operand, Place, Shape};
use hazards::{Hazards, Rect};
use nki_formats::arch::Arch;
use nki_formats::bir_json::decoded::Op;
use nki_formats::bir_json::enums::{self, BirEnum};
use nki_formats::bir_json::{Argument, Instruction};
use schedule::Scheduler;
use std::collections::HashMap;

/// The most executed instructions one timeline holds by default (about
/// 100 MB of slices; `nki-run --timeline-max-instructions`).
pub const MAX_SLICES: usize = 4_000_000;

/// The DMA queue of a transfer without a `queue` member.
pub const DEFAULT_QUEUE: &str = "default";

/// One instruction of the program (each of its executions is a slice).
#[derive(Clone, Debug, PartialEq)]
pub struct Info {
    pub name: String,
    pub opcode: String,
    /// Its NKI source position (`file:line:col`), when the input has one.
    pub position: Option<String>,
    /// Where its cost comes from.
    pub source: cost::Source,
}

/// A finished timeline.
#[derive(Debug)]
pub struct Timeline {
    pub function: String,
    pub arch: &'static str,
    /// Track labels, by track index.
    pub tracks: Vec<String>,
    pub infos: Vec<Info>,
    pub slices: Vec<schedule::Slice>,
    /// Engine cycles of each slice (0 for DMAs).
    pub cycles: Vec<f64>,
    pub critical_path: Vec<u32>,
}

impl Timeline {
    /// When the last instruction is done (a DMA's latency included), ns.
    pub fn makespan(&self) -> f64 {
        self.slices.iter().map(|s| s.ready).fold(0.0, f64::max)
    }

    /// Busy ns per track.
    pub fn busy(&self) -> Vec<f64> {
        let mut busy = vec![0.0; self.tracks.len()];
        for s in &self.slices {
            busy[s.track as usize] += s.end - s.start;
        }
        busy
    }
}

/// Builds a timeline while the interpreter runs.
pub struct Recorder {
    arch: Arch,
    function: String,
    scheduler: Scheduler,
    hazards: Hazards,
    tracks: Vec<Engine>,
    track_of: HashMap<Engine, u32>,
    infos: Vec<Info>,
    info_of: HashMap<String, u32>,
    cycles: Vec<f64>,
    positions: HashMap<String, String>,
    /// The most executed instructions recorded; one more is an error.
    pub max_slices: usize,
}

impl Recorder {
    /// A recorder for `function` on `arch`; `positions` maps instruction
    /// names to their NKI source positions.
    pub fn new(arch: Arch, function: &str, positions: HashMap<String, String>) -> Recorder {
        Recorder {
            arch,
            function: function.to_string(),
            scheduler: Scheduler::new(),
            hazards: Hazards::new(),
            tracks: Vec::new(),
            track_of: HashMap::new(),
            infos: Vec::new(),
            info_of: HashMap::new(),
            cycles: Vec::new(),
            positions,
            max_slices: MAX_SLICES,
        }
    }

    fn track(&mut self, engine: Engine) -> u32 {
        if let Some(&t) = self.track_of.get(&engine) {
            return t;
        }
        let t = self.tracks.len() as u32;
        self.tracks.push(engine.clone());
        self.track_of.insert(engine, t);
        t
    }

    fn info(&mut self, inst: &Instruction, op: &Op, source: cost::Source) -> u32 {
        if let Some(&i) = self.info_of.get(&inst.name) {
            return i;
        }
        let i = self.infos.len() as u32;
        self.infos.push(Info {
            name: inst.name.clone(),
            opcode: op.opcode().to_string(),
            position: self.positions.get(&inst.name).cloned(),
            source,
        });
        self.info_of.insert(inst.name.clone(), i);
        i
    }

    /// Notes one executed instruction (after it ran, so its operands are
    /// known to be valid).
    pub fn record(&mut self, inst: &Instruction, op: &Op, memory: &Memory) -> Result<(), Error> {
        if cost::is_control(op) {
            return Ok(());
        }
        if self.scheduler.slices.len() >= self.max_slices {
            return Err(Error::Model(format!(
                "instruction '{}': the timeline holds at most {} executed instructions \
                 (raise the limit with --timeline-max-instructions)",
                inst.name, self.max_slices
            )));
        }
        let engine = engine_of(inst, op);
        let track = self.track(engine.clone());
        if cost::is_barrier(op) {
            let info = self.info(inst, op, cost::Source::Free);
            self.scheduler.barrier(track, info);
            self.cycles.push(0.0);
            return Ok(());
        }
        let (ins, reads) = operands(&inst.ins, memory);
        let (outs, writes) = operands(&inst.outs, memory);
        let shape = Shape {
            op,
            engine: &engine,
            ins,
            outs,
        };
        let Estimate {
            cycles,
            ns,
            latency_ns,
            source,
        } = cost::estimate(&shape, &self.arch);
        let info = self.info(inst, op, source);
        let deps = self.hazards.deps(&reads, &writes);
        let slice = self
            .scheduler
            .add_with_latency(track, info, ns, latency_ns, &deps);
        let ready = self.scheduler.slices[slice as usize].ready;
        self.hazards.record(slice, ready, &reads, &writes);
        self.cycles.push(cycles);
        Ok(())
    }

    /// The timeline of what was recorded.
    pub fn finish(self) -> Timeline {
        let critical_path = self.scheduler.critical_path();
        Timeline {
            function: self.function,
            arch: self.arch.name,
            tracks: self.tracks.iter().map(Engine::label).collect(),
            infos: self.infos,
            slices: self.scheduler.slices,
            cycles: self.cycles,
            critical_path,
        }
    }
}

/// The engine or DMA queue an instruction runs on: BIR's `engine`, else
/// the engine its opcode belongs to; DMA transfers on their `queue`.
pub fn engine_of(inst: &Instruction, op: &Op) -> Engine {
    let engine = enums::Engine::parse(&inst.engine);
    if cost::is_dma(op) || engine == Some(enums::Engine::Dma) {
        return Engine::Dma(queue(op).unwrap_or(DEFAULT_QUEUE).to_string());
    }
    match engine {
        Some(enums::Engine::Pe) => Engine::Pe,
        Some(enums::Engine::Dve) => Engine::Dve,
        Some(enums::Engine::Activation) => Engine::Act,
        Some(enums::Engine::Pool) => Engine::Pool,
        Some(enums::Engine::Sp) => Engine::Sp,
        _ => match op {
            Op::Matmult(_) | Op::MatmultSparse(_) => Engine::Pe,
            Op::Activation(_) | Op::ReadActivationAccumulator(_) | Op::LoadActFuncSet(_) => {
                Engine::Act
            }
            Op::Iota(_) | Op::Gather(_) | Op::IndirectCopy(_) | Op::TensorScalarAffineSelect(_) => {
                Engine::Pool
            }
            Op::Max(_)
            | Op::MaxIndex(_)
            | Op::MatchReplace(_)
            | Op::BNStats(_)
            | Op::BNStatsAggregate(_) => Engine::Dve,
            _ => Engine::Sp,
        },
    }
}

/// The DMA queue an instruction names, if it has the member.
fn queue(op: &Op) -> Option<&str> {
    match op {
        Op::DMA(m) => m.queue.as_deref(),
        Op::DMACopy(m) => m.queue.as_deref(),
        Op::DMATrigger(m) => m.queue.as_deref(),
        Op::Load(m) => m.queue.as_deref(),
        Op::Save(m) => m.queue.as_deref(),
        Op::GenericIndirectLoad(m) => m.queue.as_deref(),
        Op::GenericIndirectSave(m) => m.queue.as_deref(),
        Op::IndirectLoad(m) => m.queue.as_deref(),
        Op::IndirectSave(m) => m.queue.as_deref(),
        Op::IndirectSaveAccumulate(m) => m.queue.as_deref(),
        Op::ReadVarAddr(m) => m.queue.as_deref(),
        Op::Collective(m) => m.queue.as_deref(),
        Op::CollectiveCompute(m) => m.queue.as_deref(),
        Op::CollectiveSend(m) => m.queue.as_deref(),
        Op::CollectiveRecv(m) => m.queue.as_deref(),
        Op::SwitchQueueInstance(m) => m.queue.as_deref(),
        _ => None,
    }
}

/// The access-pattern operands of `args`: their shapes for the cost model
/// and their bytes for the dependencies.
fn operands(args: &[Argument], memory: &Memory) -> (Vec<Operand>, Vec<Rect>) {
    let mut shapes = Vec::new();
    let mut rects = Vec::new();
    for arg in args {
        let Argument::PhysicalAp {
            ap,
            dtype,
            offset,
            memref,
            ..
        } = arg
        else {
            continue;
        };
        let (Some(loc), Some(dtype)) = (memory.find(memref), Dtype::parse(dtype)) else {
            continue;
        };
        let Ok(ap) = Ap::new(loc, dtype, *offset, ap, u64::MAX) else {
            continue;
        };
        let place = match memory.locations[loc].space {
            Space::Sbuf => Place::Sbuf,
            Space::Psum => Place::Psum,
            Space::Dram(_) => Place::Dram,
        };
        shapes.push(Operand {
            place,
            dtype,
            partitions: ap.partitions.max(1),
            per_partition: ap.free_count(),
            contiguous: ap
                .pairs
                .iter()
                .skip(1)
                .rev()
                .find(|(_, n)| *n > 1)
                .is_none_or(|(s, _)| *s == 1),
        });
        if let Some(rect) = Rect::of(&ap, memory) {
            rects.push(rect);
        }
    }
    (shapes, rects)
}

#[cfg(test)]
mod tests;
