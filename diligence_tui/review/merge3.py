"""A line-based three-way merge: the analyst's edit and the reviewer's revision of one
memo section, both made from the same earlier text (the base).

Lines only one side changed take that side's version; where both changed the same lines
differently the hunk is a conflict, and the caller decides (keep mine, take theirs, or both:
mine then theirs). Nothing either side wrote is dropped without that choice.
"""

from __future__ import annotations

from dataclasses import dataclass
from difflib import SequenceMatcher

Change = tuple[int, int, list[str]]  # base[start:end] replaced by these lines


@dataclass
class Conflict:
    base: list[str]
    mine: list[str]
    theirs: list[str]


@dataclass
class Merge:
    lines: list[str]  # the merged text, conflicts resolved as "both" (mine, then theirs)
    conflicts: list[Conflict]
    refreshed: int  # hunks taken from theirs that mine had left as they were

    @property
    def text(self) -> str:
        return "\n".join(self.lines).strip()

    @property
    def clean(self) -> bool:
        return not self.conflicts


def _changes(base: list[str], other: list[str]) -> list[Change]:
    matcher = SequenceMatcher(None, base, other, autojunk=False)
    return [
        (i1, i2, other[j1:j2]) for tag, i1, i2, j1, j2 in matcher.get_opcodes() if tag != "equal"
    ]


def _touches(start: int, end: int, change: Change) -> bool:
    """Whether a change overlaps the base range [start, end): the ranges intersect, both are
    insertions at one place, or one is inserted strictly inside the other (lines added next
    to lines the other side changed do not clash)."""
    c_start, c_end, _ = change
    if c_start < end and start < c_end:
        return True
    if c_start == c_end and start == end:
        return c_start == start
    if c_start == c_end:
        return start < c_start < end
    return c_start < start < c_end


def _version(base: list[str], start: int, end: int, changes: list[Change]) -> list[str]:
    out: list[str] = []
    at = start
    for c_start, c_end, lines in changes:
        out += base[at:c_start] + lines
        at = c_end
    return out + base[at:end]


def merge3(base: str, mine: str, theirs: str) -> Merge:
    b, m, t = base.splitlines(), mine.splitlines(), theirs.splitlines()
    ours, other = _changes(b, m), _changes(b, t)
    out: list[str] = []
    conflicts: list[Conflict] = []
    refreshed = 0
    at = 0
    while ours or other:
        first = min(ours[:1] + other[:1], key=lambda c: (c[0], c[1]))
        start, end = first[0], first[1]
        mine_here: list[Change] = []
        theirs_here: list[Change] = []
        grew = True
        while grew:
            grew = False
            for pending, taken in ((ours, mine_here), (other, theirs_here)):
                while pending and _touches(start, end, pending[0]):
                    change = pending.pop(0)
                    taken.append(change)
                    start, end = min(start, change[0]), max(end, change[1])
                    grew = True
        out += b[at:start]
        mine_lines = _version(b, start, end, mine_here)
        theirs_lines = _version(b, start, end, theirs_here)
        if not theirs_here or mine_lines == theirs_lines:
            out += mine_lines
        elif not mine_here:
            out += theirs_lines
            refreshed += 1
        else:
            conflicts.append(Conflict(b[start:end], mine_lines, theirs_lines))
            out += mine_lines + [""] + theirs_lines
        at = end
    out += b[at:]
    return Merge(out, conflicts, refreshed)
