"""Throughput of the offline pattern reviewer on a synthetic 32k-token slice (the default
sub-agent window): characters per second, and the share of sentences it matches kind by kind.

Run: .venv/bin/python bench/offline_reviewer.py
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from test_offline_reviewer import BENIGN, RED_FLAGS  # noqa: E402

from diligence_tui.harness.slices import Slice, SlicePage  # noqa: E402
from diligence_tui.offline.reviewer import review_slices  # noqa: E402
from diligence_tui.tokens import chars_for_tokens  # noqa: E402

FILLER = (
    "The Supplier shall deliver the Products to the delivery point specified in the applicable "
    "Purchase Order, and title shall pass upon delivery. "
)


def make_text(chars: int, clause_share: float, seed: int = 1) -> str:
    rng = random.Random(seed)
    clauses = [t for texts in RED_FLAGS.values() for t in texts] + BENIGN
    parts: list[str] = []
    size = 0
    while size < chars:
        part = rng.choice(clauses) if rng.random() < clause_share else FILLER
        parts.append(part + (" " if rng.random() < 0.8 else "\n\n"))
        size += len(parts[-1])
    return "".join(parts)


def main() -> None:
    chars = chars_for_tokens(32_000)
    for share in (0.02, 0.1, 0.3):
        text = make_text(chars, share)
        piece = Slice("d1", "bench.pdf", "pdf", pages=[SlicePage(1, "p. 1", text, 0)])
        review_slices([piece])  # warm the regex caches
        runs = []
        for _ in range(3):
            start = time.perf_counter()
            found = review_slices([piece])["findings"]
            runs.append(time.perf_counter() - start)
        best = min(runs)
        print(
            f"clause share {share:4.0%}: {len(text):,} chars in {best:.3f} s = "
            f"{len(text) / best / 1e3:,.0f} kchars/s, {len(found)} findings"
        )


if __name__ == "__main__":
    main()
