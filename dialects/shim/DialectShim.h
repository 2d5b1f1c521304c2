//===- DialectShim.h - what every dialect shim includes ------------------===//
//
// The headers the tblgen-generated code needs, and the one bridge into Rust:
// an op's verify() forwards to nki_verify_operation, which dispatches on the
// op name to the dialect's Rust verifier and reports through emitOpError.
//
//===----------------------------------------------------------------------===//

#ifndef NKI_DIALECT_SHIM_H
#define NKI_DIALECT_SHIM_H

#include "mlir-c/IR.h"
#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Registration.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/RegionKindInterface.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/TypeSwitch.h"

#include <initializer_list>
#include <optional>
#include <utility>

extern "C" bool nki_verify_operation(MlirOperation op);
// Called when one of our dialects is loaded into a context: caches keyed by
// MLIR handles start afresh (nki::context::generation), since a context may
// reuse the addresses of an earlier one — mlir-opt creates the contexts the
// plugin's code runs in, one per --split-input-file chunk.
extern "C" void nki_context_generation_bump();
extern "C" bool nki_verify_dialect_attribute(MlirOperation op,
                                             MlirStringRef name,
                                             MlirAttribute value);

namespace nki {
inline ::mlir::LogicalResult verifyInRust(::mlir::Operation *op) {
  return ::mlir::success(nki_verify_operation(wrap(op)));
}

// For a dialect with `hasOperationAttrVerify = 1`: checks a discardable
// attribute of the dialect (e.g. `bir.arch` on a builtin.module) in Rust.
inline ::mlir::LogicalResult
verifyAttributeInRust(::mlir::Operation *op, ::mlir::NamedAttribute attr) {
  llvm::StringRef name = attr.getName().strref();
  return ::mlir::success(nki_verify_dialect_attribute(
      wrap(op), MlirStringRef{name.data(), name.size()},
      wrap(attr.getValue())));
}

// A dialect's op class table, from the rows `{TypeID::get<Op>(), index}`
// dialects/build.rs generates from the ODS (<PREFIX>OpClass.inc), in the
// order of the Rust `OpClass::ALL` of the same records.
using OpClassTable = ::llvm::DenseMap<::mlir::TypeID, int>;
inline OpClassTable
opClassTable(std::initializer_list<std::pair<::mlir::TypeID, int>> rows) {
  OpClassTable table;
  for (const auto &[id, index] : rows)
    table[id] = index;
  return table;
}

// The index of `op`'s class in `table` (Rust: `OpClass::ALL`), -1 for an op
// of none of its classes (unregistered, or of another dialect).
inline int opClassIndex(::mlir::Operation *op, const OpClassTable &table) {
  if (!op)
    return -1;
  std::optional<::mlir::RegisteredOperationName> info = op->getRegisteredInfo();
  if (!info)
    return -1;
  auto found = table.find(info->getTypeID());
  return found == table.end() ? -1 : found->second;
}
} // namespace nki

#endif // NKI_DIALECT_SHIM_H
