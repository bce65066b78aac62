"""Build tests/rooms/quarrendon/documents: the dataroom of Project Quarrendon, the sale of
Heliant Medical Holdings, Inc. (ambulatory infusion pumps and disposable administration sets;
a plant in Plymouth, Minnesota, R&D in Cambridge, UK, an EU hub in the Netherlands) to
Norrland Medtech AB. Written by hand, without reading the reviewer or the other rooms; the
planted issues and look-alikes are listed in key.json. Deterministic: run it again and every
file comes out byte for byte the same.

    .venv/bin/python -m tests.rooms.quarrendon.build
"""

from __future__ import annotations

import csv
import io
import re
import shutil
import zipfile
from datetime import datetime
from email.message import EmailMessage
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from tests.rooms.quarrendon import (
    channels,
    commercial,
    corporate,
    finance,
    legal,
    people,
    regulatory,
    transaction,
)

ROOT = Path(__file__).resolve().parent / "documents"
FIXED = datetime(2026, 11, 20, 9, 0, 0)
ZIP_TIME = (2026, 11, 20, 9, 0, 0)


def _normalise_zip(path: Path) -> None:
    """Office files are zips stamped with the time of writing: restamp them so a rebuild is
    byte-identical."""
    with zipfile.ZipFile(path) as z:
        items = [(i.filename, z.read(i.filename)) for i in z.infolist()]
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as out:
        for name, data in items:
            if name == "docProps/core.xml":  # openpyxl stamps the save time over ours
                data = re.sub(
                    rb"(<dcterms:modified[^>]*>)[^<]*(</dcterms:modified>)",
                    rb"\g<1>2026-11-20T09:00:00Z\g<2>",
                    data,
                )
            info = zipfile.ZipInfo(name, ZIP_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            out.writestr(info, data)
    path.write_bytes(buf.getvalue())


def _docx(path: Path, blocks: list[Any]) -> None:
    from docx import Document
    from docx.shared import Pt

    doc = Document()
    doc.core_properties.author = "Heliant Medical"
    doc.core_properties.created = FIXED
    doc.core_properties.modified = FIXED
    doc.core_properties.last_modified_by = "Heliant Medical"
    doc.styles["Normal"].font.size = Pt(10.5)
    for block in blocks:
        if isinstance(block, list):
            table = doc.add_table(rows=0, cols=len(block[0]))
            table.style = "Table Grid"
            for row in block:
                cells = table.add_row().cells
                for cell, value in zip(cells, row, strict=True):
                    cell.text = str(value)
        elif block.startswith("## "):
            doc.add_heading(block[3:], level=2)
        elif block.startswith("# "):
            doc.add_heading(block[2:], level=1)
        elif block == "---":
            doc.add_page_break()
        else:
            doc.add_paragraph(block)
    doc.save(str(path))
    _normalise_zip(path)


def _pdf(path: Path, blocks: list[Any]) -> None:
    from reportlab.lib import colors
    from reportlab.lib.pagesizes import LETTER
    from reportlab.lib.styles import getSampleStyleSheet
    from reportlab.platypus import PageBreak, Paragraph, SimpleDocTemplate, Spacer, Table

    styles = getSampleStyleSheet()
    story: list[Any] = []
    for block in blocks:
        if isinstance(block, list):
            rows = [[Paragraph(escape(str(v)), styles["BodyText"]) for v in row] for row in block]
            table = Table(rows, repeatRows=1)
            table.setStyle([("GRID", (0, 0), (-1, -1), 0.4, colors.grey)])
            story += [table, Spacer(1, 8)]
        elif block.startswith("## "):
            story.append(Paragraph(escape(block[3:]), styles["Heading3"]))
        elif block.startswith("# "):
            story.append(Paragraph(escape(block[2:]), styles["Heading2"]))
        elif block == "---":
            story.append(PageBreak())
        else:
            story.append(Paragraph(escape(block), styles["BodyText"]))
    doc = SimpleDocTemplate(
        str(path), pagesize=LETTER, invariant=1, title=path.stem, author="Heliant Medical"
    )
    doc.build(story)


def _xlsx(path: Path, sheets: dict[str, list[list[Any]]]) -> None:
    from openpyxl import Workbook

    wb = Workbook()
    wb.remove(wb.active)
    for name, rows in sheets.items():
        ws = wb.create_sheet(name)
        for row in rows:
            ws.append(row)
    wb.properties.creator = "Heliant Medical"
    wb.properties.created = FIXED
    wb.properties.modified = FIXED
    wb.save(str(path))
    _normalise_zip(path)


def _csv(path: Path, rows: list[list[Any]]) -> None:
    buf = io.StringIO()
    csv.writer(buf, lineterminator="\n").writerows(rows)
    path.write_text(buf.getvalue(), encoding="utf-8")


def _eml(path: Path, mail: dict[str, str]) -> None:
    msg = EmailMessage()
    for header in ("From", "To", "Cc", "Date", "Subject"):
        if header in mail:
            msg[header] = mail[header]
    msg["Message-ID"] = f"<{abs(hash_stable(path.name))}@mail.heliantmed.com>"
    msg.set_content(mail["body"])
    path.write_bytes(msg.as_bytes())


def hash_stable(text: str) -> int:
    value = 0
    for ch in text:
        value = (value * 131 + ord(ch)) % 1_000_000_007
    return value


WRITERS = {
    ".docx": _docx,
    ".pdf": _pdf,
    ".xlsx": _xlsx,
    ".csv": _csv,
    ".eml": _eml,
}


def all_documents() -> dict[str, Any]:
    docs: dict[str, Any] = {}
    for module in (
        corporate,
        finance,
        commercial,
        channels,
        legal,
        people,
        regulatory,
        transaction,
    ):
        for rel, content in module.DOCS.items():
            assert rel not in docs, rel
            docs[rel] = content
    return docs


def build(root: Path = ROOT) -> int:
    if root.exists():
        shutil.rmtree(root)
    docs = all_documents()
    for rel, content in docs.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        writer = WRITERS.get(path.suffix)
        if writer is None:  # .md, .txt
            path.write_text(content, encoding="utf-8")
        else:
            writer(path, content)
    return len(docs)


if __name__ == "__main__":
    print(f"{build()} files written to {ROOT}")
