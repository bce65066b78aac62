"""Build the pecos room: python -m tests.rooms.pecos.build

Writes every document under tests/rooms/pecos/documents (removing what was there first).
Deterministic: the same bytes on every run."""

from __future__ import annotations

import shutil
from pathlib import Path

from .commercial import commercial
from .corporate import corporate, transaction
from .finance import finance
from .operations import operations

ROOM = Path(__file__).resolve().parent
DOCS = ROOM / "documents"


def build(out: Path = DOCS) -> list[Path]:
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    corporate(out)
    transaction(out)
    commercial(out)
    finance(out)
    operations(out)
    return sorted(p for p in out.rglob("*") if p.is_file())


if __name__ == "__main__":
    files = build()
    print(f"{len(files)} files under {DOCS}")
