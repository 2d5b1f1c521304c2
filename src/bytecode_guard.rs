//! MLIR's bytecode reader trusts its input: some corrupt files make it read
//! out of bounds and the process dies of SIGSEGV without a word (stock
//! `mlir-opt-22` too; about 0.4% of byte-deletion mutants of our own
//! bytecode did). So a tool reads untrusted bytecode twice: first in a child
//! process, then, if the child survived, itself. A child that dies of a
//! signal becomes `file: error: cannot read MLIR bytecode: …`, exit 1.
//!
//! The child is this same executable (`/proc/self/exe`, the file the process
//! was started from, whatever has since happened to its path) re-executed
//! with [`CHILD_ENV`] set: its `main` calls [`arm`] first, which in the
//! child reads the bytes from stdin, parses them with a context of the same
//! dialects (the hooks `arm` is given) and exits 0 (parsed) or 3 (refused
//! with a diagnostic, which the parent's parse then reports). A child that
//! ends otherwise — a signal, or LLVM's fatal-error handler's exit on a
//! corrupt size — is reported by the parent without reading the bytes. A re-exec rather
//! than a `fork`: MLIR's context owns a thread pool, and a fork of a
//! process with threads inherits locks held by threads that do not exist in
//! the child; a fresh process has none.
//!
//! The guard runs only in processes whose `main` armed it (the tools, the
//! fuzz targets): a library caller (the mlir-opt plugin, an embedding
//! compiler) is not re-executed behind its back. Text input does not pass
//! through here: its one hazard, deep nesting, is checked by `nesting`.

use crate::{
    context::{create_context, dialect_registry, ContextOptions, DialectHook},
    io::{is_bytecode, MlirSource},
};
use std::{
    io::{Read, Write},
    process::{Command, Stdio},
    sync::OnceLock,
};

/// Set in the environment of the checking child (to `1`, or to `u` when
/// unregistered dialects are allowed, as in the parent's context).
pub const CHILD_ENV: &str = "NKI_BYTECODE_GUARD_CHILD";

/// The child's status when MLIR refused the bytes with a diagnostic (the
/// parent's own parse reports it); 0 when they parsed. Any other ending —
/// a signal, or status 1 from LLVM's fatal-error handler, which reports a
/// corrupt size and exits (`shim.cpp`) — means the reader cannot read them
/// in-process, and the parent reports it without reading them itself.
const REFUSED: i32 = 3;

/// What LLVM's fatal-error handler writes before the reason (`shim.cpp`).
const FATAL_PREFIX: &str = "error: cannot read MLIR bytecode: ";

/// How this executable's contexts get their dialects beyond MLIR's: a Rust
/// hook (`nki_dialects::register`) or a C one (a C++ main's).
#[derive(Clone, Copy)]
pub enum Dialects {
    Rust(DialectHook),
    C(extern "C" fn(mlir_sys::MlirDialectRegistry)),
}

/// The dialects of this executable's contexts, once armed.
static ARMED: OnceLock<Vec<Dialects>> = OnceLock::new();

/// Arms the guard for this process, whose contexts register `hooks` (on top
/// of MLIR's dialects). Called first in `main`: when this process is the
/// checking child, it does the check and exits instead of returning.
pub fn arm(hooks: &[DialectHook]) {
    let dialects: Vec<Dialects> = hooks.iter().map(|&h| Dialects::Rust(h)).collect();
    arm_with(&dialects);
}

/// [`arm`] with hooks of either kind.
pub fn arm_with(dialects: &[Dialects]) {
    if let Some(mode) = std::env::var_os(CHILD_ENV) {
        std::process::exit(serve(dialects, mode == "u"));
    }
    let _ = ARMED.set(dialects.to_vec());
}

/// The child's side: the bytes from stdin, parsed and verified as the
/// parent will parse them; 0 when they parse, 1 when MLIR refuses them.
fn serve(dialects: &[Dialects], allow_unregistered: bool) -> i32 {
    // The child may well crash: no core file for it.
    crate::ffi::os::no_core_dumps();
    let mut bytes = Vec::new();
    if std::io::stdin().lock().read_to_end(&mut bytes).is_err() {
        return 1;
    }
    let hooks: Vec<DialectHook> = dialects
        .iter()
        .filter_map(|d| match d {
            Dialects::Rust(hook) => Some(*hook),
            Dialects::C(_) => None,
        })
        .collect();
    let registry = dialect_registry(&hooks);
    for dialects in dialects {
        if let Dialects::C(hook) = dialects {
            hook(registry.to_raw());
        }
    }
    let context = create_context(
        &registry,
        ContextOptions {
            allow_unregistered_dialects: allow_unregistered,
            threading: false,
            print_op_on_diagnostic: false,
        },
    );
    // Only LLVM's fatal-error handler writes to stderr (its reason is the
    // parent's message); diagnostics are the parent's parse to report.
    context.attach_diagnostic_handler(|_| true);
    let parsed = crate::ffi::parse_unguarded(&context, MlirSource::Bytecode(&bytes), "<bytecode>");
    if parsed.is_some() {
        0
    } else {
        REFUSED
    }
}

/// Whether this process is armed and not itself the checking child.
fn armed() -> bool {
    ARMED.get().is_some() && std::env::var_os(CHILD_ENV).is_none()
}

/// Reads `bytes` in a checking child first when they are MLIR bytecode and
/// the process is armed; the error is the reason the child gave (it died
/// of a signal), for `cannot read MLIR bytecode: <reason>`. Anything else
/// (text, a parse error the child survived) is for the caller's own parse
/// to report.
pub fn check(bytes: &[u8], allow_unregistered: bool) -> Result<(), String> {
    if !is_bytecode(bytes) || !armed() {
        return Ok(());
    }
    let mut child = Command::new("/proc/self/exe")
        .env(CHILD_ENV, if allow_unregistered { "u" } else { "1" })
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("the checking process could not be started: {e}"))?;
    // The child reads everything before it parses: one write, then EOF. A
    // child that dies early closes the pipe; its status says why.
    if let Some(mut stdin) = child.stdin.take() {
        let _ = stdin.write_all(bytes);
    }
    let output = child
        .wait_with_output()
        .map_err(|e| format!("the checking process was lost: {e}"))?;
    let status = output.status;
    match status.code() {
        Some(0 | REFUSED) => Ok(()),
        Some(code) => {
            let stderr = String::from_utf8_lossy(&output.stderr);
            Err(
                match stderr.lines().find_map(|l| l.split_once(FATAL_PREFIX)) {
                    Some((_, reason)) => reason.to_owned(),
                    None => format!("the reader failed on it (exit status {code})"),
                },
            )
        }
        None => {
            use std::os::unix::process::ExitStatusExt;
            let signal = status.signal().unwrap_or(0);
            Err(format!(
                "the reader crashed on it ({}, signal {signal})",
                signal_name(signal)
            ))
        }
    }
}

/// [`check`] as a driver reports it: `name: error: cannot read MLIR
/// bytecode: …` (one line), for a caller that hands the file to MLIR
/// itself (a main over `MlirOptMain`).
pub fn check_file(name: &str, bytes: &[u8], allow_unregistered: bool) -> Result<(), String> {
    check(bytes, allow_unregistered).map_err(|reason| {
        format!(
            "{}: error: cannot read MLIR bytecode: {reason}",
            crate::diagnostics::escape_control(name)
        )
    })
}

fn signal_name(signal: i32) -> &'static str {
    match signal {
        libc::SIGSEGV => "SIGSEGV",
        libc::SIGBUS => "SIGBUS",
        libc::SIGABRT => "SIGABRT",
        libc::SIGILL => "SIGILL",
        libc::SIGFPE => "SIGFPE",
        libc::SIGKILL => "SIGKILL",
        _ => "a signal",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Not armed (a library caller, this test binary), nothing is spawned:
    /// bytecode passes through to the caller's own parse.
    #[test]
    fn an_unarmed_process_checks_nothing() {
        assert!(!armed());
        assert_eq!(check(b"ML\xefR\x00garbage", false), Ok(()));
        assert_eq!(check(b"module {}", false), Ok(()));
    }
}
