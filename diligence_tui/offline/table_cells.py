"""The offline engine's answer to a review-table prompt (harness/table_fill.py).

It answers a column only when the column names a ``clause`` the clause detector knows
(:func:`diligence_tui.offline.clauses.known`) or a value reader reads
(:func:`diligence_tui.offline.table_values.reads`): a yes/no column "yes" with the
detector's verbatim quote and page when it finds the clause in the slice, "not found" when
it does not; any other column a value read out of the passage (offline/table_values.py),
or, when the passage holds none, "needs a model" with the reason and the passage quoted. Every other column is answered ``needs_model``:
the offline engine does not guess at questions it has no detector for.
"""

from __future__ import annotations

import json
from typing import Any

from diligence_tui.harness.slices import parse_slices
from diligence_tui.harness.table_fill import COLUMNS_CLOSE, COLUMNS_OPEN

# A column's clause that a narrower kind the detector tells apart also answers: a lender's
# right to accelerate or cancel on a change of control is a right a change of control
# triggers ("Does a change of control trigger consent, termination or other rights?" is
# yes for a facility agreement whose event of default it is, not "the document does not say")
ALSO_ANSWERED_BY: dict[str, tuple[str, ...]] = {"Change Of Control": ("Debt Change Of Control",)}


def is_table_prompt(prompt: str) -> bool:
    return COLUMNS_OPEN in prompt and COLUMNS_CLOSE in prompt


def _columns(prompt: str) -> list[dict[str, Any]]:
    start = prompt.index(COLUMNS_OPEN) + len(COLUMNS_OPEN)
    end = prompt.index(COLUMNS_CLOSE, start)
    try:
        data = json.loads(prompt[start:end])
    except json.JSONDecodeError:
        return []
    return (
        [c for c in data if isinstance(c, dict) and c.get("id")] if isinstance(data, list) else []
    )


def answer_table(prompt: str) -> str:
    """TABLE_FORMAT JSON for every slice and column of the prompt."""
    from diligence_tui.offline.clauses import find_clauses, known
    from diligence_tui.offline.table_values import reads, value_entry
    from diligence_tui.offline.table_yes import threshold_of, yes_hits

    columns = _columns(prompt)
    asked = {
        str(c.get("clause")) for c in columns if c.get("clause") and known(str(c.get("clause")))
    }
    detectable = sorted(asked)
    narrower = sorted({a for c in asked for a in ALSO_ANSWERED_BY.get(c, ()) if known(a)} - asked)
    # clauses a value reader finds by itself (Parties, the dates): answerable, no detector
    readable = {
        str(c.get("clause")) for c in columns if reads(str(c.get("type")), str(c.get("clause")))
    }
    answers: list[dict[str, Any]] = []
    for piece in parse_slices(prompt):
        hits = (
            find_clauses([(p.number, p.text) for p in piece.pages], detectable + narrower)
            if detectable
            else []
        )
        by_clause: dict[str, list[Any]] = {}
        for hit in hits:
            by_clause.setdefault(hit.clause, []).append(hit)
        # a passage that defines the term, a recital, a lead-in, a weak lone passage... is no
        # "yes" (offline/table_yes.py)
        operative = {
            clause: yes_hits(clause, found, threshold_of(clause))
            for clause, found in by_clause.items()
        }
        for col in columns:
            clause = str(col.get("clause") or "")
            entry: dict[str, Any] = {"doc": piece.doc_id, "column": col["id"]}
            if col.get("type") != "yes_no" and (clause in detectable or clause in readable):
                # a value ("Delaware", "90 days"), never the passage as the answer
                entry.update(value_entry(col, piece, by_clause.get(clause, [])))
            elif clause not in detectable:
                entry["needs_model"] = True
                entry["note"] = (
                    f"the offline engine has no detector for {clause!r}: this needs a model"
                    if clause
                    else "the column names no clause the offline engine knows: this needs a model"
                )
            elif answered := _answering(clause, operative):
                kind, found = answered[0], answered[1][:2]
                entry["found"] = True
                entry["answer"] = "yes"
                entry["quotes"] = [{"quote": h.quote, "page": h.page} for h in found]
                entry["note"] = f"offline clause detector: {kind} (score {found[0].score:.2f})"
            else:
                entry["found"] = False
                entry["answer"] = "no"
            answers.append(entry)
    return json.dumps({"answers": answers}, ensure_ascii=False)


def _answering(clause: str, operative: dict[str, list[Any]]) -> tuple[str, list[Any]] | None:
    """The clause kind whose operative passages answer a column of ``clause``: its own, else
    a narrower kind that also answers it (ALSO_ANSWERED_BY)."""
    for kind in (clause, *ALSO_ANSWERED_BY.get(clause, ())):
        if operative.get(kind):
            return kind, operative[kind]
    return None
