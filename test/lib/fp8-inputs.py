#!/usr/bin/env python3
"""Writes the inputs of test/Numeric/fp8.mlir as a user with ml_dtypes would:
DIR/NAME.fp8.npy, the fp8 tensors a (float8_e4m3), b (float8_e5m2) and
c (float8_e4m3fn) saved by NumPy from ml_dtypes arrays (one-byte dtypes:
'<V1' or '<f1'), and DIR/NAME.input.npy, the same values as float32 (and
the float32 input x) for nki-run-check.py.

Usage: fp8-inputs.py DIR SEED
"""
import os
import sys

import ml_dtypes
import numpy as np


def main():
    directory, seed = sys.argv[1], int(sys.argv[2])
    os.makedirs(directory, exist_ok=True)
    rng = np.random.default_rng(seed)
    shape = (128, 64)
    # Normal values of a few binades, within each format's finite range.
    for name, dtype, bound in (("a", ml_dtypes.float8_e4m3, 200.0),
                               ("b", ml_dtypes.float8_e5m2, 50000.0),
                               ("c", ml_dtypes.float8_e4m3fn, 400.0)):
        v = np.clip(rng.standard_normal(shape) * 8.0, -bound, bound).astype(np.float32)
        fp8 = v.astype(dtype)
        np.save(os.path.join(directory, name + ".fp8.npy"), fp8)
        np.save(os.path.join(directory, name + ".input.npy"), fp8.astype(np.float32))
    x = rng.uniform(-1.0, 1.0, shape).astype(np.float32)
    np.save(os.path.join(directory, "x.input.npy"), x)
    return 0


if __name__ == "__main__":
    sys.exit(main())
