//===- KLRWire.td - the KLR wire schema's records ------------*- tablegen -*-===//
//
// What the `.klr` format needs beyond the dialect: every KLR type's type tag,
// every constructor's wire code, every field's KLR type. The dialect's
// attributes, enums and ops carry these as fields (`klrTag`, `klrCode`,
// `klrWire`), so that the Rust schema of the file format
// (nki_formats::klr::schema) is generated from the same records
// (dialects/ods, dialects/formats/build.rs). Wire types are spelled as in
// KLR's Lean sources: `Nat`, `Int`, `Int32`, `Bool`, `Float32`, `String`,
// `List T`, `Option T`, or a KLR type name.
//
//===----------------------------------------------------------------------===//

#ifndef KLR_WIRE_TD
#define KLR_WIRE_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"

// The KLR type of a parameter or argument whose C++ type does not say it
// (an attribute that holds any constructor of a variant, a list, an integer
// that is a Nat or an Int).
class KLR_Wire<string wire> {
  string klrWire = wire;
}

// A KLR variant (an inductive with fields): its name and type tag. Its
// constructors are the attributes (or, for `Operator`, the statement ops)
// that name it.
class KLR_Variant<string name, int tag> {
  string klrName = name;
  int klrTag = tag;
}

// A field of a type that is not an attribute (`KLR_WireStruct`).
class KLR_Field<string name, string wire> : KLR_Wire<wire> {
  string klrName = name;
}

// A constructor of a variant that is not an attribute (`Stmt.oper`).
class KLR_WireCtor<string name, int wireCode, list<KLR_Field> fields> {
  string klrName = name;
  int klrCode = wireCode;
  list<KLR_Field> klrFields = fields;
}

// A KLR structure whose MLIR form is an op (or no form of its own): the
// containers `LncKernel`, `Kernel`, `Block`.
class KLR_WireStruct<string name, int tag, list<KLR_Field> fields> {
  string klrName = name;
  int klrTag = tag;
  list<KLR_Field> klrFields = fields;
}

// A KLR variant with explicit constructors (`Stmt`).
class KLR_WireVariant<string name, int tag, list<KLR_WireCtor> ctors>
    : KLR_Variant<name, tag> {
  list<KLR_WireCtor> klrCtors = ctors;
}

// The containers (docs/klr-binary-format.md §6). In MLIR they are
// klr.lnc_kernel, klr.kernel, klr.core and klr.block (KLROps.td); the
// converter (dialects/src/klr/convert.rs, import.rs) maps their fields.
def KLR_LncKernelType : KLR_WireStruct<"LncKernel", 108, [
    KLR_Field<"name", "String">,
    KLR_Field<"inputs", "List TensorName">,
    KLR_Field<"outputs", "List TensorName">,
    KLR_Field<"bodies", "List (List Block)">,
    KLR_Field<"sharedConstants", "List SharedConstantFile">,
    KLR_Field<"sharedBuffers", "List TensorName">,
    KLR_Field<"edges", "List Edges">]>;
def KLR_KernelType : KLR_WireStruct<"Kernel", 105, [
    KLR_Field<"name", "String">,
    KLR_Field<"inputs", "List TensorName">,
    KLR_Field<"outputs", "List TensorName">,
    KLR_Field<"body", "List Block">]>;
def KLR_BlockType : KLR_WireStruct<"Block", 104, [
    KLR_Field<"label", "String">,
    KLR_Field<"noReorder", "Bool">,
    KLR_Field<"body", "List Stmt">]>;
def KLR_StmtType : KLR_WireVariant<"Stmt", 103, [
    KLR_WireCtor<"oper", 0, [
        KLR_Field<"op", "Operator">,
        KLR_Field<"name", "Option String">,
        KLR_Field<"pos", "Pos">]>]>;

// The variants whose constructors are attributes (KLRAttrs.td) or
// statement ops (KLROps.td: `Operator`).
def KLR_IndexVariant : KLR_Variant<"Index", 117>;
def KLR_ScalarOffsetVariant : KLR_Variant<"ScalarOffset", 123>;
def KLR_AccessVariant : KLR_Variant<"Access", 125>;
def KLR_TensorRefVariant : KLR_Variant<"TensorRef", 128>;
def KLR_ImmediateVariant : KLR_Variant<"Immediate", 131>;
def KLR_ActivationImmVariant : KLR_Variant<"ActivationImm", 132>;
def KLR_OperandVariant : KLR_Variant<"Operand", 133>;
def KLR_DmaBoundsVariant : KLR_Variant<"DmaBounds", 141>;
def KLR_IndexMissBehaviorVariant : KLR_Variant<"IndexMissBehavior", 143>;
def KLR_ReplicaGroupVariant : KLR_Variant<"ReplicaGroup", 198>;
def KLR_OperatorVariant : KLR_Variant<"Operator", 218>;

// Op arguments with their KLR types. Each is the builtin constraint it is
// named after (same storage, predicate and summary, so the verifier's
// messages are MLIR's own) plus the wire type.
//
// A field of the KLR variant `wire`: one of the attributes `ctors` (the
// variant's constructors, a `defset` of KLRAttrs.td). ODS rejects any other
// attribute with `attribute 'dst' failed to satisfy constraint: KLR
// TensorRef (#klr.tensor_ref_abstract, …)`; the fields nested inside the
// constructor are checked in Rust (dialects/src/klr/verify/value.rs).
class KLR_VariantAttrOf<string wire, list<AttrDef> ctors>
    : Attr<Or<!foreach(ctor, ctors, ctor.predicate)>,
           "KLR " # wire # " ("
               # !interleave(!foreach(ctor, ctors, "#klr." # ctor.mnemonic), ", ")
               # ")">,
      KLR_Wire<wire> {
  // Checked against the variant's constructors when the schema is read
  // (nki_ods::klr): a constructor left out of the defset fails the build.
  list<AttrDef> klrConstructors = ctors;
  let storageType = "::mlir::Attribute";
  let returnType = "::mlir::Attribute";
  let convertFromStorage = "$_self";
  let constBuilderCall = "$0";
}
// A `List` of the variant `elt` (an ArrayAttr of its constructors).
class KLR_VariantListAttrOf<KLR_VariantAttrOf elt>
    : TypedArrayAttrBase<elt, "list of " # elt.summary>,
      KLR_Wire<"List " # elt.klrWire>;
class KLR_I64AttrOf<string wire>
    : TypedSignlessIntegerAttrBase<I64, "uint64_t",
                                   "64-bit signless integer attribute">,
      KLR_Wire<wire>;
class KLR_DenseI64ArrayAttrOf<string wire>
    : DenseArrayAttrBase<"DenseI64ArrayAttr", "int64_t", "i64">,
      KLR_Wire<wire>;
class KLR_ArrayAttrOf<string wire>
    : ArrayAttrBase<CPred<"::llvm::isa<::mlir::ArrayAttr>($_self)">,
                    "array attribute">,
      KLR_Wire<wire>;

// The variant-typed arguments (KLR_TensorRefArg, …) follow the constructors
// they list, at the end of KLRAttrs.td.
def KLR_NatArg : KLR_I64AttrOf<"Nat">;
def KLR_IntArg : KLR_I64AttrOf<"Int">;
def KLR_NatListArg : KLR_DenseI64ArrayAttrOf<"List Nat">;
def KLR_IntListArg : KLR_DenseI64ArrayAttrOf<"List Int">;
def KLR_IntListListArg : KLR_ArrayAttrOf<"List (List Int)">;

#endif // KLR_WIRE_TD
