"""Excel export: the findings grid (one row per finding), each finding's citations on their own
sheet (linked both ways), every citation numbered as in the memo, and coverage by folder with
the files no model saw, each with its reason."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from diligence_tui.atomic import write_atomic
from diligence_tui.review.export_common import (
    NOT_READ,
    CitationIndex,
    coverage_rows,
    exported_sections,
    not_read_files,
    page_text,
    title_block,
)
from diligence_tui.review.export_table import add_xlsx_sheets
from diligence_tui.review.freshness import RoomCheck
from diligence_tui.review.model import SEVERITIES, UNVERIFIED, VERIFIED, Finding, Memo
from diligence_tui.review.table import Table
from diligence_tui.shares import percent
from diligence_tui.textsafe import neutralize

FINDINGS_COLUMNS = [
    # header, width: one row per finding (counts and pivots count findings)
    ("Category", 18),
    ("Severity", 10),
    ("Title", 40),
    ("Exposure", 28),
    ("Next step", 40),
    ("Status", 11),
    ("Citations", 10),  # how many; links to the finding's first row on FINDING_CITATIONS
    ("Verified", 12),
    ("Documents", 36),
    ("Finding id", 13),
]
FINDING_CITATIONS = "Finding citations"
FINDING_CITATION_COLUMNS = [
    # one row per finding and citation; the finding id links back to its row on Findings
    ("Finding id", 13),
    ("Finding", 36),
    ("Document", 36),
    ("Page", 10),
    ("Quote", 60),
    ("Verified", 11),
    ("#", 6),  # the citation's number, linked to its row on the Citations sheet
    ("Document state", 24),  # changed or gone since the review ("" when as reviewed)
]
_CELL_LIMIT = 32_767


def _cell(value: Any) -> Any:
    if not isinstance(value, str):
        return value
    text = neutralize(value)  # controls shown, never obeyed (and Excel refuses them)
    if text.startswith(("=", "+", "-", "@")):
        text = "'" + text  # never let document text become a formula
    return text[:_CELL_LIMIT]


def ordered_findings(findings: list[Finding]) -> list[Finding]:
    """Worst first; the analyst's rejections after the findings still standing."""
    order = {name: i for i, name in enumerate(SEVERITIES)}
    return sorted(
        findings, key=lambda f: (f.status == "rejected", order.get(f.severity, len(order)))
    )


def findings_rows(findings: list[Finding]) -> list[list[Any]]:
    """One row per finding, in :func:`ordered_findings` order."""
    rows: list[list[Any]] = []
    for finding in ordered_findings(findings):
        if not finding.citations:
            verified = "no citation"
        else:
            verified = VERIFIED if finding.verified else UNVERIFIED
        documents = list(dict.fromkeys(c.path or c.doc_id for c in finding.citations))
        rows.append(
            [
                finding.category,
                finding.severity,
                finding.title,
                finding.exposure,
                finding.next_step,
                finding.status,
                len(finding.citations),
                verified,
                "; ".join(documents),
                finding.id,
            ]
        )
    return rows


def _link(cell: Any, sheet: str, row: int) -> None:
    """An internal hyperlink from ``cell`` to column A of ``row`` on ``sheet``."""
    from openpyxl.styles import Font
    from openpyxl.worksheet.hyperlink import Hyperlink

    location = f"'{sheet}'!A{row}"
    cell.hyperlink = Hyperlink(ref=cell.coordinate, location=location, display=str(cell.value))
    cell.font = Font(color="0563C1", underline="single")


def share_format(fraction: float | None) -> str:
    """The cell's percentage format: as many decimals as :func:`percent` needs, so Excel never
    shows 100.0% for a share short of all of it."""
    if fraction is None:
        return "0.0%"
    decimals = percent(fraction, 1).rstrip("%").partition(".")[2]
    return "0." + "0" * max(1, len(decimals)) + "%"


def build_workbook(
    memo: Memo, findings: list[Finding], metrics: dict[str, Any], check: RoomCheck | None = None
) -> Any:
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
    names = [name for name, _ in FINDINGS_COLUMNS]
    verified_col, count_col = names.index("Verified") + 1, names.index("Citations") + 1
    index = CitationIndex.build(memo, exported_sections(memo, findings, check), findings, check)
    per_finding = book.create_sheet(FINDING_CITATIONS)
    per_finding.append([name for name, _ in FINDING_CITATION_COLUMNS])
    for cell in per_finding[1]:
        cell.font = header_font
        cell.fill = header_fill
    ordered = ordered_findings(findings)
    for finding, row in zip(ordered, findings_rows(findings), strict=True):
        sheet.append([_cell(v) for v in row])
        finding_row = sheet.max_row
        for cell in sheet[finding_row]:
            cell.alignment = wrap
        flag = sheet.cell(row=finding_row, column=verified_col)
        if flag.value != VERIFIED:
            flag.font = unverified_font
        if finding.citations:
            _link(
                sheet.cell(row=finding_row, column=count_col),
                FINDING_CITATIONS,
                per_finding.max_row + 1,
            )
        for citation in finding.citations:
            number = index.number_for(citation)
            per_finding.append(
                [
                    _cell(finding.id),
                    _cell(finding.title),
                    _cell(citation.path or citation.doc_id),
                    _cell(page_text(citation)),
                    _cell(citation.quote),
                    VERIFIED if citation.verified else UNVERIFIED,
                    number,
                    _cell(check.citation_note(citation) if check is not None else ""),
                ]
            )
            at = per_finding.max_row
            for cell in per_finding[at]:
                cell.alignment = wrap
            _link(per_finding.cell(row=at, column=1), "Findings", finding_row)
            _link(per_finding.cell(row=at, column=7), "Citations", number + 1)
            if not citation.verified:
                per_finding.cell(row=at, column=6).font = unverified_font
    for i, (_, width) in enumerate(FINDINGS_COLUMNS, 1):
        sheet.column_dimensions[get_column_letter(i)].width = width
    sheet.freeze_panes = "A2"
    sheet.auto_filter.ref = f"A1:{get_column_letter(len(FINDINGS_COLUMNS))}{max(sheet.max_row, 1)}"
    for i, (_, width) in enumerate(FINDING_CITATION_COLUMNS, 1):
        per_finding.column_dimensions[get_column_letter(i)].width = width
    per_finding.freeze_panes = "A2"
    last = get_column_letter(len(FINDING_CITATION_COLUMNS))
    per_finding.auto_filter.ref = f"A1:{last}{max(per_finding.max_row, 1)}"

    cites = book.create_sheet("Citations")
    cites.append(["#", "Document", "Page", "Quote", "Verified", "Used in", "Document state"])
    for cell in cites[1]:
        cell.font = header_font
        cell.fill = header_fill
    section_titles = {sec.id: sec.title for sec in memo.sections}
    finding_titles = {f.id: f.title for f in findings}
    for note in index.notes:
        noted = note.citation
        used = []
        for where in note.used_in:
            kind, _, key = where.partition(":")
            if kind == "section":
                used.append(f"memo: {section_titles.get(key, key)}")
            else:
                used.append(f"finding: {finding_titles.get(key, key)}")
        row = [
            note.number,
            noted.path if noted else f"(missing citation {note.cite_id})",
            page_text(noted) if noted else "",
            noted.quote if noted else "",
            VERIFIED if note.verified else UNVERIFIED,
            "; ".join(used) or "not referenced",
            note.stale,
        ]
        cites.append([_cell(v) for v in row])
        for cell in cites[cites.max_row]:
            cell.alignment = wrap
        if not note.verified:
            cites.cell(row=cites.max_row, column=5).font = unverified_font
    for letter, width in zip("ABCDEFG", (6, 36, 10, 60, 11, 40, 24), strict=True):
        cites.column_dimensions[letter].width = width
    cites.freeze_panes = "A2"
    cites.auto_filter.ref = f"A1:G{max(cites.max_row, 1)}"
    if check is not None and check.moved:
        changes = book.create_sheet("Room changes")
        changes.append(["Document", "State", "Document id"])
        for cell in changes[1]:
            cell.font = header_font
            cell.fill = header_fill
        for stale in [*check.changed, *check.removed, *check.added_docs()]:
            changes.append([_cell(stale.path), stale.label, stale.doc_id])
        for letter, width in zip("ABC", (48, 26, 16), strict=True):
            changes.column_dimensions[letter].width = width
        changes.freeze_panes = "A2"

    cover = book.create_sheet("Coverage")
    cover.append(["Folder", "Coverage"])
    for cell in cover[1]:
        cell.font = header_font
        cell.fill = header_fill
    folders, room = coverage_rows(metrics)
    for name, fraction in folders:
        cover.append([_cell(name), fraction])
        cover.cell(row=cover.max_row, column=2).number_format = share_format(fraction)
    cover.append(["Room total", room if room is not None else "not measured"])
    total = cover.cell(row=cover.max_row, column=2)
    total.number_format = share_format(room)
    for cell in cover[cover.max_row]:
        cell.font = Font(bold=True)
    block = dict(title_block(memo, metrics, check=check).rows)
    if block.get(NOT_READ):
        # the coverage above is of the readable text: what no model saw is said beside it,
        # each file with its reason, as the memo's scope and the other exports say it
        cover.append([])
        cover.append([NOT_READ, block[NOT_READ]])
        cover.cell(row=cover.max_row, column=1).font = Font(bold=True)
        cover.cell(row=cover.max_row, column=2).font = unverified_font
        cover.append(["Document", "Reason"])
        for cell in cover[cover.max_row]:
            cell.font = header_font
            cell.fill = header_fill
        for path, reason in not_read_files(metrics):
            cover.append([_cell(path), _cell(reason)])
    cover.column_dimensions["A"].width = 48
    cover.column_dimensions["B"].width = 14
    cover.freeze_panes = "A2"
    return book


def write_xlsx(
    memo: Memo,
    findings: list[Finding],
    metrics: dict[str, Any],
    path: Path,
    check: RoomCheck | None = None,
    table: Table | None = None,
    room_root: Path | None = None,
) -> Path:
    book = build_workbook(memo, findings, metrics, check)
    if table is not None:
        add_xlsx_sheets(book, table, room_root, _cell)
    return write_atomic(path, book.save)
