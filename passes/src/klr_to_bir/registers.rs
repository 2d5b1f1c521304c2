//! The vector engine's state loads (docs/klr-to-bir.md, "Engine state"):
//! `loadMaskRegister` names the register the vector engine shuffles by,
//! `matchValueLoad` fills its match-value registers. BIR has no such state:
//! its consumers carry it themselves (`Shuffle.indices`, the values operand
//! of `MaxIndex` and `MatchReplace`), as KLR's own consumers do
//! (`shuffle.shuffleMask`, `findIndex8.vals`, `matchReplace8.vals`). So no
//! later instruction reads what these load, and they lower to no
//! instruction.

use super::operators::*;
use super::tensors::{self, register};
use super::{KlirToBirCodegen, LowerError};
use nki_formats::bir_json::inst;
use nki_formats::klr::*;

type Lowered = Result<(), LowerError>;

impl KlirToBirCodegen {
    /// `loadMaskRegister`: no instruction.
    pub(crate) fn load_mask_register(&mut self, _op: &LoadMaskRegister) -> Lowered {
        Ok(())
    }

    /// `matchValueLoad`: no instruction; its operand is still checked (and
    /// its buffer joins the function's storage, as the kernel declares it).
    pub(crate) fn match_value_load(&mut self, op: &MatchValueLoad) -> Lowered {
        self.tile(&op.src)?;
        Ok(())
    }
}

impl KlirToBirCodegen {
    /// `registerMove`.
    pub(super) fn lower_register_move(&mut self, op: &RegisterMove) -> Lowered {
        let ins = vec![tensors::imm("int32", op.imm as f64)];
        self.emit(
            inst::RegisterMove::new(),
            None,
            ins,
            vec![register(&op.dst)],
        );
        Ok(())
    }

    /// `registerAluOp`.
    pub(super) fn lower_register_alu_op(&mut self, op: &RegisterAluOp) -> Lowered {
        let ins = vec![register(&op.src), tensors::imm("int32", op.imm as f64)];
        let alu_op = inst::RegisterAlu::new(alu(op.op));
        self.emit(alu_op, None, ins, vec![register(&op.dst)]);
        Ok(())
    }
}
