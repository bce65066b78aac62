"""What the host does to the memo when a run ends (no model involved).

* An unfinished review lists the findings the memo does not cite yet in one section
  (:data:`UNWRITTEN`), rewritten at every finalize and taken out once nothing is missing or
  the root submitted (a stop, a resume, then a submit leaves no stale list behind).
* An analyst-edited section that the root revised gets the revision's lines the analyst left
  alone (counts, coverage: the computed lines), or, where the analyst changed those very
  lines, keeps the analyst's text and says plainly which lines are stale.

Every change goes through the review state's reducer and is announced on the bus.
"""

from __future__ import annotations

import contextlib
from typing import Any

from diligence_tui.harness.events import EventBus, Notice, event_from_dict
from diligence_tui.review.model import SEVERITIES, Finding, Memo, section_id
from diligence_tui.review.state import ReviewState

UNWRITTEN = "Findings not yet written up"


def _emit(bus: EventBus, events: list[dict]) -> None:
    for event in events:
        bus.emit(event_from_dict(event))


def fill_memo_from_findings(
    memo: Memo,
    findings: list[Finding],
    bus: EventBus,
    *,
    lock: Any = None,
    review: ReviewState | None = None,
) -> bool:
    """Add the findings the memo does not cite yet as a section (host-side, no model); take
    the section out when the memo now cites them all. True when the memo changed."""
    state = review if review is not None else ReviewState(memo, findings)
    events: list[dict] = []
    with lock if lock is not None else contextlib.nullcontext():
        own = memo.section(UNWRITTEN)
        others = [s for s in memo.sections if s.id != section_id(UNWRITTEN)]
        cited = set()
        for sec in others:
            probe = Memo(sections=[sec], citations=memo.citations)
            cited |= {memo.citations[c].key() for c in probe.cited_ids() if c in memo.citations}
        missing = [
            f
            for f in findings
            if f.status != "rejected" and not any(c.key() in cited for c in f.citations)
        ]
        if not missing:
            event = clear_unwritten(state)
            events = [event] if event else []
        else:
            lines = [
                "The review stopped before these findings were written into the memo; they "
                "are listed as the sub-agents reported them.",
                "",
            ]
            for finding in sorted(missing, key=lambda f: SEVERITIES.index(f.severity)):
                links = " ".join(memo.cite_link(c) for c in finding.citations if c.verified)
                exposure = f" Exposure: {finding.exposure}." if finding.exposure else ""
                step = f" Next step: {finding.next_step}" if finding.next_step else ""
                lines.append(
                    f"- **{finding.title}** ({finding.severity}). {finding.description}"
                    f"{exposure}{step} {links}".rstrip()
                )
            body = "\n".join(lines)
            if own is None or (own.suggestion if own.edited_by_analyst else own.body) != body:
                events = [state.root_write(UNWRITTEN, body)]
    _emit(bus, events)
    return bool(events)


def clear_unwritten(state: ReviewState) -> dict | None:
    """Take the host's list of unwritten findings out (never one the analyst edited)."""
    own = state.memo.section(UNWRITTEN)
    if own is None or own.edited_by_analyst:
        return None
    return state.remove_section(UNWRITTEN)


def finish_memo(state: ReviewState, bus: EventBus, *, lock: Any = None, submitted: bool) -> None:
    """The host's last changes to the memo when a run ends (see the module's text)."""
    with lock if lock is not None else contextlib.nullcontext():
        events: list[dict] = []
        if submitted:
            event = clear_unwritten(state)
            events += [event] if event else []
        events += state.refresh_edited()
        stale = [
            (s.title, s.stale_lines)
            for s in state.memo.sections
            if s.stale_lines and s.suggestion is not None
        ]
    _emit(bus, events)
    refreshed = [e["section"]["title"] for e in events if e.get("op") == "refresh"]
    refreshed = [t for t in refreshed if t not in {title for title, _ in stale}]
    if refreshed:
        bus.emit(
            Notice(
                level="info",
                message="brought the reviewer's final figures into the section(s) you edited, "
                f"keeping your changes: {', '.join(refreshed)}",
            )
        )
    for title, lines in stale:
        shown = "; ".join(f"“{line.strip()[:80]}”" for line in lines[:3])
        bus.emit(
            Notice(
                level="warning",
                message=f"“{title}”: lines you edited may be stale: the reviewer's final "
                f"revision changed them too ({shown}). Compare and choose in the memo "
                "(keep mine / take theirs / both).",
            )
        )
