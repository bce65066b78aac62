"""``RUN_DIR/table.json`` on disk: written compactly and atomically under the table lock with
the analyst's journal applied (:func:`save_table`), read back with it (:func:`load_table`).
The data it holds is review/table/model.py's; the analyst's journal is review/table/edits.py.

A fill records every cell it gets in ``RUN_DIR/table-cells.jsonl`` at once (one line per
document's cells, appended: :func:`record_cells`), so a kill loses no cell, and it rewrites
table.json only now and then (a 5,000-row table is tens of megabytes) and at the end, when
the journal is emptied (:func:`save_table` with ``cells_saved``). :func:`load_table` applies
the journal on top of table.json. Only the fill that writes the journal empties it.
"""

from __future__ import annotations

import contextlib
import gc
import json
import os
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from diligence_tui.atomic import write_text_atomic
from diligence_tui.review.table.model import Cell, Table, TableError

TABLE_FILE = "table.json"
CELLS_FILE = "table-cells.jsonl"


@contextlib.contextmanager
def gc_paused() -> Iterator[None]:
    """No cyclic garbage collection while a table is read or written: a 5,000 × 20 table
    is a few hundred thousand new objects (none in a cycle), and the collector, run again
    and again as they are made, took more than half of load_table's time (bench/RESULTS.md)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def table_json(table: Table) -> str:
    """``table.json``'s text: compact JSON with one row a line. The same document as any JSON
    writer's (docs/EXPORT.md), but written by the C encoder (an indent makes CPython use the
    pure-Python one: a 5,000 × 20 table took 10 s and 43 MB) and still readable in a diff."""
    with gc_paused():
        data = table.to_dict()
        rows = data.pop("rows")
        compact = {"ensure_ascii": False, "separators": (",", ":")}
        head = json.dumps(data, **compact)  # type: ignore[arg-type]
        body = ",\n".join(json.dumps(r, **compact) for r in rows)  # type: ignore[arg-type]
    return f'{head[:-1]},"rows":[\n{body}\n]}}\n'


def write_table(run_dir: str | Path, table: Table) -> Path:
    """Write ``RUN_DIR/table.json`` atomically, as it is (the caller holds the table lock)."""
    return write_text_atomic(Path(run_dir) / TABLE_FILE, table_json(table))


def save_table(run_dir: str | Path, table: Table, *, cells_saved: bool = False) -> Path:
    """Write ``RUN_DIR/table.json`` atomically (the old file stays whole if this fails), one
    writer at a time, with the analyst's changes (review/table/edits.py) applied to ``table``
    first: a run writing the cells it holds never undoes a verify, flag or edit made since
    it loaded them. ``cells_saved``: ``table`` holds every cell this writer recorded in the
    cells journal (:func:`record_cells`), which is emptied once the file is written."""
    from diligence_tui.review.table import edits

    with edits.locked(run_dir):
        try:
            edits.apply(table, edits.read(run_dir))
        except TableError:
            pass  # an unreadable journal: the run's cells are still saved (readers apply it)
        path = write_table(run_dir, table)
        if cells_saved:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(Path(run_dir) / CELLS_FILE)
        return path


def append_jsonl(path: Path, entries: Iterable[dict[str, Any]]) -> None:
    """Append entries to a JSON-lines file in one write of whole lines (O_APPEND), so a
    reader never sees half of one; OSError when the folder cannot be written."""
    data = "".join(json.dumps(e, ensure_ascii=False) + "\n" for e in entries).encode("utf-8")
    if not data:
        return
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view) :]
    finally:
        os.close(fd)


def record_cells(run_dir: str | Path, table: Table, cells: dict[str, dict[str, Cell]]) -> None:
    """A fill's cells (``{doc id: {column id: cell}}``, rows of ``table``) into the cells
    journal: one line per document, all in one append."""
    entries = []
    for doc_id, by_column in cells.items():
        row = table.row(doc_id)
        entries.append(
            {
                "doc_id": row.doc_id,
                "document": row.document,
                "cells": {cid: cell.to_dict() for cid, cell in by_column.items()},
            }
        )
    append_jsonl(Path(run_dir) / CELLS_FILE, entries)


class CellRecorder:
    """A fill's ``on_cell`` that journals its cells (:func:`record_cells`): the cells a
    merge hands over one after another on the event loop go out in one append, right after
    (``call_soon``), before the loop waits for anything else. A write that fails is kept
    for the next (``error`` says why); the table.json writes still carry every cell."""

    def __init__(self, run_dir: str | Path, table: Table) -> None:
        self.run_dir, self.table = Path(run_dir), table
        self.pending: dict[str, dict[str, Cell]] = {}
        self.error = ""
        self._scheduled = False

    def __call__(self, doc_id: str, column_id: str, cell: Cell) -> None:
        import asyncio

        self.pending.setdefault(doc_id, {})[column_id] = cell
        if self._scheduled:
            return
        try:
            asyncio.get_running_loop().call_soon(self.flush)
            self._scheduled = True
        except RuntimeError:  # not on a loop: now
            self.flush()

    def flush(self) -> None:
        self._scheduled = False
        if not self.pending:
            return
        try:
            record_cells(self.run_dir, self.table, self.pending)
        except (OSError, TableError) as exc:
            self.error = str(exc)
            return
        self.pending = {}


def cells_size(run_dir: str | Path) -> int:
    """The cells journal's size in bytes (0 when there is none)."""
    try:
        return (Path(run_dir) / CELLS_FILE).stat().st_size
    except OSError:
        return 0


def read_cells(run_dir: str | Path, start: int = 0) -> tuple[list[dict[str, Any]], int]:
    """The cells journal's entries from byte ``start`` on (a line boundary), and the offset
    after the last whole line read; a line cut short by a kill is not read."""
    try:
        with open(Path(run_dir) / CELLS_FILE, "rb") as f:
            f.seek(start)
            raw = f.read()
    except FileNotFoundError:
        return [], 0
    except OSError as exc:
        raise TableError(f"{Path(run_dir) / CELLS_FILE} is unreadable ({exc})") from None
    end = raw.rfind(b"\n") + 1
    out = []
    for line in raw[:end].splitlines():
        with contextlib.suppress(json.JSONDecodeError, UnicodeDecodeError):
            entry = json.loads(line)
            if isinstance(entry, dict) and isinstance(entry.get("cells"), dict):
                out.append(entry)
    return out, start + end


def apply_cells(table: Table, entries: list[dict[str, Any]]) -> int:
    """The journal's cells into ``table`` (``Table.set_cell``: an analyst's answer stays);
    a row it lacks is added, a column it lacks skipped. How many cells were stored."""
    ids = set(table.column_ids())
    stored = 0
    for entry in entries:
        doc_id, document = str(entry.get("doc_id") or ""), str(entry.get("document") or "")
        if not doc_id:
            continue
        try:
            table.row(doc_id)
        except TableError:
            if not document:
                continue
            table.add_row(doc_id, document)
        for cid, data in entry["cells"].items():
            if cid in ids and isinstance(data, dict):
                with contextlib.suppress(TableError, TypeError, ValueError, AttributeError):
                    table.set_cell(doc_id, cid, Cell.from_dict(data))
                    stored += 1
    return stored


def load_table(run_dir: str | Path, *, analyst: bool = True) -> Table | None:
    """The run's table: table.json with the cells journal and the analyst's changes applied
    (``analyst=False``: without the analyst's), or None when it has none; TableError when
    the file is unreadable."""
    return load_table_at(run_dir, analyst=analyst)[0]


def load_table_at(run_dir: str | Path, *, analyst: bool = True) -> tuple[Table | None, int]:
    """:func:`load_table`, and how far into the cells journal it read (a reader that follows
    a fill reads on from there: :func:`read_cells`)."""
    path = Path(run_dir) / TABLE_FILE
    if not path.exists():
        return None, 0
    with gc_paused():
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise TableError(f"{path} is unreadable ({exc})") from None
        table = Table.from_dict(data)
        del data
        entries, offset = read_cells(run_dir)
        apply_cells(table, entries)
    if analyst:
        from diligence_tui.review.table import edits

        edits.apply(table, edits.read(run_dir))
    return table, offset
