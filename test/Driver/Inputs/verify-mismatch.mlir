// --verify-diagnostics that does not match, for test/Driver/mlir-opt-parity.mlir.
// An expectation that no diagnostic meets.
// expected-error {{this never happens}}
func.func @quiet() {
  return
}

// -----

// A diagnostic that no expectation covers.
func.func @loud() -> i32 {
  return
}

// -----

// The right message with the wrong severity.
func.func @kind() -> i32 {
  // expected-warning @+1 {{has 0 operands}}
  return
}

// -----

// The right message on the wrong line.
func.func @line() -> i32 {
  // expected-error @+2 {{has 0 operands}}
  return
}
