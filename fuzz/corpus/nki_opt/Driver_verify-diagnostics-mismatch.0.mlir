// A mismatching --verify-diagnostics run fails and says why, in mlir-opt's words.

// An expectation that no diagnostic meets.
// expected-error {{this never happens}}
func.func @quiet() {
  return
}
