"""ctrl+q in the middle of a review: after the workspace closes, the terminal says where the
run is and how to go on with it, and that command does go on with it."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from conftest import activity, start_offered, until

from diligence_tui import cli
from diligence_tui.settings import Settings
from diligence_tui.tui.app import create_app

pytestmark = pytest.mark.slow


async def test_quit_mid_review_names_the_run_folder_and_the_resume_command(
    room: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    app = create_app(room, Settings(), watch_room=False)
    app.session.steering.pause()  # the run waits before its first model call
    async with app.run_test(size=(140, 44), message_hook=activity) as pilot:
        await start_offered(pilot, app)
        await until(pilot, lambda: app.session.run is not None, timeout=60)
        run = app.session.run
        assert run is not None and not run.done
        await pilot.press("ctrl+q")
    folder = run.run_dir
    assert app.exit_note is not None, "nothing said on quitting mid-run"
    assert f"what it recorded is kept in {folder}" in app.exit_note
    command = f"diligence run --resume {folder}"
    assert command in app.exit_note
    await asyncio.to_thread(run.wait, 120)  # the stopped run lets go of its folder
    capsys.readouterr()
    code = await asyncio.to_thread(cli.main, command.split()[1:])
    assert code == 0, capsys.readouterr()
    assert "Status: submitted" in capsys.readouterr().out
