"""One writer per run folder: a second run (or workspace) on a run folder that is being
written is refused with a message naming the holder; a lock left by a dead process is taken
over."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from diligence_tui.harness.run_lock import LOCK_FILE, RunLocked, acquire_lock, holder_if_locked
from diligence_tui.harness.runner import Run
from diligence_tui.settings import Settings
from tests.test_run_support import make_room, open_room


def _offline(max_turns: int = 4) -> Settings:
    settings = Settings()
    settings.budget.max_turns = max_turns
    assert settings.offline
    return settings


def test_two_runs_on_one_folder_cannot_both_write(tmp_path: Path) -> None:
    settings = _offline()
    room = open_room(make_room(tmp_path), settings)
    first = Run(room, settings, run_dir=tmp_path / "run")  # holds the folder from here on
    with pytest.raises(RunLocked) as refused:
        Run(room, settings, run_dir=tmp_path / "run", resume=True)
    message = str(refused.value)
    assert f"pid {os.getpid()}" in message and "in use by" in message
    holder = holder_if_locked(tmp_path / "run")
    assert holder is not None and holder.pid == os.getpid()
    first.run()  # the run ends and lets go of the folder
    assert holder_if_locked(tmp_path / "run") is None
    again = Run(room, settings, run_dir=tmp_path / "run", resume=True)
    again.run()
    room.close()


def test_resume_of_a_running_run_is_refused_by_the_cli(tmp_path: Path) -> None:
    settings = _offline()
    room = open_room(make_room(tmp_path), settings)
    holder = Run(room, settings, run_dir=tmp_path / "run")
    journal = tmp_path / "run" / "journal.jsonl"
    journal.write_text("")  # a run in progress has a journal
    before = journal.read_bytes()
    proc = subprocess.run(
        [sys.executable, "-m", "diligence_tui.cli", "run", "--resume", str(tmp_path / "run")],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ},
    )
    assert proc.returncode == 4, proc.stderr
    assert f"in use by pid {os.getpid()}" in proc.stderr
    assert "Traceback" not in proc.stderr
    assert journal.read_bytes() == before  # the refused run wrote nothing
    holder.run()
    room.close()


def test_a_lock_left_by_a_dead_process_is_taken_over(tmp_path: Path) -> None:
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    folder = tmp_path / "run"
    folder.mkdir()
    (folder / LOCK_FILE).write_text(
        json.dumps({"pid": dead.pid, "host": "elsewhere", "command": "diligence run", "since": 1})
    )
    lock = acquire_lock(folder)
    assert lock.took_over is not None and lock.took_over.pid == dead.pid
    assert json.loads((folder / LOCK_FILE).read_text())["pid"] == os.getpid()
    with pytest.raises(RunLocked):
        acquire_lock(folder)  # held now: a second one in this very process is refused too
    lock.release()
    again = acquire_lock(folder)
    assert again.took_over is None  # a clean release leaves nothing to take over
    again.release()
