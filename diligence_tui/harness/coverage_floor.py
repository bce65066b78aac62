"""The coverage floor: a root that submits having read less than ``[budget] coverage_floor``
of the room's readable text (default 90 %) is shown what it did not read and asked to go on
or to say why it stops. The first such submit() is refused with that list; a later one with
a note is taken, and the note goes into the memo's "Scope and method" as the reason.

Pass rate tracks coverage in the research this product follows, and small roots "give up
early": the floor makes stopping short a decision someone states, never a silent one.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

SCOPE = "Scope and method"
LISTED = 12  # documents named in the refusal (largest unread first)


@dataclass
class FloorState:
    refused: int = 0  # submits refused for the floor so far
    reason: str = ""  # the root's reason for stopping below the floor (once accepted)
    share: float = 0.0  # the coverage when it stopped


def _unread(services: Any) -> list[tuple[str, int, float]]:
    """(path, tokens, share read) of readable documents read less than whole, largest first."""
    snap = services.coverage.snapshot() if services.coverage is not None else {}
    shares = snap.get("documents", {}) or {}
    rows = []
    for doc in services.room.documents():
        if getattr(doc, "status", "ok") == "skipped" or not getattr(doc, "chars", 0):
            continue
        share = float(shares.get(doc.doc_id, 0.0) or 0.0)
        if share < 0.999:
            rows.append(
                (str(getattr(doc, "path", doc.doc_id)), int(getattr(doc, "tokens", 0)), share)
            )
    rows.sort(key=lambda row: (row[2], -row[1]))
    return rows


def check(services: Any, note: str | None) -> str | None:
    """None when submit() may go ahead; else the refusal the root is shown."""
    floor = float(services.settings.budget.coverage_floor or 0.0)
    state: FloorState = services.floor
    if floor <= 0 or services.coverage is None or not services.coverage_floor_on:
        return None
    share = float(services.coverage.snapshot().get("room", 0.0) or 0.0)
    if share >= floor:
        return None
    reason = (note or "").strip()
    if state.refused and reason:
        state.reason, state.share = reason, share
        return None
    state.refused += 1
    rows = _unread(services)
    listed = "\n".join(
        f"  - {path} ({tokens:,} tokens, {share_read:.0%} read)"
        for path, tokens, share_read in rows[:LISTED]
    )
    more = f"\n  ... and {len(rows) - LISTED} more" if len(rows) > LISTED else ""
    return (
        f"submit() refused: the review has read {share:.0%} of the room's readable text, below "
        f"the coverage floor of {floor:.0%}. {len(rows)} document(s) are not read in full:\n"
        f"{listed}{more}\n"
        "Go on reading them (review([...]) on the documents above), or, if you stop here on "
        'purpose, call submit(note="why you stop") again: the reason goes into the memo\'s '
        f'"{SCOPE}".'
    )


def scope_line(state: FloorState, floor: float) -> str:
    """The memo's record of a submit below the floor ('' when there was none)."""
    if not state.reason:
        return ""
    return (
        f"The review stopped at {state.share:.0%} of the room's readable text, below the "
        f"coverage floor of {floor:.0%}. The reviewer's reason: {state.reason}"
    )
