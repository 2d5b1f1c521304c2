// Our passes slot in between upstream passes in one pipeline; nested anchors
// may hold both, and all of them run in order.
// RUN: nki-opt --dump-pass-pipeline --pass-pipeline='builtin.module(canonicalize,inline-nki-kernel{keep-functions=true},func.func(cse),legalize-matmul-accumulation-groups)' %s 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=DUMP < %t.err

// DUMP: Pass Manager with 4 passes:
// DUMP-NEXT: builtin.module(canonicalize,inline-nki-kernel{keep-functions=true},func.func(cse),legalize-matmul-accumulation-groups)
// canonicalize folded the constant away, cse ran nested, our passes left the
// module (no BIR in it) as it was.
// CHECK:      func.func @f() {
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @f() {
  %c = arith.constant 1 : i32
  return
}
