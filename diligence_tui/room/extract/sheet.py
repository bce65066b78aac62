"""XLSX: one page per sheet ("Sheet: Name"), rows as tab-separated computed cell values.

openpyxl in read-only mode with ``data_only=True`` gives the values a spreadsheet program
cached. A formula cell without a cached value (a file no spreadsheet program ever saved)
shows its formula instead of an empty cell (a subclass of openpyxl's sheet parser; no
process-wide patching). Rows per sheet are capped (ingest.max_sheet_rows).
"""

from __future__ import annotations

import datetime as dt
import io

from diligence_tui.room.extract import Extracted, Limits, metadata_title
from diligence_tui.room.types import PARTIAL


def _formula_aware_parser():
    """openpyxl's data-only sheet parser, except that a formula cell without a cached value
    yields its formula text instead of None."""
    from openpyxl.worksheet import _reader

    class FormulaAwareParser(_reader.WorkSheetParser):
        def parse_cell(self, element):  # noqa: ANN001, ANN202
            cell = super().parse_cell(element)
            if cell["value"] is None:
                formula = element.find(_reader.FORMULA_TAG)
                if formula is not None and formula.text:
                    cell["value"] = "=" + formula.text
            return cell

    return FormulaAwareParser


def _sheet_rows(workbook, sheet, parser_class):  # noqa: ANN001, ANN202
    """Row value lists straight from the sheet XML (cells placed by their column)."""
    try:
        source = sheet._get_source()
    except AttributeError:  # not a read-only sheet: the public API (no formula fallback)
        yield from (list(row) for row in sheet.iter_rows(values_only=True))
        return
    with source:
        parser = parser_class(
            source,
            sheet._shared_strings,
            data_only=True,
            epoch=workbook.epoch,
            date_formats=workbook._date_formats,
            timedelta_formats=workbook._timedelta_formats,
        )
        for _index, cells in parser.parse():
            if not cells:
                continue
            values: list[object] = [None] * max(cell["column"] for cell in cells)
            for cell in cells:
                values[cell["column"] - 1] = cell["value"]
            yield values


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

    parser_class = _formula_aware_parser()
    workbook = openpyxl.load_workbook(io.BytesIO(data), read_only=True, data_only=True)
    pages: list[tuple[str, str]] = []
    capped: list[str] = []
    try:
        for sheet in workbook.worksheets:
            lines: list[str] = []
            rows_seen = 0
            for row in _sheet_rows(workbook, sheet, parser_class):
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
        title = metadata_title(lambda: workbook.properties.title)
    finally:
        workbook.close()
    result = Extracted(pages=pages, title=title)
    if capped:
        result.status = PARTIAL
        result.reason = "; ".join(capped) + " (ingest.max_sheet_rows)"
    return result
