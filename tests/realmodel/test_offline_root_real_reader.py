"""The offline root (the scripted exhaustive policy) with a real model reading: SmolLM2-135M
served by llama-cpp-python reviews ``sample_rooms/small`` as the sub-agent."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from diligence_tui import cli
from tests.conftest import SAMPLE_ROOMS
from tests.realmodel.llama_server import MODEL, LlamaServer
from tests.realmodel.run_checks import assert_calls_honest, coverage_of_answered

pytestmark = [pytest.mark.realmodel, pytest.mark.slow]

ROOM = SAMPLE_ROOMS / "small"
# slices sized for short prompts: this machine's server reads about 20-100 prompt tokens/s
SUB_WINDOW = 2048
SUB_OUTPUT = 192  # tokens per answer


def real_reader_env(monkeypatch: pytest.MonkeyPatch, seconds: int) -> None:
    """Settings a user of this server would set: a small window for each reading call, and
    a wall-clock ceiling so the test is bounded (the run then ends honestly incomplete)."""
    monkeypatch.setenv("DILIGENCE_MODELS__SUB_CONTEXT_WINDOW", str(SUB_WINDOW))
    # each answer is capped (a JSON list of a few findings fits): a call ends in bounded time
    monkeypatch.setenv("DILIGENCE_MODELS__SUB_MAX_OUTPUT_TOKENS", str(SUB_OUTPUT))
    monkeypatch.setenv("DILIGENCE_BUDGET__MAX_SECONDS", str(seconds))
    # a call whose first token has not come within a minute is a failure, not retried: the
    # test stays bounded on a loaded machine
    monkeypatch.setenv("DILIGENCE_MODELS__CALL_TIMEOUT", "60")
    monkeypatch.setenv("DILIGENCE_MODELS__RETRIES", "0")


def test_offline_root_with_the_real_model_reading(
    llama: LlamaServer,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    real_reader_env(monkeypatch, seconds=60)
    run_dir = tmp_path / "run"
    code = cli.main(
        [
            "run",
            str(ROOM),
            "--out",
            str(run_dir),
            "--json",
            "--model",
            "offline/playbook",
            "--sub-model",
            MODEL,
            "--sub-api-base",
            llama.api_base,
        ]
    )
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    assert code == 0, err[-3000:]
    summary = json.loads(out)
    assert summary["status"] in ("submitted", "incomplete"), summary
    lines = assert_calls_honest(run_dir)
    sub = [line for line in lines if line.get("role") == "sub"]
    assert sub and all(line["model"] == MODEL for line in sub)
    # coverage counts answered text only: never more than the answered prompts hold
    reported = summary["coverage"]["room"]
    assert reported <= coverage_of_answered(ROOM / "documents", lines) + 1e-9
    info = json.loads((run_dir / "run.json").read_text(encoding="utf-8"))
    assert info["models"] == {"root": "offline/playbook", "sub": MODEL}
    assert info["sub_api_base"] == llama.api_base
