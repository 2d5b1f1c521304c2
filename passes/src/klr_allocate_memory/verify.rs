//! The allocation verifier: what any allocation of a kernel must satisfy,
//! checked from the addresses alone with the allocator's own liveness, so it
//! can judge an allocation made by anyone (the pass runs it on every output;
//! the tests run it on the bump-allocated fixtures too).
//!
//! Rules, per core:
//! 1. every SBUF/PSUM tensor has both offsets, and every occurrence of a
//!    name has the same ones (kernel tensor lists included);
//! 2. it lies within the arch: `parOffset + parSize` ≤ partitions,
//!    `freeOffset + freeSize` ≤ the memory's bytes per partition;
//! 3. SBUF offsets are multiples of the arch's alignment;
//! 4. a PSUM matmul destination that fits in a bank lies in one bank; a
//!    larger one starts on a bank boundary;
//! 5. two tensors live at the same statement do not overlap (partitions and
//!    bytes);
//! 6. two PSUM accumulation tiles live at the same statement use different
//!    banks.

use super::allocate::pool;
use super::liveness::{self, BodyBuffers, Buffer, Space};
use nki_formats::arch::Arch;
use nki_formats::klr::LncKernel;

/// `Ok` when the kernel's allocation obeys every rule above; otherwise the
/// first violation, naming the core and the tensors.
pub fn verify_allocation(kernel: &LncKernel, arch: &Arch) -> Result<(), String> {
    let kernel_level = liveness::kernel_level_names(kernel);
    for core in 0..kernel.bodies.len() {
        let body = liveness::body_buffers(kernel, core, &kernel_level)
            .map_err(|e| format!("core {core}: {e}"))?;
        verify_core(&body, arch).map_err(|e| format!("core {core}: {e}"))?;
    }
    Ok(())
}

struct Placed<'b> {
    buffer: &'b Buffer,
    par: u64,
    free: u64,
}

fn verify_core(body: &BodyBuffers, arch: &Arch) -> Result<(), String> {
    let buffers = &body.buffers;
    let mut placed = Vec::with_capacity(buffers.len());
    for buffer in buffers {
        let name = &buffer.name;
        let space = buffer.space.label();
        let Some((par, free)) = buffer.offsets else {
            return Err(format!("tensor '{name}' ({space}) has no address"));
        };
        let capacity = pool(arch, buffer.space).capacity;
        if par + buffer.partitions > arch.partitions {
            return Err(format!(
                "tensor '{name}' ({space}) spans partitions {par}..{} past the arch's {}",
                par + buffer.partitions,
                arch.partitions
            ));
        }
        if free + buffer.bytes > capacity {
            return Err(format!(
                "tensor '{name}' ({space}) spans bytes {free}..{} past the capacity of {capacity} bytes per partition",
                free + buffer.bytes
            ));
        }
        match buffer.space {
            Space::Sbuf if free % arch.sbuf_alignment != 0 => {
                return Err(format!(
                    "tensor '{name}' (SBUF) at byte {free} is not aligned to {} bytes",
                    arch.sbuf_alignment
                ));
            }
            Space::Psum if buffer.accumulation => {
                let bank = arch.psum_bank_bytes;
                let straddles = if buffer.bytes <= bank {
                    buffer.bytes > 0 && free / bank != (free + buffer.bytes - 1) / bank
                } else {
                    free % bank != 0
                };
                if straddles {
                    return Err(format!(
                        "matmul destination '{name}' (PSUM bytes {free}..{}) straddles a {bank}-byte bank boundary",
                        free + buffer.bytes
                    ));
                }
            }
            _ => {}
        }
        placed.push(Placed { buffer, par, free });
    }
    placed.sort_by_key(|p| (p.buffer.live.start, p.buffer.live.end));
    for (i, a) in placed.iter().enumerate() {
        for b in &placed[i + 1..] {
            if b.buffer.live.start > a.buffer.live.end {
                break;
            }
            if a.buffer.space != b.buffer.space || !a.buffer.live.overlaps(&b.buffer.live) {
                continue;
            }
            let both = || {
                format!(
                    "while both are live at {}",
                    body.describe(b.buffer.live.start)
                )
            };
            let partitions =
                a.par < b.par + b.buffer.partitions && b.par < a.par + a.buffer.partitions;
            let bytes = a.free < b.free + b.buffer.bytes && b.free < a.free + a.buffer.bytes;
            if partitions && bytes {
                return Err(format!(
                    "tensors '{}' and '{}' overlap in {} {}",
                    a.buffer.name,
                    b.buffer.name,
                    a.buffer.space.label(),
                    both()
                ));
            }
            if a.buffer.space == Space::Psum && a.buffer.accumulation && b.buffer.accumulation {
                let bank = arch.psum_bank_bytes;
                let banks =
                    |p: &Placed| (p.free / bank, (p.free + p.buffer.bytes.max(1) - 1) / bank);
                let (a0, a1) = banks(a);
                let (b0, b1) = banks(b);
                if a0 <= b1 && b0 <= a1 {
                    return Err(format!(
                        "accumulation tiles '{}' and '{}' share PSUM bank {} {}",
                        a.buffer.name,
                        b.buffer.name,
                        a0.max(b0),
                        both()
                    ));
                }
            }
        }
    }
    Ok(())
}
