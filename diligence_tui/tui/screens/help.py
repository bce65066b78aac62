"""F1: every key binding (app and panes) with its id, for remapping in settings.toml."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import DataTable, Label, Static

from diligence_tui.tui.commands import ACTIONS


def pane_bindings() -> list[tuple[str, str, str]]:
    """(id, keys, description) of the panes' own bindings."""
    from diligence_tui.tui.screens.modals import FindingEditScreen, StepScreen
    from diligence_tui.tui.widgets.findings import FindingsTable
    from diligence_tui.tui.widgets.memo import MemoEditor
    from diligence_tui.tui.widgets.passage import PassageView
    from diligence_tui.tui.widgets.table_grid import TableGrid

    rows = []
    for where, cls in (
        ("findings", FindingsTable),
        ("memo", MemoEditor),
        ("passage", PassageView),
        ("table", TableGrid),
        ("step", StepScreen),
        ("edit", FindingEditScreen),
    ):
        for binding in cls.BINDINGS:
            if isinstance(binding, Binding) and binding.id:
                rows.append((binding.id, binding.key, f"{where}: {binding.description}"))
    return rows


class HelpScreen(ModalScreen[None]):
    BINDINGS = [Binding("escape,f1,q", "dismiss", "Close", id="help.close")]

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Label(
                'Keys (Esc closes). Remap any id in settings.toml: [ui.keymap] "app.run" = "f5"',
                classes="dialog-title",
            )
            yield DataTable(id="help-table", cursor_type="row", zebra_stripes=True)
            yield Static(
                "ctrl+p: command palette with every action · tab/shift+tab: next/previous pane · "
                "ctrl+q: quit",
                classes="dialog-detail",
            )

    def on_mount(self) -> None:
        table = self.query_one(DataTable)
        table.styles.height = 24
        table.add_columns("keys", "binding id", "what it does")
        keymap = getattr(self.app, "_keymap", {}) or {}
        for spec in ACTIONS:
            keys = keymap.get(spec.id, spec.key) or "(palette)"
            table.add_row(keys, spec.id, f"{spec.title}: {spec.help}")
        for binding_id, keys, what in pane_bindings():
            table.add_row(keymap.get(binding_id, keys), binding_id, what)
        table.focus()
