"""The offline root: a scripted exhaustive-review policy that speaks through the same kernel as
a model root.

Each turn :func:`reply` answers with one ```python cell that uses only the REPL API (``room``,
``search``, ``read``, ``review``, ``cite``, ``memo``, ``findings``, ``status``, ``submit``).
The cells are real modules in :mod:`diligence_tui.offline.cells` (linted and tested), whose
source is sent into the kernel. What they know about the review comes from the harness's
``status()`` (which documents a review() read whole, which it could not, coverage, failed
calls, the turn and the turn cap), never from the wording of our prompts. Every cell ends by
printing a marker line (``PLAYBOOK::{json}``) with the step that ran, what is left and the turn
status() gave; the next step is decided from the last marker. Cells keep their state in REPL
variables (``pb``, the run's ``findings`` and ``memo``) and re-derive it each time, so the
policy still finishes when the analyst skips or edits a cell, or when the run is resumed.

Steps: inventory -> plan (waves sized to the room) -> review waves (each wave also rewrites
the memo sections it touched, the executive summary and where the review stands in the
scope) -> documents referred to but absent -> reading documents together -> final memo
(dedupe and merge across documents, next steps, scope naming every document not reviewed)
-> submit (only a finished review: documents whose sub-calls failed are tried again first).
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

from diligence_tui.offline.cells import source

STEPS = ("inventory", "plan", "review", "references", "crosscheck", "finalize", "submit")
FINAL_TURNS = 2  # with this many turns left (the one asked for included), write up and submit
_MARK_RE = re.compile(r"PLAYBOOK::(\{.*?\})\s*$", re.M)
_NOTE_RE = re.compile(r"Note from the analyst \(follow it\): (.+)")

_HEAD = """\
# Offline playbook step: {step}
# Written by the offline engine's scripted review policy (no language model). You may edit
# or skip this cell; the next cell re-derives its state from `pb`, `findings`, `memo` and
# status().
PLAYBOOK_STEP = "{step}"
PLAYBOOK_STATE = None  # status()'s review state, asked for once in this cell
"""

# With a request seed the playbook samples its choices the way a model at a temperature does
# (cells/helpers.py: sampler, thought_of); without one the cell is exactly the greedy one.
_SAMPLING = """\
PLAYBOOK_SEED = {seed}  # the request's seed: this run samples its plan, searches and checks
PLAYBOOK_TEMPERATURE = {temperature}
"""
DEFAULT_TEMPERATURE = 1.0  # a seeded request at temperature 0 samples at a model's usual default

_NOTES = """\
# The analyst's notes: kept in the memo and passed to the reviewers of later waves.
ANALYST_NOTES = list(globals().get("ANALYST_NOTES", [])) + {notes}
memo.append("Analyst notes", "\\n".join("- " + note for note in {notes}))
"""

_BODIES = {
    "inventory": ("inventory",),
    "plan": ("plan",),
    "review": ("review",),
    "references": ("references",),
    "crosscheck": ("crosscheck", "contradictions"),
    "finalize": ("finalize",),
    "submit": ("submit",),
    "repair": ("repair",),
    "hold": ("submit",),
    "final": ("finalize", "submit"),
}
_NEEDS_HELPERS = set(_BODIES) - {"inventory"}
_TITLES = {
    "inventory": "Step 1: take the inventory of the room (totals and folders).",
    "plan": "Step 2: plan the review folder by folder, in waves sized to the room.",
    "review": "Step 3: review the next wave of documents and update the memo as findings arrive.",
    "references": "Step 4: check for documents the room refers to but does not contain.",
    "crosscheck": "Step 5: read documents together (insider entities, guaranteed debt, customers at risk, contradictions between documents).",
    "finalize": "Step 6: merge findings across documents and write the final memo.",
    "submit": "Step 7: submit the memo.",
    "repair": "The memo was refused: cite the findings' passages it leaves out and submit again.",
    "hold": "The review is not finished: the memo stays marked incomplete (submit only a finished, cited review).",
    "final": "Last cell: complete the memo from what is in the REPL and submit.",
}


def sampling(seed: int | None, temperature: float | None) -> tuple[int, float] | None:
    """(seed, temperature) the cells sample with, or None for the greedy policy (no seed)."""
    if not seed:
        return None
    return seed, float(temperature) if temperature and temperature > 0 else DEFAULT_TEMPERATURE


def cell(
    step: str,
    helpers: bool = True,
    notes: Sequence[str] = (),
    sample: tuple[int, float] | None = None,
) -> str:
    """The Python source of one playbook step (``final`` = finalize + submit in one cell);
    ``notes`` from the analyst are recorded first; ``sample`` = (seed, temperature) makes the
    cell sample its choices (see :func:`sampling`)."""
    parts = [_HEAD.format(step=step)]
    if sample:
        parts.append(_SAMPLING.format(seed=int(sample[0]), temperature=round(sample[1], 3)))
    if notes:
        parts.append(_NOTES.format(notes=json.dumps(list(notes), ensure_ascii=False)))
    if helpers and step in _NEEDS_HELPERS:
        parts.append(source("helpers"))
    parts.extend(source(name) for name in _BODIES[step])
    parts.append(source("mark"))
    return "\n".join(parts)


# -- deciding the next step from the markers ---------------------------------------------------


def _content(message: dict[str, Any]) -> str:
    content = message.get("content")
    if isinstance(content, str):
        return content
    if isinstance(content, list):  # content parts
        return "\n".join(str(p.get("text", "")) for p in content if isinstance(p, dict))
    return ""


def markers(messages: list[dict[str, Any]]) -> list[tuple[int, dict[str, Any]]]:
    """(message index, marker) for every step marker in the cell outputs, in order."""
    found: list[tuple[int, dict[str, Any]]] = []
    for i, message in enumerate(messages):
        if message.get("role") not in ("user", "tool"):
            continue
        for match in _MARK_RE.finditer(_content(message)):
            try:
                data = json.loads(match.group(1))
            except json.JSONDecodeError:
                continue
            if isinstance(data, dict):
                found.append((i, data))
    return found


def _after(marker: dict[str, Any] | None) -> str:
    if marker is None:
        return "inventory"
    step = marker.get("step")
    if step == "review":
        return "review" if int(marker.get("remaining") or 0) > 0 else "references"
    if step in ("submit", "repair", "hold", "final"):
        if marker.get("ok"):
            return "done"
        if marker.get("held"):
            # Not submitted because the review is unfinished: review more while turns are left
            # (the last cell at the cap rewrites the memo), else keep the memo as it is.
            return "review" if int(marker.get("remaining") or 0) > 0 else "hold"
        return "repair"
    order = list(STEPS)
    return order[order.index(step) + 1] if step in order[:-1] else "inventory"


def _skip_forward(step: str) -> str:
    return {
        "inventory": "plan",
        "plan": "review",
        "review": "references",
        "references": "crosscheck",
        "crosscheck": "finalize",
        "finalize": "submit",
        "submit": "repair",
        "repair": "repair",
        "hold": "hold",
        "final": "repair",
        "done": "done",
    }[step]


def turns_left(marker: dict[str, Any] | None, since: int) -> int | None:
    """Turns left, the one asked for now included: the marker's turn and cap come from
    status() in that cell; ``since`` cells were asked for after it. None when unknown."""
    turn = (marker or {}).get("turn")
    cap = (marker or {}).get("max_turns")
    if not isinstance(turn, int) or not isinstance(cap, int) or cap <= 0:
        return None
    return cap - turn - since


def decide(messages: list[dict[str, Any]]) -> tuple[str, bool]:
    """The next step and whether its cell must (re)define the memo helpers."""
    found = markers(messages)
    index, last = found[-1] if found else (-1, None)
    step = _after(last)
    tried = [m for m in messages[index + 1 :] if m.get("role") == "assistant"]
    # A step tried twice without producing its marker (skipped, edited, failing): move on.
    for _ in range(len(STEPS) + 2):
        attempts = sum(1 for m in tried if f"# Offline playbook step: {step}" in _content(m))
        if attempts < 2 or step in ("repair", "hold", "done"):
            break
        step = _skip_forward(step)
    # a cell since the last marker left none (failed, skipped, or the kernel restarted and
    # lost the REPL's variables): define the helpers again
    helpers = not (last and last.get("helpers")) or bool(tried)
    left = turns_left(last, len(tried))
    if left is not None and left <= 0:
        return "final", True  # past the turn cap: the harness's one last cell
    if (
        left is not None
        and left <= FINAL_TURNS
        and step in ("inventory", "plan", "review", "references", "finalize")
        and not (last and last.get("held"))  # the memo was just finalized: use the turn to review
    ):
        return "final", helpers
    if step == "done":
        return "repair", helpers
    return step, helpers


def analyst_notes(messages: list[dict[str, Any]]) -> list[str]:
    """Notes the analyst injected into the latest turn (the root loop appends them there)."""
    tail = _content(messages[-1]) if messages and messages[-1].get("role") == "user" else ""
    # Only after the last status line: what comes before it is cell output, which can quote
    # documents, and a document must not be able to pose as the analyst.
    cut = tail.rfind("[status] turn ")
    tail = tail[cut:] if cut >= 0 else tail
    return [m.group(1).strip() for m in _NOTE_RE.finditer(tail)]


def reply(
    messages: list[dict[str, Any]], seed: int | None = None, temperature: float | None = None
) -> str:
    """The playbook's answer to a root turn: a line saying what it does, then one cell. A
    ``seed`` (the request's) makes it a sampled policy: same seed, same run."""
    step, helpers = decide(messages)
    return reply_for(step, helpers, analyst_notes(messages), sampling(seed, temperature))


def reply_for(
    step: str,
    helpers: bool = True,
    notes: Sequence[str] = (),
    sample: tuple[int, float] | None = None,
) -> str:
    heard = f" Noted from the analyst: {'; '.join(n.rstrip('.') for n in notes)}." if notes else ""
    return f"{_TITLES[step]}{heard}\n\n```python\n{cell(step, helpers, notes, sample)}```"
