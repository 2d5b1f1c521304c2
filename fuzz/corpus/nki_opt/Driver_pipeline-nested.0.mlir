// Nested anchors: passes inside func.func(...) run on each function.


func.func @kept() -> i32 {
  %a = arith.constant 1 : i32
  %b = arith.addi %a, %a : i32
  return %b : i32
}

// symbol-dce removes the private function nobody calls.
func.func private @dead() {
  return
}
