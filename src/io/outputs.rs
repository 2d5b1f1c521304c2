//! Several outputs of one run committed together, all or nothing (the
//! `.npy` files of `nki-run`). Every target is opened, and so checked,
//! before the run does its work: a target that cannot be written, two
//! targets that are one file, or a target that is one of the run's inputs
//! fails the run before anything is computed. Each output is then written
//! like any [`Output`] (an unnamed temporary beside a regular file; devices,
//! pipes and stdout spooled and written in place), and [`OutputSet::commit`]
//! puts them in place: files first, each file it replaces kept under a
//! hidden name until the last one is in place, so a failure part way puts
//! back what was there (and removes the directories it made); devices and
//! stdout last, since what is written to them cannot be taken back.

use super::{check_output_is_not_input, escape_control, Output, Sink, Spool, Temporary};
use std::{
    fs, io,
    path::{Component, Path, PathBuf},
};

/// One output of a set: its path (`-` for stdout), and whether directories
/// missing on the way to it are made at the commit (`--output-dir`).
#[derive(Clone, Copy, Debug)]
pub struct Target<'a> {
    pub path: &'a str,
    pub create_dirs: bool,
}

/// The outputs of one run, opened together and committed together.
pub struct OutputSet {
    outputs: Vec<Output>,
}

/// What makes two targets one file.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Identity {
    Stdout,
    /// An existing file (links followed).
    Inode(u64, u64),
    /// A file yet to be made: the resolved directory that exists, and the
    /// rest of the path.
    Path(PathBuf),
}

fn is_stdout(path: &str) -> bool {
    path == "-" || ["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"].contains(&path)
}

/// The identity of `path`, or `None` for a character device (`/dev/null`
/// may take several outputs).
fn identity(path: &str) -> Option<Identity> {
    use std::os::unix::fs::{FileTypeExt, MetadataExt};
    if is_stdout(path) {
        return Some(Identity::Stdout);
    }
    if let Ok(meta) = fs::metadata(path) {
        if meta.file_type().is_char_device() {
            return None;
        }
        return Some(Identity::Inode(meta.dev(), meta.ino()));
    }
    let path = Path::new(path);
    let base = crate::staging::existing_ancestor(path);
    let mut resolved = fs::canonicalize(&base).unwrap_or_else(|_| base.clone());
    for part in path.strip_prefix(&base).unwrap_or(path).components() {
        match part {
            Component::ParentDir => {
                resolved.pop();
            }
            Component::Normal(name) => resolved.push(name),
            _ => {}
        }
    }
    Some(Identity::Path(resolved))
}

impl OutputSet {
    /// Opens every target (in order): each must be writable, none may be
    /// the same file as another target or as one of `inputs` (files the
    /// run reads).
    pub fn open(targets: &[Target<'_>], inputs: &[&str]) -> Result<OutputSet, String> {
        let mut seen: Vec<(Identity, &str)> = Vec::new();
        let mut outputs = Vec::with_capacity(targets.len());
        for target in targets {
            for input in inputs {
                check_output_is_not_input(input, target.path)?;
            }
            if let Some(id) = identity(target.path) {
                if let Some((_, first)) = seen.iter().find(|(other, _)| *other == id) {
                    return Err(format!(
                        "{}: error: could not write output file: it is also the output file {}",
                        escape_control(target.path),
                        escape_control(first)
                    ));
                }
                seen.push((id, target.path));
            }
            outputs.push(Output::open_target(target.path, target.create_dirs)?);
        }
        Ok(OutputSet { outputs })
    }

    /// The `i`th output, in the order of the targets.
    pub fn output(&mut self, i: usize) -> &mut Output {
        &mut self.outputs[i]
    }

    /// Puts every output in place, or none: the first error is returned
    /// and what the set had put in place is taken back.
    pub fn commit(self) -> Result<(), String> {
        // Every temporary written out, every write error reported, before
        // anything is put in place.
        let mut files = Vec::new();
        let mut spooled = Vec::new();
        for output in self.outputs {
            let path = output.path;
            if let Some(e) = output.error {
                return Err(match output.sink {
                    Sink::Spooled { device: None, .. } => super::stdout_error(&e),
                    _ => Output::file_error(&path, &e),
                });
            }
            match output.sink {
                Sink::File {
                    tmp,
                    target,
                    create_dirs,
                } => {
                    let tmp = tmp
                        .into_inner()
                        .map_err(|e| Output::file_error(&path, &e.into_error()))?;
                    files.push((path, tmp, target, create_dirs));
                }
                Sink::Spooled { device, spool } => spooled.push((path, device, spool)),
            }
        }
        let mut placed = Placed::default();
        for (path, tmp, target, create_dirs) in files {
            if let Err(e) = placed.put(tmp, &target, create_dirs) {
                placed.take_back();
                return Err(Output::file_error(&path, &e));
            }
        }
        for (path, device, spool) in spooled {
            if let Err(message) = write_spooled(&path, device, spool) {
                placed.take_back();
                return Err(message);
            }
        }
        placed.keep();
        Ok(())
    }
}

/// Writes a spooled output to stdout or its device.
fn write_spooled(path: &str, device: Option<PathBuf>, spool: Spool) -> Result<(), String> {
    match device {
        None => spool
            .copy_to(&mut io::stdout().lock())
            .map_err(|e| super::stdout_error(&e)),
        Some(device) => {
            let fail = |e: io::Error| Output::file_error(path, &e);
            let mut file = fs::OpenOptions::new()
                .append(true)
                .open(&device)
                .map_err(fail)?;
            spool.copy_to(&mut file).map_err(fail)
        }
    }
}

/// The files a commit has put in place so far, with what they replaced
/// and the directories it made, so that a failure can take them back.
#[derive(Default)]
struct Placed {
    /// Each target, and the hidden name of the file it replaced.
    files: Vec<(PathBuf, Option<PathBuf>)>,
    /// Directories made, outermost first.
    dirs: Vec<PathBuf>,
}

impl Placed {
    fn put(&mut self, tmp: Temporary, target: &Path, create_dirs: bool) -> io::Result<()> {
        if create_dirs {
            if let Some(parent) = target.parent().filter(|p| !p.as_os_str().is_empty()) {
                self.make_dirs(parent)?;
            }
        }
        let kept = match fs::symlink_metadata(target) {
            Ok(_) => Some(keep_aside(target)?),
            Err(_) => None,
        };
        if let Err(e) = tmp.persist(target) {
            if let Some(kept) = kept {
                let _ = fs::remove_file(kept);
            }
            return Err(e);
        }
        self.files.push((target.to_path_buf(), kept));
        Ok(())
    }

    /// Makes `dir` and the directories above it that are missing,
    /// noting each.
    fn make_dirs(&mut self, dir: &Path) -> io::Result<()> {
        let mut missing = Vec::new();
        let mut current = dir;
        while fs::symlink_metadata(current).is_err() {
            missing.push(current.to_path_buf());
            match current.parent() {
                Some(parent) if !parent.as_os_str().is_empty() => current = parent,
                _ => break,
            }
        }
        for dir in missing.into_iter().rev() {
            fs::create_dir(&dir)?;
            self.dirs.push(dir);
        }
        Ok(())
    }

    /// Puts back what was there before the commit.
    fn take_back(self) {
        for (target, kept) in self.files.into_iter().rev() {
            match kept {
                Some(kept) => {
                    let _ = fs::rename(kept, &target);
                }
                None => {
                    let _ = fs::remove_file(&target);
                }
            }
        }
        for dir in self.dirs.into_iter().rev() {
            let _ = fs::remove_dir(dir);
        }
    }

    /// The commit succeeded: the replaced files go.
    fn keep(self) {
        for kept in self.files.into_iter().filter_map(|(_, kept)| kept) {
            let _ = fs::remove_file(kept);
        }
    }
}

/// A second name for the file at `target` (a hard link beside it), under
/// which it survives being replaced until the commit is over.
fn keep_aside(target: &Path) -> io::Result<PathBuf> {
    super::at_fresh_name(target, ".replaced", |name| fs::hard_link(target, name))
}

#[cfg(test)]
mod tests {
    use super::super::tests::names;
    use super::*;
    use std::io::Write;

    fn target(path: &Path, create_dirs: bool) -> (String, bool) {
        (path.to_str().unwrap().to_owned(), create_dirs)
    }

    fn open(targets: &[(String, bool)], inputs: &[&str]) -> Result<OutputSet, String> {
        let targets: Vec<Target<'_>> = targets
            .iter()
            .map(|(path, create_dirs)| Target {
                path,
                create_dirs: *create_dirs,
            })
            .collect();
        OutputSet::open(&targets, inputs)
    }

    /// Nothing appears before the commit, everything at it, directories
    /// included; a set dropped without a commit leaves nothing.
    #[test]
    fn outputs_appear_together_at_the_commit() {
        let dir = tempfile::tempdir().unwrap();
        fs::write(dir.path().join("old"), b"old").unwrap();
        let targets = [
            target(&dir.path().join("old"), false),
            target(&dir.path().join("new/sub/a"), true),
        ];
        let mut set = open(&targets, &[]).unwrap();
        set.output(0).write_all(b"replaced").unwrap();
        set.output(1).write_all(b"made").unwrap();
        assert_eq!(names(dir.path()), ["old"]);
        set.commit().unwrap();
        assert_eq!(names(dir.path()), ["new", "old"]);
        assert_eq!(fs::read(dir.path().join("old")).unwrap(), b"replaced");
        assert_eq!(fs::read(dir.path().join("new/sub/a")).unwrap(), b"made");

        let mut set = open(&[target(&dir.path().join("other/x"), true)], &[]).unwrap();
        set.output(0).write_all(b"x").unwrap();
        drop(set);
        assert_eq!(names(dir.path()), ["new", "old"]);
    }

    /// A failure part way through the commit puts back the files already
    /// replaced and removes those and the directories already made.
    #[test]
    fn a_failed_commit_takes_back_what_it_placed() {
        let dir = tempfile::tempdir().unwrap();
        fs::write(dir.path().join("old"), b"old").unwrap();
        let targets = [
            target(&dir.path().join("old"), false),
            target(&dir.path().join("made/a"), true),
            target(&dir.path().join("late/b"), true),
        ];
        let mut set = open(&targets, &[]).unwrap();
        for i in 0..3 {
            set.output(i).write_all(b"new").unwrap();
        }
        // The third target's way is blocked after the set was opened.
        fs::write(dir.path().join("late"), b"a file, not a directory").unwrap();
        let e = set.commit().unwrap_err();
        assert!(
            e.contains("late/b: error: could not write output file"),
            "{e}"
        );
        assert_eq!(names(dir.path()), ["late", "old"]);
        assert_eq!(fs::read(dir.path().join("old")).unwrap(), b"old");
    }

    #[test]
    fn two_targets_that_are_one_file_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let a = dir.path().join("a");
        let same = dir.path().join("sub/../a");
        fs::create_dir(dir.path().join("sub")).unwrap();
        let e = open(&[target(&a, false), target(&same, false)], &[])
            .err()
            .unwrap();
        assert!(e.ends_with(&format!("it is also the output file {}", a.display())));
        // Existing files by inode, links included.
        fs::write(&a, b"").unwrap();
        std::os::unix::fs::symlink(&a, dir.path().join("link")).unwrap();
        assert!(open(
            &[target(&a, false), target(&dir.path().join("link"), false)],
            &[]
        )
        .is_err());
        // A character device may take several.
        let null = (String::from("/dev/null"), false);
        assert!(open(&[null.clone(), null], &[]).is_ok());
        // An input is never an output.
        let input = a.to_str().unwrap();
        let e = open(&[target(&dir.path().join("link"), false)], &[input])
            .err()
            .unwrap();
        assert!(e.ends_with("the output file is the input file; refusing to overwrite it"));
        assert_eq!(names(dir.path()), ["a", "link", "sub"]);
    }
}
