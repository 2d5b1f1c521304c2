//===- BIRDialect.td - the bir dialect ----------------------*- tablegen -*-===//
//
// BIR, the Neuron compiler's backend IR, as an MLIR dialect. Mirrors the BIR
// JSON format (docs/bir-json-format.md): modules, functions,
// allocations and memory locations, blocks and loops, instructions, and the
// kernel carriers IT54/IT55/IT56.
//
//===----------------------------------------------------------------------===//

#ifndef BIR_DIALECT_TD
#define BIR_DIALECT_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

def BIR_Dialect : Dialect {
  let name = "bir";
  let summary = "The Neuron backend IR (BIR)";
  let cppNamespace = "::nki::bir";
  let useDefaultAttributePrinterParser = 1;
  let useDefaultTypePrinterParser = 1;
  // Module attributes bir.arch, bir.version, bir.neuron_core_id, ...
  let hasOperationAttrVerify = 1;
}

// Every bir op runs its semantic checks in Rust (dialects/src/bir/verify.rs);
// the C++ hook only forwards.
class BIR_Op<string mnemonic, list<Trait> traits = []>
    : Op<BIR_Dialect, mnemonic, traits> {
  let hasVerifier = 1;
  let extraClassDefinition = [{
    ::mlir::LogicalResult $cppClass::verify() {
      return ::nki::verifyInRust(getOperation());
    }
  }];
}

#endif // BIR_DIALECT_TD
