"""The host's guarded pipe I/O against the plain blocking framing, in the same process.

    .venv/bin/python bench/host_io.py [--rounds 5] [--small 3000] [--large 40]

An echo thread on the far end of two pipes reads each frame and writes it back (blocking, as
the kernel does). The host side sends and receives either with the plain blocking
``write_message`` / ``read_message`` (the baseline: the host before issue 10) or with what the
host uses now: ``write_within`` (non-blocking, with a deadline) and ``FrameReader`` (a frame
cap checked before reading, a deadline per frame, poll). Prints the round trip per message
for a small message (a status call) and a 1 MB one (a page of text), and the ratio. Nothing
is asserted.
"""

from __future__ import annotations

import argparse
import fcntl
import os
import platform
import statistics
import threading
import time

from diligence_tui.harness import kernel_protocol as kp


def echo(read_fd: int, write_fd: int) -> None:
    while True:
        message = kp.read_message(read_fd)
        if message is None or message.get("type") == "stop":
            return
        kp.write_message(write_fd, message)


class Pair:
    def __init__(self) -> None:
        self.host_read, far_write = os.pipe()
        far_read, self.host_write = os.pipe()
        self.thread = threading.Thread(target=echo, args=(far_read, far_write), daemon=True)
        self.thread.start()
        self.wake_r, self.wake_w = os.pipe()
        self.reader = kp.FrameReader(self.host_read, self.wake_r)
        self.nonblocking = False

    def set_nonblocking(self, on: bool) -> None:
        flags = fcntl.fcntl(self.host_write, fcntl.F_GETFL)
        flags = flags | os.O_NONBLOCK if on else flags & ~os.O_NONBLOCK
        fcntl.fcntl(self.host_write, fcntl.F_SETFL, flags)

    def plain(self, message: dict, n: int) -> float:
        self.set_nonblocking(False)
        start = time.perf_counter()
        for _ in range(n):
            kp.write_message(self.host_write, message)
            kp.read_message(self.host_read)
        return (time.perf_counter() - start) / n

    def guarded(self, message: dict, n: int) -> float:
        self.set_nonblocking(True)
        start = time.perf_counter()
        for _ in range(n):
            data = kp.encode(message)
            kp.write_within(self.host_write, data, time.monotonic() + 20.0)
            got = 0
            while not got:
                got = len(self.reader.read_batch() or [])
        return (time.perf_counter() - start) / n


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--small", type=int, default=3000)
    parser.add_argument("--large", type=int, default=40)
    args = parser.parse_args()
    pair = Pair()
    small = {"type": "rpc_result", "id": 1, "ok": True, "result": {"turn": 1}}
    large = {"type": "rpc_result", "id": 2, "ok": True, "result": "x" * 1_000_000}
    print(f"machine: {platform.machine()}, {platform.python_version()}, {time.strftime('%F')}")
    print(f"medians of {args.rounds} interleaved rounds")
    for name, message, n in (
        ("small message", small, args.small),
        ("1 MB message", large, args.large),
    ):
        plain, guarded = [], []
        for _ in range(args.rounds):
            plain.append(pair.plain(message, n))
            guarded.append(pair.guarded(message, n))
        p, g = statistics.median(plain), statistics.median(guarded)
        print(
            f"{name:<16} plain {p * 1e6:9.1f} us   guarded {g * 1e6:9.1f} us   "
            f"guarded/plain {g / p:.2f}x"
        )
    pair.set_nonblocking(False)
    kp.write_message(pair.host_write, {"type": "stop"})


if __name__ == "__main__":
    main()
