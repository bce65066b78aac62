"""A budget ceiling holds across the whole run, counted from its journal: a resume that
restores the REPL makes again the calls the cache lacks, and those count against the
analyst's ceilings together with what the earlier sessions spent. Before, the restore's
gateway counted from zero, so a resumed run could spend past a ceiling it had already
reached (two sub-calls made again on a sub-call ceiling of four that was used up).

A real run: real room, index and kernel, the offline review policy as the root, sub-agents
on the scripted server (the real litellm path), failing every call in the first session."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from diligence_tui.harness.runner import Run
from tests.test_run_support import failing_subs, sub_requests


def _spent(run_dir: Path) -> tuple[int, int]:
    """(tokens, sub-calls) the run's journal records, every session."""
    tokens = subcalls = 0
    for line in (run_dir / "journal.jsonl").read_text().splitlines():
        event = json.loads(line)
        if event.get("kind") == "subcall_finished":
            tokens += int(event.get("input_tokens") or 0) + int(event.get("output_tokens") or 0)
            subcalls += event.get("role") == "sub"
    return tokens, subcalls


@pytest.mark.parametrize("ceiling", ["tokens", "subcalls"])
def test_a_resume_makes_no_call_past_a_ceiling_the_run_already_reached(
    tmp_path: Path, ceiling: str
) -> None:
    run_dir = tmp_path / "run"
    with failing_subs(tmp_path) as review:
        settings, room = review.settings, review.room
        Run(room, settings, run_dir=run_dir).run()
        tokens, subcalls = _spent(run_dir)
        assert subcalls >= 3 and tokens > 0  # every sub-call failed; the root spent
        review.failing["now"] = False  # the sub-model is back: the restore would make them again
        if ceiling == "tokens":
            settings.budget.max_tokens = tokens
        else:
            settings.budget.max_subcalls = subcalls
        asked = len(sub_requests(review.server))
        summary = Run(room, settings, run_dir=run_dir, resume=True).run()
        made = len(sub_requests(review.server)) - asked
    # old code: the restore's gateway counted from zero and made every failed call again
    assert made == 0, f"{made} sub-call(s) made past the {ceiling} ceiling"
    now_tokens, now_subcalls = _spent(run_dir)
    assert now_subcalls == subcalls
    if ceiling == "tokens":  # a spent sub-call ceiling leaves the root its turns (its tokens)
        assert now_tokens == tokens
    metrics = json.loads((run_dir / "metrics.json").read_text())
    assert metrics["subcalls"] == subcalls
    # and the memo says what was reviewed: nothing
    assert summary["coverage"]["room"] == 0.0
    assert "Documents reviewed: 0 of 3 readable" in (run_dir / "memo.md").read_text()


def test_calls_made_again_on_a_resume_count_once_toward_the_ceiling(tmp_path: Path) -> None:
    """The restore's calls made again count in the run's budget exactly once (no second
    seeding after the restore): the journal, the metrics and the status line agree."""
    run_dir = tmp_path / "run"
    with failing_subs(tmp_path) as review:
        settings, room = review.settings, review.room
        first = Run(room, settings, run_dir=run_dir).run()
        _, before = _spent(run_dir)
        review.failing["now"] = False
        settings.budget.max_turns = first["turns"]  # the restore only, then finalize
        asked = len(sub_requests(review.server))
        run = Run(room, settings, run_dir=run_dir, resume=True)
        run.run()
        made = len(sub_requests(review.server)) - asked
    assert made > 0  # the failed calls made again (a later retry cell finds nothing left)
    _, after = _spent(run_dir)
    assert after == before + made
    assert run.gateway.usage().subcalls == after
    assert json.loads((run_dir / "metrics.json").read_text())["subcalls"] == after
