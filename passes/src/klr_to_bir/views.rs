//! Physical tensor references: `TensorRef.sbuf`/`.psum` (a `TensorSram`) and
//! `TensorRef.hbm` (a `TensorHbm`), which the front end writes for tensors
//! placed explicitly. They carry their address themselves, so they lower to
//! allocated memory locations at that address (docs/klr-to-bir.md,
//! "Physical tensor references").
//!
//! - A view of a tensor the kernel already has under that name, in the same
//!   memory and lying inside it, is an access into that tensor (offsets
//!   relative to its address).
//! - Any other view is a memory location of its own, exactly as large as the
//!   view reaches: named after the view, or `<name>@p<partition>.b<byte>`
//!   when another placement already took the name.
//!
//! `TensorSram.freeOffset` is the byte offset of the view's first element in
//! its partition (KLR derives it from an `Address.freeOffset`, which is in
//! bytes); `TensorHbm.address` is the byte offset of its first element in
//! the tensor it names.

use super::operators::Tile;
use super::tensors::{dtype_size, physical_ap, Role, Tensor};
use super::KlirToBirCodegen;
use nki_formats::klr::{APPair, Dtype, Memory, TensorHbm, TensorSram};

/// Elements a free pattern reaches in one partition (its extent).
fn reach(pattern: &[APPair]) -> Result<u64, String> {
    nki_formats::klr::pattern_reach(pattern)
        .ok_or_else(|| "a physical view with a negative step has no BIR form".to_owned())
}

/// The pattern's pairs as `physical_ap` pairs after the partition pair.
fn free_pairs(pattern: &[APPair]) -> Vec<Vec<i64>> {
    let mut pairs: Vec<Vec<i64>> = pattern.iter().map(|p| vec![p.step, p.num as i64]).collect();
    if pairs.is_empty() {
        pairs.push(vec![1, 1]);
    }
    pairs
}

impl KlirToBirCodegen {
    /// A `TensorSram` view in SBUF or PSUM as a tile.
    pub(crate) fn sram_view(&mut self, view: &TensorSram, memory: Memory) -> Result<Tile, String> {
        let size = dtype_size(view.dtype);
        let extent = reach(&view.pattern)?;
        // Inside a tensor of that name? Then an access into it.
        if let Some(t) = self.tensors.get(&view.name) {
            if let Some(offset) = inside(t, view, memory, extent * size) {
                let row = (t.free_size / size) as i64;
                let mut ap = vec![vec![row, view.parNum as i64]];
                ap.extend(free_pairs(&view.pattern));
                return Ok(Tile {
                    arg: physical_ap(&t.name, view.dtype, ap, offset),
                    dtype: view.dtype,
                    memory,
                    name: t.name.clone(),
                });
            }
        }
        let name = self.view_name(&view.name, view.parOffset, view.freeOffset);
        let bytes = extent * size;
        self.tensors.add(Tensor {
            name: name.clone(),
            dtype: view.dtype,
            shape: vec![view.parNum, extent],
            memory,
            par_size: view.parNum,
            free_size: bytes,
            par_offset: Some(view.parOffset),
            free_offset: Some(view.freeOffset),
            role: Role::Internal,
            file: String::new(),
        });
        let mut ap = vec![vec![extent as i64, view.parNum as i64]];
        ap.extend(free_pairs(&view.pattern));
        Ok(Tile {
            arg: physical_ap(&name, view.dtype, ap, 0),
            dtype: view.dtype,
            memory,
            name,
        })
    }

    /// A `TensorHbm` view as a tile: an access into the DRAM tensor of that
    /// name, or a DRAM tensor of its own. `dims` is the whole pattern, its
    /// first pair the outer (partition) dimension.
    pub(crate) fn hbm_view(&mut self, view: &TensorHbm) -> Result<Tile, String> {
        let size = dtype_size(view.dtype);
        if view.address % size != 0 {
            return Err(format!(
                "the HBM view of '{}' starts at byte {}, not at a {} element",
                view.name,
                view.address,
                Dtype::name(view.dtype)
            ));
        }
        let mut ap: Vec<Vec<i64>> = view
            .dims
            .iter()
            .map(|p| vec![p.step, p.num as i64])
            .collect();
        match ap.len() {
            0 => ap = vec![vec![1, 1], vec![1, 1]],
            1 => ap.push(vec![1, 1]),
            _ => {}
        }
        let offset = view.address / size;
        let known = self
            .tensors
            .get(&view.name)
            .filter(|t| !t.on_chip() && t.memory != Memory::reg)
            .map(|t| t.name.clone());
        let name = match known {
            Some(name) => name,
            None => {
                // Rows of the outer pair's count, each long enough for the
                // outer step and for the offset plus the inner pairs' reach
                // (the view's first row), so the view lies inside.
                let (outer_step, partitions) = view
                    .dims
                    .first()
                    .map_or((1, 1), |p| (p.step.max(1) as u64, p.num.max(1)));
                let inner = reach(view.dims.get(1..).unwrap_or(&[]))?;
                let row = outer_step.max(offset + inner);
                self.tensors.add(Tensor {
                    name: view.name.to_string(),
                    dtype: view.dtype,
                    shape: vec![partitions, row],
                    memory: Memory::hbm,
                    par_size: partitions,
                    free_size: row * size,
                    par_offset: None,
                    free_offset: None,
                    role: Role::Internal,
                    file: String::new(),
                });
                view.name.to_string()
            }
        };
        Ok(Tile {
            arg: physical_ap(&name, view.dtype, ap, offset),
            dtype: view.dtype,
            memory: Memory::hbm,
            name,
        })
    }

    /// The location name of a view placed at (`partition`, `byte`): the
    /// view's name unless a tensor holds it already, then the placement is
    /// added to it (and a number, should that be taken too).
    fn view_name(&self, name: &str, partition: u64, byte: u64) -> String {
        if self.tensors.get(name).is_none() {
            return name.to_owned();
        }
        let placed = format!("{name}@p{partition}.b{byte}");
        if self.tensors.get(&placed).is_none() {
            return placed;
        }
        format!("{placed}.{}", self.tensors.tensors.len())
    }
}

/// The element offset of `view` inside allocated tensor `t` (same memory,
/// partitions and bytes inside it), if it lies there.
fn inside(t: &Tensor, view: &TensorSram, memory: Memory, bytes: u64) -> Option<u64> {
    let (par, free) = (t.par_offset?, t.free_offset?);
    let size = dtype_size(view.dtype);
    let fits = t.memory == memory
        && view.parOffset >= par
        && view.parOffset + view.parNum <= par + t.par_size
        && view.freeOffset >= free
        && view.freeOffset + bytes <= free + t.free_size
        && (view.freeOffset - free) % size == 0
        && t.free_size % size == 0;
    fits.then(|| (view.parOffset - par) * (t.free_size / size) + (view.freeOffset - free) / size)
}
