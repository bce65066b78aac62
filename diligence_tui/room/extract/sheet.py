"""XLSX: one page per sheet ("Sheet: Name"), rows as tab-separated computed cell values.

openpyxl in read-only mode with ``data_only=True`` gives the values a spreadsheet program
cached. A formula cell without a cached value (a file no spreadsheet program ever saved)
shows its formula instead of an empty cell. Rows per sheet are capped (ingest.max_sheet_rows).
"""

from __future__ import annotations

import datetime as dt
import io

from diligence_tui.room.extract import Extracted, Limits
from diligence_tui.room.types import PARTIAL

_patched = False


def _show_uncached_formulas() -> None:
    """Make openpyxl's data-only reader fall back to the formula text when no value is cached.

    Runs in extraction worker processes only (process-wide patch of openpyxl's sheet parser).
    """
    global _patched
    if _patched:
        return
    from openpyxl.worksheet import _read_only, _reader

    base = _reader.WorkSheetParser

    class _Parser(base):  # type: ignore[misc, valid-type]
        def parse_cell(self, element):  # noqa: ANN001
            cell = super().parse_cell(element)
            if cell["value"] is None and self.data_only:
                formula = element.find(_reader.FORMULA_TAG)
                if formula is not None and formula.text:
                    cell["value"] = "=" + formula.text
                    cell["data_type"] = "s"
            return cell

    _read_only.WorkSheetParser = _Parser
    _patched = True


def _cell_text(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, float):
        return (
            f"{value:.10g}"
            if not value.is_integer()
            else str(int(value))
            if abs(value) < 1e15
            else f"{value:g}"
        )
    if isinstance(value, dt.datetime):
        return value.date().isoformat() if value.time() == dt.time() else value.isoformat(sep=" ")
    if isinstance(value, (dt.date, dt.time)):
        return value.isoformat()
    return str(value).replace("\t", " ").replace("\n", " ").strip()


def read_xlsx(data: bytes, limits: Limits) -> Extracted:
    import openpyxl

    _show_uncached_formulas()
    workbook = openpyxl.load_workbook(io.BytesIO(data), read_only=True, data_only=True)
    pages: list[tuple[str, str]] = []
    capped: list[str] = []
    try:
        for sheet in workbook.worksheets:
            lines: list[str] = []
            rows_seen = 0
            for row in sheet.iter_rows(values_only=True):
                cells = [_cell_text(v) for v in row]
                while cells and not cells[-1]:
                    cells.pop()
                if not cells:
                    continue
                if rows_seen >= limits.max_sheet_rows:
                    total = sheet.max_row
                    of = f" of about {total:,}" if total and total > rows_seen else ""
                    capped.append(
                        f"sheet '{sheet.title}': only the first {rows_seen:,}{of} rows read"
                    )
                    break
                rows_seen += 1
                lines.append("\t".join(cells))
            pages.append((f"Sheet: {sheet.title}", "\n".join(lines)))
        title = ""
        try:
            title = (workbook.properties.title or "").strip()
        except Exception:
            title = ""
    finally:
        workbook.close()
    result = Extracted(pages=pages, title=title)
    if capped:
        result.status = PARTIAL
        result.reason = "; ".join(capped) + " (ingest.max_sheet_rows)"
    return result
