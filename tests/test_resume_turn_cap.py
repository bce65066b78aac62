"""A run that stopped at its turn cap, resumed: with the same cap it only finalized the memo
again ("turn 3/3") and nothing said so; `diligence run --resume` now says the run stopped at
its cap and how to give a higher one, and a higher --max-turns lets the root go on. The real
command line, the real litellm path, the scripted server on 127.0.0.1."""

from __future__ import annotations

import json
import os
from pathlib import Path

from tests.cli_support import diligence
from tests.openai_server import ScriptedServer
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
