//! Typed construction of bir attributes.
//!
//! Passes that add bir ops build their attributes here, from typed values
//! (an enum case is a [`BirEnum`] variant generated from the ODS, an access
//! pattern a list of pairs), never by spelling attribute text to parse it
//! back. The custom attributes are made by their C++ `get` (BIRDialect.cpp).

use super::ops;
use melior::{
    ir::{
        attribute::{
            ArrayAttribute, AttributeLike, BoolAttribute, DenseI32ArrayAttribute,
            DenseI64ArrayAttribute, DictionaryAttribute, FlatSymbolRefAttribute, IntegerAttribute,
            StringAttribute,
        },
        operation::OperationBuilder,
        r#type::IntegerType,
        Attribute, Block, Identifier, Location, Operation, Region, RegionLike, Type, Value,
    },
    Context,
};
use mlir_sys::{MlirAttribute, MlirContext, MlirStringRef};
use nki_formats::bir_json::enums::{
    AddrSpace, BirEnum, Dtype, MemoryType, StorageKind, TensorClass, TensorKind,
};

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
    fn nki_bir_register_access_get(
        context: MlirContext,
        dtype: MlirStringRef,
        regref: MlirStringRef,
    ) -> MlirAttribute;
    fn nki_bir_register_ap_get(
        context: MlirContext,
        ap: *const i64,
        size: isize,
        dtype: MlirStringRef,
        memsetref: MlirStringRef,
        reg_ap_offset: MlirStringRef,
        regref: MlirStringRef,
    ) -> MlirAttribute;
    fn nki_bir_json_get(context: MlirContext, text: MlirStringRef) -> MlirAttribute;
    fn nki_bir_imm_value_get(
        context: MlirContext,
        dtype: MlirStringRef,
        value: MlirAttribute,
    ) -> MlirAttribute;
    fn nki_bir_imm_array_get(
        context: MlirContext,
        dtype: MlirStringRef,
        values: MlirAttribute,
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
    let flat = ap.as_flattened();
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

/// `#bir.register_access<dtype, "regref">`.
pub fn register_access<'c>(context: &'c Context, dtype: Dtype, regref: &str) -> Attribute<'c> {
    // SAFETY: the strings live across the call; the attribute is owned by
    // the context.
    let raw = unsafe {
        nki_bir_register_access_get(
            loaded(context),
            string_ref(dtype.as_str()),
            string_ref(regref),
        )
    };
    assert!(
        !raw.ptr.is_null(),
        "every Dtype variant is a dtype of the ODS"
    );
    // SAFETY: non-null, owned by the context.
    unsafe { Attribute::from_raw(raw) }
}

/// The registers and storage a `#bir.register_ap` names.
pub struct RegisterAp<'n> {
    pub ap: &'n [i64],
    pub dtype: Dtype,
    pub memsetref: &'n str,
    pub reg_ap_offset: &'n str,
    pub regref: &'n str,
}

/// `#bir.register_ap<ap = ..., ...>` (`ap` flattened, as stored).
pub fn register_ap<'c>(context: &'c Context, r: &RegisterAp<'_>) -> Attribute<'c> {
    // SAFETY: the slices and strings live across the call; the attribute is
    // owned by the context.
    let raw = unsafe {
        nki_bir_register_ap_get(
            loaded(context),
            r.ap.as_ptr(),
            r.ap.len() as isize,
            string_ref(r.dtype.as_str()),
            string_ref(r.memsetref),
            string_ref(r.reg_ap_offset),
            string_ref(r.regref),
        )
    };
    assert!(
        !raw.ptr.is_null(),
        "every Dtype variant is a dtype of the ODS"
    );
    // SAFETY: non-null, owned by the context.
    unsafe { Attribute::from_raw(raw) }
}

/// `#bir.json<"text">`: `text` is kept verbatim.
pub fn json<'c>(context: &'c Context, text: &str) -> Attribute<'c> {
    // SAFETY: the string lives across the call; the attribute is owned by
    // the context.
    let raw = unsafe { nki_bir_json_get(loaded(context), string_ref(text)) };
    // SAFETY: JsonAttr::get never fails; owned by the context.
    unsafe { Attribute::from_raw(raw) }
}

/// `#bir.<mnemonic><case>` of an enumeration named by its mnemonic, for a
/// case spelled as in a file (`None`: no such enumeration or case).
pub fn enum_case<'c>(context: &'c Context, mnemonic: &str, case: &str) -> Option<Attribute<'c>> {
    // SAFETY: the strings live across the call; the attribute (or null) is
    // owned by the context.
    let raw =
        unsafe { nki_bir_enum_attr_get(loaded(context), string_ref(mnemonic), string_ref(case)) };
    // SAFETY: non-null, owned by the context.
    (!raw.ptr.is_null()).then(|| unsafe { Attribute::from_raw(raw) })
}

/// `#bir.imm_value<dtype, value>` (`None`: not a dtype of the ODS).
pub fn imm_value<'c>(
    context: &'c Context,
    dtype: &str,
    value: Attribute<'c>,
) -> Option<Attribute<'c>> {
    // SAFETY: the string and the value attribute live across the call; the
    // result (or null) is owned by the context.
    let raw = unsafe { nki_bir_imm_value_get(loaded(context), string_ref(dtype), value.to_raw()) };
    // SAFETY: non-null, owned by the context.
    (!raw.ptr.is_null()).then(|| unsafe { Attribute::from_raw(raw) })
}

/// `#bir.imm_array<dtype, [values]>` (`None`: not a dtype of the ODS).
pub fn imm_array<'c>(
    context: &'c Context,
    dtype: &str,
    values: &[Attribute<'c>],
) -> Option<Attribute<'c>> {
    let values = array(context, values);
    // SAFETY: as for `imm_value`.
    let raw = unsafe { nki_bir_imm_array_get(loaded(context), string_ref(dtype), values.to_raw()) };
    // SAFETY: non-null, owned by the context.
    (!raw.ptr.is_null()).then(|| unsafe { Attribute::from_raw(raw) })
}

/// An f64 float attribute (bit-exact).
pub fn float<'c>(context: &'c Context, value: f64) -> Attribute<'c> {
    melior::ir::attribute::FloatAttribute::new(context, Type::float64(context), value).into()
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

/// `@symbol`.
pub fn symbol_ref<'c>(context: &'c Context, symbol: &str) -> Attribute<'c> {
    FlatSymbolRefAttribute::new(context, symbol).into()
}

/// `{key = value, ...}` (MLIR keeps the entries sorted by key).
pub fn dictionary<'c>(context: &'c Context, entries: &[(&str, Attribute<'c>)]) -> Attribute<'c> {
    let entries: Vec<(Identifier<'c>, Attribute<'c>)> = entries
        .iter()
        .map(|(key, value)| (Identifier::new(context, key), *value))
        .collect();
    DictionaryAttribute::new(context, &entries).into()
}

/// A `bir.allocation` a pass adds: an internal tensor's storage, not yet
/// placed. The other attributes are those of every such allocation (no
/// file, not volatile, not virtual, spillable, one memory location).
pub struct NewAllocation<'n> {
    pub name: &'n str,
    pub dtype: Dtype,
    pub tensor_shape: [i64; 2],
    pub kind: TensorKind,
    pub tensor_class: TensorClass,
    pub addr_space: Option<AddrSpace>,
    pub partition_dim: Option<i64>,
}

/// A `bir.memory_location` a pass adds in a new allocation.
pub struct NewMemoryLocation<'n> {
    pub name: &'n str,
    pub memory_type: MemoryType,
    pub addr: i64,
    pub dims: [i64; 2],
    pub bank: i64,
    pub base: i64,
    pub allocated: bool,
}

/// A type of the dialect by its spelling (`!bir.allocation`).
pub(crate) fn bir_type<'c>(context: &'c Context, name: &str) -> Result<Type<'c>, String> {
    loaded(context);
    Type::parse(context, name).ok_or_else(|| format!("no {name} type"))
}

/// The op of `a`, not attached anywhere.
pub fn allocation<'c>(
    context: &'c Context,
    location: Location<'c>,
    a: &NewAllocation<'_>,
) -> Result<Operation<'c>, String> {
    let mut attributes = vec![
        (ops::Allocation::NAME_ATTR, string(context, a.name)),
        (
            ops::Allocation::SKIND_ATTR,
            enumerant(context, StorageKind::MemoryLocationSet),
        ),
        (ops::Allocation::DTYPE_ATTR, enumerant(context, a.dtype)),
        (
            ops::Allocation::TENSOR_SHAPE_ATTR,
            i64_array(context, &a.tensor_shape),
        ),
        (ops::Allocation::FILE_ATTR, string(context, "")),
        (ops::Allocation::NO_SPILL_ATTR, boolean(context, false)),
        (ops::Allocation::IS_VOLATILE_ATTR, boolean(context, false)),
        (ops::Allocation::IS_VIRTUAL_ATTR, boolean(context, false)),
        (ops::Allocation::KIND_ATTR, enumerant(context, a.kind)),
        (
            ops::Allocation::TENSOR_CLASS_ATTR,
            enumerant(context, a.tensor_class),
        ),
        (ops::Allocation::TENSORID2MEMLOCSIZE_ATTR, int(context, 1)),
    ];
    if let Some(space) = a.addr_space {
        attributes.push((ops::Allocation::ADDR_SPACE_ATTR, enumerant(context, space)));
    }
    if let Some(dim) = a.partition_dim {
        attributes.push((ops::Allocation::PARTITION_DIM_ATTR, int(context, dim)));
    }
    build(
        context,
        ops::Allocation::NAME,
        location,
        &[],
        &[bir_type(context, ops::types::ALLOCATION)?],
        &attributes,
    )
}

/// The op of `m` in the allocation `set`, not attached anywhere.
pub fn memory_location<'c>(
    context: &'c Context,
    location: Location<'c>,
    set: Value<'c, '_>,
    m: &NewMemoryLocation<'_>,
) -> Result<Operation<'c>, String> {
    let attributes = [
        (ops::MemoryLocation::NAME_ATTR, string(context, m.name)),
        (
            ops::MemoryLocation::SKIND_ATTR,
            enumerant(context, StorageKind::MemoryLocation),
        ),
        (
            ops::MemoryLocation::MEMORY_TYPE_ATTR,
            enumerant(context, m.memory_type),
        ),
        (ops::MemoryLocation::ADDR_ATTR, int(context, m.addr)),
        (ops::MemoryLocation::DIMS_ATTR, i64_array(context, &m.dims)),
        (ops::MemoryLocation::BANK_ATTR, int(context, m.bank)),
        (ops::MemoryLocation::BASE_ATTR, int(context, m.base)),
        (
            ops::MemoryLocation::ALLOCATED_ATTR,
            boolean(context, m.allocated),
        ),
        (ops::MemoryLocation::PINNED_ATTR, boolean(context, false)),
    ];
    let result = bir_type(context, ops::types::MEMORY_LOCATION)?;
    build(
        context,
        ops::MemoryLocation::NAME,
        location,
        &[set],
        &[result],
        &attributes,
    )
}

/// An empty `bir.block` named `name`, not attached anywhere.
pub fn block<'c>(
    context: &'c Context,
    location: Location<'c>,
    name: &str,
) -> Result<Operation<'c>, String> {
    loaded(context);
    let region = Region::new();
    region.append_block(Block::new(&[]));
    OperationBuilder::new(ops::Block::NAME, location)
        .add_attributes(&[(
            Identifier::new(context, ops::Block::NAME_ATTR),
            string(context, name),
        )])
        .add_regions([region])
        .build()
        .map_err(|e| format!("{} '{name}' cannot be built: {e}", ops::Block::NAME))
}

fn build<'c>(
    context: &'c Context,
    name: &str,
    location: Location<'c>,
    operands: &[Value<'c, '_>],
    results: &[Type<'c>],
    attributes: &[(&str, Attribute<'c>)],
) -> Result<Operation<'c>, String> {
    let attributes: Vec<(Identifier<'c>, Attribute<'c>)> = attributes
        .iter()
        .map(|(key, value)| (Identifier::new(context, key), *value))
        .collect();
    OperationBuilder::new(name, location)
        .add_operands(operands)
        .add_results(results)
        .add_attributes(&attributes)
        .build()
        .map_err(|e| format!("cannot build '{name}': {e}"))
}

/// An instruction of `class` (`bir.<opcode> "name" engine E ins(…) outs(…)`),
/// not attached anywhere: each operand with its argument attribute. The
/// opcode's own members are set after, through its view
/// (`nki_dialects::bir::ops`).
pub fn instruction<'c>(
    context: &'c Context,
    location: Location<'c>,
    class: super::ops::OpClass,
    name: &str,
    engine: nki_formats::bir_json::enums::Engine,
    ins: &[(Value<'c, '_>, Attribute<'c>)],
    outs: &[(Value<'c, '_>, Attribute<'c>)],
) -> Result<Operation<'c>, String> {
    loaded(context);
    let operands: Vec<Value<'c, '_>> = ins.iter().chain(outs).map(|(v, _)| *v).collect();
    let segments = i32_array(context, &[ins.len() as i32, outs.len() as i32]);
    let op = OperationBuilder::new(class.name(), location)
        .add_operands(&operands)
        .add_attributes(&[(
            // AttrSizedOperandSegments' attribute (MLIR's, not the ODS's).
            Identifier::new(context, ops::operand_segment_sizes()),
            segments,
        )])
        .build()
        .map_err(|e| format!("internal error: cannot build '{}': {e}", class.name()))?;
    let view = super::ops::Instruction::cast(nki::ffi::op_ref(&op))
        .ok_or_else(|| format!("internal error: '{}' is not an instruction", class.name()))?;
    let args = |list: &[(Value<'c, '_>, Attribute<'c>)]| -> Vec<Attribute<'c>> {
        list.iter().map(|(_, a)| *a).collect()
    };
    view.set_name(name);
    view.set_engine(engine);
    view.set_ins_args(&args(ins));
    view.set_outs_args(&args(outs));
    Ok(op)
}

#[cfg(test)]
mod tests {
    use super::*;
    use nki_formats::bir_json::enums::{AluOp, TensorKind};

    /// A view is had only of an op whose operand segments its getters can
    /// read: sizes that do not add up to the operands give no view, rather
    /// than groups read as empty.
    #[test]
    fn views_refuse_ops_whose_segments_do_not_fit() {
        let context = crate::test_support::context();
        loaded(&context);
        let with_segments = |sizes: &[i32]| {
            OperationBuilder::new(ops::OpClass::Load.name(), Location::unknown(&context))
                .add_attributes(&[(
                    Identifier::new(&context, ops::operand_segment_sizes()),
                    i32_array(&context, sizes),
                )])
                .build()
                .expect("an unverified op builds")
        };
        let fits = with_segments(&[0, 0]);
        let view = ops::Instruction::cast(nki::ffi::op_ref(&fits)).expect("segments fit");
        assert!(view.ins().is_empty() && view.outs().is_empty());
        for sizes in [[1, 0], [0, 1], [-1, 1]] {
            let op = with_segments(&sizes);
            assert!(
                ops::Instruction::cast(nki::ffi::op_ref(&op)).is_none(),
                "{sizes:?}"
            );
            assert!(
                ops::Load::cast(nki::ffi::op_ref(&op)).is_none(),
                "{sizes:?}"
            );
        }
    }

    #[test]
    fn typed_attributes_print_as_their_text() {
        let context = crate::test_support::context();
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
        let b = string(&context, "x");
        assert_eq!(
            dictionary(&context, &[("b", b), ("a", b)]).to_string(),
            "{a = \"x\", b = \"x\"}"
        );
        assert_eq!(symbol_ref(&context, "k 1").to_string(), "@\"k 1\"");
        assert_eq!(
            register_access(&context, Dtype::Int32, "r0").to_string(),
            "#bir.register_access<int32, \"r0\">"
        );
        let r = RegisterAp {
            ap: &[1, 4],
            dtype: Dtype::Uint32,
            memsetref: "s",
            reg_ap_offset: "o",
            regref: "r",
        };
        assert_eq!(
            register_ap(&context, &r).to_string(),
            "#bir.register_ap<ap = [[1, 4]], dtype = uint32, memsetref = \"s\", reg_ap_offset = \"o\", regref = \"r\">"
        );
        assert_eq!(json(&context, "[1]").to_string(), "#bir.json<\"[1]\">");
    }
}
