#!/usr/bin/env python3
"""Checks klr-allocate-memory on every unallocated KLR fixture of a directory.

usage: klr-alloc-fixtures.py <cbor fixture dir> <scratch dir>

For each `<stem>.klr` that has a bump-allocated twin `<stem>.alloc.klr`:
1. import, `--klr-allocate-memory{report=true}`, export to `<scratch>/<stem>.klr`;
2. translate-nki-ast-to-bir (without allocate=true) provisions the exported
   file, wrapped by `nki-translate --wrap-kernel`, without an error;
3. re-running the pass on the exported file keeps every address and reports
   the same peaks (the addresses survived the round trip and pass the
   verifier);
4. the bump-allocated twin passes the verifier with every address kept, and
   per core our SBUF peak and PSUM banks do not exceed its.
Prints one line per fixture (`ok <stem> ...` or `FAIL <stem>: why`) and
exits non-zero if any failed. Tools are taken from PATH.
"""
import os
import re
import subprocess
import sys

REMARK = re.compile(
    r"remark: kernel '[^']*' core (\d+): SBUF peak (\d+) bytes per partition "
    r"\(no reuse (\d+), saved \d+\); PSUM (\d+) banks \(no reuse (\d+), saved \d+\); "
    r"(\d+) tensors placed, (\d+) kept")


def run(args, stdin=None):
    return subprocess.run(args, input=stdin, capture_output=True)


def allocate(path, out=None):
    """Imports `path`, runs the pass with the report; returns (cores, mlir)."""
    imported = run(["nki-translate", "--import-klr", path])
    if imported.returncode != 0:
        raise RuntimeError(f"import failed: {imported.stderr.decode()}")
    allocated = run(["nki-opt", "--klr-allocate-memory=report=true"], imported.stdout)
    if allocated.returncode != 0:
        raise RuntimeError(f"allocation failed: {allocated.stderr.decode()}")
    cores = {}
    for m in REMARK.finditer(allocated.stderr.decode()):
        cores[int(m.group(1))] = tuple(int(g) for g in m.group(2, 4, 6, 7))
    if not cores:
        raise RuntimeError("no report remark")
    if out is not None:
        exported = run(["nki-translate", "--export-klr", "-", "-o", out], allocated.stdout)
        if exported.returncode != 0:
            raise RuntimeError(f"export failed: {exported.stderr.decode()}")
    return cores


def check(directory, scratch, stem):
    ours_path = os.path.join(scratch, stem + ".klr")
    ours = allocate(os.path.join(directory, stem + ".klr"), ours_path)

    wrapped = run(["nki-translate", "--wrap-kernel", ours_path])
    if wrapped.returncode != 0:
        return f"wrap-kernel failed: {wrapped.stderr.decode()}"
    translated = run(["nki-opt", "--translate-nki-ast-to-bir"], wrapped.stdout)
    errors = translated.stderr.decode()
    if translated.returncode != 0:
        first = errors.splitlines()[0] if errors else f"exit code {translated.returncode}"
        return "the translate pass failed: " + first

    again = allocate(ours_path)
    for core, (sbuf, banks, placed, kept) in ours.items():
        if again.get(core) != (sbuf, banks, 0, placed + kept):
            return f"core {core}: re-allocation changed {ours[core]} to {again.get(core)}"

    bump = allocate(os.path.join(directory, stem + ".alloc.klr"))
    parts = []
    for core, (sbuf, banks, _, _) in sorted(ours.items()):
        if core not in bump or bump[core][2] != 0:
            return f"core {core}: the bump allocation was not kept whole: {bump.get(core)}"
        bump_sbuf, bump_banks = bump[core][0], bump[core][1]
        if sbuf > bump_sbuf or banks > bump_banks:
            return (f"core {core}: peak SBUF {sbuf} / PSUM {banks} banks exceeds the bump "
                    f"allocation's {bump_sbuf} / {bump_banks}")
        parts.append(f"core {core} SBUF {sbuf} <= {bump_sbuf}, PSUM {banks} <= {bump_banks}")
    return "ok " + "; ".join(parts)


def main():
    directory, scratch = sys.argv[1], sys.argv[2]
    os.makedirs(scratch, exist_ok=True)
    stems = sorted(f[:-len(".klr")] for f in os.listdir(directory)
                   if f.endswith(".klr") and not f.endswith(".alloc.klr")
                   and os.path.exists(os.path.join(directory, f[:-len(".klr")] + ".alloc.klr")))
    failed = 0
    for stem in stems:
        try:
            result = check(directory, scratch, stem)
        except RuntimeError as e:
            result = str(e)
        if result.startswith("ok "):
            print(f"ok {stem}: {result[3:]}")
        else:
            failed += 1
            print(f"FAIL {stem}: {result}")
    print(f"{len(stems) - failed} of {len(stems)} fixtures allocated within the bump peak")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
