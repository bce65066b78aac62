"""``diligence doctor`` and a run find the same context window for the same endpoint, for
every way a server says it (llama.cpp /props, vLLM /v1/models, Ollama /api/show with and
without num_ctx, LM Studio /api/v0/models and /api/v1/models, a server that says nothing): one resolver, so the doctor cannot pass a
window the run would not use."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from diligence_tui import cli
from tests.conftest import SAMPLE_ROOMS
from tests.openai_server import ScriptedServer

DOC = "11 Regulatory & Compliance/Privacy Policy.html"


def _room(base: Path) -> Path:
    target = base / "room" / DOC
    target.parent.mkdir(parents=True)
    shutil.copyfile(SAMPLE_ROOMS / "small" / "documents" / DOC, target)
    return base / "room"


@pytest.mark.parametrize(
    ("via", "tokens", "source", "served"),
    [
        ("props", 6144, "llama.cpp /props", "scripted"),  # llama.cpp's llama-server
        # vLLM serves a model under its Hugging Face name: `--model openai/Qwen/...`
        ("models", 24576, "/v1/models max_model_len", "Qwen/Qwen2.5-7B-Instruct"),
        ("ollama", 16384, "Ollama /api/show num_ctx", "scripted"),
        ("ollama-trained", 4096, "Ollama's default num_ctx", "scripted"),
        # LM Studio: the context its model was loaded with, from its own API (old code: the
        # default, whatever the model was loaded with); a model not loaded yet is capped at
        # the context LM Studio loads with
        ("lmstudio", 12288, "LM Studio /api/v0/models loaded_context_length", "qwen2.5-7b"),
        ("lmstudio-v1", 10240, "LM Studio /api/v1/models context_length", "google/gemma-3"),
        ("lmstudio-unloaded", 4096, "LM Studio: trained for 131,072, not loaded", "scripted"),
        # llama-cpp-python lists models and says nothing of the window
        ("none", 8192, "default", "scripted"),
    ],
)
def test_doctor_and_the_run_agree_on_the_window(
    via: str,
    tokens: int,
    source: str,
    served: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    room = _room(tmp_path)
    with ScriptedServer(
        ["[]"], context_window=tokens, window_via=via, model_ids=(served,)
    ) as server:
        endpoint = ["--sub-model", f"openai/{served}", "--sub-api-base", server.api_base]
        assert cli.main(["doctor", "--json", *endpoint]) == 0
        doctor = json.loads(capsys.readouterr().out)["endpoints"]
        run_dir = tmp_path / "run"
        code = cli.main(
            ["run", str(room), "--out", str(run_dir), "--json", "--max-turns", "3", *endpoint]
        )
        capsys.readouterr()
    assert code == 0
    (sub,) = [e for e in doctor if e["roles"] == ["sub"]]
    model = next(c for c in sub["checks"] if c["name"] == "model")
    assert model["ok"] is True, model  # the name as served, slashes and all
    ran = json.loads((run_dir / "run.json").read_text(encoding="utf-8"))["windows"]["sub"]
    assert ran["tokens"] == tokens and source in ran["source"]
    if via == "none":  # the run assumes the default; the doctor says it does not know
        assert sub["context_window"] is None
        context = next(c for c in sub["checks"] if c["name"] == "context")
        assert context["ok"] is None and f"{tokens:,}" in context["detail"]
    else:
        assert (sub["context_window"], sub["context_source"]) == (ran["tokens"], ran["source"])
