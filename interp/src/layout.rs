//! Instructions that rearrange elements without computing on them:
//! `DMACopy` mode `Transpose` (KLR `dmaTranspose`), `Gather` (KLR
//! `ncNGather`) and `IndirectCopy` (KLR `ncLocalGather`). Values move
//! unchanged, converted to the destination's dtype like any DMA
//! (docs/nki-run.md, "Opcodes").

use crate::{
    exec::{Ap, Exec},
    ops::dst,
    Error,
};
use nki_formats::bir_json::decoded::{DMACopyMembers, IndirectCopyMembers};
use nki_formats::bir_json::enums::{BirEnum, TransposeOps};
use nki_formats::bir_json::Instruction;

type Done = Result<(), Error>;

/// The four dimensions a DMA transpose names, outermost first: `W Z Y X`
/// (KLR's `axes = [0, 1, 2, 3]` is `None`, the identity).
const AXES: [char; 4] = ['W', 'Z', 'Y', 'X'];

/// The permutation a `transpose_op` names: letter `k` of the name is the
/// source dimension that becomes destination dimension `k` (`WZXY` is
/// NumPy's `transpose(0, 1, 3, 2)`).
pub fn permutation(op: TransposeOps) -> Result<[usize; 4], Error> {
    if op == TransposeOps::None {
        return Ok([0, 1, 2, 3]);
    }
    let name = op.as_str();
    let mut perm = [0; 4];
    let letters: Vec<char> = name.chars().collect();
    let mut seen = [false; 4];
    if letters.len() != 4 {
        return Err(Error::Semantics(format!(
            "transpose_op '{name}' does not name four dimensions"
        )));
    }
    for (k, c) in letters.into_iter().enumerate() {
        let Some(d) = AXES.iter().position(|&a| a == c).filter(|&d| !seen[d]) else {
            return Err(Error::Semantics(format!(
                "transpose_op '{name}' is not a permutation of WZYX"
            )));
        };
        seen[d] = true;
        perm[k] = d;
    }
    Ok(perm)
}

/// An access pattern's dimensions (partition first), as four: leading 1s
/// for fewer, an error for more.
fn four_dims(ap: &Ap, role: &str) -> Result<[usize; 4], Error> {
    let dims: Vec<usize> = std::iter::once(ap.partitions)
        .chain(ap.free.iter().copied())
        .collect();
    if dims.len() > 4 {
        return Err(Error::Semantics(format!(
            "a DMA transpose's {role} has {} dimensions, at most 4",
            dims.len()
        )));
    }
    let mut four = [1; 4];
    four[4 - dims.len()..].copy_from_slice(&dims);
    Ok(four)
}

/// `DMACopy` mode `Transpose`: `dst = src.transpose(perm)` over the source's
/// four dimensions; the destination must have the permuted shape.
pub fn dma_transpose(x: &mut Exec, inst: &Instruction, m: &DMACopyMembers) -> Done {
    let src = x.ap(&inst.ins, 0, "the source")?;
    let dst = dst(x, inst)?;
    let perm = permutation(m.transpose_op_or_default())?;
    let shape = four_dims(&src, "source")?;
    let out_shape = perm.map(|d| shape[d]);
    let dst_shape = four_dims(&dst, "destination")?;
    if dst_shape != out_shape {
        return Err(Error::Semantics(format!(
            "a {shape:?} source transposes to {out_shape:?}, the destination is {dst_shape:?}"
        )));
    }
    let values = x.read(&src)?;
    // Row-major strides of the source, read in the destination's order.
    let strides = [
        shape[1] * shape[2] * shape[3],
        shape[2] * shape[3],
        shape[3],
        1,
    ];
    let s = perm.map(|d| strides[d]);
    let mut out = Vec::with_capacity(values.len());
    for a in 0..out_shape[0] {
        for b in 0..out_shape[1] {
            for c in 0..out_shape[2] {
                let base = a * s[0] + b * s[1] + c * s[2];
                out.extend((0..out_shape[3]).map(|d| values[base + d * s[3]]));
            }
        }
    }
    x.write(&dst, &out)
}

/// `Gather` with `ins = [data, indices]`: within each partition,
/// `dst[p, j] = data[p, indices[p, j]]` over the data's flattened free
/// dimensions (NKI `nc_n_gather`). An index past the row is an error.
pub fn gather(x: &mut Exec, inst: &Instruction) -> Done {
    if inst.ins.len() != 2 {
        return Err(Error::Semantics(format!(
            "a Gather with {} operands has no semantics in nki-run \
             (it takes the data and the indices)",
            inst.ins.len()
        )));
    }
    let data = x.ap(&inst.ins, 0, "the data")?;
    let indices = x.ap(&inst.ins, 1, "the indices")?;
    let dst = dst(x, inst)?;
    let (partitions, row, count) = (data.partitions, data.free_count(), indices.free_count());
    if indices.partitions != partitions || dst.partitions != partitions || dst.free_count() != count
    {
        return Err(Error::Semantics(format!(
            "a gather keeps partitions and takes one element per index: data {partitions} x {row}, \
             indices {} x {count}, destination {} x {}",
            indices.partitions,
            dst.partitions,
            dst.free_count()
        )));
    }
    let values = x.read(&data)?;
    let index = x.read(&indices)?;
    let mut out = Vec::with_capacity(index.len());
    for (k, &i) in index.iter().enumerate() {
        let p = k / count.max(1);
        if i < 0.0 || i.fract() != 0.0 || i as usize >= row {
            return Err(Error::Semantics(format!(
                "gather index {i} of partition {p} is not one of the data's {row} elements per partition"
            )));
        }
        out.push(values[p * row + i as usize]);
    }
    x.write(&dst, &out)
}

/// Partitions a GpSimd core serves.
const CORE_PARTITIONS: usize = 16;

/// `IndirectCopy` (NKI `local_gather`), `ins = [src, index]`: each GpSimd
/// core's 16 partitions share one index list, the core's index partitions
/// read column by column (partition first), of which the first
/// `num_valid_indices` count; every partition `p` of the core then takes,
/// for each index `i` (an element offset into its own row), the `e`
/// elements `src[p, i .. i + e]`, with `e` the destination's elements per
/// partition over the valid indices.
pub fn indirect_copy(x: &mut Exec, inst: &Instruction, m: &IndirectCopyMembers) -> Done {
    let src = x.ap(&inst.ins, 0, "the source")?;
    let index = x.ap(&inst.ins, 1, "the indices")?;
    let dst = dst(x, inst)?;
    let valid = m.num_valid_indices as usize;
    let (partitions, row, out_row) = (src.partitions, src.free_count(), dst.free_count());
    if index.partitions != partitions || dst.partitions != partitions {
        return Err(Error::Semantics(format!(
            "a local gather keeps partitions: source {partitions}, indices {}, destination {}",
            index.partitions, dst.partitions
        )));
    }
    if valid == 0 || out_row % valid != 0 {
        return Err(Error::Semantics(format!(
            "the destination's {out_row} elements per partition are not {valid} indices' worth"
        )));
    }
    let per_index = out_row / valid;
    let (values, indices) = (x.read(&src)?, x.read(&index)?);
    let columns = index.free_count();
    let mut out = vec![0.0; dst.len()];
    for first in (0..partitions).step_by(CORE_PARTITIONS) {
        let rows = first..(first + CORE_PARTITIONS).min(partitions);
        let indices = &indices;
        let list: Vec<f64> = (0..columns)
            .flat_map(|j| rows.clone().map(move |q| indices[q * columns + j]))
            .take(valid)
            .collect();
        if list.len() < valid {
            return Err(Error::Semantics(format!(
                "{valid} valid indices, but the core of partition {first} has {}",
                list.len()
            )));
        }
        for p in rows.clone() {
            for (t, &i) in list.iter().enumerate() {
                if i < 0.0 || i.fract() != 0.0 || (i as usize).saturating_add(per_index) > row {
                    return Err(Error::Semantics(format!(
                        "local gather index {i} (of {per_index} elements) is outside the {row} elements of partition {p}"
                    )));
                }
                let from = p * row + i as usize;
                let to = p * out_row + t * per_index;
                out[to..to + per_index].copy_from_slice(&values[from..from + per_index]);
            }
        }
    }
    x.write(&dst, &out)
}

#[cfg(test)]
mod tests {
    use super::{permutation, TransposeOps};

    #[test]
    fn permutations_follow_klr_axes() {
        // KLR's getTransposeOps: [0,1,3,2] is WZXY, [3,0,1,2] is XWZY,
        // [2,3,0,1] is YXWZ.
        use TransposeOps as T;
        assert_eq!(permutation(T::None).unwrap(), [0, 1, 2, 3]);
        assert_eq!(permutation(T::Wzxy).unwrap(), [0, 1, 3, 2]);
        assert_eq!(permutation(T::Xwzy).unwrap(), [3, 0, 1, 2]);
        assert_eq!(permutation(T::Yxwz).unwrap(), [2, 3, 0, 1]);
        // Every case of the enumeration is a permutation.
        for &op in <T as nki_formats::bir_json::enums::BirEnum>::ALL {
            assert!(permutation(op).is_ok(), "{op}");
        }
    }
}
