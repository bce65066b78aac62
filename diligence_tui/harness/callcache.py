"""The model call cache: identical calls (same model, messages and parameters) get the
recorded answer back, so a resumed run does not pay twice and a replay needs no network.

Stored as one append-only JSONL file (``RUN_DIR/cache/calls.jsonl``) with an in-memory index
built when the cache opens; a torn last line (a killed run) is ignored.
"""

from __future__ import annotations

import hashlib
import json
import threading
from pathlib import Path
from typing import Any

CACHE_FILE = "calls.jsonl"


def call_key(model: str, messages: list[dict[str, Any]], params: dict[str, Any]) -> str:
    """sha256 of the model, the messages and the parameters that change the answer."""
    payload = json.dumps(
        {
            "model": model,
            "messages": messages,
            "params": {k: v for k, v in params.items() if v is not None},
        },
        sort_keys=True,
        ensure_ascii=False,
        default=str,
    )
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()


def prompt_hash(messages: list[dict[str, Any]]) -> str:
    payload = json.dumps(messages, sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()[:16]


class CallCache:
    def __init__(self, folder: Path | None) -> None:
        self.folder = folder
        self._entries: dict[str, dict[str, Any]] = {}
        self._lock = threading.Lock()
        self._handle = None
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
            if self.folder is None:
                return
            if self._handle is None:
                self.folder.mkdir(parents=True, exist_ok=True)
                self._handle = (self.folder / CACHE_FILE).open("a", encoding="utf-8")
            self._handle.write(json.dumps(record, ensure_ascii=False) + "\n")
            self._handle.flush()

    def close(self) -> None:
        with self._lock:
            if self._handle is not None:
                self._handle.close()
                self._handle = None
