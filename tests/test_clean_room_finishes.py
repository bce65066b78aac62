"""A room read whole with nothing to report is a finished review, not an incomplete one; and
an offline memo names what read the room as the offline engine, never "a model".

The offline playbook held back its submit while no finding rested on a verified passage, and
the host refused a memo that cited nothing: a clean room (every document read, no finding)
ended "Incomplete: the review stopped before it finished" at the stall guard. A memo with
findings must still cite them (tests/test_run_steering.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from diligence_tui import cli
from diligence_tui.harness.cli import format_summary
from diligence_tui.review import run_files


def _clean_room(root: Path) -> Path:
    (root / "Corporate").mkdir(parents=True)
    (root / "Corporate" / "minutes.txt").write_text(
        "Minutes of a meeting of the board of Acme Ltd held on 3 March 2025.\n"
        "Present: all directors. The board approved the annual accounts for the year ended "
        "31 December 2024.\nThere being no further business, the meeting closed.\n"
    )
    (root / "Corporate" / "order.txt").write_text(
        "Acme Ltd office supplies order: 12 reams of paper, delivered 4 April 2025, paid in full.\n"
    )
    return root


def test_a_clean_room_read_whole_is_submitted_not_left_incomplete(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    room = _clean_room(tmp_path / "room")
    code = cli.main(["run", str(room), "--out", str(tmp_path / "run"), "--json"])
    out = capsys.readouterr().out
    summary = json.loads(out[out.index("{") :])
    assert code == 0 and summary["status"] == "submitted", summary
    files = run_files.load_run(tmp_path / "run")
    assert files.findings == []
    memo = (tmp_path / "run" / "memo.md").read_text()
    assert "Incomplete" not in memo
    assert "Reviewed 2 of 2 readable documents" in memo
    # measured, not claimed; and what it reached is named as it is: no language model read it
    assert "Every one of the 2 readable documents reached the offline engine" in memo
    assert "reached a model" not in memo and "no language model read the documents" in memo
    assert "Coverage: 100.0% of the room's text reached the offline engine" in format_summary(
        summary
    )
