"""The review table's grid: a Line API widget that draws only the rows on screen.

A 5,000 × 20 grid is 100,000 cells; a widget per cell (or a DataTable refilled on every
sort or filter) would take seconds. Here the rows are a list of indices (TableView) and
render_line draws one screen row from them: the header row stays on top, the document
column stays on the left (frozen) and the question columns scroll under it.
"""

from __future__ import annotations

from rich.cells import cell_len, set_cell_size
from rich.segment import Segment
from rich.style import Style
from textual.binding import Binding
from textual.geometry import Region, Size
from textual.message import Message
from textual.reactive import reactive
from textual.scroll_view import ScrollView
from textual.strip import Strip

from diligence_tui.tui.table_view import (
    DOC_WIDTH,
    STATUS_GLYPH,
    TableView,
    cell_mark,
    cell_text,
    document_label,
    flat,
)

GAP = 1  # a blank column between cells
HEADER = 2  # header rows: a question wraps onto two lines


def fit(text: str, width: int) -> str:
    """``text`` in exactly ``width`` terminal cells, ending in "…" when cut."""
    if cell_len(text) <= width:
        return set_cell_size(text, width)
    return set_cell_size(text, max(0, width - 1)) + "…"


def header_lines(label: str, width: int) -> tuple[str, str]:
    """A column's label on two lines of ``width`` (the second ends in "…" when cut)."""
    words = label.split()
    first = ""
    while words and cell_len(f"{first} {words[0]}".strip()) <= width:
        first = f"{first} {words.pop(0)}".strip()
    if not first:  # one long word: cut it
        return fit(label, width), ""
    return first, " ".join(words)


class TableGrid(ScrollView, can_focus=True):
    """Rows of a :class:`TableView`; the cursor is a (row, column) cell, column 0 being the
    document."""

    COMPONENT_CLASSES = {
        "grid--header",
        "grid--document",
        "grid--cursor",
        "grid--cursor-row",
        "grid--muted",
        "grid--warning",
        "grid--verified",
        "grid--flagged",
        "grid--edited",
    }
    BINDINGS = [
        Binding("up", "move(-1, 0)", "Up", show=False),
        Binding("down", "move(1, 0)", "Down", show=False),
        Binding("left", "move(0, -1)", "Left", show=False),
        Binding("right", "move(0, 1)", "Right", show=False),
        Binding("pageup", "page(-1)", "Page up", show=False),
        Binding("pagedown", "page(1)", "Page down", show=False),
        # as in a spreadsheet: Home to the document column (again: the first row), End to
        # the last question (again: the last row); ctrl+home / ctrl+end to the corners
        Binding("home", "line_edge(-1)", "Document column", id="table.home", show=False),
        Binding("end", "line_edge(1)", "Last column", id="table.end", show=False),
        Binding("ctrl+home", "edge(-1)", "First row", id="table.first_row", show=False),
        Binding("ctrl+end", "edge(1)", "Last row", id="table.last_row", show=False),
        Binding("enter", "cell('open')", "Open passage", id="table.open"),
        Binding("v", "cell('verify')", "Verify", id="table.verify"),
        Binding("x", "cell('flag')", "Flag", id="table.flag"),
        Binding("e", "cell('edit')", "Edit", id="table.edit"),
        Binding("f", "cell('filter')", "Filter by answer", id="table.filter"),
        Binding("F", "cell('clear_filters')", "Clear filters", id="table.clear_filters"),
        Binding("slash", "cell('search')", "Find document", id="table.search", show=False),
        Binding("s", "cell('sort')", "Sort", id="table.sort"),
        Binding("a", "cell('add_column')", "Add column", id="table.add_column"),
        Binding("r", "cell('rerun')", "Re-run column", id="table.rerun"),
    ]
    DEFAULT_CSS = """
    TableGrid { background: $surface; scrollbar-gutter: stable; }
    TableGrid > .grid--header { text-style: bold; background: $panel; color: $foreground; }
    TableGrid > .grid--document { color: $foreground; }
    TableGrid > .grid--cursor { background: $primary; color: $text; text-style: bold; }
    TableGrid > .grid--cursor-row { background: $boost; }
    TableGrid > .grid--muted { color: $text-muted; }
    TableGrid > .grid--warning { color: $cite-unverified; }
    TableGrid > .grid--verified { color: $success; }
    TableGrid > .grid--flagged { color: $error; text-style: bold; }
    TableGrid > .grid--edited { color: $accent; }
    """

    class CellAction(Message):
        """The analyst asked for ``action`` on the cell under the cursor."""

        def __init__(self, action: str, row: int, column: int) -> None:
            super().__init__()
            self.action, self.row, self.column = action, row, column

    class CursorMoved(Message):
        def __init__(self, row: int, column: int) -> None:
            super().__init__()
            self.row, self.column = row, column

    cursor_row: reactive[int] = reactive(0, always_update=True, init=False)
    cursor_column: reactive[int] = reactive(0, always_update=True, init=False)

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.view: TableView | None = None
        self.progress: dict[str, tuple[int, int]] = {}  # column id -> (filled, rows) while filling
        self._widths: list[int] = []
        self._lefts: list[int] = []  # x of each question column, in the scrolled part
        self._styles: dict[str, Style] = {}

    # -- content -----------------------------------------------------------------------------
    def show(self, view: TableView | None) -> None:
        self.view = view
        self.relayout()

    def relayout(self) -> None:
        """After columns, rows, filters or sort changed: sizes, and the cursor kept in range."""
        view = self.view
        self._widths = view.widths() if view else []
        self._lefts = []
        x = 0
        for width in self._widths:
            self._lefts.append(x)
            x += width + GAP
        rows = len(view) if view else 0
        self.virtual_size = Size(DOC_WIDTH + GAP + x, rows + HEADER)
        self.cursor_row = max(0, min(self.cursor_row, rows - 1))
        self.cursor_column = max(0, min(self.cursor_column, len(self._widths)))
        self.refresh()

    def refresh_cell(self) -> None:
        self.refresh()

    # -- cursor ------------------------------------------------------------------------------
    def watch_cursor_row(self) -> None:
        self._scroll_to_cursor()
        self.post_message(self.CursorMoved(self.cursor_row, self.cursor_column))
        self.refresh()

    def watch_cursor_column(self) -> None:
        self._scroll_to_cursor()
        self.post_message(self.CursorMoved(self.cursor_row, self.cursor_column))
        self.refresh()

    def _scroll_to_cursor(self) -> None:
        if self.view is None:
            return
        height = max(1, self.scrollable_content_region.height - HEADER)
        y = self.scroll_offset.y
        if self.cursor_row < y:
            y = self.cursor_row
        elif self.cursor_row >= y + height:
            y = self.cursor_row - height + 1
        x = self.scroll_offset.x
        if self.cursor_column > 0:
            left = self._lefts[self.cursor_column - 1]
            right = left + self._widths[self.cursor_column - 1]
            visible = max(1, self.scrollable_content_region.width - DOC_WIDTH - GAP)
            if left < x:
                x = left
            elif right > x + visible:
                # scrolled by whole columns: the first one shown starts at its edge (a
                # column cut at the left read "ound" for "not found", "atic" for "automatic")
                x = next((edge for edge in self._lefts if edge >= right - visible), left)
                x = min(x, left)
                wide = DOC_WIDTH + GAP + x + visible  # room to scroll the last ones to an edge
                if wide > self.virtual_size.width:
                    self.virtual_size = Size(wide, self.virtual_size.height)
        self.scroll_to(x=x, y=y, animate=False, immediate=True)

    def move_to(self, row: int, column: int | None = None) -> None:
        rows = len(self.view) if self.view else 0
        self.cursor_row = max(0, min(row, rows - 1))
        if column is not None:
            self.cursor_column = max(0, min(column, len(self._widths)))

    def action_move(self, rows: int, columns: int) -> None:
        if rows:
            self.move_to(self.cursor_row + rows)
        if columns:
            self.move_to(self.cursor_row, self.cursor_column + columns)

    def action_page(self, direction: int) -> None:
        height = max(1, self.scrollable_content_region.height - HEADER)
        self.move_to(self.cursor_row + direction * height)

    def action_edge(self, direction: int) -> None:
        """The first row at the document column, or the last row at the last question."""
        if direction < 0:
            self.move_to(0, 0)
        else:
            self.move_to(len(self.view or ()) - 1, len(self._widths))

    def action_line_edge(self, direction: int) -> None:
        """The row's first or last cell; pressed there, the first or last row."""
        column = 0 if direction < 0 else len(self._widths)
        if self.cursor_column == column:
            self.move_to(0 if direction < 0 else len(self.view or ()) - 1)
        else:
            self.move_to(self.cursor_row, column)

    def action_cell(self, action: str) -> None:
        self.post_message(self.CellAction(action, self.cursor_row, self.cursor_column))

    def on_click(self, event) -> None:  # a mouse click moves the cursor to that cell
        offset = event.get_content_offset(self)
        if offset is None or self.view is None:
            return
        row = self.scroll_offset.y + offset.y - HEADER
        if offset.y < HEADER or row >= len(self.view):
            return
        column = 0
        if offset.x >= DOC_WIDTH + GAP:
            x = self.scroll_offset.x + offset.x - DOC_WIDTH - GAP
            column = next(
                (i + 1 for i, left in enumerate(self._lefts) if left <= x < left + self._widths[i]),
                self.cursor_column,
            )
        self.move_to(row, column)

    def cursor_region(self) -> Region:
        return Region(0, self.cursor_row + HEADER, DOC_WIDTH, 1)

    # -- rendering ---------------------------------------------------------------------------
    def _style(self, name: str) -> Style:
        # looked up once per theme or CSS change, not per cell: a component style is a CSS
        # query, and a screen of 60 rows × 20 cells asks for one 2,400 times
        style = self._styles.get(name)
        if style is None:
            style = self._styles[name] = self.get_component_rich_style(name, partial=True)
        return style

    def _base(self) -> Style:
        style = self._styles.get("")
        if style is None:
            style = self._styles[""] = self.rich_style
        return style

    def notify_style_update(self) -> None:
        self._styles.clear()
        super().notify_style_update()

    def _window(self, scroll_x: int, visible: int) -> tuple[list[int], int]:
        """The question columns that show in ``visible`` cells from ``scroll_x`` of the
        scrolled part, and the x where the first of them starts (only those are drawn)."""
        shown = [
            i
            for i, (left, w) in enumerate(zip(self._lefts, self._widths, strict=True))
            if left + w + GAP > scroll_x and left < scroll_x + visible
        ]
        return shown, (self._lefts[shown[0]] if shown else scroll_x)

    def _join(
        self, left: list[Segment], right: list[Segment], crop: int, width: int, style: Style
    ) -> Strip:
        visible = max(0, width - DOC_WIDTH - GAP)
        scrolled = Strip(right).crop_extend(crop, crop + visible, style)
        return Strip([*left, *scrolled], DOC_WIDTH + GAP + visible).crop_extend(0, width, style)

    def render_line(self, y: int) -> Strip:
        width = self.scrollable_content_region.width
        base = self._base()
        view = self.view
        if view is None:
            return Strip.blank(width, base)
        scroll_x, scroll_y = self.scroll_offset
        if y < HEADER:
            return self._header(y, width, scroll_x, base)
        index = scroll_y + y - HEADER
        if index >= len(view):
            return Strip.blank(width, base)
        row = view.row_at(index)
        on_cursor_row = index == self.cursor_row
        row_kind = "grid--cursor-row" if on_cursor_row else ""
        row_style = self._combined(row_kind, "")
        cursor = self._combined("", "grid--cursor")
        doc_style = self._combined(row_kind, "grid--document")
        if on_cursor_row and self.cursor_column == 0:
            doc_style = cursor
        left = [
            Segment(fit(document_label(row.document, DOC_WIDTH), DOC_WIDTH), doc_style),
            Segment(" ", row_style),
        ]
        shown, first_left = self._window(scroll_x, max(0, width - DOC_WIDTH - GAP))
        right: list[Segment] = []
        table_row = view.table.rows[view.order[index]]
        columns = view.columns
        for column in shown:
            cell = table_row.cells.get(columns[column].id) or view.cell_at(index, column)
            glyph = STATUS_GLYPH.get(cell.status, "?")
            text = fit(f"{glyph}{cell_mark(cell)}{cell_text(cell)}", self._widths[column])
            if on_cursor_row and self.cursor_column == column + 1:
                style = cursor
            else:
                style = self._combined(row_kind, self._cell_kind(cell))
            right.append(Segment(text, style))
            right.append(Segment(" ", row_style))
        return self._join(left, right, scroll_x - first_left, width, row_style)

    def _combined(self, row_kind: str, kind: str) -> Style:
        """base + row style + a component style, added once per frame's worth of cells."""
        key = f"{row_kind}|{kind}"
        style = self._styles.get(key)
        if style is None:
            style = self._base()
            if row_kind:
                style += self._style(row_kind)
            if kind:
                style += self._style(kind)
            self._styles[key] = style
        return style

    def _cell_kind(self, cell) -> str:
        if cell.status == "flagged":
            return "grid--flagged"
        if cell.outcome in ("failed", "needs_model") or cell_mark(cell):
            return "grid--warning"
        if cell.outcome in ("pending", "not_found"):
            return "grid--muted"
        if cell.status == "verified":
            return "grid--verified"
        if cell.status == "edited":
            return "grid--edited"
        return ""

    def _header(self, line: int, width: int, scroll_x: int, base: Style) -> Strip:
        style = self._combined("", "grid--header")
        view = self.view
        assert view is not None
        left = [
            Segment(fit("Document" if line == 0 else "", DOC_WIDTH), style),
            Segment(" ", style),
        ]
        shown, first_left = self._window(scroll_x, max(0, width - DOC_WIDTH - GAP))
        right: list[Segment] = []
        for index in shown:
            column, cell_width = view.columns[index], self._widths[index]
            label = flat(column.question)
            if column.id in self.progress:
                done, total = self.progress[column.id]
                label = f"⟳{done}/{total} {label}"
            if view.sort_column == column.id:
                label = ("↓" if view.descending else "↑") + label
            if column.id in view.filters:
                label = "⧩" + label
            right.append(Segment(fit(header_lines(label, cell_width)[line], cell_width), style))
            right.append(Segment(" ", style))
        return self._join(left, right, scroll_x - first_left, width, style)
