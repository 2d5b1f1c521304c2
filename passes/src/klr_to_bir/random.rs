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
use nki_formats::klr::*;
use serde_json::{json, Value};

type Lowered = Result<(), LowerError>;

/// `Rand.random_algorithm` and `Rand.rand_num_steps` of the engines' generator.
const ALGORITHM: &str = "LFSR";
const STEPS: u64 = 1;

/// A bound of `rand2`: `Rand` takes its parameters as numbers.
fn bound(o: &Operand, what: &str) -> Result<Value, LowerError> {
    match o {
        Operand::imm { i } => Ok(json!(immediate_value(i)?)),
        Operand::tile { .. } => Err(LowerError::Form(format!(
            "a tile as the {what} bound has no BIR form (Rand takes its parameters as numbers)"
        ))),
    }
}

impl KlirToBirCodegen {
    fn rand(
        &mut self,
        dst: &TensorRef,
        engine: Option<&str>,
        distribution: &str,
        params: Vec<Value>,
    ) -> Lowered {
        let dst = self.tile(dst)?.arg;
        self.emit(
            "Rand",
            engine,
            vec![],
            vec![dst],
            vec![
                ("random_algorithm", json!(ALGORITHM)),
                ("rand_num_steps", json!(STEPS)),
                ("distribution", json!(distribution)),
                ("params", Value::Array(params)),
            ],
        );
        Ok(())
    }

    /// `rng`: raw random bits on the payload's engine.
    pub(crate) fn rng(&mut self, op: &Rng) -> Lowered {
        self.rand(
            &op.dst,
            super::operators::engine_name(op.engine),
            "Raw",
            vec![],
        )
    }

    /// `rand2`: uniform values in `[min, max]` on the vector engine.
    pub(crate) fn rand2(&mut self, op: &Rand2) -> Lowered {
        let params = vec![bound(&op.min, "lower")?, bound(&op.max, "upper")?];
        self.rand(&op.dst, Some("DVE"), "Uniform", params)
    }

    /// `setRngSeed`: seeds the vector engine's generator from `src`.
    pub(crate) fn set_rng_seed(&mut self, op: &SetRngSeed) -> Lowered {
        let src = self.tile(&op.src)?.arg;
        self.emit(
            "SetRandState",
            Some("DVE"),
            vec![src],
            vec![],
            vec![("rng_engine", json!("DVE"))],
        );
        Ok(())
    }
}

impl KlirToBirCodegen {
    /// `randGetState`.
    pub(super) fn lower_rand_get_state(&mut self, op: &RandGetState) -> Lowered {
        let dst = self.arg(&op.dst)?;
        self.emit(
            "GetRandState",
            engine_name(op.engine),
            vec![],
            vec![dst],
            vec![],
        );
        Ok(())
    }

    /// `randSetState`.
    pub(super) fn lower_rand_set_state(&mut self, op: &RandSetState) -> Lowered {
        let src = self.arg(&op.src)?;
        let engine = engine_name(op.engine);
        self.emit(
            "SetRandState",
            engine,
            vec![src],
            vec![],
            vec![("rng_engine", json!(engine.unwrap_or("Unassigned")))],
        );
        Ok(())
    }
}
