"""Each model's context window and output cap: found out, said with its source, never
overflowed; a streaming call is bounded by its first-part and idle deadlines, not cut for
taking long; a partial answer is kept. Against the scripted server (the real litellm path)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from diligence_tui.harness.model_limits import DEFAULT_WINDOW, SOURCE_DEFAULT, resolve_window
from diligence_tui.settings import Settings, load_settings
from diligence_tui.tokens import prompt_tokens
from tests.openai_server import Reply, ScriptedServer
from tests.test_gateway import QUESTION, make_gateway, make_settings


@pytest.mark.parametrize(
    ("via", "source"),
    [
        ("props", "server: llama.cpp /props n_ctx"),
        ("ollama", "server: Ollama /api/show num_ctx"),
        ("models", "server: /v1/models max_model_len"),
    ],
)
async def test_the_window_comes_from_the_server_with_its_source(via: str, source: str) -> None:
    with ScriptedServer(context_window=6_000, window_via=via) as server:
        tokens, said = await resolve_window("openai/scripted", server.api_base, Settings())
    assert (tokens, said) == (6_000, source)


async def test_settings_win_and_an_unknown_window_is_the_stated_default() -> None:
    settings = Settings()
    settings.models.context_window = 3_000
    with ScriptedServer(context_window=6_000, window_via="none") as server:
        assert await resolve_window("openai/scripted", server.api_base, settings) == (
            3_000,
            "settings",
        )
        assert await resolve_window("openai/scripted", server.api_base, Settings()) == (
            DEFAULT_WINDOW,
            SOURCE_DEFAULT,
        )
    # a sub-agent reads its own key; an unreachable server is no error, the default is said
    settings.models.sub_context_window = 2_500
    assert await resolve_window("openai/x", "http://127.0.0.1:9/v1", settings, role="sub") == (
        2_500,
        "settings",
    )
    tokens, said = await resolve_window("openai/gpt-4o-mini", None, Settings())
    assert tokens == 128_000 and said == "litellm model info"


def test_old_settings_keys_still_read(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text("[models]\nroot_context_tokens = 9000\nsub_context_tokens = 4000\n")
    settings = load_settings(path, environ={})
    assert settings.models.context_window == 9_000 and settings.models.sub_context_window == 4_000


async def test_every_call_sends_max_tokens_capped_by_the_window() -> None:
    with ScriptedServer(["fine"], context_window=2_000) as server:
        settings = make_settings(server)
        settings.models.max_output_tokens = 1_500
        settings.models.sub_max_output_tokens = 700
        gateway, _ = make_gateway(settings)
        root = await gateway.complete(QUESTION, role="root")
        sub = await gateway.complete(QUESTION, role="sub")
        await gateway.aclose()
    assert root.ok and sub.ok and root.window == 2_000
    sent = [r.json["max_tokens"] for r in server.requests]
    assert sent[0] == 1_500  # the root's cap; the prompt leaves room for it
    assert sent[1] == 700
    long_prompt = [{"role": "user", "content": "word " * 900}]
    assert prompt_tokens(long_prompt) > 500
    with ScriptedServer(["fine"], context_window=2_000) as server:
        gateway, _ = make_gateway(make_settings(server))
        result = await gateway.complete(long_prompt, role="root")
        await gateway.aclose()
    assert result.ok
    assert server.requests[0].json["max_tokens"] == 2_000 - prompt_tokens(long_prompt)


async def test_a_prompt_over_the_window_is_never_sent(tmp_path: Path) -> None:
    # the server behaves as llama-cpp-python's does: an overflowing prompt gets an empty answer
    with ScriptedServer(["fine"], context_window=1_000, overflow="empty") as server:
        gateway, events = make_gateway(make_settings(server), run_dir=tmp_path)
        result = await gateway.complete([{"role": "user", "content": "clause " * 2_000}])
        await gateway.aclose()
    assert not server.requests  # nothing went out
    assert result.status == "error" and "context window of 1,000 tokens" in result.error
    assert "not sent" in result.error
    line = json.loads((tmp_path / "calls.jsonl").read_text().splitlines()[-1])
    assert line["status"] == "error" and line["window"] == 1_000
    assert any(getattr(e, "level", "") == "error" for e in events)


async def test_a_long_stream_is_not_cut_by_the_call_timeout() -> None:
    # 40 pieces, 0.1 s apart: about 4 s of streaming against a 2 s first-part timeout
    reply = Reply("x" * 320, chunk_chars=8, chunk_delay=0.1)
    with ScriptedServer([reply]) as server:
        settings = make_settings(server)
        settings.models.call_timeout = 2.0
        settings.models.stream_idle_timeout = 30.0
        gateway, _ = make_gateway(settings)
        result = await gateway.complete(QUESTION)
        await gateway.aclose()
    assert result.status == "ok" and result.text == "x" * 320
    assert len(server.requests) == 1  # never killed and started over


async def test_a_cut_stream_keeps_its_partial_answer_in_calls_jsonl(tmp_path: Path) -> None:
    text = "The lease at clause 7 requires the landlord's consent to any change of control."
    with ScriptedServer([Reply(text, chunk_chars=4)], faults=["stall"], hang_seconds=60) as server:
        settings = make_settings(server)
        settings.models.stream_idle_timeout = 0.5
        gateway, _ = make_gateway(settings, run_dir=tmp_path)
        result = await gateway.complete(QUESTION)
        await gateway.aclose()
        server.release_hangs()
    assert result.ok and result.text == text and not result.partial
    first = json.loads((tmp_path / "calls.jsonl").read_text().splitlines()[0])
    assert first["status"] == "retried" and first["partial"]
    assert text.startswith(first["partial"]) and first["output_tokens"] > 0
    assert first["text"] == ""  # a part is never taken for the answer


async def test_a_reply_cut_at_the_cap_says_so() -> None:
    with ScriptedServer(["clause " * 400]) as server:
        settings = make_settings(server)
        settings.models.sub_max_output_tokens = 50
        gateway, _ = make_gateway(settings)
        result = await gateway.complete(QUESTION)
        await gateway.aclose()
    assert result.ok and result.cut and result.finish_reason == "length"


def test_window_and_output_flags_reach_the_settings() -> None:
    from diligence_tui.cli import build_parser, settings_from_args

    args = build_parser().parse_args(
        [
            "run",
            "room",
            "--context-window",
            "8192",
            "--sub-context-window",
            "4096",
            "--max-output-tokens",
            "900",
            "--sub-max-output-tokens",
            "300",
        ]
    )
    settings = settings_from_args(args, Settings())
    assert settings.context_window("root") == 8_192 and settings.context_window("sub") == 4_096
    assert settings.max_output("root") == 900 and settings.max_output("sub") == 300
    # the cap never takes more than a quarter of the window
    settings.models.sub_context_window = 2_000
    assert settings.max_output("sub") == 300
    settings.models.max_output_tokens = 4_000
    assert settings.max_output("root") == 2_048


async def test_a_call_cache_from_before_output_caps_still_replays(tmp_path: Path) -> None:
    from diligence_tui.harness.callcache import call_key, messages_json

    settings = make_settings(None)
    settings.models.context_window = 8_000
    old_params = {"max_tokens": None, "stop": None, "tools": None, "temperature": 0.0}
    gateway, _ = make_gateway(settings, run_dir=tmp_path, replay=True)
    key = call_key("openai/scripted", messages_json(QUESTION), old_params)
    gateway.cache.put(key, {"model": "openai/scripted", "text": "from the old cache"})
    result = await gateway.complete(QUESTION, role="root")
    await gateway.aclose()
    assert result.status == "cached" and result.text == "from the old cache"
