"""Clause detection for the offline engine: which passages of a document read as which
clause kind (CUAD's 40 categories and our own diligence kinds), with verbatim quotes.

    from diligence_tui.offline.clauses import CLAUSES, ClauseHit, find_clauses, known

This is the one seam through which the offline reviewer, review-table cells and the bench
ask "where does this document say X?". Whether a found clause is a *risk* (severity,
exposure, next step) is the reviewer's business (offline/reviewer.py), not this package's.
docs/CLAUSES.md describes the vocabulary and how the detector was trained and measured.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from diligence_tui.offline.clauses.hit import ClauseHit
from diligence_tui.offline.clauses.rules import rule_hits
from diligence_tui.offline.clauses.vocabulary import CLAUSES, ISSUE_KIND_OF, TWELVE

__all__ = ["CLAUSES", "TWELVE", "ClauseHit", "find_clauses", "known"]

_KNOWN = frozenset(ISSUE_KIND_OF)


def known(clause: str) -> bool:
    """True when the offline engine can detect ``clause`` (a name in CLAUSES)."""
    return clause in _KNOWN


def find_clauses(
    pages: Sequence[tuple[int, str]], clauses: Iterable[str] | None = None
) -> list[ClauseHit]:
    """The passages of ``pages`` ((page number, page text) pairs) that read as one of
    ``clauses`` (default: every clause :func:`known`), in page and text order. Names the
    engine does not know are ignored (ask :func:`known` first to say "needs a model")."""
    wanted = _KNOWN if clauses is None else frozenset(c for c in clauses if c in _KNOWN)
    if not wanted:
        return []
    hits = rule_hits(pages, wanted)
    hits.sort(key=lambda h: (h.page, h.start, h.clause))
    return hits
