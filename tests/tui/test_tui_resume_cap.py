"""Pilot: re-opening a room whose last run stopped at its turn cap. Resume used to keep the
cap, so the run only finalized again ("turn 3/3"); the dialog now says the run stopped at its
cap and asks for a higher one, and the resumed run goes on to it. A real run first (a model
root on the scripted server, the real litellm path; the offline engine reads)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from conftest import activity, until

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from openai_server import ScriptedServer  # noqa: E402

from diligence_tui import paths  # noqa: E402
from diligence_tui.harness.runner import Run  # noqa: E402
from diligence_tui.room.room import Room  # noqa: E402
from diligence_tui.settings import Settings  # noqa: E402
from diligence_tui.tui.app import create_app  # noqa: E402


def notes_each_turn(body: dict) -> str:
    turn = sum(1 for m in body.get("messages") or [] if m.get("role") == "assistant")
    return f"```python\nmemo.write('Notes', 'note {turn}')\nprint('noted')\n```\n"


def scripted_settings(api_base: str, max_turns: int) -> Settings:
    """A model root on the scripted server, the offline reviewer for sub-calls, a turn cap."""
    settings = Settings()
    settings.models.root_model = "openai/root"
    settings.models.api_base = api_base
    settings.models.sub_model = "offline/reviewer"
    settings.budget.max_turns = max_turns
    return settings


async def test_resume_of_a_run_at_its_cap_asks_for_a_higher_one(room: Path) -> None:
    with ScriptedServer(notes_each_turn) as server:
        settings = scripted_settings(server.api_base, max_turns=3)
        opened = Room.open(room, settings)
        run_dir = paths.room_runs_dir(room.resolve()) / "20260101-000000"
        try:
            first = Run(opened, settings, run_dir=run_dir).run()
        finally:
            opened.close()
        assert first["turns"] == 3 and first["ending"]["end"] == "turn_cap"
        settings.budget.max_turns = 3  # the workspace's own cap: still the one it stopped at
        app = create_app(room, settings, autostart=True, watch_room=False)
        async with app.run_test(size=(140, 44), message_hook=activity) as pilot:
            await until(pilot, lambda: app.screen.__class__.__name__ == "ChoiceScreen", 30)
            screen = app.screen
            # old code: "Resume", which finalized at turn 3 of 3 again
            assert ("resume", "Resume with a higher cap", "r") in screen.choices
            assert "stopped at its turn cap of 3" in screen.detail
            await pilot.press("r")
            await until(pilot, lambda: app.screen.__class__.__name__ == "TurnCapScreen")
            field = app.screen.query_one("#turncap-input")
            field.value = "3"  # not higher: refused, the dialog stays
            await pilot.press("enter")
            assert app.screen.__class__.__name__ == "TurnCapScreen"
            assert "above 3" in str(app.screen.query_one("#turncap-error").render())
            field.value = "5"
            await pilot.press("enter")
            await until(pilot, lambda: app.session.run is not None, 30)
            run = app.session.run
            await until(pilot, lambda: run.done, 120)
            app.shutdown()
    metrics = json.loads((run_dir / "metrics.json").read_text())
    assert metrics["turns"] == 5 and metrics["ending"]["max_turns"] == 5
    memo = (run_dir / "memo.md").read_text()
    assert "note 2" not in memo and "note 5" in memo  # the root wrote on after turn 3


async def test_a_model_root_that_never_submits_says_so_when_the_review_ends(room: Path) -> None:
    from conftest import start_offered

    with ScriptedServer(notes_each_turn) as server:
        settings = scripted_settings(server.api_base, max_turns=2)
        app = create_app(room, settings, autostart=True, watch_room=False)
        async with app.run_test(size=(140, 44), message_hook=activity) as pilot:
            await start_offered(pilot, app)
            await until(pilot, lambda: app.session.state == "finished", 120)
            notes = [n.message for n in app._notifications]
            app.shutdown()
    # old code: "Review incomplete. Export with F10." and no word why or what to do
    assert any(
        "the root model used all 2 turns without submitting an answer; the findings and memo "
        "so far are kept; resume with a higher turn cap" in n
        for n in notes
    ), notes
