"""A root that runs the same cell turn after turn while nothing moves is stopped early, with a
plain reason. The offline policy holding an unfinished review (every sub-call failed) ran its
hold cell until the turn cap before: 30 turns here, 27 in a 4,096-window guided run.

A real run: real room, index and kernel, the offline policy as the root, sub-agents on the
scripted server (the real litellm path) answering every call with a 500."""

from __future__ import annotations

import json
from pathlib import Path

from diligence_tui.harness.cli import format_summary
from diligence_tui.harness.runner import Run
from diligence_tui.harness.stall import STALL_TURNS, StallWatch
from tests.openai_server import ScriptedServer
from tests.test_run_support import make_room, open_room, settings_for, sub_findings

CAP = 30


def test_a_held_review_stops_when_nothing_moves(tmp_path: Path) -> None:
    with ScriptedServer(sub_findings, faults=lambda i, body: "500") as server:
        settings = settings_for(server, max_turns=CAP)
        settings.models.root_model = "offline/playbook"
        settings.models.retries = 0
        room = open_room(make_room(tmp_path), settings)
        try:
            summary = Run(room, settings, run_dir=tmp_path / "run").run()
        finally:
            room.close()
    # old code: "turn cap of 30 reached" after 30 turns, the last ones the same hold cell
    assert summary["status"] == "incomplete"
    assert summary["ending"]["end"] == "stalled", summary["reason"]
    assert summary["turns"] < CAP - STALL_TURNS
    assert f"nothing moved in {STALL_TURNS} turns in a row" in summary["reason"]
    assert f"{CAP - summary['turns']} turn(s) left" in summary["reason"]
    assert "Loop ended: nothing moved" in format_summary(summary)
    # the memo still says the review is unfinished and what was not reviewed
    memo = (tmp_path / "run" / "memo.md").read_text()
    assert "Incomplete" in memo and "Not reviewed: 3 of 3 readable documents" in memo
    assert json.loads((tmp_path / "run" / "run.json").read_text())["ending"]["end"] == "stalled"


def test_progress_of_any_kind_resets_the_count() -> None:
    watch = StallWatch(limit=3)
    assert [watch.see(m) for m in ["a", "a", "b", "b", "b"]] == [False, False, False, False, True]
    assert "2 turn(s) left" in watch.reason(2)
