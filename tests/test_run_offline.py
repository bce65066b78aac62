"""`diligence run` with no model configured runs the offline engine end to end."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from diligence_tui import cli
from diligence_tui.review import run_files
from tests.test_run_support import make_room


def test_diligence_run_without_a_model_uses_the_offline_engine(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    room = make_room(tmp_path)
    # step mode: the first cell is approved with "y", the end of input approves the rest
    monkeypatch.setattr("sys.stdin", io.StringIO("y\n"))
    code = cli.main(["run", str(room), "--out", str(tmp_path / "run"), "--json", "--step"])
    out, err = capsys.readouterr()
    assert code == 0, err
    assert err.splitlines()[0] == (
        "No model configured: running the offline engine (pattern-based, no language model)"
    )
    assert "Indexed" in err.splitlines()[1]
    assert "Run it? [y]es / [e]dit / [s]kip" in err and "Offline playbook step" in err
    assert "--- turn 1: output ---\n" in err and "readable documents" in err  # what it printed
    summary = json.loads(out)
    assert summary["status"] == "submitted" and summary["offline"]
    assert summary["coverage"]["room"] == pytest.approx(1.0)
    files = run_files.load_run(tmp_path / "run")
    assert files.memo.engine == "offline engine (pattern-based, no language model)"
    assert {f.category for f in files.findings} and all(f.verified for f in files.findings)
    assert files.memo.resolved_citations()
    for name in ("journal.jsonl", "memo.md", "findings.json", "metrics.json", "run.json"):
        assert (tmp_path / "run" / name).exists(), name


def test_diligence_run_refuses_a_room_with_no_readable_text(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    code = cli.main(["run", str(empty), "--out", str(tmp_path / "run")])
    err = capsys.readouterr().err
    assert code != 0 and "holds no readable text" in err and "nothing to review" in err
    assert "Traceback" not in err and not (tmp_path / "run").exists()
