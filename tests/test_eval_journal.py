"""`diligence eval` on a killed run: no metrics.json, so the run numbers come from the journal."""

from __future__ import annotations

import json
from pathlib import Path

from diligence_tui.evaluation.cli import evaluate, format_report
from diligence_tui.harness.events import (
    BudgetUpdate,
    CellOutput,
    CoverageChanged,
    FindingAdded,
    MemoSectionWritten,
    RunFinished,
    RunStarted,
    StepStarted,
    SubCallFinished,
)
from diligence_tui.harness.journal import JournalWriter
from diligence_tui.review.model import Finding, Memo
from diligence_tui.review.run_files import JOURNAL, METRICS, save_findings, save_memo

TASK = {
    "title": "Killed run",
    "criteria": [
        {
            "id": "COC",
            "kind": "identify",
            "match_criteria": 'PASS if the memo identifies the "change of control" right. FAIL otherwise.',
        }
    ],
}


def _killed_run(run_dir: Path, *, finish: bool = False) -> None:
    """A journal written by the real writer from real events, cut off mid-run (plus a torn
    last line, as a kill -9 leaves it); memo.json and findings.json as the run saved them."""
    memo = Memo(title="Diligence memo")
    section = memo.write("Customers", "Acme may terminate on a change of control.")
    finding = Finding("Change of control: MSA_Acme.pdf", "change_of_control", severity="high")
    t0 = 1_800_000_000.0
    events = [
        RunStarted(
            t=t0,
            run_id="r1",
            room="/rooms/tiny",
            run_dir=str(run_dir),
            root_model="offline/playbook",
            sub_model="offline/reviewer",
            offline=True,
            limits={"depth": 1},
        ),
        StepStarted(t=t0 + 1, turn=1, max_turns=40),
        SubCallFinished(
            t=t0 + 2,
            call_id="c1",
            role="root",
            model="offline/playbook",
            input_tokens=1000,
            output_tokens=100,
            cost=0.0,
        ),
        CellOutput(t=t0 + 3, turn=1, cell_id="t1", code="inventory()", output="...", total_chars=3),
        StepStarted(t=t0 + 4, turn=2, max_turns=40),
        SubCallFinished(
            t=t0 + 5,
            call_id="c2",
            role="sub",
            model="offline/reviewer",
            input_tokens=5000,
            output_tokens=400,
            cost=0.0,
        ),
        CoverageChanged(t=t0 + 5, room=0.25, documents={"d1": 1.0}, folders={"A": 0.5}),
        SubCallFinished(
            t=t0 + 6,
            call_id="c3",
            role="sub",
            model="offline/reviewer",
            input_tokens=3000,
            output_tokens=300,
            cost=0.0,
        ),
        CoverageChanged(t=t0 + 6, room=0.5, documents={"d2": 0.5}, folders={"A": 1.0, "B": 0.2}),
        FindingAdded(t=t0 + 7, finding=finding.to_dict()),
        MemoSectionWritten(t=t0 + 8, section=section.to_dict()),
        BudgetUpdate(t=t0 + 9, turns=2, max_turns=40, subcalls=2),
        StepStarted(t=t0 + 10, turn=3, max_turns=40),
    ]
    if finish:
        events.append(RunFinished(t=t0 + 12, status="submitted"))
    writer = JournalWriter(run_dir / JOURNAL)
    for event in events:
        writer(event)
    writer.close()
    with open(run_dir / JOURNAL, "a", encoding="utf-8") as handle:
        handle.write('{"kind": "subcall_finished", "role": "sub", "input_tok')  # torn by the kill
    save_memo(run_dir, memo)
    save_findings(run_dir, [finding])


def test_eval_rebuilds_a_killed_runs_numbers_from_its_journal(tmp_path: Path) -> None:
    run_dir = tmp_path / "run"
    run_dir.mkdir()
    _killed_run(run_dir)
    task = tmp_path / "task.json"
    task.write_text(json.dumps(TASK), encoding="utf-8")
    assert not (run_dir / METRICS).exists()
    report = evaluate(run_dir, task)
    run = report["run"]
    assert report["passed"] == 1
    assert run["status"] == "interrupted"
    assert run["coverage"] == 0.5
    assert run["subcalls"] == 2
    assert run["turns"] == 3
    assert run["tokens"] == {
        "root": {"input": 1000, "output": 100},
        "sub": {"input": 8000, "output": 700},
    }
    assert run["total_tokens"] == 9800
    assert run["root_share"]["tokens"] == 1100 / 9800
    assert run["wall_seconds"] == 10.0  # from run_started to the last complete event
    assert run["memo_interleaving"] == 0.0  # the memo was written after the last sub-call
    assert run["models"] == {"root": "offline/playbook", "sub": "offline/reviewer"}
    assert run["engine"].startswith("offline engine")
    assert run["findings"] == 1
    assert "coverage 50.0%" in format_report(report) and "2 sub-calls" in format_report(report)
    assert not (run_dir / METRICS).exists()  # the run folder is graded, not rewritten


def test_a_finished_journal_keeps_its_status_and_metrics_json_wins(tmp_path: Path) -> None:
    from diligence_tui.evaluation.metrics import metrics_from_journal
    from diligence_tui.review.run_files import save_metrics

    run_dir = tmp_path / "run"
    run_dir.mkdir()
    _killed_run(run_dir, finish=True)
    rebuilt = metrics_from_journal(run_dir, [])
    assert rebuilt["status"] == "submitted" and rebuilt["wall_seconds"] == 12.0
    assert rebuilt["coverage"]["folders"] == {"A": 1.0, "B": 0.2}
    assert rebuilt["coverage"]["documents"] == {"d1": 1.0, "d2": 0.5}
    assert rebuilt["findings"] == 1  # from the journal when none are given
    assert metrics_from_journal(tmp_path / "nowhere", []) == {}
    save_metrics(run_dir, {"status": "submitted", "subcalls": 99, "coverage": {"room": 1.0}})
    task = tmp_path / "task.json"
    task.write_text(json.dumps(TASK), encoding="utf-8")
    run = evaluate(run_dir, task)["run"]
    assert run["subcalls"] == 99 and run["coverage"] == 1.0
