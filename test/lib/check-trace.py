#!/usr/bin/env python3
"""Checks that a file is a trace in the Trace Event Format (JSON object form)
as chrome://tracing and ui.perfetto.dev load it, and that it is the timeline
nki-run means to write.

Usage: check-trace.py [--list] TRACE.json [INSTRUCTIONS]

The format (the Trace Event Format document's fields, checked by type):
  - a top-level object whose "traceEvents" is an array of event objects;
    "displayTimeUnit", when present, is "ms" or "ns"; "otherData" an object;
  - every event has "name" (string), "ph" (string), "pid" and "tid"
    (integers);
  - a complete event ("ph": "X") has "ts" and "dur" (numbers, >= 0) and,
    when present, "args" (an object) and "cat" (a string);
  - a metadata event ("ph": "M") is process_name / thread_name (with
    "args": {"name": string}) or process_sort_index / thread_sort_index
    (with "args": {"sort_index": integer}).
What nki-run adds: only X and M events; every thread with an X event is
named; the slices of one thread (one engine or DMA queue) do not overlap;
every slice has its opcode, estimated cycles and ns, and cost source in
"args" (and a number "latency_ns" when it has a latency); "otherData.note" says the timeline is an estimate and names the
model. With INSTRUCTIONS, the trace must hold that many slices.
Prints one line: the slices, the threads and when the last is done, in ns; with
--list first one line per slice in trace order: `slice NAME on THREAD at
START ns for DURATION ns` (THREAD by its thread_name).
"""
import json
import sys

METADATA = {"process_name": "name", "thread_name": "name",
            "process_sort_index": "sort_index", "thread_sort_index": "sort_index"}


def fail(message):
    print(f"check-trace: {message}", file=sys.stderr)
    sys.exit(1)


def is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def is_number(v):
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def check_event(i, e):
    if not isinstance(e, dict):
        fail(f"event {i} is not an object")
    for key, test, what in (("name", lambda v: isinstance(v, str), "a string"),
                            ("ph", lambda v: isinstance(v, str), "a string"),
                            ("pid", is_int, "an integer"), ("tid", is_int, "an integer")):
        if key not in e or not test(e[key]):
            fail(f"event {i}: '{key}' must be {what}: {e}")
    if e["ph"] == "X":
        for key in ("ts", "dur"):
            if not is_number(e.get(key)) or e[key] < 0:
                fail(f"event {i}: '{key}' must be a number >= 0: {e}")
        if "cat" in e and not isinstance(e["cat"], str):
            fail(f"event {i}: 'cat' must be a string")
        args = e.get("args")
        if not isinstance(args, dict):
            fail(f"event {i}: 'args' must be an object")
        for key in ("opcode", "cost"):
            if not isinstance(args.get(key), str):
                fail(f"event {i}: args.{key} must be a string")
        for key in ("estimated_cycles", "estimated_ns"):
            if not is_number(args.get(key)):
                fail(f"event {i}: args.{key} must be a number")
        if "latency_ns" in args and not (is_number(args["latency_ns"]) and args["latency_ns"] >= 0):
            fail(f"event {i}: args.latency_ns must be a number >= 0")
    elif e["ph"] == "M":
        field = METADATA.get(e["name"])
        if field is None:
            fail(f"event {i}: unknown metadata event '{e['name']}'")
        value = e.get("args", {}).get(field)
        if not (isinstance(value, str) if field == "name" else is_int(value)):
            fail(f"event {i}: {e['name']} needs args.{field}")
    else:
        fail(f"event {i}: phase '{e['ph']}' (nki-run writes X and M events only)")


def main(path, instructions=None, listing=False):
    try:
        trace = json.load(open(path))
    except (OSError, ValueError) as e:
        fail(f"{path}: not JSON: {e}")
    if not isinstance(trace, dict) or not isinstance(trace.get("traceEvents"), list):
        fail("the top level must be an object with a 'traceEvents' array")
    if trace.get("displayTimeUnit", "ms") not in ("ms", "ns"):
        fail("'displayTimeUnit' must be 'ms' or 'ns'")
    other = trace.get("otherData", {})
    if not isinstance(other, dict):
        fail("'otherData' must be an object")
    note = other.get("note", "")
    if "estimate" not in note or "cost model" not in note:
        fail(f"otherData.note must say it is an estimate and name the model: {note!r}")
    events = trace["traceEvents"]
    for i, e in enumerate(events):
        check_event(i, e)
    named = {e["tid"] for e in events if e["ph"] == "M" and e["name"] == "thread_name"}
    slices = [e for e in events if e["ph"] == "X"]
    by_thread = {}
    for e in slices:
        if e["tid"] not in named:
            fail(f"thread {e['tid']} has slices but no thread_name")
        by_thread.setdefault(e["tid"], []).append(e)
    for tid, list_ in by_thread.items():
        list_.sort(key=lambda e: e["ts"])
        for a, b in zip(list_, list_[1:]):
            # ts and dur are µs with ns fractions: 1e-6 µs of slack.
            if b["ts"] < a["ts"] + a["dur"] - 1e-6:
                fail(f"thread {tid}: '{b['name']}' starts before '{a['name']}' ends")
    if instructions is not None and len(slices) != int(instructions):
        fail(f"{len(slices)} slices, expected {instructions}")
    if listing:
        names = {e["tid"]: e["args"]["name"] for e in events
                 if e["ph"] == "M" and e["name"] == "thread_name"}
        for e in slices:
            print(f"slice {e['name']} on {names[e['tid']]} at {e['ts'] * 1000:.1f} ns "
                  f"for {e['dur'] * 1000:.1f} ns")
    # A slice with a latency (a DMA's fixed cost) is done that much later.
    end = max((e["ts"] + e["dur"] + e["args"].get("latency_ns", 0) / 1000.0 for e in slices),
              default=0.0) * 1000.0
    print(f"check-trace: {len(slices)} slices on {len(by_thread)} threads, ends at {end:.1f} ns")


if __name__ == "__main__":
    args = sys.argv[1:]
    listing = bool(args) and args[0] == "--list"
    args = args[1:] if listing else args
    if len(args) not in (1, 2):
        fail("usage: check-trace.py [--list] TRACE.json [INSTRUCTIONS]")
    main(*args, listing=listing)
