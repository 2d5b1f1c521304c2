//! Control flow and operands: blocks in order, loops, branches, registers;
//! access patterns resolved to the elements they touch. The opcodes'
//! semantics are in `ops`.

pub use crate::ap::Ap;
use crate::{dtype::Dtype, memory::Memory, ops, runs::View, stream::Source, Error};
use nki_formats::bir_json::{Argument, Block, BlockItem, Instruction};
use std::collections::HashMap;

/// The most instructions one run executes before it gives up (a branch
/// cycle that never ends).
pub const STEP_LIMIT: u64 = 50_000_000;

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
    /// The random-number generators (`random`).
    pub rng: crate::random::Generators,
    pub steps: u64,
    /// Executed instructions per opcode.
    pub counts: HashMap<String, u64>,
}

impl Exec {
    /// Runs a list of sibling blocks: in order, or where branches lead.
    pub fn run_blocks(&mut self, blocks: &[Block]) -> Result<Flow, Error> {
        let mut i = 0;
        while i < blocks.len() {
            match self.run_block(&blocks[i])? {
                Flow::Next => i += 1,
                Flow::Jump(target) => match blocks.iter().position(|b| b.name == target) {
                    Some(j) => i = j,
                    None => return Ok(Flow::Jump(target)),
                },
                other => return Ok(other),
            }
        }
        Ok(Flow::Next)
    }

    fn run_block(&mut self, block: &Block) -> Result<Flow, Error> {
        for item in &block.instructions {
            let flow = match item {
                BlockItem::Instruction(inst) => self.step(inst)?,
                BlockItem::Loop(l) => {
                    let (lb, ub, stride) = (l.axis.lb, l.axis.ub, l.axis.stride.max(1));
                    let mut iv = lb;
                    let mut flow = Flow::Next;
                    while iv < ub {
                        match self.run_blocks(&l.blocks)? {
                            Flow::Next => {}
                            Flow::Break => break,
                            other => {
                                flow = other;
                                break;
                            }
                        }
                        iv += stride;
                    }
                    flow
                }
            };
            if !matches!(flow, Flow::Next) {
                return Ok(flow);
            }
        }
        Ok(Flow::Next)
    }

    fn step(&mut self, inst: &Instruction) -> Result<Flow, Error> {
        self.steps += 1;
        if self.steps > STEP_LIMIT {
            return Err(at(
                inst,
                format!("more than {STEP_LIMIT} instructions executed (a branch cycle?)"),
            ));
        }
        *self.counts.entry(inst.opcode.clone()).or_default() += 1;
        match inst.opcode.as_str() {
            "UnconditionalBranch" => Ok(match member_str(inst, "target") {
                Some(t) => Flow::Jump(t.to_string()),
                None => Flow::Next,
            }),
            "Return" => Ok(Flow::Return),
            "Break" => Ok(Flow::Break),
            "CompareAndBranch" => self.compare_and_branch(inst),
            _ => ops::execute(self, inst)
                .map(|()| Flow::Next)
                .map_err(|e| match e {
                    Error::Semantics(m) => at(inst, m),
                    other => other,
                }),
        }
    }

    fn compare_and_branch(&mut self, inst: &Instruction) -> Result<Flow, Error> {
        let op = member_str(inst, "comp_op").unwrap_or("Unsupported");
        let a = self.scalar(inst, 0)?;
        let b = self.scalar(inst, 1)?;
        let holds = match op.get(3..5) {
            Some("EQ") => a == b,
            Some("NE") => a != b,
            Some("GE") => a >= b,
            Some("GT") => a > b,
            Some("LE") => a <= b,
            Some("LT") => a < b,
            _ => return Err(at(inst, format!("branch comparison '{op}'"))),
        };
        let target = member_str(inst, if holds { "on_true" } else { "on_false" });
        Ok(match target {
            Some(t) => Flow::Jump(t.to_string()),
            None => Flow::Next,
        })
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
                let mut pairs = Vec::with_capacity(ap.len());
                for pair in ap {
                    let &[step, num] = pair.as_slice() else {
                        return Err(Error::Semantics(format!(
                            "access pattern pair {pair:?} of '{memref}' is not [step, num]"
                        )));
                    };
                    pairs.push((step, num.max(0) as usize));
                }
                Ok(Operand::Ap(Ap {
                    loc,
                    dtype,
                    partitions: pairs.first().map_or(1, |p| p.1),
                    free: pairs.iter().skip(1).map(|p| p.1).collect(),
                    offset: *offset as i64,
                    pairs,
                }))
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

/// A member as a string.
pub fn member_str<'a>(inst: &'a Instruction, key: &str) -> Option<&'a str> {
    inst.members.get(key).and_then(|v| v.as_str())
}

/// An error located at an instruction.
pub fn at(inst: &Instruction, message: String) -> Error {
    Error::Instruction {
        name: inst.name.clone(),
        opcode: inst.opcode.clone(),
        message,
    }
}
