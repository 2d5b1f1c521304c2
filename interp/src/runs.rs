//! Reading and writing runs of elements: an access pattern is checked
//! against its location once (`View`), then each run of its innermost pair
//! is decoded or encoded as one slice of bytes per partition it crosses —
//! a plain loop, with fp32 as its own case — instead of one dispatch per
//! element.

use crate::{
    ap::{Ap, Cursor},
    dtype::Dtype,
    memory::{Memory, Space},
};

/// Where an access pattern's elements lie, checked to be inside its
/// location: element `e` is at byte `start + (e / per_partition) · pitch +
/// (e mod per_partition) · size` of the buffer of `space`.
#[derive(Clone, Copy, Debug)]
pub struct View {
    pub space: Space,
    pub dtype: Dtype,
    start: usize,
    pitch: usize,
    per_partition: i64,
    size: usize,
}

impl View {
    /// The byte address of element `e`.
    fn at(&self, e: i64) -> usize {
        self.start
            + (e / self.per_partition) as usize * self.pitch
            + (e % self.per_partition) as usize * self.size
    }

    /// The bytes `[first, last)` the elements `lo..=hi` lie within.
    pub fn bytes(&self, lo: i64, hi: i64) -> (usize, usize) {
        (self.at(lo), self.at(hi) + self.size)
    }
}

/// A value type the engines compute in: fp32 for engines, f64 for DMAs
/// (which convert between dtypes directly).
pub trait Elem: Copy + Default {
    /// The value of an fp32 element.
    fn from_f32(v: f32) -> Self;
    /// The value as fp32, to store in an fp32 element.
    fn to_f32(self) -> f32;
    fn decode(dtype: Dtype, bytes: &[u8]) -> Self;
    fn encode(self, dtype: Dtype, out: &mut [u8]);
}

impl Elem for f64 {
    fn from_f32(v: f32) -> f64 {
        v as f64
    }
    fn to_f32(self) -> f32 {
        self as f32
    }
    fn decode(dtype: Dtype, bytes: &[u8]) -> f64 {
        dtype.decode(bytes)
    }
    fn encode(self, dtype: Dtype, out: &mut [u8]) {
        dtype.encode(self, out)
    }
}

impl Elem for f32 {
    /// A stored signaling NaN reads as quiet, as through f64.
    #[inline(always)]
    fn from_f32(v: f32) -> f32 {
        if v.is_nan() {
            f32::from_bits(v.to_bits() | 0x0040_0000)
        } else {
            v
        }
    }
    #[inline(always)]
    fn to_f32(self) -> f32 {
        self
    }
    fn decode(dtype: Dtype, bytes: &[u8]) -> f32 {
        dtype.decode(bytes) as f32
    }
    fn encode(self, dtype: Dtype, out: &mut [u8]) {
        dtype.encode(self as f64, out)
    }
}

fn decode_slice<T: Elem>(dtype: Dtype, bytes: &[u8], out: &mut [T]) {
    if dtype == Dtype::F32 {
        for (o, c) in out.iter_mut().zip(bytes.chunks_exact(4)) {
            let mut word = [0u8; 4];
            word.copy_from_slice(c);
            *o = T::from_f32(f32::from_le_bytes(word));
        }
    } else {
        for (o, c) in out.iter_mut().zip(bytes.chunks_exact(dtype.size())) {
            *o = T::decode(dtype, c);
        }
    }
}

fn encode_slice<T: Elem>(dtype: Dtype, values: &[T], bytes: &mut [u8]) {
    if dtype == Dtype::F32 {
        for (v, c) in values.iter().zip(bytes.chunks_exact_mut(4)) {
            c.copy_from_slice(&v.to_f32().to_le_bytes());
        }
    } else {
        for (v, c) in values.iter().zip(bytes.chunks_exact_mut(dtype.size())) {
            v.encode(dtype, c);
        }
    }
}

impl Memory {
    /// The view of `ap`, or the first element (in pattern order) outside
    /// its location.
    pub fn view(&self, ap: &Ap) -> Result<View, i64> {
        let (space, start, pitch, partitions, per_partition) = self.layout(ap.loc, ap.dtype);
        let view = View {
            space,
            dtype: ap.dtype,
            start,
            pitch,
            per_partition,
            size: ap.dtype.size(),
        };
        match ap.extent() {
            None => Ok(view),
            Some((lo, hi)) if lo >= 0 && hi < partitions * per_partition => Ok(view),
            Some(_) => {
                let limit = partitions * per_partition;
                Err(ap
                    .elements()
                    .into_iter()
                    .find(|&e| e < 0 || e >= limit)
                    .expect("an element lies outside"))
            }
        }
    }

    /// Reads `out.len()` elements from `first`, `step` apart.
    pub fn get_run<T: Elem>(&self, view: &View, first: i64, step: i64, out: &mut [T]) {
        let buf = self.buffer(view.space);
        if step != 1 {
            for (j, o) in out.iter_mut().enumerate() {
                let at = view.at(first + j as i64 * step);
                *o = T::decode(view.dtype, &buf[at..at + view.size]);
            }
            return;
        }
        let mut done = 0;
        while done < out.len() {
            let e = first + done as i64;
            let n = ((view.per_partition - e % view.per_partition) as usize).min(out.len() - done);
            let at = view.at(e);
            decode_slice(
                view.dtype,
                &buf[at..at + n * view.size],
                &mut out[done..done + n],
            );
            done += n;
        }
    }

    /// Writes `values` to the elements from `first`, `step` apart.
    pub fn put_run<T: Elem>(&mut self, view: &View, first: i64, step: i64, values: &[T]) {
        let buf = self.buffer_mut(view.space);
        if step != 1 {
            for (j, v) in values.iter().enumerate() {
                let at = view.at(first + j as i64 * step);
                v.encode(view.dtype, &mut buf[at..at + view.size]);
            }
            return;
        }
        let mut done = 0;
        while done < values.len() {
            let e = first + done as i64;
            let n =
                ((view.per_partition - e % view.per_partition) as usize).min(values.len() - done);
            let at = view.at(e);
            encode_slice(
                view.dtype,
                &values[done..done + n],
                &mut buf[at..at + n * view.size],
            );
            done += n;
        }
    }

    /// Reads the next `out.len()` elements of a walk.
    pub fn get<T: Elem>(&self, view: &View, cursor: &mut Cursor, out: &mut [T]) {
        let mut done = 0;
        while done < out.len() {
            let (first, step, n) = cursor.piece(out.len() - done);
            self.get_run(view, first, step, &mut out[done..done + n]);
            done += n;
        }
    }

    /// Writes `values` to the next elements of a walk.
    pub fn put<T: Elem>(&mut self, view: &View, cursor: &mut Cursor, values: &[T]) {
        let mut done = 0;
        while done < values.len() {
            let (first, step, n) = cursor.piece(values.len() - done);
            self.put_run(view, first, step, &values[done..done + n]);
            done += n;
        }
    }

    /// Every element of `ap`, in pattern order.
    pub fn read_ap<T: Elem>(&self, ap: &Ap) -> Result<Vec<T>, i64> {
        let view = self.view(ap)?;
        let mut out = vec![T::default(); ap.len()];
        self.get(&view, &mut Cursor::new(ap), &mut out);
        Ok(out)
    }

    /// Writes `values` (as many as `ap` has elements) in pattern order.
    pub fn write_ap<T: Elem>(&mut self, ap: &Ap, values: &[T]) -> Result<(), i64> {
        let view = self.view(ap)?;
        self.put(&view, &mut Cursor::new(ap), values);
        Ok(())
    }
}
