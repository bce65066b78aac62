"""The Table tab's actions: load the run's table.json, the analyst's verify / flag / edit
(saved atomically, a moment after the last change), open a cell's quote in the passage
viewer, add a column and re-run one (filled in a worker; cells come back to this thread).
"""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING

from textual import work

from diligence_tui.review.table import Cell, Column, Table, TableError, load_table, save_table
from diligence_tui.textsafe import neutralize
from diligence_tui.tui.actions.base import AppBase
from diligence_tui.tui.messages import PassageTarget, TableCellsFilled
from diligence_tui.tui.widgets.table_grid import TableGrid

if TYPE_CHECKING:
    from diligence_tui.tui.widgets.table_pane import TablePane

SAVE_DELAY = 0.4  # seconds after the last change: a run of keystrokes is one write
FLUSH_EVERY = 0.1  # filled cells reach the grid at most ten times a second
_SAVE_LOCK = threading.Lock()  # one table.json write at a time


class TableActions(AppBase):
    review_table: Table | None = None
    review_table_dir: Path | None = None
    _table_save_timer: object | None = None
    _table_dirty = False
    _filling: dict[str, tuple[int, int]]  # column id -> (cells back, cells asked)

    # -- loading -----------------------------------------------------------------------------
    @property
    def table_pane(self) -> TablePane:
        from diligence_tui.tui.widgets.table_pane import TablePane

        return self.main.query_one("#table", TablePane)

    @work(thread=True, exclusive=True, group="table", exit_on_error=False, name="open table")
    def open_table(self, run_dir: Path) -> None:
        """Read RUN_DIR/table.json (a 5,000-row table is megabytes: not on the UI thread)."""
        try:
            table = load_table(run_dir)
        except TableError as exc:
            self.call_from_thread(
                self.notify,
                neutralize(f"The review table was not opened: {exc}"),
                title="Table",
                severity="warning",
                timeout=10,
                markup=False,
            )
            table = None
        self.call_from_thread(self._table_opened, run_dir, table)  # type: ignore[arg-type]  # an async callback: textual awaits it

    async def _table_opened(self, run_dir: Path, table: Table | None) -> None:
        if self.review_table_dir is not None and self._table_dirty:
            self.save_table_now()  # the previous run's table keeps the analyst's last change
        await self.main.mount_hidden_tabs()
        self.review_table, self.review_table_dir = table, run_dir
        self.table_pane.set_table(table)

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
            table.set_status(row.doc_id or row.document, column.id, status)
            self.table_changed()
        elif event.action == "edit" and self._table_writable():
            self.ask_cell_edit(row.doc_id or row.document, row.document, column, cell)

    def _table_writable(self) -> bool:
        if self.session.read_only:
            self.notify(f"{self.session.read_only}: not changed", severity="warning", timeout=6)
            return False
        return True

    def _can_fill(self) -> bool:
        """A fill has a gateway of its own: not beside a live run's (budgets, calls.jsonl)."""
        if not self._table_writable():
            return False
        if self.session.live:
            self.notify(
                "A review is running: add or re-run columns once it has finished (ctrl+f)",
                severity="warning",
                timeout=6,
            )
            return False
        if getattr(self, "_filling", None):
            self.notify("A column is still filling: wait for it to finish", timeout=4)
            return False
        return True

    def open_cell_quote(self, doc_id: str, document: str, column: Column, cell: Cell) -> None:
        if not cell.citations:
            self.notify("This cell quotes nothing: opening the document", timeout=3)
            self.open_passage(PassageTarget(doc_id, label=document))
            return
        c = cell.citations[0]
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
                self.review_table.edit(key, column.id, answer)
            except TableError as exc:
                self.notify(neutralize(str(exc)), severity="warning", timeout=6, markup=False)
                return
            self.table_changed()

        self.push_screen(CellEditScreen(document, column, cell), edited)

    def table_changed(self) -> None:
        """Redraw the grid and save table.json a moment after the last change."""
        self.table_pane.changed()
        self._table_dirty = True
        if self._table_save_timer is not None:
            self._table_save_timer.stop()  # type: ignore[attr-defined]
        self._table_save_timer = self.set_timer(SAVE_DELAY, self._save_table_later)

    def _save_table_later(self) -> None:
        self._table_save_timer = None
        if self._table_dirty and self.review_table is not None and self.review_table_dir:
            self.save_table_worker(self.review_table, self.review_table_dir)

    @work(thread=True, exclusive=False, group="table-save", exit_on_error=False, name="save table")
    def save_table_worker(self, table: Table, run_dir: Path) -> None:
        """A 5,000 × 20 table is tens of megabytes of JSON: written off the UI thread. Only
        the UI thread changes the table; a change during the write marks it dirty again and
        the next write (after this one, under the lock) saves it."""
        with _SAVE_LOCK:
            if not self._table_dirty or table is not self.review_table:
                return
            self._table_dirty = False
            for attempt in range(3):
                try:
                    save_table(run_dir, table)
                    return
                except RuntimeError:  # a column added while it was read: read it again
                    if attempt == 2:
                        raise
                except OSError as exc:
                    self._table_dirty = True
                    self.call_from_thread(
                        self.notify,
                        neutralize(f"table.json was not saved: {exc}"),
                        severity="error",
                        timeout=10,
                        markup=False,
                    )
                    return

    def save_table_now(self) -> None:
        """Write table.json now, on this thread (quitting, exporting, opening another run)."""
        if self._table_save_timer is not None:
            self._table_save_timer.stop()  # type: ignore[attr-defined]
            self._table_save_timer = None
        with _SAVE_LOCK:
            if not self._table_dirty or self.review_table is None or not self.review_table_dir:
                return
            self._table_dirty = False
            try:
                save_table(self.review_table_dir, self.review_table)
            except OSError as exc:
                self._table_dirty = True
                self.notify(
                    neutralize(f"table.json was not saved: {exc}"),
                    severity="error",
                    timeout=10,
                    markup=False,
                )

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
        if not table.rows:
            for doc in room.documents():
                table.add_row(doc.doc_id, doc.path)
        table.add_column(column)
        self.table_pane.set_table(table)
        self.table_changed()
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
                table.reset_column(column.id)
                self.table_changed()
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
        if table is None:
            return
        counted: dict[str, int] = {}
        for doc_id, column_id, cell in message.cells:
            try:
                table.set_cell(doc_id, column_id, cell)
            except TableError:
                continue  # the column or row went away (another table was opened)
            counted[column_id] = counted.get(column_id, 0) + 1
        filling = getattr(self, "_filling", {})
        for cid, n in counted.items():
            if cid in filling:
                done, total = filling[cid]
                filling[cid] = (min(total, done + n), total)
        for cid in message.done:
            filling.pop(cid, None)
        self._show_progress()
        if message.cells or message.done:
            self.table_changed()

    def _show_progress(self) -> None:
        pane = self.table_pane
        pane.grid.progress = dict(getattr(self, "_filling", {}))
        pane.update_summary()
        pane.grid.refresh()
