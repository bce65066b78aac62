"""Pilot: the memo pane's status line counts citations as the exports and the run summary do
(citation_tally: the memo's and its findings' distinct quotes) and says what it counts; it
counted only the memo text's links (sample_rooms/medium: 42 where Word said 84)."""

from __future__ import annotations

from pathlib import Path

from conftest import activity, fixed_review, until

from diligence_tui.review.model import COUNTED, Citation, citation_tally
from diligence_tui.review.run_files import load_run, save_findings
from diligence_tui.settings import Settings
from diligence_tui.tui.app import create_app


async def test_the_memo_pane_counts_the_findings_quotes_too(room: Path, tmp_path: Path) -> None:
    run_dir = fixed_review(room, tmp_path / "run")
    files = load_run(run_dir)
    first = files.memo.citations[files.memo.cited_ids()[0]]
    # a finding citing a quote the memo's text does not link
    files.findings[2].citations = [
        Citation(first.doc_id, first.path, "a change of control", page=1, verified=False)
    ]
    save_findings(run_dir, files.findings)
    tally = citation_tally(files.memo, files.findings)
    assert (tally.total, tally.unverified) == (3, 2)
    app = create_app(room, Settings(), run_dir=run_dir, autostart=False, watch_room=False)
    async with app.run_test(size=(160, 44), message_hook=activity) as pilot:
        pane = app.main.query_one("#memo")
        await until(pilot, lambda: bool(pane.memo.sections) and bool(pane.findings), timeout=30)
        await pilot.pause()
        status = str(pane.query_one("#memo-status").render())
        # old code: "2 sections · 2 citations · ⚠ 1 unverified (c2)"
        assert f"⚠ 2 of 3 cited quotes ({COUNTED}) UNVERIFIED" in status
        app.shutdown()
