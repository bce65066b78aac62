"""Pilot: the findings tab hides info-level observations on `i` and shows them again; the
summary line says how many are hidden."""

from __future__ import annotations

from textual.app import App, ComposeResult

from diligence_tui.review.model import Finding
from diligence_tui.tui.widgets.findings import FindingsPane, FindingsTable


class _PaneApp(App[None]):
    def compose(self) -> ComposeResult:
        yield FindingsPane(id="findings")


async def test_i_hides_and_shows_info_findings() -> None:
    app = _PaneApp()
    async with app.run_test() as pilot:
        pane = app.query_one(FindingsPane)
        risk = Finding("Uncapped indemnity", "indemnity", "high")
        notes = [Finding(f"Automatic renewal {n}", "auto_renewal", "info") for n in range(3)]
        pane.set_findings({f.id: f for f in [risk, *notes]})
        table = pane.query_one(FindingsTable)
        table.focus()
        await pilot.pause()
        assert table.row_count == 4
        await pilot.press("i")
        await pilot.pause()
        assert pane.visible_ids == [risk.id] and table.row_count == 1
        summary = str(pane.query_one("#findings-summary").render())
        assert "1/4 shown" in summary and "3 info hidden" in summary
        # a finding arriving while info is hidden stays hidden if it is info
        late = Finding("Automatic renewal late", "auto_renewal", "info")
        pane.set_findings({f.id: f for f in [risk, *notes, late]})
        await pilot.pause()
        assert pane.visible_ids == [risk.id]
        await pilot.press("i")
        await pilot.pause()
        assert table.row_count == 5
        assert "hidden" not in str(pane.query_one("#findings-summary").render())


async def test_the_summary_counts_a_rejected_finding_apart() -> None:
    """Rejecting the one critical finding left the line saying "1 critical" while every export
    said there was none (seen on kelmscott's covenant breach)."""
    app = _PaneApp()
    async with app.run_test() as pilot:
        pane = app.query_one(FindingsPane)
        breach = Finding("Leverage covenant breached", "debt", "critical", status="rejected")
        kept = Finding("Uncapped indemnity", "indemnity", "high")
        pane.set_findings({f.id: f for f in [breach, kept]})
        await pilot.pause()
        summary = str(pane.query_one("#findings-summary").render())
        assert "2/2 shown" in summary and "1 high" in summary
        assert "critical" not in summary and "1 rejected" in summary
