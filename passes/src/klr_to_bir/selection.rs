//! Selects, masks and fills: the affine and range selects, `copyPredicated`, `selectReduce`, `iota`, `memSet`, `dropout`.

use super::operators::*;
use super::tensors::{immediate, immediate_value, register};
use super::{KlirToBirCodegen, LowerError};
use nki_formats::bir_json::Argument;
use nki_formats::klr::*;
use serde_json::{json, Value};

impl KlirToBirCodegen {
    /// `affineSelect`.
    pub(super) fn lower_affine_select(&mut self, op: &AffineSelect) -> Lowered {
        let (dst, src) = (self.arg(&op.dst)?, self.arg(&op.src)?);
        let fill = register(&format!("reg{}", op.fillReg));
        self.emit(
            "TensorScalarAffineSelect",
            None,
            vec![src, fill],
            vec![dst],
            vec![
                ("base", json!(op.maskPattern.offset)),
                ("pattern", pattern_pairs(&op.maskPattern.pattern)),
                (
                    "channel_multiplier",
                    json!(op.maskPattern.channelMultiplier),
                ),
                ("compare_op", affine_cmp(op.fillMode)),
            ],
        );
        Ok(())
    }

    /// `ncAffineSelect`.
    pub(super) fn lower_nc_affine_select(&mut self, op: &NcAffineSelect) -> Lowered {
        let (dst, on_true) = (self.arg(&op.dst)?, self.arg(&op.onTrueTile)?);
        self.emit(
            "TensorScalarAffineSelect",
            None,
            vec![on_true],
            vec![dst],
            vec![
                ("base", json!(op.pred.offset)),
                ("pattern", pattern_pairs(&op.pred.pattern)),
                ("channel_multiplier", json!(op.pred.channelMultiplier)),
                ("compare_op", alu(op.cmpOp)),
                ("fill_value", number(immediate_value(&op.onFalseValue)?)),
            ],
        );
        Ok(())
    }

    /// `copyPredicated`.
    pub(super) fn lower_copy_predicated(&mut self, op: &CopyPredicated) -> Lowered {
        let (dst, src, pred) = (
            self.arg(&op.dst)?,
            self.arg(&op.src)?,
            self.arg(&op.predicate)?,
        );
        let ins = self.elementwise(vec![src, pred], &dst, &[0, 1])?;
        self.emit(
            "CopyPredicated",
            None,
            ins,
            vec![dst],
            vec![("reverse_pred", json!(op.reversePred))],
        );
        Ok(())
    }

    /// `dropout`.
    pub(super) fn lower_dropout(&mut self, op: &Dropout) -> Lowered {
        let (dst, src) = (self.arg(&op.dst)?, self.arg(&op.src)?);
        let threshold = self.operand(&op.threshold)?;
        self.emit(
            "Dropout",
            None,
            vec![src, threshold],
            vec![dst],
            vec![(
                "is_keep_threshold",
                json!(op.thresholdType == DropoutThresholdType::KeepRate),
            )],
        );
        Ok(())
    }

    /// `iota`.
    pub(super) fn lower_iota(&mut self, op: &Iota) -> Lowered {
        let dst = self.arg(&op.dst)?;
        let pattern = pattern_pairs(&op.pattern.pattern);
        let offset = op.pattern.offset;
        self.emit_iota(dst, offset, pattern, op.pattern.channelMultiplier);
        Ok(())
    }

    /// `Iota`: `base + channel_multiplier · partition + Σ step · i` over
    /// `pattern` (`[{step, num}]`) into `dst`.
    pub(super) fn emit_iota(&mut self, dst: Argument, base: i64, pattern: Value, cm: i64) {
        self.emit(
            "Iota",
            None,
            vec![],
            vec![dst],
            vec![
                ("base", json!(base)),
                ("pattern", pattern),
                ("channel_multiplier", json!(cm)),
            ],
        );
    }

    /// `memSet`.
    pub(super) fn lower_mem_set(&mut self, op: &MemSet) -> Lowered {
        let dst = self.arg(&op.dst)?;
        let constant = memset_constant(&op.value)?;
        self.emit(
            "Memset",
            engine_name(op.engine),
            vec![],
            vec![dst],
            vec![("mode", json!("Const")), ("constant", json!(constant))],
        );
        Ok(())
    }

    /// `rangeSelect`.
    pub(super) fn lower_range_select(&mut self, op: &RangeSelect) -> Lowered {
        let (dst, src) = (self.tile(&op.dst)?, self.arg(&op.src)?);
        let bounds = [immediate(&op.bound0)?, immediate(&op.bound1)?];
        let channels = partitions(&dst.arg);
        self.emit(
            "RangeSelect",
            None,
            [vec![src], bounds.to_vec()].concat(),
            vec![dst.arg],
            vec![
                ("base", json!(f32::from_bits(op.base.0) as i64)),
                ("compare_op0", alu(op.compOp0)),
                ("compare_op1", alu(op.compOp1)),
                ("reduce_op", alu(op.reduceOp)),
                ("reduce_cmd", acc(op.reduceCommand)?),
                ("fill_value", number(f32::from_bits(op.fillValue.0) as f64)),
                ("num_active_channels", json!(channels)),
            ],
        );
        Ok(())
    }

    /// `ncRangeSelect`.
    pub(super) fn lower_nc_range_select(&mut self, op: &NcRangeSelect) -> Lowered {
        let dst = self.tile(&op.dst)?;
        let ins = vec![
            self.arg(&op.onTrueTile)?,
            self.arg(&op.bound0)?,
            self.arg(&op.bound1)?,
        ];
        let channels = partitions(&dst.arg);
        let mut outs = vec![dst.arg];
        if let Some(r) = &op.reduceRes {
            outs.push(self.arg(r)?);
        }
        let mut members = vec![
            ("base", json!(immediate_value(&op.rangeStart)? as i64)),
            ("compare_op0", alu(op.compOp0)),
            ("compare_op1", alu(op.compOp1)),
            ("reduce_cmd", acc(op.reduceCommand)?),
            ("fill_value", number(immediate_value(&op.onFalseValue)?)),
            ("num_active_channels", json!(channels)),
        ];
        if let Some(reduce) = op.reduceOp {
            members.push(("reduce_op", alu(reduce)));
        }
        self.emit("RangeSelect", None, ins, outs, members);
        Ok(())
    }

    /// `selectReduce`.
    pub(super) fn lower_select_reduce(&mut self, op: &SelectReduce) -> Lowered {
        if op.reduceRes.is_some() || op.reversePred {
            return Err(LowerError::Form(
                "BIR Select has no reduction result and no reversed predicate".into(),
            ));
        }
        let ins = vec![
            self.arg(&op.predicate)?,
            self.arg(&op.onTrue)?,
            self.operand(&op.onFalse)?,
        ];
        let dst = self.arg(&op.dst)?;
        let ins = self.elementwise(ins, &dst, &[0, 1, 2])?;
        self.emit("Select", None, ins, vec![dst], vec![]);
        Ok(())
    }
}
