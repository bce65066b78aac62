"""The offline playbook's cells, as modules: each is linted and tested like any other code, and
what follows its ``# -- cell --`` line is the source the playbook sends into the kernel.

The names a cell uses that the REPL defines (``room``, ``review``, ``status``, ...; see
docs/REPL.md) and the memo helpers of :mod:`.helpers` are imported under ``TYPE_CHECKING`` for
readers and linters only: in the kernel that block never runs.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

CELL_MARK = "# -- cell --\n"
NAMES = (
    "helpers",
    "inventory",
    "plan",
    "review",
    "references",
    "crosscheck",
    "contradictions",
    "finalize",
    "submit",
    "repair",
    "mark",
)


@cache
def source(name: str) -> str:
    """The kernel source of cell ``name`` (what follows its ``# -- cell --`` line)."""
    if name not in NAMES:
        raise KeyError(f"no playbook cell {name!r}")
    text = (Path(__file__).parent / f"{name}.py").read_text(encoding="utf-8")
    head, mark, body = text.partition(CELL_MARK)
    if not mark:
        raise ValueError(f"cell {name!r} has no {CELL_MARK.strip()!r} line")
    return body
