"""The Table tab's writes: every change the analyst makes goes to the run's edit journal at
once (review/table/edits.py) and into table.json a moment after the last one, under the
table lock, on top of the run's latest cells (this workspace never writes its own copy of
the run's cells). A journal write that fails keeps the change in the grid, says so, and is
tried again a little later, a little later each time.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import TYPE_CHECKING

from textual import work

from diligence_tui.review.table import Table, TableError, edits
from diligence_tui.textsafe import neutralize
from diligence_tui.tui.actions.base import AppBase

if TYPE_CHECKING:
    from diligence_tui.tui.widgets.table_pane import TablePane

SAVE_DELAY = 0.4  # seconds after the last change: a run of keystrokes is one write
RETRY_FIRST, RETRY_MAX = 2.0, 60.0  # a failed write is tried again after 2 s, 4 s, … 60 s
_SAVE_LOCK = threading.Lock()  # one table.json write at a time


def table_signature(run_dir: Path) -> tuple[int, int, int] | None:
    """What tells that table.json was written again: its inode (an atomic write replaces
    the file), modification time and size; None when there is none."""
    try:
        st = (run_dir / "table.json").stat()
    except OSError:
        return None
    return (st.st_ino, st.st_mtime_ns, st.st_size)


class TableSaving(AppBase):
    review_table: Table | None = None
    review_table_dir: Path | None = None
    _table_save_timer: object | None = None
    _edits_unsaved = False  # changes journalled (or waiting to be), not yet in table.json
    _journal_backlog: list[dict] | None = None  # entries not written yet (a write failed)
    _save_retry = 0.0  # seconds to the next try after a failed write (0: the last one worked)
    _table_seen: tuple[int, int, int] | None = None  # table.json as last read or written here

    @property
    def table_pane(self) -> TablePane:
        from diligence_tui.tui.widgets.table_pane import TablePane

        return self.main.query_one("#table", TablePane)

    def _table_writable(self) -> bool:
        if self.session.read_only:
            self.notify(f"{self.session.read_only}: not changed", severity="warning", timeout=6)
            return False
        return True

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
