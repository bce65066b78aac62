"""Documents read by their role, and the statements inside them (issue 12; the failure modes
first seen on tests/rooms/carrowkeel, written here on fresh UK, Irish, Australian and US
wording, each with the benign version that must not fire). Every room is real files on disk
(Word, Excel, PDF), read by the indexer's extractor as the reviewer reads them; the per-document
findings the joins start from come from the reviewer's own scan of those pages.

* a side letter that calls itself "supplemental to" an agreement or overrides it "whatever
  clause 18 ... says" / "regardless of what Section 18.3 provides";
* a subcontract or a sublicence is a contract the list of material contracts must hold;
* a disclosure letter's "Warranty 18.3: Nothing to disclose." takes its topic from clause 18.3
  of the sale agreement; a Q&A answer "We confirm there are no ..." is a statement of none;
* a consents tracker's "Required?" column is the consent status; a lease's change-of-control
  deeming with a statutory aside in brackets, or the deeming before the change, needs consent;
* an insider who holds "one half of the issued shares" of the landlord;
* a complaint lodged with an employment tribunal or commission is a claim.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from diligence_tui import docwriters as W
from diligence_tui.harness.slices import SlicePage
from diligence_tui.offline import consents as CS
from diligence_tui.offline import crossdoc_insiders as CI
from diligence_tui.offline import crossdoc_none as CN
from diligence_tui.offline import crossdoc_side as SL
from diligence_tui.offline import doc_roles as DR
from diligence_tui.offline import reviewer as R
from diligence_tui.offline.crossdoc import Page
from diligence_tui.room.extract import extract

TODAY = date(2026, 3, 2)


def write(root: Path, files: dict[str, object]) -> None:
    """Each file as its extension says: a .docx of paragraphs and tables, an .xlsx of one
    sheet (or of sheets by name), a .pdf of pages, anything else as text."""
    for rel, body in files.items():
        path = root / rel
        if rel.endswith(".docx"):
            blocks = [("table", b) if isinstance(b, list) else ("p", b) for b in body]  # type: ignore[attr-defined]
            W.write_docx(path, blocks)
        elif rel.endswith(".xlsx"):
            sheets = body if isinstance(body, dict) else {"Sheet1": body}
            W.write_xlsx(path, sheets)  # type: ignore[arg-type]
        elif rel.endswith(".pdf"):
            W.write_pdf(path, [str(body)])
        else:
            W.write_text(path, str(body))


def read(root: Path) -> list[Page]:
    """The room's pages as the extractor gives them to the reviewer."""
    out = []
    for i, path in enumerate(sorted(p for p in root.rglob("*") if p.is_file())):
        rel = path.relative_to(root).as_posix()
        got = extract(rel, path.read_bytes())
        assert got.status == "ok", (rel, got.status)
        out += [Page(f"d{i}", rel, n, text) for n, (_, text) in enumerate(got.pages, 1)]
    return out


def reviewed(pages: list[Page]) -> list[dict]:
    """The reviewer's live per-document findings on the pages, as the REPL's findings hold
    them (one per document and kind, its first passage cited)."""
    out: dict[tuple[str, str], dict] = {}
    for p in pages:
        context = R.ReviewContext(path=p.path, today=TODAY, doc=p.doc)
        for hit in R.scan_page(SlicePage(p.page, "", p.text, 0), context):
            if hit.resolved or (p.doc, hit.kind.key) in out:
                continue
            out[(p.doc, hit.kind.key)] = {
                "title": f"{hit.kind.title}: {p.name}",
                "category": hit.kind.key,
                "severity": hit.severity,
                "status": "proposed",
                "citations": [
                    {"doc_id": p.doc, "path": p.path, "page": p.page, "quote": hit.quote}
                ],
            }
    return list(out.values())


def verbatim(found: list[dict], pages: list[Page]) -> None:
    text = {p.doc: p.text for p in pages}
    for f in found:
        for c in f["citations"]:
            assert " ".join(c["quote"].split()) in " ".join(text[c["doc"]].split()), c["quote"]


def paths_cited(f: dict, pages: list[Page]) -> set[str]:
    by_doc = {p.doc: p.path for p in pages}
    return {by_doc[c["doc"]] for c in f["citations"]}


# -- document roles -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("path", "title", "role"),
    [
        ("02 Deal/Disclosure Letter (draft 2).docx", "Disclosure Letter", DR.is_disclosure),
        ("Deal/Company Disclosure Schedule.docx", "COMPANY DISCLOSURE SCHEDULE", DR.is_disclosure),
        ("Deal/Schedule of Exceptions.pdf", "Schedule of Exceptions", DR.is_disclosure),
        (
            "Deal/Letter to buyer.docx",
            "Dear Sirs, this is the Disclosure Letter referred to in the SPA",
            DR.is_disclosure,
        ),
        ("Deal/Third Party Consents Tracker.xlsx", "#\tContract", DR.is_consents_tracker),
        ("Deal/Change of Control Schedule.xlsx", "Contract\tParty", DR.is_consents_tracker),
        ("Deal/Q&A Log.xlsx", "Ref\tQuestion", DR.is_questions_log),
        ("Deal/RFI Tracker v4.xlsx", "No.\tRequest", DR.is_questions_log),
        ("Deal/Due Diligence Questionnaire - responses.docx", "Responses", DR.is_questions_log),
        ("Finance/Management Accounts FY2025.xlsx", "EUR\tFY2025", DR.is_accounts),
        ("Debt/Compliance Certificate 30-06-2025.pdf", "COMPLIANCE CERTIFICATE", DR.is_accounts),
        ("Corporate/CRO Company Printout.html", "Company printout", DR.keeps_records),
        ("Corporate/ASIC extract - Quokka Pty Ltd.pdf", "Current extract", DR.keeps_records),
        ("Corporate/PPSR search - Quokka Pty Ltd.pdf", "PPSR search results", DR.keeps_records),
        ("Corporate/UCC search report.html", "UCC Search Report", DR.keeps_records),
    ],
)
def test_a_documents_role_from_its_name_or_title(path, title, role) -> None:
    assert role(Page("d", path, 1, title + "\nbody\n"))


def test_a_sale_agreement_that_names_the_disclosure_letter_is_not_one() -> None:
    spa = Page(
        "d",
        "Deal/Share Purchase Agreement.docx",
        1,
        "SHARE PURCHASE AGREEMENT\n8.1 Part 3 of the Disclosure Letter ...",
    )
    assert DR.is_sale_agreement(spa) and not DR.is_disclosure(spa) and DR.is_deal_paper(spa)


@pytest.mark.parametrize(
    "name",
    [
        "Blade Repair Subcontract - Aerofoil Composites",
        "Sublicense - Cobalt Imaging",
        "Underlease - Unit 7",
        "MSA - Tern Logistics",
    ],
)
def test_a_subcontract_or_sublicence_is_a_contract(name) -> None:
    assert DR.is_contract_name(name)
    assert not DR.is_contract_name("Letter re licence fees - Cobalt Imaging")


def test_a_tables_columns_by_role() -> None:
    tracker = DR.columns(
        [
            "#",
            "Contract",
            "Counterparty",
            "Provision reviewed",
            "Consent required?",
            "Status",
            "Owner",
        ]
    )
    assert (tracker.document, tracker.party, tracker.topic) == (1, 2, 3)
    assert tracker.status == (4, 5)
    log = DR.columns(["Ref", "Date raised", "Topic", "Question", "Response", "Responded by"])
    assert (log.question, log.answer, log.topic) == (3, 4, 2)


@pytest.mark.parametrize(
    "cell",
    [
        "No.",
        "Nil",
        "Not required",
        "Nothing to disclose.",
        "We confirm there are no employee claims, whether issued or threatened.",
        "We confirm that there are no side arrangements.",
        "The Vendor confirms that there are no related party arrangements.",
        "We are not aware of any such claims.",
        "The Company is not aware of any claim by a former employee.",
        "Not to our knowledge.",
        "To the Sellers' knowledge, there are none.",
        "So far as the Vendor is aware, no.",
    ],
)
def test_statements_of_none(cell) -> None:
    assert DR.says_none(cell)


@pytest.mark.parametrize(
    "cell", ["Not later than 30 June", "Notified to insurers 9 June", "Yes - consent requested"]
)
def test_statements_that_are_not_of_none(cell) -> None:
    assert not DR.says_none(cell)


# -- a side letter that says it is supplemental ---------------------------------------------------

O_AND_M = [
    "OPERATION AND MAINTENANCE AGREEMENT",
    "Dated 3 March 2023 between GLENBEIGH SOLAR DAC (the Owner) and the Contractor.",
    "18. Term and termination",
    "18.2 This agreement continues until 2 March 2030. 18.3 Neither party may terminate this agreement for convenience.",
    "24. Variation. No variation of this agreement is effective unless it is in writing and signed by both parties.",
]
UK_LETTER = (
    "GLENBEIGH SOLAR DAC\n12 March 2023\nDear Orla,\nO&M Agreement dated 3 March 2023\n"
    "Further to our meeting, we record what we agreed. Whatever clause 18 of the O&M Agreement "
    "says, the Owner may end the O&M Agreement at any time after 1 April 2025 on two months' "
    "written notice, and no termination payment will be owed.\n"
    "This letter is supplemental to the O&M Agreement. Please keep it confidential.\n"
    "Yours sincerely, Ciara Doyle, for Glenbeigh Solar DAC"
)
BENIGN_LETTER = (
    "GLENBEIGH SOLAR DAC\n12 March 2023\nDear Orla,\nO&M Agreement dated 3 March 2023\n"
    "This letter is supplemental to the O&M Agreement. Our site contact from 1 April is Tom "
    "Barry, and the monthly report should go to him from then on.\n"
    "Yours sincerely, Ciara Doyle, for Glenbeigh Solar DAC"
)
US_AGREEMENT = [
    "ENGINEERING, PROCUREMENT AND CONSTRUCTION AGREEMENT (the EPC Agreement)",
    "This EPC Agreement is entered into as of May 1, 2024 by Red Mesa Solar LLC (Owner) and the Contractor.",
    "14.1 Owner may terminate this EPC Agreement only for Contractor's uncured material default.",
    "22.4 This EPC Agreement may be amended only by a written instrument signed by both parties.",
]
US_LETTER = (
    "RED MESA SOLAR LLC\nJune 3, 2024\nRe: EPC Agreement\n"
    "This letter agreement supplements the EPC Agreement between us. Regardless of what "
    "Section 14.1 of the EPC Agreement provides, Owner may terminate the EPC Agreement for "
    "convenience on sixty (60) days' written notice without any termination payment.\n"
    "Agreed and accepted: Dana Ortiz, President"
)


def test_a_letter_supplemental_to_an_agreement_that_lets_the_customer_end_it(
    tmp_path: Path,
) -> None:
    write(
        tmp_path / "uk",
        {
            "Customers/Glenbeigh/O&M Agreement - Glenbeigh Solar DAC.docx": O_AND_M,
            "Customers/Glenbeigh/Glenbeigh letter re start.pdf": UK_LETTER,
        },
    )
    write(
        tmp_path / "us",
        {
            "Customers/Red Mesa/EPC Agreement - Red Mesa Solar.docx": US_AGREEMENT,
            "Customers/Red Mesa/Red Mesa letter June 2024.pdf": US_LETTER,
        },
    )
    for room, agreement, clause in (
        ("uk", "O&M Agreement - Glenbeigh Solar DAC.docx", "18.3"),
        ("us", "EPC Agreement - Red Mesa Solar.docx", "14.1"),
    ):
        pages = read(tmp_path / room)
        found = SL.side_letter_conflicts(pages)
        assert len(found) == 1, (room, found)
        f = found[0]
        assert f["category"] == "side_letter" and f["severity"] == "high"
        assert any(p.endswith(agreement) for p in paths_cited(f, pages)), f["citations"]
        assert any(c["quote"].startswith(clause) or clause in c["quote"] for c in f["citations"])
        verbatim(found, pages)


def test_a_supplemental_letter_that_changes_nothing_is_no_side_letter(tmp_path: Path) -> None:
    write(
        tmp_path,
        {
            "Customers/Glenbeigh/O&M Agreement - Glenbeigh Solar DAC.docx": O_AND_M,
            "Customers/Glenbeigh/Glenbeigh letter re start.pdf": BENIGN_LETTER,
        },
    )
    assert SL.side_letter_conflicts(read(tmp_path)) == []


# -- the list of material contracts leaves out a subcontract --------------------------------------

DISCLOSURE = [
    "DISCLOSURE LETTER",
    "Part 4 - Material Contracts",
    [
        ["No.", "Contract", "Counterparty", "Annual value"],
        ["4.1", "Supply Agreement", "Harlow Fasteners Limited", "GBP 1.4m"],
        ["4.2", "Distribution Agreement", "Pennine Tools Limited", "GBP 0.9m"],
    ],
]
SUBCONTRACT = [
    "COATINGS SUBCONTRACT",
    "Between Stourbridge Coatings Limited (the Subcontractor) and the Company.",
    "5.1 The Company shall order coating services of not less than GBP 800,000 in each Contract Year and shall pay for any shortfall.",
]
US_SCHEDULE = [
    "DISCLOSURE SCHEDULES",
    "Section 3.9 - Material Contracts",
    [
        ["Item", "Agreement", "Counterparty"],
        ["1", "Supply Agreement", "Calder Alloys Inc."],
        ["2", "Reseller Agreement", "Brightline Systems LLC"],
    ],
]
SUBLICENSE = [
    "SUBLICENSE",
    "Cobalt Imaging, Inc. (Sublicensor) grants the Company a sublicense of the Patents.",
    "4.2 The Company shall pay a minimum annual royalty of $650,000 in each year of the Term, whether or not any Licensed Product is sold.",
]


def test_a_list_of_material_contracts_that_leaves_out_a_subcontract(tmp_path: Path) -> None:
    cases = (
        (
            "uk",
            DISCLOSURE,
            "Suppliers/Coatings Subcontract - Stourbridge Coatings.docx",
            SUBCONTRACT,
        ),
        ("us", US_SCHEDULE, "IP/Sublicense - Cobalt Imaging.docx", SUBLICENSE),
    )
    for room, schedule, path, contract in cases:
        write(tmp_path / room, {"Deal/Disclosure Letter.docx": schedule, path: contract})
        pages = read(tmp_path / room)
        found = CN.none_conflicts(pages, reviewed(pages))
        listed = [f for f in found if f["title"].startswith("Material contracts not listed")]
        assert listed and path in paths_cited(listed[0], pages), (room, found)
        verbatim(listed, pages)


def test_a_subcontract_the_list_names_is_disclosed(tmp_path: Path) -> None:
    listed = [
        *DISCLOSURE[:2],
        [
            *DISCLOSURE[2],
            ["4.3", "Coatings Subcontract", "Stourbridge Coatings Limited", "GBP 0.8m"],
        ],
    ]
    write(
        tmp_path,
        {
            "Deal/Disclosure Letter.docx": listed,
            "Suppliers/Coatings Subcontract - Stourbridge Coatings.docx": SUBCONTRACT,
        },
    )
    pages = read(tmp_path)
    found = CN.none_conflicts(pages, reviewed(pages))
    assert not [f for f in found if f["title"].startswith("Material contracts not listed")], found


# -- a warranty named by its number; an answer "We confirm there are no ..." ----------------------

SPA = [
    "SHARE PURCHASE AGREEMENT relating to Ardmore Lifts Limited",
    "Schedule 3 - Warranties",
    "12.4 There is no dispute, claim or proceeding, pending or threatened, between the Company and any present or former employee.",
    "15.2 The Company is not a party to any arrangement with a Seller or any person connected with a Seller.",
]
UK_DISCLOSURE = [
    "DISCLOSURE LETTER",
    "Dear Sirs, this is the Disclosure Letter referred to in the Agreement.",
    "Warranty 12.4: Nothing to disclose.",
    "Warranty 15.2: Nothing to disclose.",
]
SOLICITORS = (
    "BYRNE WALLACE HEALY SOLICITORS\n4 December 2025\nDear Sirs,\nOur client: Ms Aine Quirke\n"
    "We act for Ms Quirke, whose employment as a lift engineer you ended on 3 October 2025.\n"
    "On 28 November 2025 we lodged complaints on her behalf with the Workplace Relations "
    "Commission under the Employment Equality Acts, reference ADJ-00071120.\n"
    "Yours faithfully, Byrne Wallace Healy"
)
US_SPA = [
    "STOCK PURCHASE AGREEMENT",
    "ARTICLE III - REPRESENTATIONS AND WARRANTIES",
    "3.17 There is no Proceeding or claim pending or, to the Company's Knowledge, threatened against the Company by any current or former employee.",
]
US_SCHEDULE_NONE = ["DISCLOSURE SCHEDULES", "Section 3.17: None."]
EEOC = (
    "HARTWELL & PRICE LLP\nJanuary 12, 2026\nRe: Marisol Vega\n"
    "Please be advised that on January 9, 2026 our client filed a charge of discrimination "
    "and retaliation with the Equal Employment Opportunity Commission against your company.\n"
    "Very truly yours, Hartwell & Price LLP"
)
AU_LOG = [
    ["Ref", "Topic", "Question", "Response"],
    [
        "DD-14",
        "People",
        "Are there any current or threatened employee claims or disputes?",
        "The Vendor confirms that there are no current or threatened employee claims.",
    ],
]
FAIR_WORK = (
    "MADDOCKS LAWYERS\n9 February 2026\nDear Sir,\nRe: Liam Kettering\n"
    "We act for Mr Kettering. On 6 February 2026 we lodged an application for an unfair "
    "dismissal remedy with the Fair Work Commission on his behalf.\nYours faithfully, Maddocks"
)


def _disclosure_gap(pages: list[Page], path: str) -> list[dict]:
    found = CN.none_conflicts(pages, reviewed(pages))
    verbatim(found, pages)
    return [f for f in found if path in paths_cited(f, pages) and f["category"] == "disclosure_gap"]


def test_a_warranty_named_by_number_only_against_a_tribunal_claim(tmp_path: Path) -> None:
    write(
        tmp_path / "ie",
        {
            "Deal/Share Purchase Agreement (draft 2).docx": SPA,
            "Deal/Disclosure Letter (draft 1).docx": UK_DISCLOSURE,
            "HR/Letter from Byrne Wallace Healy.pdf": SOLICITORS,
        },
    )
    write(
        tmp_path / "us",
        {
            "Deal/Stock Purchase Agreement.docx": US_SPA,
            "Deal/Disclosure Schedules.docx": US_SCHEDULE_NONE,
            "HR/Letter re Vega.pdf": EEOC,
        },
    )
    ie = read(tmp_path / "ie")
    gaps = _disclosure_gap(ie, "HR/Letter from Byrne Wallace Healy.pdf")
    assert gaps and any(
        "Warranty 12.4: Nothing to disclose." in c["quote"] for c in gaps[0]["citations"]
    )
    us = read(tmp_path / "us")
    assert _disclosure_gap(us, "HR/Letter re Vega.pdf"), reviewed(us)


def test_an_answer_we_confirm_there_are_none_against_a_fair_work_application(
    tmp_path: Path,
) -> None:
    write(
        tmp_path,
        {
            "Transaction/DD Questions and Answers.xlsx": AU_LOG,
            "People/Letter from Maddocks.pdf": FAIR_WORK,
        },
    )
    pages = read(tmp_path)
    assert _disclosure_gap(pages, "People/Letter from Maddocks.pdf"), reviewed(pages)


def test_a_claim_disclosed_against_the_warranty_is_no_gap(tmp_path: Path) -> None:
    disclosed = [
        *UK_DISCLOSURE[:2],
        "Warranty 12.4: the WRC complaints of Ms Aine Quirke (ADJ-00071120) are disclosed.",
    ]
    write(
        tmp_path,
        {
            "Deal/Share Purchase Agreement (draft 2).docx": SPA,
            "Deal/Disclosure Letter (draft 1).docx": disclosed,
            "HR/Letter from Byrne Wallace Healy.pdf": SOLICITORS,
        },
    )
    assert _disclosure_gap(read(tmp_path), "HR/Letter from Byrne Wallace Healy.pdf") == []


@pytest.mark.parametrize(
    ("text", "claim"),
    [
        (SOLICITORS, True),
        (EEOC, True),
        (FAIR_WORK, True),
        (
            "Customer complaints lodged with our help desk in 2025 numbered 41, all closed within SLA.",
            False,
        ),
    ],
)
def test_a_complaint_lodged_with_a_tribunal_is_a_claim(text: str, claim: bool) -> None:
    hits = R.scan_page(SlicePage(1, "", text, 0), R.ReviewContext(path="letter.pdf", today=TODAY))
    assert any(h.kind.key == "litigation" for h in hits) is claim, [
        (h.kind.key, h.quote) for h in hits
    ]


# -- an insider who holds half the landlord; the denial by a connected-person question ------------

MINUTES = [
    "Minutes of a meeting of the board of directors of Ardmore Lifts Limited held on 4 April 2024",
    "1. Declarations of interest. Sean Ardmore declared that he is a director of and holds one half of the issued shares in Killiney Estates Limited, the landlord of the proposed Sandyford depot.",
]
UK_QA = [
    ["Ref", "Topic", "Question", "Response", "Date"],
    [
        "Q-19",
        "Corporate",
        "Is any Seller or director, or any person connected with them, interested in any contract with the Company?",
        "No.",
        "02/02/2026",
    ],
]
US_MINUTES = [
    "Minutes of the Board of Directors of Tern Logistics, Inc. - March 3, 2025",
    "Ms. Rivera, the Chief Executive Officer, disclosed that she owns fifty percent of the outstanding membership interests of Harbor Point Realty LLC, the landlord of the Tampa warehouse.",
]
US_QA = [
    ["No.", "Request", "Response"],
    [
        "41",
        "Does any officer or director have an interest in any contract with the Company?",
        "None.",
    ],
]


def test_an_insider_holding_half_the_landlord_against_a_connected_person_answer(
    tmp_path: Path,
) -> None:
    for room, minutes, log, entity in (
        ("ie", MINUTES, UK_QA, "Killiney Estates Limited"),
        ("us", US_MINUTES, US_QA, "Harbor Point Realty LLC"),
    ):
        write(tmp_path / room, {"Board/Minutes 2024-04-04.docx": minutes, "Deal/Q&A Log.xlsx": log})
        pages = read(tmp_path / room)
        found = CI.insider_conflicts(pages)
        assert [f for f in found if entity in f["title"]], (room, found)
        assert {"Board/Minutes 2024-04-04.docx", "Deal/Q&A Log.xlsx"} <= paths_cited(
            found[0], pages
        )
        verbatim(found, pages)


def test_an_insiders_dealing_the_answer_discloses_is_no_conflict(tmp_path: Path) -> None:
    log = [
        UK_QA[0],
        [
            *UK_QA[1][:3],
            "Yes - the Sandyford depot lease with Killiney Estates Limited, see 5.3.",
            "02/02/2026",
        ],
    ]
    write(tmp_path, {"Board/Minutes 2024-04-04.docx": MINUTES, "Deal/Q&A Log.xlsx": log})
    assert CI.insider_conflicts(read(tmp_path)) == []


# -- a consents tracker's status column; a lease's deeming with an aside --------------------------

IE_LEASE = (
    "LEASE of Unit 12, Rathmines Trade Centre\n"
    "3.8 Alienation. (d) It shall be treated as an assignment of this Lease if any person acquires "
    "control of the Tenant (control having the meaning given by section 432 of the Taxes "
    "Consolidation Act 1997 as amended from time to time) who did not have control at the date "
    "of this Lease, and the Tenant shall not permit that without the Landlord's prior written consent."
)
AU_LEASE = (
    "LEASE - Shop 4, 88 Hay Street, Subiaco WA\n"
    "14.3 Change in control. It is taken to be an assignment of this lease requiring the Lessor's "
    "prior written consent if a person who does not control the Lessee at the commencement date "
    "acquires control of the Lessee (control having the meaning in section 50AA of the "
    "Corporations Act 2001 (Cth))."
)
US_TRACKER = [
    ["Agreement", "Counterparty", "Provision", "Required?", "Notes"],
    [
        "Lease - Unit 12, Rathmines Trade Centre",
        "Portobello Property Holdings Limited",
        "cl. 3.8 alienation",
        "No",
        "Share sale; the tenant does not change",
    ],
    ["Lease - Shop 4, 88 Hay Street", "Subiaco Retail Pty Ltd", "cl. 14.3", "No", "Share sale"],
]


def test_a_consents_trackers_status_column_against_a_lease_that_needs_consent(
    tmp_path: Path,
) -> None:
    write(
        tmp_path,
        {
            "Property/Lease - Unit 12 Rathmines Trade Centre.pdf": IE_LEASE,
            "Property/Lease - Shop 4 88 Hay Street.pdf": AU_LEASE,
            "Deal/Change of Control Schedule.xlsx": US_TRACKER,
        },
    )
    pages = read(tmp_path)
    found = CS.consent_gaps(pages, [])
    verbatim(found, pages)
    for lease in (
        "Property/Lease - Unit 12 Rathmines Trade Centre.pdf",
        "Property/Lease - Shop 4 88 Hay Street.pdf",
    ):
        mine = [f for f in found if lease in paths_cited(f, pages)]
        assert mine and "Deal/Change of Control Schedule.xlsx" in paths_cited(mine[0], pages), (
            lease,
            found,
        )
        assert "the deal papers say none is" in mine[0]["title"]


def test_a_lease_that_only_restricts_assignment_needs_no_consent_to_a_share_sale(
    tmp_path: Path,
) -> None:
    plain = "LEASE of Unit 12, Rathmines Trade Centre\n3.8 Alienation. The Tenant shall not assign or underlet this Lease without the Landlord's prior written consent."
    write(
        tmp_path,
        {
            "Property/Lease - Unit 12 Rathmines Trade Centre.pdf": plain,
            "Deal/Change of Control Schedule.xlsx": US_TRACKER,
        },
    )
    assert CS.consent_gaps(read(tmp_path), []) == []


# -- a restriction bounded by a defined period that has ended --------------------------------------

IE_EXCLUSIVE = (
    "PREFERRED CONTRACTOR AGREEMENT\n"
    "6.1 During the Restricted Period the Contractor shall not provide lift maintenance services "
    "to any person other than Bray Estates in County Wicklow. 6.2 'Restricted Period' "
    "means the period from the date of this agreement to 30 June 2025.\n"
)
US_EXCLUSIVE = (
    "SUPPLY AGREEMENT\n"
    "8.1 Throughout the Exclusivity Period, Supplier shall not sell Products to any other "
    'distributor in the State of Oregon. 8.2 "Exclusivity Period" means the period beginning '
    "on the Effective Date and ending on December 31, 2025.\n"
)


@pytest.mark.parametrize("text", [IE_EXCLUSIVE, US_EXCLUSIVE])
def test_an_exclusivity_for_a_defined_period_that_has_ended(text: str) -> None:
    def kinds(today: date) -> set[str]:
        page = SlicePage(1, "", text, 0)
        context = R.ReviewContext(path="Customers/agreement.pdf", today=today)
        return {h.kind.key for h in R.scan_page(page, context) if not h.resolved}

    assert "exclusivity" not in kinds(TODAY)  # the period ended before the review's day
    assert "exclusivity" in kinds(date(2025, 3, 1))  # still running then


# -- a register's row released by a deed on file -------------------------------------------------


def _html_table(title: str, rows: list[list[str]]) -> str:
    """A registry's web page as it is saved: one table row per source line."""
    head = "".join(f"<th>{c}</th>" for c in rows[0])
    body = "\n".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows[1:])
    return (
        f"<!DOCTYPE html>\n<html><head><title>{title}</title></head><body>\n<h1>{title}</h1>\n"
        f"<table>\n<tr>{head}</tr>\n{body}\n</table>\n</body></html>\n"
    )


CHARGES = _html_table(
    "Companies Registration Office - Company Details",
    [
        ["No.", "Created", "Persons entitled", "Description", "Status"],
        [
            "1",
            "02/03/2016",
            "Ulster Capital Bank plc",
            "Debenture over all assets and undertaking",
            "Registered",
        ],
        [
            "2",
            "14/07/2019",
            "Tolka Leasing DAC",
            "Chattel mortgage over three forklifts",
            "Satisfied 02/02/2022",
        ],
        [
            "3",
            "30/09/2023",
            "Liffey Commercial Bank plc",
            "Debenture over all assets and undertaking",
            "Registered",
        ],
    ],
)
RELEASE = (
    "DEED OF RELEASE\nTHIS DEED is made on 29 September 2023 by ULSTER CAPITAL BANK PLC (the Bank).\n"
    "2. The Bank releases and discharges absolutely all the property and assets of the Company "
    "from the charges created by the debenture dated 2 March 2016.\n"
)
US_UCC = _html_table(
    "UCC Search Report - Delaware Secretary of State",
    [
        ["File No.", "Secured Party", "Collateral", "Status"],
        [
            "2019 4471",
            "Cobalt Bank, N.A.",
            "Security interest in all assets of the debtor",
            "Active",
        ],
        [
            "2024 1120",
            "Summit Lending LLC",
            "Security interest in all assets of the debtor",
            "Active",
        ],
    ],
)
US_PAYOFF = (
    "PAYOFF LETTER AND RELEASE\nMarch 4, 2024\n"
    "Upon receipt of the Payoff Amount, Cobalt Bank, N.A. releases the Company from all "
    "obligations under the security agreement and all liens granted thereunder, and authorizes the "
    "filing of UCC-3 termination statements.\n"
)


def _register_rows(tmp_path: Path, files: dict[str, str], register: str) -> dict[str, str]:
    """The register's liens rows as the reviewer rates them, when the room's releases reach
    it as they reach a sub-agent (through its prompt, with no quotes)."""
    from diligence_tui.offline import on_file as OF
    from diligence_tui.offline.review_task import with_on_file

    write(tmp_path, files)
    pages = read(tmp_path)
    records = [r.to_json() for p in pages for r in OF.on_file(p.doc, p.path, p.page, p.text)]
    told = [
        {k: v for k, v in r.items() if k != "quote"}
        for r in OF.distinctive(records)
        if OF.about_any(r, [register])
    ]
    on_file = OF.from_prompt(with_on_file("Review.", told, 0))
    page = next(p for p in pages if p.path == register)
    context = R.ReviewContext(path=register, today=TODAY, doc=page.doc, on_file=on_file)
    hits = R.scan_page(SlicePage(1, "", page.text, 0), context)
    out = {}
    for h in hits:
        if h.kind.key != "liens":
            continue
        row = next(ln for ln in page.text.split("\n") if h.quote.split("\n")[0] in ln)
        out[
            row.split("|")[1].strip() if "Secured Party" in page.text else row.split("|")[2].strip()
        ] = "resolved" if h.resolved else h.severity
    return out


def test_a_registers_charge_released_by_a_deed_on_file(tmp_path: Path) -> None:
    rows = _register_rows(
        tmp_path,
        {
            "Corporate/CRO printout.html": CHARGES,
            "Finance/Deed of Release - Ulster Capital.pdf": RELEASE,
        },
        "Corporate/CRO printout.html",
    )
    assert rows["Ulster Capital Bank plc"] == "resolved"  # the deed releases it
    assert rows["Tolka Leasing DAC"] == "resolved"  # the register says it is satisfied
    assert rows["Liffey Commercial Bank plc"] not in ("resolved", "info")  # still registered


def test_a_ucc_search_rows_lien_released_by_a_payoff_letter(tmp_path: Path) -> None:
    rows = _register_rows(
        tmp_path,
        {
            "Corporate/UCC search report.html": US_UCC,
            "Finance/Payoff letter - Cobalt Bank.pdf": US_PAYOFF,
        },
        "Corporate/UCC search report.html",
    )
    assert rows["Cobalt Bank, N.A."] == "resolved"
    assert rows["Summit Lending LLC"] not in ("resolved", "info")


# -- services reserved to one customer in a defined area ------------------------------------------

AU_FRAMEWORK = [
    "MASTER SERVICES AGREEMENT",
    "Between Gippsland Water Corporation (Gippsland Water) and the Contractor.",
    "1.1 'Exclusive Zone' means the local government areas listed in Schedule 2.",
    "7.2 The Contractor must not provide pump station maintenance services at any facility located in the Exclusive Zone to any person other than Gippsland Water.",
    "Schedule 2 - Exclusive Zone",
    "The Shire of Wellington and the Shire of East Gippsland.",
]
AU_ORDER = [
    "WORK ORDER WO-118",
    "Customer: Lakes Entrance Marina Pty Ltd.",
    [
        ["Item", "Description", "Price"],
        [
            "1",
            "Quarterly pump station maintenance at the Bullock Island facility, Shire of East Gippsland",
            "A$14,200",
        ],
    ],
]
US_FRAMEWORK = [
    "SERVICES AGREEMENT",
    "This Services Agreement is between Prairie Grid Cooperative (Customer) and the Company.",
    '1.4 "Reserved Territory" means the counties listed in Exhibit B.',
    "6.1 The Company will not perform substation inspection services at any site within the Reserved Territory for any customer other than Customer.",
    "Exhibit B - Reserved Territory",
    "County Adair and County Guthrie, Iowa.",
]
US_ORDER = [
    "STATEMENT OF WORK No. 3",
    "Client: Raccoon River Energy LLC.",
    "The Company will perform annual substation inspection services at the Menlo substation site in County Guthrie, Iowa, from April 1, 2025.",
]


def test_services_reserved_to_one_customer_in_a_defined_area_against_another_customers_site(
    tmp_path: Path,
) -> None:
    from diligence_tui.offline import territory as T

    for room, files, other in (
        (
            "au",
            {
                "Customers/Gippsland Water/MSA - Gippsland Water.docx": AU_FRAMEWORK,
                "Customers/Lakes Entrance Marina/Work Order WO-118.docx": AU_ORDER,
            },
            "Customers/Lakes Entrance Marina/Work Order WO-118.docx",
        ),
        (
            "us",
            {
                "Customers/Prairie Grid/Services Agreement - Prairie Grid Cooperative.docx": US_FRAMEWORK,
                "Customers/Raccoon River/SOW 3 - Raccoon River Energy.docx": US_ORDER,
            },
            "Customers/Raccoon River/SOW 3 - Raccoon River Energy.docx",
        ),
    ):
        write(tmp_path / room, files)
        pages = read(tmp_path / room)
        found = T.service_area_conflicts(pages, TODAY)
        assert len(found) == 1 and other in paths_cited(found[0], pages), (room, found)
        assert found[0]["category"] == "exclusivity" and found[0]["severity"] == "high"
        verbatim(found, pages)


def test_a_site_outside_the_reserved_area_or_after_the_period_is_no_conflict(
    tmp_path: Path,
) -> None:
    from diligence_tui.offline import territory as T

    outside = [
        *AU_ORDER[:2],
        [
            AU_ORDER[2][0],
            ["1", "Quarterly pump station maintenance at Warragul, Shire of Baw Baw", "A$14,200"],
        ],
    ]
    write(
        tmp_path / "outside",
        {
            "Customers/Gippsland Water/MSA - Gippsland Water.docx": AU_FRAMEWORK,
            "Customers/Lakes Entrance Marina/Work Order WO-118.docx": outside,
        },
    )
    assert T.service_area_conflicts(read(tmp_path / "outside"), TODAY) == []
    ended = [
        AU_FRAMEWORK[0],
        AU_FRAMEWORK[1],
        AU_FRAMEWORK[2]
        + " 'Restraint Period' means the period from the date of this agreement to 30 June 2025.",
        "7.2 During the Restraint Period the Contractor must not provide pump station maintenance services at any facility located in the Exclusive Zone to any person other than Gippsland Water.",
        *AU_FRAMEWORK[4:],
    ]
    write(
        tmp_path / "ended",
        {
            "Customers/Gippsland Water/MSA - Gippsland Water.docx": ended,
            "Customers/Lakes Entrance Marina/Work Order WO-118.docx": AU_ORDER,
        },
    )
    assert T.service_area_conflicts(read(tmp_path / "ended"), TODAY) == []
    assert len(T.service_area_conflicts(read(tmp_path / "ended"), date(2025, 1, 1))) == 1


# -- an occurrence an incident report records, notified late under the policy's condition -------

UK_REPORT = [
    "Incident Report IR-2025-044",
    [
        ["Field", "Entry"],
        ["Date and time of incident", "22/05/2025, approx. 14:10"],
        ["Site", "Longhedge Depot, Swindon"],
    ],
    "What happened",
    "During the lift of a gearbox the sling parted and the gearbox fell some 6 metres onto a parked van, destroying it.",
]
UK_POLICY = (
    "WESSEX MUTUAL INSURANCE - PUBLIC LIABILITY POLICY SCHEDULE\nPolicy number PL-7781\n"
    "General Conditions\n4. The Insured shall give written notice to the Insurer of any occurrence "
    "which may give rise to a claim as soon as possible and in any event within 14 days of the "
    "occurrence. Compliance with this condition is a condition precedent to the Insurer's liability."
)
UK_REGISTER = [
    ["Date of loss", "Description", "Policy", "Date notified", "Status"],
    [
        "22/05/2025",
        "Gearbox dropped at Longhedge (IR-2025-044)",
        "Public liability",
        "30/07/2025",
        "Open",
    ],
]
US_REPORT = [
    "ACCIDENT REPORT AR-2025-007",
    [
        ["Item", "Detail"],
        ["Date of accident", "March 18, 2025"],
        ["Location", "Plant 2, Akron, Ohio"],
    ],
    "A forklift mast collapsed while lifting a pallet of coils, and the load fell 12 feet onto a contractor's truck.",
]
US_POLICY = (
    "GENERAL LIABILITY POLICY - DECLARATIONS\nInsurer: Buckeye Specialty Insurance Company\n"
    "Section IV. The Insured must give written notice to us of any occurrence that may result in "
    "a claim as soon as practicable and in no event later than thirty (30) days after the occurrence. "
    "Such notice is a condition precedent to coverage."
)
US_LOG = [
    ["Date of loss", "Claim", "Carrier", "Date reported", "Status"],
    [
        "03/18/2025",
        "Forklift mast collapse, Plant 2 (AR-2025-007)",
        "Buckeye Specialty",
        "05/30/2025",
        "Open",
    ],
]


def _notice(pages: list[Page]) -> list[dict]:
    from diligence_tui.offline import crossdoc_more as M

    found = [f for f in M.incident_conflicts(pages, TODAY) if f["category"] == "incident_notice"]
    verbatim(found, pages)
    return found


def test_an_occurrence_notified_to_insurers_after_the_policys_deadline(tmp_path: Path) -> None:
    for room, files, register in (
        (
            "uk",
            {
                "H&S/Incident Report IR-2025-044.docx": UK_REPORT,
                "Insurance/Public Liability Policy Schedule.pdf": UK_POLICY,
                "Insurance/Insurance Register.xlsx": UK_REGISTER,
            },
            "Insurance/Insurance Register.xlsx",
        ),
        (
            "us",
            {
                "Safety/Accident Report AR-2025-007.docx": US_REPORT,
                "Insurance/General Liability Policy.pdf": US_POLICY,
                "Insurance/Insurance claims log.xlsx": US_LOG,
            },
            "Insurance/Insurance claims log.xlsx",
        ),
    ):
        write(tmp_path / room, files)
        pages = read(tmp_path / room)
        found = _notice(pages)
        assert len(found) == 1 and "days after the incident" in found[0]["title"], (room, found)
        assert register in paths_cited(found[0], pages)
        assert any(
            "condition precedent" in " ".join(c["quote"].split()) for c in found[0]["citations"]
        )


def test_an_occurrence_notified_in_time_is_no_finding(tmp_path: Path) -> None:
    in_time = [UK_REGISTER[0], [*UK_REGISTER[1][:3], "27/05/2025", "Open"]]
    write(
        tmp_path,
        {
            "H&S/Incident Report IR-2025-044.docx": UK_REPORT,
            "Insurance/Public Liability Policy Schedule.pdf": UK_POLICY,
            "Insurance/Insurance Register.xlsx": in_time,
        },
    )
    assert _notice(read(tmp_path)) == []


def test_dates_day_first_only_where_the_document_writes_them_so() -> None:
    from diligence_tui.offline import facts as F

    assert F.day_first("22/05/2025 and 09/06/2025") and not F.day_first("03/18/2025, 05/30/2025")
    assert F.parse_date("09/06/2025", day_first=True) == date(2025, 6, 9)
    assert F.parse_date("09/06/2025") == date(2025, 9, 6)


# -- a day rate never to exceed any other customer's, against a rate card by customer ------------

UK_MSA = (
    "MAINTENANCE SERVICES AGREEMENT\nBetween Fenland Solar Limited (the Customer) and the Contractor.\n"
    "7.3 The Contractor undertakes that the day rates charged to the Customer shall at no time "
    "exceed the day rates charged by the Contractor to any other customer for like services at a "
    "like or smaller volume.\n"
)
RATE_CARD = [
    ["Customer", "Contract", "Engineer (GBP/day)", "FY2025 engineer days", "Basis"],
    ["Fenland Solar", "MSA 01/04/2023", "640", "900", "Work orders"],
    ["Wash Energy", "Terms 14/09/2024", "590", "400", "Day rate"],
    ["Humber Grid Services", "Framework 02/02/2022", "560", "5200", "Call-off"],
]
US_MSA = (
    "MASTER SERVICES AGREEMENT\nThis Agreement is between Lone Star Utilities LLC (Client) and Vendor.\n"
    "5.6 Vendor's hourly rates to Client shall not exceed the hourly rates that Vendor charges any "
    "other client for comparable services at comparable or smaller volumes.\n"
)
US_RATES = [
    ["Client", "Agreement", "Senior engineer (USD/hour)", "Annual hours", "Notes"],
    ["Lone Star Utilities", "MSA 2023-02-01", "185", "2,400", ""],
    ["Pecan Valley Power", "SOW 2024-06-15", "162", "1,100", ""],
]


def test_a_rate_never_to_exceed_another_customers_against_a_rate_card(tmp_path: Path) -> None:
    from diligence_tui.offline import rate_tables as RT

    for room, files, cheaper, exposure in (
        (
            "uk",
            {
                "Customers/Fenland/MSA - Fenland Solar.pdf": UK_MSA,
                "Commercial/Rate Card 2025.xlsx": RATE_CARD,
            },
            "Wash Energy",
            "GBP 45,000 a year",  # (640 - 590) x 900 engineer days
        ),
        (
            "us",
            {
                "Customers/Lone Star/MSA - Lone Star Utilities.pdf": US_MSA,
                "Commercial/Client rates.xlsx": US_RATES,
            },
            "Pecan Valley Power",
            "USD 55,200 a year",  # (185 - 162) x 2,400 hours
        ),
    ):
        write(tmp_path / room, files)
        pages = read(tmp_path / room)
        found = RT.rate_table_conflicts(pages, TODAY)
        assert len(found) == 1 and cheaper in found[0]["title"], (room, found)
        assert found[0]["exposure"].startswith(exposure), found[0]["exposure"]
        verbatim(found, pages)


def test_a_lower_rate_only_at_a_much_larger_volume_is_no_breach(tmp_path: Path) -> None:
    from diligence_tui.offline import rate_tables as RT

    card = [RATE_CARD[0], RATE_CARD[1], RATE_CARD[3]]  # only Humber, at 5,200 days
    write(
        tmp_path,
        {
            "Customers/Fenland/MSA - Fenland Solar.pdf": UK_MSA,
            "Commercial/Rate Card 2025.xlsx": card,
        },
    )
    assert RT.rate_table_conflicts(read(tmp_path), TODAY) == []


# -- an unnamed ratio covenant's levels by date against a fiscal year's reported ratio -----------

UK_FACILITY = (
    "FACILITIES AGREEMENT\n"
    "24.2 The Borrower shall ensure that: (a) the ratio of Total Net Debt on each Test Date to "
    "EBITDA for the Relevant Period ending on that Test Date shall not exceed the ratio set out "
    "below opposite that Test Date; and (b) the ratio of EBITDA to Finance Charges shall not be "
    "less than 3.50 : 1.\n"
    "31 March 2025 3.25 : 1\n30 September 2025 3.00 : 1\n31 March 2026 and each later date 2.75 : 1\n"
    "24.3 The Borrower shall deliver a Compliance Certificate with each set of accounts.\n"
)
UK_ACCOUNTS = {
    "P&L": [
        ["GBP", "FY2026 (12 months to 31/03/2026)", "FY2025 audited"],
        ["EBITDA", "4100000", "3900000"],
    ],
    "Covenants": [
        ["Covenant (Facilities Agreement cl. 24.2)", "Test", "Actual FY2026", "Result"],
        ["Leverage (Total Net Debt / EBITDA)", "3.25", "2.96", "Pass"],
    ],
}
US_CREDIT = (
    "CREDIT AGREEMENT\n"
    "7.11 Financial Covenant. The Borrower shall not permit the ratio of Consolidated Funded Debt "
    "as of the last day of any fiscal quarter to Consolidated EBITDA for the four fiscal quarters "
    "then ended to exceed the ratio set forth below opposite such date:\n"
    "December 31, 2024 4.00 to 1.00\nJune 30, 2025 and each fiscal quarter thereafter 3.50 to 1.00\n"
    "7.12 Restricted Payments. The Borrower shall not declare any dividend.\n"
)
US_ACCOUNTS = {
    "Income statement": [
        ["USD", "FY2025 (fiscal year ended June 30, 2025)", "FY2024"],
        ["Consolidated EBITDA", "12400000", "11800000"],
    ],
    "Compliance": [
        ["Covenant", "Required", "Actual FY2025", "Status"],
        [
            "Leverage (Consolidated Funded Debt / Consolidated EBITDA)",
            "4.00",
            "3.71",
            "In compliance",
        ],
    ],
}


def test_an_unnamed_ratio_covenant_stepped_down_against_the_fiscal_years_reported_ratio(
    tmp_path: Path,
) -> None:
    from diligence_tui.offline import covenant_steps as CV

    for room, files, said in (
        (
            "uk",
            {
                "Debt/Facilities Agreement - Fenwick Bank.pdf": UK_FACILITY,
                "Finance/Management Accounts FY2026.xlsx": UK_ACCOUNTS,
            },
            "2.96:1 at 31 March 2026 against at most 2.75:1",
        ),
        (
            "us",
            {
                "Debt/Credit Agreement - Red River Bank.pdf": US_CREDIT,
                "Finance/FY2025 financial statements.xlsx": US_ACCOUNTS,
            },
            "3.71:1 at 30 June 2025 against at most 3.50:1",
        ),
    ):
        write(tmp_path / room, files)
        pages = read(tmp_path / room)
        found = CV.stepped_conflicts(pages)
        assert len(found) == 1 and said in found[0]["title"], (room, [f["title"] for f in found])
        verbatim(found, pages)


def test_a_reported_ratio_within_the_level_in_force_is_no_breach(tmp_path: Path) -> None:
    from diligence_tui.offline import covenant_steps as CV

    within = {
        **UK_ACCOUNTS,
        "Covenants": [
            UK_ACCOUNTS["Covenants"][0],
            ["Leverage (Total Net Debt / EBITDA)", "3.25", "2.61", "Pass"],
        ],
    }
    write(
        tmp_path,
        {
            "Debt/Facilities Agreement - Fenwick Bank.pdf": UK_FACILITY,
            "Finance/Management Accounts FY2026.xlsx": within,
        },
    )
    assert CV.stepped_conflicts(read(tmp_path)) == []


@pytest.mark.parametrize(
    "answer",
    ["We are not aware of any such claims.", "To the Vendor's knowledge, there are none."],
)
def test_an_answer_of_no_knowledge_against_a_claim_lodged(tmp_path: Path, answer: str) -> None:
    log = [AU_LOG[0], [*AU_LOG[1][:3], answer]]
    write(
        tmp_path,
        {
            "Transaction/DD Questions and Answers.xlsx": log,
            "People/Letter from Maddocks.pdf": FAIR_WORK,
        },
    )
    pages = read(tmp_path)
    assert _disclosure_gap(pages, "People/Letter from Maddocks.pdf"), reviewed(pages)


# -- a related-party denial against a dealing, not against a note's heading or a consent list ----

NONE_RELATED = ["DISCLOSURE LETTER", "Related party transactions: none."]
SHA_RESERVED = [
    "SHAREHOLDERS' AGREEMENT",
    "Reserved matters: the following require Investor Consent: borrowings over EUR 5m; acquisitions; related party transactions of any kind.",
]
ACCOUNTS_NOTE = "ANNUAL REPORT AND FINANCIAL STATEMENTS\nNote 19 - Related party transactions\nKey management personnel compensation is disclosed in note 6.\n"
DIRECTORS_LEASE = (
    "LEASE\nThe premises at Unit 3 are leased from Harcourt Properties Limited, a company owned by "
    "the managing director, at a rent of GBP 60,000 a year.\n"
)


def test_a_related_party_denial_against_a_dealing_not_a_heading_or_a_consent_list(
    tmp_path: Path,
) -> None:
    write(
        tmp_path / "noise",
        {
            "Deal/Disclosure Letter.docx": NONE_RELATED,
            "Corporate/Shareholders Agreement 2021.docx": SHA_RESERVED,
            "Finance/Financial Statements FY2024.pdf": ACCOUNTS_NOTE,
        },
    )
    pages = read(tmp_path / "noise")
    assert CN.none_conflicts(pages, reviewed(pages)) == []
    write(
        tmp_path / "dealing",
        {
            "Deal/Disclosure Letter.docx": NONE_RELATED,
            "Property/Lease - Unit 3.pdf": DIRECTORS_LEASE,
        },
    )
    pages = read(tmp_path / "dealing")
    found = CN.none_conflicts(pages, reviewed(pages))
    assert len(found) == 1 and "Property/Lease - Unit 3.pdf" in paths_cited(found[0], pages), found


@pytest.mark.parametrize(
    ("text", "at", "quote"),
    [
        ("Pledge and Security Agreement dated May 14, 2024 - summary", 0, "Pledge and Security"),
        ("Exhibit A sets out the Territory", 0, "Exhibit A"),
        ("Terms apply. See Exhibit B for the form", 17, "See Exhibit B"),
        ("Heading\nThe form in Appendix B applies", 20, "The form in Appendix B"),
    ],
)
def test_a_references_quote_starts_at_its_sentence_not_mid_word(
    text: str, at: int, quote: str
) -> None:
    from diligence_tui.offline.references import sentence_at

    assert sentence_at(text, at).startswith(quote)
