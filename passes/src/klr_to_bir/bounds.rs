//! `sequenceBounds` (`nki.isa.sequence_bounds`): for a `[1, n]` tile of
//! segment ids, each element's segment as `[start, end)`: `dst` is `[1, 2,
//! n]`, row 0 the starts, row 1 the ends; an element of id 0 is padding,
//! with start `n` and end `-1` (docs/klr-to-bir.md, "Sequence bounds").
//!
//! BIR has no such instruction; sixteen vector-engine instructions compute
//! it, with two rows of a compiler-generated scratch tile (`A`, `B`):
//!
//! - starts: a new segment begins where an id differs from the one before;
//!   `c[i] = i` there and 0 elsewhere, so the start of `i`'s segment is the
//!   running maximum of `c` (a scan with `max`); padding then gets `n`;
//! - ends: a segment ends where an id differs from the next one; `d[i] = i +
//!   1` there and `n + 1` elsewhere, so the end is the running minimum of `d`
//!   from the right (a scan over a reversed access pattern); padding gets -1.

use super::tensors;
use super::{KlirToBirCodegen, LowerError};
use nki_formats::bir_json::enums::{AluOp, Engine, EngineAccumulationType, MemsetMode};
use nki_formats::bir_json::{inst, Argument};
use nki_formats::klr::*;
use serde_json::json;

type Lowered = Result<(), LowerError>;

/// The scratch tile's name prefix.
const SCRATCH: &str = "COMPILER-GENERATED-sequence_bounds_";

/// One row of `n` elements: `(memref, dtype, offset, step)`.
#[derive(Clone)]
struct Row {
    memref: String,
    dtype: String,
    offset: i64,
    step: i64,
}

impl Row {
    /// Elements `from..from + len` of the row, one partition.
    fn part(&self, from: i64, len: i64) -> Argument {
        self.view(from, len)
    }

    /// The row read backwards (for a scan from the right).
    fn reversed(&self, n: i64) -> Argument {
        Argument::PhysicalAp {
            ap: vec![vec![n * self.step.abs().max(1), 1], vec![-self.step, n]],
            dtype: self.dtype.clone(),
            offset: (self.offset + (n - 1) * self.step) as u64,
            memsetref: format!("{}_set", self.memref),
            memref: self.memref.clone(),
            extra: serde_json::Map::new(),
        }
    }

    fn view(&self, from: i64, len: i64) -> Argument {
        Argument::PhysicalAp {
            ap: vec![vec![len * self.step.abs().max(1), 1], vec![self.step, len]],
            dtype: self.dtype.clone(),
            offset: (self.offset + from * self.step) as u64,
            memsetref: format!("{}_set", self.memref),
            memref: self.memref.clone(),
            extra: serde_json::Map::new(),
        }
    }
}

/// The rows of an access pattern `[[_, 1], …, [step, n]]` with `rows`
/// pairs of count > 1 before the last (`[1, n]`: none; `[1, 2, n]`: one).
fn rows(arg: &Argument, what: &str, want: &str) -> Result<(Vec<Row>, i64), LowerError> {
    let Argument::PhysicalAp {
        ap,
        dtype,
        offset,
        memref,
        ..
    } = arg
    else {
        return Err(LowerError::Form(format!("the {what} is not a tensor")));
    };
    let counts: Vec<i64> = ap.iter().map(|p| p[1]).collect();
    let bad = || LowerError::Form(format!("the {what} must be {want}, it is {counts:?}"));
    let (Some(first), Some(last)) = (ap.first(), ap.last()) else {
        return Err(bad());
    };
    if first[1] != 1 || ap.len() < 2 {
        return Err(bad());
    }
    let (step, n) = (last[0], last[1]);
    let row = |offset: i64| Row {
        memref: memref.clone(),
        dtype: dtype.clone(),
        offset,
        step,
    };
    match ap.len() {
        2 => Ok((vec![row(*offset as i64)], n)),
        3 if ap[1][1] == 2 => Ok((vec![row(*offset as i64), row(*offset as i64 + ap[1][0])], n)),
        _ => Err(bad()),
    }
}

fn imm(v: f64) -> Argument {
    tensors::imm("float32", v)
}

impl KlirToBirCodegen {
    /// `sequenceBounds` (module doc).
    pub(crate) fn lower_sequence_bounds(&mut self, op: &SequenceBounds) -> Lowered {
        let dst = self.arg(&op.dst)?;
        let ids = self.arg(&op.segmentIds)?;
        let (ids, n) = rows(&ids, "segment ids", "[1, n]")?;
        let (out, out_n) = rows(&dst, "destination", "[1, 2, n]")?;
        if out.len() != 2 || out_n != n {
            return Err(LowerError::Form(format!(
                "the destination must be [1, 2, {n}] for {n} segment ids"
            )));
        }
        if n < 2 {
            return Err(LowerError::Form(
                "sequenceBounds needs at least 2 segment ids".into(),
            ));
        }
        let ids = ids[0].clone();
        let (starts, ends) = (out[0].clone(), out[1].clone());
        let name = format!("{SCRATCH}{}", self.next_id());
        self.add_generated_sb_tensor(&name, Dtype::float32, vec![1, 2 * n as u64]);
        let scratch = |row: i64| Row {
            memref: name.clone(),
            dtype: "float32".into(),
            offset: row * n,
            step: 1,
        };
        let (a, b) = (scratch(0), scratch(1));
        let whole = |r: &Row| r.part(0, n);
        let nf = n as f64;

        // Starts.
        self.step_iota(whole(&a), n);
        // b[i] = ids[i] != ids[i - 1] (b[0] = 1: a segment starts at 0).
        self.step_memset(b.part(0, 1), 1.0);
        self.step_tensor_tensor(
            AluOp::NotEqual,
            ids.part(1, n - 1),
            ids.part(0, n - 1),
            b.part(1, n - 1),
        );
        // c = a · b into the starts row; the running maximum of c.
        self.step_tensor_tensor(AluOp::Mult, whole(&a), whole(&b), whole(&starts));
        self.step_scan(AluOp::Max, whole(&starts), 0.0, whole(&starts));
        // Padding (id 0) starts at n.
        self.step_tensor_scalar(whole(&ids), (AluOp::NotEqual, 0.0), whole(&b));
        self.step_select(whole(&b), whole(&starts), nf, whole(&starts));

        // Ends: b[i] = ids[i] == ids[i + 1] (b[n - 1] = 0: a segment ends at n).
        self.step_memset(b.part(n - 1, 1), 0.0);
        self.step_tensor_tensor(
            AluOp::IsEqual,
            ids.part(0, n - 1),
            ids.part(1, n - 1),
            b.part(0, n - 1),
        );
        // d = (a + 1) + b · (n + 1); the running minimum from the right.
        self.step_tensor_scalar(whole(&b), (AluOp::Mult, nf + 1.0), whole(&b));
        self.step_tensor_scalar(whole(&a), (AluOp::Add, 1.0), whole(&a));
        self.step_tensor_tensor(AluOp::Add, whole(&a), whole(&b), whole(&a));
        self.step_scan(AluOp::Min, a.reversed(n), nf + 1.0, ends.reversed(n));
        // Padding ends at -1.
        self.step_tensor_scalar(whole(&ids), (AluOp::NotEqual, 0.0), whole(&b));
        self.step_select(whole(&b), whole(&ends), -1.0, whole(&ends));
        Ok(())
    }

    fn step_iota(&mut self, dst: Argument, n: i64) {
        self.emit_iota(dst, 0, vec![json!({"step": 1, "num": n})], 0);
    }

    pub(super) fn step_memset(&mut self, dst: Argument, value: f64) {
        let memset = inst::Memset::new(MemsetMode::Const, value as u64);
        self.emit(memset, Some(Engine::Dve), vec![], vec![dst]);
    }

    pub(super) fn step_tensor_tensor(
        &mut self,
        op: AluOp,
        a: Argument,
        b: Argument,
        dst: Argument,
    ) {
        let tensor_tensor = inst::TensorTensor::new(op);
        self.emit(tensor_tensor, Some(Engine::Dve), vec![a, b], vec![dst]);
    }

    /// `dst = src op c` (a one-step `TensorScalar` on the vector engine;
    /// also `nonzeroWithCount`'s steps).
    pub(super) fn step_tensor_scalar(
        &mut self,
        src: Argument,
        (op, c): (AluOp, f64),
        dst: Argument,
    ) {
        let scalar = inst::TensorScalar::new(op, c, false, AluOp::Bypass, 0.0, false);
        self.emit(scalar, Some(Engine::Dve), vec![src], vec![dst]);
    }

    /// `state = src[i] op state` along the row from `init`, written to `dst`.
    fn step_scan(&mut self, op: AluOp, src: Argument, init: f64, dst: Argument) {
        let again = src.clone();
        let scan = inst::TensorScalarPtr::new(op, false, AluOp::Bypass, false)
            .is_tensor_tensor_scan(true)
            .acc(EngineAccumulationType::Idle);
        self.emit(
            scan,
            Some(Engine::Dve),
            vec![src, imm(init), again],
            vec![dst],
        );
    }

    fn step_select(
        &mut self,
        predicate: Argument,
        on_true: Argument,
        on_false: f64,
        dst: Argument,
    ) {
        let ins = vec![predicate, on_true, imm(on_false)];
        self.emit(inst::Select::new(), None, ins, vec![dst]);
    }
}
