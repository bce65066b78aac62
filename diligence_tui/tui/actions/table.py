"""The Table tab's actions: load the run's table.json (and load it again when a live run
rewrites it), the analyst's verify / flag / edit, open a cell's quotes in the passage
viewer, add a column and re-run one (filled in a worker; cells come back to this thread).

Everything the analyst does here goes to the run's edit journal at once
(review/table/edits.py): a verify, flag or edit, a column added or re-run, and every cell
filled for such a column, so a run rewriting table.json from its own copy (another
process's `diligence table` or `run --template` on this folder) cannot undo any of it. The
journal goes into table.json a moment after the last change, under the table lock, on top
of the run's latest cells: this workspace never writes its own copy of the run's cells. A
journal write that fails (a full disk, a folder that cannot be written) keeps the change
here, says so, and is written with the next change once writing works again.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING

from textual import work

from diligence_tui.review.table import Cell, Column, Table, TableError, edits, store
from diligence_tui.review.table.store import cells_size, load_table_at, read_cells
from diligence_tui.textsafe import neutralize
from diligence_tui.tui.actions.table_columns import TableColumns
from diligence_tui.tui.actions.table_save import table_signature
from diligence_tui.tui.messages import PassageTarget
from diligence_tui.tui.table_view import table_read_share
from diligence_tui.tui.widgets.table_grid import TableGrid

if TYPE_CHECKING:
    from diligence_tui.tui.widgets.table_pane import TablePane


class TableActions(TableColumns):
    _table_reloading = False
    _cells_read = 0  # how far into the run's cells journal (table-cells.jsonl) this table is

    # -- loading -----------------------------------------------------------------------------
    @work(thread=True, exclusive=True, group="table", exit_on_error=False, name="open table")
    def open_table(self, run_dir: Path) -> None:
        """Read RUN_DIR/table.json (a 5,000-row table is megabytes: not on the UI thread)."""
        seen = table_signature(run_dir)
        try:
            table, cells_read = load_table_at(run_dir)
        except TableError as exc:
            self.call_from_thread(
                self.notify,
                neutralize(f"The review table was not opened: {exc}"),
                title="Table",
                severity="warning",
                timeout=10,
                markup=False,
            )
            table, cells_read = None, 0
        pending = table.counts()["pending"] if table is not None else 0
        self.call_from_thread(self._table_opened, run_dir, table, seen, pending, cells_read)  # type: ignore[arg-type]  # an async callback: textual awaits it

    async def _table_opened(
        self,
        run_dir: Path,
        table: Table | None,
        seen: tuple[int, int, int] | None = None,
        pending: int = 0,
        cells_read: int = 0,
    ) -> None:
        if self.review_table_dir is not None and self._edits_unsaved:
            self.save_table_now()  # the previous run's table keeps the analyst's last change
        await self.main.mount_hidden_tabs()
        self.review_table, self.review_table_dir = table, run_dir
        self._table_seen, self._cells_read = seen, cells_read
        self.table_pane.set_table(table)
        self.table_pane.set_pending(pending)

    def on_table_pane_changed(self, event: TablePane.Changed) -> None:
        """What the table's cells read, for the status bar (apart from the review's)."""
        room = self.session.room
        chars = (
            {d.doc_id: d.chars for d in room.documents() if d.status != "skipped"}
            if room is not None
            else {}
        )
        self.session.table_read = table_read_share(self.review_table, chars)
        self.refresh_status()

    # -- a live run writes table.json: show its cells as they come --------------------------
    def poll_table_file(self) -> None:
        """On the app's one-second timer: table.json written by someone else (a live run's
        table() in the REPL, `diligence table` into this folder) is read again; the cells a
        fill journalled since (table-cells.jsonl) are read on from where this table is."""
        run_dir = self.session.run_dir
        if run_dir is None or self._table_reloading or self._journal_backlog:
            return  # a change not in the journal yet would vanish from the grid
        seen = table_signature(run_dir)
        if seen is None:
            return
        journal = cells_size(run_dir)
        if seen == self._table_seen and journal == self._cells_read:
            return
        self._table_reloading = True
        if seen == self._table_seen and journal > self._cells_read:
            self.read_new_cells(run_dir, self._cells_read)
        else:  # a new table.json, or the journal emptied by the fill's save: all again
            self.reload_table(run_dir)

    @work(thread=True, exclusive=True, group="table-reload", exit_on_error=False, name="new cells")
    def read_new_cells(self, run_dir: Path, start: int) -> None:
        try:
            entries, end = read_cells(run_dir, start)
        except TableError:
            entries, end = [], start
        self.call_from_thread(self._new_cells, run_dir, entries, start, end)

    def _new_cells(self, run_dir: Path, entries: list[dict], start: int, end: int) -> None:
        self._table_reloading = False
        table = self.review_table
        if table is None or run_dir != self.review_table_dir or start != self._cells_read:
            return
        self._cells_read = end
        if not entries or self._journal_backlog:
            return
        store.apply_cells(table, entries)
        # what the analyst did meanwhile (or to these cells before) stays on top of them
        edits.apply(table, edits.read(run_dir))
        self.table_pane.changed()

    @work(
        thread=True, exclusive=True, group="table-reload", exit_on_error=False, name="reload table"
    )
    def reload_table(self, run_dir: Path) -> None:
        seen = table_signature(run_dir)
        try:
            table, cells_read = load_table_at(run_dir)
        except TableError:
            table, cells_read = None, 0  # a file from another version: tried again next change
        pending = table.counts()["pending"] if table is not None else 0  # here, not on the UI
        self.call_from_thread(self._table_reloaded, run_dir, table, seen, pending, cells_read)  # type: ignore[arg-type]  # an async callback: textual awaits it

    async def _table_reloaded(
        self,
        run_dir: Path,
        table: Table | None,
        seen: tuple[int, int, int] | None,
        pending: int = 0,
        cells_read: int = 0,
    ) -> None:
        # a run may write table.json before the Table tab is there (the tabs mount after
        # the first frame): the grid it shows must exist first
        await self.main.mount_hidden_tabs()
        self._table_reloading = False
        if table is None or run_dir != self.session.run_dir:
            self._table_seen, self._cells_read = seen, cells_read
            return
        if self._journal_backlog:
            return  # not now: the poll tries again once the journal has every change
        # changes made here while the file was read (the analyst's, cells of a column
        # filling here): the journal has them all
        edits.apply(table, edits.read(run_dir))
        self.review_table, self.review_table_dir, self._table_seen = table, run_dir, seen
        self._cells_read = cells_read
        self.table_pane.replace_table(table)
        self.table_pane.note_reload(time.time(), pending)  # the analyst sees it came in

    # -- the analyst's changes ---------------------------------------------------------------
    def on_table_grid_cell_action(self, event: TableGrid.CellAction) -> None:
        pane = self.table_pane
        table, view = self.review_table, pane.view
        if event.action == "add_column":
            self.ask_new_column()
            return
        if table is None or view is None or not len(view):
            self.notify("No table in this run (a adds a question)", timeout=3)
            return
        row = view.row_at(event.row)
        if event.column == 0:
            if event.action == "open":
                self.open_passage(PassageTarget(row.doc_id, label=row.document))
            elif event.action != "rerun":
                self.notify("Move to a question's column (→) first", timeout=3)
                return
        column = table.columns[event.column - 1] if event.column else None
        if event.action == "rerun":
            if column is None:
                self.notify("Move to the column to re-run (→)", timeout=3)
            else:
                self.ask_rerun(column)
            return
        if column is None:
            return
        cell = view.cell_at(event.row, event.column - 1)
        if event.action == "open":
            self.open_cell_quote(row.doc_id, row.document, column, cell)
        elif event.action in ("verify", "flag") and self._table_writable():
            status = "verified" if event.action == "verify" else "flagged"
            if cell.status == status:  # a second press takes the mark back
                status = "edited" if cell.source == "analyst" else "proposed"
            seen, outcome = cell.answer, cell.outcome
            table.set_status(row.doc_id or row.document, column.id, status)
            self.analyst_changed(
                row.doc_id or row.document,
                column.id,
                "status",
                status=status,
                seen=seen,
                outcome=outcome,
            )
        elif event.action == "edit" and self._table_writable():
            self.ask_cell_edit(row.doc_id or row.document, row.document, column, cell)

    def open_cell_quote(self, doc_id: str, document: str, column: Column, cell: Cell) -> None:
        if not cell.citations:
            self.notify("This cell quotes nothing: opening the document", timeout=3)
            self.open_passage(PassageTarget(doc_id, label=document))
            return
        if len(cell.citations) > 1:
            from diligence_tui.tui.screens.table_modals import CitationListScreen

            def chosen(index: int | None) -> None:
                if index is not None and 0 <= index < len(cell.citations):
                    self._open_citation(doc_id, document, cell, index)

            self.push_screen(CitationListScreen(document, column, cell), chosen)
            return
        self._open_citation(doc_id, document, cell, 0)

    def _open_citation(self, doc_id: str, document: str, cell: Cell, index: int) -> None:
        c = cell.citations[index]
        if not c.verified:
            self.notify(
                "This cell's quote was not found in the document (unverified)",
                severity="warning",
                timeout=5,
            )
        self.open_passage(
            PassageTarget(c.doc_id or doc_id, c.page, c.quote, c.start, c.end, label=document)
        )

    def ask_cell_edit(self, key: str, document: str, column: Column, cell: Cell) -> None:
        from diligence_tui.tui.screens.table_modals import CellEditScreen

        def edited(answer: str | None) -> None:
            if answer is None or self.review_table is None:
                return
            try:
                cell = self.review_table.edit(key, column.id, answer)
            except TableError as exc:
                self.notify(neutralize(str(exc)), severity="warning", timeout=6, markup=False)
                return
            self.analyst_changed(key, column.id, "edit", answer=cell.answer)

        self.push_screen(CellEditScreen(document, column, cell), edited)
