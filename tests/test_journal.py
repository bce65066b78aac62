"""The journal: one line per event, flushed; a torn last line is tolerated and cut before
appending; the state rebuilt from it matches what the run had."""

from __future__ import annotations

import json
from pathlib import Path

from diligence_tui.harness.events import (
    CellOutput,
    EventBus,
    FindingAdded,
    FindingUpdated,
    MemoSectionWritten,
    RootReply,
    SteeringApplied,
    StepStarted,
    SubCallDelta,
)
from diligence_tui.harness.journal import JournalWriter, read_journal, rebuild_state
from diligence_tui.review.model import Citation, Finding, Memo


def test_each_event_is_a_flushed_line_and_deltas_are_left_out(tmp_path: Path) -> None:
    bus = EventBus()
    writer = JournalWriter(tmp_path / "journal.jsonl")
    bus.subscribe(writer)
    bus.emit(StepStarted(turn=1, max_turns=5))
    bus.emit(SubCallDelta(call_id="a", text="tok"))
    # readable at once, without closing: flushed after every line
    lines = (tmp_path / "journal.jsonl").read_text().splitlines()
    assert [json.loads(line)["kind"] for line in lines] == ["step_started"]
    writer.close()


def test_torn_last_line_is_skipped_and_cut_before_appending(tmp_path: Path) -> None:
    path = tmp_path / "journal.jsonl"
    writer = JournalWriter(path)
    writer(StepStarted(turn=1, max_turns=5))
    writer(StepStarted(turn=2, max_turns=5))
    writer.close()
    with open(path, "a", encoding="utf-8") as handle:
        handle.write('{"kind": "step_started", "turn": 3, "max_')  # killed mid-write
    assert [e["turn"] for e in read_journal(path)] == [1, 2]
    writer = JournalWriter(path)
    writer(StepStarted(turn=3, max_turns=5))
    writer.close()
    assert [e["turn"] for e in read_journal(path)] == [1, 2, 3]
    assert path.read_text().endswith("}\n")


def test_rebuild_state_gives_memo_findings_turn_and_cells(tmp_path: Path) -> None:
    path = tmp_path / "journal.jsonl"
    writer = JournalWriter(path)
    memo = Memo()
    citation = Citation(doc_id="d1", path="a.txt", quote="fee of $5", page=2, verified=True)
    link = memo.cite_link(citation)
    section = memo.write("Risks", f"A fee {link}")
    finding = Finding(title="Fee", category="fees", citations=[citation])
    events = [
        StepStarted(turn=1, max_turns=9),
        RootReply(turn=1, text="```python\nx = 1\n```"),
        CellOutput(turn=1, cell_id="t1", code="x = 1", output="", total_chars=0),
        MemoSectionWritten(section=section.to_dict(), citations={citation.id: citation.to_dict()}),
        FindingAdded(finding=finding.to_dict()),
        StepStarted(turn=2, max_turns=9),
        CellOutput(turn=2, cell_id="t2", code="print(2)", output="", total_chars=0, skipped=True),
        SteeringApplied(command="note", detail="look at leases"),
    ]
    for event in events:
        writer(event)
    updated = Finding.from_dict(finding.to_dict())
    updated.status = "accepted"
    writer(FindingUpdated(finding=updated.to_dict()))
    writer.close()
    state = rebuild_state(read_journal(path))
    assert state.turn == 2
    assert [c["code"] for c in state.cells] == ["x = 1"]  # skipped cells did not run
    assert state.memo.section("Risks").body == f"A fee {link}"
    assert state.memo.resolved_citations()[0].verified
    assert [(f.id, f.status) for f in state.findings] == [(finding.id, "accepted")]
    assert state.notes == ["look at leases"]
    assert state.replies[1].startswith("```python")
