"""Resolutions scoped to the matter they resolve, and denials read by meaning (issue 12;
failure modes first seen on tests/rooms/ossington, written here on fresh UK and US wording,
each with the version that must not change): a waiver of one breach does not waive the
covenant for later test dates; a letter that names a document by its kind and date resolves
that document; a deed of release discharges the security it names; an agreement that names
the one it supersedes ends it; "Nothing in this letter waives" waives nothing; "Neither party
may terminate ... before the end of the Initial Term" gives no right; "a change in the control
of the Tenant" is a change of control."""

from __future__ import annotations

from diligence_tui.harness.slices import SlicePage
from diligence_tui.offline import on_file as OF
from diligence_tui.offline import resolution as R
from diligence_tui.offline.negation import denied
from diligence_tui.offline.reviewer import ReviewContext, scan_page

# -- a waiver of one breach -----------------------------------------------------------------------

WAIVER = (
    "Northgate Bank plc\n"
    "12 March 2025\n"
    "The Directors, Pellucid Instruments Limited\n"
    "Facilities Agreement - waiver of the Minimum Cash test at 31 December 2024\n"
    "We refer to your compliance certificate for the Quarter Date of 31 December 2024.\n"
    "The Lender waives the Event of Default under clause 19.3 that occurred because Liquidity for "
    "the quarter ending on 31 December 2024 was below the minimum required by clause 18.4.\n"
    "Nothing in this letter waives any other Default or any other right of the Lender.\n"
)
FACILITY = "Facilities Agreement - Northgate Bank.pdf"
CERTIFICATE = "Lending/Compliance certificate - 31 December 2024.pdf"


def _records(path: str, text: str) -> list[OF.OnFile]:
    return OF.on_file("w1", path, 1, text)


def test_a_waiver_of_one_breach_is_scoped_to_its_occasion() -> None:
    records = _records("Lending/Northgate waiver letter - 12 March 2025.docx", WAIVER)
    waiver = next(r for r in records if "Event of Default" in r.quote)
    assert waiver.occasion == ["2024-12-31"]
    assert "compliance certificate|2024-12-31" in waiver.refers
    # "Nothing in this letter waives any other Default": no waiver at all
    assert not [r for r in records if r.quote.startswith("Nothing")]
    covenant = "18.4 The Borrower shall ensure that Liquidity is not less than GBP 2,000,000."
    default = "19.3 It is an Event of Default if the Borrower does not comply with clause 18."
    for hit, clause in ((covenant, "18"), (default, "19")):
        # the covenant is tested again next quarter: the agreement's clauses stay live
        assert not OF.matches_on_file(
            waiver, "debt_covenants", f"Lending/{FACILITY}", clause, False, hit
        )
    # the certificate that reported the breach is named by its kind and date: resolved there
    reported = "Liquidity at the Quarter Date was GBP 1,640,000 against a minimum of GBP 2,000,000."
    assert OF.matches_on_file(waiver, "debt_covenants", CERTIFICATE, "3", False, reported)
    assert OF.about_any(waiver.to_json(), [CERTIFICATE])
    # a certificate for another quarter is another occasion
    later = "Lending/Compliance certificate - 31 March 2025.pdf"
    assert not OF.matches_on_file(waiver, "debt_covenants", later, "3", False, reported)


def test_a_waiver_of_a_right_is_not_scoped_to_a_date() -> None:
    text = (
        "Harrow Estates Limited\n"
        "Unit 4 Kestrel Yard - the Lease dated 2 May 2019\n"
        "The Landlord waives its right under clause 7.2 of the Lease to require the Tenant's "
        "consent before any change of control of the Tenant.\n"
    )
    record = next(r for r in _records("Property/Harrow letter - 9 June 2025.pdf", text))
    assert record.frame == "waived" and record.occasion == []


# -- a release, a replacement ---------------------------------------------------------------------


def test_a_deed_of_release_discharges_the_security_it_names() -> None:
    deed = (
        "DEED OF RELEASE\n"
        "Dated 2 October 2024\n"
        "Quayside Asset Finance Limited (Chargee) in favour of Pellucid Instruments Limited.\n"
        "The Chargee granted nothing else. The Company granted the Debenture dated 14 May 2018 to "
        "the Chargee.\n"
        "1. The Chargee releases the Charged Property from the charges created by the Debenture "
        "with effect from the date of this deed.\n"
    )
    record = next(r for r in _records("Debt/Deed of Release - Quayside.docx", deed))
    assert record.frame == "released"
    charge = "3.1 The Company charges by way of first fixed charge all its plant and machinery."
    path = "Debt/Debenture - Quayside Asset Finance - 2018.pdf"
    assert OF.matches_on_file(record, "liens", path, "3", False, charge)
    # another year's debenture with the same lender is another instrument
    assert not OF.matches_on_file(
        record, "liens", "Debt/Debenture - Quayside Asset Finance - 2022.pdf", "3", False, charge
    )


def test_an_agreement_that_names_the_one_it_supersedes_ends_it() -> None:
    new = (
        "SUPPLY AGREEMENT\n"
        "Between Corrib Medical Supplies Limited (Buyer) and Pellucid Instruments Limited (Seller)\n"
        "24. Entire agreement\n"
        "24.1 This Agreement supersedes all prior arrangements between the parties, including "
        "the Distribution Agreement between them dated 4 June 2017, which terminates on the "
        "Effective Date.\n"
    )
    records = _records("Customers/Corrib Medical/Supply Agreement - 2024.docx", new)
    record = next(r for r in records if r.frame == "terminated")
    assert record.agreements == ["Distribution Agreement"] and record.dated == ["2017"]
    cap = "12.1 The Seller's liability for a Product Recall is unlimited."
    old = "Customers/Corrib Medical/Distribution Agreement - 4 June 2017.pdf"
    assert OF.matches_on_file(record, "uncapped_liability", old, "12", False, cap)
    other = "Customers/Corrib Medical/Service Agreement - 2021.pdf"
    assert not OF.matches_on_file(record, "uncapped_liability", other, "12", False, cap)
    # "supersedes all prior agreements" naming none ends none
    bare = new.replace(
        ", including the Distribution Agreement between them dated 4 June 2017, "
        "which terminates on the Effective Date",
        "",
    )
    assert not [
        r
        for r in _records("Customers/Corrib Medical/Supply Agreement - 2024.docx", bare)
        if r.frame == "terminated"
    ]


def test_nothing_waives_nothing_in_the_same_document() -> None:
    text = "Nothing in this letter waives the Event of Default under clause 19.3."
    assert R.frame_in(text, "debt_default") is None


# -- denials and wording ---------------------------------------------------------------------------


def test_no_termination_for_convenience_before_the_end_of_the_initial_term() -> None:
    text = (
        "31.2 Neither party may terminate this Contract or any Order for convenience before the "
        "end of the Initial Term."
    )
    at = text.index("terminate")
    assert denied(text, at, text.index("convenience") + len("convenience"))
    # a date is an exception: after it the right exists
    dated = "Neither party may terminate this Contract for convenience before 1 July 2026."
    at = dated.index("terminate")
    assert not denied(dated, at, dated.index("convenience") + len("convenience"))


def _kinds(text: str, path: str = "Leases/Lease - Unit 2, Harbour Court.pdf") -> set[str]:
    return {
        h.kind.key
        for h in scan_page(SlicePage(1, "", text, 0), ReviewContext(path=path), learned=False)
    }


def test_a_change_in_the_control_of_the_tenant_is_a_change_of_control() -> None:
    text = (
        "16.5 Where the Tenant is a company whose shares are not quoted, a change in the control "
        "of the Tenant or of any company that controls it is treated as an assignment of this "
        "lease."
    )
    assert "change_of_control" in _kinds(text)
    assert "change_of_control" not in _kinds(
        "16.5 The Tenant may not assign this lease without the Landlord's consent."
    )


def test_a_register_that_says_what_it_lists_states_no_claim() -> None:
    path = "Legal/Claims register.docx"
    for text in (
        "Kept by the General Counsel. Lists claims, disputes and threatened claims known to the "
        "board.",
        "This log records all incidents and claims reported to the Group.",
    ):
        assert _kinds(text, path) == set(), text
    claim = (
        "The register records that Acme Ltd has filed a claim against the Company for GBP 40,000."
    )
    assert "litigation" in _kinds(claim, path)


def test_no_event_of_default_is_continuing_reports_no_default() -> None:
    path = "Deal/Share Purchase Agreement.docx"
    for text in (
        "8.2 No Group Company is in breach of any financing document and no Event of Default "
        "is continuing.",
        "The undersigned certifies that no Default or Event of Default has occurred and is "
        "continuing under the Credit Agreement.",
    ):
        assert "debt_default" not in _kinds(text, path), text
    live = "An Event of Default has occurred under clause 21.1(b) and is continuing."
    assert "debt_default" in _kinds(live, path)


def test_a_csv_row_is_a_record_no_sentence_runs_into_the_next_row() -> None:
    text = (
        "no,question,answer,by\n"
        "11,Open source governance?,A scan is run each year. See folder 04.,T Nguyen\n"
        "12,Any security incidents?,A data breach in May 2026 exposed the personal data of 2,300 "
        "employees held on the HR portal.,L Ferris\n"
    )
    hits = scan_page(
        SlicePage(1, "", text, 0), ReviewContext(path="Deal/Q&A log.csv"), learned=False
    )
    quotes = [h.quote for h in hits if h.kind.key == "data_breach_privacy"]
    assert quotes and all(q.startswith("12,") and "\n" not in q for q in quotes), quotes
