//! Element sizes, the one table of them: KLR and BIR spell their dtypes
//! alike, so the BIR side reads sizes through [`dtype_size`] by name.

use super::Dtype;

impl Dtype {
    /// Bytes of one element (a packed x4 format: of one group of four).
    pub fn size_bytes(self) -> u64 {
        use Dtype::*;
        match self {
            int8 | uint8 | float8e3 | float8e4 | float8e5 | float8_e4m3 | float8_e4m3fn => 1,
            bfloat16 | float16 | int16 | uint16 | float4_e2m1fn_x4 => 2,
            float32 | float32r | int32 | uint32 | float8_e5m2_x4 | float8_e4m3fn_x4 => 4,
            int64 | uint64 => 8,
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
}
