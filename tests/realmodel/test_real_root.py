"""SmolLM2-135M as the root for a few bounded turns: the run ends submitted, guided (the
scripted policy took over) or honestly incomplete, and no prompt it sent overflowed the
model's window."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from diligence_tui import cli
from tests.realmodel.llama_server import ALIAS, MODEL, N_CTX, LlamaServer
from tests.realmodel.run_checks import assert_calls_honest, server_prompt_tokens
from tests.realmodel.test_server_killed import _room

pytestmark = [pytest.mark.realmodel, pytest.mark.slow]

ROOT_OUTPUT = 256  # tokens per root reply: a few bounded turns
# the root is given less than the server's window, as a user sets it: the first prompt (about
# 2,200 tokens) grows past it within a few re-prompts, so the history must be folded to fit
ROOT_WINDOW = 3072
SUB_OUTPUT = 192  # tokens per sub-agent answer


def test_a_real_root_for_a_few_bounded_turns(
    llama: LlamaServer,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for name, value in {
        # llama-cpp-python's server does not say its window: the user gives its --n_ctx
        "DILIGENCE_MODELS__CONTEXT_WINDOW": ROOT_WINDOW,
        "DILIGENCE_MODELS__SUB_CONTEXT_WINDOW": N_CTX,
        "DILIGENCE_MODELS__MAX_OUTPUT_TOKENS": ROOT_OUTPUT,
        "DILIGENCE_MODELS__SUB_MAX_OUTPUT_TOKENS": SUB_OUTPUT,
        "DILIGENCE_MODELS__CONCURRENCY": 1,
        "DILIGENCE_BUDGET__MAX_FAILING_CELLS": 2,
        "DILIGENCE_BUDGET__MAX_SECONDS": 150,
    }.items():
        monkeypatch.setenv(name, str(value))
    run_dir = tmp_path / "run"
    code = cli.main(
        [
            "run",
            str(_room(tmp_path)),
            "--out",
            str(run_dir),
            "--json",
            "--model",
            MODEL,
            "--api-base",
            llama.api_base,
            "--max-turns",
            "3",
        ]
    )
    out, err = capsys.readouterr()
    assert "Traceback" not in err and code in (0, 3), err[-3000:]
    summary = json.loads(out)
    assert summary["status"] in ("submitted", "incomplete"), summary
    if summary["status"] == "incomplete":  # honestly: the reason is said
        assert str(summary.get("reason") or "").strip(), summary
    lines = assert_calls_honest(run_dir)
    roots = [c for c in lines if c.get("role") == "root" and c.get("model") == MODEL]
    assert roots, "the real root was never asked"
    for call in roots:  # never an overflowing prompt: the prompt and its reply fit, counted
        # by the model's own tokenizer (the server's count, not our estimate)
        assert call["window"] == ROOT_WINDOW, call["call_id"]
        counted = server_prompt_tokens(llama.api_base, call["messages"], ALIAS)
        assert counted + ROOT_OUTPUT <= ROOT_WINDOW, (call["call_id"], counted)
    # the turn counter never passes its cap, and the model had no more than its three turns
    events = [json.loads(line) for line in (run_dir / "journal.jsonl").open(encoding="utf-8")]
    steps = [e for e in events if e["kind"] == "step_started"]
    assert steps and steps[0]["max_turns"] == 3
    assert all(e["turn"] <= e["max_turns"] for e in steps), steps
    if summary["status"] == "submitted":
        memo = (run_dir / "memo.md").read_text(encoding="utf-8")
        guided = "guided mode" in memo
        assert guided or summary["coverage"]["room"] >= 0.9 or "coverage floor" in memo
