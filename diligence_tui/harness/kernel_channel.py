"""The host's end of the pipes to one kernel process: it trusts nothing the kernel sends.

Any cell may be written by an attacker (the seller writes the dataroom, the dataroom steers
the model), and a cell owns its kernel process: it can reach the kernel's protocol object
and write to the host's pipe itself, from the cell or from a thread left running. So the
host judges every message against its own record of what it asked for:

* a frame longer than ``MAX_KERNEL_FRAME`` is refused before it is read, and a frame once
  begun must be complete within ``FRAME_SECONDS`` (:class:`kernel_protocol.FrameReader`);
* exactly one ``result`` per cell, for the cell the host sent and only while it runs; a
  result for another cell or a second one (forged by a thread of an earlier cell) is a
  violation; likewise a ``var`` nobody asked for, a second ``ready``, an unknown type, more
  than ``MAX_RPC_WAITING`` requests at once;
* writes to the kernel never block: each has a deadline, and a kernel that stops reading
  (a wedged reader, a full pipe) is a violation, not a hung ``diligence run``.

A violation kills the process at once (``kill``); the kernel's owner sees ``broken`` (why, in
plain words) when the message queue ends, and restarts it.
"""

from __future__ import annotations

import fcntl
import os
import queue
import threading
import time
from collections.abc import Callable
from typing import Any

from diligence_tui.harness import kernel_protocol

MAX_RPC_WAITING = 256  # service requests received and not yet answered
MAX_RPC_BYTES = 64 * 1024 * 1024  # ... and the bytes they hold (the host's memory)
WRITE_SECONDS = 20.0  # a write to the kernel must finish within this (plus 1 s per MB)
_BYTES_PER_SECOND = 1 << 20


class Channel:
    """Reader thread, deadline writes and the host's own record of the conversation."""

    def __init__(
        self,
        read_fd: int,
        write_fd: int,
        *,
        serve: Callable[[dict[str, Any], bool], None],
        kill: Callable[[], None],
        write_seconds: float = WRITE_SECONDS,
        frame_seconds: float = kernel_protocol.FRAME_SECONDS,
    ) -> None:
        self.messages: queue.Queue[dict[str, Any] | None] = queue.Queue()
        self.write_fd = write_fd
        self.write_lock = threading.Lock()
        self.write_seconds = write_seconds
        self._serve = serve
        self._kill = kill
        flags = fcntl.fcntl(write_fd, fcntl.F_GETFL)
        fcntl.fcntl(write_fd, fcntl.F_SETFL, flags | os.O_NONBLOCK)
        self._wake_r, self._wake_w = os.pipe()
        self._frames = kernel_protocol.FrameReader(
            read_fd, self._wake_r, frame_seconds=frame_seconds
        )
        self._read_fd = read_fd
        # What the host asked for; the reader judges each message against it.
        self._state = threading.RLock()
        self._ready = False
        self._cell: int | None = None  # the cell whose result the host waits for
        self._var = False  # a get_var is waiting for its value
        self._rpc_waiting = 0
        self._rpc_bytes = 0
        self.broken = ""  # why the channel was condemned ("" while it is sound)
        self.reader = threading.Thread(target=self._read, name="kernel-host-reader", daemon=True)
        self.reader.start()

    # -- what the host expects next ------------------------------------------------------
    def expect_result(self, cell: int) -> bool:
        """The host is about to send cell ``cell``; False if the channel is already broken."""
        with self._state:
            if self.broken:
                return False
            self._cell = cell
            return True

    def expect_var(self) -> None:
        with self._state:
            self._var = True

    def cell_ended(self) -> None:
        """The host gave up on the cell (timeout, kill): a late result is a violation."""
        with self._state:
            self._cell = None
            self._var = False

    def rpc_answered(self, message: dict[str, Any]) -> None:
        with self._state:
            self._rpc_waiting -= 1
            self._rpc_bytes -= int(message.get("_size", 0))

    def in_cell(self) -> bool:
        with self._state:
            return self._cell is not None

    # -- writing -------------------------------------------------------------------------
    def send(self, message: dict[str, Any]) -> bool:
        """Write one message within its deadline. False when it could not go (too large, the
        channel is broken or closed); a write that times out condemns the channel."""
        try:
            data = kernel_protocol.encode(message)
        except kernel_protocol.ProtocolError:
            return False
        return self.send_encoded(data)

    def send_encoded(self, data: bytes) -> bool:
        deadline = time.monotonic() + self.write_seconds + len(data) / _BYTES_PER_SECOND
        # wait a little longer than a writer's own deadline, so that its reason is the one
        # reported when it is stuck
        if not self.write_lock.acquire(timeout=max(0.0, deadline - time.monotonic()) + 1.0):
            self.condemn(
                "the kernel stopped reading: a write to it could not start because an earlier "
                "one never finished"
            )
            return False
        try:
            if self.write_fd < 0 or self.broken:
                return False
            kernel_protocol.write_within(self.write_fd, data, deadline)
            return True
        except kernel_protocol.WriteTimeout as exc:
            self.condemn(f"{exc} (after {self.write_seconds:g} s)")
            return False
        except OSError:
            return False
        finally:
            self.write_lock.release()

    # -- reading -------------------------------------------------------------------------
    def _read(self) -> None:
        try:
            while True:
                batch = self._frames.read_batch()
                if batch is None:
                    break
                # A whole read is judged under the lock: two messages the kernel wrote
                # together are judged before the host can send its next cell.
                with self._state:
                    reason = ""
                    for message, size in batch:
                        reason = self._judge(message, size)
                        if reason:
                            break
                if reason:
                    self.condemn(reason)
                    break
        except kernel_protocol.ProtocolError as exc:
            self.condemn(str(exc))
        except OSError:
            pass  # the process is gone
        finally:
            # This thread owns the read ends: closing them elsewhere while a read is
            # blocked could hand the numbers to other files before the read returns.
            os.close(self._read_fd)
            os.close(self._wake_r)
        self.messages.put(None)

    def _judge(self, message: dict[str, Any], size: int) -> str:
        """Act on one message (state lock held); returns why it is a violation, or ""."""
        kind = message["type"]
        if not self._ready:
            if kind != "ready":
                return f"it sent {kind!r} before saying it was ready"
            self._ready = True
            self.messages.put(message)
            return ""
        if kind == "rpc":
            if type(message.get("id")) is not int or not isinstance(message.get("method"), str):
                return "it sent a service request without a numeric id and a method name"
            if self._rpc_waiting >= MAX_RPC_WAITING:
                return f"it sent more than {MAX_RPC_WAITING} service requests at once"
            if self._rpc_bytes + size > MAX_RPC_BYTES:
                return (
                    f"it sent service requests of more than {MAX_RPC_BYTES // 2**20} MB in all "
                    "before the host could answer them"
                )
            self._rpc_waiting += 1
            self._rpc_bytes += size
            message["_size"] = size  # the host's own note, for rpc_answered
            self._serve(message, self._cell is not None)
            return ""
        if kind == "result":
            cell = message.get("cell")
            if self._cell is None or type(cell) is not int or cell != self._cell:
                now = f"cell {self._cell}" if self._cell is not None else "no cell"
                return (
                    f"it sent a result for cell {cell!r} while {now} was running "
                    "(a forged or repeated result)"
                )
            if not isinstance(message.get("output", ""), str) or not isinstance(
                message.get("error", ""), str
            ):
                return "it sent a malformed result"
            self._cell = None
            self.messages.put(message)
            return ""
        if kind == "var":
            if not self._var:
                return "it sent a variable's value that the host did not ask for"
            self._var = False
            self.messages.put(message)
            return ""
        if kind == "ready":
            return "it said it was ready a second time"
        return f"it sent a message of unknown type {kind!r}"

    # -- ending --------------------------------------------------------------------------
    def condemn(self, reason: str) -> None:
        """A protocol violation: remember why (the first reason wins), kill the process and
        end the reader (a descendant holding the pipe open cannot keep it waiting)."""
        with self._state:
            first = not self.broken
            if first:
                self.broken = reason
            self._cell = None
        if first:
            self._kill()
            self.wake()

    def wake(self) -> None:
        try:
            os.write(self._wake_w, b"x")
        except OSError:
            pass

    def close(self, join: float = 5.0) -> None:
        """After the process is gone: close the write end and wait for the reader."""
        if self.write_lock.acquire(timeout=join):
            try:
                if self.write_fd >= 0:
                    os.close(self.write_fd)
                    self.write_fd = -1
            finally:
                self.write_lock.release()
        self.wake()
        self.reader.join(timeout=join)
        if not self.reader.is_alive():
            os.close(self._wake_w)


# -- what the host makes of a result -------------------------------------------------------


def plain_violation(reason: str) -> str:
    return reason if reason.startswith("it ") else f"the kernel broke the protocol: {reason}"


def clip(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    half = limit // 2
    return (
        f"{text[:half]}\n[... {len(text) - 2 * half:,} chars cut by the host ...]\n{text[-half:]}"
    )


def truncate_output(output: str, limit: int, cell: int) -> str:
    """The host's own head + tail cut (the kernel's marker, if honest, is a few dozen chars
    over its limit: leave that alone)."""
    if limit <= 0 or len(output) <= limit + 200:
        return output
    head = output[: limit // 2]
    tail = output[-(limit - len(head)) :] if limit - len(head) > 0 else ""
    omitted = len(output) - len(head) - len(tail)
    return (
        f"{head}\n[... {omitted:,} chars cut by the host; the kernel's copy is in "
        f"_outputs[{cell}] ...]\n{tail}"
    )
