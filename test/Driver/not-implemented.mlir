// The mission's passes are registered before they are built; running one
// fails with a clear error instead of silently doing nothing.
// (translate-nki-ast-to-bir and legalize-matmul-accumulation-groups are
// implemented: test/Transforms/<pass>.)
// RUN: not nki-opt --inline-nki-kernel %s 2>&1 | FileCheck %s --check-prefix=INLINE
// INLINE: not-implemented.mlir: error: pass 'inline-nki-kernel' is not implemented yet
func.func @f() {
  return
}
