"""Two real writers of one run folder: another process's table fill (`diligence table` /
`diligence run --template`, here its own code on its own thread with its own Room and
gateway) rewrites table.json from the table it holds, while the analyst adds columns in the
workspace. Neither undoes the other: the analyst's columns and their cells survive the
run's saves, and the workspace's saves never put back its older copy of the run's cells.
The interleaving is fixed with events (the run waits inside its first cell), never sleeps."""

from __future__ import annotations

import asyncio
import json
import threading
from pathlib import Path

from conftest import activity, until
from test_tui_table import make_app, open_table

from diligence_tui.review.table import Column, load_table
from diligence_tui.settings import Settings

MSA = "02 Contracts/msa_northwind.pdf"


async def add_column(pilot, question: str, clause: str, column_id: str) -> None:
    app = pilot.app
    await pilot.press("a")
    await until(pilot, lambda: app.screen.__class__.__name__ == "NewColumnScreen")
    app.screen.query_one("#column-question").value = question
    app.screen.query_one("#column-clause").value = clause
    await pilot.press("ctrl+s")
    await until(pilot, lambda: column_id in app.review_table.column_ids())
    await until(pilot, lambda: not app._filling, timeout=120)
    await until(pilot, lambda: not app._edits_unsaved and app._table_save_timer is None)
    await app.workers.wait_for_complete()


def cells_on_disk(run_dir: Path) -> dict[str, dict]:
    data = json.loads((run_dir / "table.json").read_text())
    return {r["document"]: r["cells"] for r in data["rows"]}


async def test_columns_added_in_the_workspace_survive_a_fill_of_the_same_folder(
    room: Path, review_dir: Path
) -> None:
    from diligence_tui.harness.table_cli import fill_run_table
    from diligence_tui.room.room import Room

    run_room = Room.open(room)
    run_room.ensure_indexed()
    columns = [
        Column("coc", "Change of control?", "yes_no", clause="Change Of Control"),
        Column("assign", "Assignment needs consent?", "yes_no", clause="Anti-Assignment"),
    ]
    in_first_cell, go_on = threading.Event(), threading.Event()
    outcome: dict[str, object] = {}

    def on_cell(_doc: str, _column: str, _cell: object) -> None:
        if not in_first_cell.is_set():
            in_first_cell.set()
            go_on.wait(timeout=300)  # the run holds its table here while the analyst works

    def the_run() -> None:
        try:
            outcome["table"] = fill_run_table(
                run_room, Settings(), review_dir, columns, on_cell=on_cell
            )[0]
        except BaseException as exc:  # noqa: BLE001 - reported below
            outcome["error"] = exc

    run = threading.Thread(target=the_run)
    run.start()
    try:
        assert await asyncio.to_thread(in_first_cell.wait, 300)
        app = make_app(room, review_dir)
        async with app.run_test(size=(160, 44), message_hook=activity) as pilot:
            await open_table(pilot)  # the run's table, every cell but one still pending
            await add_column(pilot, "Exclusive purchasing?", "Exclusivity", "exclusive_purchasing")
            assert app.review_table.cell(MSA, "exclusive_purchasing").answer == "yes"

            go_on.set()  # the run fills the rest and saves the table it holds, twice at least
            await asyncio.to_thread(run.join, 300)
            assert "error" not in outcome, outcome.get("error")
            on_disk = cells_on_disk(review_dir)
            assert on_disk[MSA]["exclusive_purchasing"]["answer"] == "yes"  # not dropped
            assert all(c["coc"]["outcome"] != "pending" for c in on_disk.values())

            # a second column, added after the run finished: the workspace's save must not
            # put back its own older copy of the run's cells (still pending there)
            await add_column(pilot, "Non-compete?", "Non-Compete", "non_compete")
            on_disk = cells_on_disk(review_dir)
            assert all(c["coc"]["outcome"] != "pending" for c in on_disk.values())
            assert all(c["assign"]["outcome"] != "pending" for c in on_disk.values())
            assert on_disk[MSA]["exclusive_purchasing"]["answer"] == "yes"
            assert on_disk[MSA]["non_compete"]["outcome"] != "pending"

            # and the grid shows the run's cells beside the analyst's columns
            app.poll_table_file()
            await app.workers.wait_for_complete()
            await until(pilot, lambda: app.review_table.cell(MSA, "coc").outcome != "pending")
            assert app.review_table.column_ids() == [
                "coc",
                "assign",
                "exclusive_purchasing",
                "non_compete",
            ]
            assert app.review_table.cell(MSA, "exclusive_purchasing").answer == "yes"
    finally:
        go_on.set()
        run.join(timeout=300)
        run_room.close()
    table = load_table(review_dir)
    assert table is not None and table.cell(MSA, "exclusive_purchasing").answer == "yes"
    # the run's own copy learnt the analyst's columns when it saved
    run_table = outcome["table"]
    assert "exclusive_purchasing" in run_table.column_ids()  # type: ignore[attr-defined]
