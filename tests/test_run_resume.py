"""Kill -9 then --resume, --replay with no server, and depth 2: through the real CLI and
litellm against the scripted server."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from diligence_tui import cli
from diligence_tui.harness.cli import format_summary
from diligence_tui.harness.journal import read_journal
from diligence_tui.harness.runner import Run
from diligence_tui.review import run_files
from diligence_tui.settings import Settings
from tests.openai_server import Reply, ScriptedServer
from tests.test_run_support import (
    FULL_REVIEW,
    cell,
    is_root,
    make_room,
    open_room,
    root_requests,
    root_turn,
    scripted,
    settings_for,
    sub_requests,
)

RESUME_CELLS = [
    FULL_REVIEW[0],
    FULL_REVIEW[1],
    "kept = len(found)\nprint('kept', kept)",
    FULL_REVIEW[2] + "\nprint('still have', kept, len(found))",
    FULL_REVIEW[3],
]


def _cli(*args: str) -> list[str]:
    return [sys.executable, "-m", "diligence_tui.cli", "run", *args]


def _wait_for_root_calls(
    server: ScriptedServer, count: int, proc: subprocess.Popen, limit: float = 120
) -> None:
    deadline = time.monotonic() + limit
    while len(root_requests(server)) < count:
        assert proc.poll() is None, proc.communicate()[1][-3000:]
        assert time.monotonic() < deadline, "the run never reached the turn to kill it at"
        server.wait_for_requests(len(server.requests) + 1, timeout=1.0)


@pytest.mark.slow
def test_kill_9_then_resume_loses_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    room = make_room(tmp_path)
    run_dir = tmp_path / "run"
    hold = {"on": True}

    def root(body: dict) -> object:
        return cell(RESUME_CELLS[min(root_turn(body), len(RESUME_CELLS) - 1)])

    def fault(index: int, body: dict) -> str | None:
        # the root's 4th call hangs: the process is killed while it waits
        return "hang" if hold["on"] and is_root(body) and root_turn(body) == 3 else None

    with ScriptedServer(scripted(root), faults=fault, hang_seconds=120) as server:
        flags = [
            "--model",
            "openai/root",
            "--sub-model",
            "openai/sub",
            "--api-base",
            server.api_base,
            "--max-turns",
            "10",
        ]
        proc = subprocess.Popen(
            _cli(str(room), "--out", str(run_dir), *flags),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        try:
            _wait_for_root_calls(server, 4, proc)
        finally:
            proc.kill()
            proc.communicate()
        before = read_journal(run_dir / "journal.jsonl")
        subs_before = len(sub_requests(server))
        assert subs_before >= 1 and any(e["kind"] == "finding_added" for e in before)
        hold["on"] = False
        server.release_hangs()
        code = cli.main(["run", "--resume", str(run_dir), "--json"])  # in-process: litellm is warm
        out, err = capsys.readouterr()
    assert code == 0, err[-3000:]
    summary = json.loads(out)
    assert summary["status"] == "submitted", summary
    after = read_journal(run_dir / "journal.jsonl")
    assert after[: len(before)] == before  # every recorded event survived, in order
    assert len(sub_requests(server)) == subs_before  # restored cells were served from the cache
    assert summary["subcalls"] == subs_before  # metrics count both sessions, not the restore
    outputs = [e for e in after[len(before) :] if e["kind"] == "cell_output"]
    assert "still have 2 2" in outputs[0]["output"]  # REPL variables came back
    files = run_files.load_run(run_dir)
    assert len(files.findings) == 2 and not files.memo.incomplete
    assert sum(1 for e in after if e["kind"] == "finding_added") == 2  # nothing duplicated
    assert json.loads((run_dir / "run.json").read_text())["resumes"] == 1


def test_replay_with_the_server_stopped_reproduces_the_memo(tmp_path: Path) -> None:
    with ScriptedServer(scripted(FULL_REVIEW)) as server:
        settings = settings_for(server, max_turns=8)
        room = open_room(make_room(tmp_path), settings)
        first = Run(room, settings, run_dir=tmp_path / "run").run()
    assert first["status"] == "submitted"
    server_requests = len(server.requests)
    replay = Run(room, settings, run_dir=tmp_path / "run", replay=True, out=tmp_path / "replay")
    summary = replay.run()
    assert summary["status"] == "submitted", summary
    assert len(server.requests) == server_requests
    original = run_files.load_run(tmp_path / "run")
    again = run_files.load_run(tmp_path / "replay")
    assert [(s.title, s.body) for s in again.memo.sections] == [
        (s.title, s.body) for s in original.memo.sections
    ]
    assert [f.id for f in again.findings] == [f.id for f in original.findings]
    statuses = {
        e["status"]
        for e in read_journal(tmp_path / "replay" / "journal.jsonl")
        if e["kind"] == "subcall_finished"
    }
    assert statuses == {"cached"}
    # the replay spent nothing: its tokens are what the run used, said to come from the cache
    # (old code: the summary showed them as if spent again, with no word of the cache)
    assert first["from_cache"]["calls"] == 0
    assert summary["from_cache"]["calls"] == summary["subcalls"] + summary["turns"] > 0
    assert summary["from_cache"]["tokens"] == summary["total_tokens"]
    assert "answered from the call cache, nothing spent again" in format_summary(summary)
    # resuming a run that already submitted re-runs nothing new and keeps its memo
    again = Run(room, settings, run_dir=tmp_path / "run", resume=True).run()
    assert again["status"] == "submitted" and again["reason"].startswith("already submitted")
    assert run_files.load_run(tmp_path / "run").memo.to_markdown() == original.memo.to_markdown()


SUBAGENT_MARK = "diligence sub-agent working for the lead reviewer"


def test_depth_2_gives_sub_agents_their_own_repl(tmp_path: Path) -> None:
    root_cells = [
        "ans = llm_query('What fee does the MSA charge on a change of control?')\nprint(ans)",
        FULL_REVIEW[2],
        FULL_REVIEW[3],
    ]
    child_cells = [
        "t = read('Contracts/msa.txt')\nx = llm_query('plain: ' + t[-120:])\nprint(x)",
        "submit('child answer: a fee of $2,500,000; ' + x)",
    ]

    def sub(body: dict) -> object:
        messages = body["messages"]
        if messages[0]["role"] == "system" and SUBAGENT_MARK in messages[0]["content"]:
            turn = sum(1 for m in messages if m["role"] == "assistant")
            return cell(child_cells[min(turn, 1)])
        return "plain completion"

    with ScriptedServer(scripted(root_cells, sub=sub)) as server:
        settings = settings_for(server, max_turns=6, depth=2)
        room = open_room(make_room(tmp_path), settings)
        summary = Run(room, settings, run_dir=tmp_path / "run").run()
    assert summary["status"] == "submitted", summary
    outputs = [
        e for e in read_journal(tmp_path / "run" / "journal.jsonl") if e["kind"] == "cell_output"
    ]
    assert "child answer: a fee of $2,500,000; plain completion" in outputs[0]["output"]
    child = [r for r in sub_requests(server) if SUBAGENT_MARK in r.messages[0].get("content", "")]
    plain = [r for r in sub_requests(server) if r.messages[0]["content"].startswith("plain: ")]
    assert len(child) == 2 and len(plain) == 1  # the child's own call stayed a plain completion
    assert summary["depth"] == 2


@contextmanager
def _submitted_run(tmp_path: Path) -> Iterator[tuple[ScriptedServer, Settings, Any, Path]]:
    """A review of RESUME_CELLS that submitted, with its server still up and its room open,
    for a test to cut its journal or its cache and resume it."""

    def root(body: dict) -> object:
        return cell(RESUME_CELLS[min(root_turn(body), len(RESUME_CELLS) - 1)])

    with ScriptedServer(scripted(root)) as server:
        settings = settings_for(server, max_turns=10)
        room = open_room(make_room(tmp_path), settings)
        run_dir = tmp_path / "run"
        try:
            assert Run(room, settings, run_dir=run_dir).run()["status"] == "submitted"
            yield server, settings, room, run_dir
        finally:
            room.close()


def _cut_after_cell(run_dir: Path, turn: int) -> list[dict]:
    """What a kill -9 right after turn ``turn``'s cell leaves of the journal."""
    events = read_journal(run_dir / "journal.jsonl")
    end = next(i for i, e in enumerate(events) if e["kind"] == "cell_output" and e["turn"] == turn)
    kept = events[: end + 1]
    lines = [json.dumps(e) + "\n" for e in kept]
    (run_dir / "journal.jsonl").write_text("".join(lines), encoding="utf-8")
    return kept


def test_resume_makes_again_the_calls_missing_from_the_cache(tmp_path: Path) -> None:
    """A cell whose sub-calls never reached the cache (killed mid-write) is restored by
    making those calls live, with a notice; the spend is counted once more."""

    with _submitted_run(tmp_path) as (server, settings, room, run_dir):
        subs = len(sub_requests(server))
        _cut_after_cell(run_dir, 3)
        cache = run_dir / "cache" / "calls.jsonl"
        entries = [json.loads(line) for line in cache.read_text().splitlines()]
        cache.write_text(
            "".join(json.dumps(e) + "\n" for e in entries if e["model"] != "openai/sub")
        )
        summary = Run(room, settings, run_dir=run_dir, resume=True).run()
    assert summary["status"] == "submitted", summary
    assert len(sub_requests(server)) == 2 * subs  # the review's calls were made again
    assert summary["subcalls"] == 2 * subs  # and paid for twice
    events = read_journal(run_dir / "journal.jsonl")
    notices = [e["message"] for e in events if e["kind"] == "notice"]
    assert any("turn 2's cell made" in n and "not in the call cache" in n for n in notices)
    assert not any("restored cell(s) failed" in n for n in notices)
    outputs = [e["output"] for e in events if e["kind"] == "cell_output"]
    assert "still have 2 2" in outputs[3]  # the restored REPL has the review's findings


def test_resume_keeps_the_tool_call_form_of_the_history(tmp_path: Path) -> None:
    """A root that ran its cells through the native python tool gets its history back as
    tool calls and tool results, not as text."""

    def reply(body: dict) -> object:
        if body["model"] == "sub":
            from tests.test_run_support import sub_findings

            return sub_findings(body)
        code = RESUME_CELLS[min(root_turn(body), len(RESUME_CELLS) - 1)]
        return Reply(tool_calls=[{"name": "python", "arguments": {"code": code}}])

    with ScriptedServer(reply) as server:
        settings = settings_for(server, max_turns=10)
        settings.models.root_model = "openai/gpt-4o-mini"  # a model with function calling
        room = open_room(make_room(tmp_path), settings)
        run_dir = tmp_path / "run"
        assert Run(room, settings, run_dir=run_dir).run()["status"] == "submitted"
        _cut_after_cell(run_dir, 3)
        first_session = len(server.requests)
        summary = Run(room, settings, run_dir=run_dir, resume=True).run()
        resumed = [
            r for r in server.requests[first_session:] if r.json and r.json["model"] != "sub"
        ]
    assert summary["status"] == "submitted", summary
    messages = resumed[0].messages
    calls = [m for m in messages if m["role"] == "assistant"]
    assert [json.loads(m["tool_calls"][0]["function"]["arguments"])["code"] for m in calls] == (
        RESUME_CELLS[:3]
    )
    results = [m for m in messages if m["role"] == "tool"]
    assert [m["tool_call_id"] for m in results] == [c["tool_calls"][0]["id"] for c in calls]
    assert "kept 2" in results[2]["content"]
    assert "has been resumed" in messages[-1]["content"]


def test_depth_2_sub_agents_each_get_a_share_of_the_budget(tmp_path: Path) -> None:
    """With 8 sub-calls allowed, two sub-agents get 2 each (half of what is left, split):
    one turn and one call; the next call is refused inside the agent, and the lead goes on."""
    child_cell = (
        "got = []\nfor i in range(5):\n    try:\n        got.append(llm_query(f'plain: TASK {i}'))\n"
        "    except RuntimeError as exc:\n        print('refused:', exc)\n        break\n"
        "print(len(got))"
    )
    root_cells = [
        "r = llm_batch(['task one', 'task two'])\nprint([bool(x) for x in r])",
        FULL_REVIEW[2],
        FULL_REVIEW[3],
    ]

    def sub(body: dict) -> object:
        if SUBAGENT_MARK in body["messages"][0]["content"]:
            task = "one" if "task one" in body["messages"][1]["content"] else "two"
            return cell(child_cell.replace("TASK", task))  # distinct calls (no cache hits)
        return "plain completion"

    with ScriptedServer(scripted(root_cells, sub=sub)) as server:
        settings = settings_for(server, max_turns=6, depth=2, max_subcalls=8)
        room = open_room(make_room(tmp_path), settings)
        summary = Run(room, settings, run_dir=tmp_path / "run").run()
    assert summary["status"] == "submitted", summary  # a spent share does not stop the lead
    child = [r for r in sub_requests(server) if SUBAGENT_MARK in r.messages[0]["content"]]
    plain = [r for r in sub_requests(server) if r.messages[0]["content"].startswith("plain: ")]
    assert len(child) == 2 and len(plain) == 2
    events = read_journal(tmp_path / "run" / "journal.jsonl")
    finished = [
        e["message"] for e in events if e["kind"] == "notice" and "finished" in e["message"]
    ]
    assert len(finished) == 2
    assert all("share of the sub-calls (2) is used" in m for m in finished), finished
    outputs = [e["output"] for e in events if e["kind"] == "cell_output"]
    assert "[True, True]" in outputs[0]


def test_replay_of_a_room_that_changed_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with ScriptedServer(scripted(FULL_REVIEW)) as server:
        settings = settings_for(server, max_turns=8)
        room_path = make_room(tmp_path)
        room = open_room(room_path, settings)
        assert Run(room, settings, run_dir=tmp_path / "run").run()["status"] == "submitted"
        room.close()
    (room_path / "Corporate" / "minutes.txt").write_text("Minutes, rewritten after the run.\n")
    code = cli.main(["run", "--replay", str(tmp_path / "run"), "--out", str(tmp_path / "again")])
    err = capsys.readouterr().err
    assert code == 3  # the replayed root's first call misses the cache: nothing was reviewed
    assert "warning: the room changed since this run was made (3 documents" in err
    assert "miss the call cache" in err


def test_resume_tells_the_root_which_cell_was_cut_off(tmp_path: Path) -> None:
    with _submitted_run(tmp_path) as (server, settings, room, run_dir):
        events = read_journal(run_dir / "journal.jsonl")
        end = next(
            i for i, e in enumerate(events) if e["kind"] == "cell_proposed" and e["turn"] == 3
        )
        (run_dir / "journal.jsonl").write_text(
            "".join(json.dumps(e) + "\n" for e in events[: end + 1])  # killed while it ran
        )
        first_session = len(server.requests)
        summary = Run(room, settings, run_dir=run_dir, resume=True).run()
        resumed = [r for r in server.requests[first_session:] if r.json and is_root(r.json)]
    assert summary["status"] == "submitted", summary
    last = resumed[0].messages[-1]["content"]
    assert "interrupted while this cell ran" in last
    assert "The cell of turn 3 was cut off and was not run again" in last


def test_resume_of_a_submitted_run_says_so_and_runs_nothing(tmp_path: Path, capsys) -> None:
    from diligence_tui.cli import main
    from diligence_tui.harness.runner import ALREADY_SUBMITTED

    with _submitted_run(tmp_path) as (server, settings, room, run_dir):
        calls = len(server.requests)
        journal = (run_dir / "journal.jsonl").read_text()
        # the command line: a message, exit 0, nothing run and nothing written
        assert main(["run", "--resume", str(run_dir)]) == 0
        assert "already submitted: there is nothing to resume" in capsys.readouterr().err
        assert (run_dir / "journal.jsonl").read_text() == journal
        # a workspace resuming it: no cell is re-run, and it says why
        summary = Run(room, settings, run_dir=run_dir, resume=True).run()
        assert len(server.requests) == calls
    assert summary["status"] == "submitted"
    events = read_journal(run_dir / "journal.jsonl")[len(journal.splitlines()) :]
    assert not [e for e in events if e["kind"] == "cell_output"]
    assert any(e["kind"] == "notice" and e["message"] == ALREADY_SUBMITTED for e in events)
