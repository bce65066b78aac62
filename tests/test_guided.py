"""Guided mode and the coverage floor, with a scripted model root and scripted sub-agents on
the real OpenAI-compatible test server (the real litellm path), a real room and kernel."""

from __future__ import annotations

from pathlib import Path

from diligence_tui.harness.journal import read_journal
from diligence_tui.harness.runner import Run
from diligence_tui.review import run_files
from tests.openai_server import Reply, ScriptedServer
from tests.test_run_support import (
    make_room,
    open_room,
    root_requests,
    scripted,
    settings_for,
    sub_requests,
)

PROSE = "I think the documents look fine. Let me know if you need anything else."

CITE_AND_SUBMIT = (
    "found = review(['Contracts/msa.txt'], 'Find change of control issues')\n"
    "link = cite('Contracts/msa.txt', 'the Supplier shall pay a termination fee of $2,500,000')\n"
    "memo.write('Change of control', 'The MSA allows termination with a $2.5M fee ' + link)\n"
    "print(submit())"
)


def _run(tmp_path: Path, server: ScriptedServer, **budget: object) -> tuple[dict, Run]:
    settings = settings_for(server, max_turns=12, **budget)
    room = open_room(make_room(tmp_path), settings)
    try:
        run = Run(room, settings, run_dir=tmp_path / "run")
        return run.run(), run
    finally:
        room.close()


def _notices(run_dir: Path) -> list[str]:
    events = read_journal(run_dir / run_files.JOURNAL)
    return [str(e.get("message", "")) for e in events if e.get("kind") == "notice"]


def test_a_root_that_writes_no_code_hands_over_to_the_scripted_policy(tmp_path: Path) -> None:
    # old code: "5 turns in a row without a working cell", incomplete, nothing read
    with ScriptedServer(scripted([Reply(content=PROSE)])) as server:
        summary, run = _run(tmp_path, server, max_failing_cells=2)
        subs = sub_requests(server)
    assert summary["status"] == "submitted", summary
    assert summary["coverage"]["room"] > 0.9  # the policy had every document read
    assert subs and all(r.json["model"] == "sub" for r in subs)  # by the sub-model
    notices = _notices(run.run_dir)
    assert any(
        "could not drive the review" in n and "scripted exhaustive review policy" in n
        for n in notices
    ), notices
    scope = run_files.load_run(run.run_dir).memo.section("Scope and method")
    assert scope is not None
    assert "the root model openai/root" in scope.body and "guided mode" in scope.body
    assert "read by openai/sub" in scope.body and "without a working cell" in scope.body


def test_guided_from_the_start_never_asks_a_model_to_orchestrate(tmp_path: Path) -> None:
    with ScriptedServer(scripted([Reply(content=PROSE)])) as server:
        settings = settings_for(server, max_turns=12)
        settings.models.root_model = "guided"
        room = open_room(make_room(tmp_path), settings)
        try:
            run = Run(room, settings, run_dir=tmp_path / "run")
            summary = run.run()
        finally:
            room.close()
        roots, subs = root_requests(server), sub_requests(server)
    assert summary["status"] == "submitted", summary
    assert not roots and subs  # no model was asked to orchestrate; the sub-model read
    assert summary["coverage"]["room"] > 0.9
    scope = run_files.load_run(run.run_dir).memo.section("Scope and method")
    assert scope is not None and "guided mode" in scope.body and "openai/sub" in scope.body
    assert "the root model" not in scope.body


def test_a_submit_below_the_floor_is_shown_what_was_not_read(tmp_path: Path) -> None:
    # turn 1 reviews one of three documents and submits; turn 2 gives its reason
    cells = [CITE_AND_SUBMIT, "print(submit(note='The other documents are out of scope.'))"]
    with ScriptedServer(scripted(cells)) as server:
        summary, run = _run(tmp_path, server)
        prompts = [r.json["messages"] for r in root_requests(server)]
    assert summary["status"] == "submitted" and len(prompts) == 2
    shown = str(prompts[1][-1]["content"])
    assert "submit() refused" in shown and "below the coverage floor of 90%" in shown
    assert "Contracts/lease.pdf" in shown and "Corporate/minutes.txt" in shown
    scope = run_files.load_run(run.run_dir).memo.section("Scope and method")
    assert scope is not None and "The other documents are out of scope." in scope.body
    assert "below the coverage floor of 90%" in scope.body


def test_a_submit_above_the_floor_goes_through_at_once(tmp_path: Path) -> None:
    cells = [CITE_AND_SUBMIT.replace("['Contracts/msa.txt']", "room.documents")]
    with ScriptedServer(scripted(cells)) as server:
        summary, run = _run(tmp_path, server)
        assert len(root_requests(server)) == 1
    assert summary["status"] == "submitted"
    scope = run_files.load_run(run.run_dir).memo.section("Scope and method")
    # no reason was asked for: the section holds only the harness's measured lines
    assert scope is not None and "below the coverage floor" not in scope.body
    assert scope.body.startswith("**Measured by the harness when the run ended**")


def test_the_floor_can_be_turned_off(tmp_path: Path) -> None:
    with ScriptedServer(scripted([CITE_AND_SUBMIT])) as server:
        summary, _ = _run(tmp_path, server, coverage_floor=0.0)
        assert len(root_requests(server)) == 1
    assert summary["status"] == "submitted"


def test_a_root_that_stalls_hands_over_to_the_scripted_policy(tmp_path: Path) -> None:
    # old code: "nothing moved: the same cell ran turn after turn", incomplete, nothing read
    with ScriptedServer(scripted(["print('checking the room')"])) as server:
        summary, run = _run(tmp_path, server)
    assert summary["status"] == "submitted", summary
    assert summary["coverage"]["room"] > 0.9  # the policy had every document read
    notices = _notices(run.run_dir)
    assert any("could not drive the review" in n and "nothing moved" in n for n in notices), notices
    ending = run_files.load_run(run.run_dir).info["ending"]
    assert ending["handed_over"] == "stalled", ending
