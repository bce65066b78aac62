"""Facts stated in letters, emails, sheet rows and order-form tables joined with the documents
they contradict (issue 12; failure modes first seen on tests/rooms/ossington, written here on
fresh UK and US wording, each with the benign version that must not fire): a side letter that
overrides "despite anything in" the agreement and is kept from buyers; most-favoured fees
against a PDF order form of named modules; exclusivity for a class a statute defines against a
direct sale to a member of it; a tracker's "No consent requirement identified"; an incident
report's "Insurer (...): not notified" and an email's "let's not call the insurer"; a stepped
ratio defined in brackets against month-year columns; a letter of demand against a disclosure
row that says "nil"; an open source scan's row against a warranty deep in a sale agreement; a
developer that "owns, and will continue to own" the IP; convertible notes against "no person
holds any convertible security"; an executive's other company against the duty to hold none
without the board's consent."""

from __future__ import annotations

from datetime import date

from diligence_tui.offline import consents as C
from diligence_tui.offline import covenant_steps as CS
from diligence_tui.offline import crossdoc as X
from diligence_tui.offline import crossdoc_more as M
from diligence_tui.offline import crossdoc_rights as RT
from diligence_tui.offline import crossdoc_side as S
from diligence_tui.offline import grants as G
from diligence_tui.offline.as_of import AsOf
from tests.test_offline_crossdoc_wording import room, verbatim

# -- a side letter by what it does --------------------------------------------------------------

SIDE = (
    "PELLUCID INSTRUMENTS LIMITED\n"
    "3 March 2025\n"
    "Ms J Ahern, Head of Procurement, Corrib Medical Supplies Limited\n"
    "Dear Jane\n"
    "This letter records what we agreed about our Supply Agreement dated 1 May 2023 (SA).\n"
    "Despite anything in the SA to the contrary:\n"
    "1. Prices under Schedule 2 will stay at the 2024 list rates until 31 December 2026.\n"
    "2. Corrib may bring the SA to an end on 60 days' notice, and no early termination fee "
    "will be payable.\n"
    "3. We will not send a copy of this letter to any potential buyer of or investor in "
    "Pellucid without your consent.\n"
)
SUPPLY = (
    "SUPPLY AGREEMENT\n"
    "Corrib Medical Supplies Limited (Buyer) and Pellucid Instruments Limited (Seller)\n"
    "8.2 Prices rise on each 1 January by RPI.\n"
    "22.4 This agreement may be varied only in writing signed by both parties.\n"
)
QA = (
    "No,Question,Answer\n"
    "7,Are there side letters or rebates with any customer?,Confirmed there are none.\n"
)


def test_a_side_letter_that_overrides_despite_anything_in_the_agreement() -> None:
    files = {
        "Customers/Corrib Medical/Letter - pricing - 3 March 2025.pdf": SIDE,
        "Customers/Corrib Medical/Supply Agreement - 1 May 2023.docx": SUPPLY,
        "Deal/Q&A log.csv": QA,
    }
    got = S.side_letter_conflicts(room(**files))
    assert [f["title"] for f in got] == [
        "Side letter changes the Supply Agreement with Corrib Medical"
    ]
    assert {c["doc"] for c in got[0]["citations"]} == {"d0", "d1", "d2"}
    assert "kept from investors or acquirers" in got[0]["description"]
    verbatim(got, room(**files))
    # a letter that only confirms the agreement's terms is no side letter
    plain = (
        "Dear Jane\nThis letter confirms the delivery address under our Supply Agreement dated "
        "1 May 2023. Deliveries go to the Galway depot from 1 April 2025.\n"
    )
    files["Customers/Corrib Medical/Letter - pricing - 3 March 2025.pdf"] = plain
    assert S.side_letter_conflicts(room(**files)) == []


# -- most-favoured fees against an order form of named modules ---------------------------------------

MFN = (
    "SUBSCRIPTION AGREEMENT\n"
    "Kerrow County Council (Customer) and Pellucid Software Limited (Pellucid). Dated 1 May 2022.\n"
    "9.3 Pellucid undertakes that the fees per Licence charged to the Customer will be no higher "
    "than the fees per Licence that Pellucid charges any other English county council for the same "
    "module at a similar or smaller number of Licences.\n"
)
OWN = (
    "ORDER FORM - YEAR 2025\n"
    "Module Licences Fee per Licence Annual fee (GBP)\n"
    "Planning and\n"
    "Building Control\n"
    "5,000 12.00 60,000.00\n"
)
THEIRS = (
    "ORDER FORM\n"
    "Module Licences Fee per Licence Annual fee (GBP)\n"
    "Planning and\n"
    "Building Control\n"
    "4,000 9.50 38,000.00\n"
)


def test_most_favoured_fees_against_a_pdf_order_form_of_named_modules() -> None:
    files = {
        "Customers/Kerrow County Council/Subscription Agreement - 1 May 2022.docx": MFN,
        "Customers/Kerrow County Council/Order Form - Year 2025.pdf": OWN,
        "Customers/Denby County Council/Order Form - 2 February 2025.pdf": THEIRS,
    }
    got = G.mfn_price_conflicts(room(**files))
    assert [f["title"] for f in got] == [
        "Most-favoured pricing for Kerrow County Council: Denby County Council pays less for "
        "Planning and Building Control"
    ]
    assert got[0]["severity"] == "high"
    verbatim(got, room(**files))
    dearer = THEIRS.replace("4,000 9.50 38,000.00", "4,000 12.50 50,000.00")
    files["Customers/Denby County Council/Order Form - 2 February 2025.pdf"] = dearer
    assert G.mfn_price_conflicts(room(**files)) == []


def test_a_resellers_discount_is_its_margin_not_a_better_price() -> None:
    grant = (
        "9.3 Pellucid warrants that the Customer's prices are at least as favourable as those "
        "offered to any other customer.\n"
    )
    reseller = "6. The Reseller buys licences at a 25% discount from the list price.\n"
    pages = room(
        **{
            "Customers/Kerrow County Council/Subscription Agreement - 2022.docx": grant,
            "Channel/Reseller Agreement - Tamar Digital - 2023.docx": reseller,
        }
    )
    assert G.mfn_conflicts(pages) == []


# -- exclusivity for a class a statute defines --------------------------------------------------------

CHANNEL = (
    "RESELLER AGREEMENT\n"
    "Pellucid Software Limited (Pellucid) and Tamar Digital Limited (Reseller). Dated 1 April 2023.\n"
    "Welsh Principal Council means a council constituted under the Local Government (Wales) "
    "Act 1994.\n"
    "Exclusivity Term means the period starting on 1 April 2023 and ending on 31 March 2027.\n"
    "4.2 Pellucid shall not, during the Exclusivity Term, sell or license PlanDesk to any Welsh "
    "Principal Council itself.\n"
)
ORDER = (
    "PLANDESK ORDER FORM\n"
    "Customer: Cardigan Bay County Council, a council constituted under the Local Government "
    "(Wales) Act 1994.\n"
    "Order date: 14 January 2025.\n"
    "This order is placed directly with Pellucid under its standard terms.\n"
)


def test_exclusivity_for_a_class_a_statute_defines_against_a_direct_sale() -> None:
    files = {
        "Channel/Reseller Agreement - Tamar Digital - 2023.docx": CHANNEL,
        "Customers/Cardigan Bay County Council/PlanDesk Order Form - 14 January 2025.docx": ORDER,
    }
    got = [f for f in G.exclusivity_conflicts(room(**files)) if "statute" in f["description"]]
    assert [f["title"] for f in got] == [
        "Exclusivity for Welsh Principal Councils granted to Tamar Digital conflicts with a "
        "direct sale to Cardigan Bay County Council"
    ]
    verbatim(got, room(**files))
    # sold through the reseller, or after the exclusivity ended: no conflict
    through = ORDER.replace("placed directly with Pellucid", "placed through Tamar Digital")
    later = ORDER.replace("14 January 2025", "14 January 2028")
    for other in (through, later):
        files[
            "Customers/Cardigan Bay County Council/PlanDesk Order Form - 14 January 2025.docx"
        ] = other
        assert not [
            f for f in G.exclusivity_conflicts(room(**files)) if "statute" in f["description"]
        ]


# -- a tracker's own words ---------------------------------------------------------------------------


def test_a_tracker_cell_that_says_no_consent_requirement_whatever_its_column() -> None:
    contract = (
        "SERVICES AGREEMENT\n"
        "14.1 The Contractor must not allow a change in control of the Contractor without the "
        "Authority's prior written approval.\n"
    )
    tracker = (
        "Counterparty\tAgreement\tFinding\tComment\n"
        "Severn Valley Authority\tServices Agreement\t-\tNo consent requirement identified\n"
    )
    files = {
        "Customers/Severn Valley Authority/Services Agreement 2022.docx": contract,
        "Deal/CoC review.xlsx": tracker,
    }
    got = C.consent_gaps(room(**files), [])
    assert got and "deal papers say none is" in got[0]["title"]
    assert {c["doc"] for c in got[0]["citations"]} == {"d0", "d1"}
    files["Deal/CoC review.xlsx"] = tracker.replace(
        "No consent requirement identified", "Consent request sent 3 March"
    )
    got = C.consent_gaps(room(**files), [])
    assert got and "none on file" in got[0]["title"]


# -- an incident nobody told the insurer about ----------------------------------------------------------

REPORT = (
    "# Incident IR-9 - payroll portal\n"
    "| Date | Event |\n"
    "| --- | --- |\n"
    "| 2 March 2026 | IT Security confirms unauthorised access to the payroll portal |\n\n"
    "## Notifications\n"
    "* Insurer (Harland Mutual, cyber): not notified.\n"
)
POLICY = (
    "HARLAND MUTUAL - CYBER POLICY\n"
    "7. You must give us written notice of a Cyber Event within 14 days after you first become "
    "aware of it.\n"
)
RENEWAL = "Question\tAnswer\nHas the Insured suffered any data breach in the last 12 months?\tNo\n"


def test_the_incident_is_the_report_not_a_proposal_question() -> None:
    files = {
        "IT/Incident report IR-9.md": REPORT,
        "Insurance/Cyber policy - Harland Mutual.pdf": POLICY,
        "Insurance/Renewal proposal.xlsx": RENEWAL,
        "IT/Email - payroll incident.eml": (
            "From: CFO\nOn the insurer: let's not call Harland yet, I'd rather wait.\n"
        ),
    }
    got = M.incident_conflicts(room(**files), AsOf(date(2026, 6, 1), "set"))
    notice = [f for f in got if f["category"] == "incident_notice"]
    assert notice and notice[0]["title"].startswith(
        "Incident notice to Harland Mutual: Harland Mutual had not been told"
    )
    docs = {c["doc"] for c in notice[0]["citations"]}
    assert {"d0", "d1"} <= docs and "d2" not in docs  # the proposal's question is no incident
    verbatim(got, room(**files))


def test_a_decision_not_to_call_the_insurer_is_not_telling_it() -> None:
    for said in (
        "On the insurer - let's not call Harland Mutual yet.",
        "I'd rather we didn't ring Harland Mutual yet.",
    ):
        m = M._NOT_TOLD.search(said)
        assert m and m.group("who6") == "Harland Mutual", said
    assert M._NOT_TOLD.search("We rang Harland Mutual on 3 March.") is None


# -- a ratio defined in brackets, reported in month-year columns ------------------------------------------

FACILITY = (
    "FACILITY AGREEMENT\n"
    "21.2 The Borrower shall ensure that the ratio of Total Net Debt on each Quarter Date to "
    "Adjusted EBITDA for the twelve months ending on it (Net Leverage) is not more than:\n"
    "(a) 4.00:1 for each Quarter Date falling on or before 30 June 2025; and\n"
    "(b) 3.00:1 for each Quarter Date falling after 30 June 2025.\n"
)
DASHBOARD = "KPI\tSep-25\tJun-25\tMar-25\nNet leverage (x)\t3.40\t3.60\t3.70\n"


def test_a_ratio_defined_in_brackets_against_month_year_columns() -> None:
    files = {
        "Debt/Facility Agreement - Ardmore Bank.pdf": FACILITY,
        "Finance/Board pack - September 2025.xlsx": DASHBOARD,
    }
    got = CS.stepped_conflicts(room(**files))
    assert [f["title"] for f in got] == [
        "Covenant breached on reported figures: Net Leverage 3.40:1 at 30 September 2025 "
        "against at most 3.00:1 (after the step-down)"
    ]
    verbatim(got, room(**files))
    files["Finance/Board pack - September 2025.xlsx"] = DASHBOARD.replace("3.40", "2.90")
    assert CS.stepped_conflicts(room(**files)) == []
    assert str(CS.head_date("Feb-24")) == "2024-02-29" and CS.head_date("Total") is None


# -- a letter of demand against a disclosure row that says nil --------------------------------------------

DISCLOSURE = (
    "DISCLOSURE LETTER\n"
    "Warranty | Disclosure\n"
    "9.1 (claims) | None, other than the employment tribunal claim by D Ross, withdrawn. Otherwise "
    "nil.\n"
)
DEMAND = (
    "Subject: Harrowgate Freight Ltd - letter of demand\n"
    "We act for Harrowgate Freight Ltd (our client). Our client claims damages of GBP 420,000 "
    "for the loss of its warehouse system.\n"
)


def test_a_letter_of_demand_against_a_nil_disclosure_row() -> None:
    files = {
        "Deal/Disclosure Letter - draft.docx": DISCLOSURE,
        "Legal/Email - Pike Solicitors - Harrowgate - 3 June 2025.eml": DEMAND,
    }
    got = M.disclosure_conflicts(room(**files))
    assert [f["title"] for f in got] == [
        "Claim by Harrowgate Freight Ltd not in the disclosure letter"
    ]
    verbatim(got, room(**files))
    files["Deal/Disclosure Letter - draft.docx"] = DISCLOSURE.replace(
        "Otherwise nil.", "The demand by Harrowgate Freight of 3 June 2025 is disclosed."
    )
    assert M.disclosure_conflicts(room(**files)) == []


# -- a scan's row, a warranty deep in a sale agreement ---------------------------------------------------

SPA = (
    "SHARE PURCHASE AGREEMENT\n" + "Definitions and completion mechanics. " * 30 + "\n"
    "Schedule 4 - Warranties\n"
    "7.5 No Group Company uses open source software in a way that requires its source code to be "
    "disclosed or licensed to any person.\n"
    "7.6 A Group Company is the sole legal and beneficial owner of the intellectual property in "
    "the Group Software.\n"
)
SCAN = (
    "Package\tLicence\tWhere\tStatus\n"
    "ghost-chart\tGPL-2.0-only\tRemoved from the reporting module 2024\tClosed\n"
    "mapkit-server\tAGPL-3.0-only\tHosted customer portal, modified\tOpen\n"
)


def test_a_scans_row_against_a_warranty_deep_in_the_agreement() -> None:
    files = {"Tech/Open source scan 2025.xlsx": SCAN, "Deal/Share Purchase Agreement.docx": SPA}
    got = X.licence_scan_conflicts(room(**files))
    assert len(got) == 1
    assert got[0]["citations"][0]["quote"].startswith("mapkit-server\tAGPL-3.0-only")
    verbatim(got, room(**files))


def test_a_developer_that_owns_and_will_continue_to_own_the_ip() -> None:
    dev = (
        "DEVELOPMENT AGREEMENT\n"
        "6.1 The Developer owns, and will continue to own, all intellectual property in the "
        "Scheduler and its source code.\n"
    )
    files = {"Tech/Development Agreement - Brackwater Code - 2021.docx": dev, "Deal/SPA.docx": SPA}
    got = X.ip_ownership_conflicts(room(**files))
    assert len(got) == 1 and "Brackwater Code" in got[0]["title"]
    verbatim(got, room(**files))
    licensed = dev.replace("The Developer owns, and will continue to own,", "Pellucid owns")
    files["Tech/Development Agreement - Brackwater Code - 2021.docx"] = licensed
    assert X.ip_ownership_conflicts(room(**files)) == []


# -- rights to shares, an executive's other company ------------------------------------------------------

NOTES = (
    "CONVERTIBLE LOAN NOTE INSTRUMENT\n"
    "Pellucid Holdings Limited (Company). Noteholder: Esk Valley Ventures LP.\n"
    "5.1 On an Exit the Noteholder may elect to convert the outstanding principal into Ordinary "
    "Shares at a 20% discount to the Exit price.\n"
)
CAP = (
    "Holder\tOrdinary\tOptions\n"
    "Founders\t600000\t0\n"
    "Note: no person holds any warrant, convertible security or right to be issued shares other "
    "than the options above.\n"
)


def test_convertible_notes_against_no_convertible_security() -> None:
    files = {
        "Finance/Convertible Loan Note Instrument - Esk Valley Ventures - 2024.pdf": NOTES,
        "Corporate/Cap table.xlsx": CAP,
    }
    got = RT.convertible_conflicts(room(**files))
    assert len(got) == 1 and "Esk Valley Ventures" in got[0]["title"]
    verbatim(got, room(**files))
    files["Corporate/Cap table.xlsx"] = CAP.replace(
        "other than the options above", "other than the options above and the Esk Valley notes"
    )
    assert RT.convertible_conflicts(room(**files)) == []


def test_an_executives_other_company_against_the_duty_to_hold_none() -> None:
    agreement = (
        "SERVICE AGREEMENT\n"
        "Pellucid Instruments Limited (Company) and Morag Elspeth Lindsay (Executive).\n"
        "9.1 The Executive shall not be engaged or interested in any other business without the "
        "prior written consent of the Board.\n"
    )
    search = (
        "COMPANIES HOUSE OFFICER SEARCH\n"
        "MORAG ELSPETH LINDSAY\n"
        "   GLENSHEE ANALYTICS LTD (SC612044)   Director   appointed 2 May 2021\n"
    )
    files = {
        "People/Service Agreement - Morag Lindsay.pdf": agreement,
        "Corporate/Officer searches.txt": search,
    }
    got = RT.outside_interest_conflicts(room(**files))
    assert [f["title"] for f in got] == [
        "Morag Elspeth Lindsay holds another business interest that needs the board's consent"
    ]
    verbatim(got, room(**files))
    files["Corporate/Officer searches.txt"] = search.replace(
        "   GLENSHEE ANALYTICS LTD (SC612044)   Director   appointed 2 May 2021\n", "   None.\n"
    )
    assert RT.outside_interest_conflicts(room(**files)) == []


def test_a_definition_of_a_security_incident_is_no_incident() -> None:
    files = {
        "Customers/Master Services Agreement - Halden Foods.docx": (
            '1.4 "Security Incident" means any confirmed unauthorised access to Customer Data.\n'
            "9.2 The Supplier shall notify the Customer within 48 hours after becoming aware of a "
            "Security Incident.\n"
        )
    }
    assert M.incident_conflicts(room(**files), AsOf(date(2026, 6, 1), "set")) == []
