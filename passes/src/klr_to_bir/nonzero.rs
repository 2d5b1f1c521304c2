//! `nonzeroWithCount` (`nki.isa.nonzero_with_count`): per partition of a
//! `[P, T]` source, the positions of its nonzero elements (plus
//! `indexOffset`), then `paddingVal` up to `T` elements, then their count:
//! a `[P, T + 1]` result. As on the device, only partitions 0, 16, …, 112
//! (each GpSimd core's first) are computed and written; the destination's
//! other partitions keep their values (docs/klr-to-bir.md, "Nonzero
//! positions").
//!
//! BIR has no compaction instruction; the vector engine's top-8 search
//! computes it. Each element gets a key, `T - i` where the source is
//! nonzero and -1 elsewhere, so that the largest keys are the first nonzero
//! positions. `Max` takes the 8 largest keys and `MatchReplace` replaces
//! them with -2 so that the next `Max` finds the next 8: `ceil(T / 8)` rounds
//! give the keys of every position in order, each nonzero one `m > 0`
//! standing for position `T - m`. With `u = max(m, 0)`, the result is
//! `min(u, 1) · (T + offset - pad) - u + pad`: `T - m + offset` for a key,
//! `pad` for the rest. The count is the sum of the nonzero flags. A
//! compiler-generated fp32 scratch tile holds the flags, keys, rounds and
//! result (exact: integers below 2^24); one copy per computed partition
//! writes the result to the destination in its dtype.

use super::operators::{free_elements, partitions, GPSIMD_CORE_PARTITIONS};
use super::tensors::immediate_value;
use super::{KlirToBirCodegen, LowerError};
use nki_formats::bir_json::enums::{AluOp, AxisListType, Engine};
use nki_formats::bir_json::{inst, Argument};
use nki_formats::klr::*;
use serde_json::json;

type Lowered = Result<(), LowerError>;

/// The scratch tile's name prefix.
const SCRATCH: &str = "COMPILER-GENERATED-nonzero_with_count_";
/// What `Max` finds per round.
const TOP: i64 = 8;
/// The key a found element is replaced with (below every key).
const FOUND: f64 = -2.0;

/// `arg` restricted to its partition `p`.
fn partition(arg: &Argument, p: i64) -> Argument {
    let mut arg = arg.clone();
    if let Argument::PhysicalAp { ap, offset, .. } = &mut arg {
        *offset = (*offset as i64 + p * ap[0][0]) as u64;
        ap[0][1] = 1;
    }
    arg
}

/// Columns `from..from + len` of the scratch tile (`partitions` rows of
/// `row` elements).
fn columns(name: &str, partitions: i64, row: i64, from: i64, len: i64) -> Argument {
    super::tensors::physical_ap(
        name,
        Dtype::float32,
        vec![vec![row, partitions], vec![1, len]],
        from as u64,
    )
}

impl KlirToBirCodegen {
    /// `nonzeroWithCount` (module doc).
    pub(crate) fn lower_nonzero_with_count(&mut self, op: &NonzeroWithCount) -> Lowered {
        let src = self.arg(&op.src)?;
        let dst = self.arg(&op.dst)?;
        let (p, t) = (partitions(&src), free_elements(&src));
        if p == 0 || t == 0 {
            return Err(LowerError::Form(format!("the source [{p}, {t}] is empty")));
        }
        let (dst_p, dst_row) = (partitions(&dst), free_elements(&dst));
        if dst_p != p || dst_row != t + 1 {
            return Err(LowerError::Form(format!(
                "the destination must be [{p}, {}] for a [{p}, {t}] source, it is [{dst_p}, {dst_row}]",
                t + 1
            )));
        }
        let number = |i: &Immediate, what: &str| {
            immediate_value(i).map_err(|e| LowerError::Form(format!("the {what} is {e}")))
        };
        let offset = number(&op.indexOffset, "index offset")?;
        let pad = number(&op.paddingVal, "padding value")?;

        // Scratch columns: flags [0, k), keys [k, 2k), rounds [2k, 2k + r),
        // spare [2k + r, 2k + 2r), result [2k + 2r, 2k + 2r + t + 1).
        let k = t.max(TOP);
        let r = (t + TOP - 1) / TOP * TOP;
        let row = 2 * k + 2 * r + t + 1;
        let name = format!("{SCRATCH}{}", self.next_id());
        self.add_generated_sb_tensor(&name, Dtype::float32, vec![p as u64, row as u64]);
        let col = |from: i64, len: i64| columns(&name, p, row, from, len);
        let (flags, keys) = (col(0, k), col(k, k));
        let (rounds, spare) = (col(2 * k, r), col(2 * k + r, r));
        let result = 2 * k + 2 * r;

        // Flags: 1 where the source is nonzero (0 past the source when t < 8).
        if k > t {
            self.step_memset(flags.clone(), 0.0);
        }
        self.step_tensor_scalar(src, (AluOp::NotEqual, 0.0), col(0, t));
        // Keys: flags · (t + 1 - i) - 1.
        self.emit_iota(keys.clone(), t + 1, vec![json!({"step": -1, "num": k})], 0);
        self.step_tensor_tensor(AluOp::Mult, flags.clone(), keys.clone(), keys.clone());
        self.step_tensor_scalar(keys.clone(), (AluOp::Subtract, 1.0), keys.clone());
        // Rounds: the 8 largest keys, then those replaced.
        for round in 0..r / TOP {
            let found = col(2 * k + round * TOP, TOP);
            self.emit(
                inst::Max::new(),
                None,
                vec![keys.clone()],
                vec![found.clone()],
            );
            if round + 1 < r / TOP {
                let replace = inst::MatchReplace::new(FOUND);
                self.emit(replace, None, vec![keys.clone(), found], vec![keys.clone()]);
            }
        }
        // Result: min(u, 1) · (t + offset - pad) - u + pad, u = max(m, 0).
        self.step_tensor_scalar(rounds.clone(), (AluOp::Max, 0.0), rounds.clone());
        let scale = inst::TensorScalar::new(
            AluOp::Min,
            1.0,
            false,
            AluOp::Mult,
            t as f64 + offset - pad,
            false,
        );
        self.emit(scale, Some(Engine::Dve), vec![rounds.clone()], vec![spare]);
        self.step_tensor_tensor(
            AluOp::Subtract,
            col(2 * k + r, t),
            col(2 * k, t),
            col(result, t),
        );
        self.step_tensor_scalar(col(result, t), (AluOp::Add, pad), col(result, t));
        // The count.
        let sum = inst::TensorReduce::new(AluOp::Add, AxisListType::X);
        self.emit(sum, None, vec![col(0, t)], vec![col(result + t, 1)]);
        // One copy per GpSimd core's first partition.
        let out = col(result, t + 1);
        for first in (0..p).step_by(GPSIMD_CORE_PARTITIONS as usize) {
            let copy = inst::TensorCopy::new();
            let ins = vec![partition(&out, first)];
            self.emit(copy, Some(Engine::Dve), ins, vec![partition(&dst, first)]);
        }
        Ok(())
    }
}
