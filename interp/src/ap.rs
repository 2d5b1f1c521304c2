//! Access patterns (docs/bir-json-format.md G5) resolved on a location,
//! without listing their elements: an offset and `[step, num]` pairs, walked
//! as runs of the innermost pair. The engines' loops go over those runs
//! (`runs`, `stream`); only rare operations list every element.
//!
//! Every pattern is made by [`Ap::new`], which computes its element count
//! and its extent with checked arithmetic and bounds the count, so the
//! arithmetic on its elements elsewhere (offsets, counts, runs) cannot wrap:
//! every element offset lies between the extent's ends.

use crate::dtype::Dtype;

/// A resolved `physical_ap`: the location, the element type it is read as,
/// and the pattern (partition pair first).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ap {
    pub loc: usize,
    pub dtype: Dtype,
    /// `num` of the first (partition) pair.
    pub partitions: usize,
    /// `num` of the other pairs, outermost first.
    pub free: Vec<usize>,
    /// The first element (in elements of `dtype`, row-major over the location).
    pub offset: i64,
    /// The `[step, num]` pairs, outermost first.
    pub pairs: Vec<(i64, usize)>,
}

/// Why an access pattern was refused.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum ApError {
    #[error("access pattern pair {pair:?} is not [step, num]")]
    NotAPair { pair: Vec<i64> },
    #[error("access pattern pair [{step}, {num}] has a negative count")]
    NegativeCount { step: i64, num: i64 },
    #[error("offset {offset} is past the largest element offset, 2^63 - 1")]
    Offset { offset: u64 },
    #[error(
        "the access pattern covers more than {limit} elements (its counts multiply to {count}; \
         raise the limit with --max-elements)"
    )]
    TooManyElements { count: String, limit: u64 },
    #[error(
        "the access pattern's element offsets overflow 64 bits (offset {offset}, pattern {})",
        show_pairs(pairs)
    )]
    Overflow {
        offset: u64,
        pairs: Vec<(i64, usize)>,
    },
}

/// `[[step, num], …]`, as the files write a pattern.
fn show_pairs(pairs: &[(i64, usize)]) -> String {
    let pairs: Vec<String> = pairs.iter().map(|(s, n)| format!("[{s}, {n}]")).collect();
    format!("[{}]", pairs.join(", "))
}

impl Ap {
    /// The pattern `offset` + `[step, num]` pairs (partition pair first) on
    /// location `loc`: refused when a pair is malformed or has a negative
    /// count, when its counts multiply to more than `max_elements` (a count
    /// of 0 taken as 1, so every partial product is bounded too), or when
    /// an element offset does not fit in 64 bits.
    pub fn new(
        loc: usize,
        dtype: Dtype,
        offset: u64,
        pattern: &[Vec<i64>],
        max_elements: u64,
    ) -> Result<Ap, ApError> {
        let mut pairs = Vec::with_capacity(pattern.len());
        let mut bound: u128 = 1;
        for pair in pattern {
            let &[step, num] = pair.as_slice() else {
                return Err(ApError::NotAPair { pair: pair.clone() });
            };
            if num < 0 {
                return Err(ApError::NegativeCount { step, num });
            }
            bound = bound.saturating_mul(num.max(1) as u128);
            pairs.push((step, num as u64));
        }
        if bound > u128::from(max_elements) {
            let count = pairs
                .iter()
                .fold(1u128, |n, &(_, num)| n.saturating_mul(u128::from(num)));
            let count = if count == u128::MAX {
                "more than 2^128".to_string()
            } else {
                count.to_string()
            };
            return Err(ApError::TooManyElements {
                count,
                limit: max_elements,
            });
        }
        // Bounded by max_elements, so each count fits in usize.
        let pairs: Vec<(i64, usize)> = pairs.iter().map(|&(s, n)| (s, n as usize)).collect();
        let start = i64::try_from(offset).map_err(|_| ApError::Offset { offset })?;
        let ap = Ap {
            loc,
            dtype,
            partitions: pairs.first().map_or(1, |p| p.1),
            free: pairs.iter().skip(1).map(|p| p.1).collect(),
            offset: start,
            pairs,
        };
        if ap.checked_extent().is_none() {
            return Err(ApError::Overflow {
                offset,
                pairs: ap.pairs,
            });
        }
        Ok(ap)
    }

    /// A pattern over the first `len` elements of a location, in order.
    pub fn whole(loc: usize, dtype: Dtype, len: usize) -> Ap {
        Ap {
            loc,
            dtype,
            partitions: 1,
            free: vec![len],
            offset: 0,
            pairs: vec![(1, len)],
        }
    }

    /// Elements per partition.
    pub fn free_count(&self) -> usize {
        self.free.iter().product()
    }

    /// Elements in the pattern.
    pub fn len(&self) -> usize {
        self.pairs.iter().map(|&(_, n)| n).product()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The element offsets in pattern order (for error messages and the
    /// rare operations that need them all).
    pub fn elements(&self) -> Vec<i64> {
        let mut elements = vec![self.offset];
        for &(step, num) in &self.pairs {
            elements = elements
                .iter()
                .flat_map(|&e| (0..num as i64).map(move |j| e + j * step))
                .collect();
        }
        elements
    }

    /// The smallest and the largest element the pattern touches (`None`
    /// when it is empty).
    pub fn extent(&self) -> Option<(i64, i64)> {
        self.checked_extent().flatten()
    }

    /// [`Ap::extent`], or `None` when an element offset overflows 64 bits
    /// (refused by [`Ap::new`]).
    fn checked_extent(&self) -> Option<Option<(i64, i64)>> {
        if self.is_empty() {
            return Some(None);
        }
        let (mut lo, mut hi) = (self.offset, self.offset);
        for &(step, num) in &self.pairs {
            let span = step.checked_mul(i64::try_from(num - 1).ok()?)?;
            if span < 0 {
                lo = lo.checked_add(span)?;
            } else {
                hi = hi.checked_add(span)?;
            }
        }
        Some(Some((lo, hi)))
    }

    /// Whether no element is visited twice (sufficient test: each step,
    /// innermost first, jumps over everything the smaller steps cover).
    pub fn is_injective(&self) -> bool {
        let mut pairs: Vec<(i128, usize)> = self
            .pairs
            .iter()
            .filter(|&&(_, n)| n > 1)
            .map(|&(s, n)| (i128::from(s).abs(), n))
            .collect();
        pairs.sort();
        let mut covered = 0i128;
        for (step, num) in pairs {
            if step <= covered {
                return false;
            }
            covered += step * (num as i128 - 1);
        }
        true
    }

    /// The pairs with each pair that continues its inner neighbour
    /// (`step == inner step × inner num`) merged into it, so the innermost
    /// run is as long as it can be.
    fn merged(&self) -> Vec<(i64, usize)> {
        // Innermost first while merging; a pair of one element is no loop.
        let mut out: Vec<(i64, usize)> = Vec::new();
        for &(step, num) in self.pairs.iter().rev() {
            if num == 1 {
                continue;
            }
            match out.last_mut() {
                Some(inner)
                    if i64::try_from(inner.1)
                        .ok()
                        .and_then(|n| inner.0.checked_mul(n))
                        == Some(step) =>
                {
                    inner.1 *= num
                }
                _ => out.push((step, num)),
            }
        }
        out.reverse();
        out
    }
}

/// A walk over a pattern's elements in order, handed out as pieces of its
/// innermost runs: `(first element, step, count)`.
pub struct Cursor {
    outer: Vec<(i64, usize)>,
    index: Vec<usize>,
    /// First element of the current run.
    base: i64,
    step: i64,
    num: usize,
    /// Position in the current run.
    pos: usize,
}

impl Cursor {
    pub fn new(ap: &Ap) -> Cursor {
        let mut outer = ap.merged();
        let (step, num) = outer.pop().unwrap_or((1, 1));
        Cursor {
            index: vec![0; outer.len()],
            outer,
            base: ap.offset,
            step,
            num,
            pos: 0,
        }
    }

    /// The next piece of at most `n` elements of the current run. The
    /// caller asks only for elements the pattern has.
    pub fn piece(&mut self, n: usize) -> (i64, i64, usize) {
        let take = n.min(self.num - self.pos);
        let first = self.base + self.pos as i64 * self.step;
        self.pos += take;
        if self.pos == self.num {
            self.pos = 0;
            self.next_run();
        }
        (first, self.step, take)
    }

    /// Advances the outer pairs like an odometer. The base stays on an
    /// element of the pattern (between the extent's ends, which fit in 64
    /// bits), never one step past a pair's last element.
    fn next_run(&mut self) {
        for d in (0..self.outer.len()).rev() {
            let (step, num) = self.outer[d];
            if self.index[d] + 1 < num {
                self.index[d] += 1;
                self.base += step;
                return;
            }
            self.base -= step * (num as i64 - 1);
            self.index[d] = 0;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ap(offset: i64, pairs: &[(i64, usize)]) -> Ap {
        Ap {
            loc: 0,
            dtype: Dtype::F32,
            partitions: pairs.first().map_or(1, |p| p.1),
            free: pairs.iter().skip(1).map(|p| p.1).collect(),
            offset,
            pairs: pairs.to_vec(),
        }
    }

    /// The cursor's pieces, expanded, are the pattern's elements.
    fn walk(a: &Ap, piece: usize) -> Vec<i64> {
        let mut c = Cursor::new(a);
        let mut out = Vec::new();
        while out.len() < a.len() {
            let want = piece.min(a.len() - out.len());
            let (first, step, n) = c.piece(want);
            out.extend((0..n as i64).map(|j| first + j * step));
        }
        out
    }

    #[test]
    fn cursors_walk_every_element_in_order() {
        for a in [
            ap(0, &[(8, 4), (1, 8)]),
            ap(3, &[(16, 2), (2, 3), (1, 2)]),
            ap(5, &[(1, 4), (0, 3)]),
            ap(7, &[(4, 3), (-1, 4)]),
            ap(2, &[(4, 3), (1, 1)]),
            ap(1, &[(4, 1), (8, 2), (1, 4)]),
            ap(9, &[]),
        ] {
            for piece in [1, 2, 3, 5, 64] {
                assert_eq!(walk(&a, piece), a.elements(), "{a:?} by {piece}");
            }
        }
    }

    #[test]
    fn extents_and_injectivity() {
        assert_eq!(ap(7, &[(4, 3), (-1, 4)]).extent(), Some((4, 15)));
        assert_eq!(ap(0, &[(4, 0)]).extent(), None);
        assert!(ap(0, &[(8, 4), (1, 8)]).is_injective());
        assert!(!ap(0, &[(4, 4), (1, 8)]).is_injective());
        assert!(!ap(0, &[(1, 4), (0, 3)]).is_injective());
        assert!(ap(0, &[(1, 4), (0, 1)]).is_injective());
    }
}
