"""Guided mode: the scripted exhaustive policy orchestrates while the configured model reads.

Small and mid-size roots orchestrate badly (they give up early, under-delegate, or never
turn what their sub-agents found into a memo) but read well as sub-agents. So:

* ``root_model = "guided"`` (``--model guided``): the offline playbook's policy plans and
  drives the review from the first turn; every document is read by the sub-model.
* A model root that cannot drive the review (turns without a working cell, failing cells in
  a row, a prompt that cannot fit its window) is not the end of the
  run: the harness says so and the same policy carries on in the same REPL, from where the
  model left it (documents already reviewed are not read again), with the sub-model still
  reading.

The memo's "Scope and method" says which turns a model orchestrated and which the policy did.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from diligence_tui.harness.budget import Limits
from diligence_tui.harness.coverage_floor import SCOPE
from diligence_tui.harness.events import Notice
from diligence_tui.harness.loop_result import EndReason, LoopResult
from diligence_tui.settings import DEFAULT_MAX_OUTPUT, OFFLINE_ROOT_MODEL, OFFLINE_WINDOWS

if TYPE_CHECKING:
    from diligence_tui.harness.rlm import RlmHarness

POLICY = "the scripted exhaustive review policy (guided mode)"
# the endings of a root loop that could not drive the review (a root that runs the same cell
# with nothing moved, STALLED, is one). A root that never answered at all (unreachable
# endpoint, bad key or model name: MODEL_FAILED) is not one: that is a setting to fix, and
# the run says so (exit 3) rather than carrying on; nor is a stop by the analyst, a ceiling,
# the turn cap or a submit
HANDS_OVER = frozenset(
    {EndReason.NO_WORKING_CELL, EndReason.FAILING_CELLS, EndReason.OVERFLOW, EndReason.STALLED}
)


@dataclass
class Orchestration:
    """Who orchestrated which turns: [(first turn, last turn, by)]."""

    parts: list[tuple[int, int, str]] = field(default_factory=list)
    fallback_reason: str = ""
    model_end: EndReason | None = None  # how the model root's loop ended (guided: None)

    def add(self, first: int, last: int, by: str) -> None:
        if last >= first:
            self.parts.append((first, last, by))

    def to_dict(self) -> dict:
        return {
            "parts": [{"turns": [a, b], "by": by} for a, b, by in self.parts],
            "fallback_reason": self.fallback_reason,
            "model_end": self.model_end.value if self.model_end else None,
        }


def cannot_drive(result: LoopResult) -> bool:
    """True when the root ended because it could not drive the review (keyed on the typed
    ending: its words are for the memo)."""
    return result.end in HANDS_OVER


def scope_note(orch: Orchestration, sub_model: str) -> str:
    lines = []
    for first, last, by in orch.parts:
        turns = f"turn {first}" if first == last else f"turns {first}-{last}"
        lines.append(f"{turns}: {by}")
    text = "Orchestration: " + "; ".join(lines) + f". The documents were read by {sub_model}."
    if orch.fallback_reason:
        text += (
            f" The root model could not drive the review ({orch.fallback_reason}), so the "
            "harness continued with the scripted policy."
        )
    return text


async def drive(harness: RlmHarness) -> LoopResult:
    """Run the review: the model root first (unless guided from the start), then, if it
    could not drive the review, the scripted policy over the same REPL."""
    ctx = harness.ctx
    settings = ctx.settings
    orch = harness.orchestration
    harness.loop = harness.root_loop()
    first_turn = harness.loop.turn + 1
    if settings.guided:
        result = await harness.loop.run()
        orch.add(first_turn, harness.loop.turn, POLICY)
        _note_scope(harness, result)
        return result
    result = await harness.loop.run()
    orch.add(first_turn, harness.loop.turn, f"the root model {settings.root_model}")
    orch.model_end = result.end
    if (
        not cannot_drive(result)
        or ctx.steering.stop_requested
        or settings.root_model.startswith("offline/")  # the policy drove: no one to hand to
    ):
        return result
    turn = harness.loop.turn
    orch.fallback_reason = result.reason
    # the policy gets turns of its own (the cap was the model's): the cap in force changes,
    # and every place that shows it says why
    own = max(settings.budget.max_turns, 1)
    cap = turn + own
    cap_note = f"the policy's {own} turns after the model's {turn}"
    ctx.bus.emit(
        Notice(
            level="warning",
            message=(
                f"The root model could not drive the review ({result.reason}). Continuing with "
                f"{POLICY} from turn {turn + 1}, with {settings.sub_model} reading the documents; "
                "the memo will say which turns a model orchestrated. The turn cap is now "
                f"{cap} (was {settings.budget.max_turns}): {cap_note}."
            ),
        )
    )
    # a fresh conversation for the policy (it decides from its own markers and status());
    # the REPL, the memo, the findings and what was read stay as the model left them
    harness.loop = harness.root_loop(
        model=OFFLINE_ROOT_MODEL,
        messages=[],
        turn=turn,
        max_turns=cap,
        cap_note=cap_note,
        limits=dataclasses.replace(Limits.of(settings), max_turns=cap),
        # the policy's own window and reply size, not those of the model it takes over from
        root_context_tokens=OFFLINE_WINDOWS["root"],
        max_output_tokens=DEFAULT_MAX_OUTPUT["root"],
    )
    handed_over = result.end
    result = await harness.loop.run()
    result.handed_over, result.cap_note = handed_over, cap_note
    orch.add(turn + 1, harness.loop.turn, POLICY)
    _note_scope(harness, result)
    return result


def _note_scope(harness: RlmHarness, result: LoopResult) -> None:
    """The memo says who orchestrated (appended to Scope and method, after the policy's own
    write-up of it)."""
    ctx = harness.ctx
    note = scope_note(harness.orchestration, ctx.settings.sub_model)
    try:
        ctx.services.memo_write(SCOPE, note, mode="append")
    except RuntimeError as exc:  # the memo is full: say so rather than lose the run
        ctx.bus.emit(Notice(level="warning", message=f"could not note the orchestration: {exc}"))
    if ctx.save_memo is not None:
        ctx.save_memo()
