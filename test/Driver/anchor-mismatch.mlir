// The top-level anchor must be the input's top-level operation; MLIR says so.
// RUN: not nki-opt --pass-pipeline='func.func(cse)' %s 2>&1 | FileCheck %s
// CHECK: error: can't run 'func.func' pass manager on 'builtin.module' op
func.func @f() {
  return
}
