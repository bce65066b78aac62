"""Joins across documents that failed on tests/rooms/yarrawonga (issue 12; helper "joins"),
each written here on fresh wording (other names, numbers, drafting) with the benign version that
must not fire. Every room is real files on disk read by the indexer's extractor:

* an incident report's plant failure and the goods it lost (not a dropped load or a fire) is an
  occurrence a liability or goods-in-custody policy asks notice of;
* a disclosure table's row "12.3 | Nothing to disclose." answers the warranty of that number
  (as the sale agreement words it) for the whole room;
* a customer's right to end its contract when someone "obtains control of" the supplier is a
  change of control, and an answer "Confirmed that no customer agreement ..." is a statement of
  none about customer contracts (not leases);
* an open-source scan exported as CSV is read row by row (another row's "No" does not negate
  the next row's licence), the network copyleft row before a weak one, against the warranty and
  the disclosure letter's "Nothing to disclose" answer to it by number.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from diligence_tui.offline import crossdoc_more as M
from diligence_tui.offline.crossdoc import Page
from tests.test_offline_doc_roles import paths_cited, read, verbatim, write

TODAY = date(2026, 3, 2)


# -- a plant failure and its lost stock, notified late under the policy's condition --------------

UK_FAILURE_REPORT = [
    "Incident Report INC-0925-12",
    [
        ["Field", "Entry"],
        ["Date of occurrence", "14/07/2025, about 03:40"],
        ["Location", "Unit 6, Kingsway Trading Estate, Luton"],
    ],
    "Summary",
    "When mains power was lost the standby generator failed to start, and the cold room rose to "
    "19C before the early shift arrived.",
    "All 412 cases of vaccine held for Ridgeway Pharmacy Group were written off on the "
    "responsible person's advice.",
]
UK_STOCK_POLICY = (
    "STOCK AND GOODS IN TRUST - POLICY SCHEDULE\nInsurer: Thamesmead Underwriting Limited\n"
    "Policy number GIT-40217\nConditions\n7. The Insured shall notify the Insurer in writing of "
    "any loss or damage which may give rise to a claim within 21 days of first becoming aware of it."
)


def _claims_register(notified: str) -> list[list[str]]:
    return [
        ["Date of loss", "Description", "Insurer", "Date notified", "Status"],
        ["14/07/2025", "Cold room stock loss, Luton (INC-0925-12)", "Thamesmead", notified, "Open"],
    ]


def _notice(pages: list[Page]) -> list[dict]:
    found = [f for f in M.incident_conflicts(pages, TODAY) if f["category"] == "incident_notice"]
    verbatim(found, pages)
    return found


def test_a_plant_failure_and_its_lost_stock_notified_after_the_policys_deadline(
    tmp_path: Path,
) -> None:
    """The report says what failed and what was lost, not that anything fell or burned: still
    an occurrence the policy asks notice of (on the old code no incident was read at all)."""
    write(
        tmp_path,
        {
            "Health and Safety/Incident Report INC-0925-12.docx": UK_FAILURE_REPORT,
            "Insurance/Stock and Goods in Trust Policy Schedule.pdf": UK_STOCK_POLICY,
            "Insurance/Claims Register.xlsx": _claims_register("26/09/2025"),
        },
    )
    pages = read(tmp_path)
    found = _notice(pages)
    assert len(found) == 1, found
    assert "74 days after the incident" in found[0]["title"], found[0]["title"]
    assert paths_cited(found[0], pages) == {
        "Health and Safety/Incident Report INC-0925-12.docx",
        "Insurance/Stock and Goods in Trust Policy Schedule.pdf",
        "Insurance/Claims Register.xlsx",
    }
    # the report's line that says what happened is quoted, not the form's fields before it
    quote = found[0]["citations"][0]["quote"]
    assert quote.startswith("When mains power was lost") and "Location" not in quote


def test_a_plant_failure_notified_in_time_or_only_feared_is_no_finding(tmp_path: Path) -> None:
    write(
        tmp_path / "in time",
        {
            "Health and Safety/Incident Report INC-0925-12.docx": UK_FAILURE_REPORT,
            "Insurance/Stock and Goods in Trust Policy Schedule.pdf": UK_STOCK_POLICY,
            "Insurance/Claims Register.xlsx": _claims_register("28/07/2025"),
        },
    )
    assert _notice(read(tmp_path / "in time")) == []
    # a maintenance plan that says what to do if plant fails records no occurrence
    plan = [
        "Cold Room Maintenance Plan",
        "If the standby generator failed to start, staff would move stock to the second room.",
    ]
    write(
        tmp_path / "plan",
        {
            "Operations/Cold Room Maintenance Plan.docx": plan,
            "Insurance/Stock and Goods in Trust Policy Schedule.pdf": UK_STOCK_POLICY,
        },
    )
    assert _notice(read(tmp_path / "plan")) == []


# -- a disclosure table's row that answers a warranty with none, against a dealing elsewhere -----

UK_SPA = (
    "SHARE PURCHASE AGREEMENT\nrelating to Pennock Freight Limited\nSchedule 3 - Warranties\n"
    "11.2 Accounts\nThe Accounts give a true and fair view of the state of affairs of the Company.\n"
    "12.3 Vendor arrangements\nNone of the Vendors, nor any of their associates, is party to any "
    "agreement or arrangement with the Company or is owed any sum by it.\n"
    "12.5 Insurance policies\nAll insurance policies of the Company are in full force."
)
UK_ACCOUNTS = (
    "Pennock Freight Limited - Annual report and financial statements for the year ended "
    "31 March 2025\nNote 19 Related party transactions\nThe Company rents its Leeds warehouse "
    "from Kirkstall Estates Limited, a company owned by Mrs J Pennock, a director. Rent of "
    "£212,000 was paid in the year on an arm's length basis."
)


def _disclosure_letter(rows: list[list[str]]) -> list[object]:
    return [
        "DISCLOSURE LETTER",
        "This is the Disclosure Letter referred to in the Share Purchase Agreement.",
        [["Warranty", "Disclosure"], *rows],
    ]


def _related(tmp_path: Path, rows: list[list[str]]) -> tuple[list[dict], list[Page]]:
    from diligence_tui.offline import crossdoc_none as CN
    from tests.test_offline_doc_roles import reviewed

    write(
        tmp_path,
        {
            "Deal/Share Purchase Agreement (vendor draft 3).docx": [UK_SPA],
            "Deal/Disclosure Letter.docx": _disclosure_letter(rows),
            "Finance/Statutory Accounts FY2025.pdf": UK_ACCOUNTS,
        },
    )
    pages = read(tmp_path)
    found = [
        f
        for f in CN.none_conflicts(pages, reviewed(pages))
        if f["title"].startswith("Related-party dealings")
    ]
    verbatim(found, pages)
    return found, pages


@pytest.mark.parametrize(
    "row",
    [
        ["12.3", "Nothing to disclose."],  # by number only: the agreement words the warranty
        ["12.3 Contracts with shareholders", "Nil."],  # the row's own label names the topic
    ],
)
def test_a_disclosure_tables_none_against_its_warranty_and_a_dealing_elsewhere(
    tmp_path: Path, row: list[str]
) -> None:
    found, pages = _related(tmp_path, [["11.2", "None."], row])
    assert len(found) == 1, found
    assert found[0]["severity"] == "high"
    assert paths_cited(found[0], pages) == {
        "Deal/Disclosure Letter.docx",
        "Finance/Statutory Accounts FY2025.pdf",
    }
    assert found[0]["citations"][0]["quote"].startswith("12.3")


def test_a_dealing_the_table_discloses_or_a_none_on_another_warranty_is_no_gap(
    tmp_path: Path,
) -> None:
    disclosed = [["12.3", "The lease of the Leeds warehouse from Kirkstall Estates Limited."]]
    assert _related(tmp_path / "disclosed", disclosed)[0] == []
    assert (
        _related(tmp_path / "other", [["12.5", "None."], ["11.2", "Nothing to disclose."]])[0] == []
    )


# -- a customer's right to end on a change of control against the answer that there is none ------

UK_CUSTOMER = [
    "Supply Agreement",
    "This agreement is made on 3 March 2023 between Brightside Bakeries Limited (Brightside) and "
    "Pennock Freight Limited (the Supplier).",
    "14. Termination",
    "14.1 Either party may terminate this Agreement if the other commits a material breach.",
    "14.4 Brightside may terminate this Agreement on 30 days' written notice at any time within "
    "three months after any person obtains control of the Supplier.",
]
UK_LEASE = (
    "LEASE of Unit 4 Beacon Park, Wakefield\nLandlord: Beacon Park Estates Limited\n"
    "Tenant: Pennock Freight Limited\n9.2 The Tenant must obtain the Landlord's consent before "
    "any change in control of the Tenant, such consent not to be unreasonably withheld."
)


def _qa_log(answer: str) -> list[list[str]]:
    return [
        ["No.", "Topic", "Query", "Response"],
        [
            "17",
            "Customers",
            "Do any customers have a right to terminate or renegotiate on a change of control of "
            "the Company?",
            answer,
        ],
    ]


def _change_of_control(tmp_path: Path, answer: str) -> tuple[list[dict], list[Page]]:
    from diligence_tui.offline import crossdoc_none as CN
    from tests.test_offline_doc_roles import reviewed

    write(
        tmp_path,
        {
            "Commercial/Customers/Brightside/Supply Agreement - Brightside Bakeries.docx": UK_CUSTOMER,
            "Property/Lease - Unit 4 Beacon Park.pdf": UK_LEASE,
            "Deal/Buyer Q&A Log.xlsx": _qa_log(answer),
        },
    )
    pages = read(tmp_path)
    found = [
        f
        for f in CN.none_conflicts(pages, reviewed(pages))
        if f["title"].startswith("Rights on a change of control")
    ]
    verbatim(found, pages)
    return found, pages


def test_a_customers_right_on_a_change_of_control_against_an_answer_of_none(
    tmp_path: Path,
) -> None:
    found, pages = _change_of_control(
        tmp_path, "Confirmed that no customer agreement contains such a right."
    )
    assert len(found) == 1, found
    # the customer's contract, not the lease (the answer speaks of customers)
    assert paths_cited(found[0], pages) == {
        "Deal/Buyer Q&A Log.xlsx",
        "Commercial/Customers/Brightside/Supply Agreement - Brightside Bakeries.docx",
    }
    assert any("obtains control of the Supplier" in c["quote"] for c in found[0]["citations"])
    assert found[0]["severity"] == "high"  # "may terminate": the customer can walk away


def test_an_answer_that_names_the_customer_with_the_right_is_no_contradiction(
    tmp_path: Path,
) -> None:
    answer = (
        "Confirmed that no customer agreement contains such a right, other than the Brightside "
        "Bakeries agreement (clause 14.4)."
    )
    assert _change_of_control(tmp_path, answer)[0] == []


def _live_kinds(text: str) -> set[str]:
    from diligence_tui.harness.slices import SlicePage
    from diligence_tui.offline import reviewer as R

    context = R.ReviewContext(path="Contract - Haulier.docx", today=TODAY, doc="d")
    return {
        h.kind.key
        for h in R.scan_page(SlicePage(1, "", text, 0), context)
        if not h.resolved and h.severity != "info"
    }


def test_obtaining_control_of_goods_or_premises_is_no_change_of_control() -> None:
    assert "change_of_control" in _live_kinds(
        "The Customer may terminate this Agreement if any person acquires control of the Haulier."
    )
    assert "change_of_control" not in _live_kinds(
        "Risk passes when the Haulier obtains control of the Goods at the collection point."
    )


@pytest.mark.parametrize(
    "text",
    [
        # a quality audit's term for a process kept within limits
        "The auditors concluded that the blast freezer is in a state of control.",
        # a statement of none (the join reads it as one), not a clause
        "We confirm that none of the supply agreements gives the supplier a right to terminate "
        "on a change in the ownership of the Company.",
    ],
)
def test_a_state_of_control_or_an_answer_of_none_is_no_change_of_control_clause(
    text: str,
) -> None:
    assert "change_of_control" not in _live_kinds(text)


# -- a CSV scan's network copyleft row against the warranty and the letter's answer to it --------

SCAN_CSV = (
    "Package,Version,Licence,Licence type,Component,Distribution,Modified,Notes\n"
    "leaflet,1.9.4,BSD-2-Clause,Permissive,Route map,Bundled,No,\n"
    "libgeotiff,1.7.1,LGPL-2.1,Weak copyleft,Desktop agent,Dynamically linked,No,\n"
    "openprint-server,4.0.2,AGPL-3.0-or-later,Copyleft,Invoice renderer (clients download their "
    'invoices),"Server-side, reached by clients over the internet",Yes,Patched templates\n'
    "zlib,1.3,Zlib,Permissive,Desktop agent,Static,No,\n"
)
SPA_SOFTWARE = (
    "SHARE PURCHASE AGREEMENT\nSchedule 3 - Warranties\n9.1 Title\nThe Vendors own the "
    "Shares.\n9.4 Software\n(a) The Company owns the Company Software.\n(c) None of the Company "
    "Software is distributed or made available over a network with any open source code on terms "
    "requiring the disclosure of its source code.\n"
)


def test_a_csv_scans_network_copyleft_row_against_the_warranty_and_the_letters_answer(
    tmp_path: Path,
) -> None:
    from diligence_tui.offline import crossdoc as C

    write(
        tmp_path,
        {
            "IT/Open Source Scan - Fleetline.csv": SCAN_CSV,
            "Deal/Share Purchase Agreement.docx": [SPA_SOFTWARE],
            "Deal/Disclosure Letter.docx": _disclosure_letter([["9.1", "None."], ["9.4", "None."]]),
        },
    )
    pages = read(tmp_path)
    found = C.licence_scan_conflicts(pages)
    verbatim(found, pages)
    assert len(found) == 1, found
    quotes = [c["quote"] for c in found[0]["citations"]]
    assert quotes[0].startswith("openprint-server,4.0.2,AGPL-3.0-or-later"), quotes
    assert quotes[1].startswith("(c) None of the Company Software"), quotes
    assert quotes[2] == "9.4 | None.", quotes  # not 9.1's answer
