"""Look-alikes read by meaning and clauses classified by meaning (issue 12; failure modes traced
on tests/rooms/yarrawonga, written here on fresh wording: other parties, numbers and phrasing,
each with the version that must not change):

* a file named "Memo - <party> ..." is that party's, not the memo's;
* a restriction that "lapsed with the contract" ended with it;
* a consent with an aside between "consents" and "to the change", from a letter filed under
  the property's name;
* a waiver that points back ("arising from that breach") is scoped to the period of the
  sentence before, and a certificate named by a numeric date is the one it names;
* a termination fee, a bar on engaging any other contractor, and title kept as a security
  agreement are classified;
* "is not an assignment" restricts nothing; "in a state of control" is no change of control.
"""

from __future__ import annotations

from dataclasses import replace

from diligence_tui.harness.slices import SlicePage
from diligence_tui.offline import consents as C
from diligence_tui.offline import crossdoc as X
from diligence_tui.offline import on_file as OF
from diligence_tui.offline import resolution as R
from diligence_tui.offline.reviewer import ReviewContext, scan_page


def room(**docs: str) -> list[X.Page]:
    return [X.Page(f"d{i}", path, 1, text) for i, (path, text) in enumerate(docs.items())]


def kinds(text: str, path: str = "Contracts/Services Agreement - Frostline Pty Ltd.pdf") -> dict:
    """The kinds the reviewer finds on a page, with their severities."""
    hits = scan_page(SlicePage(1, "", text, 0), ReviewContext(path=path))
    return {h.kind.key: h.severity for h in hits}


# -- the party of a file named by what it is ------------------------------------------------------


def test_a_file_named_by_its_kind_first_is_the_party_after_it() -> None:
    assert X.party_of("Suppliers/Memo - Harrowgate Cold Stores contract expiry.docx") == (
        "Harrowgate Cold Stores"
    )
    assert X.party_of("Legal/Email - Brindle Gases agreement ended.eml") == "Brindle Gases"
    assert X.party_of("Legal/Letter - Bank of the Foyle facility.pdf") == "Bank of the Foyle"
    # the part after names no party: a title, lower case, a period: the folder's, else none
    assert X.party_of("Brindle Gases/Letter - Supply Agreement renewal.pdf") == "Brindle Gases"
    assert X.party_of("Finance/Email - FY2026 budget.eml") == ""
    assert X.party_of("Legal/Email - payroll incident.eml") == ""
    # a party named first is still the party
    assert X.party_of("Suppliers/Brindle Gases - Supply Agreement.docx") == "Brindle Gases"


# -- a restriction that ended with its agreement ----------------------------------------------------

CONTRACT = "Suppliers/Bulk Gas Supply Contract - Brindle Gases.docx"
ENDED = (
    "From: Tom Okafor <tom.okafor@brindle.example>\n"
    "Subject: Bulk gas contract\n\n"
    "Hello Priya\n\n"
    "As discussed, the Bulk Gas Supply Contract dated 3 March 2021 came to an end on 31 March "
    "2025 when its term ran out.\n"
    "Our appointment as exclusive supplier under clause 4.2 lapsed with the contract.\n"
)


def test_a_restriction_that_went_with_its_agreement_is_context() -> None:
    said = "Our appointment as exclusive supplier under clause 4.2 lapsed with the contract."
    assert R.frame_in(said, "exclusivity") is not None
    assert R.frame_in("The exclusivity ended with the term on 30 April 2025.", "exclusivity")
    # what will end, or did not, ended nothing
    assert R.frame_in("The exclusivity will end with the contract.", "exclusivity") is None
    assert R.frame_in("The exclusivity has not ended with the contract.", "exclusivity") is None
    # the email's own sentence is context, not an exclusivity risk
    found = kinds(ENDED, "Suppliers/Email - Brindle Gases contract end.eml")
    assert found.get("exclusivity") == "info", found


def test_an_email_filed_under_the_party_ends_that_partys_contract() -> None:
    records = OF.on_file("e1", "Suppliers/Email - Brindle Gases contract end.eml", 1, ENDED)
    ended = next(r for r in records if "came to an end" in r.quote)
    assert "brindle" in ended.parties
    take = "6.1 The Buyer must take or pay for at least 900 tonnes of CO2 in each contract year."
    assert OF.matches_on_file(ended, "minimum_purchase", CONTRACT, "6", False, take)
    # another supplier's contract of the same kind is not ended by it
    other = "Suppliers/Bulk Gas Supply Contract - Coolgas Ltd.docx"
    assert not OF.matches_on_file(ended, "minimum_purchase", other, "6", False, take)


# -- a consent with an aside, filed under the property --------------------------------------------

LEASE = "Property/Lease - Unit 9 Kestrel Quay.pdf"
LEASE_TEXT = (
    "LEASE - UNIT 9 KESTREL QUAY\n"
    "14.4 A change in the control of the Tenant is taken to be an assignment of this lease and "
    "requires the Landlord's prior written consent.\n"
)
CONSENT = (
    "WATERLINE PROPERTIES LIMITED\n"
    "3 May 2025\n"
    "Dear Ms Hale\n"
    "Lease - Unit 9 - sale of your shares\n"
    "Waterline Properties Limited consents, for the purposes of clause 14.4 of the lease, to the "
    "change in the control of the Tenant that follows from the sale.\n"
)
CONSENT_PATH = "Property/Landlord consent - Kestrel Quay 3 May 2025.pdf"


def test_a_consent_with_an_aside_is_a_consent() -> None:
    record = next(r for r in OF.on_file("c1", CONSENT_PATH, 1, CONSENT))
    assert record.frame == "consented" and record.clauses == ["14"]
    # the letter names Waterline; the lease is filed under the property its file name names
    hit = LEASE_TEXT.splitlines()[1]
    assert OF.matches_on_file(record, "change_of_control", LEASE, "14", False, hit)
    scanned = replace(record, path="Property/Scan 0042.pdf")
    assert not OF.matches_on_file(scanned, "change_of_control", LEASE, "14", False, hit)
    pages = room(**{LEASE: LEASE_TEXT, CONSENT_PATH: CONSENT})
    assert C.consent_gaps(pages, [record.to_json()]) == []
    # it is the letter's file name that ties Waterline to Kestrel Quay: filed under no name,
    # the letter answers nothing
    unnamed = {**record.to_json(), "path": "Property/Scan 0042.pdf"}
    assert C.consent_gaps(pages, [unnamed])
    # without the letter the consent is missing
    assert C.consent_gaps(room(**{LEASE: LEASE_TEXT}), [])
    # an aside that makes it conditional is no consent
    conditional = "Waterline Properties Limited consents, subject to clause 7, to the sale."
    assert R.frame_in(conditional, "change_of_control") is None
    # the letter of another property's landlord does not answer this lease
    elsewhere = CONSENT_PATH.replace("Kestrel Quay", "Harbour Row")
    moved = OF.on_file("c2", elsewhere, 1, CONSENT.replace("clause 14.4", "clause 9.1"))[0]
    assert not OF.matches_on_file(moved, "change_of_control", LEASE, "14", False, hit)


# -- a waiver that points back -------------------------------------------------------------------

WAIVER = (
    "HARTLEY BANK LIMITED\n"
    "6 May 2025\n"
    "The Directors, Corran Freight Pty Ltd\n"
    "Loan Agreement dated 1 August 2022 - waiver\n"
    "We refer to your Compliance Certificate dated 22 April 2025, which shows Interest Cover of "
    "1.90 : 1 for the Quarter ending 31 March 2025, below the minimum of 2.25 : 1 in clause 16.2.\n"
    "The Lender waives the Event of Default under clause 17.1(c) arising from that breach.\n"
)


def test_a_waiver_that_points_back_takes_its_occasion_from_the_sentence_before() -> None:
    record = next(
        r
        for r in OF.on_file("w1", "Debt/Hartley waiver letter 06-05-2025.docx", 1, WAIVER)
        if r.frame == "waived"
    )
    assert record.occasion == ["2025-03-31"], record.occasion
    # the certificate for that quarter, named by a numeric date, is the one it waives
    cert = "Debt/Compliance Certificate 31-03-2025.pdf"
    reported = "Interest Cover (cl 16.2) not less than 2.25 : 1 1.90 : 1 No"
    assert OF.matches_on_file(record, "debt_covenants", cert, "16", False, reported)
    # the loan's covenant is tested again: a later breach is not waived
    covenant = "16.2 Interest Cover for each Quarter must be at least 2.25 : 1."
    loan = "Debt/Loan Agreement - Hartley Bank.pdf"
    assert not OF.matches_on_file(record, "debt_covenants", loan, "16", False, covenant)
    later = "Debt/Compliance Certificate 30-06-2025.pdf"
    assert not OF.matches_on_file(record, "debt_covenants", later, "16", False, reported)
    # a waiver that names no breach it points back to keeps no occasion
    plain = WAIVER.replace("arising from that breach", "under the agreement")
    again = [r for r in OF.on_file("w2", "Debt/x.docx", 1, plain) if r.frame == "waived"]
    assert again and again[0].occasion == []


def test_a_file_names_numeric_dates_either_way() -> None:
    assert OF.file_dates("Compliance Certificate 31-03-2025") == {"2025-03-31"}
    assert OF.file_dates("Board pack 04.05.2025") == {"2025-05-04", "2025-04-05"}
    assert OF.file_dates("Invoice 2025-03-31") == {"2025-03-31"}
    assert OF.file_dates("Contract 123-45-2025") == set()


# -- clauses classified by what they mean ---------------------------------------------------------


def test_a_termination_fee_is_a_liquidated_payment() -> None:
    fee = (
        "9.2 If the Customer ends this contract early it must pay Frostline, as a termination "
        "fee, 70% of the service charges that would have become payable for the remainder of "
        "the term."
    )
    assert kinds(fee).get("liquidated_damages") == "medium", kinds(fee)
    share = (
        "9.3 On an early exit the Customer pays 60% of the charges which would otherwise have "
        "fallen due in the rest of the term."
    )
    assert "liquidated_damages" in kinds(share)
    assert "liquidated_damages" not in kinds(
        "9.4 No termination fee is payable if the Customer ends this contract on 90 days' notice."
    )
    # a fee on a change of control is that clause's: one finding, the change of control
    on_sale = kinds(
        "9.5 On a change of control of Frostline the Customer may terminate this contract and "
        "Frostline shall pay a termination fee of $400,000."
    )
    assert "change_of_control" in on_sale and "liquidated_damages" not in on_sale, on_sale


def test_a_bar_on_engaging_any_other_contractor_is_exclusivity() -> None:
    bar = "The Operator shall not engage any other contractor to service the chillers in the Term."
    assert "exclusivity" in kinds(bar)
    # a bar on subcontracting without consent is no exclusivity
    sub = "The Supplier must not engage any other subcontractor without the Customer's consent."
    assert "exclusivity" not in kinds(sub)


def test_title_kept_as_a_security_agreement_is_a_security_interest() -> None:
    kept = (
        "7.1 Ownership of the Vehicles stays with Lessor until the final instalment is paid, and "
        "this contract is a security agreement for the purposes of the Personal Property "
        "Securities Act 2009."
    )
    assert "liens" in kinds(kept)
    # one that says it is none creates none
    assert "liens" not in kinds("7.2 For clarity, this contract is not a security agreement.")


# -- what says a thing is not an assignment -------------------------------------------------------


def test_not_an_assignment_is_no_restriction() -> None:
    lease = (
        "11.3 For clarity, a sale of shares in the Lessee is not an assignment of this lease and "
        "needs no approval from the Lessor."
    )
    assert not {"anti_assignment", "change_of_control"} & set(kinds(lease))
    path = "Property/Lease - 4 Tamar Street Launceston.pdf"
    assert C.consent_gaps(room(**{path: "LEASE\n" + lease}), []) == []
    clause = "A change of control of Brightwater is not in itself a breach of this agreement."
    assert not {"anti_assignment", "change_of_control"} & set(kinds(clause))
    # a clause that goes on to give a right is still one
    right = (
        "A change of control of the Supplier is not an assignment, but the Customer may terminate "
        "this agreement on 30 days' notice."
    )
    assert "change_of_control" in kinds(right)
    # and the rule it must not reach: a deemed assignment needing consent
    deemed = (
        "11.4 A change in the control of the Lessee is taken to be an assignment of this lease "
        "and requires the Lessor's consent."
    )
    assert C.consent_gaps(room(**{path: "LEASE\n" + deemed}), [])
    listed = deemed.replace(
        "consent.", "consent, but a transfer of shares in a listed Lessee is not an assignment."
    )
    assert C.consent_gaps(room(**{path: "LEASE\n" + listed}), [])
    assert "anti_assignment" in kinds(listed, path) or "change_of_control" in kinds(listed, path)


def test_a_process_in_a_state_of_control_is_no_change_of_control() -> None:
    path = "Regulatory/GMP Audit Report - Tarn Pharma 2025.html"
    for audit in (
        "The warehousing of Tarn vaccines in freezer room 2 is in a state of control.",
        "The process for Corvia's temperature-sensitive lines is in a state of control and no "
        "critical findings were raised.",
    ):
        assert "change_of_control" not in kinds(audit, path), audit
    assert "change_of_control" in kinds(
        "Tarn Pharma may terminate this agreement on a change of control of the Distributor.", path
    )
