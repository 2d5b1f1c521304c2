// The mission's passes are registered before they are built; running one
// fails with a clear error instead of silently doing nothing.
// RUN: not nki-opt --translate-nki-ast-to-bir %s 2>&1 | FileCheck %s --check-prefix=TRANSLATE
// RUN: not nki-opt --inline-nki-kernel %s 2>&1 | FileCheck %s --check-prefix=INLINE
// RUN: not nki-opt --pass-pipeline='builtin.module(legalize-matmul-accumulation-groups{spill=false})' %s 2>&1 | FileCheck %s --check-prefix=LEGALIZE
// TRANSLATE: not-implemented.mlir: error: pass 'translate-nki-ast-to-bir' is not implemented yet
// INLINE: not-implemented.mlir: error: pass 'inline-nki-kernel' is not implemented yet
// LEGALIZE: not-implemented.mlir: error: pass 'legalize-matmul-accumulation-groups' is not implemented yet
func.func @f() {
  return
}
