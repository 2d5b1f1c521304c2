// What a pass prints to stdout goes into an output on stdout where it was
// printed, as in mlir-opt's one stream: for a split input, each chunk's
// prints come before that chunk's IR (MLIR's IR/test-clone.mlir checks
// this order). With the output in a file, the prints stay on stdout.
//
// REQUIRES: plugin
//
// RUN: %same-as-mlir-opt -allow-unregistered-dialect --split-input-file --pass-pipeline='builtin.module(func.func(test-clone))' %s
// RUN: %same-as-mlir-opt --split-input-file --test-print-nesting %s
// RUN: %same-as-mlir-opt --split-input-file --test-print-nesting -o /dev/null %s

func.func @first(%arg0 : i32) -> i32 {
  %0 = "test.use"(%arg0) ({
    "test.yield"(%arg0) : (i32) -> ()
  }) : (i32) -> i32
  return %0 : i32
}

// -----

func.func @second() {
  "unregistered.foo"() : () -> ()
  return
}
