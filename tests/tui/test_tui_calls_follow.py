"""Pilot: the Sub-agent calls pane follows a live review's calls as they come. Found in
tmux on the medium room: at turn 32 of 35 the pane still showed the first nine calls (root
turns 1 to 5), the newest ones out of sight."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from conftest import activity, start_offered, until

from diligence_tui.settings import Settings
from diligence_tui.tui.app import create_app

pytestmark = pytest.mark.slow


async def test_the_calls_pane_shows_the_newest_call_of_a_live_review(room: Path) -> None:
    app = create_app(room, Settings(), autostart=True, watch_room=False)
    async with app.run_test(size=(140, 30), message_hook=activity) as pilot:
        await start_offered(pilot, app)
        await until(pilot, lambda: app.session.run is not None)
        await asyncio.to_thread(app.session.run.wait, 120)
        app.bridge.flush()
        await until(pilot, lambda: app.session.state in ("finished", "failed"))
        table = app.main.query_one("#calls-table")
        await until(pilot, lambda: table.row_count == len(app.main.query_one("#calls").records))
        await pilot.pause()
        assert table.max_scroll_y > 0, "the test needs more calls than the pane shows"
        # old code: scroll_y stayed 0, the first calls in view and the last ones below
        await until(pilot, lambda: table.scroll_y == table.max_scroll_y)
        app.shutdown()
