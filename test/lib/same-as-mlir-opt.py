#!/usr/bin/env python3
"""Runs one command line with nki-opt and with stock mlir-opt-22 (the NKI
plugin loaded) and fails unless both give the same exit code, the same
stderr (the program's own name aside) and the same stdout (a failed run
included: both print the chunks that succeeded).

    same-as-mlir-opt.py NKI_OPT PLUGIN -- ARG...

nki-opt is MLIR's MlirOptMain with our dialects and passes registered, so
every flag should behave exactly as mlir-opt's: this is the check.
"""
import difflib
import os
import subprocess
import sys


def run(argv):
    done = subprocess.run(argv, stdin=subprocess.DEVNULL, capture_output=True)
    return done.returncode, done.stdout, done.stderr


def normalized(stderr, program):
    """The program's name where the tools print it: at the start of a line
    (`mlir-opt: …`) and in LLVM's `Try: '<path> --help'`."""
    lines = []
    for line in stderr.decode("utf-8", "replace").splitlines(keepends=True):
        for name in (program, os.path.basename(program)):
            if line.startswith(name + ":"):
                line = "<tool>" + line[len(name):]
            line = line.replace(f"'{name} --help'", "'<tool> --help'")
        lines.append(line)
    return lines


def main():
    if len(sys.argv) < 4 or sys.argv[3] != "--":
        sys.exit("usage: same-as-mlir-opt.py NKI_OPT PLUGIN -- ARG...")
    nki_opt, plugin, args = sys.argv[1], sys.argv[2], sys.argv[4:]
    mlir_opt = os.path.join(os.environ.get("LLVM_TOOLS_DIR", "/usr/lib/llvm-22/bin"), "mlir-opt")
    ours = run([nki_opt] + args)
    theirs = run([mlir_opt, f"--load-dialect-plugin={plugin}", f"--load-pass-plugin={plugin}"] + args)
    failures = []
    if ours[0] != theirs[0]:
        failures.append(f"exit code: nki-opt {ours[0]}, mlir-opt {theirs[0]}\n")
    if ours[1] != theirs[1]:
        failures.extend(difflib.unified_diff(
            theirs[1].decode("utf-8", "replace").splitlines(keepends=True),
            ours[1].decode("utf-8", "replace").splitlines(keepends=True),
            "mlir-opt stdout", "nki-opt stdout"))
    ours_err, theirs_err = normalized(ours[2], nki_opt), normalized(theirs[2], mlir_opt)
    if ours_err != theirs_err:
        failures.extend(difflib.unified_diff(theirs_err, ours_err, "mlir-opt stderr", "nki-opt stderr"))
    if failures:
        sys.stderr.write(f"nki-opt and mlir-opt differ on: {' '.join(args)}\n")
        sys.stderr.writelines(failures)
        sys.exit(1)
    sys.stdout.write(ours[1].decode("utf-8", "replace"))


if __name__ == "__main__":
    main()
