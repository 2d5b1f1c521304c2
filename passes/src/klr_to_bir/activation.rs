//! The activation engine's operators: `activate`, `ncActivate`/`activationReduce`, and the two-step `exponential` and `activate2` (docs/klr-to-bir.md).

use super::operators::*;
use super::tensors::{self, immediate_value};
use super::{KlirToBirCodegen, LowerError};
use nki_formats::bir_json::enums::ActivationFunctionType;
use nki_formats::bir_json::inst;
use nki_formats::klr::*;

impl KlirToBirCodegen {
    /// `activate`.
    pub(super) fn lower_activate(&mut self, op: &Activate) -> Lowered {
        let (dst, src) = (self.arg(&op.dst)?, self.arg(&op.src)?);
        let bias = tensors::imm("float32", immediate_value(&op.bias)?);
        let scale = tensors::imm("float32", immediate_value(&op.scale)?);
        let mut activation = inst::Activation::new(activation_function(op.activationFunc)?)
            .acc(acc(op.accumulatorCmd)?);
        if let Ok(alpha) = immediate_value(&op.imm) {
            activation = activation.alpha(alpha);
        }
        self.emit(activation, None, vec![src, bias, scale], vec![dst]);
        Ok(())
    }

    /// `ncActivate` / `activationReduce`.
    pub(super) fn lower_nc_activate(&mut self, op: &NcActivate) -> Lowered {
        let (dst, src) = (self.arg(&op.dst)?, self.arg(&op.src)?);
        let bias = match &op.bias {
            Some(bias) => self.arg(bias)?,
            None => self.zero_bias_ap(&src),
        };
        let scale = match &op.scale {
            Operand::imm { i } => tensors::imm("float32", immediate_value(i)?),
            Operand::tile { t } => self.arg(t)?,
        };
        let mut outs = vec![dst];
        if let Some(r) = &op.reduceRes {
            if !matches!(op.reduceOp, None | Some(AluOp::add)) {
                return Err(LowerError::Form(
                    "an activation reduces only with add (the accumulator)".into(),
                ));
            }
            outs.push(self.arg(r)?);
        }
        let activation = inst::Activation::new(activation_function(op.activationFunc)?)
            .acc(acc(op.accumulatorCmd)?);
        self.emit(activation, None, vec![src, bias, scale], outs);
        Ok(())
    }

    /// `exponential`.
    pub(super) fn lower_exponential(&mut self, op: &Exponential) -> Lowered {
        match &op.reduceInit {
            Operand::imm { i } if immediate_value(i) == Ok(0.0) => {}
            _ => {
                return Err(LowerError::Form(
                    "a reduction initial value other than 0 has no BIR form".into(),
                ))
            }
        }
        let (dst, src) = (self.arg(&op.dst)?, self.arg(&op.src)?);
        self.tensor_scalar(
            dst.clone(),
            src,
            (AluOp::subtract, &op.maxValue, false),
            None,
            None,
        )?;
        let exp = ActivationFunctionType::Exp;
        self.activation_in_place(dst, exp, &op.reduceRes, op.reducecmd, None)?;
        Ok(())
    }

    /// `activate2`.
    pub(super) fn lower_activate2(&mut self, op: &Activate2) -> Lowered {
        if op.reduceRes.is_some() && op.reduceOp != AluOp::add {
            return Err(LowerError::Form(
                "an activation reduces only with add (the accumulator)".into(),
            ));
        }
        let (dst, src) = (self.arg(&op.dst)?, self.arg(&op.src)?);
        self.tensor_scalar(
            dst.clone(),
            src,
            (op.op0, &op.imm0, op.reverse0),
            Some((op.op1, &op.imm1, op.reverse1)),
            None,
        )?;
        let alpha = match &op.reluParam {
            Operand::imm { i } => Some(immediate_value(i)?),
            Operand::tile { .. } => {
                return Err(LowerError::Form(
                    "a tile relu parameter has no BIR form".into(),
                ))
            }
        };
        let func = activation_function(op.activationFunc)?;
        self.activation_in_place(dst, func, &op.reduceRes, op.reduceCmd, alpha)?;
        Ok(())
    }
}
