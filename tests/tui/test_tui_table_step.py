"""Step mode: the analyst leaves a cell waiting to look at the review table (ctrl+l in the
step dialog), moves about the grid while the root waits, and the Step key (ctrl+g) brings
the same cell back, with the edit made in it before, to decide as usual."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest
from conftest import activity, start_offered, until

from diligence_tui.settings import Settings
from diligence_tui.tui.app import create_app
from diligence_tui.tui.widgets.status import status_text

pytestmark = pytest.mark.slow


def step_screen(app) -> bool:
    """The step dialog is up, with its code editor mounted."""
    return app.screen.__class__.__name__ == "StepScreen" and bool(app.screen.query("#step-code"))


async def test_the_table_tab_while_a_step_cell_waits(room: Path) -> None:
    settings = Settings()
    settings.models.root_model = "guided"  # the playbook drives; the offline engine reads
    app = create_app(room, settings, step=True, watch_room=False)
    async with app.run_test(size=(160, 44), message_hook=activity) as pilot:
        await start_offered(pilot, app)
        await until(pilot, lambda: step_screen(app), timeout=90)
        screen = app.screen
        cell_id, waiting = screen.cell_id, app.session.step_waiting
        code = screen.query_one("#step-code")
        code.text = code.text + "\nprint('looked at the table first')\n"
        await pilot.press("ctrl+l")
        await until(pilot, lambda: app.screen.__class__.__name__ == "MainScreen")
        await until(pilot, lambda: app.focused is not None and app.focused.id == "table-grid")
        assert app.main.query_one("#center").active == "tab-table"
        assert "a cell waits" in status_text(app.session)
        event, _text = app.session.step_waiting
        assert event.cell_id == cell_id and not event.reply.done()  # the root still waits
        await pilot.press("down", "right")  # the grid takes keys; nothing is decided
        assert not event.reply.done() and not step_screen(app)
        await pilot.press("ctrl+g")  # back to the same cell, the edit kept
        await until(pilot, lambda: step_screen(app))
        again = app.screen
        assert (
            again.cell_id == cell_id
            and "looked at the table first" in again.query_one("#step-code").text
        )
        assert waiting is None and app.session.step_waiting is None
        await pilot.press("ctrl+r")  # run it, edited
        await until(pilot, lambda s=again: app.screen is not s)
        assert event.reply.done() and event.reply.result().action == "edit"
        assert "a cell waits" not in status_text(app.session)
        # the next cell: run it and leave step mode, so the review finishes on its own
        await until(pilot, lambda: step_screen(app), timeout=90)
        await pilot.press("ctrl+g")
        run = app.session.run
        assert run is not None
        await asyncio.to_thread(run.wait, 180)
        app.bridge.flush()
        await until(pilot, lambda: app.session.state in ("finished", "failed"))
        journal = [
            json.loads(line) for line in (run.run_dir / "journal.jsonl").read_text().splitlines()
        ]
        outputs = {e["cell_id"]: e for e in journal if e["kind"] == "cell_output"}
        assert "looked at the table first" in outputs[cell_id]["code"]
