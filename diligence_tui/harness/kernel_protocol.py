"""Framing of the messages between the host and the kernel process.

Each message is one JSON object, sent as a 4-byte big-endian length and then that many bytes
of UTF-8. The two dedicated pipes (host -> kernel, kernel -> host) carry nothing else, so what
the REPL's code prints cannot corrupt the protocol.

Messages, host -> kernel:
  ``{"type": "execute", "cell": n, "code": str}``, ``{"type": "get_var", "name": str}``,
  ``{"type": "rpc_result", "id": k, "ok": bool, "result": ..., "error": str}``,
  ``{"type": "shutdown"}``.
Messages, kernel -> host:
  ``{"type": "ready", "sandbox": {...}}``, ``{"type": "result", "cell": n, ...}``,
  ``{"type": "var", "ok": bool, "value": ..., "error": str}``,
  ``{"type": "rpc", "id": k, "method": str, "args": {...}}``.

The two directions are not trusted alike. The kernel runs code written, in effect, by whoever
wrote the dataroom, so the host reads the kernel's pipe with :class:`FrameReader` (a length
over :data:`MAX_KERNEL_FRAME` is refused before a byte of the body is read, and a frame once
begun must end within a deadline) and writes to it with :func:`write_within` (non-blocking,
with a deadline: a kernel that stops reading cannot hang the host). The kernel trusts the
host and uses the plain blocking :func:`write_message` / :func:`read_message`.
"""

from __future__ import annotations

import json
import os
import select
import struct
import time
from typing import Any

HEADER = struct.Struct(">I")
# Host -> kernel (a document's text can be large); the kernel trusts the host.
MAX_MESSAGE = 512 * 1024 * 1024
# Kernel -> host: everything the REPL API sends fits in a few MB (llm_batch splits its prompts
# to fit). A longer frame is a protocol violation, refused before it is read.
MAX_KERNEL_FRAME = 4 * 1024 * 1024
FRAME_SECONDS = 30.0  # a frame whose first byte has arrived must be complete within this


class ProtocolError(Exception):
    """The other side sent something that is not a message."""


class WriteTimeout(ProtocolError):
    """The other side stopped reading: a write did not finish within its deadline."""


def encode(message: dict[str, Any], limit: int | None = None) -> bytes:
    limit = MAX_MESSAGE if limit is None else limit
    body = json.dumps(message, ensure_ascii=False, default=str).encode("utf-8")
    if len(body) > limit:
        raise ProtocolError(f"message of {len(body):,} bytes is over the {limit:,} limit")
    return HEADER.pack(len(body)) + body


def write_message(fd: int, message: dict[str, Any], limit: int | None = None) -> None:
    """Blocking write (the kernel's side: it trusts the host to read)."""
    data = memoryview(encode(message, limit))
    while data:
        written = os.write(fd, data)
        data = data[written:]


def write_within(fd: int, data: bytes, deadline: float) -> None:
    """Write all of ``data`` to a non-blocking ``fd`` by ``deadline`` (time.monotonic()), or
    raise WriteTimeout; the stream is then unusable (part of a frame may have gone)."""
    view = memoryview(data)
    poller = select.poll()
    poller.register(fd, select.POLLOUT)
    while view:
        try:
            written = os.write(fd, view)
        except BlockingIOError:
            written = 0
        view = view[written:]
        if not view:
            return
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise WriteTimeout(
                f"the kernel stopped reading: {len(view):,} of {len(data):,} bytes were still "
                "unsent at the deadline"
            )
        events = poller.poll(remaining * 1000)
        for _, flags in events:
            if flags & (select.POLLERR | select.POLLNVAL):
                raise OSError("the kernel's end of the pipe is closed")


def _read_exact(fd: int, size: int) -> bytes | None:
    chunks: list[bytes] = []
    remaining = size
    while remaining:
        chunk = os.read(fd, min(remaining, 1 << 20))
        if not chunk:
            return None
        chunks.append(chunk)
        remaining -= len(chunk)
    return b"".join(chunks)


def parse(body: bytes) -> dict[str, Any]:
    try:
        message = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
        raise ProtocolError(f"malformed message: {exc}") from None
    if not isinstance(message, dict) or not isinstance(message.get("type"), str):
        raise ProtocolError("a message must be a JSON object with a 'type'")
    return message


def read_message(fd: int, limit: int | None = None) -> dict[str, Any] | None:
    """The next message, or None at end of file (blocking; the kernel's side)."""
    limit = MAX_MESSAGE if limit is None else limit
    header = _read_exact(fd, HEADER.size)
    if header is None:
        return None
    (size,) = HEADER.unpack(header)
    if size > limit:
        raise ProtocolError(f"message length {size:,} is over the {limit:,} limit")
    body = _read_exact(fd, size)
    if body is None:
        return None
    return parse(body)


class FrameReader:
    """The host's reader of the kernel's pipe.

    Waits without limit for a frame to begin (a kernel may sit idle between cells), then
    wants the whole frame within ``frame_seconds``. Reads in chunks into a buffer of at most
    one frame (the length is checked against ``limit`` before anything else is read), and
    hands out every complete frame of what one read returned as one batch, so the caller
    can judge messages that the kernel wrote together before anything else happens.
    ``wake_fd`` (the read end of a pipe) ends a wait when something is written to it.
    """

    def __init__(
        self,
        fd: int,
        wake_fd: int,
        limit: int = MAX_KERNEL_FRAME,
        frame_seconds: float = FRAME_SECONDS,
    ) -> None:
        self.fd = fd
        self.limit = limit
        self.frame_seconds = frame_seconds
        self.buffer = bytearray()
        self.poller = select.poll()
        self.poller.register(fd, select.POLLIN)
        self.poller.register(wake_fd, select.POLLIN)
        self.wake_fd = wake_fd
        self.frame_started: float | None = None

    def _wanted(self) -> int | None:
        """Bytes still missing from the frame under way (None: no frame has begun)."""
        if not self.buffer:
            return None
        if len(self.buffer) < HEADER.size:
            return HEADER.size - len(self.buffer)
        (size,) = HEADER.unpack_from(self.buffer)
        if size > self.limit:
            raise ProtocolError(
                f"the kernel announced a message of {size:,} bytes; the limit is "
                f"{self.limit:,} (it was not read)"
            )
        return HEADER.size + size - len(self.buffer)

    def read_batch(self) -> list[tuple[dict[str, Any], int]] | None:
        """The complete messages of the next read (at least one), each with its size in
        bytes, or None at end of file or when woken. Raises ProtocolError for an oversized,
        malformed or stalled frame."""
        while True:
            wanted = self._wanted()
            if wanted is None:
                timeout = None
            else:
                if self.frame_started is None:
                    self.frame_started = time.monotonic()
                left = self.frame_started + self.frame_seconds - time.monotonic()
                if left <= 0:
                    raise ProtocolError(
                        f"the kernel began a message and did not finish it within "
                        f"{self.frame_seconds:g} s"
                    )
                timeout = left * 1000
            events = self.poller.poll(timeout)
            if any(fd == self.wake_fd for fd, _ in events):
                return None
            if not events:
                continue
            # never read past the frame under way by more than one chunk: memory stays
            # bounded by the limit however much the kernel writes
            chunk = os.read(self.fd, max(wanted or 0, 1 << 16))
            if not chunk:
                return None
            self.buffer += chunk
            messages = self._complete()
            if messages:
                return messages

    def _complete(self) -> list[tuple[dict[str, Any], int]]:
        messages = []
        while True:
            wanted = self._wanted()
            if wanted is None or wanted > 0:
                break
            (size,) = HEADER.unpack_from(self.buffer)
            body = bytes(self.buffer[HEADER.size : HEADER.size + size])
            del self.buffer[: HEADER.size + size]
            messages.append((parse(body), size))
        self.frame_started = time.monotonic() if self.buffer else None
        return messages
