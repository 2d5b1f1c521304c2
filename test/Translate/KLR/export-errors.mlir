// Exporting something that is not a single KLR kernel is an error at the op.
// RUN: not nki-translate --export-klr %s 2>&1 | FileCheck %s
// CHECK: error: expected one klr.lnc_kernel or klr.kernel in the module, found 2 operations
func.func @a() {
  return
}
func.func @b() {
  return
}
