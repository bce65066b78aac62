"""Has the room changed under a review? Documents that changed or left the room since a run
reviewed them, and their citations re-checked against the text as it is now.

When a run reviewed a document comes from its journal: the first time the document's measured
coverage rose above nothing, or the first time a finding or a memo section cited it. When the
room's copy of a document changed comes from the document store's history (``changed_at`` is
when its content hash last changed, ``removed_at`` when it left the room; see room/store.py).
A document whose content changed after the run first read it is *changed*: what the model read
is not what the room holds. One the room no longer holds is *removed*.

The check is read-only and cheap (one pass over the journal, one query per 500 documents); the
caller brings the room up to date first (``room.index()``) when it may have changed unseen.
"""

from __future__ import annotations

import copy
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from diligence_tui.review.model import Citation, Finding, Memo
from diligence_tui.review.quotes import find_quote
from diligence_tui.review.run_files import JOURNAL, METRICS, RUN_INFO

CHANGED, REMOVED, ADDED = "changed", "removed", "added"
# a citation into a document read again after it changed, whose quote is no longer in it
REREAD_GONE = "the document changed and was read again; the quote is no longer in it"
LABELS = {
    CHANGED: "changed since the review",
    REMOVED: "no longer in the room",
    ADDED: "added to the room since the review; not reviewed",
}


@dataclass(frozen=True)
class StaleDoc:
    doc_id: str
    path: str
    state: str  # CHANGED | REMOVED | ADDED
    reviewed_at: float = 0.0
    changed_at: float = 0.0  # when the content changed or the document left the room

    @property
    def label(self) -> str:
        return LABELS[self.state]


@dataclass
class RoomCheck:
    """What changed in the room since a run reviewed it."""

    checked: bool = True  # False: the room could not be read; ``note`` says why
    note: str = ""
    stale: dict[str, StaleDoc] = field(default_factory=dict)  # doc id -> what happened
    requoted: dict[str, bool] = field(default_factory=dict)  # citation key -> still found
    # readable documents whose content entered the room after the run began and that it never
    # read (added while it ran as well as after it ended)
    added: dict[str, StaleDoc] = field(default_factory=dict)
    coverage_then: float | None = None  # the run's measured share of the room (metrics.json)
    coverage_now: float | None = None  # the measured share of the room as it is now

    @property
    def moved(self) -> bool:
        """True when the room is not the one reviewed: a reviewed document changed or left
        it, or one was added that the run never saw."""
        return bool(self.stale or self.added)

    def share_now(self) -> float | None:
        """The measured share of the room as it is now, when that is not what the run
        measured (None: the room is as reviewed, the run's own figure holds)."""
        return self.coverage_now if self.moved else None

    def added_docs(self) -> list[StaleDoc]:
        return sorted(self.added.values(), key=_path)

    @property
    def changed(self) -> list[StaleDoc]:
        return sorted((s for s in self.stale.values() if s.state == CHANGED), key=_path)

    @property
    def removed(self) -> list[StaleDoc]:
        return sorted((s for s in self.stale.values() if s.state == REMOVED), key=_path)

    def state_of(self, citation: Citation | None) -> str:
        """CHANGED, REMOVED or "" for the document a citation points at."""
        if citation is None:
            return ""
        stale = self.stale.get(citation.doc_id)
        return stale.state if stale is not None else ""

    def citation_note(self, citation: Citation | None) -> str:
        """Plain words for a citation of a stale document ("" when its document is as reviewed)."""
        state = self.state_of(citation)
        if citation is None or not state:
            return ""
        if state == REMOVED:
            return "the document is no longer in the room"
        if self.requoted.get(citation.key()):
            return "the document changed since the review; the quote is still in it"
        return "the document changed since the review; the quote is no longer in it"

    def summary(self) -> str:
        """``2 reviewed documents changed or left the room since the review (1 changed, 1 gone)``,
        then ``1 document added to the room since the review, not reviewed``."""
        return "; ".join(part for part in (self.stale_summary(), self.added_summary()) if part)

    def stale_summary(self) -> str:
        """The reviewed documents that changed or left the room ("" when none did)."""
        changed, removed = len(self.changed), len(self.removed)
        if not changed and not removed:
            return ""
        total = changed + removed
        parts = [f"{changed} changed"] if changed else []
        parts += [f"{removed} no longer in the room"] if removed else []
        noun = "document" if total == 1 else "documents"
        return f"{total} reviewed {noun} changed or left the room since the review ({', '.join(parts)})"

    def added_summary(self) -> str:
        """The documents added to the room after the run, which it never saw ("" when none)."""
        if not self.added:
            return ""
        noun = "document" if len(self.added) == 1 else "documents"
        return f"{len(self.added)} {noun} added to the room since the review, not reviewed"


def _path(stale: StaleDoc) -> str:
    return stale.path


def _read_events(path: Path) -> list[dict[str, Any]]:
    """The journal's events; a torn last line (a live run writing it) is skipped."""
    events: list[dict[str, Any]] = []
    try:
        handle = path.open(encoding="utf-8")
    except OSError:
        return events
    with handle:
        for line in handle:
            try:
                event = json.loads(line)
            except ValueError:
                continue
            if isinstance(event, dict):
                events.append(event)
    return events


def _read_json(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def reviewed_documents(run_dir: Path) -> tuple[dict[str, float], dict[str, str]]:
    """``({doc_id: when the run first reviewed it}, {doc_id: path where known})``."""
    first, paths, _started = _reviewed(Path(run_dir))
    return first, paths


def _reviewed(run_dir: Path) -> tuple[dict[str, float], dict[str, str], float]:
    """:func:`reviewed_documents`, and when the run began (run.json's ``created``, else its
    journal's first event; 0.0 when neither says)."""
    first: dict[str, float] = {}
    paths: dict[str, str] = {}

    def seen(doc_id: str, when: float, path: str = "") -> None:
        if doc_id and (doc_id not in first or when < first[doc_id]):
            first[doc_id] = when
        if doc_id and path:
            paths.setdefault(doc_id, path)

    events = _read_events(run_dir / JOURNAL)
    # A document is read when its coverage rises from nothing; a resume that finds it changed
    # takes its coverage back to nothing (a coverage event at 0), so the last rise dates the
    # reading of the text the room holds now (see :func:`forgotten_event`).
    share_now: dict[str, float] = {}
    read_at: dict[str, float] = {}
    for event in events:
        when = float(event.get("t") or 0.0)
        kind = event.get("kind")
        if kind == "coverage":
            for doc_id, share in (event.get("documents") or {}).items():
                if not isinstance(share, int | float):
                    continue
                key = str(doc_id)
                if share > 0 and share_now.get(key, 0.0) <= 0:
                    read_at[key] = when
                share_now[key] = float(share)
        elif kind in ("finding_added", "finding_updated", "finding_merged"):
            for cite in (event.get("finding") or {}).get("citations") or []:
                if isinstance(cite, dict):
                    seen(str(cite.get("doc_id") or ""), when, str(cite.get("path") or ""))
        elif kind == "memo_section":
            for cite in (event.get("citations") or {}).values():
                if isinstance(cite, dict):
                    seen(str(cite.get("doc_id") or ""), when, str(cite.get("path") or ""))
    first.update(read_at)  # the latest reading wins over the first citation
    # documents the saved metrics count as covered but the journal does not show (a journal
    # cut short): reviewed no later than the run's start (when that is not known either, the
    # document cannot be dated and is left out rather than called changed)
    started = float(_read_json(run_dir / RUN_INFO).get("created") or 0.0)
    if not started and events:
        started = float(events[0].get("t") or 0.0)
    shares = (_read_json(run_dir / METRICS).get("coverage") or {}).get("documents") or {}
    for doc_id, share in shares.items() if isinstance(shares, dict) and started else ():
        if isinstance(share, int | float) and share > 0 and doc_id not in first:
            first[str(doc_id)] = started
    return first, paths, started


def check_run(run_dir: Path, room: Any, since: float | None = None) -> RoomCheck:
    """Which documents the run at ``run_dir`` reviewed have changed or left ``room`` since.

    ``since``: a live run's measure of a document is stale when its content changed after
    the run's coverage meter took its text (the meter matches prompts against that text),
    even when the journal dates the reading later (a coverage event is announced after the
    call answered, and throttled): a document is then changed when its content changed after
    it was read or after ``since``, whichever is earlier."""
    reviewed, paths, started = _reviewed(Path(run_dir))
    if since is not None:
        reviewed = {doc_id: min(when, since) for doc_id, when in reviewed.items()}
    present = {d.doc_id: d for d in room.documents()}
    history = room.store.history(list(reviewed))
    check = RoomCheck()
    for doc_id, when in reviewed.items():
        past = history.get(doc_id)
        path = paths.get(doc_id) or (past.path if past is not None else "") or doc_id
        if doc_id not in present:
            gone = past.removed_at if past is not None and past.removed_at else 0.0
            check.stale[doc_id] = StaleDoc(doc_id, path, REMOVED, when, gone)
        elif past is not None and past.changed_at > when:
            check.stale[doc_id] = StaleDoc(
                doc_id, present[doc_id].path, CHANGED, when, past.changed_at
            )
    coverage = _read_json(Path(run_dir) / METRICS).get("coverage") or {}
    shares = coverage.get("documents") if isinstance(coverage, dict) else None
    readable = [d for d in present.values() if d.status != "skipped" and d.chars]
    # a document whose content came after the run began and that the run never read: added
    # while the run was going (the room it planned from did not hold it) or since it ended. The
    # run's last event is no line: a side letter indexed mid-run, before the last finding, is
    # as unread as one added the day after
    if started:
        fresh_ids = [d.doc_id for d in readable if d.doc_id not in reviewed]
        for doc_id, past in room.store.history(fresh_ids).items():
            if past.changed_at > started and not (isinstance(shares, dict) and shares.get(doc_id)):
                check.added[doc_id] = StaleDoc(
                    doc_id, present[doc_id].path, ADDED, 0.0, past.changed_at
                )
    then = coverage.get("room") if isinstance(coverage, dict) else None
    if isinstance(then, int | float) and not isinstance(then, bool):
        check.coverage_then = float(then)
    if isinstance(shares, dict):
        total = sum(d.chars for d in readable)
        fresh = sum(
            min(1.0, float(shares.get(d.doc_id) or 0.0)) * d.chars
            for d in readable
            if d.doc_id not in check.stale
        )
        check.coverage_now = fresh / total if total else 0.0
    return check


def recheck(
    memo: Memo, findings: list[Finding], room: Any, check: RoomCheck
) -> tuple[Memo, list[Finding]]:
    """Copies of ``memo`` and ``findings`` whose citations of stale documents are verified
    again against the room as it is: a removed document's quotes are unverified; a changed
    one's are verified where the quote is still found (with its new offsets and page)."""
    memo = copy.deepcopy(memo)
    findings = copy.deepcopy(findings)
    texts: dict[str, str] = {}
    for citation in [*memo.citations.values(), *(c for f in findings for c in f.citations)]:
        state = check.state_of(citation)
        if not state:
            continue
        found = None
        if state == CHANGED:
            if citation.doc_id not in texts:
                texts[citation.doc_id] = room.text(citation.doc_id)
            found = find_quote(texts[citation.doc_id], citation.quote)
        citation.verified = found is not None
        check.requoted[citation.key()] = found is not None
        if found is not None:
            citation.start, citation.end = found
            page = room.page_at(citation.doc_id, found[0])
            citation.page, citation.page_label = page.number, page.label
    return memo, findings


def not_checked(reason: str) -> RoomCheck:
    return RoomCheck(checked=False, note=reason)


# -- the memo's own record of what changed ---------------------------------------------------
def memo_marks(
    check: RoomCheck, memo: Memo, room: Any, rereviewed: list[str] | tuple[str, ...] = ()
) -> dict[str, Any]:
    """What the memo says about the room's changes (:attr:`Memo.room_changes`): the stale
    documents, a note for each memo citation into one (its quote looked for again in the
    text as it is now), and the documents a resumed run reviewed again after they changed.
    Empty when there is nothing to say (or the room could not be checked)."""
    if not check.checked or (not check.moved and not rereviewed):
        return {}
    recheck(memo, [], room, check)  # fills check.requoted (the copies are not kept)
    return {
        "summary": check.summary(),
        # the run's measured share of the room and that share of the room as it is now: the
        # memo's own coverage line says both (Memo.to_markdown, exported_sections)
        "coverage_then": check.coverage_then if check.moved else None,
        "coverage_now": check.share_now(),
        "documents": [
            {"doc_id": s.doc_id, "path": s.path, "state": s.state, "label": s.label}
            for s in [*check.changed, *check.removed, *check.added_docs()]
        ],
        "citations": {
            cid: check.citation_note(c) or REREAD_GONE
            for cid, c in sorted(memo.citations.items())
            if check.state_of(c) or (c.path in rereviewed and not c.verified)
        },
        "rereviewed": sorted(rereviewed),
    }


def mark_memo(
    memo: Memo, check: RoomCheck, room: Any, rereviewed: list[str] | tuple[str, ...] = ()
) -> bool:
    """Record in ``memo`` what changed in the room since the review (see :func:`memo_marks`);
    True when that changed what the memo says. A check that could not read the room leaves
    the memo's last record as it was."""
    if not check.checked:
        return False
    marks = memo_marks(check, memo, room, rereviewed)
    if marks == memo.room_changes:
        return False
    memo.room_changes = marks
    return True
