//===- translations.cpp - nki-translate's modes in MLIR's registry -------===//
//
// The modes are declared once, in Rust (tools/src/translations.rs: flag,
// summary, whether the input is MLIR, the mode's options). Each becomes a
// TranslateRegistration here, so that `--<mode>` is MLIR's translation flag;
// a mode that reads MLIR gets the input parsed and verified by MLIR first.
// Mode options (`--memory-map-format=svg`) become command-line options
// whose values Rust checks once the chosen mode is known.
//
//===----------------------------------------------------------------------===//

#include "ToolSupport.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Tools/ParseUtilities.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "llvm/Support/SourceMgr.h"

#include <vector>

namespace cl = llvm::cl;

extern "C" {
struct NkiTranslationInfo {
  MlirStringRef name;
  MlirStringRef summary;
  bool readsMlir;
};
struct NkiModeOptionInfo {
  MlirStringRef name;
  MlirStringRef values;
  MlirStringRef defaultValue;
  MlirStringRef summary;
};
size_t nki_translation_count();
void nki_translation_info(size_t index, NkiTranslationInfo *out);
size_t nki_mode_option_count();
void nki_mode_option_info(size_t index, NkiModeOptionInfo *out);
bool nki_translation_configure(const size_t *chosen, size_t chosenCount,
                               bool emitBytecode,
                               int64_t bytecodeVersion,
                               const MlirStringRef *values, const bool *given);
bool nki_translation_run(size_t index, MlirStringRef name, MlirStringRef bytes,
                         MlirContext context, MlirOperation module,
                         MlirStringCallback write, void *stream);
}

namespace {

llvm::StringRef str(MlirStringRef s) { return {s.data, s.length}; }
MlirStringRef toRef(llvm::StringRef s) { return {s.data(), s.size()}; }

struct Registered {
  const mlir::Translation *translation = nullptr;
  bool readsMlir = false;
};
std::vector<Registered> translations;
std::vector<std::unique_ptr<cl::opt<std::string>>> modeOptions;

void writeTo(MlirStringRef chunk, void *stream) {
  static_cast<llvm::raw_ostream *>(stream)->write(chunk.data, chunk.length);
}

} // namespace

void nkiRegisterTranslations() {
  size_t count = nki_translation_count();
  translations.resize(count);
  for (size_t i = 0; i < count; ++i) {
    NkiTranslationInfo info;
    nki_translation_info(i, &info);
    bool readsMlir = info.readsMlir;
    mlir::TranslateRegistration(
        str(info.name), str(info.summary),
        [i, readsMlir](const std::shared_ptr<llvm::SourceMgr> &sourceMgr,
                       llvm::raw_ostream &os, mlir::MLIRContext *context) {
          mlir::DialectRegistry registry;
          mlir::registerAllDialects(registry);
          nki::tool::insertDialects(registry);
          context->appendDialectRegistry(registry);
          const llvm::MemoryBuffer *buffer =
              sourceMgr->getMemoryBuffer(sourceMgr->getMainFileID());
          mlir::OwningOpRef<mlir::Operation *> module;
          if (readsMlir) {
            module = mlir::parseSourceFileForTool(
                sourceMgr, mlir::ParserConfig(context), /*insertImplicitModule=*/true);
            if (!module)
              return mlir::failure();
          }
          return mlir::success(nki_translation_run(
              i, toRef(buffer->getBufferIdentifier()), toRef(buffer->getBuffer()),
              wrap(context), wrap(module ? module.get() : nullptr), writeTo, &os));
        });
    translations[i].readsMlir = readsMlir;
  }
  for (size_t i = 0, e = nki_mode_option_count(); i < e; ++i) {
    NkiModeOptionInfo info;
    nki_mode_option_info(i, &info);
    modeOptions.push_back(std::make_unique<cl::opt<std::string>>(
        str(info.name), cl::desc(str(info.summary)),
        cl::value_desc(str(info.values)), cl::init(str(info.defaultValue).str())));
  }
}

/// The index of `chosen` in the Rust table (its registration's name).
static size_t indexOf(const mlir::Translation *chosen) {
  if (!chosen)
    return SIZE_MAX;
  for (size_t i = 0; i < translations.size(); ++i) {
    NkiTranslationInfo info;
    nki_translation_info(i, &info);
    if (chosen->getDescription() == str(info.summary))
      return i;
  }
  return SIZE_MAX;
}

bool nkiTranslationReadsMlir(const mlir::Translation *chosen) {
  size_t i = indexOf(chosen);
  return i != SIZE_MAX && translations[i].readsMlir;
}

bool nkiConfigureTranslations(const std::vector<const mlir::Translation *> &chosen,
                              bool emitBytecode, int64_t bytecodeVersion) {
  std::vector<size_t> indices;
  for (const mlir::Translation *t : chosen)
    indices.push_back(indexOf(t));
  std::vector<MlirStringRef> values;
  std::unique_ptr<bool[]> given(new bool[modeOptions.size() + 1]);
  for (size_t i = 0; i < modeOptions.size(); ++i) {
    const std::string &value = modeOptions[i]->getValue();
    values.push_back(toRef(value));
    given[i] = modeOptions[i]->getNumOccurrences() > 0;
  }
  return nki_translation_configure(indices.data(), indices.size(), emitBytecode,
                                   bytecodeVersion, values.data(), given.get());
}
