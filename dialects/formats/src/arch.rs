//! Per-architecture on-chip memory geometry: what the codegen's budget
//! accessors (`getSbufMaxBytes`, `getPsumMaxBankId`), the allocator and the
//! accumulation-group legalizer read. One table, so every stage agrees.
//!
//! Sources: AWS Neuron "Trainium/Inferentia2 Architecture Guide for NKI"
//! (NeuronCore-v2: 24 MiB SBUF and 2 MiB PSUM as 128 partitions; PSUM is 8
//! banks of 2 KiB per partition) and "Trainium2 Architecture Guide for NKI"
//! (NeuronCore-v3: the same partition geometry, 24 MiB SBUF, 2 MiB PSUM).
//! docs/compiler-contract.md §1.5 fixes the structural bounds (128 partitions,
//! ≥ 8 PSUM banks, an 8-bank accumulation window); docs/bir-json-format.md G21
//! fixes 2048 B as the bank size used to place KLR PSUM tensors.

/// The geometry of one NeuronCore generation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Arch {
    /// Short name used in options (`arch=trn2`).
    pub name: &'static str,
    /// Partitions of SBUF and PSUM (the PE array's rows).
    pub partitions: u64,
    /// SBUF bytes per partition (`getSbufMaxBytes`).
    pub sbuf_bytes_per_partition: u64,
    /// PSUM bytes per partition in one bank.
    pub psum_bank_bytes: u64,
    /// PSUM banks (`getPsumMaxBankId` + 1).
    pub psum_banks: u64,
    /// Alignment of SBUF placements, bytes per partition.
    pub sbuf_alignment: u64,
    /// The largest square (partitions × elements) the vector engine
    /// transposes; larger transposes need the tensor engine (NKI ISA,
    /// `nc_transpose`: 32 × 32 on the vector engine).
    pub vector_transpose_block: u64,
    /// The PE array's columns: the most elements per partition a tensor-
    /// engine transpose (a matmul's stationary operand) takes.
    pub pe_columns: u64,
}

impl Arch {
    /// PSUM bytes per partition, all banks.
    pub fn psum_bytes_per_partition(&self) -> u64 {
        self.psum_bank_bytes * self.psum_banks
    }

    /// `getPsumMaxBankId`: the highest legal bank index.
    pub fn psum_max_bank_id(&self) -> u64 {
        self.psum_banks.saturating_sub(1)
    }
}

/// Trainium (NeuronCore-v2); BIR arch `gen2`.
pub const TRN1: Arch = Arch {
    name: "trn1",
    partitions: 128,
    sbuf_bytes_per_partition: 192 * 1024,
    psum_bank_bytes: 2048,
    psum_banks: 8,
    sbuf_alignment: 64,
    vector_transpose_block: 32,
    pe_columns: 128,
};

/// Trainium2 (NeuronCore-v3); BIR arch `gen3`, the JSON default (docs/bir-json-format.md, G13).
pub const TRN2: Arch = Arch {
    name: "trn2",
    partitions: 128,
    sbuf_bytes_per_partition: 192 * 1024,
    psum_bank_bytes: 2048,
    psum_banks: 8,
    sbuf_alignment: 64,
    vector_transpose_block: 32,
    pe_columns: 128,
};

/// Every name [`lookup`] accepts, for pass options that name an architecture.
pub const NAMES: &[&str] = &["trn1", "trn2", "gen2", "gen3", "inf2"];

/// The architectures by option name or BIR `arch` string.
pub fn lookup(name: &str) -> Option<Arch> {
    match name {
        "trn1" | "gen2" | "inf2" => Some(TRN1),
        "trn2" | "gen3" => Some(TRN2),
        _ => None,
    }
}

/// The architecture a module's `arch` string names, else the default (trn2).
pub fn for_module(arch: Option<&str>) -> Arch {
    arch.and_then(lookup).unwrap_or(TRN2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_derived_values() {
        assert_eq!(lookup("gen3"), Some(TRN2));
        assert_eq!(lookup("trn1"), Some(TRN1));
        assert_eq!(lookup("gen9"), None);
        assert!(NAMES.iter().all(|name| lookup(name).is_some()));
        assert_eq!(for_module(None), TRN2);
        assert_eq!(TRN2.psum_bytes_per_partition(), 16 * 1024);
        assert_eq!(TRN2.psum_max_bank_id(), 7);
    }
}
