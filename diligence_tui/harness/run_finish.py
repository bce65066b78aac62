"""How a run ends, whichever harness drove it: the measured coverage announced, the room
checked for documents that changed or left it under the review, the memo's computed lines
and scope written (memo_finish), the memo and findings saved, metrics.json computed and
``RunFinished`` announced.

Kept apart from the run's lifecycle (``runner``) because it is one job with its own rules:
nothing here may lose the memo (a check that fails is said, and the memo is saved without it).
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from diligence_tui.harness.events import CoverageChanged, Notice, RunFinished
from diligence_tui.harness.journal import read_journal
from diligence_tui.harness.memo_finish import ScopeFacts, finish_memo
from diligence_tui.harness.run_metrics import compute_metrics
from diligence_tui.review import run_files
from diligence_tui.review.freshness import RoomCheck, check_run, mark_memo

if TYPE_CHECKING:
    from diligence_tui.harness.root_loop import LoopResult
    from diligence_tui.harness.runner import Run


def finish_run(run: Run, result: LoopResult, changes: RoomCheck | None) -> None:
    """Write the run's end (see the module's text). ``changes`` is what a resume found
    changed in the room before it continued (its changed documents were to be read again)."""
    emit_coverage(run)
    ended = check_room(run)
    again = [
        s.path
        for s in (changes.changed if changes else [])
        if ended is not None and s.doc_id not in ended.stale
    ]
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
        run_files.save_memo(run.run_dir, run.memo)
        run_files.save_findings(run.run_dir, run.findings)
    run.summary = metrics(run, result)
    run_files.save_metrics(run.run_dir, run.summary)
    run.bus.emit(RunFinished(status=result.status, summary=run.summary))


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
    )


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
    carried = sum(1 for f in run.findings if f.carried_from)
    computed["triage"] = {
        "carried": carried,
        "from_run": run.triage.run_id if run.triage else None,
        "decisions": run.triage.decisions if run.triage else 0,
    }
    return computed
