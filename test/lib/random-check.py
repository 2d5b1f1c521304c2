#!/usr/bin/env python3
"""Checks the outputs of test/Numeric/random.mlir against what the kernel
means (the device's random bits are not modelled, so the check is on the
distributions, not on the values).

Usage: random-check.py DIR

DIR holds nki-run's outputs (u_out.npy, d_out.npy, k_out.npy) and generated
inputs (x.input.npy). u_out must lie in [-1, 2.5) with the uniform
distribution's mean and an even histogram of 10 bins; d_out and k_out must
hold, element by element, either x or 0, keeping 3/4 (drop rate 1/4) and
1/4 (keep rate 1/4) of the elements. Statistical bounds are 5 standard
deviations. Prints one line per output, exit status 1 on a failure.
"""
import os
import sys

import numpy as np

LO, HI = -1.0, 2.5


def uniform(u):
    n = u.size
    if not ((u >= LO) & (u < HI)).all():
        return f"outside [{LO}, {HI}): {u.min()} .. {u.max()}"
    sd_mean = (HI - LO) / np.sqrt(12 * n)
    if abs(u.mean() - (LO + HI) / 2) > 5 * sd_mean:
        return f"mean {u.mean()} is not {(LO + HI) / 2}"
    counts, _ = np.histogram(u, bins=10, range=(LO, HI))
    sd_bin = np.sqrt(n * 0.1 * 0.9)
    if (np.abs(counts - n / 10) > 5 * sd_bin).any():
        return f"uneven histogram {counts.tolist()}"
    return None


def dropout(d, x, kept_rate):
    if not ((d == x) | (d == 0)).all():
        return "an element is neither the source nor 0"
    kept = float(((d == x) & (x != 0)).mean())
    sd = np.sqrt(kept_rate * (1 - kept_rate) / d.size)
    if abs(kept - kept_rate) > 5 * sd:
        return f"keeps {kept:.4f} of the elements, not {kept_rate}"
    return None


def main():
    if len(sys.argv) != 2:
        print(f"usage: {sys.argv[0]} DIR")
        return 2
    load = lambda name: np.load(os.path.join(sys.argv[1], name)).astype(np.float64)
    x = load("x.input.npy")
    checks = [
        ("u_out", uniform(load("u_out.npy")), f"uniform in [{LO:g}, {HI:g})"),
        ("d_out", dropout(load("d_out.npy"), x, 0.75), "dropout keeps 3/4"),
        ("k_out", dropout(load("k_out.npy"), x, 0.25), "dropout keeps 1/4"),
    ]
    status = 0
    for name, failure, what in checks:
        if failure:
            print(f"{name}: FAILED: {failure}")
            status = 1
        else:
            print(f"{name}: {what}")
    return status


if __name__ == "__main__":
    sys.exit(main())
