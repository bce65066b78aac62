"""Build the tamarack room's documents (python -m tests.rooms.tamarack.build): a blind test
dataroom for Project Tamarack, the sale of Glenbuchat Timber Systems Limited, a Scottish
maker of cross-laminated timber and glulam. Deterministic: a rebuild gives the same bytes."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from ..room_files import rebuild
from .commercial import customers, suppliers
from .corporate import corporate, transaction
from .finance import finance, prop
from .operations import disputes, insurance, regulatory
from .people import ip_tech, people

OUT = Path(__file__).resolve().parent / "documents"
PARTS = (
    corporate,
    transaction,
    customers,
    suppliers,
    finance,
    prop,
    people,
    ip_tech,
    insurance,
    disputes,
    regulatory,
)


def build(out: Path = OUT) -> list[Path]:
    return rebuild(out, PARTS)


if __name__ == "__main__":
    files = build()
    kinds = Counter(p.suffix.lstrip(".") for p in files)
    print(len(files), "files:", ", ".join(f"{k} {n}" for k, n in kinds.most_common()))
