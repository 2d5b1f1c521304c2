// A malformed regex is reported where it is written.
func.func @re() {
  // expected-error-re {{{{[}}}}
  return
}
