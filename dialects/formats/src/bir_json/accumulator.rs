//! The engines' accumulator registers across instructions: one model that
//! the KLR → BIR codegen checks its output against and `nki-run` executes
//! (docs/nki-run.md and docs/klr-to-bir.md, "Accumulator registers").
//!
//! NKI documents (`nki.isa.reduce_cmd`, `select_reduce`, `range_select`,
//! `tensor_scalar_cumulative`, `activation`) that a compute engine holds one
//! fp32 accumulator per lane (partition), kept from one instruction to the
//! next, shared by the engine's reducing instructions, and driven by each
//! instruction's reduce command: `reset` sets it to its initial value,
//! `reset_reduce` resets it and then reduces the instruction's values into
//! it, `reduce` reduces them into what it holds, `load_reduce` loads a value
//! and reduces, `idle` leaves it alone; an instruction given a reduction
//! output reads it out at its end. BIR spells the commands with
//! `EngineAccumulationType`: `Zero`, `ZeroAccumulate`, `Accumulate`, `Idle`.
//!
//! Here, per instruction ([`accumulator_use`]):
//!
//! - `RangeSelect` (`reduce_cmd`), `Activation` (`acc`; the scalar
//!   engine's register, reduced with add) and a reducing `TensorScalarPtr`
//!   (a second output, `acc`): each partition's row of results is reduced
//!   with the instruction's reduce operation onto a start value, which is the
//!   operation's identity (`Zero`, `ZeroAccumulate`; reset) or the
//!   register (`Accumulate`); the register then holds the result, and a
//!   second output receives it. `Zero` reduces nothing (the register and
//!   the output get the identity). `Idle` (or no command) with a second
//!   output is a fresh reduction (NKI's NumPy semantics of a `reduce_res`
//!   under `idle`; NKI warns that `idle` may still change the register, so
//!   the register takes the result); `Idle` without one does not touch it.
//! - A scan (`TensorScalarPtr` with `is_tensor_tensor_scan`, `acc`): it
//!   starts from its `s0` operand with `ZeroAccumulate` (the codegen gives
//!   the identity of the scan's operation for `reset_reduce`, `imm1` for
//!   `load_reduce`) or from the register with `Accumulate` (`s0` is then not
//!   read), and leaves its last state in the register; `Idle` or no command:
//!   from `s0`, the register untouched.
//! - Lane `i` is partition `i` of the instruction's destination access (the
//!   kernels NKI documents chain over the same tiles). A lane read before
//!   any instruction of its engine wrote it is an error ([`Registers::read`]).
//!
//! Other instructions are not part of the model (an accumulation command
//! on them other than `Idle` or `Zero` has no meaning in nki-run).

use super::decoded::{decode, Op};
use super::enums::EngineAccumulationType;
use super::Instruction;

/// Where an instruction's reduction starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Start {
    /// Afresh: the reduce operation's identity (a scan: its `s0` operand).
    Fresh,
    /// The engine's accumulator, as the previous instruction left it.
    Register,
}

/// What one instruction does with its engine's accumulator.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Use {
    /// The engine whose register it is (`Instruction::engine`).
    pub engine: String,
    pub start: Start,
    /// The instruction's values are reduced onto the start (false for a
    /// reset alone, `Zero`).
    pub accumulates: bool,
    /// A second output receives the register at the end.
    pub reads_out: bool,
    /// The instruction is a scan (its start is its `s0` operand).
    pub scan: bool,
}

/// How `inst` uses its engine's accumulator (module doc); `Ok(None)` when it
/// does not touch it, `Err` for a command the model does not give a meaning
/// (or an instruction that does not decode).
pub fn accumulator_use(inst: &Instruction) -> Result<Option<Use>, String> {
    let op = decode(inst).map_err(|e| e.to_string())?;
    accumulator_use_of(&op, inst)
}

/// [`accumulator_use`] of an instruction already decoded as `op`.
pub fn accumulator_use_of(op: &Op, inst: &Instruction) -> Result<Option<Use>, String> {
    // The opcodes that always carry a command name its member in the ODS;
    // TensorScalarPtr's counts in its two-output and scan forms only.
    let (command, scan) = match op {
        Op::TensorScalarPtr(m) if inst.outs.len() > 1 => (m.acc, false),
        Op::TensorScalarPtr(m) if m.is_tensor_tensor_scan_or_default() => (m.acc, true),
        _ => match op.accumulator_command() {
            Some(command) => (command, false),
            None => return Ok(None),
        },
    };
    let reads_out = !scan && inst.outs.len() > 1;
    let make = |start, accumulates| {
        Ok(Some(Use {
            engine: inst.engine.clone(),
            start,
            accumulates,
            reads_out,
            scan,
        }))
    };
    use EngineAccumulationType as C;
    match command {
        None | Some(C::Idle) if reads_out => make(Start::Fresh, true),
        None | Some(C::Idle) => Ok(None),
        Some(C::Zero) if !scan => make(Start::Fresh, false),
        Some(C::ZeroAccumulate) => make(Start::Fresh, true),
        Some(C::Accumulate) => make(Start::Register, true),
        Some(other) => Err(format!(
            "accumulation command '{other}' of a {}{} has no meaning in the accumulator model",
            op.opcode(),
            if scan { " scan" } else { "" }
        )),
    }
}

/// The accumulators of every engine, lane by lane; `T` is what a lane holds
/// (nki-run: its fp32 value; the codegen's check: nothing, only whether an
/// instruction wrote it).
#[derive(Clone, Debug, Default)]
pub struct Registers<T> {
    files: Vec<(String, Vec<Option<T>>)>,
}

impl<T: Clone> Registers<T> {
    pub fn new() -> Self {
        Registers { files: Vec::new() }
    }

    /// Lanes `0..lanes` of `engine`'s register; an error names the first lane
    /// that no earlier instruction wrote.
    pub fn read(&self, engine: &str, lanes: usize) -> Result<Vec<T>, String> {
        let file = self.files.iter().find(|(e, _)| e == engine).map(|f| &f.1);
        (0..lanes)
            .map(|lane| {
                file.and_then(|f| f.get(lane).cloned().flatten())
                    .ok_or_else(|| {
                        format!(
                            "the {engine} accumulator of partition {lane} is continued \
                             (Accumulate) before any instruction loads it"
                        )
                    })
            })
            .collect()
    }

    /// Sets lanes `0..values.len()` of `engine`'s register.
    pub fn write(&mut self, engine: &str, values: Vec<T>) {
        let index = match self.files.iter().position(|(e, _)| e == engine) {
            Some(i) => i,
            None => {
                self.files.push((engine.to_owned(), Vec::new()));
                self.files.len() - 1
            }
        };
        let file = &mut self.files[index].1;
        if file.len() < values.len() {
            file.resize(values.len(), None);
        }
        for (lane, v) in values.into_iter().enumerate() {
            file[lane] = Some(v);
        }
    }
}

/// The partitions of an instruction's destination (its first output's
/// partition pair), the lanes it uses.
pub fn lanes(inst: &Instruction) -> usize {
    match inst.outs.first() {
        Some(super::Argument::PhysicalAp { ap, .. }) => ap
            .first()
            .and_then(|pair| pair.get(1))
            .copied()
            .unwrap_or(1) as usize,
        _ => 1,
    }
}

impl Registers<()> {
    /// The codegen's check of one instruction: an `Accumulate` must find
    /// every lane it continues written by an earlier instruction of its
    /// engine; an accumulating instruction then writes its lanes.
    pub fn check(&mut self, inst: &Instruction) -> Result<(), String> {
        let Some(u) = accumulator_use(inst)? else {
            return Ok(());
        };
        let lanes = lanes(inst);
        if u.start == Start::Register {
            self.read(&u.engine, lanes)?;
        }
        self.write(&u.engine, vec![(); lanes]);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{json, Value};

    fn inst(opcode: &str, members: Value, outs: usize) -> Instruction {
        let ap = super::super::Argument::PhysicalAp {
            ap: vec![vec![4, 2], vec![1, 4]],
            dtype: "float32".into(),
            offset: 0,
            memsetref: "a_set".into(),
            memref: "a".into(),
            extra: Default::default(),
        };
        Instruction {
            opcode: opcode.into(),
            name: "i".into(),
            engine: "DVE".into(),
            ins: vec![],
            outs: vec![ap; outs],
            members: required(opcode)
                .into_iter()
                .chain(members.as_object().unwrap().clone())
                .collect(),
        }
    }

    /// The members the opcode cannot be without.
    fn required(opcode: &str) -> serde_json::Map<String, Value> {
        let members = match opcode {
            "RangeSelect" => json!({"compare_op0": "is_ge", "compare_op1": "is_lt",
                                    "num_active_channels": 0}),
            "TensorScalarPtr" => json!({"op0": "add", "reverse0": false, "op1": "bypass",
                                        "reverse1": false}),
            "Activation" => json!({"func": "Exp"}),
            _ => json!({}),
        };
        members.as_object().unwrap().clone()
    }

    #[test]
    fn commands_map_to_uses() {
        let rs = |cmd: &str, outs| {
            accumulator_use(&inst("RangeSelect", json!({"reduce_cmd": cmd}), outs))
        };
        assert_eq!(rs("Idle", 1).unwrap(), None);
        assert_eq!(rs("Idle", 2).unwrap().unwrap().start, Start::Fresh);
        assert!(!rs("Zero", 1).unwrap().unwrap().accumulates);
        assert_eq!(rs("Accumulate", 1).unwrap().unwrap().start, Start::Register);
        assert!(rs("AddAccumulate", 1).is_err());
        let scan = inst(
            "TensorScalarPtr",
            json!({"is_tensor_tensor_scan": true, "acc": "Zero"}),
            1,
        );
        assert!(accumulator_use(&scan).is_err());
        let plain = inst("TensorScalarPtr", json!({"acc": "Accumulate"}), 1);
        assert_eq!(accumulator_use(&plain).unwrap(), None);
        let act = inst("Activation", json!({"acc": "Accumulate"}), 1);
        assert!(!accumulator_use(&act).unwrap().unwrap().reads_out);
    }

    #[test]
    fn continuing_an_unloaded_accumulator_is_an_error() {
        let mut regs = Registers::<()>::new();
        let chain = inst("RangeSelect", json!({"reduce_cmd": "Accumulate"}), 1);
        assert_eq!(
            regs.check(&chain).unwrap_err(),
            "the DVE accumulator of partition 0 is continued (Accumulate) before any instruction loads it"
        );
        regs.check(&inst(
            "RangeSelect",
            json!({"reduce_cmd": "ZeroAccumulate"}),
            1,
        ))
        .unwrap();
        regs.check(&chain).unwrap();
        assert!(Registers::<()>::new()
            .read("Activation", 0)
            .unwrap()
            .is_empty());
    }
}
