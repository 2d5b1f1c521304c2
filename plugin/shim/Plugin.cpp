//===- Plugin.cpp - what the plugin asks of MLIR beyond its C API --------===//
//
// The passes register through the C++ classes generated from
// passes/Passes.td (nki-passes); the plugin itself only needs to know
// whether a registry already holds a dialect of one of our names (another
// copy of the plugin), which the C API cannot tell.
//
//===----------------------------------------------------------------------===//

#include "mlir-c/IR.h"
#include "mlir/CAPI/IR.h"
#include "mlir/IR/DialectRegistry.h"

extern "C" {

// Whether `registry` already knows a dialect named `name`.
bool nki_plugin_registry_has_dialect(MlirDialectRegistry registry,
                                     MlirStringRef name) {
  return static_cast<bool>(
      unwrap(registry)->getDialectAllocator(llvm::StringRef(name.data, name.length)));
}
}
