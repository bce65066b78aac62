"""The gateway over the real litellm path, against the scripted OpenAI-compatible server."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from diligence_tui.harness import pricing
from diligence_tui.harness.budget import BudgetExceeded, TokenCount, Usage
from diligence_tui.harness.events import (
    EventBus,
    Notice,
    SubCallDelta,
    SubCallFinished,
    SubCallStarted,
)
from diligence_tui.harness.gateway import NOT_CACHED, CallResult, Gateway
from diligence_tui.harness.steering import Steering
from diligence_tui.settings import Settings
from diligence_tui.tokens import count_tokens
from tests.openai_server import Reply, ScriptedServer

QUESTION = [
    {"role": "system", "content": "You review contracts."},
    {"role": "user", "content": "Does clause 14 allow assignment without consent?"},
]


def make_settings(server: ScriptedServer | None, **budget: float) -> Settings:
    settings = Settings()
    settings.models.root_model = "openai/scripted"
    settings.models.api_base = server.api_base if server is not None else "http://127.0.0.1:9/v1"
    settings.models.call_timeout = 60.0  # a busy machine is slow; tests of timeouts set their own
    settings.models.retries = 4
    for name, value in budget.items():
        setattr(settings.budget, name, value)
    return settings


def make_gateway(settings: Settings, **kw: object) -> tuple[Gateway, list]:
    bus = EventBus()
    events: list = []
    bus.subscribe(events.append)
    gateway = Gateway(settings, bus, **kw)  # type: ignore[arg-type]
    gateway.backoff_base = 0.01
    return gateway, events


@pytest.mark.parametrize("stream", [True, False])
async def test_completion_with_real_usage_and_recording(tmp_path: Path, stream: bool) -> None:
    reply = "Clause 14 requires the Lender's prior written consent for any assignment."
    with ScriptedServer([reply]) as server:
        gateway, events = make_gateway(make_settings(server), run_dir=tmp_path)
        result = await gateway.complete(
            QUESTION, label="MSA pp. 1-3", doc_ids=["d1"], stream=stream
        )
        await gateway.aclose()
    assert result.status == "ok" and result.text == reply and result.finish_reason == "stop"
    assert result.input_tokens == count_tokens(
        "You review contracts.\nDoes clause 14 allow assignment without consent?"
    )
    assert result.output_tokens == count_tokens(reply)
    assert result.cost is None  # openai/scripted has no known price
    assert server.requests[0].stream is stream
    assert server.requests[0].messages == QUESTION
    started = [e for e in events if isinstance(e, SubCallStarted)]
    assert started[0].label == "MSA pp. 1-3" and started[0].doc_ids == ["d1"]
    deltas = "".join(e.text for e in events if isinstance(e, SubCallDelta))
    assert deltas == reply
    if stream:
        assert len([e for e in events if isinstance(e, SubCallDelta)]) > 1  # per chunk
    finished = [e for e in events if isinstance(e, SubCallFinished)]
    assert finished[0].status == "ok" and finished[0].input_tokens == result.input_tokens
    assert any(e.kind == "budget" for e in events)
    lines = [json.loads(x) for x in (tmp_path / "calls.jsonl").read_text().splitlines()]
    assert len(lines) == 1
    assert lines[0]["messages"] == QUESTION and lines[0]["text"] == reply
    assert lines[0]["input_tokens"] == result.input_tokens and lines[0]["prompt_hash"]
    usage = gateway.usage()
    assert usage.tokens["sub"] == TokenCount(result.input_tokens, result.output_tokens)
    assert usage.cost["sub"] is None and usage.subcalls == 1 and usage.total_cost is None


@pytest.mark.parametrize("stream", [True, False])
async def test_native_tool_calls(stream: bool) -> None:
    code = {"code": "print(room.totals())"}
    with ScriptedServer(
        [Reply(content="", tool_calls=[{"name": "python", "arguments": code}])]
    ) as server:
        gateway, _ = make_gateway(make_settings(server))
        tools = [
            {"type": "function", "function": {"name": "python", "parameters": {"type": "object"}}}
        ]
        result = await gateway.complete(QUESTION, role="root", tools=tools, stream=stream)
        await gateway.aclose()
    assert result.status == "ok" and result.finish_reason == "tool_calls"
    assert [c["name"] for c in result.tool_calls] == ["python"]
    assert json.loads(result.tool_calls[0]["arguments"]) == code
    assert server.requests[0].json["tools"] == tools


async def test_retries_through_injected_faults() -> None:
    kinds = ("429", "500", "hang", "garbage", "close")
    with ScriptedServer(
        lambda body: "done: " + body["messages"][-1]["content"],
        fault_rate=0.2,
        fault_kinds=kinds,
        seed=7,
        hang_seconds=5,
    ) as server:
        settings = make_settings(server)
        settings.models.call_timeout = 1.0
        settings.models.retries = 8
        gateway, events = make_gateway(settings)
        prompts = [[{"role": "user", "content": f"read slice {i}"}] for i in range(40)]
        results = await gateway.batch(prompts, stream=True)
        await gateway.aclose()
        faults = [r.fault for r in server.requests if r.fault]
    assert [r.status for r in results] == ["ok"] * 40
    assert [r.text for r in results] == [f"done: read slice {i}" for i in range(40)]
    assert set(faults) == set(kinds)  # every kind of fault was injected and survived
    assert sum(r.attempts - 1 for r in results) >= len(faults)  # (a slow machine may add timeouts)
    assert any(isinstance(e, Notice) and "retrying" in e.message for e in events)


async def test_retry_after_is_honoured() -> None:
    with ScriptedServer(["fine"], faults=["429"], retry_after=0.2) as server:
        gateway, events = make_gateway(make_settings(server))
        result = await gateway.complete(QUESTION)
        await gateway.aclose()
    assert result.status == "ok" and result.attempts == 2
    notices = [e.message for e in events if isinstance(e, Notice)]
    assert any("rate limited" in m and "retrying in 0.2 s" in m for m in notices)


async def test_bad_key_is_a_plain_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-wrong")
    with ScriptedServer(["never"], api_key="sk-right") as server:
        gateway, events = make_gateway(make_settings(server))
        result = await gateway.complete(QUESTION)
        await gateway.aclose()
    assert result.status == "error" and result.attempts == 1  # not retried
    assert result.error.startswith("the API key was rejected (401)")
    assert server.requests[0].headers["authorization"] == "Bearer sk-wrong"
    assert any(isinstance(e, Notice) and e.level == "error" for e in events)


async def test_unreachable_endpoint_is_a_plain_error() -> None:
    settings = make_settings(None)
    settings.models.retries = 1
    gateway, _ = make_gateway(settings)
    result = await gateway.complete(QUESTION)
    await gateway.aclose()
    assert result.status == "error" and result.attempts == 2
    assert (
        result.error
        == "cannot reach http://127.0.0.1:9/v1: connection refused — is the server running?"
    )


async def test_unknown_provider_is_a_plain_error() -> None:
    gateway, _ = make_gateway(Settings())
    result = await gateway.complete(QUESTION, model="nosuchprovider/model-x")
    assert result.status == "error" and result.error.startswith(
        "unknown model 'nosuchprovider/model-x'"
    )


async def test_token_ceiling_stops_before_the_call() -> None:
    with ScriptedServer(
        ["a fairly long answer about the indemnity cap and its carve-outs"]
    ) as server:
        gateway, _ = make_gateway(make_settings(server, max_tokens=20))
        first = await gateway.complete(QUESTION)
        assert first.input_tokens + first.output_tokens >= 20
        with pytest.raises(BudgetExceeded) as stop:
            await gateway.complete(QUESTION, role="root")
        await gateway.aclose()
    assert stop.value.reason == "tokens" and "token ceiling" in str(stop.value)
    assert len(server.requests) == 1  # the refused call never reached the server
    assert gateway.exhausted is stop.value


async def test_dollar_ceiling_with_a_registered_price() -> None:
    pricing.register_price("openai/priced", input_per_million=1000.0, output_per_million=2000.0)
    try:
        with ScriptedServer(["short answer"]) as server:
            gateway, _ = make_gateway(make_settings(server, max_usd=0.01))
            first = await gateway.complete(QUESTION, model="openai/priced")
            with pytest.raises(BudgetExceeded) as stop:
                await gateway.complete(QUESTION, model="openai/priced")
            await gateway.aclose()
    finally:
        pricing.unregister_price("openai/priced")
    expected = first.input_tokens * 1000.0 / 1e6 + first.output_tokens * 2000.0 / 1e6
    assert first.cost == pytest.approx(expected) and first.cost >= 0.01
    assert gateway.usage().cost["sub"] == pytest.approx(expected)
    assert stop.value.reason == "dollars"


async def test_subcall_ceiling_in_a_batch() -> None:
    with ScriptedServer(["ok"]) as server:
        gateway, _ = make_gateway(make_settings(server, max_subcalls=3))
        results = await gateway.batch(
            [QUESTION] * 2 + [[{"role": "user", "content": f"q{i}"}] for i in range(3)]
        )
        assert [r.status for r in results].count("ok") == 3  # two identical prompts: one is cached
        assert [r.error.startswith("budget: the sub-call ceiling") for r in results].count(
            True
        ) == 2
        with pytest.raises(BudgetExceeded) as stop:
            await gateway.complete(QUESTION)
        root = await gateway.complete(QUESTION, role="root")  # the root is not a sub-call
        await gateway.aclose()
    assert stop.value.reason == "subcalls" and root.ok


def test_prices_unknown_known_and_free() -> None:
    from diligence_tui.harness.gateway import load_litellm

    litellm = load_litellm()
    assert pricing.call_cost("openai/local-llama", 1000, 1000, litellm) is None
    assert pricing.call_cost("offline/reviewer", 1000, 1000, litellm) == 0.0
    known = pricing.call_cost("openai/gpt-4o-mini", 1_000_000, 0, litellm)
    assert known is not None and known > 0


async def test_concurrency_cap_per_endpoint() -> None:
    # the first three requests hang until released; with a cap of 3 nothing else gets in
    with ScriptedServer(["ok"], faults=lambda i, body: "hang" if i < 3 else None) as server:
        settings = make_settings(server)
        settings.models.concurrency = 3
        settings.models.call_timeout = 30
        gateway, _ = make_gateway(settings)
        batch = asyncio.create_task(
            gateway.batch([[{"role": "user", "content": f"doc {i}"}] for i in range(8)])
        )
        assert await asyncio.to_thread(server.wait_for_requests, 3)
        assert server.in_flight == 3 and gateway.usage().in_flight == 3
        server.release_hangs()
        results = await batch
        await gateway.aclose()
    assert all(r.ok for r in results)
    # the gate's own count (the server's could see an answer's last bytes overlap the next
    # request: a slot goes back at the finish-reason chunk, harness.endpoint_gate)
    assert max(gate.peak for gate in gateway._gates.values()) == 3


async def test_cancel_inflight_calls() -> None:
    steering = Steering()
    with ScriptedServer(["late"], faults=lambda i, body: "hang" if i < 2 else None) as server:
        settings = make_settings(server)
        settings.models.call_timeout = 30
        gateway, events = make_gateway(settings, steering=steering)
        calls = [
            asyncio.create_task(gateway.complete([{"role": "user", "content": f"c{i}"}]))
            for i in range(2)
        ]
        assert await asyncio.to_thread(server.wait_for_requests, 2)
        await asyncio.to_thread(steering.cancel_inflight)  # from another thread, like the TUI
        results: list[CallResult] = await asyncio.gather(*calls)
        after = await gateway.complete([{"role": "user", "content": "after the cancel"}])
        await gateway.aclose()
    assert [r.status for r in results] == ["cancelled", "cancelled"]
    assert after.status == "ok" and after.text == "late"
    finished = [e.status for e in events if isinstance(e, SubCallFinished)]
    assert finished.count("cancelled") == 2


async def test_cache_hit_and_replay_without_the_server(tmp_path: Path) -> None:
    with ScriptedServer(["the cached answer"]) as server:
        gateway, _ = make_gateway(make_settings(server), run_dir=tmp_path)
        first = await gateway.complete(QUESTION)
        second = await gateway.complete(QUESTION)
        await gateway.aclose()
        settings = make_settings(server)
    assert first.status == "ok" and second.status == "cached"
    assert second.text == first.text and second.input_tokens == first.input_tokens
    assert len(server.requests) == 1
    # the server is gone: replay answers from the cache alone
    replay, _ = make_gateway(settings, run_dir=tmp_path, replay=True)
    again = await replay.complete(QUESTION)
    missing = await replay.complete([{"role": "user", "content": "never asked"}])
    await replay.aclose()
    assert again.status == "cached" and again.text == "the cached answer"
    assert missing.status == "error" and missing.error == NOT_CACHED
    statuses = [
        json.loads(x)["status"] for x in (tmp_path / "calls.jsonl").read_text().splitlines()
    ]
    assert statuses == ["ok", "cached", "cached", "error"]


def test_complete_sync_from_a_plain_thread() -> None:
    with ScriptedServer(["sync answer"]) as server:
        gateway, _ = make_gateway(make_settings(server))
        result = gateway.complete_sync(QUESTION, role="root")
        gateway.close()
    assert result.status == "ok" and result.text == "sync answer" and result.role == "root"


@pytest.mark.parametrize("stream", [True, False])
async def test_offline_models_go_through_litellm_and_are_free(stream: bool) -> None:
    gateway, events = make_gateway(Settings())  # no model configured: the offline engine
    prompt = "Read this.\nThe Seller shall indemnify the Buyer for all Losses up to EUR 2,000,000."
    result = await gateway.complete([{"role": "user", "content": prompt}], stream=stream)
    await gateway.aclose()
    assert result.model == "offline/reviewer"
    assert result.status == "ok" and result.text
    assert result.input_tokens == count_tokens(prompt) and result.output_tokens > 0
    assert result.cost == 0.0 and gateway.usage().cost["sub"] == 0.0
    assert any(isinstance(e, SubCallFinished) and e.cost == 0.0 for e in events)


async def test_a_stream_cut_halfway_is_retried_from_the_start() -> None:
    reply = "The change of control clause needs the Lender's consent within thirty days."
    with ScriptedServer([reply], faults=["cut"]) as server:
        gateway, events = make_gateway(make_settings(server))
        result = await gateway.complete(QUESTION)
        await gateway.aclose()
    assert result.status == "ok" and result.text == reply and result.attempts == 2
    starts = [i for i, e in enumerate(events) if isinstance(e, SubCallStarted)]
    assert len(starts) == 2  # the retry starts the call's text over
    first_try = "".join(
        e.text for e in events[starts[0] : starts[1]] if isinstance(e, SubCallDelta)
    )
    assert first_try and reply.startswith(first_try) and first_try != reply
    retried = "".join(e.text for e in events[starts[1] :] if isinstance(e, SubCallDelta))
    assert retried == reply


async def test_wall_clock_ceiling_counts_the_earlier_sessions_of_a_resumed_run() -> None:
    gateway, _ = make_gateway(make_settings(None, max_seconds=60.0))
    gateway.seed_usage(
        Usage(tokens={"root": TokenCount(5, 7)}, cost={"root": None}, subcalls=3, elapsed=61.0)
    )
    with pytest.raises(BudgetExceeded) as stop:
        await gateway.complete(QUESTION, role="root")
    assert stop.value.reason == "seconds" and "time limit" in str(stop.value)
    usage = gateway.usage()
    assert usage.tokens["root"] == TokenCount(5, 7) and usage.cost["root"] is None
    assert usage.subcalls == 3 and usage.elapsed >= 61.0


async def test_parameters_reach_the_server() -> None:
    with ScriptedServer(["```python\nprint(1)\n"]) as server:
        gateway, _ = make_gateway(make_settings(server))
        await gateway.complete(
            QUESTION, role="root", stop=["\n```"], max_tokens=300, temperature=0.2
        )
        await gateway.aclose()
    body = server.requests[0].json
    assert body["stop"] == ["\n```"] and body["max_tokens"] == 300 and body["temperature"] == 0.2
    assert body["stream"] is True and body["stream_options"] == {"include_usage": True}
