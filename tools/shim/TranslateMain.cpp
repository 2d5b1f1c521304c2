//===- TranslateMain.cpp - mlirTranslateMain with nki::io's files --------===//
//
// Our counterpart of MLIR's mlirTranslateMain: the same options (MLIR's
// translation flags, --split-input-file, --verify-diagnostics, the asm
// printer and context options), the same chunk loop (MLIR's
// splitAndProcessBuffer), the same diagnostics. It differs only where
// files are opened: mlirTranslateMain truncates an existing output before
// translating, deletes it when the translation fails and reads any input
// unbounded; here both go through nki::io (ToolSupport.h). MLIR 22 offers
// no buffer/stream form of mlirTranslateMain to plug that into.
//
//===----------------------------------------------------------------------===//

#include "ToolSupport.h"

#include "mlir/IR/AsmState.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Support/ToolUtilities.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "llvm/Support/SourceMgr.h"

#include <vector>

namespace cl = llvm::cl;

bool nkiConfigureTranslations(const std::vector<const mlir::Translation *> &chosen,
                              bool emitBytecode, int64_t bytecodeVersion);
bool nkiTranslationReadsMlir(const mlir::Translation *chosen);

int nki::tool::translateMain(int argc, char **argv, const char *overview) {
  static cl::opt<std::string> input(cl::Positional, cl::desc("<input file>"),
                                    cl::init("-"));
  static cl::opt<std::string> output("o", cl::desc("Output filename"),
                                     cl::value_desc("filename"), cl::init("-"));
  static cl::opt<bool> allowUnregistered(
      "allow-unregistered-dialect",
      cl::desc("Allow operation with no registered dialects"));
  static cl::opt<std::string> splitMarker(
      "split-input-file", cl::ValueOptional,
      cl::callback([](const std::string &marker) {
        if (marker.empty())
          splitMarker.setValue(mlir::kDefaultSplitMarker);
      }),
      cl::desc("Split the input into chunks at the given (or default) marker "
               "and translate each chunk on its own"),
      cl::init(""));
  static cl::opt<bool> verifyDiagnostics(
      "verify-diagnostics",
      cl::desc("Check that emitted diagnostics match expected-* lines"));
  static cl::opt<bool> emitBytecode(
      "emit-bytecode", cl::desc("Write MLIR bytecode (modes that write MLIR)"));
  static cl::opt<int64_t> bytecodeVersion(
      "emit-bytecode-version", cl::desc("The bytecode version to write"),
      cl::init(-1));
  static cl::list<const mlir::Translation *, bool, mlir::TranslationParser>
      translations("", cl::desc("Translation to perform"));
  nki::tool::debugRequested();
  mlir::registerAsmPrinterCLOptions();
  mlir::registerMLIRContextCLOptions();
  mlir::registerTranslationCLOptions();
  cl::ParseCommandLineOptions(argc, argv, overview);
  nki_tool_start(nki::tool::debugRequested());
  std::vector<const mlir::Translation *> chosen(translations.begin(),
                                                translations.end());
  if (!nkiConfigureTranslations(chosen, emitBytecode,
                                bytecodeVersion.getNumOccurrences() ? bytecodeVersion : -2))
    return 1;
  const mlir::Translation *translation = chosen.front();

  // One chunk: a fresh context, MLIR's diagnostic handler or verifier.
  auto chunk = [&](std::unique_ptr<llvm::MemoryBuffer> buffer,
                   llvm::raw_ostream &os) -> llvm::LogicalResult {
    mlir::MLIRContext context;
    context.allowUnregisteredDialects(allowUnregistered);
    context.printOpOnDiagnostic(!verifyDiagnostics);
    auto sourceMgr = std::make_shared<llvm::SourceMgr>();
    sourceMgr->AddNewSourceBuffer(std::move(buffer), llvm::SMLoc());
    if (!verifyDiagnostics) {
      mlir::SourceMgrDiagnosticHandler handler(*sourceMgr, &context);
      return (*translation)(sourceMgr, os, &context);
    }
    mlir::SourceMgrDiagnosticVerifierHandler handler(*sourceMgr, &context);
    (void)(*translation)(sourceMgr, os, &context);
    return handler.verify();
  };
  return nki::tool::withFiles(
      input, output, nkiTranslationReadsMlir(translation),
      [&](auto buffer, llvm::raw_ostream &os) {
        return mlir::splitAndProcessBuffer(std::move(buffer), chunk, os,
                                           splitMarker, splitMarker);
      },
      [](bool ok) { return ok; });
}
