//! `KlirToBirCodegen`: the KLR → BIR codegen walk of Mechanism A
//! (`codegenLncKernel` → `codegenStmt` → `codegenOperator` → `codegen<Op>`),
//! as plain Rust from the KLR model (`nki_formats::klr`) to the BIR JSON model
//! (`nki_formats::bir_json`). The pass turns the model into `bir` IR with the
//! same converter that loads BIR-JSON kernels, so both mechanisms build their
//! functions one way.
//!
//! - Storage: one allocation per KLR buffer ([`tensors`]).
//! - Blocks: one `bir.block` per KLR block of the selected core, named by its
//!   label, statements in order. `Block.noReorder` and the kernel's `edges`
//!   are not lowered: blocks follow one another in order (docs/bir-json-format.md G6: no loops);
//!   `cmpBranch` lowers to `CompareAndBranch` naming the target labels.
//! - Instructions: `operators` dispatches each operator to its family's
//!   lowering (table [`COVERAGE`]);
//!   names are `<kernel>_<core>_<n>` (docs/bir-json-format.md G17), helper
//!   instructions keep the compiler's names (docs/compiler-contract.md §5).
//! - Accumulation flags: KLR has no accumulate bit on matmuls, so a
//!   `Matmult` starts a group (`start_tensor_calc`) unless the previous
//!   instruction touching its PSUM destination was a matmul into the same
//!   access pattern or a memset of a non-zero value, and ends one
//!   (`stop_tensor_calc`) unless the next instruction touching it is a matmul
//!   into the same access pattern; over the whole body when it has no branch
//!   (blocks run in order), else block by block.
//! - Accumulator registers: after each operator its instructions go through
//!   `bir_json::accumulator::Registers::check` (the model nki-run executes),
//!   so an `Accumulate` no earlier instruction of its engine loaded is
//!   rejected at the operator.
//! - Budget (`getSbufMaxBytes`, `getPsumMaxBankId`, `getIsAllocated`): the
//!   SBUF high-water mark over allocated SBUF buffers (generated ones
//!   included), the highest PSUM bank reached, and whether every SBUF/PSUM
//!   buffer of the kernel has both offsets.

mod activation;
mod bounds;
mod broadcast;
mod collectives;
mod control;
mod data_movement;
pub(crate) mod helpers;
mod matmul;
mod misc;
mod nonzero;
mod operators;
mod random;
mod registers;
pub mod samples;
mod selection;
pub(crate) mod tensors;
#[cfg(test)]
mod tests;
mod vector;
mod views;

pub use operators::COVERAGE;

use nki_formats::arch::Arch;
use nki_formats::bir_json::accumulator::Registers;
use nki_formats::bir_json::enums::Engine as BirEngine;
use nki_formats::bir_json::inst::{self, TypedInstruction};
use nki_formats::bir_json::{Argument, Block, BlockItem, Function, Instruction};
use nki_formats::klr::{LncKernel, Memory, Pos, Stmt};
use rustc_hash::FxHashMap;
use serde_json::{Map, Value};
use tensors::{Role, TensorTable};

/// A message at a KLR source position.
#[derive(Clone, Debug, PartialEq)]
pub struct Diagnostic {
    pub pos: Option<Pos>,
    /// The statement: (block index, statement index) in the core's body.
    pub stmt: Option<(usize, usize)>,
    pub message: String,
}

/// What the walk produced: the NKI function and the codegen's budget.
#[derive(Debug)]
pub struct Codegen {
    pub function: Function,
    /// The first SBUF/PSUM buffer without an address, by name and memory:
    /// `getIsAllocated()` is its absence.
    pub unallocated: Option<(String, Memory)>,
    /// `getSbufMaxBytes()`: bytes per partition.
    pub sbuf_max_bytes: u64,
    /// `getPsumMaxBankId()`, when the kernel uses PSUM.
    pub psum_max_bank_id: Option<u64>,
    /// Identities created (for the later fix-up), in creation order.
    pub identities: Vec<String>,
    /// Warnings to report (identity creation).
    pub warnings: Vec<Diagnostic>,
    /// Instruction name → the ordinal of the KLR statement it lowers, over
    /// the body's blocks in order (instructions the walk adds on its own
    /// are absent): where in the `.klr` file an instruction comes from.
    pub origins: FxHashMap<String, usize>,
}

impl Codegen {
    /// `getIsAllocated()`: every SBUF/PSUM buffer has an address.
    pub fn is_allocated(&self) -> bool {
        self.unallocated.is_none()
    }
}

/// The codegen context: caches and counters live here, so they are per kernel.
pub(crate) struct KlirToBirCodegen {
    kernel_name: String,
    core: usize,
    pub(crate) arch: Arch,
    pub(crate) tensors: TensorTable,
    items: Vec<BlockItem>,
    counter: usize,
    id_counter: u64,
    zero_bias: Option<String>,
    identities: Vec<String>,
    /// The PSUM tiles of transposes into SBUF, per dtype.
    transpose_tiles: FxHashMap<nki_formats::klr::Dtype, String>,
    warnings: Vec<Diagnostic>,
    /// `loadStationary`'s operand, consumed by the next `matMul`.
    stationary: Option<(Argument, bool)>,
    /// Core barriers emitted so far (each gets its own `id`).
    barrier_count: u64,
    /// The statement being lowered (block, statement), for diagnostics.
    current_stmt: (usize, usize),
    /// The statement being lowered, counted over the body's blocks.
    ordinal: usize,
    /// Instruction name → the ordinal of the statement it lowers.
    origins: FxHashMap<String, usize>,
    /// Which engines' accumulator lanes the instructions so far have
    /// loaded, in program order (`accumulator::Registers::check`).
    accumulators: Registers<()>,
}

/// Runs the walk over core `core` of `kernel`; `function_name` names the
/// BIR function.
pub fn codegen_lnc_kernel(
    kernel: &LncKernel,
    core: usize,
    arch: Arch,
    function_name: &str,
) -> Result<Codegen, Diagnostic> {
    let body = kernel
        .bodies
        .get(core)
        .ok_or_else(|| no_body(kernel, core))?;
    let blocks = body.iter().map(|b| (b.label.to_string(), b.body.iter()));
    walk(kernel, blocks, core, arch, function_name)
}

/// [`codegen_lnc_kernel`] on a kernel it owns: each statement is freed once
/// lowered, so the KLR body and the BIR function it becomes never both exist
/// whole (on a 100k-statement kernel, that is the stage's peak memory).
pub fn codegen_lnc_kernel_owned(
    mut kernel: LncKernel,
    core: usize,
    arch: Arch,
    function_name: &str,
) -> Result<Codegen, Diagnostic> {
    let body = match kernel.bodies.get_mut(core) {
        Some(body) => std::mem::take(body),
        None => return Err(no_body(&kernel, core)),
    };
    let blocks = body
        .into_iter()
        .map(|b| (b.label.into(), Consumed::new(b.body)));
    walk(&kernel, blocks, core, arch, function_name)
}

/// The statements of a block, handed out in order while their storage is
/// given back: a statement is about 1.4 KiB inline (the largest operator),
/// so a 100k-statement body is a 140 MiB buffer that would otherwise live
/// until the end of the walk, next to the BIR it becomes. Kept reversed, it
/// shrinks from the end as statements are taken (a large buffer shrinks in
/// place).
struct Consumed {
    reversed: Vec<Stmt>,
}

impl Consumed {
    /// Statements handed out between two shrinks.
    const STEP: usize = 4096;

    fn new(mut statements: Vec<Stmt>) -> Self {
        statements.reverse();
        Consumed {
            reversed: statements,
        }
    }
}

impl Iterator for Consumed {
    type Item = Stmt;

    fn next(&mut self) -> Option<Stmt> {
        let statement = self.reversed.pop()?;
        if self.reversed.len() % Self::STEP == 0 {
            self.reversed.shrink_to_fit();
        }
        Some(statement)
    }
}

fn no_body(kernel: &LncKernel, core: usize) -> Diagnostic {
    Diagnostic {
        pos: None,
        stmt: None,
        message: format!("KLR kernel '{}' has no body for core {core}", kernel.name),
    }
}

/// The walk over `blocks` (label, statements) of `kernel`'s selected body;
/// `kernel` gives the rest (name, formals, shared buffers and constants).
fn walk<S: std::borrow::Borrow<Stmt>>(
    kernel: &LncKernel,
    blocks: impl Iterator<Item = (String, impl Iterator<Item = S>)>,
    core: usize,
    arch: Arch,
    function_name: &str,
) -> Result<Codegen, Diagnostic> {
    let mut table = TensorTable::default();
    for t in &kernel.inputs {
        table
            .add_formal(t, Role::Input)
            .map_err(|m| formal_error(kernel, m))?;
    }
    for t in &kernel.outputs {
        table
            .add_formal(t, Role::Output)
            .map_err(|m| formal_error(kernel, m))?;
    }
    kernel
        .sharedBuffers
        .iter()
        .for_each(|t| table.add_tensor_name(t, Role::Internal));
    let mut cg = KlirToBirCodegen {
        kernel_name: kernel.name.to_string(),
        core,
        arch,
        tensors: table,
        items: Vec::new(),
        counter: 0,
        id_counter: 0,
        zero_bias: None,
        identities: Vec::new(),
        transpose_tiles: FxHashMap::default(),
        warnings: Vec::new(),
        stationary: None,
        barrier_count: 0,
        current_stmt: (0, 0),
        ordinal: 0,
        origins: FxHashMap::default(),
        accumulators: Registers::new(),
    };
    let mut out = Vec::new();
    let mut ordinal = 0;
    for (b, (label, statements)) in blocks.enumerate() {
        cg.current_stmt = (b, 0);
        for (s, stmt) in statements.enumerate() {
            cg.current_stmt = (b, s);
            cg.ordinal = ordinal;
            ordinal += 1;
            let Stmt::oper { op, pos, .. } = stmt.borrow();
            let first = cg.items.len();
            cg.codegen_operator(op, pos)
                .and_then(|()| cg.check_accumulators(first))
                .map_err(|e| Diagnostic {
                    pos: Some(pos.clone()),
                    stmt: Some((b, s)),
                    message: e.render(op.ctor_name()),
                })?;
        }
        let items = std::mem::take(&mut cg.items);
        out.push(Block {
            name: label,
            instructions: items,
            extra: Map::new(),
        });
    }
    set_accumulation_flags(&mut out);
    // The compiler finalizes the function and prunes empty blocks (a
    // `noReorder` split can leave one); a block a branch names stays.
    prune_empty_blocks(&mut out);
    // Storage is complete only now (buffers join as operands are lowered):
    // shared constants take their files, and the generated tensors are
    // placed above the kernel's own SBUF when the kernel is allocated.
    for constant in &kernel.sharedConstants {
        cg.tensors.mark_constant(&constant.name, &constant.fileName);
    }
    // An input the body writes is an output parameter (`def k(x, out)`).
    cg.tensors
        .mark_written_inputs(&nki_formats::bir_json::written_locations(&out));
    let unallocated = cg
        .tensors
        .first_unallocated()
        .map(|t| (t.name.clone(), t.memory));
    let allocated = unallocated.is_none();
    if allocated {
        cg.tensors
            .place_generated(&cg.arch)
            .map_err(|m| Diagnostic {
                pos: None,
                stmt: None,
                message: format!("KLR kernel '{}': {m}", kernel.name),
            })?;
    }
    let mut extra = Map::new();
    if !cg.identities.is_empty() {
        extra.insert(
            "identity_matrices".into(),
            Value::Array(
                cg.identities
                    .iter()
                    .map(|n| Value::String(n.clone()))
                    .collect(),
            ),
        );
    }
    let function = Function {
        name: function_name.into(),
        attributes: Vec::new(),
        allocations: cg.tensors.allocations(&cg.arch, |t| cg.bank_id(t)),
        blocks: out,
        extra,
    };
    Ok(Codegen {
        function,
        unallocated,
        sbuf_max_bytes: cg.tensors.sbuf_high_water(),
        psum_max_bank_id: cg.tensors.psum_max_bank(&cg.arch),
        identities: cg.identities,
        warnings: cg.warnings,
        origins: cg.origins,
    })
}

/// Drops the blocks that hold nothing, except those a branch targets; a
/// function keeps at least one block.
fn prune_empty_blocks(blocks: &mut Vec<Block>) {
    let targets: rustc_hash::FxHashSet<String> = blocks
        .iter()
        .flat_map(|b| &b.instructions)
        .filter_map(|item| match item {
            BlockItem::Instruction(inst) => Some(inst),
            BlockItem::Loop(_) => None,
        })
        .flat_map(|inst| {
            ["on_true", "on_false", "target"]
                .iter()
                .filter_map(|m| inst.members.get(*m).and_then(Value::as_str))
                .map(str::to_owned)
                .collect::<Vec<_>>()
        })
        .collect();
    let keep_one = blocks.iter().all(|b| b.instructions.is_empty());
    let mut first = true;
    blocks.retain(|b| {
        !b.instructions.is_empty()
            || targets.contains(&b.name)
            || (keep_one && std::mem::take(&mut first))
    });
}

/// A kernel-level error (no statement): two formals under one name.
fn formal_error(kernel: &LncKernel, message: String) -> Diagnostic {
    Diagnostic {
        pos: None,
        stmt: None,
        message: format!("KLR kernel '{}': {message}", kernel.name),
    }
}

/// Why an operator did not lower. Every message starts with the contract
/// `'klr.<op>' op has no BIR lowering` (MLIR's wording, docs/architecture.md §8).
#[derive(Debug)]
pub(crate) enum LowerError {
    /// The operator has no lowering at all.
    Unsupported,
    /// This use of a lowered operator has no BIR form (why).
    Form(String),
}

impl LowerError {
    fn render(&self, ctor: &str) -> String {
        let op = format!("klr.{}", snake(ctor));
        match self {
            LowerError::Unsupported => format!("'{op}' op has no BIR lowering"),
            LowerError::Form(why) => format!("'{op}' op has no BIR lowering: {why}"),
        }
    }
}

impl From<String> for LowerError {
    fn from(why: String) -> Self {
        LowerError::Form(why)
    }
}

pub use nki_dialects::klr::snake;

impl KlirToBirCodegen {
    /// The accumulator model over the instructions an operator just emitted
    /// (`items[first..]`): an `Accumulate` that no earlier instruction of
    /// its engine loaded is rejected here, as nki-run would reject it.
    fn check_accumulators(&mut self, first: usize) -> Result<(), LowerError> {
        for item in &self.items[first..] {
            if let BlockItem::Instruction(inst) = item {
                self.accumulators.check(inst)?;
            }
        }
        Ok(())
    }

    /// Appends an instruction named `<kernel>_<core>_<n>`.
    pub(crate) fn emit<I: TypedInstruction>(
        &mut self,
        instruction: I,
        engine: Option<BirEngine>,
        ins: Vec<Argument>,
        outs: Vec<Argument>,
    ) {
        let name = format!("{}_{}_{}", self.kernel_name, self.core, self.counter);
        self.emit_named(name, instruction, engine, ins, outs);
    }

    /// Appends an instruction with a given name; `engine` None = the
    /// opcode's default (the ODS's `defaultEngine`).
    pub(crate) fn emit_named<I: TypedInstruction>(
        &mut self,
        name: String,
        instruction: I,
        engine: Option<BirEngine>,
        ins: Vec<Argument>,
        outs: Vec<Argument>,
    ) {
        self.counter += 1;
        self.origins.insert(name.clone(), self.ordinal);
        let instruction = Instruction::typed(instruction, name, engine, ins, outs);
        self.items.push(BlockItem::Instruction(instruction));
    }
}

/// The memory locations an argument names.
fn memref(arg: &Argument) -> Option<(&str, &Vec<Vec<i64>>, u64)> {
    match arg {
        Argument::PhysicalAp {
            memref, ap, offset, ..
        } => Some((memref.as_str(), ap, *offset)),
        _ => None,
    }
}

/// `start_tensor_calc` / `stop_tensor_calc` of every matmul (module doc).
/// Blocks follow one another in order, so without branches a group that
/// crosses a block edge is one group: the flags are decided over the whole
/// body. With branches (the order of blocks is not the order they run in),
/// each block is decided alone.
fn set_accumulation_flags(blocks: &mut [Block]) {
    let branches = blocks.iter().flat_map(|b| &b.instructions).any(|item| {
        matches!(item, BlockItem::Instruction(i)
            if i.opcode == inst::CompareAndBranch::OPCODE
                || i.opcode == inst::UnconditionalBranch::OPCODE)
    });
    let spans: Vec<Vec<usize>> = if branches {
        (0..blocks.len()).map(|b| vec![b]).collect()
    } else {
        vec![(0..blocks.len()).collect()]
    };
    for span in spans {
        // (block, item) of every instruction of the span, in order.
        let places: Vec<(usize, usize)> = span
            .iter()
            .flat_map(|&b| {
                blocks[b]
                    .instructions
                    .iter()
                    .enumerate()
                    .filter(|(_, item)| matches!(item, BlockItem::Instruction(_)))
                    .map(move |(i, _)| (b, i))
            })
            .collect();
        let flags = {
            let instructions: Vec<&Instruction> = places
                .iter()
                .filter_map(|&(b, i)| match &blocks[b].instructions[i] {
                    BlockItem::Instruction(inst) => Some(inst),
                    BlockItem::Loop(_) => None,
                })
                .collect();
            accumulation_flags(&instructions)
        };
        for (k, start, stop) in flags {
            let (b, i) = places[k];
            if let BlockItem::Instruction(inst) = &mut blocks[b].instructions[i] {
                inst.members
                    .insert("start_tensor_calc".into(), Value::Bool(start));
                inst.members
                    .insert("stop_tensor_calc".into(), Value::Bool(stop));
            }
        }
    }
}

/// (position, start, stop) of every matmul of `instructions` (a stretch
/// that runs in order). The instructions that touch each memory location are
/// listed once, so a matmul's neighbours on its destination are found
/// without scanning from it.
fn accumulation_flags(instructions: &[&Instruction]) -> Vec<(usize, bool, bool)> {
    let matmul_into = |i: &Instruction, dst: &Argument| {
        i.opcode == inst::Matmult::OPCODE && i.outs.first().map(memref) == Some(memref(dst))
    };
    // Memory location → positions (in `instructions`) of the instructions
    // that read or write it, in order.
    let mut touching: FxHashMap<&str, Vec<usize>> = FxHashMap::default();
    for (k, inst) in instructions.iter().enumerate() {
        for arg in inst.ins.iter().chain(&inst.outs) {
            if let Some((name, _, _)) = memref(arg) {
                let list = touching.entry(name).or_default();
                if list.last() != Some(&k) {
                    list.push(k);
                }
            }
        }
    }
    let mut flags = Vec::new();
    for (k, &this) in instructions.iter().enumerate() {
        if this.opcode != inst::Matmult::OPCODE {
            continue;
        }
        let Some(dst) = this.outs.first() else {
            continue;
        };
        let Some((name, _, _)) = memref(dst) else {
            continue;
        };
        let list = &touching[name];
        let at = list.binary_search(&k).unwrap_or_else(|p| p);
        let previous = at.checked_sub(1).map(|p| instructions[list[p]]);
        let next = list.get(at + 1).map(|&n| instructions[n]);
        let start = match previous {
            Some(p) if matmul_into(p, dst) => false,
            Some(p) if p.opcode == inst::Memset::OPCODE => {
                p.members.get("constant") == Some(&Value::from(0))
            }
            _ => true,
        };
        let stop = !next.is_some_and(|n| matmul_into(n, dst));
        flags.push((k, start, stop));
    }
    flags
}
