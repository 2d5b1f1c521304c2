//! The accumulation-group rule as plain arithmetic over PSUM byte spans, kept
//! apart from the IR so it can be tested on its own: where an access pattern
//! lands, which banks it touches, the window those banks need, and how a
//! program-order stream of PSUM accesses splits into groups.

/// Bytes per partition of PSUM an access touches, as absolute positions
/// (`bank * bank_bytes + addr + …`, docs/bir-json-format.md G21), `lo` inclusive, `hi` exclusive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Span {
    pub lo: u64,
    pub hi: u64,
}

impl Span {
    pub fn overlaps(&self, other: &Span) -> bool {
        self.lo < other.hi && other.lo < self.hi
    }

    pub fn union(&self, other: &Span) -> Span {
        Span {
            lo: self.lo.min(other.lo),
            hi: self.hi.max(other.hi),
        }
    }

    /// First and last bank touched.
    pub fn banks(&self, bank_bytes: u64) -> (u64, u64) {
        let bank_bytes = bank_bytes.max(1);
        (
            self.lo / bank_bytes,
            (self.hi.max(self.lo + 1) - 1) / bank_bytes,
        )
    }
}

/// Where a memory location sits in PSUM: its bank, its byte address in the
/// bank, and `dims` (partitions, bytes per partition).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placement {
    pub bank: u64,
    pub addr: u64,
    pub bytes_per_partition: u64,
}

/// The bytes per partition an access pattern touches in a PSUM location
/// (docs/bir-json-format.md G5: `[step, num]` pairs in elements, the first over
/// partitions, `offset` row-major over the whole tensor). `None` when it
/// touches nothing (a zero
/// count) or the numbers are unusable (negative, zero-sized elements).
pub fn access_span(
    placement: Placement,
    ap: &[(i64, i64)],
    offset: i64,
    element_bytes: u64,
    bank_bytes: u64,
) -> Option<Span> {
    if element_bytes == 0 || offset < 0 || ap.iter().any(|&(_, num)| num <= 0) {
        return None;
    }
    let per_partition = (placement.bytes_per_partition / element_bytes) as i128;
    let start = if per_partition > 0 {
        offset as i128 % per_partition
    } else {
        offset as i128
    };
    let (mut min, mut max) = (start, start);
    for &(step, num) in ap.iter().skip(1) {
        let reach = (num as i128 - 1) * step as i128;
        if reach < 0 {
            min += reach;
        } else {
            max += reach;
        }
    }
    if min < 0 {
        return None;
    }
    let base = placement.bank as i128 * bank_bytes as i128 + placement.addr as i128;
    let lo = base + min * element_bytes as i128;
    let hi = base + (max + 1) * element_bytes as i128;
    Some(Span {
        lo: u64::try_from(lo).ok()?,
        hi: u64::try_from(hi).ok()?,
    })
}

/// An aligned power-of-two run of banks: `first` is a multiple of `size`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Window {
    pub first: u64,
    pub size: u64,
}

/// The smallest aligned power-of-two window holding banks `first..=last`:
/// the least `size = 2^k` with `first / size == last / size`.
pub fn window(first: u64, last: u64) -> Window {
    let mut size = 1u64;
    while first / size != last / size && size < (1 << 62) {
        size *= 2;
    }
    Window {
        first: first / size * size,
        size,
    }
}

/// Where a spill puts its PSUM tile: the largest part of the group's own
/// bytes that lies inside one aligned window of `max_banks` banks (the first
/// such part on a tie). Those bytes are dead while the group runs (a reader
/// would have ended it), so the tile needs no PSUM of its own and cannot
/// clobber another group. A group that starts inside the architecture's
/// banks (`max_banks` is all of them) gets its part inside them, however
/// much lies past them: a tile in bank `max_banks` or later does not exist
/// (the bir verifier rejects it).
pub fn tile_region(span: Span, max_banks: u64, bank_bytes: u64) -> Span {
    let window_bytes = (max_banks * bank_bytes).max(1);
    if span.lo < window_bytes {
        return Span {
            lo: span.lo,
            hi: span.hi.min(window_bytes),
        };
    }
    let mut best = Span {
        lo: span.lo,
        hi: span.lo,
    };
    let mut start = span.lo / window_bytes * window_bytes;
    while start < span.hi {
        let part = Span {
            lo: span.lo.max(start),
            hi: span.hi.min(start + window_bytes),
        };
        if part.hi - part.lo > best.hi - best.lo {
            best = part;
        }
        start += window_bytes;
    }
    best
}

/// One PSUM access, in program order (a loop body is visited once).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Access {
    /// A matmul writing `dest`; `zeroes` is `start_tensor_calc`.
    Matmul { zeroes: bool, dest: Span },
    /// Any other instruction reading or writing these PSUM spans.
    Other { spans: Vec<Span> },
    /// An instruction that does not touch PSUM.
    None,
}

/// An accumulation group: indices into the access stream.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Group {
    pub members: Vec<usize>,
    /// Union of the members' destinations.
    pub span: Span,
    /// The access that ends the group (a reader or a new zeroing matmul
    /// over its bytes), if any.
    pub closer: Option<usize>,
    /// Whether the first member zeroes its region (`start_tensor_calc`).
    pub zeroes: bool,
}

/// Splits the stream into groups. A zeroing matmul closes every open group
/// its destination overlaps and opens a new one; an accumulating matmul joins
/// the most recently opened open group it overlaps (or opens one if none
/// does); any other access to an open group's bytes closes that group.
/// Groups are returned in the order they were opened.
pub fn find_groups(accesses: &[Access]) -> Vec<Group> {
    let mut groups: Vec<Group> = Vec::new();
    let mut open: Vec<usize> = Vec::new();
    let close = |groups: &mut Vec<Group>, open: &mut Vec<usize>, span: &Span, at: usize| {
        open.retain(|&g| {
            if groups[g].span.overlaps(span) {
                groups[g].closer = Some(at);
                false
            } else {
                true
            }
        });
    };
    for (index, access) in accesses.iter().enumerate() {
        match access {
            Access::Matmul { zeroes, dest } => {
                if !zeroes {
                    if let Some(&g) = open.iter().rev().find(|&&g| groups[g].span.overlaps(dest)) {
                        groups[g].members.push(index);
                        groups[g].span = groups[g].span.union(dest);
                        continue;
                    }
                } else {
                    close(&mut groups, &mut open, dest, index);
                }
                open.push(groups.len());
                groups.push(Group {
                    members: vec![index],
                    span: *dest,
                    closer: None,
                    zeroes: *zeroes,
                });
            }
            Access::Other { spans } => {
                for span in spans {
                    close(&mut groups, &mut open, span, index);
                }
            }
            Access::None => {}
        }
    }
    groups
}

#[cfg(test)]
mod tests {
    use super::*;

    const BANK: u64 = 2048;

    #[test]
    fn windows() {
        assert_eq!(window(0, 0), Window { first: 0, size: 1 });
        assert_eq!(window(2, 3), Window { first: 2, size: 2 });
        assert_eq!(window(1, 3), Window { first: 0, size: 4 });
        assert_eq!(window(3, 4), Window { first: 0, size: 8 });
        assert_eq!(window(0, 7), Window { first: 0, size: 8 });
        assert_eq!(window(7, 8), Window { first: 0, size: 16 });
        assert_eq!(window(0, 15), Window { first: 0, size: 16 });
        assert_eq!(window(9, 9), Window { first: 9, size: 1 });
    }

    #[test]
    fn tile_regions() {
        let span = |lo, hi| Span { lo, hi };
        // 16 banks from bank 0: the first 8 banks.
        assert_eq!(tile_region(span(0, 16 * BANK), 8, BANK), span(0, 8 * BANK));
        // Banks 7..8: bank 7 (the tie goes to the first window).
        assert_eq!(
            tile_region(span(7 * BANK, 9 * BANK), 8, BANK),
            span(7 * BANK, 8 * BANK)
        );
        // Mostly past the last bank: the part inside the banks all the same.
        assert_eq!(
            tile_region(span(7 * BANK + 1024, 10 * BANK), 8, BANK),
            span(7 * BANK + 1024, 8 * BANK)
        );
        // Starting past the banks (which the verifier rejects): the larger part.
        assert_eq!(
            tile_region(span(15 * BANK + 1024, 18 * BANK), 8, BANK),
            span(16 * BANK, 18 * BANK)
        );
    }

    #[test]
    fn spans_of_access_patterns() {
        let place = |bank, addr, bytes| Placement {
            bank,
            addr,
            bytes_per_partition: bytes,
        };
        // 512 float32 columns from bank 1: exactly bank 1.
        let s = access_span(place(1, 0, 2048), &[(512, 128), (1, 512)], 0, 4, BANK).unwrap();
        assert_eq!(s, Span { lo: 2048, hi: 4096 });
        assert_eq!(s.banks(BANK), (1, 1));
        // 1536 columns from bank 1: banks 1..3.
        let s = access_span(place(1, 0, 6144), &[(1536, 128), (1, 1536)], 0, 4, BANK).unwrap();
        assert_eq!(s.banks(BANK), (1, 3));
        // An offset inside the partition row and an addr inside the bank.
        let s = access_span(
            place(2, 1024, 8192),
            &[(2048, 4), (1, 256)],
            2048 + 256,
            4,
            BANK,
        )
        .unwrap();
        assert_eq!(s.lo, 2 * 2048 + 1024 + 1024);
        assert_eq!(s.banks(BANK), (3, 3));
        // A negative step reaches below the offset; a zero count touches nothing.
        let s = access_span(place(0, 0, 2048), &[(512, 1), (-1, 4)], 3, 4, BANK).unwrap();
        assert_eq!(s, Span { lo: 0, hi: 16 });
        assert_eq!(
            access_span(place(0, 0, 2048), &[(512, 1), (1, 0)], 0, 4, BANK),
            None
        );
        assert_eq!(
            access_span(place(0, 0, 2048), &[(512, 1), (-1, 4)], 0, 4, BANK),
            None
        );
        // Placements no span fits (a bank of 2^53; a negative bank or address,
        // read as u64::MAX): no span, which the pass reports at the matmul
        // instead of leaving it out of every group.
        for (bank, addr) in [(1 << 53, 0), (u64::MAX, 0), (0, u64::MAX)] {
            assert_eq!(
                access_span(place(bank, addr, 2048), &[(512, 1), (1, 4)], 0, 4, BANK),
                None,
                "bank {bank} addr {addr}"
            );
        }
    }

    fn mm(zeroes: bool, lo: u64, hi: u64) -> Access {
        Access::Matmul {
            zeroes,
            dest: Span { lo, hi },
        }
    }

    #[test]
    fn groups_open_join_and_close() {
        let read = |lo, hi| Access::Other {
            spans: vec![Span { lo, hi }],
        };
        let stream = vec![
            mm(true, 0, 100),      // 0: group A
            mm(true, 2048, 2148),  // 1: group B (other bank)
            mm(false, 0, 100),     // 2: joins A
            Access::None,          // 3
            mm(false, 2048, 2148), // 4: joins B
            read(0, 100),          // 5: closes A
            mm(true, 2048, 2148),  // 6: closes B, opens C
            mm(false, 4096, 4100), // 7: no open group: opens D (not zeroing)
        ];
        let groups = find_groups(&stream);
        assert_eq!(groups.len(), 4);
        assert_eq!(groups[0].members, vec![0, 2]);
        assert_eq!(groups[0].closer, Some(5));
        assert_eq!(groups[1].members, vec![1, 4]);
        assert_eq!(groups[1].closer, Some(6));
        assert_eq!(groups[2].members, vec![6]);
        assert_eq!(groups[2].closer, None);
        assert!(!groups[3].zeroes);
    }
}
