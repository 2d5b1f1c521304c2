#!/usr/bin/env python3
"""Checks one kernel's run through inline-nki-kernel on the exported BIR JSON.

Usage: check-inlined.py BEFORE.json AFTER.json
BEFORE is the caller after translate-nki-ast-to-bir (IT55 calls and their NKI
functions), AFTER the same module after inline-nki-kernel. Checks the
post-conditions of issue 6: one function is left; no IT55 (or IT56) remains;
every access pattern names a memory location of the function; every location
of a scratchpad allocation lies inside its buffer (per partition); each
kernel's instructions appear at its call in their original order.
"""
import json
import sys


def instructions(blocks):
    """Every instruction of a block list, loops entered, in program order."""
    for block in blocks:
        for inst in block.get("instructions", []):
            if inst.get("opcode") == "Loop":
                yield from instructions(inst.get("blocks", []))
            else:
                yield inst


def fail(message):
    print(f"check-inlined: {message}", file=sys.stderr)
    sys.exit(1)


def main(before_path, after_path):
    before = json.load(open(before_path))
    after = json.load(open(after_path))
    if len(after["functions"]) != 1:
        fail(f"{len(after['functions'])} functions left, expected 1")
    function = after["functions"][0]
    program = list(instructions(function["blocks"]))
    for inst in program:
        if inst["opcode"] in ("NKIKernel", "NKIKLIRKernel"):
            fail(f"{inst['opcode']} '{inst['name']}' is left")

    locations = {}
    for allocation in function["allocations"]:
        for location in allocation["memorylocations"]:
            locations[location["name"]] = (allocation["name"], location)
    for inst in program:
        for arg in inst.get("ins", []) + inst.get("outs", []):
            if arg.get("kind") == "physical_ap" and arg["memref"] not in locations:
                fail(f"'{inst['name']}' refers to '{arg['memref']}', not a memory location of the function")

    for allocation in function["allocations"]:
        name = allocation["name"]
        if not name.endswith(("sb_scratchpad_set", "psum_scratchpad_set")):
            continue
        buffer_name = name[: -len("_set")]
        members = allocation["memorylocations"]
        buffer = next((m for m in members if m["name"] == buffer_name), None)
        if buffer is None:
            fail(f"'{name}' holds no buffer '{buffer_name}'")
        partitions, size = buffer["dims"][0], buffer["dims"][1]
        for m in members:
            if m["addr"] + m["dims"][1] > size or m["base"] + m["dims"][0] > partitions:
                fail(f"'{m['name']}' lies outside '{buffer_name}' ({size} bytes x {partitions} partitions)")

    callees = {f["name"]: f for f in before["functions"]}
    names = [inst["name"] for inst in program]
    calls = [inst for inst in instructions(before["functions"][0]["blocks"]) if inst["opcode"] == "NKIKernel"]
    if not calls:
        fail("no NKIKernel call before inlining")
    for call in calls:
        expected = [inst["name"] for inst in instructions(callees[call["func"]]["blocks"])]
        prefix = call["name"] + "/"
        inlined = [n[len(prefix):] for n in names if n.startswith(prefix)]
        if inlined != expected:
            fail(f"the body of '{call['name']}' is {inlined}, expected {expected}")
        print(f"{call['name']}: {len(inlined)} instructions inlined in order")


if __name__ == "__main__":
    main(*sys.argv[1:])
