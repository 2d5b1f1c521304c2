// Output printing flags follow mlir-opt's.
// RUN: nki-opt --mlir-print-debuginfo %s | FileCheck %s --check-prefix=DEBUG
// RUN: nki-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: nki-opt %s | nki-opt | FileCheck %s --check-prefix=ROUND

// DEBUG: return loc(#[[LOC:loc[0-9]*]])
// DEBUG: #[[LOC]] = loc("{{.*}}printing.mlir":[[@LINE+6]]:3)
// GENERIC: "func.func"()
// GENERIC: "func.return"()
// ROUND-LABEL: func.func @f
// ROUND-NEXT: return
func.func @f() {
  return
}
