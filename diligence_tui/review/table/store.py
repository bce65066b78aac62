"""``RUN_DIR/table.json`` on disk: written compactly and atomically under the table lock with
the analyst's journal applied (:func:`save_table`), read back with it (:func:`load_table`).
The data it holds is review/table/model.py's; the analyst's journal is review/table/edits.py.
"""

from __future__ import annotations

import contextlib
import gc
import json
from collections.abc import Iterator
from pathlib import Path

from diligence_tui.atomic import write_text_atomic
from diligence_tui.review.table.model import Table, TableError

TABLE_FILE = "table.json"


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


def save_table(run_dir: str | Path, table: Table) -> Path:
    """Write ``RUN_DIR/table.json`` atomically (the old file stays whole if this fails), one
    writer at a time, with the analyst's changes (review/table/edits.py) applied to ``table``
    first: a run writing the cells it holds never undoes a verify, flag or edit made since
    it loaded them."""
    from diligence_tui.review.table import edits

    with edits.locked(run_dir):
        try:
            edits.apply(table, edits.read(run_dir))
        except TableError:
            pass  # an unreadable journal: the run's cells are still saved (readers apply it)
        return write_table(run_dir, table)


def load_table(run_dir: str | Path, *, analyst: bool = True) -> Table | None:
    """The run's table with the analyst's changes applied (``analyst=False``: the file as
    written), or None when it has none; TableError when the file is unreadable."""
    path = Path(run_dir) / TABLE_FILE
    if not path.exists():
        return None
    with gc_paused():
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise TableError(f"{path} is unreadable ({exc})") from None
        table = Table.from_dict(data)
        del data
    if analyst:
        from diligence_tui.review.table import edits

        edits.apply(table, edits.read(run_dir))
    return table
