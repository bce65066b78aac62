"""Find a quoted passage in a document's text, tolerant of whitespace, line-break hyphenation,
typographic quotes and dashes, and case (as a fallback). Used to verify every citation."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

_TRANSLATE = str.maketrans(
    {
        "\u2018": "'",
        "\u2019": "'",
        "\u201a": "'",
        "\u201b": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u201e": '"',
        "\u201f": '"',
        "\u2010": "-",
        "\u2011": "-",
        "\u2012": "-",
        "\u2013": "-",
        "\u2014": "-",
        "\u2212": "-",
        "\u00a0": " ",
        "\u2009": " ",
        "\u202f": " ",
        "\u00ad": "",
    }
)
ELLIPSIS_PART_WORDS = 3  # words each part of a quote with an ellipsis must have
_ELLIPSIS = re.compile(r"\s*(?:\.\s?\.\s?\.|\u2026|\[\.\.\.\])\s*")


@dataclass(frozen=True)
class Normalized:
    text: str
    offsets: list[int]  # offsets[i] = index in the original text of normalized char i
    source: str = ""  # the original text


def normalize(text: str) -> Normalized:
    """Collapse whitespace, join words hyphenated across line breaks, unify quotes and dashes."""
    out: list[str] = []
    offsets: list[int] = []
    i, n = 0, len(text)
    pending_space = False
    while i < n:
        ch = text[i]
        if ch == "-" and i + 1 < n and text[i + 1] in "\r\n":
            j = i + 1
            while j < n and text[j].isspace():
                j += 1
            if out and out[-1].isalpha() and j < n and text[j].isalpha():
                i = j  # "indem-\nnity" -> "indemnity"
                continue
        mapped = ch.translate(_TRANSLATE)
        if not mapped:
            i += 1
            continue
        if mapped.isspace():
            pending_space = bool(out)
            i += 1
            continue
        if pending_space:
            out.append(" ")
            offsets.append(i)
            pending_space = False
        out.append(mapped)
        offsets.append(i)
        i += 1
    return Normalized("".join(out), offsets, text)


def find_quote(
    text: str, quote: str, normalized: Normalized | Callable[[], Normalized] | None = None
) -> tuple[int, int] | None:
    """Offsets ``(start, end)`` of ``quote`` in ``text``, or None if it is not there.

    A quote with an ellipsis matches when its parts appear in order, close together, and
    each part has at least ``ELLIPSIS_PART_WORDS`` words. ``normalized`` is ``text``
    normalized, or a function that gives it (called only when the quote is not verbatim).
    """
    quote = quote.strip()
    bare = _unwrapped(quote)
    if not bare:  # nothing but quote marks: no words to find, nothing verified
        return None
    # the quote as written first, its quote marks included: a quote that opens with the
    # document's own quote mark ('"Closing" means') must not open a character late. Then
    # without the marks around it (a model wraps quotes in them; the document need not hold
    # them), taking in the document's own marks where they stand just around the words.
    exact = text.find(quote)
    if exact >= 0:
        return exact, exact + len(quote)
    if bare != quote:
        exact = text.find(bare)
        if exact >= 0:
            return _with_marks(text, quote, exact, exact + len(bare))
    norm = normalized() if callable(normalized) else (normalized or normalize(text))
    found = _find_normalized(norm, quote)
    if found is None and bare != quote:
        found = _find_normalized(norm, bare)
        if found is not None:
            return _with_marks(text, quote, *found)
    return found


_WRAPPING = '"\u201c\u201d'
_MARKS = '"\u201c\u201d\u201e\u201f\u00ab\u00bb'  # a document's double quote marks


def _with_marks(text: str, quote: str, start: int, end: int) -> tuple[int, int]:
    """The span of the words, widened over the document's quote marks right around them
    where the quote was written with marks on that side."""
    if quote[0] in _WRAPPING and start > 0 and text[start - 1] in _MARKS:
        start -= 1
    if quote[-1] in _WRAPPING and end < len(text) and text[end] in _MARKS:
        end += 1
    return start, end


def _unwrapped(quote: str) -> str:
    """``quote`` without the double quote marks around it (and the spaces inside them)."""
    return quote.strip(_WRAPPING).strip()


def _find_normalized(norm: Normalized, quote: str) -> tuple[int, int] | None:
    parts = [p for p in (normalize(part).text for part in _ELLIPSIS.split(quote)) if p]
    if not parts:
        return None
    # "Seller shall ... not ... liable" would stitch stray words of a document into a
    # sentence it never says: with an ellipsis, every part must be a phrase of its own. A part
    # of fewer words counts only where the document holds it whole, as a line or a sentence
    # of its own ("Events of Default: ... (c) Cross-default." with "(c) Cross-default." a list
    # item on its own line): those words are not stray, they are all the document says there
    short = [len(parts) > 1 and len(p.split()) < ELLIPSIS_PART_WORDS for p in parts]
    for haystack, needles in ((norm.text, parts), (norm.text.lower(), [p.lower() for p in parts])):
        start_at = 0
        first = last = None
        for needle, whole in zip(needles, short, strict=True):
            pos = _find_part(norm, haystack, needle, start_at, whole)
            if pos < 0 or (last is not None and pos - last > 2000):
                first = None
                break
            if first is None:
                first = pos
            last = pos + len(needle)
            start_at = last
        if first is not None and last is not None:
            start = norm.offsets[first]
            end = norm.offsets[last - 1] + 1
            return start, end
    return None


def _find_part(norm: Normalized, haystack: str, needle: str, start_at: int, whole: bool) -> int:
    """Where ``needle`` is in ``haystack`` from ``start_at`` (-1: nowhere); with ``whole``,
    only where the original text holds it as a unit of its own (:func:`_stands_alone`)."""
    pos = haystack.find(needle, start_at)
    while whole and pos >= 0 and not _stands_alone(norm, pos, pos + len(needle)):
        pos = haystack.find(needle, pos + 1)
    return pos


_UNIT_END = ".;:!?"


def _stands_alone(norm: Normalized, a: int, b: int) -> bool:
    """True when normalized chars ``a:b`` are a line or a sentence of the original text: they
    open a line (or follow a sentence's end) and close one (or end with a sentence's mark)."""
    if not norm.offsets:
        return False
    if a > 0 and not norm.text[a - 1].isspace():
        return False  # inside a word
    start, end = norm.offsets[a], norm.offsets[b - 1] + 1
    text = norm.source
    before = text[:start].rstrip(" \t\u00a0")
    after = text[end:]
    opens = not before or before[-1] in "\r\n" or before[-1] in _UNIT_END
    closes = (
        not after.strip()
        or after.lstrip(" \t\u00a0")[:1] in ("\r", "\n")
        or (text[end - 1] in _UNIT_END and after[:1].isspace())
    )
    return opens and closes
