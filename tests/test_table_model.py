"""The review table's data model: mutations the workspace makes, table.json round trip."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from diligence_tui.review.table import (
    Cell,
    Citation,
    Column,
    Table,
    TableError,
    load_table,
    save_table,
)


def _table() -> Table:
    table = Table(
        columns=[
            Column(
                id="coc", question="Change of control?", type="yes_no", clause="Change Of Control"
            ),
            Column(id="law", question="Governing law", type="text"),
            Column(id="kind", question="Kind", type="choice", options=["MSA", "NDA"]),
        ]
    )
    table.add_row("d1", "01 Contracts/MSA.txt")
    table.add_row("d2", "01 Contracts/NDA.txt")
    return table


def test_new_rows_and_columns_get_pending_cells() -> None:
    table = _table()
    assert table.counts() == {
        "answered": 0,
        "not_found": 0,
        "needs_model": 0,
        "failed": 0,
        "pending": 6,
    }
    table.add_column(Column(id="cap", question="Liability cap", type="money"))
    assert table.cell("d2", "cap").outcome == "pending"
    with pytest.raises(TableError, match="used twice"):
        table.add_column(Column(id="cap", question="again"))
    assert table.add_row("d1", "01 Contracts/MSA.txt") is table.row("d1")  # no duplicate row
    assert len(table.rows) == 2


def test_edit_marks_analyst_and_survives_a_refill() -> None:
    table = _table()
    quote = Citation(
        doc_id="d1", path="01 Contracts/MSA.txt", quote="change of control", page=2, verified=True
    )
    table.set_cell(
        "d1", "coc", Cell(answer="yes", outcome="answered", source="model", citations=[quote])
    )
    cell = table.edit("01 Contracts/MSA.txt", "coc", "No")
    assert (cell.answer, cell.status, cell.source, cell.outcome) == (
        "no",
        "edited",
        "analyst",
        "answered",
    )
    assert cell.citations == [quote]
    # the filler re-filling the column does not overwrite the analyst's answer
    kept = table.set_cell("d1", "coc", Cell(answer="yes", outcome="answered", source="model"))
    assert kept.answer == "no" and kept.source == "analyst"
    with pytest.raises(TableError, match="yes or no"):
        table.edit("d1", "coc", "maybe")
    with pytest.raises(TableError, match="one of MSA, NDA"):
        table.edit("d1", "kind", "Lease")
    # re-running a column clears it, analyst edits included
    table.reset_column("coc")
    assert table.cell("d1", "coc").outcome == "pending"


def test_set_status_and_bad_values() -> None:
    table = _table()
    assert table.set_status("d2", "law", "flagged").status == "flagged"
    with pytest.raises(TableError, match="status 'done'"):
        table.set_status("d2", "law", "done")
    with pytest.raises(TableError, match="no column 'nope'"):
        table.cell("d2", "nope")
    with pytest.raises(TableError, match="no row"):
        table.cell("d9", "law")
    with pytest.raises(TableError, match="type 'bool'"):
        Column(id="x", question="q", type="bool")
    with pytest.raises(TableError, match="needs options"):
        Column(id="x", question="q", type="choice")
    with pytest.raises(TableError, match="id must start"):
        Column(id="1x", question="q")


def test_not_found_is_answered_needs_model_is_not() -> None:
    assert Cell(answer="no", outcome="not_found", coverage=1.0).answered
    assert not Cell(outcome="needs_model", reason="no clause pattern").answered
    assert not Cell(outcome="failed", reason="malformed JSON").answered
    assert Cell(outcome="not_found").display() == "not found"


def test_round_trip_and_schema(tmp_path: Path) -> None:
    table = _table()
    quote = Citation(
        doc_id="d1",
        path="01 Contracts/MSA.txt",
        quote="Delaware",
        page=3,
        verified=True,
        start=10,
        end=18,
    )
    table.set_cell("d1", "law", Cell(answer="Delaware", outcome="answered", citations=[quote]))
    table.set_cell(
        "d2",
        "coc",
        Cell(answer="no", outcome="not_found", coverage=0.98, reason="not in the document"),
    )
    path = save_table(tmp_path, table)
    data = json.loads(path.read_text())
    assert data["schema_version"] == 1
    assert data["columns"][0] == {
        "id": "coc",
        "question": "Change of control?",
        "type": "yes_no",
        "clause": "Change Of Control",
    }
    law = data["rows"][0]["cells"]["law"]
    assert law["citations"] == [
        {
            "document": "01 Contracts/MSA.txt",
            "doc_id": "d1",
            "page": 3,
            "quote": "Delaware",
            "verified": True,
            "start": 10,
            "end": 18,
        }
    ]
    assert (law["status"], law["source"], law["answer"]) == ("proposed", "offline", "Delaware")
    again = load_table(tmp_path)
    assert again is not None
    assert again.to_dict() == table.to_dict()
    assert [f for f in os.listdir(tmp_path) if f.endswith(".tmp")] == []


def test_load_refuses_other_versions_and_garbage(tmp_path: Path) -> None:
    assert load_table(tmp_path) is None
    (tmp_path / "table.json").write_text('{"schema_version": 2, "columns": []}')
    with pytest.raises(TableError, match="version 2"):
        load_table(tmp_path)
    (tmp_path / "table.json").write_text("{not json")
    with pytest.raises(TableError, match="unreadable"):
        load_table(tmp_path)
