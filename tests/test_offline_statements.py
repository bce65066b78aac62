"""What the seller's papers say there is none of, against the documents that have one, and the
per-document readings those joins need (issue 12; failure modes first seen on
tests/rooms/kelmscott, written here on fresh UK and US wording, each with the benign version
that must not fire): a disclosure section "Nil" on a topic against a finding of that topic's
kind in another document; a table cell "No" on a consent against the lease its row names; a
list of material contracts that leaves out a take-or-pay contract; a leverage covenant against
a sheet's ratio row; a change-of-control quote that keeps what the trigger acquires; a
disapplication on a condition is no disapplication; a council's effluent notice and a
solicitors' letter of claim read as the matters they are; a register's row resolves its own
matter only; an ending announced for a day resolves once the day is past; a waiver of a breach
named by a defined term resolves the certificate of that period, not the next."""

from __future__ import annotations

from datetime import date

from diligence_tui.harness.slices import SlicePage
from diligence_tui.offline import covenants as CV
from diligence_tui.offline import crossdoc_insiders as CI
from diligence_tui.offline import crossdoc_more as M
from diligence_tui.offline import crossdoc_none as CN
from diligence_tui.offline import grants as G
from diligence_tui.offline import licence_counts as LC
from diligence_tui.offline import on_file as OF
from diligence_tui.offline import reviewer as R
from tests.test_offline_crossdoc_wording import room, verbatim


def _found(pages, path: str, category: str, quote: str, severity: str = "medium") -> dict:
    """A reviewer's finding on the document at ``path`` (as the REPL's findings hold it)."""
    p = next(p for p in pages if p.path == path)
    assert quote in p.text
    return {
        "title": f"{category}: {p.name}",
        "category": category,
        "severity": severity,
        "status": "proposed",
        "citations": [{"doc_id": p.doc, "path": p.path, "page": 1, "quote": quote}],
    }


def _kinds(text: str, path: str = "x.pdf", today: date | None = None) -> dict[str, str]:
    hits = R.scan_page(SlicePage(1, "", text, 0), R.ReviewContext(path=path, today=today))
    return {h.kind.key: h.quote for h in hits if not h.resolved}


# -- a statement of none against a finding of its topic ----------------------------------------

LETTER = (
    "DISCLOSURE LETTER\n"
    "From the Sellers to Harrow Bidco Limited, delivered under the Share Purchase Agreement.\n"
    "Part 9 (Environment)\n"
    "Nil.\n"
    "Part 11 (Employees)\n"
    "11.4 Sale bonuses: none.\n"
)
NOTICE = (
    "ENFORCEMENT NOTICE\n"
    "Severn Water Authority, Trade Effluent Team\n"
    "Samples of trade effluent from your premises at Unit 4 taken on 2 and 16 June 2025 "
    "breached the limits in your trade effluent consent.\n"
)
EMAIL = (
    "From: Chair\nTo: Board\n"
    "As agreed, Tom will receive a completion bonus of GBP 400,000 if the sale of the company "
    "to Harrow completes.\n"
)


def test_a_disclosure_section_of_nil_against_a_matter_of_its_topic_elsewhere() -> None:
    pages = room(
        **{
            "Deal/Disclosure Letter - draft.docx": LETTER,
            "Ops/Enforcement notice - 2025-06-30.pdf": NOTICE,
            "People/Re bonus.eml": EMAIL,
        }
    )
    found = [
        _found(pages, "Ops/Enforcement notice - 2025-06-30.pdf", "environmental", NOTICE[78:]),
        _found(
            pages, "People/Re bonus.eml", "key_employee_severance", EMAIL.split("\n", 2)[2].strip()
        ),
    ]
    got = CN.none_conflicts(pages, found)
    topics = {f["title"].split(":")[0] for f in got}
    assert topics == {"Environmental matters", "Payments on the transaction"}, got
    for f in got:
        assert f["severity"] == "high" and len({c["doc"] for c in f["citations"]}) == 2
    verbatim(got, pages)
    # benign: the letter names the notice and the bonus: disclosed, nothing to report
    named = LETTER.replace(
        "Nil.", "The Severn Water Authority enforcement notice on trade effluent (June 2025)."
    ).replace("Sale bonuses: none.", "Sale bonuses: Tom's bonus (see the Re bonus email).")
    pages = room(
        **{
            "Deal/Disclosure Letter - draft.docx": named,
            "Ops/Enforcement notice - 2025-06-30.pdf": NOTICE,
            "People/Re bonus.eml": EMAIL,
        }
    )
    assert CN.none_conflicts(pages, found) == []
    # a severance on any dismissal is no payment on the sale
    pages = room(**{"Deal/Disclosure Letter - draft.docx": LETTER, "People/Re bonus.eml": EMAIL})
    plain = [dict(found[1], citations=[dict(found[1]["citations"][0], quote="Tom will receive")])]
    assert CN.none_conflicts(pages, plain) == []


TRACKER = (
    "Counterparty\tDocument\tClause\tLandlord consent needed?\tNext step\n"
    "Pike Estates LLC\tLease - 40 Dock Road\t12.1\tNo (stock sale)\tNone\n"
    "Orchard Realty LLC\tLease - 9 Mill Lane\t8.1\tNo\tNone\n"
)
LEASE = (
    "LEASE between Pike Estates LLC (Landlord) and Wexford Tools Inc. (Tenant)\n"
    "12.3 A transfer of any interest in the Tenant, by merger or otherwise, which results in a "
    "change in control of the Tenant shall be deemed an assignment requiring Landlord's prior "
    "written consent.\n"
)


def test_a_trackers_consent_cell_against_the_lease_its_row_names() -> None:
    pages = room(
        **{
            "Deal/Consent tracker.xlsx": TRACKER,
            "Real estate/Lease - 40 Dock Road - Pike Estates.docx": LEASE,
        }
    )
    quote = LEASE.split("\n")[1]
    found = [
        _found(
            pages,
            "Real estate/Lease - 40 Dock Road - Pike Estates.docx",
            "change_of_control",
            quote,
        )
    ]
    got = CN.none_conflicts(pages, found)
    assert len(got) == 1 and "Pike Estates" in got[0]["citations"][0]["quote"], got
    verbatim(got, pages)
    # benign: the tracker's row is about another lease; a right to end on a change of control
    # asks no consent
    other = TRACKER.replace(
        "Pike Estates LLC\tLease - 40 Dock Road\t12.1\tNo (stock sale)\tNone\n", ""
    )
    pages = room(
        **{
            "Deal/Consent tracker.xlsx": other,
            "Real estate/Lease - 40 Dock Road - Pike Estates.docx": LEASE,
        }
    )
    assert CN.none_conflicts(pages, found) == []


SCHEDULES = (
    "Disclosure Schedules\n"
    "Section 3.14 — Material Contracts\n"
    "1 | Distribution Agreement | Bramble Foods Inc. | 2022\n"
    "2 | Leases listed in Section 3.9 |  | \n"
    "Section 3.9 — Real Property\n"
    "Lease of 40 Dock Road from Pike Estates LLC.\n"
)
RESIN = (
    "RESIN SUPPLY AGREEMENT\n"
    "Buyer shall purchase not less than 1,200 tonnes of resin in each Contract Year and shall "
    "pay for any shortfall at 40% of the price.\n"
)


def test_a_list_of_material_contracts_that_leaves_one_out() -> None:
    files = {
        "Deal/Disclosure Schedules.docx": SCHEDULES,
        "Suppliers/Resin Supply Agreement - Calder Polymers.docx": RESIN,
        "Real estate/Lease - 40 Dock Road - Pike Estates.docx": LEASE,
    }
    pages = room(**files)
    found = [
        _found(
            pages,
            "Suppliers/Resin Supply Agreement - Calder Polymers.docx",
            "minimum_purchase",
            RESIN.split("\n")[1],
        ),
        # the lease is listed by reference ("Leases listed in Section 3.9")
        _found(
            pages,
            "Real estate/Lease - 40 Dock Road - Pike Estates.docx",
            "exclusivity",
            LEASE.split("\n")[1],
        ),
    ]
    got = CN.none_conflicts(pages, found)
    assert len(got) == 1 and got[0]["title"].startswith("Material contracts not listed"), got
    assert {c["doc"] for c in got[0]["citations"]} == {"d0", "d1"}
    verbatim(got, pages)
    # benign: the list names it
    files["Deal/Disclosure Schedules.docx"] = SCHEDULES.replace(
        "2 | Leases", "3 | Resin Supply Agreement | Calder Polymers Ltd | 2023\n2 | Leases"
    )
    assert CN.none_conflicts(room(**files), found) == []


# -- a covenant against a sheet's ratio row ---------------------------------------------------

FACILITY = (
    "9.1 The Borrower shall ensure that the ratio of Consolidated Senior Debt to Adjusted "
    "EBITDA for each Relevant Period is not more than 2.75:1.00.\n"
)


def test_a_ratio_covenant_against_the_ratio_row_of_a_sheet() -> None:
    sheet = (
        "USD 000\tMar-26\tDec-25\n"
        "Senior debt\t41200\t40100\n"
        "Senior debt / Adjusted EBITDA (x)\t2.95\t2.40\n"
    )
    pages = room(**{"Facility Agreement.docx": FACILITY, "Finance/KPI pack Q1.xlsx": sheet})
    got = CV.covenant_conflicts(pages)
    assert len(got) == 1 and "2.95" in got[0]["title"], got
    verbatim(got, pages)
    met = sheet.replace("2.95", "2.60")
    assert (
        CV.covenant_conflicts(room(**{"Facility Agreement.docx": FACILITY, "KPI.xlsx": met})) == []
    )


# -- per-document readings ---------------------------------------------------------------------


def test_a_change_of_control_quote_keeps_what_is_acquired() -> None:
    clause = (
        "14.2 Customer may, by written notice to Supplier given at any time within ninety (90) "
        "days after it first learns of the event, terminate this Agreement with immediate "
        "effect, cancel all open purchase orders and require Supplier to repurchase any Products "
        "in its inventory at their landed cost, if any person or group of persons acting in "
        "concert acquires, directly or indirectly, beneficial ownership of or control over more "
        "than fifty percent (50%) of the outstanding voting securities of Supplier."
    )
    quote = _kinds(clause)["change_of_control"]
    assert "voting securities" in quote and quote in clause


def test_a_disapplication_on_a_condition_is_an_exception_not_a_disapplication() -> None:
    clause = (
        "9.4 Any sale or issue of shares of the Tenant which results in a change in the "
        "effective control of the Tenant shall be deemed to be an assignment of this Lease. "
        "This Section 9.4 does not apply so long as the Tenant's shares are listed on a public "
        "stock exchange."
    )
    assert "change_of_control" in _kinds(clause)
    off = clause.replace("so long as the Tenant's shares are listed on a public stock exchange", "")
    assert "change_of_control" not in _kinds(off.replace(" .", "."))


def test_a_councils_effluent_notice_and_a_solicitors_letter_of_claim() -> None:
    notice = (
        "Metropolitan Borough Council - Trade Effluent Compliance\n"
        "Each of the four samples taken at the inspection chamber exceeded the discharge limits "
        "in Schedule 2 of your Trade Effluent Consent.\n"
    )
    assert "environmental" in _kinds(notice)
    within = notice.replace("exceeded", "was within").replace("Each of", "All")
    assert "environmental" not in _kinds(within)
    letter = (
        "We act for Ridley Catering Supplies Limited. Your client is accordingly liable to our "
        "client for its loss of profit over the notice period, which we put at GBP 640,000.\n"
        "Unless we receive a satisfactory proposal within 14 days, our instructions are to "
        "issue proceedings in the High Court without further notice.\n"
    )
    assert "litigation" in _kinds(letter)
    clause = "The Supplier shall be liable to the Customer for its loss of profit under clause 9."
    assert "litigation" not in _kinds(clause)


# -- resolutions scoped to their own matter -------------------------------------------------------

REGISTER = (
    "Matter\tForum\tNature\tStatus\n"
    "Okafor v. Wexford Tools Inc.\tState Court\tWrongful termination\tSettled March 3, 2025; "
    "dismissed with prejudice\n"
    "EPA Region 5 inquiry\tRegulatory\tStorm water\tOpen\n"
)


def test_a_registers_settled_row_resolves_its_own_matter_only() -> None:
    records = OF.on_file("d1", "Legal/Litigation register.xlsx", 1, REGISTER)
    settled = [r for r in records if r.frame == "settled"]
    assert settled and all(
        "epa" not in r.parties and "regulatory" not in r.parties for r in settled
    )
    record = settled[0]
    assert OF.matches_on_file(
        record, "litigation", "Legal/Okafor - complaint.pdf", "", claim_like=True, hit_text="x"
    )
    # the folder "Regulatory" names a subject, not a party
    assert not OF.matches_on_file(
        record,
        "litigation",
        "Operations and Regulatory/EPA Region 5 - letter of inquiry.pdf",
        "",
        claim_like=True,
        hit_text="x",
    )


NONRENEWAL = (
    "Wexford Tools Inc.\n"
    "March 2, 2024\n"
    "Bramble Foods Inc.\n"
    "Re: Reseller Agreement dated as of April 1, 2021\n"
    "We will not be renewing the Reseller Agreement. It will expire under Section 3.2 on "
    "June 30, 2024, and the Reseller's exclusive rights in the Territory end on that date.\n"
)


def test_an_ending_announced_for_a_day_resolves_once_the_day_is_past() -> None:
    record = next(
        r
        for r in OF.on_file(
            "d9", "Bramble Foods/Letter - non-renewal - 2024-03-02.pdf", 1, NONRENEWAL
        )
        if r.until
    )
    assert record.frame == "expired" and record.until == "2024-06-30"
    path = "Bramble Foods/Reseller Agreement - 2021-04-01.pdf"
    args = ("exclusivity", path, "1.1")
    assert OF.matches_on_file(record, *args, claim_like=True, today=date(2025, 1, 31))
    assert not OF.matches_on_file(record, *args, claim_like=True, today=date(2024, 5, 1))
    assert not OF.matches_on_file(record, *args, claim_like=True)  # no as-of date: not known
    renewing = NONRENEWAL.replace("We will not", "Unless renewed, we will not").replace(
        "It will expire", "Unless renewed it will expire"
    )
    assert not [r for r in OF.on_file("d9", "x.pdf", 1, renewing) if r.until]


WAIVER = (
    "Lakeshore Bank\n"
    "April 2, 2025\n"
    "Re: Loan Agreement dated as of May 1, 2023 - Interest Cover\n"
    "We refer to your compliance certificate dated February 20, 2025, which reports an "
    "Interest Cover of 2.10:1 for the quarter ended December 31, 2024, and the resulting "
    'Event of Default under Section 10.1(c) (the "Existing Default").\n'
    "1. The Bank hereby waives the Existing Default.\n"
)


def test_a_waiver_of_a_default_named_by_a_defined_term() -> None:
    record = next(
        r
        for r in OF.on_file("d5", "Bank/Waiver letter - 2025-04-02.pdf", 1, WAIVER)
        if r.frame == "waived"
    )
    assert record.occasion == ["2024-12-31"], record.occasion
    hit = "Interest Cover 2.10:1 (minimum 2.50:1): not met"
    assert OF.matches_on_file(
        record,
        "debt_covenants",
        "Bank/Compliance certificate - Q4 2024 (December 31, 2024).pdf",
        "",
        claim_like=True,
        hit_text=hit,
    )
    assert not OF.matches_on_file(
        record,
        "debt_covenants",
        "Bank/Compliance certificate - Q1 2025 (March 31, 2025).pdf",
        "",
        claim_like=True,
        hit_text=hit,
    )


# -- an insider found in a counterparty's registry extract --------------------------------------

OWN_EXTRACT = (
    "COMPANIES REGISTER - COMPANY OFFICERS\n"
    "Company name: WEXFORD TOOLS LIMITED\n"
    "Directors\n"
    "Name: JANET ABERNETHY\n"
    "Name: OLU BANKOLE\n"
)
LANDLORD_EXTRACT = (
    "COMPANIES REGISTER - COMPANY OFFICERS\n"
    "Company name: 44 QUAYSIDE PROPERTIES LIMITED\n"
    "Officers\n"
    "Name: JANET ABERNETHY - Role: Director\n"
)
QUAY_LEASE = (
    "THIS LEASE is made between 44 QUAYSIDE PROPERTIES LIMITED (the Landlord) and WEXFORD "
    "TOOLS LIMITED (the Tenant) for a term of 20 years at a rent of GBP 310,000 a year.\n"
)
NO_RELATED = "DISCLOSURE LETTER\nRelated party transactions: none.\n"


def _with_the_company_named(files: dict) -> dict:
    # the room's other documents name the company (it is the company of the room)
    for i in range(3):
        files[f"Contracts/Supply terms {i}.docx"] = "Supply terms of WEXFORD TOOLS LIMITED.\n"
    return files


def test_a_landlord_whose_registry_extract_lists_one_of_the_companys_directors() -> None:
    files = _with_the_company_named(
        {
            "Corporate/Officers - Wexford Tools.txt": OWN_EXTRACT,
            "Property/Officers - 44 Quayside Properties.txt": LANDLORD_EXTRACT,
            "Property/Lease - 44 Quayside.docx": QUAY_LEASE,
            "Deal/Disclosure Letter.docx": NO_RELATED,
        }
    )
    pages = room(**files)
    got = CI.registry_conflicts(pages)
    assert len(got) == 1 and got[0]["category"] == "related_party", got
    docs = {c["doc"] for c in got[0]["citations"]}
    assert {"d0", "d1", "d2", "d3"} <= docs
    verbatim(got, pages)
    # benign: the landlord's officers are strangers to the company
    files["Property/Officers - 44 Quayside Properties.txt"] = LANDLORD_EXTRACT.replace(
        "JANET ABERNETHY", "PETER LOWRY"
    )
    assert CI.registry_conflicts(room(**files)) == []


# -- software used beyond its licences ----------------------------------------------------------

RECON = (
    "Product\tVendor\tLicences purchased\tInstalled (audit 3 March 2025)\tNote\n"
    "Visio Professional\tMicrosoft\t12\t19\tengineering\n"
    "SolidWorks Standard\tDassault\t8\t8\t\n"
)
SPA_IT = (
    "SHARE PURCHASE AGREEMENT\n"
    "12.4 The Company is properly licensed for all software it uses and the number of users "
    "does not exceed the number licensed.\n"
)


def test_a_licence_audit_over_its_licences_against_the_warranty() -> None:
    pages = room(**{"IT/Licence audit.xlsx": RECON, "Deal/SPA.docx": SPA_IT})
    got = LC.licence_count_conflicts(pages)
    assert len(got) == 1 and "Visio Professional" in got[0]["title"], got
    assert "SolidWorks" not in got[0]["title"]
    verbatim(got, pages)
    within = RECON.replace("\t12\t19\t", "\t20\t19\t")
    assert (
        LC.licence_count_conflicts(
            room(**{"IT/Licence audit.xlsx": within, "Deal/SPA.docx": SPA_IT})
        )
        == []
    )


# -- a product incident against a recall policy's notice condition ------------------------------

QA_EMAIL = (
    "From: Head of Technical\nTo: Finance Director\nDate: 4 June 2025\n"
    "Salmonella was detected this morning in two of six finished-product samples from batch "
    "B-5512, and we have started a voluntary recall with the FSA.\n"
    "On the insurance, let's not call Harlow Marsh yet; I want the final cost first.\n"
)
RECALL_POLICY = (
    "Product Recall Insurance - Schedule\n"
    "Insurer: Meridian Specialty Insurance SE. Broker: Harlow Marsh Insurance Brokers Limited.\n"
    "5. Claims conditions. It is a condition precedent to the Insurer's liability that the "
    "Insured shall give written notice of any Insured Incident to the Insurer within five (5) "
    "days of the Insured first becoming aware of any contamination of an Insured Product.\n"
)


def test_a_product_contamination_against_the_recall_policys_notice_condition() -> None:
    files = {
        "Quality/Batch B-5512 - Salmonella.eml": QA_EMAIL,
        "Insurance/Product recall policy - Meridian.pdf": RECALL_POLICY,
    }
    pages = room(**files)
    got = M.incident_conflicts(pages, date(2025, 11, 1))
    assert len(got) == 1 and got[0]["category"] == "incident_notice", got
    assert "not been told" in got[0]["title"] or "not been told" in got[0]["description"]
    assert {c["doc"] for c in got[0]["citations"]} == {"d0", "d1"}
    verbatim(got, pages)
    # benign: a cyber policy's notice duty is not the recall's; a recall log is no discovery
    cyber = RECALL_POLICY.replace("Product Recall", "Cyber").replace(
        "any contamination of an Insured Product", "any security breach"
    )
    del files["Insurance/Product recall policy - Meridian.pdf"]
    files["Insurance/Cyber policy - Meridian.pdf"] = cyber
    assert M.incident_conflicts(room(**files), date(2025, 11, 1)) == []
    log = "Date\tProduct\tIssue\tAction\n2024-02-01\tPie\tSalmonella detected in one sample\tRecalled\n"
    files = {
        "Quality/Recall log.xlsx": log,
        "Insurance/Product recall policy - Meridian.pdf": RECALL_POLICY,
    }
    assert M.incident_conflicts(room(**files), date(2025, 11, 1)) == []


# -- a seller's exclusivity for a class of product against another customer's item list --------

COPACK = (
    "CO-PACKING AGREEMENT between Ridgeway Brands LLC (Customer) and Wexford Foods Inc. (Packer)\n"
    "6.1 During the Term the Packer shall not produce, pack or supply any Gluten-Free Snack Bar "
    "for or to any person other than the Customer within the United States.\n"
    "6.2 The Customer shall order not less than 2,000,000 bars in each Year.\n"
)
ITEMS = (
    "SKU\tDescription\tClaim\tPack\tUnits shipped 2025\n"
    "HB-11\tHarvest Bay oat bar\tGluten-free snack bar\t6 x 40 g\t182000\n"
    "HB-12\tHarvest Bay granola\tContains wheat\t500 g\t90000\n"
)


def test_a_sellers_exclusivity_for_a_product_class_against_another_customers_items() -> None:
    files = {
        "Customers/Ridgeway Brands/Co-Packing Agreement - 2024.docx": COPACK,
        "Customers/Harvest Bay Stores/Item list - 2025.xlsx": ITEMS,
    }
    pages = room(**files)
    quote = _kinds(COPACK)["exclusivity"]
    assert "any person other than the Customer" in quote
    got = [f for f in G.exclusivity_conflicts(pages) if "Harvest Bay" in f["title"]]
    assert len(got) == 1 and "HB-11" in got[0]["citations"][1]["quote"], got
    verbatim(got, pages)
    # benign: the other customer buys none of the class
    files["Customers/Harvest Bay Stores/Item list - 2025.xlsx"] = ITEMS.replace(
        "Gluten-free snack bar", "Contains oats"
    )
    assert [f for f in G.exclusivity_conflicts(room(**files)) if "Harvest Bay" in f["title"]] == []


def test_a_later_clause_of_an_unspaced_agreement_resolves_nothing_before_it() -> None:
    # a docx's text has no blank lines: "7.1 ... Section 3.2 of the Original Agreement is
    # deleted" is no part of clause 2.2's paragraph
    text = (
        "2.2 Volume Commitment. The Customer shall purchase not less than 300,000 units in each "
        "Contract Year and shall pay for any shortfall.\n"
        "5.1 Term. This Agreement ends on May 31, 2029.\n"
        "7.1 Effect. Section 4.2 (Rebates) of the Original Agreement is deleted and is of no "
        "further effect.\n"
    )
    hits = R.scan_page(SlicePage(1, "", text, 0), R.ReviewContext(path="Supply Agreement.docx"))
    minimum = [h for h in hits if h.kind.key == "minimum_purchase"]
    assert minimum and not any(h.resolved for h in minimum)


def test_a_schedule_held_as_a_heading_of_a_schedules_document_is_not_missing() -> None:
    from diligence_tui.offline.references import heads_a_section

    schedules = (
        "Disclosure Schedules\n"
        "Schedule 3.9 – Owned Real Property\nNone.\n"
        "SCHEDULE 7.2(b) — REQUIRED CONSENTS\nPike Estates LLC.\n"
    )
    assert heads_a_section("Schedule 3.9", schedules)
    assert heads_a_section("Schedule 7.2", schedules)
    # a sentence that refers to a schedule is no heading of it
    assert not heads_a_section("Schedule 3.9", "Schedule 3.9 lists every parcel of land owned.")


def test_a_leases_exclusive_use_of_part_of_the_property_is_no_exclusivity() -> None:
    premises = (
        "1.1 The Premises are Unit 7, Harbour Way, Leith, with approximately 22,000 square feet "
        "of warehouse space, together with the exclusive use of the service yard and 25 car "
        "parking spaces shown edged red on Plan 2."
    )
    assert "exclusivity" not in _kinds(premises, "Lease - Unit 7 Harbour Way.docx")
    tie = (
        "4.2 The Tenant shall obtain its refrigerated storage services exclusively from the "
        "Landlord and shall not procure such services from any other provider during the Term."
    )
    assert "exclusivity" in _kinds(tie, "Lease - Unit 7 Harbour Way.docx")
