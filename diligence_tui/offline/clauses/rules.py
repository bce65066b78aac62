"""The offline reviewer's regex rules (offline/patterns.py) as a clause detector: the
sentences whose issue kind maps to a clause name, with benign look-alikes dropped as the
reviewer drops them. It is the baseline the trained detector is measured against and the
part of the detector that knows our own kinds (litigation, liens, ...) that CUAD does not
label."""

from __future__ import annotations

from collections.abc import Sequence

from diligence_tui.harness.slices import SlicePage
from diligence_tui.offline.clauses.hit import ClauseHit
from diligence_tui.offline.clauses.vocabulary import CLAUSE_OF_ISSUE_KIND, ISSUE_KIND_OF


def rule_hits(pages: Sequence[tuple[int, str]], wanted: frozenset[str]) -> list[ClauseHit]:
    """The hits of the regex rules on ``pages`` for the clause names in ``wanted``."""
    from diligence_tui.offline.patterns import KINDS
    from diligence_tui.offline.reviewer import (  # the reviewer imports this package
        SUBSUMES,
        scan_page,
    )

    keys = {ISSUE_KIND_OF[c] for c in wanted if c in ISSUE_KIND_OF}
    # only the wanted kinds are looked for, and the broader kinds whose hit in a sentence
    # drops theirs (reviewer.SUBSUMES): the same hits for a fraction of the regexes
    keys |= {broad for broad, narrower in SUBSUMES.items() if keys & set(narrower)}
    kinds = tuple(k for k in KINDS if k.key in keys)
    out: list[ClauseHit] = []
    if not kinds:
        return out
    for number, text in pages:
        page = SlicePage(number, f"p. {number}", text, 0)
        for hit in scan_page(page, learned=False, kinds=kinds, details=False):
            clause = CLAUSE_OF_ISSUE_KIND.get(hit.kind.key)
            if clause is None or clause not in wanted:
                continue
            start = text.find(hit.quote)
            if start < 0:  # scan_page quotes page text verbatim; a miss is a bug upstream
                continue
            out.append(ClauseHit(clause, number, start, start + len(hit.quote), hit.quote, 1.0))
    return out
