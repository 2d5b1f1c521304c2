#!/usr/bin/env bash
# Builds the embedding example against Debian's MLIR 22 and the plugin library:
#   examples/embed/build.sh <libnki_mlir_plugin.so> <output binary>
# e.g. examples/embed/build.sh target/release/libnki_mlir_plugin.so target/embed
# clang++ of LLVM 22, as for the plugin's own C++ (docs/embedding.md says why).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
plugin=$(realpath "$1")
out=$2
llvm=/usr/lib/llvm-22
libdir=$("$llvm/bin/llvm-config" --libdir)
# shellcheck disable=SC2046
"$llvm/bin/clang++" -std=c++17 $("$llvm/bin/llvm-config" --cxxflags) \
  -I "$here/../../include" "$here/embed.cpp" -o "$out" \
  -L "$libdir" -lMLIR -lLLVM \
  -L "$(dirname "$plugin")" -l:"$(basename "$plugin")" \
  -Wl,-rpath,"$libdir" -Wl,-rpath,"$(dirname "$plugin")"
