//! The engines' ALU operations (docs/bir-json-format.md §7.3) in fp32,
//! each with loops over slices compiled for that operation alone, so an
//! instruction chooses its operation once, not per element.

use crate::Error;
use nki_formats::bir_json::enums::AluOp;

/// `a op b` in fp32. Comparisons give 1.0 / 0.0; bitwise and shift
/// operations work on the operands as 32-bit integers.
pub fn alu(op: AluOp, a: f32, b: f32) -> f32 {
    (alu_op(op).apply)(a, b)
}

/// An ALU operation resolved once, for the loops over elements.
pub type AluFn = fn(f32, f32) -> f32;
/// `acc[i] = acc[i] op b[i]` (`b[i] op acc[i]` when reversed) over a slice.
pub type ZipFn = fn(&mut [f32], &[f32], bool);
/// `acc[i] = acc[i] op s` (`s op acc[i]` when reversed) over a slice.
pub type ScalarFn = fn(&mut [f32], f32, bool);

/// An ALU operation's element function and its loops over slices, each
/// compiled for that one operation.
#[derive(Clone, Copy)]
pub struct Alu {
    pub apply: AluFn,
    pub zip: ZipFn,
    pub scalar: ScalarFn,
}

/// The `K` of `op::<K>` for each ALU operation (a new case does not compile
/// until it has one).
fn index(op: AluOp) -> usize {
    use AluOp as A;
    match op {
        A::Bypass => 0,
        A::Add => 1,
        A::Subtract => 2,
        A::Mult => 3,
        A::Divide => 4,
        A::Max => 5,
        A::Min => 6,
        A::Abs => 7,
        A::Average => 8,
        A::Mod => 9,
        A::Pow => 10,
        A::Rsqrt => 11,
        A::IsEqual => 12,
        A::NotEqual => 13,
        A::IsGe => 14,
        A::IsGt => 15,
        A::IsLe => 16,
        A::IsLt => 17,
        A::LogicalAnd => 18,
        A::LogicalOr => 19,
        A::LogicalXor => 20,
        A::BitwiseAnd => 21,
        A::BitwiseOr => 22,
        A::BitwiseXor => 23,
        A::BitwiseNot => 24,
        A::ArithShiftLeft => 25,
        A::LogicalShiftLeft => 26,
        A::ArithShiftRight => 27,
        A::LogicalShiftRight => 28,
    }
}

fn int(x: f32) -> i32 {
    x as i64 as i32
}

/// Operation `K` (`index`).
#[inline(always)]
fn op<const K: u8>(a: f32, b: f32) -> f32 {
    match K {
        0 => a,
        1 => a + b,
        2 => a - b,
        3 => a * b,
        4 => a / b,
        5 => a.max(b),
        6 => a.min(b),
        7 => a.abs(),
        8 => (a + b) / 2.0,
        9 => a - b * (a / b).floor(),
        10 => a.powf(b),
        11 => 1.0 / a.sqrt(),
        12 => bool(a == b),
        13 => bool(a != b),
        14 => bool(a >= b),
        15 => bool(a > b),
        16 => bool(a <= b),
        17 => bool(a < b),
        18 => bool(a != 0.0 && b != 0.0),
        19 => bool(a != 0.0 || b != 0.0),
        20 => bool((a != 0.0) != (b != 0.0)),
        21 => (int(a) & int(b)) as f32,
        22 => (int(a) | int(b)) as f32,
        23 => (int(a) ^ int(b)) as f32,
        24 => (!int(a)) as f32,
        25 | 26 => int(a).wrapping_shl(int(b) as u32) as f32,
        27 => int(a).wrapping_shr(int(b) as u32) as f32,
        _ => (int(a) as u32).wrapping_shr(int(b) as u32) as f32,
    }
}

fn zip<const K: u8>(acc: &mut [f32], b: &[f32], reverse: bool) {
    if reverse {
        acc.iter_mut()
            .zip(b)
            .for_each(|(a, &b)| *a = op::<K>(b, *a));
    } else {
        acc.iter_mut()
            .zip(b)
            .for_each(|(a, &b)| *a = op::<K>(*a, b));
    }
}

fn scalar<const K: u8>(acc: &mut [f32], s: f32, reverse: bool) {
    if reverse {
        acc.iter_mut().for_each(|a| *a = op::<K>(s, *a));
    } else {
        acc.iter_mut().for_each(|a| *a = op::<K>(*a, s));
    }
}

macro_rules! table {
    ($($k:literal)*) => {
        [$(Alu { apply: op::<$k>, zip: zip::<$k>, scalar: scalar::<$k> }),*]
    };
}

const TABLE: [Alu; 29] = table!(
    0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28
);

/// ALU operation `op`, resolved once per instruction.
pub fn alu_op(op: AluOp) -> Alu {
    TABLE[index(op)]
}

/// The function of ALU operation `op`.
pub fn alu_fn(op: AluOp) -> AluFn {
    alu_op(op).apply
}

pub(crate) fn bool(b: bool) -> f32 {
    if b {
        1.0
    } else {
        0.0
    }
}

/// The identity of a reduction (`TensorReduce`, accumulations).
pub fn identity(op: AluOp) -> Result<f32, Error> {
    use AluOp as A;
    Ok(match op {
        A::Add | A::Subtract | A::BitwiseOr | A::BitwiseXor | A::LogicalOr => 0.0,
        A::Mult | A::LogicalAnd => 1.0,
        A::Max => f32::NEG_INFINITY,
        A::Min => f32::INFINITY,
        other => return Err(Error::Semantics(format!("reduction with '{other}'"))),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ops_and_functions() {
        assert_eq!(alu(AluOp::Subtract, 5.0, 2.0), 3.0);
        assert_eq!(alu(AluOp::IsGt, 5.0, 2.0), 1.0);
        assert_eq!(alu(AluOp::Bypass, 5.0, 2.0), 5.0);
        assert_eq!(alu(AluOp::BitwiseAnd, 6.0, 3.0), 2.0);
        assert!(identity(AluOp::Pow).is_err());
        let mut acc = [6.0, 1.0];
        (alu_op(AluOp::Subtract).zip)(&mut acc, &[2.0, 4.0], true);
        assert_eq!(acc, [-4.0, 3.0]);
        (alu_op(AluOp::Max).scalar)(&mut acc, 0.0, false);
        assert_eq!(acc, [0.0, 3.0]);
    }
}
