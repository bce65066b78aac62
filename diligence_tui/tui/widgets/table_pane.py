"""The Table tab: a summary line, the grid, and the detail of the cell under the cursor.

What only changes what is shown (filter, sort, find a document) is done here; what changes
the table (verify, flag, edit, add or re-run a column) and opening a passage go to the app
(tui/actions/table.py) as the grid's CellAction message.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Input, Static

from diligence_tui.review.table import Table
from diligence_tui.tui.table_view import STATUS_GLYPH, TableView, cell_text, flat
from diligence_tui.tui.widgets.line import Line
from diligence_tui.tui.widgets.table_grid import TableGrid

VIEW_ACTIONS = ("filter", "clear_filters", "search", "sort")
EMPTY = (
    "No review table in this run. Press a (in this tab) to add a question: it is asked of "
    "every document of the room. `diligence table ROOM --template contracts` fills a "
    "standard set headless."
)


class TablePane(Vertical):
    DEFAULT_CSS = """
    TablePane > #table-summary { height: 1; color: $text-muted; padding: 0 1; }
    TablePane > #table-search { height: 3; display: none; }
    TablePane > #table-search.-shown { display: block; }
    TablePane > TableGrid { height: 1fr; }
    TablePane > #table-detail {
        height: 9;
        border-top: solid $panel; padding: 0 1; background: $surface;
    }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.view: TableView | None = None
        self.unsaved = False  # a change here could not be written to the run folder yet

    def compose(self) -> ComposeResult:
        yield Line(EMPTY, id="table-summary")
        yield Input(placeholder="find documents: words of the path (Enter)", id="table-search")
        yield TableGrid(id="table-grid")
        yield Static("", id="table-detail", markup=False)

    @property
    def grid(self) -> TableGrid:
        return self.query_one(TableGrid)

    # -- content -----------------------------------------------------------------------------
    def set_table(self, table: Table | None) -> None:
        """Show a table (a new one, or the same after a change that moves rows)."""
        if table is None:
            self.view = None
        elif self.view is not None and self.view.table is table:
            self.view.refresh()
        else:
            self.view = TableView(table)
        self.grid.show(self.view)
        self.update_summary()
        self.show_detail()

    def replace_table(self, table: Table) -> None:
        """The same table read again (a live run wrote it): the analyst keeps the filters,
        the sort, the document search and the cursor's document and question."""
        old = self.view
        if old is None:
            self.set_table(table)
            return
        where = self.current()
        document = old.row_at(where[0]).document if where else None
        column = old.columns[where[1] - 1].id if where and where[1] else None
        self.view = TableView(
            table,
            filters=dict(old.filters),
            query=old.query,
            sort_column=old.sort_column,
            descending=old.descending,
        )
        grid = self.grid
        grid.show(self.view)
        if where is not None:
            ids = table.column_ids()
            index = self.view.index_of(document) if document is not None else None
            col = ids.index(column) + 1 if column in ids else (0 if column is None else where[1])
            grid.move_to(where[0] if index is None else index, col)
        self.update_summary()
        self.show_detail()

    def changed(self) -> None:
        """A cell changed in place: redraw and keep the filters' and sort's rows current."""
        self.set_table(self.view.table if self.view else None)

    def current(self) -> tuple[int, int] | None:
        """(shown row, column) under the cursor; column 0 is the document."""
        if self.view is None or not len(self.view):
            return None
        return self.grid.cursor_row, self.grid.cursor_column

    def set_unsaved(self, unsaved: bool) -> None:
        if unsaved != self.unsaved:
            self.unsaved = unsaved
            self.update_summary()

    def update_summary(self) -> None:
        summary = self.query_one("#table-summary", Line)
        view = self.view
        if view is None:
            summary.set(EMPTY)
            return
        text = view.describe()
        if self.unsaved:  # kept here, tried again: the analyst must not quit thinking it saved
            text = "⚠ changes not saved yet (retrying) · " + text
        filling = [f"{cid} {done}/{total}" for cid, (done, total) in self.grid.progress.items()]
        if filling:
            text += " · filling " + ", ".join(filling)
        # the keys an analyst needs first; F1 lists the rest
        summary.set(text + " · v verify · x flag · e edit · f filter · s sort · a add · r re-run")

    def show_detail(self) -> None:
        detail = self.query_one("#table-detail", Static)
        where = self.current()
        if self.view is None or where is None:
            detail.update("", layout=False)
            return
        row_index, column = where
        row = self.view.row_at(row_index)
        text = Text()
        text.append(flat(row.document), style="bold")
        if column == 0:
            counts: dict[str, int] = {}
            for col in self.view.columns:
                cell = row.cells.get(col.id)
                outcome = cell.outcome if cell else "pending"
                counts[outcome] = counts.get(outcome, 0) + 1
            text.append(
                "\n" + ", ".join(f"{n} {k.replace('_', ' ')}" for k, n in sorted(counts.items()))
            )
            text.append("\n→ (right) to the questions; Enter on a cell opens its quote")
            detail.update(text, layout=False)
            return
        col = self.view.columns[column - 1]
        cell = self.view.cell_at(row_index, column - 1)
        kind = col.type + (f": {', '.join(col.options)}" if col.options else "")
        text.append(f"\n{flat(col.question)}  [{col.id} · {kind}")
        text.append(f" · clause {flat(col.clause)}]" if col.clause else "]")
        text.append("\nAnswer: ", style="bold")
        text.append(cell_text(cell) or "—")
        glyph = STATUS_GLYPH.get(cell.status, "").strip()
        text.append(
            f"   status {glyph + ' ' if glyph else ''}{cell.status} · source {cell.source}"
            f" · {cell.outcome.replace('_', ' ')}"
        )
        if cell.coverage is not None:
            text.append(f" · read {cell.coverage:.0%} of the document")
        if cell.reason:
            text.append(f"\nReason: {flat(cell.reason)}")
        if not cell.citations and cell.outcome == "answered" and cell.source != "analyst":
            text.append("\n⚠ no quote supports this answer", style="bold")
        for i, citation in enumerate(cell.citations, 1):
            page = f"p. {citation.page}" if citation.page else "no page"
            ok = "✓ verified" if citation.verified else "⚠ not found in the document"
            text.append(f"\n[{i}] {page} · {ok}: ")
            text.append(f"“{flat(citation.quote)}”", style="italic")
            if citation.path and citation.path != row.document:
                text.append(f" ({flat(citation.path)})")
        # a fixed height: no layout pass of the screen for each cursor move
        detail.update(text, layout=False)

    # -- events ------------------------------------------------------------------------------
    def on_table_grid_cursor_moved(self, event: TableGrid.CursorMoved) -> None:
        event.stop()
        self.show_detail()

    def on_table_grid_cell_action(self, event: TableGrid.CellAction) -> None:
        if event.action not in VIEW_ACTIONS:
            return  # to the app: it changes the table or opens the passage
        event.stop()
        if self.view is None:
            return
        if event.action == "search":
            search = self.query_one("#table-search", Input)
            search.add_class("-shown")
            search.focus()
            return
        if event.action == "clear_filters":
            self.view.filters.clear()
            self.view.query = ""
            self.query_one("#table-search", Input).value = ""
            self.query_one("#table-search", Input).remove_class("-shown")
            self._reshow()
            return
        if event.column == 0:
            if event.action == "sort":
                self._sort("document")
            else:
                self.app.notify("Filter by a question's answer: move to its column (→)", timeout=3)
            return
        col = self.view.columns[event.column - 1]
        if event.action == "sort":
            self._sort(col.id)
        elif event.action == "filter":
            if col.id in self.view.filters:
                del self.view.filters[col.id]
            else:
                answer = cell_text(self.view.cell_at(event.row, event.column - 1))
                self.view.filters[col.id] = answer
            self._reshow()

    def _sort(self, column_id: str) -> None:
        """Ascending, then descending, then the table's own order."""
        assert self.view is not None
        view = self.view
        if view.sort_column != column_id:
            view.sort_column, view.descending = column_id, False
        elif not view.descending:
            view.descending = True
        else:
            view.sort_column, view.descending = None, False
        self._reshow()

    def _reshow(self) -> None:
        """Rows changed order or membership: keep the cursor on the same document if shown."""
        assert self.view is not None
        keep = self.view.row_at(self.grid.cursor_row).document if len(self.view) else None
        self.view.refresh()
        self.grid.relayout()
        if keep is not None:
            index = self.view.index_of(keep)
            self.grid.move_to(index if index is not None else 0)
        self.update_summary()
        self.show_detail()

    def on_input_changed(self, event: Input.Changed) -> None:
        if event.input.id == "table-search" and self.view is not None:
            event.stop()
            self.view.query = event.value
            self._reshow()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        if event.input.id == "table-search":
            event.stop()
            if not event.value:
                event.input.remove_class("-shown")
            self.grid.focus()
