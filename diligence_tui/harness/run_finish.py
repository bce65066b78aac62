"""How a run ends, whichever harness drove it: documents that changed under the review read
again, the measured coverage announced, the room checked for documents that changed or left
it, the memo's computed lines and scope written (memo_finish), the memo and findings saved,
metrics.json computed and ``RunFinished`` announced.

A document that changed while the run was live (the workspace's watcher re-indexed it, or the
finalize's own re-index finds it) is read again before the memo is final, whichever root
ran: its measured coverage is dropped (it measured text the room no longer holds), the
citations into it are verified again against its new text, and the harness reviews it again
through the REPL's ``review()`` path (the same one a resume's root uses). When the budget is
spent, the analyst stopped the run, or it is a replay, it is not read again and the memo's
scope names it as changed and not read again.

Kept apart from the run's lifecycle (``runner``) because it is one job with its own rules:
nothing here may lose the memo (a check that fails is said, and the memo is saved without it).
"""

from __future__ import annotations

import asyncio
import time
from typing import TYPE_CHECKING, Any

from diligence_tui.harness.budget import BudgetExceeded
from diligence_tui.harness.events import CoverageChanged, Notice, RunFinished, event_from_dict
from diligence_tui.harness.journal import read_journal
from diligence_tui.harness.memo_finish import ScopeFacts, finding_lines, finish_memo, uncited
from diligence_tui.harness.run_metrics import compute_metrics, engine_label, reader_of
from diligence_tui.harness.unreadable import unreadable
from diligence_tui.review import run_files
from diligence_tui.review.freshness import (
    CHANGED,
    RoomCheck,
    StaleDoc,
    check_run,
    mark_memo,
    recheck,
)
from diligence_tui.review.model import citation_tally

REREAD = "Read again after they changed"  # the host's section of their new findings

if TYPE_CHECKING:
    from diligence_tui.harness.root_loop import LoopResult
    from diligence_tui.harness.runner import Run


async def finish_run(run: Run, result: LoopResult, changes: RoomCheck | None) -> None:
    """Write the run's end (see the module's text). ``changes`` is what a resume found
    changed in the room before it continued (its changed documents were to be read again)."""
    reread, left = await reread_changed(run, result)
    if reread:
        write_reread(run, reread)
    emit_coverage(run)
    ended = check_room(run)
    if ended is not None:
        for stale in left:  # not read again: changed, whatever the journal's dates say
            ended.stale.setdefault(stale.doc_id, stale)
    again = [
        s.path
        for s in (changes.changed if changes else [])
        if ended is not None and s.doc_id not in ended.stale
    ]
    again += [s.path for s in reread if s.path not in again]
    finish_memo(
        run.review_state,
        run.bus,
        lock=run.lock,
        submitted=result.status == "submitted",
        scope=scope_facts(run, ended, again),
    )
    with run.lock:
        if ended is not None:
            mark_memo(run.memo, ended, run.room, again)
        run.memo.incomplete = result.status != "submitted"
        run.memo.stopped = result.reason if run.memo.incomplete else ""
        run.memo.unreadable = unreadable(run.room).banner()
        if run.memo.engine == engine_label(run.settings):  # who did what, as it happened
            run.memo.engine = engine_label(run.settings, run.gateway.usage().answered)
        run_files.save_memo(run.run_dir, run.memo, run.findings)
        run_files.save_findings(run.run_dir, run.findings)
    run.summary = metrics(run, result)
    run_files.save_metrics(run.run_dir, run.summary)
    run.info.record_ending(run.summary["ending"])
    run.bus.emit(RunFinished(status=result.status, summary=run.summary))


async def reread_changed(run: Run, result: LoopResult) -> tuple[list[StaleDoc], list[StaleDoc]]:
    """Read again the documents that changed while this run was live (see the module's
    text). Returns the changed documents read again and those that were not."""
    try:  # a headless run has no watcher: bring the room up to date (unchanged files: a stat)
        await asyncio.to_thread(run.room.index)
    except Exception as exc:  # noqa: BLE001 - the memo must still be written
        run.bus.emit(Notice(level="warning", message=f"room not re-indexed at finalize: {exc}"))
    since = getattr(run.coverage, "built_at", None)
    if since is None:
        return [], []  # this session measured nothing: a resume's own check covers the rest
    try:
        during = check_run(run.run_dir, run.room, since=since)
    except Exception as exc:  # noqa: BLE001
        run.bus.emit(Notice(level="warning", message=f"room changes not checked: {exc}"))
        return [], []
    changed = during.changed
    if not during.stale:
        return [], []
    run.coverage.refresh()  # the room's texts as they are now; gone documents leave it
    run.coverage.forget([s.doc_id for s in changed])
    with run.lock:
        memo, findings = recheck(run.memo, run.findings, run.room, during)
        rechecked = run.review_state.take_rechecked(memo, findings)
    announce_changes(run, changed, rechecked)
    if not changed:
        return [], []
    why = _cannot_reread(run, result)
    names = ", ".join(s.path for s in changed[:5]) + (
        f" and {len(changed) - 5} more" if len(changed) > 5 else ""
    )
    if why:
        run.bus.emit(
            Notice(
                level="warning",
                message=f"{len(changed)} document(s) changed during the run ({names}) and were "
                f"not read again: {why}",
            )
        )
        return [], changed
    ids = [s.doc_id for s in changed]
    services = run.services
    assert services is not None, "the run's services exist once the harness ran"
    with run.lock:
        services.reviewed -= set(ids)
    try:
        await asyncio.to_thread(services.review, ids)
    except RuntimeError as exc:  # the budget ran out on the way, or a document vanished
        run.bus.emit(Notice(level="warning", message=f"reading changed documents again: {exc}"))
    with run.lock:
        read = {d for d in ids if d in services.reviewed}
    left = [s for s in changed if s.doc_id not in read]
    done = [s for s in changed if s.doc_id in read]
    run.bus.emit(
        Notice(
            level="warning" if left else "info",
            message=f"{len(changed)} document(s) changed during the run ({names}): "
            f"{len(done)} read again before the memo was finalized"
            + (f", {len(left)} could not be" if left else ""),
        )
    )
    return done, left


def write_reread(run: Run, reread: list[StaleDoc]) -> None:
    """The findings of the documents read again at finalize that the memo does not cite yet,
    in a section of their own (the root has finished: it cannot write them up)."""
    paths = {s.path for s in reread}
    with run.lock:
        new = [
            f
            for f in uncited(run.memo, run.findings, skip=REREAD)
            if any(c.path in paths and c.verified for c in f.citations)
        ]
        if not new and run.memo.section(REREAD) is None:
            return
        intro = (
            "These documents changed while the review ran and were read again before the "
            f"memo was finalized ({', '.join(sorted(paths))}); what the reviewer found in "
            "their new text and the memo above does not yet cite:"
        )
        lines = finding_lines(run.memo, new) if new else ["- nothing new."]
        event = run.review_state.root_write(REREAD, "\n".join([intro, "", *lines]))
    run.bus.emit(event_from_dict(event))


def _cannot_reread(run: Run, result: LoopResult) -> str:
    """Why the changed documents cannot be read again now ("" when they can)."""
    if run.replay:
        return "a replay makes no new model calls"
    if run.steering.stop_requested or result.status == "stopped":
        return "the analyst stopped the run"
    try:
        run.gateway.spending.check("sub")
    except BudgetExceeded as exc:
        return exc.describe()
    return ""


def announce_changes(run: Run, changed: list[StaleDoc], rechecked: list[dict[str, Any]]) -> None:
    """Journal the re-verified citations and the changed documents' coverage back to nothing
    (the journal dates a later reading from it)."""
    for event in rechecked:
        run.bus.emit(event_from_dict(event))
    forgotten = [s.doc_id for s in changed if s.state == CHANGED]
    if forgotten:
        run.bus.emit(
            CoverageChanged(
                room=run.coverage.room_share,
                documents=dict.fromkeys(forgotten, 0.0),
                folders=run.coverage.folder_shares(forgotten),
            )
        )


def check_room(run: Run) -> RoomCheck | None:
    """What changed in the room since this run read it (the memo says it); None when the
    check could not be made (the memo is saved without it, never lost)."""
    try:
        return check_run(run.run_dir, run.room)
    except Exception as exc:  # noqa: BLE001 - the memo must still be written
        run.bus.emit(Notice(level="warning", message=f"room changes not checked: {exc}"))
        return None


def scope_facts(run: Run, ended: RoomCheck | None, again: list[str]) -> ScopeFacts:
    """What the harness measured, for the memo's scope section (memo_finish)."""
    readable = [
        (d.doc_id, d.path)
        for d in run.room.documents()
        if getattr(d, "status", "ok") != "skipped" and getattr(d, "chars", 0)
    ]
    return ScopeFacts(
        readable,
        dict(run.coverage.snapshot().get("documents") or {}),
        removed=[s.path for s in ended.removed] if ended else [],
        changed=[s.path for s in ended.changed] if ended else [],
        rereviewed=again,
        run_dir=run.run_dir,
        unreadable=unreadable(run.room),
        reviewed=(
            run.services.reviewed | run.services.reviewed_on_restore
            if run.services is not None
            else None
        ),
        room_share=run.coverage.snapshot().get("room"),
        findings=list(run.findings),
        reader=reader_of(engine_label(run.settings, run.gateway.usage().answered)),
        copies=identical_files(run.room, {p for _, p in readable}),
    )


def identical_files(room: Any, paths: set[str]) -> list[list[str]]:
    """Groups of readable files (of ``paths``) whose bytes are the same, from the room's
    stored digests (no file is read again); [] when the room keeps none."""
    stamps = getattr(getattr(room, "store", None), "stamps", None)
    if stamps is None:
        return []
    groups: dict[tuple[int, str], list[str]] = {}
    for path, stamp in stamps().items():
        if path in paths and stamp.sha1:
            groups.setdefault((stamp.size, stamp.sha1), []).append(path)
    return sorted(sorted(group) for group in groups.values() if len(group) > 1)


def emit_coverage(run: Run) -> None:
    snap = run.coverage.snapshot()
    run.bus.emit(
        CoverageChanged(
            room=snap.get("room", 0.0),
            documents=snap.get("documents", {}),
            folders=snap.get("folders", {}),
        )
    )


def metrics(run: Run, result: LoopResult) -> dict[str, Any]:
    events = read_journal(run.run_dir / run_files.JOURNAL)
    events.append({"kind": "now", "t": time.time()})
    computed = compute_metrics(
        events,
        coverage=run.coverage.snapshot(),
        findings=run.findings,
        status=result.status,
        reason=result.reason,
        turns=result.turns,
        settings=run.settings,
        run_dir=run.run_dir,
        fallback_usage=run.gateway.usage(),
    )
    computed["unreadable"] = unreadable(run.room).to_dict()
    computed["ending"] = result.to_dict()  # typed: the value to decide on, not the words
    computed["max_turns"] = result.max_turns
    # counted as memo.md and the exports mark them: a quote not found is never "checked"
    computed["citations"] = citation_tally(run.memo, run.findings).to_dict()
    carried = sum(1 for f in run.findings if f.carried_from)
    computed["triage"] = {
        "carried": carried,
        "from_run": run.triage.run_id if run.triage else None,
        "decisions": run.triage.decisions if run.triage else 0,
    }
    return computed
