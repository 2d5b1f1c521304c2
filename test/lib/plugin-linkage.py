#!/usr/bin/env python3
"""Checks that the plugin shares the process's MLIR instead of carrying one:

- it needs libMLIR.so.22.1 and libLLVM.so.22.1 (DT_NEEDED);
- it defines none of the functions those libraries export (a statically
  linked copy of MLIR or LLVM would define thousands of them), so every
  MLIR and LLVM call goes to the one shared copy;
- it exports MLIR's two plugin entry points and the C API of nki-mlir.h.

usage: plugin-linkage.py <libnki_mlir_plugin.so> <llvm libdir>
"""
import os
import subprocess
import sys


def symbols(args):
    out = subprocess.run(["nm"] + args, capture_output=True, text=True, check=True).stdout
    return [line.split() for line in out.splitlines()]


def main():
    plugin, libdir = sys.argv[1], sys.argv[2]
    needed = subprocess.run(["readelf", "-d", plugin], capture_output=True, text=True,
                            check=True).stdout
    for lib in ("libMLIR.so.22.1", "libLLVM.so.22.1"):
        if f"[{lib}]" not in needed:
            print(f"error: {plugin} does not need {lib}")
            return 1
    shared = set()
    for lib in ("libMLIR.so.22.1", "libLLVM.so.22.1"):
        shared |= {s[2] for s in symbols(["-D", "--defined-only", os.path.join(libdir, lib)])
                   if len(s) == 3 and s[1] == "T"}
    ours = {s[2] for s in symbols([plugin]) if len(s) == 3 and s[1] in "tT"}
    duplicated = sorted(ours & shared)
    if duplicated:
        print(f"error: the plugin defines {len(duplicated)} functions of libMLIR/libLLVM, e.g. "
              + ", ".join(duplicated[:5]))
        return 1
    exported = {s[2] for s in symbols(["-D", "--defined-only", plugin]) if len(s) == 3}
    wanted = ["mlirGetDialectPluginInfo", "mlirGetPassPluginInfo", "nkiRegisterDialects",
              "nkiRegisterPasses", "nkiReadKlrFile", "nkiReadBirJsonFile", "nkiWriteKlrFile",
              "nkiWriteBirJsonFile"]
    missing = [w for w in wanted if w not in exported]
    if missing:
        print("error: not exported: " + ", ".join(missing))
        return 1
    print(f"ok: {len(ours)} functions of its own, none of libMLIR/libLLVM's {len(shared)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
