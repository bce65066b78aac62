"""A sub-agent whose every reply stops at the output cap is said to be cut at the cap, with the
setting that gives it room, not "the reply was not JSON, twice" (what the run said against a
scripted server that cuts replies at max_tokens, as a real one does); what it did not read is
not in the coverage. The real command line, the real litellm path, a scripted HTTP server."""

from __future__ import annotations

import json
import os
from pathlib import Path

from tests.cli_support import diligence, supply_room
from tests.openai_server import ScriptedServer

FINDING = {
    "title": "Assignment needs consent",
    "category": "anti_assignment",
    "severity": "high",
    "description": "The agreement cannot be assigned without the other party's consent.",
    "quote": "Neither party may assign this Agreement without the prior written consent",
}


def long_answer(body: dict) -> str:
    return json.dumps({"findings": [FINDING] * 60})  # far over a 300-token cap


def test_replies_cut_at_the_output_cap_are_said_so_with_the_setting_to_change(
    tmp_path: Path,
) -> None:
    room = tmp_path / "room"
    supply_room(room)
    run_dir = tmp_path / "run"
    with ScriptedServer(long_answer) as server:
        done = diligence(
            "run",
            str(room),
            "--sub-model",
            "openai/sub",
            "--sub-api-base",
            server.api_base,
            "--sub-max-output-tokens",
            "300",
            "--max-turns",
            "8",
            "--out",
            str(run_dir),
            env={**os.environ, "OPENAI_API_KEY": "k"},
        )
        finishes = [r.fault for r in server.requests]
    assert done.returncode == 0, done.stderr
    assert finishes and all(f is None for f in finishes)  # answered: no fault, only the cap
    calls = [json.loads(x) for x in (run_dir / "calls.jsonl").read_text().splitlines()]
    sub = [c for c in calls if c["role"] == "sub"]
    assert sub and all(c["finish_reason"] == "length" for c in sub)
    assert "the reply was cut at the output cap (" in done.stderr
    assert "--sub-max-output-tokens" in done.stderr
    assert "not JSON, twice" not in done.stderr
    assert json.loads((run_dir / "metrics.json").read_text())["coverage"]["room"] == 0.0
    memo = (run_dir / "memo.md").read_text(encoding="utf-8")
    assert "- Not reviewed: 1 of 1 readable documents reached no model" in memo
