"""Malformed answers, resets and stalls: failures, retried, logged per attempt, never counted.

Against the scripted server (tests/openai_server.py) on the real litellm path. Every test
checks calls.jsonl against the server's own request log: one line per request the server
got, and no answer the server did not give.
"""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path

import pytest

from diligence_tui.harness.coverage import CoverageMeter
from diligence_tui.harness.events import Notice
from tests.openai_server import ScriptedServer
from tests.test_coverage import DictRoom, prose
from tests.test_gateway import QUESTION, make_gateway, make_settings

REPLY = "Clause 14 requires the Lender's prior written consent for any assignment. " * 6


def calls(run_dir: Path) -> list[dict]:
    return [json.loads(x) for x in (run_dir / "calls.jsonl").read_text().splitlines()]


@pytest.mark.parametrize(
    ("fault", "stream"),
    [
        ("garbage", True),  # 200, text/html: litellm reads no SSE event and says nothing
        ("garbage", False),
        ("empty", True),  # a well-formed completion with no text
        ("empty", False),
        ("truncated", True),  # the stream ends cleanly before its last chunk and [DONE]
        ("cut", True),  # the connection drops halfway through the stream
    ],
)
async def test_a_malformed_answer_is_a_failure_retried_and_logged(
    tmp_path: Path, fault: str, stream: bool
) -> None:
    with ScriptedServer([REPLY], faults=[fault]) as server:
        gateway, _ = make_gateway(make_settings(server), run_dir=tmp_path)
        result = await gateway.complete(QUESTION, stream=stream)
        await gateway.aclose()
        received = [r.fault for r in server.requests]
    assert received == [fault, None]
    assert result.status == "ok" and result.text == REPLY and result.attempts == 2
    lines = calls(tmp_path)
    assert [(x["status"], x["attempts"]) for x in lines] == [("retried", 1), ("ok", 2)]
    assert lines[0]["error"] and lines[0]["text"] != REPLY
    assert len(lines) == len(received)  # every attempt the server saw is logged


async def test_a_server_that_only_answers_garbage_gives_an_error_not_an_empty_answer(
    tmp_path: Path,
) -> None:
    doc = prose(200)
    meter = CoverageMeter(DictRoom({"Contracts/msa.txt": doc}))
    with ScriptedServer(["never"], faults=lambda i, body: "garbage") as server:
        settings = make_settings(server)
        settings.models.retries = 2
        gateway, _ = make_gateway(settings, run_dir=tmp_path, coverage=meter)
        result = await gateway.complete([{"role": "user", "content": doc}], stream=True)
        await gateway.aclose()
        requests = len(server.requests)
    assert result.status == "error" and result.text == "" and "no text" in result.error
    assert requests == 3 and len(calls(tmp_path)) == 3
    assert [x["status"] for x in calls(tmp_path)] == ["retried", "retried", "error"]
    assert meter.room_share == 0.0  # no answer: the document was not read by any model


@pytest.mark.parametrize("stream", [True, False])
async def test_a_reset_is_retried_at_once(tmp_path: Path, stream: bool) -> None:
    with ScriptedServer([REPLY], faults=["reset"]) as server:
        gateway, events = make_gateway(make_settings(server), run_dir=tmp_path)
        gateway.backoff_base = 5.0  # a backoff would say "retrying in 2.5 s" or more
        result = await gateway.complete(QUESTION, stream=stream)
        await gateway.aclose()
        received = [r.fault for r in server.requests]
    assert received == ["reset", None]
    assert result.status == "ok" and result.attempts == 2
    first = calls(tmp_path)[0]
    assert first["status"] == "retried" and first["retry_in"] == 0.0
    assert "lost the connection" in first["error"]
    retry_notes = [e.message for e in events if isinstance(e, Notice) and "retrying" in e.message]
    assert retry_notes and all("retrying in 0.0 s" in m for m in retry_notes)


async def test_a_second_reset_of_the_same_call_backs_off(tmp_path: Path) -> None:
    with ScriptedServer([REPLY], faults=["reset", "reset"]) as server:
        gateway, _ = make_gateway(make_settings(server), run_dir=tmp_path)
        result = await gateway.complete(QUESTION)
        await gateway.aclose()
    assert result.status == "ok" and result.attempts == 3
    waits = [x.get("retry_in") for x in calls(tmp_path)]
    assert waits[0] == 0.0 and waits[1] > 0.0  # a server that keeps dropping is not hammered


async def test_a_stalled_stream_is_abandoned_at_the_idle_deadline(tmp_path: Path) -> None:
    with ScriptedServer([REPLY], faults=["stall"], hang_seconds=120) as server:
        settings = make_settings(server)
        settings.models.call_timeout = 120.0
        settings.models.stream_idle_timeout = 0.5
        gateway, _ = make_gateway(settings, run_dir=tmp_path)
        result = await gateway.complete(QUESTION)
        await gateway.aclose()
        received = [r.fault for r in server.requests]
    assert received == ["stall", None]
    assert result.status == "ok" and result.text == REPLY
    first = calls(tmp_path)[0]
    assert first["status"] == "retried" and "stalled" in first["error"]


async def test_coverage_counts_only_prompts_that_were_answered(tmp_path: Path) -> None:
    texts = {"Contracts/msa.txt": prose(300), "Contracts/nda.txt": prose(300)}
    meter = CoverageMeter(DictRoom(texts))
    faults = {texts["Contracts/nda.txt"]: "500"}
    with ScriptedServer(
        ["read"], faults=lambda i, body: faults.get(body["messages"][-1]["content"])
    ) as server:
        settings = make_settings(server)
        settings.models.retries = 1
        gateway, _ = make_gateway(settings, run_dir=tmp_path, coverage=meter)
        results = await gateway.batch([[{"role": "user", "content": t}] for t in texts.values()])
        await gateway.aclose()
    assert [r.status for r in results] == ["ok", "error"]
    shares = meter.snapshot()["documents"]
    assert shares["Contracts/msa.txt"] == 1.0
    assert shares["Contracts/nda.txt"] == 0.0  # sent twice, never answered


@pytest.mark.parametrize("stream", [True, False])
async def test_an_answer_that_came_while_the_loop_was_blocked_is_not_late(
    tmp_path: Path, stream: bool
) -> None:
    """A loaded machine starves the process (or other work holds the loop) while a call
    waits on the network: the rest of the answer is in the socket by the time the loop runs
    again, past the deadline. That answer came in time; it is taken, not abandoned as
    stalled (or timed out) and asked again."""
    deadline = 0.5
    reply = {"content": REPLY, "hold_after_finish": stream}  # stream: all but its end, then wait
    with ScriptedServer([reply], delay=0.0 if stream else 0.2, hang_seconds=120) as server:
        settings = make_settings(server)
        settings.models.stream_idle_timeout = deadline
        settings.models.call_timeout = 60.0 if stream else deadline
        settings.models.retries = 1
        gateway, _ = make_gateway(settings, run_dir=tmp_path)
        loop = asyncio.get_running_loop()
        caller = asyncio.current_task()
        assert caller is not None

        def waiting_on_the_network() -> bool:  # suspended on a future, not just yielding
            waiter = caller._fut_waiter  # type: ignore[attr-defined]
            return waiter is not None and not waiter.done()

        received: list[str] = []

        def starve() -> None:
            # stream: the answer came up to its end and the call waits for the rest; plain:
            # the request is on the server and the call waits for the answer
            there = "".join(received) == REPLY if stream else bool(server.requests)
            if not (there and waiting_on_the_network()):
                loop.call_later(0.01, starve)  # not there yet: look again (the loop runs on)
                return
            if stream:  # the server holds the end of its answer: let it go now
                assert server.wait_for_holding(1, timeout=60)
                server.release_hangs()
            assert server.wait_for_completed(1, timeout=60)  # the whole answer is written
            time.sleep(2 * deadline)  # and the loop stays blocked past the deadline

        loop.call_soon(starve)
        result = await gateway.complete(QUESTION, stream=stream, on_delta=received.append)
        await gateway.aclose()
        requests = len(server.requests)
    assert result.status == "ok" and result.text == REPLY and result.attempts == 1, result.error
    assert requests == 1
    assert [x["status"] for x in calls(tmp_path)] == ["ok"]
