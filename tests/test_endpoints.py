"""Endpoints as a user has them: the server's parallel slots cap the calls in flight, several
sub-agent endpoints share the calls through litellm's Router, and a resumed run keeps the
sub-agents' own endpoint. Real litellm path, scripted OpenAI-compatible servers."""

from __future__ import annotations

import asyncio
from pathlib import Path

from diligence_tui.harness.endpoint_pool import pool_bases, pool_key
from diligence_tui.harness.endpoints import concurrency_for, endpoint_slots
from diligence_tui.harness.gateway import Gateway
from diligence_tui.harness.run_folder import settings_of
from diligence_tui.settings import Settings, load_settings
from tests.openai_server import ScriptedServer

PROMPTS = [[{"role": "user", "content": f"Read slice {i} of the lease."}] for i in range(8)]


def _sub_settings(**models: object) -> Settings:
    overrides = {f"models__{k}": v for k, v in models.items()}
    return Settings().with_overrides(
        models__root_model="openai/scripted", models__retries=0, **overrides
    )


async def _batch(settings: Settings) -> list:
    return (await _batch_and_gate(settings))[0]


async def _batch_and_gate(settings: Settings) -> tuple[list, int]:
    """The results, and the most calls the endpoint's gate let through at once."""
    gateway = Gateway(settings)
    gateway.endpoint_slots.update(await endpoint_slots(settings))
    try:
        results = await gateway.batch(PROMPTS, role="sub", max_tokens=16)
    finally:
        await gateway.aclose()
    return results, max(gate.peak for gate in gateway._gates.values())


def test_concurrency_is_the_cap_or_the_slots_whichever_is_less() -> None:
    settings = Settings()
    assert concurrency_for(settings, None) == 8
    assert concurrency_for(settings, 2) == 2
    assert concurrency_for(settings, 64) == 8


def test_a_server_with_two_slots_never_gets_more_than_two_calls_at_once() -> None:
    # old code: 8 in flight (the configured cap) against a server that decodes 2 at a time;
    # now its 2 slots, plus one waiting in its queue once its calls are known to be short
    # (harness.endpoint_gate)
    with ScriptedServer(["read"], slots=2, delay=0.3) as server:
        results, most = asyncio.run(_batch_and_gate(_sub_settings(api_base=server.api_base)))
    assert all(r.ok for r in results) and len(results) == 8
    assert most <= 3


def test_a_server_that_says_nothing_gets_the_configured_cap() -> None:
    with ScriptedServer(["read"], delay=0.3) as server:
        settings = _sub_settings(api_base=server.api_base, concurrency=3)
        results, most = asyncio.run(_batch_and_gate(settings))
    assert all(r.ok for r in results) and most <= 3


def test_pool_keys_name_their_members() -> None:
    key = pool_key(["http://gpu1:8000/v1", "http://gpu2:8000/v1"])
    assert pool_bases(key) == ["http://gpu1:8000/v1", "http://gpu2:8000/v1"]
    assert pool_bases("http://gpu1:8000/v1") == []


def test_several_sub_endpoints_share_the_calls_through_the_router() -> None:
    with (
        ScriptedServer(["from gpu1"], delay=0.2) as one,
        ScriptedServer(["from gpu2"], delay=0.2) as two,
    ):
        settings = _sub_settings(sub_api_bases=[one.api_base, two.api_base])
        results = asyncio.run(_batch(settings))
        served = (len(one.requests), len(two.requests))
    assert all(r.ok for r in results), [r.error for r in results]
    assert sum(served) == len(PROMPTS) and min(served) >= 1, served
    assert {r.text for r in results} == {"from gpu1", "from gpu2"}


def test_sub_endpoints_come_from_an_environment_list(tmp_path: Path) -> None:
    settings = load_settings(
        tmp_path / "none.toml",
        environ={"DILIGENCE_MODELS__SUB_API_BASES": "http://a:1/v1, http://b:2/v1"},
    )
    assert settings.sub_endpoints == ["http://a:1/v1", "http://b:2/v1"]
    assert settings.sub_api_base == "http://a:1/v1"


def test_a_resumed_run_keeps_the_sub_agents_own_endpoint(tmp_path: Path) -> None:
    # old code: --resume dropped --sub-api-base, so sub-calls went to the root's endpoint
    import json

    (tmp_path / "run.json").write_text(
        json.dumps(
            {
                "models": {"root": "offline/playbook", "sub": "openai/smollm2"},
                "api_base": "",
                "sub_api_base": "http://127.0.0.1:8081/v1",
            }
        )
    )
    restored = settings_of(tmp_path, Settings())
    assert restored.sub_model == "openai/smollm2"
    assert restored.sub_api_base == "http://127.0.0.1:8081/v1"


def test_calls_waiting_for_a_slot_meet_the_time_limit_when_their_turn_comes() -> None:
    # old code: the ceilings were checked when a call was queued, so a wave of calls behind a
    # one-slot server all went out long after the time limit (found with the real model)
    with ScriptedServer(["read"], slots=1, delay=0.6) as server:
        settings = _sub_settings(api_base=server.api_base).with_overrides(budget__max_seconds=1.0)
        results = asyncio.run(_batch(settings))
        sent = len(server.requests)
    assert sent < len(PROMPTS)
    refused = [r for r in results if not r.ok]
    assert refused and all("time limit" in r.error for r in refused), [r.error for r in refused]
