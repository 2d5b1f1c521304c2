//===- ToolSupport.h - what nki-opt's and nki-translate's mains share -----===//
//
// The two mains are MLIR's drivers with our dialects, passes and
// translations registered. What they add is the file handling of nki::io
// (src/ffi/tool.rs): the input read bounded and pre-checked, the output
// written atomically (nothing on failure, nothing left by a signal), the
// files passes stage committed only after a successful run, and LLVM's
// fatal errors reported as one line and exit code 1 instead of an abort.
//
//===----------------------------------------------------------------------===//

#ifndef NKI_TOOLS_TOOLSUPPORT_H
#define NKI_TOOLS_TOOLSUPPORT_H

#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "mlir/CAPI/Diagnostics.h"
#include "mlir/CAPI/IR.h"
#include "mlir/IR/DialectRegistry.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <cstddef>
#include <memory>
#include <unistd.h>

extern "C" {
struct NkiToolInput {
  const char *data;
  size_t length;
  const char *name;
  void *handle;
};
void nki_tool_start(bool debug);
bool nki_tool_read_input(const char *path, const char *output, bool mlir,
                         NkiToolInput *out);
void nki_tool_input_free(NkiToolInput *input);
void *nki_tool_output_open(const char *path);
void nki_tool_output_write(void *output, const char *data, size_t length);
bool nki_tool_output_finish(void *output, bool commit);
void nki_tool_staging_begin();
size_t nki_tool_staging_mark();
void nki_tool_staging_discard_since(size_t mark);
bool nki_tool_staging_finish(bool commit);
bool nki_register_passes(bool checkClash);
bool nki_tool_kernel_diagnostic(MlirDiagnostic diagnostic);
bool nki_tool_check_pipeline(const char *tool, const char *pipeline);
MlirDialectHandle mlirGetDialectHandle__bir__();
MlirDialectHandle mlirGetDialectHandle__klr__();
}

namespace nki::tool {

/// The output stream MLIR writes into: Rust's atomic output.
class OutputStream : public llvm::raw_ostream {
public:
  explicit OutputStream(void *output) : output(output) {
    SetBufferSize(1 << 16);
  }
  ~OutputStream() override { flush(); }

private:
  void write_impl(const char *ptr, size_t size) override {
    nki_tool_output_write(output, ptr, size);
    position += size;
  }
  uint64_t current_pos() const override { return position; }

  void *output;
  uint64_t position = 0;
};

/// The input as MLIR reads it; owns Rust's bytes (NUL-terminated past the
/// end, as MLIR's lexer wants) until it goes.
class Input {
public:
  bool read(llvm::StringRef path, llvm::StringRef outputPath, bool mlir) {
    return nki_tool_read_input(path.str().c_str(), outputPath.str().c_str(),
                               mlir, &raw);
  }
  ~Input() { nki_tool_input_free(&raw); }

  std::unique_ptr<llvm::MemoryBuffer> buffer() const {
    return llvm::MemoryBuffer::getMemBuffer(
        llvm::StringRef(raw.data, raw.length), raw.name,
        /*RequiresNullTerminator=*/true);
  }

private:
  NkiToolInput raw{nullptr, 0, nullptr, nullptr};
};

/// `--debug`: this project's debug logs (RUST_LOG selects finer). Declared
/// only where LLVM has no `-debug` of its own (builds with assertions).
inline bool debugRequested() {
  static llvm::cl::opt<bool> *debug =
      llvm::cl::getRegisteredOptions().count("debug")
          ? nullptr
          : new llvm::cl::opt<bool>(
                "debug", llvm::cl::desc("Show this project's debug logs "
                                        "(or set RUST_LOG=nki_passes=debug)"));
  return debug && *debug;
}

/// LLVM's fatal errors (a pass nested under an operation it cannot run on,
/// ...) abort the process; ours end it with one line and exit code 1. The
/// output and staged files are unnamed temporaries, so nothing is left.
inline void installFatalErrorHandler(const char *tool) {
  llvm::install_fatal_error_handler(
      [](void *tool, const char *reason, bool) {
        llvm::errs() << static_cast<const char *>(tool) << ": error: " << reason
                     << "\n";
        llvm::errs().flush();
        _exit(1);
      },
      const_cast<char *>(tool));
}

/// `--version`: the tool's own version line after LLVM's.
inline void addVersionPrinter(const char *tool) {
  static const char *name = tool;
  llvm::cl::AddExtraVersionPrinter([](llvm::raw_ostream &os) {
    os << name << " " << NKI_VERSION << " (the NKI provisioning stage)\n";
  });
}

/// Our dialects into `registry`.
inline void insertDialects(mlir::DialectRegistry &registry) {
  mlirDialectHandleInsertDialect(mlirGetDialectHandle__bir__(), wrap(&registry));
  mlirDialectHandleInsertDialect(mlirGetDialectHandle__klr__(), wrap(&registry));
}

/// Runs `body` with the input and output opened through nki::io. Then
/// `settle(succeeded)` says whether the output may go in place (nki-opt
/// commits staged files there first); the output is committed only then.
/// Returns the exit code.
template <typename Body, typename Settle>
int withFiles(llvm::StringRef inputPath, llvm::StringRef outputPath, bool mlir,
              Body body, Settle settle) {
  Input input;
  if (!input.read(inputPath, outputPath, mlir))
    return 1;
  void *output = nki_tool_output_open(outputPath.str().c_str());
  if (!output)
    return 1;
  bool ok;
  {
    OutputStream os(output);
    ok = llvm::succeeded(body(input.buffer(), os));
  }
  ok = settle(ok);
  return nki_tool_output_finish(output, ok) && ok ? 0 : 1;
}

} // namespace nki::tool

#endif // NKI_TOOLS_TOOLSUPPORT_H
