//! `.npy` files in and out (through `npyz`): inputs of float32, float64,
//! float16, signed and unsigned integer and bool arrays in C order; outputs
//! as float32, or as the tensor's own integer type.

use crate::dtype::Dtype;
use npyz::{DType, NpyFile, TypeChar, WriterBuilder};
use std::{
    fs::File,
    io::{Read, Write},
    path::Path,
};

/// An array read from a file, as numbers.
#[derive(Clone, Debug, PartialEq)]
pub struct Array {
    pub shape: Vec<usize>,
    pub values: Vec<f64>,
}

/// The longest message taken from the `.npy` reader (its errors may quote
/// the whole header).
const MAX_MESSAGE: usize = 160;

/// Reads a C-ordered `.npy` array of a numeric or bool dtype. The sizes the
/// file declares are checked against the bytes it has before anything is
/// allocated for them: the header's length, then the data its shape and
/// dtype need. A regular file is read up to the size it has; anything else
/// (a pipe) up to `max_bytes`. Errors are one line.
pub fn read(path: &Path, max_bytes: u64) -> Result<Array, String> {
    let bytes = read_bytes(path, max_bytes)?;
    let header_end = check_header_length(&bytes)?;
    let npy = NpyFile::new(&bytes[..]).map_err(|e| format!("not a .npy file: {}", one_line(&e)))?;
    if npy.order() != npyz::Order::C {
        return Err("Fortran-ordered arrays are not supported (save with C order)".into());
    }
    let DType::Plain(ts) = npy.dtype() else {
        return Err("a structured or array dtype; a plain numeric dtype is needed".into());
    };
    let data = bytes.len() - header_end;
    let needed = npy
        .shape()
        .iter()
        .try_fold(ts.size_field(), |n, &d| n.checked_mul(d));
    if needed.is_none_or(|n| n > data as u64) {
        return Err(format!(
            "the header's shape {:?} of '{ts}' needs {} bytes of data, and the file has {data}",
            npy.shape(),
            needed.map_or("more than 2^64".to_string(), |n| n.to_string())
        ));
    }
    let shape: Vec<usize> = npy.shape().iter().map(|&d| d as usize).collect();
    let bad = |e: std::io::Error| format!("cannot read the data: {}", one_line(&e));
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
        (TypeChar::Bool, 1) => npy
            .into_vec::<bool>()
            .map_err(bad)?
            .into_iter()
            .map(|v| f64::from(u8::from(v)))
            .collect(),
        (TypeChar::Uint, 1) => conv(npy.into_vec::<u8>().map_err(bad)?),
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

/// The file's bytes: a regular file up to its size, a stream up to
/// `max_bytes`.
fn read_bytes(path: &Path, max_bytes: u64) -> Result<Vec<u8>, String> {
    let file = File::open(path).map_err(|e| format!("cannot open: {}", one_line(&e)))?;
    let meta = file
        .metadata()
        .map_err(|e| format!("cannot open: {}", one_line(&e)))?;
    if meta.is_dir() {
        return Err("cannot open: it is a directory".into());
    }
    let limit = if meta.is_file() {
        meta.len()
    } else {
        max_bytes
    };
    let mut bytes = Vec::new();
    file.take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read: {}", one_line(&e)))?;
    if !meta.is_file() && bytes.len() as u64 > limit {
        return Err(format!("the stream holds more than {limit} bytes"));
    }
    Ok(bytes)
}

/// Where the header ends: the magic string, the version, and a header
/// length that the file's bytes hold (a 13-byte file declaring a 4 GiB
/// header is refused here, before the reader allocates the header).
fn check_header_length(bytes: &[u8]) -> Result<usize, String> {
    if bytes.len() < 8 || &bytes[..6] != b"\x93NUMPY" {
        return Err("not a .npy file: magic not found for NPY file".into());
    }
    let (len, prefix) = match bytes[6] {
        1 if bytes.len() >= 10 => (u16::from_le_bytes([bytes[8], bytes[9]]) as u64, 10),
        2 | 3 if bytes.len() >= 12 => (
            u32::from_le_bytes([bytes[8], bytes[9], bytes[10], bytes[11]]) as u64,
            12,
        ),
        1..=3 => return Err("not a .npy file: the file ends inside its header's length".into()),
        major => {
            return Err(format!(
                "not a .npy file: unsupported version {major}.{}",
                bytes[7]
            ))
        }
    };
    let rest = (bytes.len() - prefix) as u64;
    if len > rest {
        return Err(format!(
            "not a .npy file: the header declares {len} bytes and only {rest} follow"
        ));
    }
    Ok(prefix + len as usize)
}

/// An error as one line of at most [`MAX_MESSAGE`] characters.
fn one_line(e: &dyn std::fmt::Display) -> String {
    let text: String = e
        .to_string()
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if text.chars().count() <= MAX_MESSAGE {
        return text;
    }
    let cut: String = text.chars().take(MAX_MESSAGE).collect();
    format!("{cut}…")
}

fn conv<T: Into<f64>>(v: Vec<T>) -> Vec<f64> {
    v.into_iter().map(Into::into).collect()
}

/// Writes `values` with `shape` into `out`: float32 for float tensors, the
/// tensor's own type for integer ones.
pub fn write(
    out: &mut dyn Write,
    shape: &[usize],
    values: &[f64],
    dtype: Dtype,
) -> std::io::Result<()> {
    let shape: Vec<u64> = shape.iter().map(|&d| d as u64).collect();
    let mut out = std::io::BufWriter::new(out);
    macro_rules! put {
        ($t:ty) => {{
            let mut w = npyz::WriteOptions::<$t>::new()
                .default_dtype()
                .shape(&shape)
                .writer(&mut out)
                .begin_nd()?;
            w.extend(values.iter().map(|&v| v as $t))?;
            w.finish()?;
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
    out.flush()
}
