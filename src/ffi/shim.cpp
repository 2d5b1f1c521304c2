// The few MLIR entry points the C API lacks. C linkage, no state; every
// function only converts between C API handles and the C++ API.
#include "mlir-c/IR.h"
#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/CAPI/Utils.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

extern "C" {

// Parses `source` as mlir-opt does: the file's top-level operations are wrapped
// in an implicit `builtin.module` unless the file is a single module, and every
// location names `sourceName`. Returns a null operation on failure (the reason
// went to the context's diagnostic handlers).
MlirOperation nkiParseSourceAsModule(MlirContext context, MlirStringRef source,
                                     MlirStringRef sourceName, bool verify) {
  mlir::ParserConfig config(unwrap(context), verify);
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(unwrap(source), config,
                                              unwrap(sourceName));
  if (!module)
    return MlirOperation{nullptr};
  return wrap(module.release().getOperation());
}

// Looks `argument` up in MLIR's pass and pass-pipeline registries. Writes the
// registered description through `callback` and returns true when found.
bool nkiLookupRegisteredPass(MlirStringRef argument, MlirStringCallback callback,
                             void *userData) {
  llvm::StringRef name = unwrap(argument);
  const mlir::PassRegistryEntry *entry = mlir::PassInfo::lookup(name);
  if (!entry)
    entry = mlir::PassPipelineInfo::lookup(name);
  if (!entry)
    return false;
  llvm::StringRef description = entry->getPassDescription();
  callback(MlirStringRef{description.data(), description.size()}, userData);
  return true;
}

// The operation an upstream pass (or the first op-specific pass of a
// registered pass pipeline) is restricted to. Builds it with its default
// options into an op-agnostic pass manager (where any pass may be added) and
// writes the anchor through `callback`. Returns false when `argument` is not
// registered, cannot be built, or runs on any operation.
bool nkiRegisteredPassAnchor(MlirStringRef argument, MlirStringCallback callback,
                             void *userData) {
  llvm::StringRef name = unwrap(argument);
  const mlir::PassRegistryEntry *info = mlir::PassInfo::lookup(name);
  if (!info)
    info = mlir::PassPipelineInfo::lookup(name);
  if (!info)
    return false;
  mlir::OpPassManager pm;
  if (mlir::failed(info->addToPipeline(
          pm, "", [](const llvm::Twine &) { return mlir::failure(); })))
    return false;
  for (mlir::Pass &pass : pm.getPasses()) {
    if (std::optional<llvm::StringRef> name = pass.getOpName()) {
      callback(MlirStringRef{name->data(), name->size()}, userData);
      return true;
    }
  }
  return false;
}

// Emits a diagnostic of the given severity (0 error, 1 warning, 2 remark) at
// `location`; the C API can only emit errors.
void nkiEmitDiagnostic(MlirLocation location, int severity,
                       MlirStringRef message) {
  mlir::Location loc = unwrap(location);
  llvm::StringRef text = unwrap(message);
  switch (severity) {
  case 1:
    mlir::emitWarning(loc) << text;
    break;
  case 2:
    mlir::emitRemark(loc) << text;
    break;
  default:
    mlir::emitError(loc) << text;
    break;
  }
}

// Whether diagnostics on an operation get a "see current operation" note.
// mlir-opt turns it off under --verify-diagnostics; the C API cannot.
void nkiContextPrintOpOnDiagnostic(MlirContext context, bool enable) {
  unwrap(context)->printOpOnDiagnostic(enable);
}

// Reports `message` as an error on `op`, prefixed with the op's name the way
// MLIR's own verifiers do ("'bir.matmult' op ...").
void nkiEmitOpError(MlirOperation op, MlirStringRef message) {
  unwrap(op)->emitOpError(unwrap(message));
}

// Prints `op` through `callback` in 64 KiB chunks. The C API's printing
// stream is unbuffered: one callback per token, which costs more than the
// printing itself on large modules.
void nkiOperationPrintBuffered(MlirOperation op, MlirOpPrintingFlags flags,
                               MlirStringCallback callback, void *userData) {
  mlir::detail::CallbackOstream stream(callback, userData);
  stream.SetBufferSize(1 << 16);
  unwrap(op)->print(stream, *unwrap(flags));
  stream.flush();
}

} // extern "C"
