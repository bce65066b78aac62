"""How an agent loop ended: the status, the reason in words, and the reason as a value.

Guided mode (harness/guided.py) hands the review to the scripted policy on the value, never
on the words: the words are for the memo, the summary and run.json, and may change.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any


class EndReason(StrEnum):
    """Why a loop ended, as a value to decide on (``LoopResult.reason`` says it in words)."""

    SUBMITTED = "submitted"
    STOPPED = "stopped"  # by the analyst
    BUDGET = "budget"  # a ceiling: dollars, tokens, wall clock, sub-calls, a share
    TURN_CAP = "turn_cap"
    NO_WORKING_CELL = "no_working_cell"  # turns in a row with no cell to run
    FAILING_CELLS = "failing_cells"  # cells that failed, in a row
    MODEL_FAILED = "model_failed"  # the model never answered (endpoint, key, model name)
    OVERFLOW = "overflow"  # its prompts cannot fit the model's context window
    STALLED = "stalled"  # the same cell, turn after turn, with nothing moved (harness/stall.py)


# each ending in the words of the run summary and the memo ("Loop ended: ...")
END_WORDS = {
    EndReason.SUBMITTED: "the root submitted the memo",
    EndReason.STOPPED: "stopped by the analyst",
    EndReason.BUDGET: "a budget ceiling was reached",
    EndReason.TURN_CAP: "the turn cap was reached",
    EndReason.NO_WORKING_CELL: "turns in a row without a working cell",
    EndReason.FAILING_CELLS: "failing cells in a row",
    EndReason.MODEL_FAILED: "the root model never answered (endpoint, key or model name)",
    EndReason.OVERFLOW: "its prompts could not fit the model's context window",
    EndReason.STALLED: "nothing moved: the same cell ran turn after turn with no progress",
}


def turn_cap_reason(max_turns: int, model: str | None) -> str:
    """A root's turn-cap ending in plain words, for the memo, the summary and run.json: what
    happened, that nothing is lost, and what to do (the finalize prompt says only the first
    clause)."""
    who = "the root" if not model or model.startswith("offline/") else "the root model"
    return (
        f"turn cap of {max_turns} reached: {who} used all {max_turns} turns without submitting "
        "an answer; the findings and memo so far are kept; resume with a higher turn cap to "
        "go on"
    )


@dataclass
class LoopResult:
    status: str  # submitted | incomplete | stopped
    reason: str = ""  # in words, for the memo, the summary and run.json
    turns: int = 0
    answer: str = ""  # depth-2 sub-agents: the text passed to submit()
    end: EndReason | None = None  # None: a loop that does not say
    max_turns: int = 0  # the turn cap in force when it ended (0: not known)
    cap_note: str = ""  # why that cap is not the one set (guided mode's hand-over)
    handed_over: EndReason | None = None  # the model root's ending when the policy took over

    def __post_init__(self) -> None:
        if self.end is None and self.status in ("submitted", "stopped"):
            self.end = EndReason(self.status)

    def to_dict(self) -> dict[str, Any]:
        """run.json's and metrics.json's ``ending``."""
        return {
            "status": self.status,
            "end": self.end.value if self.end else None,
            "reason": self.reason,
            "turns": self.turns,
            "max_turns": self.max_turns,
            "cap_note": self.cap_note,
            "handed_over": self.handed_over.value if self.handed_over else None,
        }


def _in_words(value: Any) -> str:
    try:
        return END_WORDS[EndReason(str(value))]
    except ValueError:  # None, or a value this version does not know
        return ""


def ending_line(ending: dict[str, Any]) -> str:
    """``ending`` (LoopResult.to_dict) in words, for the run summary."""
    end = ending.get("end")
    text = _in_words(end) or "not typed by this loop"
    if _in_words(ending.get("handed_over")):
        text += (
            ", after the root model handed over to the scripted policy "
            f"({_in_words(ending.get('handed_over'))})"
        )
    return f"Loop ended: {text} [{end or 'untyped'}]"
