//===- nki-opt.cpp - mlir-opt with the NKI dialects and passes -----------===//
//
// MLIR's own MlirOptMain with our dialects and passes registered next to
// everything mlir-opt-22 registers, so nki-opt accepts what mlir-opt
// accepts and behaves as it does. Only the files are ours (optMain in
// OptConfig.h, on the buffer/stream form of MlirOptMain, MLIR's extension
// point for that); see the README for what nki-opt adds and why.
//
//===----------------------------------------------------------------------===//

#include "OptConfig.h"

#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "llvm/Support/InitLLVM.h"

extern "C" void nki_register_test_passes(mlir::DialectRegistry &registry);

extern "C" int nki_opt_main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  nki::tool::installFatalErrorHandler("nki-opt");
  nki::tool::addVersionPrinter("nki-opt");
  mlir::DialectRegistry registry;
  mlir::registerAllPasses();
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  mlir::registerAllGPUToLLVMIRTranslations(registry);
  nki_register_test_passes(registry);
  nki::tool::insertDialects(registry);
  nki_register_passes(false);
  nki::tool::debugRequested();
  auto [input, output] =
      mlir::registerAndParseCLIOptions(argc, argv, "nki-opt", registry);
  return nki::tool::optMain(argc, argv, input, output, registry);
}
