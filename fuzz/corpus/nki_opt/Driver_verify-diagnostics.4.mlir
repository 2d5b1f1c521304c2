func.func @m() -> i32 {
  return
  // expected-error @-1 {{(@m) returns 1}}
}
