"""The Table tab when the run folder cannot be written: the analyst is told at once, the
change stays in the grid, a live run's rewrite of table.json does not wipe it off the
screen, quitting asks first, and once writing works again everything reaches the disk.

The failures are real ones from the kernel, not mocks (the tests run as root, for whom
file modes stop nothing): the edit journal replaced by a directory (EISDIR on every write),
then the table lock file replaced by one (table.json cannot be written, the journal can)."""

from __future__ import annotations

import asyncio
import json
import shutil
from pathlib import Path

from conftest import TableTab, until
from test_tui_table import shown_documents

from diligence_tui.review.model import Citation
from diligence_tui.review.table import Cell, edits, load_table, save_table

MSA = "02 Contracts/msa_northwind.pdf"
LEASE = "02 Contracts/lease_hq.docx"


def errors(app) -> list[str]:
    return [n.message for n in app._notifications if n.severity == "error"]


def on_disk(run_dir: Path) -> dict[str, dict]:
    data = json.loads((run_dir / "table.json").read_text())
    return {r["document"]: r["cells"] for r in data["rows"]}


async def written(pilot) -> None:
    app = pilot.app
    await until(pilot, lambda: not app._journal_backlog)
    await until(pilot, lambda: not app._edits_unsaved and app._table_save_timer is None)
    await app.workers.wait_for_complete()


async def test_a_journal_that_cannot_be_written_keeps_the_change_and_writes_it_later(
    table_tab: TableTab,
) -> None:
    review_dir = table_tab.run_dir
    run_copy = load_table(review_dir)
    assert run_copy is not None
    async with table_tab.open() as pilot:
        app = pilot.app
        blocker = review_dir / edits.EDITS_FILE
        blocker.mkdir()  # every append to the journal now fails (EISDIR)
        (blocker / "keep").write_text("x")
        msa = shown_documents(app).index(MSA)
        await pilot.press(*["down"] * msa, "right", "v")
        assert any("The change was not saved" in m for m in errors(app))
        table = app.review_table
        assert table.cell(MSA, "coc").status == "verified"  # kept in the grid
        assert "✓" in app.table_pane.grid.render_line(msa + 2).text
        summary = app.main.query_one("#table-summary").text
        assert "not saved" in summary
        await pilot.press("right", "e")  # a second change while it still fails
        await until(pilot, lambda: app.screen.__class__.__name__ == "CellEditScreen")
        app.screen.query_one("#cell-answer").value = "yes"
        await pilot.press("enter")
        await until(pilot, lambda: app.screen.__class__.__name__ == "MainScreen")
        assert table.cell(MSA, "assign").answer == "yes"
        assert len(app._journal_backlog) == 2

        # a live run rewrites table.json meanwhile: the grid is not read again over the
        # changes only this workspace holds
        lease_id = run_copy.row(LEASE).doc_id
        quote = Citation(lease_id, LEASE, "change of control", page=1, verified=True)
        run_copy.set_cell(
            lease_id, "coc", Cell(answer="yes", outcome="answered", citations=[quote])
        )
        await asyncio.to_thread(save_table, review_dir, run_copy)
        app.poll_table_file()
        await app.workers.wait_for_complete()
        assert app.review_table is table and table.cell(MSA, "coc").status == "verified"

        await pilot.press("ctrl+q")  # quitting now would lose them: asked first
        assert app.is_running and any("ctrl+q again" in n.message for n in app._notifications)

        shutil.rmtree(blocker)  # writing works again
        app._save_table_later()  # what the retry timer does
        await written(pilot)
        assert any("saved now" in n.message for n in app._notifications)
        assert "not saved" not in app.main.query_one("#table-summary").text
        app.poll_table_file()  # now the run's cell shows too
        await app.workers.wait_for_complete()
        await until(pilot, lambda: app.review_table.cell(LEASE, "coc").answer == "yes")
        assert app.review_table.cell(MSA, "coc").status == "verified"
    cells = on_disk(review_dir)
    assert cells[MSA]["coc"]["status"] == "verified"
    assert (cells[MSA]["assign"]["answer"], cells[MSA]["assign"]["source"]) == ("yes", "analyst")
    assert cells[LEASE]["coc"]["answer"] == "yes"  # the run's cell, not undone by the write


async def test_a_table_json_that_cannot_be_written_says_so_and_loses_nothing(
    table_tab: TableTab,
) -> None:
    async with table_tab.open() as pilot:
        app = pilot.app
        lock = table_tab.run_dir / edits.LOCK_FILE
        lock.unlink(missing_ok=True)
        lock.mkdir()  # table.json's writers cannot take the table lock (EISDIR)
        msa = shown_documents(app).index(MSA)
        await pilot.press(*["down"] * msa, "right", "x")
        await until(pilot, lambda: any("table.json was not saved" in m for m in errors(app)))
        await until(pilot, lambda: "not saved" in app.main.query_one("#table-summary").text)
        assert app.review_table.cell(MSA, "coc").status == "flagged"
        assert on_disk(table_tab.run_dir)[MSA]["coc"]["status"] == "proposed"  # not written...
        reread = load_table(table_tab.run_dir)  # ...but in the journal: any reader sees it
        assert reread is not None and reread.cell(MSA, "coc").status == "flagged"

        lock.rmdir()  # writing works again
        app._save_table_later()  # what the retry timer does
        await written(pilot)
        await until(pilot, lambda: "not saved" not in app.main.query_one("#table-summary").text)
    assert on_disk(table_tab.run_dir)[MSA]["coc"]["status"] == "flagged"
