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
        was_short = False
        for needle, whole in zip(needles, short, strict=True):
            pos = _find_part(norm, haystack, needle, start_at, whole)
            if pos < 0 or (last is not None and pos - last > 2000):
                first = None
                break
            # a short part stands for the words around it only in the same passage: "No." a
            # page on, under another question, is not the answer to this one
            if last is not None and (whole or was_short) and not _one_passage(norm, last, pos):
                first = None
                break
            if first is None:
                first = pos
            last = pos + len(needle)
            start_at = last
            was_short = whole
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


# A line that starts a list item ("(c)", "c)", "(iv)", "3.", "4.2", a bullet): the items of a
# list are one passage with its lead-in, blank lines between them or not.
_LIST_ITEM = re.compile(
    r"\s*(?:\(?(?:[a-zA-Z]|[ivxlcIVXLC]+|\d+)[.)]|\d+(?:\.\d+)+\.?|[-*\u2022\u2013\u00b7])(?:\s|$)"
)
# a clause number at the start of a line ("14.2 Acceleration", "Section 5.1", "3."), its depth
# the number of its parts
_CLAUSE = re.compile(
    r"\s*(?:(?:article|section|clause|schedule|part|annex|exhibit|appendix)\s+)?"
    r"(\d+(?:\.\d+)*)[.)]?(?:\s|$)",
    re.IGNORECASE,
)
_TITLE = re.compile(r"\s*(?:#+\s|(?:article|schedule|part|annex|exhibit|appendix)\s+[\dIVXLC]+\b)")


def _depth(line: str) -> int:
    """How deep the clause number a line opens with is (0: none)."""
    found = _CLAUSE.match(line)
    return found.group(1).count(".") + 1 if found else 0


def _table_row(line: str) -> bool:
    return " | " in line or "\t" in line.strip()


def _heading(line: str, depth: int) -> bool:
    """True when ``line`` opens a section of its own next to a passage whose line opens with a
    clause number ``depth`` deep: a title ("ARTICLE 7", "SCHEDULE 2", a line in capitals, a
    Markdown heading), a question of its own, or a clause number as deep or shallower ("14.2"
    after "14.1")."""
    words = line.strip()
    letters = [c for c in words if c.isalpha()]
    if len(letters) > 1 and all(c.isupper() for c in letters) and len(words) <= 100:
        return True
    if words.endswith("?"):
        return True  # another question: what follows it answers that one
    if _TITLE.match(line):
        return True
    own = _depth(line)
    return bool(depth and own and own <= depth)


def _one_passage(norm: Normalized, a: int, b: int) -> bool:
    """True when the original text between normalized chars ``a`` and ``b`` (the end of one part
    of a quote, the start of the next) stays inside one passage: one paragraph, or a lead-in and
    its list items, or one table; no heading, no paragraph that is not a list item, no step out
    of a table or into one lies between them."""
    text = norm.source
    end, start = norm.offsets[a - 1] + 1, norm.offsets[b]
    pieces = text[end:start].split("\n")
    if len(pieces) == 1:
        return True  # the same line
    line_start = text.rfind("\n", 0, end) + 1
    opening = text[line_start:end] + pieces[0]  # the line the earlier part ends on
    line_end = text.find("\n", start)
    closing = pieces[-1] + text[start : len(text) if line_end < 0 else line_end]
    depth, table = _depth(opening), _table_row(opening)
    before = opening.rstrip()  # the line above the one looked at
    blank = held = False  # a blank line above it; a line of text between the two parts
    lines = [*pieces[1:-1], closing]
    for index, line in enumerate(lines):
        if not line.strip():
            blank = True
            continue
        is_closing = index == len(lines) - 1
        if not is_closing and _table_row(line) != table:
            return False
        # a line that follows a finished one (not one wrapped mid-sentence) may open a section
        after_end = blank or not before or before[-1] in _UNIT_END
        if after_end and not is_closing and _heading(line, depth):
            return False
        if blank and (held or not is_closing) and not _LIST_ITEM.match(line):
            return False  # a new paragraph with text of its own between the parts
        blank, held, before = False, True, line.rstrip()
    return True
