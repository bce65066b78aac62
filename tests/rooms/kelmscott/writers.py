"""Format writers for the kelmscott room (build.py): each takes a path under documents/ and
plain content (headings, paragraphs, tables, rows, slides) and writes one real file."""

from __future__ import annotations

import csv
import datetime as dt
import hashlib
import html
from email.message import EmailMessage
from email.utils import format_datetime
from pathlib import Path

FIXED = dt.datetime(2025, 11, 28, 9, 0, 0)

# A block is (kind, payload): ("h", text), ("p", text), ("table", rows), ("b", [bullets]),
# ("sig", [lines]) — the same blocks feed the DOCX, PDF and HTML writers.
Block = tuple[str, object]


def _ready(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


def docx(path: Path, title: str, blocks: list[Block], *, author: str = "Brantwood") -> None:
    from docx import Document
    from docx.shared import Pt

    doc = Document()
    style = doc.styles["Normal"]
    style.font.name = "Calibri"
    style.font.size = Pt(10.5)
    doc.add_heading(title, level=0)
    for kind, body in blocks:
        if kind == "h":
            doc.add_heading(str(body), level=1)
        elif kind == "h2":
            doc.add_heading(str(body), level=2)
        elif kind == "p":
            doc.add_paragraph(str(body))
        elif kind == "b":
            for item in body:  # type: ignore[union-attr]
                doc.add_paragraph(str(item), style="List Bullet")
        elif kind == "table":
            rows = list(body)  # type: ignore[call-overload]
            table = doc.add_table(rows=len(rows), cols=len(rows[0]))
            table.style = "Table Grid"
            for i, row in enumerate(rows):
                for j, cell in enumerate(row):
                    table.cell(i, j).text = str(cell)
        elif kind == "sig":
            for line in body:  # type: ignore[union-attr]
                doc.add_paragraph(str(line))
        elif kind == "break":
            doc.add_page_break()
    props = doc.core_properties
    props.author = author
    props.title = title
    props.created = FIXED
    props.modified = FIXED
    props.last_modified_by = author
    doc.save(str(_ready(path)))


def pdf(path: Path, title: str, blocks: list[Block], *, letterhead: str = "") -> None:
    from reportlab.lib import colors
    from reportlab.lib.pagesizes import LETTER
    from reportlab.lib.styles import getSampleStyleSheet
    from reportlab.lib.units import inch
    from reportlab.platypus import (
        ListFlowable,
        ListItem,
        PageBreak,
        Paragraph,
        SimpleDocTemplate,
        Spacer,
        Table,
        TableStyle,
    )

    styles = getSampleStyleSheet()
    body = styles["BodyText"]
    story: list[object] = []
    if letterhead:
        story.append(Paragraph(html.escape(letterhead), styles["Heading4"]))
    if title:
        story.append(Paragraph(html.escape(title), styles["Title"]))
    for kind, content in blocks:
        if kind in ("h", "h2"):
            story.append(Paragraph(html.escape(str(content)), styles["Heading3"]))
        elif kind == "p":
            story.append(Paragraph(html.escape(str(content)), body))
            story.append(Spacer(1, 4))
        elif kind == "b":
            items = [ListItem(Paragraph(html.escape(str(x)), body)) for x in content]  # type: ignore[union-attr]
            story.append(ListFlowable(items, bulletType="bullet"))
        elif kind == "table":
            rows = [
                [Paragraph(html.escape(str(c)), body) for c in row]
                for row in content  # type: ignore[union-attr]
            ]
            table = Table(rows, repeatRows=1)
            table.setStyle(
                TableStyle(
                    [
                        ("GRID", (0, 0), (-1, -1), 0.5, colors.grey),
                        ("BACKGROUND", (0, 0), (-1, 0), colors.whitesmoke),
                        ("VALIGN", (0, 0), (-1, -1), "TOP"),
                    ]
                )
            )
            story.append(table)
            story.append(Spacer(1, 6))
        elif kind == "sig":
            story.append(Spacer(1, 10))
            for line in content:  # type: ignore[union-attr]
                story.append(Paragraph(html.escape(str(line)), body))
        elif kind == "break":
            story.append(PageBreak())
    doc = SimpleDocTemplate(
        str(_ready(path)),
        pagesize=LETTER,
        leftMargin=inch,
        rightMargin=inch,
        title=title or path.stem,
        author="",
        creator="",
        producer="",
        invariant=1,
    )
    doc.build(story)  # type: ignore[arg-type]


def xlsx(path: Path, sheets: dict[str, list[list[object]]], *, widths: int = 18) -> None:
    from openpyxl import Workbook
    from openpyxl.styles import Font
    from openpyxl.utils import get_column_letter

    wb = Workbook()
    first = True
    for name, rows in sheets.items():
        ws = wb.active if first else wb.create_sheet()
        assert ws is not None
        first = False
        ws.title = name[:31]
        for row in rows:
            ws.append(list(row))
        if rows:
            for cell in ws[1]:
                cell.font = Font(bold=True)
            for j in range(1, max(len(r) for r in rows) + 1):
                ws.column_dimensions[get_column_letter(j)].width = widths
    wb.properties.creator = "Brantwood Finance"
    wb.properties.created = FIXED
    wb.properties.modified = FIXED
    wb.save(str(_ready(path)))


def csv_file(path: Path, rows: list[list[object]]) -> None:
    with _ready(path).open("w", newline="", encoding="utf-8") as fh:
        csv.writer(fh).writerows(rows)


def text(path: Path, body: str) -> None:
    _ready(path).write_text(body.strip() + "\n", encoding="utf-8")


def eml(
    path: Path,
    *,
    sender: str,
    to: str,
    subject: str,
    date: dt.datetime,
    body: str,
    cc: str = "",
) -> None:
    msg = EmailMessage()
    msg["From"] = sender
    msg["To"] = to
    if cc:
        msg["Cc"] = cc
    msg["Subject"] = subject
    msg["Date"] = format_datetime(date)
    digest = hashlib.sha1(f"{subject}{date.isoformat()}".encode()).hexdigest()[:16]
    msg["Message-ID"] = f"<{digest}@mail.brantwood.example>"
    msg.set_content(body.strip() + "\n")
    _ready(path).write_bytes(bytes(msg))


def pptx(path: Path, slides: list[tuple[str, list[str], str]]) -> None:
    from pptx import Presentation
    from pptx.util import Pt

    prs = Presentation()
    for title, bullets, notes in slides:
        slide = prs.slides.add_slide(prs.slide_layouts[1])
        slide.shapes.title.text = title
        frame = slide.placeholders[1].text_frame
        frame.text = bullets[0] if bullets else ""
        for b in bullets[1:]:
            para = frame.add_paragraph()
            para.text = b
            para.font.size = Pt(16)
        if notes:
            slide.notes_slide.notes_text_frame.text = notes
    props = prs.core_properties
    props.author = "Carrick Lane Capital"
    props.created = FIXED
    props.modified = FIXED
    prs.save(str(_ready(path)))


def html_file(path: Path, title: str, blocks: list[Block]) -> None:
    out = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        f"<title>{html.escape(title)}</title></head><body>",
        f"<h1>{html.escape(title)}</h1>",
    ]
    for kind, content in blocks:
        if kind in ("h", "h2"):
            out.append(f"<h2>{html.escape(str(content))}</h2>")
        elif kind == "p":
            out.append(f"<p>{html.escape(str(content))}</p>")
        elif kind == "b":
            out.append("<ul>")
            out += [f"<li>{html.escape(str(x))}</li>" for x in content]  # type: ignore[union-attr]
            out.append("</ul>")
        elif kind == "table":
            rows = list(content)  # type: ignore[call-overload]
            out.append("<table border='1'>")
            out.append(
                "<tr>" + "".join(f"<th>{html.escape(str(c))}</th>" for c in rows[0]) + "</tr>"
            )
            for row in rows[1:]:
                out.append(
                    "<tr>" + "".join(f"<td>{html.escape(str(c))}</td>" for c in row) + "</tr>"
                )
            out.append("</table>")
        elif kind == "sig":
            out += [f"<p>{html.escape(str(x))}</p>" for x in content]  # type: ignore[union-attr]
    out.append("</body></html>")
    _ready(path).write_text("\n".join(out) + "\n", encoding="utf-8")
