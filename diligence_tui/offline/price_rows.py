"""Price tables by item code, as documents lay them out (for the most-favoured checks of
:mod:`diligence_tui.offline.grants`):

* cells split by tabs (a sheet) or "|" (a document's table): "AS-210 | Administration set | 12.95",
  under a header row naming a price column and, where there is one, a volume column;
* a PDF's table, whose text has no cell marks and wraps a row over lines: a header line naming
  a price ("Item Description Contract Price (USD) Minimum commitment"), then rows that start
  with an item code on its own ("AS-210" / "Administration set," / "standard, 72 h 14.80 none"):
  the row's price is its first amount with two decimals.

A volume the table has no column for is often said in prose next to it ("Aggregate Participating
Member purchases of AS-210 in Contract Year 2025: approximately 612,000 units", "Buyer anticipates
purchasing approximately 150,000 units of AS-210 ... per year"): :func:`volume_line` finds it.
"""

from __future__ import annotations

import re

from diligence_tui.offline.crossdoc import Page

_CELLS = re.compile(r"\t|[ \t]*\|[ \t]*")
_CODE = re.compile(r"^(?=[A-Z0-9./-]*\d)(?=[A-Z0-9./-]*[A-Z])[A-Z0-9][A-Z0-9./-]{1,15}$")
_NUMBER = re.compile(r"^[^\d-]{0,4}(\d[\d,]*(?:\.\d+)?)")
_PRICE = re.compile(r"(?<![\d.,])(\d{1,3}(?:,\d{3})*\.\d{2})(?![\d.])")
_VOLUME_COL = re.compile(r"volume|quantit|units|qty", re.I)
_UNITS = re.compile(r"\b(\d{1,3}(?:,\d{3})+|\d{4,})\s+(?:units|sets|pieces|pcs|devices)\b", re.I)

Row = tuple[float, float | None, str]  # unit price, volume (None: not stated), the row as written


def _number(cell: str) -> float | None:
    m = _NUMBER.match(cell.strip())
    return float(m.group(1).replace(",", "")) if m else None


def price_rows(p: Page) -> dict[str, Row]:
    """A page's price rows by item code (cells, or a PDF's wrapped lines), with the volume
    the table states (prose volumes: :func:`doc_volume`)."""
    out = _cell_rows(p)
    for code, row in [*_pdf_rows(p).items(), *_named_rows(p).items()]:
        out.setdefault(code, row)
    return out


# a row's figures: "64,200 1.85 118,770.00" (units, price per unit, amount)
_FIGURES = re.compile(
    r"(?:^|\s)(\d{1,3}(?:,\d{3})+|\d+)\s+(\d+(?:\.\d+)?)\s+(\d{1,3}(?:,\d{3})*(?:\.\d{2})?)\s*$"
)
_NAME_LINE = re.compile(r"^[A-Z(][A-Za-z&(),/' -]*$")
_RUNS_ON = re.compile(r"(?:\b(?:and|of|for|the|with|to|in)|[,&/-])\s*$", re.I)


def _named_rows(p: Page) -> dict[str, Row]:
    """Rows of a PDF's table whose items have names, not codes ("Ledgerline Rates and" /
    "Billing (water)" / "64,200 1.85 118,770.00"): a line that ends in units, a price and an
    amount that is their product is a row; its name is the words before the figures on that
    line, or on the name lines just above it. Keyed by the name."""
    out: dict[str, Row] = {}
    lines = p.text.split("\n")
    for i, line in enumerate(lines):
        m = _FIGURES.search(line)
        if not m:
            continue
        units, price, amount = (float(g.replace(",", "")) for g in m.groups())
        if not (units > price and abs(units * price - amount) <= max(1.0, 0.01 * amount)):
            continue  # not units times a price
        name_lines = [line[: m.start()].strip()] if line[: m.start()].strip() else []
        start = i
        if not name_lines and i > 0 and _NAME_LINE.match(lines[i - 1].strip()):
            start = i - 1
            name_lines = [lines[start].strip()]
        # a name wrapped over lines: the line above ends mid-phrase ("Ledgerline Rates and")
        while (
            name_lines
            and start > 0
            and _NAME_LINE.match(lines[start - 1].strip())
            and _RUNS_ON.search(lines[start - 1])
            and len(name_lines) < 3
        ):
            start -= 1
            name_lines.insert(0, lines[start].strip())
        name = " ".join(" ".join(name_lines).split())
        if len(name) < 4 or len(name.split()) > 8:
            continue
        row = "\n".join(lines[start : i + 1]).strip()
        out.setdefault(name, (price, units, row))
    return out


def _cell_rows(p: Page) -> dict[str, Row]:
    out: dict[str, Row] = {}
    price_col = volume_col = -1
    for line in p.text.split("\n"):
        cells = [c.strip() for c in _CELLS.split(line.strip().strip("|"))]
        if len(cells) < 3:
            price_col = volume_col = -1  # the table ended
            continue
        heads = [c.lower() for c in cells]
        if any("price" in h for h in heads):
            price_col = next(i for i, h in enumerate(heads) if "price" in h)
            volume_col = next((i for i, h in enumerate(heads) if _VOLUME_COL.search(h)), -1)
            continue
        if price_col < 0 or price_col >= len(cells) or not _CODE.match(cells[0]):
            continue
        price = _number(cells[price_col])
        volume = _number(cells[volume_col]) if 0 <= volume_col < len(cells) else None
        if price:
            out.setdefault(cells[0], (price, volume, line.strip()))
    return out


def _pdf_rows(p: Page) -> dict[str, Row]:
    """Rows of a table without cell marks: after a header line that names a price, each row
    starts with an item code and ends on the line that has its price."""
    out: dict[str, Row] = {}
    in_table = False
    code, lines = "", list[str]()  # the row being read
    for line in p.text.split("\n"):
        words = line.split()
        if not words or _CELLS.search(line):
            in_table, code = False, ""
            continue
        if re.search(r"\bprice\b", line, re.I) and len(words) <= 14 and not _PRICE.search(line):
            in_table, code = True, ""
            continue
        if not in_table:
            continue
        if _CODE.match(words[0]):
            code, lines = words[0], []
        elif not code:
            if len(words) > 12:
                in_table = False  # prose: the table ended
            continue
        lines.append(line)
        price = _PRICE.search(" ".join(lines)[len(code) :])
        if price:
            row = "\n".join(lines)
            out.setdefault(code, (float(price.group(1).replace(",", "")), None, row))
            code = ""
        elif len(lines) > 4:
            code = ""  # no price within a few lines: not a row
    return out


def volume_line(p: Page, code: str) -> tuple[float, str] | None:
    """A sentence of the page that gives the units bought of item ``code`` (the item code
    nearest the number of units is this one): (units, sentence)."""
    for s in p.sentences:
        for m in _UNITS.finditer(s):
            near = min(
                _CODE_IN.finditer(s),
                key=lambda c: abs(c.start() - m.start()),
                default=None,
            )
            if near is not None and near.group(0) == code:
                return float(m.group(1).replace(",", "")), s
    return None


def doc_volume(pages: list[Page], code: str) -> tuple[float, str, Page] | None:
    """``volume_line`` over every page of one document."""
    for p in pages:
        said = volume_line(p, code)
        if said:
            return said[0], said[1], p
    return None


_CODE_IN = re.compile(
    r"(?<![\w-])(?=[A-Z0-9./-]*\d)(?=[A-Z0-9./-]*[A-Z])[A-Z0-9][A-Z0-9/-]{1,15}(?![\w-])"
)
