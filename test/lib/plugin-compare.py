#!/usr/bin/env python3
"""Runs stock mlir-opt with the nki-mlir plugin wherever a lit test runs nki-opt
on its own input, and checks that both tools agree byte for byte.

For every test file under the given directories, each RUN line whose command
is `nki-opt … <file>` (optionally under `not`, optionally piped into FileCheck) is
replayed twice: once with nki-opt, once with

    mlir-opt --load-dialect-plugin=P --load-pass-plugin=P …

where pass flags (`--inline-nki-kernel`, `--klr-allocate-memory=report=true`)
become one `--pass-pipeline='builtin.module(…)'`, since passes a plugin
registers exist only by their pipeline names in mlir-opt. Checked per run:

- the exit status (success or failure) is the same;
- standard output is identical, byte for byte, a failed run included (both
  print the chunks of --split-input-file that passed);
- the diagnostics are the same: every `file:line:col: error|warning|remark|note:
  message` line on standard error, in order (the rendering around them, the
  source excerpts and carets, is the tools' own).

Runs that need what the plugin cannot give (nki-opt's own flags, piped or
redirected input, `cd`) are skipped and counted; the script fails when fewer
than --min runs were compared, so it cannot pass by comparing nothing.
"""
import argparse
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

# nki-opt flags that mean the same in mlir-opt.
SHARED_FLAGS = {
    "--split-input-file",
    "--verify-diagnostics",
    "--mlir-disable-threading",
    "--allow-unregistered-dialect",
    "--mlir-print-debuginfo",
    "--mlir-print-op-generic",
    "--mlir-print-local-scope",
    "--verify-each",
}

DIAGNOSTIC = re.compile(r"^(?P<loc>[^\s].*?):(?P<line>\d+):(?P<col>\d+): (?P<sev>error|warning|remark|note): (?P<msg>.*)$")


def run_lines(path):
    """The RUN lines of a test file, continuations joined."""
    lines = []
    pending = ""
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            m = re.search(r"RUN:(.*)$", line)
            if not m:
                continue
            text = m.group(1).strip()
            if text.endswith("\\"):
                pending += text[:-1] + " "
                continue
            lines.append(pending + text)
            pending = ""
    return lines


def nki_opt_invocation(run, path, tmp):
    """(expect_failure, argv after nki-opt) of a RUN line, or (None, why)."""
    segments = [s.strip() for s in run.split("|")]
    first = segments[0]
    if "&&" in first or ";" in first:
        return None, "compound command"
    if any(s.startswith("nki-opt") or s.startswith("%nki-opt") for s in segments[1:]):
        return None, "piped into nki-opt"
    try:
        words = shlex.split(first)
    except ValueError:
        return None, "unparsable"
    expect_failure = False
    if words and words[0] in ("not", "%not"):
        expect_failure = True
        words = words[1:]
    if not words or words[0] not in ("nki-opt", "%nki-opt"):
        return None, "not an nki-opt run"
    args = []
    rest = iter(words[1:])
    for w in rest:
        w = (w.replace("%inputs", INPUTS).replace("%s", path)
              .replace("%S", os.path.dirname(path)).replace("%t", tmp))
        # Both tools' output and errors are captured and compared instead.
        if re.match(r"^\d?>", w):
            if w in (">", "2>"):
                next(rest, None)
            continue
        if w == "-o":
            next(rest, None)
            continue
        if w.startswith("-o=") or w.startswith("--o="):
            continue
        if w == "<":
            return None, "input redirected"
        args.append(w)
    if not any(os.path.isfile(x) for x in args if not x.startswith("-")):
        return None, "input not a file"
    return expect_failure, args


def to_mlir_opt(args, our_passes):
    """mlir-opt's arguments for nki-opt's, or None when some flag has no
    counterpart."""
    out, passes, pipeline = [], [], None
    for a in args:
        name, _, value = a.partition("=")
        flag = "--" + name.lstrip("-")
        if flag in SHARED_FLAGS:
            out.append(flag if not value else f"{flag}={value}")
        elif flag == "--pass-pipeline":
            pipeline = value
        elif flag[2:] in our_passes:
            passes.append(flag[2:] + (f"{{{value}}}" if value else ""))
        elif a.startswith("-"):
            return None
        else:
            out.append(a)
    if passes and pipeline:
        return None
    if passes:
        pipeline = "builtin.module(" + ",".join(passes) + ")"
    if pipeline:
        out.append("--pass-pipeline=" + pipeline)
    return out


def diagnostics(stderr, verifying):
    """The diagnostic lines of a run: (file, line, col, severity, message).

    Without --verify-diagnostics, mlir-opt 22 still reports each
    `expected-*` annotation of the input as "expected … was not produced"
    (and succeeds); nki-opt does not. Those lines are not compared."""
    found = []
    for line in stderr.splitlines():
        line = re.sub(r"^(nki-opt|mlir-opt): ", "", line)
        m = DIAGNOSTIC.match(line)
        if m and not verifying and re.match(r"expected \S+ .* was not produced$", m.group("msg")):
            continue
        if m:
            found.append((os.path.basename(m.group("loc")), m.group("line"), m.group("col"),
                          m.group("sev"), m.group("msg")))
    return found


def main():
    global INPUTS
    p = argparse.ArgumentParser()
    p.add_argument("--nki-opt", required=True)
    p.add_argument("--mlir-opt", required=True)
    p.add_argument("--plugin", required=True)
    p.add_argument("--inputs", required=True, help="test/Inputs, for %%inputs")
    p.add_argument("--min", type=int, default=1)
    p.add_argument("dirs", nargs="+")
    a = p.parse_args()
    a.nki_opt, a.mlir_opt, a.plugin = (os.path.abspath(x) for x in (a.nki_opt, a.mlir_opt, a.plugin))
    INPUTS = os.path.abspath(a.inputs)
    our_passes = set()
    listing = subprocess.run([a.nki_opt, "--list-passes"], capture_output=True, text=True).stdout
    for line in listing.splitlines():
        m = re.match(r"^\s+(?:--)?([a-z0-9-]+)", line)
        if m:
            our_passes.add(m.group(1))
    plugin = [f"--load-dialect-plugin={a.plugin}", f"--load-pass-plugin={a.plugin}"]
    compared, skipped, failures = 0, {}, []
    files = []
    for d in a.dirs:
        for root, dirs, names in os.walk(d):
            dirs[:] = sorted(x for x in dirs if x != "Inputs")
            files += [os.path.abspath(os.path.join(root, n)) for n in sorted(names) if n.endswith((".mlir", ".test"))]
    for path in files:
        for run in run_lines(path):
            tmp = tempfile.mkdtemp(prefix="plugin-compare-")
            try:
                expect_failure, args = nki_opt_invocation(run, path, tmp)
                if expect_failure is None:
                    skipped[args] = skipped.get(args, 0) + 1
                    continue
                margs = to_mlir_opt(args, our_passes)
                if margs is None:
                    skipped["nki-opt-only flag"] = skipped.get("nki-opt-only flag", 0) + 1
                    continue
                cwd = os.path.dirname(path)
                ours = subprocess.run([a.nki_opt] + args, capture_output=True, cwd=cwd)
                shutil.rmtree(tmp)
                os.makedirs(tmp)
                theirs = subprocess.run([a.mlir_opt] + plugin + margs, capture_output=True, cwd=cwd)
                compared += 1
                where = f"{os.path.relpath(path)}: RUN: {run}"
                problems = []
                if (ours.returncode == 0) != (theirs.returncode == 0):
                    problems.append(f"exit status: nki-opt {ours.returncode}, mlir-opt {theirs.returncode}")
                # A failed run too: both print the chunks that succeeded.
                if ours.stdout != theirs.stdout:
                    problems.append(f"stdout differs ({len(ours.stdout)} bytes from nki-opt, {len(theirs.stdout)} from mlir-opt)")
                verifying = "--verify-diagnostics" in args
                d_ours = diagnostics(ours.stderr.decode(errors="replace"), verifying)
                d_theirs = diagnostics(theirs.stderr.decode(errors="replace"), verifying)
                if d_ours != d_theirs:
                    first = next((i for i, (x, y) in enumerate(zip(d_ours, d_theirs)) if x != y),
                                 min(len(d_ours), len(d_theirs)))
                    problems.append(
                        f"diagnostics differ at #{first}: nki-opt {d_ours[first:first + 1]}, "
                        f"mlir-opt {d_theirs[first:first + 1]} ({len(d_ours)} vs {len(d_theirs)})")
                if problems:
                    failures.append(where + "\n    mlir-opt " + shlex.join(margs) + "\n    " +
                                    "\n    ".join(problems) + "\n    mlir-opt stderr: " +
                                    theirs.stderr.decode(errors="replace")[:600])
            finally:
                shutil.rmtree(tmp, ignore_errors=True)
    return report(compared, "runs", "", skipped, failures, a.min)


def report(compared, unit, detail, skipped, failures, minimum):
    """Prints the summary and the mismatches; the exit status (1 when
    something differs or fewer than `minimum` were compared). Also used by
    bytecode-compare.py."""
    print(f"compared {compared} {unit}{detail}; skipped " +
          (", ".join(f"{n} ({why})" for why, n in sorted(skipped.items())) or "none"))
    for f in failures:
        print("MISMATCH " + f)
    if compared < minimum:
        print(f"error: only {compared} {unit} compared, expected at least {minimum}")
        return 1
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
