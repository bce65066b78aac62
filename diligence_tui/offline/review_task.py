"""The task the offline playbook gives its sub-agents with each ``review()`` call, and how
much of the sub-model's window it may take. The review cell sends it (``call_task``); the
forecast builds the same task for each call (``harness/forecast.py``), so a small window's
sub-calls and their tokens are counted as the run will make them.
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


def call_task(head: str, records: list[dict[str, Any]], paths: list[str], window: int) -> str:
    """The task one review() call of the playbook sends for the documents at ``paths``:
    ``head`` and the resolutions on file (``records``, the plan's) about those documents, as
    many as fit ``window``. Where each is and what it is about, not its words: another
    document's text in the prompt would count as coverage of a document the call was not
    asked to read; a field left empty says nothing and is left out."""
    from diligence_tui.offline.on_file import about_any

    relevant = [
        {k: v for k, v in r.items() if k != "quote" and v not in ("", [], None)}
        for r in records
        if about_any(r, paths)
    ]
    return with_on_file(head, relevant, window)


def consents_line(consents: dict[str, Any]) -> str:
    """What the review cell adds to its instructions for the consents already given."""
    items = [
        f"{name} (on file: {where['path']}, p. {where.get('page') or 1})"
        if isinstance(where, dict) and where.get("path") and ";" not in str(where["path"])
        else name
        for name, where in consents.items()
    ]
    return "\nConsents already obtained: " + "; ".join(items) + "." if items else ""
