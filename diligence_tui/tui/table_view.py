"""What the Table tab shows of a review table: which rows, in what order, and each cell's text.

Pure Python (no widgets), so that filtering and sorting 5,000 rows is a list of row indices
recomputed in a few milliseconds, and the grid widget only draws the rows on screen.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime

from diligence_tui.review.table import Cell, Column, Row, Table
from diligence_tui.textsafe import neutralize

DOC_WIDTH = 34  # the frozen document column
TYPE_WIDTH = {"yes_no": 11, "date": 14, "money": 16, "duration": 14, "choice": 18, "text": 24}

# a cell's review state at a glance: a glyph as well as a colour (monochrome terminals)
STATUS_GLYPH = {"proposed": " ", "verified": "✓", "edited": "✎", "flagged": "⚑"}


def flat(text: object) -> str:
    """Document or model text for one grid line: controls shown, line breaks as spaces."""
    return " ".join(neutralize(text).split())


def document_label(path: str, width: int) -> str:
    """A document's path in ``width`` cells, the file name kept whole where it fits: in a
    folder of "Audit Committee Notes …" files, the end of the name is what tells them apart."""
    from rich.cells import cell_len

    text = flat(path)
    if cell_len(text) <= width:
        return text
    folder, _, name = text.rpartition("/")
    room = width - cell_len(name) - 2  # "…/"
    if folder and room >= 4:
        return f"{folder[:room]}…/{name}"
    return "…" + name[-(width - 1) :] if cell_len(name) > width else name


def cell_text(cell: Cell) -> str:
    """The cell's answer as the grid shows it (without its status glyph)."""
    return flat(cell.display())


def cell_mark(cell: Cell) -> str:
    """⚠ when the answer rests on a quote that was not found in the document (or on none)."""
    if cell.outcome == "answered" and cell.source != "analyst" and not cell.verified_quotes:
        return "⚠"
    return ""


_NUMBER = re.compile(r"(\d[\d,]*(?:\.\d+)?)\s*(million|mm|m|billion|bn|b|thousand|k)?\b", re.I)
_SCALE = {"million": 1e6, "mm": 1e6, "m": 1e6, "billion": 1e9, "bn": 1e9, "b": 1e9}
_SCALE |= {"thousand": 1e3, "k": 1e3}
_UNIT_DAYS = {"day": 1, "week": 7, "month": 30.44, "year": 365.25}
_DURATION = re.compile(r"(\d+(?:\.\d+)?)\s*(day|week|month|year)s?\b", re.I)
_DATE_FORMATS = ("%Y-%m-%d", "%d %B %Y", "%B %d, %Y", "%B %d %Y", "%d %b %Y", "%b %d, %Y")


def _money(text: str) -> float | None:
    match = _NUMBER.search(text)
    if match is None:
        return None
    value = float(match.group(1).replace(",", ""))
    return value * _SCALE.get((match.group(2) or "").lower(), 1.0)


def _duration(text: str) -> float | None:
    match = _DURATION.search(text)
    if match is None:
        return None
    return float(match.group(1)) * _UNIT_DAYS[match.group(2).lower()]


def _date(text: str) -> float | None:
    cleaned = " ".join(text.replace(",", ", ").split()).replace(" ,", ",")
    for fmt in _DATE_FORMATS:
        try:
            return datetime.strptime(cleaned, fmt).timestamp()
        except ValueError:
            continue
    return None


def sort_value(column: Column, cell: Cell) -> tuple[int, float, str] | None:
    """A cell's place in a sort by its column, or None when it has no answer (those go last
    whichever way the column is sorted). Numbers sort as numbers where the type says so."""
    if cell.answer is None or cell.outcome not in ("answered", "not_found"):
        return None
    text = cell.answer.strip().lower()
    number: float | None = None
    if column.type == "money":
        number = _money(text)
    elif column.type == "duration":
        number = _duration(text)
    elif column.type == "date":
        number = _date(cell.answer.strip())
    elif column.type == "yes_no":
        number = {"yes": 0.0, "no": 1.0}.get(text)
    if number is not None:
        return (0, number, text)
    return (1, 0.0, text)  # text that did not parse after the parsed values, alphabetically


@dataclass
class TableView:
    """The shown rows of a table: filtered (every filter must hold) and sorted."""

    table: Table
    filters: dict[str, str] = field(default_factory=dict)  # column id -> shown answer
    query: str = ""  # words that must all occur in the document's path
    sort_column: str | None = None  # a column id, or "document"
    descending: bool = False
    order: list[int] = field(default_factory=list)  # indices into table.rows
    # every row in the sort's order as the analyst last sorted: answers that change later
    # (a column re-run, cells filling, a live run's cells) do not move rows under the cursor
    ranked: list[int] | None = None
    stale: bool = False  # the answers now sort otherwise (s on the column sorts again)

    def __post_init__(self) -> None:
        self.refresh(resort=True)

    @property
    def columns(self) -> list[Column]:
        return self.table.columns

    def widths(self) -> list[int]:
        return [TYPE_WIDTH.get(c.type, 20) for c in self.table.columns]

    def row_at(self, index: int) -> Row:
        return self.table.rows[self.order[index]]

    def cell_at(self, index: int, column: int) -> Cell:
        row = self.row_at(index)
        col = self.table.columns[column]
        cell = row.cells.get(col.id)
        if cell is None:
            cell = row.cells[col.id] = Cell()
        return cell

    def index_of(self, document: str) -> int | None:
        """Where a document's row is shown, if it is."""
        for i, row_index in enumerate(self.order):
            row = self.table.rows[row_index]
            if document in (row.document, row.doc_id):
                return i
        return None

    def refresh(self, *, resort: bool = False) -> None:
        """Recompute which rows show and in which order: sorted afresh after the analyst
        sorts, filters or searches (``resort``); after the answers changed, in the order
        they were sorted in (``stale`` says when a fresh sort would differ)."""
        rows = self.table.rows
        words = self.query.lower().split()
        by_id = {c.id: c for c in self.table.columns}
        filters = {cid: value for cid, value in self.filters.items() if cid in by_id}
        self.filters = filters
        keep: list[int] = []
        for i, row in enumerate(rows):
            if words:
                path = row.document.lower()
                if not all(w in path for w in words):
                    continue
            if filters and not all(
                cell_text(row.cells.get(cid) or Cell()).casefold() == value.casefold()
                for cid, value in filters.items()
            ):
                continue
            keep.append(i)
        if self.sort_column is not None and self.sort_column != "document":
            if self.sort_column not in by_id:
                self.sort_column = None
        if self.sort_column is None:
            self.ranked, self.stale = None, False
            self.order = keep
            return
        fresh = self._ranking()
        if resort or self.ranked is None:
            self.ranked, self.stale = fresh, False
        else:
            self.stale = fresh != self.ranked
        shown = set(keep)
        ranked = [i for i in self.ranked if i in shown]
        placed = set(ranked)
        self.order = ranked + [i for i in keep if i not in placed]  # rows new since the sort

    def _ranking(self) -> list[int]:
        """Every row in the order of the sort column (rows without an answer last)."""
        rows = self.table.rows
        every = range(len(rows))
        if self.sort_column == "document":
            return sorted(every, key=lambda i: rows[i].document.lower(), reverse=self.descending)
        column = next(c for c in self.table.columns if c.id == self.sort_column)
        valued: list[tuple[tuple[int, float, str], int]] = []
        missing: list[int] = []
        for i in every:
            value = sort_value(column, rows[i].cells.get(column.id) or Cell())
            if value is None:
                missing.append(i)
            else:
                valued.append((value, i))
        valued.sort(key=lambda pair: pair[0], reverse=self.descending)
        return [i for _value, i in valued] + missing

    def keep_order_of(self, old: TableView) -> None:
        """The same sort as ``old`` (the table read again): rows stay where the analyst last
        sorted them, matched by document."""
        if old.ranked is None or self.sort_column is None:
            return
        where = {row.document: i for i, row in enumerate(self.table.rows)}
        ranked = [where[d] for i in old.ranked if (d := old.table.rows[i].document) in where]
        placed = set(ranked)
        self.ranked = ranked + [i for i in range(len(self.table.rows)) if i not in placed]
        self.refresh()

    def __len__(self) -> int:
        return len(self.order)

    def describe(self) -> str:
        """The filters and sort in words, for the summary line."""
        parts = []
        for cid, value in self.filters.items():
            parts.append(f"{cid} = {value}")
        if self.query:
            parts.append(f"document ~ {self.query}")
        shown = f"{len(self.order)}/{len(self.table.rows)} documents"
        text = shown + (" · filter: " + ", ".join(parts) if parts else "")
        if self.sort_column:
            text += f" · sort: {self.sort_column} {'↓' if self.descending else '↑'}"
            if self.stale:
                text += " (answers changed since: s sorts again)"
        return text


def table_read_share(table: Table | None, chars: dict[str, int]) -> float | None:
    """The share of the room's readable text (``chars``: doc id -> characters) that the
    table's cells read: per document, the most that any of its cells read (``coverage``).
    None when no cell read any text. Not the review's coverage: a question asked of every
    document reads every document, and the memo's coverage says what the review read."""
    total = sum(chars.values())
    if table is None or not total:
        return None
    read = 0.0
    for row in table.rows:
        size = chars.get(row.doc_id, 0)
        if not size:
            continue
        share = max((c.coverage or 0.0 for c in row.cells.values()), default=0.0)
        read += size * min(1.0, share)
    return read / total if read else None
