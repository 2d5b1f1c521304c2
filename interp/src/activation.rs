//! The activation functions (docs/bir-json-format.md §7.5) in fp32, each
//! with a loop over a slice compiled for that function alone.

use crate::{alu::bool, Error};
use nki_formats::bir_json::enums::ActivationFunctionType;

/// `v[i] = func(v[i])` over a slice; `alpha` for the parameterized ones.
pub type ActivationFn = fn(&mut [f32], f32);
/// `func(x)` of one value; `alpha` for the parameterized ones.
type ElementFn = fn(f32, f32) -> f32;

/// The `K` of `function::<K>` for each activation function this model has.
fn index(func: ActivationFunctionType) -> Result<usize, Error> {
    use ActivationFunctionType as F;
    Ok(match func {
        F::Copy => 0,
        F::Identity => 1,
        F::Exp => 2,
        F::Ln => 3,
        F::Relu => 4,
        F::Lrelu => 5,
        F::Sigmoid => 6,
        F::Tanh => 7,
        F::Sqrt => 8,
        F::Rsqrt => 9,
        F::AbsReciprocalSqrt => 10,
        F::Reciprocal => 11,
        F::Square => 12,
        F::Abs => 13,
        F::Sign => 14,
        F::Sin => 15,
        F::Arctan => 16,
        F::Erf => 17,
        F::Gelu => 18,
        F::GeluApprxTanh => 19,
        F::GeluApprxSigmoid => 20,
        F::Silu => 21,
        F::Softplus => 22,
        F::Mish => 23,
        F::DerivativeErf => 24,
        F::DerivativeSilu => 25,
        F::IsFinite => 26,
        F::MemsetZero => 27,
        other => return Err(Error::Semantics(format!("activation function '{other}'"))),
    })
}

fn sigmoid(v: f32) -> f32 {
    1.0 / (1.0 + (-v).exp())
}

/// Function `K` (`index`) of `x`. Erf and the functions built on it use
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

/// The loop of activation function `func`, resolved once per instruction.
pub fn activation_fn(func: ActivationFunctionType) -> Result<ActivationFn, Error> {
    Ok(TABLE[index(func)?].1)
}

/// Activation function `func` of `x` (fp32).
pub fn activation(func: ActivationFunctionType, x: f32, alpha: f32) -> Result<f32, Error> {
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
        use ActivationFunctionType as F;
        assert_eq!(activation(F::Relu, -2.0, 0.0).unwrap(), 0.0);
        assert_eq!(activation(F::Lrelu, -2.0, 0.5).unwrap(), -1.0);
        assert!((activation(F::Erf, 0.5, 0.0).unwrap() - 0.520_499_9).abs() < 1e-6);
        assert!(activation(F::Unknown, 0.5, 0.0).is_err());
        let mut v = [0.0, 1.0];
        activation_fn(F::Exp).unwrap()(&mut v, 0.0);
        assert_eq!(v, [1.0, 1f32.exp()]);
    }
}
