"""Build the yarrawonga room: python -m tests.rooms.yarrawonga.build

Writes every document under tests/rooms/yarrawonga/documents (removing what was there first).
Deterministic: the same bytes on every run."""

from __future__ import annotations

from pathlib import Path

from ..room_files import rebuild
from .commercial import customers, suppliers
from .corporate import corporate, transaction
from .finance import accounts, debt
from .operations import employment, insurance, ip_it, litigation, property_, regulatory

ROOM = Path(__file__).resolve().parent
DOCS = ROOM / "documents"


def build(out: Path = DOCS) -> list[Path]:
    return rebuild(
        out,
        (
            corporate,
            transaction,
            customers,
            suppliers,
            debt,
            accounts,
            property_,
            employment,
            ip_it,
            insurance,
            litigation,
            regulatory,
        ),
    )


if __name__ == "__main__":
    files = build()
    print(f"{len(files)} files under {DOCS}")
