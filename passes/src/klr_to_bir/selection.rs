//! Selects, masks and fills: the affine and range selects, `copyPredicated`, `selectReduce`, `iota`, `memSet`, `dropout`.

use super::operators::*;
use super::tensors::{self, immediate, immediate_value, register};
use super::{KlirToBirCodegen, LowerError};
use nki_formats::bir_json::enums::{self as bir, MemsetMode};
use nki_formats::bir_json::inst;
use nki_formats::bir_json::Argument;
use nki_formats::klr::*;
use serde_json::Value;

impl KlirToBirCodegen {
    /// `affineSelect`.
    pub(super) fn lower_affine_select(&mut self, op: &AffineSelect) -> Lowered {
        let (dst, src) = (self.arg(&op.dst)?, self.arg(&op.src)?);
        let fill = register(&format!("reg{}", op.fillReg));
        let mask = &op.maskPattern;
        let select = inst::TensorScalarAffineSelect::new(
            pattern_pairs(&mask.pattern),
            affine_cmp(op.fillMode),
        )
        .base(mask.offset)
        .channel_multiplier(mask.channelMultiplier);
        self.emit(select, None, vec![src, fill], vec![dst]);
        Ok(())
    }

    /// `ncAffineSelect`.
    pub(super) fn lower_nc_affine_select(&mut self, op: &NcAffineSelect) -> Lowered {
        let (dst, on_true) = (self.arg(&op.dst)?, self.arg(&op.onTrueTile)?);
        let select =
            inst::TensorScalarAffineSelect::new(pattern_pairs(&op.pred.pattern), alu(op.cmpOp))
                .base(op.pred.offset)
                .channel_multiplier(op.pred.channelMultiplier)
                .fill_value(immediate_value(&op.onFalseValue)?);
        self.emit(select, None, vec![on_true], vec![dst]);
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
        let copy = inst::CopyPredicated::new().reverse_pred(op.reversePred);
        self.emit(copy, None, ins, vec![dst]);
        Ok(())
    }

    /// `dropout`.
    pub(super) fn lower_dropout(&mut self, op: &Dropout) -> Lowered {
        let (dst, src) = (self.arg(&op.dst)?, self.arg(&op.src)?);
        let threshold = self.operand(&op.threshold)?;
        let keep = op.thresholdType == DropoutThresholdType::KeepRate;
        let dropout = inst::Dropout::new().is_keep_threshold(keep);
        self.emit(dropout, None, vec![src, threshold], vec![dst]);
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
    pub(super) fn emit_iota(&mut self, dst: Argument, base: i64, pattern: Vec<Value>, cm: i64) {
        let iota = inst::Iota::new(pattern).base(base).channel_multiplier(cm);
        self.emit(iota, None, vec![], vec![dst]);
    }

    /// `memSet`.
    pub(super) fn lower_mem_set(&mut self, op: &MemSet) -> Lowered {
        let dst = self.arg(&op.dst)?;
        let constant = memset_constant(&op.value)?;
        let memset = inst::Memset::new(MemsetMode::Const, constant);
        self.emit(memset, bir_engine(op.engine), vec![], vec![dst]);
        Ok(())
    }

    /// `rangeSelect`.
    pub(super) fn lower_range_select(&mut self, op: &RangeSelect) -> Lowered {
        let (dst, src) = (self.tile(&op.dst)?, self.arg(&op.src)?);
        let bounds = [immediate(&op.bound0)?, immediate(&op.bound1)?];
        let channels = partitions(&dst.arg);
        let select = inst::RangeSelect::new(alu(op.compOp0), alu(op.compOp1), channels)
            .base(f32::from_bits(op.base.0) as i64)
            .reduce_op(alu(op.reduceOp))
            .reduce_cmd(acc(op.reduceCommand)?)
            .fill_value(f32::from_bits(op.fillValue.0) as f64);
        let ins = [vec![src], bounds.to_vec()].concat();
        self.emit(select, None, ins, vec![dst.arg]);
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
        let mut select = inst::RangeSelect::new(alu(op.compOp0), alu(op.compOp1), channels)
            .base(immediate_value(&op.rangeStart)? as i64)
            .reduce_cmd(acc(op.reduceCommand)?)
            .fill_value(immediate_value(&op.onFalseValue)?);
        if let Some(reduce) = op.reduceOp {
            select = select.reduce_op(alu(reduce));
        }
        self.emit(select, None, ins, outs);
        Ok(())
    }

    /// `selectReduce` (NKI `select_reduce`: `dst = where(pred, on_true,
    /// on_false)`, the predicate negated with `reverse_pred`, and each
    /// partition's reduction of `dst` through the vector engine's
    /// accumulator). BIR `Select` has neither a reversed predicate nor a
    /// reduction, so:
    ///
    /// - `reverse_pred` with a tile `on_false` swaps the branches; with an
    ///   immediate one (an immediate cannot be Select's `on_true`) the
    ///   predicate is negated first into a compiler-generated tile
    ///   (`pred == 0`, `COMPILER-GENERATED-select_pred_<id>`);
    /// - a reduction (`reduceRes`, or a reduce command other than `Idle`)
    ///   is a `RangeSelect` over `dst` in place whose range holds everywhere
    ///   (`0 + i >= 0`, twice): it copies `dst` unchanged and reduces it
    ///   with `reduceOp` under the reduce command, the vector engine's
    ///   accumulator as `range_select` uses it (`bir_json::accumulator`).
    pub(super) fn lower_select_reduce(&mut self, op: &SelectReduce) -> Lowered {
        let dst = self.arg(&op.dst)?;
        let mut pred = self.arg(&op.predicate)?;
        let mut on_true = self.arg(&op.onTrue)?;
        let mut on_false = self.operand(&op.onFalse)?;
        if op.reversePred {
            match on_false {
                Argument::PhysicalAp { .. } => std::mem::swap(&mut on_true, &mut on_false),
                _ => pred = self.negated_predicate(pred, &dst)?,
            }
        }
        let ins = self.elementwise(vec![pred, on_true, on_false], &dst, &[0, 1, 2])?;
        self.emit(inst::Select::new(), None, ins, vec![dst.clone()]);
        if op.reduceRes.is_none() && op.reduceCmd == AccumCmd::Idle {
            return Ok(());
        }
        let mut outs = vec![dst.clone()];
        if let Some(r) = &op.reduceRes {
            outs.push(self.arg(r)?);
        }
        let always = tensors::imm("float32", 0.0);
        let (ge, channels) = (alu(AluOp::is_ge), partitions(&dst));
        let reduce = inst::RangeSelect::new(ge, ge, channels)
            .base(0)
            .reduce_op(alu(op.reduceOp))
            .reduce_cmd(acc(op.reduceCmd)?)
            .fill_value(0.0);
        self.emit(reduce, None, vec![dst, always.clone(), always], outs);
        Ok(())
    }

    /// `pred == 0` into a compiler-generated uint8 tile of `dst`'s shape
    /// (a reversed predicate whose `on_false` is an immediate).
    fn negated_predicate(
        &mut self,
        pred: Argument,
        dst: &Argument,
    ) -> Result<Argument, LowerError> {
        let pred = self.elementwise(vec![pred], dst, &[0])?.remove(0);
        let (p, f) = (partitions(dst), free_elements(dst));
        let name = format!("{NEGATED_PREDICATE}{}", self.next_id());
        self.add_generated_sb_tensor(&name, Dtype::uint8, vec![p as u64, f as u64]);
        let negated = tensors::physical_ap(&name, Dtype::uint8, vec![vec![f, p], vec![1, f]], 0);
        self.step_tensor_scalar(pred, (bir::AluOp::IsEqual, 0.0), negated.clone());
        Ok(negated)
    }
}

/// The name prefix of a negated predicate's tile.
const NEGATED_PREDICATE: &str = "COMPILER-GENERATED-select_pred_";
