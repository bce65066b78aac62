"""End to end through the real CLI: an offline run on a tiny room, then export and eval."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from diligence_tui.docwriters import write_docx, write_pdf, write_text
from tests.cli_support import diligence

TASK = {
    "title": "Tiny room",
    "instructions": "Review the room.",
    "deliverables": {"memo": "A diligence memo"},
    "criteria": [
        {
            "id": "COC",
            "title": "Change of control",
            "kind": "identify",
            "match_criteria": 'PASS if the memo identifies the "change of control" right in the Acme MSA. FAIL otherwise.',
        },
        {
            "id": "CITE",
            "title": "Cites the MSA",
            "kind": "cite",
            "match_criteria": 'PASS if the memo cites "MSA_Acme.pdf". FAIL otherwise.',
        },
        {
            "id": "FEE",
            "title": "Quantifies",
            "kind": "quantify",
            "match_criteria": "PASS if the memo states the $4.2 million termination fee. FAIL otherwise.",
        },
    ],
}


@pytest.mark.slow
def test_offline_run_exports_and_grades(tmp_path: Path) -> None:
    room = tmp_path / "room"
    docs = room / "documents"
    (docs / "01 Contracts").mkdir(parents=True)
    write_pdf(
        docs / "01 Contracts" / "MSA_Acme.pdf",
        [
            "MASTER SERVICES AGREEMENT between Acme Corp and Falcon Robotics Ltd.",
            "12. Change of Control. Either party may terminate this Agreement upon a Change of Control of the "
            "other party, and Falcon shall pay a termination fee of $4,200,000.",
        ],
    )
    write_docx(
        docs / "01 Contracts" / "Supply.docx",
        [("h1", "Supply Agreement"), ("p", "Standard terms.")],
    )
    write_text(docs / "notes.txt", "Board notes: nothing to report.")
    (room / "task.json").write_text(json.dumps(TASK), encoding="utf-8")
    env = dict(os.environ)
    run = tmp_path / "run"
    result = diligence("run", str(room), "--out", str(run), env=env)
    assert result.returncode == 0, result.stderr
    for fmt in ("md", "docx", "xlsx", "json"):
        result = diligence("export", str(run), "--format", fmt, env=env)
        assert result.returncode == 0, result.stderr
    data = json.loads((run / "export.json").read_text(encoding="utf-8"))
    assert data["memo"]["offline_engine"] is True and data["findings"]
    assert all(c["quote"] for c in data["citations"])
    md = (run / "memo.export.md").read_text(encoding="utf-8")
    assert "cite:" not in md and "[^1]: " in md
    result = diligence("eval", str(run), "--task", str(room / "task.json"), env=env)
    assert result.returncode == 0, result.stderr
    report = json.loads((run / "eval.json").read_text(encoding="utf-8"))
    assert report["criteria"] == 3 and report["run"]["coverage"] > 0.9
    assert {r["id"] for r in report["results"] if r["passed"]} >= {"COC", "CITE"}
