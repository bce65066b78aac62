"""Cross-document checks on small hand-written pairs (not the sample rooms' templates, not the
independent room): each contradiction is found citing both documents with quotes copied from
their text, and the look-alike next to it (a covenant met, a consent on file, an arm's-length
covenant, notice given in time) is not reported."""

from __future__ import annotations

from datetime import date

from diligence_tui.offline import crossdoc as X
from diligence_tui.offline import crossdoc_more as Y
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
    found = Y.covenant_conflicts(pages)
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
    found = X.side_letter_conflicts(pages)
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
    assert X.side_letter_conflicts(amended) == []


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
    found = X.mfn_conflicts(pages)
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
    found = Y.consent_gaps(pages, [])
    assert [f["category"] for f in found] == ["consent_required"]
    quotes_are_verbatim(found, pages)
    letter = "Ambry Labs Ltd\n\nAmbry has no objection to the proposed acquisition of the Licensee."
    on_file = [r.to_json() for r in R.on_file("l", "Letters/Ambry.txt", 1, letter)]
    assert Y.consent_gaps(pages, on_file) == []


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
    found = X.exclusivity_conflicts(pages)
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
    covenants = [f["title"] for f in Y.covenant_conflicts(pages)]
    # 1.18 < 1.40 breached; 30/9 = 3.33 <= 4.00 met
    assert covenants == [
        "Covenant breached on reported figures: Debt Service Coverage ratio 1.18x against at least 1.40x"
    ]
    incidents = [f["title"] for f in Y.incident_conflicts(pages, today=date(2026, 9, 1))]
    assert incidents == [
        "Incident notice to Ardent Clinics: Ardent Clinics was told on 19 May 2026, 15 days after "
        "the incident was found"
    ]
    grants = X.exclusivity_conflicts(pages)
    assert [f["title"] for f in grants] == [
        "Exclusivity granted to Lumen Marine conflicts with the appointment of Osprey Boats"
    ]
    quotes_are_verbatim(Y.covenant_conflicts(pages) + grants, pages)
