//! What a memory map shows, read from a BIR function: every memory location
//! with its place (partitions × bytes per partition, PSUM by bank), kind and
//! live range, and the matmul accumulation groups.

use nki_formats::arch::Arch;
use nki_formats::bir_json::{Argument, Block, BlockItem, Document, Function};
use std::collections::HashMap;

/// What a tensor is to the function (its colour).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Input,
    Output,
    Internal,
    Constant,
    /// Made by the compiler (`COMPILER-GENERATED-…`).
    Generated,
    /// A scratchpad buffer an inlined kernel's tensors live in.
    Scratchpad,
}

impl Kind {
    pub fn label(self) -> &'static str {
        match self {
            Kind::Input => "input",
            Kind::Output => "output",
            Kind::Internal => "internal",
            Kind::Constant => "constant",
            Kind::Generated => "compiler-generated",
            Kind::Scratchpad => "scratchpad",
        }
    }

    pub fn colour(self) -> &'static str {
        match self {
            Kind::Input => "#4e79a7",
            Kind::Output => "#e15759",
            Kind::Internal => "#59a14f",
            Kind::Constant => "#9c755f",
            Kind::Generated => "#b07aa1",
            Kind::Scratchpad => "#f2e8cf",
        }
    }

    pub const ALL: [Kind; 6] = [
        Kind::Input,
        Kind::Output,
        Kind::Internal,
        Kind::Constant,
        Kind::Generated,
        Kind::Scratchpad,
    ];
}

/// On-chip memory a tensor is drawn in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Memory {
    Sbuf,
    Psum,
    /// DRAM and the rest: listed, not drawn.
    Other,
}

/// One memory location.
#[derive(Clone, Debug)]
pub struct Tensor {
    pub name: String,
    pub kind: Kind,
    pub memory: Memory,
    pub dtype: String,
    pub shape: Vec<u64>,
    pub first_partition: u64,
    pub partitions: u64,
    /// Byte offset per partition; PSUM: bank × bank bytes + address.
    pub start: u64,
    pub bytes: u64,
    /// Has an address (allocated, or inside a scratchpad at a fixed offset).
    pub placed: bool,
    /// First and last instruction index that touches it.
    pub live: Option<(usize, usize)>,
    /// The scratchpad buffer it lies in (inlined kernels).
    pub within: Option<String>,
}

/// A matmul accumulation group (`legalize-matmul-accumulation-groups`).
#[derive(Clone, Debug)]
pub struct Group {
    pub id: i64,
    /// First bank and bank count of its window.
    pub window: (i64, i64),
    pub spilled: bool,
}

/// One function's map.
#[derive(Clone, Debug)]
pub struct FunctionMap {
    pub name: String,
    pub tensors: Vec<Tensor>,
    pub instructions: usize,
    pub groups: Vec<Group>,
}

/// Annotations read from the IR (they are not part of BIR JSON): per
/// instruction name, the accumulation group and bank window.
pub type Annotations = HashMap<String, (i64, (i64, i64))>;

/// The map of every function of `doc`.
pub fn of_document(doc: &Document, arch: &Arch, annotations: &Annotations) -> Vec<FunctionMap> {
    doc.functions
        .iter()
        .map(|f| of_function(f, arch, annotations))
        .collect()
}

fn kind_of(allocation_kind: &str, class: &str, name: &str) -> Kind {
    // Inlined copies carry the call's prefix (`inst__k/COMPILER-GENERATED-…`).
    if name.contains("COMPILER-GENERATED-") {
        return Kind::Generated;
    }
    if name.ends_with(".sb_scratchpad") || name.ends_with(".psum_scratchpad") {
        return Kind::Scratchpad;
    }
    match allocation_kind {
        "Input" | "ExternalInput" | "ExternalInputParameter" => Kind::Input,
        "Output" | "ExternalOutput" | "ExternalOutputParameter" => Kind::Output,
        "Const" => Kind::Constant,
        _ if class == "IdentityWeightTensor" => Kind::Generated,
        _ => Kind::Internal,
    }
}

/// The map of one function.
pub fn of_function(f: &Function, arch: &Arch, annotations: &Annotations) -> FunctionMap {
    let mut tensors = Vec::new();
    let mut index: HashMap<String, usize> = HashMap::new();
    // Scratchpad buffers by allocation name: their own placement.
    let mut buffers: HashMap<String, (String, u64, bool)> = HashMap::new();
    for a in &f.allocations {
        for m in &a.memorylocations {
            if m.name.ends_with("_scratchpad") && format!("{}_set", m.name) == a.name {
                let start = start_of(&m.r#type, m.bank, m.addr, arch);
                buffers.insert(a.name.clone(), (m.name.clone(), start, m.allocated));
            }
        }
    }
    for a in &f.allocations {
        let dtype = a.dtype.as_option().cloned().unwrap_or_default();
        for m in &a.memorylocations {
            let memory = match m.r#type.as_str() {
                "SB" => Memory::Sbuf,
                "PSUM" => Memory::Psum,
                _ => Memory::Other,
            };
            let own = start_of(&m.r#type, m.bank, m.addr, arch);
            let buffer = buffers.get(&a.name).filter(|(name, _, _)| *name != m.name);
            let kind = kind_of(&a.kind, &a.tensor_class, &m.name);
            let (start, placed, within) = match buffer {
                // Inside a scratchpad: at its fixed offset in the buffer.
                Some((name, base, _)) => (base + own, true, Some(name.clone())),
                // A scratchpad frames its kernel's tensors: drawn at its
                // address (0 while the caller's allocator has not placed it).
                None if kind == Kind::Scratchpad => (own, true, None),
                None => (own, m.allocated, None),
            };
            // A kernel tensor in a scratchpad shares the buffer's allocation:
            // its dtype and shape are the kernel's, not known here.
            let (dtype, shape) = if within.is_some() {
                (String::from("bytes"), m.dims.clone())
            } else {
                (dtype.clone(), a.tensor_shape.clone())
            };
            index.insert(m.name.clone(), tensors.len());
            tensors.push(Tensor {
                name: m.name.clone(),
                kind,
                memory,
                dtype,
                shape,
                first_partition: m.base,
                partitions: m.dims.first().copied().unwrap_or(0),
                start,
                bytes: m.dims.get(1).copied().unwrap_or(0),
                placed,
                live: None,
                within,
            });
        }
    }
    let mut counter = 0usize;
    let mut groups: HashMap<i64, Group> = HashMap::new();
    walk(&f.blocks, &mut |names: &[&str], inst_name: &str| {
        for name in names {
            if let Some(&i) = index.get(*name) {
                let live = &mut tensors[i].live;
                *live = Some(match *live {
                    None => (counter, counter),
                    Some((a, _)) => (a, counter),
                });
            }
        }
        if let Some(&(id, window)) = annotations.get(inst_name) {
            groups.entry(id).or_insert(Group {
                id,
                window,
                spilled: false,
            });
        }
        // A group the legalizer spilled accumulates into `<dest>__spill<id>`
        // tiles in SBUF.
        if names.iter().any(|n| n.contains("__spill")) {
            if let Some((id, _)) = annotations.get(inst_name) {
                if let Some(g) = groups.get_mut(id) {
                    g.spilled = true;
                }
            }
        }
        counter += 1;
    });
    let mut groups: Vec<Group> = groups.into_values().collect();
    groups.sort_by_key(|g| g.id);
    FunctionMap {
        name: f.name.clone(),
        tensors,
        instructions: counter,
        groups,
    }
}

/// PSUM addresses are bank-linear: bank × bank bytes + address.
fn start_of(memory_type: &str, bank: u64, addr: u64, arch: &Arch) -> u64 {
    if memory_type == "PSUM" {
        bank * arch.psum_bank_bytes + addr
    } else {
        addr
    }
}

/// Every instruction in program order (loops entered once), with the memory
/// locations its operands name.
fn walk(blocks: &[Block], f: &mut dyn FnMut(&[&str], &str)) {
    for block in blocks {
        for item in &block.instructions {
            match item {
                BlockItem::Instruction(inst) => {
                    let names: Vec<&str> = inst
                        .ins
                        .iter()
                        .chain(&inst.outs)
                        .filter_map(|a| match a {
                            Argument::PhysicalAp { memref, .. } => Some(memref.as_str()),
                            _ => None,
                        })
                        .collect();
                    f(&names, &inst.name);
                }
                BlockItem::Loop(l) => walk(&l.blocks, f),
            }
        }
    }
}
