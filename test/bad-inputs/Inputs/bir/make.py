#!/usr/bin/env python3
"""Writes the crafted BIR JSON files of the bad-input corpus (run from this
directory). Each is a small document broken in one way; ../../README.md says
what each one tests."""
import copy
import json

LOC = {"Skind": "memory_location", "name": "a", "type": "Input", "addr": 0,
       "dims": [128, 4], "bank": 0, "base": 0, "allocated": False, "pinned": False}
ALLOC = {"Skind": "memory_location_set", "name": "a_set", "kind": "Input",
         "tensor_class": "Tensor", "tensor_shape": [128, 1], "file": "",
         "no_spill": False, "volatile": False, "virtual": False,
         "tensorId2MemLocSize": 1, "memorylocations": [LOC]}
ARG = {"kind": "physical_ap", "ap": [[1, 128], [1, 1]], "dtype": "float32",
       "offset": 0, "memsetref": "a_set", "memref": "a"}
INST = {"opcode": "TensorTensor", "name": "add", "engine": "DVE", "op": "add",
        "ins": [ARG, ARG], "outs": [ARG]}
DOC = {"arch": "gen3", "version": 2, "attributes": {},
       "functions": [{"name": "k", "attributes": [], "allocations": [ALLOC],
                      "blocks": [{"name": "b", "instructions": [INST]}]}]}


def doc(edit, indent=1):
    d = copy.deepcopy(DOC)
    edit(d)
    return json.dumps(d, indent=indent) + "\n"


def inst(d):
    return d["functions"][0]["blocks"][0]["instructions"][0]


def setitem(get, key, value):
    def edit(d):
        get(d)[key] = value
    return edit


def delitem(get, key):
    def edit(d):
        del get(d)[key]
    return edit


def loop(depth):
    """A block item: `depth` loops nested inside each other."""
    item = copy.deepcopy(INST)
    for _ in range(depth):
        item = {"opcode": "Loop", "LoopAxis": {"name": "i", "lb": 0, "ub": 1, "stride": 1},
                "blocks": [{"name": "l", "instructions": [item]}]}
    return item


VALID = json.dumps(DOC) + "\n"
FILES = {
    # Syntax.
    "empty.json": "",
    "bom.json": "\ufeff" + VALID,
    "trailing_text.json": VALID + "x\n",
    "nan_literal.json": VALID.replace('"version": 2', '"version": NaN'),
    "lone_surrogate.json": VALID.replace('"gen3"', '"\\ud800"'),
    "control_character.json": VALID.replace('"gen3"', '"ge\x01n3"'),
    "truncated.json": VALID[: len(VALID) // 2],
    "nesting_too_deep.json": VALID[:-2] + ', "x": ' + "[" * 200 + "]" * 200 + "}\n",
    "invalid_utf8.json": None,  # written below as bytes
    # Schema.
    "top_level_array.json": "[" + VALID.strip() + "]\n",
    "version_negative.json": doc(setitem(lambda d: d, "version", -1)),
    "version_beyond_u64.json": VALID.replace('"version": 2', '"version": 18446744073709551616'),
    "version_float.json": VALID.replace('"version": 2', '"version": 2.5'),
    "functions_object.json": doc(setitem(lambda d: d, "functions", {})),
    "addr_string.json": doc(setitem(lambda d: d["functions"][0]["allocations"][0]["memorylocations"][0], "addr", "0")),
    "memory_type_unknown.json": doc(setitem(lambda d: d["functions"][0]["allocations"][0]["memorylocations"][0], "type", "HBM")),
    "block_in_block.json": doc(lambda d: d["functions"][0]["blocks"][0]["instructions"].append({"name": "inner", "instructions": []})),
    "loop_without_axis.json": doc(lambda d: d["functions"][0]["blocks"][0]["instructions"].append({"opcode": "Loop", "blocks": []})),
    "item_without_opcode.json": doc(delitem(inst, "opcode")),
    "instruction_missing_member.json": doc(delitem(inst, "op")),
    "argument_kind_unknown.json": doc(lambda d: inst(d)["ins"].append({"kind": "virtual_ap"})),
    "argument_missing_memref.json": doc(lambda d: inst(d)["ins"][0].pop("memref")),
    "ap_not_integers.json": doc(lambda d: inst(d)["ins"][0].__setitem__("ap", [[1.5, 128]])),
    "imm_value_string.json": doc(lambda d: inst(d)["ins"].append({"kind": "imm_value", "dtype": "float32", "value": "one"})),
    "tuple_wrong_length.json": doc(lambda d: d["functions"][0]["blocks"][0]["instructions"].__setitem__(0, {
        "opcode": "NKIKLIRKernel", "name": "call", "engine": "Unassigned", "ins": [], "outs": [],
        "kernel_format": "bir", "klir_binary": "k.json", "func_args": {}, "func_outs": {},
        "sb_buf_shape": [0, 0, 0], "psum_buf_shape": [0, 0, 0]})),
    "loops_nest_too_deep.json": doc(lambda d: d["functions"][0]["blocks"][0]["instructions"].__setitem__(0, loop(40)), indent=None),
}

for name, text in FILES.items():
    if text is not None:
        with open(name, "w", encoding="utf-8") as f:
            f.write(text)
with open("invalid_utf8.json", "wb") as f:
    f.write(VALID.replace('"gen3"', '"gen\u00e9"').encode("latin-1"))
