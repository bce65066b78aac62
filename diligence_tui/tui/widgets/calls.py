"""Sub-agent calls: a live, bounded table, and the selected call's prompt and answer."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.widgets import DataTable, Static
from textual.widgets.data_table import RowDoesNotExist

from diligence_tui.tui.format import money, tokens
from diligence_tui.tui.session import CallRecord

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
    CallsPane > #call-detail-scroll { height: 1fr; min-height: 3; border-top: solid $panel; }
    CallsPane #call-detail { padding: 0 1; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.records: dict[str, CallRecord] = {}
        self.selected: str | None = None
        self.pruned = 0

    def compose(self) -> ComposeResult:
        table: DataTable[str | Text] = DataTable(
            id="calls-table", cursor_type="row", zebra_stripes=True
        )
        yield table
        with VerticalScroll(id="call-detail-scroll"):
            yield Static(
                "Select a call to see its prompt and answer.", id="call-detail", markup=False
            )

    def on_mount(self) -> None:
        table = self.query_one(DataTable)
        for key, label in (
            ("label", "reads"),
            ("model", "model"),
            ("status", "status"),
            ("tokens", "tokens in/out"),
            ("cost", "cost"),
            ("latency", "latency"),
        ):
            table.add_column(label, key=key)

    @property
    def table(self) -> DataTable:
        return self.query_one(DataTable)

    def _cells(self, rec: CallRecord) -> list[Text]:
        tok = f"{tokens(rec.input_tokens or rec.prompt_tokens)}/{tokens(rec.output_tokens)}"
        latency = f"{rec.latency:.1f}s" if rec.status != "running" else "…"
        label = rec.label or rec.call_id
        if rec.role != "sub":
            label = f"[{rec.role}] {label}"
        cells = [
            label[:60],
            rec.model,
            STATUS_GLYPH.get(rec.status, rec.status),
            tok,
            money(rec.cost) if rec.status != "running" else "…",
            latency,
        ]
        return [Text(cell) for cell in cells]

    def upsert(self, rec: CallRecord) -> None:
        self.records[rec.call_id] = rec
        table = self.table
        cells = self._cells(rec)
        try:
            table.get_row_index(rec.call_id)
        except RowDoesNotExist:
            table.add_row(*cells, key=rec.call_id)
            self._prune()
            return
        for key, value in zip(
            ("label", "model", "status", "tokens", "cost", "latency"), cells, strict=True
        ):
            table.update_cell(rec.call_id, key, value)

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

    def streamed(self, call_ids: set[str]) -> None:
        """Some calls got more text: redraw the detail if it shows one of them."""
        if self.selected in call_ids:
            self.show_detail()

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        if event.row_key is not None and event.row_key.value:
            self.selected = event.row_key.value
            self.show_detail()

    def show_detail(self) -> None:
        rec = self.records.get(self.selected or "")
        detail = self.query_one("#call-detail", Static)
        if rec is None:
            detail.update("Select a call to see its prompt and answer.")
            return
        text = Text()
        text.append(f"{rec.label or rec.call_id}  ·  {rec.model}  ·  {rec.status}\n", style="bold")
        if rec.error:
            text.append(f"error: {rec.error}\n", style="bold red")
        text.append("prompt\n", style="underline")
        text.append((rec.prompt or "(not shown)")[:4000] + "\n\n")
        text.append("answer\n", style="underline")
        text.append(rec.text[-8000:] or "…")
        detail.update(text)
