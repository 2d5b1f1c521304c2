// A parse error in the input is reported at its line and column.
// RUN: not nki-translate --export-klr %s 2>&1 | FileCheck %s
// CHECK: export-parse-error.mlir:[[@LINE+1]]:16: error: custom op 'klr.lnc_kernel' expected valid '@'-identifier for symbol name
klr.lnc_kernel { }
