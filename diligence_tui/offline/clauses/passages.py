"""Clause-sized passages of a page of real contract text, for the trained detector.

Filings come with whole sections run onto one line ("12. Assignment. Neither party may ...
(a) ..."), or one sentence per line, or both. A passage is a sentence as
:func:`offline.sentences.split_sentences` cuts it (at sentence ends, numbered items and blank
lines), with a long one cut again at semicolons; the section title above it ("Assignment",
"Limitation of Liability") goes with it as its ``heading``, because the title says more about
what a clause is than most of its words do. Offsets are into the page text, so a quote is
always ``text[start:end]``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from diligence_tui.harness.slices import SlicePage
from diligence_tui.offline.sentences import split_sentences

MAX_PASSAGE = 1200  # longer sentences are cut at "; " (CUAD's marked spans are rarely longer)
_NUMBER = re.compile(
    r"^\s*(?:(?:section|article)\s+)?(?:\d+(?:\.\d+)*\.?|\(?[a-z]{1,3}\)|[ivx]+\.)\s*", re.I
)
_LETTER = re.compile(r"[A-Za-z]")


@dataclass(frozen=True)
class Passage:
    start: int
    end: int
    heading: str  # the section title above the passage, "" when none was seen


def _title(text: str) -> str:
    """The title in a heading-like fragment ("12.3 Limitation of Liability." -> its words),
    or "" when the fragment reads as a sentence, not a title."""
    text = _NUMBER.sub("", text.strip()).strip(" .:-\u2013\u2014")
    words = text.split()
    if not words or len(words) > 8 or not _LETTER.search(text):
        return ""
    capitals = sum(1 for w in words if w[:1].isupper())
    return text if capitals * 2 >= len(words) else ""


def _cut(text: str, start: int, end: int) -> list[tuple[int, int]]:
    if end - start <= MAX_PASSAGE:
        return [(start, end)]
    out = []
    pos = start
    while end - pos > MAX_PASSAGE:
        cut = text.rfind("; ", pos + MAX_PASSAGE // 3, pos + MAX_PASSAGE)
        if cut < 0:
            cut = text.rfind(" ", pos + MAX_PASSAGE // 2, pos + MAX_PASSAGE)
        if cut < 0:
            cut = pos + MAX_PASSAGE
        else:
            cut += 1
        out.append((pos, cut))
        pos = cut
        while pos < end and text[pos].isspace():
            pos += 1
    if pos < end:
        out.append((pos, end))
    return out


def passages(text: str) -> list[Passage]:
    """The passages of one page's text, in order."""
    out: list[Passage] = []
    heading = ""
    last_end = 0
    for sentence in split_sentences(SlicePage(1, "", text, 0)):
        # fragments too short to be sentences ("12.", "Assignment.") fall between sentences
        gap = _title(text[last_end : sentence.start])
        if gap:
            heading = gap
        last_end = sentence.end
        body = text[sentence.start : sentence.end]
        if len(body.split()) <= 8:
            title = _title(body)
            if title:
                heading = title
                continue
        for a, b in _cut(text, sentence.start, sentence.end):
            out.append(Passage(a, b, heading))
    return out
