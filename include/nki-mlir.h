/*===- nki-mlir.h - the NKI provisioning stage for MLIR-based compilers ---===*\
|*                                                                            *|
|* The C API of libnki_mlir_plugin.so (plugin/): the bir and klr dialects,    *|
|* the NKI passes, and the two kernel file formats, for a compiler linked     *|
|* against Debian's MLIR 22 (libMLIR.so.22.1). docs/embedding.md describes    *|
|* how to build against it; examples/embed/ is a complete program.            *|
|*                                                                            *|
|* Errors are reported as error diagnostics on the MLIR context (through the  *|
|* handlers the caller attached), and the function returns a null module or   *|
|* a failed MlirLogicalResult. Nothing here aborts the process.               *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef NKI_MLIR_H
#define NKI_MLIR_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Adds the `bir` and `klr` dialects (with their verifiers) to `registry`. */
void nkiRegisterDialects(MlirDialectRegistry registry);

/* Registers the passes of the stage in MLIR's global pass registry, under
 * the names nki-opt uses (translate-nki-ast-to-bir, inline-nki-kernel,
 * inline-bir-kernel, legalize-matmul-accumulation-groups,
 * convert-klr-to-bir, klr-allocate-memory) with their options, so that a
 * textual pipeline (mlir::parsePassPipeline, mlirParsePassPipeline) can name
 * them. Idempotent. */
void nkiRegisterPasses(void);

/* Reads a `.klr` kernel (KLR binary, CBOR) into a new `klr` module owned by
 * the caller (destroy it with mlirModuleDestroy); a null module on error.
 * `path` need not be NUL-terminated. */
MlirModule nkiReadKlrFile(MlirContext context, MlirStringRef path);

/* Reads a BIR JSON file into a new `bir` module owned by the caller; a null
 * module on error. */
MlirModule nkiReadBirJsonFile(MlirContext context, MlirStringRef path);

/* Writes a `klr` module as a `.klr` file. The module stays the caller's. */
MlirLogicalResult nkiWriteKlrFile(MlirModule module, MlirStringRef path);

/* Writes a `bir` module as a BIR JSON file. The module stays the caller's. */
MlirLogicalResult nkiWriteBirJsonFile(MlirModule module, MlirStringRef path);

#ifdef __cplusplus
}
#endif

#endif /* NKI_MLIR_H */
