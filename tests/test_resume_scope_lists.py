"""After a resume with no turn left, the offline policy's own "Not reviewed:" list in the
memo (and its sentences counting what it did not review) says what was reviewed in the end,
no more and no less: an analyst signs off on that list. Before, the resume brought the
counts up to date ("Documents reviewed: 3 of 3") and left the first session's list naming
all three documents as not reviewed, "3 document(s) could not be reviewed ... It covers
only the 0 reviewed document(s)" and "Finish the review: 3 of 3 ..." under it; and a
document that changed since it was reviewed, not read again, was in no list.

Real runs: real room, index and kernel, the offline review policy as the root; sub-agents on
the scripted server (the real litellm path), or the offline engine."""

from __future__ import annotations

from pathlib import Path

from diligence_tui.docwriters import write_text
from diligence_tui.harness.runner import Run
from diligence_tui.settings import Settings
from tests.test_run_support import failing_subs, make_room, open_room

ALL = "Contracts/lease.pdf, Contracts/msa.txt, Corporate/minutes.txt"


def _policy_lines(memo: str) -> list[str]:
    """The lines the policy writes about what it did not review (not the harness's block)."""
    return [
        line
        for line in memo.splitlines()
        if line.startswith("Not reviewed: ")
        or "could not be reviewed" in line
        or "**Finish the review**" in line
        or "It covers only the" in line
    ]


def test_a_resume_that_reviewed_them_takes_them_off_the_not_reviewed_list(
    tmp_path: Path,
) -> None:
    with failing_subs(tmp_path) as review:
        settings, room = review.settings, review.room
        first = Run(room, settings, run_dir=tmp_path / "run").run()
        memo = (tmp_path / "run" / "memo.md").read_text()
        assert f"Not reviewed: {ALL}" in memo.splitlines()
        assert "3 document(s) could not be reviewed" in memo
        review.failing["now"] = False  # the sub-model is back; no turn is left to rewrite the memo
        settings.budget.max_turns = first["turns"]
        summary = Run(room, settings, run_dir=tmp_path / "run", resume=True).run()
    memo = (tmp_path / "run" / "memo.md").read_text()
    assert summary["coverage"]["room"] == 1.0
    assert "Documents reviewed: 3 of 3 readable" in memo
    # old code: "Not reviewed: <all three>", "3 document(s) could not be reviewed ... It
    # covers only the 0 reviewed document(s)", "Finish the review: 3 of 3 ..."
    assert _policy_lines(memo) == [], _policy_lines(memo)
    assert "the list of documents not reviewed were brought up to date by the harness" in memo


def test_a_document_changed_since_it_was_reviewed_and_not_read_again_is_listed(
    tmp_path: Path,
) -> None:
    settings = Settings()  # the offline engine, root and sub-agents
    room_dir = make_room(tmp_path)
    room = open_room(room_dir, settings)
    try:
        first = Run(room, settings, run_dir=tmp_path / "run").run()
        memo = (tmp_path / "run" / "memo.md").read_text()
        assert "Documents reviewed: 3 of 3 readable" in memo and not _policy_lines(memo)
        write_text(room_dir / "Corporate" / "minutes.txt", "Minutes. The board met again.\n")
        room.index()
        # no turn and no budget left to read it again
        settings.budget.max_turns = first["turns"]
        settings.budget.max_tokens = 1
        Run(room, settings, run_dir=tmp_path / "run", resume=True).run()
    finally:
        room.close()
    memo = (tmp_path / "run" / "memo.md").read_text()
    assert "Changed since they were reviewed, not read again: Corporate/minutes.txt" in memo
    assert "Documents reviewed: 2 of 3 readable" in memo
    # old code: no list at all, as if every document had been reviewed
    assert "Not reviewed: Corporate/minutes.txt" in memo.splitlines(), memo
