#!/usr/bin/env python3
"""Checks what `nki-run --random-inputs SEED --output-dir DIR` computed for a
kernel against an independent NumPy reference of what the NKI kernel means.

Usage: nki-run-check.py DIR KERNEL

DIR holds the run's generated inputs (`NAME.input.npy`, the values as stored,
i.e. already rounded to the tensor's dtype) and its outputs (`NAME.npy`).
KERNEL names a reference below, each written from the kernel's NKI source
(quoted in the lit test that uses it and in test/Inputs/klr/README.md), never
from our codegen. References are computed in float64.

An output element passes when |got - ref| <= rtol * |ref| + atol, where atol
is rtol * max|ref| (rounding relative to the tensor's largest magnitude, for
sums that cancel) unless a reference gives its own. Elements a kernel does not write must still hold the
interpreter's never-written pattern (bytes 0x7f: 3.3961514e38 as float32).
Prints one line per output, exit status 1 on the first mismatch.
"""
import os
import sys

import numpy as np

UNWRITTEN = np.frombuffer(b"\x7f\x7f\x7f\x7f", dtype=np.float32)[0]

# Tolerances (rtol) per output dtype of the computation (docs/nki-run.md).
FP32, BF16, FP16 = 1e-5, 1e-2, 1e-3
# Pure data movement (copies, transposes, selects, iota): bit-exact.
EXACT = 0.0


def tile(shape, region, value):
    """An output of `shape` holding `value` in `region`, unwritten elsewhere."""
    out = np.full(shape, np.nan)
    out[region] = value
    return out


def exp(i):
    return {"out_tensor": (np.exp(i["in_tensor"]), FP32)}


def softmax(x):
    e = np.exp(x - x.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


def ops(i):
    """test/Numeric/ops.mlir."""
    t, w = i["x"], i["w"]
    p, j = np.meshgrid(np.arange(128), np.arange(128), indexing="ij")
    return {
        "tsb": (2 * t + 1, BF16),
        "sm": (np.exp(t - t.max(axis=1, keepdims=True)), FP32),
        "io": (3 + 128 * p + j, EXACT, EXACT),
        "msk": (np.where(p - j >= 0, t, -9984.0), EXACT, EXACT),
        "wt": (w.T, EXACT, EXACT),
        # |1 / (2t + 1)| >= 1/3 but unbounded: elementwise tolerance only.
        "rc": (1 / (2 * t + 1), FP32, FP32 / 3),
        "cs": (np.cumsum(t, axis=1), FP32),
        "rl": (np.where(t > 0, t, 0.0), EXACT, EXACT),
        "th": (np.tanh(0.5 * t + 0.25), FP32),
        "ers": (np.exp(t).sum(axis=1, keepdims=True), FP32),
        "tsr": ((3 * t).sum(axis=1, keepdims=True), FP32),
    }


def sequence_bounds(ids):
    """nki.isa.sequence_bounds on one row: [start, end) of each element's
    segment (a segment is a run of equal ids), padding (id 0) [n, -1]."""
    seq = ids.reshape(-1)
    n = len(seq)
    starts, ends = np.zeros(n), np.zeros(n)
    for i in range(n):
        starts[i] = n if seq[i] == 0 else (starts[i - 1] if i > 0 and seq[i] == seq[i - 1] else i)
    for i in range(n - 1, -1, -1):
        ends[i] = -1 if seq[i] == 0 else (ends[i + 1] if i < n - 1 and seq[i] == seq[i + 1] else i + 1)
    return np.vstack((starts, ends)).reshape(1, 2, n)


def nonzero_with_count(src, offset, pad, before):
    """nki.isa.nonzero_with_count: in partitions 0, 16, ... the positions of
    the nonzero elements plus `offset`, `pad` up to the row's length, then
    their count; the other partitions keep what they held (`before`)."""
    rows, n = src.shape
    out = np.full((rows, n + 1), before, dtype=np.float64)
    for p in range(0, rows, 16):
        found = np.flatnonzero(src[p]) + offset
        out[p, :n] = pad
        out[p, :len(found)] = found
        out[p, n] = len(found)
    return out


def bf16(v):
    """Values rounded to bfloat16 as the hardware stores them (nearest, ties
    to even), from their float32 bits."""
    b = np.asarray(v, dtype=np.float32).view(np.uint32).astype(np.uint64)
    r = (((b + 0x7FFF + ((b >> 16) & 1)) >> 16) << 16).astype(np.uint32)
    return r.view(np.float32).astype(np.float64)


def families(i):
    """test/Numeric/families.mlir. The engines compute in fp32 one operation
    at a time, so the range bounds (fp32 100 l + 100) are rounded as they
    are before the bit-exact comparison with the column index."""
    t, u, l, h = i["x"], i["y"], i["lo"], i["hi"]
    f32 = np.float32
    b0 = (l.astype(f32) * f32(100) + f32(100)).astype(np.float64)
    b1 = (h.astype(f32) * f32(100) + f32(150)).astype(np.float64)
    col = np.arange(t.shape[1])
    rsel = np.where((col >= b0) & (col < b1), t, -1.0)
    return {
        "d_sub": (t - u, FP32),
        "d_mul_bf16": (t * u, BF16),
        "d_max": (np.maximum(t, u), EXACT, EXACT),
        # |t / u| is unbounded: elementwise tolerance only.
        "d_div": (t / u, FP32, 0.0),
        "d_gt": ((t > u).astype(np.float64), EXACT, EXACT),
        "d_act": (1 / (1 + np.exp(-(2 * t + l))), FP32),
        "c_bf16": (bf16(t), EXACT, EXACT),
        "c_f16": (t.astype(np.float16), EXACT, EXACT),
        "c_i32": (np.rint(t.astype(f32) * f32(100)), EXACT, EXACT),
        "rsel": (rsel, EXACT, EXACT),
        "rmax": (rsel.max(axis=1, keepdims=True), EXACT, EXACT),
    }


def more_families(i):
    """test/Numeric/more-families.mlir."""
    t, u = i["x"], i["y"]
    order = np.argsort(-t, axis=1, kind="stable")[:, :8]
    top = np.take_along_axis(t, order, axis=1)
    repl = t.copy()
    np.put_along_axis(repl, order, -5.0, axis=1)
    return {
        "stt": (3 * t + u, FP32),
        "prd": (t.max(axis=0, keepdims=True), EXACT, EXACT),
        "cum": (np.cumsum(2 * t, axis=1), FP32),
        "top8": (top, EXACT, EXACT),
        "idx8": (order, EXACT, EXACT),
        "repl": (repl, EXACT, EXACT),
        "cpred": (np.maximum(t, u), EXACT, EXACT),
    }


def shuffle(i):
    """test/Numeric/shuffle.mlir: partitions moved within quadrants of 32."""
    x, out = i["x"], i["y"].copy()
    mask = [255 if k % 5 == 0 else 31 - k for k in range(32)]
    for p in range(x.shape[0]):
        m = mask[p % 32]
        if m != 255:
            out[p] = x[p - p % 32 + m]
    return {"out": (out, EXACT, EXACT)}


def stream_shuffle(src, dst, mask):
    """nki.isa.nc_stream_shuffle (NKI's documented semantics): the
    partitions go in quadrants of 32, as many as the larger of the two tiles
    needs; output partition q + k of quadrant q copies source partition
    q + mask[k], and mask[k] = 255 leaves it as it was. Source and
    destination need the same elements per partition, not the same
    partitions."""
    out = dst.copy()
    active = -(-max(src.shape[0], dst.shape[0]) // 32) * 32
    for q in range(0, active, 32):
        for k, m in enumerate(mask):
            if m != 255 and q + k < dst.shape[0]:
                out[q + k] = src[q + m]
    return out


def shuffle_broadcast(i):
    """test/Numeric/shuffle-broadcast.mlir: one partition to 32."""
    mask = [255 if k == 7 else 0 for k in range(32)]
    return {"out": (stream_shuffle(i["x"], i["y"], mask), EXACT, EXACT)}


# nl.fp32.min, the fill value NKI's selects use.
FP32_MIN = float(np.finfo(np.float32).min)


def select_reverse(i):
    """test/Numeric/select-reduce-reverse.mlir: nki.isa.select_reduce with
    reverse_pred, `where(not pred, on_true, on_false)` (NKI's test checks
    the logical negation)."""
    flipped = i["pred"] == 0
    return {
        "out_imm": (np.where(flipped, i["x"], FP32_MIN), EXACT, EXACT),
        "out_vec": (np.where(flipped, i["x"], i["v"]), EXACT, EXACT),
    }


def select_max(i):
    """test/Numeric/select-reduce-max.mlir: select_reduce with reset_reduce
    and reduce_op max: the accumulator reset to -inf, then each row's
    maximum of the selected values."""
    result = np.where(i["pred"] != 0, i["x"], i["f"])
    rmax = np.maximum(-np.inf, result.max(axis=1, keepdims=True))
    return {"result": (result, EXACT, EXACT), "rmax": (rmax, EXACT, EXACT)}


def cumulative(src, imm0, reg):
    """nki.isa.tensor_scalar_cumulative with op0 = op1 = add, per NKI's
    pseudocode: `reg = (src[i] + imm0) + reg; out[i] = reg` along each
    row from the register's start value `reg` (one per partition); returns
    the output and the register after the instruction."""
    out = np.cumsum(src + imm0, axis=1) + reg
    return out, out[:, -1:]


def cumulative_chain(i):
    """test/Numeric/cumulative-chain.mlir: two chains, each continued with
    reduce_cmd=reduce from the register the first call left."""
    x, rows = i["x"], (i["x"].shape[0], 1)
    _, reg = cumulative(x, 0.0, np.zeros(rows))          # reset_reduce: 0 for add
    out_reset, _ = cumulative(x, 0.0, reg)               # reduce
    _, reg = cumulative(x, 0.0, np.full(rows, 1.0))      # load_reduce: imm1
    out_load, _ = cumulative(x, 0.0, reg)                # reduce
    return {"out_reset": (out_reset, FP32), "out_load": (out_load, FP32)}


def range_chain(i):
    """test/Numeric/range-select-chain.mlir: NKI's chaining example. Each
    call selects `range_start + column` in [0, 350), the register keeps the
    running maximum (reset to the identity of max; NKI's test starts its
    golden from 0, the same for these data), the source gains 1 (in fp32, as
    the engine adds) before each continuation."""
    t = i["x"].astype(np.float32)
    reg = np.full((t.shape[0], 1), -np.inf)
    for k, start in enumerate((32, 160, 288)):
        if k:
            t = t + np.float32(1)
        index = start + np.arange(t.shape[1])
        selected = np.where((index >= 0) & (index < 350), t.astype(np.float64), FP32_MIN)
        reg = np.maximum(reg, selected.max(axis=1, keepdims=True))
    return {"result": (selected, EXACT, EXACT), "rmax": (reg, EXACT, EXACT)}


def activation_chain(i):
    """test/Numeric/activation-chain.mlir: nki.isa.activation's reduce_regs
    (NKI's pseudocode): reset_reduce leaves each row's sum of exp(x) in the
    registers, reduce adds the row's sum of exp(y) and reads them out."""
    ex, ey = np.exp(i["x"]), np.exp(i["y"])
    regs = ex.sum(axis=1, keepdims=True)
    regs = regs + ey.sum(axis=1, keepdims=True)
    return {"ey": (ey, FP32), "sums": (regs, FP32)}


def fp8(i):
    """test/Numeric/fp8.mlir: fp8 tensors in (read as the format's values)
    and out (rounded to nearest even as the hardware rounds; ml_dtypes'
    casts from float32 give the references, within each format's finite
    range)."""
    import ml_dtypes

    def cast(v, dtype):
        return v.astype(np.float32).astype(dtype).astype(np.float64)

    x, f32 = i["x"].astype(np.float32), np.float32
    return {
        "ya": (cast(i["a"], ml_dtypes.float8_e4m3) * 3, FP32),
        "yb": (cast(i["b"], ml_dtypes.float8_e5m2) * 3, FP32),
        "yc": (cast(i["c"], ml_dtypes.float8_e4m3fn) * 3, FP32),
        "qa": (cast(x * f32(200), ml_dtypes.float8_e4m3), EXACT, EXACT),
        "qb": (cast(x * f32(1000), ml_dtypes.float8_e5m2), EXACT, EXACT),
        "qc": (cast(x * f32(400), ml_dtypes.float8_e4m3fn), EXACT, EXACT),
        "qs": (cast(x * f32(0.02), ml_dtypes.float8_e4m3), EXACT, EXACT),
    }


def batch_norm(i):
    """test/Numeric/batch-norm.mlir: bn_stats, then bn_aggr."""
    x = i["x"].astype(np.float64)
    groups = []
    for g in (x[:, 0::2], x[:, 1::2]):
        mean = g.mean(axis=1)
        groups += [np.full(len(g), g.shape[1]), mean, ((g - mean[:, None]) ** 2).sum(axis=1)]
    stats = np.stack(groups, axis=1)
    mv = np.stack([x.mean(axis=1), x.var(axis=1)], axis=1)
    return {"stats": (stats, FP32), "mv": (mv, FP32)}


def rearrange(i):
    """test/Numeric/rearrange.mlir: gather, 4-d DMA transpose, one-rank
    all-reduce and broadcast, local gather."""
    x, v = i["x"], i["v"].reshape(2, 3, 4, 5)
    ix = i["ix"].astype(np.int64)
    return {
        "g": (np.take_along_axis(x, ix, axis=1), EXACT, EXACT),
        "vt": (v.transpose(0, 2, 3, 1), EXACT, EXACT),
        "ar": (x, EXACT, EXACT),
        "bc": (x, EXACT, EXACT),
        "lg": (local_gather(i["lx"], i["li"].astype(np.int64), 2, 40), EXACT, EXACT),
    }


def payloads(i):
    """test/Inputs/klr/profiles/payloads.mlir: tensor_scalar_reduce (3x and
    its row sums), a copy through private HBM, a 4-d DMA transpose."""
    x, v = i["x"], i["v"].reshape(2, 3, 4, 5)
    return {
        "ys": (3 * x, FP32),
        "rs": ((3 * x).sum(axis=1, keepdims=True), FP32),
        "vt": (v.transpose(0, 2, 3, 1), EXACT, EXACT),
    }


def local_gather(src, index, per_index, valid):
    """nki.isa.local_gather (the NKI documentation's NumPy semantics, with
    element-offset indices): each core of 16 partitions reads its index
    partitions column by column, keeps the first `valid`, and every one of
    its partitions takes `per_index` elements at each index of its own row."""
    rows = src.shape[0]
    out = np.zeros((rows, valid * per_index))
    for first in range(0, rows, 16):
        core = slice(first, min(first + 16, rows))
        idx = index[core].flatten(order="F")[:valid]
        for t, i in enumerate(idx):
            out[core, t * per_index:(t + 1) * per_index] = src[core, i:i + per_index]
    return out


REFERENCES = {
    # getting_started.py nki_tensor_add_kernel: c = a + b.
    "tensor_add": lambda i: {"c_output": (i["a_input"] + i["b_input"], FP32)},
    # tensor_addition.py nki_tensor_add_kernel_ with program ids (1, 1): the
    # tile [128:256, 512:1024] of a + b; the rest of c is not written.
    "tensor_add_tile": lambda i: {"c_output": (tile(
        (256, 1024), np.s_[128:256, 512:1024],
        (i["a_input"] + i["b_input"])[128:256, 512:1024]), FP32)},
    # index.py tensor_split_kernel_: even and odd columns.
    "tensor_split": lambda i: {
        "out_tensor_even": (i["in_tensor"][:, 0::2], EXACT, EXACT),
        "out_tensor_odd": (i["in_tensor"][:, 1::2], EXACT, EXACT)},
    # layout.py tensor_exp_kernel_1 / _2, prof.py tensor_exp_kernel_: exp.
    "tensor_exp": exp,
    # matmul.py nki_matmul_basic_ and nki_matmul_tiled_:
    # nl.matmul(lhsT_tile, rhs_tile, transpose_x=True) = lhsT.T @ rhs.
    "matmul_lhsT": lambda i: {"result": (i["lhsT"].T @ i["rhs"], FP32)},
    # mm.py matmul_128x128x512_spmd_nisa with program ids (2, 1):
    # result[256:384, 512:1024] = A_T[:, 256:384].T @ B[:, 512:1024].
    "mm_spmd_nisa": lambda i: {"result": (tile(
        (512, 1024), np.s_[256:384, 512:1024],
        i["A_T"][:, 256:384].T @ i["B"][:, 512:1024]), FP32)},
    # mm.py matmul_128x128x512_nl with program ids (3, 1):
    # result[384:512, 512:1024] = A[384:512, :] @ B[:, 512:1024].
    "mm_nl": lambda i: {"result": (tile(
        (512, 1024), np.s_[384:512, 512:1024],
        i["A"][384:512, :] @ i["B"][:, 512:1024]), FP32)},
    # test/Inputs/bir/tensor_add.bir.json, output_parameter.bir.json (BIR
    # JSON kernels, Mechanism B): c = a + b.
    "abc_add": lambda i: {"c": (i["a"] + i["b"], FP32)},
    # test/Numeric/three-calls.mlir: exp, add, exp with the formals swapped.
    # out_tensor's generated input is overwritten by the first call.
    "three_calls": lambda i: {
        "out_tensor": (np.exp(i["in_tensor"]), FP32),
        "in_tensor": (np.exp(np.exp(i["in_tensor"])), FP32),
        "z": (i["x"] + i["y"], FP32)},
    # test/Kernels/output-parameter.mlir: out = exp(x).
    "exp_out_param": lambda i: {"out": (np.exp(i["x"]), FP32)},
    # test/Kernels/several-outputs.mlir: row sum and row max of a bf16 tile
    # into fp32 outputs (the reductions write fp32).
    "row_stats": lambda i: {
        "out_sum": (i["x"].sum(axis=1), FP32),
        "out_max": (i["x"].max(axis=1), FP32)},
    # test/Kernels/row-softmax.mlir.
    "row_softmax": lambda i: {"out": (softmax(i["x"]), FP32)},
    # test/Kernels/transpose-to-sbuf.mlir: three transposes, bit-exact (data
    # movement through the tensor engine's identity matmul).
    "transposes": lambda i: {
        "y32": (i["x32"].T, EXACT, EXACT), "y16": (i["x16"].T, EXACT, EXACT),
        "yh": (i["xh"].T, EXACT, EXACT)},
    # test/Numeric/ops.mlir: one output per engine instruction.
    "ops": ops,
    "families": families,
    "more_families": more_families,
    "shuffle": shuffle,
    "shuffle_broadcast": shuffle_broadcast,
    "select_reverse": select_reverse,
    "select_max": select_max,
    "cumulative_chain": cumulative_chain,
    "range_chain": range_chain,
    "fp8": fp8,
    "activation_chain": activation_chain,
    "rearrange": rearrange,
    "payloads": payloads,
    # test/Numeric/more-ops.mlir.
    "more_ops": lambda i: {
        "e": (np.exp(i["x"] - 0.5), FP32),
        "a2": (np.tanh(2 * i["x"] + 1), FP32),
        "reg": (np.full((32, 4), i["ix"][0, 0] + 7), EXACT, EXACT),
        "rank": (np.zeros((32, 4)), EXACT, EXACT),
        "ag": (i["x"], EXACT, EXACT),
        "rs": (i["x"], EXACT, EXACT),
        "a2a": (i["x"], EXACT, EXACT),
        "perm": (i["x"], EXACT, EXACT),
        "gs": (i["seed"], EXACT, EXACT),
        "gu": (i["seed"], EXACT, EXACT)},
    # test/Numeric/branch-loop.mlir: three accumulations, then a copy.
    "branch_loop": lambda i: {
        "acc": (i["acc"] + 3 * i["x"], FP32),
        "out": (i["x"], EXACT, EXACT)},
    # test/Numeric/dma-compute.mlir: acc += x; total = 2x + y.
    "dma_compute": lambda i: {
        "acc": (i["acc"] + i["x"], FP32),
        "total": (2 * i["x"] + i["y"], FP32)},
    "nonzero": lambda i: {
        "out": (nonzero_with_count(i["x"], 5, -1, 9), EXACT, EXACT),
        "out2": (nonzero_with_count(i["y"], 0, 7, 9), EXACT, EXACT)},
    "batch_norm": batch_norm,
    "sequence_bounds": lambda i: {"out": (sequence_bounds(i["ids"]), EXACT)},
    # test/Numeric/legalize-spill.mlir: an accumulation group zeroed by one
    # matmul and accumulated by another in each of 3 loop iterations.
    "spill_matmul": lambda i: {
        "result": (i["lhsT0"].T @ i["rhs0"] + 3 * (i["lhsT1"].T @ i["rhs1"]), FP32),
        "result_bf16": (i["lhsT0"].T @ i["rhs0"] + 3 * (i["lhsT1"].T @ i["rhs1"]), BF16)},
    # test/Kernels/physical-views.mlir: t = x; e = exp(t); u = exp(e);
    # t[:, 256:] = 0; out = u + t.
    "physical_views": lambda i: {"out": (np.exp(np.exp(i["x"])) + np.concatenate(
        [i["x"][:, :256], np.zeros_like(i["x"][:, 256:])], axis=1), FP32)},
}


def main():
    if len(sys.argv) != 3 or sys.argv[2] not in REFERENCES:
        print(f"usage: {sys.argv[0]} DIR KERNEL (one of {', '.join(REFERENCES)})")
        return 2
    directory, kernel = sys.argv[1], sys.argv[2]
    inputs = {}
    for f in sorted(os.listdir(directory)):
        if f.endswith(".input.npy"):
            inputs[f[:-len(".input.npy")]] = np.load(os.path.join(directory, f)).astype(np.float64)
    expected = REFERENCES[kernel](inputs)
    status = 0
    for name, spec in expected.items():
        ref, rtol = spec[0], spec[1]
        got = np.load(os.path.join(directory, name + ".npy")).astype(np.float64)
        ref = np.asarray(ref, dtype=np.float64).reshape(got.shape)
        unwritten = np.isnan(ref)
        if (got[unwritten] != np.float64(UNWRITTEN)).any():
            print(f"{kernel}: {name}: an element the kernel does not write was written")
            return 1
        g, r = got[~unwritten], ref[~unwritten]
        atol = spec[2] if len(spec) > 2 else rtol * (np.abs(r).max() if r.size else 0.0)
        bound = rtol * np.abs(r) + atol
        err = np.abs(g - r)
        if not (err <= bound).all():
            idx = np.flatnonzero(~(err <= bound))[0]
            print(f"{kernel}: {name}: MISMATCH at written element {idx}: got {g.flat[idx]!r}, "
                  f"want {r.flat[idx]!r} (rtol {rtol}); {int((~(err <= bound)).sum())} of {r.size} differ")
            status = 1
            continue
        worst = float((err / np.maximum(bound, 1e-300)).max()) if r.size else 0.0
        print(f"{kernel}: {name}: matches ({r.size} elements written, "
              f"{int(unwritten.sum())} untouched; rtol {rtol}, atol {atol:.3g}, worst {worst:.2f} of the tolerance)")
    return status


if __name__ == "__main__":
    sys.exit(main())
