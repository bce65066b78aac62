"""The REPL's review table (runs inside the kernel): ``grid = table(docs, columns)``.

The host fills the cells (harness/table_fill.py through the gateway) and keeps the run's
table (``table.json``); the kernel gets the grid as a value to query::

    grid = table(room.find("Contracts/*"), "contracts")     # a template, or a list of dicts
    grid.columns                      # ['change_of_control', ...]
    grid.where("change_of_control", "yes")   # documents answering yes
    grid.column("governing_law")      # {path: answer}
    cell = grid.cell(doc, "change_of_control")
    cell.answer, cell.outcome, cell.reason, cell.citations
    findings.add(title=..., citations=cell.citations)   # a finding citing the cell
    memo.write("Consents", f"... {grid.cite(doc, 'change_of_control')}")
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

HostCall = Callable[[str, dict[str, Any]], Any]


class Cell(dict[str, Any]):
    """One cell as a dict with attribute access: answer, outcome, reason, citations, status."""

    def __getattr__(self, name: str) -> Any:
        try:
            return self[name]
        except KeyError:
            raise AttributeError(f"a cell has no {name!r} (it has: {', '.join(self)})") from None

    def __repr__(self) -> str:
        quote = self["citations"][0]["quote"] if self.get("citations") else ""
        shown = self.get("answer") if self.get("answer") is not None else self.get("outcome")
        return f"<cell {shown!r}{' ' + repr(quote[:60]) if quote else ''}>"


class Grid:
    """Documents × columns; rows keyed by document path."""

    def __init__(self, data: dict[str, Any], call: HostCall) -> None:
        self._call = call
        self.columns: list[str] = [c["id"] for c in data.get("columns", [])]
        self.questions: dict[str, str] = {c["id"]: c["question"] for c in data.get("columns", [])}
        self.docs: list[str] = []
        self._cells: dict[str, dict[str, Cell]] = {}
        self._ids: dict[str, str] = {}
        for row in data.get("rows", []):
            path = row["document"]
            self.docs.append(path)
            self._ids[row.get("doc_id") or path] = path
            cells = {}
            for cid, cell in (row.get("cells") or {}).items():
                cell = dict(cell)
                cell["citations"] = [
                    {**c, "doc": c.get("doc_id") or c.get("document")}
                    for c in cell.get("citations") or []
                ]
                cells[cid] = Cell(cell)
            self._cells[path] = cells
        self.calls = int(data.get("calls", 0))

    def _path(self, doc: Any) -> str:
        key = getattr(doc, "path", None) or (doc.get("path") if isinstance(doc, dict) else doc)
        key = str(key)
        if key in self._cells:
            return key
        if key in self._ids:
            return self._ids[key]
        raise KeyError(f"no row for {key!r} in this table")

    def cell(self, doc: Any, column: str) -> Cell:
        if column not in self.columns:
            raise KeyError(f"no column {column!r} (columns: {', '.join(self.columns)})")
        return self._cells[self._path(doc)][column]

    def column(self, column: str) -> dict[str, Any]:
        """{document path: answer} for one column."""
        return {d: self.cell(d, column).get("answer") for d in self.docs}

    def where(self, column: str, answer: Any = "yes") -> list[str]:
        """The documents whose answer to ``column`` is ``answer`` (case-insensitive)."""
        want = str(answer).lower()
        return [
            d for d, a in self.column(column).items() if a is not None and str(a).lower() == want
        ]

    def outcomes(self, column: str) -> dict[str, int]:
        counts: dict[str, int] = {}
        for d in self.docs:
            outcome = self.cell(d, column)["outcome"]
            counts[outcome] = counts.get(outcome, 0) + 1
        return counts

    def cite(self, doc: Any, column: str) -> str:
        """A memo citation link for the cell's first quote ("" when it cites nothing)."""
        cits = self.cell(doc, column).get("citations") or []
        if not cits:
            return ""
        first = cits[0]
        result = self._call(
            "cite", {"doc": first["doc"], "quote": first["quote"], "page": first.get("page")}
        )
        return str(result.get("link", ""))

    def rows(self) -> Iterator[tuple[str, dict[str, Cell]]]:
        for d in self.docs:
            yield d, self._cells[d]

    def __getitem__(self, doc: Any) -> dict[str, Cell]:
        return self._cells[self._path(doc)]

    def __len__(self) -> int:
        return len(self.docs)

    def __repr__(self) -> str:
        width = min(max((len(d) for d in self.docs), default=8), 40)
        lines = [f"<table {len(self.docs)} documents × {len(self.columns)} columns>"]
        lines.append(" | ".join(["document".ljust(width), *self.columns]))
        for d in self.docs[:20]:
            shown = []
            for c in self.columns:
                cell = self._cells[d].get(c) or Cell(outcome="pending")
                shown.append(
                    str(
                        cell.get("answer")
                        if cell.get("answer") is not None
                        else cell.get("outcome")
                    )
                )
            lines.append(" | ".join([d[-width:].ljust(width), *shown]))
        if len(self.docs) > 20:
            lines.append(f"... {len(self.docs) - 20} more rows")
        return "\n".join(lines)


def make_table(call: HostCall, doc_key: Callable[[Any], str]) -> Callable[..., Grid]:
    def table(docs: Any, columns: Any) -> Grid:
        """Fill a review table: ``docs`` (ids, paths, folders or Doc records) × ``columns``
        (a template name like "contracts", or dicts {id, question, type, options?, clause?})."""
        if isinstance(docs, (str, dict)) or hasattr(docs, "path"):
            docs = [docs]
        keys = [doc_key(d) for d in docs]
        if isinstance(columns, str):
            spec: Any = columns
        else:
            spec = [dict(c) for c in columns]
        return Grid(call("table", {"docs": keys, "columns": spec}), call)

    return table
