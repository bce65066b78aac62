"""``diligence table ROOM (--columns FILE | --template NAME)``: a review table, headless.

The table goes to ``RUN_DIR/table.json`` (docs/EXPORT.md); the sub-calls that filled it are
in ``calls.jsonl`` and ``cache/`` like a review's, their events in ``table.journal.jsonl``
(not ``journal.jsonl``: a table on its own is not a review to resume), coverage in
``coverage.json``. ``diligence run --template NAME`` calls :func:`fill_run_table` on the
review's own folder once the review has finished.
"""

from __future__ import annotations

import argparse
import asyncio
import fnmatch
import json
import sys
import time
from pathlib import Path
from typing import Any

from diligence_tui.errors import UserError
from diligence_tui.review.table import Table, TableError, load_table, save_table
from diligence_tui.review.table.store import CellRecorder
from diligence_tui.settings import Settings
from diligence_tui.textsafe import neutralize

TABLE_JOURNAL = "table.journal.jsonl"


class SavePace:
    """When to write table.json again while it fills: at most every ``EVERY`` seconds and
    never more than ``1 / SHARE`` of the time (a 5,000-row table takes a while to write; the
    fill runs on the same thread). The cells journal (review/table/store.py) has every cell
    at once, so a kill loses none and a workspace sees them come without these writes."""

    EVERY = 30.0
    SHARE = 50

    def __init__(self) -> None:
        self.last = time.monotonic()
        self.cost = 0.0
        self.started = 0.0

    def due(self) -> bool:
        return time.monotonic() - self.last >= max(self.EVERY, self.SHARE * self.cost)

    def __enter__(self) -> SavePace:
        self.started = time.monotonic()
        return self

    def __exit__(self, *exc: object) -> None:
        self.last = time.monotonic()
        self.cost = self.last - self.started


def load_columns(args: argparse.Namespace) -> tuple[list[Any], str]:
    """The columns the flags name, and the template's name ("" for a file)."""
    from diligence_tui.offline.clauses import CLAUSES
    from diligence_tui.review.table.columns import load_columns_file, load_template

    try:
        if getattr(args, "columns", None):
            return load_columns_file(args.columns, CLAUSES), ""
        if getattr(args, "template", None):
            return load_template(args.template, CLAUSES), args.template
    except TableError as exc:
        raise UserError(str(exc)) from None
    raise UserError("name the questions: --columns FILE or --template NAME")


def pick_docs(room: Any, patterns: list[str] | None) -> list[Any]:
    """Every document of the room, or those whose path matches one of the globs."""
    docs = list(room.documents())
    if not patterns:
        return docs
    chosen = [d for d in docs if any(fnmatch.fnmatchcase(d.path, p) for p in patterns)]
    if not chosen:
        shown = ", ".join(repr(p) for p in patterns)
        raise UserError(
            f"no document of the room matches --docs {shown} (globs match paths such as "
            f"'04 Customers/*.docx'; quote them so the shell leaves them alone)"
        )
    return chosen


def fill_run_table(
    room: Any,
    settings: Settings,
    run_dir: Path,
    columns: list[Any],
    *,
    template: str = "",
    docs: list[Any] | None = None,
    scope: list[str] | None = None,
    on_cell: Any = None,
) -> tuple[Table, Any, float]:
    """Fill a table of ``docs`` (default: the room) × ``columns`` into ``run_dir``;
    ``scope``: the globs that chose ``docs`` (a column added later is asked of them).

    Returns the table, the fill's outcome and the share of the room's text measured as read.
    The table is saved even when the fill is interrupted (cells not reached stay pending).

    A folder that already has a table (a review's root filled columns with ``table()``, the
    analyst verified or edited cells) keeps it: ``columns`` are added to it and only their
    cells still pending are filled; a column id it holds with another question is refused
    before anything is written (UserError).
    """
    from diligence_tui.harness.coverage import CoverageMeter
    from diligence_tui.harness.events import EventBus
    from diligence_tui.harness.gateway import Gateway
    from diligence_tui.harness.journal import JournalWriter
    from diligence_tui.harness.repl_policy import finding_source
    from diligence_tui.harness.table_fill import FillOutcome, fill_table
    from diligence_tui.harness.table_service import merge_columns

    try:
        table = load_table(run_dir)
        if table is not None:
            merge_columns(table, list(columns))
    except TableError as exc:
        raise UserError(f"{run_dir}: {exc}; nothing was changed") from None
    if table is None:
        table = Table(
            columns=list(columns), template=template, engine=settings.sub_model, scope=scope or []
        )
    elif table.scope:  # an empty scope is the whole room: it stays so
        table.scope = sorted({*table.scope, *scope}) if scope else []
    if template and not table.template:
        table.template = template
    table.add_rows((d.doc_id, d.path) for d in (docs if docs is not None else room.documents()))
    ids = [c.id for c in columns]
    # each row is asked only what it has not answered yet (a row added to a table is asked
    # every column, the rows already there only the new columns): rows grouped by that
    pending: dict[tuple[str, ...], list[str]] = {}
    for r in table.rows:
        asked = tuple(c for c in ids if r.cells[c].outcome == "pending")
        if asked:
            pending.setdefault(asked, []).append(r.doc_id)
    bus = EventBus()
    journal = JournalWriter(run_dir / TABLE_JOURNAL)
    bus.subscribe(journal)
    coverage = CoverageMeter(room)
    # the new cells pending: a workspace on this folder shows them fill (the cells journal is
    # folded into table.json, which holds every cell recorded so far)
    save_table(run_dir, table, cells_saved=True)
    pace = SavePace()
    recorder = CellRecorder(run_dir, table)

    def cell_done(doc_id: str, column_id: str, cell: Any) -> None:
        recorder(doc_id, column_id, cell)
        if on_cell is not None:
            on_cell(doc_id, column_id, cell)
        if pace.due():
            with pace:
                save_table(run_dir, table, cells_saved=True)

    async def go() -> Any:
        if not pending:  # every cell of these columns is recorded already
            return FillOutcome()
        gateway = Gateway(settings, bus, run_dir=run_dir, coverage=coverage)
        total = FillOutcome()
        try:
            for asked, docs_asked in pending.items():
                outcome = await fill_table(
                    room,
                    gateway,
                    table,
                    columns=list(asked),
                    docs=docs_asked,
                    sub_context_tokens=settings.context_window("sub"),
                    source=finding_source(settings, "sub"),
                    on_cell=cell_done,
                )
                total.calls += outcome.calls
                total.cells += outcome.cells
                total.errors += outcome.errors
                total.budget_error = total.budget_error or outcome.budget_error
                if outcome.budget_error is not None:
                    break  # a spent ceiling: the rest stay pending
            return total
        finally:
            await gateway.aclose()

    try:
        outcome = asyncio.run(go())
    finally:
        recorder.flush()
        save_table(run_dir, table, cells_saved=True)
        journal.close()
    coverage.flush()
    return table, outcome, coverage.room_share


def summary_of(
    table: Table, outcome: Any, coverage: float, seconds: float, path: Path, kept: int = 0
) -> dict:
    """``kept``: the columns the folder's table had before this fill added to it."""
    counts = table.counts()
    flagged = sum(1 for _r, _c, cell in table.cells() if cell.status == "flagged")
    return {
        "table": str(path),
        "documents": len(table.rows),
        "columns": len(table.columns),
        "cells": counts,
        "flagged": flagged,
        "subcalls": outcome.calls,
        "subcalls_per_cell": round(outcome.calls_per_cell, 4),
        "coverage": round(coverage, 4),
        "seconds": round(seconds, 2),
        "errors": outcome.errors[:20],
        "engine": table.engine,
        "kept_columns": kept,
    }


def format_summary(s: dict) -> str:
    cells = s["cells"]
    total = sum(cells.values())
    lines = [
        f"Table: {s['documents']:,} documents × {s['columns']} columns = {total:,} cells "
        f"({s['engine']})",
        f"  answered {cells['answered']:,} · not found {cells['not_found']:,} · "
        f"needs a model {cells['needs_model']:,} · failed {cells['failed']:,}"
        + (f" · not reached {cells['pending']:,}" if cells["pending"] else ""),
        f"  {s['flagged']:,} answer(s) flagged: their quote was not found in the document"
        if s["flagged"]
        else "  every quoted answer's quote was found in its document",
        f"  sub-calls {s['subcalls']:,} ({s['subcalls_per_cell']:.3f} per cell), coverage "
        f"{s['coverage']:.1%} of the room's text, {s['seconds']:.1f} s",
        f"  wrote {s['table']}"
        + (
            f" (added to the table already there: its {s['kept_columns']} column(s), cells "
            "and edits kept)"
            if s.get("kept_columns")
            else ""
        ),
    ]
    for error in s["errors"][:5]:
        lines.append(f"  not read: {error}")
    return "\n".join(lines)


def out_folder(folder: Path, template: str) -> Path:
    """The folder ``--out`` names, made if new. A table already in it is kept and extended
    (its columns, cells and the analyst's edits stay; only the new columns' cells are
    filled). A folder holding a review is refused with what to do instead: a table filled
    here counts what it reads as coverage, and a review's coverage is what the review read."""
    from diligence_tui.harness.run_folder import fresh_run_dir
    from diligence_tui.review.run_files import JOURNAL

    if (folder / JOURNAL).exists():
        add = (
            f"diligence run --resume {folder} --template {template}"
            if template
            else f"diligence run --resume {folder} --template NAME"
        )
        raise UserError(
            f"{folder} holds a review, and a table filled by `diligence table` would count "
            "what it reads as the review's coverage. To add the table to that review, run: "
            f"{add} (a built-in template), or open it with `diligence open ROOM --run "
            f"{folder}` and add the columns in its Table tab (ctrl+l); to keep the table "
            "apart, give --out a new folder"
        )
    return fresh_run_dir(folder, "choose another folder with --out")


def with_table_columns(run_dir: Path, columns: list[Any]) -> tuple[list[Any], int, list[str]]:
    """``columns`` fitted to the table already in ``run_dir``: a column whose id the table
    holds, asking for the same kind of answer from the same clause in other words (the
    templates share ids such as ``expiration_date``), is the table's column (its cells are
    kept, new rows are asked its question); the table's other columns follow, so a row
    added now gets every column's answer. Returns the columns, how many the table had,
    and a line for each column taken from the table. A column id the table holds with
    another kind of answer is refused, saying what to do."""
    try:
        table = load_table(run_dir)
    except TableError:
        return columns, 0, []  # the fill says what is wrong with it, changing nothing
    if table is None:
        return columns, 0, []
    fitted, notes = [], []
    for column in columns:
        held = table.column(column.id) if column.id in table.column_ids() else None
        if held is None or held.to_dict() == column.to_dict():
            fitted.append(column)
        elif (held.type, held.clause, held.options) == (column.type, column.clause, column.options):
            fitted.append(held)
            notes.append(
                f"column {column.id!r}: the table's question kept ({held.question!r}; this "
                f"one asks {column.question!r})"
            )
        else:
            raise UserError(
                f"{run_dir}: the table there has a column {column.id!r} that asks "
                f"{held.question!r} ({held.type}); these columns ask {column.question!r} "
                f"({column.type}) under the same id. Nothing was changed. Fill these columns "
                "into another folder (--out NEW_FOLDER), or put them in a columns file "
                "(--columns FILE) and give this one an id of its own"
            )
    # the table's other columns too: a row these documents add is asked every question
    fitted += [c for c in table.columns if c.id not in {f.id for f in fitted}]
    return fitted, len(table.columns), notes


def cmd_table(args: argparse.Namespace, settings: Settings) -> int:
    from diligence_tui.cli import settings_from_args
    from diligence_tui.harness.run_folder import new_run_dir
    from diligence_tui.harness.run_lock import acquire_lock
    from diligence_tui.room.room import Room

    settings = settings_from_args(args, settings)
    err = sys.stderr
    columns, template = load_columns(args)  # bad columns are refused before any work
    if settings.offline:
        print(
            "No model configured: the offline engine answers the columns whose clause it "
            "knows and marks the others 'needs a model'",
            file=err,
        )
    room = Room.open(args.room, settings)
    try:
        report = room.index()
        print(
            neutralize(
                f"Indexed {args.room}: {report.documents:,} documents in {report.seconds:.1f} s"
            ),
            file=err,
        )
        docs = pick_docs(room, args.docs)
        run_dir = out_folder(Path(args.out), template) if args.out else new_run_dir(room.root)
        columns, kept, notes = with_table_columns(run_dir, columns)
        for note in notes:
            print(neutralize(note), file=err)
        lock = acquire_lock(run_dir)  # one writer: a workspace or a run on it is named
        done = [0]
        total = len(docs) * len(columns)
        tty = err.isatty()

        def on_cell(_doc: str, _col: str, _cell: Any) -> None:
            done[0] += 1
            if tty and (done[0] % 50 == 0 or done[0] == total):
                print(f"\rtable: {done[0]:,}/{total:,} cells", end="", file=err, flush=True)

        started = time.perf_counter()
        try:
            table, outcome, coverage = fill_run_table(
                room,
                settings,
                run_dir,
                columns,
                template=template,
                docs=docs,
                scope=args.docs,
                on_cell=on_cell,
            )
        except KeyboardInterrupt:
            print(
                f"\ninterrupted: the cells filled so far are in {run_dir / 'table.json'}", file=err
            )
            return 130
        finally:
            lock.release()
        if tty:
            print(file=err)
    finally:
        room.close()
    summary = summary_of(
        table, outcome, coverage, time.perf_counter() - started, run_dir / "table.json", kept
    )
    if args.json:
        print(json.dumps(summary, indent=2))
    else:
        print(neutralize(format_summary(summary)))
    counts = table.counts()
    if counts["failed"] and not (
        counts["answered"] or counts["not_found"] or counts["needs_model"]
    ):
        print("diligence: no cell could be answered (see the reasons above)", file=err)
        return 1
    return 0
