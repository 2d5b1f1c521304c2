//! Copies and gathers: `ncCopy`, the DMA transposes and computes, `shuffle`, the gathers, and register loads and stores of tensors.

use super::operators::*;
use super::tensors::{immediate_value, register};
use super::{KlirToBirCodegen, LowerError};
use nki_formats::bir_json::enums::{self as bir, BirEnum};
use nki_formats::bir_json::inst;
use nki_formats::klr::*;

impl KlirToBirCodegen {
    /// `ncCopy`.
    pub(super) fn lower_nc_copy(&mut self, op: &NcCopy) -> Lowered {
        let (dst, src) = (self.arg(&op.dst)?, self.arg(&op.src)?);
        let engine = bir_engine(op.engine);
        self.emit(inst::TensorCopy::new(), engine, vec![src], vec![dst]);
        Ok(())
    }

    /// `dmaTranspose`.
    pub(super) fn lower_dma_transpose(&mut self, op: &DmaTranspose) -> Lowered {
        let (dst, src) = (self.arg(&op.dst)?, self.arg(&op.src)?);
        let axes = bir::TransposeOps::parse(op.axes.name()).ok_or_else(|| {
            LowerError::Form(format!(
                "transpose axes {} have no BIR form",
                op.axes.name()
            ))
        })?;
        let copy = inst::DMACopy::new(bir::CopyMode::Transpose).transpose_op(axes);
        self.emit(copy, None, vec![src], vec![dst]);
        Ok(())
    }

    /// `shuffle`.
    pub(super) fn lower_shuffle(&mut self, op: &Shuffle) -> Lowered {
        let (dst, src) = (self.arg(&op.dst)?, self.arg(&op.src)?);
        let indices = op
            .shuffleMask
            .iter()
            .map(|i| match i {
                Immediate::int { i } if *i >= 0 => Ok(*i as u64),
                _ => Err(LowerError::Form(
                    "a shuffle mask entry is not a non-negative integer".into(),
                )),
            })
            .collect::<Result<Vec<_>, _>>()?;
        self.emit(inst::Shuffle::new(indices), None, vec![src], vec![dst]);
        Ok(())
    }

    /// `tensorLoad`.
    pub(super) fn lower_tensor_load(&mut self, op: &TensorLoad) -> Lowered {
        let src = self.arg(&op.src)?;
        let load = inst::TensorLoad::new();
        self.emit(load, None, vec![src], vec![register(&op.dst)]);
        Ok(())
    }

    /// `tensorStore`.
    pub(super) fn lower_tensor_store(&mut self, op: &TensorStore) -> Lowered {
        let dst = self.arg(&op.dst)?;
        let save = inst::TensorSave::new();
        self.emit(save, None, vec![register(&op.src)], vec![dst]);
        Ok(())
    }

    /// `dmaCompute`.
    pub(super) fn lower_dma_compute(&mut self, op: &DmaCompute) -> Lowered {
        let ins = op
            .srcs
            .iter()
            .map(|s| self.arg(s))
            .collect::<Result<Vec<_>, _>>()?;
        let constants = op
            .scales
            .iter()
            .map(immediate_value)
            .collect::<Result<Vec<_>, _>>()?;
        let dst = self.arg(&op.dst)?;
        let copy = inst::DMACopy::new(bir::CopyMode::Cce)
            .cce_op(alu(op.reduceOp))
            .constants(constants);
        self.emit(copy, None, ins, vec![dst]);
        Ok(())
    }

    /// `ncLocalGather`.
    pub(super) fn lower_nc_local_gather(&mut self, op: &NcLocalGather) -> Lowered {
        let ins = vec![self.arg(&op.src)?, self.arg(&op.index)?];
        let dst = self.arg(&op.dst)?;
        self.emit(inst::Gather::new(), None, ins, vec![dst]);
        Ok(())
    }

    /// `ncNGather`.
    pub(super) fn lower_nc_n_gather(&mut self, op: &NcNGather) -> Lowered {
        let ins = vec![self.arg(&op.data)?, self.arg(&op.indices)?];
        let dst = self.arg(&op.dst)?;
        self.emit(inst::Gather::new(), None, ins, vec![dst]);
        Ok(())
    }
}
