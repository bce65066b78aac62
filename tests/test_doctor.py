"""``diligence doctor``: the checks against the scripted OpenAI-compatible server (the real
litellm path), a llama.cpp-like one that answers /props and /slots, and no server at all."""

from __future__ import annotations

import asyncio
import json

import pytest

from diligence_tui import cli
from diligence_tui.harness.doctor import diagnose
from diligence_tui.harness.server_probe import probe_server, server_root
from diligence_tui.settings import Settings
from tests.conftest import SAMPLE_ROOMS
from tests.openai_server import Reply, ScriptedServer


def _settings(api_base: str, **more: object) -> Settings:
    return Settings().with_overrides(
        models__root_model="openai/scripted", models__api_base=api_base, **more
    )


def _checks(report: object) -> dict[str, object]:
    endpoint = report.endpoints[0]  # type: ignore[attr-defined]
    return {c.name: c for c in endpoint.checks}


def test_server_root_drops_the_v1_suffix() -> None:
    assert server_root("http://127.0.0.1:8080/v1") == "http://127.0.0.1:8080"
    assert server_root("http://127.0.0.1:8080/v1/") == "http://127.0.0.1:8080"
    assert server_root("http://gpu1:8000/llm/v1") == "http://gpu1:8000/llm"
    assert server_root("http://127.0.0.1:11434") == "http://127.0.0.1:11434"


def test_a_llama_cpp_server_says_its_window_and_slots() -> None:
    with ScriptedServer(["OK"], slots=3, n_ctx=4096) as server:
        info = probe_server(server.api_base, "openai/scripted")
        report = diagnose(_settings(server.api_base), chat=False)
    assert info.reachable and info.kind == "llama.cpp"
    assert info.slots == 3 and info.models == ["scripted"]
    endpoint = report.endpoints[0]
    assert endpoint.context_window == 4096
    assert endpoint.context_source == "server: llama.cpp /props n_ctx"


def test_doctor_passes_a_working_server_and_measures_it(
    capsys: pytest.CaptureFixture[str],
) -> None:
    answer = "The agreement may be ended on ninety days' notice by either party."
    with ScriptedServer([answer], slots=2, n_ctx=200_000) as server:
        code = cli.main(["doctor", "--model", "openai/scripted", "--api-base", server.api_base])
        seen = [r.json for r in server.requests]
    out = capsys.readouterr().out
    assert code == 0, out
    assert "Ready: every endpoint can run a review." in out
    assert "openai/scripted at " in out and "(root and sub-agents)" in out
    assert "2 request(s) in parallel (llama.cpp /props total_slots)" in out
    assert "200,000 tokens (server: llama.cpp /props n_ctx)" in out
    assert "generation ~" in out and "prompt ~" in out
    # the checks are bounded calls: a plain one, a streamed one, one offering a tool
    assert [bool(b.get("stream")) for b in seen] == [False, True, False]
    assert all(b.get("max_tokens") for b in seen)
    assert [t["function"]["name"] for t in seen[2]["tools"]] == ["record_check"]


def test_doctor_fails_a_window_smaller_than_the_settings_say() -> None:
    with ScriptedServer(["OK"], slots=1, n_ctx=8192) as server:
        settings = _settings(server.api_base)
        settings.models.context_window = 128_000  # set by hand, larger than the server's
        report = diagnose(settings, chat=False)
    context = _checks(report)["context"]
    assert context.ok is False and not report.usable  # type: ignore[attr-defined]
    assert "8,192 tokens" in context.detail and "128,000" in context.detail  # type: ignore[attr-defined]
    assert "8,192 or less" in context.fix  # type: ignore[attr-defined]


def test_doctor_names_what_the_server_serves_when_the_model_is_not_there() -> None:
    with ScriptedServer(["OK"], model_ids=("qwen2.5-7b",)) as server:
        report = diagnose(_settings(server.api_base), chat=False)
    model = _checks(report)["model"]
    assert model.ok is False and not report.usable  # type: ignore[attr-defined]
    assert "qwen2.5-7b" in model.detail and "openai/qwen2.5-7b" in model.fix  # type: ignore[attr-defined]


def test_doctor_sees_native_tool_calls() -> None:
    tool = Reply(tool_calls=[{"name": "record_check", "arguments": {"ok": True}}])
    with ScriptedServer(["OK", "Streaming works here.", tool]) as server:
        report = diagnose(_settings(server.api_base))
    endpoint = report.endpoints[0]
    assert endpoint.tool_calls is True and _checks(report)["tool calls"].ok is True  # type: ignore[attr-defined]


def test_doctor_fails_an_endpoint_whose_stream_is_empty() -> None:
    with ScriptedServer(["OK"], faults=[None, "empty"]) as server:
        report = diagnose(_settings(server.api_base))
    streaming = _checks(report)["streaming"]
    assert streaming.ok is False and not report.usable  # type: ignore[attr-defined]


def test_doctor_without_a_server_says_so_and_exits_1(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with ScriptedServer() as server:
        base = server.api_base  # a port that was just free: nothing listens there now
    code = cli.main(["doctor", "--model", "openai/m", "--api-base", base, "--json"])
    captured = capsys.readouterr()
    assert code == 1 and "Traceback" not in captured.err
    data = json.loads(captured.out)
    assert data["usable"] is False
    (endpoint,) = data["endpoints"]
    reachable = endpoint["checks"][0]
    assert reachable["name"] == "reachable" and reachable["ok"] is False
    assert "connection refused" in reachable["detail"] and reachable["fix"]


def test_doctor_checks_the_sub_agents_endpoint_apart(capsys: pytest.CaptureFixture[str]) -> None:
    with ScriptedServer(["OK"]) as root, ScriptedServer(["OK"]) as sub:
        code = cli.main(
            [
                "doctor",
                "--model",
                "openai/scripted",
                "--api-base",
                root.api_base,
                "--sub-model",
                "openai/scripted",
                "--sub-api-base",
                sub.api_base,
                "--json",
            ]
        )
        root_calls, sub_calls = len(root.requests), len(sub.requests)
    data = json.loads(capsys.readouterr().out)
    assert code == 0
    assert [e["roles"] for e in data["endpoints"]] == [["root"], ["sub"]]
    assert [e["api_base"] for e in data["endpoints"]] == [root.api_base, sub.api_base]
    assert root_calls == 3 and sub_calls == 3  # each endpoint got its own checks


def test_doctor_with_the_offline_engine_has_nothing_to_reach(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code = cli.main(["doctor"])
    out = capsys.readouterr().out
    assert code == 0 and "offline/playbook (root)" in out and "embedded" in out


def test_doctor_times_the_server_not_the_import_of_litellm(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The first call of a process imports litellm (seconds): the doctor's "answers in N s"
    once counted it. litellm is loaded before the first check's clock starts."""
    from diligence_tui.harness import gateway_litellm
    from diligence_tui.harness.gateway import Gateway

    monkeypatch.setattr(gateway_litellm, "_LITELLM", None)  # a fresh process: not imported
    loaded_at_first_call: list[bool] = []
    complete = Gateway.complete

    async def watched(self: Gateway, *args: object, **kwargs: object) -> object:
        if not loaded_at_first_call:
            loaded_at_first_call.append(gateway_litellm.loaded_litellm() is not None)
        return await complete(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Gateway, "complete", watched)
    with ScriptedServer(["OK"]) as server:
        report = diagnose(_settings(server.api_base))
    assert _checks(report)["answers"].ok is True  # type: ignore[attr-defined]
    assert loaded_at_first_call == [True]


def test_dry_run_ends_with_the_doctors_verdict_and_calls_no_model(
    capsys: pytest.CaptureFixture[str],
) -> None:
    room = str(SAMPLE_ROOMS / "small")
    with ScriptedServer(["OK"], slots=2, n_ctx=16384) as server:
        flags = ["--model", "openai/scripted", "--api-base", server.api_base]
        assert cli.main(["run", room, "--dry-run", *flags]) == 0
        out = capsys.readouterr().out
        assert cli.main(["run", room, "--dry-run", "--json", *flags]) == 0
        data = json.loads(capsys.readouterr().out)
        chats = [r for r in server.requests if r.json.get("messages")]
    assert "Endpoints (diligence doctor's checks, no model called" in out
    assert "16,384 tokens (server: llama.cpp /props n_ctx)" in out
    assert "Ready: every endpoint can run a review." in out
    assert data["endpoints"]["usable"] is True
    assert chats == []  # a dry run spends nothing: probes only, no completion
    assert cli.main(["run", room, "--dry-run"]) == 0
    assert "Endpoints: none to check (no model is configured" in capsys.readouterr().out


def test_an_ollama_model_without_an_api_base_is_checked_at_the_local_ollama(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """`--model ollama/qwen3` with no --api-base goes to the local Ollama (litellm's default,
    OLLAMA_API_BASE when set): its window is asked there, not assumed (Ollama serves 4,096
    unless num_ctx is set, where the default guess is 8,192)."""
    from diligence_tui.harness.model_limits import resolve_window

    with ScriptedServer(["OK"], context_window=16384, window_via="ollama") as server:
        monkeypatch.setenv("OLLAMA_API_BASE", server.url)
        settings = Settings().with_overrides(models__root_model="ollama/scripted")
        report = diagnose(settings, chat=False)
        window = asyncio.run(resolve_window("ollama/scripted", None, settings))
    (endpoint,) = report.endpoints
    assert endpoint.api_base == server.url
    assert _checks(report)["reachable"].ok is True  # type: ignore[attr-defined]
    assert window == (16384, "server: Ollama /api/show num_ctx")
    assert (endpoint.context_window, endpoint.context_source) == window


def test_doctor_checks_every_server_of_a_sub_agent_pool() -> None:
    with ScriptedServer(["OK"]) as root, ScriptedServer(["OK"]) as one, ScriptedServer() as two:
        bases = [one.api_base, two.api_base]
        settings = _settings(root.api_base, models__sub_api_bases=bases)
        settings.models.sub_model = "openai/scripted"
        report = diagnose(settings, chat=False)
    subs = [e.api_base for e in report.endpoints if e.roles == ["sub"]]
    assert subs == bases
