// Diagnostics that passes emit are matched like the parser's and verifier's;
// the implicit module has no line, so its diagnostics are '@unknown'.

// expected-error @unknown {{pass 'legalize-matmul-accumulation-groups' is not implemented yet}}
func.func @p() {
  return
}
