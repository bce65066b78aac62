"""A real offline review driven from the workspace: step mode (approve, edit, skip), pause,
resume, a note, cancel, finalize, analyst edits through the live Run; and the bridge."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest
from conftest import activity, resume_with_cap, start_offered, until

from diligence_tui.harness.events import (
    BudgetUpdate,
    CellProposed,
    CoverageChanged,
    EventBus,
    Notice,
    RootDelta,
    RootReply,
    RunFinished,
    StepStarted,
    SubCallDelta,
    SubCallStarted,
)
from diligence_tui.settings import Settings
from diligence_tui.tui.app import create_app
from diligence_tui.tui.bridge import EventBatch, EventBridge, HarnessEvents
from diligence_tui.tui.widgets.status import status_text

pytestmark = pytest.mark.slow


def test_batch_merges_high_frequency_events() -> None:
    batch = EventBatch()
    for i in range(500):
        batch.add(RootDelta(turn=1, text="a"))
        batch.add(SubCallDelta(call_id=f"c{i % 3}", text="b"))
        batch.add(CoverageChanged(room=i / 500, documents={f"d{i % 7}": i / 500}))
        batch.add(BudgetUpdate(turns=1, max_turns=5, subcalls=i))
    batch.add(Notice(message="hello"))
    assert batch.received == 2001
    assert batch.root_text == {1: "a" * 500}
    assert sum(len(t) for t in batch.call_text.values()) == 500
    assert batch.coverage.room == 499 / 500 and len(batch.coverage.documents) == 7
    assert batch.budget.subcalls == 499
    assert [e.kind for e in batch.events] == ["notice"]


def test_bridge_posts_at_most_every_interval_and_urgent_at_once() -> None:
    posted: list[HarnessEvents] = []
    got = asyncio.Event()
    bridge = EventBridge(posted.append, interval=0.1)
    bus = EventBus()
    bridge.attach(bus)
    try:
        for _ in range(2000):
            bus.emit(SubCallDelta(call_id="x", text="t"))
        from concurrent.futures import Future

        reply: Future = Future()
        bus.emit(CellProposed(turn=1, cell_id="t1", code="print(1)", reply=reply))
        bus.emit(RunFinished(status="submitted"))
        bridge.close()
        bridge.flush()
    finally:
        bridge.close()
    del got
    total = sum(m.batch.received for m in posted)
    assert total == 2002
    assert len(posted) < 20  # merged, not one message per event
    assert "".join(m.batch.call_text.get("x", "") for m in posted) == "t" * 2000
    kinds = [e.kind for m in posted for e in m.batch.events]
    assert kinds == ["cell_proposed", "run_finished"]


async def test_step_mode_pause_note_cancel_and_edits(room: Path) -> None:
    settings = Settings()
    app = create_app(room, settings, step=True, watch_room=False)
    decisions = []
    # Hold the first turn: once litellm is imported (earlier tests in the same process) the
    # first cell can be proposed before a key reaches the app, and its step dialog would take
    # the keys meant for the note. Paused, the harness waits before its first model call.
    app.session.steering.pause()
    async with app.run_test(size=(140, 44), message_hook=activity) as pilot:
        await start_offered(pilot, app)
        await until(pilot, lambda: app.session.run is not None, timeout=60)
        app.session.steering.pause()  # again, now that the run journals steering commands
        app.session.state = "paused"
        assert app.session.steering.paused
        # paused before the first turn: a note, cancel, then ctrl+t resumes
        await pilot.press("ctrl+n")
        await until(pilot, lambda: app.screen.__class__.__name__ == "NoteScreen")
        await pilot.press(*"check the lease", "enter")
        await until(pilot, lambda: app.screen.__class__.__name__ == "MainScreen")
        await pilot.press("ctrl+backslash", "ctrl+t")
        assert not app.session.steering.paused
        # 1st cell: approve; 2nd: edit; 3rd: skip; 4th: run and leave step mode
        for action in ("approve", "edit", "skip", "leave"):
            await until(pilot, lambda: app.screen.__class__.__name__ == "StepScreen", timeout=90)
            screen = app.screen
            decisions.append(screen.cell_id)
            if action == "approve":
                await pilot.press("ctrl+r")
            elif action == "edit":
                code = screen.query_one("#step-code")
                code.text = code.text + "\nprint('analyst edit')\n"
                await pilot.press("ctrl+r")
            elif action == "skip":
                await pilot.press("ctrl+n")
            else:
                await pilot.press("ctrl+g")
            await until(pilot, lambda s=screen: app.screen is not s)
        assert not app.session.steering.step_mode
        run = app.session.run
        assert run is not None
        await asyncio.to_thread(run.wait, 120)
        app.bridge.flush()
        await until(pilot, lambda: app.session.state in ("finished", "failed"))
        assert app.session.state == "finished", [n.message for n in app._notifications]
        journal = [
            json.loads(line) for line in (run.run_dir / "journal.jsonl").read_text().splitlines()
        ]
        outputs = {e["cell_id"]: e for e in journal if e["kind"] == "cell_output"}
        assert outputs[decisions[2]]["skipped"]
        assert "analyst edit" in outputs[decisions[1]]["code"]
        steering = [e["command"] for e in journal if e["kind"] == "steering"]
        for command in ("step_off", "pause", "note", "cancel", "resume"):
            assert command in steering
        # the UI's copy followed the events
        assert app.session.findings and app.session.memo.sections
        transcript = app.main.query_one("#transcript")
        assert transcript.cells >= 4
        # analyst edits go through the finished run's files
        fid = next(iter(app.session.findings))
        app.session.update_finding(fid, status="accepted")
        saved = {f["id"]: f for f in json.loads((run.run_dir / "findings.json").read_text())}
        assert saved[fid]["status"] == "accepted"


async def test_finalize_stops_a_live_review(room: Path) -> None:
    app = create_app(room, Settings(), watch_room=False)
    app.session.steering.pause()  # hold the first turn, so the review is still live at ctrl+f
    async with app.run_test(size=(140, 44), message_hook=activity) as pilot:
        await start_offered(pilot, app)
        await until(pilot, lambda: app.session.run is not None, timeout=60)
        await pilot.press("ctrl+f")
        assert app.session.steering.stop_requested
        run = app.session.run
        summary = await asyncio.to_thread(run.wait, 120)
        app.bridge.flush()
        try:
            await until(pilot, lambda: app.session.state in ("finished", "failed"))
        except AssertionError:
            raise AssertionError(
                f"state {app.session.state}, summary {summary}, "
                f"received {app.bridge.received}, batches {app.batches}"
            ) from None
        assert summary and summary["status"] in ("stopped", "incomplete", "submitted")
        # edit the memo while the run is over: saved to the run folder
        app.session.edit_memo("Analyst notes", "Checked by hand.")
        data = json.loads((run.run_dir / "memo.json").read_text())
        assert any(
            s["title"] == "Analyst notes" and s["edited_by_analyst"] for s in data["sections"]
        )


async def test_bridge_events_reach_the_panes(room: Path) -> None:
    app = create_app(room, Settings(), autostart=False, watch_room=False)
    async with app.run_test(size=(140, 44), message_hook=activity) as pilot:
        await until(pilot, lambda: app.room_ready.is_set())
        bus = EventBus()
        app.bridge.attach(bus)
        bus.emit(
            SubCallStarted(
                call_id="k1", role="sub", model="offline/reviewer", label="02 Contracts/msa"
            )
        )
        for _ in range(300):
            bus.emit(SubCallDelta(call_id="k1", text="x"))
        bus.emit(RootDelta(turn=1, text="thinking"))
        app.bridge.flush()
        await pilot.pause()
        calls = app.main.query_one("#calls")
        assert calls.records["k1"].text == "x" * 300
        assert app.main.query_one("#transcript").streaming[1] == "thinking"
        # a reply that ran nothing still shows, in its words (its code shows as the cell)
        bus.emit(RootReply(turn=1, text="I will not write code.\n```python\nx = 1\n```"))
        app.bridge.flush()
        await pilot.pause()
        log = app.main.query_one("#transcript-log")
        shown = "\n".join(line.text for line in log.lines)
        assert "root: I will not write code." in shown and "x = 1" not in shown
        # after a guided hand-over the cap is not the one set: the turn and the status say why
        why = "the policy's 40 turns after the model's 10"
        bus.emit(StepStarted(turn=11, max_turns=50, cap_note=why))
        app.bridge.flush()
        await pilot.pause()
        shown = " ".join(" ".join(line.text for line in log.lines).split())  # unwrapped
        assert f"turn 11/50 ({why})" in shown
        assert f"turn 11/50 ({why})" in status_text(app.session)
        app.bridge.close()


async def test_reopening_resumes_the_last_run(room: Path) -> None:
    from diligence_tui.harness.runner import Run
    from diligence_tui.room.room import Room

    settings = Settings()
    settings.budget.max_turns = 2
    first = Run(Room.open(room, settings), settings)
    await asyncio.to_thread(first.run)
    app = create_app(room, settings, watch_room=False)
    async with app.run_test(size=(140, 44), message_hook=activity) as pilot:
        await until(pilot, lambda: app.screen.__class__.__name__ == "ChoiceScreen", timeout=60)
        await resume_with_cap(pilot, app, 4)  # it stopped at its cap of 2
        await until(pilot, lambda: app.session.run is not None, timeout=60)
        run = app.session.run
        assert run.run_dir == first.run_dir and run.resume
        await asyncio.to_thread(run.wait, 120)
        app.bridge.flush()
        await until(pilot, lambda: app.session.state in ("finished", "failed"))
        assert app.session.memo.sections  # the resumed run's memo came back with it


def test_resolving_a_suggestion_clears_it_in_the_live_run(room: Path) -> None:
    from diligence_tui.harness.runner import Run
    from diligence_tui.room.room import Room
    from diligence_tui.tui.session import Session

    settings = Settings()
    session = Session(room, settings)
    run = Run(Room.open(room, settings), settings)  # not started: live, nothing running
    session.run = run
    run.memo.write("Risks", "Root text.")
    run.edit_memo("Risks", "Analyst text.")
    run.memo.write("Risks", "Root revision.")  # kept as a suggestion
    session.load_review(run.memo, [])
    assert session.live and session.memo.section("Risks").suggestion == "Root revision."
    session.resolve_suggestion("risks", "theirs")
    assert run.memo.section("Risks").suggestion is None
    assert run.memo.section("Risks").body == "Root revision."
    assert session.memo.section("Risks").to_dict() == run.memo.section("Risks").to_dict()
    saved = json.loads((run.run_dir / "memo.json").read_text())
    assert saved["sections"][0]["suggestion"] is None and saved["sections"][0]["edited_by_analyst"]


async def test_the_workspace_shows_a_tool_loop_review(room: Path) -> None:
    """`diligence open ROOM --harness toolloop`: the tool calls show in the transcript as
    cells, the forecast as a notice, and the run ends submitted in the workspace."""
    app = create_app(room, Settings(), watch_room=False)
    app.session.harness = "toolloop"
    async with app.run_test(size=(140, 44), message_hook=activity) as pilot:

        def forecast_shown() -> bool:
            return any(str(n.message).startswith("Forecast (toolloop)") for n in app._notifications)

        await start_offered(pilot, app)  # the harness chosen with --harness is preselected
        await until(pilot, forecast_shown, timeout=60)  # a toast too, as the run starts
        run = app.session.run
        assert run is not None
        await asyncio.to_thread(run.wait, 120)
        app.bridge.flush()
        await until(pilot, lambda: app.session.state in ("finished", "failed"))
        assert app.session.final_status == "submitted"
        transcript = app.main.query_one("#transcript")
        assert transcript.cells >= 4  # list, grep, a read, memo
        shown = "\n".join(
            "".join(segment.text for segment in line) for line in transcript.log_view.lines
        )
        assert "list(" in shown and "grep(" in shown and "memo(" in shown
        assert json.loads((run.run_dir / "run.json").read_text())["harness"] == "toolloop"
