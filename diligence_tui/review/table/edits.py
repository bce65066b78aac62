"""The analyst's cell changes, kept apart from the run's cells: ``RUN_DIR/table-edits.jsonl``.

A live run owns ``table.json``: it rewrites the whole file as its cells come in, from the
table it holds in memory. Were the workspace to write the analyst's verify, flag or edit
into that same file, the run's next write (of its older copy) would undo it. So the
workspace appends each change to this journal instead (one JSON line, O_APPEND: the run
never writes here) and :func:`load_table` applies the journal on top of ``table.json``,
whichever process wrote that last. The run owns its columns' cells; the analyst's changes
win, and a column the analyst added or re-ran is the workspace's: its question and every
cell the workspace filled for it are journalled too, so a run saving the table it holds
(which never had that column, or has its old answers) drops nothing.

    record(run_dir, document, column, "status", status="verified", seen="yes")
    record(run_dir, document, column, "edit", answer="no")
    record(run_dir, "", column, "reset")              # the analyst re-ran the column
    append(run_dir, [column_added(Column(...))])      # the analyst added a column
    append(run_dir, cells_filled([(doc_id, column, cell)]))  # the workspace filled cells
    apply(table, read(run_dir))                       # load_table does this

* ``status`` holds only while the cell still shows the answer the analyst looked at
  (``seen``, and its ``outcome``: a flag on a cell still pending is not a flag on the "not
  found" that fills it): a re-filled cell with another answer is not reviewed yet;
* ``edit`` is the analyst's answer (source analyst, status edited): it stands until the
  analyst re-runs the column (``reset``), which drops the column's earlier entries (and an
  analyst's answer the table still holds from them goes back to pending);
* ``column`` adds the analyst's column to a table that lacks it (one the table has with
  another question is the run's: its cells are not touched);
* ``cell`` is a cell the workspace filled for a column added or re-run there; like
  ``Table.set_cell`` it never replaces the analyst's own answer; with a ``path`` it adds
  the document's row to a table that lacks it (a column asked of every document the
  table is about, where the run's table had only some);
* a line that does not parse (a write cut short by a crash) is skipped.
"""

from __future__ import annotations

import contextlib
import json
import os
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from diligence_tui.review.table.model import STATUSES, Cell, Column, Table, TableError

EDITS_FILE = "table-edits.jsonl"
LOCK_FILE = ".table.lock"
OPS = ("status", "edit", "reset", "column", "cell")


@contextlib.contextmanager
def locked(run_dir: str | Path) -> Iterator[None]:
    """One writer of ``table.json`` at a time, across processes and threads (flock on a lock
    file beside it: each holder opens its own descriptor, so threads exclude each other too)."""
    try:
        import fcntl
    except ImportError:  # no flock (Windows): writes are still atomic, only not serialised
        yield
        return
    fd = os.open(Path(run_dir) / LOCK_FILE, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)  # closing the descriptor releases the lock


def record(run_dir: str | Path, document: str, column: str, op: str, **fields: str | None) -> None:
    """Append one verify / flag (``status``), ``edit`` or ``reset``: the entry of
    :func:`change` with the same fields."""
    append(run_dir, [change(document, column, op, **fields)])


def change(
    document: str,
    column: str,
    op: str,
    *,
    status: str | None = None,
    answer: str | None = None,
    seen: str | None = None,
    outcome: str | None = None,
) -> dict[str, Any]:
    """The journal entry of a verify / flag (``status``), ``edit`` or ``reset``."""
    if op not in OPS[:3]:
        raise TableError(f"edit op {op!r} is not one of {', '.join(OPS[:3])}")
    entry: dict[str, Any] = {"op": op, "column": column, "time": _now()}
    if document:
        entry["document"] = document
    if op == "status":
        if status not in STATUSES:
            raise TableError(f"status {status!r} is not one of {', '.join(STATUSES)}")
        entry["status"], entry["seen"] = status, seen
        if outcome:
            entry["outcome"] = outcome
    elif op == "edit":
        entry["answer"] = answer
    return entry


def column_added(column: Column) -> dict[str, Any]:
    """The journal entry of a column the analyst added (its cells: :func:`cells_filled`)."""
    return {"op": "column", "column": column.id, "spec": column.to_dict(), "time": _now()}


def cells_filled(
    cells: list[tuple[str, str, Cell]], table: Table | None = None
) -> list[dict[str, Any]]:
    """The journal entries of cells the workspace filled for a column it added or re-ran:
    (doc id, column id, cell) each; with ``table``, each entry names its row's document
    path too, so a row the workspace added (the run's table lacks it) comes back with it."""
    out = []
    for doc, column, cell in cells:
        entry = {"op": "cell", "column": column, "document": doc, "cell": cell.to_dict()}
        if table is not None:
            with contextlib.suppress(TableError):
                entry["path"] = table.row(doc).document
        out.append(entry)
    return out


def _now() -> float:
    return round(time.time(), 3)


def append(run_dir: str | Path, entries: list[dict[str, Any]]) -> None:
    """Append entries to the journal in one write of whole lines (O_APPEND), so a reader
    never sees half of one; OSError when the run folder cannot be written."""
    from diligence_tui.review.table.store import append_jsonl

    append_jsonl(Path(run_dir) / EDITS_FILE, entries)


def read(run_dir: str | Path) -> list[dict[str, Any]]:
    """The journal's entries in order (none when there is no journal)."""
    try:
        raw = (Path(run_dir) / EDITS_FILE).read_bytes()
    except FileNotFoundError:
        return []
    except OSError as exc:
        raise TableError(f"{Path(run_dir) / EDITS_FILE} is unreadable ({exc})") from None
    out = []
    for line in raw.splitlines():
        try:
            entry = json.loads(line)
        except (json.JSONDecodeError, UnicodeDecodeError):
            continue
        if (
            isinstance(entry, dict)
            and entry.get("op") in OPS
            and isinstance(entry.get("column"), str)
        ):
            out.append(entry)
    return out


def apply(table: Table, entries: list[dict[str, Any]]) -> int:
    """Apply the analyst's changes to ``table`` (in place); how many took effect. Entries for
    a row or column the table does not have (yet) are skipped. Applying the same journal
    again gives the same table (a run applies it at every save)."""
    last_reset: dict[str, int] = {}
    for i, entry in enumerate(entries):
        if entry["op"] == "reset":
            last_reset[entry["column"]] = i
    ids = set(table.column_ids())
    owned: set[str] = set()  # columns added or re-run by the analyst: the journal's cells
    applied = 0
    for i, entry in enumerate(entries):
        op, column = entry["op"], entry["column"]
        if op == "column":
            if _add_column(table, entry, ids):
                owned.add(column)
                applied += 1
            continue
        if column not in ids or i < last_reset.get(column, -1):
            continue
        if op == "reset":
            owned.add(column)
            for row in table.rows:  # the answers the re-run replaces
                cell = row.cells.get(column)
                if cell is not None and cell.source == "analyst":
                    row.cells[column] = Cell()
            continue
        document = str(entry.get("document") or "")
        try:
            if op == "cell":
                if column not in owned or not isinstance(entry.get("cell"), dict):
                    continue
                if isinstance(entry.get("path"), str) and not _has_row(table, document):
                    table.add_row(document, entry["path"])  # a row the workspace added
                table.set_cell(document, column, Cell.from_dict(entry["cell"]))
                applied += 1
                continue
            cell = table.cell(document, column)
            if op == "edit":
                answer = entry.get("answer")
                if cell.source == "analyst" and cell.answer == answer and cell.status != "proposed":
                    continue  # already in table.json (the workspace wrote it back)
                table.edit(document, column, None if answer is None else str(answer))
            else:
                reviewed = cell.answer == entry.get("seen") and (
                    "outcome" not in entry or cell.outcome == entry["outcome"]
                )
                if not reviewed or cell.status == entry.get("status"):
                    continue  # another answer than the one reviewed, or nothing to change
                table.set_status(document, column, str(entry["status"]))
        except TableError:
            continue
        if isinstance(entry.get("time"), (int, float)):
            cell.updated = float(entry["time"])
        applied += 1
    return applied


def _has_row(table: Table, document: str) -> bool:
    try:
        table.row(document)
    except TableError:
        return False
    return True


def _add_column(table: Table, entry: dict[str, Any], ids: set[str]) -> bool:
    """The analyst's column into ``table``; False when the table has another column of that
    id (the run's: its cells stay the run's) or the entry is not a column."""
    try:
        column = Column.from_dict(entry.get("spec") or {})
    except (TableError, TypeError, AttributeError):
        return False
    if column.id != entry["column"]:
        return False
    if column.id in ids:
        return table.column(column.id).to_dict() == column.to_dict()
    table.add_column(column)
    ids.add(column.id)
    return True


def materialize(
    run_dir: str | Path,
    *,
    after_read: Callable[[], None] | None = None,
    fallback: Table | None = None,
) -> bool:
    """Write the journal into ``table.json`` as it is on disk now (the run's latest cells),
    under the lock, so a reader of the file alone sees the analyst's changes too. With no
    table.json yet, ``fallback`` (the workspace's table, the journal applied) is written;
    False when there is neither. ``after_read`` is a test's hook between read and write."""
    from diligence_tui.review.table.store import load_table, write_table

    with locked(run_dir):
        table = load_table(run_dir)  # applies the journal
        if table is None and fallback is not None:
            table = fallback
            apply(table, read(run_dir))
        if table is None:
            return False
        if after_read is not None:
            after_read()
        write_table(run_dir, table)
    return True
