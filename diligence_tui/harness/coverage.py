"""Coverage: which spans of which documents reached a model, measured on the prompts.

The gateway hands the text of every prompt (root context included) to
:meth:`CoverageMeter.observe`. The meter finds the pieces of the room's documents that the
text contains, however they were assembled (slices pasted anywhere, whitespace and case
changed, punctuation changed), and keeps the covered character spans per document. It rolls
them up per document, folder (and every ancestor folder) and room.

How prompts are matched to documents: see :mod:`diligence_tui.harness.coverage_match`;
words and grams: :mod:`diligence_tui.harness.coverage_words`.

Cost: the index is built once per meter (on first use; in a background thread for big rooms,
while prompts observed meanwhile wait in a queue) and holds one entry per gram, or for big
rooms only the winnowed fingerprints (the minimum hash of each window of ``W`` grams), which
still finds every shared run of at least ``K + W - 1`` words. :meth:`observe` costs time in
proportion to the prompt, not to the room: at most ``RARE_PLACES`` anchors per prompt gram,
grams inside a run found from rarer ones skipped, extensions as long as the prompt.
"""

from __future__ import annotations

import bisect
import hashlib
import json
import re
import threading
import time
from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

import numpy as np

from diligence_tui.atomic import write_json_atomic
from diligence_tui.harness.coverage_match import Matching
from diligence_tui.harness.coverage_words import (
    EMPTY,
    DocArrays,
    K,
    gram_hashes,
    winnow,
    word_hashes,
)

FULL_INDEX_GRAMS = 4_000_000  # up to this many grams the index holds every gram
CHARS_PER_WORD = 6.0  # to size the index from the inventory before reading any text
WINNOW = 16  # window for winnowed fingerprints in bigger rooms
SYNC_BUILD_CHARS = 8_000_000  # rooms below this are indexed on the caller's thread
DOC_CACHE_WORDS = 2_000_000  # words of per-document arrays kept for extending matches
_NAME_RE = re.compile(r'(?:id|path)="([^"]+)"|\b(d[0-9a-f]{12}(?:#\d+)?)\b')


class RoomLike(Protocol):
    def documents(self) -> list[Any]: ...
    def text(self, doc_id: str) -> str: ...


@dataclass
class _Doc:
    doc_id: str
    folders: tuple[str, ...]  # its folder and every ancestor ("" excluded)
    chars: int
    words: int = 0
    listed: int = 0  # chars as the room's inventory gave them (to notice a changed document)


def _ancestors(folder: str) -> tuple[str, ...]:
    parts = [p for p in folder.split("/") if p]
    return tuple("/".join(parts[:i]) for i in range(len(parts), 0, -1))


def merge_span(spans: list[tuple[int, int]], start: int, end: int) -> int:
    """Insert ``[start, end)`` into sorted disjoint ``spans`` in place; returns chars added."""
    if end <= start:
        return 0
    i = bisect.bisect_left(spans, (start, start))
    if i and spans[i - 1][1] >= start:
        i -= 1
    j, lo, hi, before = i, start, end, 0
    while j < len(spans) and spans[j][0] <= end:
        lo, hi = min(lo, spans[j][0]), max(hi, spans[j][1])
        before += spans[j][1] - spans[j][0]
        j += 1
    spans[i:j] = [(lo, hi)]
    return (hi - lo) - before


class CoverageMeter:
    """Measured coverage of one room. Thread-safe."""

    def __init__(self, room: RoomLike, *, path: Path | None = None) -> None:
        self.room = room
        self.path = path  # where save() writes (RUN_DIR/coverage.json)
        self._lock = threading.RLock()
        self._docs: list[_Doc] = []
        self._by_id: dict[str, int] = {}
        self._by_name: dict[str, int] = {}  # doc id and path -> index (a prompt naming it)
        self._covered: list[int] = []
        self._spans: list[list[tuple[int, int]]] = []
        self._folder_chars: dict[str, int] = {}
        self._folder_covered: dict[str, int] = {}
        self._room_chars = 0
        self._room_covered = 0
        self._keys = EMPTY  # distinct fingerprints, sorted
        self._first = np.zeros(1, dtype=np.uint32)  # key k's positions: _pos[_first[k]:_first[k+1]]
        self._pos = EMPTY  # (document << 32 | word) per fingerprint, grouped by key
        self._small: dict[int, dict[int, list[int]]] = {}  # size -> gram hash -> doc indices
        self._arrays: OrderedDict[int, DocArrays] = OrderedDict()
        self._arrays_words = 0
        self._seen: set[str | bytes] = set()
        self._pending: list[str] = []
        self._ready = threading.Event()
        self._building = False
        self._build_error = ""
        self.window = 1
        self.built_at: float | None = None  # when the index took the room's texts
        self.sync_build_chars = (
            SYNC_BUILD_CHARS  # tunable per meter (tests take the big-room paths)
        )
        self.full_index_grams = FULL_INDEX_GRAMS
        self.dirty = False  # spans changed since the last save()
        self._load_inventory()
        if path is not None and path.exists():
            self.load(path)

    # -- inventory and index ---------------------------------------------------------------
    def _load_inventory(self) -> None:
        for info in self.room.documents():
            if getattr(info, "status", "ok") == "skipped" or not getattr(info, "chars", 0):
                continue
            doc = _Doc(
                info.doc_id, _ancestors(info.folder or ""), int(info.chars), listed=int(info.chars)
            )
            self._by_id[doc.doc_id] = len(self._docs)
            self._by_name[doc.doc_id] = self._by_name[
                str(getattr(info, "path", "") or doc.doc_id)
            ] = len(self._docs)
            self._docs.append(doc)
            self._covered.append(0)
            self._spans.append([])
            self._room_chars += doc.chars
            for folder in doc.folders:
                self._folder_chars[folder] = self._folder_chars.get(folder, 0) + doc.chars
                self._folder_covered.setdefault(folder, 0)

    def refresh(self) -> list[str]:
        """Follow a re-indexed room (watch): new documents join, removed ones leave, and a
        changed document (other length) loses its spans. Returns the documents whose spans
        were dropped. The index is rebuilt at the next observe()."""
        if self._building:
            self._ready.wait()
        with self._lock:
            old = {d.doc_id: (d.listed, self._spans[i]) for i, d in enumerate(self._docs)}
            self._docs, self._by_id, self._covered, self._spans = [], {}, [], []
            self._by_name = {}
            self._folder_chars, self._folder_covered = {}, {}
            self._room_chars = self._room_covered = 0
            self._keys, self._first, self._pos, self._small = (
                EMPTY,
                np.zeros(1, dtype=np.uint32),
                EMPTY,
                {},
            )
            self._arrays.clear()
            self._arrays_words = 0
            self._seen.clear()
            self._ready.clear()
            self._building = False
            self._load_inventory()
            dropped = []
            for doc_id, (listed, spans) in old.items():
                index = self._by_id.get(doc_id)
                if index is None or not spans:
                    continue
                if self._docs[index].listed != listed:
                    dropped.append(doc_id)
                    continue
                for start, end in spans:
                    self._add_span(index, start, end)
            self.dirty = True
        return dropped

    def forget(self, doc_ids: Iterable[str]) -> list[str]:
        """Drop what was measured of ``doc_ids`` (documents that changed since a run read
        them: the spans point into text the room no longer holds). Returns those that had
        any; they count as unread until a model reads them again."""
        dropped: list[str] = []
        with self._lock:
            for doc_id in doc_ids:
                index = self._by_id.get(doc_id)
                if index is None or not self._spans[index]:
                    continue
                lost = self._covered[index]
                self._spans[index] = []
                self._covered[index] = 0
                self._room_covered -= lost
                for folder in self._docs[index].folders:
                    self._folder_covered[folder] -= lost
                dropped.append(doc_id)
            if dropped:
                self._seen.clear()  # a prompt seen before may hold the new text: match again
                self.dirty = True
        return dropped

    def start_indexing(self) -> None:
        """Build the gram index now: on this thread for small rooms, else in the background."""
        with self._lock:
            if self._ready.is_set() or self._building:
                return
            self._building = True
        if self._room_chars <= self.sync_build_chars:
            self._build()
        else:
            threading.Thread(target=self._build, name="coverage-index", daemon=True).start()

    @property
    def ready(self) -> bool:
        return self._ready.is_set()

    def wait_ready(self, timeout: float | None = None) -> bool:
        self.start_indexing()
        return self._ready.wait(timeout)

    def _build(self) -> None:
        self.built_at = time.time()  # the texts read below are the room as it is now
        try:
            # every gram, or winnowed fingerprints when the room is big (words ~ chars / 6)
            window = 1 if self._room_chars / CHARS_PER_WORD <= self.full_index_grams else WINNOW
            fps, poss = [], []
            small: dict[int, dict[int, list[int]]] = {}
            for index, doc in enumerate(self._docs):
                text = self.room.text(doc.doc_id)
                words = word_hashes(text)
                doc.words = len(words)
                if doc.chars != len(text):
                    with self._lock:
                        self._adjust_chars(index, len(text))
                if 0 < len(words) < K:
                    grams = gram_hashes(words, len(words))
                    small.setdefault(len(words), {}).setdefault(int(grams[0]), []).append(index)
                    continue
                grams = gram_hashes(words)
                picks = winnow(grams, window)
                fps.append(grams[picks])
                poss.append((np.uint64(index) << np.uint64(32)) | picks.astype(np.uint64))
            fp = np.concatenate(fps) if fps else EMPTY
            pos = np.concatenate(poss) if poss else EMPTY
            order = np.argsort(fp, kind="stable")
            fp, pos = fp[order], pos[order]
            del order
            new_key = np.ones(len(fp), dtype=bool)
            new_key[1:] = fp[1:] != fp[:-1]
            starts = np.flatnonzero(new_key)
            keys = fp[starts]
            first = np.append(starts, len(fp)).astype(np.uint32)
            with self._lock:
                self._keys, self._first, self._pos = keys, first, pos
                self._small, self.window = small, window
        except Exception as exc:  # a broken document must not stop the run
            self._build_error = f"coverage index failed: {exc!r}"
        finally:
            self._ready.set()

    def _adjust_chars(self, index: int, chars: int) -> None:
        doc = self._docs[index]
        delta = chars - doc.chars
        doc.chars = chars
        self._room_chars += delta
        for folder in doc.folders:
            self._folder_chars[folder] += delta

    def _doc_arrays(self, index: int) -> DocArrays:
        arrays = self._arrays.get(index)
        if arrays is not None:
            self._arrays.move_to_end(index)
            return arrays
        arrays = DocArrays(self.room.text(self._docs[index].doc_id))
        self._arrays[index] = arrays
        self._arrays_words += len(arrays.starts)
        while self._arrays_words > DOC_CACHE_WORDS and len(self._arrays) > 1:
            _, old = self._arrays.popitem(last=False)
            self._arrays_words -= len(old.starts)
        return arrays

    # -- observing prompts -----------------------------------------------------------------
    def observe(self, text: str) -> dict[str, float]:
        """Mark what of the room ``text`` contains; returns the changed documents' shares."""
        if not text or not self._docs:
            return {}
        key: str | bytes = text
        if len(text) >= 64:
            key = hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=16).digest()
        with self._lock:
            if key in self._seen:
                return {}  # spans are idempotent: a text seen before adds nothing
            self._seen.add(key)
        self.start_indexing()
        with self._lock:
            if not self._ready.is_set():
                self._pending.append(text)
                return {}
            changed: set[int] = set()
            if self._pending:
                pending, self._pending = self._pending, []
                for earlier in pending:
                    changed |= self._match(earlier)
            changed |= self._match(text)
            return {self._docs[i].doc_id: self._share(i) for i in changed}

    def flush(self, timeout: float | None = None) -> dict[str, float]:
        """Wait for the index and match the prompts that queued while it was built."""
        if not self.wait_ready(timeout):
            return {}
        with self._lock:
            pending, self._pending = self._pending, []
            changed: set[int] = set()
            for text in pending:
                changed |= self._match(text)
            return {self._docs[i].doc_id: self._share(i) for i in changed}

    def _match(self, text: str) -> set[int]:
        words = word_hashes(text)
        changed: set[int] = set()
        if self._small:
            changed |= self._match_small(words)
        grams = gram_hashes(words)
        if not len(grams) or not len(self._keys):
            return changed
        # one lookup per distinct gram, in sorted order (kinder to the cache)
        needles, inverse = np.unique(grams, return_inverse=True)
        slot = np.searchsorted(self._keys, needles)
        np.minimum(slot, len(self._keys) - 1, out=slot)
        found = self._keys[slot] == needles
        first = self._first[slot].astype(np.int64)
        left = first[inverse]
        count = np.where(found, self._first[slot + 1].astype(np.int64) - first, 0)[inverse]
        run = Matching(self, words, grams)
        run.anchor(left, count)
        run.chain(run.segments)
        named = {
            self._by_name[m.group(1) or m.group(2)]
            for m in _NAME_RE.finditer(text)
            if (m.group(1) or m.group(2)) in self._by_name
        }
        if named:
            run.chain(run.find_named(named, left, count))
        for doc, j0, j1 in run.credit(named):
            if self._add_span(doc, *self._doc_arrays(doc).span(j0, j1)):
                changed.add(doc)
        return changed

    def _match_small(self, words: np.ndarray) -> set[int]:
        changed: set[int] = set()
        for size, table in self._small.items():
            grams = gram_hashes(words, size)
            if not len(grams):
                continue
            keys = np.fromiter(table.keys(), dtype=np.uint64, count=len(table))
            for value in np.intersect1d(grams, keys).tolist():
                for doc in table[int(value)]:
                    if self._add_span(doc, 0, self._docs[doc].chars):
                        changed.add(doc)
        return changed

    def _add_span(self, index: int, start: int, end: int) -> bool:
        added = merge_span(self._spans[index], start, end)
        if not added:
            return False
        self._covered[index] += added
        self._room_covered += added
        for folder in self._docs[index].folders:
            self._folder_covered[folder] += added
        self.dirty = True
        return True

    # -- reading ---------------------------------------------------------------------------
    def _share(self, index: int) -> float:
        chars = self._docs[index].chars
        return min(1.0, self._covered[index] / chars) if chars else 0.0

    @property
    def room_share(self) -> float:
        with self._lock:
            return self._room_covered / self._room_chars if self._room_chars else 0.0

    def snapshot(self) -> dict[str, Any]:
        if self._pending and self._ready.is_set():
            self.flush(timeout=0)  # prompts that queued while the index was built
        with self._lock:
            return {
                "room": self._room_covered / self._room_chars if self._room_chars else 0.0,
                "folders": {
                    folder: (self._folder_covered[folder] / chars if chars else 0.0)
                    for folder, chars in self._folder_chars.items()
                },
                "documents": {doc.doc_id: self._share(i) for i, doc in enumerate(self._docs)},
            }

    def folder_shares(self, doc_ids: Iterable[str]) -> dict[str, float]:
        """Shares of the folders (and ancestors) that hold ``doc_ids``."""
        with self._lock:
            folders = {
                f for d in doc_ids if d in self._by_id for f in self._docs[self._by_id[d]].folders
            }
            return {
                f: (
                    self._folder_covered[f] / self._folder_chars[f]
                    if self._folder_chars[f]
                    else 0.0
                )
                for f in folders
            }

    def covered_spans(self, doc_id: str) -> list[tuple[int, int]]:
        if self._pending and self._ready.is_set():
            self.flush(timeout=0)
        with self._lock:
            index = self._by_id.get(doc_id)
            return list(self._spans[index]) if index is not None else []

    def covered_chars(self, doc_id: str) -> int:
        with self._lock:
            index = self._by_id.get(doc_id)
            return self._covered[index] if index is not None else 0

    @property
    def error(self) -> str:
        return self._build_error

    # -- persistence -----------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        with self._lock:
            return {
                "version": 1,
                "room": self._room_covered / self._room_chars if self._room_chars else 0.0,
                "documents": {
                    doc.doc_id: [list(s) for s in self._spans[i]]
                    for i, doc in enumerate(self._docs)
                    if self._spans[i]
                },
            }

    def save(self, path: Path | None = None) -> Path | None:
        target = path or self.path
        if target is None:
            return None
        data = self.to_dict()
        write_json_atomic(target, data)
        self.dirty = False
        return target

    def load(self, path: Path) -> int:
        """Merge the spans saved at ``path`` (a resumed run); returns documents restored."""
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return 0
        restored = 0
        with self._lock:
            for doc_id, spans in (data.get("documents") or {}).items():
                index = self._by_id.get(doc_id)
                if index is None:
                    continue
                chars = self._docs[index].chars
                for start, end in spans:
                    self._add_span(index, max(0, int(start)), min(chars, int(end)))
                restored += 1
            self.dirty = False
        return restored
