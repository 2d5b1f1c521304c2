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
  // The dialect's discardable attributes (C++ storage types, as MLIR's
  // helpers take them), checked by hasOperationAttrVerify
  // (dialects/src/bir/verify/module_attrs.rs); typed accessors are
  // generated from this list (nki_dialects::bir::ops::discardable).
  let discardableAttrs = (ins
    // On the module: the BIR JSON document's members (docs/bir-json-format.md §2).
    "::mlir::StringAttr":$arch,
    "::mlir::IntegerAttr":$version,
    "::mlir::IntegerAttr":$neuron_core_id,
    "::mlir::ArrayAttr":$json_nulls,
    "::mlir::Attribute":$unknown_members,
    "::mlir::Attribute":$attributes_unknown_members,
    // On the module: kernel library directories of inline-bir-kernel.
    "::mlir::StringAttr":$kernel_library,
    // On a provisioned function: its name in the kernel's BIR JSON.
    "::mlir::StringAttr":$json_name,
    // On matmuls, by legalize-matmul-accumulation-groups.
    "::mlir::IntegerAttr":$accumulation_group,
    "::mlir::DenseI64ArrayAttr":$bank_window);
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
