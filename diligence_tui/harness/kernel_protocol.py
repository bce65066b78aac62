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
"""

from __future__ import annotations

import json
import os
import struct
from typing import Any

HEADER = struct.Struct(">I")
MAX_MESSAGE = 512 * 1024 * 1024  # a forged or runaway length beyond this is a protocol error


class ProtocolError(Exception):
    """The other side sent something that is not a message."""


def encode(message: dict[str, Any]) -> bytes:
    body = json.dumps(message, ensure_ascii=False, default=str).encode("utf-8")
    if len(body) > MAX_MESSAGE:
        raise ProtocolError(f"message of {len(body):,} bytes is over the {MAX_MESSAGE:,} limit")
    return HEADER.pack(len(body)) + body


def write_message(fd: int, message: dict[str, Any]) -> None:
    data = memoryview(encode(message))
    while data:
        written = os.write(fd, data)
        data = data[written:]


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


def read_message(fd: int) -> dict[str, Any] | None:
    """The next message, or None at end of file (the other side closed its end)."""
    header = _read_exact(fd, HEADER.size)
    if header is None:
        return None
    (size,) = HEADER.unpack(header)
    if size > MAX_MESSAGE:
        raise ProtocolError(f"message length {size:,} is over the {MAX_MESSAGE:,} limit")
    body = _read_exact(fd, size)
    if body is None:
        return None
    try:
        message = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ProtocolError(f"malformed message: {exc}") from None
    if not isinstance(message, dict) or not isinstance(message.get("type"), str):
        raise ProtocolError("a message must be a JSON object with a 'type'")
    return message
