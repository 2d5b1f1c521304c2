//! What the C++ mains of `nki-opt` and `nki-translate` (tools/shim) ask of
//! Rust: the hardened file handling of [`crate::io`] around MLIR's own
//! drivers. MLIR's `MlirOptMain` and the translation registry take an input
//! buffer and an output stream; these functions read the input (bounded,
//! special files handled, text pre-checked against the nesting MLIR's
//! parser recurses on) and write the output atomically (nothing on failure,
//! the MLIR text refused when it nests deeper than the tools read back),
//! and hold the files passes stage until the run has succeeded.
//!
//! Errors are printed here, one line each, and reported to C++ as `false`.

use crate::{
    diagnostics::{escape_control, render, Diag, SourceLoc, SourceMap},
    io::{self, Output},
    nesting::{self, Scanner, MAX_NESTING},
    staging,
};
use mlir_sys::MlirDiagnostic;
use std::{
    ffi::{c_char, CStr, CString},
    io::Write as _,
    sync::{Arc, Mutex},
};

/// The main input's name and text, for the source lines of diagnostics
/// rendered here ([`nki_tool_kernel_diagnostic`]).
static MAIN_SOURCE: Mutex<Option<(String, Arc<str>)>> = Mutex::new(None);

/// An input as C++ reads it: the bytes and the name MLIR's diagnostics
/// give the buffer, both owned by `handle` until [`nki_tool_input_free`].
#[repr(C)]
pub struct NkiToolInput {
    data: *const u8,
    length: usize,
    name: *const c_char,
    handle: *mut InputHandle,
}

/// What an [`NkiToolInput`] points into.
pub struct InputHandle {
    bytes: Vec<u8>,
    name: CString,
}

/// The text of a C string from C++ (a path or a tool name).
///
/// # Safety
/// `text` must be a valid NUL-terminated string.
unsafe fn text_of(text: *const c_char) -> String {
    // SAFETY: the caller passes a NUL-terminated string.
    unsafe { CStr::from_ptr(text) }
        .to_string_lossy()
        .into_owned()
}

/// Refuses a pass pipeline (`--pass-pipeline`) that nests deeper than MLIR's
/// pipeline parser can recurse (it overflows the stack at some 40,000
/// levels: the limit of MLIR text, [`MAX_NESTING`]), or that holds a
/// control character (no pass name or option takes one, and MLIR's error
/// would quote it raw, over several lines). False after printing why.
///
/// # Safety
/// `tool` and `pipeline` must be NUL-terminated strings.
#[no_mangle]
pub unsafe extern "C" fn nki_tool_check_pipeline(
    tool: *const c_char,
    pipeline: *const c_char,
) -> bool {
    // SAFETY: the C++ main passes its name and the option's value.
    let (tool, pipeline) = unsafe { (text_of(tool), text_of(pipeline)) };
    let control = pipeline
        .chars()
        .position(char::is_control)
        .map(|at| (at + 1, "a control character".to_owned()));
    let deep = || {
        nesting::too_deep(&pipeline, MAX_NESTING)
            .map(|(_, column, what)| (column, what.message(MAX_NESTING)))
    };
    let Some((column, what)) = control.or_else(deep) else {
        return true;
    };
    let (excerpt, at) = crate::diagnostics::excerpt(&pipeline, column);
    // The caret follows the escapes before it.
    let before: String = excerpt.chars().take(at.saturating_sub(1)).collect();
    eprintln!(
        "{tool}: error: --pass-pipeline: {what} at column {column}\n  {}\n  {}^",
        escape_control(&excerpt),
        " ".repeat(escape_control(&before).chars().count())
    );
    false
}

/// Notes closed standard streams (see [`io::guard_standard_streams`]) and
/// starts the logs (`--debug` or `RUST_LOG`).
#[no_mangle]
pub extern "C" fn nki_tool_start(debug: bool) {
    io::guard_standard_streams();
    crate::logging::init(debug);
}

/// Reads the input at `path` (`-`: stdin) that will be written to
/// `output`; `mlir` for MLIR input (text is checked as the parser needs it).
/// False after printing why.
///
/// # Safety
/// `path` and `output` must be NUL-terminated strings; `out` must point to
/// an `NkiToolInput` the caller owns.
#[no_mangle]
pub unsafe extern "C" fn nki_tool_read_input(
    path: *const c_char,
    output: *const c_char,
    mlir: bool,
    out: *mut NkiToolInput,
) -> bool {
    // SAFETY: the C++ main passes its option values as C strings.
    let (path, output) = unsafe { (text_of(path), text_of(output)) };
    match read(&path, &output, mlir) {
        Ok(input) => {
            let length = input.bytes.len();
            let mut bytes = input.bytes;
            // MLIR's lexer reads a buffer up to a NUL past its end.
            bytes.push(0);
            let handle = Box::new(InputHandle {
                name: CString::new(escape_control(&input.name).into_owned()).unwrap_or_default(),
                bytes,
            });
            let input = NkiToolInput {
                data: handle.bytes.as_ptr(),
                length,
                name: handle.name.as_ptr(),
                handle: Box::into_raw(handle),
            };
            // SAFETY: the caller passes a record it owns.
            unsafe { out.write(input) };
            true
        }
        Err(text) => {
            eprintln!("{text}");
            false
        }
    }
}

/// Frees what [`nki_tool_read_input`] read.
///
/// # Safety
/// `input` must have been filled by [`nki_tool_read_input`] and not freed.
#[no_mangle]
pub unsafe extern "C" fn nki_tool_input_free(input: *mut NkiToolInput) {
    // SAFETY: the handle came from Box::into_raw in nki_tool_read_input and
    // is freed once (the pointer is cleared).
    unsafe {
        let input = &mut *input;
        if !input.handle.is_null() {
            drop(Box::from_raw(input.handle));
            input.handle = std::ptr::null_mut();
        }
    }
}

/// The input read and checked: MLIR text must be UTF-8 without NUL bytes
/// and nest no deeper than the parser can recurse; the errors are rendered
/// as MLIR's diagnostics are, at the offending position.
fn read(path: &str, output: &str, mlir: bool) -> Result<io::Input, String> {
    io::check_output_is_not_input(path, output)?;
    let input = io::read_input(path)?;
    if !mlir {
        return Ok(input);
    }
    if io::is_bytecode(&input.bytes) {
        // Read by a checking child first (MLIR's bytecode reader crashes on
        // some corrupt files); unregistered ops allowed there, so that the
        // child reads as much of the file as the tool may.
        crate::bytecode_guard::check_file(&escape_control(&input.name), &input.bytes, true)?;
        return Ok(input);
    }
    let text = io::input_text(&input)?;
    *MAIN_SOURCE.lock().unwrap_or_else(|p| p.into_inner()) =
        Some((escape_control(&input.name).into_owned(), Arc::from(text)));
    if let Some((line, column, what)) = nesting::too_deep(text, MAX_NESTING) {
        let name = escape_control(&input.name).into_owned();
        let mut sources = SourceMap::default();
        sources.add(&name, Arc::from(text));
        let diag = Diag::error(
            Some(SourceLoc {
                file: name.clone(),
                line,
                column,
                byte: None,
            }),
            what.message(MAX_NESTING),
        );
        return Err(render(&diag, &sources, &name).trim_end().to_owned());
    }
    Ok(input)
}

/// An output being written by a C++ main: the atomic [`Output`], and the
/// check that MLIR text nests no deeper than the tools read back.
pub struct ToolOutput {
    output: Output,
    /// `None` until the first bytes tell text from bytecode; `Some(None)`
    /// for bytecode (no text to check).
    scanner: Option<Option<Scanner>>,
    too_deep: Option<nesting::Nesting>,
}

/// Opens the output at `path` (`-`: stdout); null after printing why.
///
/// # Safety
/// `path` must be a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn nki_tool_output_open(path: *const c_char) -> *mut ToolOutput {
    // SAFETY: the C++ main passes its option value as a C string.
    let path = unsafe { text_of(path) };
    match Output::open(&path) {
        Ok(output) => Box::into_raw(Box::new(ToolOutput {
            output,
            scanner: None,
            too_deep: None,
        })),
        Err(text) => {
            eprintln!("{text}");
            std::ptr::null_mut()
        }
    }
}

/// Appends `length` bytes at `data` (a write error is kept for the commit).
///
/// # Safety
/// `output` must come from [`nki_tool_output_open`], not yet finished;
/// `data` must point to `length` readable bytes.
#[no_mangle]
pub unsafe extern "C" fn nki_tool_output_write(
    output: *mut ToolOutput,
    data: *const u8,
    length: usize,
) {
    // SAFETY: the caller's contract is `received`'s.
    if let Some((output, bytes)) = unsafe { received(output, data, length) } {
        output.write(bytes);
    }
}

/// Appends `length` bytes a pass printed to stdout while the output is
/// stdout (tools/shim/ToolSupport.h, `StdoutCapture`): they go into the
/// output where they were printed, but are no part of its MLIR text.
///
/// # Safety
/// As [`nki_tool_output_write`].
#[no_mangle]
pub unsafe extern "C" fn nki_tool_output_passthrough(
    output: *mut ToolOutput,
    data: *const u8,
    length: usize,
) {
    // SAFETY: the caller's contract is `received`'s.
    if let Some((output, bytes)) = unsafe { received(output, data, length) } {
        output.output.write(bytes);
    }
}

/// The live output and the `length` bytes at `data` the C++ side hands
/// over; `None` for no bytes (`data` may then be null).
///
/// # Safety
/// `output` must come from [`nki_tool_output_open`], not yet finished;
/// `data` must point to `length` readable bytes.
unsafe fn received<'a>(
    output: *mut ToolOutput,
    data: *const u8,
    length: usize,
) -> Option<(&'a mut ToolOutput, &'a [u8])> {
    if length == 0 {
        return None;
    }
    // SAFETY: the caller passes its live output and `length` bytes at `data`.
    Some(unsafe { (&mut *output, std::slice::from_raw_parts(data, length)) })
}

impl ToolOutput {
    fn write(&mut self, bytes: &[u8]) {
        let scanner = self
            .scanner
            .get_or_insert_with(|| (!bytes.starts_with(io::BYTECODE_MAGIC)).then(Scanner::default));
        if let (Some(scanner), None) = (scanner.as_mut(), self.too_deep) {
            self.too_deep = scanner.feed(bytes, MAX_NESTING);
        }
        self.output.write(bytes);
    }

    /// Commits the output, unless its text nests too deep to read back.
    fn commit(mut self) -> Result<(), String> {
        if let Some(Some(scanner)) = self.scanner.as_mut() {
            self.too_deep = self.too_deep.or_else(|| scanner.finish(MAX_NESTING));
        }
        if let Some(what) = self.too_deep {
            self.output.fail(nesting::refusal(what));
        }
        self.output.commit()
    }
}

/// Whether the output is stdout: nki-opt writes there what the chunks that
/// succeeded printed, even when another failed, as mlir-opt does; a file is
/// put in place only after a success.
///
/// # Safety
/// `output` must come from [`nki_tool_output_open`], not yet finished.
#[no_mangle]
pub unsafe extern "C" fn nki_tool_output_is_stdout(output: *const ToolOutput) -> bool {
    // SAFETY: the caller passes its live output.
    unsafe { (*output).output.is_stdout() }
}

/// Ends the output: `commit` puts it in place (false after printing why),
/// otherwise it is dropped and nothing is written.
///
/// # Safety
/// `output` must come from [`nki_tool_output_open`]; it is freed here.
#[no_mangle]
pub unsafe extern "C" fn nki_tool_output_finish(output: *mut ToolOutput, commit: bool) -> bool {
    // SAFETY: the pointer came from Box::into_raw and is finished once.
    let output = unsafe { Box::from_raw(output) };
    if !commit {
        return true;
    }
    match output.commit() {
        Ok(()) => true,
        Err(text) => {
            eprintln!("{text}");
            false
        }
    }
}

/// Opens the staging area for the files passes write besides the output.
#[no_mangle]
pub extern "C" fn nki_tool_staging_begin() {
    staging::begin();
}

/// A mark of what is staged, for [`nki_tool_staging_discard_since`].
#[no_mangle]
pub extern "C" fn nki_tool_staging_mark() -> usize {
    staging::mark()
}

/// Drops what was staged since `mark` (a failed chunk's files).
#[no_mangle]
pub extern "C" fn nki_tool_staging_discard_since(mark: usize) {
    staging::discard_since(mark);
}

/// Ends staging: `commit` links the staged files into place (false after
/// printing why); otherwise they are dropped.
#[no_mangle]
pub extern "C" fn nki_tool_staging_finish(commit: bool) -> bool {
    if !commit {
        staging::discard();
        return true;
    }
    let committed = staging::commit();
    staging::discard();
    match committed {
        Ok(()) => true,
        Err(text) => {
            eprintln!("{text}");
            false
        }
    }
}

/// nki-opt's handler of diagnostics located in provisioned kernels: prints
/// one in this project's form ([`crate::diagnostics::render_kernel_diagnostic`])
/// and returns true; false for any other diagnostic, which MLIR prints.
///
/// # Safety
/// `diagnostic` must be the live diagnostic MLIR's engine is handling.
#[no_mangle]
pub unsafe extern "C" fn nki_tool_kernel_diagnostic(diagnostic: MlirDiagnostic) -> bool {
    // SAFETY: MLIR passes the diagnostic it is handling, live for the call.
    let diagnostic = unsafe { melior::diagnostic::Diagnostic::from_raw(diagnostic) };
    let main = MAIN_SOURCE
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .clone();
    let mut sources = SourceMap::default();
    let fallback = match &main {
        Some((name, text)) => {
            sources.add(name, text.clone());
            name.clone()
        }
        None => String::new(),
    };
    match crate::diagnostics::render_kernel_diagnostic(&diagnostic, &sources, &fallback) {
        Some(text) => {
            let _ = std::io::stderr().lock().write_all(text.as_bytes());
            true
        }
        None => false,
    }
}
