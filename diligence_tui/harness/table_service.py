"""The host side of the REPL's ``table(docs, columns)``: the run's table, filled on demand.

The run keeps one table (``RUN_DIR/table.json``): a ``table()`` call adds its columns and
documents to it and fills the cells still pending (a repeated call costs nothing), through
the run's gateway, so budgets, the call cache, the journal and coverage apply as for
``review()``. Bad column specs come back to the REPL as a plain error.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from diligence_tui.harness.review_fanout import expand_docs
from diligence_tui.harness.table_fill import fill_table
from diligence_tui.review.table import Column, Table, TableError, load_table, save_table
from diligence_tui.review.table.columns import load_template
from diligence_tui.review.table.store import CellRecorder


def columns_from_spec(spec: Any, vocabulary: tuple[str, ...]) -> tuple[list[Column], str]:
    """Columns from a template name or a list of dicts, and the template's name ("" if none)."""
    if isinstance(spec, str):
        return load_template(spec, vocabulary), spec
    if not isinstance(spec, list) or not spec:
        raise TableError("columns must be a template name or a non-empty list of dicts")
    columns = []
    for item in spec:
        if not isinstance(item, dict):
            raise TableError("each column must be a dict {id, question, type, options?, clause?}")
        column = Column.from_dict(item)
        if column.clause and column.clause not in vocabulary:
            raise TableError(
                f"column {column.id!r}: clause {column.clause!r} is not in the clause vocabulary"
            )
        columns.append(column)
    return columns, ""


def merge_columns(table: Table, columns: list[Column]) -> None:
    for column in columns:
        if column.id not in table.column_ids():
            table.add_column(column)
        elif table.column(column.id).to_dict() != column.to_dict():
            raise TableError(
                f"column id {column.id!r} is already in the table with another question; use a new id"
            )


def save_merged(run_dir: Path, filled: Table, column_ids: list[str], docs: list[str]) -> Table:
    """Write the cells one ``table()`` call filled into table.json as it is on disk now, and
    return that table: a verify, flag or edit the analyst made in the workspace since this
    run loaded the table is kept (``Table.set_cell`` never replaces an analyst's answer)."""
    current = load_table(run_dir)  # with the cells this run journalled while it filled
    if current is None:
        save_table(run_dir, filled, cells_saved=True)
        return filled
    merge_columns(current, [filled.column(cid) for cid in column_ids])
    if filled.template and not current.template:
        current.template = filled.template
    for doc in docs:
        row = filled.row(doc)
        current.add_row(row.doc_id, row.document)
        for cid in column_ids:
            current.set_cell(row.doc_id, cid, filled.cell(row.doc_id, cid))
    save_table(run_dir, current, cells_saved=True)
    return current


class TableService:
    """The run's table and how a REPL call fills it."""

    def __init__(self, services: Any) -> None:
        self.services = services
        self.table: Table | None = None

    def _table(self) -> Table:
        if self.table is None:
            run_dir = self.services.run_dir
            self.table = (load_table(run_dir) if run_dir is not None else None) or Table(
                engine=self.services.settings.sub_model
            )
        return self.table

    def __call__(self, docs: list[str], columns: Any) -> dict[str, Any]:
        from diligence_tui.harness import repl_policy
        from diligence_tui.offline.clauses import CLAUSES

        services = self.services
        try:
            cols, template = columns_from_spec(columns, CLAUSES)
            table = self._table()
            merge_columns(table, cols)
            infos = expand_docs(services.room, docs)
        except (TableError, KeyError) as exc:
            raise RuntimeError(str(exc.args[0] if exc.args else exc)) from None
        if template and not table.template:
            table.template = template
        for info in infos:
            table.add_row(info.doc_id, info.path)
        ids = [c.id for c in cols]
        pending = [
            i.doc_id
            for i in infos
            if any(table.cell(i.doc_id, c).outcome == "pending" for c in ids)
        ]
        outcome = None
        if pending:
            outcome = services._run(
                fill_table(
                    services.room,
                    services.gateway,
                    table,
                    columns=ids,
                    docs=pending,
                    sub_context_tokens=services.settings.context_window("sub"),
                    source=repl_policy.finding_source(services.settings, "sub"),
                    # each cell journalled as it comes: a kill mid-call keeps them
                    on_cell=CellRecorder(services.run_dir, table) if services.run_dir else None,
                )
            )
            if services.run_dir is not None:
                table = self.table = save_merged(services.run_dir, table, ids, pending)
            if outcome.budget_error is not None:
                services.budget_error = outcome.budget_error
        wanted = {i.doc_id for i in infos}
        data = table.to_dict()
        data["columns"] = [c for c in data["columns"] if c["id"] in ids]
        data["rows"] = [
            {**r, "cells": {k: v for k, v in r["cells"].items() if k in ids}}
            for r in data["rows"]
            if r["doc_id"] in wanted
        ]
        data["calls"] = outcome.calls if outcome else 0
        data["errors"] = outcome.errors[:10] if outcome else []
        return data
