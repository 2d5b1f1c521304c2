//! Copies and gathers: `ncCopy`, the DMA transposes and computes, `shuffle`, the gathers, and register loads and stores of tensors.

use super::operators::*;
use super::tensors::{immediate_value, register};
use super::{KlirToBirCodegen, LowerError};
use nki_formats::klr::*;
use serde_json::{json, Value};

impl KlirToBirCodegen {
    /// `ncCopy`.
    pub(super) fn lower_nc_copy(&mut self, op: &NcCopy) -> Lowered {
        let (dst, src) = (self.arg(&op.dst)?, self.arg(&op.src)?);
        self.emit(
            "TensorCopy",
            engine_name(op.engine),
            vec![src],
            vec![dst],
            vec![],
        );
        Ok(())
    }

    /// `dmaTranspose`.
    pub(super) fn lower_dma_transpose(&mut self, op: &DmaTranspose) -> Lowered {
        let (dst, src) = (self.arg(&op.dst)?, self.arg(&op.src)?);
        self.emit(
            "DMACopy",
            None,
            vec![src],
            vec![dst],
            vec![
                ("mode", json!("Transpose")),
                ("transpose_op", json!(op.axes.name())),
            ],
        );
        Ok(())
    }

    /// `shuffle`.
    pub(super) fn lower_shuffle(&mut self, op: &Shuffle) -> Lowered {
        let (dst, src) = (self.arg(&op.dst)?, self.arg(&op.src)?);
        let indices = op
            .shuffleMask
            .iter()
            .map(|i| match i {
                Immediate::int { i } if *i >= 0 => Ok(json!(i)),
                _ => Err(LowerError::Form(
                    "a shuffle mask entry is not a non-negative integer".into(),
                )),
            })
            .collect::<Result<Vec<_>, _>>()?;
        self.emit(
            "Shuffle",
            None,
            vec![src],
            vec![dst],
            vec![("indices", Value::Array(indices))],
        );
        Ok(())
    }

    /// `tensorLoad`.
    pub(super) fn lower_tensor_load(&mut self, op: &TensorLoad) -> Lowered {
        let src = self.arg(&op.src)?;
        self.emit(
            "TensorLoad",
            None,
            vec![src],
            vec![register(&op.dst)],
            vec![],
        );
        Ok(())
    }

    /// `tensorStore`.
    pub(super) fn lower_tensor_store(&mut self, op: &TensorStore) -> Lowered {
        let dst = self.arg(&op.dst)?;
        self.emit(
            "TensorSave",
            None,
            vec![register(&op.src)],
            vec![dst],
            vec![],
        );
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
            .map(|s| immediate_value(s).map(number))
            .collect::<Result<Vec<_>, _>>()?;
        let dst = self.arg(&op.dst)?;
        self.emit(
            "DMACopy",
            None,
            ins,
            vec![dst],
            vec![
                ("mode", json!("CCE")),
                ("cce_op", alu(op.reduceOp)),
                ("constants", Value::Array(constants)),
            ],
        );
        Ok(())
    }

    /// `ncLocalGather`.
    pub(super) fn lower_nc_local_gather(&mut self, op: &NcLocalGather) -> Lowered {
        let ins = vec![self.arg(&op.src)?, self.arg(&op.index)?];
        let dst = self.arg(&op.dst)?;
        self.emit("Gather", None, ins, vec![dst], vec![]);
        Ok(())
    }

    /// `ncNGather`.
    pub(super) fn lower_nc_n_gather(&mut self, op: &NcNGather) -> Lowered {
        let ins = vec![self.arg(&op.data)?, self.arg(&op.indices)?];
        let dst = self.arg(&op.dst)?;
        self.emit("Gather", None, ins, vec![dst], vec![]);
        Ok(())
    }
}
