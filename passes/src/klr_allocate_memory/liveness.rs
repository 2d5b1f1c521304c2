//! Which on-chip buffers a core body has and when each one is live.
//!
//! KLR declares no tensors: a buffer is an `Address.name`, and every
//! occurrence carries a copy of its `Address`. So the buffers of a body are
//! found by walking every statement's operator through the generic
//! [`Node`] view (no case per operator) and merging the occurrences by name.
//!
//! Statements are numbered in textual order across the body's blocks. A
//! buffer is live from its first occurrence to its last; for a well-formed
//! kernel that is "from its first write to its last read", and it also keeps
//! room for a write nobody reads (the write still needs storage) and for a
//! read before any write (a value that flows in from elsewhere). Kernel
//! inputs, outputs, shared buffers and `isShared` addresses are live
//! throughout. Control flow that goes backwards in textual order (an `Edges`
//! entry or a `cmpBranch` label naming a block at or before the one it leaves)
//! makes a loop: every buffer live anywhere in the loop's blocks is then live
//! across all of them, repeated until nothing grows.

use nki_formats::klr::{
    Address, Block, LncKernel, Memory, Node, Operator, Reflect, Stmt, TensorSram,
};
use std::collections::HashMap;

pub use nki_formats::klr::WRITTEN_FIELDS;

/// Operators whose `dst` is a PE-array (matmul) result: in PSUM, an
/// accumulation tile.
pub const MATMUL_OPERATORS: &[&str] = &["ncMatMul", "matMul", "ncMatMulMX"];

/// Fields that hold an index into another tensor: always read.
const INDEX_FIELDS: &[&str] = &["scalarOffset", "vectorOffset"];

/// The two on-chip memories the allocator places.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Space {
    Sbuf,
    Psum,
}

impl Space {
    pub fn of(memory: Memory) -> Option<Space> {
        match memory {
            Memory::sbuf => Some(Space::Sbuf),
            Memory::psum => Some(Space::Psum),
            _ => None,
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Space::Sbuf => "SBUF",
            Space::Psum => "PSUM",
        }
    }
}

/// An inclusive range of statement numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Interval {
    pub start: usize,
    pub end: usize,
}

impl Interval {
    pub fn overlaps(&self, other: &Interval) -> bool {
        self.start <= other.end && other.start <= self.end
    }

    fn cover(&mut self, at: usize) {
        self.start = self.start.min(at);
        self.end = self.end.max(at);
    }
}

/// One buffer of a body: every occurrence of one `Address.name` in SBUF or
/// PSUM, merged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Buffer {
    pub name: String,
    pub space: Space,
    /// The largest `parSize` of any occurrence.
    pub partitions: u64,
    /// The largest `freeSize` (bytes per partition) of any occurrence.
    pub bytes: u64,
    /// `(parOffset, freeOffset)` of the first occurrence that has both.
    pub offsets: Option<(u64, u64)>,
    /// The destination of a matmul somewhere in the body (an accumulation
    /// tile when in PSUM).
    pub accumulation: bool,
    /// Kernel input, output or shared buffer, or an `isShared` address: one
    /// address in every core, live throughout.
    pub kernel_level: bool,
    pub live: Interval,
    /// First statement that writes it / last that reads it; `live` also
    /// covers occurrences outside that range.
    pub first_write: Option<usize>,
    pub last_read: Option<usize>,
}

/// The buffers of one body (by order of first occurrence) and its length.
#[derive(Clone, Debug, Default)]
pub struct BodyBuffers {
    pub buffers: Vec<Buffer>,
    pub statements: usize,
    /// Block labels, and for every statement its block and `pos.line`.
    pub blocks: Vec<String>,
    pub positions: Vec<(usize, u64)>,
}

impl BodyBuffers {
    /// Statement `at` (0-based) as a reader finds it: `statement 4 (block
    /// 'main', line 12)`, counted from 1 across the body's blocks.
    pub fn describe(&self, at: usize) -> String {
        match self.positions.get(at) {
            Some(&(block, line)) => format!(
                "statement {} (block '{}', line {line})",
                at + 1,
                self.blocks.get(block).map_or("", String::as_str)
            ),
            None => format!("statement {}", at + 1),
        }
    }

    /// The interval that every kernel-level buffer occupies.
    pub fn whole(&self) -> Interval {
        Interval {
            start: 0,
            end: self.statements.max(1),
        }
    }
}

/// A problem with the addresses themselves (not with their placement).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Inconsistency {
    /// One name in two memories.
    TwoMemories { name: String },
    /// One name with two different pre-assigned addresses.
    TwoAddresses {
        name: String,
        first: (u64, u64),
        second: (u64, u64),
    },
}

impl std::fmt::Display for Inconsistency {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Inconsistency::TwoMemories { name } => {
                write!(f, "tensor '{name}' is used both in SBUF and in PSUM")
            }
            Inconsistency::TwoAddresses {
                name,
                first,
                second,
            } => write!(
                f,
                "tensor '{name}' has two addresses: parOffset={} freeOffset={} and parOffset={} freeOffset={}",
                first.0, first.1, second.0, second.1
            ),
        }
    }
}

/// How an operator uses one address.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Role {
    Write,
    Read,
}

struct Occurrence {
    address: Address,
    role: Role,
    matmul_dst: bool,
    /// From a physical view (`TensorRef.sbuf`/`.psum`): fixed at its address,
    /// and part of the tensor of its name when it lies inside it.
    view: bool,
}

/// Every SBUF/PSUM address in `node`, with its role.
fn occurrences(node: &Node, role: Role, matmul_dst: bool, out: &mut Vec<Occurrence>) {
    match node {
        Node::Struct {
            ty: "Address",
            fields: _,
        } => {
            if let Ok(address) = Address::from_node(node) {
                if Space::of(address.memory).is_some() {
                    out.push(Occurrence {
                        address,
                        role,
                        matmul_dst,
                        view: false,
                    });
                }
            }
        }
        Node::Variant {
            ty: "TensorRef",
            ctor: ctor @ ("sbuf" | "psum"),
            fields,
        } => {
            let memory = if *ctor == "sbuf" {
                Memory::sbuf
            } else {
                Memory::psum
            };
            if let Some(address) = fields
                .first()
                .and_then(|(_, v)| TensorSram::from_node(v).ok())
                .and_then(|view| view_address(&view, memory))
            {
                out.push(Occurrence {
                    address,
                    role,
                    matmul_dst,
                    view: true,
                });
            }
        }
        Node::Struct { fields, .. } | Node::Variant { fields, .. } => {
            for (name, value) in fields {
                if INDEX_FIELDS.contains(name) {
                    occurrences(value, Role::Read, false, out);
                } else {
                    occurrences(value, role, matmul_dst, out);
                }
            }
        }
        Node::List(items) => items
            .iter()
            .for_each(|item| occurrences(item, role, matmul_dst, out)),
        Node::Opt(Some(inner)) => occurrences(inner, role, matmul_dst, out),
        _ => {}
    }
}

/// The bytes a physical view covers, as an address at its place.
fn view_address(view: &TensorSram, memory: Memory) -> Option<Address> {
    let bytes = view
        .reach()?
        .checked_mul(crate::klr_to_bir::tensors::dtype_size(view.dtype))?;
    Some(Address {
        name: view.name.clone(),
        memory,
        parSize: view.parNum,
        freeSize: bytes,
        parOffset: Some(view.parOffset),
        freeOffset: Some(view.freeOffset),
        isShared: false,
    })
}

/// A view's occurrence as the buffer it belongs to: the tensor of its name
/// when the view lies inside that tensor's placement, else a buffer of its
/// own, `<name>@p<partition>.b<byte>`.
fn view_owner(address: Address, buffers: &[Buffer], index_of: &HashMap<String, usize>) -> Address {
    let (Some(par), Some(free)) = (address.parOffset, address.freeOffset) else {
        return address;
    };
    if let Some(b) = index_of.get(address.name.as_str()).map(|&i| &buffers[i]) {
        if let Some((p, f)) = b.offsets {
            let inside = Space::of(address.memory) == Some(b.space)
                && par >= p
                && par + address.parSize <= p + b.partitions
                && free >= f
                && free + address.freeSize <= f + b.bytes;
            if inside {
                return Address {
                    parSize: b.partitions,
                    freeSize: b.bytes,
                    parOffset: Some(p),
                    freeOffset: Some(f),
                    ..address
                };
            }
            return Address {
                name: format!("{}@p{par}.b{free}", address.name).as_str().into(),
                ..address
            };
        }
    }
    address
}

/// The addresses one operator touches, classified by field name
/// ([`WRITTEN_FIELDS`]).
fn operator_occurrences(op: &Operator) -> Vec<Occurrence> {
    let mut out = Vec::new();
    let Node::Variant { ctor, fields, .. } = op.to_node() else {
        return out;
    };
    let matmul = MATMUL_OPERATORS.contains(&ctor);
    for (_, payload) in &fields {
        match payload {
            Node::Struct { fields, .. } => {
                for (name, value) in fields {
                    let role = if WRITTEN_FIELDS.contains(name) {
                        Role::Write
                    } else {
                        Role::Read
                    };
                    occurrences(value, role, matmul && *name == "dst", &mut out);
                }
            }
            other => occurrences(other, Role::Read, false, &mut out),
        }
    }
    out
}

/// Names of the kernel-level buffers: SBUF/PSUM tensors among the kernel's
/// inputs, outputs and shared buffers, and every `isShared` address of any
/// body.
pub fn kernel_level_names(kernel: &LncKernel) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    let mut add = |name: &str| {
        if !names.iter().any(|n| n == name) {
            names.push(name.to_owned());
        }
    };
    for tensor in kernel
        .inputs
        .iter()
        .chain(&kernel.outputs)
        .chain(&kernel.sharedBuffers)
    {
        if Space::of(tensor.address.memory).is_some() {
            add(&tensor.address.name);
        }
    }
    for body in &kernel.bodies {
        for_each_statement(body, |_, stmt| {
            let Stmt::oper { op, .. } = stmt;
            for occurrence in operator_occurrences(op) {
                if occurrence.address.isShared {
                    add(&occurrence.address.name);
                }
            }
        });
    }
    names
}

fn for_each_statement(body: &[Block], mut f: impl FnMut(usize, &Stmt)) {
    let mut index = 0;
    for block in body {
        for stmt in &block.body {
            f(index, stmt);
            index += 1;
        }
    }
}

/// The buffers of body `core` of `kernel`, with kernel-level buffers
/// (`kernel_level`, see [`kernel_level_names`]) live throughout.
pub fn body_buffers(
    kernel: &LncKernel,
    core: usize,
    kernel_level: &[String],
) -> Result<BodyBuffers, Inconsistency> {
    let body = kernel.bodies.get(core).map(Vec::as_slice).unwrap_or(&[]);
    let mut result = BodyBuffers::default();
    let mut index_of: HashMap<String, usize> = HashMap::new();
    let mut add = |result: &mut BodyBuffers,
                   at: usize,
                   occurrence: Occurrence|
     -> Result<(), Inconsistency> {
        let Occurrence {
            address,
            role,
            matmul_dst,
            view,
        } = occurrence;
        let address = if view {
            view_owner(address, &result.buffers, &index_of)
        } else {
            address
        };
        let Some(space) = Space::of(address.memory) else {
            return Ok(());
        };
        let offsets = address.parOffset.zip(address.freeOffset);
        let i = match index_of.get(address.name.as_str()) {
            Some(&i) => i,
            None => {
                index_of.insert(address.name.to_string(), result.buffers.len());
                result.buffers.push(Buffer {
                    name: address.name.to_string(),
                    space,
                    partitions: address.parSize,
                    bytes: address.freeSize,
                    offsets,
                    accumulation: false,
                    kernel_level: false,
                    live: Interval { start: at, end: at },
                    first_write: None,
                    last_read: None,
                });
                result.buffers.len() - 1
            }
        };
        let buffer = &mut result.buffers[i];
        if buffer.space != space {
            return Err(Inconsistency::TwoMemories {
                name: address.name.into(),
            });
        }
        buffer.partitions = buffer.partitions.max(address.parSize);
        buffer.bytes = buffer.bytes.max(address.freeSize);
        match (buffer.offsets, offsets) {
            (None, some) => buffer.offsets = some,
            (Some(first), Some(second)) if first != second => {
                return Err(Inconsistency::TwoAddresses {
                    name: address.name.into(),
                    first,
                    second,
                })
            }
            _ => {}
        }
        buffer.accumulation |= matmul_dst;
        buffer.live.cover(at);
        match role {
            Role::Write => buffer.first_write = Some(buffer.first_write.unwrap_or(at).min(at)),
            Role::Read => buffer.last_read = Some(buffer.last_read.unwrap_or(at).max(at)),
        }
        Ok(())
    };

    // Kernel-level tensors first: their addresses on the kernel count as
    // occurrences, so a disagreement with a body is found too.
    for tensor in kernel
        .inputs
        .iter()
        .chain(&kernel.outputs)
        .chain(&kernel.sharedBuffers)
    {
        if Space::of(tensor.address.memory).is_some() {
            add(
                &mut result,
                0,
                Occurrence {
                    address: tensor.address.clone(),
                    role: Role::Read,
                    matmul_dst: false,
                    view: false,
                },
            )?;
        }
    }
    let mut statements = 0;
    let mut error = None;
    result.blocks = body.iter().map(|b| b.label.to_string()).collect();
    for (block, b) in body.iter().enumerate() {
        result.positions.extend(
            b.body
                .iter()
                .map(|Stmt::oper { pos, .. }| (block, pos.line)),
        );
    }
    for_each_statement(body, |at, stmt| {
        statements = at + 1;
        if error.is_some() {
            return;
        }
        let Stmt::oper { op, .. } = stmt;
        for occurrence in operator_occurrences(op) {
            if let Err(e) = add(&mut result, at, occurrence) {
                error = Some(e);
                return;
            }
        }
    });
    if let Some(e) = error {
        return Err(e);
    }
    result.statements = statements;
    let whole = result.whole();
    for buffer in &mut result.buffers {
        if kernel_level.contains(&buffer.name) {
            buffer.kernel_level = true;
            buffer.live = whole;
        }
    }
    extend_over_loops(kernel, body, &mut result.buffers);
    Ok(result)
}

/// Statement ranges `[first of target block, last of source block]` of every
/// control-flow edge that goes backwards in textual order.
fn loops(kernel: &LncKernel, body: &[Block]) -> Vec<Interval> {
    let mut spans = Vec::new();
    let mut start = 0;
    for block in body {
        let len = block.body.len();
        spans.push((
            block.label.as_str(),
            start,
            (start + len).saturating_sub(1).max(start),
        ));
        start += len;
    }
    let block_of = |label: &str| spans.iter().position(|(l, _, _)| *l == label);
    let mut edges: Vec<(usize, usize)> = Vec::new();
    for edge in &kernel.edges {
        let Some(from) = block_of(&edge.fromEdge) else {
            continue;
        };
        for to in &edge.toEdges {
            if let Some(to) = block_of(to) {
                edges.push((from, to));
            }
        }
    }
    for (from, block) in body.iter().enumerate() {
        for stmt in &block.body {
            let Stmt::oper {
                op: Operator::cmpBranch { op: branch },
                ..
            } = stmt
            else {
                continue;
            };
            for label in [&branch.trueLabel, &branch.falseLabel] {
                if let Some(to) = block_of(label) {
                    edges.push((from, to));
                }
            }
        }
    }
    edges
        .into_iter()
        .filter(|(from, to)| to <= from)
        .map(|(from, to)| Interval {
            start: spans[to].1,
            end: spans[from].2,
        })
        .collect()
}

fn extend_over_loops(kernel: &LncKernel, body: &[Block], buffers: &mut [Buffer]) {
    let loops = loops(kernel, body);
    let mut changed = !loops.is_empty();
    while changed {
        changed = false;
        for region in &loops {
            for buffer in buffers.iter_mut() {
                if buffer.live.overlaps(region)
                    && (buffer.live.start > region.start || buffer.live.end < region.end)
                {
                    buffer.live.start = buffer.live.start.min(region.start);
                    buffer.live.end = buffer.live.end.max(region.end);
                    changed = true;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nki_formats::klr::{read_klr, BrCmpOp, CmpBranch, Contents, Edges, Pos};
    use std::path::PathBuf;

    fn fixture(name: &str) -> LncKernel {
        let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("../test/Inputs/klr/cbor")
            .join(name);
        match read_klr(&std::fs::read(path).unwrap()).unwrap().contents {
            Contents::lnc(kernel) => kernel,
            other => panic!("{}", other.kind()),
        }
    }

    #[test]
    fn writes_reads_and_accumulation_tiles() {
        let kernel = fixture("matmul__nki_matmul_basic_.klr");
        let body = body_buffers(&kernel, 0, &kernel_level_names(&kernel)).unwrap();
        let v4 = body.buffers.iter().find(|b| b.name == "v4").unwrap();
        // ncMatMul (statement 2) writes the PSUM tile, ncCopy (3) reads it.
        assert_eq!((v4.space, v4.accumulation), (Space::Psum, true));
        assert_eq!((v4.first_write, v4.last_read), (Some(2), Some(3)));
        assert_eq!(v4.live, Interval { start: 2, end: 3 });
        let lhs = body
            .buffers
            .iter()
            .find(|b| b.name == "load.27.13")
            .unwrap();
        assert!(!lhs.accumulation);
        assert_eq!(lhs.live, Interval { start: 0, end: 2 });
        // HBM kernel arguments are not buffers.
        assert_eq!(body.buffers.len(), 4);
        assert_eq!(body.describe(2), "statement 3 (block 'main.1', line 0)");
    }

    #[test]
    fn back_edges_extend_liveness_over_the_loop() {
        let mut kernel = fixture("matmul_adapted__nki_matmul_tiled_.blocks8.klr");
        let names = kernel_level_names(&kernel);
        let forward = body_buffers(&kernel, 0, &names).unwrap();
        let last = kernel.bodies[0].last().unwrap().label.clone();
        let first = kernel.bodies[0][0].label.clone();
        kernel.edges.push(Edges {
            fromEdge: last,
            toEdges: vec![first],
        });
        let looped = body_buffers(&kernel, 0, &names).unwrap();
        let end = looped.statements - 1;
        assert!(forward.buffers.iter().any(|b| b.live.end < end));
        for buffer in &looped.buffers {
            assert_eq!(buffer.live, Interval { start: 0, end }, "{}", buffer.name);
        }
    }

    #[test]
    fn a_branch_back_is_a_loop_too() {
        let mut kernel = fixture("matmul_adapted__nki_matmul_tiled_.blocks8.klr");
        let names = kernel_level_names(&kernel);
        let target = kernel.bodies[0][1].label.clone();
        let exit = kernel.bodies[0][2].label.clone();
        // Block 2 ends by branching back to block 1.
        kernel.bodies[0][2].body.push(Stmt::oper {
            op: Operator::cmpBranch {
                op: Box::new(CmpBranch {
                    reg1: "r".into(),
                    reg2: "r".into(),
                    imm: 0,
                    op: BrCmpOp::lt_imm,
                    trueLabel: target,
                    falseLabel: exit,
                }),
            },
            name: None,
            pos: Pos {
                line: 0,
                column: 0,
                lineEnd: None,
                columnEnd: None,
                filename: None,
            },
        });
        let body = body_buffers(&kernel, 0, &names).unwrap();
        let start = kernel.bodies[0][0].body.len();
        let end = start + kernel.bodies[0][1].body.len() + kernel.bodies[0][2].body.len() - 1;
        let region = Interval { start, end };
        for buffer in body.buffers.iter().filter(|b| b.live.overlaps(&region)) {
            assert!(
                buffer.live.start <= start && buffer.live.end >= end,
                "{}",
                buffer.name
            );
        }
        assert!(body.buffers.iter().any(|b| b.live.overlaps(&region)));
    }
}
