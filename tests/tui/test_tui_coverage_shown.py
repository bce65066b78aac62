"""Pilot: the tree and the status bar show the coverage of the run that is live, from its
first cell. Found in tmux on the medium room: a resumed review showed the folders its first
part had read at 0% (and "review read 0%") until the end, next to a room at 100%; a new
review started after reading a finished one kept that run's 100% on folders it had not read."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import activity, resume_with_cap, until

from diligence_tui.settings import Settings
from diligence_tui.shares import percent
from diligence_tui.tui.app import create_app
from diligence_tui.tui.session import Session
from diligence_tui.tui.widgets.status import status_text

pytestmark = pytest.mark.slow


def _past_run(room: Path, max_turns: int) -> dict:
    """A real offline review of ``room`` (stopped at the turn cap when ``max_turns`` is
    small); its saved coverage."""
    from diligence_tui.review.run_files import load_run

    settings = Settings()
    settings.budget.max_turns = max_turns
    session = Session(room, settings)
    session.open_room().index()
    run = session.start_run()
    run.run()
    run.run_lock.release()
    session.close()
    coverage = (load_run(run.run_dir).metrics or {})["coverage"]
    assert 0 < coverage["room"] < 1 and coverage["folders"], coverage
    return coverage


def _step_screen(app) -> bool:
    return app.screen.__class__.__name__ == "StepScreen"


def _choice_screen(app) -> bool:
    return app.screen.__class__.__name__ == "ChoiceScreen"


async def test_a_resumed_review_shows_what_its_first_part_read(room: Path) -> None:
    before = _past_run(room, max_turns=3)  # stopped at the turn cap: Resume is offered
    app = create_app(room, Settings(), step=True, watch_room=False)
    async with app.run_test(size=(160, 44), message_hook=activity) as pilot:
        await until(pilot, lambda: _choice_screen(app), timeout=60)
        assert "resume" in [value for value, _label, _key in app.screen.choices]
        await resume_with_cap(pilot, app, 6)  # it stopped at its cap of 3
        await until(pilot, lambda: _step_screen(app), timeout=90)  # the first cell waits
        await until(pilot, lambda: app.session.coverage_room > 0)
        tree = app.main.query_one("#room-tree")
        # old code: 0.0 and {} until the resumed run read something itself
        assert tree.coverage_room == pytest.approx(before["room"])
        for folder, share in before["folders"].items():
            assert tree.coverage_folders.get(folder) == pytest.approx(share), folder
        assert f"review read {percent(before['room'])}" in status_text(app.session)
        app.shutdown()


async def test_a_new_review_after_reading_a_past_one_starts_from_nothing(room: Path) -> None:
    _past_run(room, max_turns=3)
    app = create_app(room, Settings(), step=True, watch_room=False)
    async with app.run_test(size=(160, 44), message_hook=activity) as pilot:
        await until(pilot, lambda: _choice_screen(app), timeout=60)
        await pilot.press("v")  # read the last run first: its coverage is shown
        await until(pilot, lambda: app.session.state == "review")
        tree = app.main.query_one("#room-tree")
        assert tree.coverage_room > 0
        await pilot.press("ctrl+r")
        await until(pilot, lambda: app.screen.__class__.__name__ == "RunStartScreen")
        await pilot.press("enter")
        await until(pilot, lambda: _step_screen(app), timeout=90)
        await until(pilot, lambda: app.session.state == "running")
        # old code: the finished run's shares stayed on every folder the new run had not read
        assert app.session.coverage_room == 0.0
        assert tree.coverage_room == 0.0
        assert not any(tree.coverage_folders.values()), tree.coverage_folders
        assert not any(tree.coverage_docs.values())
        assert "review read 0%" in status_text(app.session)
        app.shutdown()
