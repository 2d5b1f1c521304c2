//! Dependencies through memory: the bytes each instruction reads and
//! writes, as rectangles (partitions × bytes within a partition) of a
//! memory, and the instructions an access must wait for — the last writers
//! of what it reads or writes (read after write, write after write) and the
//! readers since of what it writes (write after read). Rectangles are
//! physical, so two tensors the allocator put on the same bytes depend on
//! each other, as on the device.

use crate::ap::Ap;
use crate::memory::{Memory, Space};
use std::collections::HashMap;

/// Bytes of one memory: rows (partitions; 0 for DRAM) `rows.0 ..= rows.1`,
/// bytes `cols.0 .. cols.1` within each row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rect {
    pub space: Space,
    pub rows: (usize, usize),
    pub cols: (usize, usize),
}

impl Rect {
    fn overlaps(&self, other: &Rect) -> bool {
        self.space == other.space
            && self.rows.0 <= other.rows.1
            && other.rows.0 <= self.rows.1
            && self.cols.0 < other.cols.1
            && other.cols.0 < self.cols.1
    }

    fn covers(&self, other: &Rect) -> bool {
        self.space == other.space
            && self.rows.0 <= other.rows.0
            && other.rows.1 <= self.rows.1
            && self.cols.0 <= other.cols.0
            && other.cols.1 <= self.cols.1
    }

    /// The bytes an access pattern touches, bounded: its partitions (first
    /// to last) × the bytes of its free pairs within a partition; the whole
    /// location's rectangle when the pattern's partition step does not stay
    /// on row boundaries. DRAM is one row of bytes.
    pub fn of(ap: &Ap, memory: &Memory) -> Option<Rect> {
        let (lo, hi) = ap.extent()?;
        let l = &memory.locations[ap.loc];
        let size = ap.dtype.size();
        if let Space::Dram(_) = l.space {
            let (lo, hi) = (lo.max(0) as usize, hi.max(0) as usize);
            return Some(Rect {
                space: l.space,
                rows: (0, 0),
                cols: (lo * size, (hi + 1) * size),
            });
        }
        let per_row = (l.bytes_per_partition / size).max(1) as i64;
        let whole = Rect {
            space: l.space,
            rows: (l.partition, l.partition + l.partitions.saturating_sub(1)),
            cols: (l.addr, l.addr + l.bytes_per_partition),
        };
        let (first_step, _) = ap.pairs.first().copied().unwrap_or((0, 1));
        if first_step % per_row != 0 || lo < 0 {
            return Some(whole);
        }
        // The free pairs' extent from the offset's column.
        let column = ap.offset.rem_euclid(per_row);
        let (mut c_lo, mut c_hi) = (column, column);
        for &(step, num) in ap.pairs.iter().skip(1) {
            let span = step * (num as i64 - 1).max(0);
            if span < 0 {
                c_lo += span;
            } else {
                c_hi += span;
            }
        }
        if c_lo < 0 || c_hi >= per_row {
            return Some(whole);
        }
        Some(Rect {
            space: l.space,
            rows: (
                l.partition + (lo / per_row) as usize,
                l.partition + (hi / per_row) as usize,
            ),
            cols: (
                l.addr + c_lo as usize * size,
                l.addr + (c_hi as usize + 1) * size,
            ),
        })
    }
}

/// An access of the past: its bytes, the slice, and when it ends.
#[derive(Clone, Copy, Debug)]
struct Access {
    rect: Rect,
    slice: u32,
    end: f64,
}

/// A memory as a map key.
fn key(space: Space) -> usize {
    match space {
        Space::Sbuf => 0,
        Space::Psum => 1,
        Space::Dram(i) => i + 2,
    }
}

/// Past accesses per memory.
#[derive(Debug, Default)]
pub struct Hazards {
    writes: HashMap<usize, Vec<Access>>,
    reads: HashMap<usize, Vec<Access>>,
}

/// The slices among `list` whose bytes overlap `rect`.
fn overlapping(list: Option<&Vec<Access>>, rect: &Rect, out: &mut Vec<u32>) {
    for a in list.into_iter().flatten() {
        if a.rect.overlaps(rect) {
            out.push(a.slice);
        }
    }
}

impl Hazards {
    pub fn new() -> Hazards {
        Hazards::default()
    }

    /// The slices an instruction that reads `reads` and writes `writes`
    /// must wait for.
    pub fn deps(&self, reads: &[Rect], writes: &[Rect]) -> Vec<u32> {
        let mut deps = Vec::new();
        for r in reads.iter().chain(writes) {
            overlapping(self.writes.get(&key(r.space)), r, &mut deps);
        }
        for w in writes {
            overlapping(self.reads.get(&key(w.space)), w, &mut deps);
        }
        deps.sort_unstable();
        deps.dedup();
        deps
    }

    /// Notes the accesses of slice `slice`, which ends at `end`. An older
    /// access whose bytes a new one covers is forgotten when the new one
    /// orders every later access after it too: a covered write (the new
    /// write waited for it), a covered read by a write, or a covered read
    /// ending no later than a new read.
    pub fn record(&mut self, slice: u32, end: f64, reads: &[Rect], writes: &[Rect]) {
        for w in writes {
            let access = Access {
                rect: *w,
                slice,
                end,
            };
            let list = self.writes.entry(key(w.space)).or_default();
            list.retain(|a| !w.covers(&a.rect));
            list.push(access);
            if let Some(list) = self.reads.get_mut(&key(w.space)) {
                list.retain(|a| !w.covers(&a.rect));
            }
        }
        for r in reads {
            let list = self.reads.entry(key(r.space)).or_default();
            list.retain(|a| !(r.covers(&a.rect) && a.end <= end));
            list.push(Access {
                rect: *r,
                slice,
                end,
            });
        }
    }
}
