//! Element sizes, the one table of them: `Dtype::size_bytes`, generated
//! from the sizes the klr ODS gives the Dtype cases (`KLR_DtypeCase`). KLR
//! and BIR spell their dtypes alike, so the BIR side reads sizes through
//! [`dtype_size`] by name.

use super::Dtype;

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
