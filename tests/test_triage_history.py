"""Triage carries over from every earlier run of the room, not only the latest: a run that
stopped before it found anything does not make the analyst's decisions disappear, and where
two runs decided differently for the same finding (document, clause, quote) the newest
decision wins. And two memo sections with one title stay two on save. Real offline runs on
a real index; the analyst's triage through the workspace's Session."""

from __future__ import annotations

import json
from pathlib import Path

from diligence_tui.harness.runner import Run
from diligence_tui.review import run_files
from diligence_tui.review.model import Memo
from diligence_tui.review.state import ReviewState, edited_sections, rebuild
from diligence_tui.settings import Settings
from diligence_tui.tui.session import Session
from tests.test_run_support import make_room, open_room


def _settings(max_turns: int = 12) -> Settings:
    settings = Settings()
    settings.budget.max_turns = max_turns
    return settings


def _review(room_path: Path, max_turns: int = 12) -> Run:
    settings = _settings(max_turns)
    room = open_room(room_path, settings)
    try:
        run = Run(room, settings)
        run.run()
    finally:
        room.close()
    return run


def _triage(room_path: Path, run_dir: Path, **by_category: str) -> None:
    session = Session(room_path, _settings())
    session.load_run_folder(run_dir)
    found = {f.category: f for f in session.findings.values()}
    for category, status in by_category.items():
        session.update_finding(found[category].id, status=status)
    session.close()


def test_triage_comes_from_every_earlier_run_and_the_newest_decision_wins(
    tmp_path: Path,
) -> None:
    room_path = make_room(tmp_path)
    first = _review(room_path)
    _triage(room_path, first.run_dir, anti_assignment="rejected", change_of_control="accepted")
    second = _review(room_path)  # carries both, then the analyst changes one of them
    carried = {f.category: f.status for f in run_files.load_run(second.run_dir).findings}
    assert carried["change_of_control"] == "accepted"
    _triage(room_path, second.run_dir, change_of_control="rejected")
    third = _review(room_path, max_turns=1)  # stopped before it found anything
    assert not run_files.load_run(third.run_dir).findings

    fourth = _review(room_path)
    files = run_files.load_run(fourth.run_dir)
    status = {f.category: f.status for f in files.findings}
    assert status["anti_assignment"] == "rejected"  # decided in the first run
    assert status["change_of_control"] == "rejected"  # the second run's decision is newer
    cc = next(f for f in files.findings if f.category == "change_of_control")
    assert cc.carried_from.startswith(second.run_dir.name + "/")
    triage = files.metrics["triage"]
    assert triage["carried"] == sum(1 for f in files.findings if f.carried_from) >= 2
    assert first.run_dir.name in triage["from_run"] and second.run_dir.name in triage["from_run"]
    info = json.loads((fourth.run_dir / "run.json").read_text())
    assert {first.run_dir.name, second.run_dir.name} <= {
        Path(p).name for p in info["triage_sources"]
    }
    from diligence_tui.harness.cli import format_summary

    assert (
        f"Triage carried over: {triage['carried']} finding(s) took your decisions from the runs"
        in (format_summary(files.metrics))
    )


def test_two_memo_sections_with_one_title_both_survive_a_save() -> None:
    memo = Memo(title="Due diligence memo")
    state = ReviewState(memo, [])
    events = [state.root_write("Notes", "The reviewer's notes.")]
    before = memo.to_markdown(marks=False)
    typed = before + "\n## Notes\n\nThe analyst's own notes.\n"
    for key, body in edited_sections(before, typed, memo).items():
        events.append(state.analyst_edit(key, body))
    text = memo.to_markdown(marks=False)
    assert text.count("## Notes") == 2
    assert "The reviewer's notes." in text and "The analyst's own notes." in text
    assert text == typed.rstrip() + "\n"  # what was typed is what is kept
    # an edit of the second leaves the first alone; an edit of the first, the second
    again = text.replace("own notes.", "own notes, revised.")
    for key, body in edited_sections(text, again, memo).items():
        events.append(state.analyst_edit(key, body))
    assert [s.body for s in memo.sections] == [
        "The reviewer's notes.",
        "The analyst's own notes, revised.",
    ]
    # the root writing "Notes" again revises the first only; the journal rebuilds the same
    events.append(state.root_write("Notes", "The reviewer's notes, updated."))
    assert [s.body for s in memo.sections][1] == "The analyst's own notes, revised."
    assert rebuild(events).memo.to_markdown() == memo.to_markdown()
