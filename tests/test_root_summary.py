"""A model-written summary of the compacted turns, next to the digest: the request is sent,
fits the model's window, and the next root prompt holds both; a summary call that fails
leaves the digest alone and the run goes on. A real run (room, kernel, journal) against the
scripted server, through the real litellm path."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

from diligence_tui.harness.journal import read_journal
from diligence_tui.harness.root_history import COMPACTED
from diligence_tui.harness.root_summary import SUMMARY_HEADING, SUMMARY_SYSTEM, summary_request
from diligence_tui.harness.runner import Run
from diligence_tui.tokens import prompt_tokens
from tests.openai_server import ScriptedServer
from tests.test_run_support import (
    FULL_REVIEW,
    cell,
    is_root,
    make_room,
    open_room,
    settings_for,
    sub_findings,
)

WINDOW = 3_000
SUMMARY = "SUMMARY-7: I bound rows_0 to rows_3 while listing the clauses; next, the leases."
# turns that print a lot, so the history passes the small window's share and is compacted
NOISY = [f"rows_{i} = ['clause {i}'] * 90\nprint(rows_{i})" for i in range(6)]
CELLS = [*NOISY, FULL_REVIEW[1], FULL_REVIEW[2], FULL_REVIEW[3]]


def is_summary(body: dict[str, Any]) -> bool:
    messages = body.get("messages") or []
    return bool(messages) and messages[0].get("content") == SUMMARY_SYSTEM


def _script() -> Any:
    turns = itertools.count()  # one cell per root turn (the summary calls are not turns)

    def reply(body: dict[str, Any]) -> Any:
        if is_summary(body):
            return SUMMARY
        if not is_root(body):
            return sub_findings(body)
        return cell(CELLS[min(next(turns), len(CELLS) - 1)])

    return reply


def _review(tmp_path: Path, faults: Any = None) -> tuple[dict, ScriptedServer, list[str]]:
    with ScriptedServer(_script(), faults=faults) as server:
        settings = settings_for(server, max_turns=14, coverage_floor=0.0)
        settings.models.context_window = WINDOW
        settings.models.retries = 0
        room = open_room(make_room(tmp_path), settings)
        try:
            summary = Run(room, settings, run_dir=tmp_path / "run").run()
        finally:
            room.close()
    events = read_journal(tmp_path / "run" / "journal.jsonl")
    notices = [str(e.get("message")) for e in events if e["kind"] == "notice"]
    return summary, server, notices


def _after_summary(server: ScriptedServer) -> Any:
    """The first root request after the first summary request."""
    bodies = [r for r in server.requests if r.json]
    first = next(i for i, r in enumerate(bodies) if is_summary(r.json))
    return next(r for r in bodies[first + 1 :] if is_root(r.json) and not is_summary(r.json))


def test_the_summary_is_asked_within_the_window_and_sits_next_to_the_digest(
    tmp_path: Path,
) -> None:
    summary, server, notices = _review(tmp_path)
    asked = [r for r in server.requests if r.json and is_summary(r.json)]
    assert asked, notices
    for request in asked:  # measured to fit: the prompt and the capped answer
        assert prompt_tokens(request.messages) + request.json["max_tokens"] <= WINDOW
        assert request.json["max_tokens"] <= 400
    assert "rows_0 = " in asked[0].text  # the folded turns: what the model had read already
    prompt = str(_after_summary(server).messages[1]["content"])
    assert COMPACTED in prompt and "Variables your earlier cells bound: rows_0" in prompt
    assert SUMMARY_HEADING in prompt and SUMMARY in prompt
    assert prompt.index(COMPACTED) < prompt.index(SUMMARY)  # the digest first: the record
    assert "the root model summarised the compacted turns" in notices
    assert summary["status"] == "submitted"


def test_a_failing_summary_call_leaves_the_digest_and_the_run_goes_on(tmp_path: Path) -> None:
    summary, server, notices = _review(
        tmp_path, faults=lambda i, body: "500" if is_summary(body) else None
    )
    assert any(r.json and is_summary(r.json) for r in server.requests)
    prompt = str(_after_summary(server).messages[1]["content"])
    assert COMPACTED in prompt and SUMMARY_HEADING not in prompt
    assert any("compaction without the model's summary" in n for n in notices), notices
    assert summary["status"] == "submitted"


def test_a_request_too_long_for_the_window_keeps_the_newest_turns() -> None:
    folded = []
    for i in range(12):
        folded.append({"role": "assistant", "content": f"```python\nstep_{i} = {i}\n```"})
        folded.append({"role": "user", "content": "```\n" + f"out {i} " * 300 + "\n```"})
    request = summary_request(folded, 2_000, 400)
    assert request is not None and prompt_tokens(request) <= 2_000 - 400
    assert "step_11" in request[1]["content"] and "step_0 =" not in request[1]["content"]
    one = [{"role": "user", "content": "word " * 5_000}]
    cut = summary_request(one, 2_000, 400)
    assert cut is not None and "cut to fit the window" in cut[1]["content"]
    assert prompt_tokens(cut) <= 1_600
    assert summary_request(one, 500, 400) is None  # no room at all: no call
