// What nki-opt adds to MLIR's driver (tools/shim/nki-opt.cpp): a note
// naming the closest registered pass for an unknown one, the statistics of
// our passes (MLIR's report is empty where LLVM is built without
// LLVM_ENABLE_STATS, as Debian's is), --debug logs, its own version line.
//
// RUN: not nki-opt --pass-pipeline='builtin.module(inline-nki-kernl)' %s 2>&1 | FileCheck %s --check-prefix=SUGGEST
// SUGGEST: error: MLIR Textual PassPipeline Parser:1:1: error: 'inline-nki-kernl' does not refer to a registered pass or pass pipeline
// SUGGEST: note: did you mean 'inline-nki-kernel'?
// RUN: not nki-opt --pass-pipeline='builtin.module(func.func(canonicalze))' %s 2>&1 | FileCheck %s --check-prefix=UPSTREAM
// UPSTREAM: note: did you mean 'canonicalize'?
// RUN: not nki-opt --pass-pipeline='builtin.module(canonicalize cse)' %s 2>&1 | FileCheck %s --check-prefix=SPACE
// SPACE: note: did you mean 'canonicalize'?
// RUN: not nki-opt --pass-pipeline='builtin.module(zzzzzzzzzzzz)' %s 2>&1 | FileCheck %s --check-prefix=FAR
// FAR-NOT: did you mean
//
// Our passes are registered before the command line is read, so options
// that name passes take them (mlir-opt-22 cannot: it loads the plugin's
// passes while it reads the command line).
// RUN: nki-opt --pass-pipeline='builtin.module(canonicalize,inline-nki-kernel)' --mlir-print-ir-before=inline-nki-kernel %s 2>&1 >/dev/null | FileCheck %s --check-prefix=BEFORE
// BEFORE: // -----// IR Dump Before InlineNkiKernel (inline-nki-kernel) //----- //
// BEFORE-NOT: IR Dump Before Canonicalizer
//
// Unknown flags: LLVM's own suggestion.
// RUN: not nki-opt --split-input-fil %s 2>&1 | FileCheck %s --check-prefix=FLAG
// FLAG: nki-opt: Unknown command line argument '--split-input-fil'.
// FLAG-NEXT: nki-opt: Did you mean '--split-input-file'?
//
// RUN: nki-opt --version | FileCheck %s --check-prefix=VERSION
// VERSION: LLVM version 22.
// VERSION: nki-opt {{[0-9]+\.[0-9]+\.[0-9]+}} (the NKI provisioning stage)
//
// --help is MLIR's, our passes and their options among MLIR's.
// RUN: nki-opt --help | FileCheck %s --check-prefix=HELP
// HELP: OVERVIEW: nki-opt
// HELP: Available Dialects: {{.*}}bir{{.*}}klr
// HELP-DAG: --pass-pipeline=<string>
// HELP-DAG: --translate-nki-ast-to-bir
// HELP-DAG: --split-input-file
// HELP-DAG: --verify-diagnostics
//
// --debug: this project's logs (tracing), on stderr.
// RUN: nki-translate --wrap-kernel %S/../../examples/tensor_add.bir.json -o %t.caller.mlir
// RUN: cd %S/../.. && nki-opt --debug --translate-nki-ast-to-bir %t.caller.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEBUG
// DEBUG: Started running Lower KLIR Kernel into NKI kernel instruction
//
// Statistics of our passes.
// RUN: cd %S/../.. && nki-opt --mlir-pass-statistics --pass-pipeline='builtin.module(translate-nki-ast-to-bir,inline-nki-kernel,legalize-matmul-accumulation-groups)' %t.caller.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS
// STATS:      ... Pass statistics report ...
// STATS:      ... NKI pass statistics report ...
// STATS:      InlineNkiKernel
// STATS-NEXT:   (S)  1 calls-inlined
// STATS-NEXT:   (S)  1 functions-erased
// STATS-NEXT:   (S) {{ *[0-9]+}} ops-inlined
// STATS-NEXT: LegalizeMatmulAccumulationGroups
// STATS-NEXT:   (S) 0 groups
// STATS-NEXT:   (S) 0 groups-spilled
// STATS-NEXT:   (S) 0 matmuls-annotated
// STATS-NEXT: TranslateNkiAstToBir
// STATS-NEXT:   (S) 1 bir-json-carriers
// STATS-NEXT:   (S) 0 klr-carriers
// STATS-NEXT:   (S) 0 skipped-carriers
// RUN: nki-opt --cse %s 2>&1 | FileCheck %s --check-prefix=NO-STATS
// NO-STATS-NOT: statistics report

func.func @f() {
  return
}
