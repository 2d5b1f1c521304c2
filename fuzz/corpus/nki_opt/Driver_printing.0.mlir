// Output printing flags follow mlir-opt's.

// ROUND-LABEL: func.func @f
func.func @f() {
  return
}
