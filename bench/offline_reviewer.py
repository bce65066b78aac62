"""Throughput of the offline pattern reviewer on a synthetic 32k-token slice (the default
sub-agent window): characters per second, and the share of sentences it matches kind by kind;
then recall and precision on held-out clauses.

Held-out A and B are in tests/test_offline_heldout.py: each was written before the rules
that it showed missing were added, so they are now regression sets. Held-out C below was
written after those fixes and is never tuned on: it is the honest estimate. Write a fresh
batch D before tuning on C.

Then the whole offline engine (`diligence run`, fresh state dirs) on the independent room
tests/rooms/halden (hand-written, UK drafting, planted issues most of which need two
documents, and benign look-alikes resolved in other documents), scored against its key:
planted issues identified, look-alikes flagged as risks, unverified citations.

tests/rooms/marrow was written after the checks were frozen and scored once untuned (the honest
estimate, in bench/RESULTS.md); its misses were then generalised, so it is a regression set
now: write a fresh room before claiming a new estimate.

Run: .venv/bin/python bench/offline_reviewer.py [--room-only]
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from test_offline_heldout import (  # noqa: E402
    HELD_OUT,
    HELD_OUT_B,
    HELD_OUT_B_BENIGN,
    HELD_OUT_BENIGN,
    scores,
)
from test_offline_reviewer import BENIGN, RED_FLAGS  # noqa: E402

from diligence_tui.harness.slices import Slice, SlicePage  # noqa: E402
from diligence_tui.offline.reviewer import review_slices  # noqa: E402
from diligence_tui.tokens import chars_for_tokens  # noqa: E402

FILLER = (
    "The Supplier shall deliver the Products to the delivery point specified in the applicable "
    "Purchase Order, and title shall pass upon delivery. "
)


# Held-out C: written after A and B were fixed; never tuned on (the honest estimate).
HELD_OUT_C: list[tuple[str, str]] = [
    (
        "change_of_control",
        "Any reorganisation by which the shareholders of the Contractor immediately before it "
        "cease to hold a majority of the votes in the surviving entity entitles the Principal to "
        "withdraw from this Agreement.",
    ),
    (
        "anti_assignment",
        "The benefit of this Agreement may not be made over to any other person without the "
        "Bank's say-so, which it may refuse at its sole discretion.",
    ),
    (
        "indemnity",
        "The Subcontractor accepts liability for, and will reimburse the Contractor in respect "
        "of, any claim brought by anyone at all in connection with the Works, however it arises.",
    ),
    (
        "most_favoured_nation",
        "Should the Supplier at any time sell equivalent goods to a third party on better terms, "
        "the Buyer shall automatically receive the benefit of those terms.",
    ),
    (
        "exclusivity",
        "Carrier will handle all of the Shipper's outbound freight from the Memphis hub, and the "
        "Shipper will not use another carrier for those lanes during the Term.",
    ),
    (
        "non_compete",
        "The Vendor covenants that, for thirty-six months after the Completion Date, it will not "
        "set up or invest in any business that supplies route-optimisation software in Europe.",
    ),
    (
        "minimum_purchase",
        "The Purchaser shall pay for the Annual Contract Quantity in full even if it takes "
        "delivery of a lesser quantity in that year.",
    ),
    (
        "open_source_copyleft",
        "The set-top box firmware incorporates a modified Linux kernel, and the Company has not "
        "published the corresponding source code as the kernel's licence requires.",
    ),
    (
        "equity_acceleration",
        "The restricted shares held by each founder will vest in full on the day a buyer acquires "
        "the business, regardless of the original vesting timetable.",
    ),
    (
        "key_employee_severance",
        "On a termination of the COO's employment by the Company for any reason other than gross "
        "misconduct, the Company will pay her a sum equal to one year's total remuneration.",
    ),
]
HELD_OUT_C_BENIGN: list[str] = [
    "The Buyer's exclusivity under clause 4 applied only during the 2022 pilot and ended with it.",
    "The founders' restricted shares are fully vested under their original four-year schedules, "
    "which ended in 2024; nothing accelerates on the sale.",
    "Assignment to an Affiliate or to a purchaser of the business is permitted without consent "
    "under clause 19.3.",
    "No take-or-pay or minimum volume commitments are contained in any supply contract, as "
    "confirmed in the disclosure letter.",
    "The non-compete in the former CFO's separation agreement ran for twelve months and expired "
    "in January 2025.",
]


def heldout() -> None:
    a = scores(HELD_OUT, HELD_OUT_BENIGN)
    b = scores(HELD_OUT_B, HELD_OUT_B_BENIGN)
    c = scores(HELD_OUT_C, HELD_OUT_C_BENIGN)
    for name, s, n, m in (
        ("A", a, HELD_OUT, HELD_OUT_BENIGN),
        ("B", b, HELD_OUT_B, HELD_OUT_B_BENIGN),
        ("C", c, HELD_OUT_C, HELD_OUT_C_BENIGN),
    ):
        print(
            f"held-out {name}: recall {s['recall']:.0%} ({round(s['recall'] * len(n))}/{len(n)}), "
            f"precision {s['precision']:.0%}, false flags {s['false_flags']:.0f} "
            f"(on {len(n)} clauses + {len(m)} benign); missed: {', '.join(s['missed']) or 'none'}"
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


def independent_room(room: Path, label: str) -> None:
    import json
    import os
    import platform
    import subprocess
    import tempfile

    from rooms.score import findings_of, score  # tests/ is on the path

    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ)
        for name in ("CONFIG", "DATA", "CACHE", "LOG"):
            env[f"DILIGENCE_{name}_DIR"] = str(Path(tmp) / name.lower())
        run_dir = Path(tmp) / "run"
        started = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "diligence_tui.cli", "run", str(room / "documents")]
            + ["--out", str(run_dir)],
            check=True,
            capture_output=True,
            env=env,
        )
        wall = time.perf_counter() - started
        found = findings_of(run_dir)
        result = score(found, room / "key.json")
        docs = len(list((room / "documents").rglob("*.*")))
        counts: dict[str, int] = {}
        for f in found:
            counts[f["severity"]] = counts.get(f["severity"], 0) + 1
        print(
            f"\n{label} ({docs} documents; {platform.machine()}, Python "
            f"{platform.python_version()}, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}): "
            f"{result.line()}; findings {json.dumps(counts)}; wall {wall:.1f} s"
        )


if __name__ == "__main__":
    if "--room-only" not in sys.argv:
        main()
        heldout()
    from rooms.score import CARROWKEEL, FENNICK, HALDEN, MARROW, OSSINGTON, QUARRENDON, WRAXALL

    independent_room(HALDEN, "independent room tests/rooms/halden (development set)")
    independent_room(MARROW, "second room tests/rooms/marrow (held out once, now a regression set)")
    independent_room(FENNICK, "room tests/rooms/fennick (untuned 2026-12-01, tuned since)")
    independent_room(WRAXALL, "room tests/rooms/wraxall (untuned 2026-12-01, tuned since)")
    independent_room(QUARRENDON, "room tests/rooms/quarrendon (untuned 2026-12-02, tuned since)")
    independent_room(OSSINGTON, "room tests/rooms/ossington (untuned 2026-12-02, tuned since)")
    independent_room(
        CARROWKEEL, "room tests/rooms/carrowkeel (blind, untuned 2026-12-02 15:34 UTC)"
    )
