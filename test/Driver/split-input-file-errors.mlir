// An error in one chunk is reported at its line in the whole file, the other
// chunks are still processed, and the run fails without printing output.
// RUN: not nki-opt --split-input-file %s > %t.out 2> %t.err
// RUN: FileCheck %s --input-file=%t.err
// RUN: count 0 < %t.out

func.func @good() {
  return
}

// -----

func.func @bad() {
  // CHECK: split-input-file-errors.mlir:[[@LINE+1]]:12: error: expected ':'
  return %x
}

// -----

// CHECK: split-input-file-errors.mlir:[[@LINE+1]]:3: error: Dialect `bogus' not found for custom op 'bogus.op'
  bogus.op
