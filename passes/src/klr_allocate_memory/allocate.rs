//! The allocator over the KLR model: liveness ([`super::liveness`]), then
//! placement ([`super::placement`]) of SBUF and PSUM separately, then the
//! addresses written into every occurrence, then the verifier
//! ([`super::verify`]) on the result.
//!
//! Kernel-level buffers (inputs, outputs, shared buffers, `isShared`
//! addresses) need one address in every core, so they are placed first,
//! once, around every kept address of every core; each core's own buffers
//! are then placed around them. Placements start at partition 0 and span the
//! buffer's `parSize` partitions; kept addresses may sit anywhere and are
//! compared partition range by partition range.

use super::liveness::{self, BodyBuffers, Buffer, Interval, Space};
use super::placement::{self, Item, Order, Pool};
use super::verify::verify_allocation;
use nki_formats::arch::Arch;
use nki_formats::klr::{Address, Block, LncKernel, Memory, Node, Reflect};
use std::collections::HashMap;
use std::fmt;

/// How to allocate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AllocateOptions {
    pub arch: Arch,
    /// Keep tensors that already have both offsets where they are (as fixed
    /// obstacles); with `false`, every address is placed anew.
    pub keep_existing: bool,
}

/// What one core's allocation uses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CoreReport {
    pub core: usize,
    /// SBUF high-water mark, bytes per partition.
    pub sbuf_peak: u64,
    /// The same with no reuse (every buffer live throughout).
    pub sbuf_no_reuse: u64,
    /// PSUM banks in use (highest bank touched + 1).
    pub psum_banks: u64,
    /// The same with no reuse.
    pub psum_no_reuse_banks: u64,
    /// Buffers placed by the allocator / kept where they were.
    pub placed: usize,
    pub kept: usize,
}

/// One line per core for the pass's report.
impl fmt::Display for CoreReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "core {}: SBUF peak {} bytes per partition (no reuse {}, saved {}); PSUM {} banks (no reuse {}, saved {}); {} tensors placed, {} kept",
            self.core,
            self.sbuf_peak,
            self.sbuf_no_reuse,
            self.sbuf_no_reuse.saturating_sub(self.sbuf_peak),
            self.psum_banks,
            self.psum_no_reuse_banks,
            self.psum_no_reuse_banks.saturating_sub(self.psum_banks),
            self.placed,
            self.kept
        )
    }
}

/// What the allocation of a kernel used, per core, and the addresses it
/// chose.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AllocationReport {
    pub cores: Vec<CoreReport>,
    pub assignment: Assignment,
}

/// The addresses an allocation chose, by tensor name: kernel-level tensors
/// (the kernel's inputs, outputs and shared buffers) once, every core's own
/// tensors per core. [`Assignment::apply`] is the one rule that writes them
/// into an address, used on the model and on the `klr` dialect's attributes
/// alike.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Assignment {
    /// Every SBUF/PSUM address was cleared before placement.
    pub reset: bool,
    pub kernel_level: HashMap<String, (u64, u64)>,
    pub cores: Vec<HashMap<String, (u64, u64)>>,
}

impl Assignment {
    /// The address `address` becomes in `core` (`None`: in the kernel's own
    /// tensor lists).
    pub fn apply(&self, core: Option<usize>, address: &mut Address) {
        self.apply_to(
            core,
            &address.name,
            address.memory,
            &mut address.parOffset,
            &mut address.freeOffset,
        );
    }

    /// [`Assignment::apply`] on an address's fields. Addresses outside SBUF
    /// and PSUM stay as they are.
    pub fn apply_to(
        &self,
        core: Option<usize>,
        name: &str,
        memory: Memory,
        par: &mut Option<u64>,
        free: &mut Option<u64>,
    ) {
        if Space::of(memory).is_none() {
            return;
        }
        if self.reset {
            *par = None;
            *free = None;
        }
        let at = match core {
            Some(core) => self.cores.get(core).and_then(|c| c.get(name)),
            None => self.kernel_level.get(name),
        };
        if let Some(&(p, f)) = at {
            *par = Some(p);
            *free = Some(f);
        }
    }
}

/// At most this many live tensors are named in an out-of-memory error.
const NAMED_LIVE_TENSORS: usize = 8;

/// Why a kernel could not be allocated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AllocationError {
    /// The addresses contradict each other.
    Inconsistent { core: usize, detail: String },
    /// A tensor spans more partitions than the arch has.
    TooManyPartitions {
        core: usize,
        tensor: String,
        partitions: u64,
        capacity: u64,
    },
    /// A memory is too small for what is live at once. `core` is `None` for
    /// the kernel-level tensors.
    OutOfMemory {
        core: Option<usize>,
        space: Space,
        /// Bytes per partition (SBUF) or banks (PSUM) the placement needs.
        peak: u64,
        capacity: u64,
        /// The busiest statement (`None`: everything is live throughout)
        /// and the tensors live there (name, size in bytes per partition),
        /// largest first.
        statement: Option<String>,
        live: Vec<(String, u64)>,
    },
    /// The verifier rejected the result (kept addresses that break a rule).
    Verifier(String),
    /// The rewritten model does not convert back (an internal error).
    Internal(String),
}

impl fmt::Display for AllocationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AllocationError::Inconsistent { core, detail } => write!(f, "core {core}: {detail}"),
            AllocationError::TooManyPartitions {
                core,
                tensor,
                partitions,
                capacity,
            } => write!(
                f,
                "core {core}: tensor '{tensor}' spans {partitions} partitions; the arch has {capacity}"
            ),
            AllocationError::OutOfMemory {
                core,
                space,
                peak,
                capacity,
                statement,
                live,
            } => {
                match core {
                    Some(core) => write!(f, "core {core}")?,
                    None => write!(f, "kernel-level tensors")?,
                }
                let unit = match space {
                    Space::Sbuf => "bytes per partition",
                    Space::Psum => "banks",
                };
                write!(
                    f,
                    ": {} does not fit: peak {peak} {unit}, capacity {capacity} {unit}; live ",
                    space.label()
                )?;
                match statement {
                    Some(statement) => write!(f, "at {statement}:")?,
                    None => write!(f, "throughout:")?,
                }
                for (i, (name, bytes)) in live.iter().take(NAMED_LIVE_TENSORS).enumerate() {
                    let sep = if i == 0 { " " } else { ", " };
                    write!(f, "{sep}{name} ({bytes} B)")?;
                }
                if live.len() > NAMED_LIVE_TENSORS {
                    write!(f, " and {} more", live.len() - NAMED_LIVE_TENSORS)?;
                }
                Ok(())
            }
            AllocationError::Verifier(message) => write!(f, "allocation verifier: {message}"),
            AllocationError::Internal(message) => write!(f, "internal error: {message}"),
        }
    }
}

impl std::error::Error for AllocationError {}

/// The pool of one memory on `arch`.
pub fn pool(arch: &Arch, space: Space) -> Pool {
    match space {
        Space::Sbuf => Pool {
            capacity: arch.sbuf_bytes_per_partition,
            alignment: arch.sbuf_alignment,
            bank: None,
        },
        Space::Psum => Pool {
            capacity: arch.psum_bytes_per_partition(),
            alignment: arch.sbuf_alignment,
            bank: Some(arch.psum_bank_bytes),
        },
    }
}

/// Calls `f` on every `Address` of every body and of the kernel's tensor
/// lists; `core` is `None` for the lists.
pub fn rewrite_addresses(
    kernel: &mut LncKernel,
    mut f: impl FnMut(Option<usize>, &mut Address),
) -> Result<(), AllocationError> {
    for tensor in kernel
        .inputs
        .iter_mut()
        .chain(kernel.outputs.iter_mut())
        .chain(kernel.sharedBuffers.iter_mut())
    {
        f(None, &mut tensor.address);
    }
    for (core, body) in kernel.bodies.iter_mut().enumerate() {
        for block in body.iter_mut() {
            let mut node = block.to_node();
            rewrite_node(&mut node, &mut |a: &mut Address| f(Some(core), a))?;
            *block = Block::from_node(&node).map_err(|e| {
                AllocationError::Internal(format!("cannot rebuild block '{}': {e}", block.label))
            })?;
        }
    }
    Ok(())
}

fn rewrite_node(node: &mut Node, f: &mut dyn FnMut(&mut Address)) -> Result<(), AllocationError> {
    match node {
        Node::Struct { ty: "Address", .. } => {
            let mut address = Address::from_node(node)
                .map_err(|e| AllocationError::Internal(format!("cannot read an Address: {e}")))?;
            f(&mut address);
            *node = address.to_node();
        }
        Node::Struct { fields, .. } | Node::Variant { fields, .. } => {
            for (_, value) in fields.iter_mut() {
                rewrite_node(value, f)?;
            }
        }
        Node::List(items) => {
            for item in items.iter_mut() {
                rewrite_node(item, f)?;
            }
        }
        Node::Opt(Some(inner)) => rewrite_node(inner, f)?,
        _ => {}
    }
    Ok(())
}

fn items_of(buffers: &[&Buffer], fixed: impl Fn(&Buffer) -> Option<(u64, u64)>) -> Vec<Item> {
    buffers
        .iter()
        .map(|b| {
            let at = fixed(b);
            let par = at.map_or(0, |(p, _)| p);
            Item {
                live: b.live,
                partitions: (par, par.saturating_add(b.partitions)),
                bytes: b.bytes,
                whole_banks: b.space == Space::Psum && b.accumulation,
                fixed: at.map(|(_, free)| free),
            }
        })
        .collect()
}

/// The measure that is compared with the capacity: bytes (SBUF) or banks
/// (PSUM).
fn measure(pool: &Pool, space: Space, items: &[Item], offsets: &[u64]) -> u64 {
    match space {
        Space::Sbuf => placement::high_water(items, offsets),
        Space::Psum => placement::banks_used(pool, items, offsets),
    }
}

fn capacity_of(arch: &Arch, space: Space) -> u64 {
    match space {
        Space::Sbuf => arch.sbuf_bytes_per_partition,
        Space::Psum => arch.psum_banks,
    }
}

/// Places `buffers` (all of one space) or explains why they do not fit.
fn place_space(
    arch: &Arch,
    space: Space,
    core: Option<(usize, &BodyBuffers)>,
    buffers: &[&Buffer],
    fixed: impl Fn(&Buffer) -> Option<(u64, u64)>,
) -> Result<Vec<u64>, AllocationError> {
    let pool = pool(arch, space);
    let items = items_of(buffers, fixed);
    if let Some(offsets) = placement::place_best(&pool, &items) {
        return Ok(offsets);
    }
    let unbounded = Pool {
        capacity: u64::MAX / 4,
        ..pool
    };
    let peak = [Order::ByStart, Order::BySize]
        .into_iter()
        .filter_map(|order| placement::place(&unbounded, &items, order))
        .map(|offsets| measure(&pool, space, &items, &offsets))
        .min()
        .unwrap_or(u64::MAX);
    let (_, statement) = placement::live_peak(&pool, &items);
    let mut live: Vec<(String, u64)> = buffers
        .iter()
        .filter(|b| b.live.start <= statement && statement <= b.live.end)
        .map(|b| (b.name.clone(), b.bytes))
        .collect();
    live.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    Err(AllocationError::OutOfMemory {
        core: core.map(|(index, _)| index),
        space,
        peak,
        capacity: capacity_of(arch, space),
        statement: core.map(|(_, body)| body.describe(statement)),
        live,
    })
}

// Over 150 lines: the allocator's phases in order (reset addresses, liveness per core, kernel-level buffers, each core's buffers, verification) share their maps; a split is next.
/// Assigns every SBUF and PSUM tensor of every core an address (see the
/// module doc), then checks the result with [`verify_allocation`].
pub fn allocate_lnc_kernel(
    kernel: &mut LncKernel,
    options: &AllocateOptions,
) -> Result<AllocationReport, AllocationError> {
    let arch = &options.arch;
    if !options.keep_existing {
        rewrite_addresses(kernel, |_, address| {
            if Space::of(address.memory).is_some() {
                address.parOffset = None;
                address.freeOffset = None;
            }
        })?;
    }
    let kernel_level = liveness::kernel_level_names(kernel);
    let mut bodies = Vec::new();
    for core in 0..kernel.bodies.len() {
        let buffers = liveness::body_buffers(kernel, core, &kernel_level).map_err(|e| {
            AllocationError::Inconsistent {
                core,
                detail: e.to_string(),
            }
        })?;
        for buffer in &buffers.buffers {
            if buffer.offsets.is_none() && buffer.partitions > arch.partitions {
                return Err(AllocationError::TooManyPartitions {
                    core,
                    tensor: buffer.name.clone(),
                    partitions: buffer.partitions,
                    capacity: arch.partitions,
                });
            }
        }
        bodies.push(buffers);
    }

    // Kernel-level buffers: merged over the cores, placed once around every
    // kept address (all live together, as kernel-level buffers are live
    // throughout).
    let mut global: Vec<Buffer> = Vec::new();
    for buffers in &bodies {
        for buffer in buffers.buffers.iter().filter(|b| b.kernel_level) {
            match global.iter_mut().find(|g| g.name == buffer.name) {
                Some(g) => {
                    g.partitions = g.partitions.max(buffer.partitions);
                    g.bytes = g.bytes.max(buffer.bytes);
                    g.accumulation |= buffer.accumulation;
                    g.offsets = g.offsets.or(buffer.offsets);
                }
                None => global.push(buffer.clone()),
            }
        }
    }
    let mut global_at: HashMap<String, (u64, u64)> = HashMap::new();
    for space in [Space::Sbuf, Space::Psum] {
        let mut around: Vec<Buffer> = global
            .iter()
            .filter(|b| b.space == space)
            .cloned()
            .collect();
        let own = around.len();
        if own == 0 || around.iter().all(|b| b.offsets.is_some()) {
            for b in &around {
                if let Some(at) = b.offsets {
                    global_at.insert(b.name.clone(), at);
                }
            }
            continue;
        }
        for buffers in &bodies {
            around.extend(
                buffers
                    .buffers
                    .iter()
                    .filter(|b| b.space == space && !b.kernel_level && b.offsets.is_some())
                    .cloned(),
            );
        }
        let everything = Interval { start: 0, end: 0 };
        for b in &mut around {
            b.live = everything;
        }
        let refs: Vec<&Buffer> = around.iter().collect();
        let offsets = place_space(arch, space, None, &refs, |b| b.offsets)?;
        for (b, at) in around.iter().zip(offsets).take(own) {
            global_at.insert(b.name.clone(), b.offsets.unwrap_or((0, at)));
        }
    }

    // Each core's own buffers.
    let mut report = AllocationReport::default();
    let mut assigned: Vec<HashMap<String, (u64, u64)>> = Vec::new();
    for (core, buffers) in bodies.iter_mut().enumerate() {
        // Kernel-level buffers that this body does not mention still hold
        // their memory here.
        for g in &global {
            if !buffers.buffers.iter().any(|b| b.name == g.name) {
                let mut g = g.clone();
                g.live = buffers.whole();
                buffers.buffers.push(g);
            }
        }
        let fixed = |b: &Buffer| {
            if b.kernel_level {
                global_at.get(&b.name).copied()
            } else {
                b.offsets
            }
        };
        let mut at: HashMap<String, (u64, u64)> = HashMap::new();
        let mut core_report = CoreReport {
            core,
            sbuf_peak: 0,
            sbuf_no_reuse: 0,
            psum_banks: 0,
            psum_no_reuse_banks: 0,
            placed: 0,
            kept: 0,
        };
        for space in [Space::Sbuf, Space::Psum] {
            let of_space: Vec<&Buffer> = buffers
                .buffers
                .iter()
                .filter(|b| b.space == space)
                .collect();
            let offsets = place_space(arch, space, Some((core, &*buffers)), &of_space, fixed)?;
            for (b, &free) in of_space.iter().zip(&offsets) {
                match fixed(b) {
                    Some(kept) => {
                        at.insert(b.name.clone(), kept);
                        if b.offsets.is_some() {
                            core_report.kept += 1;
                        } else {
                            core_report.placed += 1;
                        }
                    }
                    None => {
                        at.insert(b.name.clone(), (0, free));
                        core_report.placed += 1;
                    }
                }
            }
            let pool = pool(arch, space);
            let items = items_of(&of_space, fixed);
            let used = measure(&pool, space, &items, &offsets);
            // No reuse: the same buffers one above the other, in order of
            // first definition.
            let no_reuse = measure(&pool, space, &items, &placement::bump(&pool, &items));
            match space {
                Space::Sbuf => {
                    core_report.sbuf_peak = used;
                    core_report.sbuf_no_reuse = no_reuse.max(used);
                }
                Space::Psum => {
                    core_report.psum_banks = used;
                    core_report.psum_no_reuse_banks = no_reuse.max(used);
                }
            }
        }
        assigned.push(at);
        report.cores.push(core_report);
    }

    // The reset above is already in the model; the assignment says so for
    // the copies of the kernel that have not seen it.
    report.assignment = Assignment {
        reset: false,
        kernel_level: global_at,
        cores: assigned,
    };
    rewrite_addresses(kernel, |core, address| {
        report.assignment.apply(core, address)
    })?;
    verify_allocation(kernel, arch).map_err(AllocationError::Verifier)?;
    report.assignment.reset = !options.keep_existing;
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::*;
    use nki_formats::arch::{TRN1, TRN2};
    use nki_formats::klr::{read_klr, Contents};
    use std::path::PathBuf;

    fn fixture(name: &str) -> LncKernel {
        let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("../test/Inputs/klr/cbor")
            .join(name);
        let bytes = std::fs::read(&path).unwrap();
        match read_klr(&bytes).unwrap().contents {
            Contents::lnc(kernel) => kernel,
            other => panic!("{name}: {}", other.kind()),
        }
    }

    const KEEP: AllocateOptions = AllocateOptions {
        arch: TRN2,
        keep_existing: true,
    };

    /// `(name, parOffset, freeOffset)` of every SBUF/PSUM address, in order.
    fn addresses(kernel: &mut LncKernel) -> Vec<(String, Option<u64>, Option<u64>)> {
        let mut out = Vec::new();
        rewrite_addresses(kernel, |_, a| {
            if Space::of(a.memory).is_some() {
                out.push((a.name.to_string(), a.parOffset, a.freeOffset));
            }
        })
        .unwrap();
        out
    }

    #[test]
    fn allocates_matmul_basic_with_reuse() {
        let mut kernel = fixture("matmul__nki_matmul_basic_.klr");
        assert!(verify_allocation(&kernel, &TRN2)
            .unwrap_err()
            .contains("has no address"));
        let report = allocate_lnc_kernel(&mut kernel, &KEEP).unwrap();
        let core = &report.cores[0];
        // lhsT tile (256 B) and rhs tile (2048 B) die at the matmul; the
        // copied result (2048 B) reuses their bytes.
        assert_eq!((core.sbuf_peak, core.sbuf_no_reuse), (2304, 4352));
        assert_eq!((core.psum_banks, core.psum_no_reuse_banks), (1, 1));
        assert_eq!((core.placed, core.kept), (4, 0));
        verify_allocation(&kernel, &TRN2).unwrap();
        let all = addresses(&mut kernel);
        assert!(all.iter().all(|(_, p, f)| p.is_some() && f.is_some()));
        assert!(all.contains(&("v5".into(), Some(0), Some(0))));
    }

    #[test]
    fn bump_allocations_verify_and_are_kept() {
        for name in [
            "matmul__nki_matmul_basic_.alloc.klr",
            "matmul_adapted__nki_matmul_tiled_.lnc2.alloc.klr",
        ] {
            let mut kernel = fixture(name);
            verify_allocation(&kernel, &TRN2).unwrap();
            let before = addresses(&mut kernel);
            let report = allocate_lnc_kernel(&mut kernel, &KEEP).unwrap();
            assert!(report.cores.iter().all(|c| c.placed == 0), "{name}");
            assert_eq!(addresses(&mut kernel), before, "{name}");
        }
    }

    #[test]
    fn keep_existing_false_places_anew() {
        let mut kernel = fixture("matmul__nki_matmul_basic_.alloc.klr");
        let options = AllocateOptions {
            arch: TRN1,
            keep_existing: false,
        };
        let report = allocate_lnc_kernel(&mut kernel, &options).unwrap();
        assert_eq!(report.cores[0].kept, 0);
        assert_eq!(report.cores[0].sbuf_peak, 2304);
    }

    #[test]
    fn too_many_partitions() {
        let mut kernel = fixture("index_adapted__tensor_split_kernel_.klr");
        rewrite_addresses(&mut kernel, |_, a| {
            if a.memory == nki_formats::klr::Memory::sbuf {
                a.parSize = 200;
            }
        })
        .unwrap();
        let error = allocate_lnc_kernel(&mut kernel, &KEEP).unwrap_err();
        assert_eq!(
            error.to_string(),
            "core 0: tensor 'load.21.12' spans 200 partitions; the arch has 128"
        );
    }

    #[test]
    fn out_of_sbuf_names_the_live_tensors() {
        let mut kernel = fixture("getting_started__nki_tensor_add_kernel.klr");
        rewrite_addresses(&mut kernel, |_, a| {
            if a.memory == nki_formats::klr::Memory::sbuf {
                a.freeSize = 65600;
            }
        })
        .unwrap();
        let error = allocate_lnc_kernel(&mut kernel, &KEEP).unwrap_err();
        let AllocationError::OutOfMemory {
            core,
            space,
            peak,
            capacity,
            live,
            ..
        } = &error
        else {
            panic!("{error}");
        };
        assert_eq!((*core, *space), (Some(0), Space::Sbuf));
        assert_eq!((*peak, *capacity), (3 * 65600, 196608));
        assert_eq!(live.len(), 3);
        assert!(error
            .to_string()
            .contains("live at statement 3 (block 'main.1'"));
    }

    #[test]
    fn verifier_rejects_overlap() {
        let mut kernel = fixture("getting_started__nki_tensor_add_kernel.alloc.klr");
        rewrite_addresses(&mut kernel, |_, a| {
            if a.memory == nki_formats::klr::Memory::sbuf {
                a.freeOffset = Some(0);
            }
        })
        .unwrap();
        let error = verify_allocation(&kernel, &TRN2).unwrap_err();
        assert!(error.contains("overlap in SBUF"), "{error}");
    }
}
