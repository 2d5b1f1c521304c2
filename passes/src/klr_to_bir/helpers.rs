//! The codegen helpers (docs/compiler-contract.md §1): lazy materializers cached on the
//! codegen, so N bias-less activations share one zero bias and M transposes
//! of one dtype share one identity.
//!
//! Placement: in an allocated kernel the generated tensors are placed, after
//! the walk, above the kernel's own SBUF high-water mark (bumped, aligned as
//! the arch requires), so they count in the scratchpad budget; in an
//! unallocated kernel they stay unallocated like everything else.

use super::tensors::{physical_ap, Role, Tensor};
use super::{Diagnostic, KlirToBirCodegen};
use nki_formats::bir_json::enums::{AluOp, MemsetMode};
use nki_formats::bir_json::inst;
use nki_formats::klr::{Dtype, Memory, Pos};
use serde_json::json;

pub(crate) const ZERO_BIAS_PREFIX: &str = "COMPILER-GENERATED-zero_bias_act_";
pub(crate) const IDENTITY_PREFIX: &str = "COMPILER-GENERATED-id.";
/// The PSUM tile a tensor-engine transpose into SBUF goes through.
pub(crate) const TRANSPOSE_PSUM_PREFIX: &str = "COMPILER-GENERATED-transpose_psum_";

/// The perf warning each identity creation emits (docs/compiler-contract.md §1.3).
pub(crate) const IDENTITY_WARNING: &str = "Emitting dynamic Identity matrix generation code, this might affect performance. You can bypass this by pass in an explicit identity matrix and use nc_matmul for transpose";

impl KlirToBirCodegen {
    /// `getActBiasTensor`: one fp32 `(partitions, 1)` SBUF zero column per
    /// kernel, zeroed by a memset the first time it is asked for. fp32 is
    /// hard-wired (BIR Dtype 16), whatever the activation's data type.
    pub(crate) fn act_bias_tensor(&mut self) -> String {
        if let Some(name) = &self.zero_bias {
            return name.clone();
        }
        let id = self.next_id();
        let name = format!("{ZERO_BIAS_PREFIX}{id}");
        let partitions = self.arch.partitions;
        self.add_generated_sb_tensor(&name, Dtype::float32, vec![partitions, 1]);
        let ap = vec![vec![1, partitions as i64], vec![1, 1]];
        self.emit_named(
            format!("COMPILER-GENERATED-memset_zero_bias_{id}"),
            inst::Memset::new(MemsetMode::Const, 0),
            None,
            vec![],
            vec![physical_ap(&name, Dtype::float32, ap, 0)],
        );
        self.zero_bias = Some(name.clone());
        name
    }

    /// `getIdentityMatrix`: a 128×128 SBUF identity of `dtype`, cached by
    /// name (`COMPILER-GENERATED-id.<dtype>`): a memset to 0, then an affine
    /// select writing 1.0 where partition = column. Each creation warns and
    /// is recorded for the later address fix-up (`identity_matrices`).
    ///
    /// The affine select (BIR `TensorScalarAffineSelect`) computes, per
    /// element, `base + channel_multiplier·p + Σ step·i` = `p − e` with
    /// `pattern [{step -1, num 128}]`; where `compare_op(value, 0)` holds the input is
    /// kept, elsewhere `fill_value` is written: `not_equal` keeps the zeros
    /// off the diagonal and fills 1.0 on it.
    pub(crate) fn identity_matrix(&mut self, dtype: Dtype, pos: &Pos) -> String {
        let name = format!("{IDENTITY_PREFIX}{}", super::tensors::dtype_name(dtype));
        if self.tensors.get(&name).is_some() {
            return name;
        }
        self.warnings.push(Diagnostic {
            pos: Some(pos.clone()),
            stmt: Some(self.current_stmt),
            message: IDENTITY_WARNING.into(),
        });
        let n = self.arch.partitions;
        self.add_generated_sb_tensor(&name, dtype, vec![n, n]);
        let ap = || vec![vec![n as i64, n as i64], vec![1, n as i64]];
        self.emit_named(
            format!("{name}_memset"),
            inst::Memset::new(MemsetMode::Const, 0),
            None,
            vec![],
            vec![physical_ap(&name, dtype, ap(), 0)],
        );
        let diagonal = inst::TensorScalarAffineSelect::new(
            vec![json!({"step": -1, "num": n})],
            AluOp::NotEqual,
        )
        .base(0)
        .channel_multiplier(1)
        .fill_value(1.0);
        self.emit_named(
            format!("{name}=IDAffineSelect(mask,fill=1)"),
            diagonal,
            None,
            vec![physical_ap(&name, dtype, ap(), 0)],
            vec![physical_ap(&name, dtype, ap(), 0)],
        );
        self.identities.push(name.clone());
        name
    }

    /// The PSUM tile of `dtype` that tensor-engine transposes into SBUF go
    /// through: one per dtype and kernel (`COMPILER-GENERATED-transpose_psum_
    /// <id>`), partitions × PE columns, placed after the walk inside one PSUM
    /// bank above the kernel's own PSUM (`TensorTable::place_generated`).
    /// Each transpose writes it and copies it out before the next one.
    pub(crate) fn transpose_psum_tile(&mut self, dtype: Dtype) -> String {
        if let Some(name) = self.transpose_tiles.get(&dtype) {
            return name.clone();
        }
        let name = format!("{TRANSPOSE_PSUM_PREFIX}{}", self.next_id());
        let (partitions, columns) = (self.arch.partitions, self.arch.pe_columns);
        let tile = generated(
            &name,
            dtype,
            [partitions, columns],
            Memory::psum,
            Role::Generated,
        );
        self.tensors.add(tile);
        self.transpose_tiles.insert(dtype, name.clone());
        name
    }

    /// `getBankId` (the codegen one): the PSUM bank a tensor's address falls
    /// in, per the arch's bank size; SBUF tensors have none.
    pub(crate) fn bank_id(&self, tensor: &Tensor) -> Option<u64> {
        match (tensor.memory, tensor.free_offset) {
            (Memory::psum, Some(offset)) => Some(offset / self.arch.psum_bank_bytes),
            _ => None,
        }
    }

    /// A generated SBUF tensor, unplaced (`TensorTable::place_generated`
    /// places it once the kernel's own storage is known).
    pub(crate) fn add_generated_sb_tensor(&mut self, name: &str, dtype: Dtype, shape: Vec<u64>) {
        let row = shape[1..].iter().product::<u64>();
        let mut tensor = generated(name, dtype, [shape[0], row], Memory::sbuf, Role::Generated);
        tensor.shape = shape;
        self.tensors.add(tensor);
    }

    /// A generated HBM buffer of `rows` × `row` elements: kernel-internal
    /// DRAM, which needs no placement.
    pub(crate) fn add_generated_hbm_tensor(
        &mut self,
        name: &str,
        dtype: Dtype,
        rows: u64,
        row: u64,
    ) {
        let buffer = generated(name, dtype, [rows, row], Memory::hbm, Role::Internal);
        self.tensors.add(buffer);
    }

    /// The codegen's monotonic id (`ctx.idCounter++`).
    pub(crate) fn next_id(&mut self) -> u64 {
        let id = self.id_counter;
        self.id_counter += 1;
        id
    }
}

/// A compiler-generated tensor of `[rows, row]` elements, unplaced.
fn generated(
    name: &str,
    dtype: Dtype,
    [rows, row]: [u64; 2],
    memory: Memory,
    role: Role,
) -> Tensor {
    Tensor {
        name: name.into(),
        dtype,
        shape: vec![rows, row],
        memory,
        par_size: rows,
        free_size: row * super::tensors::dtype_size(dtype),
        par_offset: None,
        free_offset: None,
        role,
        file: String::new(),
    }
}
