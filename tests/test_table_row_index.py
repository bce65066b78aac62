"""Table.row() looks rows up through an index (a fill asks once per cell); it must answer as
the scan it replaced: by path or doc id, the first matching row, rows added later, rows
replaced in place, and a plain error for a document with no row."""

from __future__ import annotations

import pytest

from diligence_tui.review.table import Column, Row, Table, TableError


def _table() -> Table:
    table = Table(columns=[Column(id="coc", question="Change of control?", type="yes_no")])
    table.add_row("d000000000001", "Contracts/MSA.docx")
    table.add_row("d000000000002", "Contracts/Lease.pdf")
    return table


def test_rows_by_path_and_id_as_they_are_added() -> None:
    table = _table()
    assert table.row("Contracts/MSA.docx").doc_id == "d000000000001"
    assert table.row("d000000000002").document == "Contracts/Lease.pdf"
    table.add_row("d000000000003", "Contracts/NDA.txt")  # after the index was built
    assert table.row("Contracts/NDA.txt").doc_id == "d000000000003"
    assert table.row("d000000000001").document == "Contracts/MSA.docx"
    with pytest.raises(TableError, match="no row for document 'Contracts/Gone.pdf'"):
        table.row("Contracts/Gone.pdf")


def test_first_matching_row_wins_and_in_place_changes_are_seen() -> None:
    table = _table()
    # a row whose path is another row's id: the earlier row answers, as the scan did
    table.add_row("d000000000009", "d000000000002")
    assert table.row("d000000000002").document == "Contracts/Lease.pdf"
    table.row("Contracts/MSA.docx")  # indexed
    table.rows[0] = Row(doc_id="d00000000000a", document="Contracts/Other.docx")
    assert table.row("Contracts/Other.docx").doc_id == "d00000000000a"
    with pytest.raises(TableError):
        table.row("Contracts/MSA.docx")  # replaced: no longer in the table
    cell = table.cell("d00000000000a", "coc")
    assert cell.outcome == "pending"
