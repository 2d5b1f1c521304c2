#!/usr/bin/env python3
"""Compares the outputs of two nki-run runs of one kernel.

Usage: npy-compare.py [--exact] DIR1 DIR2 NAME...

For each NAME, DIR1/NAME.npy and DIR2/NAME.npy must have the same shape and
agree within the tolerance of the output's dtype of computation (relative to
the largest magnitude of DIR1's values; docs/nki-run.md): 1e-5 for an fp32
output, 1e-2 for NAME ending in `_bf16`, 1e-3 for NAME ending in `_fp16`.
With --exact they must hold the same values element for element (NaN equal
to NaN): for runs on integer values, whose sums are exact in any order. So
that two runs cannot agree by both computing nothing, an exact match also
counts the elements that hold nki-run's never-written pattern (bytes 0x7f as
float32 or bfloat16, about 3.4e38) and those that are not finite.
Prints one line per output ("same within", "same exactly" or "DIFFERENT"),
exit status 1 when one differs.
"""
import os
import sys

import numpy as np

# nki-run's never-written memory read as float32 and as bfloat16.
UNWRITTEN = (float(np.frombuffer(b"\x7f\x7f\x7f\x7f", dtype=np.float32)[0]),
             float(np.frombuffer(b"\x00\x00\x7f\x7f", dtype=np.float32)[0]))


def tolerance(name):
    if name.endswith("_bf16"):
        return 1e-2
    if name.endswith("_fp16"):
        return 1e-3
    return 1e-5


def compare(name, a, b, exact):
    """The line for one output and whether the two agree."""
    if a.shape != b.shape:
        return f"{name}: DIFFERENT shapes {a.shape} and {b.shape}", False
    rtol = tolerance(name)
    scale = np.abs(a).max() if a.size else 0.0
    with np.errstate(invalid="ignore"):
        err = np.abs(a - b)
    if exact:
        bad = ~((a == b) | (np.isnan(a) & np.isnan(b)))
    else:
        bad = ~(err <= rtol * (np.abs(a) + scale))
    if bad.any():
        i = np.flatnonzero(bad)[0]
        return (f"{name}: DIFFERENT at element {i}: {a.flat[i]!r} and {b.flat[i]!r}; "
                f"{int(bad.sum())} of {a.size} differ"), False
    if exact:
        unwritten = int(np.isin(a, UNWRITTEN).sum())
        infinite = int((~np.isfinite(a)).sum())
        return (f"{name}: same exactly ({a.size} elements, {unwritten} never written, "
                f"{infinite} not finite)"), True
    worst = float(err.max() / scale) if scale else 0.0
    return (f"{name}: same within {rtol} ({a.size} elements, largest difference "
            f"{worst:.3g} of the largest magnitude)"), True


def main():
    args = sys.argv[1:]
    exact = bool(args) and args[0] == "--exact"
    if exact:
        args = args[1:]
    if len(args) < 3:
        print(f"usage: {sys.argv[0]} [--exact] DIR1 DIR2 NAME...")
        return 2
    first, second, names = args[0], args[1], args[2:]
    status = 0
    for name in names:
        a = np.load(os.path.join(first, name + ".npy")).astype(np.float64)
        b = np.load(os.path.join(second, name + ".npy")).astype(np.float64)
        line, same = compare(name, a, b, exact)
        print(line)
        if not same:
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
