#ifndef BIR_ATTRS_TD
#define BIR_ATTRS_TD

include "bir/BIRDialect.td"
include "bir/BIREnums.td"
include "mlir/IR/CommonAttrConstraints.td"

class BIR_Attr<string name, string attrMnemonic> : AttrDef<BIR_Dialect, name> {
  let mnemonic = attrMnemonic;
}

//===----------------------------------------------------------------------===//
// Instruction arguments: one attribute per element of a JSON `ins`/`outs`
// array (docs/bir-json-format.md §6.2), in order, in the op's `ins_args`/`outs_args`.
//===----------------------------------------------------------------------===//

// `physical_ap`: consumes the next memory operand of the op; `memsetref` and
// `memref` are the names of that operand's allocation and memory location.
// `ap` is stored flat (step0, num0, step1, num1, ...) and printed as pairs.
def BIR_PhysicalAPAttr : BIR_Attr<"PhysicalAP", "physical_ap"> {
  let summary = "a physical access pattern into the matching memory operand";
  let parameters = (ins
    ArrayRefParameter<"int64_t", "[step, num] pairs, flattened">:$ap,
    EnumParameter<BIR_Dtype>:$dtype,
    "int64_t":$offset);
  let assemblyFormat = [{
    `<` `ap` `=` custom<APPairs>($ap) `,` `dtype` `=` $dtype `,` `offset` `=` $offset `>`
  }];
}

// `imm_value`: a scalar immediate; `value` is an integer or f64 attribute
// (the JSON number's spelling is kept).
def BIR_ImmValueAttr : BIR_Attr<"ImmValue", "imm_value"> {
  let summary = "an immediate value";
  let parameters = (ins EnumParameter<BIR_Dtype>:$dtype, "::mlir::Attribute":$value);
  let assemblyFormat = "`<` $dtype `,` $value `>`";
}

// `imm_array`: `value_array` is an array of integer or f64 attributes.
def BIR_ImmArrayAttr : BIR_Attr<"ImmArray", "imm_array"> {
  let summary = "an immediate array";
  let parameters = (ins EnumParameter<BIR_Dtype>:$dtype, "::mlir::ArrayAttr":$value_array);
  let assemblyFormat = "`<` $dtype `,` $value_array `>`";
}

def BIR_RegisterAccessAttr : BIR_Attr<"RegisterAccess", "register_access"> {
  let summary = "a register read or write";
  let parameters = (ins EnumParameter<BIR_Dtype>:$dtype, StringRefParameter<>:$regref);
  let assemblyFormat = "`<` $dtype `,` $regref `>`";
}

def BIR_RegisterAPAttr : BIR_Attr<"RegisterAP", "register_ap"> {
  let summary = "an access pattern whose offset is held in a register";
  let parameters = (ins
    ArrayRefParameter<"int64_t", "[step, num] pairs, flattened">:$ap,
    EnumParameter<BIR_Dtype>:$dtype,
    StringRefParameter<>:$memsetref,
    StringRefParameter<>:$reg_ap_offset,
    StringRefParameter<>:$regref);
  let assemblyFormat = [{
    `<` `ap` `=` custom<APPairs>($ap) `,` `dtype` `=` $dtype `,`
        `memsetref` `=` $memsetref `,` `reg_ap_offset` `=` $reg_ap_offset `,`
        `regref` `=` $regref `>`
  }];
}

// An uninterpreted JSON value, kept as its text: the symbolic argument kinds
// (`symbolic_ap`, `symbolic_imm_value`), QAE members, BIRKernel
// `kernel_attrs`, and the unknown members of an object (`unknown_members`).
def BIR_JsonAttr : BIR_Attr<"Json", "json"> {
  let summary = "an opaque JSON value, kept verbatim as text";
  let parameters = (ins StringRefParameter<>:$text);
  let assemblyFormat = "`<` $text `>`";
}

//===----------------------------------------------------------------------===//
// Attribute constraints for member types (docs/bir-json-format.md §7.1 notation).
//===----------------------------------------------------------------------===//

// JSON `float`: f64, or an integer when the JSON number was written without
// fraction/exponent (so that export writes the same JSON value back).
// A JSON natural number: a non-negative i64.
def BIR_NatAttr : ConfinedAttr<I64Attr, [IntNonNegative]>;
def BIR_FloatAttr : AnyAttrOf<[F64Attr, I64Attr]>;
def BIR_FloatArrayAttr : TypedArrayAttrBase<BIR_FloatAttr, "array of JSON numbers">;
// `[A, B]` pairs of integers.
def BIR_PairAttr : ConfinedAttr<DenseI64ArrayAttr, [DenseArrayCount<2>]>;
// `psum_buf_shape`: three integers (the nested `[a, [b, c]]` JSON form is
// recorded by the unit attribute `psum_buf_shape_nested`).
def BIR_TripleAttr : ConfinedAttr<DenseI64ArrayAttr, [DenseArrayCount<3>]>;
// `[[nat]]`.
def BIR_I64ArrayListAttr : TypedArrayAttrBase<DenseI64ArrayAttr, "array of integer arrays">;
// `[APPair]`: each `{"step": s, "num": n}` as `array<i64: s, n>`.
def BIR_APPairListAttr : TypedArrayAttrBase<BIR_PairAttr, "array of [step, num] pairs">;
// `ins_args` / `outs_args`: bir argument attributes (checked in Rust).
def BIR_ArgListAttr : TypedArrayAttrBase<AnyAttr, "instruction arguments">;
// IT55 `kernel_source_val`: the enum, or the JSON integer form (docs/bir-json-format.md, G9).
def BIR_KernelSourceValAttr : AnyAttrOf<[BIR_KernelSourceAttr, I64Attr]>;
// `address_rotation_scope_val` (docs/bir-json-format.md, G8): integer or string, preserved.
def BIR_RotationScopeAttr : AnyAttrOf<[I64Attr, StrAttr]>;

#endif // BIR_ATTRS_TD
