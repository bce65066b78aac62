"""Code a hostile cell runs to talk to the host's pipes directly, as an attacker would.

A cell owns its kernel process, so it can write frames to the host itself. The cell finds the
kernel's end of the pipes through the protocol object on the stack (``sys._getframe``), and,
should that route ever be closed, by looking for the two pipe ends among its open files: what
the tests check is what the host does with the frames, not how the cell got at the pipes.
"""

from __future__ import annotations

PRELUDE = r"""
import fcntl, json, os, stat, struct, sys, threading

def _pipe_ends(mode):
    ends = []
    for fd in range(3, 256):
        try:
            if not stat.S_ISFIFO(os.fstat(fd).st_mode):
                continue
        except OSError:
            continue
        if fcntl.fcntl(fd, fcntl.F_GETFL) & os.O_ACCMODE == mode:
            ends.append(fd)
    return ends

def kernel_fds():
    frame = sys._getframe()
    while frame is not None:
        owner = frame.f_locals.get("self")
        if type(owner).__name__ == "KernelProcess":
            return owner.rfd, owner.wfd
        frame = frame.f_back
    return _pipe_ends(os.O_RDONLY)[0], _pipe_ends(os.O_WRONLY)[0]

def frame(message):
    body = json.dumps(message).encode()
    return struct.pack(">I", len(body)) + body

def result(cell, output):
    return frame({"type": "result", "cell": cell, "output": output, "error": "",
                  "error_kind": "", "total_chars": len(output), "truncated": False,
                  "seconds": 0.0})

KERNEL_READ, KERNEL_WRITE = kernel_fds()
"""


def cell(body: str) -> str:
    """A cell: the prelude, then ``body``."""
    return PRELUDE + "\n" + body.strip() + "\n"
