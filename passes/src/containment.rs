//! Paths named by an input (a const file of a kernel, a library kernel or
//! an `index.json` entry) that must stay inside a directory: first checked
//! lexically (no absolute path, no `..` past the top), then with every
//! symbolic link resolved, so neither a name nor a link leads out. Shared by
//! translate-nki-ast-to-bir's const files and inline-bir-kernel's library.

use std::path::{Component, Path};

/// Where a relative path leads, lexically (no symlinks followed).
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Containment {
    Inside,
    Absolute,
    /// `..` past the top of the directory.
    Escapes,
}

pub(crate) fn containment(path: &Path) -> Containment {
    if path.has_root() || path.is_absolute() {
        return Containment::Absolute;
    }
    let mut depth = 0usize;
    for component in path.components() {
        match component {
            Component::Normal(_) => depth += 1,
            Component::CurDir => {}
            Component::ParentDir if depth > 0 => depth -= 1,
            Component::ParentDir => return Containment::Escapes,
            Component::RootDir | Component::Prefix(_) => return Containment::Absolute,
        }
    }
    Containment::Inside
}

/// Fails unless `path`, with every symbolic link resolved, is inside `root`.
pub(crate) fn inside(path: &Path, root: &Path) -> std::io::Result<()> {
    let (resolved, root) = (path.canonicalize()?, root.canonicalize()?);
    if resolved.starts_with(&root) {
        Ok(())
    } else {
        Err(std::io::Error::other(format!(
            "{} is outside {} (through a symbolic link)",
            resolved.display(),
            root.display()
        )))
    }
}

#[cfg(test)]
mod tests {
    use super::{containment, inside, Containment};
    use std::path::Path;

    #[test]
    fn paths_must_stay_in_their_directory() {
        let c = |p: &str| containment(Path::new(p));
        assert_eq!(c("w.bin"), Containment::Inside);
        assert_eq!(c("data/./w.bin"), Containment::Inside);
        assert_eq!(c("data/../w.bin"), Containment::Inside);
        assert_eq!(c("/etc/hostname"), Containment::Absolute);
        assert_eq!(c("../w.bin"), Containment::Escapes);
        assert_eq!(c("data/../../w.bin"), Containment::Escapes);
    }

    #[test]
    fn links_out_of_the_directory_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("lib");
        std::fs::create_dir(&root).unwrap();
        std::fs::write(dir.path().join("outside"), b"").unwrap();
        std::os::unix::fs::symlink("../outside", root.join("link")).unwrap();
        std::fs::write(root.join("plain"), b"").unwrap();
        assert!(inside(&root.join("plain"), &root).is_ok());
        let e = inside(&root.join("link"), &root).unwrap_err().to_string();
        assert!(e.ends_with("(through a symbolic link)"), "{e}");
    }
}
