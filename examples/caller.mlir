// A small module for scripts/run-example: canonicalize folds the constants,
// cse merges the duplicate add, symbol-dce drops the unused private helper.
func.func @main(%x: i32) -> (i32, i32) {
  %a = arith.constant 3 : i32
  %b = arith.constant 4 : i32
  %c = arith.addi %a, %b : i32
  %s = arith.addi %x, %c : i32
  %t = arith.addi %x, %c : i32
  return %s, %t : i32, i32
}

func.func private @unused() {
  return
}
