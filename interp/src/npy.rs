//! `.npy` files in and out (through `npyz`): inputs of float32, float64,
//! float16, signed and unsigned integer and bool arrays in C order, and of
//! one-byte floats (fp8 as `ml_dtypes` saves it: `<V1` for its
//! `float8_e4m3`/`float8_e4m3fn`, `<f1` for `float8_e5m2`, neither naming
//! the format), whose bytes are the codes of the tensor's fp8 format;
//! outputs as float32, or as the tensor's own integer type.

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
    /// The values are one-byte float codes (0..=255), to be decoded in the
    /// fp8 format of the tensor they are for ([`Array::fp8_values`]).
    pub fp8_codes: bool,
}

/// The header spellings of a one-byte float dtype.
const ONE_BYTE_FLOATS: [&[u8]; 4] = [b"'<V1'", b"'|V1'", b"'<f1'", b"'|f1'"];

impl Array {
    /// The values for a tensor of `dtype`: fp8 codes decoded in its format
    /// (an error for a tensor that is not fp8), other values as they are.
    pub fn fp8_values(&self, dtype: Dtype) -> Result<Vec<f64>, String> {
        if !self.fp8_codes {
            return Ok(self.values.clone());
        }
        if !matches!(dtype, Dtype::Fp8 { .. }) {
            return Err(format!(
                "a one-byte float array (fp8) is the input of an fp8 tensor, not of a {} one",
                dtype.name()
            ));
        }
        Ok(self
            .values
            .iter()
            .map(|&code| dtype.decode(&[code as u8]))
            .collect())
    }
}

/// `bytes` with a one-byte float dtype in its header spelled `'|u1'` (the
/// same length), and whether it had one.
fn one_byte_floats_as_bytes(mut bytes: Vec<u8>, header_end: usize) -> (Vec<u8>, bool) {
    let header = &bytes[..header_end];
    let found = ONE_BYTE_FLOATS
        .iter()
        .find_map(|descr| header.windows(descr.len()).position(|w| w == *descr));
    match found {
        Some(at) => {
            bytes[at..at + 5].copy_from_slice(b"'|u1'");
            (bytes, true)
        }
        None => (bytes, false),
    }
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
    let (bytes, fp8_codes) = one_byte_floats_as_bytes(bytes, header_end);
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
    Ok(Array {
        shape,
        values,
        fp8_codes,
    })
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A version-1 `.npy` of `descr` and shape `(n,)` holding `data`.
    fn npy_file(descr: &str, data: &[u8]) -> Vec<u8> {
        let mut header = format!(
            "{{'descr': '{descr}', 'fortran_order': False, 'shape': ({},), }}",
            data.len()
        );
        while (10 + header.len() + 1) % 64 != 0 {
            header.push(' ');
        }
        header.push('\n');
        let mut bytes = b"\x93NUMPY\x01\x00".to_vec();
        bytes.extend_from_slice(&(header.len() as u16).to_le_bytes());
        bytes.extend_from_slice(header.as_bytes());
        bytes.extend_from_slice(data);
        bytes
    }

    #[test]
    fn one_byte_floats_are_fp8_codes_of_the_tensor() {
        let e5m2 = Dtype::parse("float8_e5m2").unwrap();
        let e4m3 = Dtype::parse("float8_e4m3").unwrap();
        for (i, descr) in ["<f1", "<V1"].iter().enumerate() {
            let path =
                std::env::temp_dir().join(format!("nki-npy-fp8-{}-{i}.npy", std::process::id()));
            std::fs::write(&path, npy_file(descr, &[0x3c, 0xc0])).unwrap();
            let array = read(&path, 1 << 20).unwrap();
            std::fs::remove_file(&path).unwrap();
            assert!(array.fp8_codes);
            assert_eq!(array.values, vec![60.0, 192.0]);
            // e5m2: 0x3c = 1.0, 0xc0 = -2.0; e4m3: 0x3c = 1.5, 0xc0 = -2.0.
            assert_eq!(array.fp8_values(e5m2).unwrap(), vec![1.0, -2.0]);
            assert_eq!(array.fp8_values(e4m3).unwrap(), vec![1.5, -2.0]);
            assert!(array.fp8_values(Dtype::F32).is_err());
        }
    }
}
