"""Write real documents in every format the dataroom reads.

Tests, the synthetic sample rooms and the benchmarks use these to build files that the
real libraries (and Word, Excel, LibreOffice, mail clients) open. Every writer creates the
parent folder and returns the path it wrote.

* PDF: reportlab, one string per page, optional encryption (``password=""`` encrypts with an
  empty user password, which readers open without asking).
* DOCX: python-docx; blocks ``("h1"|"h2"|"h3", text)``, ``("p", text)``, ``("table", rows)``,
  ``("page_break",)``, ``("section_break",)``; a header and footer on every section.
* XLSX: XlsxWriter, because it stores a formula's cached result: a cell given as
  ``("=SUM(B2:B3)", 300)`` is the formula plus its computed value; a bare ``"=SUM(...)"``
  string is a formula with no cached value (as if no spreadsheet program ever saved it).
* PPTX: python-pptx, ``(title, body, notes)`` per slide.
* EML: the standard library ``email`` package, with attachments.
* HTML and plain text.
"""

from __future__ import annotations

import mimetypes
import os
from collections.abc import Iterable, Sequence
from datetime import datetime
from email.message import EmailMessage
from email.utils import format_datetime
from html import escape
from pathlib import Path
from typing import Any

PathLike = str | os.PathLike[str]


def _target(path: PathLike) -> Path:
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    return target


# -- PDF ---------------------------------------------------------------------------------


def write_pdf(
    path: PathLike, pages: Sequence[str], title: str = "", password: str | None = None
) -> Path:
    """One PDF page per string (lines wrap at the page width; long pages continue on the same
    page in smaller steps rather than spilling over, so page numbers stay as given)."""
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.utils import simpleSplit
    from reportlab.pdfgen import canvas

    target = _target(path)
    encrypt: Any = None
    if password is not None:
        from reportlab.lib import pdfencrypt

        encrypt = pdfencrypt.StandardEncryption(
            password, ownerPassword=(password or "owner") + "-owner"
        )
    pdf = canvas.Canvas(str(target), pagesize=A4, encrypt=encrypt, invariant=1)
    if title:
        pdf.setTitle(title)
    width, height = A4
    margin, font, size = 56, "Helvetica", 10
    for page_text in pages or [""]:
        lines: list[str] = []
        for raw in page_text.split("\n"):
            lines.extend(simpleSplit(raw, font, size, width - 2 * margin) or [""])
        available = height - 2 * margin
        leading = min(size * 1.3, available / max(1, len(lines)))
        font_size = min(size, max(1.0, leading / 1.3))
        text = pdf.beginText(margin, height - margin)
        text.setFont(font, font_size, leading=leading)
        for line in lines:
            text.textLine(line)
        pdf.drawText(text)
        pdf.showPage()
    pdf.save()
    return target


# -- DOCX --------------------------------------------------------------------------------


def write_docx(path: PathLike, blocks: Iterable[tuple], header: str = "", footer: str = "") -> Path:
    import docx
    from docx.enum.section import WD_SECTION
    from docx.enum.text import WD_BREAK

    target = _target(path)
    document = docx.Document()
    if header:
        document.sections[0].header.paragraphs[0].text = header
    if footer:
        document.sections[0].footer.paragraphs[0].text = footer
    for block in blocks:
        kind = block[0]
        if kind in ("h1", "h2", "h3"):
            document.add_heading(str(block[1]), level=int(kind[1]))
        elif kind == "p":
            document.add_paragraph(str(block[1]))
        elif kind == "table":
            rows = [list(row) for row in block[1]]
            columns = max((len(row) for row in rows), default=1)
            table = document.add_table(rows=len(rows), cols=columns)
            table.style = "Table Grid"
            for r, row in enumerate(rows):
                for c, value in enumerate(row):
                    table.cell(r, c).text = "" if value is None else str(value)
        elif kind == "page_break":
            document.add_paragraph().add_run().add_break(WD_BREAK.PAGE)
        elif kind == "section_break":
            document.add_section(WD_SECTION.NEW_PAGE)  # header/footer are linked to the first
        else:
            raise ValueError(f"unknown DOCX block {kind!r}")
    document.save(str(target))
    return target


# -- XLSX --------------------------------------------------------------------------------


def write_xlsx(path: PathLike, sheets: dict[str, list[list[Any]]]) -> Path:
    """Cells: plain values, ``"=FORMULA"`` (no cached value) or ``("=FORMULA", cached)``."""
    import xlsxwriter

    target = _target(path)
    workbook = xlsxwriter.Workbook(
        str(target), {"strings_to_numbers": False, "strings_to_formulas": False}
    )
    try:
        for name, rows in (sheets or {"Sheet1": []}).items():
            sheet = workbook.add_worksheet(name)
            for r, row in enumerate(rows):
                for c, value in enumerate(row):
                    _write_xlsx_cell(sheet, r, c, value)
    finally:
        workbook.close()
    return target


def _write_xlsx_cell(sheet: Any, row: int, col: int, value: Any) -> None:
    if isinstance(value, tuple) and len(value) == 2 and str(value[0]).startswith("="):
        sheet.write_formula(row, col, value[0], None, value[1])
    elif isinstance(value, str) and value.startswith("=") and len(value) > 1:
        sheet.write_formula(row, col, value, None, "")  # empty <v>: no cached result
    elif value is None:
        return
    elif isinstance(value, bool):
        sheet.write_boolean(row, col, value)
    elif isinstance(value, (int, float)):
        sheet.write_number(row, col, value)
    else:
        sheet.write_string(row, col, str(value))


# -- PPTX --------------------------------------------------------------------------------


def write_pptx(path: PathLike, slides: Sequence[tuple[str, str, str]]) -> Path:
    from pptx import Presentation

    target = _target(path)
    presentation = Presentation()
    layout = presentation.slide_layouts[1]  # title and content
    for title, body, notes in slides:
        slide = presentation.slides.add_slide(layout)
        slide.shapes.title.text = title
        slide.placeholders[1].text_frame.text = body
        if notes:
            slide.notes_slide.notes_text_frame.text = notes
    presentation.save(str(target))
    return target


# -- EML ---------------------------------------------------------------------------------


def write_eml(
    path: PathLike,
    sender: str,
    to: str,
    subject: str,
    date: str | datetime,
    body: str,
    attachments: Sequence[tuple[str, bytes]] = (),
) -> Path:
    target = _target(path)
    message = EmailMessage()
    message["From"] = sender
    message["To"] = to
    message["Subject"] = subject
    message["Date"] = format_datetime(date) if isinstance(date, datetime) else str(date)
    message.set_content(body)
    for filename, data in attachments:
        mime, _ = mimetypes.guess_type(filename)
        maintype, subtype = (mime or "application/octet-stream").split("/", 1)
        message.add_attachment(data, maintype=maintype, subtype=subtype, filename=filename)
    target.write_bytes(bytes(message))
    return target


# -- HTML and text -----------------------------------------------------------------------


def write_html(path: PathLike, title: str, body_html: str) -> Path:
    target = _target(path)
    target.write_text(
        '<!DOCTYPE html>\n<html><head><meta charset="utf-8">'
        f"<title>{escape(title)}</title></head>\n<body>\n{body_html}\n</body></html>\n",
        encoding="utf-8",
    )
    return target


def write_text(path: PathLike, text: str, encoding: str = "utf-8") -> Path:
    target = _target(path)
    target.write_bytes(text.encode(encoding))
    return target
