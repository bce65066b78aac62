"""Every way a model root's loop ends carries a typed reason, and guided mode hands the review
to the scripted policy on that value alone: only a root that could not drive the review (no
working cell, failing cells, prompts that cannot fit its window) hands over; a submit, a stop
by the analyst, a ceiling, the turn cap or a model that never answered does not. A real run:
real room and kernel, the scripted server through the real litellm path."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from diligence_tui.harness.guided import HANDS_OVER, POLICY, cannot_drive
from diligence_tui.harness.loop_result import EndReason, LoopResult
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
