//! `Shuffle`: the vector engine's cross-partition move (KLR `shuffle`, NKI
//! `nc_stream_shuffle`). The partitions go in quadrants of 32; output
//! partition `i` of each quadrant copies input partition `indices[i]` of the
//! same quadrant (counted from the source's first partition), and the index
//! 255 leaves output partition `i` as it was. Source and destination have
//! the same elements per partition, not necessarily the same partitions:
//! NKI's `nc_stream_shuffle` runs over `ceil(max(src, dst partitions) / 32)`
//! quadrants, so one source partition may be copied to a quadrant of 32
//! (`shuffle_mask = [0] * 32`). The same indices apply to every quadrant;
//! an index naming a partition past the source is an error
//! (docs/nki-run.md, "Opcodes").

use crate::{exec::Exec, ops::dst, Error};
use nki_formats::bir_json::{decoded::ShuffleMembers, Instruction};

/// Partitions per quadrant, and the index that keeps a partition.
const QUADRANT: usize = 32;
const KEEP: u64 = 255;

pub fn shuffle(x: &mut Exec, inst: &Instruction, m: &ShuffleMembers) -> Result<(), Error> {
    let src = x.ap(&inst.ins, 0, "the source")?;
    let dst = dst(x, inst)?;
    let indices = indices(m)?;
    let row = src.free_count();
    if dst.free_count() != row {
        return Err(Error::Semantics(format!(
            "a shuffle moves whole partitions: the source has {row} elements per partition, \
             the destination {}",
            dst.free_count()
        )));
    }
    let (sources, partitions) = (src.partitions, dst.partitions);
    let from = x.read(&src)?;
    let mut out = x.read(&dst)?;
    for p in 0..partitions {
        let (quadrant, i) = (p / QUADRANT * QUADRANT, p % QUADRANT);
        let index = indices.get(i).copied().unwrap_or(KEEP);
        if index == KEEP {
            continue;
        }
        let q = quadrant + index as usize;
        if index as usize >= QUADRANT || q >= sources {
            return Err(Error::Semantics(format!(
                "shuffle index {index} of partition {p} is past the source's {sources} partitions"
            )));
        }
        out[p * row..(p + 1) * row].copy_from_slice(&from[q * row..(q + 1) * row]);
    }
    x.write(&dst, &out)
}

/// The `indices` member: at most 32 partition indices (255: keep).
fn indices(m: &ShuffleMembers) -> Result<&[u64], Error> {
    if m.indices.len() > QUADRANT {
        return Err(Error::Semantics(format!(
            "a shuffle has at most {QUADRANT} indices (one per partition of a quadrant), not {}",
            m.indices.len()
        )));
    }
    Ok(&m.indices)
}
