//! NumPy arrays in and out of the interpreter (nki-run's `Machine`):
//! inputs arrive as float64 arrays (the Python layer converts them), are
//! rounded to each tensor's dtype as they are stored; outputs leave as
//! float64 arrays moved, not copied, into NumPy, with NumPy's spelling of
//! the tensor's dtype (from the dtype table, `nki_interp::dtype::Dtype::name`)
//! for the Python layer's conversion (bfloat16 and fp8 through ml_dtypes).

use crate::{errors::Failure, ir::Ir};
use nki::io::Input;
use nki_formats::arch;
use nki_interp::{Machine, Tensor};
use numpy::{PyArray1, PyArrayMethods, PyReadonlyArrayDyn, PyUntypedArrayMethods};
use pyo3::{prelude::*, types::PyDict};

/// An input: name, values, shape.
pub struct Given {
    name: String,
    values: Vec<f64>,
    shape: Vec<usize>,
}

/// A result: name, values, shape, dtype name.
pub struct Output {
    name: String,
    values: Vec<f64>,
    shape: Vec<usize>,
    dtype: &'static str,
}

/// A formal of the kernel: name, shape, dtype name.
pub type Formal = (String, Vec<usize>, String);

/// The inputs: a dict of names to float64 arrays.
pub fn inputs(dict: &Bound<'_, PyDict>) -> PyResult<Vec<Given>> {
    let mut given = Vec::new();
    for (name, value) in dict.iter() {
        let name: String = name.extract()?;
        let array: PyReadonlyArrayDyn<'_, f64> = value.extract().map_err(|_| {
            crate::errors::NkiError::new_err(format!(
                "input '{name}' is not a float64 NumPy array (nki_mlir.run converts arrays first)"
            ))
        })?;
        given.push(Given {
            shape: array.shape().to_vec(),
            values: array.as_array().iter().copied().collect(),
            name,
        });
    }
    Ok(given)
}

/// The results as a dict of `name -> (array, dtype name)`.
pub fn outputs<'py>(py: Python<'py>, results: Vec<Output>) -> PyResult<Bound<'py, PyDict>> {
    let dict = PyDict::new(py);
    for r in results {
        let flat = PyArray1::from_vec(py, r.values);
        let array = flat
            .reshape(r.shape)
            .map_err(|e| crate::errors::NkiError::new_err(e.to_string()))?;
        dict.set_item(r.name, (array, r.dtype))?;
    }
    Ok(dict)
}

fn machine(ir: &Ir, entry: Option<&str>, arch_name: Option<&str>) -> Result<Machine, Failure> {
    let input = Input {
        name: ir.name().to_owned(),
        bytes: ir.bytecode().to_vec(),
    };
    let document = nki_dialects::translate::read_bir_document(&input)?;
    let arch = match arch_name {
        Some(name) => arch::lookup(name)
            .ok_or_else(|| Failure::Message(format!("unknown arch '{name}' (trn1, trn2)")))?,
        None => arch::for_module(Some(&document.arch)),
    };
    Machine::new(&document, entry, arch).map_err(|e| Failure::Message(e.to_string()))
}

fn names(tensors: &[&Tensor]) -> String {
    let names: Vec<&str> = tensors.iter().map(|t| t.name.as_str()).collect();
    if names.is_empty() {
        "none".into()
    } else {
        names.join(", ")
    }
}

/// Runs the module's function: every input given (and only known names,
/// in their shapes), then the outputs read back.
pub fn run(
    ir: &Ir,
    given: Vec<Given>,
    outputs: Option<&[String]>,
    entry: Option<&str>,
    arch: Option<&str>,
) -> Result<Vec<Output>, Failure> {
    let mut machine = machine(ir, entry, arch)?;
    let tensors = machine.tensors();
    let ins: Vec<&Tensor> = tensors.iter().filter(|t| t.is_input()).collect();
    let outs: Vec<&Tensor> = tensors.iter().filter(|t| t.is_output()).collect();
    for g in &given {
        let Some(t) = ins.iter().chain(&outs).find(|t| t.name == g.name) else {
            return Err(Failure::Message(format!(
                "input '{}' is not an input or output of the function (inputs: {}; outputs: {})",
                g.name,
                names(&ins),
                names(&outs)
            )));
        };
        if g.shape != t.shape {
            return Err(Failure::Message(format!(
                "input '{}' has shape {:?}, the tensor is {:?} {}",
                g.name,
                g.shape,
                t.shape,
                t.dtype.name()
            )));
        }
        machine
            .set(&g.name, &g.values)
            .map_err(|e| Failure::Message(e.to_string()))?;
    }
    if let Some(missing) = ins.iter().find(|t| !given.iter().any(|g| g.name == t.name)) {
        return Err(Failure::Message(format!(
            "no input for '{}' (inputs: {})",
            missing.name,
            names(&ins)
        )));
    }
    machine.run().map_err(|e| Failure::Message(e.to_string()))?;
    let wanted: Vec<Tensor> = match outputs {
        Some(list) => list
            .iter()
            .map(|name| {
                machine
                    .tensor(name)
                    .map_err(|e| Failure::Message(format!("output '{name}': {e}")))
            })
            .collect::<Result<_, _>>()?,
        None => outs.iter().map(|t| (*t).clone()).collect(),
    };
    let mut results = Vec::new();
    for t in wanted {
        let values = machine
            .get(&t.name)
            .map_err(|e| Failure::Message(e.to_string()))?;
        results.push(Output {
            name: t.name.clone(),
            values,
            shape: t.shape.clone(),
            dtype: t.dtype.name(),
        });
    }
    Ok(results)
}

/// The function's inputs and outputs in memory-location order.
pub fn signature(ir: &Ir) -> Result<(Vec<Formal>, Vec<Formal>), Failure> {
    let machine = machine(ir, None, None)?;
    let formal = |t: &Tensor| (t.name.clone(), t.shape.clone(), t.dtype.name().to_owned());
    let tensors = machine.tensors();
    Ok((
        tensors
            .iter()
            .filter(|t| t.is_input())
            .map(formal)
            .collect(),
        tensors
            .iter()
            .filter(|t| t.is_output())
            .map(formal)
            .collect(),
    ))
}
