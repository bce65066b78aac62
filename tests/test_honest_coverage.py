"""Coverage and the memo's scope say only what the sub-model really answered.

The offline root (the scripted playbook) with a real model as sub-agent: the scripted server
on 127.0.0.1 answers with the offline reviewer's own replies, over the real litellm path.
What the server answered (its request log) is the truth every number is checked against.
"""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Any

import pytest

from diligence_tui.harness.events import CellOutput, SubCallStarted
from diligence_tui.harness.journal import read_journal
from diligence_tui.harness.runner import Run
from diligence_tui.harness.slices import parse_slices
from diligence_tui.harness.steering import Steering
from diligence_tui.offline.reviewer import answer as reviewer_answer
from diligence_tui.review import run_files
from diligence_tui.settings import Settings
from tests.conftest import SAMPLE_ROOMS
from tests.openai_server import ScriptedServer, message_text
from tests.test_run_support import open_room


def sub_reply(body: dict[str, Any]) -> str:
    return reviewer_answer(message_text((body.get("messages") or [{}])[-1]))


def settings_for(server: ScriptedServer, **budget: Any) -> Settings:
    settings = Settings()
    settings.models.root_model = "offline/playbook"
    settings.models.sub_model = "openai/sub"
    settings.models.sub_api_base = server.api_base
    settings.models.retries = 1
    settings.models.call_timeout = 60.0
    settings.kernel.cell_timeout = 120.0
    for key, value in budget.items():
        setattr(settings.budget, key, value)
    return settings


def answered_docs(server: ScriptedServer) -> set[str]:
    """Documents whose every slice was in a request the server answered."""
    return {p.doc_id for r in server.answered() for p in parse_slices(r.text)}


def scope_of(run_dir: Path) -> str:
    section = run_files.load_run(run_dir).memo.section("Scope and method")
    assert section is not None
    return section.body


def small_room(tmp_path: Path, settings: Settings) -> Any:
    path = SAMPLE_ROOMS / "small"
    if not (path / "documents").exists():
        pytest.skip("sample_rooms/small is not in this checkout")
    return open_room(path, settings)


def test_the_sub_model_server_dying_mid_run_leaves_coverage_short_and_the_memo_says_so(
    tmp_path: Path,
) -> None:
    with ScriptedServer(sub_reply) as server:
        settings = settings_for(server, max_turns=14)
        room = small_room(tmp_path, settings)
        run = Run(room, settings, run_dir=tmp_path / "run")
        summary: dict = {}
        worker = threading.Thread(target=lambda: summary.update(run.run()))
        worker.start()
        assert server.wait_for_requests(5, timeout=120)
        server.stop()  # the sub-model's server dies: every later call is refused
        worker.join(600)
        answered = answered_docs(server)
    room.close()
    readable = set(summary["coverage"]["documents"])
    assert answered and answered < readable
    assert summary["status"] != "submitted"
    assert summary["coverage"]["room"] < 1.0
    for doc_id, share in summary["coverage"]["documents"].items():
        if doc_id not in answered:
            assert share == 0.0, doc_id  # nothing of it reached a model that answered
    scope = scope_of(tmp_path / "run")
    docs = {d.doc_id: d.path for d in room.documents()}
    assert "could not be reviewed" in scope
    for doc_id in readable - answered:
        assert docs[doc_id] in scope, docs[doc_id]  # named as not reviewed
    summary_text = run_files.load_run(tmp_path / "run").memo.section("Executive summary").body
    assert f"Reviewed {len(answered & readable)} of {len(readable)} readable documents" in (
        summary_text
    )


def test_cancel_mid_wave_then_finalize_then_resume_reviews_the_cancelled_documents(
    tmp_path: Path,
) -> None:
    with ScriptedServer(sub_reply, delay=0.2) as server:
        settings = settings_for(server, max_turns=30)
        room = small_room(tmp_path, settings)
        run = Run(room, settings, run_dir=tmp_path / "run", steering=Steering())
        seen = {"subs": 0}

        def steer(event: object) -> None:
            if isinstance(event, SubCallStarted) and event.role == "sub":
                seen["subs"] += 1
                if seen["subs"] == 8:  # the second review() of a wave is in flight
                    run.steering.cancel_inflight()
            if (
                isinstance(event, CellOutput)
                and seen["subs"] >= 8
                and not run.steering.stop_requested
            ):
                run.steering.stop()  # stop and finalize after the cell of the cancelled wave

        run.bus.subscribe(steer)
        first = run.run()
        assert first["status"] == "stopped"
        before = {f.id: f for f in run_files.load_run(tmp_path / "run").findings}
        cancelled = [
            json.loads(x)
            for x in (tmp_path / "run" / "calls.jsonl").read_text().splitlines()
            if json.loads(x)["status"] == "cancelled"
        ]
        assert cancelled  # the cancel did hit calls in flight
        in_cancelled = {
            p.doc_id for x in cancelled for p in parse_slices(message_text(x["messages"][-1]))
        }
        not_read = in_cancelled - answered_docs(server)
        assert not_read
        scope = scope_of(tmp_path / "run")
        docs = {d.doc_id: d.path for d in room.documents()}
        for doc_id in not_read:
            assert docs[doc_id] in scope  # the finalized memo names them as not reviewed
            assert first["coverage"]["documents"][doc_id] == 0.0

        second = Run(room, settings, run_dir=tmp_path / "run", resume=True).run()
        answered = answered_docs(server)
    room.close()
    readable = set(second["coverage"]["documents"])
    assert answered >= readable  # the resumed run reviewed what the cancel left unread
    assert second["status"] == "submitted"
    assert second["coverage"]["room"] >= 0.99
    after = {f.id: f for f in run_files.load_run(tmp_path / "run").findings}
    # no finding disappeared: each stands, or was merged into one that stands (one matter, one
    # finding: the journal names the finding it went into)
    merged_into = {
        gone: e["finding"]["id"]
        for e in read_journal(tmp_path / "run" / "journal.jsonl")
        if e["kind"] == "finding_merged"
        for gone in e.get("absorbed") or []
    }
    for fid in before:
        kept = fid
        while kept not in after and kept in merged_into:
            kept = merged_into[kept]
        assert kept in after, fid
    memo = run_files.load_run(tmp_path / "run").memo
    assert f"Reviewed {len(readable)} of {len(readable)} readable documents" in (
        memo.section("Executive summary").body
    )
