"""Atomic file writes: a file the app saves is either the old one or the complete new one."""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any


def write_atomic(path: str | os.PathLike[str], writer: Callable[[IO[bytes]], None]) -> Path:
    """Call ``writer`` with a temporary binary file next to ``path``, then rename it into place.

    The existing file at ``path`` is replaced only when ``writer`` returns without raising.
    """
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            writer(handle)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp_name, target)
    except BaseException:
        try:
            os.unlink(tmp_name)
        except FileNotFoundError:
            pass
        raise
    return target


def write_bytes_atomic(path: str | os.PathLike[str], data: bytes) -> Path:
    def write(handle: IO[bytes]) -> None:
        handle.write(data)

    return write_atomic(path, write)


def write_text_atomic(path: str | os.PathLike[str], text: str) -> Path:
    return write_bytes_atomic(path, text.encode("utf-8"))


def write_json_atomic(path: str | os.PathLike[str], data: Any) -> Path:
    return write_text_atomic(path, json.dumps(data, indent=2, ensure_ascii=False) + "\n")
