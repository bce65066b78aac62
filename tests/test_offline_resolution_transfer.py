"""The rules the second corpus (tests/meaning_corpus_two.py) showed missing, each on wording of
its own (neither the corpus's nor a room's): a pleading's claim, a default stated as a fact, a
charge "by way of", a guarantee of "the punctual payment", a docket's entries, a registry's
"fully satisfied", "brought to an end", a tracker's "consent received", one claim of two kept
open, a resolution still waiting on an approval, a counterclaim's withdrawal, a term given as
"the period from ... to ...", the clause a match sits under, a cure of the sub-clause a notice
names, and the agreement a released guarantee secured (no document to request)."""

from __future__ import annotations

from datetime import date

from diligence_tui.harness.slices import SlicePage
from diligence_tui.offline import facts as F
from diligence_tui.offline import on_file as OF
from diligence_tui.offline import resolution_scope as RS
from diligence_tui.offline import reviewer as RV


def _hits(text: str, path: str = "Legal/Document.pdf", **ctx: object) -> list[tuple[str, str]]:
    page = SlicePage(1, "p. 1", text, 0)
    return [
        (h.kind.key, h.severity)
        for h in RV.scan_page(page, RV.ReviewContext(path=path, **ctx))  # type: ignore[arg-type]
    ]


def _frames(text: str, path: str = "Legal/Letter.pdf") -> list[str]:
    return [r.frame for r in OF.on_file("d", path, 1, text)]


def test_a_pleading_that_states_its_claim_is_litigation() -> None:
    assert ("litigation", "medium") in _hits(
        "Kestrel Marine Limited v Dunlin Boatworks Limited.\n\nThe Pursuer sues the Defender "
        "for £48,000 in damages for a hull that cracked in its first season."
    )
    assert ("litigation", "medium") in _hits(
        "The plaintiffs claim compensatory damages of $410,000 for water damage to the Elm "
        "Street warehouse."
    )
    assert ("litigation", "medium") in _hits(
        "Harrier Pumps Limited issued County Court proceedings (Claim No. J7QZ2210) against the "
        "Company for unpaid invoices of £61,300."
    )
    # a rule about applicants, no claim against anyone
    assert not [k for k, _ in _hits("An applicant who claims a refund must apply in writing.")]


def test_a_claim_presented_to_a_tribunal_in_a_register_is_litigation() -> None:
    assert "litigation" in {
        k
        for k, _ in _hits(
            "A claim presented to the Employment Tribunal by a former depot manager for unfair "
            "dismissal, valued at £40,000."
        )
    }


def test_a_default_stated_as_a_fact_is_a_red_flag_and_a_list_of_defaults_is_not() -> None:
    path = "Finance/Letter - Osprey Bank.pdf"
    assert ("debt_default", "high") in _hits(
        "The Company's failure to deliver the budget by 31 January 2025 constitutes an Event of "
        "Default under clause 24.2 of the Facility Agreement.",
        path,
    )
    assert ("debt_default", "high") in _hits(
        "Net worth was $3.1 million at March 31, 2025, below the $4.0 million floor, and an "
        "Event of Default exists under the Loan Agreement.",
        path,
    )
    assert ("debt_default", "info") in _hits(
        "Any failure by the Borrower to pay interest within five days is an Event of Default "
        "under this Agreement.",
        "Finance/Credit Agreement - Osprey Bank.pdf",
    )


def test_a_charge_by_way_of_and_a_guarantee_of_the_punctual_payment_are_read() -> None:
    kinds = {
        k
        for k, _ in _hits(
            "The Chargor charges in favour of Merlin Bank plc, by way of first legal mortgage, "
            "the property known as 4 Mill Lane, Ludlow.",
            "Finance/Legal Charge - Merlin Bank.pdf",
        )
    }
    assert "liens" in kinds
    kinds = {
        k
        for k, _ in _hits(
            "Kittiwake Holdings Limited guarantees to the Lessor the punctual payment of every "
            "sum the Lessee owes under the Lease.",
            "Finance/Guarantee - Kittiwake.pdf",
        )
    }
    assert "guarantee" in kinds


def test_the_resolving_words_of_dockets_registries_minutes_and_trackers() -> None:
    docket = (
        "CIVIL DOCKET FOR CASE #: 3:23-cv-00998\nPetrel Foods v. Gannet Systems\n\n"
        "Date Filed | # | Docket Text\n01/09/2023 | 1 | COMPLAINT.\n06/02/2025 | 17 | "
        "STIPULATION AND ORDER of dismissal with prejudice; dismissal entered by the clerk."
    )
    records = OF.on_file("d", "Legal/Docket 3-23-cv-00998.pdf", 1, docket)
    # a docket's entry is a step in the page's one case: it carries that case's number
    assert [r.frame for r in records] == ["withdrawn"] and records[0].refs == ["00998"]
    assert _frames("Charge code 0123 4567 0002. Status: fully satisfied.") == ["released"]
    assert _frames(
        "The Board noted that the action brought by Fulmar Tiles had been compromised at "
        "mediation and the agreed sum paid."
    ) == ["settled"]
    assert _frames("The Lease of Unit 9 was brought to an end by surrender on 1 May 2025.") == [
        "terminated"
    ]
    assert _frames(
        "Skua Logistics Limited | Haulage Contract | Assignment (clause 11) | Consent received "
        "4 March 2025",
        "Corporate/Consents.xlsx",
    ) == ["consented"]
    # each row says its own matter's state: the next row's "awaiting response" undoes nothing
    rows = OF.on_file(
        "d",
        "Corporate/Consents.xlsx",
        1,
        "Skua Logistics Limited | Haulage Contract | Assignment (clause 11) | Consent received "
        "4 March 2025\nBrent Goose Farms Limited | Supply Contract | Change of control (clause 8) "
        "| Letter sent 1 April 2025 - awaiting response",
    )
    assert [(r.frame, "skua" in r.parties, "brent" in r.parties) for r in rows] == [
        ("consented", True, False)
    ]


def test_a_settlement_of_one_claim_keeps_the_other_open_and_pending_ones_resolve_nothing() -> None:
    deed = (
        "Deed of Settlement between Tern Paving Limited and the Company.\n\nThe claim "
        "numbered CL-2024-77110 is settled in full and final settlement.\n\nClaim number "
        "CL-2025-00422 is not settled and continues."
    )
    records = OF.on_file("d", "Legal/Deed of Settlement - Tern Paving.docx", 1, deed)
    assert records and all("00422" not in r.refs for r in records)
    assert all("77110" in r.refs for r in records)
    # a release or a settlement that waits on an approval, a completion still to come
    assert (
        _frames(
            "Item 6. The parties have signed a deed of release for the guarantee. The release "
            "is conditional upon completion of the refinancing."
        )
        == []
    )
    assert (
        _frames(
            "The shareholders' claims were settled for $1.1m. The settlement remains subject to "
            "the approval of the court at a hearing in April."
        )
        == []
    )


def test_a_counterclaims_withdrawal_is_not_the_claims() -> None:
    record = OF.on_file(
        "d",
        "Legal/Email - Sandpiper proceedings.eml",
        1,
        "The counterclaim brought by Avocet Haulage against Sandpiper Mills in these "
        "proceedings has been withdrawn by Avocet Haulage.",
    )[0]
    claim = "The Plaintiff claims damages of $220,000 for a collision at the Sandpiper siding."
    path = "Legal/Statement of Claim - Sandpiper Mills.pdf"
    assert RS.same_matter(record, "litigation", path, claim, claim) is False
    counter = "The counterclaim by Avocet Haulage seeks damages of $40,000."
    assert RS.same_matter(record, "litigation", path, counter, counter) is not False


def test_a_term_given_as_a_span_ends_on_its_last_day() -> None:
    text = "during the Restricted Period, being the period from 1 May 2020 to 30 April 2023"
    assert F.ended_before(text, date(2025, 1, 1))
    assert not F.ended_before(text, date(2023, 4, 1))
    assert F.ended_before(
        "for the period beginning on January 1, 2021 and ending on December 31, 2022",
        date(2024, 6, 30),
    )


def test_the_clause_a_match_sits_under_is_where_the_match_is() -> None:
    # the party line runs into "17.2 ..." with no full stop: the clause is 17, not none
    lease = (
        "EQUIPMENT LEASE\nPlover Leasing Pty Ltd (Lessor) and Dotterel Mining Pty Ltd (Lessee)\n"
        "17.2 A change in the control of the Lessee allows the Lessor to terminate this lease."
    )
    waiver = OF.OnFile(
        frame="waived",
        doc="deed",
        path="Commercial/Deed Poll - Plover Leasing.docx",
        page=1,
        quote="",
        parties=["plover", "leasing"],
        agreements=["Equipment Lease"],
        clauses=["17"],
        parts=["17.2"],
    )
    assert _hits(
        lease, "Commercial/Equipment Lease - Plover Leasing.pdf", doc="lease", on_file=(waiver,)
    ) == [("change_of_control", "info")]


def test_a_cure_of_the_sub_clause_a_notice_names_resolves_that_notice() -> None:
    cure = OF.OnFile(
        frame="cured",
        doc="email",
        path="Finance/Email - Shearwater Capital.eml",
        page=1,
        quote="",
        parties=["shearwater"],
        clauses=["12"],
        parts=["12.1"],
    )
    notice = "Finance/Notice - Shearwater Capital.pdf"
    said = (
        "That failure is an Event of Default under Section 12.1(e) of the Note Purchase Agreement."
    )
    assert OF.matches_on_file(cure, "debt_default", notice, "", True, said)
    other = "That failure is an Event of Default under Section 12.3 of the Note Purchase Agreement."
    assert not OF.matches_on_file(cure, "debt_default", notice, "", True, other)


def test_a_qualified_agreement_name_matches_a_file_named_for_its_kind() -> None:
    assert OF._agreement_matches(["Master Franchise Agreement"], "Franchise Agreement - Ruff Ltd")
    assert not OF._agreement_matches(["Master Franchise Agreement"], "Supply Agreement - Ruff Ltd")


def test_what_a_released_guarantee_secured_is_no_document_to_request() -> None:
    from diligence_tui.offline.references import security_released

    release = OF.OnFile(
        frame="released",
        doc="deed",
        path="Finance/Deed of Release - Knot Finance.pdf",
        page=1,
        quote="",
        parties=["knot", "finance"],
        topics=["guarantee"],
    ).to_json()
    assert security_released("Finance/Guarantee - Knot Finance.docx", [release])
    assert security_released("Finance/Deed of Release - Knot Finance.pdf", [release])
    assert not security_released("Commercial/Supply Agreement - Knot Finance.docx", [release])
    assert not security_released("Finance/Guarantee - Godwit Bank.docx", [release])
