"""The medium sample room against a sub-model server that fails a fifth of its requests in
every way a server can (reset, dropped connection, stream cut or stalled before its end, a
200 that is not JSON, an empty completion, 429, 500) or answers slowly: the run finishes,
every request the server got is an attempt in calls.jsonl, and coverage is exactly the text
of the prompts the server answered."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from diligence_tui.harness.coverage import CoverageMeter
from diligence_tui.harness.runner import Run
from tests.conftest import SAMPLE_ROOMS
from tests.openai_server import FAILING_KINDS, ScriptedServer, message_text
from tests.test_honest_coverage import settings_for, sub_reply
from tests.test_run_support import open_room


def test_medium_room_with_a_fifth_of_requests_failing_accounts_for_every_call(
    tmp_path: Path,
) -> None:
    path = SAMPLE_ROOMS / "medium"
    if not (path / "documents").exists():
        pytest.skip("sample_rooms/medium is not in this checkout")
    kinds = (*FAILING_KINDS, "slow")

    def fault(index: int, body: dict) -> str | None:  # every fifth request, each kind in turn
        return kinds[(index // 5) % len(kinds)] if index % 5 == 0 else None

    with ScriptedServer(sub_reply, faults=fault, hang_seconds=60, slow_seconds=0.3) as server:
        settings = settings_for(server)
        settings.models.retries = 6
        # the assertions below count answers on both sides: a deadline must not fire on an
        # answer that came while the loaded machine starved this process (it did, and one
        # answer the server gave was retried; test_gateway_faults covers it); a stall (60 s)
        # still trips it
        settings.models.stream_idle_timeout = 5.0
        room = open_room(path, settings)
        try:
            summary = Run(room, settings, run_dir=tmp_path / "run").run()
        finally:
            room.close()
        requests = list(server.requests)
        answered = server.answered()
    assert summary["status"] == "submitted", summary
    assert {r.fault for r in requests} >= set(kinds)  # every kind was injected
    lines = [json.loads(x) for x in (tmp_path / "run" / "calls.jsonl").read_text().splitlines()]
    sub_lines = [x for x in lines if x["model"] == "openai/sub"]
    assert len(sub_lines) == len(requests)  # every attempt the server saw, and no other
    assert sum(x["status"] == "ok" for x in sub_lines) == len(answered)
    assert all(x["status"] in ("ok", "retried") for x in sub_lines)
    # coverage is what answered: the server's answered prompts and the root's own context
    meter = CoverageMeter(room)
    texts = [message_text(m) for r in answered for m in r.messages]
    texts += [
        message_text(m)
        for x in lines
        if x["model"].startswith("offline/") and x["status"] == "ok"
        for m in x["messages"]
    ]
    for text in texts:
        meter.observe(text)
    meter.flush(60)
    assert summary["coverage"]["room"] == pytest.approx(meter.room_share, abs=1e-9)
    assert summary["coverage"]["room"] >= 0.99
