"""The Table tab on a real run folder: a table.json written by the review table's own code,
opened in the workspace, navigated, verified, edited, flagged, filtered, sorted; a cell's
quote opened in the passage viewer; every change found again after reopening."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import activity, until

from diligence_tui.review.model import Citation
from diligence_tui.review.table import Cell, Column, Table, load_table, save_table
from diligence_tui.settings import Settings
from diligence_tui.tui.app import DiligenceApp, create_app
from diligence_tui.tui.table_view import document_label, sort_value

COC_QUOTE = "Either party may terminate this Agreement upon a change of control"
LEASE_QUOTE = "The Tenant may not assign this lease without the Landlord's prior written consent"


def make_app(room: Path, run_dir: Path) -> DiligenceApp:
    return create_app(room, Settings(), run_dir=run_dir, autostart=False, watch_room=False)


def write_table(room_path: Path, run_dir: Path) -> Table:
    """Every document of the room as a row; two yes/no columns and a money column."""
    from diligence_tui.room.room import Room

    room = Room.open(room_path)
    room.ensure_indexed()
    docs = room.documents()
    msa = room.get("02 Contracts/msa_northwind.pdf")
    lease = room.get("02 Contracts/lease_hq.docx")
    room.close()
    table = Table(
        columns=[
            Column("coc", "Change of control?", "yes_no", clause="Change Of Control"),
            Column("assign", "Assignment needs consent?", "yes_no", clause="Anti-Assignment"),
            Column("fee", "Termination fee", "money"),
        ],
        template="",
        engine="offline",
    )
    for doc in sorted(docs, key=lambda d: d.path):
        table.add_row(doc.doc_id, doc.path)
        for col in ("coc", "assign"):
            table.set_cell(
                doc.doc_id,
                col,
                Cell(answer="no", outcome="not_found", coverage=1.0, reason="not in the text"),
            )
        table.set_cell(doc.doc_id, "fee", Cell(outcome="not_found", coverage=1.0))

    def answer(doc, column: str, value: str, quote: str, page: int | None, verified: bool) -> None:
        citation = Citation(doc.doc_id, doc.path, quote, page=page, verified=verified)
        cell = Cell(answer=value, outcome="answered", citations=[citation])
        table.set_cell(doc.doc_id, column, cell)

    answer(msa, "coc", "yes", COC_QUOTE, 1, True)
    answer(msa, "fee", "$4,200,000", "a termination fee of $4,200,000", 1, True)
    answer(lease, "assign", "yes", LEASE_QUOTE, 1, True)
    answer(lease, "fee", "$850,000", "Annual rent is $850,000", None, False)
    save_table(run_dir, table)
    return table


@pytest.fixture
def table_run(room: Path, review_dir: Path) -> Path:
    write_table(room, review_dir)
    return review_dir


async def open_table(pilot) -> None:
    app = pilot.app
    await until(pilot, lambda: app.room_ready.is_set())
    await app.workers.wait_for_complete()
    await until(pilot, lambda: app.review_table is not None)
    await pilot.press("ctrl+l")
    await until(pilot, lambda: app.focused is not None and app.focused.id == "table-grid")


def shown_documents(app: DiligenceApp) -> list[str]:
    view = app.table_pane.view
    return [view.row_at(i).document for i in range(len(view))]


def saved(run_dir: Path) -> dict:
    return json.loads((run_dir / "table.json").read_text())


def test_document_label_keeps_the_file_name() -> None:
    label = document_label("01 Corporate/Audit Committee Notes 2023-02-07 0123.md", 34)
    assert len(label) == 34 and label.endswith("2023-02-07 0123.md") and "…" in label
    assert document_label("02 Contracts/msa.pdf", 34) == "02 Contracts/msa.pdf"
    assert "\x1b" not in document_label("a/b\x1b[2Jc.txt", 34)


def test_sort_values_read_amounts_durations_and_dates() -> None:
    money, months = Column("fee", "Fee", "money"), Column("term", "Term", "duration")
    when = Column("date", "Date", "date")

    def value(col: Column, answer: str | None, outcome: str = "answered"):
        return sort_value(col, Cell(answer=answer, outcome=outcome))

    assert value(money, "$850,000") < value(money, "$4.2 million") < value(money, "USD 10m")
    assert value(months, "90 days") < value(months, "6 months") < value(months, "2 years")
    assert value(when, "2024-01-31") < value(when, "March 1, 2024") < value(when, "1 June 2025")
    assert value(money, None, "pending") is None and value(money, "x", "failed") is None


async def test_table_tab_navigates_and_shows_the_cell(room: Path, table_run: Path) -> None:
    app = make_app(room, table_run)
    async with app.run_test(size=(160, 44), message_hook=activity) as pilot:
        await open_table(pilot)
        grid = app.table_pane.grid
        docs = shown_documents(app)
        assert docs == sorted(docs) and len(docs) == 6
        assert (grid.cursor_row, grid.cursor_column) == (0, 0)
        msa = docs.index("02 Contracts/msa_northwind.pdf")
        await pilot.press(*["down"] * msa, "right")
        assert (grid.cursor_row, grid.cursor_column) == (msa, 1)
        detail = str(app.main.query_one("#table-detail").render())
        assert "Change of control?" in detail and "Answer: yes" in detail
        assert COC_QUOTE in detail and "p. 1" in detail and "✓ verified" in detail
        # the document column stays put; the header names the questions
        header = grid.render_line(0).text
        assert (
            header.startswith("Document")
            and "Change of" in header
            and "control?" in grid.render_line(1).text
        )
        row_line = grid.render_line(msa + 2).text
        assert row_line.startswith("02 Contracts/msa_northwind.pdf") and "yes" in row_line
        await pilot.press("right", "right", "right")  # past the last column: stays on it
        assert grid.cursor_column == 3
        assert "$4,200,000" in str(app.main.query_one("#table-detail").render())


async def test_verify_edit_flag_persist_and_survive_a_restart(room: Path, table_run: Path) -> None:
    app = make_app(room, table_run)
    async with app.run_test(size=(160, 44), message_hook=activity) as pilot:
        await open_table(pilot)
        docs = shown_documents(app)
        msa = docs.index("02 Contracts/msa_northwind.pdf")
        lease = docs.index("02 Contracts/lease_hq.docx")
        await pilot.press(*["down"] * msa, "right", "v")
        assert app.review_table.cell("02 Contracts/msa_northwind.pdf", "coc").status == "verified"
        await pilot.press("right", "right", "e")  # the fee: the analyst's own answer
        await until(pilot, lambda: app.screen.__class__.__name__ == "CellEditScreen")
        app.screen.query_one("#cell-answer").value = "$4.2M plus costs"
        await pilot.press("enter")
        await until(pilot, lambda: app.screen.__class__.__name__ == "MainScreen")
        cell = app.review_table.cell("02 Contracts/msa_northwind.pdf", "fee")
        assert (cell.answer, cell.status, cell.source) == ("$4.2M plus costs", "edited", "analyst")
        await pilot.press("up", "left")  # back to the coc column, one row up
        grid = app.table_pane.grid
        await pilot.press(*["down"] * (lease - grid.cursor_row), "x")
        row = app.table_pane.view.row_at(grid.cursor_row)
        assert row.document == "02 Contracts/lease_hq.docx"
        flagged_column = app.review_table.columns[grid.cursor_column - 1].id
        assert app.review_table.cell(row.document, flagged_column).status == "flagged"
        await until(pilot, lambda: not app._edits_unsaved and app._table_save_timer is None)
        await app.workers.wait_for_complete()  # written a moment after the last key
        data = saved(table_run)
        cells = {r["document"]: r["cells"] for r in data["rows"]}
        assert cells["02 Contracts/msa_northwind.pdf"]["coc"]["status"] == "verified"
        assert cells["02 Contracts/msa_northwind.pdf"]["fee"]["answer"] == "$4.2M plus costs"
        assert cells["02 Contracts/lease_hq.docx"][flagged_column]["status"] == "flagged"
        await pilot.press("x")  # a second press takes the flag back
        assert app.review_table.cell(row.document, flagged_column).status == "proposed"
        await pilot.press("x")
        await pilot.press("ctrl+q")
    # a new workspace on the same run folder finds every change
    table = load_table(table_run)
    assert table.cell("02 Contracts/msa_northwind.pdf", "coc").status == "verified"
    assert table.cell("02 Contracts/lease_hq.docx", flagged_column).status == "flagged"
    app = make_app(room, table_run)
    async with app.run_test(size=(160, 44), message_hook=activity) as pilot:
        await open_table(pilot)
        fee = app.review_table.cell("02 Contracts/msa_northwind.pdf", "fee")
        assert (fee.answer, fee.status) == ("$4.2M plus costs", "edited")


async def test_a_bad_edit_is_refused_in_plain_words(room: Path, table_run: Path) -> None:
    app = make_app(room, table_run)
    async with app.run_test(size=(160, 44), message_hook=activity) as pilot:
        await open_table(pilot)
        await pilot.press("right", "e")
        await until(pilot, lambda: app.screen.__class__.__name__ == "CellEditScreen")
        await pilot.press("ctrl+u", *"yes - see s.9", "enter")
        # refused inside the dialog: it stays open with what was typed, and says why
        await pilot.pause()
        assert app.screen.__class__.__name__ == "CellEditScreen"
        assert app.screen.query_one("#cell-answer").value == "yes - see s.9"
        assert "takes yes or no" in str(app.screen.query_one("#cell-problem").render())
        first = shown_documents(app)[0]
        assert app.review_table.cell(first, "coc").answer == "no"  # unchanged
        await pilot.press("ctrl+u", *"yes", "enter")  # typed, as an analyst types it
        await until(pilot, lambda: app.screen.__class__.__name__ == "MainScreen")
        cell = app.review_table.cell(first, "coc")
        assert (cell.answer, cell.status, cell.source) == ("yes", "edited", "analyst")


async def test_filter_by_answer_and_sort_by_column(room: Path, table_run: Path) -> None:
    app = make_app(room, table_run)
    async with app.run_test(size=(160, 44), message_hook=activity) as pilot:
        await open_table(pilot)
        docs = shown_documents(app)
        msa = docs.index("02 Contracts/msa_northwind.pdf")
        await pilot.press(*["down"] * msa, "right", "f")  # coc = yes
        assert shown_documents(app) == ["02 Contracts/msa_northwind.pdf"]
        assert "coc = yes" in app.main.query_one("#table-summary").text
        await pilot.press("f")  # again: the filter is lifted
        assert len(shown_documents(app)) == 6
        await pilot.press("right", "right", "s")  # the fee, as amounts: 850k before 4.2M
        order = shown_documents(app)
        assert order[:2] == ["02 Contracts/lease_hq.docx", "02 Contracts/msa_northwind.pdf"]
        await pilot.press("s")  # descending; cells with no answer stay last
        assert shown_documents(app)[:2] == [
            "02 Contracts/msa_northwind.pdf",
            "02 Contracts/lease_hq.docx",
        ]
        # the cursor stays on the document it was on
        grid = app.table_pane.grid
        assert app.table_pane.view.row_at(grid.cursor_row).document == docs[msa]
        await pilot.press("s")
        assert shown_documents(app) == docs
        await pilot.press("slash")
        await pilot.press(*"lease")
        assert shown_documents(app) == ["02 Contracts/lease_hq.docx"]
        await pilot.press("enter", "F")
        assert shown_documents(app) == docs


async def test_enter_opens_the_passage_at_the_quote(room: Path, table_run: Path) -> None:
    app = make_app(room, table_run)
    async with app.run_test(size=(160, 44), message_hook=activity) as pilot:
        await open_table(pilot)
        docs = shown_documents(app)
        lease = docs.index("02 Contracts/lease_hq.docx")
        await pilot.press(*["down"] * lease, "right", "right", "enter")
        view = app.main.query_one("#passage-view")
        await until(pilot, lambda: view.title == "02 Contracts/lease_hq.docx" and view.hits)
        start, end = view.hits[view.current_hit]
        assert " ".join(view.text[start:end].split()) == LEASE_QUOTE
        assert app.focused is view


async def test_hostile_answers_and_names_are_shown_as_text(room: Path, review_dir: Path) -> None:
    table = write_table(room, review_dir)
    first = table.rows[0]
    table.set_cell(
        first.doc_id,
        "coc",
        Cell(answer="yes\x1b]52;c;ZWNobyBoaQ==\x07[@click=app.quit]x[/]", outcome="answered"),
    )
    save_table(review_dir, table)
    app = make_app(room, review_dir)
    async with app.run_test(size=(160, 44), message_hook=activity) as pilot:
        await open_table(pilot)
        await pilot.press("right")
        line = app.table_pane.grid.render_line(2).text
        assert "\x1b" not in line and "␛" in line
        detail = str(app.main.query_one("#table-detail").render())
        assert "\x1b" not in detail and "[@click=app.quit]" in detail


async def test_add_a_column_fills_it_for_every_row_then_rerun(room: Path, table_run: Path) -> None:
    """The offline engine answers a column that names a clause it knows; the cells come back
    through the worker, the header shows the progress, table.json holds the answers."""
    app = make_app(room, table_run)
    async with app.run_test(size=(160, 44), message_hook=activity) as pilot:
        await open_table(pilot)
        await pilot.press("a")
        await until(pilot, lambda: app.screen.__class__.__name__ == "NewColumnScreen")
        app.screen.query_one("#column-question").value = "Exclusive purchasing?"
        app.screen.query_one("#column-clause").value = "Exclusivity"
        await pilot.press("ctrl+s")
        await until(pilot, lambda: app.screen.__class__.__name__ == "MainScreen")
        table = app.review_table
        assert table.column_ids()[-1] == "exclusive_purchasing"
        await until(pilot, lambda: not app._filling, timeout=120)
        cell = table.cell("02 Contracts/msa_northwind.pdf", "exclusive_purchasing")
        assert cell.answer == "yes" and cell.source == "offline"
        assert cell.citations and cell.citations[0].verified
        assert "exclusively" in cell.citations[0].quote
        assert table.cell("01 Corporate/certificate.md", "exclusive_purchasing").outcome == (
            "not_found"
        )
        # re-run: the analyst's verify goes back to the engine's answer, asked again
        grid = app.table_pane.grid
        msa = shown_documents(app).index("02 Contracts/msa_northwind.pdf")
        grid.move_to(msa, len(table.columns))
        await pilot.press("v")
        assert cell.status == "verified"
        await pilot.press("r")
        await until(pilot, lambda: app.screen.__class__.__name__ == "ChoiceScreen")
        await pilot.press("r")
        await until(pilot, lambda: not app._filling, timeout=120)
        again = table.cell("02 Contracts/msa_northwind.pdf", "exclusive_purchasing")
        assert again.answer == "yes" and again.status == "proposed"
        await until(pilot, lambda: not app._edits_unsaved and app._table_save_timer is None)
        await app.workers.wait_for_complete()
    saved_cell = load_table(table_run).cell(
        "02 Contracts/msa_northwind.pdf", "exclusive_purchasing"
    )
    assert saved_cell.answer == "yes" and saved_cell.citations[0].verified
