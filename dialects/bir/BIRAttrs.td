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
// A name other ops or the JSON refer to: an allocation's, a memory
// location's, a block's, an instruction's, IT56's artifact.
def BIR_StrNonEmpty : AttrConstraint<
    CPred<"!::llvm::cast<::mlir::StringAttr>($_self).getValue().empty()">,
    "whose value is not empty">;
def BIR_NonEmptyStrAttr : ConfinedAttr<StrAttr, [BIR_StrNonEmpty]>;
// IT56 `json_opcode`: the JSON opcode's spelling when it was not the
// default one (docs/bir-json-format.md, G2).
def BIR_KlirJsonOpcodeAttr : ConfinedAttr<StrAttr, [AttrConstraint<
    CPred<"::llvm::is_contained({::llvm::StringRef(\"NKIKLIRKernel\"), "
          "::llvm::StringRef(\"KLIRKernel\")}, "
          "::llvm::cast<::mlir::StringAttr>($_self).getValue())">,
    "whose value is NKIKLIRKernel or KLIRKernel">]>;
// IT55/IT56 `func_args` / `func_outs` (G3): kernel formal name -> caller
// memory location name, both non-empty.
def BIR_NameMapAttr : ConfinedAttr<DictionaryAttr, [AttrConstraint<
    CPred<"::llvm::all_of(::llvm::cast<::mlir::DictionaryAttr>($_self), "
          "[](::mlir::NamedAttribute entry) {"
          "  auto value = ::llvm::dyn_cast<::mlir::StringAttr>(entry.getValue());"
          "  return !entry.getName().getValue().empty() && value && !value.getValue().empty(); })">,
    "whose keys and values are non-empty strings">]>;
// `[nat]` members whose elements the verifier bounds: non-negative.
def BIR_DenseI64ArrayNonNegative : AttrConstraint<
    CPred<"::llvm::all_of(::llvm::cast<::mlir::DenseI64ArrayAttr>($_self).asArrayRef(), "
          "[](int64_t v) { return v >= 0; })">,
    "whose elements are non-negative">;
def BIR_DenseArrayNonEmpty : AttrConstraint<
    CPred<"!::llvm::cast<::mlir::DenseArrayAttr>($_self).empty()">,
    "with at least one element">;
// MemoryLocation `dims`: `[partitions, bytes per partition]` (§4.2), at
// least one, none negative.
def BIR_DimsAttr : ConfinedAttr<DenseI64ArrayAttr,
                                [BIR_DenseArrayNonEmpty, BIR_DenseI64ArrayNonNegative]>;
// The kernel calls' `sb_buf_shape` `[nat, nat]` and `psum_buf_shape`
// (three naturals).
def BIR_NatPairAttr : ConfinedAttr<DenseI64ArrayAttr,
                                   [DenseArrayCount<2>, BIR_DenseI64ArrayNonNegative]>;
def BIR_NatTripleAttr : ConfinedAttr<DenseI64ArrayAttr,
                                     [DenseArrayCount<3>, BIR_DenseI64ArrayNonNegative]>;
// One element of `ins_args` / `outs_args`: an argument attribute of a kind
// listed above.
def BIR_ArgAttr : Attr<Or<[BIR_PhysicalAPAttr.predicate, BIR_ImmValueAttr.predicate,
                           BIR_ImmArrayAttr.predicate, BIR_RegisterAccessAttr.predicate,
                           BIR_RegisterAPAttr.predicate, BIR_JsonAttr.predicate]>,
                       "bir argument attribute"> {
  let storageType = "::mlir::Attribute";
  let returnType = "::mlir::Attribute";
  let convertFromStorage = "$_self";
}
// APPair `num` is a nat (docs/bir-json-format.md §7): no `physical_ap` of the
// list has a negative count. (`ap` is flat: the counts are the odd entries.)
def BIR_APCountsNonNegative : AttrConstraint<
    CPred<"::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), "
          "[](::mlir::Attribute arg) {"
          "  auto physical = ::llvm::dyn_cast<::nki::bir::PhysicalAPAttr>(arg);"
          "  if (!physical) return true;"
          "  ::llvm::ArrayRef<int64_t> ap = physical.getAp();"
          "  for (size_t i = 1; i < ap.size(); i += 2)"
          "    if (ap[i] < 0) return false;"
          "  return true; })">,
    "whose physical_ap counts are non-negative">;
// `ins_args` / `outs_args`: what pairs them with the operands is checked in
// Rust (dialects/src/bir/verify/operands.rs).
def BIR_ArgListAttr : ConfinedAttr<
    TypedArrayAttrBase<BIR_ArgAttr,
                       "array of bir argument attributes (#bir.physical_ap, #bir.imm_value, "
                       "#bir.imm_array, #bir.register_access, #bir.register_ap, #bir.json)">,
    [BIR_APCountsNonNegative]>;
// IT55 `kernel_source_val`: the enum, or the JSON integer form (docs/bir-json-format.md, G9).
def BIR_KernelSourceValAttr : AnyAttrOf<[BIR_KernelSourceAttr, I64Attr]>;
// `address_rotation_scope_val` (docs/bir-json-format.md, G8): integer or string, preserved.
def BIR_RotationScopeAttr : AnyAttrOf<[I64Attr, StrAttr]>;

#endif // BIR_ATTRS_TD
