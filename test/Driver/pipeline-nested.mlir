// Nested anchors: passes inside func.func(...) run on each function.
// RUN: nki-opt --pass-pipeline='builtin.module(func.func(canonicalize, cse), symbol-dce)' --dump-pass-pipeline %s 2> %t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=DUMP --input-file=%t.err

// DUMP: Pass Manager with 3 passes:
// DUMP-NEXT: builtin.module(func.func(canonicalize,cse),symbol-dce)

// CHECK-LABEL: func.func @kept
// CHECK-NEXT:    %[[C:.*]] = arith.constant 2 : i32
// CHECK-NEXT:    return %[[C]]
func.func @kept() -> i32 {
  %a = arith.constant 1 : i32
  %b = arith.addi %a, %a : i32
  return %b : i32
}

// symbol-dce removes the private function nobody calls.
// CHECK-NOT: @dead
func.func private @dead() {
  return
}
