"""A column added in the Table tab fills every document of the table's scope, whoever made
the table: a review's ``table(docs, ...)`` that asked about two documents (the review's
scope is its whole room), or ``diligence table --docs GLOB`` (its scope is the glob). The
rows it adds, and their cells, survive a reload of the run folder (they are journalled)."""

from __future__ import annotations

from pathlib import Path

from conftest import activity
from test_tui_table import make_app, open_table
from test_tui_table_writers import add_column

from diligence_tui.review.table import Cell, Column, Table, load_table, save_table
from diligence_tui.room.room import Room

MSA = "02 Contracts/msa_northwind.pdf"


def two_row_table(
    room_path: Path, run_dir: Path, scope: list[str] | None = None, rows: int = 2
) -> list[str]:
    """A table of ``rows`` documents (the MSA first) and one filled column, as a review's
    table() leaves it; returns every document path of the room."""
    room = Room.open(room_path)
    room.ensure_indexed()
    docs = sorted(room.documents(), key=lambda d: d.path)
    room.close()
    table = Table(
        columns=[Column("coc", "Change of control?", "yes_no", clause="Change Of Control")]
    )
    if scope is not None:
        table.scope = scope
    for doc in [d for d in docs if d.path == MSA] + [d for d in docs if d.path != MSA][: rows - 1]:
        table.add_row(doc.doc_id, doc.path)
        table.set_cell(doc.doc_id, "coc", Cell(answer="no", outcome="not_found", coverage=1.0))
    save_table(run_dir, table)
    return [d.path for d in docs]


async def test_a_column_added_to_a_reviews_table_fills_every_document(
    room: Path, review_dir: Path
) -> None:
    every = two_row_table(room, review_dir)
    asked = [r.document for r in load_table(review_dir).rows]
    assert len(asked) == 2 and len(every) > 2
    app = make_app(room, review_dir)
    async with app.run_test(size=(160, 44), message_hook=activity) as pilot:
        await open_table(pilot)
        await add_column(pilot, "Exclusive purchasing?", "Exclusivity", "exclusive_purchasing")
        table = app.review_table
        assert sorted(r.document for r in table.rows) == every
        for path in every:
            assert table.cell(path, "exclusive_purchasing").outcome in ("answered", "not_found")
        assert table.cell(MSA, "exclusive_purchasing").answer == "yes"
        # the review's column was not asked of the new rows: they say so, not "no"
        added = [p for p in every if p not in asked]
        assert added and all(table.cell(p, "coc").outcome == "pending" for p in added)
    reloaded = load_table(review_dir)
    assert reloaded is not None
    assert sorted(r.document for r in reloaded.rows) == every
    for path in every:
        assert reloaded.cell(path, "exclusive_purchasing").outcome in ("answered", "not_found")


async def test_a_column_added_to_a_table_of_some_documents_keeps_to_them(
    room: Path, review_dir: Path
) -> None:
    every = two_row_table(room, review_dir, scope=["02 Contracts/*"], rows=1)
    contracts = [p for p in every if p.startswith("02 Contracts/")]
    assert 1 < len(contracts) < len(every)
    app = make_app(room, review_dir)
    async with app.run_test(size=(160, 44), message_hook=activity) as pilot:
        await open_table(pilot)
        await add_column(pilot, "Exclusive purchasing?", "Exclusivity", "exclusive_purchasing")
        table = app.review_table
        assert sorted(r.document for r in table.rows) == sorted(contracts)
    reloaded = load_table(review_dir)
    assert reloaded is not None and reloaded.scope == ["02 Contracts/*"]
    assert sorted(r.document for r in reloaded.rows) == sorted(contracts)


async def test_a_folder_with_only_a_table_says_so(room: Path, tmp_path: Path) -> None:
    """`diligence table` writes a folder with no review in it: the transcript pointed at a
    journal.jsonl that is not there (found in tmux); it points at the Table tab."""
    from test_tui_table import write_table

    run_dir = tmp_path / "table-only"
    run_dir.mkdir()
    write_table(room, run_dir)
    assert not (run_dir / "journal.jsonl").exists()
    app = make_app(room, run_dir)
    async with app.run_test(size=(160, 44), message_hook=activity) as pilot:
        await open_table(pilot)
        log = app.main.query_one("#transcript").log_view
        # unwrapped: the transcript column's width decides where its lines break
        text = " ".join(" ".join(str(line.text) for line in log.lines).split())
        assert "holds a review table and no review" in text and "journal.jsonl" not in text
