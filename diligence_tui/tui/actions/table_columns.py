"""The Table tab's columns: add a question and fill it for every document, re-run one, and
the fill in a worker (beside a live review it runs on the review's gateway: tui/table_fill)
whose cells come back to the UI thread, into the grid and the journal, with progress per
column.
"""

from __future__ import annotations

import threading
import time

from textual import work

from diligence_tui.review.table import Cell, Column, Table, TableError, edits
from diligence_tui.textsafe import neutralize
from diligence_tui.tui.actions.table_save import TableSaving
from diligence_tui.tui.messages import TableCellsFilled

FLUSH_EVERY = 0.1  # filled cells reach the grid at most ten times a second


class TableColumns(TableSaving):
    _filling: dict[str, tuple[int, int]]  # column id -> (cells back, cells asked)

    def _can_fill(self) -> bool:
        """One fill at a time (beside a live review it runs on the review's gateway)."""
        if not self._table_writable():
            return False
        if getattr(self, "_filling", None):
            self.notify("A column is still filling: wait for it to finish", timeout=4)
            return False
        return True

    # -- columns -----------------------------------------------------------------------------
    def ask_new_column(self) -> None:
        from diligence_tui.tui.screens.table_modals import NewColumnScreen

        if not self._can_fill():
            return
        if self.session.run_dir is None:
            self.notify("Open or start a review first: the table lives in its run folder")
            return
        taken = self.review_table.column_ids() if self.review_table else []

        def added(column: Column | None) -> None:
            if column is not None:
                self.add_table_column(column)

        self.push_screen(NewColumnScreen(taken), added)

    def add_table_column(self, column: Column) -> None:
        run_dir = self.session.run_dir
        room = self.session.room
        if run_dir is None or room is None:
            return
        table = self.review_table
        if table is None or self.review_table_dir != run_dir:
            table = Table(engine="")
            self.review_table, self.review_table_dir = table, run_dir
        # every document the table is about, not only the rows it has: a review's table()
        # asked about some documents, but the analyst's new question is for all of them
        table.add_rows((d.doc_id, d.path) for d in room.documents() if table.in_scope(d.path))
        table.add_column(column)
        self.journal([edits.column_added(column)])  # a run saving its own table keeps it
        self.table_pane.set_table(table)
        self.fill_columns([column.id])

    def ask_rerun(self, column: Column) -> None:
        from diligence_tui.tui.screens.modals import ChoiceScreen

        if not self._can_fill():
            return
        table = self.review_table
        if table is None:
            return
        edited = sum(
            1 for r in table.rows if (c := r.cells.get(column.id)) and c.status != "proposed"
        )

        def chosen(choice: str | None) -> None:
            if choice == "rerun" and self.review_table is table:
                # the analyst's earlier marks on this column go with its old answers; from
                # here on the column's cells are this workspace's (journalled as they fill)
                table.reset_column(column.id)
                self.journal([edits.change("", column.id, "reset")])
                self.table_pane.changed()
                self.fill_columns([column.id])

        detail = (
            f"{edited} cell{'s' if edited != 1 else ''} you verified, edited or flagged "
            "go back to the engine's answer."
            if edited
            else "Every cell of the column is asked again."
        )
        self.push_screen(
            ChoiceScreen(  # the title is markup: the question goes in the plain detail
                f"Re-run this column for all {len(table.rows)} documents?",
                [("rerun", "Re-run", "r"), ("cancel", "Cancel", "c")],
                detail=neutralize(f"“{column.question}”\n{detail}"),
            ),
            chosen,
        )

    # -- filling -----------------------------------------------------------------------------
    def fill_columns(self, column_ids: list[str]) -> None:
        table = self.review_table
        if table is None:
            return
        if not hasattr(self, "_filling"):
            self._filling = {}
        rows = len(table.rows)
        for cid in column_ids:
            self._filling[cid] = (0, rows)
        self._filling_dir = self.review_table_dir  # whose journal the cells go to
        self._show_progress()
        # the filler gets its own copy: the analyst goes on changing this one meanwhile
        copy = Table.from_dict(table.to_dict())
        self.fill_table_worker(copy, column_ids)

    @work(thread=True, exclusive=False, group="table-fill", exit_on_error=False, name="fill table")
    def fill_table_worker(self, table: Table, column_ids: list[str]) -> None:
        from diligence_tui.tui.table_fill import fill_in_thread

        pending: list[tuple[str, str, Cell]] = []
        lock = threading.Lock()
        last = [time.monotonic()]

        def flush() -> None:
            with lock:
                batch = pending[:]
                pending.clear()
            last[0] = time.monotonic()
            if batch:
                self.post_message(TableCellsFilled(batch))

        def on_cell(doc_id: str, column_id: str, cell: Cell) -> None:
            with lock:
                pending.append((doc_id, column_id, cell))
            if time.monotonic() - last[0] >= FLUSH_EVERY:
                flush()

        try:
            summary = fill_in_thread(self.session, self.bridge, table, column_ids, on_cell)
        finally:
            flush()
            self.post_message(TableCellsFilled([], done=column_ids))
        if summary:
            self.call_from_thread(
                self.notify, neutralize(summary), title="Table", timeout=6, markup=False
            )

    def on_table_cells_filled(self, message: TableCellsFilled) -> None:
        table = self.review_table
        filling = getattr(self, "_filling", {})
        if table is None or self.review_table_dir != getattr(self, "_filling_dir", None):
            for cid in message.done:  # another run's table is open now: not its cells
                filling.pop(cid, None)
            return
        counted: dict[str, int] = {}
        stored: list[tuple[str, str, Cell]] = []
        for doc_id, column_id, cell in message.cells:
            try:
                table.set_cell(doc_id, column_id, cell)
            except TableError:
                continue  # the column or row went away (another table was opened)
            stored.append((doc_id, column_id, cell))
            counted[column_id] = counted.get(column_id, 0) + 1
        if stored:  # quiet: a write that keeps failing is said once, not for every batch
            self.journal(edits.cells_filled(stored, table), quiet=True)
        for cid, n in counted.items():
            if cid in filling:
                done, total = filling[cid]
                filling[cid] = (min(total, done + n), total)
        for cid in message.done:
            filling.pop(cid, None)
        self._show_progress()
        if message.cells or message.done:
            self.table_pane.changed()

    def _show_progress(self) -> None:
        pane = self.table_pane
        pane.grid.progress = dict(getattr(self, "_filling", {}))
        pane.update_summary()
        pane.grid.refresh()
