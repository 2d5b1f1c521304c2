// A mismatching --verify-diagnostics run fails and says why, in mlir-opt's words.
// RUN: not nki-opt --split-input-file --verify-diagnostics %s 2>&1 | FileCheck %s

// An expectation that no diagnostic meets.
// CHECK: verify-diagnostics-mismatch.mlir:[[@LINE+1]]:4: error: expected error "this never happens" was not produced
// expected-error {{this never happens}}
func.func @quiet() {
  return
}

// -----

// A diagnostic that no expectation covers.
func.func @loud() -> i32 {
  // CHECK: verify-diagnostics-mismatch.mlir:[[@LINE+1]]:3: error: unexpected error: 'func.return' op has 0 operands
  return
}

// -----

// The right message with the wrong severity.
func.func @kind() -> i32 {
  // CHECK: verify-diagnostics-mismatch.mlir:[[@LINE+2]]:3: error: 'error' diagnostic emitted when expecting a 'warning'
  // expected-warning @+1 {{has 0 operands}}
  return
}

// -----

// The right message on the wrong line.
func.func @line() -> i32 {
  // CHECK: verify-diagnostics-mismatch.mlir:[[@LINE+3]]:3: error: unexpected error: 'func.return' op has 0 operands
  // CHECK: verify-diagnostics-mismatch.mlir:[[@LINE+1]]:6: error: expected error "has 0 operands" was not produced
  // expected-error @+2 {{has 0 operands}}
  return
}

// -----

// A malformed regex is reported where it is written.
func.func @re() {
  // CHECK: verify-diagnostics-mismatch.mlir:[[@LINE+1]]:6: error: invalid regex
  // expected-error-re {{{{[}}}}
  return
}
