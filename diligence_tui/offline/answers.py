"""What the seller's own working papers answer: a consents tracker's row ("Avonmouth lease ...
No - share sale"), a Q&A log's answer ("Is any landlord consent needed? | No."). The
cross-document checks hold these against the documents they get wrong: a "No" next to a lease
that needs the landlord's consent, a "None" to a question on covenant breaches.

Rows are a sheet's tab-separated lines or a CSV's lines (the room's text of .xlsx and .csv);
a quote is the row's line as the page has it, so it verifies.
"""

from __future__ import annotations

import csv
import re
from collections.abc import Callable

from diligence_tui.offline.crossdoc import Page

_I = re.I
_NO = re.compile(
    # "No.", "None", "Confirmed: there are no side letters ...", "Confirmed there are none."
    r"^\W*(?:(?:confirmed|correct|we confirm that)[:,.]?\s*)?"
    r"(no|none|nil|not (required|needed|applicable)|there (is|are|were|have been) (no|none|nothing))\b",
    _I,
)
_QUESTION = re.compile(
    r"\?|^\s*(please|has|have|is|are|was|were|do|does|did|can|will|confirm)\b", _I
)


def _cells(line: str) -> list[str]:
    if "\t" in line:
        return [c.strip() for c in line.split("\t")]
    if line.count(",") >= 2:
        try:
            return [c.strip() for c in next(csv.reader([line]))]
        except (csv.Error, StopIteration):
            return []
    return []


def denials(
    pages: list[Page], topic: re.Pattern[str], about: Callable[[str], bool], skip: str = ""
) -> list[tuple[Page, str]]:
    """Rows that answer "no" on ``topic`` for what ``about`` recognises in the row: a
    tracker's row whose cell under a column headed on the topic says "No", or a log's answer
    "No"/"None" to a question on the topic. The page and the row's line, first per page."""
    out = []
    for p in pages:
        if p.doc == skip or ("\t" not in p.text and p.text.count(",") < 4):
            continue
        header: list[str] = []
        for line in p.text.split("\n"):
            cells = _cells(line)
            if len(cells) < 3:
                header = []
                continue
            if not header:
                header = cells  # the block's first row names its columns
                continue
            if not about(line):
                continue
            said = (
                [
                    c
                    for i, c in enumerate(cells)
                    if i < len(header) and topic.search(header[i]) and _NO.search(c)
                ]
                or [
                    a
                    for q, a in zip(cells, cells[1:], strict=False)
                    if _QUESTION.search(q) and topic.search(q) and _NO.search(a)
                ]
                or [
                    # a cell that says it itself, whatever its column ("No consent requirement
                    # identified on review")
                    c
                    for c in cells
                    if _NO.search(c) and topic.search(c) and not _QUESTION.search(c)
                ]
            )
            if said:
                out.append((p, line.strip()))
                break
    return out
