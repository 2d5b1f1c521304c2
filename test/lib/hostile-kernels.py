#!/usr/bin/env python3
"""hostile-kernels.py BASE.bir.json DIR: writes variants of a tensor-add BIR
JSON kernel (Load a, Load b, TensorTensor, Save c) that once crashed, hung
or silently misbehaved in nki-run (docs/reliability.md, round 3), one file
per case, named after it."""

import copy
import json
import sys
from pathlib import Path

base = json.loads(Path(sys.argv[1]).read_text())
out = Path(sys.argv[2])
out.mkdir(parents=True, exist_ok=True)


def function(doc):
    return doc["functions"][0]


def instructions(doc):
    return function(doc)["blocks"][0]["instructions"]


def location(doc, name):
    for alloc in function(doc)["allocations"]:
        for loc in alloc["memorylocations"]:
            if loc["name"] == name:
                return alloc, loc
    raise KeyError(name)


def variant(name, edit):
    doc = copy.deepcopy(base)
    edit(doc)
    (out / f"{name}.json").write_text(json.dumps(doc, indent=1))


def first_load(doc):
    return instructions(doc)[0]


def wrap(doc):
    # [[2^62, 5], [1, 1]]: 2^62 * 4 wraps to 0 in 64 bits.
    load = first_load(doc)
    load["ins"][0]["ap"] = [[2**62, 5], [1, 1]]
    load["outs"][0]["ap"] = [[512, 5], [1, 1]]


def no_op(doc):
    # 2^32 * 2^32 elements: the product wraps to 0.
    load = first_load(doc)
    load["ins"][0]["ap"] = [[0, 2**32], [0, 2**32]]
    load["outs"][0]["ap"] = [[0, 2**32], [0, 2**32]]


def negative_count(doc):
    first_load(doc)["ins"][0]["ap"] = [[512, -1], [1, 512]]


def huge_offset(doc):
    first_load(doc)["ins"][0]["offset"] = 2**63 - 1


def step0_huge(doc):
    # 2^32 elements, all on one element of the source and of the destination.
    load = first_load(doc)
    load["ins"][0]["ap"] = [[0, 128], [0, 2**25]]
    load["outs"][0]["ap"] = [[0, 128], [0, 2**25]]


def huge_dram(doc):
    location(doc, "a")[1]["dims"] = [128, 2**40]


def huge_shape(doc):
    location(doc, "a")[0]["tensor_shape"] = [2**31, 2**31]


def cycle(doc):
    # A branch back to the block of the first Load (65,536 elements): it
    # never ends.
    insts = instructions(doc)
    insts.insert(2, {"engine": "SP", "ins": [], "name": "again", "opcode":
                     "UnconditionalBranch", "outs": [], "target": function(doc)["blocks"][0]["name"]})


def loop(doc, lb, ub, stride, body):
    return {"LoopAxis": {"lb": lb, "name": "i", "stride": stride, "ub": ub},
            "opcode": "Loop", "blocks": [{"instructions": body, "name": "body"}]}


def overflowing_loop(doc):
    # lb 0, ub 2^64 - 1, stride 2^63: 0, 2^63, then past 2^64 - 1 (wrapped to
    # 0, it looped for ever). The body is the first Load: two iterations.
    insts = instructions(doc)
    insts[0] = loop(doc, 0, 2**64 - 1, 2**63, [insts[0]])


def stride0(doc):
    insts = instructions(doc)
    insts[0] = loop(doc, 0, 4, 0, [insts[0]])


def empty_loop(doc):
    # 2^64 - 1 iterations of nothing.
    instructions(doc).insert(0, loop(doc, 0, 2**64 - 1, 1, []))


for name, edit in [("ap-wrap", wrap), ("ap-no-op", no_op), ("negative-count", negative_count),
                   ("huge-offset", huge_offset), ("step0-huge", step0_huge),
                   ("huge-dram", huge_dram), ("huge-shape", huge_shape), ("cycle", cycle),
                   ("overflowing-loop", overflowing_loop), ("stride0", stride0),
                   ("empty-loop", empty_loop)]:
    variant(name, edit)
