"""Where a review table's columns come from: a TOML file of ``[[columns]]`` tables, or a
built-in template (``templates/NAME.toml``, pure data shipped with the package).

A columns file::

    [[columns]]
    id = "change_of_control"          # letters, digits, _ or -; unique
    question = "Does a change of control trigger consent or termination rights?"
    type = "yes_no"                   # yes_no | text | date | money | duration | choice
    clause = "Change Of Control"      # optional: a name from the clause vocabulary
    guidance = "Quote the clause."    # optional
    # options = ["a", "b"]            # choice columns only

Errors name the file, the line and column (TOML syntax: tomllib's own position) or the column
and the line of its table or field (a field that breaks the schema), and say what to change.
This module knows nothing of the offline engine: the caller passes the clause vocabulary in.
"""

from __future__ import annotations

import difflib
import re
import tomllib
from collections.abc import Sequence
from importlib import resources
from pathlib import Path
from typing import Any

from diligence_tui.review.table.model import Column, TableError

TEMPLATES = ("contracts", "leases", "employment", "debt")
FIELDS = ("id", "question", "type", "options", "guidance", "clause")
_HEADER = re.compile(r"^[ \t]*\[\[[ \t]*columns[ \t]*\]\]", re.M)


class ColumnsError(TableError):
    """A columns file or template that cannot be used; the message says where and why."""


def template_text(name: str) -> str:
    if name not in TEMPLATES:
        hint = difflib.get_close_matches(name, TEMPLATES, n=1)
        also = f" (did you mean {hint[0]!r}?)" if hint else ""
        raise ColumnsError(f"no template {name!r}{also}; the templates are {', '.join(TEMPLATES)}")
    return (resources.files(__package__) / "templates" / f"{name}.toml").read_text("utf-8")


def load_template(name: str, vocabulary: Sequence[str] | None = None) -> list[Column]:
    """The columns of a built-in template."""
    return parse_columns(template_text(name), f"template {name!r}", vocabulary)


def load_columns_file(path: str | Path, vocabulary: Sequence[str] | None = None) -> list[Column]:
    """The columns of a TOML file (``--columns FILE``)."""
    source = Path(path)
    try:
        text = source.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ColumnsError(f"{source}: no such columns file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise ColumnsError(f"{source}: cannot read it ({exc})") from None
    return parse_columns(text, str(source), vocabulary)


def _lines(text: str) -> tuple[list[int], list[str]]:
    """The line number (1-based) of each ``[[columns]]`` header, and each table's text."""
    heads = list(_HEADER.finditer(text))
    starts = [text.count("\n", 0, m.start()) + 1 for m in heads]
    bodies = [
        text[m.end() : heads[i + 1].start() if i + 1 < len(heads) else len(text)]
        for i, m in enumerate(heads)
    ]
    return starts, bodies


def _field_line(start: int, body: str, key: str) -> int:
    match = re.search(rf"^[ \t]*{re.escape(key)}[ \t]*=", body, re.M)
    return start + body.count("\n", 0, match.start()) if match else start


def parse_columns(
    text: str, where: str = "columns", vocabulary: Sequence[str] | None = None
) -> list[Column]:
    """Columns from TOML text. ``vocabulary``: the clause names a ``clause`` may take."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        # tomllib's message ends "(at line L, column C)": the place to look
        raise ColumnsError(f"{where}: not valid TOML: {exc}") from None
    extra = sorted(set(data) - {"columns"})
    if extra:
        raise ColumnsError(
            f"{where}: unknown top-level key {extra[0]!r}; write each column as a [[columns]] table"
        )
    raw = data.get("columns")
    if not isinstance(raw, list) or not raw:
        raise ColumnsError(f"{where}: no columns; write each column as a [[columns]] table")
    starts, bodies = _lines(text)
    columns: list[Column] = []
    seen: dict[str, int] = {}
    for index, item in enumerate(raw):
        line = starts[index] if index < len(starts) else 0
        body = bodies[index] if index < len(bodies) else ""
        label = f"column {index + 1}"
        at = f" (line {line})" if line else ""
        if not isinstance(item, dict):
            raise ColumnsError(f"{where}: {label}{at} is not a table")
        if isinstance(item.get("id"), str) and item["id"]:
            label = f"column {item['id']!r}"
        unknown = [k for k in item if k not in FIELDS]
        if unknown:
            key = unknown[0]
            hint = difflib.get_close_matches(key, FIELDS, n=1)
            also = f" (did you mean {hint[0]!r}?)" if hint else ""
            raise ColumnsError(
                f"{where}: {label}, line {_field_line(line, body, key)}: unknown field {key!r}{also}; "
                f"fields are {', '.join(FIELDS)}"
            )
        for key in ("id", "question"):
            if key not in item:
                raise ColumnsError(f"{where}: {label}{at}: missing field {key!r}")
        for key in ("id", "question", "type", "guidance", "clause"):
            if key in item and not isinstance(item[key], str):
                raise ColumnsError(
                    f"{where}: {label}, line {_field_line(line, body, key)}: {key} must be a string"
                )
        options: Any = item.get("options", [])
        if not isinstance(options, list) or not all(isinstance(o, str) for o in options):
            raise ColumnsError(
                f"{where}: {label}, line {_field_line(line, body, 'options')}: options must be a list of strings"
            )
        try:
            column = Column.from_dict(item)
        except TableError as exc:
            detail = str(exc).split(": ", 1)[-1]
            # the field the problem is about: "type ...", "options ...", "a choice column ..."
            first = detail.split(" ", 1)[0]
            field = first if first in FIELDS else "type"
            raise ColumnsError(
                f"{where}: {label}, line {_field_line(line, body, field)}: {detail}"
            ) from None
        if column.id in seen:
            raise ColumnsError(
                f"{where}: {label}{at}: id {column.id!r} is used twice (first at line {seen[column.id]})"
            )
        if vocabulary is not None and column.clause and column.clause not in vocabulary:
            hint = difflib.get_close_matches(column.clause, list(vocabulary), n=1, cutoff=0.5)
            also = f"; did you mean {hint[0]!r}?" if hint else ""
            raise ColumnsError(
                f"{where}: {label}, line {_field_line(line, body, 'clause')}: clause {column.clause!r} "
                f"is not in the clause vocabulary{also} (docs/EXPORT.md lists it; leave clause out "
                "for a question only a model can answer)"
            )
        seen[column.id] = line
        columns.append(column)
    return columns
