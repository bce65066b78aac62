"""Sub-agent calls: a live, bounded table, and the selected call's prompt and answer."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import DataTable, Log
from textual.widgets.data_table import RowDoesNotExist

from diligence_tui.textsafe import neutralize
from diligence_tui.tui.format import clip, money, tokens
from diligence_tui.tui.session import CallRecord

COLUMNS = (
    ("status", "status"),
    ("tokens", "tokens in/out"),
    ("latency", "latency"),
    ("cost", "cost"),
    ("label", "reads"),
    ("model", "model"),
)
LABEL_WIDTH = 48
MAX_ROW_UPDATES = 40  # table rows drawn per bridge flush; more wait for the next frame
MAX_ROWS = 400  # finished calls beyond this are pruned, oldest first
STATUS_GLYPH = {
    "running": "… running",
    "ok": "✓ ok",
    "cached": "↺ cached",
    "error": "✗ error",
    "cancelled": "⊘ cancelled",
}


class CallsPane(Vertical):
    DEFAULT_CSS = """
    CallsPane > DataTable { height: 1fr; min-height: 4; }
    CallsPane > #call-detail { height: 1fr; min-height: 3; border-top: solid $panel; padding: 0 1; }
    """

    def __init__(
        self, *, id: str | None = None, records: dict[str, CallRecord] | None = None
    ) -> None:
        super().__init__(id=id)
        # the session's records when given (the status bar counts the live ones from them)
        self.records: dict[str, CallRecord] = {} if records is None else records
        self.selected: str | None = None
        self.pruned = 0
        self._dirty: dict[str, None] = {}  # call ids whose row is not drawn yet, in order

    def compose(self) -> ComposeResult:
        table: DataTable[str | Text] = DataTable(
            id="calls-table", cursor_type="row", zebra_stripes=True
        )
        yield table
        yield Log(id="call-detail", max_lines=2000, highlight=False)

    def on_mount(self) -> None:
        table = self.query_one(DataTable)
        # status and numbers first: the label is long and the pane is narrow
        for key, label in COLUMNS:
            table.add_column(label, key=key)

    @property
    def table(self) -> DataTable:
        return self.query_one(DataTable)

    def _cells(self, rec: CallRecord) -> list[Text]:
        tok = f"{tokens(rec.input_tokens or rec.prompt_tokens)}/{tokens(rec.output_tokens)}"
        latency = f"{rec.latency:.1f}s" if rec.status != "running" else "…"
        label = rec.label or rec.call_id
        if rec.role != "sub" and not label.startswith(rec.role):
            label = f"[{rec.role}] {label}"
        cells = [
            STATUS_GLYPH.get(rec.status, rec.status),
            tok,
            latency,
            money(rec.cost) if rec.status != "running" else "…",
            clip(label, LABEL_WIDTH),
            rec.model.split("/", 1)[-1],
        ]
        return [Text(neutralize(cell)) for cell in cells]

    def show_recorded(self, records: list[CallRecord], total: int) -> None:
        """A finished run's calls (read back from its folder) in place of what the pane
        listed; ``total``: how many it recorded (the oldest beyond MAX_ROWS are left out)."""
        self.table.clear()
        self.records.clear()
        self._dirty.clear()
        self.selected = None
        self.pruned = max(0, total - len(records))
        for rec in records[-MAX_ROWS:]:
            self.stage(rec)
        self.flush_rows()

    def stage(self, rec: CallRecord) -> None:
        """Record a call's new state; its row is drawn by the next :meth:`flush_rows`."""
        self.records[rec.call_id] = rec
        self._dirty[rec.call_id] = None

    def flush_rows(self, limit: int = MAX_ROW_UPDATES) -> int:
        """Draw up to ``limit`` staged rows (the rest wait for the next flush); nothing while
        the pane is hidden (a narrow layout, another pane maximized): it catches up when
        shown. Returns the rows drawn."""
        if not self._dirty or not self.is_mounted or not self.region.area:
            return 0
        table = self.table
        # a view at its last row follows the calls as they come; one scrolled up stays put
        following = table.scroll_y >= table.max_scroll_y
        added = False
        ids = list(self._dirty)[:limit]
        for call_id in ids:
            del self._dirty[call_id]
            rec = self.records.get(call_id)
            if rec is not None:
                added = self.upsert(rec) or added
        if following and added:
            table.call_after_refresh(table.scroll_end, animate=False, x_axis=False)
        if self._dirty:
            self.set_timer(0.05, self.flush_rows)
        return len(ids)

    def on_show(self) -> None:
        self.flush_rows()

    def upsert(self, rec: CallRecord) -> bool:
        """Draw ``rec``'s row; True when it is a new row."""
        self.records[rec.call_id] = rec
        self._dirty.pop(rec.call_id, None)
        table = self.table
        cells = self._cells(rec)
        try:
            table.get_row_index(rec.call_id)
        except RowDoesNotExist:
            table.add_row(*cells, key=rec.call_id)
            self._prune()
            return True
        for (key, _), value in zip(COLUMNS, cells, strict=True):
            table.update_cell(rec.call_id, key, value)
        return False

    def _prune(self) -> None:
        table = self.table
        excess = table.row_count - MAX_ROWS
        if excess <= 0:
            return
        for call_id in list(self.records):
            if excess <= 0:
                break
            rec = self.records[call_id]
            if rec.status == "running" or call_id == self.selected:
                continue
            table.remove_row(call_id)
            del self.records[call_id]
            self.pruned += 1
            excess -= 1

    def streamed(self, deltas: dict[str, str]) -> None:
        """Some calls got more text: append it if the detail shows one of them."""
        if self.selected in deltas:
            self.query_one("#call-detail", Log).write(neutralize(deltas[self.selected]))

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        if (
            event.row_key is not None
            and event.row_key.value
            and event.row_key.value != self.selected
        ):
            self.selected = event.row_key.value
            self.show_detail()

    def show_detail(self) -> None:
        rec = self.records.get(self.selected or "")
        detail = self.query_one("#call-detail", Log)
        detail.clear()
        if rec is None:
            detail.write("Select a call to see its prompt and answer.")
            return
        # prompts and answers are document and model text: shown, never obeyed (textsafe)
        lines = [f"{rec.label or rec.call_id}  ·  {rec.model}  ·  {rec.status}"]
        if rec.error:
            lines.append(f"error: {rec.error}")
        lines += ["── prompt ──", (rec.prompt or "(not shown)")[:4000], "", "── answer ──"]
        detail.write_lines([neutralize(line) for line in lines])
        detail.write(neutralize(rec.text[-8000:]) or "…")
