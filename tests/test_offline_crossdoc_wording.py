"""Cross-document checks and resolutions on wording from real drafting that the first rules
misread (issue 12, seen on tests/rooms/fennick; each fixed as a general rule and tested here
on fresh documents written for these tests): a most-favoured price promise against another
buyer's lower price, IP left with a contractor against the ownership warranty, a claim in
board minutes that the disclosure letter leaves out, one incident recorded in several places,
references to legislation, requests and descriptions that are not resolutions."""

from __future__ import annotations

from datetime import date

from diligence_tui.offline import crossdoc as X
from diligence_tui.offline import crossdoc_more as Y
from diligence_tui.offline import grants as G
from diligence_tui.offline import on_file as OF
from diligence_tui.offline import resolution as R
from diligence_tui.offline.references import cites_legislation
from tests.test_offline_wording import found


def room(**docs: str) -> list[X.Page]:
    return [X.Page(f"d{i}", path, 1, text) for i, (path, text) in enumerate(docs.items())]


def verbatim(findings: list[dict], pages: list[X.Page]) -> None:
    text = {p.doc: p.text for p in pages}
    for f in findings:
        for c in f["citations"]:
            assert c["quote"] in text[c["doc"]], c["quote"]


GRANT = (
    "FRAMEWORK SUPPLY AGREEMENT\n"
    "7.3 The Vendor undertakes that the unit prices for the Equipment in Schedule 1 will at all "
    "times be no higher than the lowest prices which the Vendor charges to any other health "
    "board for equipment of the same model bought in similar or smaller numbers.\n"
    "Schedule 1 - Prices\n"
    "Model | Description | Unit price (EUR) | Annual quantity\n"
    "HX-20 | Infusion pump | 1,420.00 | 300\n"
    "HX-35 | Syringe driver | 980.00 | 120\n"
)
OTHER_PRICES = (
    "Item\tDescription\tUnit price (EUR)\tVolume per year\n"
    "HX-20\tInfusion pump\t1,390\t250\n"
    "HX-35\tSyringe driver\t990\t100\n"
)


def test_a_most_favoured_price_promise_against_a_lower_price_elsewhere() -> None:
    pages = room(
        **{
            "Customers/Tayside Health - Framework Supply Agreement.docx": GRANT,
            "Customers/Lothian Health - Price list 2026.xlsx": OTHER_PRICES,
        }
    )
    got = [f for f in G.mfn_conflicts(pages) if "HX-20" in f["title"]]
    assert len(got) == 1, [f["title"] for f in G.mfn_conflicts(pages)]
    f = got[0]
    assert f["severity"] == "high" and "Tayside Health" in f["title"] and "Lothian" in f["title"]
    assert {c["doc"] for c in f["citations"]} == {"d0", "d1"}
    assert "9,000 a year" in f["exposure"]  # (1,420 - 1,390) x 300
    verbatim(got, pages)
    # the other item costs the other buyer more: nothing to report on it
    assert not [f for f in G.mfn_conflicts(pages) if "HX-35" in f["title"]]
    # a much bigger buyer's price is not like for like
    bigger = OTHER_PRICES.replace("1,390\t250", "1,390\t2500")
    assert not G.mfn_conflicts(
        room(
            **{
                "Customers/Tayside Health - Framework Supply Agreement.docx": GRANT,
                "Customers/Lothian Health - Price list 2026.xlsx": bigger,
            }
        )
    )


def test_ip_kept_by_a_contractor_against_the_ownership_warranty() -> None:
    pages = room(
        **{
            "IP/Development Agreement - Kettering Code Ltd.docx": (
                "8.1 All Intellectual Property Rights in the Software shall remain with and vest "
                "in the Developer. 8.2 The Developer grants the Company a non-exclusive licence."
            ),
            "Transaction/SPA Schedule 3 - Warranties.docx": (
                "WARRANTIES\n10.4 The Company is the sole legal and beneficial owner of all "
                "Intellectual Property Rights used in its business, and no consultant or "
                "contractor owns any right in them."
            ),
            "IP/IP register.xlsx": (
                "Asset\tOwner\tOrigin\nRoute optimiser\tThe Company\tBuilt by Kettering Code Ltd in 2023"
            ),
        }
    )
    got = X.ip_ownership_conflicts(pages)
    assert len(got) == 1 and got[0]["severity"] == "high", got
    assert "Kettering Code Ltd" in got[0]["title"]
    assert {c["doc"] for c in got[0]["citations"]} == {"d0", "d1", "d2"}
    verbatim(got, pages)
    # assigned to the company: no conflict
    pages[0] = X.Page(
        "d0",
        pages[0].path,
        1,
        "8.1 The Developer hereby assigns to the Company all Intellectual Property Rights in the Software.",
    )
    assert X.ip_ownership_conflicts(pages) == []


DISCLOSURE = (
    "DISCLOSURE LETTER\n"
    "6.1 Other than the county court claim issued by Mrs Joan Petrie (claim no. K00BS123), which "
    "is being defended, no member of the Group is a party to, or has been notified in writing "
    "of, any litigation, arbitration, prosecution or other legal proceedings.\n"
)
MINUTES = (
    "MINUTES OF A MEETING OF THE BOARD\n"
    "4. Carrow Engineering\n"
    "The Finance Director reported that solicitors acting for Carrow Engineering Ltd had written "
    "on 3 May alleging late delivery of the March order. Their letter threatened proceedings for "
    "damages of around £620,000 unless the matter is resolved by 30 June.\n"
)


def test_a_claim_in_the_minutes_that_the_disclosure_letter_leaves_out() -> None:
    pages = room(
        **{
            "Transaction/Disclosure Letter (draft).docx": DISCLOSURE,
            "Corporate/Board minutes 12 May 2026.docx": MINUTES,
            "Correspondence/FW Carrow Engineering - letter from Stellar Law.eml": (
                "Please see the attached letter. Carrow Engineering Ltd has threatened proceedings "
                "against the Company."
            ),
        }
    )
    got = [f for f in Y.disclosure_conflicts(pages) if f["category"] == "disclosure_gap"]
    assert len(got) == 1, [f["title"] for f in got]  # one claim, read in two documents
    assert got[0]["title"] == "Claim by Carrow Engineering Ltd not in the disclosure letter"
    assert {c["doc"] for c in got[0]["citations"]} == {"d0", "d1", "d2"}
    assert "620,000" in got[0]["exposure"]
    verbatim(got, pages)
    # disclosed by name: nothing to report
    named = DISCLOSURE.replace("Mrs Joan Petrie", "Carrow Engineering Ltd")
    pages[0] = X.Page("d0", pages[0].path, 1, named)
    assert not [f for f in Y.disclosure_conflicts(pages) if f["category"] == "disclosure_gap"]


def test_one_incident_in_three_records_is_one_finding_per_duty() -> None:
    incident = (
        "On 4 March 2026 the security team discovered that ransomware had encrypted the "
        "file server. Nobody has told Ashgrove Insurance yet."
    )
    pages = room(
        **{
            "IT/Incident report IR-7.docx": incident,
            "IT/Incident log 2026.xlsx": "IR-7\tRansomware on the file server was discovered on 4 March 2026\tOpen",
            "Corporate/Board minutes March 2026.docx": (
                "The CTO reported that ransomware was discovered on 4 March 2026 on the file server."
            ),
            "Insurance/Cyber policy schedule.pdf": (
                "Ashgrove Insurance Limited. Condition 4: the Insured shall give written notice of "
                "any cyber incident to the Insurer within fourteen (14) days of discovery."
            ),
        }
    )
    got = [f for f in Y.incident_conflicts(pages, today=date(2026, 6, 1))]
    notices = [f for f in got if f["category"] == "incident_notice"]
    assert len(notices) == 1, [f["title"] for f in notices]
    assert {"d0", "d1", "d2", "d3"} <= {c["doc"] for c in notices[0]["citations"]}
    verbatim(got, pages)


def test_references_to_legislation_are_not_missing_documents() -> None:
    for text, label in (
        (
            "The model articles set out in Schedule 1 to the Companies (Model Articles) Regulations 2008 apply.",
            "Schedule 1",
        ),
        ("Dual-use items are those listed in Annex I to Regulation (EU) 2021/821.", "Annex I"),
        ("The product is not listed in the UK control lists or the EU Annex I.", "Annex I"),
    ):
        at = text.index(label)
        assert cites_legislation(text, at, at + len(label)), text
    for text, label in (
        ("The Services are described in Schedule 1 to this Agreement.", "Schedule 1"),
        ("The prices are in Annex 2.", "Annex 2"),
    ):
        at = text.index(label)
        assert not cites_legislation(text, at, at + len(label)), text


# -- resolutions ----------------------------------------------------------------------------------


def test_a_request_for_a_waiver_is_not_a_waiver() -> None:
    text = (
        "An Event of Default has occurred under clause 22.4 because the Compliance Certificate "
        "for the first quarter of 2026 was delivered late. We request that the Bank waive that "
        "Event of Default."
    )
    got = [
        f
        for f in found(text, "Finance/Compliance Certificate Q1 2026.docx")
        if f["category"] == "debt_default"
    ]
    assert got and got[0]["severity"] == "high" and "waived" not in got[0]["title"], got
    assert R.frame_in("We would ask the Landlord to waive the breach.", "debt_default") is None
    assert R.frame_in("The Landlord hereby waives the breach.", "debt_default") is not None


def test_a_later_sentence_about_another_company_does_not_resolve_the_matter() -> None:
    text = (
        "5.2 The supply agreement with Pellworth Plastics Ltd, under which the Company buys all "
        "its resin exclusively from Pellworth Plastics Ltd, is disclosed. The distribution "
        "agreement with Morrow Retail Inc. was terminated on 1 May 2025."
    )
    got = [
        f
        for f in found(text, "Transaction/Disclosure Letter.docx")
        if f["category"] == "exclusivity"
    ]
    assert got and got[0]["severity"] != "info" and "terminated" not in got[0]["title"], got


def test_a_numbered_paragraph_is_its_own_resolution() -> None:
    letter = (
        "DISCLOSURE LETTER\n"
        "4.1 The services agreement with Brightwell Data Ltd was terminated on 2 February 2026.\n"
        "4.2 The Software Licence with Quillon Systems GmbH contains a right for Quillon to "
        "terminate on a change of control of the Company."
    )
    records = OF.on_file("d9", "Disclosure Letter.docx", 1, letter)
    assert [r.frame for r in records] == ["terminated"]
    assert "change of control" not in records[0].quote and "Quillon" not in records[0].quote


def test_the_party_a_file_name_carries_is_never_a_document_title() -> None:
    def party(name: str) -> str:
        return X.Page("d", f"02 Contracts/{name}", 1, "").party

    assert party("Supply Agreement - Harlow Foods.docx") == "Harlow Foods"
    assert party("Harlow Foods - Supply Agreement.docx") == "Harlow Foods"
    assert party("RE Carrow Engineering - claim letter.eml") == "Carrow Engineering"
    assert party("Harlow Foods - Price list 2026.xlsx") == "Harlow Foods"
    # no party in the name: say none rather than use the title or a date as one
    assert party("Master Services Agreement - 2024 (signed).docx") == ""
    assert party("Harlow Foods Contract - Variation No 1.pdf") == ""
    assert party("Master Services Agreement.docx") == ""
    # a folder per counterparty names it; a folder per subject does not
    page = X.Page("d", "02 Commercial/Customers/Tamsin Dairies/Supply Agreement 2024.docx", 1, "")
    assert page.party == "Tamsin Dairies"
    assert X.Page("d", "02 Commercial/Key Customers/Supply Agreement 2024.docx", 1, "").party == ""


def test_an_attachment_of_an_ended_agreement_is_not_requested() -> None:
    from diligence_tui.offline.references import agreement_ended

    ended = OF.on_file(
        "d5",
        "Commercial/Termination Agreement - Lindmark Handel GmbH.docx",
        1,
        "TERMINATION AGREEMENT between Lindmark Handel GmbH and the Company.\n"
        "The Agency Agreement dated 2 March 2021 was terminated with effect from 31 January 2026.",
    )
    records = [r.to_json() for r in ended]
    assert agreement_ended("Commercial/Lindmark Handel GmbH - Agency Agreement.docx", records)
    assert not agreement_ended("Commercial/Lindmark Handel GmbH - Supply Agreement.docx", records)
    assert not agreement_ended("Commercial/Orrin Freight - Agency Agreement.docx", records)

    # a termination agreement ends the agreement it names, though its words are a waiver
    deal = OF.on_file(
        "d6",
        "Commercial/Harrow Tiles - Termination Agreement.pdf",
        1,
        "TERMINATION AGREEMENT between Harrow Tiles Ltd and the Company\nWith effect from 30 April 2026 all rights and obligations under the "
        "Supply Agreement end, and each party hereby waives all further claims under it.",
    )
    assert agreement_ended(
        "Commercial/Harrow Tiles - Supply Agreement.docx", [r.to_json() for r in deal]
    )


def test_a_waiver_of_something_else_does_not_resolve_the_matter() -> None:
    text = (
        "9. Liability\n9.1 EXCEPT FOR CUSTOMER'S PAYMENT OBLIGATIONS AND PROVIDER'S INDEMNITY UNDER "
        "SECTION 8, WHICH SHALL NOT BE SUBJECT TO ANY LIMITATION, IN NO EVENT SHALL EITHER PARTY'S "
        "AGGREGATE LIABILITY EXCEED THE FEES PAID IN THE PRIOR TWELVE MONTHS.\n"
        "9.2 Provider hereby waives any warehouseman's lien over the Customer's goods. EACH PARTY "
        "HEREBY IRREVOCABLY WAIVES ANY RIGHT IT MAY HAVE TO A TRIAL BY JURY."
    )
    got = [
        f
        for f in found(text, "Customers/Ridgeway Foods - Logistics Agreement.docx")
        if f["category"] == "uncapped_liability"
    ]
    assert got and got[0]["severity"] != "info" and "waived" not in got[0]["title"], got
    assert R.frame_in("The Bank hereby waives the Event of Default.", "debt_default") is not None


NOT_RISKS = [
    # a promise not to charge or to claim a lien is no lien
    (
        "liens",
        "The Contractor shall not assign, transfer, mortgage, charge or declare a trust over any of its rights under this Contract.",
    ),
    ("liens", "The Carrier shall not claim or exercise any lien over the Shipper's goods."),
    # a warranty that no contract has the right
    (
        "change_of_control",
        "No Material Contract contains a change of control provision or a right to terminate on a sale of the Company.",
    ),
    # a transfer that is no assignment needs no consent
    (
        "anti_assignment",
        "A transfer of shares in the Tenant or in any holding company of the Tenant shall not constitute an assignment of this Lease.",
    ),
]


def test_clauses_that_say_a_risk_is_absent_are_not_that_risk() -> None:
    for kind, text in NOT_RISKS:
        got = {
            f["category"]
            for f in found(text, "Contracts/Agreement.docx")
            if f["severity"] != "info"
        }
        assert kind not in got, (kind, text)
    # the real thing still is
    lien = (
        "The Borrower hereby grants to the Bank a fixed and floating charge over all of its assets."
    )
    assert "liens" in {f["category"] for f in found(lien, "Finance/Debenture.docx")}


def test_a_consent_in_the_customers_folder_resolves_its_contracts_clause() -> None:
    from diligence_tui.harness.slices import Slice, SlicePage
    from diligence_tui.offline.reviewer import review_slices

    consent = OF.on_file(
        "d7",
        "Customers/Tamsin Dairies/RE sale - consent.eml",
        1,
        "Tamsin Dairies Limited consents in writing, for the purposes of clause 12.2 of the Supply "
        "Agreement dated 3 March 2024, to the Change of Control of the Supplier, and Tamsin will "
        "not exercise its right to terminate the Agreement under clause 12.2 by reason of it.",
    )
    clause = (
        "12.2 Tamsin may terminate this Agreement on 30 days' notice given within three months "
        "after a Change of Control of the Supplier."
    )
    piece = Slice(
        "d8",
        "Customers/Tamsin Dairies/Supply Agreement 2024.docx",
        "docx",
        pages=[SlicePage(1, "p. 1", clause, 0)],
    )
    got = review_slices([piece], resolved_on_file=tuple(consent))["findings"]
    coc = [f for f in got if f["category"] == "change_of_control"]
    assert coc and all(f["severity"] == "info" for f in coc), coc
    # another customer's contract in another folder is not resolved by it
    other = Slice(
        "d9",
        "Customers/Orrin Foods/Supply Agreement 2024.docx",
        "docx",
        pages=[SlicePage(1, "p. 1", clause.replace("Tamsin", "Orrin"), 0)],
    )
    got = review_slices([other], resolved_on_file=tuple(consent))["findings"]
    assert [f for f in got if f["category"] == "change_of_control" and f["severity"] != "info"]


def test_a_deed_of_termination_ends_the_covenants_it_names() -> None:
    from diligence_tui.harness.slices import Slice, SlicePage
    from diligence_tui.offline.reviewer import review_slices

    deed = OF.on_file(
        "d10",
        "Former JV/Calloway Marine - Deed of Termination 2025.pdf",
        1,
        "DEED OF TERMINATION between Calloway Marine Ltd and the Company relating to the JV "
        "Agreement dated 4 May 2018.\nWith effect from the Termination Date the obligations of "
        "each party under clause 14 (Restrictive covenants) of the JV Agreement cease.",
    )
    assert [r.frame for r in deed] == ["terminated"]
    covenant = (
        "14.1 For so long as it is a shareholder and for two years afterwards, each party shall "
        "not compete with the Joint Venture Company in the supply of marine coatings."
    )
    piece = Slice(
        "d11",
        "Former JV/Calloway Marine - JV Agreement 2018.pdf",
        "pdf",
        pages=[SlicePage(1, "p. 1", covenant, 0)],
    )
    got = review_slices([piece], resolved_on_file=tuple(deed))["findings"]
    nc = [f for f in got if f["category"] == "non_compete"]
    assert nc and all(f["severity"] == "info" for f in nc), nc
