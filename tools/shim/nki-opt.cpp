//===- nki-opt.cpp - mlir-opt with the NKI dialects and passes -----------===//
//
// MLIR's own MlirOptMain with our dialects and passes registered next to
// everything mlir-opt-22 registers, so nki-opt accepts what mlir-opt
// accepts and behaves as it does. Only the files are ours (ToolSupport.h):
// the buffer/stream form of MlirOptMain is MLIR's extension point for that.
// OptConfig.h extends the pipeline set-up; see the README for what nki-opt
// adds and why.
//
//===----------------------------------------------------------------------===//

#include "OptConfig.h"

#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Process.h"

extern "C" void nki_register_test_passes(mlir::DialectRegistry &registry);
extern "C" void nki_print_pass_statistics();

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
  nki_tool_start(nki::tool::debugRequested());
  // MLIR's pipeline parser recurses per level; a pipeline nested too deep
  // is refused before it overflows the stack (`pass-pipeline` is the
  // cl::opt<std::string> of MLIR's PassPipelineCLParser).
  if (auto *option = llvm::cl::getRegisteredOptions().lookup("pass-pipeline");
      option && option->getNumOccurrences() &&
      !nki_tool_check_pipeline(
          "nki-opt", static_cast<llvm::cl::opt<std::string> *>(option)->getValue().c_str()))
    return 1;
  nki::tool::Config config(mlir::MlirOptMainConfig::createFromCLOptions());
  // These print and return before any file is touched.
  if (config.shouldShowDialects() || config.shouldListPasses())
    return mlir::asMainReturnCode(
        mlir::MlirOptMain(argc, argv, input, output, registry));
  if (input == "-" && llvm::sys::Process::FileDescriptorIsDisplayed(0))
    llvm::errs() << "(processing input from stdin now, hit ctrl-c/ctrl-d to "
                    "interrupt)\n";
  nki_tool_staging_begin();
  int status = nki::tool::withFiles(
      input, output, /*mlir=*/true,
      [&](auto buffer, llvm::raw_ostream &os) {
        return mlir::MlirOptMain(os, std::move(buffer), registry, config);
      },
      // Staged files go in before the output, and only after a success.
      [](bool ok) { return nki_tool_staging_finish(ok) && ok; },
      /*captureStdout=*/true);
  // MLIR's report (printed by then) is empty where LLVM is built without
  // LLVM_ENABLE_STATS; ours follows it.
  if (auto *stats = llvm::cl::getRegisteredOptions().lookup("mlir-pass-statistics");
      stats && stats->getNumOccurrences())
    nki_print_pass_statistics();
  return status;
}
