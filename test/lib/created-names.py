#!/usr/bin/env python3
"""created-names.py DIR CMD...: runs CMD and prints, one per line, every name
that appeared in directory DIR while it ran (created, linked or renamed into
DIR, as inotify reports them), then exits with CMD's status. A tool that
writes through a named temporary file shows its name here; one that writes
through an unnamed temporary (O_TMPFILE, linked at the commit) shows only
its outputs."""

import ctypes
import os
import struct
import subprocess
import sys

IN_CREATE = 0x100
IN_MOVED_TO = 0x80
IN_NONBLOCK = 0o4000

libc = ctypes.CDLL(None, use_errno=True)
fd = libc.inotify_init1(IN_NONBLOCK)
if fd < 0:
    sys.exit(f"inotify_init1: {os.strerror(ctypes.get_errno())}")
if libc.inotify_add_watch(fd, os.fsencode(sys.argv[1]), IN_CREATE | IN_MOVED_TO) < 0:
    sys.exit(f"inotify_add_watch: {os.strerror(ctypes.get_errno())}")
status = subprocess.run(sys.argv[2:]).returncode
data = b""
while True:
    try:
        chunk = os.read(fd, 65536)
    except BlockingIOError:
        break
    if not chunk:
        break
    data += chunk
names = []
while data:
    _, _, _, length = struct.unpack_from("iIII", data)
    name = data[16:16 + length].rstrip(b"\0").decode(errors="replace")
    names.append(name)
    data = data[16 + length:]
for name in names:
    print(name)
sys.exit(status)
