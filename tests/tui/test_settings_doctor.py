"""The settings screen checks endpoints with ``diligence doctor``'s own checks
(harness.doctor.diagnose) against the scripted OpenAI-compatible server: ctrl+d shows the
doctor's table and saves nothing; ctrl+s refuses a model the server does not serve and says
what to fix."""

from __future__ import annotations

import sys
from pathlib import Path

from conftest import activity, until
from textual.widgets import Static

from diligence_tui.settings import Settings, load_settings
from diligence_tui.tui.app import create_app

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from openai_server import Reply, ScriptedServer  # noqa: E402


def _table(screen: object) -> str:
    static = screen.query_one("#settings-doctor-table", Static)  # type: ignore[attr-defined]
    return str(static.render())


async def test_the_settings_screen_shows_the_doctor_table(room: Path) -> None:
    tool = Reply(tool_calls=[{"name": "record_check", "arguments": {"ok": True}}])
    app = create_app(room, Settings(), autostart=False, watch_room=False)
    with ScriptedServer(["OK", "Streaming works here.", tool], slots=2, n_ctx=16384) as server:
        async with app.run_test(size=(140, 50), message_hook=activity) as pilot:
            await until(pilot, lambda: app.room_ready.is_set())
            await pilot.press("f9")
            await until(pilot, lambda: app.screen.__class__.__name__ == "SettingsScreen")
            screen = app.screen
            # typed as an analyst does: the model first (the first field has the focus), then
            # two tabs to the API base
            await pilot.press(*"openai/scripted", "tab", "tab", *server.api_base)
            assert screen.query_one("#set-models-root_model").value == "openai/scripted"
            assert screen.query_one("#set-models-api_base").value == server.api_base
            await pilot.press("ctrl+d")
            await until(pilot, lambda: screen.checked is not None, timeout=60)
            ok, text = screen.checked
            shown = _table(screen)
            assert ok and "Ready" in shown
            assert "16,384 tokens (server: llama.cpp /props n_ctx)" in shown
            assert "2 request(s) in parallel (llama.cpp /props total_slots)" in shown
            assert "generation ~" in shown and "native tool calls work" in shown
            assert app.screen is screen  # a check, not a save
            assert load_settings().models.root_model == ""

            # a model the server does not serve: not saved, and the table says what to fix
            screen.checked = None
            screen.query_one("#set-models-root_model").value = "openai/qwen3"
            await pilot.press("ctrl+s")
            await until(pilot, lambda: screen.checked is not None, timeout=60)
            assert screen.checked[0] is False
            shown = _table(screen)
            assert "qwen3 is not listed" in shown and "--model openai/scripted" in shown
            assert app.screen is screen and load_settings().models.root_model == ""
            app.shutdown()
