"""Build tests/rooms/ossington/documents: the dataroom of Project Ossington (the sale of
Wattlebird Systems Holdings Pty Ltd, a Sydney software-and-managed-services group with New
Zealand and Philippine subsidiaries). Written by the helper "blindroom" (third session)
without reading the offline reviewer, the sample templates or the other rooms.

Run from the repository root: ``python -m tests.rooms.ossington.build``. The documents are
written from the texts in the sibling modules; a light markup serves Word and PDF alike:
``# `` a heading, ``## `` a sub-heading, lines starting ``|`` a table (first row the
header), a blank line between paragraphs. Timestamps are fixed so that a rebuild gives the
same bytes."""

from __future__ import annotations

import csv
import datetime as dt
import io
import re
import shutil
import zipfile
from email.message import EmailMessage
from pathlib import Path

from . import commercial, corporate, finance, people, transaction

ROOT = Path(__file__).resolve().parent / "documents"
FIXED = dt.datetime(2025, 11, 3, 9, 0, 0)


def blocks(text: str) -> list[tuple[str, object]]:
    """The markup as (kind, value) blocks: h1, h2, p, table."""
    out: list[tuple[str, object]] = []
    table: list[list[str]] = []
    para: list[str] = []

    def flush() -> None:
        if para:
            out.append(("p", " ".join(para)))
            para.clear()
        if table:
            out.append(("table", [r[:] for r in table]))
            table.clear()

    for raw in text.strip("\n").splitlines():
        line = raw.strip()
        if not line:
            flush()
        elif line.startswith("|"):
            if para:
                out.append(("p", " ".join(para)))
                para.clear()
            table.append([c.strip() for c in line.strip("|").split("|")])
        elif line.startswith("## "):
            flush()
            out.append(("h2", line[3:]))
        elif line.startswith("# "):
            flush()
            out.append(("h1", line[2:]))
        else:
            if table:
                flush()
            para.append(line)
    flush()
    return out


def fix_zip(path: Path) -> None:
    """Rewrite a docx/xlsx with fixed entry times and document dates, so that a rebuild gives
    the same bytes (python-docx and openpyxl stamp the time of saving)."""
    stamp = FIXED.strftime("%Y-%m-%dT%H:%M:%SZ")
    with zipfile.ZipFile(path) as z:
        entries = [(i.filename, z.read(i.filename)) for i in z.infolist()]
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in entries:
            if name == "docProps/core.xml":
                data = re.sub(
                    rb"(<dcterms:(?:created|modified)[^>]*>)[^<]*", rb"\g<1>" + stamp.encode(), data
                )
            z.writestr(zipfile.ZipInfo(name, date_time=FIXED.timetuple()[:6]), data)


def write_docx(path: Path, text: str) -> None:
    import docx

    d = docx.Document()
    d.core_properties.created = FIXED
    d.core_properties.modified = FIXED
    d.core_properties.author = "Wattlebird Systems"
    for kind, value in blocks(text):
        if kind == "h1":
            d.add_heading(str(value), level=1)
        elif kind == "h2":
            d.add_heading(str(value), level=2)
        elif kind == "p":
            d.add_paragraph(str(value))
        else:
            rows = value if isinstance(value, list) else []
            t = d.add_table(rows=len(rows), cols=max(len(r) for r in rows))
            t.style = "Table Grid"
            for i, row in enumerate(rows):
                for j, cell in enumerate(row):
                    t.cell(i, j).text = cell
    d.save(str(path))
    fix_zip(path)


def write_pdf(path: Path, text: str) -> None:
    from xml.sax.saxutils import escape

    from reportlab.lib import colors
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.styles import getSampleStyleSheet
    from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

    styles = getSampleStyleSheet()
    story: list[object] = []
    for kind, value in blocks(text):
        if kind == "h1":
            story.append(Paragraph(escape(str(value)), styles["Heading1"]))
        elif kind == "h2":
            story.append(Paragraph(escape(str(value)), styles["Heading3"]))
        elif kind == "p":
            story.append(Paragraph(escape(str(value)), styles["BodyText"]))
        else:
            rows = value if isinstance(value, list) else []
            cells = [[Paragraph(escape(c), styles["BodyText"]) for c in r] for r in rows]
            t = Table(cells, repeatRows=1)
            t.setStyle(
                TableStyle(
                    [
                        ("GRID", (0, 0), (-1, -1), 0.5, colors.grey),
                        ("BACKGROUND", (0, 0), (-1, 0), colors.lightgrey),
                        ("VALIGN", (0, 0), (-1, -1), "TOP"),
                    ]
                )
            )
            story.append(t)
        story.append(Spacer(1, 4))
    doc = SimpleDocTemplate(
        str(path), pagesize=A4, invariant=1, title=path.stem, author="Wattlebird Systems"
    )
    doc.build(story)


def write_xlsx(path: Path, sheets: dict[str, list[list[object]]]) -> None:
    import openpyxl

    wb = openpyxl.Workbook()
    wb.properties.created = FIXED
    wb.properties.modified = FIXED
    first = True
    for name, rows in sheets.items():
        ws = wb.active if first else wb.create_sheet()
        first = False
        assert ws is not None
        ws.title = name
        for row in rows:
            ws.append(row)
    wb.save(str(path))
    fix_zip(path)


def write_csv(path: Path, rows: list[list[object]]) -> None:
    buf = io.StringIO()
    csv.writer(buf, lineterminator="\n").writerows(rows)
    path.write_text(buf.getvalue(), encoding="utf-8")


def write_eml(path: Path, mail: dict[str, str]) -> None:
    msg = EmailMessage()
    for header in ("From", "To", "Cc", "Date", "Subject"):
        if mail.get(header):
            msg[header] = mail[header]
    msg.set_content(mail["body"].strip("\n") + "\n")
    path.write_bytes(bytes(msg))


def write(rel: str, content: object) -> None:
    path = ROOT / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    suffix = path.suffix.lower()
    if suffix == ".docx":
        write_docx(path, str(content))
    elif suffix == ".pdf":
        write_pdf(path, str(content))
    elif suffix == ".xlsx":
        assert isinstance(content, dict)
        write_xlsx(path, content)
    elif suffix == ".csv":
        assert isinstance(content, list)
        write_csv(path, content)
    elif suffix == ".eml":
        assert isinstance(content, dict)
        write_eml(path, content)
    else:
        path.write_text(str(content).strip("\n") + "\n", encoding="utf-8")


def main() -> None:
    if ROOT.exists():
        shutil.rmtree(ROOT)
    docs: dict[str, object] = {}
    for module in (corporate, finance, commercial, people, transaction):
        for rel, content in module.DOCS.items():
            assert rel not in docs, rel
            docs[rel] = content
    for rel, content in sorted(docs.items()):
        write(rel, content)
    print(f"{len(docs)} files in {ROOT}")


if __name__ == "__main__":
    main()
