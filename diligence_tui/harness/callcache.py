"""The model call cache: identical calls (same model, messages and parameters) get the
recorded answer back, so a resumed run does not pay twice and a replay needs no network.

Stored as one append-only JSONL file (``RUN_DIR/cache/calls.jsonl``) with an in-memory index
built when the cache opens; a torn last line (a killed run) is ignored.

:class:`LineWriter` appends JSON lines on its own thread (the cache and the gateway's call
record use it), so the file system never stalls the event loop; each line is flushed as
soon as it is written.
"""

from __future__ import annotations

import hashlib
import json
import queue
import threading
from pathlib import Path
from typing import IO, Any

CACHE_FILE = "calls.jsonl"


def messages_json(messages: list[dict[str, Any]]) -> str:
    """The canonical JSON of a conversation (what keys and hashes are computed on)."""
    return json.dumps(messages, sort_keys=True, ensure_ascii=False, default=str)


def call_key(model: str, messages: list[dict[str, Any]] | str, params: dict[str, Any]) -> str:
    """sha256 of the model, the messages (or their :func:`messages_json`) and the parameters
    that change the answer."""
    text = messages if isinstance(messages, str) else messages_json(messages)
    head = json.dumps(
        {"model": model, "params": {k: v for k, v in params.items() if v is not None}},
        sort_keys=True,
        ensure_ascii=False,
        default=str,
    )
    return hashlib.sha256((head + "\n" + text).encode("utf-8", "surrogatepass")).hexdigest()


def prompt_hash(messages: list[dict[str, Any]] | str) -> str:
    text = messages if isinstance(messages, str) else messages_json(messages)
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:16]


class LineWriter:
    """Append lines to files on one background thread, in the order they were given."""

    def __init__(self) -> None:
        self._queue: queue.SimpleQueue[tuple[Path, str] | None] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        self.errors: list[str] = []

    def append(self, path: Path, line: str) -> None:
        with self._lock:
            if self._thread is None:
                self._thread = threading.Thread(
                    target=self._drain, name="call-records", daemon=True
                )
                self._thread.start()
        self._queue.put((path, line))

    def _drain(self) -> None:
        handles: dict[Path, IO[str]] = {}
        try:
            while True:
                item = self._queue.get()
                if item is None:
                    return
                path, line = item
                try:
                    handle = handles.get(path)
                    if handle is None:
                        path.parent.mkdir(parents=True, exist_ok=True)
                        handle = handles[path] = path.open(
                            "a", encoding="utf-8", errors="surrogatepass"
                        )
                    handle.write(line)
                    if self._queue.empty():
                        for open_handle in handles.values():
                            open_handle.flush()
                except OSError as exc:
                    self.errors.append(f"{path}: {exc}")
        finally:
            for handle in handles.values():
                handle.close()

    def close(self) -> None:
        """Write what is queued, then stop the thread."""
        with self._lock:
            thread, self._thread = self._thread, None
        if thread is not None:
            self._queue.put(None)
            thread.join(30)


class CallCache:
    def __init__(self, folder: Path | None, writer: LineWriter | None = None) -> None:
        self.folder = folder
        self._entries: dict[str, dict[str, Any]] = {}
        self._lock = threading.Lock()
        self._own_writer = writer is None
        self._writer = writer or LineWriter()
        if folder is not None:
            self._load(folder / CACHE_FILE)

    def _load(self, path: Path) -> None:
        if not path.exists():
            return
        with path.open("r", encoding="utf-8", errors="replace") as handle:
            for line in handle:
                try:
                    entry = json.loads(line)
                except ValueError:
                    continue  # a torn line from a killed run
                if isinstance(entry, dict) and "key" in entry:
                    self._entries[entry["key"]] = entry

    def __len__(self) -> int:
        return len(self._entries)

    def get(self, key: str) -> dict[str, Any] | None:
        with self._lock:
            return self._entries.get(key)

    def put(self, key: str, entry: dict[str, Any]) -> None:
        record = {"key": key, **entry}
        with self._lock:
            self._entries[key] = record
        if self.folder is not None:
            self._writer.append(
                self.folder / CACHE_FILE, json.dumps(record, ensure_ascii=False) + "\n"
            )

    def close(self) -> None:
        if self._own_writer:
            self._writer.close()
