"""The workspace's session starts a tool-loop review when asked (``diligence open
--harness toolloop``), resumes a run with the harness it was made with, and puts the
forecast with the ceilings on the run's bus as the run starts (shown, and journaled)."""

from __future__ import annotations

import json
from pathlib import Path

from diligence_tui.harness.journal import read_journal
from diligence_tui.settings import Settings
from tests.test_run_support import make_room


def test_session_runs_the_tool_loop_and_announces_the_forecast(tmp_path: Path) -> None:
    from diligence_tui.tui.session import Session

    room = make_room(tmp_path)
    settings = Settings()
    settings.budget.max_turns = 12
    session = Session(room, settings)
    session.open_room().index()
    session.harness = "toolloop"
    run = session.start_run()
    summary = run.run()
    assert summary["status"] == "submitted", summary
    info = json.loads((run.run_dir / "run.json").read_text())
    assert info["harness"] == "toolloop" and info["models"]["root"] == "offline/toolloop"
    events = read_journal(run.run_dir / "journal.jsonl")
    kinds = [e["kind"] for e in events]
    notices = [e["message"] for e in events if e["kind"] == "notice"]
    forecast = [m for m in notices if m.startswith("Forecast (toolloop)")]
    assert forecast and "ceilings: turns 12" in forecast[0] and "0 sub-calls" in forecast[0]
    first = kinds.index("notice")
    assert kinds.index("run_started") < first < kinds.index("step_started")  # before turn 1
    run.run_lock.release()
    # resuming the folder keeps its harness, whatever the session would start new
    session.harness = "rlm"
    again = session.start_run(resume_dir=run.run_dir)
    assert again.harness_factory.harness_name == "toolloop"  # type: ignore[attr-defined]
    again.run_lock.release()
