//! `nki-interp`: a reference interpreter of the `bir` dialect on numbers.
//!
//! It executes one function of a BIR document (the
//! `nki_formats::bir_json::Document` model that `nki-translate
//! --export-bir-json` writes) on a machine model of byte-addressed memories
//! (`memory`), with the semantics of each opcode in `ops` and control flow in
//! `exec`. Each instruction is decoded once, when the function is loaded, into
//! the typed form generated from the bir ODS (`program`,
//! `nki_formats::bir_json::decoded`); nothing reads opcodes or members by name. It exists to check that provisioning computes what a kernel means:
//! `nki-run` feeds it `.npy` inputs and writes `.npy` outputs
//! (docs/nki-run.md). Timing and engine concurrency are not modelled:
//! instructions run one at a time in program order; `timeline` estimates,
//! from a cost model, how the engines would overlap (docs/timeline.md).

// The interpreter is plain safe Rust; keep it so.
#![forbid(unsafe_code)]

pub mod accumulators;
pub mod activation;
pub mod alu;
pub mod ap;
pub mod batchnorm;
pub mod collectives;
pub mod dtype;
pub mod engines;
pub mod exec;
pub mod layout;
pub mod limits;
pub mod memory;
pub mod npy;
pub mod ops;
pub mod program;
pub mod random;
pub mod runs;
pub mod selection;
pub mod shuffle;
pub mod stream;
pub mod timeline;

use ap::Ap;
use dtype::Dtype;
use exec::{Exec, Flow};
pub use limits::Limits;
use memory::{Memory, Space};
use nki_formats::{arch::Arch, bir_json::Document};

/// What can go wrong.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The module cannot be placed on the machine, or names are wrong.
    #[error("{0}")]
    Model(String),
    /// An instruction has no semantics here or its operands do not fit.
    #[error("instruction '{name}' ({opcode}): {message}")]
    Instruction {
        name: String,
        opcode: String,
        message: String,
    },
    /// Raised inside an opcode; located at its instruction by `exec`.
    #[error("{0}")]
    Semantics(String),
    /// The run spent a budget of [`Limits`] at `what` (an instruction or a
    /// loop); a caller with budgets of its own says so in its words.
    #[error("{what}: {spent}{whereabouts}")]
    Budget {
        what: String,
        spent: Spent,
        /// Where the run has been going round (`Whereabouts::describe`).
        whereabouts: String,
    },
}

/// Which budget of [`Limits`] a run spent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Spent {
    #[error("more than {0} instructions and loop iterations executed (raise the limit with --max-steps)")]
    Steps(u64),
    #[error("more than {0} element operations done (raise the budget with --max-work)")]
    Work(u64),
}

/// A memory location's logical tensor.
#[derive(Clone, Debug)]
pub struct Tensor {
    pub name: String,
    pub dtype: Dtype,
    pub shape: Vec<usize>,
    /// The allocation's kind (`ExternalInput`, `ExternalOutput`, …).
    pub kind: String,
    pub memory_type: String,
}

impl Tensor {
    pub fn len(&self) -> usize {
        self.shape.iter().product()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Read by the kernel from outside (`--input`). Constants (`Const`)
    /// are inputs too: their files' format is not specified, so nki-run
    /// does not read them.
    pub fn is_input(&self) -> bool {
        matches!(
            self.kind.as_str(),
            "ExternalInput" | "ExternalInputParameter" | "Input" | "Const"
        ) && !matches!(self.memory_type.as_str(), "SB" | "PSUM")
    }

    /// Written by the kernel for outside (`--output`).
    pub fn is_output(&self) -> bool {
        matches!(
            self.kind.as_str(),
            "ExternalOutput" | "ExternalOutputParameter" | "Output"
        ) && !matches!(self.memory_type.as_str(), "SB" | "PSUM")
    }
}

/// One function on one machine.
pub struct Machine {
    /// The function's name (its blocks are in `program`).
    name: String,
    program: Vec<program::Block>,
    exec: Exec,
}

impl Machine {
    /// The function `entry` of `document` (default: `main`, or the only
    /// function) with its memory locations placed on `arch`, within the
    /// default [`Limits`].
    pub fn new(document: &Document, entry: Option<&str>, arch: Arch) -> Result<Machine, Error> {
        Machine::with_limits(document, entry, arch, Limits::default())
    }

    /// [`Machine::new`] within `limits`: a memory or tensor past them is an
    /// error before anything is allocated.
    pub fn with_limits(
        document: &Document,
        entry: Option<&str>,
        arch: Arch,
        limits: Limits,
    ) -> Result<Machine, Error> {
        let function = match entry {
            Some(name) => document.functions.iter().find(|f| f.name == name),
            None if document.functions.len() == 1 => document.functions.first(),
            None => document.functions.iter().find(|f| f.name == "main"),
        }
        .ok_or_else(|| {
            let names: Vec<&str> = document.functions.iter().map(|f| f.name.as_str()).collect();
            Error::Model(format!(
                "no function '{}' (the module has {})",
                entry.unwrap_or("main"),
                if names.is_empty() {
                    "none".to_string()
                } else {
                    names.join(", ")
                }
            ))
        })?
        .clone();
        let memory = Memory::new(&function, arch, &limits)?;
        Ok(Machine {
            program: program::decode(function.blocks)?,
            name: function.name,
            exec: Exec::new(memory, limits),
        })
    }

    /// Every memory location with a known dtype, in declaration order.
    /// The memory locations some instruction reads (a source operand): an
    /// output among them is one the kernel reads, whose initial contents
    /// matter (an accumulation into an output parameter).
    pub fn read_locations(&self) -> std::collections::BTreeSet<String> {
        fn walk(blocks: &[program::Block], out: &mut std::collections::BTreeSet<String>) {
            for block in blocks {
                for item in &block.items {
                    match item {
                        program::Item::Step(step) => {
                            for arg in &step.inst.ins {
                                if let nki_formats::bir_json::Argument::PhysicalAp {
                                    memref, ..
                                } = arg
                                {
                                    out.insert(memref.clone());
                                }
                            }
                        }
                        program::Item::Loop(l) => walk(&l.blocks, out),
                    }
                }
            }
        }
        let mut out = std::collections::BTreeSet::new();
        walk(&self.program, &mut out);
        out
    }

    pub fn tensors(&self) -> Vec<Tensor> {
        self.exec
            .memory
            .locations
            .iter()
            .filter_map(|l| {
                Some(Tensor {
                    name: l.name.clone(),
                    dtype: l.dtype?,
                    shape: l.shape.clone(),
                    kind: l.kind.clone(),
                    memory_type: l.memory_type.clone(),
                })
            })
            .collect()
    }

    /// The tensor of the memory location `name`.
    pub fn tensor(&self, name: &str) -> Result<Tensor, Error> {
        let i = self
            .exec
            .memory
            .find(name)
            .ok_or_else(|| Error::Model(format!("no memory location '{name}'")))?;
        let l = &self.exec.memory.locations[i];
        let dtype = l
            .dtype
            .ok_or_else(|| Error::Model(format!("'{name}' has no dtype this interpreter knows")))?;
        Ok(Tensor {
            name: l.name.clone(),
            dtype,
            shape: l.shape.clone(),
            kind: l.kind.clone(),
            memory_type: l.memory_type.clone(),
        })
    }

    /// The first `len()` elements of a location, row-major.
    fn span(&self, name: &str) -> Result<Ap, Error> {
        let t = self.tensor(name)?;
        let i = self.exec.memory.find(name).expect("found above");
        let (dtype, count) = self.exec.memory.whole(i)?;
        if t.len() > count {
            return Err(Error::Model(format!(
                "'{name}': shape {:?} is larger than its memory location ({count} elements)",
                t.shape
            )));
        }
        Ok(Ap::whole(i, dtype, t.len()))
    }

    /// Stores a whole tensor (row-major values, rounded to its dtype).
    pub fn set(&mut self, name: &str, values: &[f64]) -> Result<(), Error> {
        let ap = self.span(name)?;
        if values.len() != ap.len() {
            return Err(Error::Model(format!(
                "'{name}' holds {} elements, {} given",
                ap.len(),
                values.len()
            )));
        }
        self.exec
            .memory
            .write_ap(&ap, values)
            .map_err(|e| Error::Model(format!("'{name}': element {e} out of range")))
    }

    /// A whole tensor's values, row-major.
    pub fn get(&mut self, name: &str) -> Result<Vec<f64>, Error> {
        let ap = self.span(name)?;
        self.exec
            .memory
            .read_ap(&ap)
            .map_err(|e| Error::Model(format!("'{name}': element {e} out of range")))
    }

    /// Runs the function's blocks.
    pub fn run(&mut self) -> Result<(), Error> {
        let blocks = std::mem::take(&mut self.program);
        let result = self.exec.run_blocks(&blocks);
        self.program = blocks;
        match result? {
            Flow::Jump(target) => Err(Error::Model(format!(
                "a branch targets '{target}', which is no block of '{}'",
                self.name
            ))),
            Flow::Break => Err(Error::Model(format!(
                "a break outside every loop of '{}'",
                self.name
            ))),
            Flow::Next | Flow::Return => Ok(()),
        }
    }

    /// Records an estimated timeline of the next [`Machine::run`]
    /// (`timeline`) of at most `max_instructions` executed instructions;
    /// `positions` maps instruction names to NKI source positions.
    pub fn record_timeline(
        &mut self,
        positions: std::collections::HashMap<String, String>,
        max_instructions: usize,
    ) {
        let mut recorder = timeline::Recorder::new(self.exec.memory.arch, &self.name, positions);
        recorder.max_slices = max_instructions;
        self.exec.timeline = Some(recorder);
    }

    /// The timeline recorded, once.
    pub fn take_timeline(&mut self) -> Option<timeline::Timeline> {
        self.exec.timeline.take().map(timeline::Recorder::finish)
    }

    /// Executed instructions per opcode, sorted by opcode.
    pub fn counts(&self) -> Vec<(String, u64)> {
        let mut v: Vec<_> = self
            .exec
            .counts
            .iter()
            .map(|(k, v)| (k.to_string(), *v))
            .collect();
        v.sort();
        v
    }

    /// The element operations the run did (each instruction the elements of
    /// its access patterns, each loop iteration 1): the unit of `--max-work`
    /// and of nki-run's throughput figure.
    pub fn work(&self) -> u64 {
        self.exec.work
    }

    /// Whether the memory locations `a` and `b` lie on common bytes (false
    /// when either does not exist): contents written into one show in the
    /// other.
    pub fn share_bytes(&self, a: &str, b: &str) -> bool {
        let memory = &self.exec.memory;
        match (memory.find(a), memory.find(b)) {
            (Some(a), Some(b)) => memory.overlap(a, b),
            _ => false,
        }
    }

    /// Where a location was placed: (memory, first partition, byte address).
    pub fn placement(&self, name: &str) -> Option<(&'static str, usize, usize)> {
        let l = &self.exec.memory.locations[self.exec.memory.find(name)?];
        let space = match l.space {
            Space::Sbuf => "SBUF",
            Space::Psum => "PSUM",
            Space::Dram(_) => "DRAM",
        };
        Some((space, l.partition, l.addr))
    }
}

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_engines;
#[cfg(test)]
mod tests_layout;
#[cfg(test)]
mod tests_limits;
#[cfg(test)]
mod tests_selection_random;
