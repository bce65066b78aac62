"""Word export (python-docx): a memo a deal team can use as it is.

Title block, executive summary, findings table, the memo's sections rendered from Markdown,
citations as real Word footnotes, and an appendix listing every citation. Only built-in Word
style names are used (Title, Heading 1-3, List Bullet/Number, Footnote Text/Reference, a
table style), so a firm's template can restyle the document; the footer carries a PAGE field.

python-docx has no footnote API, so the footnotes part (``word/footnotes.xml``) is written
here: a package part with the footnotes content type, related from the document part, holding
the separator footnotes Word expects and one ``w:footnote`` per ``w:footnoteReference``.
Word numbers footnotes by position; the appendix numbers each distinct citation once
(``[A3]``), and every footnote names its appendix entry.
"""

from __future__ import annotations

import copy
import re
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from diligence_tui.atomic import write_atomic
from diligence_tui.review.export_common import (
    FINDINGS_HEADING,
    ROOM_CHANGED,
    STALE_HEADING,
    UNVERIFIED,
    VERIFIED,
    Block,
    CitationIndex,
    Inline,
    Note,
    category_label,
    exported_sections,
    generated_summary,
    one_line,
    page_text,
    parse_blocks,
    parse_inline,
    reported_findings,
    shorten,
    stale_lines,
    summary_section,
    title_block,
    verified_label,
)
from diligence_tui.review.freshness import RoomCheck
from diligence_tui.review.model import Finding, Memo, MemoSection
from diligence_tui.review.table import Table
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
                f'<w:r><w:t xml:space="preserve">{_xml_text(text)}</w:t></w:r>{status}</w:p></w:footnote>'
            )
        parts.append("</w:footnotes>")
        return "".join(parts).encode("utf-8")


def _xml_text(text: str) -> str:
    return escape(neutralize(text))


_RTL = re.compile(r"[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]")
_LTR = re.compile(r"[A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff]")


def _mostly_rtl(text: str) -> bool:
    rtl = len(_RTL.findall(text))
    return rtl > 0 and rtl > len(_LTR.findall(text))


def _clean(text: str) -> str:
    """Text python-docx accepts (XML 1.0 forbids most control characters); controls are
    shown, not dropped (textsafe)."""
    return neutralize(text)


class DocxBuilder:
    def __init__(
        self,
        memo: Memo,
        findings: list[Finding],
        metrics: dict[str, Any],
        check: RoomCheck | None = None,
    ) -> None:
        import docx

        self.memo = memo
        self.findings = findings
        self.metrics = metrics
        self.check = check
        self.doc = docx.Document()
        self.sections = exported_sections(memo, findings)
        self.index = CitationIndex.build(memo, self.sections, findings, check)
        self.footnotes = Footnotes()
        self._number_ids: dict[int, int] = {}
        self._ensure_styles()

    # -- styles and page setup ----------------------------------------------------------------
    def _ensure_styles(self) -> None:
        from docx.enum.style import WD_STYLE_TYPE
        from docx.shared import Pt

        styles = self.doc.styles
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

    def _footer_page_numbers(self) -> None:
        from docx.enum.text import WD_ALIGN_PARAGRAPH
        from docx.oxml import OxmlElement
        from docx.oxml.ns import qn

        for section in self.doc.sections:
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
            label = self.memo.target or self.memo.title
            if label:
                para.add_run(f"  \u2022  {_clean(one_line(label))}  \u2022  Confidential")

    # -- inline content --------------------------------------------------------------------------
    def _add_runs(self, para: Any, runs: list[Inline], where: str = "") -> None:
        from docx.shared import Pt

        for item in runs:
            if item.cite_id:
                self._add_footnote_ref(
                    para, self.index.for_memo_link(self.memo, item.cite_id, where), item.text
                )
                continue
            run = para.add_run(_clean(item.text))
            run.bold = item.bold or None
            run.italic = item.italic or None
            if _mostly_rtl(item.text):
                run.font.rtl = True  # Hebrew/Arabic runs laid out right to left in Word
            if item.code:
                run.font.name = CODE_FONT
                run.font.size = Pt(9.5)

    def _add_footnote_ref(self, para: Any, note: Note, label: str = "") -> None:
        from docx.oxml import OxmlElement
        from docx.oxml.ns import qn

        text = f"[A{note.number}] {note.text(with_status=False)}"
        if label and label != note.cite_id and label.strip() not in note.text():
            text = f"{label.strip()}: {text}"
        footnote_id = self.footnotes.add(text, not note.verified)
        run = para.add_run()
        run.style = self.doc.styles["Footnote Reference"]
        ref = OxmlElement("w:footnoteReference")
        ref.set(qn("w:id"), str(footnote_id))
        run._r.append(ref)

    # -- blocks -----------------------------------------------------------------------------------
    def _numbered_list_id(self, start: int) -> int | None:
        """A fresh numbering instance for "List Number" so each list starts at ``start``."""
        from docx.oxml import OxmlElement
        from docx.oxml.ns import qn

        try:
            style = self.doc.styles["List Number"]
            num_pr = style.element.pPr.numPr
            base_num = int(num_pr.numId.val)
            numbering = self.doc.part.numbering_part.element
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

    def _set_num_id(self, para: Any, num_id: int) -> None:
        num_pr = para._p.get_or_add_pPr().get_or_add_numPr()  # schema order kept by python-docx
        num_pr.get_or_add_ilvl().val = 0
        num_pr.get_or_add_numId().val = num_id

    def add_markdown(self, markdown: str, where: str = "", base_level: int = 1) -> None:
        from docx.shared import Pt

        previous: Block | None = None
        num_id: int | None = None
        blocks = parse_blocks(markdown)
        top = min((b.level for b in blocks if b.kind == "heading"), default=1)
        for block in blocks:
            if block.kind == "heading":
                level = min(base_level + 1 + block.level - top, 3)
                para = self.doc.add_heading("", level=level)
                self._add_runs(para, parse_inline(block.text), where)
            elif block.kind == "bullet":
                style = "List Bullet 2" if block.level >= 1 else "List Bullet"
                para = self.doc.add_paragraph(style=style)
                self._add_runs(para, parse_inline(block.text), where)
            elif block.kind == "number":
                if previous is None or previous.kind != "number":
                    num_id = self._numbered_list_id(block.start)
                para = self.doc.add_paragraph(style="List Number")
                if num_id is not None:
                    self._set_num_id(para, num_id)
                self._add_runs(para, parse_inline(block.text), where)
            elif block.kind == "quote":
                para = self.doc.add_paragraph(style="Quote")
                self._add_runs(para, parse_inline(block.text), where)
            elif block.kind == "code":
                para = self.doc.add_paragraph()
                for i, line in enumerate(block.text.split("\n")):
                    run = para.add_run(_clean(line))
                    run.font.name = CODE_FONT
                    run.font.size = Pt(9)
                    if i < block.text.count("\n"):
                        run.add_break()
            elif block.kind == "table":
                table = self.doc.add_table(rows=0, cols=len(block.rows[0]))
                table.style = self.doc.styles[TABLE_STYLE]
                for r, row in enumerate(block.rows):
                    cells = table.add_row().cells
                    for cell, text in zip(cells, row, strict=True):
                        runs = parse_inline(text, bold=r == 0)
                        self._add_runs(cell.paragraphs[0], runs, where)
                self._repeat_header(table.rows[0])
                self.doc.add_paragraph()
            elif block.kind == "rule":
                self.doc.add_paragraph("\u2015" * 3)
            else:
                para = self.doc.add_paragraph()
                self._add_runs(para, parse_inline(block.text), where)
            previous = block

    # -- document parts ---------------------------------------------------------------------------
    def title(self) -> None:
        from docx.shared import Pt, RGBColor

        block = title_block(self.memo, self.metrics, check=self.check)
        self.doc.add_heading(_clean(one_line(block.title)), level=0)  # style "Title"
        table = self.doc.add_table(rows=0, cols=2)
        table.style = self.doc.styles["Table Grid"]
        for label, value in block.rows:
            cells = table.add_row().cells
            cells[0].paragraphs[0].add_run(label).bold = True
            run = cells[1].paragraphs[0].add_run(_clean(value))
            if label in ("Offline engine", "Status", ROOM_CHANGED, "Room check"):
                run.bold = True
                run.font.color.rgb = RGBColor(0xC0, 0x00, 0x00)
        self._widths(table, [1.6, 4.9])
        unverified = sum(1 for n in self.index.notes if not n.verified)
        note = self.doc.add_paragraph()
        note.paragraph_format.space_before = Pt(6)
        text = f"{len(self.index.notes)} citation(s)"
        if unverified:
            text += f", of which {unverified} UNVERIFIED (quote not found in the cited document)"
        note.add_run(
            text + ". Citations appear as footnotes and are listed in the appendix."
        ).italic = True
        if stale_lines(self.check):
            self.doc.add_heading(STALE_HEADING, level=1)
            for line in stale_lines(self.check):
                self.doc.add_paragraph(_clean(line), style="List Bullet")

    def summary(self, sec: MemoSection | None) -> None:
        self.doc.add_heading("Executive summary", level=1)
        if sec is not None:
            self.add_markdown(sec.body, f"section:{sec.id}", base_level=1)
            return
        lines = generated_summary(self.findings)
        self.doc.add_paragraph(_clean(lines[0]))
        for line in lines[1:]:
            self.doc.add_paragraph(_clean(line), style="List Bullet")

    def findings_table(self) -> None:
        from docx.shared import Pt, RGBColor

        kept = reported_findings(self.findings)
        self.doc.add_heading(FINDINGS_HEADING, level=1)
        if not kept:
            self.doc.add_paragraph("No findings were recorded.")
            return
        table = self._table_with_header(
            ["Severity", "Category", "Finding", "Exposure", "Next step"]
        )
        for finding in kept:
            cells = table.add_row().cells
            sev = cells[0].paragraphs[0].add_run(finding.severity.capitalize())
            sev.bold = True
            sev.font.color.rgb = RGBColor.from_string(
                SEVERITY_COLOURS.get(finding.severity, "404040")
            )
            cells[1].paragraphs[0].add_run(_clean(category_label(finding.category)))
            para = cells[2].paragraphs[0]
            para.add_run(_clean(one_line(finding.title))).bold = True
            if finding.description:
                desc = cells[2].add_paragraph()
                desc.add_run(_clean(shorten(finding.description)))
            sources = cells[2].add_paragraph()
            if finding.citations:
                refs = ", ".join(self._ref_label(c) for c in finding.citations)
                run = sources.add_run(f"Sources: {refs}")
            else:
                run = sources.add_run("Sources: none cited")
            run.italic = True
            run.font.size = Pt(8.5)
            cells[3].paragraphs[0].add_run(_clean(one_line(finding.exposure)) or "\u2014")
            cells[4].paragraphs[0].add_run(_clean(one_line(finding.next_step)) or "\u2014")
        self._widths(table, [0.95, 1.1, 2.35, 1.2, 1.4])
        self._keep_rows_whole(table)
        rejected = len(self.findings) - len(kept)
        if rejected:
            self.doc.add_paragraph(
                f"{rejected} finding(s) rejected by the analyst are left out of this table and "
                "of the reviewer's summary (they remain in the JSON and XLSX exports)."
            ).runs[0].italic = True

    def _ref_label(self, citation: Any) -> str:
        number = self.index.number_for(citation)
        flag = "" if citation.verified else f" {UNVERIFIED}"
        state = self.check.state_of(citation) if self.check is not None else ""
        return f"[A{number}]{flag}" + (f" ({state})" if state else "")

    def memo_sections(self, skip: MemoSection | None) -> None:
        for sec in self.sections:
            if skip is not None and sec.id == skip.id:
                continue
            self.doc.add_heading(_clean(one_line(sec.title)) or "Untitled section", level=1)
            self.add_markdown(sec.body, f"section:{sec.id}", base_level=1)

    def appendix(self) -> None:
        from docx.shared import RGBColor

        self.doc.add_page_break()
        self.doc.add_heading("Appendix: citations", level=1)
        if not self.index.notes:
            self.doc.add_paragraph("The memo cites no documents.")
            return
        self.doc.add_paragraph(
            "Every citation in the memo and the findings, numbered once. \u201cverified\u201d: the "
            "quote was found in the cited document; \u201cUNVERIFIED\u201d: it was not and must be "
            "checked by hand."
        )
        table = self._table_with_header(["#", "Document", "Page", "Quote", "Verified"])
        for note in self.index.notes:
            cells = table.add_row().cells
            cells[0].paragraphs[0].add_run(f"A{note.number}")
            citation = note.citation
            if citation is None:
                cells[1].paragraphs[0].add_run(f"(citation {note.cite_id} missing from the memo)")
            else:
                cells[1].paragraphs[0].add_run(_clean(citation.path or citation.doc_id))
                cells[2].paragraphs[0].add_run(_clean(page_text(citation)))
                cells[3].paragraphs[0].add_run(_clean(f"\u201c{one_line(citation.quote)}\u201d"))
            flag = cells[4].paragraphs[0].add_run(verified_label(citation))
            if note.stale:
                cells[4].paragraphs[0].add_run(_clean(f" ({note.stale})")).italic = True
            if not note.verified:
                flag.bold = True
                flag.font.color.rgb = RGBColor(0xC0, 0x00, 0x00)
        self._widths(table, [0.6, 1.9, 0.7, 2.95, 0.85])
        self._keep_rows_whole(table)

    # -- helpers ----------------------------------------------------------------------------------
    def _widths(self, table: Any, inches: list[float]) -> None:
        from docx.shared import Inches

        table.autofit = False
        for column, width in zip(table.columns, inches, strict=False):
            column.width = Inches(width)  # w:gridCol, which LibreOffice uses
        for row in table.rows:
            for cell, width in zip(row.cells, inches, strict=False):
                cell.width = Inches(width)

    def _table_with_header(self, headers: list[str]) -> Any:
        """A table in the export's table style whose header row repeats on every page."""
        table = self.doc.add_table(rows=1, cols=len(headers))
        table.style = self.doc.styles[TABLE_STYLE]
        for cell, header in zip(table.rows[0].cells, headers, strict=True):
            cell.paragraphs[0].add_run(header).bold = True
        self._repeat_header(table.rows[0])
        return table

    def _keep_rows_whole(self, table: Any) -> None:
        from docx.oxml import OxmlElement

        for row in table.rows[1:]:
            row._tr.get_or_add_trPr().append(OxmlElement("w:cantSplit"))

    def _repeat_header(self, row: Any) -> None:
        from docx.oxml import OxmlElement
        from docx.oxml.ns import qn

        tr_pr = row._tr.get_or_add_trPr()
        header = OxmlElement("w:tblHeader")
        header.set(qn("w:val"), "true")
        tr_pr.append(header)

    def _attach_footnotes(self) -> None:
        from docx.opc.packuri import PackURI
        from docx.opc.part import Part
        from docx.oxml import OxmlElement
        from docx.oxml.ns import qn

        part = Part(
            PackURI("/word/footnotes.xml"),
            FOOTNOTES_CT,
            self.footnotes.xml(),
            self.doc.part.package,
        )
        self.doc.part.relate_to(part, FOOTNOTES_RT)
        settings = self.doc.settings.element
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

    def build(self) -> Any:
        from docx.shared import Inches

        for section in self.doc.sections:
            section.left_margin = section.right_margin = Inches(1)
        core = self.doc.core_properties
        core.title = _clean(one_line(self.memo.title))[:250]
        core.subject = _clean(one_line(self.memo.target))[:250]
        core.author = "diligence-tui"
        self.title()
        summary = summary_section(self.memo, self.sections)
        self.summary(summary)
        self.findings_table()
        self.memo_sections(summary)
        self.appendix()
        self._footer_page_numbers()
        self._attach_footnotes()
        return self.doc


def build_docx(
    memo: Memo, findings: list[Finding], metrics: dict[str, Any], check: RoomCheck | None = None
) -> Any:
    return DocxBuilder(copy.deepcopy(memo), findings, metrics, check).build()


def write_docx(
    memo: Memo,
    findings: list[Finding],
    metrics: dict[str, Any],
    path: Path,
    check: RoomCheck | None = None,
    table: Table | None = None,
    room_root: Path | None = None,
) -> Path:
    document = build_docx(memo, findings, metrics, check)
    if table is not None:
        from diligence_tui.review.export_table import add_docx_appendix

        add_docx_appendix(document, table, _clean)
    return write_atomic(path, document.save)
