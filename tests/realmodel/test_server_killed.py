"""The real model server dies in the middle of a review: the run says so, records nothing
false, and ``--resume`` (with the server back) makes the failed calls again and goes on.

Synchronised on the run's own events: the server is killed from the event bus when the first
sub-call the real model answered finishes."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from diligence_tui import cli
from diligence_tui.harness.events import EventBus
from diligence_tui.harness.runner import Run
from diligence_tui.room.room import Room
from diligence_tui.settings import load_settings
from tests.conftest import SAMPLE_ROOMS
from tests.realmodel.conftest import start_server
from tests.realmodel.llama_server import MODEL
from tests.realmodel.run_checks import assert_calls_honest, calls, coverage_of_answered

pytestmark = [pytest.mark.realmodel, pytest.mark.slow]

FIRST_TURNS = 8  # the first run's cap; the resume is given more and goes on

DOCS = [  # the two shortest documents of the small sample room, in two folders: two sub-calls
    "07 Employees & Benefits/Employee Handbook - Code of Business Conduct.html",
    "11 Regulatory & Compliance/Privacy Policy.html",
]
SUB_OUTPUT = 128  # tokens per answer: room for a short JSON list, and a bounded call


def _room(base: Path) -> Path:
    room = base / "room"
    for name in DOCS:
        target = room / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(SAMPLE_ROOMS / "small" / "documents" / name, target)
    return room


def test_a_server_killed_mid_run_then_resume(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    server = start_server(tmp_path / "server.log", n_ctx=4096)
    port = server.port
    monkeypatch.setenv("DILIGENCE_MODELS__SUB_CONTEXT_WINDOW", "4096")
    monkeypatch.setenv("DILIGENCE_MODELS__SUB_MAX_OUTPUT_TOKENS", str(SUB_OUTPUT))
    monkeypatch.setenv("DILIGENCE_MODELS__CONCURRENCY", "1")
    monkeypatch.setenv("DILIGENCE_MODELS__RETRIES", "1")
    monkeypatch.setenv("DILIGENCE_BUDGET__MAX_SECONDS", "150")
    room_path = _room(tmp_path)
    run_dir = tmp_path / "run"
    settings = load_settings().with_overrides(
        models__root_model="offline/playbook",
        models__sub_model=MODEL,
        models__sub_api_base=server.api_base,
        budget__max_turns=FIRST_TURNS,
    )
    bus = EventBus()
    killed: list[str] = []

    def kill_after_first_answer(event: object) -> None:
        # the first sub-call the real model answered: the server dies as in a crash
        if (
            getattr(event, "kind", "") == "subcall_finished"
            and getattr(event, "role", "") == "sub"
            and getattr(event, "status", "") == "ok"
            and not killed
        ):
            killed.append(getattr(event, "call_id", ""))
            server.kill()

    bus.subscribe(kill_after_first_answer)
    room = Room.open(room_path, settings)
    try:
        room.index()
        summary = Run(room, settings, run_dir=run_dir, bus=bus).run()
    finally:
        room.close()
        server.stop()
    assert killed, "no sub-call was answered before the kill"
    assert summary["status"] == "incomplete", summary
    first = assert_calls_honest(run_dir)
    failed = [c for c in first if c.get("role") == "sub" and c["status"] == "error"]
    assert failed and all(
        "cannot reach" in c["error"] or "connection" in c["error"] for c in failed
    ), [c["error"] for c in failed]
    memo = (run_dir / "memo.md").read_text(encoding="utf-8")
    assert "could not be reviewed" in memo or "not reviewed" in memo.lower()
    before = summary["coverage"]["room"]

    # the server is back on the same port: --resume reads what the kill left unread
    back = start_server(tmp_path / "server2.log", n_ctx=4096, port=port)
    # the resume's own limits: two more turns, and time for them (the clock counts on from
    # the first run's elapsed time)
    monkeypatch.setenv("DILIGENCE_BUDGET__MAX_SECONDS", "600")
    try:
        capsys.readouterr()
        code = cli.main(
            ["run", "--resume", str(run_dir), "--json", "--max-turns", str(FIRST_TURNS + 2)]
        )
        out, err = capsys.readouterr()
    finally:
        back.stop()
    assert "Traceback" not in err and code == 0, err[-3000:]
    assert "Resuming" in err
    resumed = json.loads(out)
    later = calls(run_dir)[len(first) :]
    # the calls the kill failed were made again, live, and answered
    assert any(c.get("role") == "sub" and c["status"] == "ok" for c in later), later[:3]
    lines = assert_calls_honest(run_dir)
    # it went on past the first run's turns (not only restored them)
    events = [json.loads(line) for line in (run_dir / "journal.jsonl").open(encoding="utf-8")]
    resumed_at = max(i for i, e in enumerate(events) if e["kind"] == "run_started")
    turns = [e.get("turn", 0) for e in events[resumed_at:] if e["kind"] == "step_started"]
    assert turns and max(turns) > FIRST_TURNS, turns
    # coverage counts answered text only: nothing lost, never more than the answered prompts
    # hold (a reply that was not the JSON asked for covers nothing: SmolLM2 often echoes)
    after = resumed["coverage"]["room"]
    assert before <= after <= coverage_of_answered(room_path, lines) + 1e-9
    assert resumed["status"] in ("submitted", "incomplete"), resumed
