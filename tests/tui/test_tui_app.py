"""Pilot tests of the workspace: panes, keys, memo, findings, passage, search, export, themes.

A real room is indexed for each test; review data comes from a real run folder. Harness
events go through a real EventBus and the real bridge (see test_tui_bridge.py for the live
run tests)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from conftest import activity, until
from textual.widgets import Markdown

from diligence_tui.harness.events import CoverageChanged, EventBus, SubCallStarted
from diligence_tui.settings import Settings, load_settings
from diligence_tui.tui.app import DiligenceApp, create_app
from diligence_tui.tui.bridge import EventBridge
from diligence_tui.tui.messages import FindingAction


def make_app(
    room: Path, run_dir: Path | None = None, settings: Settings | None = None, **kw
) -> DiligenceApp:
    kw.setdefault("autostart", False)
    kw.setdefault("watch_room", False)
    return create_app(room, settings or Settings(), run_dir=run_dir, **kw)


async def ready(pilot) -> None:
    await until(pilot, lambda: pilot.app.room_ready.is_set())
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()


async def test_opens_room_and_shows_tree(room: Path) -> None:
    app = make_app(room)
    async with app.run_test(size=(140, 44), message_hook=activity) as pilot:
        await ready(pilot)
        tree = app.main.query_one("#room-tree")
        assert [c.data.path for c in tree.root.children] == [
            "01 Corporate",
            "02 Contracts",
            "03 Financials",
        ]
        assert app.first_paint is not None
        label = tree.render_label(tree.root.children[1], tree.rich_style, tree.rich_style).plain
        assert label.split()[1:] == ["○", "0%", "02", "Contracts", "(2)"]
        assert app.session.state == "ready"


async def test_pane_keys_focus_each_pane(room: Path) -> None:
    app = make_app(room)
    async with app.run_test(size=(140, 44), message_hook=activity) as pilot:
        await ready(pilot)
        expected = {
            "f2": "room-tree",
            "f3": "memo-editor",
            "f4": "findings-table",
            "f5": "passage-view",
            "f6": "transcript-log",
            "f7": "calls-table",
            "f8": "search-input",
        }
        for key, widget_id in expected.items():
            await pilot.press(key)
            assert app.focused is not None and app.focused.id == widget_id, key
        await pilot.press("f2", "f11")
        assert app.screen.maximized is not None
        await pilot.press("f11")
        assert app.screen.maximized is None
        left = app.main.query_one("#left")
        before = left.outer_size.width
        await pilot.press("alt+right")
        await pilot.pause()
        assert left.outer_size.width > before


async def test_coverage_events_shade_the_tree(room: Path) -> None:
    app = make_app(room)
    async with app.run_test(size=(140, 44), message_hook=activity) as pilot:
        await ready(pilot)
        tree = app.main.query_one("#room-tree")
        doc = app.session.room.get("02 Contracts/msa_northwind.pdf")
        bus = EventBus()
        bridge = EventBridge(app.post_message)
        bus.subscribe(bridge.on_event)
        bus.emit(
            CoverageChanged(room=0.2, documents={doc.doc_id: 0.5}, folders={"02 Contracts": 0.25})
        )
        bus.emit(
            CoverageChanged(room=0.3, documents={doc.doc_id: 1.0}, folders={"02 Contracts": 0.5})
        )
        bridge.flush()
        await pilot.pause()
        assert app.batches == 1 and app.session.coverage_room == 0.3
        node = tree.find_document_node(doc)
        assert node is not None
        assert (
            "● 100% msa_northwind.pdf  3p"
            in tree.render_label(node, tree.rich_style, tree.rich_style).plain
        )
        folder = node.parent
        assert (
            "◐  50% 02 Contracts  (2)"
            in tree.render_label(folder, tree.rich_style, tree.rich_style).plain
        )
        bus.emit(
            SubCallStarted(call_id="c1", role="sub", model="m", label="[b]x[/b] 02 Contracts/msa")
        )
        bridge.flush()
        await pilot.pause()
        assert "c1" in app.main.query_one("#calls").records


async def test_findings_accept_reject_edit_filter_sort_and_memo(
    room: Path, review_dir: Path
) -> None:
    app = make_app(room, run_dir=review_dir)
    async with app.run_test(size=(140, 44), message_hook=activity) as pilot:
        await ready(pilot)
        assert app.session.state == "review"
        pane = app.main.query_one("#findings")
        assert len(pane.visible_ids) == 3
        await pilot.press("f4")
        first = pane.current_id()
        assert app.session.findings[first].severity == "high"
        await pilot.press("a")
        assert app.session.findings[first].status == "accepted"
        saved = json.loads((review_dir / "findings.json").read_text())
        assert {f["id"]: f["status"] for f in saved}[first] == "accepted"
        await pilot.press("down", "x")
        second = pane.current_id()
        assert app.session.findings[second].status == "rejected"
        await pilot.press("e")
        await until(pilot, lambda: app.screen.__class__.__name__ == "FindingEditScreen")
        title = app.screen.query_one("#edit-title")
        title.value = "Lease needs landlord consent"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.session.findings[second].title == "Lease needs landlord consent"
        await pilot.press("m")
        assert app.session.memo.section("Findings") is not None
        assert "cite:" in app.session.memo.section("Findings").body
        await pilot.press("s")
        assert pane.sort_field == "category"
        await pilot.press("slash")
        assert app.focused.id == "findings-filter"
        await pilot.press(*"unverified")
        assert (
            len(pane.visible_ids) == 2
        )  # the lease finding (unverified quote) and the uncited one
        await pilot.press("enter")
        assert app.focused.id == "findings-table"


async def _memo_at_first_citation(pilot, app):
    """The memo pane focused (F3), with its text's lines and the row that cites c1."""
    await ready(pilot)
    memo = app.main.query_one("#memo")
    editor = memo.editor
    await pilot.press("f3")
    lines = editor.text.splitlines()
    row = next(i for i, line in enumerate(lines) if "cite:c1" in line)
    return memo, editor, lines, row


async def test_a_space_typed_before_the_autosave_pause_is_kept(
    room: Path, review_dir: Path
) -> None:
    """The autosave after a pause trims each section's ends; coming back into the editor, that
    trimmed text must not replace what the analyst is typing (a space typed just before the
    pause was eaten: "Waiver" + pause + "requested." was saved as "Waiverrequested.")."""
    app = make_app(room, run_dir=review_dir)
    async with app.run_test(size=(140, 44), message_hook=activity) as pilot:
        memo, editor, lines, row = await _memo_at_first_citation(pilot, app)
        editor.cursor_location = (row, len(lines[row]))
        await pilot.press(*" Waiver ")
        memo.save_now()  # what the autosave timer does after the pause
        await app.workers.wait_for_complete()
        await pilot.pause()
        await pilot.press(*"requested.")
        memo.save_now()
        await app.workers.wait_for_complete()
        await pilot.pause()
        data = json.loads((review_dir / "memo.json").read_text())
        sec = next(s for s in data["sections"] if s["title"] == "Executive summary")
        assert sec["body"].endswith("(cite:c1). Waiver requested."), sec["body"]


async def test_memo_autosave_citation_and_preview(room: Path, review_dir: Path) -> None:
    app = make_app(room, run_dir=review_dir)
    async with app.run_test(size=(140, 44), message_hook=activity) as pilot:
        memo, editor, lines, row = await _memo_at_first_citation(pilot, app)
        editor.cursor_location = (row, len(lines[row]) - 3)
        await pilot.press("ctrl+o")
        await app.workers.wait_for_complete()
        await pilot.pause()
        view = app.main.query_one("#passage-view")
        assert "change of control" in view.text and view.hits and view.current_hit == 0
        header = str(app.main.query_one("#passage-header").render())
        assert "msa_northwind.pdf" in header and "p. 1" in header
        await pilot.press("n")
        assert view.current_hit in (0, 1)
        # type into the memo: saved as the analyst's section after the pause (forced here)
        await pilot.press("f3")
        editor.cursor_location = (row, len(lines[row]))
        await pilot.press(*" Waiver requested.")
        memo.save_now()
        await pilot.pause()
        await app.workers.wait_for_complete()
        data = json.loads((review_dir / "memo.json").read_text())
        sec = next(s for s in data["sections"] if s["title"] == "Executive summary")
        assert sec["edited_by_analyst"] and sec["body"].endswith("Waiver requested.")
        # preview: rendered on demand, unverified citations stand out, cite: links route
        await pilot.press("f12")
        assert memo.preview_shown and memo.previews == 1
        preview = app.main.query_one("#memo-preview", Markdown)
        assert "⚠ unverified" in preview.source
        preview.post_message(Markdown.LinkClicked(preview, "cite:c2"))
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert "lease_hq.docx" in str(app.main.query_one("#passage-header").render())


async def test_suggestion_accept_and_drop(room: Path, review_dir: Path) -> None:
    from diligence_tui.review.model import Memo
    from diligence_tui.review.run_files import save_memo

    memo = Memo.from_dict(json.loads((review_dir / "memo.json").read_text()))
    memo.write("Real estate", "Analyst text.", author="analyst")
    memo.write("Real estate", "Root revision.", author="root")
    memo.write("Executive summary", "Analyst summary.", author="analyst")
    memo.write("Executive summary", "Root summary.", author="root")
    save_memo(review_dir, memo)
    app = make_app(room, run_dir=review_dir)
    async with app.run_test(size=(140, 44), message_hook=activity) as pilot:
        await ready(pilot)
        pane = app.main.query_one("#memo")
        assert pane.suggested == ["executive-summary", "real-estate"]
        assert pane.query_one("#memo-suggestion").has_class("-shown")
        await pilot.click("#memo-accept")  # asks first: nothing is chosen for the analyst
        await pilot.pause()
        assert app.screen.__class__.__name__ == "SuggestionScreen"
        assert app.session.memo.section("Executive summary").body == "Analyst summary."
        await pilot.press("t")
        await pilot.pause()
        assert app.session.memo.section("Executive summary").body == "Root summary."
        await app.run_action("drop_suggestion")
        await pilot.pause()
        assert app.session.memo.section("Real estate").body == "Analyst text."
        assert not pane.query_one("#memo-suggestion").has_class("-shown")
        saved = json.loads((review_dir / "memo.json").read_text())
        assert all(s["suggestion"] is None for s in saved["sections"])


async def test_search_opens_passage(room: Path) -> None:
    app = make_app(room)
    async with app.run_test(size=(140, 44), message_hook=activity) as pilot:
        await ready(pilot)
        await pilot.press("f8", *"termination fee", "enter")
        await app.workers.wait_for_complete()
        await pilot.pause()
        search = app.main.query_one("#search")
        assert search.hits and search.hits[0].path.endswith("msa_northwind.pdf")
        await pilot.press("enter")
        await app.workers.wait_for_complete()
        await pilot.pause()
        view = app.main.query_one("#passage-view")
        assert view.hits and "termination" in view.text[view.hits[0][0] : view.hits[0][1]].lower()
        assert app.focused is view


async def test_export_all_formats(room: Path, review_dir: Path) -> None:
    app = make_app(room, run_dir=review_dir)
    async with app.run_test(size=(140, 44), message_hook=activity) as pilot:
        await ready(pilot)
        await pilot.press("f10")
        await until(pilot, lambda: app.screen.__class__.__name__ == "ChoiceScreen")
        await pilot.press("m")
        await app.workers.wait_for_complete()
        for fmt in ("docx", "xlsx"):
            await app.run_action(f"export_format('{fmt}')")
            await pilot.pause()
            await app.workers.wait_for_complete()
        await pilot.pause()
        notes = [n.message for n in app._notifications]
        written = [Path(m.removeprefix("Wrote ")) for m in notes if m.startswith("Wrote ")]
        assert sorted(p.suffix for p in written) == [".docx", ".md", ".xlsx"]
        assert all(p.exists() and p.stat().st_size > 0 for p in written)


async def test_steering_without_a_run_says_so(room: Path) -> None:
    app = make_app(room)
    async with app.run_test(size=(140, 44), message_hook=activity) as pilot:
        await ready(pilot)
        for key in ("ctrl+t", "ctrl+n", "ctrl+backslash", "ctrl+f"):
            await pilot.press(key)
        warnings = [n.message for n in app._notifications if n.severity == "warning"]
        assert len(warnings) == 4 and all("No review is running" in w for w in warnings)
        await pilot.press("ctrl+g")
        assert app.session.steering.step_mode


async def test_help_palette_keymap_and_theme(room: Path) -> None:
    settings = Settings()
    settings.ui.keymap = {"app.focus_tree": "ctrl+l"}
    app = make_app(room, settings=settings)
    async with app.run_test(size=(140, 44), message_hook=activity) as pilot:
        await ready(pilot)
        await pilot.press("f3", "ctrl+l")
        assert app.focused.id == "room-tree"
        await pilot.press("f1")
        await until(pilot, lambda: app.screen.__class__.__name__ == "HelpScreen")
        table = app.screen.query_one("#help-table")
        ids = [table.get_row_at(i)[1] for i in range(table.row_count)]
        assert "app.run" in ids and "findings.accept" in ids and "step.approve" in ids
        assert table.get_row_at(ids.index("app.focus_tree"))[0] == "ctrl+l"
        await pilot.press("escape")
        from diligence_tui.tui.commands import DiligenceCommands

        provider = DiligenceCommands(app.screen)
        hits = [hit async for hit in provider.search("export word")]
        assert any("Export Word" in str(hit.match_display) for hit in hits)
        app.theme = "diligence-light"
        await pilot.pause()
        await app.workers.wait_for_complete()
        assert load_settings().ui.theme == "diligence-light"
        assert app.theme_variables["coverage-full"] == "#1E7A46"
        app.theme = "ansi-dark"
        await pilot.pause()
        assert "severity-high" in app.theme_variables  # defaults fill what ANSI themes lack


async def test_reopening_offers_the_last_run(room: Path, tmp_path: Path) -> None:
    from conftest import fixed_review

    from diligence_tui import paths

    run_dir = fixed_review(room, paths.room_runs_dir(room.resolve()) / "20260101-000000")
    (run_dir / "journal.jsonl").write_text("")
    app = make_app(room, autostart=True)
    async with app.run_test(size=(140, 44), message_hook=activity) as pilot:
        await until(pilot, lambda: app.screen.__class__.__name__ == "ChoiceScreen")
        await pilot.press("v")
        await until(pilot, lambda: app.session.state == "review")
        assert app.session.run is None and len(app.session.findings) == 3


async def test_files_added_and_removed_appear_in_the_tree(own_room: Path) -> None:
    from diligence_tui.docwriters import write_text

    app = make_app(own_room, watch_room=True)
    async with app.run_test(size=(140, 44), message_hook=activity) as pilot:
        await until(pilot, lambda: app.room_ready.is_set())
        await until(pilot, lambda: app._watch_stop is not None)
        tree = app.main.query_one("#room-tree")
        write_text(
            own_room / "04 New" / "side_letter.txt", "Side letter: the seller waives the cap.\n"
        )
        await until(
            pilot, lambda: "04 New" in [c.data.path for c in tree.root.children], timeout=30
        )
        (own_room / "03 Financials" / "notes.txt").unlink()
        await until(pilot, lambda: tree.root.data.folder.doc_count == 6, timeout=30)
        assert app.session.room.search("side letter waives")
        app.shutdown()


async def test_settings_checks_the_endpoint_before_saving(room: Path) -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from openai_server import ScriptedServer

    app = make_app(room)
    async with app.run_test(size=(140, 44), message_hook=activity) as pilot:
        await ready(pilot)
        # an endpoint nobody listens on: a message, nothing saved
        await pilot.press("f9")
        await until(pilot, lambda: app.screen.__class__.__name__ == "SettingsScreen")
        screen = app.screen
        screen.query_one("#set-models-root_model").value = "openai/scripted"
        screen.query_one("#set-models-api_base").value = "http://127.0.0.1:9/v1"
        await pilot.press("ctrl+s")
        await until(pilot, lambda: screen.checked is not None)
        assert screen.checked[0] is False and "connection refused" in screen.checked[1]
        assert load_settings().models.root_model == ""
        # a real local OpenAI-compatible server: checked, then saved
        with ScriptedServer(["ok"]) as server:
            screen.query_one("#set-models-api_base").value = server.url + "/v1"
            screen.query_one("#set-budget-max_turns").value = "12"
            await pilot.press("ctrl+s")
            await until(pilot, lambda: app.screen is not screen)
            assert screen.checked[0] and "scripted" in screen.checked[1]  # the server's model list
        saved = load_settings()
        assert saved.models.root_model == "openai/scripted" and saved.budget.max_turns == 12
        assert app.settings.models.api_base.endswith("/v1")


async def test_tree_opens_documents_and_worker_errors_become_notifications(room: Path) -> None:
    from diligence_tui.tui.messages import PassageTarget

    app = make_app(room)
    async with app.run_test(size=(140, 44), message_hook=activity) as pilot:
        await ready(pilot)
        tree = app.main.query_one("#room-tree")
        doc = app.session.room.get("03 Financials/notes.txt")
        node = tree.find_document_node(doc)
        await pilot.press("f2")
        tree.move_cursor(node)
        await pilot.press("enter")
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert "Northwind is 91%" in app.main.query_one("#passage-view").text
        # a failing worker: one notification, the app carries on
        app.open_passage(PassageTarget(doc_id="no-such-document"))
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        errors = [n for n in app._notifications if n.severity == "error"]
        assert errors and errors[-1].title == "open passage failed"
        assert app.is_running


def test_litellm_is_not_imported_before_the_first_paint(room: Path) -> None:
    import subprocess

    code = (
        "import asyncio, sys\n"
        "from diligence_tui.settings import Settings\n"
        "from diligence_tui.tui.app import create_app\n"
        "if __name__ == '__main__':\n"
        f"    app = create_app({str(room)!r}, Settings(), autostart=False, watch_room=False)\n"
        "    seen = {}\n"
        "    async def pilot(p):\n"
        "        while app.first_paint is None:\n"
        "            await asyncio.sleep(0.01)\n"
        "        seen['paint'] = 'litellm' in sys.modules\n"
        "        while not app.room_ready.is_set():\n"
        "            await asyncio.sleep(0.01)\n"
        "        seen['ready'] = 'litellm' in sys.modules\n"
        "        app.exit()\n"
        "    app.run(headless=True, auto_pilot=pilot)\n"
        "    print(seen['paint'], seen['ready'])\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120
    )
    assert result.stdout.strip().splitlines()[-1] == "False False", result.stderr[-2000:]


async def test_unverified_citations_stand_out_in_the_editor(room: Path, review_dir: Path) -> None:
    app = make_app(room, run_dir=review_dir)
    async with app.run_test(size=(140, 44), message_hook=activity) as pilot:
        await ready(pilot)
        editor = app.main.query_one("#memo-editor")
        assert editor.flagged == {"c2"}
        lines = editor.text.splitlines()
        row = next(i for i, line in enumerate(lines) if "cite:c2" in line)
        marked = [h for h in editor._highlights[row] if h[2] == editor.FLAG]
        assert len(marked) == 1
        assert not any(
            h[2] == editor.FLAG
            for i, line in enumerate(lines)
            if "cite:c1" in line
            for h in editor._highlights[i]
        )
        assert editor.FLAG in editor._theme.syntax_styles


async def test_narrow_terminal_swaps_the_right_column_in(room: Path, review_dir: Path) -> None:
    app = make_app(room, review_dir)
    async with app.run_test(size=(80, 24), message_hook=activity) as pilot:
        await ready(pilot)
        main = app.main
        right, center = main.query_one("#right"), main.query_one("#center")
        assert main.narrow and right.region.area == 0 and center.region.area > 0
        # a hidden call table keeps its rows for later: drawn when it is shown
        from diligence_tui.tui.session import CallRecord

        calls = main.query_one("#calls")
        calls.stage(CallRecord("c1", "sub", "offline/reviewer", "02 Contracts/msa"))
        assert calls.flush_rows() == 0 and calls.table.row_count == 0
        await pilot.press("f6")
        assert app.focused.id == "transcript-log"
        assert right.region.area > 0 and center.region.area == 0
        await until(pilot, lambda: calls.table.row_count == 1)
        await pilot.press("f4")
        assert app.focused.id == "findings-table"
        assert right.region.area == 0 and center.region.area > 0
        await pilot.resize_terminal(140, 44)
        await pilot.pause()
        assert not main.narrow and right.region.area > 0 and center.region.area > 0


async def test_text_typed_before_the_title_is_kept_as_the_preamble(
    room: Path, review_dir: Path
) -> None:
    app = make_app(room, review_dir)
    async with app.run_test(size=(140, 44), message_hook=activity) as pilot:
        await ready(pilot)
        memo = app.main.query_one("#memo")
        await pilot.press("f3")
        memo.editor.cursor_location = (0, 0)
        await pilot.press(*"Draft: ", "enter")
        memo.save_now()
        await pilot.pause()
        await app.workers.wait_for_complete()
        assert memo.saves == 1
        assert app.session.memo.sections[0].title == "Preamble"
        assert app.session.memo.sections[0].body == "Draft:"
        assert "Draft:" in memo.editor.text  # shown again after the save, under its heading


def test_status_bar_says_how_a_finished_review_ended(tmp_path: Path) -> None:
    from diligence_tui.tui.session import Session
    from diligence_tui.tui.widgets.status import status_text

    session = Session(tmp_path, Settings())
    session.state = "finished"
    session.final_status = "submitted"
    assert status_text(session, show_clock=False).startswith("■ finished")
    session.final_status = "incomplete"
    assert status_text(session, show_clock=False).startswith("■ incomplete")


def test_status_bar_never_rounds_a_part_read_up_to_the_whole_room(tmp_path: Path) -> None:
    """The status bar, the tree and the session line write shares as the memo does
    (diligence_tui/shares.py): a room read to 99.9995% is not "review read 100%"."""
    from diligence_tui.tui.session import Session
    from diligence_tui.tui.widgets.status import status_text

    session = Session(tmp_path, Settings())
    session.coverage_room = 0.9999947910305536
    assert "review read 99.999%" in status_text(session, show_clock=False)
    session.coverage_room = 1.0
    assert "review read 100%" in status_text(session, show_clock=False)


def test_a_live_reviews_clock_goes_on_between_the_runs_updates(tmp_path: Path) -> None:
    """A long cell sends no update for a minute or more: the status bar's time must go on
    (it stood at the last update's time, and a clock that stands reads as a hung review);
    once the review is over its time stands at what the run said."""
    from types import SimpleNamespace

    from diligence_tui.tui.session import Session
    from diligence_tui.tui.widgets.status import status_text

    session = Session(tmp_path, Settings())
    session.state = "running"
    session.run = SimpleNamespace(done=False)  # type: ignore[assignment]  # a live run
    session.budget.elapsed = 72.0
    session.budget.elapsed_at = 1_000.0  # time.monotonic() when the run said 72 s
    assert status_text(session, now=1_000.0).endswith("│ 01:12")
    assert status_text(session, now=1_075.5).endswith("│ 02:27")
    session.run.done = True  # the review ended: its own figure stands
    session.state = "finished"
    assert status_text(session, now=2_000.0).endswith("│ 01:12")


async def type_above_the_first_heading(app, pilot, *pieces: str):
    """Type each piece on the blank line under the memo's title, saving after each (as the
    autosave does after a pause), and wait until the save is applied; returns the editor."""
    memo = app.main.query_one("#memo")
    await pilot.press("f3")
    memo.editor.cursor_location = (1, 0)  # the blank line under the memo's title
    for piece in pieces:
        await pilot.press(*["enter" if c == "\n" else c for c in piece])
        memo.save_now()
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
    return memo.editor


async def test_text_above_the_first_heading_survives_save_and_reload(
    room: Path, review_dir: Path
) -> None:
    app = make_app(room, run_dir=review_dir)
    async with app.run_test(size=(140, 44), message_hook=activity) as pilot:
        await ready(pilot)
        editor = await type_above_the_first_heading(
            app, pilot, "Call the seller's counsel first.\n"
        )
        assert "Call the seller's counsel first." in editor.text
    data = json.loads((review_dir / "memo.json").read_text())
    first = data["sections"][0]
    assert first["title"] == "Preamble" and first["edited_by_analyst"]
    assert first["body"] == "Call the seller's counsel first."
    again = make_app(room, run_dir=review_dir)
    async with again.run_test(size=(140, 44), message_hook=activity) as pilot:
        await ready(pilot)
        assert "Call the seller's counsel first." in again.main.query_one("#memo").editor.text


async def test_typing_on_after_an_autosave_above_the_first_heading_keeps_the_order(
    room: Path, review_dir: Path
) -> None:
    # an autosave in mid-sentence moves the typed text under its own Preamble heading; the
    # keys typed after it must go on in that text (they used to land on the line that took
    # the cursor's old row, above the heading, and the sentence came back out of order)
    app = make_app(room, run_dir=review_dir)
    async with app.run_test(size=(140, 44), message_hook=activity) as pilot:
        await ready(pilot)
        # each piece is saved as the autosave does after a pause in typing
        await type_above_the_first_heading(app, pilot, "Call the seller's", " counsel first.")
    data = json.loads((review_dir / "memo.json").read_text())
    first = data["sections"][0]
    assert first["title"] == "Preamble"
    assert first["body"] == "Call the seller's counsel first."


async def test_both_merges_the_reviewers_revision_into_the_analysts_edit(
    room: Path, review_dir: Path
) -> None:
    from diligence_tui.review.model import Memo
    from diligence_tui.review.run_files import save_memo

    memo = Memo.from_dict(json.loads((review_dir / "memo.json").read_text()))
    memo.write("Summary", "Reviewed 3 of 9 documents (review in progress).\n\n- Lease: consent.")
    memo.write(
        "Summary",
        "Reviewed 3 of 9 documents (review in progress).\n\n- Lease: consent (call landlord).",
        author="analyst",
    )
    memo.write("Summary", "Reviewed 9 of 9 documents.\n\n- Lease: consent.\n- MSA: fee.")
    save_memo(review_dir, memo)
    app = make_app(room, run_dir=review_dir)
    async with app.run_test(size=(140, 44), message_hook=activity) as pilot:
        await ready(pilot)
        await app.run_action("accept_suggestion")
        await pilot.pause()
        screen = app.screen
        assert screen.__class__.__name__ == "SuggestionScreen"
        assert "(call landlord)" in screen.query_one("#suggestion-both").text
        await pilot.press("b")
        await pilot.pause()
    body = app.session.memo.section("Summary").body
    assert body.splitlines() == [
        "Reviewed 9 of 9 documents.",
        "",
        "- Lease: consent (call landlord).",
        "- MSA: fee.",
    ]
    saved = Memo.from_dict(json.loads((review_dir / "memo.json").read_text()))
    assert saved.section("Summary").body == body and saved.section("Summary").suggestion is None


async def test_a_hostile_section_title_is_shown_literally_in_the_revision_dialog(
    room: Path, review_dir: Path
) -> None:
    from diligence_tui.review.model import Memo
    from diligence_tui.review.run_files import save_memo

    title = "[@click=app.quit]Summary\x1b]52;c;SGVsbG8=\x07"
    memo = Memo.from_dict(json.loads((review_dir / "memo.json").read_text()))
    memo.write(title, "Reviewed 3 of 9 documents.")
    memo.write(title, "Reviewed 3 of 9 documents (call landlord).", author="analyst")
    memo.write(title, "Reviewed 9 of 9 documents.")
    save_memo(review_dir, memo)
    app = make_app(room, run_dir=review_dir)
    async with app.run_test(size=(140, 44), message_hook=activity) as pilot:
        await ready(pilot)
        await app.run_action("accept_suggestion")
        await pilot.pause()
        screen = app.screen
        assert screen.__class__.__name__ == "SuggestionScreen"
        shown = str(screen.query_one(".dialog-title").render())
        assert "[@click=app.quit]Summary" in shown and "\x1b" not in shown
        await pilot.press("m")
        await pilot.pause()
        assert app.is_running  # the title's markup was not an action
        notes = [str(n.message) for n in app._notifications]
        assert any("[@click=app.quit]Summary␛]52" in n for n in notes), notes


async def test_a_run_folder_held_elsewhere_opens_read_only(room: Path, review_dir: Path) -> None:
    import os

    from diligence_tui.harness.run_lock import acquire_lock

    held = acquire_lock(review_dir, command="diligence open (the other workspace)")
    before = (review_dir / "memo.json").read_bytes()
    app = make_app(room, run_dir=review_dir)
    async with app.run_test(size=(140, 44), message_hook=activity) as pilot:
        await ready(pilot)
        assert app.session.read_only and f"pid {os.getpid()}" in app.session.read_only
        assert "the other workspace" in app.session.read_only
        memo = app.main.query_one("#memo")
        assert memo.editor.read_only
        assert "read-only" in str(memo.query_one("#memo-status").render())
        assert "read-only" in str(app.main.query_one("#status-text").render())
        fid = next(iter(app.session.findings))
        app.main.query_one("#findings").post_message(FindingAction(fid, "reject"))
        await pilot.pause()
        assert app.session.findings[fid].status != "rejected"
    assert (review_dir / "memo.json").read_bytes() == before
    held.release()


async def test_carried_triage_is_announced_and_counted(room: Path) -> None:
    from diligence_tui.harness.events import FindingAdded, TriageCarried
    from diligence_tui.review.model import Finding

    app = make_app(room)
    async with app.run_test(size=(140, 44), message_hook=activity) as pilot:
        await ready(pilot)
        bus = EventBus()
        bridge = EventBridge(app.post_message)
        bus.subscribe(bridge.on_event)
        for n, status in enumerate(("rejected", "accepted")):
            finding = Finding(title=f"Issue {n}", category="x", status=status)
            finding.carried_from = f"20260101-000000/{finding.id}"
            bus.emit(FindingAdded(finding=finding.to_dict()))
            bus.emit(
                TriageCarried(
                    finding_id=finding.id,
                    status=status,
                    source_run="20260101-000000",
                    carried=n + 1,
                    decisions=5,
                )
            )
        bridge.flush()
        await pilot.pause()
        assert app.session.triage_carried == 2
        assert "triage carried 2" in str(app.main.query_one("#status-text").render())
        said = [n.message for n in app._notifications if "Carrying your triage" in n.message]
        assert said == [
            "Carrying your triage from the run 20260101-000000 (5 decisions) to the findings "
            "found again"
        ]
        assert {f.status for f in app.session.findings.values()} == {"rejected", "accepted"}


async def test_a_hostile_link_in_the_memo_is_named_literally(room: Path, review_dir: Path) -> None:
    from types import SimpleNamespace

    app = make_app(room, run_dir=review_dir)
    async with app.run_test(size=(140, 44), message_hook=activity) as pilot:
        await ready(pilot)
        memo = app.main.query_one("#memo")
        href = "https://x.example/[@click=app.quit]\x1b]52;c;SGVsbG8=\x07"
        memo.on_markdown_link_clicked(SimpleNamespace(href=href, stop=lambda: None))
        await pilot.pause()
        assert app.is_running
        notes = [str(n.message) for n in app._notifications]
        assert any("[@click=app.quit]␛]52" in n for n in notes), notes
        assert not any("\x1b" in n for n in notes)
