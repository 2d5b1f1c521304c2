//! The random-number operators (docs/klr-to-bir.md, "Random numbers"):
//! `rng` and `rand2` become `Rand`, `setRngSeed` becomes `SetRandState`.
//!
//! `Rand` names its generator, a step count and a distribution. The engines'
//! generator is an xorshift one (XORWOW), which of BIR's `LFSR`, `PCG32` and
//! `PHILOX_1` is the linear-feedback shift register kind; each element takes
//! one step. `rng` writes raw random bits (`Raw`, no parameters, truncated
//! to the destination's dtype), `rand2` uniform values between its bounds
//! (`Uniform`, `params [min, max]`) on the vector engine.

use super::operators::*;
use super::tensors::immediate_value;
use super::{KlirToBirCodegen, LowerError};
use nki_formats::bir_json::enums::{Engine, RandomAlgorithmKind, RandomDistributionKind};
use nki_formats::bir_json::inst;
use nki_formats::klr::*;

type Lowered = Result<(), LowerError>;

/// `Rand.random_algorithm` and `Rand.rand_num_steps` of the engines' generator.
const ALGORITHM: RandomAlgorithmKind = RandomAlgorithmKind::Lfsr;
const STEPS: u64 = 1;

/// A bound of `rand2`: `Rand` takes its parameters as numbers.
fn bound(o: &Operand, what: &str) -> Result<f64, LowerError> {
    match o {
        Operand::imm { i } => Ok(immediate_value(i)?),
        Operand::tile { .. } => Err(LowerError::Form(format!(
            "a tile as the {what} bound has no BIR form (Rand takes its parameters as numbers)"
        ))),
    }
}

impl KlirToBirCodegen {
    fn rand(
        &mut self,
        dst: &TensorRef,
        engine: Option<Engine>,
        distribution: RandomDistributionKind,
        params: Vec<f64>,
    ) -> Lowered {
        let dst = self.tile(dst)?.arg;
        let rand = inst::Rand::new(ALGORITHM, STEPS, distribution, params);
        self.emit(rand, engine, vec![], vec![dst]);
        Ok(())
    }

    /// `rng`: raw random bits on the payload's engine.
    pub(crate) fn rng(&mut self, op: &Rng) -> Lowered {
        self.rand(
            &op.dst,
            bir_engine(op.engine),
            RandomDistributionKind::Raw,
            vec![],
        )
    }

    /// `rand2`: uniform values in `[min, max]` on the vector engine.
    pub(crate) fn rand2(&mut self, op: &Rand2) -> Lowered {
        let params = vec![bound(&op.min, "lower")?, bound(&op.max, "upper")?];
        self.rand(
            &op.dst,
            Some(Engine::Dve),
            RandomDistributionKind::Uniform,
            params,
        )
    }

    /// `setRngSeed`: seeds the vector engine's generator from `src`.
    pub(crate) fn set_rng_seed(&mut self, op: &SetRngSeed) -> Lowered {
        let src = self.tile(&op.src)?.arg;
        let seed = inst::SetRandState::new(Engine::Dve);
        self.emit(seed, Some(Engine::Dve), vec![src], vec![]);
        Ok(())
    }
}

impl KlirToBirCodegen {
    /// `randGetState`.
    pub(super) fn lower_rand_get_state(&mut self, op: &RandGetState) -> Lowered {
        let dst = self.arg(&op.dst)?;
        let state = inst::GetRandState::new();
        self.emit(state, bir_engine(op.engine), vec![], vec![dst]);
        Ok(())
    }

    /// `randSetState`.
    pub(super) fn lower_rand_set_state(&mut self, op: &RandSetState) -> Lowered {
        let src = self.arg(&op.src)?;
        let engine = bir_engine(op.engine);
        let state = inst::SetRandState::new(engine.unwrap_or(Engine::Unassigned));
        self.emit(state, engine, vec![src], vec![]);
        Ok(())
    }
}
