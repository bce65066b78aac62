"""Pilot: findings that reach the pane before its columns exist are still shown.

Under load a harness event can deliver findings between the table's mount and the pane's own
``on_mount`` (where the columns used to be added): ``add_row`` then raised "More values
provided than there are columns" and the findings were lost from the screen."""

from __future__ import annotations

from textual.app import App, ComposeResult

from diligence_tui.review.model import Finding
from diligence_tui.tui.widgets.findings import FindingsPane, FindingsTable


class _PaneApp(App[None]):
    def compose(self) -> ComposeResult:
        yield FindingsPane(id="findings")


async def test_findings_set_before_the_columns_exist_are_shown() -> None:
    app = _PaneApp()
    async with app.run_test() as pilot:
        pane = app.query_one(FindingsPane)
        table = pane.query_one(FindingsTable)
        table.clear(columns=True)  # the state between the table's mount and the pane's
        finding = Finding("Uncapped liability", "liability", "critical")
        pane.set_findings({finding.id: finding})
        await pilot.pause()
        assert len(table.columns) == 7
        assert table.row_count == 1
        assert pane.visible_ids == [finding.id]
