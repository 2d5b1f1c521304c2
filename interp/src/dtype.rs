//! Element types: the conversion of stored bytes to numbers and back, one
//! variant per format for fast dispatch. What a dtype is (its spellings,
//! size and numeric format) comes from the one dtype table
//! (dialects/dtype/Dtype.td, generated into `nki_formats::klr::Dtype`);
//! each variant says only which [`Format`] it implements. Every write
//! rounds to nearest, ties to even; integers saturate (NaN stores as 0);
//! FP8 formats without infinities saturate to their largest finite value.

use half::{bf16, f16};
use nki_formats::klr::{self, Format, Special};

/// A storable element type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dtype {
    F32,
    Bf16,
    F16,
    /// A small float: exponent bits, mantissa bits, and whether the format
    /// has infinities (IEEE-like) or only NaN at the all-ones pattern (`fn`).
    Fp8 {
        exp: u32,
        man: u32,
        ieee: bool,
    },
    I8,
    I16,
    I32,
    U8,
    U16,
    U32,
}

/// The variants of a fixed format (the fp8 ones are by their parameters).
const FIXED: [Dtype; 9] = [
    Dtype::F32,
    Dtype::Bf16,
    Dtype::F16,
    Dtype::I8,
    Dtype::I16,
    Dtype::I32,
    Dtype::U8,
    Dtype::U16,
    Dtype::U32,
];

impl Dtype {
    /// The format this variant stores: the one place a variant is tied to
    /// the dtype table.
    pub fn format(self) -> Format {
        let int = |width, signed| Format::Int { width, signed };
        let float = |exp, man, ieee| Format::Float {
            exp,
            man,
            special: if ieee {
                Special::Ieee
            } else {
                Special::NanOnly
            },
        };
        match self {
            Dtype::F32 => float(8, 23, true),
            Dtype::Bf16 => float(8, 7, true),
            Dtype::F16 => float(5, 10, true),
            Dtype::Fp8 { exp, man, ieee } => float(exp, man, ieee),
            Dtype::I8 => int(8, true),
            Dtype::I16 => int(16, true),
            Dtype::I32 => int(32, true),
            Dtype::U8 => int(8, false),
            Dtype::U16 => int(16, false),
            Dtype::U32 => int(32, false),
        }
    }

    /// The variant that stores a KLR / BIR dtype, found by its format;
    /// `None` for one nki-run does not store (64-bit integers, the packed
    /// `_x4` formats).
    pub fn from_klr(dtype: klr::Dtype) -> Option<Dtype> {
        if dtype.group() != 1 {
            return None;
        }
        match dtype.format() {
            Format::Float { exp, man, special } if 1 + exp + man == 8 => {
                (special != Special::FiniteOnly).then_some(Dtype::Fp8 {
                    exp,
                    man,
                    ieee: special == Special::Ieee,
                })
            }
            format => FIXED.into_iter().find(|d| d.format() == format),
        }
    }

    /// The dtype a BIR / KLR spelling names, or a NumPy spelling
    /// (`float8_e5m2`, the name [`Dtype::name`] gives).
    pub fn parse(name: &str) -> Option<Dtype> {
        klr::Dtype::from_name(name)
            .or_else(|| {
                klr::Dtype::ALL
                    .iter()
                    .copied()
                    .find(|d| d.numpy_name() == Some(name))
            })
            .and_then(Dtype::from_klr)
    }

    /// NumPy's spelling of the type (what nki-run's messages and the Python
    /// layer call it): that of the first KLR dtype this variant stores.
    pub fn name(self) -> &'static str {
        klr::Dtype::ALL
            .iter()
            .copied()
            .filter(|&d| Dtype::from_klr(d) == Some(self))
            .find_map(klr::Dtype::numpy_name)
            .expect("every variant stores a KLR dtype NumPy has a type for")
    }

    /// Bytes per element.
    pub fn size(self) -> usize {
        self.format().width() as usize / 8
    }

    pub fn is_int(self) -> bool {
        matches!(self.format(), Format::Int { .. })
    }

    pub fn is_signed_int(self) -> bool {
        matches!(self.format(), Format::Int { signed: true, .. })
    }

    /// The value of the element stored in `bytes` (little endian).
    pub fn decode(self, bytes: &[u8]) -> f64 {
        match self {
            Dtype::F32 => f32::from_le_bytes(bytes[..4].try_into().unwrap()) as f64,
            Dtype::Bf16 => bf16::from_le_bytes([bytes[0], bytes[1]]).to_f64(),
            Dtype::F16 => f16::from_le_bytes([bytes[0], bytes[1]]).to_f64(),
            Dtype::Fp8 { exp, man, ieee } => fp8_decode(bytes[0], exp, man, ieee),
            Dtype::I8 => bytes[0] as i8 as f64,
            Dtype::I16 => i16::from_le_bytes([bytes[0], bytes[1]]) as f64,
            Dtype::I32 => i32::from_le_bytes(bytes[..4].try_into().unwrap()) as f64,
            Dtype::U8 => bytes[0] as f64,
            Dtype::U16 => u16::from_le_bytes([bytes[0], bytes[1]]) as f64,
            Dtype::U32 => u32::from_le_bytes(bytes[..4].try_into().unwrap()) as f64,
        }
    }

    /// Stores `value` into `out` (`size()` bytes), rounded to this type.
    pub fn encode(self, value: f64, out: &mut [u8]) {
        match self {
            Dtype::F32 => out[..4].copy_from_slice(&(value as f32).to_le_bytes()),
            Dtype::Bf16 => {
                out[..2].copy_from_slice(&bf16::from_f32(to_f32_odd(value)).to_le_bytes())
            }
            Dtype::F16 => out[..2].copy_from_slice(&f16::from_f32(to_f32_odd(value)).to_le_bytes()),
            Dtype::Fp8 { exp, man, ieee } => out[0] = fp8_encode(value, exp, man, ieee),
            Dtype::I8 => out[0] = int(value, i8::MIN as f64, i8::MAX as f64) as i8 as u8,
            Dtype::I16 => out[..2].copy_from_slice(
                &(int(value, i16::MIN as f64, i16::MAX as f64) as i16).to_le_bytes(),
            ),
            Dtype::I32 => out[..4].copy_from_slice(
                &(int(value, i32::MIN as f64, i32::MAX as f64) as i32).to_le_bytes(),
            ),
            Dtype::U8 => out[0] = int(value, 0.0, u8::MAX as f64) as u8,
            Dtype::U16 => {
                out[..2].copy_from_slice(&(int(value, 0.0, u16::MAX as f64) as u16).to_le_bytes())
            }
            Dtype::U32 => {
                out[..4].copy_from_slice(&(int(value, 0.0, u32::MAX as f64) as u32).to_le_bytes())
            }
        }
    }

    /// `value` as this type would store it.
    pub fn round(self, value: f64) -> f64 {
        let mut buf = [0u8; 4];
        self.encode(value, &mut buf);
        self.decode(&buf)
    }
}

/// `value` in fp32 rounded toward zero, its last bit set when inexact
/// ("round to odd"): rounding that to nearest even into a narrower format
/// (bf16, fp16) gives what rounding `value` itself would, without double
/// rounding. (The `half` crate's own f64 conversions drop the low 32 bits
/// of the f64 before rounding, so a value just above a tie, an fp32 one
/// included, rounds down.)
fn to_f32_odd(value: f64) -> f32 {
    let f = value as f32;
    if value.is_nan() || !f.is_finite() || f as f64 == value {
        return f;
    }
    let toward_zero = if (f as f64).abs() > value.abs() {
        f32::from_bits(f.to_bits() - 1)
    } else {
        f
    };
    f32::from_bits(toward_zero.to_bits() | 1)
}

/// Round to nearest even, saturate, NaN → 0.
fn int(value: f64, lo: f64, hi: f64) -> i64 {
    if value.is_nan() {
        return 0;
    }
    value.round_ties_even().clamp(lo, hi) as i64
}

fn fp8_bias(exp: u32) -> i32 {
    (1 << (exp - 1)) - 1
}

/// The largest finite value of a small float.
fn fp8_max(exp: u32, man: u32, ieee: bool) -> f64 {
    let bias = fp8_bias(exp);
    let (top_exp, top_man) = if ieee {
        ((1i32 << exp) - 2, (1u32 << man) - 1)
    } else {
        // `fn`: all-ones exponent is a normal binade, all-ones mantissa in it is NaN.
        ((1i32 << exp) - 1, (1u32 << man) - 2)
    };
    (1.0 + top_man as f64 / (1u32 << man) as f64) * 2f64.powi(top_exp - bias)
}

fn fp8_decode(byte: u8, exp: u32, man: u32, ieee: bool) -> f64 {
    let sign = if byte & 0x80 != 0 { -1.0 } else { 1.0 };
    let e = ((byte >> man) as u32) & ((1 << exp) - 1);
    let m = (byte as u32) & ((1 << man) - 1);
    let bias = fp8_bias(exp);
    let all_ones = (1 << exp) - 1;
    if ieee && e == all_ones {
        return if m == 0 {
            sign * f64::INFINITY
        } else {
            f64::NAN
        };
    }
    if !ieee && e == all_ones && m == (1 << man) - 1 {
        return f64::NAN;
    }
    if e == 0 {
        return sign * m as f64 * 2f64.powi(1 - bias - man as i32);
    }
    sign * (1.0 + m as f64 / (1u32 << man) as f64) * 2f64.powi(e as i32 - bias)
}

fn fp8_encode(value: f64, exp: u32, man: u32, ieee: bool) -> u8 {
    let bias = fp8_bias(exp);
    let sign: u8 = if value.is_sign_negative() { 0x80 } else { 0 };
    if value.is_nan() {
        return if ieee {
            0x7f
        } else {
            ((1u32 << (exp + man)) - 1) as u8 // all ones but the sign
        };
    }
    let a = value.abs();
    let max = fp8_max(exp, man, ieee);
    // The quantum of the binade `a` lies in (subnormals share the lowest).
    let min_exp = 1 - bias;
    let e = if a > 0.0 {
        (a.log2().floor() as i32).max(min_exp)
    } else {
        min_exp
    };
    let quantum = 2f64.powi(e - man as i32);
    let q = (a / quantum).round_ties_even() * quantum;
    if q > max {
        // Past the largest finite value: IEEE-like formats go to infinity
        // when the value rounds beyond the max, `fn` formats saturate.
        if ieee {
            let half_ulp = 2f64.powi((1i32 << exp) - 2 - bias - man as i32 - 1);
            if a >= max + half_ulp {
                return sign | (((1u32 << exp) - 1) << man) as u8;
            }
        }
        return sign | fp8_bits(max, exp, man, bias);
    }
    sign | fp8_bits(q, exp, man, bias)
}

/// The bits (without sign) of a representable non-negative value.
fn fp8_bits(q: f64, exp: u32, man: u32, bias: i32) -> u8 {
    let min_normal = 2f64.powi(1 - bias);
    if q < min_normal {
        let m = (q / 2f64.powi(1 - bias - man as i32)).round() as u32;
        return m as u8; // m == 1 << man is the smallest normal: still right
    }
    let e = q.log2().floor() as i32;
    let m = ((q / 2f64.powi(e) - 1.0) * (1u32 << man) as f64).round() as u32;
    let _ = exp;
    ((((e + bias) as u32) << man) | m) as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every dtype of the table nki-run stores round-trips through its
    /// spellings: the KLR / BIR one and NumPy's (its name here) parse to
    /// the same variant, whose size is the table's and whose format it is.
    #[test]
    fn the_table_round_trips() {
        let mut stored = 0;
        for &k in klr::Dtype::ALL {
            let Some(d) = Dtype::from_klr(k) else {
                assert!(
                    k.group() != 1 || matches!(k.format(), Format::Int { width: 64, .. }),
                    "{} is not stored",
                    k.name()
                );
                continue;
            };
            stored += 1;
            assert_eq!(Dtype::parse(k.name()), Some(d), "{}", k.name());
            assert_eq!(Dtype::parse(d.name()), Some(d), "{}", d.name());
            assert_eq!(Some(d.name()), k.numpy_name(), "{}", k.name());
            assert_eq!(d.size() as u64, k.size_bytes(), "{}", k.name());
            assert_eq!(d.format(), k.format(), "{}", k.name());
        }
        assert_eq!(stored, 15);
        assert_eq!(Dtype::parse("float32r"), Some(Dtype::F32));
        assert_eq!(Dtype::parse("float8_e5m2"), Dtype::parse("float8e5"));
        assert_eq!(Dtype::parse("int64"), None);
        assert_eq!(Dtype::parse("float8_e5m2_x4"), None);
        assert_eq!(Dtype::parse("float64"), None);
    }

    #[test]
    fn round_to_nearest_even() {
        // bf16 has 8 significant bits: 1 + 2^-8 is a tie, rounds to 1.
        assert_eq!(Dtype::Bf16.round(1.0 + 2f64.powi(-8)), 1.0);
        assert_eq!(
            Dtype::Bf16.round(1.0 + 3.0 * 2f64.powi(-8)),
            1.0 + 2f64.powi(-6)
        );
        assert_eq!(Dtype::F16.round(1.0 + 2f64.powi(-11)), 1.0);
        // Just above a tie rounds up, also when the excess lies in the low
        // bits of an f64 or of an fp32 (0x3e9e8007 -> bf16 0x3e9f).
        assert_eq!(
            Dtype::Bf16.round(1.0 + 2f64.powi(-8) + 2f64.powi(-40)),
            1.0 + 2f64.powi(-7)
        );
        assert_eq!(
            Dtype::Bf16.round(f32::from_bits(0x3e9e_8007) as f64),
            f32::from_bits(0x3e9f_0000) as f64
        );
        assert_eq!(
            Dtype::F16.round(1.0 + 2f64.powi(-11) + 2f64.powi(-40)),
            1.0 + 2f64.powi(-10)
        );
        assert_eq!(Dtype::Bf16.round(-3.4e38), -f64::INFINITY);
        assert_eq!(Dtype::F16.round(-1e-30), 0.0);
        assert_eq!(Dtype::I32.round(2.5), 2.0);
        assert_eq!(Dtype::I32.round(3.5), 4.0);
        assert_eq!(Dtype::I8.round(300.0), 127.0);
        assert_eq!(Dtype::U8.round(-3.0), 0.0);
        assert_eq!(Dtype::I16.round(f64::NAN), 0.0);
    }

    #[test]
    fn fp8_formats() {
        let e4m3 = Dtype::parse("float8_e4m3fn").unwrap();
        assert_eq!(e4m3.round(448.0), 448.0);
        assert_eq!(e4m3.round(1000.0), 448.0);
        assert_eq!(e4m3.round(1.0625), 1.0); // tie between 1 and 1.125
        assert_eq!(e4m3.round(2f64.powi(-9)), 2f64.powi(-9)); // smallest subnormal
        let e5m2 = Dtype::parse("float8e5").unwrap();
        assert_eq!(e5m2.round(57344.0), 57344.0);
        assert_eq!(e5m2.round(1e6), f64::INFINITY);
        assert_eq!(e5m2.round(-1.25), -1.25);
        assert!(e5m2.round(f64::NAN).is_nan());
        // Every byte decodes to a value that encodes back to itself.
        for dt in [e4m3, e5m2, Dtype::parse("float8e4").unwrap()] {
            for b in 0..=255u8 {
                let v = dt.decode(&[b]);
                if v.is_finite() && v != 0.0 {
                    let mut out = [0u8];
                    dt.encode(v, &mut out);
                    assert_eq!(out[0], b, "{dt:?} byte {b:#x} value {v}");
                }
            }
        }
    }
}
