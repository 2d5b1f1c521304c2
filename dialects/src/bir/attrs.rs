//! Read access to the parameters of the `bir` attributes (`#bir.physical_ap`,
//! `#bir.imm_value`, ..., `#bir.json`) and to enum attributes. The C++ side
//! is in `bir/BIRDialect.cpp` (`nki_bir_*`); this module is the only unsafe
//! code of the bir dialect.

use melior::ir::ValueLike;
use melior::ir::{attribute::AttributeLike, Attribute};
use mlir_sys::{MlirAttribute, MlirStringRef, MlirValue};

extern "C" {
    fn nki_bir_attr_kind(attr: MlirAttribute) -> i32;
    fn nki_bir_arg_dtype(attr: MlirAttribute) -> MlirStringRef;
    fn nki_bir_arg_ap(attr: MlirAttribute, data: *mut *const i64, size: *mut isize);
    fn nki_bir_arg_offset(attr: MlirAttribute) -> i64;
    fn nki_bir_arg_value(attr: MlirAttribute) -> MlirAttribute;
    fn nki_bir_arg_string(attr: MlirAttribute, which: i32, out: *mut MlirStringRef) -> bool;
    fn nki_bir_enum_attr_case(
        attr: MlirAttribute,
        mnemonic: *mut MlirStringRef,
        case: *mut MlirStringRef,
    ) -> bool;
    fn nki_bir_memory_location_of(
        value: MlirValue,
        name: *mut MlirStringRef,
        memory_type: *mut MlirStringRef,
        dims: *mut *const i64,
        rank: *mut isize,
    ) -> bool;
}

/// What an operand's `bir.memory_location` says: its name, memory type
/// (`SB`, `PSUM`, …) and dims. `None` when the value is not such a result.
pub struct MemoryLocation<'c> {
    pub name: &'c str,
    pub memory_type: &'c str,
    pub dims: &'c [i64],
}

/// The `bir.memory_location` that defines `value`, read in one call.
pub fn memory_location_of<'c>(value: melior::ir::Value<'c, '_>) -> Option<MemoryLocation<'c>> {
    let empty = || MlirStringRef {
        data: std::ptr::null(),
        length: 0,
    };
    let (mut name, mut memory_type) = (empty(), empty());
    let (mut dims, mut rank): (*const i64, isize) = (std::ptr::null(), 0);
    // SAFETY: the value is alive; the shim writes the out-parameters (all
    // valid) only when it returns true.
    let found = unsafe {
        nki_bir_memory_location_of(
            value.to_raw(),
            &mut name,
            &mut memory_type,
            &mut dims,
            &mut rank,
        )
    };
    if !found {
        return None;
    }
    // SAFETY: both strings live in the context (the name in its uniqued
    // attribute, the memory type in the dialect's static enum spellings).
    let (name, memory_type) = unsafe { (borrowed(name)?, borrowed(memory_type)?) };
    let dims: &'c [i64] = if dims.is_null() || rank <= 0 {
        &[]
    } else {
        // SAFETY: `rank` readable i64 at non-null `dims`, owned by the
        // uniqued dims attribute, alive with the context.
        unsafe { std::slice::from_raw_parts(dims, rank as usize) }
    };
    Some(MemoryLocation {
        name,
        memory_type,
        dims,
    })
}

/// A string MLIR owns for the context's lifetime.
///
/// # Safety
/// `raw` must point to `length` bytes that live for `'c`.
unsafe fn borrowed<'c>(raw: MlirStringRef) -> Option<&'c str> {
    if raw.data.is_null() {
        return Some("");
    }
    // SAFETY: guaranteed by the caller.
    let bytes: &'c [u8] = unsafe { std::slice::from_raw_parts(raw.data as *const u8, raw.length) };
    std::str::from_utf8(bytes).ok()
}

/// The kind of an element of `ins_args` / `outs_args` (JSON `kind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArgKind {
    /// `#bir.physical_ap`: consumes the next memory operand.
    PhysicalAp,
    ImmValue,
    ImmArray,
    RegisterAccess,
    RegisterAp,
    /// `#bir.json`: an argument kept as JSON text (symbolic kinds).
    Json,
}

fn text(raw: MlirStringRef) -> String {
    if raw.data.is_null() || raw.length == 0 {
        return String::new();
    }
    // SAFETY: MLIR guarantees `length` readable bytes at a non-null `data`,
    // owned by the (uniqued, immortal) attribute.
    let bytes = unsafe { std::slice::from_raw_parts(raw.data as *const u8, raw.length) };
    String::from_utf8_lossy(bytes).into_owned()
}

/// The argument kind of `attr`, `None` if it is not a bir argument attribute.
pub fn arg_kind(attr: Attribute<'_>) -> Option<ArgKind> {
    // SAFETY: the attribute is alive; the shim accepts any attribute.
    match unsafe { nki_bir_attr_kind(attr.to_raw()) } {
        1 => Some(ArgKind::PhysicalAp),
        2 => Some(ArgKind::ImmValue),
        3 => Some(ArgKind::ImmArray),
        4 => Some(ArgKind::RegisterAccess),
        5 => Some(ArgKind::RegisterAp),
        6 => Some(ArgKind::Json),
        _ => None,
    }
}

/// The `dtype` spelling of an argument attribute (`None` for `#bir.json`
/// and non-argument attributes).
pub fn arg_dtype<'c>(attr: Attribute<'c>) -> Option<&'c str> {
    // SAFETY: as above; the returned string lives in the attribute storage.
    let raw = unsafe { nki_bir_arg_dtype(attr.to_raw()) };
    if raw.data.is_null() || raw.length == 0 {
        return None;
    }
    // SAFETY: MLIR guarantees `length` readable bytes at a non-null `data`,
    // owned by the (uniqued, immortal) attribute, so they live as long as
    // the context `'c`.
    let bytes: &'c [u8] = unsafe { std::slice::from_raw_parts(raw.data as *const u8, raw.length) };
    std::str::from_utf8(bytes).ok()
}

/// The `[step, num]` pairs of a `physical_ap` / `register_ap` (empty for
/// other attributes).
pub fn arg_ap(attr: Attribute<'_>) -> Vec<(i64, i64)> {
    let mut data: *const i64 = std::ptr::null();
    let mut size: isize = 0;
    // SAFETY: the shim writes a pointer into the attribute storage and its
    // length; both out-parameters are valid.
    unsafe { nki_bir_arg_ap(attr.to_raw(), &mut data, &mut size) };
    if data.is_null() || size <= 0 {
        return Vec::new();
    }
    // SAFETY: `size` readable i64 at non-null `data`, owned by the attribute.
    let flat = unsafe { std::slice::from_raw_parts(data, size as usize) };
    flat.chunks_exact(2).map(|p| (p[0], p[1])).collect()
}

/// The `offset` of a `physical_ap` (0 for other attributes).
pub fn arg_offset(attr: Attribute<'_>) -> i64 {
    // SAFETY: the attribute is alive; the shim accepts any attribute.
    unsafe { nki_bir_arg_offset(attr.to_raw()) }
}

/// `value` of an `imm_value`, `value_array` of an `imm_array`.
pub fn arg_value<'c>(attr: Attribute<'c>) -> Option<Attribute<'c>> {
    // SAFETY: the attribute is alive; a non-null result is an attribute of
    // the same context.
    let raw = unsafe { nki_bir_arg_value(attr.to_raw()) };
    // SAFETY: checked non-null.
    (!raw.ptr.is_null()).then(|| unsafe { Attribute::from_raw(raw) })
}

fn arg_string(attr: Attribute<'_>, which: i32) -> Option<String> {
    let mut raw = MlirStringRef {
        data: std::ptr::null(),
        length: 0,
    };
    // SAFETY: the attribute is alive; the shim accepts any attribute and
    // writes `raw` (a string owned by the attribute) only when it returns true.
    let found = unsafe { nki_bir_arg_string(attr.to_raw(), which, &mut raw) };
    found.then(|| text(raw))
}

/// `regref` of a `register_access` / `register_ap`.
pub fn arg_regref(attr: Attribute<'_>) -> Option<String> {
    arg_string(attr, 0)
}

/// `memsetref` of a `register_ap`.
pub fn arg_memsetref(attr: Attribute<'_>) -> Option<String> {
    arg_string(attr, 1)
}

/// `reg_ap_offset` of a `register_ap`.
pub fn arg_reg_ap_offset(attr: Attribute<'_>) -> Option<String> {
    arg_string(attr, 2)
}

/// The text of a `#bir.json`.
pub fn json_text(attr: Attribute<'_>) -> Option<String> {
    arg_string(attr, 3)
}

/// The case of a bir enum attribute as its JSON spelling: `SB` for
/// `#bir.memory_type<SB>`, with the mnemonic (`memory_type`).
pub fn enum_case(attr: Attribute<'_>) -> Option<(String, String)> {
    enum_case_str(attr).map(|(mnemonic, case)| (mnemonic.to_owned(), case.to_owned()))
}

/// [`enum_case`] without allocating: both spellings are static strings of
/// the generated dialect code, read by the attribute's class
/// (`nki_bir_enum_attr_case`, generated from the ODS), never printed.
pub fn enum_case_str(attr: Attribute<'_>) -> Option<(&'static str, &'static str)> {
    let empty = || MlirStringRef {
        data: std::ptr::null(),
        length: 0,
    };
    let (mut mnemonic, mut case) = (empty(), empty());
    // SAFETY: the attribute is alive; the shim writes both out-parameters
    // only when it returns true.
    let found = unsafe { nki_bir_enum_attr_case(attr.to_raw(), &mut mnemonic, &mut case) };
    if !found {
        return None;
    }
    // SAFETY: both point at string literals of the generated C++ (the
    // mnemonic) and of the enum's stringify function (the case), which live
    // as long as the program.
    unsafe { Some((static_text(mnemonic)?, static_text(case)?)) }
}

/// A string of static storage.
///
/// # Safety
/// `raw` must point at `raw.length` bytes that live as long as the program.
unsafe fn static_text(raw: MlirStringRef) -> Option<&'static str> {
    if raw.data.is_null() {
        return None;
    }
    // SAFETY: as the caller promises.
    let bytes: &'static [u8] =
        unsafe { std::slice::from_raw_parts(raw.data as *const u8, raw.length) };
    std::str::from_utf8(bytes).ok()
}

/// Size in bytes of one element of `dtype` (a JSON Dtype spelling).
pub fn dtype_size(dtype: &str) -> Option<i64> {
    nki_formats::klr::dtype_size(dtype).map(|size| size as i64)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with_attr(text: &str, check: impl FnOnce(Attribute<'_>)) {
        let context = crate::test_support::context();
        let attr = Attribute::parse(&context, text).expect("attribute parses");
        check(attr);
    }

    #[test]
    fn physical_ap_parameters() {
        with_attr(
            "#bir.physical_ap<ap = [[512, 128], [1, 512]], dtype = bfloat16, offset = 7>",
            |a| {
                assert_eq!(arg_kind(a), Some(ArgKind::PhysicalAp));
                assert_eq!(arg_ap(a), vec![(512, 128), (1, 512)]);
                assert_eq!(arg_dtype(a), Some("bfloat16"));
                assert_eq!(arg_offset(a), 7);
                assert!(arg_value(a).is_none());
            },
        );
    }

    #[test]
    fn register_ap_and_immediates() {
        with_attr(
            r#"#bir.register_ap<ap = [[1, 4]], dtype = uint32, memsetref = "r_set", reg_ap_offset = "", regref = "r2">"#,
            |a| {
                assert_eq!(arg_kind(a), Some(ArgKind::RegisterAp));
                assert_eq!(arg_ap(a), vec![(1, 4)]);
                assert_eq!(arg_memsetref(a).as_deref(), Some("r_set"));
                assert_eq!(arg_reg_ap_offset(a).as_deref(), Some(""));
                assert_eq!(arg_regref(a).as_deref(), Some("r2"));
            },
        );
        with_attr("#bir.imm_value<float32, 2.5>", |a| {
            assert_eq!(arg_kind(a), Some(ArgKind::ImmValue));
            assert!(arg_value(a).is_some_and(|v| v.is_float()));
        });
        with_attr(r#"#bir.register_access<int32, "r0">"#, |a| {
            assert_eq!(arg_regref(a).as_deref(), Some("r0"));
            assert!(arg_ap(a).is_empty());
        });
    }

    #[test]
    fn json_and_enums() {
        with_attr(r#"#bir.json<"{\"kind\": \"AffExprKind\"}">"#, |a| {
            assert_eq!(json_text(a).as_deref(), Some(r#"{"kind": "AffExprKind"}"#));
            assert_eq!(arg_dtype(a), None);
        });
        with_attr("#bir.memory_type<PSUM>", |a| {
            assert_eq!(arg_kind(a), None);
            assert_eq!(
                enum_case(a),
                Some(("memory_type".to_owned(), "PSUM".to_owned()))
            );
        });
        with_attr("#bir.storage_kind<register>", |a| {
            assert_eq!(enum_case(a).map(|(_, c)| c).as_deref(), Some("register"));
        });
        with_attr("1 : i64", |a| {
            assert_eq!(enum_case(a), None);
            assert_eq!(json_text(a), None);
        });
    }
}
