# Wraps the contents of the first `bir.block` of a bir module (MLIR text,
# as nki-opt or nki-translate print it) in N nested bir.loops, each holding
# one block: test/bad-inputs/writer-limits.test.
import sys

text, n = open(sys.argv[1]).read().splitlines(), int(sys.argv[2])
first = next(i for i, line in enumerate(text) if line.lstrip().startswith('bir.block "'))
indent = text[first][: len(text[first]) - len(text[first].lstrip())]
end = next(i for i in range(first + 1, len(text)) if text[i] == indent + "}")
opening = [f'bir.loop "nest{i}" lb 0 ub 1 stride 1 {{ bir.block "nest{i}_b" {{' for i in range(n)]
print("\n".join(text[: first + 1] + opening + text[first + 1 : end] + ["} }"] * n + text[end:]))
