"""Steering and analyst edits during a run; native tool calls; history compaction."""

from __future__ import annotations

from pathlib import Path

from diligence_tui.harness.events import CellOutput, Notice, StepStarted
from diligence_tui.harness.journal import read_journal, rebuild_state
from diligence_tui.harness.root_loop import RootLoop
from diligence_tui.harness.root_messages import extract_code
from diligence_tui.harness.runner import Run
from diligence_tui.harness.steering import Steering
from diligence_tui.review import run_files
from tests.openai_server import Reply, ScriptedServer
from tests.test_run_support import (
    FULL_REVIEW,
    make_room,
    open_room,
    root_requests,
    scripted,
    settings_for,
)


def _start(tmp_path: Path, server: ScriptedServer, **budget: object) -> Run:
    settings = settings_for(server, **budget)
    room = open_room(make_room(tmp_path), settings)
    return Run(room, settings, run_dir=tmp_path / "run", steering=Steering())


def test_note_reaches_the_next_turn_and_stop_finalizes(tmp_path: Path) -> None:
    with ScriptedServer(scripted([FULL_REVIEW[1], "print('next')", "print('never')"])) as server:
        run = _start(tmp_path, server, max_turns=10)

        def steer(event: object) -> None:
            if isinstance(event, StepStarted) and event.turn == 1:
                run.steering.inject_note("look at the leases first")
            if isinstance(event, CellOutput) and event.turn == 2:
                run.steering.stop()

        run.bus.subscribe(steer)
        summary = run.run()
    assert summary["status"] == "stopped"
    texts = [r.text for r in root_requests(server)]
    assert len(texts) == 2
    assert "Note from the analyst (follow it): look at the leases first" in texts[1]
    memo = run_files.load_run(tmp_path / "run").memo
    assert memo.incomplete and memo.section("Findings not yet written up") is not None
    commands = [
        e["command"]
        for e in read_journal(tmp_path / "run" / "journal.jsonl")
        if e["kind"] == "steering"
    ]
    assert commands == ["note", "stop"]


def test_analyst_edit_wins_and_the_root_text_becomes_a_suggestion(tmp_path: Path) -> None:
    with ScriptedServer(scripted(FULL_REVIEW)) as server:
        run = _start(tmp_path, server, max_turns=4)
        run.keep_lock = True  # the folder stays ours after the run: edits go on being recorded

        def edit(event: object) -> None:
            if isinstance(event, StepStarted) and event.turn == 3:
                run.edit_memo("Change of control", "Analyst wording, no citation yet.")
            if isinstance(event, StepStarted) and event.turn == 4:
                finding = run.findings[0]
                run.update_finding(finding.id, status="accepted", severity="critical")

        run.bus.subscribe(edit)
        run.run()
    files = run_files.load_run(tmp_path / "run")
    section = files.memo.section("Change of control")
    assert section.body == "Analyst wording, no citation yet."
    assert section.suggestion and "cite:" in section.suggestion
    events = read_journal(tmp_path / "run" / "journal.jsonl")
    assert any(e["kind"] == "memo_section" and e["suggestion"] for e in events)
    outputs = [e["output"] for e in events if e["kind"] == "cell_output"]
    assert "submit() refused" in outputs[3]  # the memo cites nothing that resolves
    assert files.findings[0].status == "accepted" and files.findings[0].severity == "critical"
    # the TUI accepts a suggestion by writing it as the analyst's text: it is settled
    run.edit_memo("Change of control", section.suggestion)
    settled = run_files.load_run(tmp_path / "run").memo.section("Change of control")
    assert settled.body == section.suggestion and settled.suggestion is None
    assert any(e["kind"] == "finding_updated" for e in events)
    replayed = rebuild_state(read_journal(tmp_path / "run" / "journal.jsonl"))
    assert replayed.memo.section("Change of control").to_dict() == settled.to_dict()
    run.run_lock.release()


def test_a_native_python_tool_call_runs_like_a_cell(tmp_path: Path) -> None:
    cells = [
        Reply(
            tool_calls=[{"name": "python", "arguments": {"code": "print('from a tool', 6 * 7)"}}]
        ),
        FULL_REVIEW[1],
        FULL_REVIEW[2],
        FULL_REVIEW[3],
    ]
    with ScriptedServer(scripted(cells)) as server:
        run = _start(tmp_path, server, max_turns=6)
        summary = run.run()
    assert summary["status"] == "submitted"
    outputs = [
        e["output"]
        for e in read_journal(tmp_path / "run" / "journal.jsonl")
        if e["kind"] == "cell_output"
    ]
    assert "from a tool 42" in outputs[0]


def test_extract_code_takes_the_first_python_block_only() -> None:
    reply = "Plan.\n```json\n{}\n```\n```python\nprint(1)\n```\nthen\n```python\nprint(2)\n```"
    assert extract_code(reply) == ("print(1)", None)
    assert extract_code("```repl\nx = 1\n")[0] == "x = 1"  # cut at a stop sequence
    assert extract_code("no code here") == (None, None)


def test_compaction_summarises_old_turns_and_keeps_recent_ones() -> None:
    from diligence_tui.harness.events import EventBus

    bus = EventBus()
    notices: list[str] = []
    bus.subscribe(lambda e: notices.append(e.message) if isinstance(e, Notice) else None)
    loop = RootLoop(
        gateway=None,
        kernel=None,
        services=None,
        bus=bus,
        steering=Steering(),
        memo=None,
        findings=[],
        system_prompt="system",
        first_message="go",
        max_turns=50,
        root_context_tokens=2_000,
    )
    loop.messages = [{"role": "system", "content": "system"}, {"role": "user", "content": "go"}]
    for i in range(20):
        loop.messages.append({"role": "assistant", "content": f"```python\nstep_{i} = {i}\n```"})
        loop.messages.append({"role": "user", "content": f"output {i} " + "word " * 60})
    loop._compact()
    assert len(loop.messages) <= 2 + 7
    assert loop.messages[0]["content"] == "system"
    assert (
        "step_0 = 0" in loop.messages[1]["content"]
        and "REPL state is unchanged" in loop.messages[1]["content"]
    )
    assert loop.messages[2]["role"] == "assistant" and "step_17" in loop.messages[2]["content"]
    assert loop.messages[-1]["content"].startswith("output 19")
    assert notices


def test_stop_interrupts_a_running_cell(tmp_path: Path) -> None:
    from diligence_tui.harness.events import SubCallStarted

    cells = ["n = 0\nwhile True:\n    llm_query('again')\n    n += 1"]
    with ScriptedServer(scripted(cells, sub=lambda body: "fine")) as server:
        run = _start(tmp_path, server, max_turns=5)

        def stop(event: object) -> None:
            if isinstance(event, SubCallStarted) and event.role == "sub":
                run.steering.stop()

        run.bus.subscribe(stop)
        summary = run.run()
    assert summary["status"] == "stopped"
    outputs = [
        e for e in read_journal(tmp_path / "run" / "journal.jsonl") if e["kind"] == "cell_output"
    ]
    assert len(outputs) == 1 and outputs[0]["error"]  # the endless cell was interrupted
    assert len(root_requests(server)) == 1
