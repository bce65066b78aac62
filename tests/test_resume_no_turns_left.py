"""A resume with no turn left: the restore re-makes the calls the first session
lost, live, and the memo states what was really reviewed. Before, their findings were thrown
away (the restore keeps none: the journal holds the run's), while their text counted as
covered; and the memo kept the first session's "Reviewed 0 of 3 readable documents".

A real run: real room, index and kernel, the offline review policy as the root, sub-agents
on the scripted server (the real litellm path), failing every call in the first session."""

from __future__ import annotations

import json
from pathlib import Path

from diligence_tui.harness.runner import Run
from diligence_tui.review.run_files import load_run
from tests.openai_server import ScriptedServer
from tests.test_run_support import failing_subs, open_room, settings_for, sub_findings

FIRST_TURNS = 30
# a ceiling the first session's root already passed (tens of thousands of tokens)
SPENT_TOKENS = 10_000


def test_the_memo_says_what_a_resume_with_no_turn_left_reviewed(tmp_path: Path) -> None:
    # (a resume whose budget is spent re-makes no call at all: the ceiling counts the whole
    # run, tests/test_resume_budget.py)
    with failing_subs(tmp_path, max_turns=FIRST_TURNS) as review:
        settings, room = review.settings, review.room
        first = Run(room, settings, run_dir=tmp_path / "run").run()
        assert first["coverage"]["room"] == 0.0 and first["findings"] == 0
        memo = (tmp_path / "run" / "memo.md").read_text()
        assert "Reviewed 0 of 3 readable documents" in memo
        review.failing["now"] = False  # the sub-model is back
        settings.budget.max_turns = first["turns"]  # all the first session's cap allows
        summary = Run(room, settings, run_dir=tmp_path / "run", resume=True).run()
    files = load_run(tmp_path / "run")
    memo = (tmp_path / "run" / "memo.md").read_text()
    # the restored calls answered: their text counts, and so do their findings (old code: 0)
    assert summary["coverage"]["room"] == 1.0
    titles = sorted(f.title for f in files.findings)
    assert titles == ["Lease needs landlord consent", "Termination on change of control"]
    assert summary["findings"] == 2
    assert json.loads((tmp_path / "run" / "metrics.json").read_text())["findings"] == 2
    # the memo's headline count is what was reviewed (old code: "Reviewed 0 of 3 ...")
    assert "Reviewed 0 of 3" not in memo
    assert "Reviewed 3 of 3 readable documents; 1 high, 1 medium finding(s)" in memo, memo
    assert "Measured coverage of the room's text: 0%" not in memo
    # and the findings are in the memo, cited
    assert "termination fee of $2,500,000" in memo or "Termination on change of control" in memo
    # a second resume restores them from the journal, never twice
    with ScriptedServer(sub_findings) as server:
        settings = settings_for(server, max_turns=FIRST_TURNS, max_tokens=SPENT_TOKENS)
        settings.models.root_model = "offline/playbook"
        room = open_room(tmp_path / "room", settings)
        try:
            again = Run(room, settings, run_dir=tmp_path / "run", resume=True).run()
        finally:
            room.close()
    assert again["findings"] == 2
