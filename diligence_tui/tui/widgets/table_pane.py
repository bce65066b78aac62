"""The Table tab: a summary line, the grid, and the detail of the cell under the cursor.

What only changes what is shown (filter, sort, find a document) is done here; what changes
the table (verify, flag, edit, add or re-run a column) and opening a passage go to the app
(tui/actions/table.py) as the grid's CellAction message.
"""

from __future__ import annotations

from rich.console import Console
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import Input, Static

from diligence_tui.review.table import Table
from diligence_tui.tui.format import percent
from diligence_tui.tui.table_view import STATUS_GLYPH, TableView, cell_text, flat
from diligence_tui.tui.widgets.line import Line
from diligence_tui.tui.widgets.table_grid import TableGrid

VIEW_ACTIONS = ("filter", "clear_filters", "search", "sort")
EMPTY = (
    "No review table in this run. Press a (in this tab) to add a question: it is asked of "
    "every document of the room. `diligence table ROOM --template contracts` fills a "
    "standard set headless."
)


def clip(text: Text, width: int, lines: int, console: Console) -> Text:
    """``text`` in at most ``lines`` lines of ``width``, the last ending in "…" when cut."""
    wrapped = text.wrap(console, width, overflow="fold")
    if len(wrapped) <= lines:
        return text
    kept = list(wrapped)[: max(1, lines)]
    kept[-1].rstrip()
    kept[-1].truncate(width - 1)
    kept[-1].append("…")
    return Text("\n").join(kept)


def share_lines(needs: list[int], room: int) -> list[int]:
    """Lines for each of several texts needing ``needs`` lines in ``room``: one each first
    (every quote shows), then one more in turn to those still cut, while lines are left."""
    given = [1] * len(needs)
    left = room - len(needs)
    while left > 0 and any(g < n for g, n in zip(given, needs, strict=True)):
        for i, need in enumerate(needs):
            if left > 0 and given[i] < need:
                given[i] += 1
                left -= 1
    return given


class TablePane(Vertical):
    class Changed(Message):
        """The table shown changed (opened, read again, a cell filled or edited)."""

    BINDINGS = [
        Binding("escape", "close_search", "Close the search", id="table.close_search", show=False)
    ]
    DEFAULT_CSS = """
    TablePane > #table-summary { height: 2; color: $text-muted; padding: 0 1; }
    TablePane.-empty > #table-summary { height: auto; }
    TablePane > #table-search { height: 3; display: none; }
    TablePane > #table-search.-shown { display: block; }
    TablePane > TableGrid { height: 1fr; }
    TablePane > #table-detail {
        height: 30%; min-height: 8; max-height: 12;
        border-top: solid $panel; padding: 0 1; background: $surface;
    }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.view: TableView | None = None
        self.unsaved = False  # a change here could not be written to the run folder yet
        self.reloaded = ""  # when table.json was last read again, and what came with it
        self._pending: int | None = None  # cells pending at the last read

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
            self.reloaded, self._pending = "", None  # another table: nothing read again yet
        self.grid.show(self.view)
        self.update_summary()
        self.show_detail()

    def set_pending(self, pending: int) -> None:
        """Cells pending in the table as opened: what the next read again is counted from."""
        self._pending = pending

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
        self.view.keep_order_of(old)  # the run's new answers do not move rows about
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

    def note_reload(self, when: float, pending: int) -> None:
        """Say in the summary line that the grid was read again (a run wrote table.json),
        with the cells it brought and those still to come."""
        from datetime import datetime

        clock = datetime.fromtimestamp(when).strftime("%H:%M:%S")
        parts = [f"↻ {clock} read again"]
        if self._pending is not None and self._pending > pending:
            parts.append(f"+{self._pending - pending:,} cells")
        if pending:
            parts.append(f"{pending:,} pending")
        self._pending = pending
        self.reloaded = ", ".join(parts)
        self.update_summary()

    def set_unsaved(self, unsaved: bool) -> None:
        if unsaved != self.unsaved:
            self.unsaved = unsaved
            self.update_summary()

    def update_summary(self) -> None:
        self.post_message(self.Changed())  # the status bar says what the table read
        summary = self.query_one("#table-summary", Line)
        view = self.view
        self.set_class(view is None, "-empty")  # what to do when there is no table, whole
        if view is None:
            summary.set(EMPTY)
            return
        text = view.describe()
        if self.reloaded:
            documents, _, rest = text.partition(" · ")
            text = f"{documents} · {self.reloaded}" + (f" · {rest}" if rest else "")
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
        head = Text(flat(row.document), style="bold")
        if column == 0:
            counts: dict[str, int] = {}
            for col in self.view.columns:
                cell = row.cells.get(col.id)
                outcome = cell.outcome if cell else "pending"
                counts[outcome] = counts.get(outcome, 0) + 1
            head.append(
                "\n" + ", ".join(f"{n} {k.replace('_', ' ')}" for k, n in sorted(counts.items()))
            )
            head.append("\n→ (right) to the questions; Enter on a cell opens its quote")
            detail.update(head, layout=False)
            return
        col = self.view.columns[column - 1]
        cell = self.view.cell_at(row_index, column - 1)
        kind = col.type + (f": {', '.join(col.options)}" if col.options else "")
        lines = [head, Text(f"{flat(col.question)}  [{col.id} · {kind}")]
        lines[1].append(f" · clause {flat(col.clause)}]" if col.clause else "]")
        answer = Text("Answer: ", style="bold")
        answer.append(cell_text(cell) or "—")
        glyph = STATUS_GLYPH.get(cell.status, "").strip()
        answer.append(
            f"   status {glyph + ' ' if glyph else ''}{cell.status} · source {cell.source}"
            f" · {cell.outcome.replace('_', ' ')}"
        )
        if cell.coverage is not None:
            answer.append(f" · read {percent(cell.coverage)} of the document")
        lines.append(answer)
        if cell.reason:
            lines.append(Text(f"Reason: {flat(cell.reason)}"))
        if not cell.citations and cell.outcome == "answered" and cell.source != "analyst":
            lines.append(Text("⚠ no quote supports this answer", style="bold"))
        quotes = []
        for i, citation in enumerate(cell.citations, 1):
            page = f"p. {citation.page}" if citation.page else "no page"
            ok = "✓ verified" if citation.verified else "⚠ not found in the document"
            quote = Text(f"[{i}/{len(cell.citations)}] {page} · {ok}: ")
            quote.append(f"“{flat(citation.quote)}”", style="italic")
            if citation.path and citation.path != row.document:
                quote.append(f" ({flat(citation.path)})")
            quotes.append(quote)
        # a fixed height (no layout pass of the screen for each cursor move): every quote
        # gets its share of the lines, each cut with "…" where it does not fit whole
        width = max(10, detail.content_size.width)
        height = max(len(quotes) + 2, detail.content_size.height)
        console = self.app.console
        shown = [clip(line, width, 2, console) for line in lines]
        room = height - sum(len(t.wrap(console, width)) for t in shown)
        if quotes and room < len(quotes):  # the answer's lines give way to the quotes
            shown = [clip(line, width, 1, console) for line in lines]
            while len(shown) > 2 and height - len(shown) < len(quotes):
                shown.pop(3 if len(shown) > 3 else 0)  # the reason, then the document's name
            room = height - len(shown)
        needs = [len(q.wrap(console, width)) for q in quotes]
        for quote, take in zip(quotes, share_lines(needs, room), strict=True):
            shown.append(clip(quote, width, take, console))
        detail.update(Text("\n").join(shown), layout=False)

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
        """Ascending, then descending, then the table's own order; on a column whose answers
        changed since it was sorted, sorted again the same way first."""
        assert self.view is not None
        view = self.view
        if view.sort_column != column_id:
            view.sort_column, view.descending = column_id, False
        elif view.stale:
            pass  # the same sort, on the answers as they are now
        elif not view.descending:
            view.descending = True
        else:
            view.sort_column, view.descending = None, False
        self._reshow()

    def _reshow(self) -> None:
        """The analyst changed the filters, the sort or the search: rows sorted afresh, the
        cursor kept on the same document if it is still shown."""
        assert self.view is not None
        keep = self.view.row_at(self.grid.cursor_row).document if len(self.view) else None
        self.view.refresh(resort=True)
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
        """Enter: the box closes, the rows stay found (the summary says so; F lifts it)."""
        if event.input.id == "table-search":
            event.stop()
            self._close_search()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "close_search":  # Escape elsewhere in the tab is not this pane's
            return self.query_one("#table-search", Input).has_focus
        return True

    def action_close_search(self) -> None:
        """Escape in the box: the search is dropped and the box closes."""
        self.query_one("#table-search", Input).value = ""  # Input.Changed shows every row
        self._close_search()

    def _close_search(self) -> None:
        self.query_one("#table-search", Input).remove_class("-shown")
        self.grid.focus()
