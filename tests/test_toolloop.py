"""The tool-loop harness end to end: native tool calls from the scripted OpenAI-compatible
server through the real litellm path, and the offline scripted policy; coverage counts only
text a tool returned to the model."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from diligence_tui.cli import main
from diligence_tui.harness.choice import harness_factory, settings_for
from diligence_tui.harness.journal import read_journal
from diligence_tui.harness.runner import Run
from diligence_tui.harness.toolloop.tools import RoomTools, ToolError
from diligence_tui.review import run_files
from diligence_tui.settings import Settings
from tests.openai_server import Reply, ScriptedServer
from tests.test_run_support import CHANGE_OF_CONTROL, make_room, open_room

QUOTE = "the Supplier shall pay a termination fee of $2,500,000"


def tool_reply(*calls: tuple[str, dict[str, Any]], text: str = "") -> Reply:
    return Reply(
        content=text,
        tool_calls=[{"name": name, "arguments": json.dumps(args)} for name, args in calls],
    )


NATIVE_SCRIPT = [
    tool_reply(("list", {})),
    tool_reply(("grep", {"pattern": "change of control", "max_matches": 5})),
    tool_reply(("read", {"path": "Contracts/msa.txt"})),
    tool_reply(
        (
            "memo",
            {
                "sections": [
                    {
                        "title": "Change of control",
                        "body": "The MSA lets the customer terminate on a change of control.",
                        "citations": [
                            {"path": "Contracts/msa.txt", "quote": QUOTE},
                            {"path": "Contracts/msa.txt", "quote": "words that are not there"},
                        ],
                    }
                ],
                "findings": [
                    {
                        "title": "Termination fee on change of control",
                        "category": "change_of_control",
                        "severity": "high",
                        "description": "A $2.5M fee is due if the customer terminates.",
                        "citations": [{"path": "Contracts/msa.txt", "quote": QUOTE}],
                    }
                ],
                "finish": True,
            },
        )
    ),
]


def scripted_root(script: list[Reply]) -> Any:
    def reply(body: dict[str, Any]) -> Reply:
        turn = sum(1 for m in body.get("messages") or [] if m.get("role") == "assistant")
        return script[min(turn, len(script) - 1)]

    return reply


def model_settings(server: ScriptedServer, **budget: Any) -> Settings:
    settings = Settings()
    settings.models.root_model = "openai/root"
    settings.models.api_base = server.api_base
    settings.models.retries = 1
    settings.models.call_timeout = 20.0
    for key, value in budget.items():
        setattr(settings.budget, key, value)
    return settings


def toolloop_run(tmp_path: Path, settings: Settings, **kw: Any) -> tuple[Run, dict]:
    settings = settings_for("toolloop", settings)
    room = open_room(make_room(tmp_path), settings)
    run = Run(room, settings, run_dir=tmp_path / "run", harness=harness_factory("toolloop"), **kw)
    return run, run.run()


def test_native_tool_calls_through_litellm(tmp_path: Path) -> None:
    with ScriptedServer(scripted_root(NATIVE_SCRIPT)) as server:
        run, summary = toolloop_run(tmp_path, model_settings(server))
    assert summary["status"] == "submitted", summary
    first = server.requests[0].json
    assert {t["function"]["name"] for t in first["tools"]} == {"list", "grep", "read", "memo"}
    # the results came back as tool messages answering each call, exactly as the tools returned
    third = server.requests[2].json["messages"]
    tool_msgs = [m for m in third if m["role"] == "tool"]
    assert len(tool_msgs) == 2 and tool_msgs[0]["tool_call_id"]
    assert "Contracts/msa.txt:" in tool_msgs[1]["content"]  # grep: path and line number
    fourth = server.requests[3].json["messages"]
    assert CHANGE_OF_CONTROL in fourth[-1]["content"]  # read returned the document text
    # the memo: one verified citation, one reported back as not found
    files = run_files.load_run(tmp_path / "run")
    cits = files.memo.resolved_citations()
    assert sorted(c.verified for c in cits) == [False, True]
    assert files.findings and files.findings[0].verified and files.findings[0].source == "model"
    assert not files.memo.incomplete
    info = json.loads((tmp_path / "run" / "run.json").read_text())
    assert info["harness"] == "toolloop" and info["models"]["root"] == "openai/root"
    # coverage: the MSA's text reached the model; the lease and minutes never did
    docs = summary["coverage"]["documents"]
    room = run.room
    msa, lease = room.get("Contracts/msa.txt").doc_id, room.get("Contracts/lease.pdf").doc_id
    minutes = room.get("Corporate/minutes.txt").doc_id
    assert docs.get(msa, 0.0) > 0.9
    assert docs.get(lease, 0.0) == 0.0 and docs.get(minutes, 0.0) == 0.0
    assert 0 < summary["coverage"]["room"] < 1
    assert summary["subcalls"] == 0 and summary["turns"] == 4
    kinds = [e["kind"] for e in read_journal(tmp_path / "run" / "journal.jsonl")]
    assert kinds.count("cell_output") == 4 and "run_finished" in kinds


def test_the_last_result_is_not_covered_when_no_call_answers_after_it(tmp_path: Path) -> None:
    """A document read in the final turn was never sent to a model: it does not count."""
    script = [tool_reply(("read", {"path": "Contracts/lease.pdf"}))]
    with ScriptedServer(scripted_root(script)) as server:
        run, summary = toolloop_run(tmp_path, model_settings(server, max_turns=1))
    assert summary["status"] == "incomplete"
    lease = run.room.get("Contracts/lease.pdf").doc_id
    assert summary["coverage"]["documents"].get(lease, 0.0) == 0.0
    assert run_files.load_run(tmp_path / "run").memo.incomplete


def test_an_endpoint_that_refuses_tools_is_driven_with_fenced_blocks(tmp_path: Path) -> None:
    memo = {
        "sections": [
            {
                "title": "Summary",
                "body": "A fee is due on a change of control.",
                "citations": [{"path": "Contracts/msa.txt", "quote": QUOTE}],
            }
        ],
        "finish": True,
    }

    def reply(body: dict[str, Any]) -> str:
        turn = sum(1 for m in body["messages"] if m["role"] == "assistant")
        call = {"name": "read", "arguments": {"path": "Contracts/msa.txt"}}
        if turn:
            call = {"name": "memo", "arguments": memo}
        return "```tool\n" + json.dumps(call) + "\n```"

    def refuse(index: int, body: dict[str, Any]) -> str | None:
        return "400-tools" if body.get("tools") else None

    with ScriptedServer(reply, faults=refuse) as server:
        run, summary = toolloop_run(tmp_path, model_settings(server))
    assert summary["status"] == "submitted", summary
    asked = [r.json for r in server.requests if r.json]
    assert asked[0].get("tools") and not any(r.get("tools") for r in asked[1:])
    system = asked[1]["messages"][0]["content"]
    assert "```tool" in system and '"name": "grep"' in system  # the protocol and the schemas
    # the read's result came back as a user message, and counted as read
    assert CHANGE_OF_CONTROL in asked[2]["messages"][-1]["content"]
    msa = run.room.get("Contracts/msa.txt").doc_id
    assert summary["coverage"]["documents"][msa] > 0.9
    notices = [
        e["message"]
        for e in read_journal(tmp_path / "run" / "journal.jsonl")
        if e["kind"] == "notice"
    ]
    assert any("refused native tool calls" in n for n in notices)


def test_offline_policy_greps_reads_and_writes_a_cited_memo(tmp_path: Path) -> None:
    run, summary = toolloop_run(tmp_path, Settings())
    assert summary["status"] == "submitted", summary
    info = json.loads((tmp_path / "run" / "run.json").read_text())
    assert info["harness"] == "toolloop" and info["models"]["root"] == "offline/toolloop"
    assert "tool-loop policy" in info["engine"] and "no language model" in info["engine"]
    files = run_files.load_run(tmp_path / "run")
    assert "tool-loop policy" in files.memo.engine
    assert files.findings and all(f.verified for f in files.findings)
    assert files.findings[0].source == "offline"
    outputs = [
        e for e in read_journal(tmp_path / "run" / "journal.jsonl") if e["kind"] == "cell_output"
    ]
    assert [o["code"].split("(")[0] for o in outputs[:2]] == ["list", "grep"]
    read_paths = {
        json.loads(o["code"][5:-1])["path"] for o in outputs if o["code"].startswith("read(")
    }
    docs = summary["coverage"]["documents"]
    for doc in run.room.documents():
        if doc.path not in read_paths:
            # a document never read can only be covered by the grep lines that quoted it
            assert docs.get(doc.doc_id, 0.0) < 0.9, doc.path
    assert summary["tokens"]["root"]["input"] > 0 and summary["subcalls"] == 0


def test_offline_seed_changes_which_documents_are_read() -> None:
    from diligence_tui.harness.toolloop.policy import plan_reads

    grep = "\n".join(f"doc{i}.txt: {12 - i} matching line(s)" for i in range(12))
    assert plan_reads(grep, None) == [f"doc{i}.txt" for i in range(6)]
    draws = {tuple(plan_reads(grep, seed)) for seed in range(1, 9)}
    assert len(draws) > 1
    assert plan_reads(grep, 3) == plan_reads(grep, 3)


def test_cli_runs_the_tool_loop_offline(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    room = make_room(tmp_path)
    code = main(["run", str(room), "--harness", "toolloop", "--out", str(tmp_path / "r"), "--json"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    assert "offline scripted tool-loop policy" in captured.err
    summary = json.loads(captured.out)
    assert summary["status"] == "submitted" and "tool-loop" in summary["engine"]


def test_resume_continues_the_conversation(tmp_path: Path) -> None:
    with ScriptedServer(scripted_root(NATIVE_SCRIPT)) as server:
        settings = model_settings(server, max_turns=2)
        run, summary = toolloop_run(tmp_path, settings)
        assert summary["status"] == "incomplete"
        before = len(server.requests)
        settings.budget.max_turns = 6
        resumed = Run(
            run.room,
            settings_for("toolloop", settings),
            run_dir=tmp_path / "run",
            resume=True,
            harness=harness_factory("toolloop"),
        )
        summary = resumed.run()
    assert summary["status"] == "submitted", summary
    # each session's typed ending in run.json, the tool loop's too (old code: none)
    info = json.loads((tmp_path / "run" / "run.json").read_text())
    assert [e["end"] for e in info["endings"]] == ["turn_cap", "submitted"]
    assert [e["max_turns"] for e in info["endings"]] == [2, 6]
    assert info["ending"] == info["endings"][-1]
    after = server.requests[before].json["messages"]
    # the resumed conversation holds the grep call and its result, then goes on to read
    assert any(m["role"] == "tool" and "Contracts/msa.txt:" in m["content"] for m in after)
    assert server.requests[before].json["messages"][0]["role"] == "system"


# -- the tools themselves --------------------------------------------------------------------
@pytest.fixture
def tools(tmp_path: Path) -> RoomTools:
    return RoomTools(open_room(make_room(tmp_path), Settings()))


def test_grep_gives_path_page_and_line_numbers(tools: RoomTools) -> None:
    out = tools.grep("termination fee")
    assert out.splitlines()[0].startswith("1 matching line(s) in 1 document(s)")
    line = out.splitlines()[1]
    assert line.startswith("Contracts/msa.txt:5: [")  # the fifth line of the text
    text = tools.room.text(tools.room.get("Contracts/msa.txt").doc_id)
    assert "termination fee" in text.splitlines()[4]
    assert "no match" in tools.grep("zebra crossing")
    assert "Contracts/lease.pdf" in tools.grep("assign", glob="Contracts/*")
    assert "Contracts/lease.pdf" not in tools.grep("assign", glob="Corporate/*")


def test_grep_refuses_bad_and_runaway_patterns(tools: RoomTools, tmp_path: Path) -> None:
    with pytest.raises(ToolError, match="not a valid regular expression"):
        tools.grep("(unclosed")
    with pytest.raises(ToolError, match="at most"):
        tools.grep("a" * 600)
    import diligence_tui.harness.toolloop.tools as module

    slow = tmp_path / "slow"
    slow.mkdir()
    (slow / "a.txt").write_text("a" * 40 + "b\n", encoding="utf-8")
    room = open_room(slow, Settings())
    old = module.GREP_SECONDS
    module.GREP_SECONDS = 0.05
    try:
        out = RoomTools(room).grep(r"(a|aa)+$")  # exponential backtracking
    finally:
        module.GREP_SECONDS = old
    assert "too long" in out


def test_grep_output_is_capped(tools: RoomTools) -> None:
    out = tools.grep(r"\w+", max_matches=2)
    assert "showing 2" in out and "more not shown" in out


def test_grep_files_mode_ranks_documents_and_returns_no_text(tools: RoomTools) -> None:
    out = tools.call("grep", {"pattern": r"assign|terminat|lease", "mode": "files"})
    lines = out.splitlines()
    assert lines[0].endswith("document(s):")
    assert lines[1] == "Contracts/lease.pdf: 2 matching line(s)"  # most first
    assert "Contracts/msa.txt: 1 matching line(s)" in lines
    assert "without the Landlord" not in out  # counts only: no document text returned


def test_read_pages_lines_and_caps(tools: RoomTools) -> None:
    page2 = tools.read("Contracts/lease.pdf", pages="2")
    assert "may not assign this lease" in page2 and "Rent is" not in page2
    assert '<<<PAGE 2 "' in page2
    with pytest.raises(ToolError, match="out of range"):
        tools.read("Contracts/lease.pdf", pages="3")
    with pytest.raises(ToolError, match="no document"):
        tools.read("Contracts/nothing.txt")
    lines = tools.read("Contracts/msa.txt", start_line=5, end_line=5)
    assert "termination fee" in lines and "MASTER SERVICES" not in lines
    cut = tools.read("Contracts/msa.txt", max_chars=10)  # raised to the 500-character floor
    assert "lines 1-" in cut


def test_step_mode_approves_edits_and_skips_tool_calls(tmp_path: Path) -> None:
    from diligence_tui.harness.events import CellDecision, CellProposed, EventBus
    from diligence_tui.harness.steering import Steering

    bus = EventBus()
    seen: list[str] = []

    def decide(event: object) -> None:
        if not isinstance(event, CellProposed) or event.reply is None:
            return
        seen.append(event.code)
        if len(seen) == 2:  # the grep: the analyst narrows it
            edited = 'grep({"pattern": "termination fee", "mode": "files"})'
            event.reply.set_result(CellDecision("edit", edited))
        elif len(seen) == 3:  # the first read: skipped
            event.reply.set_result(CellDecision("skip"))
        else:
            event.reply.set_result(CellDecision("approve"))

    bus.subscribe(decide)
    run, summary = toolloop_run(tmp_path, Settings(), bus=bus, steering=Steering(step_mode=True))
    assert summary["status"] == "submitted", summary
    outputs = [
        e for e in read_journal(tmp_path / "run" / "journal.jsonl") if e["kind"] == "cell_output"
    ]
    assert outputs[1]["code"] == 'grep({"pattern": "termination fee", "mode": "files"})'
    assert outputs[1]["output"].splitlines()[1] == "Contracts/msa.txt: 1 matching line(s)"
    assert outputs[2]["skipped"] and outputs[2]["code"].startswith("read(")
    # the skipped read did not run; the policy asked for it again the next turn, and only
    # what its (edited) grep named was read
    read_docs = [o for o in outputs if o["code"].startswith("read(") and not o["skipped"]]
    assert [o["code"] for o in read_docs] == ['read({"path": "Contracts/msa.txt"})']
    assert read_docs[0]["cell_id"] != outputs[2]["cell_id"]
    docs = summary["coverage"]["documents"]
    assert docs.get(run.room.get("Contracts/msa.txt").doc_id, 0.0) > 0.9
    assert docs.get(run.room.get("Contracts/lease.pdf").doc_id, 0.0) == 0.0


def test_offline_policy_says_which_documents_it_read_only_in_part(tmp_path: Path) -> None:
    """A read stops at 12,000 characters and the scripted policy does not read on: the memo's
    summary said it "read the 2 documents with the most hits" while the harness measured one
    of them read to a fifth (an uncapped indemnity on its last page never reached the
    reviewer). It now says how many it read only in part, and why."""
    from diligence_tui.docwriters import write_text
    from diligence_tui.harness.toolloop.tools import READ_CHARS

    room = tmp_path / "room"
    filler = "The Contractor shall perform the Works with reasonable skill and care. " * 900
    write_text(
        room / "Contracts" / "works_contract.txt",
        "WORKS CONTRACT\n\nClause 4. Termination. Either party may terminate on breach.\n\n"
        + filler
        + "\n\nClause 31. The Contractor's liability under the indemnity is uncapped.\n",
    )
    write_text(
        room / "Contracts" / "short_nda.txt",
        "NDA. A breach of this agreement gives rise to a claim for damages.\n",
    )
    settings = settings_for("toolloop", Settings())
    run = Run(
        open_room(room, settings),
        settings,
        run_dir=tmp_path / "run",
        harness=harness_factory("toolloop"),
    )
    summary = run.run()
    assert summary["status"] == "submitted", summary
    long_doc = next(d for d in run.room.documents() if d.path.endswith("works_contract.txt"))
    assert long_doc.chars > 4 * READ_CHARS
    assert summary["coverage"]["documents"][long_doc.doc_id] < 0.5
    files = run_files.load_run(tmp_path / "run")
    body = next(s.body for s in files.memo.sections if s.title == "Executive summary")
    assert "1 of them only in part" in body, body
    assert f"{READ_CHARS:,} characters" in body
