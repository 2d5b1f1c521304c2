//! Files a carrier points at: resolving `klir_binary` (docs/architecture.md §6) and
//! localizing `Const` tensors' data files into the artifact directory
//! (`copyConstFileToArtifact`).

use super::Carrier;
use crate::containment::{containment, inside, Containment};
use melior::ir::operation::OperationLike;
use nki::{diagnostics::resolve_location, pass::PassFailure};
use std::path::{Path, PathBuf};

/// Where the kernel file of `carrier` may be, in order: an absolute
/// `klir_binary` as is; a relative one against the directory of the file
/// being compiled (from the carrier's location), then the working directory.
/// Read from the IR, so that [`find`] can run on any thread.
pub(crate) fn candidates(carrier: &Carrier<'_, '_>) -> Vec<PathBuf> {
    let written = Path::new(&carrier.klir_binary);
    let mut candidates = Vec::new();
    if written.is_relative() {
        if let Some(dir) = source_dir(carrier) {
            candidates.push(dir.join(written));
        }
    }
    candidates.push(written.to_path_buf());
    candidates
}

/// The first of `candidates` that is a file; missing everywhere: the error
/// `fail to locate KLIR artifact: <path>` for the carrier.
pub(crate) fn find(candidates: &[PathBuf], klir_binary: &str) -> Result<PathBuf, String> {
    candidates
        .iter()
        .find(|p| p.is_file())
        .cloned()
        .ok_or_else(|| format!("fail to locate KLIR artifact: {klir_binary}"))
}

/// The directory of the file the carrier was parsed from, when it exists.
fn source_dir(carrier: &Carrier<'_, '_>) -> Option<PathBuf> {
    let file = resolve_location(carrier.op.location())?.file;
    let dir = Path::new(&file).parent()?;
    (!dir.as_os_str().is_empty() && dir.is_dir()).then(|| dir.to_path_buf())
}

/// Copies a `Const` tensor's `file` (relative to `kernel_dir`) to
/// `artifact_dir/<file>` (staged by `nki-opt` until the run succeeds,
/// [`nki::staging`]) and returns the copy's path. Refuses absolute paths
/// and paths that leave the kernel's directory.
pub(crate) fn copy_const_file(
    carrier: &Carrier<'_, '_>,
    tensor: &str,
    file: &str,
    kernel_dir: &Path,
    artifact_dir: &Path,
) -> Result<String, PassFailure> {
    let path = Path::new(file);
    match containment(path) {
        Containment::Inside => {}
        Containment::Absolute => {
            return Err(carrier.error(&format!(
                "const file '{file}' of tensor '{tensor}' is an absolute path; it must be relative to the kernel's directory"
            )))
        }
        Containment::Escapes => {
            return Err(carrier.error(&format!(
                "const file '{file}' of tensor '{tensor}' leaves the kernel's directory"
            )))
        }
    }
    let source = kernel_dir.join(path);
    let target = artifact_dir.join(path);
    let copy = || -> std::io::Result<()> {
        // Lexical containment is not enough: a symbolic link on either side
        // may still lead out of the directory.
        inside(&source, kernel_dir)?;
        // The directories the copy needs are made only when the run
        // succeeds (`nki::staging`); those that exist may not lead out.
        if let Some(parent) = target.parent() {
            if artifact_dir.exists() {
                inside(&nki::staging::existing_ancestor(parent), artifact_dir)?;
            }
        }
        if std::fs::symlink_metadata(&target).is_ok_and(|m| m.file_type().is_symlink()) {
            return Err(std::io::Error::other("the target is a symbolic link"));
        }
        // The artifact directory may be the kernel's: copying a file onto
        // itself would truncate it.
        if target.canonicalize().ok() == Some(source.canonicalize()?) {
            return Ok(());
        }
        // A FIFO or a device would block the copy or never end it.
        if !std::fs::metadata(&source)?.is_file() {
            return Err(std::io::Error::other("not a regular file"));
        }
        // Staged: in place only once the whole pipeline has succeeded.
        nki::staging::copy(&source, &target)
    };
    copy().map_err(|e| {
        carrier.error(&format!(
            "cannot copy const file '{}' of tensor '{tensor}' to '{}': {e}",
            source.display(),
            target.display()
        ))
    })?;
    Ok(target.to_string_lossy().into_owned())
}
