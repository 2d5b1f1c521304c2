//! The machine model: SBUF (partitions × the arch's bytes per partition) and
//! PSUM (partitions × banks × bank bytes) as two byte-addressed memories, and
//! one byte buffer per DRAM tensor. Every memory location of the function is
//! placed on those bytes, so two locations placed on the same bytes really
//! overwrite each other.
//!
//! Placement (docs/nki-run.md, "Machine model"):
//! - an allocated SB / PSUM location sits at `base` (first partition) and
//!   `addr` (SB: bytes into each partition; PSUM: `bank × bank bytes + addr`);
//! - a location in a call's scratchpad allocation (`<call>.sb_scratchpad_set`,
//!   `<call>.psum_scratchpad_set`, made by inline-nki-kernel) sits at its
//!   `addr` relative to the scratchpad buffer of that allocation;
//! - any other SB / PSUM location (the caller's unallocated tensors) is
//!   placed by a bump allocator above every allocated location (SB 64-byte
//!   aligned; PSUM on bank boundaries, wrapping to bank 0 when the banks run
//!   out, as calls run one after another);
//! - the calls' scratchpad buffers all start at one place above that storage
//!   (PSUM: there, or at bank 0 when that leaves no room): a call's tensors
//!   live only during the call and calls run one after another, so a budget
//!   of the whole SBUF (`budget=arch`) still fits;
//! - every other location (DRAM, Input, Output, …) is a buffer of its own of
//!   `dims[0] × dims[1]` bytes.
//!
//! Never-written memory holds the byte 0x7f: as float32 or bfloat16 that is
//! about 3.4e38, so reading it shows in any result.

use crate::{dtype::Dtype, limits::Limits, Error};
use nki_formats::{
    arch::Arch,
    bir_json::{Function, MemoryLocation},
};
use std::collections::HashMap;

/// The byte pattern of memory nobody wrote.
pub const POISON: u8 = 0x7f;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Space {
    Sbuf,
    Psum,
    Dram(usize),
}

/// A memory location placed on the machine.
#[derive(Clone, Debug)]
pub struct Location {
    pub name: String,
    /// The allocation's element type (operands may view it otherwise).
    pub dtype: Option<Dtype>,
    /// The allocation's logical shape, partition axis first.
    pub shape: Vec<usize>,
    /// The allocation's `kind` (`ExternalInput`, `Internal`, …).
    pub kind: String,
    /// The memory type (`SB`, `PSUM`, `DRAM`, …).
    pub memory_type: String,
    pub space: Space,
    /// First partition (SB / PSUM).
    pub partition: usize,
    /// Bytes into each partition (SB / PSUM, banks included for PSUM).
    pub addr: usize,
    pub partitions: usize,
    pub bytes_per_partition: usize,
}

/// The memories and the placed locations of one function.
pub struct Memory {
    pub arch: Arch,
    sbuf: Vec<u8>,
    psum: Vec<u8>,
    dram: Vec<Vec<u8>>,
    pub locations: Vec<Location>,
    by_name: HashMap<String, usize>,
}

/// A size or address that overflows: placements are computed with checked
/// arithmetic on the file's 64-bit numbers.
fn overflow(name: &str, what: &str) -> Error {
    Error::Model(format!("'{name}': its {what} overflows 64 bits"))
}

/// `dims[i]` of a location as a size (0 when absent).
fn dim(loc: &MemoryLocation, i: usize) -> Result<usize, Error> {
    usize::try_from(*loc.dims.get(i).unwrap_or(&0)).map_err(|_| overflow(&loc.name, "dims"))
}

/// The checked `a + b`, `a × b` of placements.
fn add(a: usize, b: usize, name: &str, what: &str) -> Result<usize, Error> {
    a.checked_add(b).ok_or_else(|| overflow(name, what))
}

fn mul(a: usize, b: usize, name: &str, what: &str) -> Result<usize, Error> {
    a.checked_mul(b).ok_or_else(|| overflow(name, what))
}

/// Where an allocated on-chip location starts in each partition: SB at
/// `addr`, PSUM at `bank × bank bytes + addr`.
fn allocated_addr(loc: &MemoryLocation, bank: usize) -> Result<usize, Error> {
    let addr = usize::try_from(loc.addr).map_err(|_| overflow(&loc.name, "addr"))?;
    if loc.r#type != "PSUM" {
        return Ok(addr);
    }
    let b = usize::try_from(loc.bank).map_err(|_| overflow(&loc.name, "bank"))?;
    add(mul(b, bank, &loc.name, "bank")?, addr, &loc.name, "address")
}

/// Counts `bytes` more of modelled memory against the limit, before they
/// are allocated.
fn reserve(used: &mut u64, bytes: usize, what: &str, limits: &Limits) -> Result<(), Error> {
    let total = used.saturating_add(bytes as u64);
    if total > limits.max_memory_bytes {
        return Err(Error::Model(format!(
            "{what} needs {bytes} bytes, and the machine's memories may hold at most {} bytes in all \
             (raise the limit with --max-memory-mib)",
            limits.max_memory_bytes
        )));
    }
    *used = total;
    Ok(())
}

/// A tensor's logical shape, its element count bounded by the limit.
fn tensor_shape(name: &str, shape: &[u64], limits: &Limits) -> Result<Vec<usize>, Error> {
    let count = shape
        .iter()
        .fold(1u128, |n, &d| n.saturating_mul(u128::from(d.max(1))));
    if count > u128::from(limits.max_elements) {
        return Err(Error::Model(format!(
            "'{name}': tensor_shape {shape:?} has more than {} elements (raise the limit with \
             --max-elements)",
            limits.max_elements
        )));
    }
    Ok(shape.iter().map(|&d| d as usize).collect())
}

impl Memory {
    /// Places every memory location of `function`. Sizes and addresses are
    /// computed with checked arithmetic, tensors' element counts and the
    /// memories' bytes are bounded by `limits` before anything is
    /// allocated.
    pub fn new(function: &Function, arch: Arch, limits: &Limits) -> Result<Memory, Error> {
        let sb_pp = arch.sbuf_bytes_per_partition as usize;
        let bank = arch.psum_bank_bytes as usize;
        let parts = arch.partitions as usize;
        let psum_pp = mul(bank, arch.psum_banks as usize, "PSUM", "size")?;
        let mut used = 0u64;
        let sbuf_bytes = mul(parts, sb_pp, "SBUF", "size")?;
        reserve(&mut used, sbuf_bytes, "SBUF", limits)?;
        let psum_bytes = mul(parts, psum_pp, "PSUM", "size")?;
        reserve(&mut used, psum_bytes, "PSUM", limits)?;
        let mut memory = Memory {
            arch,
            sbuf: vec![POISON; sbuf_bytes],
            psum: vec![POISON; psum_bytes],
            dram: Vec::new(),
            locations: Vec::new(),
            by_name: HashMap::new(),
        };
        // Allocated locations first: the bump allocator starts above them.
        let (mut sb_top, mut psum_top) = (0usize, 0usize);
        for alloc in &function.allocations {
            for loc in &alloc.memorylocations {
                let bytes = dim(loc, 1)?;
                if loc.allocated && !is_scratchpad_set(&alloc.name) {
                    let end = add(allocated_addr(loc, bank)?, bytes, &loc.name, "end")?;
                    match loc.r#type.as_str() {
                        "SB" => sb_top = sb_top.max(end),
                        "PSUM" => psum_top = psum_top.max(end),
                        _ => {}
                    }
                }
            }
        }
        let align = arch.sbuf_alignment.max(1) as usize;
        let round_up = |n: usize, to: usize, name: &str| -> Result<usize, Error> {
            n.checked_next_multiple_of(to)
                .ok_or_else(|| overflow(name, "end"))
        };
        sb_top = round_up(sb_top, align, "SBUF")?;
        psum_top = round_up(psum_top, bank, "PSUM")?;
        let mut deferred = Vec::new();
        // The calls' scratchpad buffers: each call's tensors live only
        // during the call and calls run one after another, so every buffer
        // starts at the same place, above all other storage (a budget of
        // the whole SBUF, budget=arch, then still fits).
        let mut buffers: Vec<Location> = Vec::new();
        for alloc in &function.allocations {
            let dtype = alloc.dtype.as_option().and_then(|d| Dtype::parse(d));
            let shape = tensor_shape(&alloc.name, &alloc.tensor_shape, limits)?;
            for loc in &alloc.memorylocations {
                let partitions = dim(loc, 0)?;
                let bytes = dim(loc, 1)?;
                let mut placed = Location {
                    name: loc.name.clone(),
                    dtype,
                    shape: shape.clone(),
                    kind: alloc.kind.clone(),
                    memory_type: loc.r#type.clone(),
                    space: Space::Sbuf,
                    partition: usize::try_from(loc.base)
                        .map_err(|_| overflow(&loc.name, "base"))?,
                    addr: 0,
                    partitions,
                    bytes_per_partition: bytes,
                };
                let scratch = is_scratchpad_set(&alloc.name);
                match loc.r#type.as_str() {
                    "SB" | "PSUM" if scratch && !is_scratchpad_buffer(&loc.name) => {
                        // Relative to the buffer of its allocation: placed
                        // later. Its tensor is unknown (the allocation is the
                        // buffer's): it reads as its bytes.
                        placed.dtype = Some(Dtype::U8);
                        placed.shape = vec![partitions, bytes];
                        let buffer = alloc.name.trim_end_matches("_set").to_string();
                        let offset =
                            usize::try_from(loc.addr).map_err(|_| overflow(&loc.name, "addr"))?;
                        deferred.push((placed, buffer, offset));
                        continue;
                    }
                    "SB" | "PSUM" if !loc.allocated && is_scratchpad_buffer(&loc.name) => {
                        // Placed after everything else (below).
                        if loc.r#type == "PSUM" {
                            placed.space = Space::Psum;
                        }
                        buffers.push(placed);
                        continue;
                    }
                    "SB" => {
                        if loc.allocated && !scratch {
                            placed.addr = allocated_addr(loc, bank)?;
                        } else {
                            placed.addr = sb_top;
                            let end = add(sb_top, bytes, &loc.name, "end")?;
                            sb_top = round_up(end, align, &loc.name)?;
                        }
                    }
                    "PSUM" => {
                        placed.space = Space::Psum;
                        if loc.allocated && !scratch {
                            placed.addr = allocated_addr(loc, bank)?;
                        } else {
                            if add(psum_top, bytes, &loc.name, "end")? > psum_pp {
                                psum_top = 0;
                            }
                            placed.addr = psum_top;
                            let end = add(psum_top, bytes, &loc.name, "end")?;
                            psum_top = round_up(end, bank, &loc.name)?;
                        }
                    }
                    _ => {
                        placed.space = Space::Dram(memory.dram.len());
                        placed.partition = 0;
                        let size = mul(partitions, bytes, &loc.name, "size")?;
                        let what = format!("'{}' (dims {:?})", loc.name, loc.dims);
                        reserve(&mut used, size, &what, limits)?;
                        memory.dram.push(vec![POISON; size]);
                    }
                }
                memory.add(placed)?;
            }
        }
        let psum_base = if psum_top >= psum_pp { 0 } else { psum_top };
        for mut placed in buffers {
            placed.addr = match placed.space {
                Space::Psum if psum_base.saturating_add(placed.bytes_per_partition) <= psum_pp => {
                    psum_base
                }
                Space::Psum => 0,
                _ => sb_top,
            };
            memory.add(placed)?;
        }
        for (mut placed, buffer, offset) in deferred {
            let Some(&b) = memory.by_name.get(&buffer) else {
                return Err(Error::Model(format!(
                    "'{}' lies in the scratchpad allocation of '{buffer}', which has no memory location '{buffer}'",
                    placed.name
                )));
            };
            let buf = &memory.locations[b];
            placed.space = buf.space;
            placed.addr = add(buf.addr, offset, &placed.name, "address")?;
            placed.partition = add(placed.partition, buf.partition, &placed.name, "partition")?;
            memory.add(placed)?;
        }
        for loc in &memory.locations {
            let (pp, what) = match loc.space {
                Space::Sbuf => (sb_pp, "SBUF"),
                Space::Psum => (psum_pp, "PSUM"),
                Space::Dram(_) => continue,
            };
            let fits = loc
                .addr
                .checked_add(loc.bytes_per_partition)
                .is_some_and(|end| end <= pp)
                && loc
                    .partition
                    .checked_add(loc.partitions)
                    .is_some_and(|end| end <= parts);
            if !fits {
                return Err(Error::Model(format!(
                    "'{}' ({} partitions from {}, bytes [{}, {})) does not fit in {what} ({parts} partitions x {pp} bytes)",
                    loc.name, loc.partitions, loc.partition, loc.addr, loc.addr as u128 + loc.bytes_per_partition as u128
                )));
            }
        }
        Ok(memory)
    }

    fn add(&mut self, loc: Location) -> Result<(), Error> {
        if self.by_name.contains_key(&loc.name) {
            return Err(Error::Model(format!(
                "two memory locations are named '{}'",
                loc.name
            )));
        }
        self.by_name.insert(loc.name.clone(), self.locations.len());
        self.locations.push(loc);
        Ok(())
    }

    /// The index of the location named `name`.
    pub fn find(&self, name: &str) -> Option<usize> {
        self.by_name.get(name).copied()
    }

    /// Where a location's bytes are: its buffer, the byte offset of its
    /// first element, the pitch between partitions, its partitions and its
    /// elements per partition (of `dtype`).
    pub(crate) fn layout(&self, loc: usize, dtype: Dtype) -> (Space, usize, usize, i64, i64) {
        let l = &self.locations[loc];
        let (start, pitch) = match l.space {
            Space::Sbuf => {
                let pitch = self.arch.sbuf_bytes_per_partition as usize;
                (l.partition * pitch + l.addr, pitch)
            }
            Space::Psum => {
                let pitch = self.arch.psum_bytes_per_partition() as usize;
                (l.partition * pitch + l.addr, pitch)
            }
            Space::Dram(_) => (0, l.bytes_per_partition),
        };
        let per_partition = (l.bytes_per_partition / dtype.size()) as i64;
        (l.space, start, pitch, l.partitions as i64, per_partition)
    }

    pub(crate) fn buffer(&self, space: Space) -> &[u8] {
        match space {
            Space::Sbuf => &self.sbuf,
            Space::Psum => &self.psum,
            Space::Dram(i) => &self.dram[i],
        }
    }

    pub(crate) fn buffer_mut(&mut self, space: Space) -> &mut [u8] {
        match space {
            Space::Sbuf => &mut self.sbuf,
            Space::Psum => &mut self.psum,
            Space::Dram(i) => &mut self.dram[i],
        }
    }

    /// Whether two placed locations share bytes: the same memory, and
    /// their partitions and their bytes per partition both intersect (a
    /// DRAM location is a buffer of its own).
    pub fn overlap(&self, a: usize, b: usize) -> bool {
        let (x, y) = (&self.locations[a], &self.locations[b]);
        let meet = |s: usize, n: usize, t: usize, m: usize| {
            s < t.saturating_add(m) && t < s.saturating_add(n) && n > 0 && m > 0
        };
        x.space == y.space
            && meet(x.partition, x.partitions, y.partition, y.partitions)
            && meet(x.addr, x.bytes_per_partition, y.addr, y.bytes_per_partition)
    }

    /// The element type of a whole-location access, and its element count.
    pub fn whole(&self, loc: usize) -> Result<(Dtype, usize), Error> {
        let l = &self.locations[loc];
        let dtype = l.dtype.ok_or_else(|| {
            Error::Model(format!("'{}' has no dtype this interpreter knows", l.name))
        })?;
        Ok((dtype, l.partitions * l.bytes_per_partition / dtype.size()))
    }
}

fn is_scratchpad_set(name: &str) -> bool {
    name.ends_with(".sb_scratchpad_set") || name.ends_with(".psum_scratchpad_set")
}

fn is_scratchpad_buffer(name: &str) -> bool {
    name.ends_with(".sb_scratchpad") || name.ends_with(".psum_scratchpad")
}
