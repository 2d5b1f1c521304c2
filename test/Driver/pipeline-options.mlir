// Pass options in braces: upstream ones go to MLIR, ours are parsed and printed back.
// RUN: nki-opt --pass-pipeline='builtin.module(canonicalize{max-iterations=1 region-simplify=disabled},cse)' %s | FileCheck %s
// RUN: nki-opt --dump-pass-pipeline --pass-pipeline='builtin.module(translate-nki-ast-to-bir{core-id=1 artifact-dir=out})' %s 2>&1 | FileCheck %s --check-prefix=OURS
// RUN: nki-opt --dump-pass-pipeline --pass-pipeline="builtin.module(translate-nki-ast-to-bir{artifact-dir='a dir'})" %s 2>&1 | FileCheck %s --check-prefix=QUOTED

// CHECK-LABEL: func.func @f
// CHECK-NEXT: return
func.func @f() {
  %a = arith.constant 1 : i32
  return
}

// OURS: builtin.module(translate-nki-ast-to-bir{core-id=1 artifact-dir=out})
// (A module without kernel placeholders: the pass has nothing to do.)
// OURS: func.func @f

// QUOTED: builtin.module(translate-nki-ast-to-bir{artifact-dir='a dir'})
