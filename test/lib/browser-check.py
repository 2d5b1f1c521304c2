#!/usr/bin/env python3
"""Loads a memory map in headless Chromium and checks what a person would see.

Usage: browser-check.py MAP.html MODULE.json SCREENSHOT.png [TRACE.json]

MODULE.json is the mapped module as BIR JSON (nki-translate --export-bir-json).
Checks: the rendered DOM (chromium --dump-dom) holds a rectangle for every
SBUF/PSUM memory location that has a place (allocated, or inside a scratchpad
buffer); the screenshot is a PNG that is not blank (its pixels vary). With TRACE.json
(nki-run --timeline of the same module), the page's timeline picture must
draw one rectangle per executed instruction of the trace, by name.
"""
import json
import re
import subprocess
import sys
import zlib

CHROMIUM = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars"]


def fail(message):
    print(f"browser-check: {message}", file=sys.stderr)
    sys.exit(1)


def expected_names(module):
    names = set()
    for function in module["functions"]:
        for allocation in function["allocations"]:
            in_scratchpad = allocation["name"].endswith(("sb_scratchpad_set", "psum_scratchpad_set"))
            for location in allocation["memorylocations"]:
                if location["type"] not in ("SB", "PSUM"):
                    continue
                if location["allocated"] or in_scratchpad:
                    names.add(location["name"])
    return names


def png_pixels_vary(path):
    data = open(path, "rb").read()
    if not data.startswith(b"\x89PNG\r\n\x1a\n"):
        fail(f"{path} is not a PNG")
    pos, idat = 8, b""
    while pos < len(data):
        length = int.from_bytes(data[pos:pos + 4], "big")
        kind = data[pos + 4:pos + 8]
        if kind == b"IDAT":
            idat += data[pos + 8:pos + 8 + length]
        pos += 12 + length
    raw = zlib.decompress(idat)
    distinct = len(set(raw))
    not_white = sum(1 for b in raw if b != 0xFF) / max(len(raw), 1)
    return distinct, not_white


def check_timeline(dom, trace_path):
    """Every slice of the trace drawn once in the page's timeline picture."""
    import collections
    trace = json.load(open(trace_path))
    wanted = collections.Counter(e["name"] for e in trace["traceEvents"] if e["ph"] == "X")
    drawn = collections.Counter(re.findall(r'<rect class="slice"[^>]*data-name="([^"]*)"', dom))
    if not wanted:
        fail("the trace has no slice to look for")
    if drawn != wanted:
        missing = sorted((wanted - drawn).elements())
        extra = sorted((drawn - wanted).elements())
        fail(f"the timeline picture differs from the trace: missing {missing}, extra {extra}")
    if "an estimate from the nki-timeline cost model" not in dom:
        fail("the timeline picture does not say it is an estimate")
    return sum(wanted.values())


def main(map_path, module_path, screenshot, trace_path=None):
    url = "file://" + map_path
    dom = subprocess.run(CHROMIUM + ["--dump-dom", url], capture_output=True, text=True, timeout=120).stdout
    drawn = set(re.findall(r'<rect class="t"[^>]*data-name="([^"]*)"', dom))
    wanted = expected_names(json.load(open(module_path)))
    missing = sorted(wanted - drawn)
    if not wanted:
        fail("the module has no placed SBUF/PSUM tensor to look for")
    if missing:
        fail(f"not drawn: {', '.join(missing)}")
    slices = check_timeline(dom, trace_path) if trace_path else None
    height = 1700 if trace_path else 1500
    subprocess.run(CHROMIUM + [f"--window-size=1100,{height}", f"--screenshot={screenshot}", url],
                   capture_output=True, timeout=120, check=True)
    distinct, not_white = png_pixels_vary(screenshot)
    if distinct < 16 or not_white < 0.02:
        fail(f"the screenshot looks blank ({distinct} distinct byte values, {not_white:.1%} not white)")
    timeline = f"; {slices} timeline slices drawn" if slices is not None else ""
    print(f"browser-check: {len(wanted)} tensors drawn{timeline}; screenshot {distinct} distinct byte values, {not_white:.0%} not white")


if __name__ == "__main__":
    main(*sys.argv[1:])
