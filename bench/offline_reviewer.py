"""Throughput of the offline pattern reviewer on a synthetic 32k-token slice (the default
sub-agent window): characters per second, and the share of sentences it matches kind by kind;
then recall and precision on held-out clauses.

Held-out A is tests/test_offline_heldout.py (its failures were fixed, so it is now a
regression set). Held-out B below was written after those fixes and is never tuned on: it is
the honest estimate. Add a fresh batch C before tuning on B.

Run: .venv/bin/python bench/offline_reviewer.py
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from test_offline_heldout import HELD_OUT, HELD_OUT_BENIGN, scores  # noqa: E402
from test_offline_reviewer import BENIGN, RED_FLAGS  # noqa: E402

from diligence_tui.harness.slices import Slice, SlicePage  # noqa: E402
from diligence_tui.offline.reviewer import review_slices  # noqa: E402
from diligence_tui.tokens import chars_for_tokens  # noqa: E402

FILLER = (
    "The Supplier shall deliver the Products to the delivery point specified in the applicable "
    "Purchase Order, and title shall pass upon delivery. "
)


# Held-out B: red flags in wording of their own (kind, text) and benign look-alikes.
HELD_OUT_B: list[tuple[str, str]] = [
    (
        "change_of_control",
        "In the event that control of the Service Provider passes to a competitor of the Client, "
        "the Client may cancel all outstanding Statements of Work without payment of any "
        "cancellation charge.",
    ),
    (
        "anti_assignment",
        "Neither this Lease nor any interest in it may be conveyed, mortgaged or otherwise "
        "disposed of by the Tenant unless the Landlord has first agreed in writing.",
    ),
    (
        "indemnity",
        "Licensee assumes sole responsibility for, and shall keep Licensor fully indemnified "
        "from, all third-party actions arising from Licensee's use of the Platform, whether or "
        "not caused by Licensor.",
    ),
    (
        "most_favoured_nation",
        "Vendor represents that the unit prices in Annex 2 are, and will remain, at least as low "
        "as the prices Vendor charges any similarly situated customer.",
    ),
    (
        "exclusivity",
        "The Hospital agrees that, for the term of this Agreement, Medline Partners will be its "
        "only source of surgical consumables.",
    ),
    (
        "non_compete",
        "While employed and for twelve months thereafter, the Employee will not take up a role "
        "with any rival firm operating in the payments sector in the United Kingdom.",
    ),
    (
        "minimum_purchase",
        "The Distributor shall order at least 500 units in each calendar quarter; any quarterly "
        "short-fall will be invoiced at the then-current list price.",
    ),
    (
        "open_source_copyleft",
        "The on-premise agent bundles a networking library under the GNU Lesser General Public "
        "License, modified by the Company, and is shipped to every customer in binary form.",
    ),
    (
        "equity_acceleration",
        "All of the Chief Executive's performance units will be treated as earned at maximum and "
        "paid out in full at the closing of a Corporate Transaction.",
    ),
    (
        "key_employee_severance",
        "If the Head of Engineering resigns for Good Reason within 90 days after a Corporate "
        "Transaction, she will be paid two times her annual base pay in a single instalment.",
    ),
]
HELD_OUT_B_BENIGN: list[str] = [
    "The Client's right to cancel following a change in control of the Service Provider ended "
    "when the initial term expired on 31 March 2024.",
    "The minimum purchase commitment in Section 3 was deleted by Amendment No. 1 and no "
    "shortfall amounts have accrued.",
    "The Company's open-source policy requires legal review before any copyleft component is "
    "used, and the 2026 scan found no copyleft components in shipped products.",
    "Either party's liability for breach of confidentiality is limited to two times the fees "
    "paid in the prior twelve months, which is customary for agreements of this kind.",
    "The former distributor's claim for unpaid commissions was settled in 2023 for $60,000 and "
    "a mutual release was signed.",
]


def heldout() -> None:
    a = scores(HELD_OUT, HELD_OUT_BENIGN)
    b = scores(HELD_OUT_B, HELD_OUT_B_BENIGN)
    for name, s, n, m in (
        ("A", a, HELD_OUT, HELD_OUT_BENIGN),
        ("B", b, HELD_OUT_B, HELD_OUT_B_BENIGN),
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


if __name__ == "__main__":
    main()
    heldout()
