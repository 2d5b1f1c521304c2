// Our passes slot in between upstream passes in one pipeline; nested anchors
// may hold both.
// RUN: not nki-opt --dump-pass-pipeline --pass-pipeline='builtin.module(canonicalize,inline-nki-kernel{keep-functions=true},func.func(cse),legalize-matmul-accumulation-groups)' %s 2>&1 | FileCheck %s

// CHECK: Pass Manager with 4 passes:
// CHECK-NEXT: builtin.module(canonicalize,inline-nki-kernel{keep-functions=true},func.func(cse),legalize-matmul-accumulation-groups)
// canonicalize, inline-nki-kernel and cse ran; the pass not built yet stops the pipeline.
// CHECK: error: pass 'legalize-matmul-accumulation-groups' is not implemented yet
func.func @f() {
  return
}
