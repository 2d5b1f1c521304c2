// The top-level anchor must be the input's top-level operation; MLIR says so.
func.func @f() {
  return
}
