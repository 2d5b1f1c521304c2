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
//! `init` is what the reduce command starts from: `ZeroAccumulate` the
//! identity of `op1` (0 for add and subtract, 1 for mult, -inf for max,
//! +inf for min), `LoadAccumulate` `imm1`. Continuing an accumulator of an
//! earlier instruction (`Accumulate`) and the other commands have no BIR
//! form. The intermediate `src op0 imm0` is stored in `dst`'s dtype.

use super::tensors::{self, immediate_value};
use super::{KlirToBirCodegen, LowerError};
use nki_formats::bir_json::Argument;
use nki_formats::klr::*;
use serde_json::{json, Value};

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

/// A float member: a number, or "inf" / "-inf".
fn float(v: f64) -> Value {
    nki_formats::bir_json::Float(v).to_json()
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
        let init = match op.reduceCmd {
            AccumCmd::ZeroAccumulate => tensors::imm("float32", identity(op.op1)?),
            AccumCmd::LoadAccumulate => match &op.imm1 {
                Some(imm1) => self.scalar_operand(imm1)?,
                None => {
                    return Err(LowerError::Form(
                        "LoadAccumulate starts from imm1, which is absent".into(),
                    ))
                }
            },
            other => {
                return Err(LowerError::Form(format!(
                    "reduce command {} has no BIR form (a cumulative scan starts from \
                     ZeroAccumulate or LoadAccumulate)",
                    other.name()
                )))
            }
        };
        let (dst, src) = (self.tile(&op.dst)?.arg, self.tile(&op.src)?.arg);
        // 1. dst = src op0 imm0.
        let bypass = json!(AluOp::bypass.name());
        match constant(&op.imm0)? {
            Some(c) => self.emit(
                "TensorScalar",
                Some("DVE"),
                vec![src],
                vec![dst.clone()],
                vec![
                    ("op0", json!(op.op0.name())),
                    ("const0", float(c)),
                    ("reverse0", json!(reverse0)),
                    ("op1", bypass.clone()),
                    ("const1", json!(0)),
                    ("reverse1", json!(false)),
                ],
            ),
            None => {
                let imm0 = self.scalar_operand(&op.imm0)?;
                self.emit(
                    "TensorScalarPtr",
                    Some("DVE"),
                    vec![src, imm0],
                    vec![dst.clone()],
                    vec![
                        ("op0", json!(op.op0.name())),
                        ("reverse0", json!(reverse0)),
                        ("op1", bypass.clone()),
                        ("reverse1", json!(false)),
                        ("is_tensor_scalar_addr", json!(true)),
                    ],
                )
            }
        }
        // 2. The scan: state = (dst[i] op1 state) bypass dst[i].
        self.emit(
            "TensorScalarPtr",
            Some("DVE"),
            vec![dst.clone(), init, dst.clone()],
            vec![dst],
            vec![
                ("op0", json!(op.op1.name())),
                ("reverse0", json!(reverse1)),
                ("op1", bypass),
                ("reverse1", json!(false)),
                ("is_tensor_tensor_scan", json!(true)),
            ],
        );
        Ok(())
    }
}
