"""Pilot: when the workspace's own code fails on the way to or from a dialog, the analyst is
told in plain words what did not happen and where the details are (the traceback is in the
workspace log), and the workspace carries on.

On the old code, choosing "Review read-only" for a run whose findings.json held a finding it
could not read closed the workspace with a traceback; a metrics.json that is not an object
put no dialog up at all, only an "open room failed: AttributeError: ..." toast."""

from __future__ import annotations

import json
from pathlib import Path

from conftest import activity, fixed_review, until

from diligence_tui import paths
from diligence_tui.settings import Settings
from diligence_tui.tui.app import create_app
from diligence_tui.tui.failures import LOG_FILE


def _last_run(room: Path) -> Path:
    run_dir = fixed_review(room, paths.room_runs_dir(room.resolve()) / "20260101-000000")
    (run_dir / "journal.jsonl").write_text("")
    return run_dir


def _errors(app) -> list:
    return [n for n in app._notifications if n.severity == "error"]


async def test_an_answer_to_the_resume_dialog_that_fails_is_said_and_logged(room: Path) -> None:
    run_dir = _last_run(room)
    (run_dir / "findings.json").write_text(json.dumps([{"no title": "nor category"}]))
    app = create_app(room, Settings(), autostart=True, watch_room=False)
    async with app.run_test(size=(140, 44), message_hook=activity) as pilot:
        await until(pilot, lambda: app.screen.__class__.__name__ == "ChoiceScreen", timeout=30)
        await pilot.press("v")  # Review read-only: reading the findings raises
        await until(pilot, lambda: bool(_errors(app)))
        assert app.is_running and app.screen.__class__.__name__ == "MainScreen"
        note = _errors(app)[-1]
        text = str(note.message)
        assert text.startswith("Acting on your answer to “This room's last review finished")
        assert "did not work: an error in diligence itself (TypeError" in text
        log = paths.log_dir() / LOG_FILE
        assert f"The details are in {log}." in text
        assert "Traceback" not in text
        logged = log.read_text(encoding="utf-8")
        assert "Traceback (most recent call last)" in logged and "Finding.__init__()" in logged
        # the workspace still works: a new review is offered
        await pilot.press("ctrl+r")
        await until(pilot, lambda: app.screen.__class__.__name__ == "RunStartScreen")
        await pilot.press("escape")
        app.shutdown()


async def test_a_run_whose_summary_is_not_an_object_is_still_offered(room: Path) -> None:
    run_dir = _last_run(room)
    (run_dir / "metrics.json").write_text(json.dumps(["not", "a", "summary"]))
    app = create_app(room, Settings(), autostart=True, watch_room=False)
    async with app.run_test(size=(140, 44), message_hook=activity) as pilot:
        await until(
            pilot,
            lambda: app.screen.__class__.__name__ == "ChoiceScreen" or bool(_errors(app)),
            timeout=30,
        )
        assert not _errors(app), [str(n.message) for n in _errors(app)]
        screen = app.screen
        assert "interrupted before it finished (no summary saved)" in screen.detail
        assert [value for value, _label, _key in screen.choices][0] == "resume"
        await pilot.press("v")
        await until(pilot, lambda: app.session.state == "review")
        assert not _errors(app), [str(n.message) for n in _errors(app)]
        app.shutdown()


async def test_a_failing_worker_is_said_in_plain_words_and_logged(room: Path) -> None:
    from diligence_tui.tui.messages import PassageTarget

    app = create_app(room, Settings(), autostart=False, watch_room=False)
    async with app.run_test(size=(140, 44), message_hook=activity) as pilot:
        await until(pilot, lambda: app.room_ready.is_set())
        app.open_passage(PassageTarget(doc_id="no-such-document"))
        await until(pilot, lambda: bool(_errors(app)))
        note = _errors(app)[-1]
        assert note.title == "open passage failed"
        assert str(note.message).startswith("Open passage did not work: ")
        assert f"The details are in {paths.log_dir() / LOG_FILE}." in str(note.message)
        assert "Open passage failed\nTraceback" in (paths.log_dir() / LOG_FILE).read_text("utf-8")
        assert app.is_running
        app.shutdown()
