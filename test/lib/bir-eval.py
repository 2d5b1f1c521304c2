#!/usr/bin/env python3
"""A reference evaluator for the few bir instructions a spilled accumulation
group uses (bir.matmult, bir.tensor_copy, bir.tensor_tensor), on concrete
numbers, so a test can check that two versions of a program compute the same
values.

Usage: bir-eval.py A.mlir B.mlir --location NAME [--location NAME ...]

Both files are run from the same initial memory; the final contents of every
named memory location (all partitions and elements of its `dims`) are compared.
Exit status 0 and `same: …` when they agree, 1 and the first difference
otherwise. Each run's executed-instruction counts are printed for FileCheck.

Model (see docs/legalize-matmul-accumulation-groups.md):
- Input is the printed IR (one op per line, as nki-opt prints it).
- Access patterns follow docs/bir-json-format.md G5: `[[step, num], ...]` in elements, `offset`
  row-major over the whole tensor; element `e` of a location lies in partition
  `e // F`, free element `e % F`, with `F = dims[1] / sizeof(dtype)`.
- PSUM is one physical memory addressed per partition by byte
  `bank * 2048 + addr + free * size` (docs/bir-json-format.md G21), so aliasing
  between PSUM locations is real; every other memory type is per location
  (by name).
- Memory that was never written holds deterministic pseudo-random integers
  (a function of the address), so reading it is visible in the result; all
  values are integers, so sums are exact.
- `start_tensor_calc = true` zeroes the destination elements a matmul writes;
  matmul: out[m, n] (+)= sum_k stationary[k, m] * moving[k, n], where the first
  pair of each pattern is k (inputs) or m (output).
- `bir.loop` bodies run once per value of lb, lb + stride, ... < ub.
Any other instruction is an error, so the evaluator never silently skips one.
"""
import argparse
import re
import sys
import zlib

BANK_BYTES = 2048
SIZES = {"float32": 4, "int32": 4, "uint32": 4, "bfloat16": 2, "float16": 2,
         "int16": 2, "uint16": 2, "int8": 1, "uint8": 1, "float32r": 4}


class EvalError(Exception):
    pass


def bracket(text, start):
    """The text of the balanced [...] starting at text[start]."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] in "[<":
            depth += 1
        elif text[i] in "]>":
            depth -= 1
            if depth == 0:
                return text[start:i + 1]
    raise EvalError("unbalanced brackets")


def arg_list(attrs, key):
    m = re.search(r"\b" + key + r" = \[", attrs)
    if not m:
        return []
    body = bracket(attrs, m.end() - 1)
    aps = []
    for ap in re.finditer(r"#bir\.physical_ap<ap = (\[\[.*?\]\]), dtype = (\w+), offset = (-?\d+)>", body):
        pairs = [tuple(int(x) for x in p.split(",")) for p in re.findall(r"\[(-?\d+, -?\d+)\]", ap.group(1))]
        aps.append((pairs, ap.group(2), int(ap.group(3))))
    if "#bir." in body.replace("#bir.physical_ap", "") :
        raise EvalError(f"{key}: only physical_ap arguments are supported")
    return aps


def parse(path):
    locations = {}
    root = []
    stack = [root]
    for raw in open(path):
        line = raw.strip()
        if not line or line.startswith("//"):
            continue
        m = re.match(r'(%[\w.]+) = bir\.memory_location "([^"]*)" in %[\w.]+ \{(.*)\} : !bir\.memory_location', line)
        if m:
            attrs = m.group(3)

            def num(key, default=0):
                k = re.search(r"\b" + key + r" = (-?\d+)", attrs)
                return int(k.group(1)) if k else default
            dims = [int(x) for x in re.search(r"dims = array<i64: ([\d, ]+)>", attrs).group(1).split(",")]
            mtype = re.search(r"memory_type = #bir\.memory_type<(\w+)>", attrs).group(1)
            locations[m.group(1)] = dict(name=m.group(2), type=mtype, bank=num("bank"), addr=num("addr"),
                                         base=num("base"), dims=dims)
            continue
        m = re.match(r'bir\.loop "[^"]*" lb (-?\d+) ub (-?\d+) stride (-?\d+)', line)
        if m:
            node = ("loop", int(m.group(1)), int(m.group(2)), int(m.group(3)), [])
            stack[-1].append(node)
            stack.append(node[4])
            continue
        if re.match(r"(bir\.block|bir\.func|module)\b", line) and line.endswith("{"):
            stack.append(stack[-1])
            continue
        if line == "}":
            stack.pop()
            continue
        m = re.match(r'bir\.(\w+) "([^"]*)" engine \w+(?: ins\(([^)]*)\))?(?: outs\(([^)]*)\))?(?: \{(.*)\})?$', line)
        if m:
            split = lambda s: [x.strip() for x in s.split(",")] if s else []
            stack[-1].append(("inst", m.group(1), m.group(2), split(m.group(3)), split(m.group(4)), m.group(5) or ""))
            continue
        if line.startswith("%") and "bir.allocation" in line:
            continue
        raise EvalError(f"{path}: cannot read line: {line}")
    return locations, root


class Machine:
    def __init__(self, locations):
        self.locations = locations
        self.memory = {}
        self.counts = {}

    def key(self, loc, partition, free, size):
        if loc["type"] == "PSUM":
            return ("PSUM", loc["base"] + partition, loc["bank"] * BANK_BYTES + loc["addr"] + free * size)
        return (loc["name"], partition, free)

    def read(self, key):
        if key not in self.memory:
            self.memory[key] = zlib.crc32(repr(key).encode()) % 9 - 4
        return self.memory[key]

    def elements(self, operand, ap):
        """Keys of an access pattern: (outer index, inner flat index) → key."""
        loc = self.locations[operand]
        pairs, dtype, offset = ap
        size = SIZES[dtype]
        per_partition = loc["dims"][1] // size
        outer_step, outer_num = pairs[0]
        inner = [0]
        for step, num in pairs[1:]:
            inner = [i + j * step for i in inner for j in range(num)]
        grid = []
        for o in range(outer_num):
            row = []
            for i in inner:
                e = offset + o * outer_step + i
                p, f = divmod(e, per_partition)
                if p >= loc["dims"][0] or f < 0:
                    raise EvalError(f"access outside '{loc['name']}'")
                row.append(self.key(loc, p, f, size))
            grid.append(row)
        return grid

    def run(self, nodes):
        for node in nodes:
            if node[0] == "loop":
                for _ in range(node[1], node[2], max(node[3], 1)):
                    self.run(node[4])
                continue
            _, opcode, name, ins, outs, attrs = node
            self.counts[opcode] = self.counts.get(opcode, 0) + 1
            in_aps = arg_list(attrs, "ins_args")
            out_aps = arg_list(attrs, "outs_args")
            if opcode == "matmult":
                st = self.elements(ins[0], in_aps[0])
                mv = self.elements(ins[1], in_aps[1])
                out = self.elements(outs[0], out_aps[0])
                start = "start_tensor_calc = true" in attrs
                results = {}
                for m, row in enumerate(out):
                    for n, key in enumerate(row):
                        acc = 0 if start else self.read(key)
                        for k in range(len(st)):
                            acc += self.read(st[k][m]) * self.read(mv[k][n])
                        results[key] = acc
                self.memory.update(results)
            elif opcode in ("tensor_copy", "tensor_tensor"):
                srcs = [sum(self.elements(o, a), []) for o, a in zip(ins, in_aps)]
                dst = sum(self.elements(outs[0], out_aps[0]), [])
                if any(len(s) != len(dst) for s in srcs):
                    raise EvalError(f"'{name}': element counts differ")
                if opcode == "tensor_copy":
                    values = [self.read(k) for k in srcs[0]]
                else:
                    op = re.search(r"op = #bir\.alu_op<(\w+)>", attrs).group(1)
                    fn = {"add": lambda a, b: a + b, "subtract": lambda a, b: a - b,
                          "mult": lambda a, b: a * b}.get(op)
                    if fn is None:
                        raise EvalError(f"'{name}': alu op {op} is not supported")
                    values = [fn(self.read(a), self.read(b)) for a, b in zip(srcs[0], srcs[1])]
                for k, v in zip(dst, values):
                    self.memory[k] = v
            else:
                raise EvalError(f"'{name}': bir.{opcode} is not supported by the evaluator")

    def dump(self, name):
        for loc in self.locations.values():
            if loc["name"] == name:
                break
        else:
            raise EvalError(f"no memory location '{name}'")
        size = 4
        return [self.read(self.key(loc, p, f, size))
                for p in range(loc["dims"][0]) for f in range(loc["dims"][1] // size)]


def evaluate(path, names):
    locations, program = parse(path)
    machine = Machine(locations)
    machine.run(program)
    return machine, {n: machine.dump(n) for n in names}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("a")
    parser.add_argument("b")
    parser.add_argument("--location", action="append", required=True)
    args = parser.parse_args()
    try:
        ma, a = evaluate(args.a, args.location)
        mb, b = evaluate(args.b, args.location)
    except EvalError as e:
        print(f"error: {e}")
        return 2
    for label, m in (("a", ma), ("b", mb)):
        print(f"{label}: " + ", ".join(f"{k} {v}" for k, v in sorted(m.counts.items())))
    for name in args.location:
        for i, (x, y) in enumerate(zip(a[name], b[name])):
            if x != y:
                print(f"differ: '{name}' element {i}: {x} vs {y}")
                return 1
        print(f"same: '{name}', {len(a[name])} values, checksum {sum(a[name])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
