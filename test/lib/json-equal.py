#!/usr/bin/env python3
"""json-equal A B: exit 0 when the two files hold equal JSON values (key order
free, numbers compared by value as in the JSON data model), else print the
first difference and exit 1."""
import json
import sys


def diff(a, b, path="$"):
    if isinstance(a, dict) and isinstance(b, dict):
        for k in sorted(set(a) | set(b)):
            if k not in a or k not in b:
                return f"{path}.{k}: present in only one file"
            d = diff(a[k], b[k], f"{path}.{k}")
            if d:
                return d
        return None
    if isinstance(a, list) and isinstance(b, list):
        if len(a) != len(b):
            return f"{path}: {len(a)} vs {len(b)} elements"
        for i, (x, y) in enumerate(zip(a, b)):
            d = diff(x, y, f"{path}[{i}]")
            if d:
                return d
        return None
    if isinstance(a, bool) or isinstance(b, bool):
        return None if a is b else f"{path}: {a!r} vs {b!r}"
    return None if a == b else f"{path}: {a!r} vs {b!r}"


with open(sys.argv[1]) as fa, open(sys.argv[2]) as fb:
    d = diff(json.load(fa), json.load(fb))
if d:
    print(d)
    sys.exit(1)
