//===- KLRAttrs.td - KLR structures and variants ------------*- tablegen -*-===//
//
// Every KLR structure is one attribute (parameters = its fields, named as in
// KLR, proofs dropped); every constructor of a KLR variant with data is one
// attribute `#klr.<variant>_<ctor>`. Fields whose type is a variant are generic
// attributes; the Rust verifier checks their kind. See klr/README.md.
//
//===----------------------------------------------------------------------===//

#ifndef KLR_ATTRS_TD
#define KLR_ATTRS_TD

include "klr/KLRDialect.td"
include "klr/KLREnums.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"

class KLR_Attr<string name, string attrMnemonic, string klrName>
    : AttrDef<KLR_Dialect, name> {
  let mnemonic = attrMnemonic;
  let summary = "KLR " # klrName;
}
class KLR_StructAttr<string name, string attrMnemonic, string klrName>
    : KLR_Attr<name, attrMnemonic, klrName> {
  let assemblyFormat = "`<` struct(params) `>`";
}

// A Bool field, printed `true` / `false`.
def KLR_BoolParam : AttrOrTypeParameter<"bool", "KLR Bool"> {
  let parser = "::nki::klr::parseBool($_parser)";
  let printer = "$_printer << ($_self ? \"true\" : \"false\")";
}
// A Float32 field: an f32 FloatAttr (exact, NaN payloads print in hex).
def KLR_F32Param : AttrOrTypeParameter<"::mlir::FloatAttr", "KLR Float32">;
// A field whose type is a KLR variant: any attribute, kind checked in Rust.
def KLR_VariantParam : AttrOrTypeParameter<"::mlir::Attribute", "a KLR variant">;
// A List of variants: an ArrayAttr, element kinds checked in Rust.
def KLR_VariantListParam : AttrOrTypeParameter<"::mlir::ArrayAttr", "a KLR list of variants">;
// A List, printed `[a, b]` (also when empty).
class KLR_ListParam<string elt> : ArrayRefParameter<elt, "KLR List"> {
  let parser = "::nki::klr::parseList<" # elt # ">($_parser)";
  let printer = "::nki::klr::printList($_printer, $_self)";
}
// An Option Nat: absent means none.
class KLR_OptionalIntParam<string intType>
    : OptionalParameter<"std::optional<" # intType # ">", "KLR Option"> {
  let printer = "$_printer << *$_self";
}

def KLR_PosAttr : KLR_StructAttr<"Pos", "pos", "Pos"> {
  let parameters = (ins
    "uint64_t":$line,
    "uint64_t":$column,
    KLR_OptionalIntParam<"uint64_t">:$lineEnd,
    KLR_OptionalIntParam<"uint64_t">:$columnEnd,
    OptionalParameter<"::mlir::StringAttr">:$filename);
}

def KLR_ShapeAttr : KLR_StructAttr<"Shape", "shape", "Shape"> {
  let parameters = (ins
    "uint64_t":$parDim,
    KLR_ListParam<"uint64_t">:$freeDims);
}

def KLR_AddressAttr : KLR_StructAttr<"Address", "address", "Address"> {
  let parameters = (ins
    StringRefParameter<>:$name,
    EnumParameter<KLR_Memory>:$memory,
    "uint64_t":$parSize,
    "uint64_t":$freeSize,
    KLR_OptionalIntParam<"uint64_t">:$parOffset,
    KLR_OptionalIntParam<"uint64_t">:$freeOffset,
    KLR_BoolParam:$isShared);
}

def KLR_TensorNameAttr : KLR_StructAttr<"TensorName", "tensor_name", "TensorName"> {
  let parameters = (ins
    StringRefParameter<>:$name,
    EnumParameter<KLR_Dtype>:$dtype,
    "::nki::klr::ShapeAttr":$shape,
    "::nki::klr::AddressAttr":$address,
    "uint64_t":$freeElements,
    KLR_BoolParam:$addressRotation);
  let description = "Proof fields (parWF, freeWF) are not stored; the verifier checks them.";
}

def KLR_SliceAttr : KLR_StructAttr<"Slice", "slice", "Slice"> {
  let parameters = (ins
    "uint64_t":$l,
    "uint64_t":$u,
    "int64_t":$step);
  let description = "Proof fields (wf) are not stored; the verifier checks them.";
}

def KLR_IndexCoordAttr : KLR_StructAttr<"IndexCoord", "index_coord", "Index.coord"> {
  let parameters = (ins
    "uint64_t":$e);
}

def KLR_IndexSliceAttr : KLR_StructAttr<"IndexSlice", "index_slice", "Index.slice"> {
  let parameters = (ins
    "::nki::klr::SliceAttr":$slice);
}

def KLR_AccessBasicStructAttr : KLR_StructAttr<"AccessBasicStruct", "access_basic_struct", "AccessBasic"> {
  let parameters = (ins
    "::nki::klr::TensorNameAttr":$tensor,
    KLR_VariantListParam:$indexes);
  let description = "Proof fields (lenWF) are not stored; the verifier checks them.";
}

def KLR_APPairAttr : KLR_StructAttr<"APPair", "ap_pair", "APPair"> {
  let parameters = (ins
    "int64_t":$step,
    "uint64_t":$num,
    "uint64_t":$offset);
}

def KLR_AccessPatternStructAttr : KLR_StructAttr<"AccessPatternStruct", "access_pattern_struct", "AccessPattern"> {
  let parameters = (ins
    "::nki::klr::TensorNameAttr":$tensor,
    "uint64_t":$parNum,
    KLR_ListParam<"::nki::klr::APPairAttr">:$pattern,
    "uint64_t":$parOffset,
    "uint64_t":$freeOffset,
    KLR_ListParam<"uint64_t">:$fixedAxis);
}

def KLR_ScalarOffsetRegAttr : KLR_StructAttr<"ScalarOffsetReg", "scalar_offset_reg", "ScalarOffset.reg"> {
  let parameters = (ins
    StringRefParameter<>:$r);
}

def KLR_ScalarOffsetAccAttr : KLR_StructAttr<"ScalarOffsetAcc", "scalar_offset_acc", "ScalarOffset.acc"> {
  let parameters = (ins
    KLR_VariantParam:$a);
}

def KLR_BirAccessPatternAttr : KLR_StructAttr<"BirAccessPattern", "bir_access_pattern", "BirAccessPattern"> {
  let parameters = (ins
    "::nki::klr::TensorNameAttr":$tensor,
    "uint64_t":$offset,
    KLR_ListParam<"::nki::klr::APPairAttr">:$pattern,
    OptionalParameter<"::mlir::Attribute">:$scalarOffset,
    OptionalParameter<"::mlir::Attribute">:$vectorOffset,
    "int64_t":$indirectDim,
    OptionalParameter<"::nki::klr::DtypeAttr">:$dtypeOverride);
}

def KLR_AccessSimpleAttr : KLR_StructAttr<"AccessSimple", "access_simple", "Access.simple"> {
  let parameters = (ins
    "::nki::klr::TensorNameAttr":$tensor);
}

def KLR_AccessBasicAttr : KLR_StructAttr<"AccessBasic", "access_basic", "Access.basic"> {
  let parameters = (ins
    "::nki::klr::AccessBasicStructAttr":$access);
}

def KLR_AccessPatternAttr : KLR_StructAttr<"AccessPattern", "access_pattern", "Access.pattern"> {
  let parameters = (ins
    "::nki::klr::AccessPatternStructAttr":$access);
}

def KLR_AccessBirPatternAttr : KLR_StructAttr<"AccessBirPattern", "access_bir_pattern", "Access.birPattern"> {
  let parameters = (ins
    "::nki::klr::BirAccessPatternAttr":$access);
}

def KLR_TensorHbmAttr : KLR_StructAttr<"TensorHbm", "tensor_hbm", "TensorHbm"> {
  let parameters = (ins
    StringRefParameter<>:$name,
    EnumParameter<KLR_Dtype>:$dtype,
    "uint64_t":$address,
    KLR_ListParam<"::nki::klr::APPairAttr">:$dims);
}

def KLR_TensorSramAttr : KLR_StructAttr<"TensorSram", "tensor_sram", "TensorSram"> {
  let parameters = (ins
    StringRefParameter<>:$name,
    EnumParameter<KLR_Dtype>:$dtype,
    "uint64_t":$parNum,
    KLR_ListParam<"::nki::klr::APPairAttr">:$pattern,
    "uint64_t":$parOffset,
    "uint64_t":$freeOffset);
}

def KLR_TensorRefAbstractAttr : KLR_StructAttr<"TensorRefAbstract", "tensor_ref_abstract", "TensorRef.abstract"> {
  let parameters = (ins
    KLR_VariantParam:$access);
}

def KLR_TensorRefSbufAttr : KLR_StructAttr<"TensorRefSbuf", "tensor_ref_sbuf", "TensorRef.sbuf"> {
  let parameters = (ins
    "::nki::klr::TensorSramAttr":$view);
}

def KLR_TensorRefPsumAttr : KLR_StructAttr<"TensorRefPsum", "tensor_ref_psum", "TensorRef.psum"> {
  let parameters = (ins
    "::nki::klr::TensorSramAttr":$view);
}

def KLR_TensorRefHbmAttr : KLR_StructAttr<"TensorRefHbm", "tensor_ref_hbm", "TensorRef.hbm"> {
  let parameters = (ins
    "::nki::klr::TensorHbmAttr":$view);
}

def KLR_TensorRefRegisterAttr : KLR_StructAttr<"TensorRefRegister", "tensor_ref_register", "TensorRef.register"> {
  let parameters = (ins
    "uint64_t":$reg);
}

def KLR_ImmediateRegisterAttr : KLR_StructAttr<"ImmediateRegister", "immediate_register", "Immediate.register"> {
  let parameters = (ins
    "uint64_t":$reg);
}

def KLR_ImmediatePointerAttr : KLR_Attr<"ImmediatePointer", "immediate_pointer", "Immediate.pointer">;

def KLR_ImmediateIntAttr : KLR_StructAttr<"ImmediateInt", "immediate_int", "Immediate.int"> {
  let parameters = (ins
    "int32_t":$i);
}

def KLR_ImmediateFloatAttr : KLR_StructAttr<"ImmediateFloat", "immediate_float", "Immediate.float"> {
  let parameters = (ins
    KLR_F32Param:$f);
}

def KLR_ActivationImmRegisterAttr : KLR_StructAttr<"ActivationImmRegister", "activation_imm_register", "ActivationImm.register"> {
  let parameters = (ins
    "uint64_t":$reg);
}

def KLR_ActivationImmPointerAttr : KLR_Attr<"ActivationImmPointer", "activation_imm_pointer", "ActivationImm.pointer">;

def KLR_ActivationImmFloatAttr : KLR_StructAttr<"ActivationImmFloat", "activation_imm_float", "ActivationImm.float"> {
  let parameters = (ins
    KLR_F32Param:$f);
}

def KLR_OperandImmAttr : KLR_StructAttr<"OperandImm", "operand_imm", "Operand.imm"> {
  let parameters = (ins
    KLR_VariantParam:$i);
}

def KLR_OperandTileAttr : KLR_StructAttr<"OperandTile", "operand_tile", "Operand.tile"> {
  let parameters = (ins
    KLR_VariantParam:$t);
}

def KLR_DataPatternAttr : KLR_StructAttr<"DataPattern", "data_pattern", "DataPattern"> {
  let parameters = (ins
    "int64_t":$offset,
    KLR_ListParam<"::nki::klr::APPairAttr">:$pattern,
    "int64_t":$channelMultiplier);
}

def KLR_DmaBoundsSkipAttr : KLR_Attr<"DmaBoundsSkip", "dma_bounds_skip", "DmaBounds.skip">;

def KLR_DmaBoundsErrorAttr : KLR_Attr<"DmaBoundsError", "dma_bounds_error", "DmaBounds.error">;

def KLR_DmaBoundsRegAttr : KLR_StructAttr<"DmaBoundsReg", "dma_bounds_reg", "DmaBounds.reg"> {
  let parameters = (ins
    "uint64_t":$reg);
}

def KLR_IndexMissBehaviorImmAttr : KLR_StructAttr<"IndexMissBehaviorImm", "index_miss_behavior_imm", "IndexMissBehavior.imm"> {
  let parameters = (ins
    KLR_VariantParam:$value);
}

def KLR_IndexMissBehaviorSkipAttr : KLR_Attr<"IndexMissBehaviorSkip", "index_miss_behavior_skip", "IndexMissBehavior.skip">;

def KLR_ReplicaGroupUnspecifiedAttr : KLR_Attr<"ReplicaGroupUnspecified", "replica_group_unspecified", "ReplicaGroup.unspecified">;

def KLR_ReplicaGroupNamedAttr : KLR_StructAttr<"ReplicaGroupNamed", "replica_group_named", "ReplicaGroup.named"> {
  let parameters = (ins
    StringRefParameter<>:$name);
}

def KLR_ReplicaGroupLiteralAttr : KLR_StructAttr<"ReplicaGroupLiteral", "replica_group_literal", "ReplicaGroup.literal"> {
  let parameters = (ins
    KLR_ListParam<"::mlir::DenseI64ArrayAttr">:$groups);
}

def KLR_SharedConstantFileAttr : KLR_StructAttr<"SharedConstantFile", "shared_constant_file", "SharedConstantFile"> {
  let parameters = (ins
    StringRefParameter<>:$name,
    StringRefParameter<>:$fileName);
}

def KLR_EdgesAttr : KLR_StructAttr<"Edges", "edges", "Edges"> {
  let parameters = (ins
    StringRefParameter<>:$fromEdge,
    KLR_ListParam<"::mlir::StringAttr">:$toEdges);
}

#endif // KLR_ATTRS_TD
