//! Files a pass writes besides the output (const-file copies into an
//! artifact directory), held back until the whole run has succeeded, so
//! that a failed run — in that pass or in a later one — leaves those
//! directories as they were (docs/reliability.md, round 2).
//!
//! `nki-opt` opens a staging area ([`begin`]) before any pass runs. A copy
//! then goes into a temporary file with no name (`O_TMPFILE`, a named
//! `.nki-out-*` removed on drop where the file system lacks it) in the
//! nearest existing directory on the target's path; [`commit`] creates the
//! missing directories and links each file into place, [`discard`] drops
//! them. Without a staging area (the passes loaded into `mlir-opt` as a
//! plugin, or called as a library) a copy is made at once, as before.

use crate::io::Temporary;
use std::{
    fs, io,
    path::{Path, PathBuf},
    sync::{Mutex, MutexGuard},
};

struct Staged {
    file: Temporary,
    target: PathBuf,
}

/// `None` while nothing stages (copies are made at once).
static AREA: Mutex<Option<Vec<Staged>>> = Mutex::new(None);

fn area() -> MutexGuard<'static, Option<Vec<Staged>>> {
    // A poisoned lock still holds good data.
    AREA.lock().unwrap_or_else(|p| p.into_inner())
}

/// From now on, copies are staged until [`commit`] or [`discard`].
pub fn begin() {
    area().get_or_insert_with(Vec::new);
}

/// How many copies are staged: a mark for [`discard_since`].
pub fn mark() -> usize {
    area().as_ref().map_or(0, Vec::len)
}

/// Drops the copies staged after `mark` (those of a failed run of the
/// pipeline, when one input holds several).
pub fn discard_since(mark: usize) {
    if let Some(staged) = area().as_mut() {
        staged.truncate(mark);
    }
}

/// Drops every staged copy and stops staging.
pub fn discard() {
    area().take();
}

/// Copies `source` to `target`: staged when a staging area is open, else
/// now (the target's directories are created). `source` must be a regular
/// file (the caller checks it without blocking).
pub fn copy(source: &Path, target: &Path) -> io::Result<()> {
    let mut area = area();
    let Some(staged) = area.as_mut() else {
        if let Some(parent) = target.parent() {
            fs::create_dir_all(parent)?;
        }
        return fs::copy(source, target).map(|_| ());
    };
    let dir = existing_ancestor(target.parent().unwrap_or(Path::new(".")));
    let mut file = Temporary::create(&dir, None)?;
    io::copy(&mut fs::File::open(source)?, &mut file)?;
    staged.push(Staged {
        file,
        target: target.to_owned(),
    });
    Ok(())
}

/// Puts every staged copy in place (creating the directories it needs), in
/// the order staged, and stops staging. The first failure is returned as
/// `target: error`; the copies after it are dropped.
pub fn commit() -> Result<(), String> {
    let Some(staged) = area().take() else {
        return Ok(());
    };
    for Staged { file, target } in staged {
        let put = || -> io::Result<()> {
            if let Some(parent) = target.parent() {
                fs::create_dir_all(parent)?;
            }
            file.persist(&target)
        };
        put().map_err(|e| {
            format!(
                "{}: error: could not write artifact: {e}",
                crate::diagnostics::escape_control(&target.display().to_string())
            )
        })?;
    }
    Ok(())
}

/// The nearest directory entry on `path`'s way up that exists (`path`
/// itself when it does): where a staged file can live until its directories
/// are created. `.` for a relative path none of whose parts exist.
pub fn existing_ancestor(path: &Path) -> PathBuf {
    let mut current = path;
    loop {
        if current.as_os_str().is_empty() {
            return PathBuf::from(".");
        }
        if fs::symlink_metadata(current).is_ok() {
            return current.to_path_buf();
        }
        match current.parent() {
            Some(parent) => current = parent,
            None => return current.to_path_buf(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One test (the area is process-wide): nothing appears before the
    /// commit, a discarded copy never appears, and a committed one does,
    /// with its directories.
    #[test]
    fn copies_appear_only_at_the_commit() {
        let dir = tempfile::tempdir().unwrap();
        let source = dir.path().join("w.bin");
        fs::write(&source, b"weights").unwrap();
        let art = dir.path().join("art");
        begin();
        copy(&source, &art.join("a/b/kept.bin")).unwrap();
        let mark = mark();
        copy(&source, &art.join("a/dropped.bin")).unwrap();
        discard_since(mark);
        assert!(!art.exists(), "nothing is created before the commit");
        commit().unwrap();
        assert_eq!(fs::read(art.join("a/b/kept.bin")).unwrap(), b"weights");
        assert!(!art.join("a/dropped.bin").exists());
        let names: Vec<_> = fs::read_dir(dir.path()).unwrap().collect();
        assert_eq!(names.len(), 2, "no temporary is left beside the copies");
        // Not staging: copied at once.
        copy(&source, &art.join("now.bin")).unwrap();
        assert!(art.join("now.bin").exists());
        begin();
        copy(&source, &art.join("never.bin")).unwrap();
        discard();
        assert!(!art.join("never.bin").exists());
    }
}
