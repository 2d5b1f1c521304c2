#ifndef BIR_OPS_TD
#define BIR_OPS_TD

include "bir/BIRDialect.td"
include "bir/BIREnums.td"
include "bir/BIRTypes.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/IR/RegionKindInterface.td"

def BIR_FuncOp : BIR_Op<"func", [Symbol, SymbolTable, IsolatedFromAbove,
                                  NoTerminator, SingleBlock]> {
  let summary = "a BIR function";
  let arguments = (ins SymbolNameAttr:$sym_name);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$sym_name attr-dict-with-keyword $body";
}

def BIR_NoOpOp : BIR_Op<"no_op"> {
  let summary = "NoOp";
  let arguments = (ins StrAttr:$name, BIR_EngineAttr:$engine);
  let assemblyFormat = "$name `engine` $engine attr-dict";
}

#endif // BIR_OPS_TD
