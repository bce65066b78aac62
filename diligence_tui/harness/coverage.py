"""Coverage: which spans of which documents reached a model, measured on the prompts.

The gateway hands the text of every prompt (root context included) to
:meth:`CoverageMeter.observe`. The meter finds the pieces of the room's documents that the
text contains, however they were assembled (slices pasted anywhere, whitespace and case
changed, punctuation changed), and keeps the covered character spans per document. It rolls
them up per document, folder (and every ancestor folder) and room.

How it matches: both sides are split into words (``\\w+``, case-folded); a run of ``K``
consecutive words is a *gram*, hashed with a rolling polynomial over the words' hashes. The
room's grams go into a sorted numpy array (hash -> every place: document, word). A prompt's
grams are looked up with one ``searchsorted``, then (see :class:`_Matching`):

* *Anchors*: a gram found in at most ``RARE_PLACES`` places anchors a match at each of them,
  rarest first. Each anchor is extended along its diagonal (prompt word i <-> document word
  j), backward and forward, while the words agree: through boilerplate too, so a contract
  made mostly of clauses shared with hundreds of others is matched whole from its few
  unique words. Grams in more places (clause-library text) never anchor: the match reaches
  them from the unique words around them.
* *Named documents and chaining*: text that is common throughout (a page of standard
  clauses between two page markers) is found in the documents the prompt names (a slice
  header's ``id``/``path``, a bare document id), and by following a matched document over a
  break (page marker, slice header, overlap) to where it goes on within ``CHAIN_GAP`` words.
* *Credit*: each prompt word is credited to the document of the longest matched run that
  holds it; between equally long runs, to the one whose chain (runs of one document that
  continue each other) is longer. So text a document shares with others is credited to
  the document whose own words surround it in the prompt, and never to the others: a
  document whose text never reached a model is not covered because it shares boilerplate
  with one that did. A run that matches several documents equally with nothing around it
  to tell them apart (a shared clause pasted alone, exact duplicates) goes to the ones the
  prompt names; if it names none of them, to all of them when there are at most
  ``SHARED_CREDIT`` (duplicates, versions of one file: that very text did reach a model),
  else to none (a clause found in many contracts says nothing about which was read).

A matched run becomes a character span of the document (from its first word up to the next
unmatched word). Documents shorter than ``K`` words match as a whole.

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
from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

import numpy as np

from diligence_tui.atomic import write_json_atomic

K = 8  # words per gram
RARE_PLACES = 32  # a gram found in at most this many places anchors a match at each of them
CHAIN_GAP = 64  # words between two matched runs of one document that still continue each other
SHARED_CREDIT = (
    4  # a run that matches this many documents or fewer equally, none named, credits each
)
FULL_INDEX_GRAMS = 4_000_000  # up to this many grams the index holds every gram
CHARS_PER_WORD = 6.0  # to size the index from the inventory before reading any text
WINNOW = 16  # window for winnowed fingerprints in bigger rooms
SYNC_BUILD_CHARS = 8_000_000  # rooms below this are indexed on the caller's thread
DOC_CACHE_WORDS = 2_000_000  # words of per-document arrays kept for extending matches
_NAME_RE = re.compile(r'(?:id|path)="([^"]+)"|\b(d[0-9a-f]{12}(?:#\d+)?)\b')

_MUL = np.uint64(0x100000001B3)
_EMPTY = np.zeros(0, dtype=np.uint64)


class RoomLike(Protocol):
    def documents(self) -> list[Any]: ...
    def text(self, doc_id: str) -> str: ...


_ASCII_WORD = np.zeros(256, dtype=bool)
for _c in b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_":
    _ASCII_WORD[_c] = True
_BMP_WORD: np.ndarray | None = None  # word characters of the BMP, built when first needed
_CHUNK_CHARS = 1 << 22  # long texts are tokenised in pieces (bounded temporary arrays)
_MIX1, _MIX2, _LEN = (
    np.uint64(0xBF58476D1CE4E5B9),
    np.uint64(0x94D049BB133111EB),
    np.uint64(0x9E3779B97F4A7C15),
)


def _bmp_word() -> np.ndarray:
    global _BMP_WORD
    if _BMP_WORD is None:
        table = np.fromiter((chr(i).isalnum() for i in range(65536)), dtype=bool, count=65536)
        table[ord("_")] = True
        _BMP_WORD = table
    return _BMP_WORD


def _piece_tokens(text: str) -> tuple[np.ndarray, np.ndarray]:
    """Word starts and word hashes of ``text`` (one piece), vectorised."""
    lowered = text.lower()
    source = lowered if len(lowered) == len(text) else text  # keep offsets exact
    if source.isascii():
        codes = np.frombuffer(source.encode("ascii"), dtype=np.uint8)
        is_word = _ASCII_WORD[codes]
    else:
        codes = np.frombuffer(source.encode("utf-32-le", "surrogatepass"), dtype=np.uint32)
        is_word = np.zeros(len(codes), dtype=bool)
        bmp = codes < 65536
        is_word[bmp] = _bmp_word()[codes[bmp]]
    edges = np.diff(is_word.view(np.int8), prepend=np.int8(0), append=np.int8(0))
    starts = np.flatnonzero(edges == 1)
    if not len(starts):
        return starts, _EMPTY
    lengths = np.flatnonzero(edges == -1) - starts
    chars = codes[is_word].astype(np.uint64) + np.uint64(1)
    offsets = np.cumsum(lengths) - lengths
    position = np.arange(len(chars)) - np.repeat(offsets, lengths)
    powers = np.cumprod(np.full(int(lengths.max()), _MUL, dtype=np.uint64))
    chars *= powers[position]
    hashes = np.add.reduceat(chars, offsets)
    hashes ^= lengths.astype(np.uint64) * _LEN
    hashes ^= hashes >> np.uint64(30)  # splitmix64 finaliser: spread the bits
    hashes *= _MIX1
    hashes ^= hashes >> np.uint64(27)
    hashes *= _MIX2
    hashes ^= hashes >> np.uint64(31)
    return starts, hashes


def tokens(text: str) -> tuple[np.ndarray, np.ndarray]:
    """Offsets and 64-bit hashes of the case-folded words (``\\w+``) of ``text``."""
    if len(text) <= _CHUNK_CHARS:
        return _piece_tokens(text)
    all_starts, all_hashes, at = [], [], 0
    while at < len(text):
        cut = min(len(text), at + _CHUNK_CHARS)
        if cut < len(text):  # cut between words, never inside one
            back = cut
            while back > at and (text[back - 1].isalnum() or text[back - 1] == "_"):
                back -= 1
            cut = back if back > at else cut
        starts, hashes = _piece_tokens(text[at:cut])
        all_starts.append(starts + at)
        all_hashes.append(hashes)
        at = cut
    return np.concatenate(all_starts), np.concatenate(all_hashes)


def word_hashes(text: str) -> np.ndarray:
    """One 64-bit hash per case-folded word of ``text``."""
    return tokens(text)[1]


def word_starts(text: str) -> np.ndarray:
    """Offset of every word that :func:`word_hashes` sees, in order."""
    return tokens(text)[0]


def gram_hashes(words: np.ndarray, k: int = K) -> np.ndarray:
    """Rolling hash of every run of ``k`` consecutive words (``len(words) - k + 1`` of them)."""
    n = len(words) - k + 1
    if n <= 0:
        return _EMPTY
    grams = words[:n].copy()
    for t in range(1, k):
        grams *= _MUL
        grams += words[t : t + n]
    return grams


def winnow(grams: np.ndarray, window: int) -> np.ndarray:
    """Indices of the winnowed fingerprints: the minimum of every ``window`` grams."""
    if window <= 1 or len(grams) == 0:
        return np.arange(len(grams))
    if len(grams) <= window:
        return np.array([int(np.argmin(grams))])
    view = np.lib.stride_tricks.sliding_window_view(grams, window)
    picks = view.argmin(axis=1) + np.arange(len(view))
    return np.unique(picks)


def _equal_prefix(a: np.ndarray, b: np.ndarray) -> int:
    """How many leading elements of ``a`` and ``b`` agree."""
    limit = min(len(a), len(b))
    done, step = 0, 64
    while done < limit:
        end = min(limit, done + step)
        diff = np.flatnonzero(a[done:end] != b[done:end])
        if len(diff):
            return done + int(diff[0])
        done, step = end, step * 2
    return limit


@dataclass
class _Doc:
    doc_id: str
    folders: tuple[str, ...]  # its folder and every ancestor ("" excluded)
    chars: int
    words: int = 0
    listed: int = 0  # chars as the room's inventory gave them (to notice a changed document)


class _DocArrays:
    """A document's word offsets and grams (to extend and chain matches)."""

    __slots__ = ("starts", "grams", "length")

    def __init__(self, text: str) -> None:
        starts, hashes = tokens(text)
        self.starts = starts.astype(np.int32) if len(text) < 2**31 else starts
        self.grams = gram_hashes(hashes)
        self.length = len(text)

    @property
    def words(self) -> int:
        return len(self.starts)

    def span(self, first_word: int, last_word: int) -> tuple[int, int]:
        """Characters from the first word to the start of the word after the last one."""
        start = 0 if first_word == 0 else int(self.starts[first_word])
        after = last_word + 1
        end = self.length if after >= len(self.starts) else int(self.starts[after])
        return start, end


@dataclass
class _Segment:
    """Prompt words ``i0..i1`` equal document ``doc``'s words ``j0..j0 + i1 - i0``."""

    doc: int
    i0: int
    i1: int
    j0: int
    score: int = 0  # words matched by its whole chain

    @property
    def j1(self) -> int:
        return self.j0 + self.i1 - self.i0

    @property
    def length(self) -> int:
        return self.i1 - self.i0 + 1


def _continues(s: _Segment, t: _Segment) -> bool:
    """Does ``t`` pick up document text where ``s`` left off (a page marker, a slice header,
    an overlap between slices in between)?"""
    return (
        s.doc == t.doc
        and 1 - K <= t.i0 - s.i1 <= CHAIN_GAP
        and -CHAIN_GAP <= t.j0 - s.j1 <= CHAIN_GAP
        and t.i1 > s.i1
        and t.j0 > s.j0
        and t.j1 > s.j1
    )


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
        self._keys = _EMPTY  # distinct fingerprints, sorted
        self._first = np.zeros(1, dtype=np.uint32)  # key k's positions: _pos[_first[k]:_first[k+1]]
        self._pos = _EMPTY  # (document << 32 | word) per fingerprint, grouped by key
        self._small: dict[int, dict[int, list[int]]] = {}  # size -> gram hash -> doc indices
        self._arrays: OrderedDict[int, _DocArrays] = OrderedDict()
        self._arrays_words = 0
        self._seen: set[str | bytes] = set()
        self._pending: list[str] = []
        self._ready = threading.Event()
        self._building = False
        self._build_error = ""
        self.window = 1
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
                _EMPTY,
                np.zeros(1, dtype=np.uint32),
                _EMPTY,
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
            fp = np.concatenate(fps) if fps else _EMPTY
            pos = np.concatenate(poss) if poss else _EMPTY
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

    def _doc_arrays(self, index: int) -> _DocArrays:
        arrays = self._arrays.get(index)
        if arrays is not None:
            self._arrays.move_to_end(index)
            return arrays
        arrays = _DocArrays(self.room.text(self._docs[index].doc_id))
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

    def observe_many(self, texts: Iterable[str]) -> dict[str, float]:
        changed: dict[str, float] = {}
        for text in texts:
            changed.update(self.observe(text))
        return changed

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
        run = _Matching(self, words, grams)
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


class _Matching:
    """The matched runs of one prompt, from anchors to credited document words.

    1. *Anchors*: every place of every rare prompt gram (at most ``RARE_PLACES`` places in
       the room). Each anchor is extended gram by gram along its diagonal, backward and
       forward, to the longest run of equal words (a *segment*), through boilerplate too.
    2. *Named documents*: where the prompt names a document (a slice header's ``id``/``path``
       or a bare document id), common grams are looked up in that document alone.
    3. *Chaining*: where a segment's document does not go on nearby in the prompt, it is
       searched a little further on (``CHAIN_GAP`` words in the prompt and in the document),
       which carries a match over page markers, slice headers and overlaps.
    4. *Credit*: each prompt word goes to the longest segment that holds it; between equally
       long ones, to the one whose chain (segments of one document that continue each other)
       matched more words. A tie between documents goes to the named ones, else to all of
       them when there are at most ``SHARED_CREDIT``, else to none.
    """

    def __init__(self, meter: CoverageMeter, words: np.ndarray, grams: np.ndarray) -> None:
        self.meter = meter
        self.words = words
        self.grams = grams
        self.segments: list[_Segment] = []
        self._runs: dict[tuple[int, int], list[_Segment]] = {}  # (doc, diagonal) -> segments

    # -- finding segments ------------------------------------------------------------------
    def extend(self, doc: int, i: int, j: int) -> _Segment | None:
        """The segment through prompt gram ``i`` = document gram ``j``."""
        runs = self._runs.setdefault((doc, j - i), [])
        for known in runs:
            if known.i0 <= i <= known.i1:
                return known
        grams = self.meter._doc_arrays(doc).grams
        ahead = _equal_prefix(self.grams[i:], grams[j:])
        if not ahead:  # a hash collision
            return None
        back = _equal_prefix(self.grams[i - 1 :: -1], grams[j - 1 :: -1]) if i and j else 0
        segment = _Segment(doc, i - back, i + ahead + K - 2, j - back)
        runs.append(segment)
        self.segments.append(segment)
        return segment

    def anchor(self, left: np.ndarray, count: np.ndarray) -> None:
        """Segments through the rare grams, rarest first. A gram inside a segment found
        from rarer grams is skipped: that segment holds a gram the other places lack, so
        their runs there are shorter and can win none of its words."""
        covered = np.zeros(len(self.grams), dtype=bool)
        rare = np.flatnonzero((count > 0) & (count <= RARE_PLACES))
        levels = np.unique(count[rare])
        for level in levels.tolist():
            at = rare[count[rare] == level]
            at = at[~covered[at]]
            if not len(at):
                continue
            found = len(self.segments)
            self._anchor_at(at, left, count)
            for s in self.segments[found:]:
                covered[s.i0 : s.i1 - K + 2] = True

    def _anchor_at(self, rare: np.ndarray, left: np.ndarray, count: np.ndarray) -> None:
        per = count[rare]
        prompt_i = np.repeat(rare, per)
        offsets = np.repeat(np.cumsum(per) - per, per)
        cand = np.repeat(left[rare], per) + (np.arange(len(prompt_i)) - offsets)
        packed = self.meter._pos[cand]
        doc = (packed >> np.uint64(32)).astype(np.int64)
        diag = (packed & np.uint64(0xFFFFFFFF)).astype(np.int64) - prompt_i
        order = np.lexsort((prompt_i, diag, doc))
        doc, diag, prompt_i = doc[order], diag[order], prompt_i[order]
        breaks = np.flatnonzero((np.diff(doc) != 0) | (np.diff(diag) != 0)) + 1
        heads = np.concatenate(([0], breaks)).tolist()
        tails = np.concatenate((breaks, [len(doc)])).tolist()
        for head, tail in zip(heads, tails, strict=True):
            d, dg, at = int(doc[head]), int(diag[head]), head
            while at < tail:
                i = int(prompt_i[at])
                segment = self.extend(d, i, i + dg)
                if segment is None:
                    at += 1
                    continue
                last_gram = segment.i1 - K + 1
                at = head + int(np.searchsorted(prompt_i[head:tail], last_gram, side="right"))

    def find_named(self, named: set[int], left: np.ndarray, count: np.ndarray) -> list[_Segment]:
        """Common grams (too many places to anchor) that no segment holds yet, looked up in
        the named documents only. Returns the new segments."""
        meter = self.meter
        covered = np.zeros(len(self.grams), dtype=bool)
        for s in self.segments:
            covered[s.i0 : s.i1 - K + 2] = True
        common = np.flatnonzero((count > RARE_PLACES) & ~covered)
        found = len(self.segments)
        if not len(common):
            return []
        stride = 1 if meter.window > 1 else K // 2
        for d in sorted(named):
            mine = covered.copy()
            at, low = 0, np.uint64(d) << np.uint64(32)
            while at < len(common):
                i = int(common[at])
                if mine[i]:
                    at += 1
                    continue
                lo, hi = int(left[i]), int(left[i] + count[i])
                places = meter._pos[lo:hi]
                k = int(np.searchsorted(places, low))
                reach = -1
                while k < len(places) and int(places[k] >> np.uint64(32)) == d:
                    segment = self.extend(d, i, int(places[k] & np.uint64(0xFFFFFFFF)))
                    if segment is not None:
                        mine[segment.i0 : segment.i1 - K + 2] = True
                        reach = max(reach, segment.i1 - K + 1)
                    k += 1
                if reach >= 0:
                    at = int(np.searchsorted(common, reach, side="right"))
                else:
                    at = int(np.searchsorted(common, i + stride, side="left"))
        return self.segments[found:]

    def chain(self, start: list[_Segment]) -> None:
        """Follow the documents of the leading segments (the longest at their ends) across
        the breaks around them, where no segment of the same document picks up nearby."""
        longest = np.zeros(len(self.words), dtype=np.int64)
        for s in self.segments:
            view = longest[s.i0 : s.i1 + 1]
            np.maximum(view, s.length, out=view)
        by_doc: dict[int, list[_Segment]] = {}
        for s in self.segments:
            by_doc.setdefault(s.doc, []).append(s)
        todo = list(start)
        while todo:
            s = todo.pop()
            mine = by_doc[s.doc]
            for forward in (True, False):
                if s.length < longest[s.i1 if forward else s.i0]:
                    continue
                if any(_continues(s, t) if forward else _continues(t, s) for t in mine):
                    continue
                found = self._follow(s, forward)
                if found is not None and all(found is not t for t in mine):
                    mine.append(found)
                    todo.append(found)
                    view = longest[found.i0 : found.i1 + 1]
                    np.maximum(view, found.length, out=view)

    def _follow(self, s: _Segment, forward: bool) -> _Segment | None:
        arrays = self.meter._doc_arrays(s.doc)
        if forward:
            if s.i1 + 1 >= len(self.words) or s.j1 + 1 >= arrays.words:
                return None
            p_lo, p_hi = s.i1 + 1, min(len(self.grams), s.i1 + 1 + CHAIN_GAP)
            expect = s.j1 + 1
        else:
            if s.i0 == 0 or s.j0 == 0:
                return None
            p_lo, p_hi = max(0, s.i0 - CHAIN_GAP - K + 1), max(0, s.i0 - K + 1)
            expect = s.j0 - K
        if p_hi <= p_lo:
            return None
        d_lo = max(0, expect - CHAIN_GAP)
        doc_grams = arrays.grams[d_lo : expect + CHAIN_GAP + 1].tolist()
        where: dict[int, list[int]] = {}
        for offset, gram in enumerate(doc_grams):
            where.setdefault(gram, []).append(d_lo + offset)
        prompt_grams = self.grams[p_lo:p_hi].tolist()
        order = range(len(prompt_grams)) if forward else range(len(prompt_grams) - 1, -1, -1)
        for h in order:
            places = where.get(prompt_grams[h])
            if places:
                j = min(places, key=lambda place: abs(place - expect))
                segment = self.extend(s.doc, p_lo + h, j)
                if segment is not None and segment is not s:
                    return segment
        return None

    # -- crediting -------------------------------------------------------------------------
    def _chain_scores(self, docs: set[int]) -> dict[int, int]:
        """Words matched by the chain (segments of one document that continue each other)
        of each segment of ``docs``, by segment index."""
        parent: dict[int, int] = {}

        def root(x: int) -> int:
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x

        mine = sorted(
            (n for n, s in enumerate(self.segments) if s.doc in docs),
            key=lambda n: (self.segments[n].doc, self.segments[n].i0),
        )
        for n in mine:
            parent[n] = n
        for at, a in enumerate(mine):
            s = self.segments[a]
            for b in mine[at + 1 :]:
                t = self.segments[b]
                if t.doc != s.doc or t.i0 - s.i1 > CHAIN_GAP:
                    break
                if _continues(s, t):
                    parent[root(b)] = root(a)
        totals: dict[int, int] = {}
        for n in mine:
            totals[root(n)] = totals.get(root(n), 0) + self.segments[n].length
        return {n: totals[root(n)] for n in mine}

    def _winners(self, seg: np.ndarray, word: np.ndarray, key: np.ndarray) -> np.ndarray:
        """Which (segment, word) pairs hold the best key at their word."""
        best = np.zeros(len(self.words), dtype=np.int64)
        np.maximum.at(best, word, key)
        return key == best[word]

    def _shared(self, docs: np.ndarray, word: np.ndarray) -> np.ndarray:
        """Prompt words held by more than one document."""
        span = np.int64(len(self.meter._docs) + 1)
        pairs = np.unique(word * span + docs)
        return np.bincount(pairs // span, minlength=len(self.words)) > 1

    def credit(self, named: set[int]) -> list[tuple[int, int, int]]:
        """Credited runs as (document, first word, last word)."""
        if not self.segments:
            return []
        segs = self.segments
        i0 = np.array([s.i0 for s in segs], dtype=np.int64)
        length = np.array([s.length for s in segs], dtype=np.int64)
        docs = np.array([s.doc for s in segs], dtype=np.int64)
        # every (segment, prompt word) pair; each word goes to its longest segments
        seg = np.repeat(np.arange(len(segs)), length)
        word = np.arange(len(seg)) - np.repeat(np.cumsum(length) - length, length) + i0[seg]
        won = self._winners(seg, word, length[seg])
        seg, word = seg[won], word[won]
        shared = self._shared(docs[seg], word)
        if shared.any():  # equally long: the longer chain wins
            tied = np.flatnonzero(shared[word])
            scores = self._chain_scores(set(docs[seg[tied]].tolist()))
            key = np.zeros(len(seg), dtype=np.int64)
            key[tied] = [scores[n] for n in seg[tied].tolist()]
            won = self._winners(seg, word, key) | ~shared[word]
            seg, word = seg[won], word[won]
            shared = self._shared(docs[seg], word)
        if shared.any():  # still tied between documents: named ones, or a few, or none
            runs = np.cumsum(np.diff(shared.view(np.int8), prepend=np.int8(0)) == 1)
            keep = ~shared[word]
            tie_at = np.flatnonzero(~keep)
            tied_docs: dict[int, set[int]] = {}
            for run, doc in zip(
                runs[word[tie_at]].tolist(), docs[seg[tie_at]].tolist(), strict=True
            ):
                tied_docs.setdefault(run, set()).add(doc)
            chosen = {
                run: ds & named or (ds if len(ds) <= SHARED_CREDIT else set())
                for run, ds in tied_docs.items()
            }
            for n in tie_at.tolist():
                keep[n] = int(docs[seg[n]]) in chosen[int(runs[word[n]])]
            seg, word = seg[keep], word[keep]
        if not len(seg):
            return []
        order = np.lexsort((word, seg))
        seg, word = seg[order], word[order]
        cuts = np.flatnonzero((np.diff(seg) != 0) | (np.diff(word) != 1)) + 1
        heads = np.concatenate(([0], cuts))
        tails = np.concatenate((cuts, [len(seg)])) - 1
        out = []
        for h, t in zip(heads.tolist(), tails.tolist(), strict=True):
            s = segs[int(seg[h])]
            shift = s.j0 - s.i0
            out.append((s.doc, int(word[h]) + shift, int(word[t]) + shift))
        return out
