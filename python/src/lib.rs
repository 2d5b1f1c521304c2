//! `nki_mlir._nki_mlir`: the NKI provisioning stage for Python (pyo3).
//!
//! A [`Module`] holds its IR as MLIR bytecode, not as live MLIR objects:
//! each call parses it into a context of its own, works, and writes
//! bytecode back. So a module is immutable, can be shared between Python
//! threads, and every call releases the GIL while it works (MLIR contexts
//! never cross threads). Errors are Python exceptions, never a process
//! abort: diagnostics are collected, not printed, and a panic inside the
//! stage becomes an `NkiError`.

#![forbid(unsafe_code)]

mod arrays;
mod errors;
mod ir;

use errors::{Failure, NkiError};
use ir::Ir;
use pyo3::{
    prelude::*,
    types::{PyBytes, PyDict},
};
use std::sync::Arc;

/// An MLIR module of the stage's dialects (bir, klr) or any upstream one.
#[pyclass(frozen, module = "nki_mlir")]
pub struct Module {
    ir: Arc<Ir>,
}

impl Module {
    fn new(ir: Ir) -> Self {
        Module { ir: Arc::new(ir) }
    }
}

/// Runs `work` without the GIL; its failure as a Python exception.
fn release<T: Send>(
    py: Python<'_>,
    work: impl FnOnce() -> Result<T, Failure> + Send,
) -> PyResult<T> {
    py.allow_threads(|| errors::guarded(work))
        .map_err(|f| f.into_py_err(py))
}

#[pymethods]
impl Module {
    /// Parses MLIR text (verified; `name` is the file name locations carry).
    #[staticmethod]
    #[pyo3(signature = (text, name = "<string>"))]
    fn parse(py: Python<'_>, text: &str, name: &str) -> PyResult<Module> {
        let (text, name) = (text.to_owned(), name.to_owned());
        release(py, move || Ir::parse_text(&text, &name)).map(Module::new)
    }

    /// The module as MLIR text.
    fn to_mlir(&self, py: Python<'_>) -> PyResult<String> {
        let ir = self.ir.clone();
        release(py, move || ir.text())
    }

    /// The module as MLIR bytecode.
    fn to_bytecode<'py>(&self, py: Python<'py>) -> Bound<'py, PyBytes> {
        PyBytes::new(py, self.ir.bytecode())
    }

    /// Writes the module (a klr kernel) as a `.klr` file, atomically.
    fn write_klr(&self, py: Python<'_>, path: std::path::PathBuf) -> PyResult<()> {
        let ir = self.ir.clone();
        release(py, move || ir.write_klr(&path))
    }

    /// Writes the module (bir) as a BIR JSON file, atomically.
    fn write_bir_json(&self, py: Python<'_>, path: std::path::PathBuf) -> PyResult<()> {
        let ir = self.ir.clone();
        release(py, move || ir.write_bir_json(&path))
    }

    /// The module after a pass pipeline (`builtin.module(...)`, any
    /// pipeline nki-opt accepts); the module itself is left as it was.
    fn run_pipeline(&self, py: Python<'_>, pipeline: &str) -> PyResult<Module> {
        let (ir, pipeline) = (self.ir.clone(), pipeline.to_owned());
        release(py, move || ir.run_pipeline(&pipeline)).map(Module::new)
    }

    /// A picture of the module's SBUF and PSUM use: a page (`html`) or an
    /// SVG (`svg`).
    #[pyo3(signature = (format = "html"))]
    fn memory_map(&self, py: Python<'_>, format: &str) -> PyResult<String> {
        let (ir, format) = (self.ir.clone(), format.to_owned());
        release(py, move || ir.memory_map(&format))
    }

    /// Notebooks show the memory map.
    fn _repr_html_(&self, py: Python<'_>) -> PyResult<String> {
        self.memory_map(py, "html")
    }

    fn __repr__(&self) -> String {
        format!(
            "<nki_mlir.Module {} ({} bytes of bytecode)>",
            self.ir.name(),
            self.ir.bytecode().len()
        )
    }
}

/// Reads a `.klr` kernel into klr MLIR.
#[pyfunction]
fn read_klr(py: Python<'_>, path: std::path::PathBuf) -> PyResult<Module> {
    release(py, move || Ir::read_klr(&path)).map(Module::new)
}

/// Reads a BIR JSON document into bir MLIR.
#[pyfunction]
fn read_bir_json(py: Python<'_>, path: std::path::PathBuf) -> PyResult<Module> {
    release(py, move || Ir::read_bir_json(&path)).map(Module::new)
}

/// A caller module for a `.klr` or BIR JSON kernel file: DRAM tensors for
/// its inputs and outputs and one IT56 placeholder (`nki-translate
/// --wrap-kernel`).
#[pyfunction]
fn wrap_kernel(py: Python<'_>, path: std::path::PathBuf) -> PyResult<Module> {
    release(py, move || Ir::wrap_kernel(&path)).map(Module::new)
}

/// Runs a bir function on numbers (nki-run in process): `inputs` maps
/// memory-location names to float64 arrays of their shapes; returns every
/// output tensor (or those named in `outputs`) as `(float64 array, dtype
/// name)`, which the Python layer converts to the tensor's NumPy dtype.
#[pyfunction]
#[pyo3(signature = (module, inputs, outputs = None, entry = None, arch = None))]
fn run<'py>(
    py: Python<'py>,
    module: &Module,
    inputs: &Bound<'py, PyDict>,
    outputs: Option<Vec<String>>,
    entry: Option<String>,
    arch: Option<String>,
) -> PyResult<Bound<'py, PyDict>> {
    let given = arrays::inputs(inputs)?;
    let ir = module.ir.clone();
    let results = release(py, move || {
        arrays::run(
            &ir,
            given,
            outputs.as_deref(),
            entry.as_deref(),
            arch.as_deref(),
        )
    })?;
    arrays::outputs(py, results)
}

/// The kernel's inputs and outputs in its declared order, as
/// `(inputs, outputs)` lists of `(name, shape, dtype name)`.
#[pyfunction]
fn kernel_signature(
    py: Python<'_>,
    module: &Module,
) -> PyResult<(Vec<arrays::Formal>, Vec<arrays::Formal>)> {
    let ir = module.ir.clone();
    release(py, move || arrays::signature(&ir))
}

#[pymodule]
fn _nki_mlir(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<Module>()?;
    m.add("NkiError", m.py().get_type::<NkiError>())?;
    m.add(
        "DiagnosticError",
        m.py().get_type::<errors::DiagnosticError>(),
    )?;
    m.add_function(wrap_pyfunction!(read_klr, m)?)?;
    m.add_function(wrap_pyfunction!(read_bir_json, m)?)?;
    m.add_function(wrap_pyfunction!(wrap_kernel, m)?)?;
    m.add_function(wrap_pyfunction!(run, m)?)?;
    m.add_function(wrap_pyfunction!(kernel_signature, m)?)?;
    Ok(())
}
