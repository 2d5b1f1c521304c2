// The right message with the wrong severity.
func.func @kind() -> i32 {
  // expected-warning @+1 {{has 0 operands}}
  return
}
