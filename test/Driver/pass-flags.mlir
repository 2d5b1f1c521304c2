// Individual pass flags (ours and upstream) build a pipeline in flag order.
// RUN: nki-opt --canonicalize -cse --dump-pass-pipeline %s 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=DUMP --input-file=%t.err
// RUN: nki-opt --canonicalize --inline-nki-kernel=keep-functions=true --dump-pass-pipeline %s 2>&1 | FileCheck %s --check-prefix=OURS

// DUMP: builtin.module(canonicalize,cse)
// OURS: builtin.module(canonicalize,inline-nki-kernel{keep-functions=true})
// OURS: func.func @f

// CHECK-LABEL: func.func @f
// CHECK-NEXT: return
func.func @f() {
  %a = arith.constant 1 : i32
  return
}
