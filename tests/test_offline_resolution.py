"""Look-alikes by meaning: matters the surrounding text or another document resolves (settled,
released, withdrawn, waived, consented, cured, expired, superseded, terminated) are reported as
context (info) with the resolving passage cited, never as risks; the same words negated, made
conditional or about another matter leave the risk a risk. The wording is not from our
sample rooms' templates."""

from __future__ import annotations

import json

import pytest

from diligence_tui.harness.slices import Slice, SlicePage
from diligence_tui.offline import on_file as R
from diligence_tui.offline.reviewer import answer, review_slices


def piece(text: str, path: str = "Contracts/Agreement.txt", doc: str = "d1") -> Slice:
    return Slice(doc, path, "txt", [SlicePage(1, "p. 1", text, 0)])


def found(text: str, path: str = "Contracts/Agreement.txt", on_file=()) -> list[dict]:
    return review_slices([piece(text, path)], resolved_on_file=tuple(on_file))["findings"]


CLAIM = (
    "Our client's loss for the remaining term is £2,300,000, for which it holds you liable, and "
    "our client has filed a claim in the High Court."
)


@pytest.mark.parametrize(
    ("text", "kind", "frame"),
    [
        # the same paragraph goes on to say the matter is over
        (
            "In November 2024 the regulator opened an investigation into the labelling of two "
            "recipes. The regulator later wrote that it did not intend to take the matter "
            "further, and its file is now closed.",
            "regulatory_investigation",
            "withdrawn",
        ),
        (
            "A claim was filed against the Company by Orrin Haulage Limited seeking £410,000. "
            "The claim was compromised in March and the sums agreed were paid.",
            "litigation",
            "settled",
        ),
        # the same sentence, in words the old rules did not know
        (
            "Apart from the claim filed by Ashby Packaging Limited against the Company for "
            "£412,000, which has been compromised, the Company is party to one dispute.",
            "litigation",
            "settled",
        ),
    ],
)
def test_a_matter_resolved_in_its_own_text_is_context(text: str, kind: str, frame: str) -> None:
    mine = [f for f in found(text) if f["category"] == kind]
    assert mine, found(text)
    assert all(f["severity"] == "info" for f in mine)
    assert f", {frame}:" in mine[0]["title"] and "Context, not a risk" in mine[0]["description"]


@pytest.mark.parametrize(
    "text",
    [
        # negated, conditional, still open, or about something else: still a risk
        CLAIM + " The claim has not been settled.",
        CLAIM + " Unless the claim is settled by 30 June, our client will issue proceedings.",
        CLAIM + " The claim remains outstanding.",
        CLAIM + "\n\nSeparately, the lease of Unit 2 came to an end in 2021.",
    ],
)
def test_negated_conditional_or_unrelated_resolutions_leave_the_risk(text: str) -> None:
    mine = [
        f for f in found(text, "Litigation/Letter - Tamsin.txt") if f["category"] == "litigation"
    ]
    assert mine and mine[0]["severity"] != "info", mine


BRANTWOOD_LETTER = (
    "BRANTWOOD WHOLESALE LIMITED\n\nDear Priya\n\nProposed acquisition of Halden\n\n"
    "Brantwood has no objection to the sale and confirms that it will not exercise its right "
    "under clause 17 of the Distribution Agreement to end that agreement because of it.\n"
)
COC = (
    "17. Change of ownership. If Halden undergoes a change of control, Brantwood may terminate "
    "this Agreement by giving 30 days' written notice."
)


def test_a_consent_in_another_document_resolves_the_clause_it_names() -> None:
    records = R.on_file("letter", "Correspondence/Letter from Brantwood.txt", 1, BRANTWOOD_LETTER)
    assert [r.frame for r in records] == ["consented"] and records[0].clauses == ["17"]
    assert "brantwood" in records[0].parties
    path = "Commercial/Distribution Agreement - Brantwood Wholesale.txt"
    mine = [f for f in found(COC, path, records) if f["category"] == "change_of_control"]
    assert mine and mine[0]["severity"] == "info", mine
    # the letter is named (its words are not in this reviewer's prompt, so not quoted)
    assert {c["path"] for c in mine[0]["citations"]} == {path}
    assert "(Correspondence/Letter from Brantwood.txt, p. 1)" in mine[0]["description"]
    # the same letter says nothing about another party's agreement ...
    other = "Commercial/Distribution Agreement - Kestrel Foods.txt"
    text = COC.replace("Brantwood", "Kestrel")
    assert [
        f["severity"] for f in found(text, other, records) if f["category"] == "change_of_control"
    ] == ["high"]
    # ... nor about another clause of the same agreement
    text = COC.replace("17. Change", "9. Change")
    assert [
        f["severity"] for f in found(text, path, records) if f["category"] == "change_of_control"
    ] == ["high"]


def test_an_amendment_supersedes_only_the_clause_it_deletes() -> None:
    amendment = (
        "AMENDMENT No. 2\n\nParties: Halden Systems Limited and Corvane Retail plc.\n\nThe parties "
        "amend the Framework Agreement dated 4 April 2023.\n\n1. Clause 21 (Service Credits) of "
        "the Agreement is deleted in its entirety and replaced with the following text.\n"
    )
    records = R.on_file("amend", "Commercial/Amendment No 2 - Corvane.txt", 1, amendment)
    assert [r.frame for r in records] == ["superseded"] and records[0].clauses == ["21"]
    path = "Commercial/Framework Agreement - Corvane Retail.txt"
    ld = "21.1 If the Supplier misses a delivery slot it shall pay Corvane, as liquidated damages, 4% of the order for each day of delay, without limit."
    mine = [f for f in found(ld, path, records) if f["category"] == "liquidated_damages"]
    assert mine and mine[0]["severity"] == "info"
    other = ld.replace("21.1", "22.1")
    mine = [f for f in found(other, path, records) if f["category"] == "liquidated_damages"]
    assert mine and mine[0]["severity"] != "info"


def test_the_lead_reviewers_resolutions_reach_the_reviewer_through_the_prompt() -> None:
    from diligence_tui.harness.slices import render_slices

    records = R.on_file("letter", "Correspondence/Letter from Brantwood.txt", 1, BRANTWOOD_LETTER)
    path = "Commercial/Distribution Agreement - Brantwood Wholesale.txt"
    head = "Review these.\nResolved on file (JSON): " + json.dumps(
        [r.for_prompt() for r in records]
    )
    assert "no objection" not in head  # where and what about, never the letter's words
    data = json.loads(answer(head + "\n" + render_slices([piece(COC, path)])))
    coc = [f for f in data["findings"] if f["category"] == "change_of_control"]
    assert coc and coc[0]["severity"] == "info"
    # garbage in that line is ignored, not a traceback
    data = json.loads(
        answer('Resolved on file (JSON): [{"x": 1}, 3]\n' + render_slices([piece(COC, path)]))
    )
    assert [f["severity"] for f in data["findings"] if f["category"] == "change_of_control"] == [
        "high"
    ]


def test_a_limited_waiver_resolves_only_the_matter_it_names() -> None:
    waiver = (
        "Harrowgate Bank plc\n\nRe: Facility Agreement\n\nThe Bank waives the Event of Default "
        "caused by the late delivery of the Compliance Certificate for the March quarter. This "
        "waiver does not extend to any other Default.\n"
    )
    records = R.on_file("w", "Debt/Waiver letter - Harrowgate Bank.txt", 1, waiver)
    assert [r.frame for r in records] == ["waived"]
    path = "Debt/Facility Agreement - Harrowgate Bank.txt"
    coc = "A Change of Control shall constitute an Event of Default, and the Lenders may declare all Loans immediately due and payable."
    mine = [f for f in found(coc, path, records) if f["category"] == "debt_change_of_control"]
    assert mine and mine[0]["severity"] != "info", mine
    late = "It is an Event of Default if the Borrower fails to deliver any Compliance Certificate when due, and the default has occurred."
    mine = [f for f in found(late, path, records) if f["category"] == "debt_default"]
    assert mine and mine[0]["severity"] == "info", mine


def test_a_release_in_another_document_resolves_the_claim_of_the_same_party() -> None:
    release = (
        "GENERAL RELEASE\n\nIn consideration of $95,000, Kittering Freight, Inc. hereby releases "
        "and discharges Norvale Foods, Inc. from all claims arising from the haulage contract."
    )
    records = R.on_file("rel", "Legal/General Release - Kittering Freight.txt", 1, release)
    assert [r.frame for r in records] == ["released"] and "kittering" in records[0].parties
    claim = (
        "Kittering Freight demands payment of $140,000 and has filed a claim in the county court."
    )
    mine = found(claim, "Legal/Demand - Kittering Freight.txt", records)
    assert [f["severity"] for f in mine if f["category"] == "litigation"] == ["info"]
    # another claimant's demand is not released by it
    other = found(
        claim.replace("Kittering", "Brackley"), "Legal/Demand - Brackley Haulage.txt", records
    )
    assert [f["severity"] for f in other if f["category"] == "litigation"] != ["info"]


def test_a_variation_deleting_a_clause_of_the_contract_resolves_it() -> None:
    """'clause 7.4 of the Contract is deleted in its entirety and replaced': the one-word name
    ("the Contract") and the clause number tie the variation to the contract it changes."""
    variation = (
        "CHANGE ORDER 3\n\nto the Works Contract WC-88 between Ostwick Borough Council and "
        "Tallis Engineering Limited\n\n(1) clause 7.4 of the Contract is deleted in its entirety "
        'and replaced with the following: "7.4 Delay is remedied by an extension of time."\n'
    )
    records = R.on_file("v", "Customers/Ostwick - Change Order 3.txt", 1, variation)
    assert [r.frame for r in records] == ["superseded"] and records[0].nouns == ["contract"]
    ld = (
        "7.4 If Completion is late the Contractor shall pay the Council liquidated damages of "
        "£9,000 for each day of delay, without limit."
    )
    path = "Customers/Ostwick - Contract WC-88.txt"
    mine = [f for f in found(ld, path, records) if f["category"] == "liquidated_damages"]
    assert mine and all(f["severity"] == "info" for f in mine), mine
    # the same variation does not touch a lease of the same party, nor another clause
    for other_path, text in (
        ("Property/Ostwick - Lease of Depot.txt", ld),
        (path, ld.replace("7.4", "8.4")),
    ):
        mine = [
            f for f in found(text, other_path, records) if f["category"] == "liquidated_damages"
        ]
        assert mine and mine[0]["severity"] != "info", (other_path, mine)


def test_a_waiver_naming_a_paragraph_sign_clause_resolves_that_clause() -> None:
    """German-style '§ 4 (2)' clause numbers: a release of the post-term restriction in § 4
    resolves § 4's non-compete, not § 9's."""
    release = (
        "AUFHEBUNGSVERTRAG (translation)\n\nThe Distribution Agreement between Velmar GmbH and "
        "Quayle Devices Ltd ends on 31 May 2026. Velmar hereby waives the post-contractual "
        "restriction in § 4 (2) of the Distribution Agreement."
    )
    records = R.on_file("t", "Distributors/Velmar - Termination.txt", 1, release)
    # (the agreement's end on 31 May 2026 is a record of its own, an ending announced for a day)
    waived = [r for r in records if r.frame == "waived"]
    assert waived and waived[0].clauses == ["4"]
    clause = (
        "§ 4 Restraint. (2) For two years after the end of this Agreement the Supplier shall not "
        "compete with the Distributor or sell competing products in Austria."
    )
    path = "Distributors/Velmar - Distribution Agreement.txt"
    mine = [f for f in found(clause, path, records) if f["category"] == "non_compete"]
    assert mine and all(f["severity"] == "info" for f in mine), mine
    mine = [
        f
        for f in found(clause.replace("§ 4", "§ 9"), path, records)
        if f["category"] == "non_compete"
    ]
    assert mine and mine[0]["severity"] != "info", mine


def test_a_regulator_that_has_closed_its_file_closes_the_matter() -> None:
    """A correspondence file about one incident: the regulator's last letter closes it, two
    paragraphs after the report (no shared noun ties the sentences together)."""
    report = (
        "REGULATOR FILE - mailbox compromise, April 2026\n\n"
        "3 April 2026 - report to the Data Protection Commission: unauthorised access to the "
        "payroll mailbox by a third party for about an hour; 40 staff records were visible.\n\n"
        "17 April 2026 - Commission to Company: please send the forensic summary.\n\n"
    )
    path = "Regulatory/DPC correspondence - April 2026.txt"
    live = [f for f in found(report, path) if f["category"] == "data_breach_privacy"]
    assert live and live[0]["severity"] != "info", live  # open while the regulator looks at it
    closed = report + (
        "2 May 2026 - Commission to Company: having considered your replies, we see no need for "
        "regulatory steps and have closed our file."
    )
    mine = [f for f in found(closed, path) if f["category"] == "data_breach_privacy"]
    assert mine and all(f["severity"] == "info" for f in mine), mine
    # "we have not closed our file" leaves it open
    still = closed.replace("have closed our file", "have not closed our file")
    mine = [f for f in found(still, path) if f["category"] == "data_breach_privacy"]
    assert mine and mine[0]["severity"] != "info", mine


def test_the_items_of_an_amendment_without_blank_lines_are_read_one_by_one() -> None:
    """A PDF's text layer runs the items of a variation together: each item is a provision
    of its own (the whole ran past the length a passage may have and was not read)."""
    text = (
        "DEED OF VARIATION\nto the Hire Agreement dated 3 May 2022 between Pellam Plant Limited and "
        "Osgood Civils Limited\nThe parties agree:\n(a) clause 11.3 of the Agreement is deleted in "
        'its entirety and replaced with the following: "11.3 The Hirer shall insure the\nEquipment '
        "for its full replacement value with an insurer approved by the Owner, acting reasonably, "
        'and produce the policy on request.";\n(b) clause 12 of the Agreement is deleted;\n(c) in '
        'clause 14.2 the words "(save under clause 11.3)" are deleted and the parties confirm that '
        "all other terms of the Agreement, including the schedules, the hire rates and the "
        "minimum hire periods, continue in full force and effect as before this Deed.\n"
    )
    records = R.on_file("v", "Plant/Pellam - Deed of Variation.pdf", 1, text)
    assert [(r.frame, r.clauses) for r in records][:2] == [
        ("superseded", ["11"]),
        ("superseded", ["12"]),
    ], [(r.frame, r.clauses, r.quote) for r in records]
