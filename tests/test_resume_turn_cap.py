"""A run that stopped at its turn cap, resumed: with the same cap it only finalized the memo
again ("turn 3/3") and nothing said so; `diligence run --resume` now says the run stopped at
its cap and how to give a higher one, and a higher --max-turns lets the root go on. The real
command line, the real litellm path, the scripted server on 127.0.0.1."""

from __future__ import annotations

import json
import os
from pathlib import Path

from tests.cli_support import diligence
from tests.openai_server import Reply, ScriptedServer
from tests.test_run_support import cell, make_room, root_turn, scripted


def notes_each_turn(body: dict) -> str:
    """A root that writes a new note every turn and never submits (so it is never stalled)."""
    return cell(f"memo.write('Notes', 'note {root_turn(body)}')\nprint('noted')")


def test_resuming_a_run_at_its_cap_says_so_and_a_higher_cap_goes_on(tmp_path: Path) -> None:
    room = make_room(tmp_path)
    run_dir = tmp_path / "run"
    env = {**os.environ, "OPENAI_API_KEY": "k"}
    with ScriptedServer(scripted(notes_each_turn)) as server:
        models = ["--model", "openai/root", "--sub-model", "openai/sub"]
        models += ["--api-base", server.api_base]
        first = diligence(
            "run", str(room), *models, "--max-turns", "3", "--out", str(run_dir), env=env
        )
        assert first.returncode == 0, first.stderr
        assert "turn cap of 3 reached" in first.stdout
        same = diligence("run", "--resume", str(run_dir), *models, env=env)
        assert same.returncode == 0, same.stderr
        # old code: "finalizing: turn cap of 3 reached" and no word of what to do
        assert "stopped at its turn cap of 3: resuming with that cap only finalizes" in (
            same.stderr
        )
        assert "--max-turns 13" in same.stderr
        assert json.loads((run_dir / "metrics.json").read_text())["turns"] == 3
        higher = diligence("run", "--resume", str(run_dir), *models, "--max-turns", "5", env=env)
    assert higher.returncode == 0, higher.stderr
    assert "stopped at its turn cap of 3; resuming with a cap of 5" in higher.stderr
    metrics = json.loads((run_dir / "metrics.json").read_text())
    assert metrics["turns"] == 5 and metrics["ending"]["max_turns"] == 5
    memo = (run_dir / "memo.md").read_text()
    assert "note 2" not in memo and "note 5" in memo  # the root wrote on after turn 3


def review_then_notes(body: dict) -> str:
    """A root that reads the room on its first turn, then writes notes and never submits."""
    if root_turn(body) == 0:
        return cell("found = review(room.documents, 'Find the issues')\nprint(found)")
    return notes_each_turn(body)


def test_a_model_root_that_never_submits_is_told_in_plain_words(tmp_path: Path) -> None:
    room = make_room(tmp_path)
    run_dir = tmp_path / "run"
    with ScriptedServer(scripted(review_then_notes)) as server:
        done = diligence(
            "run",
            str(room),
            *("--model", "openai/root", "--sub-model", "openai/sub"),
            *("--api-base", server.api_base, "--max-turns", "3", "--out", str(run_dir)),
            env={**os.environ, "OPENAI_API_KEY": "k"},
        )
    assert done.returncode == 0, done.stderr
    said = (
        "the root model used all 3 turns without submitting an answer; the findings and memo "
        "so far are kept; resume with a higher turn cap to go on"
    )
    # old code: "Status: incomplete (turn cap of 3 reached)", and the memo the same words
    assert f"Status: incomplete (turn cap of 3 reached: {said})" in done.stdout
    assert "Findings: 2 (1 high, 1 medium)" in done.stdout  # nothing lost
    banner = (run_dir / "memo.md").read_text(encoding="utf-8").split("\n")[2]
    assert said in banner, banner
    assert len(json.loads((run_dir / "findings.json").read_text())) == 2


def test_a_resume_after_a_hand_over_shows_the_cap_in_force(tmp_path: Path) -> None:
    # a model root that writes no code is handed over at turn 2 and the policy gets 3 turns
    # of its own (cap 5); resuming at the saved cap (3) said "root turns: 5 of 3" and "used
    # all 3 turns"; a cap asked below the turns taken said "5 of 4"
    room = make_room(tmp_path)
    run_dir = tmp_path / "run"
    env = {**os.environ, "OPENAI_API_KEY": "k", "DILIGENCE_BUDGET__MAX_FAILING_CELLS": "2"}
    with ScriptedServer(scripted([Reply(content="The documents look fine to me.")])) as server:
        models = ["--model", "openai/root", "--sub-model", "openai/sub"]
        models += ["--api-base", server.api_base]
        first = diligence(
            "run", str(room), *models, "--max-turns", "3", "--out", str(run_dir), env=env
        )
        assert first.returncode == 0, first.stderr
        assert "The turn cap is now 5 (was 3)" in first.stderr
        assert "root turns: 5 of 5 (the policy's 3 turns after the model's 2)" in first.stdout
        again = diligence("run", "--resume", str(run_dir), *models, env=env)
        assert again.returncode == 0, again.stderr
        lower = diligence("run", "--resume", str(run_dir), *models, "--max-turns", "4", env=env)
    assert lower.returncode == 0, lower.stderr
    assert "root turns: 5 of 5 (the policy's 3 turns after the model's 2)" in again.stdout
    assert "turn cap of 5 reached: the root used all 5 turns" in again.stdout
    assert "stopped at its turn cap of 5: resuming with that cap only finalizes" in again.stderr
    ending = json.loads((run_dir / "metrics.json").read_text())["ending"]
    assert "root turns: 5 of 5 (the 5 turns the run had taken; a cap of 4 was asked)" in (
        lower.stdout
    )
    assert (ending["turns"], ending["max_turns"]) == (5, 5), ending
    for out in (first.stdout, again.stdout, lower.stdout):
        assert " of 3" not in out and "5 of 4" not in out
