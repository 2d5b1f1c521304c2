//! `tensorScalarCumulative` (docs/klr-to-bir.md, "Cumulative tensor-scalar"):
//! per partition, `acc = op1(op0(src[i], imm0), acc); dst[i] = acc` along the
//! free elements. BIR has no fused form; two vector-engine instructions
//! compute it:
//!
//! 1. `dst = src op0 imm0` (`TensorScalar`, or `TensorScalarPtr` for a tile
//!    `imm0`; `reverse` first/both reverses it);
//! 2. a scan over `dst` in place (`TensorScalarPtr` with
//!    `is_tensor_tensor_scan`): `state = (dst[i] op1 state) bypass dst[i]`,
//!    `bypass` keeping its first operand, from the initial state `init`
//!    (`reverse` second/both reverses `op1`).
//!
//! The scan goes through the vector engine's accumulator
//! (`nki_formats::bir_json::accumulator`, docs/klr-to-bir.md "Accumulator
//! registers"): `ZeroAccumulate` (NKI `reset_reduce`) starts from `init`,
//! the identity of `op1` (0 for add and subtract, 1 for mult, -inf for
//! max, +inf for min); `LoadAccumulate` (`load_reduce`) is the scan's
//! `ZeroAccumulate` from `imm1`; `Accumulate` (`reduce`) continues from the
//! register, where the previous accumulating instruction of the engine left
//! its last value (its `init` operand, the identity, is then not read).
//! Every such scan leaves its last value in the register. `Idle` and `Zero`
//! have no cumulative meaning (NKI lists the other three). The intermediate
//! `src op0 imm0` is stored in `dst`'s dtype.

use super::operators::alu;
use super::tensors::{self, immediate_value};
use super::{KlirToBirCodegen, LowerError};
use nki_formats::bir_json::{enums as bir, inst, Argument};
use nki_formats::klr::*;

type Lowered = Result<(), LowerError>;

/// The scan's initial state for `ZeroAccumulate`: the identity of `op`.
fn identity(op: AluOp) -> Result<f64, LowerError> {
    match op {
        AluOp::add | AluOp::subtract => Ok(0.0),
        AluOp::mult => Ok(1.0),
        AluOp::max => Ok(f64::NEG_INFINITY),
        AluOp::min => Ok(f64::INFINITY),
        other => Err(LowerError::Form(format!(
            "the cumulative operation {} has no starting value (it must be add, subtract, \
             mult, max or min)",
            other.name()
        ))),
    }
}

/// An immediate `Operand` as its number, `None` for a tile.
fn constant(o: &Operand) -> Result<Option<f64>, LowerError> {
    match o {
        Operand::imm { i } => Ok(Some(immediate_value(i)?)),
        Operand::tile { .. } => Ok(None),
    }
}

impl KlirToBirCodegen {
    /// An `Operand` as an argument: an immediate's `imm_value`, a tile's
    /// access pattern.
    fn scalar_operand(&mut self, o: &Operand) -> Result<Argument, LowerError> {
        match o {
            Operand::imm { i } => Ok(tensors::immediate(i)?),
            Operand::tile { t } => Ok(self.tile(t)?.arg),
        }
    }

    pub(crate) fn tensor_scalar_cumulative(&mut self, op: &TensorScalarCumulative) -> Lowered {
        let (reverse0, reverse1) = match op.reverse {
            TensorScalarReverseOps::none => (false, false),
            TensorScalarReverseOps::first => (true, false),
            TensorScalarReverseOps::second => (false, true),
            TensorScalarReverseOps::both => (true, true),
        };
        let (init, register) = match op.reduceCmd {
            AccumCmd::ZeroAccumulate => (
                tensors::imm("float32", identity(op.op1)?),
                bir::EngineAccumulationType::ZeroAccumulate,
            ),
            AccumCmd::LoadAccumulate => match &op.imm1 {
                Some(imm1) => (
                    self.scalar_operand(imm1)?,
                    bir::EngineAccumulationType::ZeroAccumulate,
                ),
                None => {
                    return Err(LowerError::Form(
                        "LoadAccumulate starts from imm1, which is absent".into(),
                    ))
                }
            },
            AccumCmd::Accumulate => (
                tensors::imm("float32", identity(op.op1)?),
                bir::EngineAccumulationType::Accumulate,
            ),
            other => {
                return Err(LowerError::Form(format!(
                    "reduce command {} has no BIR form (a cumulative scan starts from \
                     ZeroAccumulate, LoadAccumulate or Accumulate)",
                    other.name()
                )))
            }
        };
        let (dst, src) = (self.tile(&op.dst)?.arg, self.tile(&op.src)?.arg);
        // 1. dst = src op0 imm0.
        let (op0, op1, bypass) = (alu(op.op0), alu(op.op1), bir::AluOp::Bypass);
        let dve = Some(bir::Engine::Dve);
        match constant(&op.imm0)? {
            Some(c) => {
                let scalar = inst::TensorScalar::new(op0, c, reverse0, bypass, 0.0, false);
                self.emit(scalar, dve, vec![src], vec![dst.clone()]);
            }
            None => {
                let imm0 = self.scalar_operand(&op.imm0)?;
                let pointer = inst::TensorScalarPtr::new(op0, reverse0, bypass, false)
                    .is_tensor_scalar_addr(true);
                self.emit(pointer, dve, vec![src, imm0], vec![dst.clone()]);
            }
        }
        // 2. The scan: state = (dst[i] op1 state) bypass dst[i].
        let scan = inst::TensorScalarPtr::new(op1, reverse1, bypass, false)
            .is_tensor_tensor_scan(true)
            .acc(register);
        self.emit(scan, dve, vec![dst.clone(), init, dst.clone()], vec![dst]);
        Ok(())
    }
}
