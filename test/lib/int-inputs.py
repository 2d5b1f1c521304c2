#!/usr/bin/env python3
"""Writes float32 arrays of small pseudo-random integers as .npy files, the
initial contents of the memory locations a test gives nki-run (`--input`).

Usage: int-inputs.py DIR SEED NAME=PxF...

DIR/NAME.npy gets shape [P, F], values uniform in [-4, 4] from NumPy's
generator seeded with SEED and NAME (so a name's values do not depend on the
others). Integers keep every sum of a few hundred products exact in fp32, so
two programs that compute the same sums in another order agree bit for bit
(`npy-compare.py --exact`).
"""
import os
import sys
import zlib

import numpy as np


def main():
    if len(sys.argv) < 4:
        print(f"usage: {sys.argv[0]} DIR SEED NAME=PxF...")
        return 2
    directory, seed = sys.argv[1], int(sys.argv[2])
    os.makedirs(directory, exist_ok=True)
    for item in sys.argv[3:]:
        name, shape = item.split("=")
        rows, cols = (int(x) for x in shape.split("x"))
        rng = np.random.default_rng([seed, zlib.crc32(name.encode())])
        values = rng.integers(-4, 5, size=(rows, cols)).astype(np.float32)
        np.save(os.path.join(directory, name + ".npy"), values)
    return 0


if __name__ == "__main__":
    sys.exit(main())
