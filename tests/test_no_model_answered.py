"""Guided mode (the offline engine's scripted policy leads) with a sub-agent model that never
answers: the run, the memo and the summary say that no model answered and the offline engine
wrote the memo. They said the room's text "reached a model" and that the configured model
"read the documents as sub-agent" when every one of its calls had failed.

A real run: real room, index and kernel; the sub-agent model is the real litellm path to a
scripted server that rejects every request's key (401)."""

from __future__ import annotations

from pathlib import Path

from diligence_tui.harness.cli import format_summary
from diligence_tui.harness.run_metrics import NO_ANSWER
from diligence_tui.harness.runner import Run
from tests.openai_server import ScriptedServer
from tests.test_run_support import make_room, open_room, settings_for, sub_requests


def test_a_sub_agent_model_that_never_answered_is_said_plainly(tmp_path: Path) -> None:
    with ScriptedServer(["unused"], faults=lambda index, request: "401") as server:
        settings = settings_for(server, max_turns=12)
        settings.models.root_model = "guided"
        room = open_room(make_room(tmp_path), settings)
        try:
            summary = Run(room, settings, run_dir=tmp_path / "run").run()
        finally:
            room.close()
        assert sub_requests(server)  # the model was asked, and refused every call
    assert summary["tokens"]["sub"] == {"input": 0, "output": 0}
    assert NO_ANSWER in summary["engine"]
    assert "openai/sub (sub-agents: a language model read the documents)" not in summary["engine"]
    text = format_summary(summary)
    # old code: "Coverage: 0.x% of the room's text reached a model"
    assert "of the room's text reached the offline engine" in text
    assert "reached a model" not in text
    assert (
        "WARNING: no model answered: openai/sub answered none of its "
        f"{summary['subcalls']} sub-calls; the offline engine wrote the memo"
    ) in text
    memo = (tmp_path / "run" / "memo.md").read_text(encoding="utf-8")
    # old code: "... and the language model openai/sub read the documents as sub-agent"
    assert "openai/sub read the documents" not in memo
    assert "openai/sub reading the documents" not in memo
    assert "answered none of its calls, so no language model read the documents" in memo
    prepared = "offline scripted review policy (root: no language model), openai/sub"
    assert f"_Prepared by: {prepared} (sub-agents: {NO_ANSWER})_" in memo
