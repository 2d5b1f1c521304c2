//! File I/O for the tools: inputs from a file or stdin, outputs written
//! atomically (a temporary file beside the target, renamed into place) so a
//! failed run never leaves a half-written file behind.

use std::{
    fs,
    io::{self, Read, Write},
    path::PathBuf,
};

/// An input as read: its display name (as locations will name it) and bytes.
pub struct Input {
    pub name: String,
    pub bytes: Vec<u8>,
}

/// The largest input the tools read from a stream (stdin, a pipe, a device):
/// `/dev/zero` or an endless pipe fails here instead of exhausting memory. A
/// regular file is read whole, whatever its size (a million-statement module
/// is a gigabyte of text), since its size is known before reading.
pub const MAX_INPUT_BYTES: u64 = 256 << 20;

/// Reads `path`, or stdin for `-`. The error is one line naming the file.
pub fn read_input(path: &str) -> Result<Input, String> {
    if path == "-" {
        let bytes = read_bounded(io::stdin().lock(), "<stdin>", MAX_INPUT_BYTES)?;
        return Ok(Input {
            name: "<stdin>".into(),
            bytes,
        });
    }
    let meta = fs::metadata(path)
        .map_err(|e| format!("{path}: error: could not open input file: {}", describe(&e)))?;
    if meta.is_dir() {
        return Err(format!(
            "{path}: error: could not open input file: it is a directory"
        ));
    }
    let file = fs::File::open(path)
        .map_err(|e| format!("{path}: error: could not open input file: {}", describe(&e)))?;
    let limit = if meta.is_file() {
        meta.len().max(MAX_INPUT_BYTES)
    } else {
        MAX_INPUT_BYTES
    };
    let bytes = read_bounded(file, path, limit)?;
    Ok(Input {
        name: path.to_owned(),
        bytes,
    })
}

fn read_bounded(reader: impl Read, name: &str, limit: u64) -> Result<Vec<u8>, String> {
    let mut bytes = Vec::new();
    reader
        .take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("{name}: error: could not read input: {}", describe(&e)))?;
    if bytes.len() as u64 > limit {
        return Err(format!(
            "{name}: error: input is larger than {} MiB",
            limit >> 20
        ));
    }
    Ok(bytes)
}

/// The text of an input that must be UTF-8 (MLIR source), or an error at the
/// first bad byte. A NUL byte is refused too: MLIR's lexer takes it for the
/// end of the buffer and would silently ignore everything after it.
pub fn input_text(input: &Input) -> Result<&str, String> {
    let at = |offset: usize, what: &str| {
        let before = &input.bytes[..offset];
        let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
        let line_start = before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |p| p + 1);
        let column = String::from_utf8_lossy(&before[line_start..])
            .chars()
            .count()
            + 1;
        format!(
            "{}:{line}:{column}: error: {what} (byte {offset})",
            input.name
        )
    };
    let text = std::str::from_utf8(&input.bytes)
        .map_err(|e| at(e.valid_up_to(), "input is not valid UTF-8 text"))?;
    match text.find('\0') {
        Some(offset) => Err(at(offset, "input contains a NUL byte")),
        None => Ok(text),
    }
}

/// An output being written. `path` is `-` (stdout) or a file, written
/// atomically (a temporary file in the same directory, renamed over it on
/// [`Output::commit`]; dropped without a commit, it leaves nothing behind); a
/// symbolic link is followed, so the file it names is replaced and the link
/// kept. A device or a pipe (`/dev/null`, `/dev/stdout`) is written in place
/// at the commit: renaming over it would replace the device node itself (as
/// root, a plain file at `/dev/null`). A directory is an error.
///
/// A large module streams into the temporary file as it is printed, so the
/// text never has to be held in memory next to the IR.
pub struct Output {
    path: String,
    sink: Sink,
    error: Option<io::Error>,
}

enum Sink {
    /// Stdout or a device: the bytes, written at the commit.
    Memory {
        device: Option<PathBuf>,
        bytes: Vec<u8>,
    },
    /// A regular file: the temporary file and the file it replaces.
    File {
        tmp: io::BufWriter<tempfile::NamedTempFile>,
        target: PathBuf,
    },
}

impl Output {
    /// Opens the output (creates the temporary file beside a regular target).
    pub fn open(path: &str) -> Result<Output, String> {
        let memory = |device| Output {
            path: path.to_owned(),
            sink: Sink::Memory {
                device,
                bytes: Vec::new(),
            },
            error: None,
        };
        if path == "-" {
            return Ok(memory(None));
        }
        let fail = |e: io::Error| Self::file_error(path, &e);
        let mut target = PathBuf::from(path);
        let mut permissions = None;
        if let Ok(meta) = fs::metadata(&target) {
            if meta.is_dir() {
                return Err(format!(
                    "{path}: error: could not write output file: it is a directory"
                ));
            }
            if !meta.is_file() {
                return Ok(memory(Some(target)));
            }
            // A link to a regular file: replace the file, keep the link.
            target = fs::canonicalize(&target).map_err(fail)?;
            permissions = Some(meta.permissions());
        }
        let dir = match target.parent() {
            Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
            _ => PathBuf::from("."),
        };
        let mut builder = tempfile::Builder::new();
        builder.prefix(".nki-out-");
        // A new file gets the usual mode (0666 less the umask), not the
        // temporary file's 0600; a replaced one keeps its own.
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            builder.permissions(fs::Permissions::from_mode(0o666));
        }
        let tmp = builder.tempfile_in(&dir).map_err(fail)?;
        if let Some(permissions) = permissions {
            tmp.as_file().set_permissions(permissions).map_err(fail)?;
        }
        Ok(Output {
            path: path.to_owned(),
            sink: Sink::File {
                tmp: io::BufWriter::with_capacity(1 << 16, tmp),
                target,
            },
            error: None,
        })
    }

    /// Appends `bytes`; a write error is kept and reported by the commit.
    pub fn write(&mut self, bytes: &[u8]) {
        if self.error.is_none() {
            if let Err(e) = self.writer().write_all(bytes) {
                self.error = Some(e);
            }
        }
    }

    /// The stream to write to (errors are the caller's to keep, see
    /// [`Output::fail`]).
    pub fn writer(&mut self) -> &mut dyn Write {
        match &mut self.sink {
            Sink::Memory { bytes, .. } => bytes,
            Sink::File { tmp, .. } => tmp,
        }
    }

    /// Records a write error met while writing through [`Output::writer`].
    pub fn fail(&mut self, e: io::Error) {
        self.error.get_or_insert(e);
    }

    /// Puts the output in place: writes stdout or the device, or renames the
    /// temporary file over the target.
    pub fn commit(self) -> Result<(), String> {
        let path = self.path;
        if let Some(e) = self.error {
            return Err(match self.sink {
                Sink::Memory { device: None, .. } => stdout_error(&e),
                _ => Self::file_error(&path, &e),
            });
        }
        match self.sink {
            Sink::Memory {
                device: None,
                bytes,
            } => {
                let mut out = io::stdout().lock();
                out.write_all(&bytes)
                    .and_then(|()| out.flush())
                    .map_err(|e| stdout_error(&e))
            }
            Sink::Memory {
                device: Some(device),
                bytes,
            } => {
                let fail = |e: io::Error| Self::file_error(&path, &e);
                let mut file = fs::OpenOptions::new()
                    .write(true)
                    .open(&device)
                    .map_err(fail)?;
                file.write_all(&bytes)
                    .and_then(|()| file.flush())
                    .map_err(fail)
            }
            Sink::File { tmp, target } => {
                let fail = |e: io::Error| Self::file_error(&path, &e);
                let tmp = tmp.into_inner().map_err(|e| fail(e.into_error()))?;
                tmp.persist(&target).map_err(|e| fail(e.error))?;
                Ok(())
            }
        }
    }

    fn file_error(path: &str, e: &io::Error) -> String {
        format!(
            "{path}: error: could not write output file: {}",
            describe(e)
        )
    }
}

/// A producer writes into the output as into any stream; the first error is
/// kept and reported by [`Output::commit`], so writes here always succeed.
impl Write for Output {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        Output::write(self, bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

fn stdout_error(e: &io::Error) -> String {
    format!("<stdout>: error: could not write output: {}", describe(e))
}

/// Refuses an output that is the input file itself (the same file through
/// any path or link): a tool must never overwrite what it reads, even
/// atomically, since a failed or partial run would then lose the only copy.
pub fn check_output_is_not_input(input: &str, output: &str) -> Result<(), String> {
    if input == "-" || output == "-" {
        return Ok(());
    }
    let (Ok(a), Ok(b)) = (fs::metadata(input), fs::metadata(output)) else {
        return Ok(());
    };
    if a.is_file() && same_file(&a, &b) {
        return Err(format!(
            "{output}: error: the output file is the input file; refusing to overwrite it"
        ));
    }
    Ok(())
}

#[cfg(unix)]
fn same_file(a: &fs::Metadata, b: &fs::Metadata) -> bool {
    use std::os::unix::fs::MetadataExt;
    a.dev() == b.dev() && a.ino() == b.ino()
}

#[cfg(not(unix))]
fn same_file(_: &fs::Metadata, _: &fs::Metadata) -> bool {
    false
}

/// An I/O error without Rust's "(os error N)" suffix.
fn describe(e: &io::Error) -> String {
    match e.kind() {
        io::ErrorKind::NotFound => "no such file or directory".into(),
        io::ErrorKind::PermissionDenied => "permission denied".into(),
        _ => {
            let text = e.to_string();
            match text.find(" (os error") {
                Some(i) => text[..i].to_owned(),
                None => text,
            }
        }
    }
}
