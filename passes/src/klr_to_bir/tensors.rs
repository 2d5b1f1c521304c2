//! KLR tensors as BIR storage, and KLR accesses as BIR access patterns.
//!
//! A KLR kernel declares no tensors: every operand carries a `TensorName`
//! whose `Address` names the buffer. The table gives each buffer (by
//! `Address.name`) one allocation `<name>_set` holding one memory location
//! `<name>`, placed by docs/bir-json-format.md G21; operands become `physical_ap`s
//! by docs/bir-json-format.md G5 (first pair = partitions with step = row length, elements,
//! row-major offsets over the whole tensor).

use nki_formats::arch::Arch;
use nki_formats::bir_json::{Allocation, Argument, Float, Member, MemoryLocation};
use nki_formats::klr::{
    APPair, Access, AccessBasic, AccessPattern, BirAccessPattern, Dtype, Immediate, Index, Memory,
    TensorName,
};
use rustc_hash::FxHashMap;
use serde_json::Map;

/// What a buffer is to the kernel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Role {
    Input,
    Output,
    SharedConstant,
    Internal,
    /// Made by the codegen (zero bias, identities).
    Generated,
}

/// One buffer of the kernel.
#[derive(Clone, Debug)]
pub(crate) struct Tensor {
    pub name: String,
    pub dtype: Dtype,
    pub shape: Vec<u64>,
    pub memory: Memory,
    pub par_size: u64,
    pub free_size: u64,
    pub par_offset: Option<u64>,
    pub free_offset: Option<u64>,
    pub role: Role,
    pub file: String,
}

impl Tensor {
    fn from_tensor_name(t: &TensorName, role: Role) -> Tensor {
        let mut shape = vec![t.shape.parDim];
        shape.extend(&t.shape.freeDims);
        Tensor {
            name: t.address.name.to_string(),
            dtype: t.dtype,
            shape,
            memory: t.address.memory,
            par_size: t.address.parSize,
            free_size: t.address.freeSize,
            par_offset: t.address.parOffset,
            free_offset: t.address.freeOffset,
            role,
            file: String::new(),
        }
    }

    /// `[128, 512] float32 in hbm`.
    fn describe(&self) -> String {
        format!(
            "{:?} {} in {}",
            self.shape,
            dtype_name(self.dtype),
            self.memory.name()
        )
    }

    /// SBUF or PSUM: the memories the allocation gate is about.
    pub fn on_chip(&self) -> bool {
        matches!(self.memory, Memory::sbuf | Memory::psum)
    }

    pub fn allocated(&self) -> bool {
        self.par_offset.is_some() && self.free_offset.is_some()
    }
}

/// The kernel's buffers, in order of first appearance.
#[derive(Debug, Default)]
pub(crate) struct TensorTable {
    pub tensors: Vec<Tensor>,
    index: FxHashMap<String, usize>,
}

impl TensorTable {
    /// Adds a buffer unless one of that name exists (the first sighting wins:
    /// every occurrence of a buffer carries the same address).
    pub fn add(&mut self, tensor: Tensor) {
        if !self.index.contains_key(&tensor.name) {
            self.index.insert(tensor.name.clone(), self.tensors.len());
            self.tensors.push(tensor);
        }
    }

    pub fn add_tensor_name(&mut self, t: &TensorName, role: Role) {
        self.add(Tensor::from_tensor_name(t, role));
    }

    /// A kernel formal. The same tensor may be listed as an input and as an
    /// output (an output parameter): it is one buffer, an output. Two
    /// different tensors under one name are an error naming both.
    pub fn add_formal(&mut self, t: &TensorName, role: Role) -> Result<(), String> {
        let new = Tensor::from_tensor_name(t, role);
        let Some(&i) = self.index.get(&new.name) else {
            self.add(new);
            return Ok(());
        };
        let old = &mut self.tensors[i];
        let same = old.shape == new.shape
            && old.dtype == new.dtype
            && old.memory == new.memory
            && (old.par_size, old.free_size) == (new.par_size, new.free_size);
        if !same {
            return Err(format!(
                "two different tensors are named '{}': {} and {}",
                new.name,
                old.describe(),
                new.describe()
            ));
        }
        if role == Role::Output {
            old.role = Role::Output;
        }
        Ok(())
    }

    /// Inputs among `written` become outputs.
    pub fn mark_written_inputs(&mut self, written: &rustc_hash::FxHashSet<&str>) {
        for t in &mut self.tensors {
            if t.role == Role::Input && written.contains(t.name.as_str()) {
                t.role = Role::Output;
            }
        }
    }

    /// A shared constant: kind `Const`, its file recorded (docs/bir-json-format.md, G16).
    pub fn mark_constant(&mut self, name: &str, file: &str) {
        if let Some(&i) = self.index.get(name) {
            self.tensors[i].role = Role::SharedConstant;
            self.tensors[i].file = file.into();
        }
    }

    pub fn get(&self, name: &str) -> Option<&Tensor> {
        self.index.get(name).map(|&i| &self.tensors[i])
    }

    /// Places the generated tensors above the kernel's own buffers: SBUF
    /// ones (zero bias, identities) above the SBUF high-water mark, bumped
    /// and aligned as the arch requires; PSUM ones (transpose tiles) above
    /// the PSUM high-water mark, each inside one bank. A PSUM tile that does
    /// not fit in the arch's banks is an error.
    pub fn place_generated(&mut self, arch: &Arch) -> Result<(), String> {
        let align = arch.sbuf_alignment.max(1);
        let mut next_sbuf = self.high_water(Memory::sbuf);
        let mut next_psum = self.high_water(Memory::psum);
        let bank = arch.psum_bank_bytes.max(1);
        for t in self
            .tensors
            .iter_mut()
            .filter(|t| t.role == Role::Generated)
        {
            let start = if t.memory == Memory::psum {
                let mut start = next_psum;
                if start % bank + t.free_size > bank {
                    start = start.div_ceil(bank) * bank;
                }
                if start + t.free_size > arch.psum_bytes_per_partition() {
                    return Err(format!(
                        "no PSUM room for '{}' ({} bytes per partition): the kernel uses PSUM up to byte {next_psum} of {}",
                        t.name,
                        t.free_size,
                        arch.psum_bytes_per_partition()
                    ));
                }
                next_psum = start + t.free_size;
                start
            } else {
                let start = next_sbuf.div_ceil(align) * align;
                next_sbuf = start + t.free_size;
                start
            };
            t.par_offset = Some(0);
            t.free_offset = Some(start);
        }
        Ok(())
    }

    /// The end of the highest allocated buffer in `memory`, bytes per
    /// partition.
    fn high_water(&self, memory: Memory) -> u64 {
        self.tensors
            .iter()
            .filter(|t| t.memory == memory)
            .filter_map(|t| t.free_offset.map(|o| o + t.free_size))
            .max()
            .unwrap_or(0)
    }

    /// The SBUF high-water mark in bytes per partition (`getSbufMaxBytes`):
    /// the end of the highest allocated SBUF buffer.
    pub fn sbuf_high_water(&self) -> u64 {
        self.high_water(Memory::sbuf)
    }

    /// The highest PSUM bank any allocated PSUM buffer reaches.
    pub fn psum_max_bank(&self, arch: &Arch) -> Option<u64> {
        self.tensors
            .iter()
            .filter(|t| t.memory == Memory::psum)
            .filter_map(|t| {
                t.free_offset
                    .map(|o| (o + t.free_size.max(1) - 1) / arch.psum_bank_bytes)
            })
            .max()
    }

    /// The first SBUF/PSUM buffer without an address (`getIsAllocated`).
    pub fn first_unallocated(&self) -> Option<&Tensor> {
        self.tensors
            .iter()
            .find(|t| t.on_chip() && !t.allocated() && t.role != Role::Generated)
    }

    /// The storage of the BIR function, one allocation per buffer.
    /// `bank` gives a PSUM buffer's bank (`getBankId`).
    pub fn allocations(
        &self,
        arch: &Arch,
        bank: impl Fn(&Tensor) -> Option<u64>,
    ) -> Vec<Allocation> {
        self.tensors
            .iter()
            .map(|t| allocation(t, arch, bank(t)))
            .collect()
    }
}

/// `Dtype` → the BIR spelling (docs/bir-json-format.md §7.4; newer types keep the KLR name, G7).
pub(crate) fn dtype_name(dtype: Dtype) -> &'static str {
    dtype.name()
}

/// Bytes of one element.
pub(crate) fn dtype_size(dtype: Dtype) -> u64 {
    dtype.size_bytes()
}

/// Placement of one buffer (docs/bir-json-format.md G16, G21, G23's values for kernel formals).
fn allocation(t: &Tensor, arch: &Arch, bank: Option<u64>) -> Allocation {
    let (kind, class) = match (t.role, t.memory) {
        (Role::Input, _) => ("Input", "Tensor"),
        (Role::Output, _) => ("Output", "Tensor"),
        (Role::SharedConstant, _) => ("Const", "Tensor"),
        (_, Memory::sbuf) => ("Internal", "NeuronSBTensor"),
        (_, Memory::psum) => ("Internal", "NeuronPSUMTensor"),
        _ => ("Internal", "Tensor"),
    };
    let class = if t.role == Role::Generated && t.name.starts_with(super::helpers::IDENTITY_PREFIX)
    {
        "IdentityWeightTensor"
    } else {
        class
    };
    let memory_type = match (t.role, t.memory) {
        (Role::Input, _) => "Input",
        (Role::Output, _) => "Output",
        (_, Memory::sbuf) => "SB",
        (_, Memory::psum) => "PSUM",
        (_, Memory::reg) => "REG",
        _ => "DRAM",
    };
    let free = t.free_offset.unwrap_or(0);
    let (bank, addr) = match t.memory {
        Memory::psum => (bank.unwrap_or(0), free % arch.psum_bank_bytes),
        _ => (0, free),
    };
    Allocation {
        skind: "memory_location_set".into(),
        addr_space: Member::Value("Shared".into()),
        dtype: Member::Value(dtype_name(t.dtype).into()),
        partition_dim: Member::Value(0),
        tensor_shape: t.shape.clone(),
        name: format!("{}_set", t.name),
        file: t.file.clone(),
        no_spill: false,
        volatile: false,
        r#virtual: false,
        kind: kind.into(),
        tensor_class: class.into(),
        memorylocations: vec![MemoryLocation {
            skind: "memory_location".into(),
            name: t.name.clone(),
            r#type: memory_type.into(),
            addr,
            dims: vec![t.par_size, t.free_size],
            bank,
            base: t.par_offset.unwrap_or(0),
            allocated: t.allocated(),
            pinned: false,
            tensor_id: Member::Absent,
            extra: Map::new(),
        }],
        tensor_id_to_mem_loc_size: 1,
        extra: Map::new(),
    }
}

/// A `physical_ap` over buffer `name` of `dtype`.
pub(crate) fn physical_ap(name: &str, dtype: Dtype, ap: Vec<Vec<i64>>, offset: u64) -> Argument {
    Argument::PhysicalAp {
        ap,
        dtype: dtype_name(dtype).into(),
        offset,
        memsetref: format!("{name}_set"),
        memref: name.into(),
        extra: Map::new(),
    }
}

/// The whole tensor: `[[row, partitions], [stride, dim]…]`, offset 0.
pub(crate) fn whole(t: &TensorName) -> Argument {
    let dims = dims_of(t);
    let strides = strides(&dims);
    let ap = dims
        .iter()
        .zip(&strides)
        .map(|(&d, &s)| vec![s as i64, d as i64])
        .collect();
    physical_ap(&t.address.name, t.dtype, ap, 0)
}

fn dims_of(t: &TensorName) -> Vec<u64> {
    let mut dims = vec![t.shape.parDim];
    dims.extend(&t.shape.freeDims);
    if dims.len() == 1 {
        dims.push(1);
    }
    dims
}

/// Row-major element strides of `dims`.
fn strides(dims: &[u64]) -> Vec<u64> {
    let mut strides = vec![1u64; dims.len()];
    for i in (0..dims.len().saturating_sub(1)).rev() {
        strides[i] = strides[i + 1].saturating_mul(dims[i + 1]);
    }
    strides
}

/// An `Access` as a `physical_ap`; `Err` names what has no BIR form.
pub(crate) fn access(a: &Access) -> Result<(Argument, &TensorName), String> {
    match a {
        Access::simple { tensor } => Ok((whole(tensor), tensor)),
        Access::basic { access } => Ok((basic(access)?, &access.tensor)),
        Access::pattern { access } => Ok((pattern(access), &access.tensor)),
        Access::birPattern { access } => Ok((bir_pattern(access)?, &access.tensor)),
    }
}

/// Indexing: a slice keeps its dimension (`[stride·step, count]`), a
/// coordinate fixes it (offset only; a fixed partition keeps a one-partition
/// pair so the first pair is always the partition pair).
fn basic(a: &AccessBasic) -> Result<Argument, String> {
    let t = &a.tensor;
    let mut dims = vec![t.shape.parDim];
    dims.extend(&t.shape.freeDims);
    if a.indexes.len() != dims.len() {
        return Err(format!(
            "access to '{}' has {} indexes for {} dimensions",
            t.name,
            a.indexes.len(),
            dims.len()
        ));
    }
    let strides = strides(&dims);
    let mut ap = Vec::new();
    let mut offset: i64 = 0;
    for (i, (index, &stride)) in a.indexes.iter().zip(&strides).enumerate() {
        let stride = stride as i64;
        match index {
            Index::coord { e } => {
                offset += *e as i64 * stride;
                if i == 0 {
                    ap.push(vec![stride, 1]);
                }
            }
            Index::slice { slice } => {
                let (l, u, step) = (slice.l as i64, slice.u as i64, slice.step);
                if step == 0 {
                    return Err(format!("access to '{}' has a slice of step 0", t.name));
                }
                let count = if step > 0 {
                    (u - l + step - 1).max(0) / step
                } else {
                    (l - u - step - 1).max(0) / -step
                };
                offset += l * stride;
                ap.push(vec![stride * step, count]);
            }
        }
    }
    if ap.len() == 1 {
        ap.push(vec![1, 1]);
    }
    Ok(physical_ap(
        &t.address.name,
        t.dtype,
        ap,
        offset.max(0) as u64,
    ))
}

/// `AccessPattern`: the partition pair `[row, parNum]` is prepended unless
/// `pattern` already starts with it (HEAD includes it; the 0.0.12 front end
/// wrote only the free pattern). A free pattern of one pair with step 0 that
/// covers exactly the row is the 0.0.12 spelling of a contiguous row (the
/// fixtures) and becomes step 1. Offset = `parOffset`·row + `freeOffset`.
fn pattern(a: &AccessPattern) -> Argument {
    let t = &a.tensor;
    let row: u64 = t.shape.freeDims.iter().product::<u64>().max(1);
    let partition = APPair {
        step: row as i64,
        num: a.parNum,
        offset: 0,
    };
    let mut pairs: Vec<&APPair> = a.pattern.iter().collect();
    if pairs
        .first()
        .is_some_and(|p| p.step == partition.step && p.num == partition.num)
    {
        pairs.remove(0);
    }
    let mut ap = vec![vec![row as i64, a.parNum as i64]];
    let only = pairs.len() == 1;
    for p in pairs {
        let step = if only && p.step == 0 && p.num == row {
            1
        } else {
            p.step
        };
        ap.push(vec![step, p.num as i64]);
    }
    if ap.len() == 1 {
        ap.push(vec![1, 1]);
    }
    physical_ap(
        &t.address.name,
        t.dtype,
        ap,
        a.parOffset * row + a.freeOffset,
    )
}

/// `BirAccessPattern`: verbatim (docs/bir-json-format.md, G5); dynamic offsets have no static form.
fn bir_pattern(a: &BirAccessPattern) -> Result<Argument, String> {
    if a.scalarOffset.is_some() || a.vectorOffset.is_some() {
        return Err(format!(
            "access to '{}' has a dynamic offset (scalarOffset/vectorOffset)",
            a.tensor.name
        ));
    }
    let ap = a
        .pattern
        .iter()
        .map(|p| vec![p.step, p.num as i64])
        .collect();
    let dtype = a.dtypeOverride.unwrap_or(a.tensor.dtype);
    Ok(physical_ap(&a.tensor.address.name, dtype, ap, a.offset))
}

/// An immediate as an `imm_value` (floats fp32, integers int32).
pub(crate) fn immediate(i: &Immediate) -> Result<Argument, String> {
    match i {
        Immediate::int { i } => Ok(imm("int32", *i as f64)),
        Immediate::float { f } => Ok(imm("float32", f32::from_bits(f.0) as f64)),
        Immediate::register { reg } => Err(format!("a register immediate (register {reg})")),
        Immediate::pointer {} => Err("a pointer immediate".into()),
    }
}

pub(crate) fn imm(dtype: &str, value: f64) -> Argument {
    Argument::ImmValue {
        dtype: dtype.into(),
        value: Float(value),
        extra: Map::new(),
    }
}

/// The numeric value of an immediate, for members typed `float`.
pub(crate) fn immediate_value(i: &Immediate) -> Result<f64, String> {
    match i {
        Immediate::int { i } => Ok(*i as f64),
        Immediate::float { f } => Ok(f32::from_bits(f.0) as f64),
        Immediate::register { reg } => Err(format!("a register immediate (register {reg})")),
        Immediate::pointer {} => Err("a pointer immediate".into()),
    }
}

/// A register operand.
pub(crate) fn register(name: &str) -> Argument {
    Argument::RegisterAccess {
        dtype: "int32".into(),
        regref: name.into(),
        extra: Map::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nki_formats::klr::{Address, Shape, Slice};

    fn tensor(name: &str, dims: &[u64]) -> TensorName {
        TensorName {
            name: name.into(),
            dtype: Dtype::float32,
            shape: Shape {
                parDim: dims[0],
                freeDims: dims[1..].to_vec(),
            },
            address: Address {
                name: name.into(),
                memory: Memory::sbuf,
                parSize: dims[0],
                freeSize: dims[1..].iter().product::<u64>() * 4,
                parOffset: None,
                freeOffset: None,
                isShared: false,
            },
            freeElements: dims[1..].iter().product(),
            parWF: Default::default(),
            freeWF: Default::default(),
            addressRotation: false,
        }
    }

    fn ap_of(arg: &Argument) -> (Vec<Vec<i64>>, u64) {
        match arg {
            Argument::PhysicalAp { ap, offset, .. } => (ap.clone(), *offset),
            other => panic!("not a physical_ap: {other:?}"),
        }
    }

    #[test]
    fn whole_tensor_is_row_major_with_partition_pair_first() {
        let t = tensor("a", &[128, 4, 512]);
        assert_eq!(
            ap_of(&whole(&t)),
            (vec![vec![2048, 128], vec![512, 4], vec![1, 512]], 0)
        );
    }

    #[test]
    fn slices_and_coordinates() {
        let slice = |l, u, step| Index::slice {
            slice: Slice {
                l,
                u,
                step,
                wf: Default::default(),
            },
        };
        let a = AccessBasic {
            tensor: tensor("a", &[128, 8, 512]),
            indexes: vec![slice(0, 64, 1), Index::coord { e: 3 }, slice(128, 512, 2)],
            lenWF: Default::default(),
        };
        let (ap, offset) = ap_of(&basic(&a).unwrap());
        assert_eq!(ap, vec![vec![4096, 64], vec![2, 192]]);
        assert_eq!(offset, 3 * 512 + 128);
        let bad = AccessBasic {
            indexes: vec![slice(0, 1, 1)],
            ..a
        };
        assert!(basic(&bad).is_err());
    }

    #[test]
    fn pattern_gets_its_partition_pair_once() {
        let t = tensor("a", &[128, 512]);
        let legacy = AccessPattern {
            tensor: t.clone(),
            parNum: 128,
            pattern: vec![APPair {
                step: 0,
                num: 512,
                offset: 0,
            }],
            parOffset: 0,
            freeOffset: 0,
            fixedAxis: vec![],
        };
        assert_eq!(
            ap_of(&pattern(&legacy)).0,
            vec![vec![512, 128], vec![1, 512]]
        );
        let head = AccessPattern {
            pattern: vec![
                APPair {
                    step: 512,
                    num: 128,
                    offset: 0,
                },
                APPair {
                    step: 2,
                    num: 256,
                    offset: 0,
                },
            ],
            parOffset: 1,
            freeOffset: 3,
            ..legacy
        };
        assert_eq!(
            ap_of(&pattern(&head)),
            (vec![vec![512, 128], vec![2, 256]], 515)
        );
    }
}
