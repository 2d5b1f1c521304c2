//! File I/O for the tools: inputs from a file or stdin, outputs written
//! atomically (a temporary file beside the target, renamed into place) so a
//! failed run never leaves a half-written file behind. The temporary file
//! has no name until the commit (Linux `O_TMPFILE`), so a run killed by a
//! signal leaves nothing behind either.

use crate::{diagnostics::escape_control, ffi::os};

mod outputs;
pub use outputs::{OutputSet, Target};
use std::{
    fs,
    io::{self, Read, Write},
    path::{Path, PathBuf},
    sync::atomic::{AtomicBool, Ordering},
};

static STDIN_CLOSED: AtomicBool = AtomicBool::new(false);
static STDOUT_CLOSED: AtomicBool = AtomicBool::new(false);

/// Called first by the drivers: notes which of stdin and stdout the tool was
/// started with closed (`<&-`, `>&-`), and puts `/dev/null` on every closed
/// standard descriptor so that no file opened later takes its number. Rust
/// reads a closed stdin as empty and discards what is written to a closed
/// stdout; with this, `-` as input or output is an error instead, as in
/// mlir-opt.
pub fn guard_standard_streams() {
    for (fd, closed) in [
        (0, Some(&STDIN_CLOSED)),
        (1, Some(&STDOUT_CLOSED)),
        (2, None),
    ] {
        if os::closed_at_start(fd) || !os::fd_is_open(fd) {
            if let Some(closed) = closed {
                closed.store(true, Ordering::Relaxed);
            }
            os::park_dev_null(fd);
        }
    }
}

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

/// Reads a file a pass names (a kernel, a const file): it must be a regular
/// file, checked before it is opened, so that a FIFO or a device never
/// blocks the run or feeds it endlessly. The file is opened non-blocking
/// (a file swapped for a FIFO after the check does not block either), checked
/// again, and read up to the size it had then: a file that grows while it is
/// read, or a pseudo-file, is not read past what its size announced.
pub fn read_regular_file(path: &Path) -> io::Result<Vec<u8>> {
    use std::os::unix::fs::OpenOptionsExt;
    let not_regular = || io::Error::other("not a regular file");
    if !fs::metadata(path)?.is_file() {
        return Err(not_regular());
    }
    let file = fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK)
        .open(path)?;
    let meta = file.metadata()?;
    if !meta.is_file() {
        return Err(not_regular());
    }
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    file.take(meta.len()).read_to_end(&mut bytes)?;
    Ok(bytes)
}

/// Writes `text` to stdout (help, version, pass lists): an error when stdout
/// was closed or the write fails, rather than text silently lost.
pub fn print_stdout(text: &str) -> Result<(), String> {
    if STDOUT_CLOSED.load(Ordering::Relaxed) {
        return Err("<stdout>: error: could not write output: standard output is closed".into());
    }
    let mut out = io::stdout().lock();
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .map_err(|e| stdout_error(&e))
}

/// Reads `path`, or stdin for `-`. The error is one line naming the file.
pub fn read_input(path: &str) -> Result<Input, String> {
    if path == "-" {
        if STDIN_CLOSED.load(Ordering::Relaxed) {
            return Err("<stdin>: error: could not read input: standard input is closed".into());
        }
        let bytes = read_bounded(io::stdin().lock(), "<stdin>", MAX_INPUT_BYTES)?;
        return Ok(Input {
            name: "<stdin>".into(),
            bytes,
        });
    }
    let shown = escape_control(path);
    let meta = fs::metadata(path).map_err(|e| {
        format!(
            "{shown}: error: could not open input file: {}",
            describe(&e)
        )
    })?;
    if meta.is_dir() {
        return Err(format!(
            "{shown}: error: could not open input file: it is a directory"
        ));
    }
    let file = fs::File::open(path).map_err(|e| {
        format!(
            "{shown}: error: could not open input file: {}",
            describe(&e)
        )
    })?;
    let limit = if meta.is_file() {
        meta.len().max(MAX_INPUT_BYTES)
    } else {
        MAX_INPUT_BYTES
    };
    let bytes = read_bounded(file, &shown, limit)?;
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

/// The magic number MLIR bytecode starts with (`ML\xefR`): MLIR's parser
/// tells bytecode from text by it, and so do the tools.
pub const BYTECODE_MAGIC: &[u8] = b"ML\xefR";

/// Whether `bytes` are MLIR bytecode rather than text.
pub fn is_bytecode(bytes: &[u8]) -> bool {
    bytes.starts_with(BYTECODE_MAGIC)
}

/// MLIR input as the parser takes it: text, or bytecode (binary, so never
/// checked as text).
#[derive(Clone, Copy, Debug)]
pub enum MlirSource<'a> {
    Text(&'a str),
    Bytecode(&'a [u8]),
}

impl MlirSource<'_> {
    /// The text, or `""` for bytecode (which has no lines to quote and no
    /// `expected-*` comments).
    pub fn text(&self) -> &str {
        match self {
            MlirSource::Text(text) => text,
            MlirSource::Bytecode(_) => "",
        }
    }
}

/// An MLIR input told apart by content, as mlir-opt does: bytecode by its
/// magic number, else text that must be UTF-8 ([`input_text`]).
pub fn mlir_source(input: &Input) -> Result<MlirSource<'_>, String> {
    if is_bytecode(&input.bytes) {
        return Ok(MlirSource::Bytecode(&input.bytes));
    }
    input_text(input).map(MlirSource::Text)
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
/// text never has to be held in memory next to the IR. Stdout and devices
/// are written only at the commit, so that a failed run writes nothing
/// there either (no half document for the next program of a pipe): their
/// bytes are spooled into an unnamed temporary file (in `$TMPDIR`) rather
/// than memory, since the text can be several times the size of the IR it
/// is printed from (BIR JSON: 4x the MLIR text, 145 MB for the 100k-statement
/// benchmark kernel, which would double `--export-bir-json`'s peak RSS).
/// Where no temporary file can be made, they are held in memory.
pub struct Output {
    path: String,
    sink: Sink,
    error: Option<io::Error>,
}

enum Sink {
    /// Stdout or a device: the bytes, written at the commit.
    Spooled {
        device: Option<PathBuf>,
        spool: Spool,
    },
    /// A regular file: the temporary file and the file it replaces, and
    /// whether the directories on the way to it are created at the commit
    /// (the temporary then lives in the nearest one that exists).
    File {
        tmp: io::BufWriter<Temporary>,
        target: PathBuf,
        create_dirs: bool,
    },
}

/// Where the bytes for stdout or a device wait for the commit: a file
/// without a name (removed by the system however the run ends), or memory.
enum Spool {
    File(io::BufWriter<fs::File>),
    Memory(Vec<u8>),
}

impl Spool {
    fn new() -> Spool {
        match tempfile::tempfile() {
            Ok(file) => Spool::File(io::BufWriter::with_capacity(1 << 16, file)),
            Err(_) => Spool::Memory(Vec::new()),
        }
    }

    fn writer(&mut self) -> &mut dyn Write {
        match self {
            Spool::File(file) => file,
            Spool::Memory(bytes) => bytes,
        }
    }

    /// Copies the spooled bytes into `out`.
    fn copy_to(self, out: &mut dyn Write) -> io::Result<()> {
        match self {
            Spool::Memory(bytes) => out.write_all(&bytes)?,
            Spool::File(file) => {
                let mut file = file.into_inner().map_err(|e| e.into_error())?;
                io::Seek::rewind(&mut file)?;
                io::copy(&mut file, out)?;
            }
        }
        out.flush()
    }
}

/// The temporary file of a regular output: unnamed where the file system
/// allows (`O_TMPFILE`), else a named `.nki-out-XXXXXX` removed on drop.
pub(crate) enum Temporary {
    Anonymous(fs::File),
    Named(tempfile::NamedTempFile),
}

impl Write for Temporary {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        match self {
            Temporary::Anonymous(file) => file.write(bytes),
            Temporary::Named(file) => file.write(bytes),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        match self {
            Temporary::Anonymous(file) => file.flush(),
            Temporary::Named(file) => file.flush(),
        }
    }
}

impl Temporary {
    pub(crate) fn create(
        dir: &Path,
        permissions: Option<fs::Permissions>,
    ) -> io::Result<Temporary> {
        let tmp = match os::anonymous_file(dir, 0o666) {
            Some(file) => Temporary::Anonymous(file?),
            None => {
                let mut builder = tempfile::Builder::new();
                builder.prefix(".nki-out-");
                #[cfg(unix)]
                {
                    use std::os::unix::fs::PermissionsExt;
                    builder.permissions(fs::Permissions::from_mode(0o666));
                }
                Temporary::Named(builder.tempfile_in(dir)?)
            }
        };
        // A new file gets the usual mode (0666 less the umask, which
        // O_TMPFILE applies as O_CREAT does), a replaced one keeps its own.
        if let Some(permissions) = permissions {
            tmp.file().set_permissions(permissions)?;
        }
        Ok(tmp)
    }

    fn file(&self) -> &fs::File {
        match self {
            Temporary::Anonymous(file) => file,
            Temporary::Named(file) => file.as_file(),
        }
    }

    /// Puts the file in place of `target`: an unnamed file is linked under
    /// `target` when nothing is there, else under a fresh name beside it and
    /// renamed over it.
    pub(crate) fn persist(self, target: &Path) -> io::Result<()> {
        let file = match self {
            Temporary::Named(file) => return file.persist(target).map(|_| ()).map_err(|e| e.error),
            Temporary::Anonymous(file) => file,
        };
        match os::link_at(&file, target) {
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
            other => return other,
        }
        let name = at_fresh_name(target, "", |name| os::link_at(&file, name))?;
        fs::rename(&name, target).inspect_err(|_| {
            let _ = fs::remove_file(&name);
        })
    }
}

/// Makes a file at a fresh hidden name beside `target`
/// (`.nki-out-<pid>-<ns>-<n><suffix>`) with `make`, which must fail with
/// `AlreadyExists` when the name is taken (a link, never followed); the
/// name it made.
pub(crate) fn at_fresh_name(
    target: &Path,
    suffix: &str,
    mut make: impl FnMut(&Path) -> io::Result<()>,
) -> io::Result<PathBuf> {
    let dir = match target.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    for attempt in 0..100u32 {
        let name = dir.join(format!(
            ".nki-out-{}-{}-{attempt}{suffix}",
            std::process::id(),
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.subsec_nanos())
        ));
        match make(&name) {
            Ok(()) => return Ok(name),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
    }
    Err(io::Error::from(io::ErrorKind::AlreadyExists))
}

/// Whether `path` names a device or process file however it is reached
/// (`/dev/stdout` is a link to `/proc/self/fd/1`, which leads to whatever
/// stdout is, a regular file included): such a target is written in place,
/// never replaced by a rename.
fn is_special_path(path: &Path) -> bool {
    let special = |p: &Path| p.starts_with("/dev") || p.starts_with("/proc");
    if special(path) {
        return true;
    }
    let mut current = path.to_path_buf();
    for _ in 0..40 {
        match fs::read_link(&current) {
            Ok(next) => {
                let next = match current.parent() {
                    Some(parent) if next.is_relative() => parent.join(next),
                    _ => next,
                };
                if special(&next) {
                    return true;
                }
                current = next;
            }
            Err(_) => return false,
        }
    }
    false
}

impl Output {
    /// Opens the output (creates the temporary file beside a regular target).
    pub fn open(path: &str) -> Result<Output, String> {
        Output::open_target(path, false)
    }

    /// [`Output::open`]; with `create_dirs`, directories missing on the way
    /// to the target are made at the commit, not before.
    fn open_target(path: &str, create_dirs: bool) -> Result<Output, String> {
        let spooled = |device| Output {
            path: path.to_owned(),
            sink: Sink::Spooled {
                device,
                spool: Spool::new(),
            },
            error: None,
        };
        // Stdout by name is stdout itself: reopening it would start writing
        // at offset 0 of a regular file it is redirected to (`>>` included).
        if path == "-" || ["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"].contains(&path) {
            if STDOUT_CLOSED.load(Ordering::Relaxed) {
                return Err(
                    "<stdout>: error: could not write output: standard output is closed".into(),
                );
            }
            return Ok(spooled(None));
        }
        let fail = |e: io::Error| Self::file_error(path, &e);
        let mut target = PathBuf::from(path);
        let mut permissions = None;
        if let Ok(meta) = fs::metadata(&target) {
            if meta.is_dir() {
                return Err(format!(
                    "{}: error: could not write output file: it is a directory",
                    escape_control(path)
                ));
            }
            if !meta.is_file() || is_special_path(&target) {
                return Ok(spooled(Some(target)));
            }
            // A file the user may not write is refused, as mlir-opt does
            // (it opens the file itself); renaming over it would replace it.
            // Opening for writing without truncating changes nothing.
            fs::OpenOptions::new()
                .write(true)
                .open(&target)
                .map_err(fail)?;
            // A link to a regular file: replace the file, keep the link.
            target = fs::canonicalize(&target).map_err(fail)?;
            permissions = Some(meta.permissions());
        } else if is_special_path(&target) {
            return Ok(spooled(Some(target)));
        }
        let mut dir = match target.parent() {
            Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
            _ => PathBuf::from("."),
        };
        if create_dirs {
            dir = crate::staging::existing_ancestor(&dir);
        }
        let tmp = Temporary::create(&dir, permissions).map_err(fail)?;
        Ok(Output {
            path: path.to_owned(),
            sink: Sink::File {
                tmp: io::BufWriter::with_capacity(1 << 16, tmp),
                target,
                create_dirs,
            },
            error: None,
        })
    }

    /// Whether the output is stdout (not a file or a device by name).
    pub fn is_stdout(&self) -> bool {
        matches!(self.sink, Sink::Spooled { device: None, .. })
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
            Sink::Spooled { spool, .. } => spool.writer(),
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
                Sink::Spooled { device: None, .. } => stdout_error(&e),
                _ => Self::file_error(&path, &e),
            });
        }
        match self.sink {
            Sink::Spooled {
                device: None,
                spool,
            } => spool
                .copy_to(&mut io::stdout().lock())
                .map_err(|e| stdout_error(&e)),
            Sink::Spooled {
                device: Some(device),
                spool,
            } => {
                let fail = |e: io::Error| Self::file_error(&path, &e);
                // Appending: a device or pipe ignores it, and a regular file
                // reached through /proc or /dev (another descriptor) keeps
                // what is already in it.
                let mut file = fs::OpenOptions::new()
                    .append(true)
                    .open(&device)
                    .map_err(fail)?;
                spool.copy_to(&mut file).map_err(fail)
            }
            Sink::File {
                tmp,
                target,
                create_dirs,
            } => {
                let fail = |e: io::Error| Self::file_error(&path, &e);
                let tmp = tmp.into_inner().map_err(|e| fail(e.into_error()))?;
                if create_dirs {
                    if let Some(parent) = target.parent().filter(|p| !p.as_os_str().is_empty()) {
                        fs::create_dir_all(parent).map_err(fail)?;
                    }
                }
                tmp.persist(&target).map_err(fail)
            }
        }
    }

    fn file_error(path: &str, e: &io::Error) -> String {
        format!(
            "{}: error: could not write output file: {}",
            escape_control(path),
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
            "{}: error: the output file is the input file; refusing to overwrite it",
            escape_control(output)
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

/// The longest file name Linux file systems take, in bytes.
pub const MAX_FILE_NAME_BYTES: usize = 255;

/// A file name for `name`, a name read from an input (a tensor's), that
/// stays one plain entry of the directory it is joined to: ASCII letters,
/// digits, `_`, `-` and `.` (not first) are kept, every other byte is
/// written `%XX` (upper-case hex; `/` is `%2F`, `%` itself `%25`), so
/// distinct names get distinct file names and no name is `.`, `..`, empty,
/// absolute or holds a separator. `suffix` (`.npy`) is appended; `None`
/// when the result would exceed [`MAX_FILE_NAME_BYTES`] or `name` is empty.
pub fn file_name_for(name: &str, suffix: &str) -> Option<String> {
    if name.is_empty() {
        return None;
    }
    let mut out = String::with_capacity(name.len() + suffix.len());
    for (i, &b) in name.as_bytes().iter().enumerate() {
        let plain = b.is_ascii_alphanumeric() || b == b'_' || b == b'-' || (b == b'.' && i > 0);
        if plain {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out.push_str(suffix);
    (out.len() <= MAX_FILE_NAME_BYTES).then_some(out)
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The entries of `dir`, sorted.
    pub(super) fn names(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    /// The temporary output has no name while the run writes it, so a run
    /// killed by a signal (which runs no destructor) leaves nothing behind.
    #[test]
    fn the_temporary_output_has_no_name_until_the_commit() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("out.mlir");
        let mut output = Output::open(target.to_str().unwrap()).unwrap();
        output.write(b"module {}\n");
        assert_eq!(names(dir.path()), Vec::<String>::new());
        output.commit().unwrap();
        assert_eq!(names(dir.path()), ["out.mlir"]);
        assert_eq!(fs::read(&target).unwrap(), b"module {}\n");

        // Replacing an existing file: the same, and the file is replaced.
        let mut output = Output::open(target.to_str().unwrap()).unwrap();
        output.write(b"second\n");
        assert_eq!(names(dir.path()), ["out.mlir"]);
        output.commit().unwrap();
        assert_eq!(names(dir.path()), ["out.mlir"]);
        assert_eq!(fs::read(&target).unwrap(), b"second\n");

        // A run that fails (dropped without a commit) leaves nothing.
        let mut output = Output::open(dir.path().join("other").to_str().unwrap()).unwrap();
        output.write(b"x");
        drop(output);
        assert_eq!(names(dir.path()), ["out.mlir"]);
    }

    #[test]
    fn names_from_inputs_become_plain_file_names() {
        let f = |n: &str| file_name_for(n, ".npy");
        assert_eq!(f("result").as_deref(), Some("result.npy"));
        assert_eq!(f("a.b-c_1").as_deref(), Some("a.b-c_1.npy"));
        assert_eq!(f("../../x").as_deref(), Some("%2E.%2F..%2Fx.npy"));
        assert_eq!(f("/abs/x").as_deref(), Some("%2Fabs%2Fx.npy"));
        assert_eq!(f("inst/c_sb").as_deref(), Some("inst%2Fc_sb.npy"));
        assert_eq!(f("50%").as_deref(), Some("50%25.npy"));
        assert_eq!(f(".").as_deref(), Some("%2E.npy"));
        assert_eq!(f("\u{e9}").as_deref(), Some("%C3%A9.npy"));
        assert_eq!(f(""), None);
        assert_eq!(f(&"x".repeat(251)).map(|n| n.len()), Some(255));
        assert_eq!(f(&"x".repeat(252)), None);
        // Distinct names, distinct files.
        assert_ne!(f("a/b"), f("a%2Fb"));
    }

    #[test]
    fn special_paths_are_written_in_place() {
        assert!(is_special_path(Path::new("/dev/null")));
        assert!(is_special_path(Path::new("/proc/self/fd/1")));
        assert!(is_special_path(Path::new("/dev/stdout")));
        let dir = tempfile::tempdir().unwrap();
        let link = dir.path().join("link");
        std::os::unix::fs::symlink("/dev/stdout", &link).unwrap();
        assert!(is_special_path(&link));
        assert!(!is_special_path(&dir.path().join("plain")));
    }

    /// A device (here a regular file reached through `/proc/self/fd`, which
    /// is appended to) gets the spooled bytes at the commit, and nothing
    /// before it or without it.
    #[test]
    fn device_output_is_spooled_until_the_commit() {
        use std::os::fd::AsRawFd;
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("log");
        fs::write(&target, b"kept\n").unwrap();
        let file = fs::OpenOptions::new().append(true).open(&target).unwrap();
        let device = format!("/proc/self/fd/{}", file.as_raw_fd());
        let mut output = Output::open(&device).unwrap();
        assert!(matches!(
            output.sink,
            Sink::Spooled {
                spool: Spool::File(_),
                ..
            }
        ));
        output.write(b"first ");
        output.write(&[b'x'; 100_000]);
        assert_eq!(fs::read(&target).unwrap(), b"kept\n");
        output.commit().unwrap();
        let written = fs::read(&target).unwrap();
        assert_eq!(written.len(), 5 + 6 + 100_000);
        assert!(written.starts_with(b"kept\nfirst xx"));

        let mut failed = Output::open(&device).unwrap();
        failed.write(b"lost");
        drop(failed);
        assert_eq!(fs::read(&target).unwrap().len(), 5 + 6 + 100_000);
    }

    #[test]
    fn a_spool_in_memory_copies_its_bytes() {
        let mut spool = Spool::Memory(Vec::new());
        spool.writer().write_all(b"abc").unwrap();
        let mut out = Vec::new();
        spool.copy_to(&mut out).unwrap();
        assert_eq!(out, b"abc");
    }
}
