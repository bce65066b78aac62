"""What the seller's own working papers answer: a consents tracker's row ("Avonmouth lease ...
No - share sale"), a Q&A log's answer ("Is any landlord consent needed? | No."). The
cross-document checks hold these against the documents they get wrong: a "No" next to a lease
that needs the landlord's consent, a "None" to a question on covenant breaches.

Rows are a sheet's tab-separated lines, a document table's bars or a CSV's lines (the room's
text of .xlsx, .docx and .csv); a quote is the row's line as the page has it, so it verifies.
Which column is the topic, which the status and which the answer, and what says "no", is
read by :mod:`diligence_tui.offline.doc_roles`.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from diligence_tui.offline import doc_roles as DR
from diligence_tui.offline.crossdoc import Page


def denials(
    pages: list[Page], topic: re.Pattern[str], about: Callable[[str], bool], skip: str = ""
) -> list[tuple[Page, str]]:
    """Rows that answer "no" on ``topic`` for what ``about`` recognises in the row: a
    tracker's row whose cell under a column headed on the topic says "No" (or under its status
    column, "Required?", when the tracker's own title is on the topic: a consents tracker), or
    a log's answer "No"/"None" to a question on the topic. The page and the row's line, first
    per page."""
    out = []
    for p in pages:
        if p.doc == skip or not DR.rows(p):
            continue
        # a tracker whose title is on the topic, or a consents tracker on consents ("Change of
        # Control Schedule"): its status column answers the topic
        on_topic = bool(topic.search(DR.title_of(p.text) + " " + p.name)) or (
            DR.is_consents_tracker(p) and bool(topic.search("consent"))
        )
        for header, cells, line in DR.rows(p):
            if not about(line):
                continue
            # the status column answers only where no column is headed on the topic itself
            # ("Consent required? | Yes - requested | Status: n/a" is no denial)
            headed = any(topic.search(h) for h in header)
            status = DR.columns(header).status if on_topic and not headed else ()
            said = (
                [
                    c
                    for i, c in enumerate(cells)
                    if i < len(header)
                    and (topic.search(header[i]) or i in status)
                    and DR.says_none(c)
                ]
                or [
                    a
                    for q, a in zip(cells, cells[1:], strict=False)
                    if DR.is_question(q) and topic.search(q) and DR.says_none(a)
                ]
                or [
                    # a cell that says it itself, whatever its column ("No consent requirement
                    # identified on review")
                    c
                    for c in cells
                    if DR.says_none(c) and topic.search(c) and not DR.is_question(c)
                ]
            )
            if said:
                out.append((p, line.strip()))
                break
    return out
