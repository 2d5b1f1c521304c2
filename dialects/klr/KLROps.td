#ifndef KLR_OPS_TD
#define KLR_OPS_TD

include "klr/KLRDialect.td"
include "klr/KLREnums.td"
include "mlir/IR/SymbolInterfaces.td"

def KLR_LncKernelOp : KLR_Op<"lnc_kernel", [Symbol, IsolatedFromAbove,
                                             NoTerminator, SingleBlock]> {
  let summary = "an LncKernel: shared tensors and one body per logical core";
  let arguments = (ins SymbolNameAttr:$sym_name, OptionalAttr<KLR_MemoryAttr>:$probe);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$sym_name attr-dict-with-keyword $body";
}

#endif // KLR_OPS_TD
