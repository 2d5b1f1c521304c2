// Pass options through mlir-opt's pipeline parser: values are checked by the
// same Rust parser nki-opt uses (the same messages), and the options a pass was
// given show in the pipeline MLIR prints; an option without a default left
// unset prints empty and reads back as unset.
//
// REQUIRES: plugin
// RUN: not %mlir-opt-plugin --pass-pipeline='builtin.module(legalize-matmul-accumulation-groups{arch=gen9})' %s 2>&1 | FileCheck %s --check-prefix=VALUE
// RUN: not nki-opt --pass-pipeline='builtin.module(legalize-matmul-accumulation-groups{arch=gen9})' %s 2>&1 | FileCheck %s --check-prefix=VALUE
// RUN: not %mlir-opt-plugin --pass-pipeline='builtin.module(inline-nki-kernel{bogus=1})' %s 2>&1 | FileCheck %s --check-prefix=NAME
// RUN: not %mlir-opt-plugin --pass-pipeline='builtin.module(translate-nki-ast-to-bir{core-id=x})' %s 2>&1 | FileCheck %s --check-prefix=UINT
// RUN: %mlir-opt-plugin --dump-pass-pipeline --pass-pipeline='builtin.module(translate-nki-ast-to-bir{budget=kernel},legalize-matmul-accumulation-groups{spill=false arch=trn1})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP
// RUN: %mlir-opt-plugin --pass-pipeline='builtin.module(translate-nki-ast-to-bir{allocate=false artifact-dir= budget=kernel core-id=})' %s -o /dev/null
//
// VALUE: invalid value 'gen9' for option 'arch' of pass 'legalize-matmul-accumulation-groups': expected one of trn1, trn2, gen2, gen3, inf2
// NAME:  no such option 'bogus' for pass 'inline-nki-kernel' (its options: keep-functions)
// UINT:  invalid value 'x' for option 'core-id' of pass 'translate-nki-ast-to-bir': expected an unsigned integer
// DUMP:  translate-nki-ast-to-bir{allocate=false artifact-dir= budget=kernel core-id=}
// DUMP:  legalize-matmul-accumulation-groups{arch=trn1 spill=false}

// An empty module: the passes have nothing to do.
module {}
