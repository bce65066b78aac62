"""The review table's data: columns (questions), rows (documents) and cells (answers).

API (stable; the workspace's Table tab and the exporters build on it)::

    from diligence_tui.review.table import (
        Column, Cell, Row, Table, Citation, load_table, save_table, TABLE_FILE,
    )

    table = Table(columns=[Column(id="coc", question="Change of control?", type="yes_no",
                                  clause="Change Of Control")])
    table.add_row(doc_id, "01 Contracts/MSA.txt")        # every column gets a pending cell
    table.cell("01 Contracts/MSA.txt", "coc")           # -> Cell (by path or doc id)
    table.set_cell(doc, "coc", Cell(answer="yes", outcome="answered", citations=[...]))
    table.set_status(doc, "coc", "verified")            # proposed | verified | edited | flagged
    table.edit(doc, "coc", "no")                        # status edited, source analyst
    table.add_column(Column(...))                       # pending cells in every row
    table.reset_column("coc")                           # pending again (re-run a column)
    table.column_answers("coc")                         # {path: answer} to filter or sort
    save_table(run_dir, table); load_table(run_dir)     # RUN_DIR/table.json, atomic write
    # (review/table/store.py); the analyst's changes are journalled beside it and win
    # (review/table/edits.py)

A cell's ``outcome`` says what its ``answer`` is worth:

* ``answered``     the document answers it; ``citations`` hold the quotes (``verified`` when
  the quote was found in the document's text);
* ``not_found``    the document is silent; ``coverage`` is the share of its text that reached
  the engine for this question (a yes/no column answers ``"no"``, others ``None``);
* ``needs_model``  the offline engine cannot answer this question (no clause it knows);
* ``failed``       the engine tried and could not (``reason``: unreadable document, malformed
  or non-answer from the model, call failed);
* ``pending``      not filled yet.

Only ``answered`` and ``not_found`` count as answered. Citations are
:class:`diligence_tui.review.model.Citation` (one citation type in the app: findings can cite
a cell with the cell's own citations); in ``table.json`` they are written as
``{document, doc_id, page, quote, verified, start, end}`` (docs/EXPORT.md).

Mutations are plain method calls on one thread (the TUI's); a filler running elsewhere hands
its cells over with :meth:`Table.set_cell` through the UI thread or fills its own copy.
"""

from __future__ import annotations

import fnmatch
import re
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from diligence_tui.review.model import Citation

SCHEMA_VERSION = 1

ANSWER_TYPES = ("yes_no", "text", "date", "money", "duration", "choice")
STATUSES = ("proposed", "verified", "edited", "flagged")
SOURCES = ("model", "offline", "analyst")
OUTCOMES = ("answered", "not_found", "needs_model", "failed", "pending")
ANSWERED = ("answered", "not_found")
_COLUMN_ID = re.compile(r"^[A-Za-z][A-Za-z0-9_-]{0,63}$")


class TableError(ValueError):
    """A table, column or cell that breaks the schema; the message says which and why."""


@dataclass
class Column:
    """One question asked of every document."""

    id: str
    question: str
    type: str = "text"  # one of ANSWER_TYPES
    options: list[str] = field(default_factory=list)  # the choices of a "choice" column
    guidance: str = ""  # how to answer: what counts, what to quote
    clause: str = ""  # a name from diligence_tui.offline.clauses.CLAUSES, for the offline engine

    def __post_init__(self) -> None:
        problem = self.problem()
        if problem:
            raise TableError(f"column {self.id!r}: {problem}")

    def problem(self) -> str:
        if not isinstance(self.id, str) or not _COLUMN_ID.match(self.id):
            return "id must start with a letter and hold only letters, digits, '_' or '-' (max 64)"
        if not isinstance(self.question, str) or not self.question.strip():
            return "question is empty"
        if self.type not in ANSWER_TYPES:
            return f"type {self.type!r} is not one of {', '.join(ANSWER_TYPES)}"
        if self.type == "choice" and not self.options:
            return "a choice column needs options"
        if self.type != "choice" and self.options:
            return "options are only for a choice column"
        if not all(isinstance(o, str) and o.strip() for o in self.options):
            return "options must be non-empty strings"
        return ""

    def answer_value(self, answer: str | None) -> str | None:
        """An analyst's answer as the cell stores it (None: not found), or TableError saying
        what this column takes. The edit dialog checks with it before it closes, so a
        refused answer is never lost with the dialog."""
        value = None if answer is None or not str(answer).strip() else str(answer).strip()
        if value is not None and self.type == "yes_no":
            value = value.lower()
            if value not in ("yes", "no"):
                raise TableError(f"column {self.id!r} takes yes or no, not {answer!r}")
        if value is not None and self.type == "choice" and value not in self.options:
            raise TableError(f"column {self.id!r} takes one of {', '.join(self.options)}")
        return value

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"id": self.id, "question": self.question, "type": self.type}
        if self.options:
            data["options"] = list(self.options)
        if self.guidance:
            data["guidance"] = self.guidance
        if self.clause:
            data["clause"] = self.clause
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Column:
        return cls(
            id=str(data.get("id", "")),
            question=str(data.get("question", "")),
            type=str(data.get("type", "text")),
            options=[str(o) for o in data.get("options") or []],
            guidance=str(data.get("guidance") or ""),
            clause=str(data.get("clause") or ""),
        )


def citation_to_json(c: Citation) -> dict[str, Any]:
    return {
        "document": c.path,
        "doc_id": c.doc_id,
        "page": c.page,
        "quote": c.quote,
        "verified": bool(c.verified),
        "start": c.start,
        "end": c.end,
    }


def citation_from_json(data: dict[str, Any]) -> Citation:
    # a 5,000 × 20 table holds tens of thousands of these: one lookup per field
    get = data.get
    page, start, end = get("page"), get("start"), get("end")
    page = page if type(page) is int else None
    return Citation(
        doc_id=str(get("doc_id") or ""),
        path=str(get("document") or get("path") or ""),
        quote=str(get("quote") or ""),
        page=page,
        page_label=f"p. {page}" if page is not None else "",
        start=start if type(start) is int else None,
        end=end if type(end) is int else None,
        verified=bool(get("verified")),
    )


@dataclass
class Cell:
    """One document's answer to one column."""

    answer: str | None = None  # "yes"/"no" for yes_no; the value as text otherwise
    citations: list[Citation] = field(default_factory=list)
    status: str = "proposed"  # one of STATUSES: the analyst's review of the cell
    source: str = "offline"  # one of SOURCES: who wrote the answer
    outcome: str = "pending"  # one of OUTCOMES: what the answer is worth
    reason: str = ""  # why not found / needs a model / failed; or the model's note
    coverage: float | None = None  # share of the document's text the engine read for it
    updated: float = field(default_factory=time.time)

    def __post_init__(self) -> None:
        if self.status not in STATUSES:
            raise TableError(f"status {self.status!r} is not one of {', '.join(STATUSES)}")
        if self.source not in SOURCES:
            raise TableError(f"source {self.source!r} is not one of {', '.join(SOURCES)}")
        if self.outcome not in OUTCOMES:
            raise TableError(f"outcome {self.outcome!r} is not one of {', '.join(OUTCOMES)}")

    @property
    def answered(self) -> bool:
        """True when the cell holds an answer (a found value or a coverage-backed "not found")."""
        return self.outcome in ANSWERED

    @property
    def verified_quotes(self) -> bool:
        """True when the cell cites something and every quote was found in the document."""
        return bool(self.citations) and all(c.verified for c in self.citations)

    def display(self) -> str:
        """Short text for a grid cell."""
        if self.outcome == "pending":
            return "…"
        if self.outcome == "needs_model":
            return "needs a model"
        if self.outcome == "failed":
            return "failed"
        if self.outcome == "not_found" and self.answer is None:
            return "not found"
        return self.answer or ""

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "answer": self.answer,
            "citations": [citation_to_json(c) for c in self.citations],
            "status": self.status,
            "source": self.source,
            "outcome": self.outcome,
        }
        if self.reason:
            data["reason"] = self.reason
        if self.coverage is not None:
            data["coverage"] = round(self.coverage, 4)
        data["updated"] = round(self.updated, 3)
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Cell:
        # the hot path of load_table (100,000 cells in a 5,000 × 20 table): one lookup per
        # field, no conversion of what is already the right type, __post_init__'s checks
        get = data.get
        answer, coverage, updated = get("answer"), get("coverage"), get("updated")
        citations = get("citations")
        status, source, outcome = get("status"), get("source"), get("outcome")
        return cls(
            answer=None if answer is None else answer if type(answer) is str else str(answer),
            citations=[citation_from_json(c) for c in citations if isinstance(c, dict)]
            if citations
            else [],
            status="proposed" if status is None else str(status),
            source="offline" if source is None else str(source),
            outcome=("answered" if answer is not None else "pending")
            if outcome is None
            else str(outcome),
            reason=str(get("reason") or ""),
            coverage=float(coverage) if isinstance(coverage, (int, float)) else None,
            updated=float(updated or 0.0),
        )


@dataclass
class Row:
    """One document and its cells, keyed by column id."""

    doc_id: str
    document: str  # the document's path in the room
    cells: dict[str, Cell] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {
            "document": self.document,
            "doc_id": self.doc_id,
            "cells": {cid: cell.to_dict() for cid, cell in self.cells.items()},
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Row:
        cells = data.get("cells") or {}
        return cls(
            doc_id=str(data.get("doc_id") or ""),
            document=str(data.get("document") or ""),
            cells={str(k): Cell.from_dict(v) for k, v in cells.items() if isinstance(v, dict)},
        )


@dataclass
class Table:
    """Documents × questions. Rows keep the order they were added in."""

    columns: list[Column] = field(default_factory=list)
    rows: list[Row] = field(default_factory=list)
    schema_version: int = SCHEMA_VERSION
    template: str = ""  # the built-in template the columns came from, if any
    engine: str = ""  # "offline" or the sub-model that filled it
    created: float = field(default_factory=time.time)
    # which documents the table is about: path globs (`diligence table --docs`), or none for
    # every document of the room; a column added later is asked of all of them
    scope: list[str] = field(default_factory=list)
    # row position by document path and doc id, for row() (a fill looks a row up per cell:
    # the scan cost 15 s of CPU on 5,000 x 15); rebuilt when the rows changed in number,
    # and every hit is checked against the row it points at
    _row_at: dict[str, int] = field(default_factory=dict, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        ids = [c.id for c in self.columns]
        dupes = sorted({i for i in ids if ids.count(i) > 1})
        if dupes:
            raise TableError(f"column id {dupes[0]!r} is used twice")

    # -- lookups -------------------------------------------------------------------------

    def column(self, column_id: str) -> Column:
        for col in self.columns:
            if col.id == column_id:
                return col
        raise TableError(f"no column {column_id!r} (columns: {', '.join(self.column_ids())})")

    def column_ids(self) -> list[str]:
        return [c.id for c in self.columns]

    def row(self, document: str) -> Row:
        """The row of a document, by its path or doc id (the first such row)."""
        at = self._row_at.get(document)
        if at is None or at >= len(self.rows):
            self._index_rows()
            at = self._row_at.get(document)
        if at is not None and at < len(self.rows):
            row = self.rows[at]
            if document in (row.document, row.doc_id):
                return row
        for row in self.rows:  # the list was changed in place since it was indexed
            if document in (row.document, row.doc_id):
                self._row_at.clear()
                return row
        raise TableError(f"no row for document {document!r}")

    def _index_rows(self) -> None:
        self._row_at.clear()
        for at, row in enumerate(self.rows):
            self._row_at.setdefault(row.document, at)  # the first row wins, as in a scan
            self._row_at.setdefault(row.doc_id, at)

    def cell(self, document: str, column_id: str) -> Cell:
        self.column(column_id)
        row = self.row(document)
        return row.cells.setdefault(column_id, Cell())

    def cells(self) -> Iterator[tuple[Row, Column, Cell]]:
        for row in self.rows:
            for col in self.columns:
                yield row, col, row.cells.setdefault(col.id, Cell())

    def column_answers(self, column_id: str) -> dict[str, str | None]:
        """Each document's answer to one column (None where it has none), to filter or sort by."""
        self.column(column_id)
        return {
            r.document: (c.answer if (c := r.cells.get(column_id)) else None) for r in self.rows
        }

    def counts(self, column_id: str | None = None) -> dict[str, int]:
        """How many cells have each outcome (of one column, or of all)."""
        out = dict.fromkeys(OUTCOMES, 0)
        for _row, col, cell in self.cells():
            if column_id is None or col.id == column_id:
                out[cell.outcome] += 1
        return out

    # -- mutations -----------------------------------------------------------------------

    def add_row(self, doc_id: str, document: str) -> Row:
        for row in self.rows:
            if row.doc_id == doc_id:
                return row
        row = Row(doc_id=doc_id, document=document, cells={c.id: Cell() for c in self.columns})
        self.rows.append(row)
        return row

    def add_rows(self, docs: Iterable[tuple[str, str]]) -> int:
        """A row for each (doc id, path) the table has no row for yet, in order (one pass,
        not :meth:`add_row`'s scan per document); how many were added."""
        have = {row.doc_id for row in self.rows}
        added = 0
        for doc_id, document in docs:
            if doc_id not in have:
                have.add(doc_id)
                self.rows.append(
                    Row(
                        doc_id=doc_id, document=document, cells={c.id: Cell() for c in self.columns}
                    )
                )
                added += 1
        return added

    def in_scope(self, path: str) -> bool:
        """True when the document at ``path`` is one the table is about (:attr:`scope`)."""
        return not self.scope or any(fnmatch.fnmatchcase(path, p) for p in self.scope)

    def add_column(self, column: Column) -> Column:
        if column.id in self.column_ids():
            raise TableError(f"column id {column.id!r} is used twice")
        self.columns.append(column)
        for row in self.rows:
            row.cells[column.id] = Cell()
        return column

    def reset_column(self, column_id: str) -> None:
        """Every cell of the column pending again (before re-running it); analyst edits too."""
        self.column(column_id)
        for row in self.rows:
            row.cells[column_id] = Cell()

    def set_cell(self, document: str, column_id: str, cell: Cell) -> Cell:
        """Store a filled cell; a cell the analyst edited keeps the analyst's answer."""
        self.column(column_id)
        row = self.row(document)
        old = row.cells.get(column_id)
        if old is not None and old.source == "analyst":
            return old
        row.cells[column_id] = cell
        return cell

    def set_status(self, document: str, column_id: str, status: str) -> Cell:
        if status not in STATUSES:
            raise TableError(f"status {status!r} is not one of {', '.join(STATUSES)}")
        cell = self.cell(document, column_id)
        cell.status = status
        cell.updated = time.time()
        return cell

    def edit(self, document: str, column_id: str, answer: str | None) -> Cell:
        """The analyst's answer: status edited, source analyst; the citations stay as they were."""
        value = self.column(column_id).answer_value(answer)
        cell = self.cell(document, column_id)
        cell.answer = value
        cell.status = "edited"
        cell.source = "analyst"
        cell.outcome = "answered" if value is not None else "not_found"
        cell.reason = "edited by the analyst"
        cell.updated = time.time()
        return cell

    # -- JSON ----------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {
            "schema_version": self.schema_version,
            "template": self.template,
            "engine": self.engine,
            "created": round(self.created, 3),
            **({"scope": list(self.scope)} if self.scope else {}),
            "columns": [c.to_dict() for c in self.columns],
            "rows": [r.to_dict() for r in self.rows],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Table:
        if not isinstance(data, dict):
            raise TableError("a table is a JSON object")
        version = data.get("schema_version")
        if version != SCHEMA_VERSION:
            raise TableError(
                f"table schema version {version!r} is not {SCHEMA_VERSION} (written by another version)"
            )
        try:
            return cls(
                columns=[Column.from_dict(c) for c in data.get("columns") or []],
                rows=[Row.from_dict(r) for r in data.get("rows") or []],
                template=str(data.get("template") or ""),
                engine=str(data.get("engine") or ""),
                created=float(data.get("created") or 0.0),
                scope=[str(p) for p in data.get("scope") or []],
            )
        except (TypeError, AttributeError) as exc:
            raise TableError(f"malformed table: {exc}") from None
