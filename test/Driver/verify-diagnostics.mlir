// --verify-diagnostics: every expected-* comment is matched, nothing else is
// reported, so the run succeeds.
// RUN: nki-opt --split-input-file --verify-diagnostics %s

func.func @bad_return() -> i32 {
  // expected-error @+1 {{'func.return' op has 0 operands, but enclosing function (@bad_return) returns 1}}
  return
}

// -----

// expected-error @below {{expected ':'}}
func.func @f() { return %x }

// -----

func.func @g() -> i32 {
  // expected-error-re @+1 {{'func.return' op has 0 operands, but enclosing function (@{{[a-z]+}}) returns 1}}
  return
}

// -----

func.func @k(%a: i32) {
  return %a : i32
  // expected-error @above {{'func.return' op has 1 operands, but enclosing function (@k) returns 0}}
}

// -----

func.func @m() -> i32 {
  return
  // expected-error @-1 {{(@m) returns 1}}
}

// -----

// A chunk without errors needs no expectations.
func.func @fine() {
  return
}
