#!/usr/bin/env python3
"""Replays nki-opt RUN lines through MLIR bytecode and checks that the result,
converted back to text, is byte for byte what the text run printed.

For every test file under the given directories, each RUN line whose command
is `nki-opt … <file>` (found as test/lib/plugin-compare.py finds them, its
output perhaps piped into nki-opt again, which is left out) is run
on each chunk of its input (the whole file, or each `--split-input-file`
chunk written to a file of its own, its line numbers kept):

    text:      nki-opt ARGS chunk.mlir                     -> stdout T
    bytecode:  nki-opt --emit-bytecode chunk.mlir -o in.mlirbc
               nki-opt ARGS --emit-bytecode in.mlirbc -o out.mlirbc
               nki-opt out.mlirbc [printing flags of ARGS] -> stdout B

and T must equal B. Both bytecode files must start with MLIR's bytecode
magic number (so that a tool writing text under --emit-bytecode fails), and
every step must succeed. Only chunks whose text run succeeds are compared
(the others test diagnostics); `--verify-diagnostics` is dropped so that the
passing chunks of the invalid-IR tests count too. The script fails when
fewer than --min chunks were compared, so it cannot pass by comparing
nothing.
"""
import argparse
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tempfile

MAGIC = b"ML\xefR"
# Flags that change how text is printed: given again when bytecode is
# converted back to text.
PRINTING = ("--mlir-print-debuginfo", "--mlir-print-op-generic", "--mlir-print-local-scope",
            "--allow-unregistered-dialect")


def load_plugin_compare():
    """test/lib/plugin-compare.py, for its RUN-line reader and its report."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "plugin-compare.py")
    spec = importlib.util.spec_from_file_location("plugin_compare", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def split_chunks(text, marker):
    """The chunks of `text` as nki-opt cuts them (src/split.rs): each padded
    with newlines to its original line numbers."""
    chunks, current, line_no = [], "", 0
    for line in text.splitlines(keepends=True):
        line_no += 1
        if line.startswith(marker):
            chunks.append(current)
            current = "\n" * line_no
        else:
            current += line
    chunks.append(current)
    return chunks


def without_reparse(run):
    """A RUN line without the nki-opt runs its output is piped into (the
    round-trip tests' `nki-opt %s | nki-opt`): the first run's output is what
    is compared."""
    segments = run.split("|")
    kept = [s for s in segments[1:] if not s.strip().startswith(("nki-opt", "%nki-opt"))]
    return "|".join(segments[:1] + kept)


def flag_name(arg):
    return "--" + arg.partition("=")[0].lstrip("-")


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--nki-opt", required=True)
    p.add_argument("--inputs", required=True, help="test/Inputs, for %%inputs")
    p.add_argument("--min", type=int, default=1)
    p.add_argument("dirs", nargs="+")
    a = p.parse_args()
    nki_opt = os.path.abspath(a.nki_opt)
    pc = load_plugin_compare()
    pc.INPUTS = os.path.abspath(a.inputs)
    files = []
    for d in a.dirs:
        for root, dirs, names in os.walk(d):
            dirs[:] = sorted(x for x in dirs if x != "Inputs")
            files += [os.path.abspath(os.path.join(root, n)) for n in sorted(names)
                      if n.endswith((".mlir", ".test"))]
    runs, compared, skipped, failing_chunks, failures = 0, 0, {}, 0, []
    for path in files:
        for run in pc.run_lines(path):
            tmp = tempfile.mkdtemp(prefix="bytecode-compare-")
            try:
                expect_failure, args = pc.nki_opt_invocation(without_reparse(run), path, tmp)
                if expect_failure is None:
                    skipped[args] = skipped.get(args, 0) + 1
                    continue
                marker, rest = None, []
                for arg in args:
                    name = flag_name(arg) if arg.startswith("-") else None
                    if name == "--split-input-file":
                        marker = arg.partition("=")[2] or "// -----"
                    elif name != "--verify-diagnostics":
                        rest.append(arg)
                inputs = [x for x in rest if not x.startswith("-") and os.path.isfile(x)]
                if len(inputs) != 1:
                    skipped["not one input file"] = skipped.get("not one input file", 0) + 1
                    continue
                source = inputs[0]
                with open(source, encoding="utf-8") as f:
                    text = f.read()
                chunks = split_chunks(text, marker) if marker else [None]
                runs += 1
                cwd = os.path.dirname(path)
                printing = [x for x in rest if flag_name(x) in PRINTING]
                for index, chunk in enumerate(chunks):
                    chunk_path = source
                    if chunk is not None:
                        chunk_path = os.path.join(tmp, os.path.basename(source))
                        with open(chunk_path, "w", encoding="utf-8") as f:
                            f.write(chunk)
                    argv = [chunk_path if x == source else x for x in rest]
                    ours = subprocess.run([nki_opt] + argv, capture_output=True, cwd=cwd)
                    if ours.returncode != 0:
                        failing_chunks += 1
                        continue
                    problem = through_bytecode(nki_opt, argv, chunk_path, printing, tmp, cwd,
                                               ours.stdout)
                    compared += 1
                    if problem:
                        failures.append(f"{os.path.relpath(path)}: RUN: {run}\n    chunk {index}: "
                                        f"{problem}")
            finally:
                shutil.rmtree(tmp, ignore_errors=True)
    detail = f" of {runs} runs; {failing_chunks} chunks fail as text (not compared)"
    return pc.report(compared, "chunks", detail, skipped, failures, a.min)


def through_bytecode(nki_opt, argv, chunk_path, printing, tmp, cwd, expected):
    """Runs the bytecode path of one chunk; a description of what went wrong,
    or None."""
    allow = [x for x in printing if flag_name(x) == "--allow-unregistered-dialect"]
    bc_in, bc_out = os.path.join(tmp, "in.mlirbc"), os.path.join(tmp, "out.mlirbc")
    steps = [
        ("to bytecode", [nki_opt, "--emit-bytecode", chunk_path, "-o", bc_in] + allow, bc_in),
        ("pipeline on bytecode",
         [nki_opt] + [bc_in if x == chunk_path else x for x in argv] +
         ["--emit-bytecode", "-o", bc_out], bc_out),
        ("back to text", [nki_opt, bc_out] + printing, None),
    ]
    for what, command, written in steps:
        result = subprocess.run(command, capture_output=True, cwd=cwd)
        if result.returncode != 0:
            return f"{what} failed: {result.stderr.decode(errors='replace')[:600]}"
        if written is not None:
            with open(written, "rb") as f:
                if f.read(4) != MAGIC:
                    return f"{what}: {os.path.basename(written)} is not MLIR bytecode"
    if result.stdout != expected:
        diff = next((i for i, (x, y) in enumerate(zip(result.stdout, expected)) if x != y),
                    min(len(result.stdout), len(expected)))
        return (f"text differs at byte {diff} ({len(expected)} bytes from the text run, "
                f"{len(result.stdout)} through bytecode): "
                f"{expected[max(0, diff - 80):diff + 80]!r} vs "
                f"{result.stdout[max(0, diff - 80):diff + 80]!r}")
    return None


if __name__ == "__main__":
    sys.exit(main())
