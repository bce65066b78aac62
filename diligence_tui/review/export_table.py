"""The review table in every export format (docs/EXPORT.md, "Review table").

* Excel: sheet "Review table" (one row per document, one column per question; each cell's
  quote, page, verification and reason in a cell comment; the document hyperlinked to its
  file; header and document column frozen; filters) and sheet "Review table quotes" (one row
  per cell and quote, the same data in neighbouring columns, for filtering and pivots);
* Markdown and Word: an appendix with the grid and the quotes;
* JSON: ``table`` carries ``table.json`` as it is (schema in docs/EXPORT.md).

A quote not found in its document is marked UNVERIFIED wherever it is shown, as for every
citation. Cell text is document and model text: neutralized, never a formula.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from diligence_tui.review.export_common import one_line, shorten
from diligence_tui.review.model import UNVERIFIED, VERIFIED
from diligence_tui.review.table import Cell, Citation, Table
from diligence_tui.textsafe import neutralize

SHEET = "Review table"
DOCX_DOCUMENTS = 300  # Word gets one small table per document up to this; Excel has them all
QUOTES_SHEET = "Review table quotes"
QUOTE_COLUMNS = [
    ("Document", 40),
    ("Column", 22),
    ("Question", 40),
    ("Answer", 24),
    ("Outcome", 12),
    ("Status", 10),
    ("Source", 9),
    ("Page", 7),
    ("Quote", 70),
    ("Verified", 11),
    ("Reason", 40),
]
OUTCOME_WORDS = {
    "answered": "answered",
    "not_found": "not found",
    "needs_model": "needs a model",
    "failed": "failed",
    "pending": "not filled",
}


def cell_text(cell: Cell) -> str:
    """What a grid cell shows: the answer, or what the cell is worth without one."""
    text = cell.display()
    if cell.outcome == "answered" and cell.citations and not cell.verified_quotes:
        text += f" ({UNVERIFIED})"
    return text


def quote_line(cell: Cell) -> list[str]:
    out = []
    for cit in cell.citations:
        page = f"p. {cit.page}" if cit.page else "page not known"
        state = VERIFIED if cit.verified else UNVERIFIED
        out.append(f"{page}: \u201c{shorten(one_line(cit.quote), 600)}\u201d ({state})")
    return out


def _comment(cell: Cell) -> str:
    lines = quote_line(cell)
    if cell.reason:
        lines.append(cell.reason)
    lines.append(f"{OUTCOME_WORDS[cell.outcome]} · {cell.status} · {cell.source}")
    return neutralize("\n".join(lines))[:30_000]


def _document_uri(room_root: Path | None, document: str) -> str:
    if room_root is None:
        return ""
    # an email attachment ("mail.eml/file.pdf") is inside its email: link the email
    parts = Path(document).parts
    for i, part in enumerate(parts):
        if part.lower().endswith(".eml") and i < len(parts) - 1:
            parts = parts[: i + 1]
            break
    try:
        return (room_root / Path(*parts)).resolve().as_uri()
    except ValueError:
        return ""


def add_xlsx_sheets(book: Any, table: Table, room_root: Path | None, xl_cell: Any) -> None:
    """Add the two review-table sheets to an openpyxl workbook (``xl_cell`` makes text safe)."""
    from openpyxl.comments import Comment
    from openpyxl.styles import Alignment, Font, PatternFill
    from openpyxl.utils import get_column_letter

    header_font = Font(bold=True, color="FFFFFF")
    header_fill = PatternFill("solid", fgColor="1F3864")
    unverified = Font(bold=True, color="C00000")
    link_font = Font(color="0563C1", underline="single")
    sheet = book.create_sheet(SHEET)
    sheet.append(["Document", *[xl_cell(c.question) for c in table.columns]])
    for i, cell in enumerate(sheet[1]):
        cell.font = header_font
        cell.fill = header_fill
        cell.alignment = Alignment(wrap_text=True, vertical="top")
        if i:
            col = table.columns[i - 1]
            about = f"{col.id} · {col.type}" + (f" · clause: {col.clause}" if col.clause else "")
            cell.comment = Comment(xl_cell(about), "diligence-tui")
    for row in table.rows:
        cells = [row.cells.get(c.id) or Cell() for c in table.columns]
        sheet.append([xl_cell(row.document), *[xl_cell(cell_text(c)) for c in cells]])
        at = sheet.max_row
        uri = _document_uri(room_root, row.document)
        if uri:
            doc_cell = sheet.cell(row=at, column=1)
            doc_cell.hyperlink = uri
            doc_cell.font = link_font
        for j, cell in enumerate(cells, start=2):
            target = sheet.cell(row=at, column=j)
            if cell.citations or cell.reason:
                target.comment = Comment(_comment(cell), "diligence-tui", width=420, height=160)
            if cell.outcome == "answered" and cell.citations and not cell.verified_quotes:
                target.font = unverified
    sheet.column_dimensions["A"].width = 48
    for j in range(2, len(table.columns) + 2):
        sheet.column_dimensions[get_column_letter(j)].width = 22
    sheet.row_dimensions[1].height = 60
    sheet.freeze_panes = "B2"  # the header and the document column stay in view
    last = get_column_letter(len(table.columns) + 1)
    sheet.auto_filter.ref = f"A1:{last}{max(sheet.max_row, 1)}"

    quotes = book.create_sheet(QUOTES_SHEET)
    quotes.append([name for name, _ in QUOTE_COLUMNS])
    for cell in quotes[1]:
        cell.font = header_font
        cell.fill = header_fill
    for row, col, cell in table.cells():
        base = [
            row.document,
            col.id,
            col.question,
            cell.answer or "",
            OUTCOME_WORDS[cell.outcome],
            cell.status,
            cell.source,
        ]
        cits: list[Citation | None] = list(cell.citations) or [None]
        for cit in cits:
            values = [
                *base,
                cit.page if cit is not None else None,
                cit.quote if cit is not None else "",
                (VERIFIED if cit.verified else UNVERIFIED) if cit is not None else "",
                cell.reason,
            ]
            quotes.append([xl_cell(v) for v in values])
            if cit is not None and not cit.verified:
                quotes.cell(row=quotes.max_row, column=10).font = unverified
    for j, (_name, width) in enumerate(QUOTE_COLUMNS, start=1):
        quotes.column_dimensions[get_column_letter(j)].width = width
    quotes.freeze_panes = "A2"
    quotes.auto_filter.ref = f"A1:{get_column_letter(len(QUOTE_COLUMNS))}{max(quotes.max_row, 1)}"


# -- Markdown ---------------------------------------------------------------------------------
def _md(text: str) -> str:
    from diligence_tui.review.export_md import escape_md

    return escape_md(text).replace("|", "\\|")


def markdown_appendix(table: Table) -> list[str]:
    """Lines of the Markdown appendix: the grid, then every cell's quotes and reasons."""
    cols = table.columns
    lines = ["", "## Appendix: Review table", ""]
    lines.append(_legend(table))
    lines.append("")
    for i, col in enumerate(cols, start=1):
        lines.append(f"- **Q{i}** ({col.type}): {_md(col.question)}")
    lines.append("")
    lines.append("| Document | " + " | ".join(f"Q{i}" for i in range(1, len(cols) + 1)) + " |")
    lines.append("|---|" + "---|" * len(cols))
    for row in table.rows:
        shown = [_md(cell_text(row.cells.get(c.id) or Cell())) for c in cols]
        lines.append(f"| {_md(row.document)} | " + " | ".join(shown) + " |")
    lines += ["", "### Review table: quotes and reasons", ""]
    for row in table.rows:
        for i, col in enumerate(cols, start=1):
            cell = row.cells.get(col.id) or Cell()
            notes = quote_line(cell) or (
                [cell.reason] if cell.reason and cell.outcome != "not_found" else []
            )
            if not notes:
                continue
            lines.append(
                f"- {_md(row.document)}, Q{i} ({_md(cell_text(cell))}): "
                + "; ".join(_md(n) for n in notes)
            )
    return lines


def _legend(table: Table) -> str:
    counts = table.counts()
    parts = [f"{n:,} {OUTCOME_WORDS[k]}" for k, n in counts.items() if n]
    engine = f" Filled by {table.engine}." if table.engine else ""
    return (
        f"{len(table.rows):,} documents × {len(table.columns)} questions: " + ", ".join(parts) + "."
        f'{engine} "not found" means every part of the document was read and none answers it.'
    )


# -- Word -------------------------------------------------------------------------------------
def add_docx_appendix(doc: Any, table: Table, clean: Any) -> None:
    """Append the review table to a python-docx Document: the questions, then one small
    table per document (question, answer, quote and page), which reads on a portrait page."""
    from docx.enum.text import WD_BREAK

    doc.add_paragraph().add_run().add_break(WD_BREAK.PAGE)
    doc.add_heading("Appendix: Review table", level=1)
    doc.add_paragraph(clean(_legend(table)))
    if len(table.rows) > DOCX_DOCUMENTS:
        doc.add_paragraph(
            f"The first {DOCX_DOCUMENTS:,} of {len(table.rows):,} documents follow; the Excel "
            "export (sheet \u201cReview table\u201d) and table.json hold every one."
        )
    for row in table.rows[:DOCX_DOCUMENTS]:
        doc.add_heading(clean(row.document), level=3)
        grid = doc.add_table(rows=1, cols=3)
        grid.style = "Light List Accent 1"
        head = grid.rows[0].cells
        head[0].text, head[1].text, head[2].text = "Question", "Answer", "Quote"
        for col in table.columns:
            cell = row.cells.get(col.id) or Cell()
            cells = grid.add_row().cells
            cells[0].text = clean(col.question)
            cells[1].text = clean(cell_text(cell))
            notes = quote_line(cell) or ([cell.reason] if cell.reason else [])
            cells[2].text = clean("\n".join(notes))
            if cell.citations and not cell.verified_quotes:
                for run in cells[1].paragraphs[0].runs:
                    run.bold = True
