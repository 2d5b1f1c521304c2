//! The activation functions (docs/bir-json-format.md §7.5) in fp32, each
//! with a loop over a slice compiled for that function alone.

use crate::{alu::bool, Error};

/// `v[i] = func(v[i])` over a slice; `alpha` for the parameterized ones.
pub type ActivationFn = fn(&mut [f32], f32);
/// `func(x)` of one value; `alpha` for the parameterized ones.
type ElementFn = fn(f32, f32) -> f32;

/// The activation functions by their BIR spelling; the index is the `K`
/// of `function::<K>`.
const NAMES: [&str; 28] = [
    "Copy",
    "Identity",
    "Exp",
    "Ln",
    "Relu",
    "Lrelu",
    "Sigmoid",
    "Tanh",
    "Sqrt",
    "Rsqrt",
    "Abs_reciprocal_sqrt",
    "Reciprocal",
    "Square",
    "Abs",
    "Sign",
    "Sin",
    "Arctan",
    "Erf",
    "Gelu",
    "Gelu_apprx_tanh",
    "Gelu_apprx_sigmoid",
    "Silu",
    "Softplus",
    "Mish",
    "Derivative_Erf",
    "Derivative_silu",
    "Is_finite",
    "MemsetZero",
];

fn sigmoid(v: f32) -> f32 {
    1.0 / (1.0 + (-v).exp())
}

/// Function `K` of `NAMES` of `x`. Erf and the functions built on it use
/// an approximation good to about 1.5e-7 absolute (Abramowitz & Stegun
/// 7.1.26).
#[inline(always)]
fn function<const K: u8>(x: f32, alpha: f32) -> f32 {
    match K {
        0 | 1 => x,
        2 => x.exp(),
        3 => x.ln(),
        4 => x.max(0.0),
        5 => {
            if x >= 0.0 {
                x
            } else {
                alpha * x
            }
        }
        6 => sigmoid(x),
        7 => x.tanh(),
        8 => x.sqrt(),
        9 => 1.0 / x.sqrt(),
        10 => 1.0 / x.abs().sqrt(),
        11 => 1.0 / x,
        12 => x * x,
        13 => x.abs(),
        14 => {
            if x > 0.0 {
                1.0
            } else if x < 0.0 {
                -1.0
            } else {
                0.0
            }
        }
        15 => x.sin(),
        16 => x.atan(),
        17 => erf(x as f64) as f32,
        18 => (0.5 * x as f64 * (1.0 + erf(x as f64 / std::f64::consts::SQRT_2))) as f32,
        19 => {
            let c = (2.0 / std::f32::consts::PI).sqrt();
            0.5 * x * (1.0 + (c * (x + 0.044715 * x * x * x)).tanh())
        }
        20 => x * sigmoid(1.702 * x),
        21 => x * sigmoid(x),
        22 => (1.0 + x.exp()).ln(),
        23 => x * (1.0 + x.exp()).ln().tanh(),
        24 => (2.0 / std::f32::consts::PI.sqrt()) * (-x * x).exp(),
        25 => {
            let s = sigmoid(x);
            s * (1.0 + x * (1.0 - s))
        }
        26 => bool(x.is_finite()),
        _ => 0.0,
    }
}

fn over<const K: u8>(v: &mut [f32], alpha: f32) {
    v.iter_mut().for_each(|x| *x = function::<K>(*x, alpha));
}

macro_rules! table {
    ($($k:literal)*) => { [$((function::<$k> as ElementFn, over::<$k> as ActivationFn)),*] };
}

const TABLE: [(ElementFn, ActivationFn); 28] =
    table!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27);

fn index(func: &str) -> Result<usize, Error> {
    NAMES
        .iter()
        .position(|&n| n == func)
        .ok_or_else(|| Error::Semantics(format!("activation function '{func}'")))
}

/// The loop of activation function `func`, resolved once per instruction.
pub fn activation_fn(func: &str) -> Result<ActivationFn, Error> {
    Ok(TABLE[index(func)?].1)
}

/// Activation function `func` of `x` (fp32).
pub fn activation(func: &str, x: f32, alpha: f32) -> Result<f32, Error> {
    Ok(TABLE[index(func)?].0(x, alpha))
}

/// erf(x), Abramowitz & Stegun 7.1.26 (|error| ≤ 1.5e-7).
fn erf(x: f64) -> f64 {
    let t = 1.0 / (1.0 + 0.327_591_1 * x.abs());
    let poly = t
        * (0.254_829_592
            + t * (-0.284_496_736
                + t * (1.421_413_741 + t * (-1.453_152_027 + t * 1.061_405_429))));
    let y = 1.0 - poly * (-x * x).exp();
    if x < 0.0 {
        -y
    } else {
        y
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn functions() {
        assert_eq!(activation("Relu", -2.0, 0.0).unwrap(), 0.0);
        assert_eq!(activation("Lrelu", -2.0, 0.5).unwrap(), -1.0);
        assert!((activation("Erf", 0.5, 0.0).unwrap() - 0.520_499_9).abs() < 1e-6);
        assert!(activation("Unknown", 0.5, 0.0).is_err());
        let mut v = [0.0, 1.0];
        activation_fn("Exp").unwrap()(&mut v, 0.0);
        assert_eq!(v, [1.0, 1f32.exp()]);
    }
}
