"""The OOXML plumbing of the Word export: styles, footers, list numbering, table layout and
the footnotes part, written over a python-docx ``Document``.

python-docx has no footnote API, so the footnotes part (``word/footnotes.xml``) is written
here: a package part with the footnotes content type, related from the document part, holding
the separator footnotes Word expects and one ``w:footnote`` per ``w:footnoteReference``.
Apart from ``export_docx`` (what the memo says, in which order) because this is how Word wants
it said, and changes only when Word or LibreOffice disagree with us.
"""

from __future__ import annotations

import re
from typing import Any
from xml.sax.saxutils import escape

from diligence_tui.review.model import UNVERIFIED, VERIFIED
from diligence_tui.textsafe import neutralize

W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
FOOTNOTES_RT = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/footnotes"
FOOTNOTES_CT = "application/vnd.openxmlformats-officedocument.wordprocessingml.footnotes+xml"
TABLE_STYLE = "Light List Accent 1"
CODE_FONT = "Consolas"
SEVERITY_COLOURS = {
    "critical": "9C0006",
    "high": "C00000",
    "medium": "9C5700",
    "low": "375623",
    "info": "404040",
}


class Footnotes:
    """Collects footnotes while the body is built; written as one part at the end."""

    def __init__(self) -> None:
        self.items: list[tuple[int, str, bool]] = []  # (w:id, text, unverified)

    def add(self, text: str, unverified: bool) -> int:
        footnote_id = len(self.items) + 1
        self.items.append((footnote_id, text, unverified))
        return footnote_id

    def xml(self) -> bytes:
        parts = [
            '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
            f'<w:footnotes xmlns:w="{W_NS}">',
            '<w:footnote w:type="separator" w:id="-1"><w:p><w:pPr><w:spacing w:after="0" '
            'w:line="240" w:lineRule="auto"/></w:pPr><w:r><w:separator/></w:r></w:p></w:footnote>',
            '<w:footnote w:type="continuationSeparator" w:id="0"><w:p><w:pPr><w:spacing '
            'w:after="0" w:line="240" w:lineRule="auto"/></w:pPr><w:r><w:continuationSeparator/>'
            "</w:r></w:p></w:footnote>",
        ]
        for footnote_id, text, unverified in self.items:
            status = (
                (
                    '<w:r><w:rPr><w:b/><w:color w:val="C00000"/></w:rPr>'
                    f'<w:t xml:space="preserve"> ({UNVERIFIED})</w:t></w:r>'
                )
                if unverified
                else (f'<w:r><w:t xml:space="preserve"> ({VERIFIED})</w:t></w:r>')
            )
            parts.append(
                f'<w:footnote w:id="{footnote_id}"><w:p><w:pPr><w:pStyle w:val="FootnoteText"/></w:pPr>'
                '<w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteRef/></w:r>'
                '<w:r><w:t xml:space="preserve"> </w:t></w:r>'
                f'<w:r><w:t xml:space="preserve">{xml_text(text)}</w:t></w:r>{status}</w:p></w:footnote>'
            )
        parts.append("</w:footnotes>")
        return "".join(parts).encode("utf-8")


def xml_text(text: str) -> str:
    return escape(neutralize(text))


_RTL = re.compile(r"[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]")
_LTR = re.compile(r"[A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff]")


def mostly_rtl(text: str) -> bool:
    rtl = len(_RTL.findall(text))
    return rtl > 0 and rtl > len(_LTR.findall(text))


def clean(text: str) -> str:
    """Text python-docx accepts (XML 1.0 forbids most control characters); controls are
    shown, not dropped (textsafe)."""
    return neutralize(text)


def ensure_styles(doc: Any) -> None:
    """The footnote styles Word expects (python-docx's template lacks them) and the body font."""
    from docx.enum.style import WD_STYLE_TYPE
    from docx.shared import Pt

    styles = doc.styles
    names = {s.name for s in styles}
    if "Footnote Text" not in names:
        style = styles.add_style("Footnote Text", WD_STYLE_TYPE.PARAGRAPH)
        style.base_style = styles["Normal"]
        style.font.size = Pt(9)
        style.paragraph_format.space_after = Pt(2)
        style.element.set(f"{{{W_NS}}}styleId", "FootnoteText")
    if "Footnote Reference" not in names:
        style = styles.add_style("Footnote Reference", WD_STYLE_TYPE.CHARACTER)
        style.font.superscript = True
        style.element.set(f"{{{W_NS}}}styleId", "FootnoteReference")
    normal = styles["Normal"]
    normal.font.name = "Calibri"
    normal.font.size = Pt(10.5)
    normal.paragraph_format.space_after = Pt(6)


def footer_page_numbers(doc: Any, label: str) -> None:
    """A page number (a PAGE field) and ``label`` in every section's footer."""
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    from docx.oxml import OxmlElement
    from docx.oxml.ns import qn

    for section in doc.sections:
        para = section.footer.paragraphs[0]
        para.alignment = WD_ALIGN_PARAGRAPH.CENTER
        para.add_run("Page ")
        # a field as Word writes it: begin / instruction / separate / result / end, one run each
        for kind, text in (
            ("begin", None),
            (None, " PAGE "),
            ("separate", None),
            (None, "1"),
            ("end", None),
        ):
            run = para.add_run()
            if kind:
                fld = OxmlElement("w:fldChar")
                fld.set(qn("w:fldCharType"), kind)
                run._r.append(fld)
            elif text is not None and text.strip() == "PAGE":
                instr = OxmlElement("w:instrText")
                instr.set(qn("xml:space"), "preserve")
                instr.text = text
                run._r.append(instr)
            else:
                run.text = text
        if label:
            para.add_run(f"  \u2022  {clean(label)}  \u2022  Confidential")


def numbered_list_id(doc: Any, start: int) -> int | None:
    """A fresh numbering instance for "List Number" so each list starts at ``start``."""
    from docx.oxml import OxmlElement
    from docx.oxml.ns import qn

    try:
        style = doc.styles["List Number"]
        num_pr = style.element.pPr.numPr
        base_num = int(num_pr.numId.val)
        numbering = doc.part.numbering_part.element
        abstract = None
        for num in numbering.findall(qn("w:num")):
            if int(num.get(qn("w:numId"))) == base_num:
                abstract = num.find(qn("w:abstractNumId")).get(qn("w:val"))
        if abstract is None:
            return None
        new_id = max(int(n.get(qn("w:numId"))) for n in numbering.findall(qn("w:num"))) + 1
        num = OxmlElement("w:num")
        num.set(qn("w:numId"), str(new_id))
        abstract_ref = OxmlElement("w:abstractNumId")
        abstract_ref.set(qn("w:val"), abstract)
        num.append(abstract_ref)
        override = OxmlElement("w:lvlOverride")
        override.set(qn("w:ilvl"), "0")
        start_el = OxmlElement("w:startOverride")
        start_el.set(qn("w:val"), str(max(start, 1)))
        override.append(start_el)
        num.append(override)
        numbering.append(num)
        return new_id
    except (AttributeError, KeyError, TypeError, ValueError):
        return None


def set_num_id(para: Any, num_id: int) -> None:
    num_pr = para._p.get_or_add_pPr().get_or_add_numPr()  # schema order kept by python-docx
    num_pr.get_or_add_ilvl().val = 0
    num_pr.get_or_add_numId().val = num_id


def widths(table: Any, inches: list[float]) -> None:
    from docx.shared import Inches

    table.autofit = False
    for column, width in zip(table.columns, inches, strict=False):
        column.width = Inches(width)  # w:gridCol, which LibreOffice uses
    for row in table.rows:
        for cell, width in zip(row.cells, inches, strict=False):
            cell.width = Inches(width)


def table_with_header(doc: Any, headers: list[str]) -> Any:
    """A table in the export's table style whose header row repeats on every page."""
    table = doc.add_table(rows=1, cols=len(headers))
    table.style = doc.styles[TABLE_STYLE]
    for cell, header in zip(table.rows[0].cells, headers, strict=True):
        cell.paragraphs[0].add_run(header).bold = True
    repeat_header(table.rows[0])
    return table


def keep_rows_whole(table: Any) -> None:
    from docx.oxml import OxmlElement

    for row in table.rows[1:]:
        row._tr.get_or_add_trPr().append(OxmlElement("w:cantSplit"))


def repeat_header(row: Any) -> None:
    from docx.oxml import OxmlElement
    from docx.oxml.ns import qn

    tr_pr = row._tr.get_or_add_trPr()
    header = OxmlElement("w:tblHeader")
    header.set(qn("w:val"), "true")
    tr_pr.append(header)


def attach_footnotes(doc: Any, footnotes: Footnotes) -> None:
    """The footnotes part, related from the document part, and the settings naming its
    separators (python-docx has no footnote API)."""
    from docx.opc.packuri import PackURI
    from docx.opc.part import Part
    from docx.oxml import OxmlElement
    from docx.oxml.ns import qn

    part = Part(
        PackURI("/word/footnotes.xml"),
        FOOTNOTES_CT,
        footnotes.xml(),
        doc.part.package,
    )
    doc.part.relate_to(part, FOOTNOTES_RT)
    settings = doc.settings.element
    if settings.find(qn("w:footnotePr")) is None:
        pr = OxmlElement("w:footnotePr")
        for footnote_id in ("-1", "0"):
            ref = OxmlElement("w:footnote")
            ref.set(qn("w:id"), footnote_id)
            pr.append(ref)
        # schema order: w:footnotePr sits just before w:endnotePr / w:compat / w:rsids
        for name in ("w:endnotePr", "w:compat", "w:docVars", "w:rsids"):
            anchor = settings.find(qn(name))
            if anchor is not None:
                anchor.addprevious(pr)
                break
        else:
            settings.append(pr)
