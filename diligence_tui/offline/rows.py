"""A sheet's or a CSV's lines are records of their own (the offline reviewer reads a document's
text sentence by sentence, and a sentence runs on across the rows of a Q&A log): which row holds
a match, and whether the cell it sits in asks a question rather than answers one."""

from __future__ import annotations

import re

TABULAR = (".csv", ".tsv", ".xlsx", ".xls", ".xlsm")


_QUESTION_CELL = re.compile(
    r"\?\s*$|^\W*(please|has|have|is|are|was|were|do|does|did|can|will|confirm|list|describe|"
    r"provide|summari[sz]e)\b",
    re.I,
)


def blank_questions(text: str, start: int, end: int) -> str:
    """``text[start:end]`` (a sentence, which may run across rows) with every cell that asks a
    question blanked out, offsets kept."""
    out = list(text[start:end])
    lo = text.rfind("\n", 0, start) + 1
    while lo < end:
        for a, b in _cells(text, lo):
            if b > start and a < end and _QUESTION_CELL.search(text[a:b].strip().strip('"')):
                for i in range(max(a, start), min(b, end)):
                    out[i - start] = " "
        nxt = text.find("\n", lo)
        if nxt < 0:
            break
        lo = nxt + 1
    return "".join(out)


def _cells(text: str, lo: int) -> list[tuple[int, int]]:
    """The cells of the row starting at ``lo``, as offsets: split at tabs, or at commas outside
    double quotes."""
    hi = text.find("\n", lo)
    hi = len(text) if hi < 0 else hi
    sep = "\t" if "\t" in text[lo:hi] else ","
    out, begin, quoted = [], lo, False
    for i in range(lo, hi):
        ch = text[i]
        if ch == '"' and sep == ",":
            quoted = not quoted
        elif ch == sep and not quoted:
            out.append((begin, i))
            begin = i + 1
    out.append((begin, hi))
    return out


def row(text: str, start: int, match: re.Match[str] | tuple[int, int]) -> str:
    """The line (a sheet's or a CSV's row) that holds a match in the sentence at ``start``."""
    a = start + (match[0] if isinstance(match, tuple) else match.start())
    b = start + (match[1] if isinstance(match, tuple) else match.end())
    lo = text.rfind("\n", 0, a) + 1
    hi = text.find("\n", b)
    return text[lo : hi if hi >= 0 else len(text)]
