//! Synchronisation: `coreBarrier`.

use super::operators::*;
use super::{KlirToBirCodegen, LowerError};
use nki_formats::klr::*;
use serde_json::{json, Value};

impl KlirToBirCodegen {
    /// `coreBarrier`.
    pub(super) fn lower_core_barrier(&mut self, op: &CoreBarrier) -> Lowered {
        let data = self.arg(&op.data)?;
        let cores = op
            .cores
            .iter()
            .map(|&c| u64::try_from(c).map(|c| json!(c)))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|_| LowerError::Form("a negative core index".into()))?;
        let id = self.barrier_count;
        self.barrier_count += 1;
        self.emit(
            "CoreBarrier",
            engine_name(op.engine),
            vec![data],
            vec![],
            vec![("id", json!(id)), ("cores", Value::Array(cores))],
        );
        Ok(())
    }
}
