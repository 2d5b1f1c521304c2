//! Element types, the one table of them: every fact of a dtype (size,
//! numeric format, packing, NumPy spelling) is defined once, by its case in
//! dialects/dtype/Dtype.td, from which `Dtype::size_bytes`, `Dtype::format`,
//! `Dtype::group` and `Dtype::numpy_name` are generated. KLR and BIR spell
//! their dtypes alike (both dialects' enums take those cases), so the BIR
//! side reads sizes through [`dtype_size`] by name; the interpreter builds
//! its types from [`Format`], the Python layer its NumPy dtypes from
//! `numpy_name`.

use super::Dtype;

/// How one element of a dtype encodes a number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// A sign bit, `exp` exponent bits (bias `2^(exp-1) - 1`) and `man`
    /// mantissa bits, with subnormals; what the all-ones exponent holds is
    /// `special`.
    Float {
        exp: u32,
        man: u32,
        special: Special,
    },
    /// A two's complement (`signed`) or unsigned integer.
    Int { width: u32, signed: bool },
}

/// What a float format's all-ones exponent holds, and so how a write past
/// its largest finite value rounds: to infinity ([`Special::Ieee`]) or to
/// that largest value (the others saturate).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Special {
    /// Infinities (mantissa 0) and NaNs, as IEEE 754.
    Ieee,
    /// The `fn` formats: a normal binade whose all-ones mantissa is the
    /// only NaN; no infinities.
    NanOnly,
    /// A normal binade: no infinity, no NaN.
    FiniteOnly,
}

impl Format {
    /// Bits of one element.
    pub const fn width(self) -> u32 {
        match self {
            Format::Float { exp, man, .. } => 1 + exp + man,
            Format::Int { width, .. } => width,
        }
    }
}

/// Bytes of one element of the dtype spelled `name` (KLR's or BIR JSON's
/// spelling); `None` for a name that is neither.
pub fn dtype_size(name: &str) -> Option<u64> {
    Dtype::from_name(name).map(Dtype::size_bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes() {
        assert_eq!(dtype_size("float32"), Some(4));
        assert_eq!(dtype_size("bfloat16"), Some(2));
        assert_eq!(dtype_size("float8e4"), Some(1));
        assert_eq!(dtype_size("int64"), Some(8));
        assert_eq!(dtype_size("float4_e2m1fn_x4"), Some(2));
        assert_eq!(dtype_size("complex"), None);
    }

    /// Every BIR dtype has a size under its spelling.
    #[test]
    fn bir_dtypes_have_sizes() {
        use crate::bir_json::enums::{BirEnum, Dtype as BirDtype};
        for dtype in BirDtype::ALL {
            assert!(dtype_size(dtype.as_str()).is_some(), "{}", dtype.as_str());
        }
    }

    /// A dtype's size is its elements' bits times its group, in bytes; a
    /// NumPy spelling names exactly the unpacked dtypes.
    #[test]
    fn facts_agree() {
        for &dtype in Dtype::ALL {
            let bits = u64::from(dtype.format().width() * dtype.group());
            assert_eq!(dtype.size_bytes() * 8, bits, "{}", dtype.name());
            assert_eq!(
                dtype.numpy_name().is_some(),
                dtype.group() == 1,
                "{}",
                dtype.name()
            );
        }
        assert_eq!(
            Dtype::float8_e4m3fn.format(),
            Format::Float {
                exp: 4,
                man: 3,
                special: Special::NanOnly
            }
        );
        assert_eq!(Dtype::float8e5.numpy_name(), Some("float8_e5m2"));
    }
}
