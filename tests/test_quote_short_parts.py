"""A quote of a list's lead-in and the item that carries the point, with an ellipsis between
them, was UNVERIFIED when the item was shorter than three words ("... (c) Cross-default."),
though both parts are verbatim in the document: every part of an ellipsis quote had to be
three words or more. A shorter part now counts where the document holds it whole (a line or a
sentence of its own); a few words from inside a sentence still cannot be stitched in."""

from __future__ import annotations

import json
from pathlib import Path

from diligence_tui.review.quotes import find_quote
from tests.cli_support import diligence

UPKEEP = "The Obligor shall insure its plant with reputable insurers at customary levels."
FACILITY = (
    "TERM FACILITY AGREEMENT\n\n"
    "14.1 Defaults. The following are Events of Default:\n"
    f"(a) Insurance. {' '.join([UPKEEP] * 5)}\n"
    f"(b) Information. {' '.join([UPKEEP] * 5)}\n"
    "(c) Cross-default.\n"
    "14.2 Acceleration. On an Event of Default the Agent may cancel the Commitments.\n"
)


def test_a_short_part_verifies_where_the_document_holds_it_whole() -> None:
    lead = "The following are Events of Default:"
    # old code: None, "(c) Cross-default." has two words
    found = find_quote(FACILITY, f"{lead} ... (c) Cross-default.")
    assert found is not None
    assert FACILITY[found[0] : found[1]].startswith(lead)
    assert FACILITY[found[0] : found[1]].endswith("(c) Cross-default.")
    # a sentence of its own, inside a line
    text = "Termination. Either party may end this lease on notice. Insolvency applies. The rest."
    assert find_quote(text, "Either party may end this lease ... Insolvency applies.") is not None


def test_a_short_part_from_inside_a_sentence_is_still_not_found() -> None:
    text = (
        "The Landlord shall repair the roof at its own cost. The Tenant is not liable for "
        "structural works. Each party bears its own legal costs."
    )
    assert find_quote(text, "The Landlord shall repair ... not liable") is None
    assert find_quote(text, "The Landlord shall repair ... Tenant is") is None
    assert find_quote(FACILITY, "The following are Events of Default: ... (c) Cross") is None
    assert find_quote(FACILITY, "The following are Events of Default: ... Cross-default.") is None


def test_the_offline_review_of_a_short_list_item_cites_it_verified(tmp_path: Path) -> None:
    room = tmp_path / "room"
    (room / "09 Financing").mkdir(parents=True)
    (room / "09 Financing" / "term facility.txt").write_text(FACILITY, encoding="utf-8")
    run_dir = tmp_path / "run"
    done = diligence("run", str(room), "--out", str(run_dir))
    assert done.returncode == 0, done.stderr
    cites = [
        c
        for f in json.loads((run_dir / "findings.json").read_text(encoding="utf-8"))
        for c in f["citations"]
    ]
    short = [c for c in cites if c["quote"].endswith("(c) Cross-default.")]
    assert short, [c["quote"] for c in cites]
    # old code: "verified": false, and memo.md marked it (UNVERIFIED)
    assert all(c["verified"] for c in cites), [(c["quote"], c["verified"]) for c in cites]
    assert "UNVERIFIED" not in (run_dir / "memo.md").read_text(encoding="utf-8")
