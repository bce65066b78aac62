"""The memo says which reviewed documents changed or left the room (memo.md on save,
finalize and export; the memo pane in tests/tui/test_tui_memo_stale.py), and a resume
reviews a changed document again instead of keeping the coverage of text the room no longer
holds. A real offline run on a real index, the room changed under it."""

from __future__ import annotations

import json
from pathlib import Path

from diligence_tui.harness.runner import Run
from diligence_tui.review import run_files
from diligence_tui.review.freshness import reviewed_documents
from diligence_tui.room.room import Room
from diligence_tui.settings import Settings
from tests.cli_support import diligence
from tests.test_room_freshness import (
    MINUTES,
    MINUTES_QUOTE,
    MSA,
    SUPPLY,
    SUPPLY_QUOTE,
    reviewed_then_changed,
    write_room,
)

__all__ = ["reviewed_then_changed"]  # the fixture, used below

NEW_MINUTES = (
    "Board minutes, 12 March 2024.\nThe board approved the annual budget.\n"
    "The Orion Freight matter was settled and withdrawn. A new dispute with Zephyr Corp over "
    "unpaid invoices of $300,000 is pending.\n"
)


def _cite_ids(memo: run_files.Memo, fragment: str) -> set[str]:
    return {cid for cid, c in memo.citations.items() if fragment in c.quote}


def test_memo_md_names_stale_documents_and_flags_citations_into_them_on_export(
    reviewed_then_changed: tuple[Path, Path],
) -> None:
    root, run_dir = reviewed_then_changed
    assert "Room changed since the review" not in (run_dir / "memo.md").read_text()
    done = diligence("export", str(run_dir), "--format", "json")
    assert done.returncode == 0, done.stderr
    assert "memo.md updated: 3 reviewed documents changed or left the room" in done.stdout

    md = (run_dir / "memo.md").read_text(encoding="utf-8")
    assert "> **Room changed since the review:** 3 reviewed documents changed or left" in md
    assert f"> - {MSA}: no longer in the room" in md
    assert f"> - {SUPPLY}: changed since the review" in md
    assert f"> - {MINUTES}: changed since the review" in md
    memo = run_files.load_run(run_dir).memo
    for cid in _cite_ids(memo, MINUTES_QUOTE) & set(memo.cited_ids()):
        assert (
            f"(cite:{cid}) ⚠ (the document changed since the review; the quote is no longer "
            "in it)" in md
        )
    for cid in _cite_ids(memo, SUPPLY_QUOTE) & set(memo.cited_ids()):
        assert f"(cite:{cid}) ⚠ (the document changed since the review; the quote is still" in md
    assert memo.cited_ids() and any(cid in memo.stale_citations() for cid in memo.cited_ids())
    # memo.json keeps what memo.md says; the editable text (the workspace's) has no marks
    assert {d["path"] for d in memo.stale_documents()} == {MSA, SUPPLY, MINUTES}
    assert "Room changed" not in memo.to_markdown(marks=False) and "⚠ (" not in (
        memo.to_markdown(marks=False)
    )


def test_the_latest_reading_dates_a_document_after_a_resume_dropped_its_coverage(
    tmp_path: Path,
) -> None:
    lines = [
        {"kind": "coverage", "t": 10.0, "documents": {"d1": 1.0}},
        {"kind": "coverage", "t": 20.0, "documents": {"d1": 0.0}},  # a resume forgot it
        {"kind": "coverage", "t": 30.0, "documents": {"d1": 0.5}},  # read again
        {"kind": "coverage", "t": 40.0, "documents": {"d1": 1.0}},  # more of it: same reading
    ]
    (tmp_path / "journal.jsonl").write_text("".join(json.dumps(e) + "\n" for e in lines))
    assert reviewed_documents(tmp_path)[0] == {"d1": 30.0}


def test_resume_reviews_a_changed_document_again_and_drops_a_vanished_one(
    tmp_path: Path,
) -> None:
    root = write_room(tmp_path / "room")
    settings = Settings()
    settings.ingest.workers = 1
    run_dir = tmp_path / "run"
    with Room.open(root, settings) as room:
        room.index()
        ids = {d.path: d.doc_id for d in room.documents()}
        first = Run(room, settings, run_dir=run_dir).run()
        assert first["status"] == "submitted" and first["coverage"]["room"] == 1.0
        calls_before = len((run_dir / "calls.jsonl").read_text().splitlines())
        (root / MSA).unlink()
        (root / MINUTES).write_text(NEW_MINUTES, encoding="utf-8")
        room.index()
        second = Run(room, settings, run_dir=run_dir, resume=True).run()

    assert second["status"] == "submitted"
    shares = second["coverage"]["documents"]
    assert ids[MSA] not in shares  # out of the denominator
    assert shares[ids[MINUTES]] == 1.0 and second["coverage"]["room"] == 1.0
    # the journal took the changed document's coverage back to nothing before it was read again
    events = [json.loads(x) for x in (run_dir / "journal.jsonl").read_text().splitlines()]
    resets = [
        e for e in events if e["kind"] == "coverage" and e["documents"].get(ids[MINUTES]) == 0.0
    ]
    assert resets
    # ... and a sub-agent answered a prompt holding its new text, after the resume
    calls = [json.loads(x) for x in (run_dir / "calls.jsonl").read_text().splitlines()]
    reread = [
        c
        for c in calls[calls_before:]
        if c["role"] == "sub"
        and c["status"] == "ok"
        and "settled and withdrawn" in json.dumps(c["messages"])
    ]
    assert reread
    # the old finding's quote is no longer in the minutes: it does not verify any more
    findings = run_files.load_run(run_dir).findings
    old = [c for f in findings for c in f.citations if MINUTES_QUOTE in c.quote]
    assert old and not any(c.verified for c in old)
    gone = [c for f in findings for c in f.citations if c.path == MSA]
    assert gone and not any(c.verified for c in gone)
    md = (run_dir / "memo.md").read_text(encoding="utf-8")
    assert f"**Reviewed again after they changed:** {MINUTES}." in md
    assert f"> - {MSA}: no longer in the room" in md
    assert f"{MINUTES}: changed since the review" not in md  # read again: not stale any more
    notices = [e["message"] for e in events if e["kind"] == "notice"]
    assert any(
        "1 document(s) changed since this run read them" in n and MINUTES in n for n in notices
    )
