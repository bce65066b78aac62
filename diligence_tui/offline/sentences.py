"""Sentences of a page as the offline reviewer reads them (abbreviations, list items,
table cells and headings taken into account), and the span of a sentence worth quoting."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache

from diligence_tui.harness.slices import SlicePage

MAX_QUOTE = 320


_BOUNDARY = re.compile(
    r"(?<=[.!?])[\"”')\]]*\s+(?=[\"“(\[]?[A-Z0-9(])"
    r"|(?<=[;:])\s+(?=[A-Z])"
    r"|\n[ \t]*\n\s*"
    r"|(?<=[.;:])\n(?=[ \t]*(?:\(?[a-z0-9]{1,4}[.)]|[•\-*]|Section\b|Article\b|\d+(?:\.\d+)+)\s)"
)


_ABBREV = {
    "inc",
    "ltd",
    "corp",
    "co",
    "no",
    "nos",
    "sec",
    "s",
    "u.s",
    "e.g",
    "i.e",
    "mr",
    "ms",
    "mrs",
    "dr",
    "st",
    "v",
    "vs",
    "art",
    "para",
    "approx",
    "l.l.c",
    "n.a",
    "jan",
    "feb",
    "mar",
    "apr",
    "jun",
    "jul",
    "aug",
    "sep",
    "sept",
    "oct",
    "nov",
    "dec",
    "l.p",
    "p",
    "pp",
    "cf",
    "etc",
    "fig",
}


@dataclass
class Sentence:
    page: SlicePage
    start: int  # offset in the page text
    end: int

    @property
    def text(self) -> str:
        return self.page.text[self.start : self.end]


def split_sentences(page: SlicePage) -> list[Sentence]:
    """Sentences and clauses of a page, as spans of the page text (so quotes stay exact)."""
    return [Sentence(page, x, y) for x, y in _sentence_spans(page.text)]


# The reviewer, the clause detector and the table's value readers each split the same page
# (a table prompt's page was split six times): the spans depend on the text alone.
@lru_cache(maxsize=64)
def _sentence_spans(text: str) -> tuple[tuple[int, int], ...]:
    spans: list[tuple[int, int]] = []
    start = 0
    for match in _BOUNDARY.finditer(text):
        before = text[start : match.start()].rstrip("\"”')]")
        word = re.search(r"([A-Za-z.]+)\.$", before)
        if word and (word.group(1).lower() in _ABBREV or len(word.group(1)) == 1):
            continue
        spans.append((start, match.start()))
        start = match.end()
    spans.append((start, len(text)))
    out: list[tuple[int, int]] = []
    for a, b in spans:
        for x, y in _long_to_lines(text, a, b):
            x, y = _trim(text, *_drop_heading(text, x, y))
            if y - x >= 12:
                out.append((x, y))
    return tuple(out)


def _long_to_lines(text: str, a: int, b: int) -> Iterator[tuple[int, int]]:
    if "\t" in text[a:b]:  # a table: each cell on its own (a note in a cap table is a sentence)
        yield from _cells(text, a, b)
        return
    if b - a <= 900 or "\n" not in text[a:b]:
        yield a, b
        return
    pos = a
    for line in text[a:b].split("\n"):
        yield pos, pos + len(line)
        pos += len(line) + 1


_SMALL_WORDS = {"of", "and", "or", "the", "to", "for", "in", "on", "&", "a", "an"}


def _drop_heading(text: str, a: int, b: int) -> tuple[int, int]:
    """Skip a title line glued to the sentence below it: all capitals ("LEASE\nThe Tenant...")
    or a short title over a numbered clause ("Assignment\n12.1 Neither party...")."""
    newline = text.find("\n", a, b)
    if newline > a:
        first = text[a:newline].strip()
        shouting = first.upper() == first and len(first) <= 80
        numbered_next = bool(re.match(r"\s*\d+(\.\d+)*\.?\s", text[newline + 1 : b]))
        words = first.split()
        title_case = len(words) <= 5 and all(w[:1].isupper() or w in _SMALL_WORDS for w in words)
        untitled = first[-1:] not in ".;:,"
        short_title = len(first) <= 60 and untitled and (numbered_next or title_case)
        if first and any(ch.isalpha() for ch in first) and (shouting or short_title):
            return newline + 1, b
    return a, b


def _cells(text: str, a: int, b: int) -> Iterator[tuple[int, int]]:
    pos = a
    for line in text[a:b].split("\n"):
        for cell in line.split("\t"):
            yield pos, pos + len(cell)
            pos += len(cell) + 1


def _trim(text: str, a: int, b: int) -> tuple[int, int]:
    while a < b and text[a].isspace():
        a += 1
    while b > a and text[b - 1].isspace():
        b -= 1
    return a, b


def quote_span(sentence: Sentence, hit: re.Match[str] | tuple[int, int]) -> tuple[int, int]:
    """The whole sentence, or for a long one the clause around the hit (a match in the
    sentence's text, or a (start, end) span of it), cut at ; , or words."""
    a, b = sentence.start, sentence.end
    if b - a <= MAX_QUOTE:
        return a, b
    text = sentence.page.text
    if isinstance(hit, tuple):  # a passage the model found: its opening is what reads as the kind
        centre_a, centre_b = a + hit[0], a + min(hit[1], hit[0] + MAX_QUOTE // 2)
    else:
        centre_a, centre_b = a + hit.start(), a + hit.end()
    lo = max(a, centre_a - MAX_QUOTE // 2)
    hi = min(b, max(centre_b, lo) + MAX_QUOTE // 2)
    for sep in (";", ",", " "):
        cut = text.rfind(sep, lo, centre_a)
        if cut >= lo and cut > a:
            lo = cut + 1
            break
    for sep in (";", ",", " "):
        cut = text.find(sep, max(centre_b, hi - 60), hi)
        if cut != -1:
            hi = cut
            break
    return _trim(text, lo, hi)
