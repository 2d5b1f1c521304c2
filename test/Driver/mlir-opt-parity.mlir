// nki-opt is MLIR's own MlirOptMain: each command line below gives the
// same exit code, stdout and stderr as stock mlir-opt-22 with the NKI
// plugin loaded (test/lib/same-as-mlir-opt.py). These are the flags the
// earlier Rust driver re-implemented or lacked; test/lib/upstream-tests.py
// runs MLIR's own test suite the same way.
//
// REQUIRES: plugin
//
// Pipelines: textual, as pass flags, mixed with ours, nested, with options
// (ours typed, as Passes.td declares them), printed.
// RUN: %same-as-mlir-opt --dump-pass-pipeline --pass-pipeline='builtin.module(canonicalize,inline-nki-kernel{keep-functions=true},func.func(cse),legalize-matmul-accumulation-groups)' %s
// RUN: %same-as-mlir-opt --dump-pass-pipeline --pass-pipeline='builtin.module(func.func(canonicalize, cse), symbol-dce)' %s
// RUN: %same-as-mlir-opt --canonicalize -cse --dump-pass-pipeline %s
// RUN: %same-as-mlir-opt --dump-pass-pipeline --pass-pipeline='builtin.module(translate-nki-ast-to-bir{core-id=1 artifact-dir=out})' %s
// RUN: %same-as-mlir-opt --dump-pass-pipeline --pass-pipeline="builtin.module(translate-nki-ast-to-bir{artifact-dir='a dir'})" %s
// RUN: %same-as-mlir-opt --pass-pipeline='builtin.module(canonicalize{max-iterations=1 region-simplify=disabled},cse)' %s
// RUN: %same-as-mlir-opt --pass-pipeline='builtin.module(any(translate-nki-ast-to-bir),func.func(cse))' %s
//
// Bad pipelines: syntax errors, a pass under an anchor it cannot run on,
// bad options of ours and upstream (an unknown pass gets a note of ours:
// nki-opt-additions.mlir).
// RUN: %same-as-mlir-opt --pass-pipeline='builtin.module(cse' %s
// RUN: %same-as-mlir-opt --pass-pipeline='cse,canonicalize' %s
// RUN: %same-as-mlir-opt --pass-pipeline='builtin.module(func.func(translate-nki-ast-to-bir))' %s
// RUN: %same-as-mlir-opt --pass-pipeline='builtin.module(func.func(convert-func-to-llvm))' %s
// RUN: %same-as-mlir-opt --pass-pipeline='builtin.module(translate-nki-ast-to-bir{core=1})' %s
// RUN: %same-as-mlir-opt --pass-pipeline='builtin.module(translate-nki-ast-to-bir{core-id=one})' %s
// RUN: %same-as-mlir-opt --pass-pipeline='builtin.module(inline-nki-kernel{keep-functions=maybe})' %s
// RUN: %same-as-mlir-opt --pass-pipeline='builtin.module(legalize-matmul-accumulation-groups{arch=trn9})' %s
// RUN: %same-as-mlir-opt --pass-pipeline='builtin.module(cse{bogus=1})' %s
// RUN: %same-as-mlir-opt --cse --pass-pipeline='builtin.module(cse)' %s
//
// Instrumentation and printing.
// RUN: %same-as-mlir-opt --pass-pipeline='builtin.module(func.func(cse),canonicalize)' --mlir-print-ir-before-all --mlir-print-ir-after-all --mlir-disable-threading %s
// RUN: %same-as-mlir-opt --pass-pipeline='builtin.module(canonicalize,inline-nki-kernel,func.func(cse))' --mlir-print-ir-before=cse --mlir-print-ir-after-change --mlir-disable-threading %s
// RUN: %same-as-mlir-opt --canonicalize --mlir-print-ir-after-all --mlir-print-ir-module-scope --mlir-disable-threading %s
// RUN: %same-as-mlir-opt --mlir-print-debuginfo --mlir-print-op-generic --mlir-print-local-scope %s
// RUN: %same-as-mlir-opt --mlir-elide-elementsattrs-if-larger=2 %s
// RUN: %same-as-mlir-opt --verify-roundtrip %s
// RUN: %same-as-mlir-opt --mlir-pass-statistics --cse %s
// RUN: %same-as-mlir-opt --show-dialects
//
// Chunks and expected diagnostics.
// RUN: %same-as-mlir-opt --split-input-file --canonicalize %s
// RUN: %same-as-mlir-opt '--split-input-file=// =====' %s
// RUN: %same-as-mlir-opt --split-input-file --verify-diagnostics %S/Inputs/verify-mismatch.mlir
// RUN: %same-as-mlir-opt --split-input-file --verify-diagnostics %S/verify-diagnostics.mlir
// RUN: %same-as-mlir-opt --split-input-file %S/split-input-file-errors.mlir
// RUN: %same-as-mlir-opt --split-input-file %S/Inputs/split-good-and-bad.mlir
// RUN: not nki-opt --split-input-file %S/Inputs/split-good-and-bad.mlir 2>/dev/null | FileCheck %s --check-prefix=GOOD-CHUNKS
// GOOD-CHUNKS: func.func @a()
// GOOD-CHUNKS: func.func @c()
//
// Bytecode, written and read (a truncated file is MLIR's error).
// RUN: %same-as-mlir-opt --emit-bytecode %s
// RUN: %same-as-mlir-opt --emit-bytecode --emit-bytecode-version=3 %s
// RUN: nki-opt --emit-bytecode %s -o %t.mlirbc && head -c 40 %t.mlirbc > %t.truncated.mlirbc
// RUN: %same-as-mlir-opt %t.mlirbc
// RUN: %same-as-mlir-opt %t.truncated.mlirbc

func.func @f(%a: i32) -> i32 {
  %c = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}

// -----

func.func @g() {
  return
}

// =====

func.func @h() {
  return
}
