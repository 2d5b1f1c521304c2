// Each chunk is parsed and run on its own; outputs are joined with the marker.
// RUN: nki-opt --split-input-file --canonicalize %s | FileCheck %s
// RUN: nki-opt '-split-input-file=// =====' %s | FileCheck %s --check-prefix=MARKER

// CHECK: module {
// CHECK-LABEL: func.func @first
// CHECK: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @second
// CHECK-NOT: arith.constant
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @third

// MARKER: func.func @first
// MARKER-NOT: module
// MARKER: func.func @second
// MARKER: func.func @third
func.func @first() {
  return
}

// -----

func.func @second() {
  %unused = arith.constant 1 : i32
  return
}

// -----

func.func @third() {
  return
}
