//! Copies and gathers: `ncCopy`, the DMA transposes and computes, `shuffle`, the gathers, and register loads and stores of tensors.

use super::operators::*;
use super::tensors::{immediate_value, register};
use super::{KlirToBirCodegen, LowerError};
use nki_formats::bir_json::enums::{self as bir, BirEnum};
use nki_formats::bir_json::{inst, Argument};
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

    /// `ncLocalGather`: the GpSimd engine's gather within each core's 16
    /// partitions (docs/klr-to-bir.md, "Gathers"), `IndirectCopy` with the
    /// valid indices per core (all of a core's indices when the payload
    /// gives no count). IndirectCopy has no member for the elements per
    /// index; the destination's size carries it (`valid · numElemPerIdx`
    /// elements per partition), so a destination of another size is an
    /// error.
    pub(super) fn lower_nc_local_gather(&mut self, op: &NcLocalGather) -> Lowered {
        let per_index = valid_count(immediate_value(&op.numElemPerIdx).map_err(LowerError::Form)?)?;
        let src = self.arg(&op.src)?;
        let index = self.arg(&op.index)?;
        let valid = match &op.numValidIndicies {
            Some(n) => valid_count(immediate_value(n).map_err(LowerError::Form)?)?,
            None => indices_per_core(&index),
        };
        let dst = self.arg(&op.dst)?;
        let written = valid * per_index;
        let row = free_elements(&dst) as u64;
        if per_index == 0 || row != written {
            return Err(LowerError::Form(format!(
                "the destination holds {row} elements per partition, but {valid} indices \
                 of {per_index} elements write {written}"
            )));
        }
        let copy = inst::IndirectCopy::new(valid);
        self.emit(copy, None, vec![src, index], vec![dst]);
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

/// The indices one core reads: those of its (at most) 16 partitions.
fn indices_per_core(index: &Argument) -> u64 {
    let partitions = partitions(index).min(GPSIMD_CORE_PARTITIONS);
    (partitions * free_elements(index)).max(0) as u64
}

/// A count given as an immediate (`numValidIndicies`, `numElemPerIdx`).
fn valid_count(n: f64) -> Result<u64, LowerError> {
    if n < 0.0 || n.fract() != 0.0 {
        return Err(LowerError::Form(format!("{n} is not a count")));
    }
    Ok(n as u64)
}
