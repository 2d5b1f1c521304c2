//===- Plugin.cpp - our Rust passes as passes of MLIR's own registry -----===//
//
// MLIR's pass registry (what mlir-opt's --pass-pipeline and --help read)
// holds C++ `mlir::Pass` objects. `RustPass` is one generic pass class: an
// instance stands for one of our passes (a declaration read from Rust by
// index), declares that pass's options as real pass options (so `--help`
// lists them and `pass{opt=value}` sets them), validates option text with
// the same Rust parser nki-opt uses, and forwards runOnOperation to the Rust
// pass. Everything that can fail reports through MLIR's diagnostics or the
// pipeline parser's error handler; nothing here aborts.
//
//===----------------------------------------------------------------------===//

#include "mlir-c/IR.h"
#include "mlir/CAPI/IR.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace {

// What Rust declares about a pass (plugin/src/bridge.rs, NkiPassDecl).
struct NkiPassDecl {
  MlirStringRef argument;
  MlirStringRef name;
  MlirStringRef summary;
  MlirStringRef description;
  MlirStringRef anchor; // empty: any operation
  const void *id;       // unique address: the pass's TypeID
  size_t optionCount;
};

// One option of a pass (NkiOptionDecl in bridge.rs). The strings point to
// Rust statics and live as long as the library.
struct NkiOptionDecl {
  MlirStringRef name;
  uint32_t kind; // 0 bool; otherwise text (unsigned, string, one of words)
  MlirStringRef defaultValue;
  MlirStringRef description;
  MlirStringRef valueDescription; // "uint", "string", "arch|kernel", ...
};

} // namespace

extern "C" {
size_t nki_plugin_pass_count();
bool nki_plugin_pass_decl(size_t index, NkiPassDecl *out);
bool nki_plugin_option_decl(size_t pass, size_t option, NkiOptionDecl *out);
// A Rust pass instance built from the option text, or null after calling
// `error(message, userData)`.
void *nki_plugin_pass_create(size_t index, MlirStringRef options,
                             MlirStringCallback error, void *userData);
void *nki_plugin_pass_clone(void *instance);
void nki_plugin_pass_destroy(void *instance);
bool nki_plugin_pass_run(void *instance, MlirOperation op);
void nki_plugin_dependent_dialects(MlirDialectRegistry registry);
}

namespace {

llvm::StringRef str(MlirStringRef s) { return llvm::StringRef(s.data, s.length); }

void appendTo(MlirStringRef text, void *userData) {
  static_cast<std::string *>(userData)->append(text.data, text.length);
}

class RustPass : public mlir::Pass {
public:
  RustPass(size_t index, const NkiPassDecl &decl)
      : Pass(mlir::TypeID::getFromOpaquePointer(decl.id),
             decl.anchor.length ? std::optional<llvm::StringRef>(str(decl.anchor))
                                : std::nullopt),
        index(index), decl(decl) {
    declareOptions();
  }

  RustPass(const RustPass &other)
      : Pass(other), index(other.index), decl(other.decl),
        instance(other.instance ? nki_plugin_pass_clone(other.instance)
                                : nullptr) {
    declareOptions();
  }

  ~RustPass() override {
    if (instance)
      nki_plugin_pass_destroy(instance);
  }

  llvm::StringRef getName() const override { return str(decl.name); }
  llvm::StringRef getArgument() const override { return str(decl.argument); }
  llvm::StringRef getDescription() const override {
    return str(decl.summary);
  }

  void getDependentDialects(mlir::DialectRegistry &registry) const override {
    nki_plugin_dependent_dialects(wrap(&registry));
  }

  // The Rust parser checks the text first (nki-opt's messages); the
  // declared options then take the same values, so that printed pipelines
  // (--dump-pass-pipeline, reproducers) show them.
  llvm::LogicalResult initializeOptions(
      llvm::StringRef options,
      llvm::function_ref<llvm::LogicalResult(const llvm::Twine &)>
          errorHandler) override {
    std::string error;
    void *created = nki_plugin_pass_create(
        index, MlirStringRef{options.data(), options.size()}, appendTo, &error);
    if (!created)
      return errorHandler(error);
    if (instance)
      nki_plugin_pass_destroy(instance);
    instance = created;
    return Pass::initializeOptions(options, errorHandler);
  }

protected:
  bool canScheduleOn(mlir::RegisteredOperationName) const override {
    return true;
  }

  std::unique_ptr<mlir::Pass> clonePass() const override {
    return std::make_unique<RustPass>(*this);
  }

  void runOnOperation() override {
    if (!instance) {
      // Built without initializeOptions (e.g. through the registry's
      // allocator directly): the declared defaults.
      std::string error;
      instance = nki_plugin_pass_create(index, MlirStringRef{"", 0}, appendTo,
                                        &error);
      if (!instance) {
        getOperation()->emitError(error);
        return signalPassFailure();
      }
    }
    if (!nki_plugin_pass_run(instance, wrap(getOperation())))
      signalPassFailure();
  }

private:
  void declareOptions() {
    for (size_t i = 0; i < decl.optionCount; ++i) {
      NkiOptionDecl option;
      if (!nki_plugin_option_decl(index, i, &option))
        continue;
      auto name = str(option.name);
      auto desc = llvm::cl::desc(str(option.description));
      auto valueDesc = llvm::cl::value_desc(str(option.valueDescription));
      auto dflt = str(option.defaultValue);
      switch (option.kind) {
      case 0:
        options.push_back(std::make_unique<Option<bool>>(
            *this, name, desc, llvm::cl::init(dflt == "true" || dflt == "1")));
        break;
      default:
        options.push_back(std::make_unique<Option<std::string>>(
            *this, name, desc, valueDesc, llvm::cl::init(dflt.str())));
        break;
      }
    }
  }

  size_t index;
  NkiPassDecl decl;
  void *instance = nullptr;
  std::vector<std::unique_ptr<llvm::cl::Option>> options;
};

} // namespace

extern "C" {

// Registers every pass Rust declares in MLIR's global pass registry.
// Returns false (after saying why on stderr) when a pass of the same name is
// already registered by something else, e.g. a second copy of the plugin
// loaded from another path: MLIR would otherwise abort on the clash.
bool nki_plugin_register_passes_cpp(bool alreadyRegisteredByUs) {
  size_t count = nki_plugin_pass_count();
  std::vector<std::pair<size_t, NkiPassDecl>> decls;
  for (size_t i = 0; i < count; ++i) {
    NkiPassDecl decl;
    if (!nki_plugin_pass_decl(i, &decl))
      continue;
    if (!alreadyRegisteredByUs && mlir::PassInfo::lookup(str(decl.argument))) {
      llvm::errs() << "error: nki-mlir: a pass named '" << str(decl.argument)
                   << "' is already registered in this process (another copy "
                      "of the nki-mlir plugin?); this copy registers none of "
                      "its passes\n";
      return false;
    }
    decls.emplace_back(i, decl);
  }
  for (auto &[index, decl] : decls) {
    size_t i = index;
    NkiPassDecl d = decl;
    mlir::registerPass(
        [i, d]() -> std::unique_ptr<mlir::Pass> {
          return std::make_unique<RustPass>(i, d);
        });
  }
  return true;
}

// Whether `registry` already knows a dialect named `name`.
bool nki_plugin_registry_has_dialect(MlirDialectRegistry registry,
                                     MlirStringRef name) {
  return static_cast<bool>(unwrap(registry)->getDialectAllocator(str(name)));
}
}
