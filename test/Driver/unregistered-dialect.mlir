// Unregistered operations need --allow-unregistered-dialect, as with mlir-opt.
// RUN: nki-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: not nki-opt %s 2>&1 | FileCheck %s --check-prefix=REJECT
// CHECK: "foo.bar"() : () -> ()
// REJECT: unregistered-dialect.mlir:[[@LINE+1]]:10: error: operation being parsed with an unregistered dialect
"foo.bar"() : () -> ()
