//===- KLRAttrs.td - KLR structures and variants ------------*- tablegen -*-===//
//
// Every KLR structure is one attribute (parameters = its fields, named as in
// KLR, proofs dropped); every constructor of a KLR variant is one attribute
// `#klr.<variant>_<ctor>`. Parameters whose type is a variant are generic
// attributes, whose kind the Rust verifier checks; op arguments of variant
// type are constrained in ODS to the variant's constructors (the defsets
// below). See klr/README.md. Each carries its wire form (type tag,
// constructor code, the fields' KLR types; KLRWire.td), from which the file
// format's schema is generated.
//
//===----------------------------------------------------------------------===//

#ifndef KLR_ATTRS_TD
#define KLR_ATTRS_TD

include "klr/KLRDialect.td"
include "klr/KLREnums.td"
include "klr/KLRWire.td"
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

// A KLR structure (`klrName`, type tag `klrTag`): its parameters are the
// fields in wire order, proofs left out.
class KLR_TypeAttr<string name, string attrMnemonic, string klr, int tag>
    : KLR_StructAttr<name, attrMnemonic, klr> {
  string klrName = klr;
  int klrTag = tag;
  // The wire order of all fields, when the structure has proof fields
  // (`Prop`: counted in the field count, never encoded): the parameters'
  // names with the proofs' names among them.
  list<string> klrWireFields = [];
}

// The constructor `ctor` (wire code `code`) of a KLR variant: its
// parameters are the constructor's fields.
class KLR_CtorFields<KLR_Variant variant, string ctor, int wireCode> {
  KLR_Variant klrVariant = variant;
  string klrCtor = ctor;
  int klrCode = wireCode;
  // The Rust model boxes the field (it closes the schema's one cycle).
  bit klrBoxed = 0;
}
class KLR_CtorAttr<string name, string attrMnemonic, KLR_Variant variant,
                   string ctor, int wireCode>
    : KLR_StructAttr<name, attrMnemonic, variant.klrName # "." # ctor>,
      KLR_CtorFields<variant, ctor, wireCode>;
// A constructor without fields.
class KLR_NullaryCtorAttr<string name, string attrMnemonic, KLR_Variant variant,
                          string ctor, int wireCode>
    : KLR_Attr<name, attrMnemonic, variant.klrName # "." # ctor>,
      KLR_CtorFields<variant, ctor, wireCode>;

// A Bool field, printed `true` / `false`.
def KLR_BoolParam : AttrOrTypeParameter<"bool", "KLR Bool">, KLR_Wire<"Bool"> {
  let parser = "::nki::klr::parseBool($_parser)";
  let printer = "$_printer << ($_self ? \"true\" : \"false\")";
}
// A Float32 field: an f32 FloatAttr (exact, NaN payloads print in hex).
def KLR_F32Param : AttrOrTypeParameter<"::mlir::FloatAttr", "KLR Float32">,
                   KLR_Wire<"Float32">;
// A field whose type is a KLR variant: any attribute, kind checked in Rust.
class KLR_VariantParam<string variant>
    : AttrOrTypeParameter<"::mlir::Attribute", "a KLR variant">,
      KLR_Wire<variant>;
// A List of variants: an ArrayAttr, element kinds checked in Rust.
class KLR_VariantListParam<string variant>
    : AttrOrTypeParameter<"::mlir::ArrayAttr", "a KLR list of variants">,
      KLR_Wire<"List " # variant>;
// A List, printed `[a, b]` (also when empty).
class KLR_ListParam<string elt, string wire>
    : ArrayRefParameter<elt, "KLR List">, KLR_Wire<"List " # wire> {
  let parser = "::nki::klr::parseList<" # elt # ">($_parser)";
  let printer = "::nki::klr::printList($_printer, $_self)";
}
// An Option Nat: absent means none.
class KLR_OptionalIntParam<string intType, string wire>
    : OptionalParameter<"std::optional<" # intType # ">", "KLR Option">,
      KLR_Wire<"Option " # wire> {
  let printer = "$_printer << *$_self";
}
// An Option of a String, a variant or an enum: absent means none.
class KLR_OptionalParam<string cppType, string wire>
    : OptionalParameter<cppType>, KLR_Wire<"Option " # wire>;

def KLR_PosAttr : KLR_TypeAttr<"Pos", "pos", "Pos", 100> {
  let parameters = (ins
    "uint64_t":$line,
    "uint64_t":$column,
    KLR_OptionalIntParam<"uint64_t", "Nat">:$lineEnd,
    KLR_OptionalIntParam<"uint64_t", "Nat">:$columnEnd,
    KLR_OptionalParam<"::mlir::StringAttr", "String">:$filename);
}

def KLR_ShapeAttr : KLR_TypeAttr<"Shape", "shape", "Shape", 112> {
  let parameters = (ins
    "uint64_t":$parDim,
    KLR_ListParam<"uint64_t", "Nat">:$freeDims);
}

def KLR_AddressAttr : KLR_TypeAttr<"Address", "address", "Address", 113> {
  let parameters = (ins
    StringRefParameter<>:$name,
    EnumParameter<KLR_Memory>:$memory,
    "uint64_t":$parSize,
    "uint64_t":$freeSize,
    KLR_OptionalIntParam<"uint64_t", "Nat">:$parOffset,
    KLR_OptionalIntParam<"uint64_t", "Nat">:$freeOffset,
    KLR_BoolParam:$isShared);
}

def KLR_TensorNameAttr : KLR_TypeAttr<"TensorName", "tensor_name", "TensorName", 114> {
  let parameters = (ins
    StringRefParameter<>:$name,
    EnumParameter<KLR_Dtype>:$dtype,
    "::nki::klr::ShapeAttr":$shape,
    "::nki::klr::AddressAttr":$address,
    "uint64_t":$freeElements,
    KLR_BoolParam:$addressRotation);
  let klrWireFields = ["name", "dtype", "shape", "address", "freeElements",
                       "parWF", "freeWF", "addressRotation"];
  let description = "Proof fields (parWF, freeWF) are not stored; the verifier checks them.";
}

def KLR_SliceAttr : KLR_TypeAttr<"Slice", "slice", "Slice", 115> {
  let parameters = (ins
    "uint64_t":$l,
    "uint64_t":$u,
    "int64_t":$step);
  let klrWireFields = ["l", "u", "step", "wf"];
  let description = "Proof fields (wf) are not stored; the verifier checks them.";
}

def KLR_IndexCoordAttr : KLR_CtorAttr<"IndexCoord", "index_coord", KLR_IndexVariant, "coord", 0> {
  let parameters = (ins
    "uint64_t":$e);
}

def KLR_IndexSliceAttr : KLR_CtorAttr<"IndexSlice", "index_slice", KLR_IndexVariant, "slice", 1> {
  let parameters = (ins
    "::nki::klr::SliceAttr":$slice);
}

def KLR_AccessBasicStructAttr : KLR_TypeAttr<"AccessBasicStruct", "access_basic_struct", "AccessBasic", 118> {
  let parameters = (ins
    "::nki::klr::TensorNameAttr":$tensor,
    KLR_VariantListParam<"Index">:$indexes);
  let klrWireFields = ["tensor", "indexes", "lenWF"];
  let description = "Proof fields (lenWF) are not stored; the verifier checks them.";
}

def KLR_APPairAttr : KLR_TypeAttr<"APPair", "ap_pair", "APPair", 119> {
  let parameters = (ins
    "int64_t":$step,
    "uint64_t":$num,
    "uint64_t":$offset);
}

def KLR_AccessPatternStructAttr : KLR_TypeAttr<"AccessPatternStruct", "access_pattern_struct", "AccessPattern", 120> {
  let parameters = (ins
    "::nki::klr::TensorNameAttr":$tensor,
    "uint64_t":$parNum,
    KLR_ListParam<"::nki::klr::APPairAttr", "APPair">:$pattern,
    "uint64_t":$parOffset,
    "uint64_t":$freeOffset,
    KLR_ListParam<"uint64_t", "Nat">:$fixedAxis);
}

def KLR_ScalarOffsetRegAttr : KLR_CtorAttr<"ScalarOffsetReg", "scalar_offset_reg", KLR_ScalarOffsetVariant, "reg", 0> {
  let parameters = (ins
    StringRefParameter<>:$r);
}

def KLR_ScalarOffsetAccAttr : KLR_CtorAttr<"ScalarOffsetAcc", "scalar_offset_acc", KLR_ScalarOffsetVariant, "acc", 1> {
  let parameters = (ins
    KLR_VariantParam<"Access">:$a);
}

def KLR_BirAccessPatternAttr : KLR_TypeAttr<"BirAccessPattern", "bir_access_pattern", "BirAccessPattern", 124> {
  let parameters = (ins
    "::nki::klr::TensorNameAttr":$tensor,
    "uint64_t":$offset,
    KLR_ListParam<"::nki::klr::APPairAttr", "APPair">:$pattern,
    KLR_OptionalParam<"::mlir::Attribute", "ScalarOffset">:$scalarOffset,
    KLR_OptionalParam<"::mlir::Attribute", "Access">:$vectorOffset,
    "int64_t":$indirectDim,
    KLR_OptionalParam<"::nki::klr::DtypeAttr", "Dtype">:$dtypeOverride);
}

def KLR_AccessSimpleAttr : KLR_CtorAttr<"AccessSimple", "access_simple", KLR_AccessVariant, "simple", 0> {
  let parameters = (ins
    "::nki::klr::TensorNameAttr":$tensor);
}

def KLR_AccessBasicAttr : KLR_CtorAttr<"AccessBasic", "access_basic", KLR_AccessVariant, "basic", 1> {
  let parameters = (ins
    "::nki::klr::AccessBasicStructAttr":$access);
}

def KLR_AccessPatternAttr : KLR_CtorAttr<"AccessPattern", "access_pattern", KLR_AccessVariant, "pattern", 2> {
  let parameters = (ins
    "::nki::klr::AccessPatternStructAttr":$access);
  let klrBoxed = 1;
}

def KLR_AccessBirPatternAttr : KLR_CtorAttr<"AccessBirPattern", "access_bir_pattern", KLR_AccessVariant, "birPattern", 3> {
  let parameters = (ins
    "::nki::klr::BirAccessPatternAttr":$access);
  let klrBoxed = 1;
}

def KLR_TensorHbmAttr : KLR_TypeAttr<"TensorHbm", "tensor_hbm", "TensorHbm", 126> {
  let parameters = (ins
    StringRefParameter<>:$name,
    EnumParameter<KLR_Dtype>:$dtype,
    "uint64_t":$address,
    KLR_ListParam<"::nki::klr::APPairAttr", "APPair">:$dims);
}

def KLR_TensorSramAttr : KLR_TypeAttr<"TensorSram", "tensor_sram", "TensorSram", 127> {
  let parameters = (ins
    StringRefParameter<>:$name,
    EnumParameter<KLR_Dtype>:$dtype,
    "uint64_t":$parNum,
    KLR_ListParam<"::nki::klr::APPairAttr", "APPair">:$pattern,
    "uint64_t":$parOffset,
    "uint64_t":$freeOffset);
}

// The constructors of `TensorRef`: what a field of that type holds.
defset list<AttrDef> KLR_TensorRefCtors = {
  def KLR_TensorRefAbstractAttr : KLR_CtorAttr<"TensorRefAbstract", "tensor_ref_abstract", KLR_TensorRefVariant, "abstract", 0> {
    let parameters = (ins
      KLR_VariantParam<"Access">:$access);
  }

  def KLR_TensorRefSbufAttr : KLR_CtorAttr<"TensorRefSbuf", "tensor_ref_sbuf", KLR_TensorRefVariant, "sbuf", 1> {
    let parameters = (ins
      "::nki::klr::TensorSramAttr":$view);
  }

  def KLR_TensorRefPsumAttr : KLR_CtorAttr<"TensorRefPsum", "tensor_ref_psum", KLR_TensorRefVariant, "psum", 2> {
    let parameters = (ins
      "::nki::klr::TensorSramAttr":$view);
  }

  def KLR_TensorRefHbmAttr : KLR_CtorAttr<"TensorRefHbm", "tensor_ref_hbm", KLR_TensorRefVariant, "hbm", 3> {
    let parameters = (ins
      "::nki::klr::TensorHbmAttr":$view);
  }

  def KLR_TensorRefRegisterAttr : KLR_CtorAttr<"TensorRefRegister", "tensor_ref_register", KLR_TensorRefVariant, "register", 4> {
    let parameters = (ins
      "uint64_t":$reg);
  }
}

// The constructors of `Immediate`: what a field of that type holds.
defset list<AttrDef> KLR_ImmediateCtors = {
  def KLR_ImmediateRegisterAttr : KLR_CtorAttr<"ImmediateRegister", "immediate_register", KLR_ImmediateVariant, "register", 0> {
    let parameters = (ins
      "uint64_t":$reg);
  }

  def KLR_ImmediatePointerAttr : KLR_NullaryCtorAttr<"ImmediatePointer", "immediate_pointer", KLR_ImmediateVariant, "pointer", 1>;

  def KLR_ImmediateIntAttr : KLR_CtorAttr<"ImmediateInt", "immediate_int", KLR_ImmediateVariant, "int", 2> {
    let parameters = (ins
      "int32_t":$i);
  }

  def KLR_ImmediateFloatAttr : KLR_CtorAttr<"ImmediateFloat", "immediate_float", KLR_ImmediateVariant, "float", 3> {
    let parameters = (ins
      KLR_F32Param:$f);
  }
}

def KLR_ActivationImmRegisterAttr : KLR_CtorAttr<"ActivationImmRegister", "activation_imm_register", KLR_ActivationImmVariant, "register", 0> {
  let parameters = (ins
    "uint64_t":$reg);
}

def KLR_ActivationImmPointerAttr : KLR_NullaryCtorAttr<"ActivationImmPointer", "activation_imm_pointer", KLR_ActivationImmVariant, "pointer", 1>;

def KLR_ActivationImmFloatAttr : KLR_CtorAttr<"ActivationImmFloat", "activation_imm_float", KLR_ActivationImmVariant, "float", 2> {
  let parameters = (ins
    KLR_F32Param:$f);
}

// The constructors of `Operand`: what a field of that type holds.
defset list<AttrDef> KLR_OperandCtors = {
  def KLR_OperandImmAttr : KLR_CtorAttr<"OperandImm", "operand_imm", KLR_OperandVariant, "imm", 0> {
    let parameters = (ins
      KLR_VariantParam<"Immediate">:$i);
  }

  def KLR_OperandTileAttr : KLR_CtorAttr<"OperandTile", "operand_tile", KLR_OperandVariant, "tile", 1> {
    let parameters = (ins
      KLR_VariantParam<"TensorRef">:$t);
  }
}

def KLR_DataPatternAttr : KLR_TypeAttr<"DataPattern", "data_pattern", "DataPattern", 134> {
  let parameters = (ins
    "int64_t":$offset,
    KLR_ListParam<"::nki::klr::APPairAttr", "APPair">:$pattern,
    "int64_t":$channelMultiplier);
}

// The constructors of `DmaBounds`: what a field of that type holds.
defset list<AttrDef> KLR_DmaBoundsCtors = {
  def KLR_DmaBoundsSkipAttr : KLR_NullaryCtorAttr<"DmaBoundsSkip", "dma_bounds_skip", KLR_DmaBoundsVariant, "skip", 0>;

  def KLR_DmaBoundsErrorAttr : KLR_NullaryCtorAttr<"DmaBoundsError", "dma_bounds_error", KLR_DmaBoundsVariant, "error", 1>;

  def KLR_DmaBoundsRegAttr : KLR_CtorAttr<"DmaBoundsReg", "dma_bounds_reg", KLR_DmaBoundsVariant, "reg", 2> {
    let parameters = (ins
      "uint64_t":$reg);
  }
}

// The constructors of `IndexMissBehavior`: what a field of that type holds.
defset list<AttrDef> KLR_IndexMissBehaviorCtors = {
  def KLR_IndexMissBehaviorImmAttr : KLR_CtorAttr<"IndexMissBehaviorImm", "index_miss_behavior_imm", KLR_IndexMissBehaviorVariant, "imm", 0> {
    let parameters = (ins
      KLR_VariantParam<"Immediate">:$value);
  }

  def KLR_IndexMissBehaviorSkipAttr : KLR_NullaryCtorAttr<"IndexMissBehaviorSkip", "index_miss_behavior_skip", KLR_IndexMissBehaviorVariant, "skip", 1>;
}

// The constructors of `ReplicaGroup`: what a field of that type holds.
defset list<AttrDef> KLR_ReplicaGroupCtors = {
  def KLR_ReplicaGroupUnspecifiedAttr : KLR_NullaryCtorAttr<"ReplicaGroupUnspecified", "replica_group_unspecified", KLR_ReplicaGroupVariant, "unspecified", 0>;

  def KLR_ReplicaGroupNamedAttr : KLR_CtorAttr<"ReplicaGroupNamed", "replica_group_named", KLR_ReplicaGroupVariant, "named", 1> {
    let parameters = (ins
      StringRefParameter<>:$name);
  }

  def KLR_ReplicaGroupLiteralAttr : KLR_CtorAttr<"ReplicaGroupLiteral", "replica_group_literal", KLR_ReplicaGroupVariant, "literal", 2> {
    let parameters = (ins
      KLR_ListParam<"::mlir::DenseI64ArrayAttr", "(List Int)">:$groups);
  }
}

def KLR_SharedConstantFileAttr : KLR_TypeAttr<"SharedConstantFile", "shared_constant_file", "SharedConstantFile", 106> {
  let parameters = (ins
    StringRefParameter<>:$name,
    StringRefParameter<>:$fileName);
}

def KLR_EdgesAttr : KLR_TypeAttr<"Edges", "edges", "Edges", 107> {
  let parameters = (ins
    StringRefParameter<>:$fromEdge,
    KLR_ListParam<"::mlir::StringAttr", "String">:$toEdges);
}

// Op arguments of variant type (KLRWire.td): the constructors above.
def KLR_TensorRefArg : KLR_VariantAttrOf<"TensorRef", KLR_TensorRefCtors>;
def KLR_ImmediateArg : KLR_VariantAttrOf<"Immediate", KLR_ImmediateCtors>;
def KLR_OperandArg : KLR_VariantAttrOf<"Operand", KLR_OperandCtors>;
def KLR_DmaBoundsArg : KLR_VariantAttrOf<"DmaBounds", KLR_DmaBoundsCtors>;
def KLR_IndexMissBehaviorArg
    : KLR_VariantAttrOf<"IndexMissBehavior", KLR_IndexMissBehaviorCtors>;
def KLR_ReplicaGroupArg : KLR_VariantAttrOf<"ReplicaGroup", KLR_ReplicaGroupCtors>;
def KLR_TensorRefListArg : KLR_VariantListAttrOf<KLR_TensorRefArg>;
def KLR_ImmediateListArg : KLR_VariantListAttrOf<KLR_ImmediateArg>;

#endif // KLR_ATTRS_TD
