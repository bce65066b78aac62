"""Pilot: re-opening a room offers "Resume" only for a last run that stopped before it
finished, and says what state the run is in; a submitted run was offered "Resume" (r) like
any other ("This room has a previous review.")."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import activity, fixed_review, until

from diligence_tui import paths
from diligence_tui.settings import Settings
from diligence_tui.tui.app import create_app


def _last_run(room: Path, metrics: dict | None) -> Path:
    run_dir = fixed_review(room, paths.room_runs_dir(room.resolve()) / "20260101-000000")
    (run_dir / "journal.jsonl").write_text("")
    if metrics is None:
        (run_dir / "metrics.json").unlink()  # killed before it wrote its summary
    else:
        (run_dir / "metrics.json").write_text(json.dumps(metrics))
    return run_dir


STOPPED_AT_CAP = {
    "status": "incomplete",
    "reason": "turn cap reached",
    "ending": {"status": "incomplete", "end": "turn_cap", "reason": "turn cap reached"},
}


@pytest.mark.parametrize(
    ("metrics", "resumable", "said"),
    [
        (
            {"status": "submitted", "ending": {"status": "submitted", "end": "submitted"}},
            False,
            "finished: the root submitted the memo",
        ),
        (STOPPED_AT_CAP, True, "stopped before it finished (the turn cap was reached)"),
        (
            {"status": "stopped", "ending": {"status": "stopped", "end": "stopped"}},
            True,
            "stopped before it finished (stopped by the analyst)",
        ),
        (None, True, "interrupted before it finished (no summary saved)"),
    ],
)
async def test_resume_is_offered_only_for_a_run_that_did_not_finish(
    room: Path, metrics: dict | None, resumable: bool, said: str
) -> None:
    _last_run(room, metrics)
    app = create_app(room, Settings(), autostart=True, watch_room=False)
    async with app.run_test(size=(140, 44), message_hook=activity) as pilot:
        await until(pilot, lambda: app.screen.__class__.__name__ == "ChoiceScreen", timeout=30)
        screen = app.screen
        offered = [value for value, _label, _key in screen.choices]
        # old code: ["resume", "review", "new"] whatever the run's state
        assert ("resume" in offered) is resumable
        assert said in screen.title_text
        assert said in screen.detail
        await pilot.press("v")
        await until(pilot, lambda: app.session.state == "review")
        app.shutdown()
