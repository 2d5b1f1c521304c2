// The mission's passes are registered before they are built; running one
// fails with a clear error instead of silently doing nothing.
// (translate-nki-ast-to-bir and inline-nki-kernel are implemented: test/Transforms/<pass>.)
// RUN: not nki-opt --pass-pipeline='builtin.module(legalize-matmul-accumulation-groups{spill=false})' %s 2>&1 | FileCheck %s --check-prefix=LEGALIZE
// LEGALIZE: not-implemented.mlir: error: pass 'legalize-matmul-accumulation-groups' is not implemented yet
func.func @f() {
  return
}
