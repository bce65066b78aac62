"""Every way a model root's loop ends carries a typed reason, and guided mode hands the review
to the scripted policy on that value alone: only a root that could not drive the review (no
working cell, failing cells, prompts that cannot fit its window) hands over; a submit, a stop
by the analyst, a ceiling, the turn cap or a model that never answered does not. A real run:
real room and kernel, the scripted server through the real litellm path."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from diligence_tui.harness.cli import format_summary
from diligence_tui.harness.guided import HANDS_OVER, POLICY, cannot_drive
from diligence_tui.harness.loop_result import END_WORDS, EndReason, LoopResult
from diligence_tui.harness.rlm import RlmHarness
from diligence_tui.harness.runner import Run
from diligence_tui.harness.steering import Steering
from tests.openai_server import Reply, ScriptedServer
from tests.test_run_support import (
    FULL_REVIEW,
    is_root,
    make_room,
    open_room,
    root_turn,
    scripted,
    settings_for,
    sub_findings,
)

PROSE = Reply(content="The documents look fine to me.")


def _stop_at_second_turn(steering: Steering) -> Any:
    def reply(body: dict[str, Any]) -> Any:
        if not is_root(body):
            return sub_findings(body)
        if root_turn(body) >= 1:
            steering.stop()  # the analyst stops while the root is failing to write code
        return PROSE

    return reply


CASES: dict[str, tuple[Any, dict[str, Any], EndReason]] = {
    # name: (root script, settings changes, the model root's ending)
    "submitted": (FULL_REVIEW, {"coverage_floor": 0.0}, EndReason.SUBMITTED),
    "no working cell": ([PROSE], {"max_failing_cells": 2}, EndReason.NO_WORKING_CELL),
    "failing cells": (["1 / 0"], {"max_failing_cells": 2}, EndReason.FAILING_CELLS),
    "overflow": (FULL_REVIEW, {"models.context_window": 700}, EndReason.OVERFLOW),
    "turn cap": (["print(room)"], {"max_turns": 2}, EndReason.TURN_CAP),
    "budget": (FULL_REVIEW, {"max_tokens": 50}, EndReason.BUDGET),
    "model failed": (FULL_REVIEW, {"api_key": "not-the-key"}, EndReason.MODEL_FAILED),
    "stopped": (None, {"max_failing_cells": 5}, EndReason.STOPPED),
}


def _review(tmp_path: Path, script: Any, changes: dict[str, Any]) -> tuple[dict, RlmHarness, Any]:
    steering = Steering()
    changes = dict(changes)
    key = changes.pop("api_key", None)
    window = changes.pop("models.context_window", 0)
    root_script = _stop_at_second_turn(steering) if script is None else scripted(script)
    with ScriptedServer(root_script, api_key=key) as server:
        settings = settings_for(server, **{"max_turns": 8, **changes})
        settings.models.context_window = window  # the root's window (the sub-agents keep theirs)
        settings.models.retries = 0
        room = open_room(make_room(tmp_path), settings)
        made: list[RlmHarness] = []

        def harness(ctx: Any) -> RlmHarness:
            made.append(RlmHarness(ctx))
            return made[-1]

        try:
            run = Run(room, settings, run_dir=tmp_path / "run", steering=steering, harness=harness)
            summary = run.run()
        finally:
            room.close()
    return summary, made[0], run


@pytest.mark.parametrize("name", list(CASES))
def test_each_ending_is_typed_and_only_a_root_that_cannot_drive_hands_over(
    tmp_path: Path, name: str
) -> None:
    script, changes, expected = CASES[name]
    summary, harness, _ = _review(tmp_path, script, changes)
    orch = harness.orchestration
    assert orch.model_end is expected, (orch.model_end, summary["reason"])
    handed_over = any(by == POLICY for _, _, by in orch.parts)
    assert handed_over is (expected in HANDS_OVER), (name, orch.parts, summary["reason"])
    assert bool(orch.fallback_reason) is handed_over
    if handed_over:  # the words stay for the memo: the policy's scope note names why
        assert summary["status"] == "submitted"
        assert orch.fallback_reason
    elif expected is EndReason.STOPPED:
        assert summary["status"] == "stopped"
    # the typed ending is recorded (old code: run.json and metrics.json had only the words)
    final = EndReason.SUBMITTED if handed_over else expected
    info = json.loads((tmp_path / "run" / "run.json").read_text())
    ending = info["ending"]
    assert ending["end"] == final.value, ending
    assert ending["handed_over"] == (expected.value if handed_over else None)
    assert ending["reason"] == summary["reason"] and ending["turns"] == summary["turns"]
    assert info["endings"] == [ending]
    assert json.loads((tmp_path / "run" / "metrics.json").read_text())["ending"] == ending
    shown = format_summary(summary)
    assert f"Loop ended: {END_WORDS[final]}" in shown and f"[{final.value}]" in shown
    if handed_over:
        assert f"handed over to the scripted policy ({END_WORDS[expected]})" in shown


def test_the_hand_over_reads_the_value_never_the_words() -> None:
    # words that used to trigger the hand-over, on endings that must not hand over
    for end in (EndReason.MODEL_FAILED, EndReason.BUDGET, EndReason.STOPPED):
        worded = LoopResult(
            "incomplete", "model 'openai/overflow-7b' without a working cell", end=end
        )
        assert not cannot_drive(worded)
    # and an ending that must hand over, whatever its words say
    assert cannot_drive(LoopResult("incomplete", "it gave up", end=EndReason.FAILING_CELLS))
    # a loop that does not type its ending (the tool loop) never hands over
    assert not cannot_drive(LoopResult("incomplete", "3 failing cells in a row"))
    assert LoopResult("submitted").end is EndReason.SUBMITTED


def test_the_policy_that_takes_over_from_a_small_window_has_its_own(tmp_path: Path) -> None:
    # old code: the scripted policy inherited the root model's configured window (700 tokens),
    # its first prompt was refused as an overflow too, and the run ended with nothing read
    summary, _, _ = _review(tmp_path, FULL_REVIEW, {"models.context_window": 700})
    assert summary["status"] == "submitted", summary["reason"]
    assert summary["coverage"]["room"] > 0.9


def test_the_cap_shown_after_a_hand_over_is_the_one_in_force_and_says_why(
    tmp_path: Path,
) -> None:
    # --max-turns 3, a root that never writes code: it hands over after its 2nd turn and the
    # policy gets 3 turns of its own. Old code: the steps went from "turn 2/3" to "turn 3/5"
    # with no word why, and the summary said "root turns: 5" beside a cap of 3
    from diligence_tui.harness.journal import read_journal

    summary, _, _ = _review(tmp_path, [PROSE], {"max_failing_cells": 2, "max_turns": 3})
    events = read_journal(tmp_path / "run" / "journal.jsonl")
    steps = [e for e in events if e["kind"] == "step_started"]
    note = "the policy's 3 turns after the model's 2"
    assert [(e["turn"], e["max_turns"], e["cap_note"]) for e in steps[:2]] == [
        (1, 3, ""),
        (2, 3, ""),
    ]
    assert all(e["max_turns"] == 5 and e["cap_note"] == note for e in steps[2:]), steps
    assert all(e["turn"] <= e["max_turns"] for e in steps)
    said = [e["message"] for e in events if e["kind"] == "notice"]
    assert any(f"The turn cap is now 5 (was 3): {note}." in m for m in said), said
    budgets = [e for e in events if e["kind"] == "budget" and e["max_turns"] == 5]
    assert budgets and all(e["limits"]["max_turns"] == 5 for e in budgets)
    info = json.loads((tmp_path / "run" / "run.json").read_text())
    assert (info["ending"]["max_turns"], info["ending"]["cap_note"]) == (5, note)
    assert f"root turns: {summary['turns']} of 5 ({note})" in format_summary(summary)
