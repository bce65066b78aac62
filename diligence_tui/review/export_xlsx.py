"""Excel export: the findings grid (one row per finding and citation) and coverage by folder."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from diligence_tui.atomic import write_atomic
from diligence_tui.review.export_common import (
    UNVERIFIED,
    VERIFIED,
    CitationIndex,
    coverage_rows,
    exported_sections,
    page_text,
)
from diligence_tui.review.model import SEVERITIES, Finding, Memo

FINDINGS_COLUMNS = [
    # header, width
    ("Category", 18),
    ("Severity", 10),
    ("Title", 40),
    ("Exposure", 28),
    ("Next step", 40),
    ("Document", 36),
    ("Page", 10),
    ("Quote", 60),
    ("Verified", 11),
    ("Status", 11),
    ("Finding id", 13),
]
# characters Excel refuses in a cell (XML 1.0 control characters)
_ILLEGAL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f]")
_CELL_LIMIT = 32_767


def _cell(value: Any) -> Any:
    if not isinstance(value, str):
        return value
    text = _ILLEGAL.sub("", value)
    if text.startswith(("=", "+", "-", "@")):
        text = "'" + text  # never let document text become a formula
    return text[:_CELL_LIMIT]


def findings_rows(findings: list[Finding]) -> list[list[Any]]:
    order = {name: i for i, name in enumerate(SEVERITIES)}
    rows: list[list[Any]] = []
    for finding in sorted(findings, key=lambda f: order.get(f.severity, len(order))):
        base = [
            finding.category,
            finding.severity,
            finding.title,
            finding.exposure,
            finding.next_step,
        ]
        tail = [finding.status, finding.id]
        if not finding.citations:
            rows.append(base + ["", "", "", "no citation"] + tail)
        for citation in finding.citations:
            rows.append(
                base
                + [
                    citation.path or citation.doc_id,
                    page_text(citation),
                    citation.quote,
                    VERIFIED if citation.verified else UNVERIFIED,
                ]
                + tail
            )
    return rows


def build_workbook(memo: Memo, findings: list[Finding], metrics: dict[str, Any]) -> Any:
    from openpyxl import Workbook
    from openpyxl.styles import Alignment, Font, PatternFill
    from openpyxl.utils import get_column_letter

    book = Workbook()
    sheet = book.active
    sheet.title = "Findings"
    header_font = Font(bold=True, color="FFFFFF")
    header_fill = PatternFill("solid", fgColor="1F3864")
    wrap = Alignment(wrap_text=True, vertical="top")
    sheet.append([name for name, _ in FINDINGS_COLUMNS])
    for cell in sheet[1]:
        cell.font = header_font
        cell.fill = header_fill
        cell.alignment = Alignment(vertical="center")
    unverified_font = Font(bold=True, color="C00000")
    verified_col = [name for name, _ in FINDINGS_COLUMNS].index("Verified") + 1
    for row in findings_rows(findings):
        sheet.append([_cell(v) for v in row])
        for cell in sheet[sheet.max_row]:
            cell.alignment = wrap
        flag = sheet.cell(row=sheet.max_row, column=verified_col)
        if flag.value != VERIFIED:
            flag.font = unverified_font
    for i, (_, width) in enumerate(FINDINGS_COLUMNS, 1):
        sheet.column_dimensions[get_column_letter(i)].width = width
    sheet.freeze_panes = "A2"
    sheet.auto_filter.ref = f"A1:{get_column_letter(len(FINDINGS_COLUMNS))}{max(sheet.max_row, 1)}"

    cites = book.create_sheet("Citations")
    cites.append(["#", "Document", "Page", "Quote", "Verified", "Used in"])
    for cell in cites[1]:
        cell.font = header_font
        cell.fill = header_fill
    section_titles = {sec.id: sec.title for sec in memo.sections}
    finding_titles = {f.id: f.title for f in findings}
    for note in CitationIndex.build(memo, exported_sections(memo), findings).notes:
        citation = note.citation
        used = []
        for where in note.used_in:
            kind, _, key = where.partition(":")
            if kind == "section":
                used.append(f"memo: {section_titles.get(key, key)}")
            else:
                used.append(f"finding: {finding_titles.get(key, key)}")
        row = [
            note.number,
            citation.path if citation else f"(missing citation {note.cite_id})",
            page_text(citation) if citation else "",
            citation.quote if citation else "",
            VERIFIED if note.verified else UNVERIFIED,
            "; ".join(used) or "not referenced",
        ]
        cites.append([_cell(v) for v in row])
        for cell in cites[cites.max_row]:
            cell.alignment = wrap
        if not note.verified:
            cites.cell(row=cites.max_row, column=5).font = unverified_font
    for letter, width in zip("ABCDEF", (6, 36, 10, 60, 11, 40), strict=True):
        cites.column_dimensions[letter].width = width
    cites.freeze_panes = "A2"
    cites.auto_filter.ref = f"A1:F{max(cites.max_row, 1)}"

    cover = book.create_sheet("Coverage")
    cover.append(["Folder", "Coverage"])
    for cell in cover[1]:
        cell.font = header_font
        cell.fill = header_fill
    folders, room = coverage_rows(metrics)
    for name, fraction in folders:
        cover.append([_cell(name), fraction])
        cover.cell(row=cover.max_row, column=2).number_format = "0.0%"
    cover.append(["Room total", room if room is not None else "not measured"])
    total = cover.cell(row=cover.max_row, column=2)
    total.number_format = "0.0%"
    for cell in cover[cover.max_row]:
        cell.font = Font(bold=True)
    cover.column_dimensions["A"].width = 48
    cover.column_dimensions["B"].width = 14
    cover.freeze_panes = "A2"
    return book


def write_xlsx(memo: Memo, findings: list[Finding], metrics: dict[str, Any], path: Path) -> Path:
    book = build_workbook(memo, findings, metrics)
    return write_atomic(path, book.save)
