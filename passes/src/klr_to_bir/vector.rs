//! The vector engine's arithmetic: tensor-scalar and tensor-tensor operators, their scans and reductions, `findIndex8`, `matchReplace8`.

use super::operators::*;
use super::tensors::{immediate, immediate_value};
use super::{KlirToBirCodegen, LowerError};
use nki_formats::bir_json::Argument;
use nki_formats::klr::*;
use serde_json::{json, Value};

impl KlirToBirCodegen {
    /// `findIndex8`.
    pub(super) fn lower_find_index8(&mut self, op: &FindIndex8) -> Lowered {
        let (dst, src, vals) = (self.arg(&op.dst)?, self.arg(&op.src)?, self.arg(&op.vals)?);
        self.emit("MaxIndex", None, vec![src, vals], vec![dst], vec![]);
        Ok(())
    }

    /// `matchReplace8`.
    pub(super) fn lower_match_replace8(&mut self, op: &MatchReplace8) -> Lowered {
        let (src, vals) = (self.arg(&op.src)?, self.arg(&op.vals)?);
        let mut outs = vec![self.arg(&op.dst)?];
        if let Some(idx) = &op.dstIdx {
            outs.push(self.arg(idx)?);
        }
        self.emit(
            "MatchReplace",
            None,
            vec![src, vals],
            outs,
            vec![("imm_value", number(immediate_value(&op.replaceValue)?))],
        );
        Ok(())
    }

    /// `scalarTensorTensor`.
    pub(super) fn lower_scalar_tensor_tensor(&mut self, op: &ScalarTensorTensor) -> Lowered {
        let ins = vec![
            self.arg(&op.src0)?,
            immediate(&op.imm0)?,
            self.arg(&op.src1)?,
        ];
        let acc = Some(acc(op.accumulatorCmd)?);
        let ops = (op.op0, op.op1, op.reverseOperands);
        self.two_step(&op.dst, ins, ops, "is_scalar_tensor_tensor", acc)
    }

    /// `ncScalarTensorTensor`.
    pub(super) fn lower_nc_scalar_tensor_tensor(&mut self, op: &NcScalarTensorTensor) -> Lowered {
        let ins = vec![
            self.arg(&op.data)?,
            self.operand(&op.src0)?,
            self.operand(&op.src1)?,
        ];
        let ops = (op.op0, op.op1, op.reverseOperands);
        self.two_step(&op.dst, ins, ops, "is_scalar_tensor_tensor", None)
    }

    /// `tensorTensorScan`.
    pub(super) fn lower_tensor_tensor_scan(&mut self, op: &TensorTensorScan) -> Lowered {
        let ins = vec![
            self.arg(&op.src0)?,
            self.operand(&op.imm0)?,
            self.arg(&op.src1)?,
        ];
        let acc = Some(acc(op.accumulatorCmd)?);
        let ops = (op.op0, op.op1, op.reverseOperands);
        self.two_step(&op.dst, ins, ops, "is_tensor_tensor_scan", acc)
    }

    /// A `TensorScalarPtr` of two steps, `(in0 op0 in1) op1 in2`, whose third
    /// operand is a tile of the result's shape (broadcast if need be); `form`
    /// names the form (`is_scalar_tensor_tensor`, `is_tensor_tensor_scan`).
    fn two_step(
        &mut self,
        dst: &TensorRef,
        ins: Vec<Argument>,
        (op0, op1, reverse): (AluOp, AluOp, TensorScalarReverseOps),
        form: &str,
        acc: Option<Value>,
    ) -> Lowered {
        let (reverse0, reverse1) = reverse_pair(reverse);
        let dst = self.arg(dst)?;
        let ins = self.elementwise(ins, &dst, &[2])?;
        let mut members = vec![
            ("op0", alu(op0)),
            ("reverse0", json!(reverse0)),
            ("op1", alu(op1)),
            ("reverse1", json!(reverse1)),
            (form, json!(true)),
        ];
        if let Some(acc) = acc {
            members.push(("acc", acc));
        }
        self.emit("TensorScalarPtr", None, ins, vec![dst], members);
        Ok(())
    }

    /// `tensorReduce`.
    pub(super) fn lower_tensor_reduce(&mut self, op: &TensorReduce) -> Lowered {
        let (dst, src) = (self.arg(&op.dst)?, self.arg(&op.src)?);
        self.emit(
            "TensorReduce",
            None,
            vec![src],
            vec![dst],
            vec![
                ("op", alu(op.op)),
                ("axis", json!(op.opDim.name())),
                ("negate", json!(op.negated)),
            ],
        );
        Ok(())
    }

    /// `tensorScalar`.
    pub(super) fn lower_tensor_scalar(&mut self, op: &TensorScalar) -> Lowered {
        let (dst, src) = (self.arg(&op.dst)?, self.arg(&op.src)?);
        let (reverse0, reverse1) = reverse_pair(op.reverse);
        let second = match (&op.op1, &op.imm1) {
            (Some(op1), Some(imm1)) => Some((*op1, imm1, reverse1)),
            (None, None) => None,
            _ => {
                return Err(LowerError::Form(
                    "op1 and imm1 must be given together".into(),
                ))
            }
        };
        self.tensor_scalar(
            dst,
            src,
            (op.op0, &op.imm0, reverse0),
            second,
            engine_name(op.engine),
            vec![],
        )?;
        Ok(())
    }

    /// `tensorTensor`.
    pub(super) fn lower_tensor_tensor(&mut self, op: &TensorTensor) -> Lowered {
        let ins = vec![self.arg(&op.src0)?, self.arg(&op.src1)?];
        let dst = self.arg(&op.dst)?;
        let ins = self.elementwise(ins, &dst, &[0, 1])?;
        self.emit(
            "TensorTensor",
            engine_name(op.engine),
            ins,
            vec![dst],
            vec![("op", alu(op.op))],
        );
        Ok(())
    }

    /// `tensorPartitionReduce`.
    pub(super) fn lower_tensor_partition_reduce(&mut self, op: &TensorPartitionReduce) -> Lowered {
        let (dst, src) = (self.arg(&op.dst)?, self.arg(&op.data)?);
        self.emit(
            "TensorReduce",
            None,
            vec![src],
            vec![dst],
            vec![("op", alu(op.op)), ("axis", json!("C"))],
        );
        Ok(())
    }

    /// `tensorScalarReduce`.
    pub(super) fn lower_tensor_scalar_reduce(&mut self, op: &TensorScalarReduce) -> Lowered {
        let ins = vec![self.arg(&op.src)?, self.operand(&op.operand0)?];
        let outs = vec![self.arg(&op.dst)?, self.arg(&op.reduceRes)?];
        self.emit(
            "TensorScalarPtr",
            None,
            ins,
            outs,
            vec![
                ("op0", alu(op.op0)),
                ("reverse0", json!(op.reverse0)),
                ("op1", alu(op.reduceOp.unwrap_or(AluOp::bypass))),
                ("reverse1", json!(false)),
                ("is_tensor_scalar_addr", json!(true)),
                ("acc", acc(op.reduceCmd)?),
            ],
        );
        Ok(())
    }
}
