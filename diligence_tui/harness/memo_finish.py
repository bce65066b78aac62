"""What the host does to the memo when a run ends (no model involved).

* An unfinished review lists the findings the memo does not cite yet in one section
  (:data:`UNWRITTEN`), rewritten at every finalize and taken out once nothing is missing or
  the root submitted (a stop, a resume, then a submit leaves no stale list behind).
* An analyst-edited section that the root revised gets the revision's lines the analyst left
  alone (counts, coverage: the computed lines), or, where the analyst changed those very
  lines, keeps the analyst's text and says plainly which lines are stale.

* The memo's scope section gets the harness's own measured lines (:func:`write_scope`),
  whichever root ran: the readable documents that reached no model in a call that answered
  (a bounded list and the count; all of them in ``not_reviewed.txt`` in the run folder), the
  documents that left the room, and the ones reviewed again after they changed. They are
  rewritten at every finalize (a block under :data:`SCOPE_HEAD`), never typed by a model.

Every change goes through the review state's reducer and is announced on the bus.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from diligence_tui.atomic import write_text_atomic
from diligence_tui.harness.events import EventBus, Notice, event_from_dict
from diligence_tui.harness.unreadable import Unreadable
from diligence_tui.review.model import SEVERITIES, Finding, Memo, MemoSection, section_id
from diligence_tui.review.run_files import NOT_REVIEWED
from diligence_tui.review.state import ReviewState
from diligence_tui.shares import percent
from diligence_tui.textsafe import neutralize

UNWRITTEN = "Findings not yet written up"
SCOPE = "Scope and method"  # the section the scope lines go to when the root wrote none
SCOPE_HEAD = "**Measured by the harness when the run ended** (not written by the reviewer):"
LISTED = 20  # documents named in the memo; the rest are in the run folder's file


@dataclass
class ScopeFacts:
    """What the harness measured, for the scope section: the readable documents (id, path),
    each one's measured share, and what changed in the room since the run read it."""

    documents: list[tuple[str, str]]
    shares: dict[str, float]
    removed: list[str] = field(default_factory=list)  # paths no longer in the room
    changed: list[str] = field(default_factory=list)  # changed since read, not read again
    rereviewed: list[str] = field(default_factory=list)  # read again after they changed
    run_dir: Path | None = None
    unreadable: Unreadable | None = None  # files no model could see (skipped, no text)
    reviewed: set[str] | None = None  # documents review() read whole (None: not known)
    room_share: float | None = None  # the measured coverage of the room's text
    reader: str = "a model"  # what the text reached: run_metrics.reader_of
    findings: list[Finding] = field(default_factory=list)
    stale_counts: bool = False  # the reviewer's own counts were stale (refresh_counts)
    copies: list[list[str]] = field(default_factory=list)  # readable files with the same bytes

    def unread(self) -> list[str]:
        return sorted(p for d, p in self.documents if self.shares.get(d, 0.0) <= 0.0)

    def partial(self) -> list[tuple[str, float]]:
        """(path, share) of the readable documents only part of whose text reached a model."""
        return sorted(
            (p, self.shares.get(d, 0.0))
            for d, p in self.documents
            if 0.0 < self.shares.get(d, 0.0) < 1.0
        )


def _names(paths: list[str], limit: int = LISTED) -> str:
    return ", ".join(paths[:limit])


def scope_lines(facts: ScopeFacts) -> list[str]:
    """The harness's lines for the scope section (see the module's text)."""
    unread, total = facts.unread(), len(facts.documents)
    missed = "reached no model" if facts.reader == "a model" else f"did not reach {facts.reader}"
    if unread:
        more = ""
        if len(unread) > LISTED:
            more = (
                f" and {len(unread) - LISTED} more (all listed in {NOT_REVIEWED} in the run folder)"
            )
        lines = [
            f"- Not reviewed: {len(unread)} of {total} readable documents {missed} in a "
            f"call that answered: {_names(unread)}{more}."
        ]
    elif not total:
        lines = [f"- No readable document: nothing of the room reached {facts.reader}."]
    else:
        lines = [
            f"- Every one of the {total} readable documents reached {facts.reader} in a call "
            "that answered."
        ]
    partial = facts.partial()
    if partial:  # "reached a model" above counts them; say how much of them did
        named = ", ".join(f"{p} ({int(share * 100)}%)" for p, share in partial[:LISTED])
        more = f" and {len(partial) - LISTED} more" if len(partial) > LISTED else ""
        lines.append(
            f"- Read only in part: {len(partial)} of them; the rest of their text {missed}: "
            f"{named}{more}."
        )
    if facts.unreadable is not None and facts.unreadable.skipped:
        # each with its own reason: "3 of 9 files (2 encrypted, 1 empty)" alone does not say
        # which file is the encrypted board minutes
        skipped = [f"{p} ({why})" for p, why in facts.unreadable.skipped]
        more = f" and {len(skipped) - LISTED} more" if len(skipped) > LISTED else ""
        lines.append(
            f"- Not read at all: {facts.unreadable.describe()}; no model saw them and they "
            f"are not in the counts or the coverage above: {_names(skipped)}{more}."
        )
    if facts.copies:
        # a copy is reviewed and counted like any document: "25 contracts need consent" may be
        # 24 and a copy; the analyst needs to know before counting
        groups = "; ".join(" = ".join(group) for group in facts.copies[:LISTED])
        more = f" and {len(facts.copies) - LISTED} more" if len(facts.copies) > LISTED else ""
        lines.append(
            f"- Identical files: {len(facts.copies)} set(s) of files hold the same bytes under "
            f"other names; each copy was reviewed and its findings are counted on their own: "
            f"{groups}{more}."
        )
    if facts.removed:
        lines.append(
            "- No longer in the room (left out of the measured coverage; citations of them do "
            f"not verify): {_names(sorted(facts.removed))}."
        )
    if facts.changed:
        lines.append(
            f"- Changed since they were reviewed, not read again: {_names(sorted(facts.changed))}."
        )
    if facts.rereviewed:
        lines.append(f"- Reviewed again after they changed: {_names(sorted(facts.rereviewed))}.")
    if facts.stale_counts:
        lines.append(
            "- The reviewer's own counts in this memo no longer held when the run ended (a "
            "resume read more, with no turn left to rewrite them): the counts of reviewed "
            "documents, findings and coverage and the list of documents not reviewed were "
            "brought up to date by the harness; the reviewer's other words date from before."
        )
    return lines


# the reviewer's count lines the harness can recompute (the offline policy writes them; a
# resume with no turn left never rewrites them): pattern -> the line as measured now
_REVIEWED = re.compile(
    r"^Reviewed \d+ of \d+ readable documents(?: \([^)]*\))?; "
    r"(?:no|\d+ [a-z]+(?:, \d+ [a-z]+)*) finding\(s\)",
    re.MULTILINE,
)
_DOCS_REVIEWED = re.compile(r"^Documents reviewed: \d+ of \d+ readable\b", re.MULTILINE)
_COVERAGE = re.compile(r"^Measured coverage of the room's text: \d+(?:\.\d+)?%", re.MULTILINE)


def _counted_lines(facts: ScopeFacts) -> list[tuple[re.Pattern[str], str]]:
    ids = {d for d, _ in facts.documents}
    done = len(ids & (facts.reviewed or set()))
    total = len(ids)
    standing = [f for f in facts.findings if f.status != "rejected" and f.severity != "info"]
    counts = {sev: sum(1 for f in standing if f.severity == sev) for sev in SEVERITIES[:-1]}
    found = ", ".join(f"{n} {sev}" for sev, n in counts.items() if n) or "no"
    rest = "" if done == total else " (the others were not reviewed: see Scope and method)"
    lines = [
        (_REVIEWED, f"Reviewed {done} of {total} readable documents{rest}; {found} finding(s)"),
        (_DOCS_REVIEWED, f"Documents reviewed: {done} of {total} readable"),
        (_COVERS, f"It covers only the {done} reviewed document(s)"),
    ]
    if facts.room_share is not None:
        lines.append(
            (_COVERAGE, f"Measured coverage of the room's text: {percent(facts.room_share)}")
        )
    return lines


_NUMBERS = re.compile(r"\d+(?:\.\d+)?%?(?: [a-z]+)?")  # "3 of", "1 high", "99.9%"


def _measured(line: str) -> Callable[[re.Match[str]], str]:
    """A replacement: ``line`` where the written line states other numbers, else the written
    line as it is (its own words kept)."""

    def replace(match: re.Match[str]) -> str:
        written = match.group(0)
        return line if _NUMBERS.findall(written) != _NUMBERS.findall(line) else written

    return replace


# the offline policy's own lists and sentences of what it did not review (finalize and the
# review waves write them; a resume with no turn left never rewrites them): an analyst signs
# off on that list, so it must name what was not reviewed, no more and no less
_NOT_REVIEWED_LIST = re.compile(r"^Not reviewed: (?!\d+ of ).*$")
_SO_FAR = re.compile(
    r"^Reviewed so far: \d+ of \d+ readable documents\."
    r"(?: Not reviewed(?: \(their sub-calls failed or were cancelled\))?: .*)?$"
)
_COVERS = re.compile(r"It covers only the \d+ reviewed document\(s\)")
_COULD_NOT = re.compile(r"^\d+ document\(s\) could not be reviewed: ")
_FINISH = re.compile(r"^- \*\*Finish the review\*\*: \d+ of \d+ readable documents")
POLICY_LISTED = 50  # the policy names this many, then "and N more"


def _listed(paths: list[str]) -> str:
    more = len(paths) - POLICY_LISTED
    return ", ".join(paths[:POLICY_LISTED]) + (f" and {more} more" if more > 0 else "")


def _not_reviewed_lines(body: str, facts: ScopeFacts) -> str:
    """``body`` with the policy's lists and counts of documents not reviewed as measured now:
    a line that names no document any more goes, one with other documents is rewritten, and a
    policy scope (its "Documents reviewed:" line) that lacked the list gets it."""
    missing = [p for d, p in facts.documents if d not in (facts.reviewed or set())]
    total = len(facts.documents)
    lines, out, listed = body.split("\n"), [], False
    for line in lines:
        if _NOT_REVIEWED_LIST.match(line):
            listed = True
            if missing:
                out.append(f"Not reviewed: {_listed(missing)}")
            continue
        if _SO_FAR.match(line):
            tail = ""
            if missing:
                tail = f" Not reviewed: {_listed(missing)}."
            out.append(
                f"Reviewed so far: {total - len(missing)} of {total} readable documents.{tail}"
            )
            continue
        if not missing and (_COULD_NOT.match(line) or _FINISH.match(line)):
            continue  # "N document(s) could not be reviewed ...": every one was, in the end
        if missing and _COULD_NOT.match(line):
            line = _COULD_NOT.sub(f"{len(missing)} document(s) could not be reviewed: ", line)
        if missing and _FINISH.match(line):
            line = _FINISH.sub(
                f"- **Finish the review**: {len(missing)} of {total} readable documents", line
            )
        out.append(line)
    if missing and not listed:
        at = next((i for i, ln in enumerate(out) if _COVERAGE.match(ln)), None)
        if at is None:
            at = next((i for i, ln in enumerate(out) if _DOCS_REVIEWED.match(ln)), None)
        if at is not None:  # a paragraph of its own, as the policy writes its lines
            out[at + 1 : at + 1] = ["", f"Not reviewed: {_listed(missing)}"]
    return "\n".join(out)


def refresh_counts(state: ReviewState, facts: ScopeFacts) -> list[dict]:
    """The reviewer's count lines (:data:`_REVIEWED` and the others) and its lists of what it
    did not review that no longer say what was reviewed, rewritten as measured now, through
    the reducer (an analyst-edited section gets them as the reviewer's revision, merged like
    other computed lines). Sets ``facts.stale_counts`` when any was stale."""
    if facts.reviewed is None:
        return []
    events = []
    for sec in list(state.memo.sections):
        if sec.edited_by_analyst:  # the reviewer's own text: the pending revision, or its base
            own = sec.suggestion if sec.suggestion is not None else (sec.base or "")
        else:
            own = sec.body
        new = own
        for pattern, line in _counted_lines(facts):
            new = pattern.sub(_measured(line), new)
        new = _not_reviewed_lines(new, facts)
        if new != own:
            facts.stale_counts = True
            events.append(state.root_write(sec.title, new))
    return events


def without_scope_block(body: str) -> str:
    """``body`` without an earlier finalize's block of measured lines."""
    lines = body.split("\n")
    if SCOPE_HEAD not in lines:
        return body
    at = lines.index(SCOPE_HEAD)
    end = at + 1
    while end < len(lines) and lines[end].startswith("- "):
        end += 1
    return "\n".join(lines[:at] + lines[end:]).strip()


def scope_section(memo: Memo) -> MemoSection | None:
    """The memo's scope section: "Scope and method", else the first whose title says scope."""
    return memo.section(SCOPE) or next(
        (s for s in memo.sections if "scope" in s.title.lower()), None
    )


def write_scope(state: ReviewState, facts: ScopeFacts) -> dict | None:
    """Put the measured lines into the scope section (through the reducer; an analyst-edited
    section gets them as the reviewer's revision, merged at finalize like other computed
    lines). Writes ``not_reviewed.txt`` with every unread document. Returns the event."""
    if facts.run_dir is not None:
        listing = Path(facts.run_dir) / NOT_REVIEWED
        unread = facts.unread()
        if unread:
            write_text_atomic(listing, neutralize("\n".join(unread) + "\n"))
        elif listing.exists():
            listing.unlink()
    sec = scope_section(state.memo)
    title = sec.title if sec is not None else SCOPE
    if sec is None:
        own = ""
    elif sec.edited_by_analyst:  # the reviewer's own text: the pending revision, or its base
        own = sec.suggestion if sec.suggestion is not None else (sec.base or "")
    else:
        own = sec.body
    kept = without_scope_block(own)
    body = "\n".join([kept, "", SCOPE_HEAD, *scope_lines(facts)]).strip()
    if sec is not None and body == own:
        return None
    return state.root_write(title, body)


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
        missing = uncited(memo, findings, skip=UNWRITTEN)
        if not missing:
            event = clear_unwritten(state)
            events = [event] if event else []
        else:
            lines = [
                "The review stopped before these findings were written into the memo; they "
                "are listed as the sub-agents reported them.",
                "",
            ]
            body = "\n".join(lines + finding_lines(memo, missing))
            if own is None or (own.suggestion if own.edited_by_analyst else own.body) != body:
                events = [state.root_write(UNWRITTEN, body)]
    _emit(bus, events)
    return bool(events)


def uncited(memo: Memo, findings: list[Finding], skip: str = "") -> list[Finding]:
    """The findings (not rejected) that no memo section cites (``skip``: a section's title
    whose citations do not count)."""
    cited = set()
    for sec in memo.sections:
        if skip and sec.id == section_id(skip):
            continue
        probe = Memo(sections=[sec], citations=memo.citations)
        cited |= {memo.citations[c].key() for c in probe.cited_ids() if c in memo.citations}
    return [
        f
        for f in findings
        if f.status != "rejected" and not any(c.key() in cited for c in f.citations)
    ]


def finding_lines(memo: Memo, findings: list[Finding]) -> list[str]:
    """One Markdown line per finding, most severe first, citing its verified quotes."""
    lines = []
    for finding in sorted(findings, key=lambda f: SEVERITIES.index(f.severity)):
        links = " ".join(memo.cite_link(c) for c in finding.citations if c.verified)
        exposure = f" Exposure: {finding.exposure}." if finding.exposure else ""
        step = f" Next step: {finding.next_step}" if finding.next_step else ""
        lines.append(
            f"- **{finding.title}** ({finding.severity}). {finding.description}"
            f"{exposure}{step} {links}".rstrip()
        )
    return lines


def clear_unwritten(state: ReviewState) -> dict | None:
    """Take the host's list of unwritten findings out (never one the analyst edited)."""
    own = state.memo.section(UNWRITTEN)
    if own is None or own.edited_by_analyst:
        return None
    return state.remove_section(UNWRITTEN)


def finish_memo(
    state: ReviewState,
    bus: EventBus,
    *,
    lock: Any = None,
    submitted: bool,
    scope: ScopeFacts | None = None,
) -> None:
    """The host's last changes to the memo when a run ends (see the module's text)."""
    with lock if lock is not None else contextlib.nullcontext():
        events: list[dict] = []
        if submitted:
            event = clear_unwritten(state)
            events += [event] if event else []
        if scope is not None:
            events += refresh_counts(state, scope)
            event = write_scope(state, scope)
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
