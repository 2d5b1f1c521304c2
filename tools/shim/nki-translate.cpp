//===- nki-translate.cpp - the NKI file formats to and from MLIR ---------===//
//
// mlir-translate with our translations in MLIR's translation registry: one
// TranslateRegistration per mode of the Rust table (translations.cpp,
// tools/src/translations.rs), run by translateMain (TranslateMain.cpp),
// MLIR's translate driver with its files opened through nki::io.
//
//===----------------------------------------------------------------------===//

#include "ToolSupport.h"

#include "llvm/Support/InitLLVM.h"

/// Registers the Rust table's translations and their mode options.
void nkiRegisterTranslations();

extern "C" int nki_translate_main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  nki::tool::installFatalErrorHandler("nki-translate");
  nki::tool::addVersionPrinter("nki-translate");
  nkiRegisterTranslations();
  return nki::tool::translateMain(
      argc, argv, "nki-translate: the NKI file formats to and from MLIR\n");
}
