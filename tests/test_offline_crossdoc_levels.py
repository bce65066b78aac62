"""Cross-document joins on grants and levels (issue 12; failure modes first seen on
tests/rooms/wraxall, written here as general rules on fresh UK and US documents, each with the
benign version that must not fire): a supplier's promise not to serve anyone else in a line of
business against another customer in it; a most-favoured-customer promise against a table of
rates by customer; a covenant on a defined ratio at levels by date against the ratio the
accounts report by date."""

from __future__ import annotations

from datetime import date

from diligence_tui.offline import covenant_steps as S
from diligence_tui.offline import grants as G
from diligence_tui.offline import rate_tables as T
from tests.test_offline_crossdoc_wording import room, verbatim

# -- exclusivity by line of business ----------------------------------------------------------------

US_GRANT = (
    "WAREHOUSING AGREEMENT\n"
    "4.1 Exclusivity. During the Term, Provider shall not provide cold storage or fulfillment "
    "services from the Reno Facility or any other facility in Nevada to any company engaged in "
    "the manufacture or sale of frozen desserts, other than Customer.\n"
)


def _us_other(where: str, makes: str) -> str:
    return (
        "SERVICES AGREEMENT\n"
        f"Glacier Creamery, Inc. produces premium {makes} for grocery chains.\n"
        f"2.1 Provider will store and ship Customer's products from its {where} facility.\n"
    )


def test_a_supplier_promise_by_line_of_business_against_another_customer_there() -> None:
    pages = room(
        **{
            "Customers/Sweet Peak Foods - Warehousing Agreement.docx": US_GRANT,
            "Customers/Glacier Creamery - Services Agreement.pdf": _us_other(
                "Reno, Nevada", "frozen desserts"
            ),
        }
    )
    got = G.exclusivity_conflicts(pages)
    assert [f["title"] for f in got] == [
        "Exclusivity granted to Sweet Peak Foods conflicts with services to Glacier Creamery"
    ]
    assert {c["doc"] for c in got[0]["citations"]} == {"d0", "d1"}
    verbatim(got, pages)


def test_outside_the_territory_or_the_line_of_business_is_no_conflict() -> None:
    for where, makes in (("Boise, Idaho", "frozen desserts"), ("Reno, Nevada", "frozen seafood")):
        pages = room(
            **{
                "Customers/Sweet Peak Foods - Warehousing Agreement.docx": US_GRANT,
                "Customers/Glacier Creamery - Services Agreement.pdf": _us_other(where, makes),
            }
        )
        assert G.field_conflicts(pages) == [], (where, makes)


def test_uk_drafting_with_the_territory_before_the_verb() -> None:
    grant = (
        "HAULAGE AGREEMENT\n"
        "7.2 The Contractor shall not, from any depot in Scotland, supply haulage services to any "
        "person (other than the Client) whose business consists of the distillation or bottling "
        "of whisky.\n"
        "7.3 Clause 7.2 shall not apply to the carriage of bottled goods for retailers.\n"
    )
    other = (
        "CARRIAGE TERMS\n"
        "Glen Arrach Distillers Limited distils and bottles single malt whisky at Keith.\n"
        "1.2 The Contractor will provide haulage of the Customer's casks between its distillery "
        "and bonded warehouses in Scotland.\n"
    )
    pages = room(
        **{
            "Contracts/Dunmore Spirits - Haulage Agreement.docx": grant,
            "Contracts/Glen Arrach Distillers - Carriage Terms.pdf": other,
        }
    )
    got = G.field_conflicts(pages)
    assert len(got) == 1 and "Glen Arrach Distillers" in got[0]["title"], got
    assert "Check the exception" in got[0]["description"]  # 7.3 is quoted for the reader
    verbatim(got, pages)


# -- a most-favoured promise against a table of rates by customer ---------------------------------

US_MFN = (
    "PROFESSIONAL SERVICES AGREEMENT\n"
    "8.3 Most Favored Customer.\n"
    "If Vendor provides substantially similar Services to any other customer at hourly rates "
    "lower than those set forth in Exhibit B, Vendor shall promptly offer such lower rates to "
    "Client, retroactive to the date such lower rates were first offered.\n"
)


def _billing(pinecrest_hours: int) -> str:
    return (
        "Client\tEngagement start\tAnnual hours\tBlended hourly rate (USD)\n"
        "Delmar Health System\tMarch 1, 2024\t5200\t118.00\n"
        f"Pinecrest Clinics\tJune 15, 2025\t{pinecrest_hours}\t104.50\n"
        "Total\t\t10000\t\n"
    )


def test_a_most_favoured_promise_against_a_lower_rate_in_a_billing_table() -> None:
    pages = room(
        **{
            "Customers/Delmar Health - Professional Services Agreement.docx": US_MFN,
            "Finance/Client billing rates 2026.xlsx": _billing(4800),
        }
    )
    got = T.rate_table_conflicts(pages, today=date(2026, 6, 15))
    assert len(got) == 1, got
    f = got[0]
    assert "Pinecrest Clinics pays less (104.50 against 118.00)" in f["title"]
    # 13.50 an hour at 5,200 hours a year; backdated a year to 15 June 2025
    assert f["exposure"] == "USD 70,200 a year; USD 70,200 backdated"
    assert {c["doc"] for c in f["citations"]} == {"d0", "d1"}
    assert any("retroactive" in c["quote"] for c in f["citations"])
    verbatim(got, pages)


def test_a_much_bigger_customer_or_a_dearer_one_is_not_like_for_like() -> None:
    pages = room(
        **{
            "Customers/Delmar Health - Professional Services Agreement.docx": US_MFN,
            "Finance/Client billing rates 2026.xlsx": _billing(16000),
        }
    )
    assert T.rate_table_conflicts(pages, today=date(2026, 6, 15)) == []
    dearer = _billing(4800).replace("104.50", "121.00")
    pages = room(
        **{
            "Customers/Delmar Health - Professional Services Agreement.docx": US_MFN,
            "Finance/Client billing rates 2026.xlsx": dearer,
        }
    )
    assert T.rate_table_conflicts(pages, today=date(2026, 6, 15)) == []


def test_uk_most_favoured_rates_in_a_documents_table_per_week() -> None:
    grant = (
        "STORAGE CONTRACT\n"
        "11.1 The Company shall ensure that the charges payable by the Customer are no less "
        "favourable than those offered to any other customer taking comparable volumes.\n"
    )
    pack = (
        "Board pack - customer profitability\n"
        "| Customer | Racks | Rate per rack per week (GBP) |\n"
        "| Ashby Frozen Limited | 1,200 | 9.40 |\n"
        "| Morwell Foods Limited | 1,100 | 8.90 |\n"
    )
    pages = room(
        **{
            "Customers/Ashby Frozen - Storage Contract.docx": grant,
            "Board/Customer profitability.docx": pack,
        }
    )
    got = T.rate_table_conflicts(pages, today=date(2026, 6, 15))
    assert len(got) == 1 and "Morwell Foods Limited pays less" in got[0]["title"], got
    assert got[0]["exposure"] == "GBP 31,200 a year"  # 0.50 x 1,200 racks x 52 weeks
    verbatim(got, pages)


# -- a covenant at levels by date against the ratio reported by date --------------------------------

UK_FACILITY = (
    "SENIOR FACILITIES AGREEMENT\n"
    '"Net Leverage" means, in relation to a Test Period, the ratio of Consolidated Net Debt on '
    "the last day of that Test Period to Adjusted EBITDA for that Test Period.\n"
    "22.2 The Company shall procure that Net Leverage for each Test Period ending on a Test Date "
    "set out below shall not exceed the level set out opposite it:\n"
    "Test Dates up to and including 30 September 2025: 4.25:1; 31 December 2025 and each Test "
    "Date thereafter: 3.75:1.\n"
    "22.3 The Company shall procure that Interest Cover shall not be less than 3.00:1.\n"
)


def _pack(first: str, second: str, heads: str = "31 Dec 2025\t31 Mar 2026") -> str:
    return (
        "Lender pack\n"
        f"EUR m\t{heads}\n"
        "Consolidated net debt\t151.2\t160.4\n"
        f"Consolidated net debt / Adjusted EBITDA\t{first}\t{second}\n"
    )


def test_a_stepped_down_covenant_in_prose_against_the_reported_ratio() -> None:
    pages = room(
        **{
            "Finance/Senior Facilities Agreement.docx": UK_FACILITY,
            "Finance/Lender pack Q1 2026.xlsx": _pack("3.61x", "3.92x"),
            "Deal/Q&A log.csv": (
                "Ref,Question,Answer\n7,Has any financial covenant been breached since 2024?,No.\n"
            ),
        }
    )
    got = S.stepped_conflicts(pages)
    assert [f["title"] for f in got] == [
        "Covenant breached on reported figures: Net Leverage 3.92:1 at 31 March 2026 against "
        "at most 3.75:1 (after the step-down)"
    ]
    f = got[0]
    assert f["severity"] == "high"  # within a tenth of the level
    assert {c["doc"] for c in f["citations"]} == {"d0", "d1", "d2"}
    assert f["exposure"] == "Consolidated Net Debt of 160 (EUR m) at 31 March 2026 can be called in"
    verbatim(got, pages)


def test_each_date_is_held_to_the_level_in_force_then() -> None:
    # 4.10 at 30 September 2025 is under the old 4.25; 3.70 at 31 December 2025 under 3.75
    pages = room(
        **{
            "Finance/Senior Facilities Agreement.docx": UK_FACILITY,
            "Finance/Lender pack.xlsx": _pack("4.10x", "3.70x", "30 Sep 2025\t31 Dec 2025"),
        }
    )
    assert S.stepped_conflicts(pages) == []


US_CREDIT = (
    "CREDIT AGREEMENT\n"
    '"Total Net Leverage Ratio" means, as of any date of determination, the ratio of (a) '
    "Consolidated Total Net Debt as of such date to (b) Consolidated EBITDA for the Test Period "
    "most recently ended.\n"
    "Section 7.11 Financial Covenant. The Borrower shall not permit the Total Net Leverage Ratio "
    "as of the last day of any fiscal quarter to exceed (i) 4.50 to 1.00 for any fiscal quarter "
    "ending on or before December 31, 2025, and (ii) 4.00 to 1.00 for any fiscal quarter ending "
    "thereafter.\n"
)
US_REPORT = (
    "USD 000\tDecember 31, 2025\tMarch 31, 2026\n"
    "Consolidated Total Net Debt\t182,400\t190,100\n"
    "Consolidated EBITDA (LTM)\t44,000\t43,500\n"
    "Total Net Leverage Ratio\t4.15x\t4.37x\n"
)


def test_us_levels_for_quarters_ending_on_or_before_and_thereafter() -> None:
    pages = room(
        **{
            "Debt/Credit Agreement.pdf": US_CREDIT,
            "Debt/Quarterly lender reporting.xlsx": US_REPORT,
        }
    )
    got = S.stepped_conflicts(pages)
    assert len(got) == 1, got
    f = got[0]
    assert "Total Net Leverage Ratio 4.37:1 at 31 March 2026 against at most 4.00:1" in f["title"]
    assert f["exposure"].startswith("Consolidated Total Net Debt of 190,100 (USD 000)")
    verbatim(got, pages)
    # at 4.15 at the end of 2025 the old level of 4.50 holds: met
    met = US_REPORT.replace("4.37x", "3.95x")
    pages = room(
        **{"Debt/Credit Agreement.pdf": US_CREDIT, "Debt/Quarterly lender reporting.xlsx": met}
    )
    assert S.stepped_conflicts(pages) == []


# -- a change of control in the subjunctive (halden P1's failure mode, fresh wording) --------------


def test_should_control_pass_is_a_change_of_control_clause() -> None:
    from tests.test_offline_wording import live

    text = (
        "19.3 Should control of the Licensee pass to a competitor of the Licensor, the Licensor "
        "may bring this Licence to an end by notice given within three months after it learns "
        "of it."
    )
    got = live(text, "Licences/Patent Licence - Brennock Instruments.docx")
    assert got["change_of_control"]["severity"] == "high", got
    # title to goods passing is not control passing
    assert "change_of_control" not in live(
        "Title to the Goods shall pass to the Buyer on delivery."
    )
