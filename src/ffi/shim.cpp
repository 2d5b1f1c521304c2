// The few MLIR entry points the C API lacks. C linkage, no state; every
// function only converts between C API handles and the C++ API.
#include "mlir-c/IR.h"
#include "mlir/Bytecode/BytecodeReader.h"
#include "mlir/Bytecode/BytecodeWriter.h"
#include "mlir/Bytecode/Encoding.h"
#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/CAPI/Utils.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBufferRef.h"
#include <unistd.h>

extern "C" {

// `text` on one line: control characters (and, with `asciiOnly`, every byte
// outside printable ASCII) as \xNN; messages may quote corrupt bytes.
static std::string oneLine(llvm::StringRef text, bool asciiOnly) {
  std::string line;
  for (unsigned char c : text) {
    if (c == '\n')
      line += ' ';
    else if (c < 0x20 || c == 0x7f || (asciiOnly && c > 0x7f))
      line += llvm::formatv("\\x{0:x-2}", unsigned(c)).str();
    else
      line += char(c);
  }
  return line;
}

// LLVM's fatal errors (and failed allocations) while bytecode is read: a
// corrupt size field can make the reader ask for more than a vector can
// hold, which LLVM reports by aborting. Reported as the other reading
// errors are, one line naming the file, and exit 1 (the tools' outputs are
// unnamed temporary files until committed, so nothing is left behind).
[[noreturn]] static void bytecodeFatalError(void *sourceName, const char *reason,
                                            bool) {
  std::string line =
      oneLine(*static_cast<const std::string *>(sourceName), false) +
      ": error: cannot read MLIR bytecode: " + oneLine(reason, true) + "\n";
  (void)!::write(2, line.data(), line.size());
  ::_exit(1);
}

// Parses MLIR bytecode into a module. The reader's complaint about a corrupt
// or truncated file (an error, and notes such as the producer's version) is
// folded into one error at the file as a whole, "cannot read MLIR bytecode:
// ...", so that bad input gives one line naming the file. Verification runs
// after the capture, so its diagnostics keep their own locations.
static MlirOperation parseBytecode(mlir::MLIRContext *context,
                                   llvm::StringRef bytes,
                                   llvm::StringRef sourceName, bool verify) {
  std::string complaint, name = sourceName.str();
  mlir::OwningOpRef<mlir::ModuleOp> module;
  {
    llvm::ScopedFatalErrorHandler fatal(bytecodeFatalError, &name);
    llvm::install_bad_alloc_error_handler(bytecodeFatalError, &name);
    mlir::ScopedDiagnosticHandler capture(context, [&](mlir::Diagnostic &diag) {
      if (diag.getSeverity() != mlir::DiagnosticSeverity::Error)
        return mlir::failure();
      std::string text = diag.str();
      for (const mlir::Diagnostic &note : diag.getNotes())
        text += " (" + note.str() + ")";
      if (!complaint.empty())
        complaint += "; ";
      complaint += oneLine(text, true);
      return mlir::success();
    });
    mlir::ParserConfig config(context, /*verifyAfterParse=*/false);
    module = mlir::parseSourceString<mlir::ModuleOp>(bytes, config, sourceName);
    llvm::remove_bad_alloc_error_handler();
  }
  if (!module) {
    mlir::emitError(mlir::FileLineColLoc::get(context, sourceName, 0, 0))
        << "cannot read MLIR bytecode: " << complaint;
    return MlirOperation{nullptr};
  }
  if (verify && mlir::failed(mlir::verify(*module)))
    return MlirOperation{nullptr};
  return wrap(module.release().getOperation());
}

// Parses `source` as mlir-opt does: text or bytecode, told apart by content
// (bytecode starts with "ML\xefR"); the file's top-level operations are
// wrapped in an implicit `builtin.module` unless the file is a single module,
// and every location of text names `sourceName`. Returns a null operation on
// failure (the reason went to the context's diagnostic handlers).
MlirOperation nkiParseSourceAsModule(MlirContext context, MlirStringRef source,
                                     MlirStringRef sourceName, bool verify) {
  llvm::StringRef bytes = unwrap(source), name = unwrap(sourceName);
  if (mlir::isBytecode(llvm::MemoryBufferRef(bytes, name)))
    return parseBytecode(unwrap(context), bytes, name, verify);
  mlir::ParserConfig config(unwrap(context), verify);
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(bytes, config, name);
  if (!module)
    return MlirOperation{nullptr};
  return wrap(module.release().getOperation());
}

// The newest bytecode version MLIR writes (the oldest is 0).
int64_t nkiBytecodeCurrentVersion() { return mlir::bytecode::kVersion; }

// Writes `op` as MLIR bytecode through `callback` in 64 KiB chunks, in
// bytecode `version` (negative: the newest). False when MLIR refuses (the
// reason went to the context's diagnostic handlers).
bool nkiOperationWriteBytecodeBuffered(MlirOperation op, int64_t version,
                                       MlirStringCallback callback,
                                       void *userData) {
  mlir::detail::CallbackOstream stream(callback, userData);
  stream.SetBufferSize(1 << 16);
  mlir::BytecodeWriterConfig config;
  if (version >= 0)
    config.setDesiredBytecodeVersion(version);
  bool written = mlir::succeeded(
      mlir::writeBytecodeToFile(unwrap(op), stream, config));
  stream.flush();
  return written;
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
