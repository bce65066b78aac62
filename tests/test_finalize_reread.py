"""A document that changes while a run is live is read again before the run finalizes: its
old coverage dropped, the citations into it verified again against its new text, the harness
reviewing it again (whichever root ran), the memo saying so. When the run was stopped it is
not read again, and the memo's scope and the coverage say that. A real offline run on a real
index; the test rewrites a document from the run's own event stream, between sub-calls."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from diligence_tui.harness.events import SubCallFinished, SubCallStarted
from diligence_tui.harness.runner import Run
from diligence_tui.review import run_files
from diligence_tui.room.room import Room
from tests.cli_support import one_worker_settings
from tests.test_room_freshness import MINUTES, MINUTES_QUOTE, write_room

NEW_MINUTES = (
    "Board minutes, 12 March 2024.\nThe board approved the annual budget.\n"
    "The Orion Freight matter was settled and withdrawn; a new claim by Zephyr Corp for "
    "$300,000 in unpaid invoices is pending in Texas.\n"
)


def _rewrite_after_its_review(run: Run, root: Path, minutes_id: str, stop: bool) -> dict:
    """Rewrite the minutes once the sub-call that read them has answered (and, with
    ``stop``, stop the run at that point)."""
    calls: dict[str, list[str]] = {}
    seen: dict[str, Any] = {"rewritten": False}

    def hook(event: object) -> None:
        if isinstance(event, SubCallStarted):
            calls[event.call_id] = list(event.doc_ids)
        elif (
            isinstance(event, SubCallFinished)
            and event.status in ("ok", "cached")
            and minutes_id in calls.get(event.call_id, [])
            and not seen["rewritten"]
        ):
            (root / MINUTES).write_text(NEW_MINUTES, encoding="utf-8")
            seen["rewritten"] = True
            if stop:
                run.steering.stop()

    run.bus.subscribe(hook)
    return seen


def _run_rewriting_the_minutes(tmp_path: Path, stop: bool) -> tuple[dict, dict[str, str], Path]:
    """An offline run of the freshness room whose minutes are rewritten once their review
    answered (and, with ``stop``, stopped there): its summary, doc ids by path, run folder."""
    root = write_room(tmp_path / "room")
    run_dir = tmp_path / "run"
    with Room.open(root, one_worker_settings()) as room:
        room.index()
        ids = {d.path: d.doc_id for d in room.documents()}
        run = Run(room, one_worker_settings(), run_dir=run_dir)
        seen = _rewrite_after_its_review(run, root, ids[MINUTES], stop=stop)
        summary = run.run()
    assert seen["rewritten"]
    return summary, ids, run_dir


def _sub_calls(run_dir: Path) -> list[dict]:
    lines = (run_dir / "calls.jsonl").read_text().splitlines()
    return [c for c in map(json.loads, lines) if c["role"] == "sub"]


def test_a_document_rewritten_during_the_run_is_read_again_before_it_finalizes(
    tmp_path: Path,
) -> None:
    summary, ids, run_dir = _run_rewriting_the_minutes(tmp_path, stop=False)
    assert summary["status"] == "submitted"
    # measured on the text the room holds now: read again, in full
    assert summary["coverage"]["documents"][ids[MINUTES]] == 1.0
    assert summary["coverage"]["room"] == 1.0
    reread = [
        c
        for c in _sub_calls(run_dir)
        if c["status"] == "ok" and "settled and withdrawn" in json.dumps(c["messages"])
    ]
    assert reread  # a sub-agent answered a prompt holding the new text
    # the old finding's quote is not in the new minutes: no longer verified
    files = run_files.load_run(run_dir)
    old = [c for f in files.findings for c in f.citations if MINUTES_QUOTE in c.quote]
    assert old and not any(c.verified for c in old)
    assert all(c.verified for c in files.memo.citations.values() if c.path != MINUTES)
    md = (run_dir / "memo.md").read_text(encoding="utf-8")
    assert f"Reviewed again after they changed: {MINUTES}." in md
    assert f"{MINUTES}: changed since the review" not in md
    # the memo's own citation of the old quote says it is no longer there
    for cid, c in files.memo.citations.items():
        if MINUTES_QUOTE in c.quote and cid in files.memo.cited_ids():
            # unverified now, and why, as the exports mark it
            assert (
                f"(cite:{cid}) (UNVERIFIED) ⚠ (the document changed and was read again; the quote"
                in md
            )
    # what the new text holds reaches the memo (the root had finished: the host writes it)
    section = files.memo.section("Read again after they changed")
    assert section is not None and "settled" in section.body.lower()
    events = [json.loads(x) for x in (run_dir / "journal.jsonl").read_text().splitlines()]
    notices = [e["message"] for e in events if e["kind"] == "notice"]
    assert any("changed during the run" in n and "1 read again" in n for n in notices)


def test_a_stopped_run_says_the_changed_document_was_not_read_again(tmp_path: Path) -> None:
    summary, ids, run_dir = _run_rewriting_the_minutes(tmp_path, stop=True)
    assert summary["status"] == "stopped"
    # what was read is not what the room holds: not covered
    assert summary["coverage"]["documents"][ids[MINUTES]] == 0.0
    assert summary["coverage"]["room"] < 1.0
    assert not any(
        "settled and withdrawn" in json.dumps(c["messages"]) for c in _sub_calls(run_dir)
    )
    md = (run_dir / "memo.md").read_text(encoding="utf-8")
    assert f"Changed since they were reviewed, not read again: {MINUTES}" in md
    assert f"{MINUTES}: changed since the review" in md
    files = run_files.load_run(run_dir)
    old = [c for f in files.findings for c in f.citations if MINUTES_QUOTE in c.quote]
    assert old and not any(c.verified for c in old)
