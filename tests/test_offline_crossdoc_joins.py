"""Cross-document joins a diligence lawyer makes (issue 12; the failure modes first seen on
tests/rooms/wraxall, each written here as a general rule on fresh documents, UK and US
drafting, with the benign version that must not fire): an insurer's notice condition against
an incident report that says the insurer was not told; a consent a lease or contract needs on a
change of control against the deal team's tracker and answers saying none is needed; an
automatic renewal against a notice to end the contract sent too late or by the wrong method."""

from __future__ import annotations

from datetime import date

from diligence_tui.offline import consents as C
from diligence_tui.offline import crossdoc as X
from diligence_tui.offline import crossdoc_more as Y
from diligence_tui.offline import on_file as OF
from diligence_tui.offline import renewals as RN
from tests.test_offline_crossdoc_wording import room, verbatim

# -- an incident against the insurer's notice condition ---------------------------------------------

UK_REPORT = (
    "Security incident note SI-09\n"
    "Date: 30 June 2026\n"
    "At 22:10 on 5 May 2026 the duty engineer reported that the payroll portal was unavailable.\n"
    "The investigation found that an intruder had exfiltrated the payroll export using a "
    "contractor's account.\n"
    "Costs\n"
    "Item | GBP\n"
    "Forensics | 41,500\n"
    "Total | 96,200\n"
    "The matter has not yet been notified to the Company's insurers, pending a decision on "
    "whether a claim is worth the effect on the premium.\n"
)
UK_POLICY = (
    "Harlow Mutual - Cyber Liability Policy\n"
    "7. Claims conditions\n"
    "7.1 The Policyholder must give the Insurer written notice of any security incident as soon "
    "as reasonably possible and in any case within\n21 days of first discovering it. This "
    "requirement is a condition precedent to any liability of the Insurer.\n"
)


def test_an_insurers_notice_condition_against_a_report_that_it_was_not_told() -> None:
    pages = room(
        **{
            "IT/Security incident note SI-09.docx": UK_REPORT,
            "Insurance/Cyber liability policy 2026.pdf": UK_POLICY,
        }
    )
    got = [
        f for f in Y.incident_conflicts(pages, today=date(2026, 9, 1)) if "insurers" in f["title"]
    ]
    assert len(got) == 1, [f["title"] for f in Y.incident_conflicts(pages)]
    f = got[0]
    assert {c["doc"] for c in f["citations"]} == {"d0", "d1"}
    quotes = " ".join(c["quote"] for c in f["citations"])
    assert "has not yet been notified" in quotes and "condition precedent" in quotes
    # found on 5 May (the sentence before the finding says when), 21 days: 26 May
    assert "26 May 2026" in f["description"] and "56 days after" in f["description"]
    assert f["exposure"].startswith("GBP 96,200")
    verbatim(got, pages)


US_MEMO = (
    "MEMORANDUM\n"
    "Date: April 20, 2026\n"
    "On March 3, 2026, the security operations team detected unauthorized access to the "
    "billing database from an overseas IP address.\n"
    "The event has not been reported to Northgate Specialty as of the date of this memo.\n"
)
US_POLICY = (
    "NORTHGATE SPECIALTY INSURANCE COMPANY\n"
    "Section VI. Notice. The Insured shall give written notice to the Insurer of any Security "
    "Event as soon as practicable, but in no event later than sixty (60) days after the Insured "
    "first discovers it. Such notice is a condition precedent to coverage hereunder.\n"
)


def test_us_policy_notice_no_later_than_against_a_memo_naming_the_insurer() -> None:
    pages = room(
        **{"Security/Billing incident memo.docx": US_MEMO, "Insurance/Cyber policy.pdf": US_POLICY}
    )
    got = [
        f for f in Y.incident_conflicts(pages, today=date(2026, 6, 1)) if "insurers" in f["title"]
    ]
    assert len(got) == 1, [f["title"] for f in Y.incident_conflicts(pages)]
    assert "02 May 2026" in got[0]["description"]
    verbatim(got, pages)


def test_an_insurer_told_in_time_is_not_a_finding() -> None:
    told = US_MEMO.replace(
        "The event has not been reported to Northgate Specialty as of the date of this memo.",
        "Northgate Specialty was notified of the incident on March 9, 2026.",
    )
    pages = room(
        **{"Security/Billing incident memo.docx": told, "Insurance/Cyber policy.pdf": US_POLICY}
    )
    assert [
        f for f in Y.incident_conflicts(pages, today=date(2026, 6, 1)) if "insurers" in f["title"]
    ] == []


# -- a consent needed on a change of control against the deal papers saying none is -----------------

US_LEASE = (
    "OFFICE LEASE\n"
    "12.4 Change of Control. Any transfer of a controlling interest in Tenant, whether by sale of "
    "stock, merger or otherwise, shall be deemed an assignment requiring Landlord's prior written "
    "consent under Section 12.1.\n"
)
TRACKER = (
    "Counterparty,Agreement,Consent required?,Status\n"
    "Riverside Plaza LLC,Lease - 400 Riverside Plaza,No (stock sale),n/a\n"
    "Kinver Data Inc.,Hosting Agreement,Yes,requested\n"
)
QA = (
    "No,Question,Answer,Status\n"
    "Q12,Does the Transaction require any landlord consents?,None required.,closed\n"
)


def test_a_consent_a_lease_needs_against_the_tracker_and_answers_saying_none() -> None:
    pages = room(
        **{
            "Real Estate/Riverside Plaza - Office Lease 2021.docx": US_LEASE,
            "Deal/Consents tracker.csv": TRACKER,
            "Deal/Buyer questions.csv": QA,
        }
    )
    got = C.consent_gaps(pages, [])
    assert len(got) == 1, [f["title"] for f in got]
    f = got[0]
    assert "deal papers say none is" in f["title"] and f["severity"] == "high"
    assert {c["doc"] for c in f["citations"]} == {"d0", "d1", "d2"}
    verbatim(got, pages)


def test_a_tracker_that_says_yes_is_no_denial() -> None:
    tracker = TRACKER.replace("No (stock sale)", "Yes - requested 3 March")
    pages = room(
        **{
            "Real Estate/Riverside Plaza - Office Lease 2021.docx": US_LEASE,
            "Deal/Consents tracker.csv": tracker,
        }
    )
    got = C.consent_gaps(pages, [])
    assert [f["title"] for f in got] == [
        "Consent needed on the change of control, none on file: Riverside Plaza - Office Lease 2021"
    ]


UK_LEASE = (
    "LEASE\n"
    "9.7 Any change in the persons having control of the Tenant (directly or through any holding "
    "company) shall be treated as an assignment of this Lease requiring the Landlord's consent.\n"
)


def test_a_waiver_of_something_else_by_the_landlord_does_not_answer_the_consent() -> None:
    letter = (
        "Dear Sirs\n"
        "Unit 2 Fenwick Park\n"
        "Fenwick Park Estates Limited waives the late payment interest on the March quarter's "
        "rent, as a gesture of goodwill.\n"
        "Yours faithfully\n"
    )
    consent = (
        "Dear Sirs\n"
        "Fenwick Park Estates Limited consents to the change of control of the Tenant arising "
        "from the sale of its shares to Orbis Holdings Limited.\n"
        "Yours faithfully\n"
    )
    for text, expect in ((letter, 1), (consent, 0)):
        pages = room(
            **{
                "Property/Fenwick Park - Lease 2018.pdf": UK_LEASE,
                "Property/Fenwick Park Estates letter.pdf": text,
            }
        )
        records = [r.to_json() for p in pages for r in OF.on_file(p.doc, p.path, p.page, p.text)]
        assert len(C.consent_gaps(pages, records)) == expect, (text, records)


# -- an automatic renewal against a notice sent too late or by the wrong method ---------------------

UK_CONTRACT = (
    "CLEANING SERVICES AGREEMENT\n"
    "Reference: CSA/2023/042\n"
    "3.1 This Agreement shall commence on 1 April 2023 and shall continue for two years.\n"
    "3.2 It shall then renew automatically for successive periods of twelve months unless "
    "either party gives written notice of termination not less than three months before the "
    "end of the then current term.\n"
    "5.1 The annual fee is £96,000, payable monthly in arrears.\n"
    "14.2 Notices under this Agreement must be served by hand or by first class post at the "
    "addresses above.\n"
)
UK_EMAIL = (
    "From: facilities@harcourt-foods.co.uk\n"
    "To: contracts@sparklewell.co.uk\n"
    "Date: Thu, 20 Feb 2025 10:02:11 +0000\n"
    "Subject: CSA/2023/042\n"
    "Please take this email as our notice that we will not renew the cleaning agreement when "
    "the current term ends.\n"
)


def test_a_uk_renewal_against_a_late_email_notice() -> None:
    pages = room(
        **{
            "Suppliers/Sparklewell - Cleaning Services Agreement.pdf": UK_CONTRACT,
            "Suppliers/Re cleaning contract.eml": UK_EMAIL,
        }
    )
    got = RN.renewal_conflicts(pages)
    assert len(got) == 1, got
    f = got[0]
    assert "late and by the wrong method" in f["title"] and "1 year" in f["title"]
    # two years from 1 April 2023 end on 31 March 2025; three months before: 31 December 2024
    assert "31 March 2025" in f["description"] and "31 December 2024" in f["description"]
    assert f["exposure"].startswith("GBP 96,000")
    assert {c["doc"] for c in f["citations"]} == {"d0", "d1"}
    verbatim(got, pages)


US_CONTRACT = (
    "JANITORIAL SERVICES AGREEMENT\n"
    "2.1 Term. The initial term of this Agreement commences on July 1, 2024 and ends on June 30, "
    "2026. This Agreement shall automatically renew for successive one (1) year terms unless "
    "either party provides written notice of non-renewal at least ninety (90) days prior to the "
    "expiration of the then-current term.\n"
    "4.1 Fees. Client shall pay Contractor $240,000 per year, in equal monthly installments.\n"
)


def _us_letter(sent: str) -> str:
    return (
        f"{sent}\n"
        "VIA CERTIFIED MAIL\n"
        "Dear Mr. Alvarez:\n"
        "Pursuant to Section 2.1 of the Janitorial Services Agreement, Crestview Medical Group "
        "hereby gives notice of non-renewal. The Agreement will end at the close of its current "
        "term.\n"
        "Very truly yours,\n"
    )


def test_a_us_renewal_against_a_notice_of_non_renewal_sent_after_the_window() -> None:
    pages = room(
        **{
            "Vendors/Brightline Janitorial - Services Agreement.docx": US_CONTRACT,
            "Vendors/Brightline Janitorial - notice of non-renewal.pdf": _us_letter(
                "April 15, 2026"
            ),
        }
    )
    got = RN.renewal_conflicts(pages)
    assert len(got) == 1, got
    f = got[0]
    assert "was late:" in f["title"] and "Brightline Janitorial" in f["title"]
    assert "01 April 2026" in f["description"]  # June 30 less 90 days
    assert f["exposure"].startswith("USD 240,000")
    verbatim(got, pages)


def test_a_notice_in_time_and_in_form_is_not_a_finding() -> None:
    pages = room(
        **{
            "Vendors/Brightline Janitorial - Services Agreement.docx": US_CONTRACT,
            "Vendors/Brightline Janitorial - notice of non-renewal.pdf": _us_letter(
                "March 2, 2026"
            ),
        }
    )
    assert RN.renewal_conflicts(pages) == []
    # an email in time where the contract allows notice by email
    allowed = UK_CONTRACT.replace("by hand or by first class post", "by hand, by post or by email")
    early = UK_EMAIL.replace("20 Feb 2025", "12 Nov 2024")
    pages = room(
        **{
            "Suppliers/Sparklewell - Cleaning Services Agreement.pdf": allowed,
            "Suppliers/Re cleaning contract.eml": early,
        }
    )
    assert RN.renewal_conflicts(pages) == []


def test_a_contracts_own_notice_clause_is_not_a_notice_given() -> None:
    pages = room(**{"Vendors/Brightline Janitorial - Services Agreement.docx": US_CONTRACT})
    assert RN._notices(pages) == []
    assert isinstance(pages[0], X.Page)


def test_in_a_big_room_a_notice_brings_in_the_contract_it_ends() -> None:
    """Rooms read through search: the notices the step's searches found name the contract to
    search for next (its reference, else the counterparty)."""
    pages = room(**{"Suppliers/Re cleaning contract.eml": UK_EMAIL})
    assert '"CSA/2023/042"' in X.follow_ups(pages)
    assert "notice of termination" in " ".join(X.QUERIES)
