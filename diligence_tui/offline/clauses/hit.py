"""What the clause detector returns."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ClauseHit:
    """A passage of one page that reads as ``clause`` (a name in CLAUSES).

    ``quote == page_text[start:end]``, verbatim. ``score`` is in [0, 1]: the trained model's
    probability for the passage, or 1.0 for a hit of the regex rules.
    """

    clause: str
    page: int
    start: int
    end: int
    quote: str
    score: float
