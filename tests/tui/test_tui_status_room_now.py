"""Pilot: reading a review whose documents changed or left the room since, the status bar
gives the share read then and the share of the room as it is now, as the resume dialog, the
memo and every export do. Found on a copy of sample_rooms/small with one schedule changed:
the dialog and the Word memo said "100% ... then, 99.7% of it as it is now" while the status
bar said only "review read 100%"."""

from __future__ import annotations

from pathlib import Path

from conftest import activity, until
from test_tui_room_changes import changed_after_review

from diligence_tui.review.freshness import check_run
from diligence_tui.room.room import Room
from diligence_tui.settings import Settings
from diligence_tui.shares import percent
from diligence_tui.tui.app import create_app
from diligence_tui.tui.widgets.status import status_text


async def test_the_status_bar_says_the_share_of_the_room_as_it_is_now(own_room: Path) -> None:
    run_dir = changed_after_review(own_room)
    app = create_app(own_room, Settings(), run_dir=run_dir, autostart=False, watch_room=False)
    async with app.run_test(size=(160, 44), message_hook=activity) as pilot:
        await until(pilot, lambda: len(app.main.query_one("#room-tree").stale) == 2, timeout=30)
        room = Room.open(own_room)  # indexed by the workspace: the room as it is now
        now = check_run(run_dir, room).coverage_now
        room.close()
        then = app.session.coverage_room
        assert now is not None and now < then
        expected = f"review read {percent(then)} then, {percent(now)} of the room now"
        # old code: "review read 50%" and nothing of the room as it is now
        await until(pilot, lambda: expected in status_text(app.session), timeout=10)
        app.shutdown()
