//! Synchronisation: `coreBarrier`.

use super::operators::*;
use super::{KlirToBirCodegen, LowerError};
use nki_formats::bir_json::inst;
use nki_formats::klr::*;

impl KlirToBirCodegen {
    /// `coreBarrier`.
    pub(super) fn lower_core_barrier(&mut self, op: &CoreBarrier) -> Lowered {
        let data = self.arg(&op.data)?;
        let cores = op
            .cores
            .iter()
            .map(|&c| u64::try_from(c))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|_| LowerError::Form("a negative core index".into()))?;
        let id = self.barrier_count;
        self.barrier_count += 1;
        let barrier = inst::CoreBarrier::new(id, cores);
        self.emit(barrier, bir_engine(op.engine), vec![data], vec![]);
        Ok(())
    }
}
