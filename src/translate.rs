//! The translations `nki-translate` offers, as Rust declares them: the mode
//! flag, a summary, what the mode reads and writes, and its options. The
//! tool registers each in MLIR's translation registry (tools/shim), so the
//! flags, `--split-input-file` and `--verify-diagnostics` are MLIR's.

use crate::{emit::MlirFormat, io::Input};
use melior::ir::Module;
use std::io::Write;

/// A translation's outcome: the output was written, or the one-line error
/// it reports (empty when it was printed as a diagnostic already).
pub type TranslateResult = Result<(), String>;

/// How a translation takes its input.
#[derive(Clone, Copy)]
pub enum TranslateFn {
    /// The file as it is (a `.klr` kernel, BIR JSON, or anything the mode
    /// tells apart by content).
    Input(fn(&Input, &ModeOptions, &mut dyn Write) -> TranslateResult),
    /// MLIR, parsed and verified by MLIR before the mode runs; the name is
    /// the input's, for the mode's own errors.
    Module(fn(&Module<'_>, &str, &ModeOptions, &mut dyn Write) -> TranslateResult),
}

/// One mode of `nki-translate`.
pub struct Translation {
    /// The flag without dashes, e.g. `import-klr`.
    pub flag: &'static str,
    pub summary: &'static str,
    /// Converts the input, writing the output as it is produced (into a
    /// temporary file committed only on success).
    pub run: TranslateFn,
    /// The mode's own options (`--name=value`) and their allowed values.
    pub options: &'static [ModeOption],
    /// The mode writes MLIR, so `--emit-bytecode` applies to it.
    pub writes_mlir: bool,
}

/// An option of one mode, e.g. `--memory-map-format=svg`.
pub struct ModeOption {
    pub name: &'static str,
    pub values: &'static [&'static str],
    pub default: &'static str,
    pub summary: &'static str,
}

/// The values of the chosen mode's options (defaults filled in), and the
/// form of MLIR it writes.
#[derive(Clone, Debug, Default)]
pub struct ModeOptions {
    pub values: Vec<(&'static str, String)>,
    /// Text, or bytecode under `--emit-bytecode` (modes that write MLIR).
    pub format: MlirFormat,
}

impl ModeOptions {
    /// The value of option `name` (its default when not given).
    pub fn get(&self, name: &str) -> &str {
        self.values
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
            .unwrap_or("")
    }
}
