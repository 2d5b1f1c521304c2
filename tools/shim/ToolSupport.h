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
#include <cstdio>
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
void nki_tool_output_passthrough(void *output, const char *data, size_t length);
bool nki_tool_output_finish(void *output, bool commit);
bool nki_tool_output_is_stdout(const void *output);
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

/// What passes print to stdout (`llvm::outs()`, fd 1) while the output is
/// stdout too. mlir-opt writes both into one stream, in the order printed;
/// ours spools the output until the commit. So while it runs, fd 1 is an
/// unnamed temporary file, and what lands there is moved into the output
/// before each write of the output: the order is mlir-opt's. When the run
/// fails no output is committed, and what the passes printed is written to
/// stdout as it was printed.
class StdoutCapture {
public:
  StdoutCapture(void *output, llvm::StringRef outputPath) : output(output) {
    if (outputPath != "-" && outputPath != "/dev/stdout" &&
        outputPath != "/dev/fd/1" && outputPath != "/proc/self/fd/1")
      return;
    llvm::outs().flush();
    std::FILE *tmp = std::tmpfile();
    if (!tmp)
      return;
    saved = ::dup(1);
    if (saved < 0 || ::dup2(fileno(tmp), 1) < 0) {
      if (saved >= 0)
        ::close(saved);
      saved = -1;
      std::fclose(tmp);
      return;
    }
    file = tmp;
    seen = llvm::outs().tell();
  }
  ~StdoutCapture() { end(false); }

  bool active() const { return file != nullptr; }

  /// Moves what was printed since the last call into the output (`all`:
  /// also what did not go through `llvm::outs()`).
  void pull(bool all = false) {
    if (!file || (!all && llvm::outs().tell() == seen))
      return;
    llvm::outs().flush();
    seen = llvm::outs().tell();
    char buffer[1 << 14];
    ssize_t got;
    while ((got = ::pread(fileno(file), buffer, sizeof buffer, offset)) > 0) {
      nki_tool_output_passthrough(output, buffer, static_cast<size_t>(got));
      offset += got;
    }
  }

  /// Puts stdout back; when the output is not committed (`committed`
  /// false), writes to it what was printed.
  void end(bool committed) {
    if (!file)
      return;
    pull(true);
    ::dup2(saved, 1);
    ::close(saved);
    if (!committed) {
      char buffer[1 << 14];
      ssize_t got;
      off_t at = 0;
      while ((got = ::pread(fileno(file), buffer, sizeof buffer, at)) > 0) {
        for (ssize_t done = 0; done < got;) {
          ssize_t wrote = ::write(1, buffer + done, got - done);
          if (wrote <= 0)
            break;
          done += wrote;
        }
        at += got;
      }
    }
    std::fclose(file);
    file = nullptr;
  }

private:
  void *output;
  std::FILE *file = nullptr;
  int saved = -1;
  uint64_t seen = 0;
  off_t offset = 0;
};

/// The output stream MLIR writes into: Rust's atomic output. With stdout
/// captured it writes through at once, after what was printed before.
class OutputStream : public llvm::raw_ostream {
public:
  OutputStream(void *output, StdoutCapture *capture = nullptr)
      : output(output), capture(capture && capture->active() ? capture : nullptr) {
    if (this->capture)
      SetUnbuffered();
    else
      SetBufferSize(1 << 16);
  }
  ~OutputStream() override { flush(); }

private:
  void write_impl(const char *ptr, size_t size) override {
    if (capture)
      capture->pull();
    nki_tool_output_write(output, ptr, size);
    position += size;
  }
  uint64_t current_pos() const override { return position; }

  void *output;
  StdoutCapture *capture;
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
/// `settle(succeeded)` says whether the run succeeded (nki-opt commits
/// staged files there first); the output is committed only then, except
/// stdout under `wholeChunks` (nki-opt: MlirOptMain prints a chunk only
/// once it succeeded, so stdout gets those chunks, as from mlir-opt; a
/// translation may fail half-way through its output, so none is printed).
/// Returns the exit code.
/// `captureStdout`: what passes print to stdout goes into an output on
/// stdout in the order printed (StdoutCapture), as in mlir-opt.
template <typename Body, typename Settle>
int withFiles(llvm::StringRef inputPath, llvm::StringRef outputPath, bool mlir,
              Body body, Settle settle, bool captureStdout = false,
              bool wholeChunks = false) {
  Input input;
  if (!input.read(inputPath, outputPath, mlir))
    return 1;
  void *output = nki_tool_output_open(outputPath.str().c_str());
  if (!output)
    return 1;
  bool ok;
  std::unique_ptr<StdoutCapture> capture;
  if (captureStdout)
    capture = std::make_unique<StdoutCapture>(output, outputPath);
  {
    OutputStream os(output, capture.get());
    ok = llvm::succeeded(body(input.buffer(), os));
  }
  ok = settle(ok);
  bool commit = ok || (wholeChunks && nki_tool_output_is_stdout(output));
  if (capture)
    capture->end(commit);
  return nki_tool_output_finish(output, commit) && ok ? 0 : 1;
}

/// mlirTranslateMain with the files of nki::io (TranslateMain.cpp): the
/// exit code of translating as the command line asks.
int translateMain(int argc, char **argv, const char *overview);

} // namespace nki::tool

#endif // NKI_TOOLS_TOOLSUPPORT_H
