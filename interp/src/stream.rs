//! The elementwise engine instructions' loop: the destination is written
//! chunk by chunk (`CHUNK` elements, so the working values stay in the
//! cache), each operand decoded for the chunk into a reused buffer, the
//! operation applied to whole slices. An operand whose bytes overlap the
//! destination's (other than the same pattern, visiting each element
//! once) is read whole before anything is written, as the instruction's
//! meaning is "read the operands, then write".

use crate::{
    ap::{Ap, Cursor},
    exec::{Exec, Operand},
    runs::View,
    Error,
};

/// Elements per chunk.
pub const CHUNK: usize = 2048;

/// An operand broadcast to a destination's elements (`Exec::broadcast`).
pub enum Source {
    /// An immediate, everywhere.
    Const(f32),
    /// A pattern with the destination's element count, elementwise.
    Walk { ap: Ap, view: View, cursor: Cursor },
    /// One value per partition, along each partition's row.
    Column {
        values: Vec<f32>,
        row: usize,
        next: usize,
    },
}

impl Source {
    /// `op` broadcast to `dst`: an immediate everywhere; an access pattern
    /// with as many elements as `dst` elementwise; one element per
    /// partition of `dst` (a `[P, 1]` scalar column) along each row.
    pub fn new(x: &Exec, op: &Operand, dst: &Ap, role: &str) -> Result<Source, Error> {
        let n = dst.len();
        let ap = match op {
            Operand::Imm(v) => return Ok(Source::Const(*v as f32)),
            Operand::Ap(ap) => ap,
        };
        let view = x.view(ap)?;
        let len = ap.len();
        if len == n {
            Ok(Source::Walk {
                cursor: Cursor::new(ap),
                ap: ap.clone(),
                view,
            })
        } else if len == dst.partitions && ap.partitions == dst.partitions {
            let mut values = vec![0.0; len];
            x.memory.get(&view, &mut Cursor::new(ap), &mut values);
            Ok(Source::Column {
                values,
                row: dst.free_count(),
                next: 0,
            })
        } else {
            Err(Error::Semantics(format!(
                "{role} has {len} elements, which neither match the destination's {n} nor give one per partition ({})",
                dst.partitions
            )))
        }
    }

    /// The immediate, when the operand is one.
    pub fn constant(&self) -> Option<f32> {
        match self {
            Source::Const(v) => Some(*v),
            _ => None,
        }
    }

    /// The next `out.len()` values.
    pub fn fill(&mut self, x: &Exec, out: &mut [f32]) {
        match self {
            Source::Const(v) => out.fill(*v),
            Source::Walk { view, cursor, .. } => x.memory.get(view, cursor, out),
            Source::Column { values, row, next } => {
                let mut done = 0;
                while done < out.len() {
                    let (p, i) = (*next / *row, *next % *row);
                    let n = (*row - i).min(out.len() - done);
                    out[done..done + n].fill(values[p]);
                    done += n;
                    *next += n;
                }
            }
        }
    }

    /// Whether writing `dst` chunk by chunk could change what this operand
    /// reads.
    fn hazard(&self, dst: &Ap, dst_view: &View) -> bool {
        let Source::Walk { ap, view, .. } = self else {
            return false;
        };
        if view.space != dst_view.space || (ap == dst && dst.is_injective()) {
            return false;
        }
        match (ap.extent(), dst.extent()) {
            (Some((a0, a1)), Some((d0, d1))) => {
                let (a, b) = (view.bytes(a0, a1), dst_view.bytes(d0, d1));
                a.0 < b.1 && b.0 < a.1
            }
            _ => false,
        }
    }
}

/// Writes `dst`: for each chunk, `sources[0]` is decoded into the
/// destination's buffer, the others (at most two) into their own, and
/// `f(values, [others])` turns the buffer into the destination's values.
/// `whole` makes one chunk of everything (for operations over rows).
pub fn stream(
    x: &mut Exec,
    dst: &Ap,
    sources: &mut [Source],
    whole: bool,
    mut f: impl FnMut(&mut [f32], [&[f32]; 2]),
) -> Result<(), Error> {
    let dst_view = x.view(dst)?;
    let n = dst.len();
    let hazard = sources.iter().any(|s| s.hazard(dst, &dst_view));
    let chunk = if whole || hazard { n } else { CHUNK.min(n) };
    let mut acc = vec![0.0f32; chunk];
    let mut others = [vec![0.0f32; chunk], vec![0.0f32; chunk]];
    let mut sink = Cursor::new(dst);
    let Some((first, rest)) = sources.split_first_mut() else {
        return Err(Error::Semantics("the instruction has no operand".into()));
    };
    let mut done = 0;
    while done < n {
        let m = chunk.min(n - done);
        first.fill(x, &mut acc[..m]);
        for (s, buf) in rest.iter_mut().zip(others.iter_mut()) {
            s.fill(x, &mut buf[..m]);
        }
        f(&mut acc[..m], [&others[0][..m], &others[1][..m]]);
        x.memory.put(&dst_view, &mut sink, &acc[..m]);
        done += m;
    }
    Ok(())
}
