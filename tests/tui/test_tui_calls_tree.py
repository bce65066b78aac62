"""What an analyst noticed in the workspace: the status bar's live calls, a reopened run's
calls, and folder names cut in the dataroom tree.

* the status bar said "calls N (0 live)" while calls ran: the live count came from a budget
  snapshot taken between calls; it now counts, by role, the calls the Sub-agent calls pane
  shows running;
* a finished run opened again (``diligence open ROOM --run RUN_DIR``) showed an empty
  Sub-agent calls pane: it now lists the run's recorded calls (calls.jsonl) as they ended;
* folder names were cut at 120 columns: the tree's column widens while it has the focus, and
  the row under the cursor is said whole under the tree (and in the row's tooltip).
"""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest
from conftest import activity, until
from test_tui_app import make_app, ready
from textual.css.query import NoMatches

from diligence_tui.harness.events import EventBus, SubCallFinished, SubCallStarted
from diligence_tui.settings import Settings
from diligence_tui.tui.app import DiligenceApp, create_app
from diligence_tui.tui.bridge import EventBridge
from diligence_tui.tui.widgets.status import status_text


def running_rows(app: DiligenceApp) -> dict[str, int]:
    """What the Sub-agent calls pane shows running, by role (from its own records)."""
    rows: dict[str, int] = {}
    for rec in app.main.query_one("#calls").records.values():
        if rec.status == "running":
            rows[rec.role] = rows.get(rec.role, 0) + 1
    return rows


def live_parts(text: str) -> dict[str, str]:
    """What the status bar says is live beside each role ("root playbook 3k $0.00 · 1 live")."""
    parts = {}
    for part in text.split(" │ "):
        role = part.split(" ", 1)[0]
        if role in ("root", "sub"):
            parts[role] = part[part.index(" · ") :] if " · " in part else ""
    return parts


async def test_the_status_bar_counts_the_calls_in_flight_by_role(room: Path) -> None:
    app = make_app(room)
    async with app.run_test(size=(160, 44), message_hook=activity) as pilot:
        await ready(pilot)
        bus = EventBus()
        bridge = EventBridge(app.post_message)
        bridge.attach(bus)
        try:
            bus.emit(SubCallStarted(call_id="r1", role="root", model="m", label="root turn 1"))
            for n in (1, 2, 3):
                bus.emit(SubCallStarted(call_id=f"s{n}", role="sub", model="m", label=f"doc {n}"))
            bridge.flush()
            await until(pilot, lambda: running_rows(app) == {"root": 1, "sub": 3})
            # the harness's budget snapshot says none in flight (taken between calls)
            app.session.budget.subcalls = 3
            text = status_text(app.session)
            assert live_parts(text) == {"root": " · 1 live", "sub": " · 3 live"}, text
            assert "sub-calls 3" in text
            bus.emit(SubCallFinished(call_id="s2", role="sub", model="m", status="ok"))
            bus.emit(SubCallFinished(call_id="r1", role="root", model="m", status="ok"))
            bridge.flush()
            await until(pilot, lambda: running_rows(app) == {"sub": 2})
            text = status_text(app.session)
            assert live_parts(text) == {"root": "", "sub": " · 2 live"}, text
            for n in (1, 3):
                bus.emit(SubCallFinished(call_id=f"s{n}", role="sub", model="m", status="ok"))
            bridge.flush()
            await until(pilot, lambda: running_rows(app) == {})
            text = status_text(app.session)
            assert "sub-calls 3" in text and "live" not in text, text
            assert live_parts(text) == {"root": "", "sub": ""}
        finally:
            bridge.close()


async def test_a_live_review_shows_its_running_calls_in_the_status_bar(
    room: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A real offline review: whenever the status bar is drawn, its live count is what the
    calls pane shows running, and it shows a call while one runs.

    One sub-call is held in flight until the status bar has been drawn saying so: the offline
    calls take milliseconds, so seeing one run was left to when the draws fell. The run is
    waited for while it makes progress, not against a fixed deadline (a loaded machine
    once took it past 180 s)."""
    from conftest import start_offered, until_moving

    from diligence_tui.offline import provider

    held, release = threading.Event(), threading.Event()
    answer = provider._request

    def first_sub_call_held(model: str, messages: list, optional_params: dict | None) -> str:
        if provider.model_name(model) == "reviewer" and not held.is_set():
            held.set()
            release.wait(600)  # let go by the test (or, if it died, after ten minutes)
        return answer(model, messages, optional_params)

    monkeypatch.setattr(provider, "_request", first_sub_call_held)
    app = create_app(room, Settings(), watch_room=False)
    seen: list[tuple[dict[str, int], str]] = []
    draw = app.refresh_status

    def watched() -> None:
        draw()
        try:
            seen.append((running_rows(app), status_text(app.session)))
        except (LookupError, NoMatches):  # the workspace is not mounted, or has closed
            pass

    def drawn_live() -> bool:
        return held.is_set() and any(
            rows.get("sub") and live_parts(text)["sub"] for rows, text in seen
        )

    app.refresh_status = watched  # type: ignore[method-assign]
    try:
        async with app.run_test(size=(160, 44), message_hook=activity) as pilot:
            await start_offered(pilot, app)
            await until_moving(pilot, app, drawn_live)
            release.set()
            await until_moving(pilot, app, lambda: app.session.state in ("finished", "failed"))
    finally:
        release.set()
    assert app.session.state == "finished" and app.session.final_status == "submitted"
    for rows, text in seen:
        said = {role: f" · {rows[role]} live" if rows.get(role) else "" for role in ("root", "sub")}
        assert live_parts(text) == said, (rows, text)


async def test_a_finished_run_opened_again_lists_its_calls(room: Path, tmp_path: Path) -> None:
    from diligence_tui.harness.runner import Run
    from diligence_tui.room.room import Room

    settings = Settings()
    opened = Room.open(room, settings)
    try:
        summary = Run(opened, settings, run_dir=tmp_path / "run").run()
    finally:
        opened.close()
    assert summary["status"] == "submitted"
    recorded = {}
    for line in (tmp_path / "run" / "calls.jsonl").read_text(encoding="utf-8").splitlines():
        call = json.loads(line)
        recorded[call["call_id"]] = call  # a call's last line is how it ended
    app = make_app(room, tmp_path / "run")
    async with app.run_test(size=(160, 44), message_hook=activity) as pilot:
        await ready(pilot)
        calls = app.main.query_one("#calls")
        await until(pilot, lambda: calls.table.row_count == len(recorded))
        assert set(calls.records) == set(recorded)
        for call_id, call in recorded.items():
            rec = calls.records[call_id]
            assert (rec.status, rec.role, rec.model) == (
                call["status"],
                call["role"],
                call["model"],
            )
            assert (rec.input_tokens, rec.output_tokens) == (
                call["input_tokens"],
                call["output_tokens"],
            )
        roots = [r for r in calls.records.values() if r.role == "root"]
        assert roots[0].label == "root turn 1"  # the labels the pane showed live
        subs = [r for r in calls.records.values() if r.role == "sub"]
        assert subs and all(r.label for r in subs)
        row = calls.table.get_row_at(0)
        assert str(row[0]) == "✓ ok" and "root turn 1" in str(row[4])
        assert not running_rows(app) and "live" not in status_text(app.session)
        # the detail of a call: its prompt's end and its answer, as live
        await pilot.press("f7")
        await pilot.press("down")
        await until(pilot, lambda: calls.selected is not None)
        detail = "\n".join(str(line) for line in calls.query_one("#call-detail").lines)
        rec = calls.records[calls.selected]
        assert "── prompt ──" in detail and "── answer ──" in detail
        assert rec.text.rstrip().splitlines()[-1] in detail  # the answer's end, as live


async def test_folder_names_read_whole_at_120_columns(own_room: Path) -> None:
    folder = own_room / "11 Regulatory & Compliance"
    folder.mkdir()
    name = "Notice of Proposed Assessment - Pennsylvania (2026-04).txt"
    (folder / name).write_text("The Department proposes an assessment of $41,200.\n")
    app = make_app(own_room)
    async with app.run_test(size=(120, 40), message_hook=activity) as pilot:
        await ready(pilot)
        tree = app.main.query_one("#room-tree")
        node = next(c for c in tree.root.children if c.data.path == folder.name)
        await pilot.press("f2")
        await pilot.pause()
        label = tree.render_label(node, tree.rich_style, tree.rich_style).plain
        assert "○   0% 11 Regulatory & Compliance" in label  # shaded: glyph and share kept
        # the name, after the guide ("├ ") and the glyph and share, fits the tree's width
        # (at 28% of 120 columns it was cut at "11 Regulatory & Comp")
        end = label.index("Compliance") + len("Compliance")
        assert 2 + end <= tree.scrollable_content_region.width, (label, tree.size)
        tree.move_cursor(node)
        await pilot.pause()
        detail = app.main.query_one("#tree-detail")
        assert detail.text.startswith("11 Regulatory & Compliance/ · 1 documents · 0% read")
        tree.hover_line = node.line
        assert tree.tooltip == detail.text
        # a document's full name, which no column at 120 holds in its row
        await pilot.press("enter")
        doc = tree.find_document_node(next(d for d in node.data.folder.documents))
        tree.move_cursor(doc)
        await pilot.pause()
        assert detail.text.startswith(f"11 Regulatory & Compliance/{name} · 0% read")
        # the column gives the room back to the centre when the focus leaves the tree
        wide = tree.parent.size.width
        await pilot.press("f3")
        await pilot.pause()
        assert tree.parent.size.width < wide


async def test_the_findings_tab_opens_on_the_most_severe(room: Path, review_dir: Path) -> None:
    """Findings that arrive while the tab is hidden and sort above the first row: the tab
    opened on a medium finding with the critical and high ones scrolled out of view above
    (seen on sample_rooms/medium: 16 rows above, the pane said '1 critical · 15 high')."""
    from diligence_tui.review.model import Finding

    app = make_app(room, review_dir)
    async with app.run_test(size=(140, 44), message_hook=activity) as pilot:
        await ready(pilot)
        pane = app.main.query_one("#findings")
        findings = {
            f.id: f for f in [Finding(title="A medium one", category="x", severity="medium")]
        }
        pane.set_findings(dict(findings))
        for n in range(30):  # found later in the review, more severe: sorted above it
            high = Finding(title=f"High {n:02}", category="x", severity="high")
            findings[high.id] = high
            pane.set_findings(dict(findings))
        await pilot.press("f4")
        await pilot.pause()
        table = app.main.query_one("#findings-table")
        assert table.cursor_row == 0 and table.scroll_y == 0
        assert pane.findings[pane.current_id()].severity == "high"
        # a finding the analyst moved to is followed as rows change
        await pilot.press("down", "down")
        chosen = pane.current_id()
        low = Finding(title="Low", category="x", severity="low")
        findings[low.id] = low
        pane.set_findings(dict(findings))
        assert pane.current_id() == chosen


async def test_a_run_with_no_table_says_whole_what_to_do(room: Path, review_dir: Path) -> None:
    """The Table tab of a run with no table said 'Press a (in this tab) to add a question:
    it is' and stopped at the pane's edge (a one-line summary)."""
    from rich.console import Console
    from rich.text import Text

    from diligence_tui.tui.widgets.table_pane import EMPTY

    app = make_app(room, review_dir)
    async with app.run_test(size=(120, 40), message_hook=activity) as pilot:
        await ready(pilot)
        await pilot.press("ctrl+l")
        summary = app.main.query_one("#table-summary")
        await until(pilot, lambda: summary.region.height > 0 and summary.text == EMPTY)
        width = summary.content_region.width
        lines = Text(EMPTY).wrap(Console(width=width), width)
        assert len(lines) <= summary.content_region.height, (len(lines), summary.region)


async def test_the_first_call_says_it_loads_the_model_client(room: Path, monkeypatch) -> None:
    """The first call of a workspace imports litellm: 13 s on an idle machine, a minute on a
    loaded one, with nothing in the transcript but 'turn 1/40'. It says so, once."""
    from diligence_tui.harness import gateway_litellm

    monkeypatch.setattr(gateway_litellm, "_LITELLM", None)  # as in a fresh process
    app = make_app(room)
    async with app.run_test(size=(160, 44), message_hook=activity) as pilot:
        await ready(pilot)
        bus = EventBus()
        bridge = EventBridge(app.post_message)
        bridge.attach(bus)
        log = app.main.query_one("#transcript-log")
        try:
            for n in (1, 2):
                bus.emit(SubCallStarted(call_id=f"r{n}", role="root", model="m", label="root"))
                bridge.flush()
                await until(pilot, lambda n=n: f"r{n}" in app.main.query_one("#calls").records)
        finally:
            bridge.close()
        text = " ".join("".join(segment.text for segment in line) for line in log.lines)
        said = " ".join(text.split())  # the note wraps in the pane
        assert said.count("loading the model client (litellm) for the first call") == 1, said


async def test_events_after_the_panes_are_gone_do_not_crash_the_workspace(room: Path) -> None:
    """Quit while a review still sends events: the panes are removed as the workspace closes,
    and a batch that arrives then has nothing to draw on. It raised NoMatches ('#calls') out
    of the app (seen in CI: the live-calls test failed as its app closed mid-review)."""
    app = make_app(room)
    async with app.run_test(size=(160, 44), message_hook=activity) as pilot:
        await ready(pilot)
        await app.main.query_one("#calls").remove()
        await app.main.query_one("#transcript").remove()
        bus = EventBus()
        bridge = EventBridge(app.post_message)
        bridge.attach(bus)
        try:
            batches = app.batches
            bus.emit(SubCallStarted(call_id="late", role="sub", model="m", label="doc 1"))
            bridge.flush()
            await until(pilot, lambda: app.batches > batches)
        finally:
            bridge.close()
