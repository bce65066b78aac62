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

import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING

from textual import work

from diligence_tui.review.table import (
    Cell,
    Column,
    Table,
    TableError,
    edits,
    load_table,
)
from diligence_tui.textsafe import neutralize
from diligence_tui.tui.actions.base import AppBase
from diligence_tui.tui.messages import PassageTarget, TableCellsFilled
from diligence_tui.tui.widgets.table_grid import TableGrid

if TYPE_CHECKING:
    from diligence_tui.tui.widgets.table_pane import TablePane

SAVE_DELAY = 0.4  # seconds after the last change: a run of keystrokes is one write
RETRY_FIRST, RETRY_MAX = 2.0, 60.0  # a failed write is tried again after 2 s, 4 s, … 60 s
FLUSH_EVERY = 0.1  # filled cells reach the grid at most ten times a second
_SAVE_LOCK = threading.Lock()  # one table.json write at a time


def table_signature(run_dir: Path) -> tuple[int, int, int] | None:
    """What tells that table.json was written again: its inode (an atomic write replaces
    the file), modification time and size; None when there is none."""
    try:
        st = (run_dir / "table.json").stat()
    except OSError:
        return None
    return (st.st_ino, st.st_mtime_ns, st.st_size)


class TableActions(AppBase):
    review_table: Table | None = None
    review_table_dir: Path | None = None
    _table_save_timer: object | None = None
    _edits_unsaved = False  # changes journalled (or waiting to be), not yet in table.json
    _journal_backlog: list[dict] | None = None  # entries not written yet (a write failed)
    _save_retry = 0.0  # seconds to the next try after a failed write (0: the last one worked)
    _table_seen: tuple[int, int, int] | None = None  # table.json as last read or written here
    _table_reloading = False
    _filling: dict[str, tuple[int, int]]  # column id -> (cells back, cells asked)

    # -- loading -----------------------------------------------------------------------------
    @property
    def table_pane(self) -> TablePane:
        from diligence_tui.tui.widgets.table_pane import TablePane

        return self.main.query_one("#table", TablePane)

    @work(thread=True, exclusive=True, group="table", exit_on_error=False, name="open table")
    def open_table(self, run_dir: Path) -> None:
        """Read RUN_DIR/table.json (a 5,000-row table is megabytes: not on the UI thread)."""
        seen = table_signature(run_dir)
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
        pending = table.counts()["pending"] if table is not None else 0
        self.call_from_thread(self._table_opened, run_dir, table, seen, pending)  # type: ignore[arg-type]  # an async callback: textual awaits it

    async def _table_opened(
        self,
        run_dir: Path,
        table: Table | None,
        seen: tuple[int, int, int] | None = None,
        pending: int = 0,
    ) -> None:
        if self.review_table_dir is not None and self._edits_unsaved:
            self.save_table_now()  # the previous run's table keeps the analyst's last change
        await self.main.mount_hidden_tabs()
        self.review_table, self.review_table_dir = table, run_dir
        self._table_seen = seen
        self.table_pane.set_table(table)
        self.table_pane.set_pending(pending)

    # -- a live run writes table.json: show its cells as they come --------------------------
    def poll_table_file(self) -> None:
        """On the app's one-second timer: table.json written by someone else (a live run's
        table() in the REPL, `diligence table` into this folder) is read again."""
        run_dir = self.session.run_dir
        if run_dir is None or self._table_reloading or self._journal_backlog:
            return  # a change not in the journal yet would vanish from the grid
        seen = table_signature(run_dir)
        if seen is None or seen == self._table_seen:
            return
        self._table_reloading = True
        self.reload_table(run_dir)

    @work(
        thread=True, exclusive=True, group="table-reload", exit_on_error=False, name="reload table"
    )
    def reload_table(self, run_dir: Path) -> None:
        seen = table_signature(run_dir)
        try:
            table = load_table(run_dir)
        except TableError:
            table = None  # a file from another version: the next change is tried again
        pending = table.counts()["pending"] if table is not None else 0  # here, not on the UI
        self.call_from_thread(self._table_reloaded, run_dir, table, seen, pending)  # type: ignore[arg-type]  # an async callback: textual awaits it

    async def _table_reloaded(
        self,
        run_dir: Path,
        table: Table | None,
        seen: tuple[int, int, int] | None,
        pending: int = 0,
    ) -> None:
        # a run may write table.json before the Table tab is there (the tabs mount after
        # the first frame): the grid it shows must exist first
        await self.main.mount_hidden_tabs()
        self._table_reloading = False
        if table is None or run_dir != self.session.run_dir:
            self._table_seen = seen
            return
        if self._journal_backlog:
            return  # not now: the poll tries again once the journal has every change
        # changes made here while the file was read (the analyst's, cells of a column
        # filling here): the journal has them all
        edits.apply(table, edits.read(run_dir))
        self.review_table, self.review_table_dir, self._table_seen = table, run_dir, seen
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

    def _table_writable(self) -> bool:
        if self.session.read_only:
            self.notify(f"{self.session.read_only}: not changed", severity="warning", timeout=6)
            return False
        return True

    def _can_fill(self) -> bool:
        """One fill at a time (beside a live review it runs on the review's gateway)."""
        if not self._table_writable():
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

    def _say_not_saved(self, what: str, exc: Exception, *, from_thread: bool = False) -> None:
        """One error toast for a table write that failed (the reason may hold a path the
        seller named: neutralised, never markup)."""
        message = neutralize(f"{what} not saved: {exc}")
        if from_thread:
            self.call_from_thread(self.notify, message, severity="error", timeout=10, markup=False)
        else:
            self.notify(message, severity="error", timeout=10, markup=False)

    def analyst_changed(self, document: str, column: str, op: str, **change: str | None) -> None:
        """The analyst's verify, flag, edit or re-run: into the journal now (nothing a run
        writes can undo it), into table.json a moment after the last key."""
        self.journal([edits.change(document, column, op, **change)])
        self.table_pane.changed()

    def journal(self, entries: list[dict], *, quiet: bool = False) -> bool:
        """Append entries to the run's edit journal, after any a failed write left waiting
        (their order is the analyst's); on failure they wait here, the grid keeps them, the
        analyst is told (``quiet``: only when writing had worked until now) and the write is
        tried again a little later. Schedules the write of table.json. False when not written."""
        run_dir = self.review_table_dir
        if run_dir is None or not entries and not self._journal_backlog:
            return True
        had_backlog = bool(self._journal_backlog)
        waiting = [*(self._journal_backlog or []), *entries]
        self._edits_unsaved = True
        try:
            edits.append(run_dir, waiting)
        except OSError as exc:
            self._journal_backlog = waiting
            if not quiet or not had_backlog:  # the analyst's own change, or a new failure
                self._say_not_saved("The change was", exc)
            self._save_failed()
            return False
        self._journal_backlog = None
        if had_backlog:
            self.notify("The table's changes are saved now", title="Table", timeout=4)
        self._schedule_save()
        return True

    def _save_failed(self) -> None:
        """Try again later, a little later each time (a full disk is not freed in a second)."""
        self._save_retry = min(RETRY_MAX, max(RETRY_FIRST, 2 * self._save_retry))
        self.table_pane.set_unsaved(True)
        self._schedule_save(self._save_retry)

    def _schedule_save(self, delay: float = SAVE_DELAY) -> None:
        if self._table_save_timer is not None:
            self._table_save_timer.stop()  # type: ignore[attr-defined]
        self._table_save_timer = self.set_timer(delay, self._save_table_later)

    def _save_table_later(self) -> None:
        self._table_save_timer = None
        if self.review_table_dir is None:
            return
        if self._journal_backlog and not self.journal([], quiet=True):
            return  # still cannot write: tried again later
        if self._edits_unsaved:
            self.save_table_worker(self.review_table_dir)

    def _table_written(self, ok: bool) -> None:
        if ok:
            self._save_retry = 0.0
            self.table_pane.set_unsaved(bool(self._journal_backlog))
        else:
            self._save_failed()

    @work(thread=True, exclusive=False, group="table-save", exit_on_error=False, name="save table")
    def save_table_worker(self, run_dir: Path) -> None:
        """The journal into table.json as the run last wrote it (under the table lock): the
        run's cells stay the run's, the analyst's changes are on top. A 5,000 × 20 table is
        tens of megabytes of JSON: written off the UI thread."""
        with _SAVE_LOCK:
            if not self._edits_unsaved:
                return
            self._edits_unsaved = False
            try:
                self._write_table(run_dir)
            except (OSError, TableError) as exc:
                self._edits_unsaved = True
                self._say_not_saved("table.json was", exc, from_thread=True)
                self.call_from_thread(self._table_written, False)
                return
        self.call_from_thread(self._table_written, True)

    def _write_table(self, run_dir: Path) -> None:
        """materialize(), with this workspace's table when the folder has none yet."""
        before: list[tuple[int, int, int] | None] = []

        def read() -> None:
            before.append(table_signature(run_dir))

        own = self.review_table if self.review_table_dir == run_dir else None
        edits.materialize(run_dir, after_read=read, fallback=own)
        if before and before[0] == self._table_seen:
            # nobody else wrote it since it was read here: this write is not news
            self._table_seen = table_signature(run_dir)

    def save_table_now(self) -> bool:
        """Write table.json now, on this thread (quitting, exporting, opening another run);
        False when a change could not be written (said so; it is still here)."""
        if self._table_save_timer is not None:
            self._table_save_timer.stop()  # type: ignore[attr-defined]
            self._table_save_timer = None
        with _SAVE_LOCK:
            run_dir = self.review_table_dir
            if run_dir is None:
                return True
            if self._journal_backlog and not self.journal([]):
                return False  # said so; kept here
            if not self._edits_unsaved:
                return True
            self._edits_unsaved = False
            try:
                self._write_table(run_dir)
            except (OSError, TableError) as exc:
                self._edits_unsaved = True
                self._say_not_saved("table.json was", exc)
                self._table_written(False)
                # the journal has every change: the next reader of the folder applies it
                return True
        self._table_written(True)
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
        if not table.rows:
            for doc in room.documents():
                table.add_row(doc.doc_id, doc.path)
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
            self.journal(edits.cells_filled(stored), quiet=True)
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
