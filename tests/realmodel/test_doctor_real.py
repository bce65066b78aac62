"""``diligence doctor`` against the real llama-cpp-python server."""

from __future__ import annotations

import json

import pytest

from diligence_tui import cli
from tests.realmodel.llama_server import ALIAS, MODEL, LlamaServer

pytestmark = [pytest.mark.realmodel]


def test_doctor_measures_the_real_server(
    llama: LlamaServer, capsys: pytest.CaptureFixture[str]
) -> None:
    code = cli.main(["doctor", "--model", MODEL, "--api-base", llama.api_base, "--json"])
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err
    data = json.loads(captured.out)
    (endpoint,) = data["endpoints"]
    checks = {c["name"]: c for c in endpoint["checks"]}
    assert checks["reachable"]["ok"] is True
    assert checks["model"]["ok"] is True and ALIAS in checks["model"]["detail"]
    assert checks["answers"]["ok"] is True
    assert checks["streaming"]["ok"] is True, checks["streaming"]
    # a real model streams real tokens: both rates are measured, and positive
    assert endpoint["prompt_tps"] and endpoint["prompt_tps"] > 0
    assert endpoint["generation_tps"] and endpoint["generation_tps"] > 0
    # llama-cpp-python's server decodes one request at a time (known from its listing)
    assert endpoint["server"] == "llama-cpp-python" and endpoint["slots"] == 1
    assert checks["slots"]["ok"] is True
    assert "tool calls" in checks
    assert code == (0 if data["usable"] else 1)
