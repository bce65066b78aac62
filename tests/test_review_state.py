"""One state model: the reducer that journal replay, resume, the live run and the workspace
share; the memo keeping everything the analyst typed; computed lines refreshed at finalize;
no stale "Findings not yet written up" after stop, resume, submit; triage carried over."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from diligence_tui.errors import UserError
from diligence_tui.harness.events import CellOutput, MemoSectionWritten, Notice
from diligence_tui.harness.journal import read_journal, rebuild_state
from diligence_tui.harness.memo_finish import UNWRITTEN
from diligence_tui.harness.runner import Run
from diligence_tui.review import run_files
from diligence_tui.review.model import Memo
from diligence_tui.review.state import ReviewState, edited_sections, rebuild
from diligence_tui.settings import Settings
from diligence_tui.tui.session import Session
from tests.openai_server import ScriptedServer
from tests.test_run_support import FULL_REVIEW, make_room, open_room, scripted, settings_for


def _sections(memo: Memo) -> list[dict]:
    return [
        {k: v for k, v in s.to_dict().items() if k != "updated"}
        for s in sorted(memo.sections, key=lambda s: s.id)
    ]


def _findings(findings: list) -> list[dict]:
    return sorted((f.to_dict() for f in findings), key=lambda f: f["id"])


def _agree(run_dir: Path) -> ReviewState:
    """The run's files, a replay of its journal and a workspace fed its events agree."""
    events = read_journal(run_dir / run_files.JOURNAL)
    replayed = rebuild(events)
    journal = rebuild_state(events)
    files = run_files.load_run(run_dir)
    session = Session(run_dir, Settings())
    for event in events:
        session.apply(event)
    for state in (journal, session.review):
        assert _sections(state.memo) == _sections(replayed.memo)
        assert _findings(state.findings) == _findings(replayed.findings)
    assert _sections(files.memo) == _sections(replayed.memo)
    assert _findings(files.findings) == _findings(replayed.findings)
    for cid in replayed.memo.cited_ids():
        assert replayed.memo.citations[cid].to_dict() == files.memo.citations[cid].to_dict()
    return replayed


def _offline(max_turns: int = 12) -> Settings:
    settings = Settings()
    settings.budget.max_turns = max_turns
    return settings


def test_the_analysts_edit_keeps_its_text_and_gets_the_final_figures(tmp_path: Path) -> None:
    settings = _offline()
    room = open_room(make_room(tmp_path), settings)
    run = Run(room, settings, run_dir=tmp_path / "run")
    note = "Analyst: the fee is capped by the side letter; confirm with counsel."

    def edit(event: object) -> None:
        if (
            isinstance(event, MemoSectionWritten)
            and event.section["title"] == "Executive summary"
            and "(review in progress);" in event.section["body"]
            and not event.section["edited_by_analyst"]
        ):
            run.edit_memo("Executive summary", event.section["body"] + "\n\n" + note)

    run.bus.subscribe(edit)
    assert run.run()["status"] == "submitted"
    summary = run_files.load_run(tmp_path / "run").memo.section("Executive summary")
    assert summary.edited_by_analyst and note in summary.body
    assert "(review in progress)" not in summary.body  # the computed line was refreshed
    assert "Reviewed 3 of 3 readable documents; 1 high, 1 medium finding(s)." in summary.body
    assert summary.suggestion is None and not summary.stale_lines
    assert "(review in progress)" not in (tmp_path / "run" / "memo.md").read_text()
    _agree(tmp_path / "run")


def test_an_edited_computed_line_is_flagged_stale_at_finalize(tmp_path: Path) -> None:
    settings = _offline()
    room = open_room(make_room(tmp_path), settings)
    run = Run(room, settings, run_dir=tmp_path / "run")
    notices: list[str] = []

    def edit(event: object) -> None:
        if isinstance(event, Notice):
            notices.append(event.message)
        if (
            isinstance(event, MemoSectionWritten)
            and event.section["title"] == "Executive summary"
            and "(review in progress);" in event.section["body"]
            and not event.section["edited_by_analyst"]
        ):
            body = event.section["body"].replace("(review in progress)", "(my count)")
            run.edit_memo("Executive summary", body)

    run.bus.subscribe(edit)
    run.run()
    summary = run_files.load_run(tmp_path / "run").memo.section("Executive summary")
    assert "(my count)" in summary.body  # the analyst's line is not overwritten ...
    assert summary.suggestion and "Reviewed 3 of 3 readable documents;" in summary.suggestion
    assert any("(my count)" in line for line in summary.stale_lines)  # ... but named stale
    assert any("may be stale" in n and "Executive summary" in n for n in notices)
    _agree(tmp_path / "run")


def test_stop_resume_submit_leaves_no_unwritten_section(tmp_path: Path) -> None:
    cells = [FULL_REVIEW[1], "print('next')", FULL_REVIEW[2], FULL_REVIEW[3]]
    with ScriptedServer(scripted(cells)) as server:
        settings = settings_for(server, max_turns=10)
        room = open_room(make_room(tmp_path), settings)
        run = Run(room, settings, run_dir=tmp_path / "run")

        def stop(event: object) -> None:
            if isinstance(event, CellOutput) and event.turn == 2:
                run.steering.stop()

        run.bus.subscribe(stop)
        assert run.run()["status"] == "stopped"
        assert run_files.load_run(tmp_path / "run").memo.section(UNWRITTEN) is not None
        resumed = Run(room, settings, run_dir=tmp_path / "run", resume=True).run()
    assert resumed["status"] == "submitted"
    memo = run_files.load_run(tmp_path / "run").memo
    assert memo.section(UNWRITTEN) is None and memo.section("Change of control") is not None
    assert UNWRITTEN not in (tmp_path / "run" / "memo.md").read_text()
    state = _agree(tmp_path / "run")
    assert state.memo.section(UNWRITTEN) is None


def test_resume_starts_from_the_same_state_the_live_run_had(tmp_path: Path) -> None:
    settings = _offline(max_turns=3)  # stops early: incomplete, resumable
    room = open_room(make_room(tmp_path), settings)
    first = Run(room, settings, run_dir=tmp_path / "run", keep_lock=True)
    first.run()
    first.edit_memo("Executive summary", "Mine.")  # after the run, the folder still held
    first.update_finding(first.findings[0].id, status="rejected")
    first.run_lock.release()
    with pytest.raises(UserError, match="let go of its folder"):
        first.edit_memo("Executive summary", "Lost?")  # refused, not silently dropped
    live_sections, live_findings = _sections(first.memo), _findings(first.findings)
    resumed = Run(room, _offline(), run_dir=tmp_path / "run", resume=True)
    assert _sections(resumed.memo) == live_sections
    assert _findings(resumed.findings) == live_findings
    resumed.run()
    _agree(tmp_path / "run")


def test_triage_carries_into_a_new_run_on_the_same_room(tmp_path: Path) -> None:
    from diligence_tui import cli

    settings = _offline()
    room_path = make_room(tmp_path)
    room = open_room(room_path, settings)
    first = Run(room, settings)
    first.run()
    room.close()
    # the analyst triages in the workspace, on the finished run (no live harness)
    session = Session(room_path, settings)
    session.load_run_folder(first.run_dir)
    by_category = {f.category: f for f in session.findings.values()}
    session.update_finding(by_category["anti_assignment"].id, status="rejected")
    session.update_finding(
        by_category["change_of_control"].id,
        status="accepted",
        severity="critical",
        next_step="Get the waiver signed before closing.",
    )
    session.close()
    _agree(first.run_dir)  # the workspace's edits are in the journal as well as the files
    code = cli.main(["run", str(room_path), "--out", str(tmp_path / "second"), "--json"])
    assert code == 0
    second = run_files.load_run(tmp_path / "second")
    again = {f.category: f for f in second.findings}
    assert again["anti_assignment"].status == "rejected"
    kept = again["change_of_control"]
    assert (kept.status, kept.severity) == ("accepted", "critical")
    assert kept.next_step == "Get the waiver signed before closing."
    assert kept.carried_from.startswith(first.run_dir.name + "/")
    events = read_journal(tmp_path / "second" / run_files.JOURNAL)
    carried = [e for e in events if e["kind"] == "triage_carried"]
    assert len(carried) == 2 and carried[-1]["carried"] == 2
    assert carried[-1]["source_run"] == first.run_dir.name
    metrics = json.loads((tmp_path / "second" / "metrics.json").read_text())
    assert metrics["triage"] == {"carried": 2, "from_run": first.run_dir.name, "decisions": 2}
    from diligence_tui.harness.cli import format_summary

    assert (
        f"Triage carried over: 2 finding(s) took your decisions from the run "
        f"{first.run_dir.name} (2 decisions there)"
    ) in format_summary(metrics)
    assert json.loads((tmp_path / "second" / "run.json").read_text())["triage_from"] == str(
        first.run_dir
    )
    rejected_title = again["anti_assignment"].title
    assert rejected_title not in (tmp_path / "second" / "memo.md").read_text()  # out of the memo
    reopened = Session(room_path, settings)
    reopened.load_run_folder(tmp_path / "second")
    assert reopened.triage_carried == 2  # the workspace's status bar shows this count
    reopened.close()
    _agree(tmp_path / "second")


def test_text_above_the_first_heading_is_kept_as_the_preamble() -> None:
    memo = Memo(title="Due diligence memo", engine="offline engine")
    memo.write("Executive summary", "Root text.")
    before = memo.to_markdown()
    lines = before.splitlines()
    typed = "\n".join([lines[0], "", "Call the seller first.", *lines[1:]])
    state = ReviewState(memo, [])
    for title, body in edited_sections(before, typed, memo).items():
        state.analyst_edit(title, body)
    assert memo.sections[0].title == "Preamble"
    assert memo.sections[0].body == "Call the seller first."
    reloaded = Memo.from_dict(json.loads(json.dumps(memo.to_dict())))
    assert "Call the seller first." in reloaded.to_markdown()
    assert reloaded.section("Executive summary").body == "Root text."


def test_a_deleted_preamble_heading_keeps_its_text_once() -> None:
    memo = Memo(title="Due diligence memo")
    memo.write("Preamble", "Call the seller first.", author="analyst")
    memo.write("Executive summary", "Root text.")
    before = memo.to_markdown()
    after = before.replace("## Preamble\n", "")
    assert edited_sections(before, after, memo) == {}  # the same text, only its heading gone
    more = after.replace("Call the seller first.", "Call the seller first. Then the bank.")
    assert edited_sections(before, more, memo) == {
        "Preamble": "Call the seller first. Then the bank."
    }


def test_a_second_workspace_on_a_run_is_read_only_and_names_the_holder(tmp_path: Path) -> None:
    import os

    settings = _offline()
    room = open_room(make_room(tmp_path), settings)
    Run(room, settings, run_dir=tmp_path / "run").run()
    first, second = Session(tmp_path, settings), Session(tmp_path, settings)
    first.load_run_folder(tmp_path / "run")
    second.load_run_folder(tmp_path / "run")
    assert not first.read_only
    assert f"in use by pid {os.getpid()}" in second.read_only
    first.edit_memo("Executive summary", "First workspace.")
    with pytest.raises(UserError, match="in use by pid"):
        second.edit_memo("Executive summary", "Second workspace.")
    fid = next(iter(second.findings))
    with pytest.raises(UserError, match="in use by pid"):
        second.update_finding(fid, status="rejected")
    saved = run_files.load_run(tmp_path / "run")
    assert saved.memo.section("Executive summary").body == "First workspace."
    assert next(f for f in saved.findings if f.id == fid).status == "proposed"
    first.close()
    second.load_run_folder(tmp_path / "run")  # the first let go: the second may write now
    assert not second.read_only
    second.edit_memo("Executive summary", "Second workspace.")
    second.close()
    assert _agree(tmp_path / "run").memo.section("Executive summary").body == "Second workspace."
