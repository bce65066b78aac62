"""The kernel process's stderr, bounded: a pipe the host drains on a thread, keeping the
first :data:`HEAD` and the last :data:`TAIL` bytes and counting what it leaves out between.

A cell's own prints are captured inside the kernel; what reaches this pipe is what bypasses
that (the interpreter's crash report, a C library's warnings, or a cell writing to fd 2 on
purpose, without end). A file here would grow as long as the cell runs; the pipe costs at
most ``HEAD + 2 * TAIL`` bytes of memory, and its tail (what a crash left) is what the error
messages quote.
"""

from __future__ import annotations

import contextlib
import os
import threading

HEAD = 1 << 20  # the first bytes (start-up errors, bwrap's own words)
TAIL = 1 << 20  # the last bytes (what the kernel wrote before it died)
CHUNK = 1 << 16
DRAIN_WAIT = 1.0  # seconds read() waits for what is still in the pipe (a failed start)


class KernelStderr:
    def __init__(self, head: int = HEAD, tail: int = TAIL) -> None:
        self.head_limit, self.tail_limit = head, tail
        self._read_fd, self._write_fd = os.pipe()
        self._head = bytearray()
        self._tail = bytearray()
        self._lock = threading.Lock()
        self.total = 0  # bytes the kernel wrote
        self._thread = threading.Thread(target=self._drain, name="kernel-stderr", daemon=True)
        self._thread.start()

    def fileno(self) -> int:
        """The pipe's write end, for ``subprocess.Popen(stderr=...)``."""
        return self._write_fd

    def spawned(self) -> None:
        """The kernel holds its own copy of the write end now: close ours, so the pipe ends
        when the kernel does."""
        if self._write_fd >= 0:
            os.close(self._write_fd)
            self._write_fd = -1

    def _drain(self) -> None:
        while True:
            try:
                chunk = os.read(self._read_fd, CHUNK)
            except OSError:
                return
            if not chunk:
                return
            with self._lock:
                self.total += len(chunk)
                room = self.head_limit - len(self._head)
                if room > 0:
                    self._head += chunk[:room]
                    chunk = chunk[room:]
                self._tail += chunk
                if len(self._tail) > 2 * self.tail_limit:  # trim now and then, not per chunk
                    del self._tail[: len(self._tail) - self.tail_limit]

    @property
    def kept(self) -> int:
        with self._lock:
            return len(self._head) + min(len(self._tail), self.tail_limit)

    @property
    def dropped(self) -> int:
        return self.total - self.kept

    def text(self) -> str:
        """What is kept, with a note where bytes were left out."""
        with self._lock:
            tail = bytes(self._tail[-self.tail_limit :]) if self._tail else b""
            head = bytes(self._head)
            dropped = self.total - len(head) - len(tail)
        note = f"\n[... {dropped} bytes of the kernel's stderr left out ...]\n" if dropped else ""
        return head.decode("utf-8", "replace") + note + tail.decode("utf-8", "replace")

    def tail_text(self, chars: int = 2000) -> str:
        return self.text()[-chars:].strip()

    # what isolation reads when bubblewrap fails before the kernel starts
    def seek(self, offset: int) -> None:
        self._thread.join(DRAIN_WAIT)

    def read(self) -> bytes:
        return self.text().encode("utf-8")

    def close(self) -> None:
        self.spawned()
        self._thread.join(DRAIN_WAIT)
        with contextlib.suppress(OSError):
            os.close(self._read_fd)
