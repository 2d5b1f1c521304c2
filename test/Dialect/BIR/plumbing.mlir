// The dialects load without --allow-unregistered-dialect, print back what they
// parse, and run their Rust verifiers through MLIR.
// RUN: nki-opt %s | nki-opt | FileCheck %s

// CHECK-LABEL: bir.func @f kind <main>
// CHECK-NEXT: bir.block "b"
// CHECK-NEXT: bir.no_op "n" engine DVE
bir.func @f kind <main> {
  bir.block "b" {
    bir.no_op "n" engine DVE
  }
}
