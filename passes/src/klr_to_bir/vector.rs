//! The vector engine's arithmetic: tensor-scalar and tensor-tensor operators, their scans and reductions, `findIndex8`, `matchReplace8`.

use super::operators::*;
use super::tensors::{immediate, immediate_value};
use super::{KlirToBirCodegen, LowerError};
use nki_formats::bir_json::enums::{AxisListType, EngineAccumulationType};
use nki_formats::bir_json::inst::{self, TensorScalarPtr as Ptr};
use nki_formats::bir_json::Argument;
use nki_formats::klr::*;

impl KlirToBirCodegen {
    /// `findIndex8`.
    pub(super) fn lower_find_index8(&mut self, op: &FindIndex8) -> Lowered {
        let (dst, src, vals) = (self.arg(&op.dst)?, self.arg(&op.src)?, self.arg(&op.vals)?);
        self.emit(inst::MaxIndex::new(), None, vec![src, vals], vec![dst]);
        Ok(())
    }

    /// `matchReplace8`.
    pub(super) fn lower_match_replace8(&mut self, op: &MatchReplace8) -> Lowered {
        let (src, vals) = (self.arg(&op.src)?, self.arg(&op.vals)?);
        let mut outs = vec![self.arg(&op.dst)?];
        if let Some(idx) = &op.dstIdx {
            outs.push(self.arg(idx)?);
        }
        let replace = inst::MatchReplace::new(immediate_value(&op.replaceValue)?);
        self.emit(replace, None, vec![src, vals], outs);
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
        self.two_step(&op.dst, ins, ops, Ptr::is_scalar_tensor_tensor, acc)
    }

    /// `ncScalarTensorTensor`.
    pub(super) fn lower_nc_scalar_tensor_tensor(&mut self, op: &NcScalarTensorTensor) -> Lowered {
        let ins = vec![
            self.arg(&op.data)?,
            self.operand(&op.src0)?,
            self.operand(&op.src1)?,
        ];
        let ops = (op.op0, op.op1, op.reverseOperands);
        self.two_step(&op.dst, ins, ops, Ptr::is_scalar_tensor_tensor, None)
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
        self.two_step(&op.dst, ins, ops, Ptr::is_tensor_tensor_scan, acc)
    }

    /// A `TensorScalarPtr` of two steps, `(in0 op0 in1) op1 in2`, whose third
    /// operand is a tile of the result's shape (broadcast if need be); `form`
    /// sets the member that names the form (`is_scalar_tensor_tensor`,
    /// `is_tensor_tensor_scan`).
    fn two_step(
        &mut self,
        dst: &TensorRef,
        ins: Vec<Argument>,
        (op0, op1, reverse): (AluOp, AluOp, TensorScalarReverseOps),
        form: fn(Ptr, bool) -> Ptr,
        acc: Option<EngineAccumulationType>,
    ) -> Lowered {
        let (reverse0, reverse1) = reverse_pair(reverse);
        let dst = self.arg(dst)?;
        let ins = self.elementwise(ins, &dst, &[2])?;
        let mut pointer = form(Ptr::new(alu(op0), reverse0, alu(op1), reverse1), true);
        if let Some(acc) = acc {
            pointer = pointer.acc(acc);
        }
        self.emit(pointer, None, ins, vec![dst]);
        Ok(())
    }

    /// `tensorReduce`.
    pub(super) fn lower_tensor_reduce(&mut self, op: &TensorReduce) -> Lowered {
        let (dst, src) = (self.arg(&op.dst)?, self.arg(&op.src)?);
        let axis = match op.opDim {
            TensorSubDim::X => AxisListType::X,
            TensorSubDim::XY => AxisListType::Xy,
            TensorSubDim::XYZ => AxisListType::Xyz,
            TensorSubDim::XYZW => AxisListType::Xyzw,
        };
        let reduce = inst::TensorReduce::new(alu(op.op), axis).negate(op.negated);
        self.emit(reduce, None, vec![src], vec![dst]);
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
            bir_engine(op.engine),
        )?;
        Ok(())
    }

    /// `tensorTensor`.
    pub(super) fn lower_tensor_tensor(&mut self, op: &TensorTensor) -> Lowered {
        let ins = vec![self.arg(&op.src0)?, self.arg(&op.src1)?];
        let dst = self.arg(&op.dst)?;
        let ins = self.elementwise(ins, &dst, &[0, 1])?;
        let engine = bir_engine(op.engine);
        self.emit(inst::TensorTensor::new(alu(op.op)), engine, ins, vec![dst]);
        Ok(())
    }

    /// `tensorPartitionReduce`.
    pub(super) fn lower_tensor_partition_reduce(&mut self, op: &TensorPartitionReduce) -> Lowered {
        let (dst, src) = (self.arg(&op.dst)?, self.arg(&op.data)?);
        let reduce = inst::TensorReduce::new(alu(op.op), AxisListType::C);
        self.emit(reduce, None, vec![src], vec![dst]);
        Ok(())
    }

    /// `tensorScalarReduce`.
    pub(super) fn lower_tensor_scalar_reduce(&mut self, op: &TensorScalarReduce) -> Lowered {
        let ins = vec![self.arg(&op.src)?, self.operand(&op.operand0)?];
        let outs = vec![self.arg(&op.dst)?, self.arg(&op.reduceRes)?];
        let reduce_op = alu(op.reduceOp.unwrap_or(AluOp::bypass));
        let pointer = Ptr::new(alu(op.op0), op.reverse0, reduce_op, false)
            .is_tensor_scalar_addr(true)
            .acc(acc(op.reduceCmd)?);
        self.emit(pointer, None, ins, outs);
        Ok(())
    }
}
