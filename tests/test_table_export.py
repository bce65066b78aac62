"""The review table in the exports: the XLSX reopened with openpyxl cell by cell, the DOCX
with python-docx, the Markdown appendix and the JSON's table."""

from __future__ import annotations

import json
from pathlib import Path

from diligence_tui.review.export import export_run
from diligence_tui.review.model import Citation
from diligence_tui.review.table import Cell, Column, Table, save_table


def _run(tmp_path: Path) -> tuple[Path, Table]:
    room = tmp_path / "room"
    (room / "Contracts").mkdir(parents=True)
    (room / "Contracts" / "msa.txt").write_text("MSA text")
    (room / "Mail").mkdir()
    (room / "Mail" / "deal.eml").write_text("From: a")
    run_dir = tmp_path / "run"
    run_dir.mkdir()
    (run_dir / "run.json").write_text(json.dumps({"room": str(room)}))
    table = Table(
        columns=[
            Column(
                id="coc", question="Change of control?", type="yes_no", clause="Change Of Control"
            ),
            Column(id="law", question="Governing law", type="text"),
        ],
        engine="offline/reviewer",
        template="contracts",
    )
    table.add_row("d1", "Contracts/msa.txt")
    table.add_row("d2", "Mail/deal.eml/side letter.pdf")
    good = Citation(
        doc_id="d1",
        path="Contracts/msa.txt",
        quote="upon a Change of Control",
        page=2,
        verified=True,
    )
    bad = Citation(
        doc_id="d1",
        path="Contracts/msa.txt",
        quote='=HYPERLINK("x") governed by Mars law',
        page=None,
        verified=False,
    )
    table.set_cell("d1", "coc", Cell(answer="yes", outcome="answered", citations=[good]))
    table.set_cell(
        "d1",
        "law",
        Cell(
            answer="Mars",
            outcome="answered",
            status="flagged",
            citations=[bad],
            reason="the quote was not found in the document's text",
        ),
    )
    table.set_cell(
        "d2",
        "coc",
        Cell(answer="no", outcome="not_found", coverage=1.0, reason="the document does not say"),
    )
    table.set_cell(
        "d2",
        "law",
        Cell(
            outcome="needs_model", reason="the offline engine has no detector: this needs a model"
        ),
    )
    save_table(run_dir, table)
    return run_dir, table


def test_xlsx_review_table_sheet_cell_by_cell(tmp_path: Path) -> None:
    from openpyxl import load_workbook

    run_dir, _table = _run(tmp_path)
    path = export_run(run_dir, "xlsx")
    book = load_workbook(path)
    sheet = book["Review table"]
    assert [c.value for c in sheet[1]] == ["Document", "Change of control?", "Governing law"]
    assert "coc · yes_no · clause: Change Of Control" in sheet["B1"].comment.text
    assert sheet.freeze_panes == "B2"
    assert sheet.auto_filter.ref == "A1:C3"
    assert sheet["A2"].value == "Contracts/msa.txt"
    assert (
        sheet["A2"].hyperlink.target
        == (tmp_path / "room" / "Contracts" / "msa.txt").resolve().as_uri()
    )
    # an attachment links to the email that holds it
    assert (
        sheet["A3"].hyperlink.target == (tmp_path / "room" / "Mail" / "deal.eml").resolve().as_uri()
    )
    assert sheet["B2"].value == "yes"
    assert "p. 2: \u201cupon a Change of Control\u201d (verified)" in sheet["B2"].comment.text
    assert sheet["C2"].value == "Mars (UNVERIFIED)"
    assert sheet["C2"].font.color.rgb.endswith("C00000")
    assert (
        "(UNVERIFIED)" in sheet["C2"].comment.text
        and "not found in the document" in sheet["C2"].comment.text
    )
    assert sheet["B3"].value == "no" and "does not say" in sheet["B3"].comment.text
    assert sheet["C3"].value == "needs a model"
    quotes = book["Review table quotes"]
    rows = [[c.value for c in r] for r in quotes.iter_rows(min_row=2)]
    assert rows[0][:10] == [
        "Contracts/msa.txt",
        "coc",
        "Change of control?",
        "yes",
        "answered",
        "proposed",
        "offline",
        2,
        "upon a Change of Control",
        "verified",
    ]
    law = rows[1]
    assert law[8].startswith("'=HYPERLINK")  # document text never becomes a formula
    assert law[9] == "UNVERIFIED" and law[5] == "flagged"
    assert rows[3][4] == "needs a model" and rows[3][8] in ("", None)
    assert quotes.auto_filter.ref == "A1:K5"
    assert "Findings" in book.sheetnames  # the findings grid is still there


def test_docx_markdown_and_json_carry_the_table(tmp_path: Path) -> None:
    from docx import Document

    run_dir, table = _run(tmp_path)
    doc = Document(str(export_run(run_dir, "docx")))
    headings = [p.text for p in doc.paragraphs if p.style.name.startswith("Heading")]
    assert "Appendix: Review table" in headings and "Contracts/msa.txt" in headings
    grids = [t for t in doc.tables if t.rows[0].cells[0].text == "Question"]
    assert len(grids) == 2
    first = [[c.text for c in r.cells] for r in grids[0].rows]
    assert first[1][:2] == ["Change of control?", "yes"]
    assert "p. 2: \u201cupon a Change of Control\u201d (verified)" in first[1][2]
    assert first[2][1] == "Mars (UNVERIFIED)" and "(UNVERIFIED)" in first[2][2]

    md = export_run(run_dir, "md").read_text()
    assert "## Appendix: Review table" in md
    assert "| Contracts/msa.txt | yes | Mars (UNVERIFIED) |" in md
    assert "needs a model" in md and "1 not found" in md

    data = json.loads(export_run(run_dir, "json").read_text())
    assert data["table"] == json.loads((run_dir / "table.json").read_text())
    assert data["table"]["rows"][0]["cells"]["coc"]["citations"][0]["verified"] is True
    assert table.to_dict() == data["table"]
