//! Random numbers: `Rand`, `SetRandState`, `GetRandState` and `Dropout`,
//! deterministic given a state. The engines' generator is XORWOW
//! (docs/klr-to-bir.md, "Random numbers"), Marsaglia's xorshift with a
//! Weyl counter; nki-run gives each engine one generator per partition.
//! How the device seeds and lays out that state is not documented here,
//! so the numbers are nki-run's own, not the device's bits:
//! - a partition's state is six 32-bit words `x, y, z, w, v, d`, initially
//!   Marsaglia's `123456789 ^ p, 362436069, 521288629, 88675123, 5783321,
//!   6615241` (partition `p`);
//! - `SetRandState` (`rng_engine`, else the instruction's engine) sets
//!   partition `p`'s words, in that order, from the first elements of row
//!   `p` of its source, each value taken as a 32-bit integer (two's
//!   complement); words beyond the row keep their value;
//! - `GetRandState` writes the six words to the first elements of each row
//!   of its destination (the rest of a row gets 0);
//! - each element (in pattern order; element `i` of partition `p` from
//!   partition `p`'s generator) takes one output:
//!   `t = x ^ (x >> 2); x, y, z, w = y, z, w, v; v = (v ^ (v << 4)) ^ (t ^ (t << 1));
//!   d += 362437; out = v + d` (mod 2^32);
//! - `Rand` `Raw`: the output's low bits into an integer destination;
//!   `Uniform` `[min, max]`: `min + (max - min) · u` in fp32 with
//!   `u = (out >> 8) / 2^24` in [0, 1); `Dropout`: `u` against the
//!   threshold (`ins[1]`: an immediate or one value per partition), an
//!   element dropped (0) when `u < threshold` is a drop rate, kept (the
//!   source) when `u < threshold` is a keep rate (`is_keep_threshold`).

use crate::{
    exec::Exec,
    ops::{dst, input},
    Error,
};
use nki_formats::bir_json::decoded::{DropoutMembers, RandMembers, SetRandStateMembers};
use nki_formats::bir_json::enums::{BirEnum, RandomAlgorithmKind, RandomDistributionKind};
use nki_formats::bir_json::Instruction;
use std::collections::HashMap;

/// One XORWOW state.
type State = [u32; 6];

/// The generators: per engine, one state per partition.
#[derive(Default)]
pub struct Generators {
    engines: HashMap<String, Vec<State>>,
}

fn initial(partition: usize) -> State {
    [
        123_456_789 ^ partition as u32,
        362_436_069,
        521_288_629,
        88_675_123,
        5_783_321,
        6_615_241,
    ]
}

/// The next output of a state.
fn next(s: &mut State) -> u32 {
    let t = s[0] ^ (s[0] >> 2);
    s[0] = s[1];
    s[1] = s[2];
    s[2] = s[3];
    s[3] = s[4];
    s[4] = (s[4] ^ (s[4] << 4)) ^ (t ^ (t << 1));
    s[5] = s[5].wrapping_add(362_437);
    s[4].wrapping_add(s[5])
}

/// An output as a uniform number in [0, 1), exact in fp32.
fn unit(bits: u32) -> f32 {
    (bits >> 8) as f32 / (1u32 << 24) as f32
}

impl Generators {
    fn states(&mut self, engine: &str, partitions: usize) -> &mut Vec<State> {
        let states = self.engines.entry(engine.to_string()).or_default();
        while states.len() < partitions {
            states.push(initial(states.len()));
        }
        states
    }

    /// One output per element of `partitions` rows of `row` elements.
    fn draw(&mut self, engine: &str, partitions: usize, row: usize) -> Vec<u32> {
        let states = self.states(engine, partitions);
        (0..partitions * row)
            .map(|k| next(&mut states[k / row.max(1)]))
            .collect()
    }
}

pub fn set_rand_state(
    x: &mut Exec,
    inst: &Instruction,
    m: &SetRandStateMembers,
) -> Result<(), Error> {
    let src = x.ap(&inst.ins, 0, "the source")?;
    let values = x.read(&src)?;
    let engine = m.rng_engine.as_str();
    let row = src.free_count().max(1);
    let states = x.rng.states(engine, src.partitions);
    for (p, words) in values.chunks(row).enumerate() {
        for (slot, &v) in states[p].iter_mut().zip(words) {
            *slot = v as i64 as u32;
        }
    }
    Ok(())
}

pub fn get_rand_state(x: &mut Exec, inst: &Instruction) -> Result<(), Error> {
    let dst = dst(x, inst)?;
    let row = dst.free_count().max(1);
    let states = x.rng.states(&inst.engine, dst.partitions).clone();
    let values: Vec<f64> = (0..dst.len())
        .map(|k| match states[k / row].get(k % row) {
            Some(&w) if dst.dtype.is_signed_int() => w as i32 as f64,
            Some(&w) => w as f64,
            None => 0.0,
        })
        .collect();
    x.write(&dst, &values)
}

pub fn rand(x: &mut Exec, inst: &Instruction, m: &RandMembers) -> Result<(), Error> {
    let dst = dst(x, inst)?;
    if m.random_algorithm != RandomAlgorithmKind::Lfsr {
        return Err(Error::Semantics(format!(
            "random algorithm '{}' has no semantics in nki-run (XORWOW is LFSR)",
            m.random_algorithm
        )));
    }
    if m.rand_num_steps != 1 {
        return Err(Error::Semantics(format!(
            "rand_num_steps {} has no semantics in nki-run (one output per element)",
            m.rand_num_steps
        )));
    }
    let params = m.params.as_slice();
    let bits = x.rng.draw(&inst.engine, dst.partitions, dst.free_count());
    use RandomDistributionKind as D;
    let values: Vec<f64> = match (m.distribution, params) {
        (D::Raw, _) if dst.dtype.is_int() => bits.iter().map(|&b| raw(b, dst.dtype)).collect(),
        (D::Raw, _) => {
            return Err(Error::Semantics(format!(
                "raw random bits into a {} destination have no semantics in nki-run",
                dst.dtype.name()
            )))
        }
        (D::Uniform, &[lo, hi]) => {
            let (lo, span) = (lo as f32, (hi - lo) as f32);
            bits.iter().map(|&b| (lo + span * unit(b)) as f64).collect()
        }
        (other, _) => {
            return Err(Error::Semantics(format!(
                "distribution '{other}' with {} parameters has no semantics in nki-run",
                params.len()
            )))
        }
    };
    x.write(&dst, &values)
}

/// The low bits of `bits` as an integer of `dtype`.
fn raw(bits: u32, dtype: crate::dtype::Dtype) -> f64 {
    use crate::dtype::Dtype::*;
    match dtype {
        I8 => bits as u8 as i8 as f64,
        I16 => bits as u16 as i16 as f64,
        I32 => bits as i32 as f64,
        U8 => bits as u8 as f64,
        U16 => bits as u16 as f64,
        _ => bits as f64,
    }
}

pub fn dropout(x: &mut Exec, inst: &Instruction, m: &DropoutMembers) -> Result<(), Error> {
    let dst = dst(x, inst)?;
    let src = input(x, inst, 0)?;
    let src = x.broadcast(&src, &dst, "the source")?;
    let threshold = input(x, inst, 1)?;
    let threshold = x.broadcast(&threshold, &dst, "the threshold")?;
    let keep_rate = m.is_keep_threshold_or_default();
    let bits = x.rng.draw(&inst.engine, dst.partitions, dst.free_count());
    let out: Vec<f32> = (0..src.len())
        .map(|k| {
            let below = unit(bits[k]) < threshold[k];
            if below == keep_rate {
                src[k]
            } else {
                0.0
            }
        })
        .collect();
    x.write32(&dst, &out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn xorwow_by_hand() {
        // t = 1 ^ 0 = 1; v = (5 ^ 80) ^ (1 ^ 2) = 86; d = 6 + 362437.
        let mut s = [1, 2, 3, 4, 5, 6];
        assert_eq!(next(&mut s), 86 + 362_443);
        assert_eq!(s, [2, 3, 4, 5, 86, 362_443]);
        // t = 2; v = (86 ^ 1376) ^ (2 ^ 4) = 1334 ^ 6 = 1328; d = 724880.
        assert_eq!(next(&mut s), 1328 + 724_880);
        assert_eq!(unit(u32::MAX), 1.0 - 2f32.powi(-24));
        assert_eq!(unit(0), 0.0);
    }
}
