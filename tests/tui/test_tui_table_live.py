"""The Table tab beside a live run: the run rewrites table.json from its own copy while the
analyst verifies, edits and moves about; the tab shows the run's new cells, keeps the
analyst's cursor, filter and sort, and nothing the analyst did is lost, in the tab or on
disk. Enter on a cell with several quotes lists them all."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

from conftest import activity, until
from test_tui_table import COC_QUOTE, make_app, open_table, shown_documents, write_table

from diligence_tui.review.model import Citation
from diligence_tui.review.table import Cell, load_table, save_table

MSA = "02 Contracts/msa_northwind.pdf"
LEASE = "02 Contracts/lease_hq.docx"
FEE_QUOTE = "a termination fee of $4,200,000"


async def test_a_live_run_rewrites_table_json_and_the_analyst_keeps_everything(
    room: Path, review_dir: Path
) -> None:
    write_table(room, review_dir)
    run_copy = load_table(review_dir)  # what the run holds: read before the analyst's changes
    assert run_copy is not None
    app = make_app(room, review_dir)
    async with app.run_test(size=(160, 44), message_hook=activity) as pilot:
        await open_table(pilot)
        grid = app.table_pane.grid
        msa = shown_documents(app).index(MSA)
        await pilot.press(*["down"] * msa, "right", "v")  # verify the MSA's change of control
        await pilot.press("right", "e")  # the analyst's own answer for "assignment"
        await until(pilot, lambda: app.screen.__class__.__name__ == "CellEditScreen")
        app.screen.query_one("#cell-answer").value = "yes"
        await pilot.press("enter")
        await until(pilot, lambda: app.screen.__class__.__name__ == "MainScreen")
        await pilot.press("right", "s")  # sort by the fee, cursor on the MSA's fee
        order = shown_documents(app)
        await until(pilot, lambda: not app._edits_unsaved and app._table_save_timer is None)
        await app.workers.wait_for_complete()

        # the run writes its cells from the copy it had: the lease now answers "yes", the
        # MSA's two cells the analyst touched come back from the model as the run saw them
        lease_id = run_copy.row(LEASE).doc_id
        citation = Citation(lease_id, LEASE, "change of control", page=1, verified=True)
        run_copy.set_cell(
            lease_id, "coc", Cell(answer="yes", outcome="answered", citations=[citation])
        )
        assert run_copy.cell(MSA, "coc").status == "proposed"
        assert run_copy.cell(MSA, "assign").answer == "no"
        await asyncio.to_thread(save_table, review_dir, run_copy)  # another writer thread

        app.poll_table_file()  # what the app's one-second timer does
        await app.workers.wait_for_complete()
        await until(pilot, lambda: app.review_table.cell(LEASE, "coc").answer == "yes")
        table = app.review_table
        assert table.cell(MSA, "coc").status == "verified"
        assert (table.cell(MSA, "assign").answer, table.cell(MSA, "assign").source) == (
            "yes",
            "analyst",
        )
        # the analyst's place: same sort, same document and question under the cursor
        view = app.table_pane.view
        assert view.sort_column == "fee" and shown_documents(app) == order
        assert view.row_at(grid.cursor_row).document == MSA and grid.cursor_column == 3
        assert "$4,200,000" in str(app.main.query_one("#table-detail").render())
        # a change after the reload is kept too, in the tab and on disk
        await pilot.press("left", "left", "x")
        assert table.cell(MSA, "coc").status == "flagged"
        await until(pilot, lambda: not app._edits_unsaved and app._table_save_timer is None)
        await app.workers.wait_for_complete()
    raw = {
        r["document"]: r["cells"]
        for r in json.loads((review_dir / "table.json").read_text())["rows"]
    }
    assert raw[LEASE]["coc"]["answer"] == "yes"  # the run's cell
    assert raw[MSA]["coc"]["status"] == "flagged"  # the analyst's, in the file itself
    assert raw[MSA]["assign"]["answer"] == "yes" and raw[MSA]["assign"]["source"] == "analyst"


async def test_enter_lists_every_quote_of_a_cell(room: Path, review_dir: Path) -> None:
    table = write_table(room, review_dir)
    row = table.row(MSA)
    cell = table.cell(MSA, "coc")
    cell.citations = [
        Citation(row.doc_id, MSA, COC_QUOTE, page=1, verified=True),
        Citation(row.doc_id, MSA, FEE_QUOTE, page=1, verified=True),
    ]
    save_table(review_dir, table)
    app = make_app(room, review_dir)
    async with app.run_test(size=(160, 44), message_hook=activity) as pilot:
        await open_table(pilot)
        msa = shown_documents(app).index(MSA)
        await pilot.press(*["down"] * msa, "right", "enter")
        await until(pilot, lambda: app.screen.__class__.__name__ == "CitationListScreen")
        listed = app.screen.query_one("#citation-list")
        assert listed.option_count == 2
        assert FEE_QUOTE in str(listed.get_option_at_index(1).prompt)
        await pilot.press("2")  # the second quote
        view = app.main.query_one("#passage-view")
        await until(pilot, lambda: view.title == MSA and view.hits)
        start, end = view.hits[view.current_hit]
        assert " ".join(view.text[start:end].split()) == FEE_QUOTE
        # and the first, with Enter on the list
        app.table_pane.grid.focus()
        await pilot.press("ctrl+l", "enter")
        await until(pilot, lambda: app.screen.__class__.__name__ == "CitationListScreen")
        await pilot.press("enter")
        await until(pilot, lambda: app.screen.__class__.__name__ == "MainScreen")
        await until(
            pilot,
            lambda: (
                view.hits
                and " ".join(view.text[slice(*view.hits[view.current_hit])].split()) == COC_QUOTE
            ),
        )


async def test_the_tab_follows_a_fill_by_its_cells_journal(room: Path, review_dir: Path) -> None:
    """A fill in another process journals each cell (table-cells.jsonl) and writes
    table.json only now and then: the tab shows the journal's cells as they come, without
    waiting for table.json, the analyst's verify stays on top, and the fill's final save
    (which empties the journal) loses nothing in the tab."""
    from diligence_tui.review.table.store import record_cells

    write_table(room, review_dir)
    run_copy = load_table(review_dir)
    assert run_copy is not None
    app = make_app(room, review_dir)
    async with app.run_test(size=(160, 44), message_hook=activity) as pilot:
        await open_table(pilot)
        msa = shown_documents(app).index(MSA)
        await pilot.press(*["down"] * msa, "right", "v")  # the analyst verifies the MSA's coc
        await until(pilot, lambda: not app._edits_unsaved and app._table_save_timer is None)
        await app.workers.wait_for_complete()
        on_disk = (review_dir / "table.json").stat().st_mtime_ns

        lease_id = run_copy.row(LEASE).doc_id
        citation = Citation(lease_id, LEASE, "change of control", page=1, verified=True)
        cell = Cell(answer="yes", outcome="answered", citations=[citation])
        run_copy.set_cell(lease_id, "coc", cell)
        await asyncio.to_thread(record_cells, review_dir, run_copy, {lease_id: {"coc": cell}})
        app.poll_table_file()  # what the app's one-second timer does
        await until(pilot, lambda: app.review_table.cell(LEASE, "coc").answer == "yes")
        assert (review_dir / "table.json").stat().st_mtime_ns == on_disk  # not from table.json
        assert app.review_table.cell(MSA, "coc").status == "verified"

        # the fill ends: table.json with every cell, the journal emptied
        await asyncio.to_thread(save_table, review_dir, run_copy, cells_saved=True)
        assert not (review_dir / "table-cells.jsonl").exists()
        app.poll_table_file()
        await app.workers.wait_for_complete()
        await until(pilot, lambda: app._cells_read == 0 and not app._table_reloading)
        table = app.review_table
        assert table.cell(LEASE, "coc").answer == "yes"
        assert table.cell(MSA, "coc").status == "verified"
