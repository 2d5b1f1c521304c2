//! The tensor engine: `loadStationary` with the `matMul` that consumes it,
//! `ncMatMul`, and transposes (docs/klr-to-bir.md, "Transposes").

use super::operators::*;
use super::tensors;
use super::{KlirToBirCodegen, LowerError};
use nki_formats::bir_json::{enums as bir, inst};
use nki_formats::klr::*;

/// A `Matmult` before its accumulation flags: `start_tensor_calc` (and
/// `stop_tensor_calc`) are decided after the walk (`set_accumulation_flags`).
fn matmul() -> inst::Matmult {
    inst::Matmult::new(true)
}

impl KlirToBirCodegen {
    /// `loadStationary`.
    pub(super) fn lower_load_stationary(&mut self, op: &LoadStationary) -> Lowered {
        let stationary = self.tile(&op.src)?;
        if stationary.memory != Memory::sbuf {
            return Err(LowerError::Form(format!(
                "the stationary operand '{}' must be in SBUF, it is in {}",
                stationary.name,
                stationary.memory.name()
            )));
        }
        self.stationary = Some((stationary.arg, op.isTranspose));
        Ok(())
    }

    /// `matMul`.
    pub(super) fn lower_mat_mul(&mut self, op: &MatMul) -> Lowered {
        let Some((stationary, transpose)) = self.stationary.clone() else {
            return Err(LowerError::Form(
                "no loadStationary precedes this matMul".into(),
            ));
        };
        let moving = self.tile(&op.moving)?;
        let stationary = Tile {
            arg: stationary,
            dtype: moving.dtype,
            memory: Memory::sbuf,
            name: String::new(),
        };
        let dst = self.tile(&op.dst)?;
        self.matmult(dst, stationary, moving, matmul().is_transpose(transpose))?;
        Ok(())
    }

    /// `ncMatMul`.
    pub(super) fn lower_nc_mat_mul(&mut self, op: &NcMatMul) -> Lowered {
        let (stationary, moving) = (self.tile(&op.stationary)?, self.tile(&op.moving)?);
        let mut members = matmul()
            .is_transpose(op.isTranspose)
            .is_weight_onezero(op.isStationaryOneZero)
            .is_fmap_onezero(op.isMovingZero);
        match op.perfMode {
            MatmulPerfMode::None => {}
            MatmulPerfMode::DoubleRow => {
                members = members.perf_mode(bir::MatmultPerfMode::DoubleRow)
            }
            MatmulPerfMode::DoubleRowSwInterleave => {
                return Err(LowerError::Form(
                    "perf mode DoubleRowSwInterleave has no BIR counterpart".into(),
                ))
            }
        }
        if let [row, column] = op.tilePosition[..] {
            members = members.tile_position((row as i64, column as i64));
        }
        if let [rows, columns] = op.tileSize[..] {
            members = members.tile_size((rows as i64, columns as i64));
        }
        let dst = self.tile(&op.dst)?;
        self.matmult(dst, stationary, moving, members)?;
        Ok(())
    }

    pub(super) fn matmult(
        &mut self,
        dst: Tile,
        stationary: Tile,
        moving: Tile,
        members: inst::Matmult,
    ) -> Lowered {
        if dst.memory != Memory::psum {
            return Err(LowerError::Form(format!(
                "the matmul destination '{}' must be in PSUM, it is in {}",
                dst.name,
                dst.memory.name()
            )));
        }
        for (role, t) in [("stationary", &stationary), ("moving", &moving)] {
            if t.memory != Memory::sbuf {
                return Err(LowerError::Form(format!(
                    "the matmul {role} operand '{}' must be in SBUF, it is in {}",
                    t.name,
                    t.memory.name()
                )));
            }
        }
        let ins = vec![stationary.arg, moving.arg];
        self.emit(members, None, ins, vec![dst.arg]);
        Ok(())
    }

    /// A transpose runs where the hardware can do it (docs/klr-to-bir.md,
    /// "Transposes"): on the vector engine (`StreamTranspose`, SBUF or PSUM
    /// to SBUF or PSUM) when it is asked for (`engine = dve`), or, with no
    /// engine named, for an fp32 tile within the vector engine's block; on
    /// the tensor engine otherwise, as a matmul against the dtype's identity
    /// (`out[m, n] = Σ_k src[k, m]·I[k, n] = src[n, m]`: the source is the
    /// stationary operand, the identity the moving one). A matmul writes
    /// PSUM, so an SBUF destination gets its result through a compiler-
    /// generated PSUM tile and a copy.
    pub(super) fn transpose(&mut self, op: &Transpose, pos: &Pos) -> Lowered {
        let (dst, src) = (self.tile(&op.dst)?, self.tile(&op.src)?);
        let (rows, columns) = (partitions(&src.arg), free_elements(&src.arg));
        let block = self.arch.vector_transpose_block as i64;
        let fits_vector = rows <= block && columns <= block;
        let on_vector = match op.engine {
            Engine::dve if !fits_vector => {
                return Err(LowerError::Form(format!(
                "the vector engine transposes at most {block}x{block}, '{}' is {rows}x{columns}",
                src.name
            )))
            }
            Engine::dve => true,
            Engine::pe => false,
            Engine::unassigned => src.dtype == Dtype::float32 && fits_vector,
            other => {
                return Err(LowerError::Form(format!(
                    "a transpose runs on the tensor engine (pe) or the vector engine (dve), not {}",
                    other.name()
                )))
            }
        };
        if on_vector {
            let transpose = inst::StreamTranspose::new();
            self.emit(
                transpose,
                Some(bir::Engine::Dve),
                vec![src.arg],
                vec![dst.arg],
            );
            return Ok(());
        }
        let pe_columns = self.arch.pe_columns as i64;
        if columns > pe_columns {
            return Err(LowerError::Form(format!(
                "a tensor-engine transpose takes at most {pe_columns} elements per partition, '{}' has {columns}",
                src.name
            )));
        }
        // The moving operand contracts over the source's partitions: the
        // identity's top-left rows × rows corner.
        let identity = self.identity_matrix(src.dtype, pos);
        let n = self.arch.partitions as i64;
        let moving = Tile {
            arg: tensors::physical_ap(&identity, src.dtype, vec![vec![n, rows], vec![1, rows]], 0),
            dtype: src.dtype,
            memory: Memory::sbuf,
            name: identity,
        };
        let transposed = matmul().is_transpose(true);
        if dst.memory == Memory::psum {
            return self.matmult(dst, src, moving, transposed);
        }
        // Through PSUM: the matmul writes a [columns, rows] corner of the
        // tile, the copy moves it to the destination.
        let dtype = src.dtype;
        let tile = self.transpose_psum_tile(dtype);
        let width = self.arch.pe_columns as i64;
        let corner =
            || tensors::physical_ap(&tile, dtype, vec![vec![width, columns], vec![1, rows]], 0);
        let through = Tile {
            arg: corner(),
            dtype,
            memory: Memory::psum,
            name: tile.clone(),
        };
        self.matmult(through, src, moving, transposed)?;
        self.emit(inst::TensorCopy::new(), None, vec![corner()], vec![dst.arg]);
        Ok(())
    }
}
