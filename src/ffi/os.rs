//! The few operating-system calls `std` does not offer, through `libc`:
//! whether a standard stream is open, and the anonymous temporary output
//! files of `crate::io` (Linux `O_TMPFILE`, linked into place at the commit).

use std::{
    ffi::CString,
    fs::File,
    io,
    os::fd::{AsRawFd, FromRawFd, IntoRawFd},
    os::unix::ffi::OsStrExt,
    path::Path,
    sync::atomic::{AtomicU8, Ordering},
};

/// Which of descriptors 0, 1 and 2 were closed when the process started
/// (bit `fd`), recorded by [`record_closed_streams`].
static CLOSED_AT_START: AtomicU8 = AtomicU8::new(0);

/// Runs before `main` (from `.init_array`), so before Rust's runtime puts
/// `/dev/null` on closed standard descriptors: after that a closed stdin
/// reads as empty and a closed stdout swallows the output.
extern "C" fn record_closed_streams() {
    let mut closed = 0u8;
    for fd in 0..3 {
        // SAFETY: F_GETFD only reads the descriptor's flags; any integer is
        // a valid argument (a closed one fails with EBADF).
        if unsafe { libc::fcntl(fd, libc::F_GETFD) } == -1 {
            closed |= 1 << fd;
        }
    }
    CLOSED_AT_START.store(closed, Ordering::Relaxed);
}

#[used]
#[link_section = ".init_array"]
static RECORD_CLOSED_STREAMS: extern "C" fn() = record_closed_streams;

/// Whether standard descriptor `fd` (0, 1 or 2) was closed when the process
/// started.
pub fn closed_at_start(fd: i32) -> bool {
    (0..3).contains(&fd) && CLOSED_AT_START.load(Ordering::Relaxed) & (1 << fd) != 0
}

/// Whether file descriptor `fd` is open.
pub fn fd_is_open(fd: i32) -> bool {
    // SAFETY: F_GETFD only reads the descriptor's flags; any integer is a
    // valid argument (a closed one fails with EBADF).
    unsafe { libc::fcntl(fd, libc::F_GETFD) != -1 }
}

/// Puts `/dev/null` on the closed descriptor `fd`, so that no file opened
/// later takes its number (an output file opened as descriptor 1 would
/// receive whatever is printed to stdout). It is opened for the other
/// direction only (stdin for writing, stdout and stderr for reading), so
/// that a read of the closed stdin or a write to the closed stdout fails
/// instead of reading nothing or discarding the text: LLVM's `--help`
/// printed to a closed stdout is then an error, as any output is.
pub fn park_dev_null(fd: i32) {
    let Ok(null) = std::fs::OpenOptions::new()
        .read(fd != 0)
        .write(fd == 0)
        .open("/dev/null")
    else {
        return;
    };
    let raw = null.into_raw_fd();
    if raw != fd {
        // SAFETY: `raw` is a descriptor we own; dup2 makes `fd` a copy of it
        // (fd is closed, so nothing is lost), then our copy is closed.
        unsafe {
            libc::dup2(raw, fd);
            libc::close(raw);
        }
    }
}

/// An unnamed file in directory `dir` (Linux `O_TMPFILE`): it has no name
/// until [`link_at`] gives it one, so it disappears with the process however
/// the process ends. `None` when the file system does not support it.
pub fn anonymous_file(dir: &Path, mode: u32) -> Option<io::Result<File>> {
    let path = CString::new(dir.as_os_str().as_bytes()).ok()?;
    // SAFETY: `path` is a NUL-terminated string that outlives the call; the
    // returned descriptor, if any, is owned by the File made from it.
    let fd = unsafe {
        libc::open(
            path.as_ptr(),
            libc::O_TMPFILE | libc::O_WRONLY | libc::O_CLOEXEC,
            mode as libc::c_uint,
        )
    };
    if fd == -1 {
        let e = io::Error::last_os_error();
        return match e.raw_os_error() {
            // No O_TMPFILE here: the caller falls back to a named file.
            Some(libc::EOPNOTSUPP) | Some(libc::EISDIR) | Some(libc::EINVAL) => None,
            _ => Some(Err(e)),
        };
    }
    // SAFETY: `fd` is a new descriptor nobody else owns.
    Some(Ok(unsafe { File::from_raw_fd(fd) }))
}

/// Gives the unnamed `file` (from [`anonymous_file`]) the name `target`,
/// which must not exist (`linkat` does not replace).
pub fn link_at(file: &File, target: &Path) -> io::Result<()> {
    let source = CString::new(format!("/proc/self/fd/{}", file.as_raw_fd()))
        .map_err(|_| io::Error::from(io::ErrorKind::InvalidInput))?;
    let target = CString::new(target.as_os_str().as_bytes())
        .map_err(|_| io::Error::from(io::ErrorKind::InvalidInput))?;
    // SAFETY: both strings are NUL-terminated and outlive the call.
    let r = unsafe {
        libc::linkat(
            libc::AT_FDCWD,
            source.as_ptr(),
            libc::AT_FDCWD,
            target.as_ptr(),
            libc::AT_SYMLINK_FOLLOW,
        )
    };
    if r == -1 {
        Err(io::Error::last_os_error())
    } else {
        Ok(())
    }
}

/// Stops this process from writing a core dump when it crashes (the
/// bytecode guard's checking child, which is expected to crash on some
/// inputs).
pub fn no_core_dumps() {
    let limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: setrlimit reads the struct we pass for the duration of the
    // call; lowering a limit is always allowed.
    unsafe {
        libc::setrlimit(libc::RLIMIT_CORE, &limit);
    }
}
