//===- KLRDialect.td - the klr dialect ----------------------*- tablegen -*-===//
//
// KLR Core, the IR the public NKI front-end writes to .klr files, as an MLIR
// dialect. Mirrors the LncKernel schema of docs/klr-binary-format.md
// (leanprover/KLR 7ccd18c) so that every file imports and exports exactly.
//
//===----------------------------------------------------------------------===//

#ifndef KLR_DIALECT_TD
#define KLR_DIALECT_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

def KLR_Dialect : Dialect {
  let name = "klr";
  let summary = "KLR Core: traced NKI kernels";
  let cppNamespace = "::nki::klr";
  let useDefaultAttributePrinterParser = 1;
  let discardableAttrs = (ins
    // On the kernel op: the KLR schema profile the file was written in,
    // when not the base one (`--export-klr` writes it back).
    "::mlir::StringAttr":$profile,
    // On the kernel op: the file's metadata format, when not "NKI".
    "::mlir::StringAttr":$metadata_format
  );
}

// Every klr op runs its semantic checks in Rust (dialects/src/klr/verify.rs).
class KLR_Op<string mnemonic, list<Trait> traits = []>
    : Op<KLR_Dialect, mnemonic, traits> {
  let hasVerifier = 1;
  let extraClassDefinition = [{
    ::mlir::LogicalResult $cppClass::verify() {
      return ::nki::verifyInRust(getOperation());
    }
  }];
}

#endif // KLR_DIALECT_TD
