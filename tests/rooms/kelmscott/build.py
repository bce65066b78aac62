"""Build tests/rooms/kelmscott/documents: the data room of Project Kelmscott, the sale of
Brantwood Provisions Ltd. (an Ontario maker of frozen prepared meals, pies and bakery
products with a Québec plant and a Michigan distribution subsidiary) to Laurentide Acquisition
Corp. Canadian drafting, dates and C$. Written blind (see key.json's "about").

    python -m tests.rooms.kelmscott.build

The documents are committed; this script is how they were made and rebuilds them in place."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

from tests.rooms.kelmscott import commercial, deal, finance, operations

ROOM = Path(__file__).resolve().parent
DOCS = ROOM / "documents"


def build(root: Path = DOCS) -> list[Path]:
    if root.exists():
        shutil.rmtree(root)
    root.mkdir(parents=True)
    for part in (deal, finance, commercial, operations):
        part.build(root)
    return sorted(p for p in root.rglob("*") if p.is_file())


def main() -> int:
    files = build()
    counts: dict[str, int] = {}
    for f in files:
        counts[f.suffix.lower()] = counts.get(f.suffix.lower(), 0) + 1
    print(
        f"{len(files)} files:",
        ", ".join(f"{k[1:]} {v}" for k, v in sorted(counts.items(), key=lambda kv: -kv[1])),
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
