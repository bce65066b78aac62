"""A column added in the Table tab while a review runs in the same workspace: it fills beside
the review, through the review's own gateway (one budget, one call cache, one calls.jsonl
and journal), and neither side loses the other's work: the review's table() cells and the
analyst's column survive the review's saves, the workspace's saves and a restart.

The review is real (a scripted root model on the real litellm path, the offline engine for
sub-agents, the real kernel): its first cell reads nothing, the server holds its second
reply until the analyst's column is filled (an event, never a sleep), so the review is live
the whole time; then two cells fill a column each with the REPL's table()."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest
from conftest import activity, start_offered, until
from test_tui_table import make_app, open_table, shown_documents
from test_tui_table_writers import MSA, cells_on_disk

from diligence_tui.review.table import load_table
from diligence_tui.tui.app import create_app
from tests.openai_server import Reply, ScriptedServer
from tests.test_run_support import cell, held_root_settings, is_root, root_turn

pytestmark = pytest.mark.slow

FIRST = (
    "grid = table(room.documents, [{'id': 'coc', 'question': 'Change of control?', "
    "'type': 'yes_no', 'clause': 'Change Of Control'}])\nprint(len(grid['rows']))"
)
SECOND = (
    "grid = table(room.documents, [{'id': 'assign', 'question': 'Assignment needs consent?', "
    "'type': 'yes_no', 'clause': 'Anti-Assignment'}])\nprint(len(grid['rows']))"
)


def root_script(body: dict) -> Reply:
    turn = root_turn(body)
    if turn == 0:
        return Reply(content=cell("print(len(room.documents))"))
    if turn == 1:  # held after its last word until the test lets it go: the review is live
        return Reply(content=cell(FIRST), hold_after_finish=True)
    if turn == 2:
        return Reply(content=cell(SECOND))
    return Reply(content=cell("print('the review goes on')"))


def journal_of(run_dir: Path) -> list[dict]:
    return [json.loads(x) for x in (run_dir / "journal.jsonl").read_text().splitlines()]


def table_calls(run_dir: Path) -> int:
    return sum(
        1
        for e in journal_of(run_dir)
        if e["kind"] == "subcall_started" and e.get("label", "").startswith("table:")
    )


async def test_a_column_added_while_a_review_runs_fills_beside_it_and_both_survive(
    room: Path,
) -> None:
    def reply(body: dict) -> Reply:
        assert is_root(body), "sub-agents are the offline engine here, not this server"
        return root_script(body)

    with ScriptedServer(reply, hang_seconds=600) as server:
        settings = held_root_settings(server, max_turns=3)
        app = create_app(room, settings, watch_room=False)
        async with app.run_test(size=(160, 44), message_hook=activity) as pilot:
            await start_offered(pilot, app)
            await until(pilot, lambda: app.session.run is not None, timeout=60)
            run = app.session.run
            run_dir = run.run_dir
            # the first cell ran; the root's second reply is on hold
            assert await asyncio.to_thread(server.wait_for_holding, 1, 300)
            assert app.session.live
            await until(pilot, lambda: app.room_ready.is_set())
            await pilot.press("ctrl+l")
            # the analyst adds a question: not refused, filled while the review is live
            await pilot.press("a")
            await until(pilot, lambda: app.screen.__class__.__name__ == "NewColumnScreen")
            app.screen.query_one("#column-question").value = "Exclusive purchasing?"
            app.screen.query_one("#column-clause").value = "Exclusivity"
            await pilot.press("ctrl+s")
            await until(pilot, lambda: app.review_table is not None)
            await until(pilot, lambda: "exclusive_purchasing" in app.review_table.column_ids())
            await until(pilot, lambda: not app._filling, timeout=300)
            assert app.session.live  # it filled beside the review, which still runs
            assert app.review_table.cell(MSA, "exclusive_purchasing").answer == "yes"
            # through the review's own gateway: its calls are in the review's journal...
            assert table_calls(run_dir) >= 1
            said = [n.message for n in app._notifications]
            assert any("beside the review" in m for m in said), said
            # ...and what the analyst's column read is not the review's reading
            assert run.coverage.room_share == 0.0

            # a workspace save: the analyst verifies the MSA's answer
            app.table_pane.grid.focus()
            msa = shown_documents(app).index(MSA)
            await pilot.press("ctrl+home", *["down"] * msa, "right", "v")
            assert app.review_table.cell(MSA, "exclusive_purchasing").status == "verified"
            await until(pilot, lambda: not app._edits_unsaved and app._table_save_timer is None)
            await app.workers.wait_for_complete()

            # the review goes on: each of its table() calls saves the table it holds
            server.release_hangs()
            summary = await asyncio.to_thread(run.wait, 300)
            assert summary is not None, "the review did not finish"
            on_disk = load_table(run_dir, analyst=False)  # table.json alone, no journal
            assert on_disk is not None
            assert on_disk.column_ids() == ["exclusive_purchasing", "coc", "assign"]
            assert on_disk.cell(MSA, "exclusive_purchasing").answer == "yes"
            assert on_disk.cell(MSA, "exclusive_purchasing").status == "verified"
            assert run.coverage.room_share > 0.9  # the review's own table() read the room
            for cid in ("coc", "exclusive_purchasing", "assign"):
                assert all(on_disk.cell(r.doc_id, cid).outcome != "pending" for r in on_disk.rows)
            metrics = json.loads((run_dir / "metrics.json").read_text())
            assert metrics["subcalls"] >= table_calls(run_dir)  # the review paid for them all

            # a workspace save after the review's: the review's cells stay the review's
            app.poll_table_file()
            await until(pilot, lambda: "assign" in app.review_table.column_ids())
            await pilot.press("right", "right", "x")  # flag the MSA's "assign" cell (the review's)
            await until(pilot, lambda: not app._edits_unsaved and app._table_save_timer is None)
            await app.workers.wait_for_complete()
        on_disk = cells_on_disk(run_dir)
        assert on_disk[MSA]["assign"]["status"] == "flagged"
        assert on_disk[MSA]["exclusive_purchasing"]["status"] == "verified"
        assert on_disk[MSA]["coc"]["outcome"] != "pending"

    # a restart: a new workspace on the run folder shows all three columns and the marks
    app = make_app(room, run_dir)
    async with app.run_test(size=(160, 44), message_hook=activity) as pilot:
        await open_table(pilot)
        table = app.review_table
        assert table.column_ids() == ["exclusive_purchasing", "coc", "assign"]
        assert table.cell(MSA, "exclusive_purchasing").answer == "yes"
        assert table.cell(MSA, "exclusive_purchasing").status == "verified"
        assert table.cell(MSA, "assign").status == "flagged"
