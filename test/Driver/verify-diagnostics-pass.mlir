// Diagnostics that passes emit are matched like the parser's and verifier's;
// the implicit module has no line, so its diagnostics are '@unknown'.
// RUN: nki-opt --pass-pipeline='builtin.module(legalize-matmul-accumulation-groups{arch=gen9})' --verify-diagnostics %s

// expected-error @unknown {{unknown arch 'gen9' (expected trn1, trn2, gen2 or gen3)}}
func.func @p() {
  return
}
