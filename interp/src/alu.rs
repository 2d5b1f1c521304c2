//! The engines' arithmetic: ALU operations (docs/bir-json-format.md §7.3)
//! and activation functions (§7.5), in fp32.

use crate::Error;

/// `a op b` in fp32. Comparisons give 1.0 / 0.0; bitwise and shift
/// operations work on the operands as 32-bit integers.
pub fn alu(op: &str, a: f32, b: f32) -> Result<f32, Error> {
    Ok(alu_fn(op)?(a, b))
}

/// An ALU operation resolved once, for the loops over elements.
pub type AluFn = fn(f32, f32) -> f32;

/// The function of ALU operation `op` (its BIR spelling).
pub fn alu_fn(op: &str) -> Result<AluFn, Error> {
    fn int(x: f32) -> i32 {
        x as i64 as i32
    }
    Ok(match op {
        "bypass" => |a, _| a,
        "add" => |a, b| a + b,
        "subtract" => |a, b| a - b,
        "mult" => |a, b| a * b,
        "divide" => |a, b| a / b,
        "max" => |a: f32, b| a.max(b),
        "min" => |a: f32, b| a.min(b),
        "abs" => |a: f32, _| a.abs(),
        "average" => |a, b| (a + b) / 2.0,
        "mod" => |a, b| a - b * (a / b).floor(),
        "pow" => |a: f32, b| a.powf(b),
        "rsqrt" => |a: f32, _| 1.0 / a.sqrt(),
        "is_equal" => |a, b| bool(a == b),
        "not_equal" => |a, b| bool(a != b),
        "is_ge" => |a, b| bool(a >= b),
        "is_gt" => |a, b| bool(a > b),
        "is_le" => |a, b| bool(a <= b),
        "is_lt" => |a, b| bool(a < b),
        "logical_and" => |a, b| bool(a != 0.0 && b != 0.0),
        "logical_or" => |a, b| bool(a != 0.0 || b != 0.0),
        "logical_xor" => |a, b| bool((a != 0.0) != (b != 0.0)),
        "bitwise_and" => |a, b| (int(a) & int(b)) as f32,
        "bitwise_or" => |a, b| (int(a) | int(b)) as f32,
        "bitwise_xor" => |a, b| (int(a) ^ int(b)) as f32,
        "bitwise_not" => |a, _| (!int(a)) as f32,
        "arith_shift_left" | "logical_shift_left" => {
            |a, b| int(a).wrapping_shl(int(b) as u32) as f32
        }
        "arith_shift_right" => |a, b| int(a).wrapping_shr(int(b) as u32) as f32,
        "logical_shift_right" => |a, b| (int(a) as u32).wrapping_shr(int(b) as u32) as f32,
        other => return Err(Error::Semantics(format!("ALU operation '{other}'"))),
    })
}

fn bool(b: bool) -> f32 {
    if b {
        1.0
    } else {
        0.0
    }
}

/// The identity of a reduction (`TensorReduce`, accumulations).
pub fn identity(op: &str) -> Result<f32, Error> {
    Ok(match op {
        "add" | "subtract" | "bitwise_or" | "bitwise_xor" | "logical_or" => 0.0,
        "mult" | "logical_and" => 1.0,
        "max" => f32::NEG_INFINITY,
        "min" => f32::INFINITY,
        other => return Err(Error::Semantics(format!("reduction with '{other}'"))),
    })
}

/// An activation function of `x` (fp32); `alpha` for the parameterized ones.
/// Erf and the functions built on it use an approximation good to about
/// 1.5e-7 absolute (Abramowitz & Stegun 7.1.26).
pub fn activation(func: &str, x: f32, alpha: f32) -> Result<f32, Error> {
    let sigmoid = |v: f32| 1.0 / (1.0 + (-v).exp());
    Ok(match func {
        "Copy" | "Identity" => x,
        "Exp" => x.exp(),
        "Ln" => x.ln(),
        "Relu" => x.max(0.0),
        "Lrelu" => {
            if x >= 0.0 {
                x
            } else {
                alpha * x
            }
        }
        "Sigmoid" => sigmoid(x),
        "Tanh" => x.tanh(),
        "Sqrt" => x.sqrt(),
        "Rsqrt" => 1.0 / x.sqrt(),
        "Abs_reciprocal_sqrt" => 1.0 / x.abs().sqrt(),
        "Reciprocal" => 1.0 / x,
        "Square" => x * x,
        "Abs" => x.abs(),
        "Sign" => {
            if x > 0.0 {
                1.0
            } else if x < 0.0 {
                -1.0
            } else {
                0.0
            }
        }
        "Sin" => x.sin(),
        "Arctan" => x.atan(),
        "Erf" => erf(x as f64) as f32,
        "Gelu" => (0.5 * x as f64 * (1.0 + erf(x as f64 / std::f64::consts::SQRT_2))) as f32,
        "Gelu_apprx_tanh" => {
            let c = (2.0 / std::f32::consts::PI).sqrt();
            0.5 * x * (1.0 + (c * (x + 0.044715 * x * x * x)).tanh())
        }
        "Gelu_apprx_sigmoid" => x * sigmoid(1.702 * x),
        "Silu" => x * sigmoid(x),
        "Softplus" => (1.0 + x.exp()).ln(),
        "Mish" => x * (1.0 + x.exp()).ln().tanh(),
        "Derivative_Erf" => (2.0 / std::f32::consts::PI.sqrt()) * (-x * x).exp(),
        "Derivative_silu" => {
            let s = sigmoid(x);
            s * (1.0 + x * (1.0 - s))
        }
        "Is_finite" => bool(x.is_finite()),
        "MemsetZero" => 0.0,
        other => return Err(Error::Semantics(format!("activation function '{other}'"))),
    })
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
    fn ops_and_functions() {
        assert_eq!(alu("subtract", 5.0, 2.0).unwrap(), 3.0);
        assert_eq!(alu("is_gt", 5.0, 2.0).unwrap(), 1.0);
        assert_eq!(alu("bypass", 5.0, 2.0).unwrap(), 5.0);
        assert_eq!(alu("bitwise_and", 6.0, 3.0).unwrap(), 2.0);
        assert!(alu("frobnicate", 1.0, 1.0).is_err());
        assert_eq!(activation("Relu", -2.0, 0.0).unwrap(), 0.0);
        assert!((activation("Erf", 0.5, 0.0).unwrap() - 0.520_499_9).abs() < 1e-6);
        assert!(activation("Unknown", 0.5, 0.0).is_err());
    }
}
