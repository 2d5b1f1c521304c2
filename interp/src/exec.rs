//! Control flow and operands: blocks in order, loops, branches, registers;
//! access patterns resolved to the elements they touch. Instructions come
//! decoded (`program`); the opcodes' semantics are in `ops`.

pub use crate::ap::Ap;
use crate::{
    dtype::Dtype,
    limits::{instruction_work, Limits, Whereabouts},
    memory::Memory,
    ops,
    program::{Block, Item, Loop, Step},
    runs::View,
    stream::Source,
    Error, Spent,
};
use nki_formats::bir_json::{decoded::Op, enums::BranchCompareOp, Argument, Instruction};
use std::collections::HashMap;

/// An operand: an access pattern or an immediate.
#[derive(Clone, Debug)]
pub enum Operand {
    Ap(Ap),
    Imm(f64),
}

/// What ends the execution of a block list early.
pub enum Flow {
    Next,
    Jump(String),
    Break,
    Return,
}

/// The state of one run.
pub struct Exec {
    pub memory: Memory,
    pub registers: HashMap<String, f64>,
    /// The engines' accumulator registers (`accumulators`), one fp32 per lane.
    pub accumulators: nki_formats::bir_json::accumulator::Registers<f32>,
    /// The random-number generators (`random`).
    pub rng: crate::random::Generators,
    /// Instructions and loop iterations executed.
    pub steps: u64,
    /// Element operations done ([`instruction_work`]).
    pub work: u64,
    pub limits: Limits,
    /// Where the run has been going round, for a spent budget's message.
    pub whereabouts: Whereabouts,
    /// The branch instruction that made the last jump.
    last_branch: String,
    /// Executed instructions per opcode.
    pub counts: HashMap<&'static str, u64>,
    /// The timeline being recorded, when one is asked for (`timeline`).
    pub timeline: Option<crate::timeline::Recorder>,
}

impl Exec {
    /// A run on `memory` within `limits`, nothing executed yet.
    pub fn new(memory: Memory, limits: Limits) -> Exec {
        Exec {
            memory,
            registers: HashMap::new(),
            accumulators: Default::default(),
            rng: Default::default(),
            steps: 0,
            work: 0,
            limits,
            whereabouts: Whereabouts::default(),
            last_branch: String::new(),
            counts: HashMap::new(),
            timeline: None,
        }
    }

    /// Runs a list of sibling blocks: in order, or where branches lead.
    pub fn run_blocks(&mut self, blocks: &[Block]) -> Result<Flow, Error> {
        let mut i = 0;
        while i < blocks.len() {
            match self.run_block(&blocks[i])? {
                Flow::Next => i += 1,
                Flow::Jump(target) => match blocks.iter().position(|b| b.name == target) {
                    Some(j) => {
                        if j <= i {
                            self.whereabouts.jumped_back(&self.last_branch, &target);
                        }
                        i = j
                    }
                    None => return Ok(Flow::Jump(target)),
                },
                other => return Ok(other),
            }
        }
        Ok(Flow::Next)
    }

    fn run_block(&mut self, block: &Block) -> Result<Flow, Error> {
        for item in &block.items {
            let flow = match item {
                Item::Step(step) => self.step(step)?,
                Item::Loop(l) => self.run_loop(l)?,
            };
            if !matches!(flow, Flow::Next) {
                return Ok(flow);
            }
        }
        Ok(Flow::Next)
    }

    /// A loop's blocks once per value `lb, lb + stride, … < ub`. A stride
    /// of 0 is an error (the loop would never end); a value past 2^64 - 1
    /// ends the loop, since it is past `ub` too. Each iteration is a step
    /// and a unit of work, so an empty loop over 2^64 values is stopped by
    /// the budgets.
    fn run_loop(&mut self, l: &Loop) -> Result<Flow, Error> {
        let (lb, ub, stride) = (l.axis.lb, l.axis.ub, l.axis.stride);
        if stride == 0 {
            return Err(Error::Model(format!(
                "loop '{}' has stride 0, so it would never end",
                l.axis.name
            )));
        }
        let outer = self
            .whereabouts
            .innermost_loop
            .replace((l.axis.name.clone(), 0));
        let mut iv = Some(lb);
        let mut flow = Flow::Next;
        let mut iteration = 0u64;
        while let Some(value) = iv.filter(|&v| v < ub) {
            // An inner loop put its own back to this one when it ended.
            if let Some(here) = &mut self.whereabouts.innermost_loop {
                here.1 = iteration;
            }
            self.charge(1, || format!("loop '{}'", l.axis.name))?;
            match self.run_blocks(&l.blocks)? {
                Flow::Next => {}
                Flow::Break => break,
                other => {
                    flow = other;
                    break;
                }
            }
            iteration += 1;
            iv = value.checked_add(stride);
        }
        self.whereabouts.innermost_loop = outer;
        Ok(flow)
    }

    /// Counts one step of `work` element operations against the budgets;
    /// `what` names the instruction or loop for the error.
    fn charge(&mut self, work: u64, what: impl Fn() -> String) -> Result<(), Error> {
        self.steps += 1;
        self.work = self.work.saturating_add(work);
        let (steps, budget) = (self.limits.max_steps, self.limits.max_work);
        let spent = if self.steps > steps {
            Spent::Steps(steps)
        } else if self.work > budget {
            Spent::Work(budget)
        } else {
            return Ok(());
        };
        Err(Error::Budget {
            what: what(),
            spent,
            whereabouts: self.whereabouts.describe(),
        })
    }

    /// Executes one instruction, then charges its work (its operands were
    /// bounded when they were resolved, so one instruction does at most
    /// that much past the budget).
    fn step(&mut self, step: &Step) -> Result<Flow, Error> {
        let inst = &step.inst;
        let flow = self.execute(inst, &step.op)?;
        if let Some(timeline) = &mut self.timeline {
            timeline.record(inst, &step.op, &self.memory)?;
        }
        self.charge(instruction_work(inst), || {
            format!("instruction '{}' ({})", inst.name, inst.opcode)
        })?;
        Ok(flow)
    }

    fn execute(&mut self, inst: &Instruction, op: &Op) -> Result<Flow, Error> {
        *self.counts.entry(op.opcode()).or_default() += 1;
        match op {
            // No target: fall through to the next block.
            Op::UnconditionalBranch(m) => Ok(self.jump(inst, m.target.as_deref())),
            Op::Return(_) => Ok(Flow::Return),
            Op::Break(_) => Ok(Flow::Break),
            Op::CompareAndBranch(m) => {
                let target = if self.compares(inst, m.comp_op)? {
                    &m.on_true
                } else {
                    &m.on_false
                };
                Ok(self.jump(inst, target.as_deref()))
            }
            _ => ops::execute(self, inst, op)
                .map(|()| Flow::Next)
                .map_err(|e| match e {
                    Error::Semantics(m) => at(inst, m),
                    other => other,
                }),
        }
    }

    /// Whether `comp_op` holds of the operands `ins[0]` and `ins[1]`.
    fn compares(&self, inst: &Instruction, comp_op: BranchCompareOp) -> Result<bool, Error> {
        use BranchCompareOp as C;
        let a = self.scalar(inst, 0)?;
        let b = self.scalar(inst, 1)?;
        Ok(match comp_op {
            C::IsEqimm | C::IsEqreg => a == b,
            C::IsNeimm | C::IsNereg => a != b,
            C::IsGeimm | C::IsGereg => a >= b,
            C::IsGtimm | C::IsGtreg => a > b,
            C::IsLeimm | C::IsLereg => a <= b,
            C::IsLtimm | C::IsLtreg => a < b,
            C::Unsupported => {
                return Err(at(inst, format!("branch comparison '{comp_op}'")));
            }
        })
    }

    /// A jump to `target` (none: on to the next instruction).
    fn jump(&mut self, inst: &Instruction, target: Option<&str>) -> Flow {
        match target {
            Some(t) => {
                self.last_branch.clone_from(&inst.name);
                Flow::Jump(t.to_string())
            }
            None => Flow::Next,
        }
    }

    /// The value of `ins[i]` when it is a register or an immediate.
    pub fn scalar(&self, inst: &Instruction, i: usize) -> Result<f64, Error> {
        match inst.ins.get(i) {
            Some(Argument::ImmValue { value, .. }) => Ok(value.0),
            Some(Argument::RegisterAccess { regref, .. }) => {
                Ok(*self.registers.get(regref).unwrap_or(&0.0))
            }
            _ => Err(at(
                inst,
                format!("operand {i} must be a register or an immediate"),
            )),
        }
    }

    /// Resolves an argument.
    pub fn operand(&self, arg: &Argument) -> Result<Operand, Error> {
        match arg {
            Argument::ImmValue { value, .. } => Ok(Operand::Imm(value.0)),
            Argument::RegisterAccess { regref, .. } => {
                Ok(Operand::Imm(*self.registers.get(regref).unwrap_or(&0.0)))
            }
            Argument::PhysicalAp {
                ap,
                dtype,
                offset,
                memref,
                ..
            } => {
                let loc = self.memory.find(memref).ok_or_else(|| {
                    Error::Semantics(format!("no memory location named '{memref}'"))
                })?;
                let dtype = Dtype::parse(dtype)
                    .ok_or_else(|| Error::Semantics(format!("dtype '{dtype}'")))?;
                let ap = Ap::new(loc, dtype, *offset, ap, self.limits.max_elements)
                    .map_err(|e| Error::Semantics(format!("'{memref}': {e}")))?;
                Ok(Operand::Ap(ap))
            }
            Argument::RegisterAp { .. } => Err(Error::Semantics(
                "a register_ap operand (dynamic address) has no semantics in nki-run".into(),
            )),
            Argument::ImmArray { .. } => Err(Error::Semantics(
                "an imm_array operand has no semantics in nki-run".into(),
            )),
            Argument::Symbolic { kind, .. } => Err(Error::Semantics(format!(
                "a {kind} operand has no semantics in nki-run"
            ))),
        }
    }

    /// `ins[i]` / `outs[i]` as an access pattern.
    pub fn ap(&self, args: &[Argument], i: usize, role: &str) -> Result<Ap, Error> {
        match args.get(i).map(|a| self.operand(a)).transpose()? {
            Some(Operand::Ap(ap)) => Ok(ap),
            Some(Operand::Imm(_)) => Err(Error::Semantics(format!(
                "{role} must be an access pattern, not an immediate"
            ))),
            None => Err(Error::Semantics(format!("{role} is missing"))),
        }
    }

    /// Where the elements of `ap` lie; an error when one is outside its
    /// location.
    pub fn view(&self, ap: &Ap) -> Result<View, Error> {
        self.memory.view(ap).map_err(|e| self.outside(ap, e))
    }

    /// The values of an access pattern, in pattern order.
    pub fn read(&mut self, ap: &Ap) -> Result<Vec<f64>, Error> {
        self.memory.read_ap(ap).map_err(|e| self.outside(ap, e))
    }

    /// The values of an access pattern as fp32, in pattern order: an
    /// engine that computes in fp32 reads its operands so, without a
    /// per-element conversion from f64 in its inner loop.
    pub fn read32(&mut self, ap: &Ap) -> Result<Vec<f32>, Error> {
        self.memory.read_ap(ap).map_err(|e| self.outside(ap, e))
    }

    /// Writes values (rounded to the pattern's dtype) in pattern order.
    pub fn write(&mut self, ap: &Ap, values: &[f64]) -> Result<(), Error> {
        self.check_count(ap, values.len())?;
        self.memory
            .write_ap(ap, values)
            .map_err(|e| self.outside(ap, e))
    }

    /// Writes fp32 values (an engine's results) in pattern order.
    pub fn write32(&mut self, ap: &Ap, values: &[f32]) -> Result<(), Error> {
        self.check_count(ap, values.len())?;
        self.memory
            .write_ap(ap, values)
            .map_err(|e| self.outside(ap, e))
    }

    fn check_count(&self, ap: &Ap, n: usize) -> Result<(), Error> {
        if n == ap.len() {
            return Ok(());
        }
        Err(Error::Semantics(format!(
            "{n} values for a destination of {} elements in '{}'",
            ap.len(),
            self.memory.locations[ap.loc].name
        )))
    }

    fn outside(&self, ap: &Ap, e: i64) -> Error {
        let l = &self.memory.locations[ap.loc];
        Error::Semantics(format!(
            "the access pattern reaches element {e} of '{}', outside its {} partitions x {} elements of {:?}",
            l.name,
            l.partitions,
            l.bytes_per_partition / ap.dtype.size(),
            ap.dtype
        ))
    }

    /// An operand's values broadcast to `dst`'s elements (`Source::new`).
    pub fn broadcast(&mut self, op: &Operand, dst: &Ap, role: &str) -> Result<Vec<f32>, Error> {
        let mut source = Source::new(self, op, dst, role)?;
        let mut values = vec![0.0; dst.len()];
        source.fill(self, &mut values);
        Ok(values)
    }
}

/// An error located at an instruction.
pub fn at(inst: &Instruction, message: String) -> Error {
    Error::Instruction {
        name: inst.name.clone(),
        opcode: inst.opcode.clone(),
        message,
    }
}
