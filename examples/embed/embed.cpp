//===- embed.cpp - the NKI provisioning stage inside a C++ MLIR tool ------===//
//
// A minimal compiler that embeds the stage through include/nki-mlir.h: it
// registers the bir/klr dialects and the NKI passes, parses a caller module
// with kernel placeholders, runs
//   builtin.module(translate-nki-ast-to-bir,inline-nki-kernel,
//                  legalize-matmul-accumulation-groups)
// with MLIR's own pass manager, prints the result, and writes it as BIR JSON
// (and reads that back). Given a kernel file (.klr or BIR JSON) instead, it
// reads it into the klr or bir dialect, prints it, and writes it back.
//
//   embed <caller.mlir> [<out.bir.json>]
//   embed <kernel.klr | kernel.json> [<out>]
//
// Build (docs/embedding.md; examples/embed/build.sh does this):
//   clang++ -std=c++17 $(llvm-config --cxxflags) -I include embed.cpp \
//     -L /usr/lib/llvm-22/lib -lMLIR -lLLVM -L <dir of libnki_mlir_plugin.so> \
//     -lnki_mlir_plugin -Wl,-rpath,<both dirs>
//
//===----------------------------------------------------------------------===//

#include "nki-mlir.h"

#include "mlir/CAPI/IR.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>

int main(int argc, char **argv) {
  if (argc < 2 || argc > 3) {
    llvm::errs() << "usage: embed <caller.mlir> [<out.bir.json>]\n"
                    "       embed <kernel.klr | kernel.json> [<out>]\n";
    return 2;
  }

  // The dialects go into the registry the context is built from; the passes
  // into MLIR's global pass registry, where the pipeline parser finds them.
  mlir::DialectRegistry registry;
  nkiRegisterDialects(wrap(&registry));
  nkiRegisterPasses();
  mlir::MLIRContext context(registry);

  // Diagnostics (ours included: verifier errors, pass errors) print as
  // file:line:col: error: ... with the source line.
  llvm::SourceMgr sourceMgr;
  mlir::SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);

  llvm::StringRef input = argv[1];
  bool klr = input.ends_with(".klr");
  if (klr || input.ends_with(".json")) {
    // A kernel file: read it into the klr or bir dialect, print it, and
    // (with an output path) write it back in its format.
    MlirStringRef path = {input.data(), input.size()};
    mlir::OwningOpRef<mlir::ModuleOp> kernel(
        unwrap(klr ? nkiReadKlrFile(wrap(&context), path)
                   : nkiReadBirJsonFile(wrap(&context), path)));
    if (!kernel)
      return 1;
    kernel->print(llvm::outs());
    llvm::outs() << "\n";
    if (argc == 3) {
      MlirStringRef out = {argv[2], std::strlen(argv[2])};
      MlirLogicalResult written =
          klr ? nkiWriteKlrFile(wrap(kernel.get()), out)
              : nkiWriteBirJsonFile(wrap(kernel.get()), out);
      if (mlirLogicalResultIsFailure(written))
        return 1;
    }
    return 0;
  }

  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceFile<mlir::ModuleOp>(argv[1], sourceMgr,
                                            mlir::ParserConfig(&context));
  if (!module)
    return 1;

  // The pass manager is anchored on builtin.module already: the pipeline
  // text is what goes inside builtin.module(...).
  mlir::PassManager pm(&context);
  if (mlir::failed(mlir::parsePassPipeline(
          "translate-nki-ast-to-bir,inline-nki-kernel,"
          "legalize-matmul-accumulation-groups",
          pm, llvm::errs())))
    return 1;
  if (mlir::failed(pm.run(*module)))
    return 1;

  module->print(llvm::outs());
  llvm::outs() << "\n";

  if (argc == 3) {
    MlirStringRef path = {argv[2], std::strlen(argv[2])};
    if (mlirLogicalResultIsFailure(
            nkiWriteBirJsonFile(wrap(module.get()), path)))
      return 1;
    // And back: the file reads as the same bir module.
    // (Destroyed as a C++ module: Debian's libMLIR.so has no C API, so
    // mlirModuleDestroy is not there to link against; see docs/embedding.md.)
    mlir::OwningOpRef<mlir::ModuleOp> back(
        unwrap(nkiReadBirJsonFile(wrap(&context), path)));
    if (!back)
      return 1;
    llvm::errs() << "embed: wrote " << argv[2] << " and read it back\n";
  }
  return 0;
}
