"""How an agent loop ended: the status, the reason in words, and the reason as a value.

Guided mode (harness/guided.py) hands the review to the scripted policy on the value, never
on the words: the words are for the memo, the summary and run.json, and may change.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


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


@dataclass
class LoopResult:
    status: str  # submitted | incomplete | stopped
    reason: str = ""  # in words, for the memo, the summary and run.json
    turns: int = 0
    answer: str = ""  # depth-2 sub-agents: the text passed to submit()
    end: EndReason | None = None  # None: a loop that does not say (the tool loop)

    def __post_init__(self) -> None:
        if self.end is None and self.status in ("submitted", "stopped"):
            self.end = EndReason(self.status)
