"""Cross-document checks on small hand-written pairs (not the sample rooms' templates, not the
independent room): each contradiction is found citing both documents with quotes copied from
their text, and the look-alike next to it (a covenant met, a consent on file, an arm's-length
covenant, notice given in time) is not reported."""

from __future__ import annotations

from datetime import date

from diligence_tui.offline import consents as C
from diligence_tui.offline import covenants as V
from diligence_tui.offline import crossdoc as X
from diligence_tui.offline import crossdoc_more as Y
from diligence_tui.offline import crossdoc_side as SL
from diligence_tui.offline import grants as G
from diligence_tui.offline import on_file as R


def room(**docs: str) -> list[X.Page]:
    return [X.Page(f"d{i}", path, 1, text) for i, (path, text) in enumerate(docs.items())]


def quotes_are_verbatim(found: list[dict], pages: list[X.Page]) -> None:
    text = {p.doc: p.text for p in pages}
    for f in found:
        assert len({c["doc"] for c in f["citations"]}) >= 2 or f["category"] == "consent_required"
        for c in f["citations"]:
            assert c["quote"] and c["quote"] in text[c["doc"]], c


def test_a_covenant_is_checked_against_the_reported_figures() -> None:
    pages = room(
        **{
            "Debt/Loan Note - Fairhaven Capital.txt": (
                "7.2 The Issuer shall procure that the ratio of Senior Debt to Adjusted EBITDA "
                "does not exceed 2.50:1 on each Test Date.\n\n7.3 The Issuer shall procure that "
                "the ratio of Adjusted EBITDA to Interest Expense is not less than 3.00:1."
            ),
            "Finance/Board pack March 2026.txt": (
                "Board pack\n\nSenior debt: $42.0 million\nAdjusted EBITDA: $15.0 million\n"
                "Interest expense: $4.1 million\n"
            ),
        }
    )
    found = V.covenant_conflicts(pages)
    # 42.0 / 15.0 = 2.80 > 2.50 (breached); 15.0 / 4.1 = 3.66 >= 3.00 (met, not reported)
    assert [f["title"] for f in found] == [
        "Covenant breached on reported figures: Senior Debt to Adjusted EBITDA 2.80x against at most 2.50x"
    ]
    quotes_are_verbatim(found, pages)


def test_a_side_letter_is_read_against_the_agreement_it_changes() -> None:
    pages = room(
        **{
            "Sales/Licence Agreement - Marlowe Health.txt": (
                "LICENCE AGREEMENT between Quayside Software Ltd and Marlowe Health plc.\n\n"
                "4. Fees. The annual fee is £300,000, payable in advance.\n\n"
                "19. Variation. No variation of this Agreement is valid unless it is in writing "
                "and signed by both parties."
            ),
            "Sales/Letter to Marlowe Health.txt": (
                "Dear Ms Ode\n\nLicence Agreement\n\nNotwithstanding clause 4 of the Licence "
                "Agreement, Quayside will charge Marlowe £150,000 a year for 2026 and 2027. "
                "Please keep this letter confidential; it is not to be disclosed to anyone else."
            ),
        }
    )
    found = SL.side_letter_conflicts(pages)
    assert len(found) == 1 and found[0]["category"] == "side_letter"
    quoted = " ".join(c["quote"] for c in found[0]["citations"])
    assert (
        "Notwithstanding clause 4" in quoted and "4. Fees." in quoted and "No variation" in quoted
    )
    quotes_are_verbatim(found, pages)
    # a signed amendment is not a side letter
    amended = room(
        **{"Sales/Amendment 1 - Marlowe Health.txt": pages[1].text, pages[0].path: pages[0].text}
    )
    assert SL.side_letter_conflicts(amended) == []


def test_most_favoured_terms_against_another_buyers_discount_but_not_an_arms_length_covenant() -> (
    None
):
    pages = room(
        **{
            "Sales/Reseller Agreement - Tidewater.txt": (
                "The Vendor shall offer Tidewater prices no less favourable than those it offers "
                "to any other reseller in the region."
            ),
            "Sales/Order Form - Greyling.txt": "Greyling receives a 20% discount on all licences.",
            "Debt/Facility - Bank.txt": (
                "Transactions with Affiliates shall be on terms no less favourable than arm's "
                "length terms."
            ),
        }
    )
    found = G.mfn_conflicts(pages)
    assert [(f["citations"][0]["doc"], f["citations"][1]["doc"]) for f in found] == [("d0", "d1")]
    quotes_are_verbatim(found, pages)


def test_an_incident_is_checked_against_notice_duties_and_a_denial() -> None:
    incident = (
        "Incident note\n\nOn 2 February 2026 the security team detected that ransomware had "
        "encrypted the billing server. We notified Larkspur Foods of the incident on 3 February 2026."
    )
    pages = room(
        **{
            "IT/Incident note.txt": incident,
            "Customers/Services Agreement - Larkspur Foods.txt": (
                "The Provider shall notify Larkspur of any security incident within 72 hours of "
                "becoming aware of it."
            ),
            "Customers/Services Agreement - Osric Mills.txt": (
                "The Provider shall notify Osric of any security incident within 24 hours of "
                "becoming aware of it."
            ),
            "Deal/Disclosure Schedule.txt": "There have been no security breaches affecting the Company.",
        }
    )
    found = Y.incident_conflicts(pages, today=date(2026, 6, 1))
    titles = [f["title"] for f in found]
    # Larkspur was told the next day (in time): not reported; Osric: nothing shows notice
    assert not any("Larkspur" in t for t in titles), titles
    assert any(
        t.startswith("Incident notice to Osric Mills: nothing in the room shows") for t in titles
    )
    assert any(t.startswith("Disclosure Schedule says there was no breach") for t in titles)
    quotes_are_verbatim(found, pages)


def test_a_disclosure_schedule_is_read_against_claims_and_large_customers() -> None:
    pages = room(
        **{
            "Deal/Disclosure Letter.txt": (
                "Disclosure Letter\n\nLitigation: there is no litigation or dispute.\n\n"
                "Contracts: the following are all of the material contracts: the supply "
                "agreement with Ferrow Ltd."
            ),
            "Legal/Claim - Bexley Transport.txt": (
                "Particulars of Claim. The claimant claims £640,000 for goods lost in transit."
            ),
            "Sales/Master Agreement - Hollin Retail.txt": "This agreement is between Hollin Retail Ltd and the Company.",
            "Sales/Master Agreement - Ferrow.txt": "This agreement is between Ferrow Ltd and the Company.",
            "Finance/KPIs.txt": "Revenue by customer: Hollin 31% and Ferrow 12% of revenue.",
        }
    )
    found = Y.disclosure_conflicts(pages)
    titles = sorted(f["title"] for f in found)
    assert titles == [
        "Claim by Bexley Transport not in the disclosure letter",
        "Contract with Hollin Retail (31% of revenue) not in the disclosed material contracts",
    ]
    quotes_are_verbatim(found, pages)


def test_a_consent_needed_on_a_change_of_control_unless_one_is_on_file() -> None:
    clause = (
        "Any change of control of the Licensee requires the prior written consent of Ambry, "
        "which Ambry may withhold."
    )
    pages = room(**{"IP/Licence - Ambry Labs.txt": clause})
    found = C.consent_gaps(pages, [])
    assert [f["category"] for f in found] == ["consent_required"]
    quotes_are_verbatim(found, pages)
    letter = "Ambry Labs Ltd\n\nAmbry has no objection to the proposed acquisition of the Licensee."
    on_file = [r.to_json() for r in R.on_file("l", "Letters/Ambry.txt", 1, letter)]
    assert C.consent_gaps(pages, on_file) == []


def test_an_exclusivity_grant_against_supply_of_the_same_product_to_the_same_class() -> None:
    pages = room(
        **{
            "Sales/Supply Agreement - Brindle Pharmacies.txt": (
                "The Manufacturer will not sell vitamin gummies to any other pharmacy chain in Ireland."
            ),
            "Sales/Purchase Terms - Corrib Chemists.txt": (
                "Corrib Chemists operates a pharmacy chain of 40 stores. The Manufacturer will "
                "supply vitamin gummies to Corrib's central warehouse."
            ),
            "Sales/Purchase Terms - Slaney Gyms.txt": (
                "Slaney Gyms runs fitness clubs. The Manufacturer will supply vitamin gummies to Slaney."
            ),
        }
    )
    found = G.exclusivity_conflicts(pages)
    assert [f["title"] for f in found] == [
        "Exclusivity granted to Brindle Pharmacies conflicts with supply to Corrib Chemists"
    ]
    quotes_are_verbatim(found, pages)


def test_named_ratio_covenants_business_days_and_appointments() -> None:
    pages = room(
        **{
            "Debt/Note Purchase Agreement - Wexford Life.txt": (
                "10.4 The Company will maintain a Debt Service Coverage Ratio of not less than "
                "1.40 to 1.00 and a ratio of Total Debt to EBITDA of not more than 4.00 to 1.00."
            ),
            "Finance/Lender presentation.txt": (
                "Debt service coverage: 1.18x\nTotal debt: $30.0 million\nEBITDA: $9.0 million\n"
            ),
            "Ops/Outage review.txt": (
                "On May 4, 2026 the operations team detected ransomware on two file servers.\n\n"
                "Ardent Clinics was informed on May 19, 2026."
            ),
            "Customers/Hosting Agreement - Ardent Clinics.txt": (
                "Host shall notify Ardent of any security incident within three (3) business days "
                "after discovery."
            ),
            "Channel/Dealer Agreement - Lumen Marine.txt": (
                "Supplier shall not appoint any other dealer for the Tidewatch radios in the State "
                "of Maine during the Term."
            ),
            "Channel/Dealer Agreement - Osprey Boats.txt": (
                "Supplier appoints Osprey Boats as a dealer of the Tidewatch radios in Maine and "
                "New Hampshire."
            ),
        }
    )
    covenants = [f["title"] for f in V.covenant_conflicts(pages)]
    # 1.18 < 1.40 breached; 30/9 = 3.33 <= 4.00 met
    assert covenants == [
        "Covenant breached on reported figures: Debt Service Coverage ratio 1.18x against at least 1.40x"
    ]
    incidents = [f["title"] for f in Y.incident_conflicts(pages, today=date(2026, 9, 1))]
    assert incidents == [
        "Incident notice to Ardent Clinics: Ardent Clinics was told on 19 May 2026, 15 days after "
        "the incident was found"
    ]
    grants = G.exclusivity_conflicts(pages)
    assert [f["title"] for f in grants] == [
        "Exclusivity granted to Lumen Marine conflicts with the appointment of Osprey Boats"
    ]
    quotes_are_verbatim(V.covenant_conflicts(pages) + grants, pages)


def test_a_covenant_worded_as_times_ebitda_against_spreadsheet_rows() -> None:
    """'shall not be more than X times' against a workbook's tab-separated rows: a reported
    ratio row when there is one, else the two figures (the LTM column for EBITDA)."""
    covenant = (
        "22.1 Gearing. Senior Net Borrowings as at each Quarter Date shall not be more than "
        "3.00 times Group EBITDA for the Relevant Period ending on that Quarter Date."
    )
    sheets = {
        "Loans/Term Facility - Tamsin Bank.txt": covenant,
        "Finance/Monthly pack.xlsx": (
            "Trading (EUR 000)\tJun 2026\tH1 2026\tLTM to 30 Jun 2026\n"
            "Revenue\t900\t5100\t10400\nEBITDA\t140\t880\t1900\n"
        ),
        "Finance/Borrowings.xlsx": "Borrowings\t30 Jun 2026\nNet borrowings\t6270\nSenior debt\t1\n",
    }
    pages = room(**sheets)
    found = V.covenant_conflicts(pages)
    # 6270 / 1900 = 3.30 > 3.00; the monthly EBITDA (140) is not the test period's
    assert [f["title"] for f in found] == [
        "Covenant breached on reported figures: Senior Net Borrowings 3.30 times Group EBITDA "
        "against at most 3.00"
    ]
    assert "LTM to 30 Jun 2026" in found[0]["description"]
    quotes_are_verbatim(found, pages)
    # a reported ratio row is read as it is; met at 2.95 it is not reported
    sheets["Finance/KPI dashboard.xlsx"] = (
        "KPI\tQ2 2026\tQ1 2026\nNet borrowings / EBITDA\t2.95x\t2.4x\n"
    )
    assert V.covenant_conflicts(room(**sheets)) == []
    sheets["Finance/KPI dashboard.xlsx"] = "KPI\tQ2 2026\nNet borrowings / EBITDA\t3.4x\n"
    found = V.covenant_conflicts(pages := room(**sheets))
    assert [f["title"] for f in found] == [
        "Covenant breached on reported figures: Senior Net Borrowings 3.40 times Group EBITDA "
        "against at most 3.00"
    ]
    quotes_are_verbatim(found, pages)
    # a different measure (senior debt is not net borrowings) is not matched
    assert not V.covenant_conflicts(
        room(
            **{
                "Loans/Term Facility - Tamsin Bank.txt": covenant,
                "F/x.xlsx": "Senior debt\t9000\nEBITDA\t10\n",
            }
        )
    )


def test_consent_on_file_from_a_landlord_named_by_its_property_and_a_clause_saying_none_is_needed() -> (
    None
):
    lease = (
        "LEASE of Bay 3, Corran Wharf\n\n"
        "6.4 A change in the control of the Tenant shall be treated as an assignment and requires "
        "the Landlord's prior written approval under clause 6.1."
    )
    pages = room(**{"Property/Lease - Bay 3 Corran Wharf.txt": lease})
    assert [f["category"] for f in C.consent_gaps(pages, [])] == ["consent_required"]
    letter = (
        "CORRAN WHARF PROPERTIES LIMITED\n\nDear Sirs\n\nBay 3, Corran Wharf\n\n"
        "The Landlord hereby consents, for the purposes of clause 6.4 of the Lease, to the "
        "change of control of the Tenant on the completion of the sale."
    )
    on_file = [
        r.to_json() for r in R.on_file("c", "Property/Landlord approval 2026.txt", 1, letter)
    ]
    assert on_file and C.consent_gaps(pages, on_file) == []
    # a consent from someone else about another matter does not answer it
    other = "BIRLING LEASING LIMITED\n\nBirling hereby consents to the sublet of the car park."
    assert C.consent_gaps(pages, [r.to_json() for r in R.on_file("o", "x.txt", 1, other)])
    # "no consent shall be required" is not a consent requirement
    free = (
        "9.2 Despite clause 9.1, no approval of the Landlord will be required for any change of "
        "control of the Tenant or a transfer of shares in the Tenant."
    )
    assert C.consent_gaps(room(**{"Property/Lease - Unit 12 Fenwell Park.txt": free}), []) == []


def test_the_party_of_a_file_named_party_first() -> None:
    assert (
        X.Page("a", "2.3 Suppliers/Brask Optics - Supply Agreement.docx", 1, "").party
        == "Brask Optics"
    )
    assert X.Page("a", "Sales/Supply Agreement - Pellow Foods.txt", 1, "").party == "Pellow Foods"


def test_an_exclusive_territory_defined_in_a_schedule_against_a_reseller_inside_it() -> None:
    grant = (
        'DEALER AGREEMENT\n\n1. Definitions. "Region" means the countries listed in Schedule 2.\n\n'
        "3.1 Tarn Instruments appoints the Dealer as its sole and exclusive dealer of the "
        "Equipment in the Region.\n\n"
        "Schedule 2 - Region\n\nIreland, Scotland and the Isle of Man.\n"
    )
    other = (
        "Tarn Instruments Ltd appoints Corrib Pumps as an authorised non-exclusive reseller of the "
        "Equipment to water boards in County Galway, Ireland, for two years."
    )
    elsewhere = (
        "Tarn Instruments Ltd appoints Hexa Flow as a reseller of the Equipment in Portugal."
    )
    pages = room(
        **{
            "Dealers/Dealer Agreement - Loughran Controls.txt": grant,
            "Dealers/Reseller Terms - Corrib Pumps.txt": other,
            "Dealers/Reseller Terms - Hexa Flow.txt": elsewhere,
        }
    )
    found = [f for f in G.exclusivity_conflicts(pages) if f["category"] == "exclusivity"]
    assert [f["title"] for f in found] == [
        "Exclusivity granted to Loughran Controls conflicts with the appointment of Corrib Pumps"
    ]
    assert "Ireland" in found[0]["description"]
    quotes_are_verbatim(found, pages)
    # the reseller's own non-exclusive appointment is not a grant of exclusivity
    assert G.exclusivity_conflicts(pages[1:]) == []


def test_an_incident_against_an_insurance_notice_condition_and_a_decision_not_to_notify() -> None:
    """'give written notice ... within ten (10) days' (not 'notify ... within'), the insurer
    known by its name in the schedule, and the statements that it was not told found in the
    incident report and in an email."""
    report = (
        "Incident summary IR-31\n\nOn 4 March 2026 the IT team discovered that ransomware had "
        "encrypted two file servers.\n\nInsurers: Halvard Insurance was not notified."
    )
    policy = (
        "CYBER POLICY SCHEDULE\n\nInsurer: Halvard Insurance AG\n\n"
        "7. It is a condition precedent to cover that the Policyholder shall give written notice "
        "to the Insurer of any security incident within ten (10) days of its discovery."
    )
    email = "From: CFO\n\nGiven the excess, please hold off notifying Halvard until the renewal."
    pages = room(
        **{
            "IT/Incident summary IR-31.txt": report,
            "Insurance/Cyber policy schedule.txt": policy,
            "Mail/RE servers.txt": email,
        }
    )
    found = [
        f
        for f in Y.incident_conflicts(pages, today=date(2026, 6, 1))
        if f["category"] == "incident_notice"
    ]
    assert [f["title"] for f in found] == [
        "Incident notice to insurers: insurers had not been told when the report was written"
    ], found
    assert "14 March 2026" in found[0]["description"]
    quotes_are_verbatim(found, pages)
    # the same incident told to the insurer the next day is not reported
    told = report.replace(
        "Halvard Insurance was not notified.",
        "We notified Halvard Insurance of the incident on 5 March 2026.",
    )
    pages = room(
        **{"IT/Incident summary IR-31.txt": told, "Insurance/Cyber policy schedule.txt": policy}
    )
    assert not [
        f
        for f in Y.incident_conflicts(pages, today=date(2026, 6, 1))
        if f["category"] == "incident_notice"
    ]


def test_a_covenant_measured_at_a_date_against_a_sheet_whose_latest_period_is_last() -> None:
    """A ratio whose terms say where they are measured ("Senior Borrowings as at each Quarter
    Date to Operating Cash Flow for the Relevant Period") against a KPI sheet that keeps its
    periods oldest first: the latest period's figure is the one held against the covenant, and
    a sheet whose latest figure meets it is no breach."""
    covenant = (
        "21.3 The Company shall ensure that the ratio of Senior Borrowings as at each Quarter Date "
        "to Operating Cash Flow for the Relevant Period ending on that Quarter Date (Gearing Ratio) "
        "does not exceed 3.25 : 1."
    )
    kpis = (
        "Indicator\t31 March 2025\t30 September 2025\t31 March 2026\n"
        "Senior borrowings / Operating cash flow (times)\t2.41\t2.97\t{latest}\n"
        "Headcount\t212\t219\t224"
    )
    breached = room(
        **{
            "Banking/Term Loan - Corrib Bank.txt": covenant,
            "Finance/Quarterly KPIs.xlsx": kpis.format(latest="3.62"),
        }
    )
    found = V.covenant_conflicts(breached)
    assert [f["title"] for f in found] == [
        "Covenant breached on reported figures: Senior Borrowings to Operating Cash Flow 3.62x "
        "against at most 3.25x"
    ]
    assert "3.62" in found[0]["citations"][1]["quote"]
    quotes_are_verbatim(found, breached)
    met = room(
        **{
            "Banking/Term Loan - Corrib Bank.txt": covenant,
            "Finance/Quarterly KPIs.xlsx": kpis.format(latest="3.05"),
        }
    )
    assert V.covenant_conflicts(met) == []  # the older 2.97 and the latest 3.05 both meet it


def test_a_covenant_term_keeps_its_own_words_and_loses_only_its_measuring_point() -> None:
    """ "Cash at Bank at each Quarter Date": the measuring point is "at each Quarter Date", not
    everything from the first "at". Cut at the first "at", the term was "Cash", and the first
    line that opens with "Cash" (cash generated from operations) was held against the
    covenant: a liquidity shortfall read as met."""
    covenant = (
        "11.4 Liquidity. The Borrower shall ensure that the ratio of Cash at Bank at each Quarter "
        "Date to Senior Interest for the Relevant Period ending on that Quarter Date is not less "
        "than 1.50 : 1."
    )
    accounts = (
        "Management accounts, quarter to 31 March 2026\n"
        "Cash generated from operations: GBP 6.4m\n"
        "Cash at bank: GBP 0.9m\n"
        "Senior interest: GBP 1.2m\n"
    )
    pages = room(
        **{
            "Banking/Facility - Wexcombe Bank.txt": covenant,
            "Finance/Management accounts Q1 2026.txt": accounts,
        }
    )
    found = V.covenant_conflicts(pages)
    # old code: [] (6.4 / 1.2 = 5.33, met)
    assert [f["title"] for f in found] == [
        "Covenant breached on reported figures: Cash at Bank to Senior Interest 0.75x against "
        "at least 1.50x"
    ]
    assert any("Cash at bank: GBP 0.9m" in c["quote"] for c in found[0]["citations"])
    quotes_are_verbatim(found, pages)
    met = room(
        **{
            "Banking/Facility - Wexcombe Bank.txt": covenant,
            "Finance/Management accounts Q1 2026.txt": accounts.replace("0.9m", "2.4m"),
        }
    )
    assert V.covenant_conflicts(met) == []
    # the words after a preposition are the measure's own unless they name a point or period
    assert V._measured("Provision for Taxes") == "Provision for Taxes"
    assert (
        V._measured("Interest on Senior Debt for the Relevant Period") == "Interest on Senior Debt"
    )
    assert V._measured("Total Borrowings as of December 31, 2025") == "Total Borrowings"
    assert V._measured("Net Debt on the last day of each Financial Quarter") == "Net Debt"
