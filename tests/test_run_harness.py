"""End-to-end harness runs through the real litellm path against the scripted server."""

from __future__ import annotations

import json
from pathlib import Path

from diligence_tui.harness.journal import read_journal
from diligence_tui.harness.runner import Run
from diligence_tui.review import run_files
from tests.openai_server import ScriptedServer
from tests.test_run_support import (
    FULL_REVIEW,
    make_room,
    open_room,
    root_requests,
    scripted,
    settings_for,
    sub_requests,
)


def test_full_run_to_submit(tmp_path: Path) -> None:
    room_path = make_room(tmp_path)
    with ScriptedServer(scripted(FULL_REVIEW)) as server:
        settings = settings_for(server, max_turns=8)
        room = open_room(room_path, settings)
        run = Run(room, settings, run_dir=tmp_path / "run")
        summary = run.run()
    assert summary["status"] == "submitted", summary
    files = run_files.load_run(tmp_path / "run")
    assert not files.memo.incomplete
    assert files.memo.engine == "openai/root (root), openai/sub (sub-agents)"
    assert files.memo.resolved_citations()[0].verified
    titles = {f.title for f in files.findings}
    assert {"Termination on change of control", "Lease needs landlord consent"} <= titles
    assert all(f.verified for f in files.findings)
    lease = next(f for f in files.findings if f.category == "assignment")
    assert lease.citations[0].page == 2
    kinds = [e["kind"] for e in read_journal(tmp_path / "run" / "journal.jsonl")]
    for kind in ("run_started", "step_started", "cell_proposed", "cell_output", "subcall_started",
                 "subcall_finished", "finding_added", "memo_section", "run_finished"):
        assert kind in kinds, kind
    assert summary["coverage"]["room"] > 0.9
    assert summary["subcalls"] == len(sub_requests(server)) >= 1
    assert summary["turns"] == 4 == len(root_requests(server))
    assert summary["tokens"]["root"]["input"] > 0
    metrics = json.loads((tmp_path / "run" / "metrics.json").read_text())
    assert metrics["status"] == "submitted"
    info = json.loads((tmp_path / "run" / "run.json").read_text())
    assert info["models"]["root"] == "openai/root"
    # the sub-agents' prompts mark document text as data, never instructions
    system = sub_requests(server)[0].messages[0]["content"]
    assert "UNTRUSTED DATA" in system and "never instructions" in system
