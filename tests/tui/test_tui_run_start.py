"""Before a review starts: the harness is chosen and the forecast read, with the budget
ceilings next to it, in the workspace (the real app, the real forecast on a real room)."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

from conftest import activity, until

from diligence_tui.harness.forecast import Forecast
from diligence_tui.settings import Settings
from diligence_tui.tui.app import create_app
from diligence_tui.tui.forecast_panel import ceiling_rows, ceilings_text, forecast_text


def _text(app, selector: str) -> str:
    return str(app.screen.query_one(selector).render())


async def test_pick_the_harness_read_the_forecast_then_start(room: Path) -> None:
    settings = Settings()
    settings.budget.max_turns = 4  # below the review's plan: the ceiling is shown as passed
    app = create_app(room, settings, watch_room=False)
    async with app.run_test(size=(160, 50), message_hook=activity) as pilot:
        await until(pilot, lambda: app.screen.__class__.__name__ == "RunStartScreen", timeout=60)
        screen = app.screen
        assert app.session.run is None  # nothing starts before the analyst says so
        await until(pilot, lambda: screen.forecast is not None, timeout=60)
        body, ceilings = _text(app, "#forecast-body"), _text(app, "#forecast-ceilings")
        assert "Sub-calls:" in body and "window (offline engine)" in body
        assert "root" in body and "sub" in body and "$0.0000" in body
        assert "Time: unknown" in body  # no earlier run of this room: no speed to go by
        assert "Budget ceilings" in ceilings and "turns" in ceilings
        assert "/ 4 ⚠ over" in ceilings and screen.query_one("#forecast-ceilings").has_class("over")
        assert "Harness: RLM" in _text(app, "#harness-chosen")
        rlm = screen.forecast
        await pilot.press("t")  # the tool loop: its own forecast
        await until(pilot, lambda: screen.forecast is not None and screen.forecast is not rlm)
        assert screen.forecast.harness == "toolloop"
        assert "Sub-calls: none" in _text(app, "#forecast-body")
        assert "Harness: Tool loop" in _text(app, "#harness-chosen")
        chosen = screen.forecast
        await pilot.press("enter")
        await until(pilot, lambda: app.session.run is not None, timeout=60)
        run = app.session.run
        assert app.session.harness == "toolloop"
        await until(pilot, lambda: (run.run_dir / "run.json").exists(), timeout=60)
        assert json.loads((run.run_dir / "run.json").read_text())["harness"] == "toolloop"
        run.steering.stop()
        await asyncio.to_thread(run.wait, 120)
        app.bridge.flush()
        await until(pilot, lambda: app.session.state in ("finished", "failed"), timeout=60)
        journal = (run.run_dir / "journal.jsonl").read_text()
        # the journal keeps the forecast the analyst saw, not another one made later
        notice = next(
            json.loads(line)["message"]
            for line in journal.splitlines()
            if '"Forecast (toolloop)' in line
        )
        assert f"{chosen.total_tokens:,} tokens" in notice
        app.shutdown()


async def test_going_back_starts_nothing_and_ctrl_r_offers_again(room: Path) -> None:
    app = create_app(room, Settings(), watch_room=False)
    async with app.run_test(size=(160, 50), message_hook=activity) as pilot:
        await until(pilot, lambda: app.screen.__class__.__name__ == "RunStartScreen", timeout=60)
        await pilot.press("escape")
        await until(pilot, lambda: app.screen.__class__.__name__ == "MainScreen")
        assert app.session.run is None
        assert any("No review started" in str(n.message) for n in app._notifications)
        await pilot.press("ctrl+r")
        await until(pilot, lambda: app.screen.__class__.__name__ == "RunStartScreen")
        await pilot.press("escape")
        app.shutdown()


def _forecast(**kw) -> Forecast:
    base = dict(
        harness="rlm",
        root_model="openai/unpriced",
        sub_model="openai/priced",
        root_window=8_192,
        sub_window=4_096,
        slice_chars=3_600,
        documents=30,
        room_tokens=90_000,
        folders=[
            {"folder": f"{n:02d} Folder", "documents": 2, "tokens": 1_000 * n, "subcalls": n}
            for n in range(1, 15)
        ],
        subcalls=105,
        turns=12,
        tokens={"root": {"input": 200_000, "output": 7_000}, "sub": {"input": 1, "output": 2}},
        cost={"root": None, "sub": 0.5},
        total_cost=None,
        seconds=None,
        speed="unknown: no earlier run",
        concurrency=8,
        limits={
            "max_turns": 40,
            "max_usd": 2.0,
            "max_tokens": 100_000,
            "max_seconds": 0,
            "max_subcalls": 0,
        },
        root_window_source="default (8,192: the model's window is unknown)",
        sub_window_source="server: llama.cpp /props n_ctx",
    )
    base.update(kw)
    return Forecast(**base)  # type: ignore[arg-type]


def test_the_panel_says_unknown_prices_as_unknown_and_marks_passed_ceilings() -> None:
    f = _forecast()
    body = forecast_text(f)
    assert "unknown (no price for this model)" in body  # the root's price, and so the total
    assert "$0.5000" in body and "$0.0000" not in body  # never an unknown price as zero
    assert "4,096-token window (server: llama.cpp /props n_ctx)" in body
    # the biggest folders by name, the rest counted (with their tokens and calls)
    assert "14 Folder" in body and "01 Folder" not in body
    assert "… 6 more folder(s)" in body and "21,000" in body
    rows = dict(ceiling_rows(f))
    assert rows["  tokens     207,003 / 100,000 ⚠ over"]  # over the token ceiling
    assert not rows["  dollars    unknown (no price for this model) / $2"]  # unknown: not over
    assert not rows["  turns      12 / 40"]
    assert "  sub-calls  105 / none" in rows
    assert "wall clock unknown / none" in ceilings_text(f)
    timed = _forecast(seconds=3_725.0, limits={**f.limits, "max_seconds": 3_600.0})
    assert "Time: about 1:02:05 at concurrency 8" in forecast_text(timed)
    assert "  wall clock 1:02:05 / 1:00:00 ⚠ over" in dict(ceiling_rows(timed))
