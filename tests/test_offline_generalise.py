"""The offline reviewer on wording it was not written for (issue 12; failure modes first seen on
tests/rooms/quarrendon, written here as general rules on fresh UK and US wording, each with the
benign version that must not fire):

* a denial is no grant: "Neither party may terminate ... for convenience", "makes no minimum
  purchase commitment", a "none" under a "Minimum commitment" column;
* a resolution applies to the matter it names: a termination of one distributor's agreement does
  not end another's exclusivity; a schedule's line about one counterparty resolves nothing of
  another's; an agreement named by its date is not one of another year;
* a file name's date is no party;
* two-document joins: a letter that overrides named clauses of an agreement it names is a side
  letter (and the sellers' "no side letters" is contradicted); an exclusive territory in a
  schedule against a later non-exclusive appointment inside it; most-favoured prices against a
  PDF price table with volumes in prose; a covenant table broken by a page end against a
  workbook row that names the ratio differently.
"""

from __future__ import annotations

from diligence_tui.harness.slices import SlicePage
from diligence_tui.offline import covenant_steps as S
from diligence_tui.offline import crossdoc as X
from diligence_tui.offline import crossdoc_side as SL
from diligence_tui.offline import grants as G
from diligence_tui.offline import on_file as OF
from diligence_tui.offline.negation import denied
from diligence_tui.offline.reviewer import scan_page
from tests.test_offline_crossdoc_wording import room, verbatim


def _kinds(text: str) -> set[str]:
    return {h.kind.key for h in scan_page(SlicePage(1, "p. 1", text, 0))}


# -- denials are no grants --------------------------------------------------------------------------

DENIALS = (
    # (kind, a denial, the grant it denies)
    (
        "termination_for_convenience",
        "9.2 Term. This Contract runs for four years. Neither party may terminate this Contract "
        "for convenience before the end of the Term.",
        "9.2 Term. This Contract runs for four years. The Customer may terminate this Contract for "
        "convenience on sixty days' written notice to the Supplier.",
    ),
    (
        "termination_for_convenience",
        "Section 11.3. The Client may not terminate this Statement of Work for convenience at any "
        "time during the Initial Period.",
        "Section 11.3. The Client may terminate this Statement of Work for convenience at any time "
        "upon thirty (30) days' written notice.",
    ),
    (
        "minimum_purchase",
        "3. Forecasts. The Distributor expects to order about 4,000 units a year; the Distributor "
        "makes no minimum purchase commitment under this Agreement.",
        "3. Forecasts. The Distributor commits to purchase a minimum of 4,000 units in each "
        "Contract Year and shall pay for any shortfall.",
    ),
)


def test_a_denial_is_no_grant_and_the_grant_still_is() -> None:
    for kind, denial, grant in DENIALS:
        assert kind not in _kinds(denial), denial
        assert kind in _kinds(grant), grant


def test_a_none_under_a_commitment_heading_and_quantities_are_read_right() -> None:
    table = (
        "Annex 2 - Prices\n"
        "Code Item Unit price (GBP) Minimum commitment\n"
        "PX-4\nFlow sensor 212.00 none\n"
        "PX-9\nPressure sensor 318.50 none\n"
    )
    assert "minimum_purchase" not in _kinds(table)
    quantity = "In each Contract Year the Buyer shall purchase not less than 25,000 Cartridges."
    assert "minimum_purchase" in _kinds(quantity)
    # the scope is the clause: a negation before a ";" does not reach the grant after it
    text = "No delay in exercising a right is a waiver; the Buyer may terminate for convenience."
    at = text.index("terminate")
    assert not denied(text, at, at + len("terminate for convenience"))
    # an exception keeps the right: "except during the first Contract Year"
    text = "Neither party may terminate this Agreement for convenience except on 90 days' notice."
    at = text.index("terminate")
    assert not denied(text, at, at + len("terminate this Agreement for convenience"))
    # a covenant phrased with "shall not" is no denial of a most-favoured promise
    text = "The Vendor shall not sell the Goods to any other customer at a lower price."
    at = text.index("any other")
    assert not denied(text, at, len(text))


def test_no_pending_claims_is_no_claim() -> None:
    assert "litigation" not in _kinds("No claims are pending against the Company under any policy.")


# -- parties and resolutions --------------------------------------------------------------------------


def test_a_date_in_a_file_name_is_no_party() -> None:
    def party(path: str) -> str:
        return X.Page("d", path, 1, "").party

    assert party("Customers/Ardley Foods/Letter re rates - 14 March 2025.pdf") == "Ardley Foods"
    assert party("IP/Software Agreement - Pennine Code 2021.pdf") == "Pennine Code"
    assert party("Letter - 2 June 2024.pdf") == ""
    assert party("5.5 Harrow Works/Deed of surrender 2025.pdf") == "Harrow Works"


NORDIC = (
    "TERMINATION AGREEMENT\n"
    "This Termination Agreement is made on 3 May 2023 between Carrow Devices Limited "
    '("Carrow") and Baltic Med OU.\n'
    "1. The distribution agreement between the parties dated 4 June 2018 terminates with effect "
    "from 30 June 2023, and clause 3 (Exclusivity) ceases to have any effect.\n"
)


def _resolves(records: list[OF.OnFile], path: str, kind: str, clause: str, text: str) -> bool:
    return any(OF.matches_on_file(r, kind, path, clause, False, text) for r in records)


def test_a_termination_of_one_distributors_agreement_resolves_no_other() -> None:
    records = OF.on_file("t", "Distributors/Baltic Med - Termination Agreement 2023.pdf", 1, NORDIC)
    assert records
    hit = "3.1 Carrow appoints the Distributor as its exclusive distributor in the Territory."
    # another distributor's exclusive agreement: another counterparty
    other = "Distributors/Iberica Salud - Exclusive Distribution Agreement 2021.docx"
    assert not _resolves(records, other, "exclusivity", "3", hit)
    # the agreement it names (by counterparty and date) is resolved
    own = "Distributors/Baltic Med - Distribution Agreement 2018.docx"
    assert _resolves(records, own, "exclusivity", "3", hit)
    # the same counterparty's agreement of another year is not the one dated 4 June 2018
    later = "Distributors/Baltic Med - Distribution Agreement 2024.docx"
    assert not _resolves(records, later, "exclusivity", "3", hit)


def test_a_schedule_line_about_one_counterparty_resolves_nothing_of_another() -> None:
    schedules = (
        "DISCLOSURE SCHEDULES\n"
        "Schedule 4.9 - Material Contracts: Loan Agreement with Thornbury Bank plc; Supply "
        "Agreement with Pell Components Ltd.\n"
        "The exclusivity provisions of the agency agreement dated 2 March 2017 with Ostro Trading "
        "GmbH ceased to have effect on 1 January 2022.\n"
    )
    records = OF.on_file("s", "Transaction/Disclosure Schedules.docx", 1, schedules)
    assert records and all("thornbury" not in r.parties for r in records)
    loan = "Finance/Loan Agreement - Thornbury Bank 2022.pdf"
    assert not _resolves(records, loan, "debt_covenants", "", "The Borrower shall not permit")
    # the words of the room's own company name no counterparty
    many = [
        {"doc": f"d{i}", "parties": ["carrow", name], "frame": "settled"}
        for i, name in enumerate(["ashby", "brook", "calder", "dunmore", "esk"])
    ]
    assert [r["parties"] for r in OF.distinctive(many)] == [
        [n] for n in "ashby brook calder dunmore esk".split()
    ]


# -- side letters -------------------------------------------------------------------------------------

AGREEMENT = (
    "SERVICES AGREEMENT\n"
    "This Services Agreement is made on 1 February 2025 between Fenwick Labs Limited and Orchard "
    "Care Homes Limited.\n"
    "6.2 Indexation. The Charges shall be increased on each anniversary by the rate of CPI.\n"
    "6.5 No discount or rebate shall apply to the Charges unless set out in Schedule 2.\n"
    "12.1 Neither party may terminate this Agreement before the fifth anniversary of its date.\n"
    "20.4 This Agreement is the entire agreement between the parties and supersedes all prior "
    "understandings.\n"
)
LETTER = (
    "FENWICK LABS LIMITED\n"
    "3 February 2025 - strictly private\n"
    "Re: Services Agreement dated 1 February 2025 between Fenwick Labs Limited and Orchard Care "
    'Homes Limited (the "Agreement")\n'
    "Dear Ms Hart, notwithstanding anything in clauses 6.2, 6.5 and 12.1 of the Agreement, we "
    "agree as follows.\n"
    "(a) Fenwick will pay Orchard a rebate of 7% of the Charges invoiced in each year.\n"
    "(b) Orchard may terminate the Agreement at any time on three months' notice.\n"
    "(c) Neither party will disclose this letter to any prospective purchaser of Fenwick.\n"
)
QA = (
    "No,Date,Topic,Question,Answer\n"
    "7,2026-03-02,Commercial,Please confirm whether any customer has side letters or rebates.,"
    '"Confirmed: there are no side letters or rebate arrangements with customers."\n'
)


def test_a_letter_overriding_named_clauses_is_a_side_letter_against_the_answer() -> None:
    pages = room(
        **{
            "Customers/Orchard Care Homes/Services Agreement 2025.docx": AGREEMENT,
            "Customers/Orchard Care Homes/Letter re charges - 3 February 2025.pdf": LETTER,
            "Transaction/Q&A log.csv": QA,
        }
    )
    got = SL.side_letter_conflicts(pages)
    assert [f["title"] for f in got] == [
        "Side letter changes the Services Agreement with Orchard Care Homes"
    ]
    quotes = " ".join(c["quote"] for c in got[0]["citations"])
    assert {c["doc"] for c in got[0]["citations"]} == {"d0", "d1", "d2"}
    assert "6.5 No discount or rebate" in quotes and "Neither party may terminate" in quotes
    assert "there are no side letters" in quotes
    verbatim(got, pages)


def test_a_letter_that_changes_nothing_and_is_not_secret_is_no_side_letter() -> None:
    benign = (
        "FENWICK LABS LIMITED\n3 February 2025\n"
        'Re: Services Agreement dated 1 February 2025 (the "Agreement")\n'
        "Dear Ms Hart, please find enclosed the signed counterpart of the Agreement and the "
        "insurance certificate required by clause 14.\n"
    )
    pages = room(
        **{
            "Customers/Orchard Care Homes/Services Agreement 2025.docx": AGREEMENT,
            "Customers/Orchard Care Homes/Letter re counterpart - 3 February 2025.pdf": benign,
        }
    )
    assert SL.side_letter_conflicts(pages) == []


# -- exclusive territory against a non-exclusive appointment -----------------------------------------

EXCLUSIVE = (
    "DISTRIBUTION AGREEMENT\n"
    "This Agreement is made on 2 May 2021 between Carrow Devices B.V. and Helvetia Medica AG.\n"
    '1.1 "Territory" means the territory described in Schedule 1.\n'
    "2.1 The Supplier appoints the Distributor as its exclusive distributor for the resale of the "
    "Products in the Territory.\n"
    "Schedule 1 - Territory\n"
    "The Swiss Confederation, the Republic of Austria and the Principality of Liechtenstein.\n"
)


def _appointment(where: str) -> str:
    return (
        "DISTRIBUTION AGREEMENT\n"
        "This Distribution Agreement is made on 9 January 2025 between Carrow Devices B.V. and "
        "Alpenmed GmbH.\n"
        "1. Appointment. Carrow appoints Alpenmed, on a non-exclusive basis, as a distributor of "
        "the Products to hospitals in the Territory. 'Territory' means " + where + ".\n"
    )


def test_a_non_exclusive_appointment_inside_an_exclusive_territory() -> None:
    pages = room(
        **{
            "Distributors/Helvetia Medica - Exclusive Distribution Agreement 2021.docx": EXCLUSIVE,
            "Distributors/Alpenmed - Distribution Agreement 2025.pdf": _appointment(
                "the Republic of Austria"
            ),
        }
    )
    got = G.exclusivity_conflicts(pages)
    assert [f["title"] for f in got] == [
        "Exclusivity granted to Helvetia Medica conflicts with the appointment of Alpenmed"
    ]
    verbatim(got, pages)
    outside = room(
        **{
            "Distributors/Helvetia Medica - Exclusive Distribution Agreement 2021.docx": EXCLUSIVE,
            "Distributors/Alpenmed - Distribution Agreement 2025.pdf": _appointment(
                "the Federal Republic of Germany"
            ),
        }
    )
    assert G.exclusivity_conflicts(outside) == []


# -- most-favoured prices against a PDF price table ----------------------------------------------------

GPO = (
    "GROUP PURCHASING AGREEMENT\n"
    "6.1 Seller warrants that the Contract Prices are no less favorable than the net prices at "
    "which Seller sells the same items to any other customer purchasing comparable or smaller "
    "volumes.\n"
    "Exhibit A - Contract Prices\n"
    "Item Description Contract Price (USD) Minimum commitment\n"
    "KT-12\nCatheter kit,\nsterile, single use 22.40 none\n"
    "KT-30\nCatheter kit, long 31.10 none\n"
    "Member purchases of KT-12 in 2025: approximately 410,000 units.\n"
)


def _pricing(price: str, units: str) -> str:
    return (
        "PRICING AGREEMENT\n"
        f"2. Volume. Buyer expects to purchase approximately {units} units of KT-12 a year.\n"
        "Schedule 1 - Prices\n"
        "Item | Description | Net unit price (USD)\n"
        f"KT-12 | Catheter kit, sterile, single use | {price}\n"
        "KT-30 | Catheter kit, long | 18.00 per kit per month\n"
    )


def test_most_favoured_prices_against_a_pdf_table_with_volumes_in_prose() -> None:
    pages = room(
        **{
            "Customers/Lakeshore Purchasing/Group Purchasing Agreement 2023.pdf": GPO,
            "Customers/Dunmore Clinics/Pricing Agreement 2026.docx": _pricing("19.90", "90,000"),
        }
    )
    got = G.mfn_conflicts(pages)
    mine = [f for f in got if "Dunmore" in f["title"]]
    assert [f["title"] for f in mine] == [
        "Most-favoured pricing for Lakeshore Purchasing: Dunmore Clinics pays less for KT-12"
    ]  # KT-30's rental per month is no unit price
    assert (
        mine[0]["severity"] == "high" and "90,000 units against 410,000" in mine[0]["description"]
    )
    verbatim(mine, pages)
    # a much bigger buyer's lower price, or a dearer one, is no breach
    for price, units in (("19.90", "900,000"), ("24.00", "90,000")):
        other = room(
            **{
                "Customers/Lakeshore Purchasing/Group Purchasing Agreement 2023.pdf": GPO,
                "Customers/Dunmore Clinics/Pricing Agreement 2026.docx": _pricing(price, units),
            }
        )
        assert G.mfn_price_conflicts(other) == [], (price, units)


# -- a covenant table broken by a page end --------------------------------------------------------------

CREDIT_P1 = (
    "CREDIT AGREEMENT\n"
    '"Consolidated Net Leverage Ratio" means, as of any date, the ratio of (a) Consolidated Net '
    "Debt as of such date to (b) Consolidated EBITDA for the four fiscal quarters ending on such "
    "date.\n"
    "7.1 Financial Covenants.\n"
    "(a) The Borrower shall not permit the Consolidated Net Leverage\nRatio as of the last day of "
    "any fiscal quarter to exceed the ratio set forth below opposite that quarter:\n"
)
CREDIT_P2 = (
    "Fiscal quarter ending Maximum Consolidated Net Leverage Ratio\n"
    "September 30, 2024 through June 30, 2026 4.00 to 1.00\n"
    "September 30, 2026 and each fiscal quarter ending\nthereafter 3.50 to 1.00\n"
    "(b) The Borrower shall not permit Capital Expenditures to exceed $2,000,000 in any year.\n"
)


def _accounts(latest: str) -> str:
    return (
        "KPI\t31 Dec 2026\t30 Sep 2026\tComment\n"
        f"Net leverage (net debt / LTM EBITDA)\t{latest}\t3.40\tsee covenant\n"
    )


def test_a_covenant_table_after_a_page_break_against_a_row_named_differently() -> None:
    def pages_with(latest: str) -> list[X.Page]:
        return [
            X.Page("c", "Finance/Credit Agreement - Marlow Bank 2024.pdf", 1, CREDIT_P1),
            X.Page("c", "Finance/Credit Agreement - Marlow Bank 2024.pdf", 2, CREDIT_P2),
            X.Page("m", "Finance/Management accounts Q4 2026.xlsx", 1, _accounts(latest)),
        ]

    got = S.stepped_conflicts(pages_with("3.72"))
    assert [f["title"] for f in got] == [
        "Covenant breached on reported figures: Consolidated Net Leverage Ratio 3.72:1 at "
        "31 December 2026 against at most 3.50:1 (after the step-down)"
    ]
    text = {(p.doc, p.page): p.text for p in pages_with("3.72")}
    assert all(c["quote"] in text[(c["doc"], c["page"])] for c in got[0]["citations"])
    assert {c["doc"] for c in got[0]["citations"]} == {"c", "m"}
    assert S.stepped_conflicts(pages_with("3.31")) == []  # within the level in force
    assert not S.names_ratio("Total leverage (debt / EBITDA)", "Consolidated Net Leverage Ratio")
