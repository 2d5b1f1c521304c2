// Pass options through mlir-opt's pipeline parser: the options are the typed
// options Passes.td declares, checked by MLIR (the same messages in nki-opt,
// which is MLIR's driver), and the options a pass was given show in the
// pipeline MLIR prints; an option without a default left unset prints empty
// and reads back as unset.
//
// REQUIRES: plugin
// RUN: not %mlir-opt-plugin --pass-pipeline='builtin.module(legalize-matmul-accumulation-groups{arch=gen9})' %s 2>&1 | FileCheck %s --check-prefix=VALUE
// RUN: not nki-opt --pass-pipeline='builtin.module(legalize-matmul-accumulation-groups{arch=gen9})' %s 2>&1 | FileCheck %s --check-prefix=VALUE
// RUN: not %mlir-opt-plugin --pass-pipeline='builtin.module(inline-nki-kernel{bogus=1})' %s 2>&1 | FileCheck %s --check-prefix=NAME
// RUN: not %mlir-opt-plugin --pass-pipeline='builtin.module(translate-nki-ast-to-bir{core-id=x})' %s 2>&1 | FileCheck %s --check-prefix=UINT
// RUN: not nki-opt --pass-pipeline='builtin.module(translate-nki-ast-to-bir{core-id=x})' %s 2>&1 | FileCheck %s --check-prefix=UINT
// RUN: %mlir-opt-plugin --dump-pass-pipeline --pass-pipeline='builtin.module(translate-nki-ast-to-bir{budget=kernel},legalize-matmul-accumulation-groups{spill=false arch=trn1})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP
// RUN: %mlir-opt-plugin --pass-pipeline='builtin.module(translate-nki-ast-to-bir{allocate=false artifact-dir= budget=kernel core-id=})' %s -o /dev/null
//
// VALUE: for the --arch option: Cannot find option named 'gen9'!
// VALUE: failed to add `legalize-matmul-accumulation-groups` with options `arch=gen9`
// NAME:  no such option bogus
// UINT:  for the --core-id option: 'x' value invalid for uint argument!
// DUMP:  translate-nki-ast-to-bir{allocate=false artifact-dir= budget=kernel core-id=}
// DUMP:  legalize-matmul-accumulation-groups{arch=trn1 spill=false}

// An empty module: the passes have nothing to do.
module {}
