//! Typed construction of bir attributes.
//!
//! Passes that add bir ops build their attributes here, from typed values
//! (an enum case is a [`BirEnum`] variant generated from the ODS, an access
//! pattern a list of pairs), never by spelling attribute text to parse it
//! back. The custom attributes are made by their C++ `get` (BIRDialect.cpp).

use melior::{
    ir::{
        attribute::{
            ArrayAttribute, BoolAttribute, DenseI32ArrayAttribute, DenseI64ArrayAttribute,
            IntegerAttribute, StringAttribute,
        },
        r#type::IntegerType,
        Attribute,
    },
    Context,
};
use mlir_sys::{MlirAttribute, MlirContext, MlirStringRef};
use nki_formats::bir_json::enums::{BirEnum, Dtype};

extern "C" {
    fn nki_bir_enum_attr_get(
        context: MlirContext,
        mnemonic: MlirStringRef,
        value: MlirStringRef,
    ) -> MlirAttribute;
    fn nki_bir_physical_ap_get(
        context: MlirContext,
        ap: *const i64,
        size: isize,
        dtype: MlirStringRef,
        offset: i64,
    ) -> MlirAttribute;
}

/// The context with the bir dialect loaded (registered dialects load
/// lazily; a custom attribute can only be made once its dialect is loaded).
fn loaded(context: &Context) -> MlirContext {
    context.get_or_load_dialect("bir");
    context.to_raw()
}

fn string_ref(s: &str) -> MlirStringRef {
    MlirStringRef {
        data: s.as_ptr().cast(),
        length: s.len(),
    }
}

/// `#bir.<mnemonic><case>` of an enumeration that has an attribute.
pub fn enumerant<'c, E: BirEnum>(context: &'c Context, case: E) -> Attribute<'c> {
    let mnemonic = E::MNEMONIC.expect("the enumeration has an attribute of its own");
    // SAFETY: the context is alive for 'c and the string refs for the call;
    // the generated constructor returns an attribute owned by the context.
    let raw = unsafe {
        nki_bir_enum_attr_get(
            loaded(context),
            string_ref(mnemonic),
            string_ref(case.as_str()),
        )
    };
    assert!(
        !raw.ptr.is_null(),
        "{mnemonic}<{}> is generated from the ODS",
        case.as_str()
    );
    // SAFETY: non-null, owned by the context.
    unsafe { Attribute::from_raw(raw) }
}

/// `#bir.physical_ap<ap = [[step, num], ...], dtype = .., offset = ..>`.
pub fn physical_ap<'c>(
    context: &'c Context,
    ap: &[[i64; 2]],
    dtype: Dtype,
    offset: i64,
) -> Attribute<'c> {
    let flat: Vec<i64> = ap.iter().flatten().copied().collect();
    // SAFETY: `flat` and the dtype string live across the call; the
    // attribute is owned by the context.
    let raw = unsafe {
        nki_bir_physical_ap_get(
            loaded(context),
            flat.as_ptr(),
            flat.len() as isize,
            string_ref(dtype.as_str()),
            offset,
        )
    };
    assert!(
        !raw.ptr.is_null(),
        "every Dtype variant is a dtype of the ODS"
    );
    // SAFETY: non-null, owned by the context.
    unsafe { Attribute::from_raw(raw) }
}

/// A string attribute.
pub fn string<'c>(context: &'c Context, value: &str) -> Attribute<'c> {
    StringAttribute::new(context, value).into()
}

/// An `i64` integer attribute.
pub fn int<'c>(context: &'c Context, value: i64) -> Attribute<'c> {
    IntegerAttribute::new(IntegerType::new(context, 64).into(), value).into()
}

/// A boolean attribute.
pub fn boolean<'c>(context: &'c Context, value: bool) -> Attribute<'c> {
    BoolAttribute::new(context, value).into()
}

/// `array<i64: ...>`.
pub fn i64_array<'c>(context: &'c Context, values: &[i64]) -> Attribute<'c> {
    DenseI64ArrayAttribute::new(context, values).into()
}

/// `array<i32: ...>` (operand segment sizes).
pub fn i32_array<'c>(context: &'c Context, values: &[i32]) -> Attribute<'c> {
    DenseI32ArrayAttribute::new(context, values).into()
}

/// `[a, b, ...]`.
pub fn array<'c>(context: &'c Context, values: &[Attribute<'c>]) -> Attribute<'c> {
    ArrayAttribute::new(context, values).into()
}

#[cfg(test)]
mod tests {
    use super::*;
    use nki::context::{create_context, dialect_registry, ContextOptions};
    use nki_formats::bir_json::enums::{AluOp, TensorKind};

    #[test]
    fn typed_attributes_print_as_their_text() {
        let registry = dialect_registry(&[crate::register]);
        let context = create_context(&registry, ContextOptions::default());
        assert_eq!(
            enumerant(&context, AluOp::Add).to_string(),
            "#bir.alu_op<add>"
        );
        assert_eq!(
            enumerant(&context, TensorKind::Internal).to_string(),
            "#bir.tensor_kind<Internal>"
        );
        assert_eq!(
            physical_ap(&context, &[[128, 128], [1, 64]], Dtype::Float32, 4).to_string(),
            "#bir.physical_ap<ap = [[128, 128], [1, 64]], dtype = float32, offset = 4>"
        );
        assert_eq!(i32_array(&context, &[1, 2]).to_string(), "array<i32: 1, 2>");
    }
}
