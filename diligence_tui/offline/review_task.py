"""The task the offline playbook gives its sub-agents with each ``review()`` call, and how
much of the sub-model's window it may take. The review cell sends it; the forecast sizes the
slices with the same task (``harness/forecast.py``), so a small window's sub-calls are
counted as the run will make them.
"""

from __future__ import annotations

import json
from typing import Any

INSTRUCTIONS = (
    "Report what a buyer must know: change of control, assignment and consent, "
    "termination rights, exclusivity, non-compete, MFN, liability and indemnities, "
    "IP ownership, open source, key-employee payments, litigation, regulatory matters, "
    "data breaches, debt defaults and covenants, liens, guarantees, related parties, tax, "
    "environmental, insurance. Quote the exact words; give amounts."
)
ON_FILE_HEAD = "\nResolved on file (JSON): "
MAX_ON_FILE = 40  # resolutions named to one call at most
# what the resolutions on file add to a task on average (measured on sample_rooms/small with
# a 4,096-token window: 1,593 characters a call over 88 calls, 2,479 at most; 2,146 before
# the words of agreements' names stopped counting as parties, 2026-12-01)
TYPICAL_ON_FILE_CHARS = 1_600
_TYPICAL_RECORD = {
    "frame": "settled",
    "doc": "d0123456789ab",
    "path": "10 Litigation & Disputes/Settlement Agreement (2023).docx",
    "page": 1,
    "parties": ["beaconsfield", "corvane", "settlement"],
    "agreements": [],
    "clauses": [],
    "topics": [],
}


def room_for_on_file(window: int, task: str) -> int:
    """Characters the resolutions on file may add to ``task``: the whole task takes at most a
    quarter of the sub-model's window (3 characters a token, JSON being dense), the rest is
    for the documents and the reply. No window known: no cap."""
    return window * 3 // 4 - len(task) if window else 10**9


def with_on_file(task: str, records: list[dict[str, Any]], window: int) -> str:
    """``task`` and as many of ``records`` (most relevant first) as fit the window."""
    room_for = room_for_on_file(window, task)
    told: list[dict[str, Any]] = []
    for record in records[:MAX_ON_FILE]:
        if len(json.dumps([*told, record], ensure_ascii=False)) > room_for:
            break
        told.append(record)
    return task + ON_FILE_HEAD + json.dumps(told, ensure_ascii=False) if told else task


def typical_task(window: int, head: str = INSTRUCTIONS) -> str:
    """A task of the length the playbook's usually are, for the forecast: ``head`` (the
    instructions and what the review cell adds to them, such as its "Review as of:" line)
    and the usual resolutions on file."""
    one = len(json.dumps(_TYPICAL_RECORD)) + 2
    records = [_TYPICAL_RECORD] * max(1, TYPICAL_ON_FILE_CHARS // one)
    return with_on_file(head, records, window)
