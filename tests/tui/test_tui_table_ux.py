"""The Table tab as an analyst found it in tmux: Home/End move along the row as in a
spreadsheet, the document search closes after Enter (Escape drops it), a sort does not
shuffle rows when the sorted column is re-run or a run's cells come in, the summary line
says when the grid was read again, and the detail pane shows every quote of a cell."""

from __future__ import annotations

import asyncio

from conftest import TableTab, until
from test_tui_table import shown_documents

from diligence_tui.review.model import Citation
from diligence_tui.review.table import Cell, load_table, save_table
from diligence_tui.tui.table_view import DOC_WIDTH

MSA = "02 Contracts/msa_northwind.pdf"
LEASE = "02 Contracts/lease_hq.docx"


async def test_home_and_end_move_along_the_row_then_to_the_first_and_last_rows(
    table_tab: TableTab,
) -> None:
    async with table_tab.open() as pilot:
        app = pilot.app
        grid = app.table_pane.grid
        last_row, last_column = len(shown_documents(app)) - 1, len(app.review_table.columns)
        await pilot.press("down", "down", "right", "right")
        assert (grid.cursor_row, grid.cursor_column) == (2, 2)
        await pilot.press("home")  # the document column of this row
        assert (grid.cursor_row, grid.cursor_column) == (2, 0)
        await pilot.press("home")  # again: the first row
        assert (grid.cursor_row, grid.cursor_column) == (0, 0)
        await pilot.press("end")  # the last question of this row
        assert (grid.cursor_row, grid.cursor_column) == (0, last_column)
        await pilot.press("end")  # again: the last row
        assert (grid.cursor_row, grid.cursor_column) == (last_row, last_column)
        await pilot.press("ctrl+home")
        assert (grid.cursor_row, grid.cursor_column) == (0, 0)
        await pilot.press("ctrl+end")
        assert (grid.cursor_row, grid.cursor_column) == (last_row, last_column)


async def test_the_document_search_closes_after_enter_and_escape_drops_it(
    table_tab: TableTab,
) -> None:
    async with table_tab.open() as pilot:
        app = pilot.app
        every = shown_documents(app)
        search = app.main.query_one("#table-search")
        await pilot.press("slash", *"lease", "enter")
        assert shown_documents(app) == [LEASE]
        assert not search.has_class("-shown") and app.focused is app.table_pane.grid
        assert "document ~ lease" in app.main.query_one("#table-summary").text
        await pilot.press("slash")  # open again: the words are still there
        assert search.has_class("-shown") and search.value == "lease"
        await pilot.press("escape")  # dropped, closed
        assert shown_documents(app) == every and not search.has_class("-shown")
        assert app.focused is app.table_pane.grid and app.is_running


async def test_rows_stay_put_when_the_sorted_column_is_rerun_or_the_run_writes(
    table_tab: TableTab,
) -> None:
    async with table_tab.open() as pilot:
        app = pilot.app
        grid = app.table_pane.grid
        await pilot.press("right", "s")  # change of control, yes first
        order = shown_documents(app)
        assert order[0] == MSA and order != sorted(order)
        grid.move_to(order.index(LEASE), 1)
        await pilot.press("r")
        await until(pilot, lambda: app.screen.__class__.__name__ == "ChoiceScreen")
        await pilot.press("r")  # re-run: every cell pending again, then filled again
        assert shown_documents(app) == order  # not back to the table's own order
        assert app.table_pane.view.row_at(grid.cursor_row).document == LEASE
        await until(pilot, lambda: not app._filling, timeout=120)
        assert shown_documents(app) == order
        await until(pilot, lambda: not app._edits_unsaved and app._table_save_timer is None)
        await app.workers.wait_for_complete()

        # a run writes a "yes" for the lease: the row stays where it is until asked
        table = load_table(table_tab.run_dir)
        assert table is not None
        lease = table.row(LEASE)
        quote = Citation(lease.doc_id, LEASE, "change of control", page=1, verified=True)
        table.set_cell(
            lease.doc_id, "coc", Cell(answer="yes", outcome="answered", citations=[quote])
        )
        await asyncio.to_thread(save_table, table_tab.run_dir, table)
        app.poll_table_file()
        await app.workers.wait_for_complete()
        await until(pilot, lambda: app.review_table.cell(LEASE, "coc").answer == "yes")
        assert shown_documents(app) == order
        summary = app.main.query_one("#table-summary").text
        assert "read again" in summary and "s sorts again" in summary
        await pilot.press("s")  # sorts again the same way: both yes rows first
        assert set(shown_documents(app)[:2]) == {MSA, LEASE}
        assert app.table_pane.view.sort_column == "coc" and not app.table_pane.view.descending


async def test_the_summary_says_when_a_run_wrote_cells(table_tab: TableTab) -> None:
    table, review_dir = table_tab.table, table_tab.run_dir
    for row in table.rows[:3]:
        row.cells["fee"] = Cell()  # pending: the run has not got there yet
    save_table(review_dir, table)
    async with table_tab.open() as pilot:
        app = pilot.app
        assert "read again" not in app.main.query_one("#table-summary").text
        for row in table.rows[:2]:
            table.set_cell(row.doc_id, "fee", Cell(outcome="not_found", coverage=1.0))
        await asyncio.to_thread(save_table, review_dir, table)
        app.poll_table_file()
        await app.workers.wait_for_complete()
        summary = app.main.query_one("#table-summary")
        await until(pilot, lambda: "read again" in summary.text)
        assert "+2 cells" in summary.text and "1 pending" in summary.text


async def test_the_detail_pane_shows_every_quote_of_a_cell(table_tab: TableTab) -> None:
    table, review_dir = table_tab.table, table_tab.run_dir
    msa = table.row(MSA)
    long = "the Supplier shall not assign or transfer any of its rights " * 6
    table.cell(MSA, "coc").citations = [
        Citation(msa.doc_id, MSA, f"quote {n}: {long}", page=n, verified=True) for n in range(1, 6)
    ]
    table.cell(MSA, "coc").reason = "a long note from the model " * 8
    save_table(review_dir, table)
    for size in ((100, 30), (200, 50)):
        async with table_tab.open(size) as pilot:
            app = pilot.app
            index = shown_documents(app).index(MSA)
            await pilot.press(*["down"] * index, "right")
            detail = app.main.query_one("#table-detail")
            text = str(detail.render())
            for n in range(1, 6):
                assert f"[{n}/5] p. {n}" in text, (size, text)
            assert "Answer: yes" in text
            assert len(text.splitlines()) <= detail.content_size.height  # nothing cut off


async def test_the_grid_scrolls_by_whole_columns(table_tab: TableTab) -> None:
    """Moving right past the edge scrolls so that the first question shown starts at its
    edge: a column cut at the left showed "ound" for "not found" (found in tmux)."""
    async with table_tab.open(size=(84, 40)) as pilot:
        app = pilot.app
        grid = app.table_pane.grid
        visible = grid.scrollable_content_region.width - DOC_WIDTH - 1  # and the gap
        assert sum(grid._widths) + len(grid._widths) > visible, "the grid must scroll here"
        for column in range(1, len(grid._widths) + 1):
            await pilot.press("right")
            assert grid.cursor_column == column
            x = grid.scroll_offset.x
            assert x == 0 or x in grid._lefts, (column, x, grid._lefts)
            left = grid._lefts[column - 1]
            assert x <= left and left + grid._widths[column - 1] <= x + visible  # cursor shown


async def test_the_new_column_dialog_says_which_clauses_the_offline_engine_answers(
    table_tab: TableTab,
) -> None:
    """Found in tmux: the clause list did not say that most of its names get "needs a
    model" in every cell offline. Those the offline engine answers come first, marked."""
    from textual.widgets import Select

    from diligence_tui.offline.clauses import CLAUSES, known

    async with table_tab.open() as pilot:
        app = pilot.app
        await pilot.press("a")
        await until(pilot, lambda: app.screen.__class__.__name__ == "NewColumnScreen")
        select = app.screen.query_one("#column-clause", Select)
        options = [(str(label), v) for label, v in select._options if isinstance(v, str)]
        assert sorted(v for _, v in options) == sorted(CLAUSES)
        marks = [label.endswith("· offline engine") for label, _ in options]
        assert marks == sorted(marks, reverse=True)  # the offline ones first
        by_name = dict((v, label) for label, v in options)
        assert by_name["Change Of Control"].endswith("· offline engine")
        assert by_name["Parties"].endswith("· offline engine")  # read without the detector
        unknown = [c for c in CLAUSES if not known(c) and not c.endswith(("Date", "Parties"))]
        assert unknown and by_name[unknown[0]].endswith("· needs a model")
        # the chosen value is still the clause's name
        select.value = "Change Of Control"
        app.screen.query_one("#column-question").value = "Change of control?"
        await pilot.press("ctrl+s")
        await until(pilot, lambda: "change_of_control" in app.review_table.column_ids())
        assert app.review_table.column("change_of_control").clause == "Change Of Control"
        await until(pilot, lambda: not app._filling, timeout=120)
