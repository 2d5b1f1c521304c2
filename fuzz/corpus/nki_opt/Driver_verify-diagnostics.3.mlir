func.func @k(%a: i32) {
  return %a : i32
  // expected-error @above {{'func.return' op has 1 operands, but enclosing function (@k) returns 0}}
}
