"""The dollars shown for a priced model when some of its calls failed, were retried or were
rate-limited: every figure (the gateway's running count that the status line and the
ceilings use, the run's summary, metrics.json, calls.jsonl and a resumed run's starting
count, read from the journal) is the same sum, and it is what the attempts were billed.
Before, an attempt that was billed and then retried (a stream cut halfway) was in the
gateway's count but not in the journal: metrics.json and the summary showed less than the
status line had, a resume started its dollar ceiling from the lower figure, and calls.jsonl
recorded that attempt's cost as unknown.

A real run through the real litellm path against the scripted OpenAI-compatible server,
with litellm's bundled price for gpt-4o-mini; the offline policy as the root (free)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from diligence_tui.harness.gateway_litellm import load_litellm
from diligence_tui.harness.journal import read_journal
from diligence_tui.harness.pricing import call_cost
from diligence_tui.harness.run_metrics import usage_from_events
from diligence_tui.harness.runner import Run
from tests.openai_server import ScriptedServer
from tests.test_run_support import make_room, open_room, settings_for, sub_findings

PRICED = "openai/gpt-4o-mini"
# by request: rate-limited then an error then a stream cut after its retries (billed, failed);
# a stream that ends halfway, retried to an error and then to its answer; two failed calls
FAULTS = {0: "429", 1: "500", 2: "cut", 3: "truncated", 4: "500", 6: "500", 7: "500"}


def test_the_cost_of_a_priced_model_with_failed_and_retried_calls_adds_up(
    tmp_path: Path,
) -> None:
    with ScriptedServer(sub_findings, faults=lambda i, body: FAULTS.get(i)) as server:
        settings = settings_for(server, max_turns=30)
        settings.models.root_model = "offline/playbook"
        settings.models.sub_model = PRICED
        settings.models.retries = 2
        room = open_room(make_room(tmp_path), settings)
        try:
            run = Run(room, settings, run_dir=tmp_path / "run")
            summary = run.run()
        finally:
            room.close()
        faults = [r.fault for r in server.requests]
    assert {"429", "500", "cut", "truncated"} <= set(faults) and None in faults
    lines = [json.loads(x) for x in (tmp_path / "run" / "calls.jsonl").read_text().splitlines()]
    subs = [c for c in lines if c["role"] == "sub"]
    assert {c["status"] for c in subs} >= {"retried", "error", "ok"}
    litellm = load_litellm()
    for c in subs:  # every attempt priced from its own tokens: none unknown, a failure free
        assert c["cost"] == pytest.approx(
            call_cost(PRICED, c["input_tokens"], c["output_tokens"], litellm)
        ), c
    billed = [c for c in subs if c["status"] == "retried" and c["input_tokens"]]
    assert billed, "a billed attempt that was retried (the truncated stream)"
    spent = sum(c["cost"] for c in subs)
    assert spent > 0
    shown = run.gateway.usage()  # what the status line and the ceilings read
    assert shown.cost["sub"] == pytest.approx(spent)
    assert summary["cost"]["sub"] == pytest.approx(spent)
    metrics = json.loads((tmp_path / "run" / "metrics.json").read_text())
    assert metrics["cost"]["sub"] == pytest.approx(spent)
    tokens = {
        "input": sum(c["input_tokens"] for c in subs),
        "output": sum(c["output_tokens"] for c in subs),
    }
    assert metrics["tokens"]["sub"] == tokens == summary["tokens"]["sub"]
    # a resume starts from the journal: the same figure (old code: less, the retried
    # attempt's tokens and dollars missing)
    seeded = usage_from_events(read_journal(tmp_path / "run" / "journal.jsonl"))
    assert seeded.cost["sub"] == pytest.approx(spent)
    assert seeded.tokens["sub"].input == tokens["input"]
