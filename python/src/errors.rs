//! How the stage's failures reach Python: `NkiError` for one-line errors
//! (an unreadable file, a bad pipeline), `DiagnosticError` for MLIR
//! diagnostics, carrying them all (`.diagnostics`: file, line, column,
//! severity, message each) and the first error's place as `.file`, `.line`,
//! `.column`. A panic inside the stage is an `NkiError` too.

use nki::diagnostics::{Diag, Severity};
use pyo3::{create_exception, exceptions::PyException, prelude::*, types::PyDict};
use std::panic::AssertUnwindSafe;

create_exception!(
    nki_mlir,
    NkiError,
    PyException,
    "An error of the NKI provisioning stage."
);
create_exception!(
    nki_mlir,
    DiagnosticError,
    NkiError,
    "MLIR diagnostics: `.diagnostics` holds them all, `.file`, `.line`, `.column` the first error's place."
);

/// A failed call.
#[derive(Debug)]
pub enum Failure {
    /// One line, in the tools' format (`file: error: …`).
    Message(String),
    /// What MLIR reported, errors first among them.
    Diagnostics(Vec<Diag>),
}

impl From<String> for Failure {
    fn from(message: String) -> Self {
        Failure::Message(message)
    }
}

/// Runs `work`, a panic included.
pub fn guarded<T>(work: impl FnOnce() -> Result<T, Failure>) -> Result<T, Failure> {
    match std::panic::catch_unwind(AssertUnwindSafe(work)) {
        Ok(result) => result,
        Err(panic) => Err(Failure::Message(format!(
            "internal error: {}",
            nki::pass::panic_message(panic.as_ref())
        ))),
    }
}

fn severity(s: Severity) -> &'static str {
    match s {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Remark => "remark",
        Severity::Note => "note",
    }
}

impl Failure {
    pub fn into_py_err(self, py: Python<'_>) -> PyErr {
        match self {
            Failure::Message(message) => NkiError::new_err(message),
            Failure::Diagnostics(diags) => {
                let first = diags
                    .iter()
                    .find(|d| d.severity == Severity::Error)
                    .or(diags.first());
                let message =
                    first.map_or_else(|| "the call failed".to_owned(), |d| d.message.clone());
                let err = DiagnosticError::new_err(message);
                let value = err.value(py);
                let list: Vec<Bound<'_, PyDict>> =
                    diags.iter().filter_map(|d| entry(py, d).ok()).collect();
                let _ = value.setattr("diagnostics", list);
                let place = first.and_then(|d| d.loc.as_ref());
                let _ = value.setattr("file", place.map(|l| l.file.clone()));
                let _ = value.setattr("line", place.map(|l| l.line));
                let _ = value.setattr("column", place.map(|l| l.column));
                err
            }
        }
    }
}

/// One diagnostic as a dict: file, line, column (or byte, for a `.klr`
/// position), severity, message, notes.
fn entry<'py>(py: Python<'py>, d: &Diag) -> PyResult<Bound<'py, PyDict>> {
    let dict = PyDict::new(py);
    dict.set_item("file", d.loc.as_ref().map(|l| l.file.clone()))?;
    dict.set_item("line", d.loc.as_ref().map(|l| l.line))?;
    dict.set_item("column", d.loc.as_ref().map(|l| l.column))?;
    dict.set_item("byte", d.loc.as_ref().and_then(|l| l.byte))?;
    dict.set_item("severity", severity(d.severity))?;
    dict.set_item("message", d.message.clone())?;
    let notes: Vec<Bound<'py, PyDict>> = d.notes.iter().filter_map(|n| entry(py, n).ok()).collect();
    dict.set_item("notes", notes)?;
    Ok(dict)
}
