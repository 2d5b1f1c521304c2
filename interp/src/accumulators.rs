//! The engines' accumulator registers across instructions, executed as the
//! one model in `nki_formats::bir_json::accumulator` says (docs/nki-run.md,
//! "Accumulator registers"): each engine keeps one fp32 value per lane; an
//! instruction reduces its rows onto the identity or onto the register, the
//! register keeps the result, and a second output reads it out.

use crate::{
    alu::{alu_op, identity},
    exec::Exec,
    Error,
};
use nki_formats::bir_json::accumulator::{accumulator_use_of, Start, Use};
use nki_formats::bir_json::{decoded::Op, enums::AluOp, Instruction};

/// Where each of `lanes` lanes starts: `fresh` (the identity, or a scan's
/// `s0`), or the register.
pub fn start(x: &Exec, u: &Use, lanes: usize, fresh: Vec<f32>) -> Result<Vec<f32>, Error> {
    match u.start {
        Start::Fresh => Ok(fresh),
        Start::Register => x
            .accumulators
            .read(&u.engine, lanes)
            .map_err(Error::Semantics),
    }
}

/// Each row (`row` elements) of `values` reduced with `op` onto its lane's
/// start; the register keeps the results, and a second output gets them.
pub fn reduce_rows(
    x: &mut Exec,
    inst: &Instruction,
    u: &Use,
    op: AluOp,
    values: &[f32],
    row: usize,
) -> Result<(), Error> {
    let (k, id) = (alu_op(op), identity(op)?);
    let lanes = values.len() / row.max(1);
    let from = start(x, u, lanes, vec![id; lanes])?;
    let result: Vec<f32> = if u.accumulates {
        values
            .chunks(row.max(1))
            .zip(from)
            .map(|(c, s)| c.iter().fold(s, |acc, &v| (k.apply)(acc, v)))
            .collect()
    } else {
        from
    };
    x.accumulators.write(&u.engine, result.clone());
    if u.reads_out {
        let red = x.ap(&inst.outs, 1, "the reduction output")?;
        x.write32(&red, &result)?;
    }
    Ok(())
}

/// `inst`'s use of its accumulator, `op` its decoded form (`Err`: a
/// command without meaning).
pub fn use_of(op: &Op, inst: &Instruction) -> Result<Option<Use>, Error> {
    accumulator_use_of(op, inst).map_err(Error::Semantics)
}
