#!/usr/bin/env bash
# provision-kernel.sh KERNEL OUT [TRANSLATE-OPTIONS]
#
# Runs a kernel the way a user would, every stage's result kept in OUT:
#   KERNEL (klr MLIR, exported to OUT/kernel.klr; or a .klr / BIR-JSON file)
#   --wrap-kernel                                   -> OUT/wrapped.mlir
#   translate-nki-ast-to-bir{TRANSLATE-OPTIONS}     -> OUT/provisioned.mlir
#   inline-nki-kernel                               -> OUT/inlined.mlir
#   legalize-matmul-accumulation-groups             -> OUT/legalized.mlir
#   --export-bir-json (before and after inlining)   -> OUT/before.json, OUT/after.json
# then checks the inlined program (check-inlined.py: one function, every
# operand a memory location of it, scratchpads in bounds, bodies in order)
# and that the exported JSON reads back. Stops at the first failing stage.
set -euo pipefail
kernel=$1 out=$2 options=${3:-}
here=$(dirname "$0")
mkdir -p "$out"
case "$kernel" in
  *.mlir) nki-translate --export-klr "$kernel" -o "$out/kernel.klr"; kernel=$out/kernel.klr ;;
esac
nki-translate --wrap-kernel "$kernel" -o "$out/wrapped.mlir"
nki-opt "$out/wrapped.mlir" --pass-pipeline="builtin.module(translate-nki-ast-to-bir{$options})" \
  -o "$out/provisioned.mlir"
nki-opt "$out/provisioned.mlir" --inline-nki-kernel -o "$out/inlined.mlir"
nki-opt "$out/inlined.mlir" --legalize-matmul-accumulation-groups -o "$out/legalized.mlir"
nki-translate --export-bir-json "$out/provisioned.mlir" -o "$out/before.json"
nki-translate --export-bir-json "$out/legalized.mlir" -o "$out/after.json"
nki-translate --import-bir-json "$out/after.json" -o /dev/null
python3 "$here/check-inlined.py" "$out/before.json" "$out/after.json"
