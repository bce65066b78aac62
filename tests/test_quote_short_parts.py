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


# A vendor questionnaire: the first answer is long, the second is a bare "No.". A quote that
# joins the first question to the second answer says the Company denied an investigation it
# disclosed. Old code: verified (the "No." stands alone, under 2,000 characters on).
INQUIRY = (
    "Yes. In March the Competition and Markets Authority opened an inquiry into the 2022 "
    "exclusive distribution arrangements with Tarrant Wholesale; the Company has answered two "
    "information requests and expects the Authority's provisional view by the autumn."
)
QUESTIONNAIRE = (
    "SELLER DISCLOSURE QUESTIONNAIRE\n\n"
    "1. Is the Company, or any subsidiary, the subject of a regulatory investigation?\n"
    f"{INQUIRY}\n\n"
    "2. Has the Company recalled or withdrawn any product in the last five years?\n"
    "No.\n\n"
    "3. Does the Company hold any licence that may be revoked on a change of control?\n"
    "The waste carrier registration is personal to the holder; see the attached note.\n"
)
ASKED = "the subject of a regulatory investigation?"


def test_a_short_part_under_another_question_is_not_found() -> None:
    assert find_quote(QUESTIONNAIRE, f"{ASKED} ... No.") is None
    # the same form written without numbers or blank lines (as a Word file reads): the
    # second question between them is enough
    flat = QUESTIONNAIRE.replace("\n\n", "\n")
    for n in "123":
        flat = flat.replace(f"{n}. ", "")
    assert find_quote(flat, f"{ASKED} ... No.") is None
    # the answer that does follow its question verifies, its question in the span
    found = find_quote(QUESTIONNAIRE, "recalled or withdrawn any product ... No.")
    assert found is not None
    assert QUESTIONNAIRE[found[0] : found[1]].startswith("recalled or withdrawn")
    assert QUESTIONNAIRE[found[0] : found[1]].endswith("No.")


def test_a_short_part_in_another_section_is_not_found() -> None:
    text = (
        "7.3 Assignment. The Distributor may not assign its rights under this agreement "
        "without the consent of the Principal.\n"
        "7.4 Notices. Notices are given in writing to the addresses in Schedule 1.\n"
        "ARTICLE 8 TERM\n"
        "8.1 This agreement runs for five years.\n"
        "Renewal.\n"
    )
    assert find_quote(text, "may not assign its rights ... Renewal.") is None
    # a heading the text wraps onto a new line mid-sentence is no heading
    wrapped = "The Tenant may not underlet the whole of the premises without\nARTICLE 4 consent.\nFull stop."
    assert find_quote(wrapped, "The Tenant may not underlet ... Full stop.") is not None


def test_a_short_part_past_a_table_is_not_found() -> None:
    text = (
        "Schedule of claims\n"
        "Claimant | Amount | Status\n"
        "Forde Haulage Ltd | GBP 310,000 | defended; trial listed for June\n"
        "Mercer Plant Hire | GBP 42,500 | settled\n"
        "Other matters known to the directors:\n"
        "None.\n"
    )
    assert find_quote(text, "Forde Haulage Ltd | GBP 310,000 ... None.") is None


def test_a_lead_in_reaches_its_items_across_blank_lines() -> None:
    text = (
        "16. TERMINATION\n\n"
        "16.1 The Licensor may end this licence at once by notice where:\n\n"
        f"(a) the Licensee fails to pay any royalty within 30 days of its due date and {UPKEEP}\n\n"
        f"(b) the Licensee challenges the validity of the Patents, or {UPKEEP}\n\n"
        "(c) Insolvency.\n\n"
        "16.2 On termination the Licensee shall return all Know-how.\n"
    )
    found = find_quote(text, "end this licence at once by notice where: ... (c) Insolvency.")
    assert found is not None and text[found[0] : found[1]].endswith("(c) Insolvency.")
    # the next clause is not part of the list
    assert find_quote(text + "Survival.\n", "at once by notice where: ... Survival.") is None
    # a question and its answer a blank line below it
    assert find_quote("Any pending claims?\n\nNone.\n", "Any pending claims? ... None.")
