#!/usr/bin/env python3
"""Compares the outputs of two nki-run runs of one kernel.

Usage: npy-compare.py DIR1 DIR2 NAME...

For each NAME, DIR1/NAME.npy and DIR2/NAME.npy must have the same shape and
agree within the tolerance of the output's dtype of computation (relative to
the largest magnitude of DIR1's values; docs/nki-run.md): 1e-5 for an fp32
output, 1e-2 for NAME ending in `_bf16`, 1e-3 for NAME ending in `_fp16`.
Prints one line per output ("same within" or "DIFFERENT"), exit status 1
when one differs.
"""
import os
import sys

import numpy as np


def tolerance(name):
    if name.endswith("_bf16"):
        return 1e-2
    if name.endswith("_fp16"):
        return 1e-3
    return 1e-5


def main():
    if len(sys.argv) < 4:
        print(f"usage: {sys.argv[0]} DIR1 DIR2 NAME...")
        return 2
    first, second, names = sys.argv[1], sys.argv[2], sys.argv[3:]
    status = 0
    for name in names:
        a = np.load(os.path.join(first, name + ".npy")).astype(np.float64)
        b = np.load(os.path.join(second, name + ".npy")).astype(np.float64)
        rtol = tolerance(name)
        if a.shape != b.shape:
            print(f"{name}: DIFFERENT shapes {a.shape} and {b.shape}")
            status = 1
            continue
        scale = np.abs(a).max() if a.size else 0.0
        err = np.abs(a - b)
        bad = ~(err <= rtol * (np.abs(a) + scale))
        if bad.any():
            i = np.flatnonzero(bad)[0]
            print(f"{name}: DIFFERENT at element {i}: {a.flat[i]!r} and {b.flat[i]!r}; "
                  f"{int(bad.sum())} of {a.size} differ")
            status = 1
        else:
            worst = float(err.max() / scale) if scale else 0.0
            print(f"{name}: same within {rtol} ({a.size} elements, largest difference "
                  f"{worst:.3g} of the largest magnitude)")
    return status


if __name__ == "__main__":
    sys.exit(main())
