#!/usr/bin/env python3
"""Loads a memory map in headless Chromium and checks what a person would see.

Usage: browser-check.py MAP.html MODULE.json SCREENSHOT.png

MODULE.json is the mapped module as BIR JSON (nki-translate --export-bir-json).
Checks: the rendered DOM (chromium --dump-dom) holds a rectangle for every
SBUF/PSUM memory location that has a place (allocated, or inside a scratchpad
buffer); the screenshot is a PNG that is not blank (its pixels vary).
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


def main(map_path, module_path, screenshot):
    url = "file://" + map_path
    dom = subprocess.run(CHROMIUM + ["--dump-dom", url], capture_output=True, text=True, timeout=120).stdout
    drawn = set(re.findall(r'<rect class="t"[^>]*data-name="([^"]*)"', dom))
    wanted = expected_names(json.load(open(module_path)))
    missing = sorted(wanted - drawn)
    if not wanted:
        fail("the module has no placed SBUF/PSUM tensor to look for")
    if missing:
        fail(f"not drawn: {', '.join(missing)}")
    subprocess.run(CHROMIUM + ["--window-size=1100,1500", f"--screenshot={screenshot}", url],
                   capture_output=True, timeout=120, check=True)
    distinct, not_white = png_pixels_vary(screenshot)
    if distinct < 16 or not_white < 0.02:
        fail(f"the screenshot looks blank ({distinct} distinct byte values, {not_white:.1%} not white)")
    print(f"browser-check: {len(wanted)} tensors drawn; screenshot {distinct} distinct byte values, {not_white:.0%} not white")


if __name__ == "__main__":
    main(*sys.argv[1:])
