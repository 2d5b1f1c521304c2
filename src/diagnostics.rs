//! Diagnostics: capturing what MLIR's diagnostic engine reports, and rendering
//! it the way `mlir-opt` does (`file:line:col: error: message`, then the source
//! line and a caret).

use melior::{diagnostic::DiagnosticSeverity, ir::Location, Context};
use std::{
    collections::HashMap,
    fmt,
    io::Write,
    sync::{Arc, Mutex},
};

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    Error,
    Warning,
    Note,
    Remark,
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
            Severity::Remark => "remark",
        })
    }
}

impl From<DiagnosticSeverity> for Severity {
    fn from(severity: DiagnosticSeverity) -> Self {
        match severity {
            DiagnosticSeverity::Error => Severity::Error,
            DiagnosticSeverity::Warning => Severity::Warning,
            DiagnosticSeverity::Note => Severity::Note,
            DiagnosticSeverity::Remark => Severity::Remark,
        }
    }
}

/// A position in a source file (1-based line and column), or a byte offset
/// in a binary file (`line` 0, `column` the offset, `byte` set): a `.klr`
/// statement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourceLoc {
    pub file: String,
    pub line: usize,
    pub column: usize,
    pub byte: Option<usize>,
}

/// The byte-offset form of a location: the name `<file>: byte <N>` that the
/// `.klr` importer gives a statement (its child is the NKI position).
fn byte_location(location: Location) -> Option<SourceLoc> {
    if !location.is_name() {
        return None;
    }
    let name = location.name_value();
    let name = name.as_string_ref().as_str().ok()?;
    let (file, offset) = name.rsplit_once(": byte ")?;
    let offset: usize = offset.parse().ok()?;
    Some(SourceLoc {
        file: file.to_owned(),
        line: 0,
        column: offset,
        byte: Some(offset),
    })
}

/// One diagnostic, detached from MLIR so it can outlive the context.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diag {
    pub severity: Severity,
    /// `None` for MLIR's unknown location (or one with no file position in it).
    pub loc: Option<SourceLoc>,
    pub message: String,
    pub notes: Vec<Diag>,
}

impl Diag {
    pub fn error(loc: Option<SourceLoc>, message: impl Into<String>) -> Self {
        Diag {
            severity: Severity::Error,
            loc,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    fn from_mlir(diagnostic: &melior::diagnostic::Diagnostic) -> Self {
        let mut notes: Vec<Diag> = (0..diagnostic.note_count())
            .filter_map(|i| diagnostic.note(i).ok())
            .map(|note| Diag::from_mlir(&note))
            .collect();
        for note in &mut notes {
            note.message = cap_note(&note.message);
        }
        let mut location = diagnostic.location();
        // An op of a provisioned kernel: reported where the kernel was
        // provisioned (the placeholder), the kernel position as a note.
        if location.is_call_site() {
            let callee = location.call_site_callee();
            notes.insert(0, kernel_note(callee));
            location = location.call_site_caller();
        }
        let loc = match byte_location(location) {
            Some(byte) => {
                // The statement's NKI position, when it has one, as a note.
                if let Some(source) = resolve_location(location.name_child_location()) {
                    notes.insert(
                        0,
                        Diag {
                            severity: Severity::Note,
                            loc: Some(source),
                            message: "the statement's NKI source position".into(),
                            notes: Vec::new(),
                        },
                    );
                }
                Some(byte)
            }
            None => resolve_location(location),
        };
        Diag {
            severity: diagnostic.severity().into(),
            loc,
            message: message_of(diagnostic),
            notes,
        }
    }
}

/// A diagnostic's message. MLIR may quote bytes of the input that are not
/// UTF-8 (a string in corrupt bytecode), which melior's `Display` fails on
/// (and `to_string` would panic on): the message is kept up to them.
fn message_of(diagnostic: &melior::diagnostic::Diagnostic) -> String {
    use std::fmt::Write as _;
    let mut message = String::new();
    if write!(message, "{diagnostic}").is_err() {
        message.push_str("<bytes that are not UTF-8>");
    }
    message
}

/// How much of a note is kept: MLIR attaches the failing op to an error
/// (`see current operation: …`), which for a function is all of it.
const NOTE_LINES: usize = 3;

/// `message` cut to [`NOTE_LINES`] lines of at most 160 characters, with
/// what was left out counted.
fn cap_note(message: &str) -> String {
    let lines: Vec<&str> = message.lines().collect();
    let mut out: Vec<String> = lines
        .iter()
        .take(NOTE_LINES)
        .map(|line| {
            if line.chars().count() > EXCERPT_WIDTH {
                let cut: String = line.chars().take(EXCERPT_WIDTH).collect();
                format!("{cut}…")
            } else {
                (*line).to_owned()
            }
        })
        .collect();
    if lines.len() > NOTE_LINES {
        out.push(format!("… ({} more lines)", lines.len() - NOTE_LINES));
    }
    out.join("\n")
}

/// The note that names where in its kernel file a provisioned op comes
/// from: `file:line:col` (BIR JSON), `file: byte N` (`.klr`), or the file
/// alone.
fn kernel_note(callee: Location) -> Diag {
    let loc = byte_location(callee)
        .or_else(|| resolve_location(callee))
        .or_else(|| {
            // The kernel file without a position (line 0).
            callee.is_file_line_col_range().then(|| SourceLoc {
                file: callee
                    .file_line_col_range_filename()
                    .as_string_ref()
                    .as_str()
                    .unwrap_or_default()
                    .to_owned(),
                line: 0,
                column: 0,
                byte: None,
            })
        });
    Diag {
        severity: Severity::Note,
        loc,
        message: "in the kernel provisioned for this placeholder".into(),
        notes: Vec::new(),
    }
}

/// The file position a location points at: the location itself, the child of a
/// name, the callee of a call site, the first such position in a fused location.
pub fn resolve_location(location: Location) -> Option<SourceLoc> {
    if location.is_file_line_col_range() {
        // Line 0 is MLIR's "the file as a whole" (e.g. an implicit module).
        if location.file_line_col_range_start_line() == 0 {
            return None;
        }
        return Some(SourceLoc {
            file: location
                .file_line_col_range_filename()
                .as_string_ref()
                .as_str()
                .ok()?
                .to_owned(),
            line: location.file_line_col_range_start_line(),
            column: location.file_line_col_range_start_column(),
            byte: None,
        });
    }
    if location.is_name() {
        return resolve_location(location.name_child_location());
    }
    if location.is_call_site() {
        return resolve_location(location.call_site_callee());
    }
    if location.is_fused() {
        return (0..location.fused_num_locations())
            .find_map(|i| resolve_location(location.fused_location(i)));
    }
    None
}

/// The text of the files diagnostics may point into, for source-line excerpts.
#[derive(Clone, Debug, Default)]
pub struct SourceMap {
    files: HashMap<String, Arc<str>>,
}

impl SourceMap {
    pub fn add(&mut self, name: &str, text: Arc<str>) {
        self.files.insert(name.to_owned(), text);
    }

    fn line(&self, loc: &SourceLoc) -> Option<&str> {
        let text = self.files.get(&loc.file)?;
        text.lines().nth(loc.line.checked_sub(1)?)
    }
}

/// Renders a diagnostic and its notes as mlir-opt prints them. `fallback` names
/// the input when the location has no file position.
pub fn render(diag: &Diag, sources: &SourceMap, fallback: &str) -> String {
    let mut out = String::new();
    render_into(&mut out, diag, sources, fallback);
    for note in &diag.notes {
        render_into(&mut out, note, sources, fallback);
    }
    out
}

/// `text` with its control characters escaped (`\n`, `\r`, `\t`, else
/// `\x1b` or `\u{85}`), so that a file name or a value from the input
/// cannot break the one-line `file:line:col: error: message` format.
pub fn escape_control(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.chars().any(char::is_control) {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() && (c as u32) < 0x80 => {
                out.push_str(&format!("\\x{:02x}", c as u32))
            }
            c if c.is_control() => out.push_str(&format!("\\u{{{:x}}}", c as u32)),
            c => out.push(c),
        }
    }
    std::borrow::Cow::Owned(out)
}

/// How much of a source line a diagnostic quotes.
const EXCERPT_WIDTH: usize = 160;

/// The part of `line` a diagnostic quotes around 1-based `column`, and the
/// column within it: the whole line when short, else [`EXCERPT_WIDTH`]
/// characters with `…` where it was cut (a generated or hostile input may
/// hold megabytes on one line).
pub fn excerpt(line: &str, column: usize) -> (String, usize) {
    let chars: Vec<char> = line.chars().collect();
    if chars.len() <= EXCERPT_WIDTH {
        return (line.to_owned(), column);
    }
    let at = column.saturating_sub(1).min(chars.len());
    let start = at.saturating_sub(EXCERPT_WIDTH * 2 / 3);
    let end = (start + EXCERPT_WIDTH).min(chars.len());
    let mut text = String::new();
    if start > 0 {
        text.push('…');
    }
    text.extend(&chars[start..end]);
    if end < chars.len() {
        text.push('…');
    }
    (text, at - start + 1 + usize::from(start > 0))
}

fn render_into(out: &mut String, diag: &Diag, sources: &SourceMap, fallback: &str) {
    use std::fmt::Write as _;
    match &diag.loc {
        Some(SourceLoc {
            file,
            byte: Some(offset),
            ..
        }) => {
            let _ = writeln!(
                out,
                "{}: byte {offset}: {}: {}",
                escape_control(file),
                diag.severity,
                diag.message
            );
        }
        Some(loc) if loc.line == 0 => {
            let _ = writeln!(
                out,
                "{}: {}: {}",
                escape_control(&loc.file),
                diag.severity,
                diag.message
            );
        }
        Some(loc) => {
            let _ = writeln!(
                out,
                "{}:{}:{}: {}: {}",
                escape_control(&loc.file),
                loc.line,
                loc.column,
                diag.severity,
                diag.message
            );
            if let Some(line) = sources.line(loc) {
                let (line, column) = excerpt(line, loc.column);
                let _ = writeln!(out, "{line}");
                let pad: String = line
                    .chars()
                    .take(column.saturating_sub(1))
                    .map(|c| if c == '\t' { '\t' } else { ' ' })
                    .collect();
                let _ = writeln!(out, "{pad}^");
            }
        }
        None => {
            let _ = writeln!(
                out,
                "{}: {}: {}",
                escape_control(fallback),
                diag.severity,
                diag.message
            );
        }
    }
}

/// A diagnostic located in a provisioned kernel (an op whose location is
/// `callsite(<kernel item> at <placeholder>)`), rendered in this project's
/// form: at the placeholder, with the kernel position as a note (`file:
/// line:col` of a BIR JSON item, `file: byte N` of a `.klr` statement) and
/// notes capped. `None` for any other diagnostic, which MLIR prints.
pub fn render_kernel_diagnostic(
    diagnostic: &melior::diagnostic::Diagnostic,
    sources: &SourceMap,
    fallback: &str,
) -> Option<String> {
    if !diagnostic.location().is_call_site() {
        return None;
    }
    Some(render(&Diag::from_mlir(diagnostic), sources, fallback))
}

/// Where captured diagnostics go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Print each one to stderr as it arrives (the normal mode).
    Print,
    /// Keep them for `--verify-diagnostics`, print nothing.
    Collect,
}

/// Everything MLIR reported while a context was in use.
#[derive(Clone, Default)]
pub struct Collector {
    inner: Arc<Mutex<Collected>>,
}

#[derive(Default)]
struct Collected {
    diags: Vec<Diag>,
    errors: usize,
}

impl Collector {
    /// Installs a handler on `context` that records (and in `Mode::Print`,
    /// prints) every diagnostic and stops MLIR from printing it again.
    pub fn attach(
        context: &Context,
        mode: Mode,
        sources: Arc<SourceMap>,
        fallback: String,
    ) -> Self {
        let collector = Collector::default();
        let sink = collector.clone();
        context.attach_diagnostic_handler(move |diagnostic| {
            let diag = Diag::from_mlir(&diagnostic);
            if mode == Mode::Print {
                let text = render(&diag, &sources, &fallback);
                let _ = std::io::stderr().lock().write_all(text.as_bytes());
            }
            // MLIR serialises handler calls; a poisoned lock still holds good data.
            let mut inner = sink.inner.lock().unwrap_or_else(|p| p.into_inner());
            if diag.severity == Severity::Error {
                inner.errors += 1;
            }
            inner.diags.push(diag);
            true
        });
        collector
    }

    pub fn error_count(&self) -> usize {
        self.inner.lock().unwrap_or_else(|p| p.into_inner()).errors
    }

    pub fn take(&self) -> Vec<Diag> {
        std::mem::take(&mut self.inner.lock().unwrap_or_else(|p| p.into_inner()).diags)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_escaped() {
        assert_eq!(escape_control("plain/path.mlir"), "plain/path.mlir");
        assert_eq!(escape_control("a\nb\r\tc"), "a\\nb\\r\\tc");
        assert_eq!(escape_control("\u{1b}[31m\u{85}"), "\\x1b[31m\\u{85}");
        // Escaping twice changes nothing more.
        let once = escape_control("x\ny").into_owned();
        assert_eq!(escape_control(&once), once);
    }

    #[test]
    fn long_lines_are_quoted_around_the_column() {
        let line = "a".repeat(1000) + "X" + &"b".repeat(1000);
        let (text, column) = super::excerpt(&line, 1001);
        assert_eq!(text.chars().count(), 162);
        assert_eq!(text.chars().nth(column - 1), Some('X'));
        assert_eq!(super::excerpt("short", 3), ("short".to_owned(), 3));
        let (text, column) = super::excerpt(&line, 1);
        assert!(text.starts_with('a') && text.ends_with('…') && column == 1);
    }

    #[test]
    fn renders_location_line_and_caret() {
        let mut sources = SourceMap::default();
        sources.add("x.mlir", Arc::from("module {\n  %0 = foo\n}\n"));
        let diag = Diag {
            severity: Severity::Error,
            loc: Some(SourceLoc {
                file: "x.mlir".into(),
                line: 2,
                column: 8,
                byte: None,
            }),
            message: "custom op 'foo' is unknown".into(),
            notes: vec![Diag {
                severity: Severity::Note,
                loc: None,
                message: "see here".into(),
                notes: vec![],
            }],
        };
        assert_eq!(
            render(&diag, &sources, "x.mlir"),
            "x.mlir:2:8: error: custom op 'foo' is unknown\n  %0 = foo\n       ^\nx.mlir: note: see here\n"
        );
    }
}
