// An error in one chunk is reported at its line in the whole file, the other
// chunks are still processed and printed to stdout (as mlir-opt does), and
// the run fails; an output file is not written at all.
// RUN: not nki-opt --split-input-file %s > %t.out 2> %t.err
// RUN: FileCheck %s --input-file=%t.err
// RUN: FileCheck %s --input-file=%t.out --check-prefix=STDOUT
// RUN: rm -f %t.file && not nki-opt --split-input-file %s -o %t.file 2> /dev/null
// RUN: not test -e %t.file
// STDOUT: func.func @good()

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
