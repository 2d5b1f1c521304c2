//! Placing live intervals in one memory: greedy interval colouring by first
//! fit, run in two orders, keeping the better result.
//!
//! Each item occupies a rectangle — partitions `[lo, hi)` by bytes
//! `[offset, offset + extent)` — during its live interval. Two items conflict
//! when their intervals, partitions and bytes all overlap. Fixed items keep
//! their offset; every other item gets the lowest legal offset at which it
//! conflicts with nothing placed before it.
//!
//! - **By start** (the order of first definition): an item's offset is at
//!   most the summed extents of the earlier items live with it, so the
//!   high-water mark never exceeds that of a bump allocator that takes the
//!   items in the same order without reuse.
//! - **By size** (largest first, the classic arena-planner order): usually
//!   packs tighter when big and small tiles interleave.
//!
//! The result with the lower high-water mark wins (ties go to "by start").
//!
//! Legal offsets: a multiple of the pool's alignment; in a banked pool
//! (PSUM) an item that fits in a bank does not straddle a bank boundary, a
//! larger one starts on a boundary, and a whole-bank item (an accumulation
//! tile) starts on a boundary and reserves whole banks, so no other item
//! shares its banks while it is live.

use super::liveness::Interval;

/// One memory's geometry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pool {
    /// Bytes per partition.
    pub capacity: u64,
    /// Alignment of offsets, bytes.
    pub alignment: u64,
    /// Bank size in bytes per partition, for a banked memory.
    pub bank: Option<u64>,
}

/// One thing to place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Item {
    pub live: Interval,
    /// Partitions `[lo, hi)`.
    pub partitions: (u64, u64),
    /// Bytes per partition.
    pub bytes: u64,
    /// Reserves whole banks (accumulation tile).
    pub whole_banks: bool,
    /// A kept offset.
    pub fixed: Option<u64>,
}

/// The two orders.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    ByStart,
    BySize,
}

fn align_up(value: u64, alignment: u64) -> u64 {
    if alignment <= 1 {
        value
    } else {
        value.div_ceil(alignment).saturating_mul(alignment)
    }
}

impl Pool {
    /// The bytes an item reserves.
    pub fn extent(&self, item: &Item) -> u64 {
        match self.bank {
            Some(bank) if item.whole_banks => align_up(item.bytes.max(1), bank),
            _ => item.bytes,
        }
    }

    /// The lowest legal offset at or above `at` for `item`.
    fn legal(&self, item: &Item, at: u64) -> u64 {
        let mut at = align_up(at, self.alignment);
        if let Some(bank) = self.bank {
            // Bank-aligned: whole-bank items, items larger than a bank, and
            // items that would otherwise cross a boundary.
            let crosses = item.bytes > 0 && at / bank != (at + item.bytes - 1) / bank;
            if item.whole_banks || item.bytes > bank || crosses {
                at = align_up(at, bank);
            }
        }
        at
    }

    /// Banks that `[offset, offset + extent)` touches: first, last.
    pub fn banks(&self, offset: u64, extent: u64) -> Option<(u64, u64)> {
        let bank = self.bank?;
        Some((offset / bank, (offset + extent.max(1) - 1) / bank))
    }
}

/// Offsets for every item (fixed ones as given), or `None` when some item
/// does not fit below `pool.capacity`.
pub fn place(pool: &Pool, items: &[Item], order: Order) -> Option<Vec<u64>> {
    let mut offsets: Vec<Option<u64>> = items.iter().map(|i| i.fixed).collect();
    let mut placed: Vec<usize> = (0..items.len())
        .filter(|&i| items[i].fixed.is_some())
        .collect();
    let mut todo: Vec<usize> = (0..items.len())
        .filter(|&i| items[i].fixed.is_none())
        .collect();
    match order {
        Order::ByStart => todo.sort_by_key(|&i| (items[i].live.start, i)),
        Order::BySize => todo.sort_by_key(|&i| {
            (
                std::cmp::Reverse(pool.extent(&items[i])),
                items[i].live.start,
                i,
            )
        }),
    }
    for i in todo {
        let item = &items[i];
        let extent = pool.extent(item);
        // Byte ranges of the placed items that share time and partitions
        // with this one, by start: one sweep finds the lowest gap.
        let mut taken: Vec<(u64, u64)> = placed
            .iter()
            .filter_map(|&j| {
                let other = &items[j];
                let at = offsets[j]?;
                let shares = item.live.overlaps(&other.live)
                    && item.partitions.0 < other.partitions.1
                    && other.partitions.0 < item.partitions.1;
                shares.then(|| (at, at + pool.extent(other)))
            })
            .collect();
        taken.sort_unstable();
        let mut at = pool.legal(item, 0);
        for (start, end) in taken {
            if start >= at.saturating_add(extent) {
                break;
            }
            if end > at && end > start {
                at = pool.legal(item, end);
            }
        }
        if at.checked_add(extent)? > pool.capacity {
            return None;
        }
        offsets[i] = Some(at);
        placed.push(i);
    }
    offsets.into_iter().collect()
}

/// Offsets without reuse: every item not fixed goes above the previous one
/// in order of first definition (a bump allocator with the pool's alignment
/// and bank rules), stepping over fixed items whatever their partitions.
/// No capacity limit: this is the yardstick the report compares with.
pub fn bump(pool: &Pool, items: &[Item]) -> Vec<u64> {
    let mut fixed: Vec<(u64, u64)> = items
        .iter()
        .filter_map(|i| i.fixed.map(|at| (at, at + pool.extent(i))))
        .collect();
    fixed.sort_unstable();
    let mut order: Vec<usize> = (0..items.len())
        .filter(|&i| items[i].fixed.is_none())
        .collect();
    order.sort_by_key(|&i| (items[i].live.start, i));
    let mut offsets: Vec<u64> = items.iter().map(|i| i.fixed.unwrap_or(0)).collect();
    let mut top = 0;
    for i in order {
        let item = &items[i];
        let extent = pool.extent(item);
        let mut at = pool.legal(item, top);
        for &(start, end) in &fixed {
            if start >= at.saturating_add(extent) {
                break;
            }
            if end > at && end > start {
                at = pool.legal(item, end);
            }
        }
        offsets[i] = at;
        top = at + extent;
    }
    offsets
}

/// The high-water mark: the largest `offset + bytes`.
pub fn high_water(items: &[Item], offsets: &[u64]) -> u64 {
    items
        .iter()
        .zip(offsets)
        .map(|(item, at)| at + item.bytes)
        .max()
        .unwrap_or(0)
}

/// Banks in use: the highest bank any item touches, plus one (0 when empty
/// or when the pool has no banks).
pub fn banks_used(pool: &Pool, items: &[Item], offsets: &[u64]) -> u64 {
    items
        .iter()
        .zip(offsets)
        .filter_map(|(item, &at)| pool.banks(at, pool.extent(item)).map(|(_, last)| last + 1))
        .max()
        .unwrap_or(0)
}

/// The better of the two orders (lower banks, then lower high-water mark),
/// or `None` when neither fits.
pub fn place_best(pool: &Pool, items: &[Item]) -> Option<Vec<u64>> {
    let score = |offsets: &Vec<u64>| (banks_used(pool, items, offsets), high_water(items, offsets));
    match (
        place(pool, items, Order::ByStart),
        place(pool, items, Order::BySize),
    ) {
        (Some(a), Some(b)) => Some(if score(&b) < score(&a) { b } else { a }),
        (a, b) => a.or(b),
    }
}

/// What a pool needs at its busiest statement: the summed aligned extents of
/// the items live there (partitions ignored), with that statement.
pub fn live_peak(pool: &Pool, items: &[Item]) -> (u64, usize) {
    let Some(last) = items.iter().map(|i| i.live.end).max() else {
        return (0, 0);
    };
    let mut delta = vec![0i128; last + 2];
    for item in items {
        let size = i128::from(align_up(pool.extent(item), pool.alignment));
        delta[item.live.start] += size;
        delta[item.live.end + 1] -= size;
    }
    let mut best = (0u64, 0usize);
    let mut running = 0i128;
    for (at, d) in delta.iter().enumerate().take(last + 1) {
        running += d;
        let value = u64::try_from(running).unwrap_or(0);
        if value > best.0 {
            best = (value, at);
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    const SBUF: Pool = Pool {
        capacity: 1024,
        alignment: 64,
        bank: None,
    };
    const PSUM: Pool = Pool {
        capacity: 4 * 256,
        alignment: 4,
        bank: Some(256),
    };

    fn item(start: usize, end: usize, bytes: u64) -> Item {
        Item {
            live: Interval { start, end },
            partitions: (0, 128),
            bytes,
            whole_banks: false,
            fixed: None,
        }
    }

    #[test]
    fn dead_memory_is_reused() {
        let items = [item(0, 1, 256), item(2, 3, 256), item(1, 2, 100)];
        let offsets = place(&SBUF, &items, Order::ByStart).unwrap();
        assert_eq!(offsets, vec![0, 0, 256]);
        assert_eq!(high_water(&items, &offsets), 356);
    }

    #[test]
    fn offsets_are_aligned() {
        let items = [item(0, 5, 10), item(0, 5, 10)];
        assert_eq!(place(&SBUF, &items, Order::ByStart).unwrap(), vec![0, 64]);
    }

    #[test]
    fn disjoint_partitions_share_bytes() {
        let mut a = item(0, 5, 256);
        a.partitions = (0, 64);
        a.fixed = Some(0);
        let b = item(0, 5, 256);
        let mut c = item(0, 5, 256);
        c.partitions = (64, 128);
        // b spans every partition, so it cannot sit beside a; c can.
        let offsets = place(&SBUF, &[a.clone(), b.clone()], Order::ByStart).unwrap();
        assert_eq!(offsets, vec![0, 256]);
        let offsets = place(&SBUF, &[a, c], Order::ByStart).unwrap();
        assert_eq!(offsets, vec![0, 0]);
    }

    #[test]
    fn fixed_items_stay_and_block() {
        let mut fixed = item(0, 9, 128);
        fixed.fixed = Some(64);
        let items = [fixed, item(0, 9, 64), item(0, 9, 64)];
        assert_eq!(
            place(&SBUF, &items, Order::ByStart).unwrap(),
            vec![64, 0, 192]
        );
    }

    #[test]
    fn too_big_does_not_fit() {
        let items = [item(0, 1, 1000), item(1, 2, 100)];
        assert!(place(&SBUF, &items, Order::ByStart).is_none());
        assert!(place_best(&SBUF, &items).is_none());
        assert_eq!(live_peak(&SBUF, &items), (1024 + 128, 1));
    }

    #[test]
    fn by_start_never_exceeds_bump() {
        // Bump in the same order: 0, 64, 128, 192 → high-water 192 + 64.
        let items = [
            item(0, 3, 64),
            item(1, 1, 64),
            item(2, 2, 64),
            item(3, 3, 64),
        ];
        let offsets = place(&SBUF, &items, Order::ByStart).unwrap();
        assert!(high_water(&items, &offsets) <= 256);
        assert_eq!(high_water(&items, &offsets), 128);
    }

    #[test]
    fn by_size_can_pack_tighter() {
        // a [0,0] 64 B, b [0,2] 64 B, c [1,2] 128 B. By start: a @0, b @64,
        // c cannot fit under b → @128, high-water 256. Largest first: c @0,
        // a @0 (dead before c), b @128 → 192; the better one wins.
        let items = [item(0, 0, 64), item(0, 2, 64), item(1, 2, 128)];
        let by_start = place(&SBUF, &items, Order::ByStart).unwrap();
        assert_eq!(by_start, vec![0, 64, 128]);
        let by_size = place(&SBUF, &items, Order::BySize).unwrap();
        assert_eq!(by_size, vec![0, 128, 0]);
        assert_eq!(place_best(&SBUF, &items).unwrap(), by_size);
    }

    #[test]
    fn accumulation_tiles_take_whole_banks() {
        let mut a = item(0, 3, 64);
        a.whole_banks = true;
        let mut b = item(0, 3, 64);
        b.whole_banks = true;
        let offsets = place(&PSUM, &[a.clone(), b.clone()], Order::ByStart).unwrap();
        assert_eq!(offsets, vec![0, 256]);
        assert_eq!(banks_used(&PSUM, &[a, b], &offsets), 2);
    }

    #[test]
    fn accumulation_tiles_reuse_banks_when_dead() {
        let mut a = item(0, 1, 64);
        a.whole_banks = true;
        let mut b = item(2, 3, 64);
        b.whole_banks = true;
        assert_eq!(place(&PSUM, &[a, b], Order::ByStart).unwrap(), vec![0, 0]);
    }

    #[test]
    fn psum_tiles_do_not_straddle_banks() {
        // 200 B at 0, then 100 B would straddle 256: moved to the next bank.
        let items = [item(0, 3, 200), item(0, 3, 100)];
        assert_eq!(place(&PSUM, &items, Order::ByStart).unwrap(), vec![0, 256]);
        // A tile larger than a bank starts on a boundary and spans banks.
        let items = [item(0, 3, 4), item(0, 3, 300)];
        let offsets = place(&PSUM, &items, Order::ByStart).unwrap();
        assert_eq!(offsets, vec![0, 256]);
        assert_eq!(banks_used(&PSUM, &items, &offsets), 3);
    }

    #[test]
    fn plain_psum_tiles_keep_out_of_live_accumulation_banks() {
        let mut acc = item(0, 3, 16);
        acc.whole_banks = true;
        let items = [acc, item(1, 2, 16)];
        assert_eq!(place(&PSUM, &items, Order::ByStart).unwrap(), vec![0, 256]);
    }

    #[test]
    fn too_many_banks() {
        let items: Vec<Item> = (0..5)
            .map(|_| Item {
                whole_banks: true,
                ..item(0, 1, 8)
            })
            .collect();
        assert!(place_best(&PSUM, &items).is_none());
        assert_eq!(live_peak(&PSUM, &items), (5 * 256, 0));
    }
}
