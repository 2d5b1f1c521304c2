// MLIR's pass instrumentation through the C API: IR printing, timing,
// statistics.
// RUN: nki-opt --pass-pipeline='builtin.module(func.func(cse),canonicalize)' --mlir-print-ir-before-all --mlir-print-ir-after-all %s 2>&1 >/dev/null | FileCheck %s --check-prefix=PRINT
// PRINT: // -----// IR Dump Before CSE (cse) //----- //
// PRINT-NEXT: func.func @f
// PRINT: // -----// IR Dump After CSE (cse) //----- //
// PRINT: // -----// IR Dump Before Canonicalizer (canonicalize) //----- //
// PRINT-NEXT: module {
// PRINT: // -----// IR Dump After Canonicalizer (canonicalize) //----- //

// RUN: nki-opt --canonicalize --mlir-print-ir-after-all --mlir-print-ir-module-scope %s 2>&1 >/dev/null | FileCheck %s --check-prefix=SCOPE
// SCOPE: IR Dump After Canonicalizer (canonicalize)
// SCOPE-NEXT: module {

// RUN: nki-opt --pass-pipeline='builtin.module(func.func(cse))' --mlir-timing %s 2>&1 >/dev/null | FileCheck %s --check-prefix=TIMING
// TIMING: Execution time report
// TIMING: Total Execution Time
// TIMING: CSE

// RUN: nki-opt --pass-pipeline='builtin.module(func.func(cse))' --mlir-pass-statistics %s 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
// Debian's LLVM 22 is built without LLVM_ENABLE_STATS, so the report has no
// counters (mlir-opt-22 prints the same empty report).
// STATS: Pass statistics report

// RUN: nki-opt --pass-pipeline='builtin.module(func.func(cse))' --mlir-pass-statistics-display=list %s 2>&1 >/dev/null | FileCheck %s --check-prefix=LIST
// LIST: Pass statistics report

// RUN: nki-opt --mlir-disable-threading --cse %s | FileCheck %s --check-prefix=OUT
// OUT: func.func @f
func.func @f(%a: i32) -> i32 {
  %x = arith.addi %a, %a : i32
  %y = arith.addi %a, %a : i32
  %z = arith.muli %x, %y : i32
  return %z : i32
}
