#ifndef BIR_OPS_TD
#define BIR_OPS_TD

include "bir/BIRDialect.td"
include "bir/BIREnums.td"
include "bir/BIRAttrs.td"
include "bir/BIRTypes.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/IR/RegionKindInterface.td"

// Attributes every op that mirrors a JSON object carries: the members that
// were explicitly JSON `null` (as opposed to absent), and members this
// dialect does not model, kept verbatim as one JSON object.
defvar BIR_JsonBookkeeping = (ins
  OptionalAttr<StrArrayAttr>:$json_nulls,
  OptionalAttr<BIR_JsonAttr>:$unknown_members);

// A BIR Function (docs/bir-json-format.md §3). The JSON `attributes` member is
// `function_attributes` (`attributes` clashes with the generated accessors);
// `kind` is not a JSON member (main = the document's function, nki = a kernel).
// Its body holds bir.allocation and
// bir.memory_location ops, then bir.block ops.
def BIR_FuncOp : BIR_Op<"func", [Symbol, IsolatedFromAbove, NoTerminator,
                                  SingleBlock]> {
  let summary = "a BIR function";
  let arguments = !con((ins
    SymbolNameAttr:$sym_name,
    BIR_FunctionKindAttr:$kind,
    DefaultValuedAttr<StrArrayAttr, "{}">:$function_attributes), BIR_JsonBookkeeping);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$sym_name `kind` $kind attr-dict-with-keyword $body";
}

// An Allocation (memory_location_set, docs/bir-json-format.md §4.1). JSON `volatile`/`virtual`
// are `is_volatile`/`is_virtual` (C++ keywords in the generated code). Its
// memory locations are
// the bir.memory_location ops that use it, in order.
def BIR_AllocationOp : BIR_Op<"allocation", [HasParent<"::nki::bir::FuncOp">]> {
  let summary = "an allocation (memory_location_set)";
  let arguments = !con((ins
    BIR_NonEmptyStrAttr:$name,
    BIR_StorageKindAttr:$Skind,
    OptionalAttr<BIR_AddrSpaceAttr>:$addr_space,
    OptionalAttr<BIR_DtypeAttr>:$dtype,
    OptionalAttr<I64Attr>:$partition_dim,
    DenseI64ArrayAttr:$tensor_shape,
    StrAttr:$file,
    BoolAttr:$no_spill,
    BoolAttr:$is_volatile,
    BoolAttr:$is_virtual,
    BIR_TensorKindAttr:$kind,
    BIR_TensorClassAttr:$tensor_class,
    I64Attr:$tensorId2MemLocSize), BIR_JsonBookkeeping);
  let results = (outs BIR_AllocationType:$result);
  let assemblyFormat = "$name attr-dict `:` type($result)";
}

// A MemoryLocation (docs/bir-json-format.md §4.2) of allocation `$allocation`. The JSON member
// `type` is the attribute `memory_type` (`type` would clash with the result
// type accessor of the generated op class).
def BIR_MemoryLocationOp : BIR_Op<"memory_location",
                                  [HasParent<"::nki::bir::FuncOp">]> {
  let summary = "a memory location (one tensor's placement)";
  let arguments = !con((ins
    BIR_AllocationType:$allocation,
    BIR_NonEmptyStrAttr:$name,
    BIR_StorageKindAttr:$Skind,
    BIR_MemoryTypeAttr:$memory_type,
    BIR_NatAttr:$addr,
    BIR_DimsAttr:$dims,
    BIR_NatAttr:$bank,
    BIR_NatAttr:$base,
    BoolAttr:$allocated,
    BoolAttr:$pinned,
    OptionalAttr<I64Attr>:$tensor_id), BIR_JsonBookkeeping);
  let results = (outs BIR_MemoryLocationType:$result);
  let assemblyFormat = "$name `in` $allocation attr-dict `:` type($result)";
}

// A Block (docs/bir-json-format.md §5): instructions and loops, in program order.
def BIR_BlockOp : BIR_Op<"block", [
    ParentOneOf<["::nki::bir::FuncOp", "::nki::bir::LoopOp"]>,
    NoTerminator, SingleBlock]> {
  let summary = "a BIR block";
  let arguments = (ins BIR_NonEmptyStrAttr:$name, OptionalAttr<BIR_JsonAttr>:$unknown_members);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$name attr-dict-with-keyword $body";
}

// A Loop (docs/bir-json-format.md §5) with its LoopAxis; holds bir.block ops only.
def BIR_LoopOp : BIR_Op<"loop", [HasParent<"::nki::bir::BlockOp">,
                                 NoTerminator, SingleBlock]> {
  let summary = "a BIR loop";
  let arguments = (ins StrAttr:$name, I64Attr:$lb, I64Attr:$ub, BIR_NatAttr:$stride,
                       OptionalAttr<BIR_JsonAttr>:$unknown_members,
                       OptionalAttr<BIR_JsonAttr>:$axis_unknown_members);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    $name `lb` $lb `ub` $ub `stride` $stride attr-dict-with-keyword $body
  }];
}

#endif // BIR_OPS_TD
