"""Build the Fennick dataroom (tests/rooms/fennick/documents) from the texts in
corporate.py, commercial.py, finance_people.py and legal.py: an independent test room for the
offline reviewer, written without reading the reviewer's rules or the sample templates.

    .venv/bin/python tests/rooms/fennick/build.py

Formats: .docx (python-docx), .pdf with a text layer (reportlab), .xlsx (openpyxl), .eml
(email), .csv, .txt, .md. Body markup for docx/pdf: paragraphs split by blank lines,
"# " and "## " headings, consecutive "|" lines a table, a line "---page---" a page break.
The generated files are committed; run this only to rebuild them."""

from __future__ import annotations

import csv
import datetime as dt
import shutil
import sys
import zlib
from email.message import EmailMessage
from pathlib import Path
from xml.sax.saxutils import escape

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import commercial  # noqa: E402
import corporate  # noqa: E402
import finance_people  # noqa: E402
import legal  # noqa: E402

FIXED = dt.datetime(2026, 10, 12, 9, 0, 0)


def _blocks(text: str) -> list[tuple[str, object]]:
    """("h1"|"h2"|"p"|"page", str) or ("table", rows)."""
    out: list[tuple[str, object]] = []
    for chunk in text.strip().split("\n\n"):
        chunk = chunk.strip("\n")
        lines = chunk.splitlines()
        if lines and all(line.startswith("|") for line in lines):
            rows = [[c.strip() for c in line.strip().strip("|").split("|")] for line in lines]
            out.append(("table", rows))
        elif chunk == "---page---":
            out.append(("page", ""))
        elif chunk.startswith("## "):
            out.append(("h2", chunk[3:]))
        elif chunk.startswith("# "):
            out.append(("h1", chunk[2:]))
        else:
            out.append(("p", " ".join(line.strip() for line in lines)))
    return out


def write_docx(path: Path, text: str) -> None:
    import docx

    d = docx.Document()
    d.core_properties.created = FIXED
    d.core_properties.modified = FIXED
    d.core_properties.author = "Fennick Systems"
    for kind, val in _blocks(text):
        if kind == "h1":
            d.add_heading(str(val), level=1)
        elif kind == "h2":
            d.add_heading(str(val), level=2)
        elif kind == "page":
            d.add_page_break()
        elif kind == "table":
            rows = val  # type: ignore[assignment]
            t = d.add_table(rows=len(rows), cols=len(rows[0]))
            t.style = "Table Grid"
            for i, row in enumerate(rows):
                for j, cell in enumerate(row):
                    t.cell(i, j).text = cell
        else:
            d.add_paragraph(str(val))
    d.save(str(path))


def write_pdf(path: Path, text: str) -> None:
    from reportlab.lib import colors
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.styles import getSampleStyleSheet
    from reportlab.platypus import PageBreak, Paragraph, SimpleDocTemplate, Spacer, Table

    styles = getSampleStyleSheet()
    story: list[object] = []
    for kind, val in _blocks(text):
        if kind in ("h1", "h2"):
            story.append(
                Paragraph(escape(str(val)), styles["Heading1" if kind == "h1" else "Heading2"])
            )
        elif kind == "page":
            story.append(PageBreak())
        elif kind == "table":
            rows = [[Paragraph(escape(c), styles["BodyText"]) for c in r] for r in val]  # type: ignore[union-attr]
            t = Table(rows)
            t.setStyle([("GRID", (0, 0), (-1, -1), 0.4, colors.grey)])
            story.append(t)
        else:
            story.append(Paragraph(escape(str(val)), styles["BodyText"]))
            story.append(Spacer(1, 4))
    SimpleDocTemplate(str(path), pagesize=A4, invariant=1, title=path.stem).build(story)


def write_xlsx(path: Path, sheets: dict[str, list[list[object]]]) -> None:
    import openpyxl

    wb = openpyxl.Workbook()
    wb.remove(wb.active)
    wb.properties.created = FIXED
    wb.properties.modified = FIXED
    wb.properties.creator = "Fennick Systems"
    for name, rows in sheets.items():
        ws = wb.create_sheet(name)
        for row in rows:
            ws.append(row)
    wb.save(str(path))


def write_eml(path: Path, mail: dict[str, object]) -> None:
    msg = EmailMessage()
    for header in ("From", "To", "Cc", "Date", "Subject"):
        if mail.get(header):
            msg[header] = str(mail[header])
    msg["Message-ID"] = f"<{zlib.crc32(path.name.encode())}@mail.fennick.co.uk>"
    msg.set_content(str(mail["body"]).strip() + "\n")
    for name, content in mail.get("attachments", []):  # type: ignore[union-attr]
        msg.add_attachment(content.encode(), maintype="text", subtype="plain", filename=name)
    path.write_bytes(bytes(msg))


def write_csv(path: Path, rows: list[list[object]]) -> None:
    with path.open("w", newline="", encoding="utf-8") as fh:
        csv.writer(fh).writerows(rows)


def build(out: Path) -> int:
    if out.exists():
        shutil.rmtree(out)
    n = 0
    for rel, body in corporate.DOCS + commercial.DOCS + finance_people.DOCS + legal.DOCS:
        path = out / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        ext = path.suffix.lower()
        if ext == ".docx":
            write_docx(path, body)
        elif ext == ".pdf":
            write_pdf(path, body)
        elif ext == ".xlsx":
            write_xlsx(path, body)
        elif ext == ".eml":
            write_eml(path, body)
        elif ext == ".csv":
            write_csv(path, body)
        else:
            path.write_text(body.strip() + "\n", encoding="utf-8")
        n += 1
    return n


if __name__ == "__main__":
    print(build(HERE / "documents"), "documents")
