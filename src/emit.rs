//! How the tools write MLIR: text, or MLIR bytecode (`--emit-bytecode`,
//! `--emit-bytecode-version=N`), as mlir-opt does. Bytecode skips printing
//! and parsing text, which is most of the time a chain of tools spends on a
//! large module; the tools read either back, told apart by content.

use crate::{
    ffi::{self, BytecodeError},
    nesting,
};
use melior::ir::operation::{OperationLike, OperationPrintingFlags};
use std::io::Write;

/// The form of MLIR a tool writes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum MlirFormat {
    #[default]
    Text,
    /// Bytecode of `version` (`None`: the newest this MLIR writes).
    Bytecode { version: Option<u32> },
}

/// The output form the flags ask for. A version without `--emit-bytecode`
/// is an error, as in mlir-opt (it would silently mean nothing).
pub fn format_from_flags(emit_bytecode: bool, version: Option<&str>) -> Result<MlirFormat, String> {
    let version = version.map(parse_version).transpose()?;
    match (emit_bytecode, version) {
        (false, None) => Ok(MlirFormat::Text),
        (false, Some(_)) => Err("--emit-bytecode-version needs --emit-bytecode".into()),
        (true, version) => Ok(MlirFormat::Bytecode { version }),
    }
}

/// A bytecode version MLIR can write: 0 to the newest.
fn parse_version(value: &str) -> Result<u32, String> {
    let newest = ffi::bytecode_current_version();
    match value.parse::<u32>() {
        Ok(version) if version <= newest => Ok(version),
        _ => Err(format!(
            "--emit-bytecode-version takes a bytecode version from 0 to {newest}, not '{value}'"
        )),
    }
}

/// Writes `op` to `out` in `format`: text with `flags`, refused when it nests
/// deeper than the tools read back ([`nesting::Guard`]), then a newline; or
/// bytecode (which carries every location, whatever `flags` say).
pub fn write_mlir<'c: 'a, 'a>(
    op: &impl OperationLike<'c, 'a>,
    format: MlirFormat,
    flags: &OperationPrintingFlags,
    out: &mut dyn Write,
) -> Result<(), BytecodeError> {
    match format {
        MlirFormat::Bytecode { version } => ffi::write_bytecode(op, version, out),
        MlirFormat::Text => {
            let mut guard = nesting::Guard::new(&mut *out);
            ffi::print_operation(op, flags, &mut guard)
                .and_then(|()| guard.finish())
                .map_err(BytecodeError::Io)?;
            out.write_all(b"\n").map_err(BytecodeError::Io)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_version_needs_emit_bytecode_and_a_known_number() {
        assert_eq!(format_from_flags(false, None), Ok(MlirFormat::Text));
        assert_eq!(
            format_from_flags(true, None),
            Ok(MlirFormat::Bytecode { version: None })
        );
        assert_eq!(
            format_from_flags(true, Some("1")),
            Ok(MlirFormat::Bytecode { version: Some(1) })
        );
        assert!(format_from_flags(false, Some("1")).is_err());
        let newest = ffi::bytecode_current_version();
        assert!(newest >= 6, "MLIR 22 writes bytecode version 6");
        assert!(format_from_flags(true, Some(&(newest + 1).to_string())).is_err());
        assert!(format_from_flags(true, Some("-1")).is_err());
        assert!(format_from_flags(true, Some("six")).is_err());
    }
}
