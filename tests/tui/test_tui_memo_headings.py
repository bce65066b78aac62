"""Pilot: retitling or deleting a section in the memo editor changes the memo, not a copy of
it. Found at a 2 a.m. read of the medium room: typing on the "## Executive summary" line made
a second executive summary at the end of the memo (both in memo.md and every export), and a
section deleted in the editor came back at the next reload."""

from __future__ import annotations

from pathlib import Path

from conftest import activity, until

from diligence_tui.review.run_files import load_run
from diligence_tui.settings import Settings
from diligence_tui.tui.app import create_app


def _titles(run_dir: Path) -> list[str]:
    return [s.title for s in load_run(run_dir).memo.sections]


async def _open_memo(pilot, app) -> object:
    await until(pilot, lambda: app.room_ready.is_set() and app.session.state == "review")
    await pilot.press("f3")
    editor = app.main.query_one("#memo-editor")
    await until(pilot, lambda: "## Real estate" in editor.text)
    return editor


async def test_a_retitled_section_keeps_its_place_and_is_not_doubled(
    room: Path, review_dir: Path
) -> None:
    assert _titles(review_dir) == ["Executive summary", "Real estate"]
    app = create_app(room, Settings(), run_dir=review_dir, autostart=False, watch_room=False)
    async with app.run_test(size=(140, 44), message_hook=activity) as pilot:
        editor = await _open_memo(pilot, app)
        row = editor.text.split("\n").index("## Executive summary")
        editor.move_cursor((row, len("## Executive summary")))
        await pilot.press(*" and key risks")
        await pilot.press("ctrl+q")  # saved at quit
    # old code: ["Executive summary", "Real estate", "Executive summary and key risks"]
    assert _titles(review_dir) == ["Executive summary and key risks", "Real estate"]
    memo = load_run(review_dir).memo
    assert "$4.2M fee" in memo.sections[0].body and memo.sections[0].author == "analyst"
    markdown = (review_dir / "memo.md").read_text(encoding="utf-8")
    assert markdown.count("$4.2M fee") == 1


async def test_a_section_deleted_in_the_editor_stays_deleted(room: Path, review_dir: Path) -> None:
    app = create_app(room, Settings(), run_dir=review_dir, autostart=False, watch_room=False)
    async with app.run_test(size=(140, 44), message_hook=activity) as pilot:
        editor = await _open_memo(pilot, app)
        lines = editor.text.split("\n")
        start = lines.index("## Real estate")
        editor.delete((start, 0), (len(lines) - 1, len(lines[-1])))
        await pilot.press("ctrl+q")
    # old code: the section stayed in memo.json and came back on the next open
    assert _titles(review_dir) == ["Executive summary"]
    again = create_app(room, Settings(), run_dir=review_dir, autostart=False, watch_room=False)
    async with again.run_test(size=(140, 44), message_hook=activity) as pilot:
        await until(pilot, lambda: again.session.state == "review")
        assert "## Real estate" not in again.main.query_one("#memo-editor").text
        again.shutdown()
