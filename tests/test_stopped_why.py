"""A review that stopped before it finished says why in the memo and every export, not only on
the terminal: against a server that rejects the key (401), memo.md read "Incomplete: the review
stopped before it finished." and nothing else, and so did the Word and Markdown exports' Status
row, while the run's summary said "the API key was rejected (401)". The real command line, the
real litellm path, a scripted HTTP server."""

from __future__ import annotations

import json
import os
from pathlib import Path

from tests.cli_support import diligence, supply_room
from tests.openai_server import ScriptedServer

WHY = "the API key was rejected (401)"


def test_a_run_stopped_by_a_rejected_key_says_so_in_the_memo_and_exports(tmp_path: Path) -> None:
    room = tmp_path / "room"
    supply_room(room)
    run_dir = tmp_path / "run"
    with ScriptedServer(["never sent"], api_key="the-right-key") as server:
        done = diligence(
            "run",
            str(room),
            "--model",
            "openai/x",
            "--api-base",
            server.api_base,
            "--out",
            str(run_dir),
            env={**os.environ, "OPENAI_API_KEY": "a-wrong-key"},
        )
    assert done.returncode == 3, done.stderr
    assert WHY in done.stdout
    banner = (run_dir / "memo.md").read_text(encoding="utf-8").split("\n")[2]
    assert banner.startswith("> **Incomplete:** the review stopped before it finished (")
    assert WHY in banner
    assert WHY in json.loads((run_dir / "memo.json").read_text())["stopped"]
    for fmt in ("md", "json"):
        out = tmp_path / f"export.{fmt}"
        assert diligence("export", str(run_dir), "--format", fmt, "-o", str(out)).returncode == 0
        text = out.read_text(encoding="utf-8")
        if fmt == "md":
            status = next(x for x in text.splitlines() if x.startswith("- **Status:**"))
            assert "Incomplete: the review stopped before it finished (" in status
            assert WHY in status
        else:
            assert WHY in json.loads(text)["memo"]["stopped"]
