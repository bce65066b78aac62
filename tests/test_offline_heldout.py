"""Held-out clauses for the offline reviewer: written for this test in wording that the sample
rooms' clause library and tests/test_offline_reviewer.py do not use, so the reviewer's rules are
measured on phrasing they were not tuned on. Recall and precision are in bench/RESULTS.md
("Offline reviewer, held-out clauses")."""

from __future__ import annotations

import pytest

from diligence_tui.harness.slices import Slice, SlicePage
from diligence_tui.offline.reviewer import review_slices

HELD_OUT: list[tuple[str, str]] = [
    (
        "change_of_control",
        "Should any person or group acquire, directly or indirectly, beneficial ownership of a "
        "majority of the voting stock of the Vendor, the Purchaser may end this Agreement with "
        "immediate effect by written notice.",
    ),
    (
        "anti_assignment",
        "This Agreement is personal to the Contractor, and any purported transfer of it, in whole "
        "or in part, by operation of law or otherwise, without the Owner's prior written approval "
        "shall be null and void.",
    ),
    (
        "indemnity",
        "The Reseller will indemnify the Manufacturer against every loss, cost and expense of "
        "whatever nature arising in connection with the resale of the Goods, irrespective of fault.",
    ),
    (
        "most_favoured_nation",
        "If the Licensor grants any other licensee royalty rates lower than those set out in "
        "Schedule B, it shall promptly offer the same lower rates to the Licensee for the "
        "remainder of the Term.",
    ),
    (
        "exclusivity",
        "During the Term the Supplier shall not appoint any other distributor, agent or reseller "
        "for the Products anywhere in the Territory.",
    ),
    (
        "non_compete",
        "For two years after Closing, the Seller shall refrain from owning, operating or assisting "
        "any enterprise that offers freight-routing software anywhere in North America.",
    ),
    (
        "minimum_purchase",
        "Customer commits to buying not less than 12,000 MWh in each contract year and shall pay "
        "for any deficiency at the contract price whether or not the energy is taken.",
    ),
    (
        "open_source_copyleft",
        "The hosted analytics service runs on a fork of a search engine released under the "
        "Server Side Public License, whose terms reach the source code of the whole service stack.",
    ),
    (
        "equity_acceleration",
        "Upon a Sale Event, all then-unvested shares subject to the Founder's restricted stock "
        "award shall become fully exercisable and free of the Company's repurchase right.",
    ),
    (
        "key_employee_severance",
        "Should the Company dismiss the Chief Financial Officer other than for misconduct within a "
        "year following a sale of the business, she shall receive a lump sum equal to eighteen "
        "months' salary plus her target bonus.",
    ),
]

HELD_OUT_BENIGN: list[str] = [
    "Following the Lender's written consent dated 4 March 2026, the change of control contemplated "
    "by the Merger Agreement will not constitute an Event of Default under the Facility.",
    "Each party may assign this Agreement to an Affiliate or to a successor in a merger without the "
    "other party's consent, on written notice.",
    "The Customer's most-favoured-customer pricing right under Section 6.4 lapsed on 30 June 2024 "
    "and no price adjustment is owed.",
    "The GPL-licensed build tools are used only internally to compile the product and are not "
    "distributed with or linked into any shipped software.",
    "The Executive's options vest in equal monthly instalments over four years, with no "
    "acceleration on a change of control.",
]


def _found(text: str) -> list[dict]:
    piece = Slice(
        "h1", "03 Contracts/Held-out Agreement.pdf", "pdf", [SlicePage(1, "p. 1", text, 0)]
    )
    return review_slices([piece])["findings"]


@pytest.mark.parametrize(("kind", "text"), HELD_OUT, ids=[k for k, _ in HELD_OUT])
def test_held_out_clause_is_found(kind: str, text: str) -> None:
    found = _found(text)
    mine = [f for f in found if f["category"] == kind and f["severity"] != "info"]
    assert mine, f"{kind} not found; got {[f['category'] for f in found]}"
    assert all(c["quote"] in text for f in mine for c in f["citations"])


@pytest.mark.parametrize("text", HELD_OUT_BENIGN)
def test_held_out_benign_is_not_flagged(text: str) -> None:
    flagged = [(f["category"], f["severity"]) for f in _found(text) if f["severity"] != "info"]
    assert not flagged, flagged


def scores(clauses: list[tuple[str, str]], benign: list[str]) -> dict[str, float | list[str]]:
    """Recall (the right kind found above "info") and precision over every flag raised on the
    clauses and the benign look-alikes (bench/offline_reviewer.py prints them)."""
    right = wrong = 0
    missed: list[str] = []
    for kind, text in clauses:
        flags = {f["category"] for f in _found(text) if f["severity"] != "info"}
        right += kind in flags
        wrong += len(flags - {kind})
        if kind not in flags:
            missed.append(kind)
    for text in benign:
        wrong += sum(1 for f in _found(text) if f["severity"] != "info")
    return {
        "recall": right / len(clauses),
        "precision": right / (right + wrong) if right + wrong else 1.0,
        "false_flags": float(wrong),
        "missed": missed,
    }
