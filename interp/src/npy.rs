//! `.npy` files in and out (through `npyz`): inputs of float32, float64,
//! float16, signed and unsigned integer and bool arrays in C order; outputs
//! as float32, or as the tensor's own integer type.

use crate::dtype::Dtype;
use npyz::{DType, NpyFile, TypeChar, WriterBuilder};
use std::{fs::File, io::BufReader, path::Path};

/// An array read from a file, as numbers.
#[derive(Clone, Debug, PartialEq)]
pub struct Array {
    pub shape: Vec<usize>,
    pub values: Vec<f64>,
}

/// Reads a C-ordered `.npy` array of a numeric dtype.
pub fn read(path: &Path) -> Result<Array, String> {
    let file = File::open(path).map_err(|e| format!("cannot open: {e}"))?;
    let npy = NpyFile::new(BufReader::new(file)).map_err(|e| format!("not a .npy file: {e}"))?;
    if npy.order() != npyz::Order::C {
        return Err("Fortran-ordered arrays are not supported (save with C order)".into());
    }
    let shape: Vec<usize> = npy.shape().iter().map(|&d| d as usize).collect();
    let DType::Plain(ts) = npy.dtype() else {
        return Err("a structured or array dtype; a plain numeric dtype is needed".into());
    };
    let bad = |e: std::io::Error| format!("cannot read the data: {e}");
    let values: Vec<f64> = match (ts.type_char(), ts.size_field()) {
        (TypeChar::Float, 2) => npy
            .into_vec::<half::f16>()
            .map_err(bad)?
            .into_iter()
            .map(|v| v.to_f64())
            .collect(),
        (TypeChar::Float, 4) => conv(npy.into_vec::<f32>().map_err(bad)?),
        (TypeChar::Float, 8) => npy.into_vec::<f64>().map_err(bad)?,
        (TypeChar::Int, 1) => conv(npy.into_vec::<i8>().map_err(bad)?),
        (TypeChar::Int, 2) => conv(npy.into_vec::<i16>().map_err(bad)?),
        (TypeChar::Int, 4) => conv(npy.into_vec::<i32>().map_err(bad)?),
        (TypeChar::Int, 8) => npy
            .into_vec::<i64>()
            .map_err(bad)?
            .into_iter()
            .map(|v| v as f64)
            .collect(),
        (TypeChar::Uint, 1) | (TypeChar::Bool, 1) => conv(npy.into_vec::<u8>().map_err(bad)?),
        (TypeChar::Uint, 2) => conv(npy.into_vec::<u16>().map_err(bad)?),
        (TypeChar::Uint, 4) => conv(npy.into_vec::<u32>().map_err(bad)?),
        (TypeChar::Uint, 8) => npy
            .into_vec::<u64>()
            .map_err(bad)?
            .into_iter()
            .map(|v| v as f64)
            .collect(),
        _ => return Err(format!("unsupported dtype '{ts}'")),
    };
    Ok(Array { shape, values })
}

fn conv<T: Into<f64>>(v: Vec<T>) -> Vec<f64> {
    v.into_iter().map(Into::into).collect()
}

/// Writes `values` with `shape`: float32 for float tensors, the tensor's
/// own type for integer ones.
pub fn write(path: &Path, shape: &[usize], values: &[f64], dtype: Dtype) -> Result<(), String> {
    let file = File::create(path).map_err(|e| format!("cannot create: {e}"))?;
    let shape: Vec<u64> = shape.iter().map(|&d| d as u64).collect();
    let mut out = std::io::BufWriter::new(file);
    let io = |e: std::io::Error| format!("cannot write: {e}");
    macro_rules! put {
        ($t:ty) => {{
            let mut w = npyz::WriteOptions::<$t>::new()
                .default_dtype()
                .shape(&shape)
                .writer(&mut out)
                .begin_nd()
                .map_err(io)?;
            w.extend(values.iter().map(|&v| v as $t)).map_err(io)?;
            w.finish().map_err(io)?;
        }};
    }
    match dtype {
        Dtype::I8 => put!(i8),
        Dtype::I16 => put!(i16),
        Dtype::I32 => put!(i32),
        Dtype::U8 => put!(u8),
        Dtype::U16 => put!(u16),
        Dtype::U32 => put!(u32),
        _ => put!(f32),
    }
    std::io::Write::flush(&mut out).map_err(io)
}
