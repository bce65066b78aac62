"""File writers for the blind rooms (carrowkeel, yarrawonga, pecos): every format a room holds,
written deterministically (a fixed document date and zip entry time, reportlab's invariant
mode), so that a rebuild gives the same bytes. Each room binds one :class:`RoomFiles` to its
own date, document language, mail domain and page size (its ``writers.py``)."""

from __future__ import annotations

import csv
import datetime as dt
import hashlib
import io
import shutil
import zipfile
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from email.message import EmailMessage
from email.utils import format_datetime
from pathlib import Path

# a block is (kind, payload): ("h", text), ("p", text), ("b", [items]), ("t", [[cells], ...]),
# ("sig", [lines]) for a signature block; a plain string is a paragraph
Block = tuple[str, object] | str


def _blocks(blocks: list[Block]) -> list[tuple[str, object]]:
    return [("p", b) if isinstance(b, str) else b for b in blocks]


def write_csv(path: Path, rows: list[list[object]]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    buf = io.StringIO()
    csv.writer(buf, lineterminator="\n").writerows(rows)
    path.write_text(buf.getvalue(), encoding="utf-8")


def write_text(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text.strip() + "\n", encoding="utf-8")


@dataclass(frozen=True)
class RoomFiles:
    fixed: dt.datetime  # every document's created/modified date and every zip entry's time
    lang: str  # the html pages' language ("en-IE")
    mail_domain: str  # the emails' Message-ID domain ("carrowkeel.invalid")
    page: str = "A4"  # reportlab's page size by name: "A4" or "LETTER"

    def _normalise_zip(self, path: Path) -> None:
        """Rewrite a zip-based office file with fixed entry times and a fixed order."""
        with zipfile.ZipFile(path) as z:
            entries = [(i.filename, z.read(i.filename)) for i in z.infolist()]
        buf = io.BytesIO()
        stamp = self.fixed.timetuple()[:6]
        with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as out:
            for name, data in entries:
                info = zipfile.ZipInfo(name, date_time=stamp)
                info.compress_type = zipfile.ZIP_DEFLATED
                info.external_attr = 0o644 << 16
                out.writestr(info, data)
        path.write_bytes(buf.getvalue())

    def write_pdf(
        self, path: Path, title: str, blocks: list[Block], *, letterhead: str = ""
    ) -> None:
        from reportlab.lib import colors, pagesizes
        from reportlab.lib.styles import ParagraphStyle, getSampleStyleSheet
        from reportlab.lib.units import mm
        from reportlab.platypus import (
            ListFlowable,
            ListItem,
            Paragraph,
            SimpleDocTemplate,
            Spacer,
            Table,
            TableStyle,
        )

        path.parent.mkdir(parents=True, exist_ok=True)
        styles = getSampleStyleSheet()
        body = ParagraphStyle(
            "body", parent=styles["BodyText"], fontName="Times-Roman", fontSize=10.5
        )
        head = ParagraphStyle("head", parent=styles["Heading3"], fontName="Times-Bold", fontSize=11)
        top = ParagraphStyle("top", parent=styles["Title"], fontName="Times-Bold", fontSize=14)
        small = ParagraphStyle("small", parent=body, fontSize=8.5, textColor=colors.grey)
        cell = ParagraphStyle("cell", parent=body, fontSize=9, leading=11)

        def esc(text: str) -> str:
            return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")

        story: list[object] = []
        if letterhead:
            for line in letterhead.splitlines():
                story.append(Paragraph(esc(line), small))
            story.append(Spacer(1, 6 * mm))
        if title:
            story.append(Paragraph(esc(title), top))
        for kind, payload in _blocks(blocks):
            if kind == "h":
                story.append(Paragraph(esc(str(payload)), head))
            elif kind == "p":
                story.append(Paragraph(esc(str(payload)), body))
            elif kind == "b":
                items = [ListItem(Paragraph(esc(str(i)), body)) for i in payload]  # type: ignore[attr-defined]
                story.append(ListFlowable(items, bulletType="bullet"))
            elif kind == "t":
                rows = [[Paragraph(esc(str(c)), cell) for c in row] for row in payload]  # type: ignore[attr-defined]
                table = Table(rows, repeatRows=1)
                table.setStyle(
                    TableStyle(
                        [
                            ("GRID", (0, 0), (-1, -1), 0.4, colors.grey),
                            ("BACKGROUND", (0, 0), (-1, 0), colors.whitesmoke),
                            ("VALIGN", (0, 0), (-1, -1), "TOP"),
                        ]
                    )
                )
                story.append(table)
            elif kind == "sig":
                story.append(Spacer(1, 4 * mm))
                for line in payload:  # type: ignore[attr-defined]
                    story.append(Paragraph(esc(str(line)), body))
            story.append(Spacer(1, 2.5 * mm))
        doc = SimpleDocTemplate(
            str(path),
            pagesize=getattr(pagesizes, self.page),
            leftMargin=22 * mm,
            rightMargin=22 * mm,
            topMargin=20 * mm,
            bottomMargin=20 * mm,
            title=title or path.stem,
            author="",
            creator="",
            invariant=1,
        )
        doc.build(story)

    def write_docx(self, path: Path, title: str, blocks: list[Block]) -> None:
        import docx
        from docx.shared import Pt

        path.parent.mkdir(parents=True, exist_ok=True)
        d = docx.Document()
        style = d.styles["Normal"]
        style.font.name = "Calibri"
        style.font.size = Pt(10.5)
        props = d.core_properties
        props.created = self.fixed
        props.modified = self.fixed
        props.last_printed = self.fixed
        props.author = ""
        props.last_modified_by = ""
        props.revision = 1
        props.title = title
        if title:
            d.add_heading(title, level=1)
        for kind, payload in _blocks(blocks):
            if kind == "h":
                d.add_heading(str(payload), level=2)
            elif kind == "p":
                d.add_paragraph(str(payload))
            elif kind == "b":
                for item in payload:  # type: ignore[attr-defined]
                    d.add_paragraph(str(item), style="List Bullet")
            elif kind == "t":
                rows = payload  # type: ignore[assignment]
                table = d.add_table(rows=len(rows), cols=len(rows[0]))  # type: ignore[arg-type]
                table.style = "Table Grid"
                for r, row in enumerate(rows):  # type: ignore[arg-type]
                    for c, value in enumerate(row):
                        table.cell(r, c).text = str(value)
                d.add_paragraph("")
            elif kind == "sig":
                for line in payload:  # type: ignore[attr-defined]
                    d.add_paragraph(str(line))
        d.save(str(path))
        self._normalise_zip(path)

    def write_xlsx(
        self, path: Path, sheets: list[tuple[str, list[list[object]]]], widths: int = 18
    ) -> None:
        """Each sheet is a list of rows; a cell may be a value or ("=FORMULA", cached value)."""
        import xlsxwriter

        path.parent.mkdir(parents=True, exist_ok=True)
        wb = xlsxwriter.Workbook(str(path), {"in_memory": True})
        wb.set_properties({"created": self.fixed, "author": "", "company": ""})
        bold = wb.add_format({"bold": True})
        for name, rows in sheets:
            ws = wb.add_worksheet(name)
            ws.set_column(0, 0, widths + 12)
            ws.set_column(1, 12, widths)
            for r, row in enumerate(rows):
                for c, value in enumerate(row):
                    fmt = bold if r == 0 else None
                    if isinstance(value, tuple):
                        formula, cached = value
                        ws.write_formula(r, c, formula, fmt, cached)
                    elif value is None:
                        continue
                    else:
                        ws.write(r, c, value, fmt)
        wb.close()
        self._normalise_zip(path)

    def write_html(self, path: Path, title: str, body: str) -> None:
        page = (
            f'<!DOCTYPE html>\n<html lang="{self.lang}">\n<head>\n<meta charset="utf-8">\n'
            f"<title>{title}</title>\n</head>\n<body>\n{body.strip()}\n</body>\n</html>\n"
        )
        write_text(path, page)

    def write_eml(
        self,
        path: Path,
        *,
        sender: str,
        to: str,
        subject: str,
        when: dt.datetime,
        body: str,
        cc: str = "",
    ) -> None:
        msg = EmailMessage()
        msg["From"] = sender
        msg["To"] = to
        if cc:
            msg["Cc"] = cc
        msg["Subject"] = subject
        msg["Date"] = format_datetime(when.replace(tzinfo=dt.UTC))
        digest = hashlib.sha1(subject.encode()).hexdigest()[:12]
        msg["Message-ID"] = f"<{digest}.{when:%Y%m%d%H%M}@{self.mail_domain}>"
        msg.set_content(body.strip() + "\n")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(bytes(msg))

    def write_pptx(self, path: Path, slides: list[tuple[str, list[str]]]) -> None:
        from pptx import Presentation
        from pptx.util import Pt

        path.parent.mkdir(parents=True, exist_ok=True)
        prs = Presentation()
        prs.core_properties.created = self.fixed
        prs.core_properties.modified = self.fixed
        prs.core_properties.last_printed = self.fixed
        prs.core_properties.author = ""
        prs.core_properties.last_modified_by = ""
        prs.core_properties.revision = 1
        for title, bullets in slides:
            slide = prs.slides.add_slide(prs.slide_layouts[1])
            slide.shapes.title.text = title
            frame = slide.placeholders[1].text_frame
            for i, text in enumerate(bullets):
                para = frame.paragraphs[0] if i == 0 else frame.add_paragraph()
                para.text = text
                para.font.size = Pt(16)
        prs.save(str(path))
        self._normalise_zip(path)

    def writers(self) -> tuple[Callable[..., None], ...]:
        """The room's writers in the order a room's writers.py names them: pdf, docx, xlsx,
        html, eml, pptx."""
        return (
            self.write_pdf,
            self.write_docx,
            self.write_xlsx,
            self.write_html,
            self.write_eml,
            self.write_pptx,
        )


def rebuild(out: Path, parts: Iterable[Callable[[Path], None]]) -> list[Path]:
    """Write a room's documents under ``out`` afresh (what was there removed first), part by
    part in order; the files written, sorted."""
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    for write in parts:
        write(out)
    return sorted(p for p in out.rglob("*") if p.is_file())
