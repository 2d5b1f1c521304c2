// MLIR's pass instrumentation through the C API: IR printing, timing,
// statistics.



// Debian's LLVM 22 is built without LLVM_ENABLE_STATS, so the report has no
// counters (mlir-opt-22 prints the same empty report).


func.func @f(%a: i32) -> i32 {
  %x = arith.addi %a, %a : i32
  %y = arith.addi %a, %a : i32
  %z = arith.muli %x, %y : i32
  return %z : i32
}
