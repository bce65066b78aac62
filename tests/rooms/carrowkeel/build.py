"""Build the carrowkeel room: python -m tests.rooms.carrowkeel.build

Writes every document under tests/rooms/carrowkeel/documents (removing what was there first).
Deterministic: the same bytes on every run."""

from __future__ import annotations

from pathlib import Path

from ..room_files import rebuild
from .commercial import commercial
from .corporate import corporate, transaction
from .finance import finance
from .operations import operations

ROOM = Path(__file__).resolve().parent
DOCS = ROOM / "documents"


def build(out: Path = DOCS) -> list[Path]:
    return rebuild(
        out,
        (
            corporate,
            transaction,
            commercial,
            finance,
            operations,
        ),
    )


if __name__ == "__main__":
    files = build()
    print(f"{len(files)} files under {DOCS}")
