func.func @g() -> i32 {
  // expected-error-re @+1 {{'func.return' op has 0 operands, but enclosing function (@{{[a-z]+}}) returns 1}}
  return
}
