"""A root that runs the same cell turn after turn while nothing moves is stopped early.

The offline policy holding an unfinished review ("Not submitted: 3 of 3 readable documents
could not be reviewed") ran the same hold cell until the turn cap (27 turns in a 4,096-window
guided run), and a model root can loop on one cell the same way. Progress is what the harness
measures, not what a cell prints (a cell's output carries the turn number): the measured
coverage, the findings, the memo's text and the calls made. When the same code ran
:data:`STALL_TURNS` turns in a row and none of that changed, the loop ends with a plain
reason (``EndReason.STALLED``) instead of spending the turns left.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any

STALL_TURNS = 3  # the same cell this many turns in a row, with nothing moved


def progress_mark(code: str, coverage: Any, findings: list[Any], memo: Any, calls: int) -> str:
    """A digest of the cell's code and of what the harness measures after it ran."""
    snapshot = coverage.snapshot() if coverage is not None else {}
    memo_text = "\n".join(f"{s.title}\0{s.body}" for s in getattr(memo, "sections", []))
    basis = "\0".join(
        [
            code.strip(),
            repr(snapshot.get("room")),
            str(len(findings)),
            hashlib.sha1(memo_text.encode()).hexdigest(),
            str(calls),
        ]
    )
    return hashlib.sha1(basis.encode()).hexdigest()


@dataclass
class StallWatch:
    """Counts turns in a row whose mark (progress_mark) did not change."""

    limit: int = STALL_TURNS
    _last: str = ""
    _same: int = 0

    def see(self, mark: str) -> bool:
        """True when this turn makes ``limit`` turns in a row with the same mark."""
        self._same = self._same + 1 if mark == self._last else 1
        self._last = mark
        return self._same >= self.limit

    def reason(self, turns_left: int) -> str:
        return (
            f"nothing moved in {self.limit} turns in a row (the same cell ran with no new "
            "reading, finding, memo change or model call): stopped early with "
            f"{max(turns_left, 0)} turn(s) left"
        )
