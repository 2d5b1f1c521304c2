// The right message on the wrong line.
func.func @line() -> i32 {
  // expected-error @+2 {{has 0 operands}}
  return
}
