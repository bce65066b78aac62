"""A full offline review of the small sample room through the real CLI (`diligence run`, no
model configured), graded with `diligence eval --judge offline`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import SAMPLE_ROOMS


@pytest.mark.slow
def test_cli_offline_run_and_eval_on_the_small_sample_room(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from diligence_tui import cli

    room = SAMPLE_ROOMS / "small"
    if not (room / "task.json").exists():
        pytest.skip("sample_rooms/small is not in this checkout")
    run_dir = tmp_path / "run"
    assert cli.main(["run", str(room), "--out", str(run_dir), "--json"]) == 0
    out = capsys.readouterr().out
    summary = json.loads(out[out.index("{") :])
    assert summary["status"] == "submitted", summary
    memo = (run_dir / "memo.md").read_text()
    assert "offline engine" in memo and "No language model" in memo

    assert (
        cli.main(["eval", str(run_dir), "--task", str(room / "task.json"), "--judge", "offline"])
        == 0
    )
    result = json.loads((run_dir / "eval.json").read_text())
    assert result["pass_rate"] >= 0.9, [
        v for v in result.get("verdicts", []) if v.get("verdict") != "PASS"
    ]
    out = capsys.readouterr().out
    assert "cited quotes verified 100.0%" in out
