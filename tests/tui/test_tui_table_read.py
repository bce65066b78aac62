"""The workspace says what its coverage measures: what the review read, and apart from it
what a review table's cells read.

A folder filled only by `diligence table` (every document read by the table's cells, no
review) showed "cov 0%" in the status bar and 0 % on every folder of the Dataroom tree: true
of the review, which read nothing, and false to an analyst who took it for what was read.
The table's reading is not the review's (a question asked of every document is no review of
them, and the memo's coverage says what the review read), so it stays out of the review's
figure; the status bar now says "review read 0%" and "table read 100%", and the Dataroom pane
says its shares are what the review read.

A real table filled into a run folder by the table command's own code (the offline engine),
on the test room indexed for real, opened in the workspace under Pilot."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import activity, until

from diligence_tui.harness.table_cli import fill_run_table
from diligence_tui.review.table.columns import load_template
from diligence_tui.settings import Settings
from diligence_tui.tui.app import create_app


def _status(app) -> str:
    return str(app.main.query_one("#status-text").render())


@pytest.fixture
def table_only(room: Path, tmp_path: Path) -> Path:
    """A run folder that `diligence table` filled: the table's cells, no review."""
    from diligence_tui.room.room import Room

    run_dir = tmp_path / "table-run"
    run_dir.mkdir()
    opened = Room.open(room, Settings())
    try:
        opened.ensure_indexed()
        columns = load_template("contracts", None)
        fill_run_table(opened, Settings(), run_dir, columns, template="contracts")
    finally:
        opened.close()
    return run_dir


async def test_a_folder_read_only_by_a_table_says_so(room: Path, table_only: Path) -> None:
    settings = Settings()
    run_dir = table_only
    app = create_app(room, settings, run_dir=run_dir, autostart=False, watch_room=False)
    async with app.run_test(size=(160, 44), message_hook=activity) as pilot:
        await until(pilot, lambda: app.room_ready.is_set())
        await app.workers.wait_for_complete()
        await until(pilot, lambda: app.review_table is not None)
        await until(pilot, lambda: "table read" in _status(app))
        status = _status(app)
        # old code: "cov 0%", and nothing about the table's reading
        assert "review read 0%" in status and "cov " not in status, status
        assert "table read 100%" in status, status
        assert app.main.query_one("#left").border_subtitle == "% read by the review"
