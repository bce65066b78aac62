"""Word export (python-docx): a memo a deal team can use as it is.

Title block, executive summary, findings table, the memo's sections rendered from Markdown,
citations as real Word footnotes, and an appendix listing every citation. Only built-in Word
style names are used (Title, Heading 1-3, List Bullet/Number, Footnote Text/Reference, a
table style), so a firm's template can restyle the document; the footer carries a PAGE field.

The OOXML plumbing (styles, footer field, list numbering, table layout, the footnotes part
python-docx has no API for) is in ``docx_ooxml``. Word numbers footnotes by position; the appendix numbers each distinct citation once
(``[A3]``), and every footnote names its appendix entry.
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

from diligence_tui.atomic import write_atomic
from diligence_tui.review.docx_ooxml import (
    CODE_FONT,
    SEVERITY_COLOURS,
    TABLE_STYLE,
    Footnotes,
    attach_footnotes,
    clean,
    ensure_styles,
    footer_page_numbers,
    keep_rows_whole,
    mostly_rtl,
    numbered_list_id,
    repeat_header,
    set_num_id,
    table_with_header,
    widths,
)
from diligence_tui.review.export_common import (
    FINDINGS_HEADING,
    NOT_READ,
    ROOM_CHANGED,
    STALE_HEADING,
    CitationIndex,
    Note,
    category_label,
    exported_sections,
    generated_summary,
    one_line,
    page_text,
    reported_findings,
    shorten,
    stale_lines,
    summary_section,
    title_block,
)
from diligence_tui.review.freshness import RoomCheck
from diligence_tui.review.markdown_reader import Block, Inline, parse_blocks, parse_inline
from diligence_tui.review.model import (
    UNVERIFIED,
    VERIFIED,
    Finding,
    Memo,
    MemoSection,
    citation_tally,
)
from diligence_tui.review.table import Table


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
        self.sections = exported_sections(memo, findings, check)
        self.index = CitationIndex.build(memo, self.sections, findings, check)
        self.footnotes = Footnotes()
        self._number_ids: dict[int, int] = {}
        ensure_styles(self.doc)

    # -- styles and page setup ----------------------------------------------------------------
    # -- inline content --------------------------------------------------------------------------
    def _add_runs(self, para: Any, runs: list[Inline], where: str = "") -> None:
        from docx.shared import Pt

        for item in runs:
            if item.cite_id:
                self._add_footnote_ref(
                    para, self.index.for_memo_link(self.memo, item.cite_id, where), item.text
                )
                continue
            run = para.add_run(clean(item.text))
            run.bold = item.bold or None
            run.italic = item.italic or None
            if mostly_rtl(item.text):
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
                    num_id = numbered_list_id(self.doc, block.start)
                para = self.doc.add_paragraph(style="List Number")
                if num_id is not None:
                    set_num_id(para, num_id)
                self._add_runs(para, parse_inline(block.text), where)
            elif block.kind == "quote":
                para = self.doc.add_paragraph(style="Quote")
                self._add_runs(para, parse_inline(block.text), where)
            elif block.kind == "code":
                para = self.doc.add_paragraph()
                for i, line in enumerate(block.text.split("\n")):
                    run = para.add_run(clean(line))
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
                repeat_header(table.rows[0])
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
        self.doc.add_heading(clean(one_line(block.title)), level=0)  # style "Title"
        table = self.doc.add_table(rows=0, cols=2)
        table.style = self.doc.styles["Table Grid"]
        for label, value in block.rows:
            cells = table.add_row().cells
            cells[0].paragraphs[0].add_run(label).bold = True
            run = cells[1].paragraphs[0].add_run(clean(value))
            if label in ("Offline engine", "Status", ROOM_CHANGED, NOT_READ, "Room check"):
                run.bold = True
                run.font.color.rgb = RGBColor(0xC0, 0x00, 0x00)
        widths(table, [1.6, 4.9])
        note = self.doc.add_paragraph()
        note.paragraph_format.space_before = Pt(6)
        tally = citation_tally(self.memo, self.findings)
        text = tally.line() or "The memo cites no documents"
        note.add_run(
            text[:1].upper() + text[1:] + ". Citations appear as footnotes and are listed in the "
            "appendix."
        ).italic = True
        if stale_lines(self.check):
            self.doc.add_heading(STALE_HEADING, level=1)
            for line in stale_lines(self.check):
                self.doc.add_paragraph(clean(line), style="List Bullet")

    def summary(self, sec: MemoSection | None) -> None:
        self.doc.add_heading("Executive summary", level=1)
        if sec is not None:
            self.add_markdown(sec.body, f"section:{sec.id}", base_level=1)
            return
        lines = generated_summary(self.findings)
        self.doc.add_paragraph(clean(lines[0]))
        for line in lines[1:]:
            self.doc.add_paragraph(clean(line), style="List Bullet")

    def findings_table(self) -> None:
        from docx.shared import Pt, RGBColor

        kept = reported_findings(self.findings)
        self.doc.add_heading(FINDINGS_HEADING, level=1)
        if not kept:
            self.doc.add_paragraph("No findings were recorded.")
            return
        table = table_with_header(
            self.doc, ["Severity", "Category", "Finding", "Exposure", "Next step"]
        )
        for finding in kept:
            cells = table.add_row().cells
            sev = cells[0].paragraphs[0].add_run(finding.severity.capitalize())
            sev.bold = True
            sev.font.color.rgb = RGBColor.from_string(
                SEVERITY_COLOURS.get(finding.severity, "404040")
            )
            cells[1].paragraphs[0].add_run(clean(category_label(finding.category)))
            para = cells[2].paragraphs[0]
            para.add_run(clean(one_line(finding.title))).bold = True
            if finding.description:
                desc = cells[2].add_paragraph()
                desc.add_run(clean(shorten(finding.description)))
            sources = cells[2].add_paragraph()
            if finding.citations:
                refs = ", ".join(self._ref_label(c) for c in finding.citations)
                run = sources.add_run(f"Sources: {refs}")
            else:
                run = sources.add_run("Sources: none cited")
            run.italic = True
            run.font.size = Pt(8.5)
            cells[3].paragraphs[0].add_run(clean(one_line(finding.exposure)) or "\u2014")
            cells[4].paragraphs[0].add_run(clean(one_line(finding.next_step)) or "\u2014")
        widths(table, [0.95, 1.1, 2.35, 1.2, 1.4])
        keep_rows_whole(table)
        rejected = len(self.findings) - len(kept)
        if rejected:
            self.doc.add_paragraph(
                f"{rejected} finding(s) rejected by the analyst are left out of this table and "
                "of the reviewer's summary (they remain in the JSON and XLSX exports)."
            ).runs[0].italic = True

    def _ref_label(self, citation: Any) -> str:
        note = self.index.note_for(citation)
        flag = "" if note.verified else f" {UNVERIFIED}"
        state = self.check.state_of(citation) if self.check is not None else ""
        return f"[A{note.number}]{flag}" + (f" ({state})" if state else "")

    def memo_sections(self, skip: MemoSection | None) -> None:
        for sec in self.sections:
            if skip is not None and sec.id == skip.id:
                continue
            self.doc.add_heading(clean(one_line(sec.title)) or "Untitled section", level=1)
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
        table = table_with_header(self.doc, ["#", "Document", "Page", "Quote", "Verified"])
        for note in self.index.notes:
            cells = table.add_row().cells
            cells[0].paragraphs[0].add_run(f"A{note.number}")
            citation = note.citation
            if citation is None:
                cells[1].paragraphs[0].add_run(f"(citation {note.cite_id} missing from the memo)")
            else:
                cells[1].paragraphs[0].add_run(clean(citation.path or citation.doc_id))
                cells[2].paragraphs[0].add_run(clean(page_text(citation)))
                cells[3].paragraphs[0].add_run(clean(f"\u201c{one_line(citation.quote)}\u201d"))
            flag = cells[4].paragraphs[0].add_run(VERIFIED if note.verified else UNVERIFIED)
            if note.stale:
                cells[4].paragraphs[0].add_run(clean(f" ({note.stale})")).italic = True
            if not note.verified:
                flag.bold = True
                flag.font.color.rgb = RGBColor(0xC0, 0x00, 0x00)
        widths(table, [0.6, 1.9, 0.7, 2.95, 0.85])
        keep_rows_whole(table)

    def build(self) -> Any:
        from docx.shared import Inches

        for section in self.doc.sections:
            section.left_margin = section.right_margin = Inches(1)
        core = self.doc.core_properties
        core.title = clean(one_line(self.memo.title))[:250]
        core.subject = clean(one_line(self.memo.target))[:250]
        core.author = "diligence-tui"
        self.title()
        summary = summary_section(self.memo, self.sections)
        self.summary(summary)
        self.findings_table()
        self.memo_sections(summary)
        self.appendix()
        footer_page_numbers(self.doc, one_line(self.memo.target or self.memo.title))
        attach_footnotes(self.doc, self.footnotes)
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

        add_docx_appendix(document, table, clean)
    return write_atomic(path, document.save)
