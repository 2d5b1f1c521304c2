// --verify-diagnostics: every expected-* comment is matched, nothing else is
// reported, so the run succeeds.

func.func @bad_return() -> i32 {
  // expected-error @+1 {{'func.return' op has 0 operands, but enclosing function (@bad_return) returns 1}}
  return
}
