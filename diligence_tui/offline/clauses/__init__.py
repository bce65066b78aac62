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
from diligence_tui.offline.clauses.meaning import meaning_hits
from diligence_tui.offline.clauses.model import model_hits, shipped
from diligence_tui.offline.clauses.rules import rule_hits
from diligence_tui.offline.clauses.vocabulary import CLAUSES, ISSUE_KIND_OF, TWELVE

__all__ = ["CLAUSES", "TWELVE", "ClauseHit", "find_clauses", "known", "learned_spans"]


def _known() -> frozenset[str]:
    model = shipped()
    return frozenset(ISSUE_KIND_OF) | frozenset(model.clauses if model else ())


def known(clause: str) -> bool:
    """True when the offline engine can detect ``clause`` (a name in CLAUSES)."""
    return clause in _known()


def find_clauses(
    pages: Sequence[tuple[int, str]], clauses: Iterable[str] | None = None
) -> list[ClauseHit]:
    """The passages of ``pages`` ((page number, page text) pairs) that read as one of
    ``clauses`` (default: every clause :func:`known`), in page and text order. Names the
    engine does not know are ignored (ask :func:`known` first to say "needs a model").

    The trained model finds the kinds it was trained on; the regex rules find ours, and add
    their hits to the model's for the kinds where that did better on the training part, as
    do the rules written from a kind's legal meaning (clauses/meaning.py)."""
    every = _known()
    wanted = every if clauses is None else frozenset(c for c in clauses if c in every)
    if not wanted:
        return []
    model = shipped()
    hits: list[ClauseHit] = []
    by_rules = set(wanted)
    if model is not None:
        hits = model_hits(model, pages, wanted)
        by_rules -= {c for k, c in enumerate(model.clauses) if not model.use_rules[k]}
        by_meaning = frozenset(c for k, c in enumerate(model.clauses) if model.use_meaning[k])
        extra = meaning_hits(pages, by_meaning & wanted)
    else:
        extra = []
    seen = {(h.clause, h.page, h.start, h.end) for h in hits}
    for hit in extra + rule_hits(pages, frozenset(by_rules)):
        if (hit.clause, hit.page, hit.start, hit.end) not in seen:
            seen.add((hit.clause, hit.page, hit.start, hit.end))
            hits.append(hit)
    hits.sort(key=lambda h: (h.page, h.start, h.clause))
    return hits


def learned_spans(text: str) -> list[tuple[int, int, str]]:
    """``(start, end, clause)`` for the passages of one page's text that the trained model
    alone reads as a clause (the reviewer's seam: it has the rules already)."""
    model = shipped()
    if model is None:
        return []
    return [
        (h.start, h.end, h.clause) for h in model_hits(model, [(1, text)], frozenset(model.clauses))
    ]
