"""Words and grams of the coverage meter: case-folded ``\\w+`` words hashed to 64 bits
(vectorised with numpy), rolling hashes of ``K`` consecutive words (*grams*), winnowed
fingerprints, and a document's word offsets and grams (:class:`DocArrays`)."""

from __future__ import annotations

import numpy as np

K = 8  # words per gram
MUL = np.uint64(0x100000001B3)
EMPTY = np.zeros(0, dtype=np.uint64)

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
        return starts, EMPTY
    lengths = np.flatnonzero(edges == -1) - starts
    chars = codes[is_word].astype(np.uint64) + np.uint64(1)
    offsets = np.cumsum(lengths) - lengths
    position = np.arange(len(chars)) - np.repeat(offsets, lengths)
    powers = np.cumprod(np.full(int(lengths.max()), MUL, dtype=np.uint64))
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


def gram_hashes(words: np.ndarray, k: int = K) -> np.ndarray:
    """Rolling hash of every run of ``k`` consecutive words (``len(words) - k + 1`` of them)."""
    n = len(words) - k + 1
    if n <= 0:
        return EMPTY
    grams = words[:n].copy()
    for t in range(1, k):
        grams *= MUL
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


def equal_prefix(a: np.ndarray, b: np.ndarray) -> int:
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


class DocArrays:
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
