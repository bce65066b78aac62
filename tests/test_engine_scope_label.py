"""The offline playbook orchestrating with a language model reading (guided mode, or the
offline root with a model sub-agent): the memo's Scope and method names the reader and never
says that no language model read the documents (it did). Against the scripted server."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from diligence_tui import cli
from tests.conftest import SAMPLE_ROOMS
from tests.openai_server import ScriptedServer

DOC = "11 Regulatory & Compliance/Privacy Policy.html"
NO_MODEL = "No language model read the documents"


def _scope(memo: str) -> str:
    return memo.split("## Scope and method", 1)[1].split("\n## ", 1)[0]


@pytest.mark.parametrize("root", ["guided", "offline/playbook"])
def test_scope_names_the_model_that_read(
    root: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    room = tmp_path / "room"
    (room / DOC).parent.mkdir(parents=True)
    shutil.copyfile(SAMPLE_ROOMS / "small" / "documents" / DOC, room / DOC)
    with ScriptedServer(['{"findings": []}']) as server:
        code = cli.main(
            [
                "run",
                str(room),
                "--out",
                str(tmp_path / "run"),
                "--json",
                "--model",
                root,
                "--sub-model",
                "openai/scripted",
                "--sub-api-base",
                server.api_base,
            ]
        )
        answered = len(server.answered())
    capsys.readouterr()
    assert code == 0 and answered >= 1
    scope = _scope((tmp_path / "run" / "memo.md").read_text(encoding="utf-8"))
    assert NO_MODEL not in scope, scope
    assert "openai/scripted read the documents as sub-agent" in scope, scope


def test_scope_of_the_offline_engine_alone_says_no_model_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    room = tmp_path / "room"
    (room / DOC).parent.mkdir(parents=True)
    shutil.copyfile(SAMPLE_ROOMS / "small" / "documents" / DOC, room / DOC)
    assert cli.main(["run", str(room), "--out", str(tmp_path / "run"), "--json"]) == 0
    capsys.readouterr()
    assert NO_MODEL in _scope((tmp_path / "run" / "memo.md").read_text(encoding="utf-8"))
