"""End to end in a real terminal: the real `diligence` command on the small sample room in
tmux, the offline review run to the end, a citation opened, the memo exported.

Waits poll the captured screen for text with a deadline (never fixed sleeps)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
SMALL = REPO / "sample_rooms" / "small"

pytestmark = [pytest.mark.e2e, pytest.mark.slow]


class Terminal:
    def __init__(self, name: str) -> None:
        self.name = name

    def capture(self) -> str:
        result = subprocess.run(
            ["tmux", "capture-pane", "-p", "-t", self.name], capture_output=True, text=True
        )
        return result.stdout

    def send(self, *keys: str) -> None:
        subprocess.run(["tmux", "send-keys", "-t", self.name, *keys], check=True)

    def wait_for(self, *texts: str, timeout: float = 60.0) -> str:
        """The screen once every one of ``texts`` is on it: a screen is painted in parts, and
        under load a capture can fall between two of them."""
        deadline = time.monotonic() + timeout
        screen = ""
        while time.monotonic() < deadline:
            screen = self.capture()
            if all(text in screen for text in texts):
                return screen
            time.sleep(0.25)  # polling interval of the wait, not a fixed wait
        raise AssertionError(f"{texts!r} did not all appear within {timeout}s; screen:\n{screen}")

    def alive(self) -> bool:
        return (
            subprocess.run(["tmux", "has-session", "-t", self.name], capture_output=True).returncode
            == 0
        )


@pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")
@pytest.mark.skipif(not SMALL.is_dir(), reason="sample_rooms/small is missing")
def test_review_cite_export_in_tmux(tmp_path: Path, isolated_dirs: Path) -> None:
    room = tmp_path / "small"
    shutil.copytree(SMALL, room)  # a copy: the watch must see only our changes
    diligence = Path(sys.executable).parent / "diligence"
    env = {k: v for k, v in os.environ.items() if k.startswith("DILIGENCE_")}
    env_args = [f"{k}={v}" for k, v in env.items()]
    name = f"diligence-e2e-{os.getpid()}"
    log = tmp_path / "exit.txt"
    command = f"sh -c 'env -u COLUMNS -u LINES {' '.join(env_args)} {diligence} {room}; echo EXIT=$? > {log}; sleep 5'"
    # a shell first: pin the window to 160x50 (without an attached client tmux may keep
    # 80x24), then start the command in it
    subprocess.run(
        ["tmux", "new-session", "-d", "-s", name, "-x", "160", "-y", "50", "sh"], check=True
    )
    subprocess.run(["tmux", "set-option", "-t", name, "window-size", "manual"], capture_output=True)
    subprocess.run(
        ["tmux", "resize-window", "-t", name, "-x", "160", "-y", "50"], capture_output=True
    )
    term = Terminal(name)
    term.send(f"exec {command}", "Enter")
    try:
        term.wait_for("Dataroom", timeout=30)
        # the forecast, before the run
        term.wait_for("Budget ceilings", "Start a new review", "Sub-calls:", timeout=60)
        term.send("Enter")
        term.wait_for(
            "■ finished", "review read ", "calls ", "Memo F3", "Root transcript", timeout=240
        )
        # findings: open the first one's citation in the passage viewer
        term.send("F4")
        term.wait_for("sort: severity")
        term.send("Enter")
        term.wait_for("(n/p)", timeout=30)
        # the memo: the citation under the cursor opens too
        term.send("F3")
        term.wait_for("cited quotes (memo and findings")  # the memo pane's status line
        # export to Markdown from the export dialog
        term.send("F10")
        term.wait_for("Export the memo")
        term.send("m")
        term.wait_for("Wrote", timeout=30)
        runs = list((isolated_dirs / "data").rglob("runs/*/*.md"))
        exported = [p for p in runs if p.name != "memo.md"]
        assert exported and exported[0].stat().st_size > 500
        term.send("C-q")
        deadline = time.monotonic() + 30
        while not log.exists() and time.monotonic() < deadline:
            time.sleep(0.25)
        assert log.read_text().strip() == "EXIT=0"
    finally:
        if term.alive():
            subprocess.run(["tmux", "kill-session", "-t", name], capture_output=True)
