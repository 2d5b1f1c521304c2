//===- OptConfig.h - what nki-opt adds to MlirOptMain's configuration ----===//
//
// MLIR's configuration from the command line, with the pass-pipeline set-up
// extended (the config's protected callback is wrapped, which is what
// subclassing MlirOptMainConfig allows): the staging of files passes write
// (dropped with a chunk whose pipeline fails), a note naming the closest
// registered pass for an unknown one, and diagnostics located in a
// provisioned kernel printed at its placeholder (src/diagnostics.rs); and
// optMain, which runs MlirOptMain on the files of nki::io.
//
//===----------------------------------------------------------------------===//

#ifndef NKI_TOOLS_OPTCONFIG_H
#define NKI_TOOLS_OPTCONFIG_H

#include "ToolSupport.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/Pass/PassInstrumentation.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/Process.h"

extern "C" void nki_print_pass_statistics();

namespace nki::tool {

/// Drops the files passes staged in a chunk whose pipeline failed.
struct StagingInstrumentation : mlir::PassInstrumentation {
  size_t mark = nki_tool_staging_mark();
  void runAfterPassFailed(mlir::Pass *, mlir::Operation *) override {
    nki_tool_staging_discard_since(mark);
  }
};

/// A note naming the registered pass closest to an unknown one.
void suggestPassName(mlir::Diagnostic &diag) {
  std::string text = diag.str();
  auto quoted = llvm::StringRef(text).split("error: '").second.split('\'');
  if (!quoted.second.contains("does not refer to a registered pass"))
    return;
  llvm::SmallVector<llvm::StringRef> names;
  for (auto &option : llvm::cl::getRegisteredOptions())
    option.second->getExtraOptionNames(names);
  llvm::StringRef best;
  unsigned bestDistance = std::max<unsigned>(2, quoted.first.size() / 3) + 1;
  for (llvm::StringRef name : names)
    if (unsigned d = quoted.first.edit_distance(name); d < bestDistance)
      best = name, bestDistance = d;
  if (!best.empty())
    diag.attachNote() << "did you mean '" << best << "'?";
}

/// MLIR's configuration from the command line, its pipeline set up with
/// the staging instrumentation and the suggestions. Diagnostics located in
/// a provisioned kernel are printed at the placeholder, the kernel position
/// as a note (src/diagnostics.rs), except under --verify-diagnostics.
class Config : public mlir::MlirOptMainConfig {
public:
  explicit Config(mlir::MlirOptMainConfig base) : MlirOptMainConfig(base) {
    auto pipeline = passPipelineCallback;
    bool verifying = shouldVerifyDiagnostics();
    setPassPipelineSetupFn([pipeline, verifying](mlir::PassManager &pm) {
      pm.addInstrumentation(std::make_unique<StagingInstrumentation>());
      if (!verifying)
        pm.getContext()->getDiagEngine().registerHandler([](mlir::Diagnostic &d) {
          return mlir::success(nki_tool_kernel_diagnostic(wrap(d)));
        });
      mlir::ScopedDiagnosticHandler notes(pm.getContext(), [](mlir::Diagnostic &d) {
        suggestPassName(d);
        return mlir::failure();
      });
      return pipeline ? pipeline(pm) : mlir::success();
    });
  }
};

/// MLIR's pipeline parser recurses per level; a `--pass-pipeline` nested
/// too deep is refused before it overflows the stack (`pass-pipeline` is
/// the cl::opt<std::string> of MLIR's PassPipelineCLParser).
inline bool pipelineWithinDepth(const char *tool) {
  auto *option = llvm::cl::getRegisteredOptions().lookup("pass-pipeline");
  return !option || !option->getNumOccurrences() ||
         nki_tool_check_pipeline(
             tool, static_cast<llvm::cl::opt<std::string> *>(option)->getValue().c_str());
}

/// MlirOptMain on the files of nki::io, once the registrations are made
/// and the command line parsed: the exit code.
inline int optMain(int argc, char **argv, llvm::StringRef input,
                   llvm::StringRef output, mlir::DialectRegistry &registry) {
  nki_tool_start(debugRequested());
  if (!pipelineWithinDepth("nki-opt"))
    return 1;
  Config config(mlir::MlirOptMainConfig::createFromCLOptions());
  // These print and return before any file is touched.
  if (config.shouldShowDialects() || config.shouldListPasses())
    return mlir::asMainReturnCode(
        mlir::MlirOptMain(argc, argv, input, output, registry));
  if (input == "-" && llvm::sys::Process::FileDescriptorIsDisplayed(0))
    llvm::errs() << "(processing input from stdin now, hit ctrl-c/ctrl-d to "
                    "interrupt)\n";
  nki_tool_staging_begin();
  int status = withFiles(
      input, output, /*mlir=*/true,
      [&](auto buffer, llvm::raw_ostream &os) {
        return mlir::MlirOptMain(os, std::move(buffer), registry, config);
      },
      // Staged files go in before the output, and only after a success.
      [](bool ok) { return nki_tool_staging_finish(ok) && ok; },
      /*captureStdout=*/true, /*wholeChunks=*/true);
  // MLIR's report (printed by then) is empty where LLVM is built without
  // LLVM_ENABLE_STATS; ours follows it.
  if (auto *stats = llvm::cl::getRegisteredOptions().lookup("mlir-pass-statistics");
      stats && stats->getNumOccurrences())
    nki_print_pass_statistics();
  return status;
}

} // namespace nki::tool

#endif // NKI_TOOLS_OPTCONFIG_H
