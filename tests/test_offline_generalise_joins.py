"""More two-document joins on wording they were not written for (issue 12; failure modes first
seen on tests/rooms/quarrendon, written here on fresh UK and US wording, each with the benign
version that must not fire): an insurer's condition precedent against a report's "Insurer: not
notified"; a lease that deems an indirect transfer an assignment against a tracker's "No"; a
regulator's warning letter against the schedules and the Q&A; a developer that "is and shall
remain the sole owner" against the ownership warranty; a renewal notice sent by email where
email is no valid notice; an insider's company against "Affiliate Transactions: None"; a
payment on a change in control quoted with its trigger; insurer-funded cover is no gap."""

from __future__ import annotations

from datetime import date

from diligence_tui.harness.slices import SlicePage
from diligence_tui.offline import consents as C
from diligence_tui.offline import crossdoc as X
from diligence_tui.offline import crossdoc_insiders as INS
from diligence_tui.offline import crossdoc_more as M
from diligence_tui.offline import crossdoc_regulator as REG
from diligence_tui.offline import renewals as RN
from diligence_tui.offline.reviewer import scan_page
from tests.test_offline_crossdoc_wording import room, verbatim

# -- an incident against an insurer's condition precedent ----------------------------------------

REPORT = (
    "# Incident report IR-77 - encryption of the Leeds file servers\n"
    "Version 2, 30 October 2026.\n\n"
    "## Summary\n"
    "On 3 September 2026 at 05:40 the managed SOC detected mass file encryption on two file "
    "servers at the Leeds site.\n\n"
    "## Notifications\n"
    "* Police: Action Fraud report made 4 September 2026.\n"
    "* Insurer: not notified (the finance director is considering it).\n"
)
POLICY = (
    "HARTLAND SPECIALTY INSURANCE COMPANY - CYBER POLICY\n"
    "CONDITIONS\n"
    "4. It is a condition precedent to the Insurer's liability under every section of this "
    "Policy that the Insured gives written notice to the Insurer of any Cyber Event as soon as "
    "practicable after the Insured's responsible officers first become aware of it, and in no "
    "event later than thirty (30) days after such awareness.\n"
)


def test_a_report_bullet_that_the_insurer_was_not_told_against_a_condition_precedent() -> None:
    pages = room(
        **{
            "IT/Incident report IR-77.md": REPORT,
            "Insurance/Cyber Policy - Hartland Specialty.pdf": POLICY,
        }
    )
    got = M.incident_conflicts(pages, today=date(2026, 12, 1))
    assert [f["title"] for f in got] == [
        "Incident notice to insurers: insurers had not been told when the report was written"
    ]
    assert "ran out on 03 October 2026" in got[0]["description"]
    assert {c["doc"] for c in got[0]["citations"]} == {"d0", "d1"}
    verbatim(got, pages)
    told = REPORT.replace("* Insurer: not notified (the finance director is considering it).", "")
    told += "Hartland Specialty was notified on 10 September 2026.\n"
    pages = room(
        **{
            "IT/Incident report IR-77.md": told,
            "Insurance/Cyber Policy - Hartland Specialty.pdf": POLICY,
        }
    )
    assert M.incident_conflicts(pages, today=date(2026, 12, 1)) == []  # told in time


# -- a lease that deems an indirect transfer an assignment ------------------------------------------

LEASE = (
    "LEASE\n"
    "12.4 Any transfer of fifty percent (50%) or more of the direct or indirect stock or "
    "membership interests in Tenant, whether by merger or otherwise, shall be deemed an "
    "assignment of this Lease and shall require Landlord's prior written consent.\n"
)
TRACKER = (
    "Ref\tContract\tCounterparty\tConsent required?\tComment\n"
    "3\tLease, 18 Quarry Road\tQuarry Road Holdings LLC\tNo\tshare sale at parent level\n"
)


def test_an_indirect_transfer_clause_against_a_tracker_that_says_no_consent() -> None:
    pages = room(
        **{
            "Property/Lease - 18 Quarry Road, Dayton OH.pdf": LEASE,
            "Transaction/Consents tracker.xlsx": TRACKER,
        }
    )
    got = C.consent_gaps(pages, [])
    assert [f["title"] for f in got] == [
        "Consent needed on the change of control, but the deal papers say none is: "
        "Lease - 18 Quarry Road, Dayton OH"
    ]
    assert "indirect transfers" in got[0]["description"]
    verbatim(got, pages)
    benign = LEASE.replace("shall be deemed an assignment", "shall not be deemed an assignment")
    benign = benign.replace(" and shall require Landlord's prior written consent", "")
    pages = room(**{"Property/Lease - 18 Quarry Road, Dayton OH.pdf": benign})
    assert C.consent_gaps(pages, []) == []


# -- a regulator's warning letter against the disclosure -------------------------------------------

LETTER = (
    "WARNING LETTER\n"
    "June 2, 2026\n"
    "Dear Ms Park: During an inspection of your facility the FDA investigator found that your "
    "devices are adulterated within the meaning of section 501(h) of the Act, in that the methods "
    "used in their manufacture are not in conformity with current good manufacturing practice.\n"
)
SCHEDULES = (
    "DISCLOSURE SCHEDULES\n"
    "Schedule 4.12 - Regulatory Matters\n"
    "1. FDA Form 483 issued March 3, 2026 following the inspection of the Akron facility.\n"
)
QA = (
    "No,Topic,Question,Answer\n"
    '9,Regulatory,"Has the Company received any warning letter from FDA?",'
    "A Form 483 was received in March 2026 and answered.\n"
)


def test_a_warning_letter_the_schedules_and_the_answers_leave_out() -> None:
    pages = room(
        **{
            "Regulatory/FDA Warning Letter - June 2026.pdf": LETTER,
            "Transaction/Disclosure Schedules.docx": SCHEDULES,
            "Transaction/Q&A log.csv": QA,
            "Regulatory/Response to Warning Letter.docx": (
                "RESPONSE\nWe will report monthly. FDA has not issued a close-out letter.\n"
            ),
        }
    )
    got = REG.regulator_letter_conflicts(pages)
    assert len(got) == 1 and got[0]["title"].startswith("Warning letter from FDA"), got
    assert {c["doc"] for c in got[0]["citations"]} == {"d0", "d1", "d2", "d3"}
    verbatim(got, pages)
    listed = SCHEDULES + "2. FDA Warning Letter dated June 2, 2026 (response filed).\n"
    pages = room(
        **{
            "Regulatory/FDA Warning Letter - June 2026.pdf": LETTER,
            "Transaction/Disclosure Schedules.docx": listed,
        }
    )
    assert REG.regulator_letter_conflicts(pages) == []  # disclosed


# -- a developer that remains the owner -------------------------------------------------------------


def test_a_developer_that_remains_the_owner_against_the_ownership_warranty() -> None:
    contract = (
        "DEVELOPMENT AGREEMENT\n"
        "8.1 Developer is and shall remain the sole and exclusive owner of all right, title and "
        "interest in the Deliverables, including all source code, and Client receives a "
        "non-exclusive licence only.\n"
    )
    spa = (
        "SHARE PURCHASE AGREEMENT - warranties\n"
        "10.2 The Company is the sole legal and beneficial owner of all Intellectual Property used "
        "in its business.\n"
    )
    pages = room(
        **{
            "IP/Development Agreement - Kiln Software 2023.pdf": contract,
            "Transaction/Share Purchase Agreement.docx": spa,
        }
    )
    got = X.ip_ownership_conflicts(pages)
    assert [f["title"] for f in got] == [
        "IP kept by Kiln Software contradicts the IP ownership warranty (Share Purchase Agreement)"
    ]
    verbatim(got, pages)
    mine = contract.replace("Developer is and shall remain", "Client is and shall remain")
    pages = room(
        **{
            "IP/Development Agreement - Kiln Software 2023.pdf": mine,
            "Transaction/Share Purchase Agreement.docx": spa,
        }
    )
    assert X.ip_ownership_conflicts(pages) == []


# -- a renewal notice by email where email is no valid notice -------------------------------------

SUPPLY = (
    "SUPPLY AGREEMENT\n"
    "9.1 This Agreement continues for an initial period of three years ending on 31 March 2027 "
    '(the "Initial Period").\n'
    "9.2 This Agreement shall automatically renew for a further period of two years unless either "
    "party gives written notice of non-renewal not later than three months before the end of the "
    "Initial Period.\n"
    "18.3 A notice given by email is not valid for the purposes of clause 9.\n"
)


def _email(sent: str) -> str:
    return (
        f"From: buyer@example.com\nDate: {sent}\nSubject: Supply Agreement - non-renewal\n\n"
        "Dear Marco,\nPlease take this email as our notice that we do not intend to renew the "
        "Supply Agreement when the Initial Period ends.\nRegards\n"
    )


def test_a_notice_by_email_where_the_contract_says_email_is_no_notice() -> None:
    pages = room(
        **{
            "Suppliers/Orvieto Valves - Supply Agreement 2024.docx": SUPPLY,
            "Suppliers/Orvieto Valves - non-renewal correspondence.eml": _email("10 Dec 2026"),
        }
    )
    got = RN.renewal_conflicts(pages)
    assert len(got) == 1 and "by the wrong method" in got[0]["title"], got
    assert "not late" not in got[0]["title"] and "late" not in got[0]["title"].split(":")[0]
    verbatim(got, pages)
    letter_ok = SUPPLY.replace(
        "18.3 A notice given by email is not valid for the purposes of clause 9.\n", ""
    )
    pages = room(
        **{
            "Suppliers/Orvieto Valves - Supply Agreement 2024.docx": letter_ok,
            "Suppliers/Orvieto Valves - non-renewal correspondence.eml": _email("10 Dec 2026"),
        }
    )
    assert RN.renewal_conflicts(pages) == []  # in time, and email is not barred


# -- an insider's company against "None" -------------------------------------------------------------


def test_an_insiders_company_against_a_schedule_that_says_none() -> None:
    minutes = (
        "MINUTES OF THE BOARD\nPresent: Helen Varga (Chief Executive Officer), Tom Reid.\n"
        "Ms. Varga declared that she holds all of the shares of Northgate Estates Ltd, the "
        "landlord of the Bradford warehouse, and took no part in the rent review.\n"
    )
    schedules = "DISCLOSURE LETTER\nPart 7 - Related Party Transactions\nNone.\n"
    pages = room(
        **{"Board/Minutes May 2026.docx": minutes, "Deal/Disclosure Letter.docx": schedules}
    )
    got = INS.insider_conflicts(pages)
    assert len(got) == 1 and got[0]["title"].startswith("Northgate Estates Ltd is held by Varga")
    verbatim(got, pages)
    disclosed = schedules.replace("None.", "The lease of the Bradford warehouse from Northgate.")
    pages = room(
        **{"Board/Minutes May 2026.docx": minutes, "Deal/Disclosure Letter.docx": disclosed}
    )
    assert INS.insider_conflicts(pages) == []


# -- per-document wording ----------------------------------------------------------------------------


def _hits(text: str) -> list[tuple[str, str, str]]:
    return [(h.kind.key, h.severity, h.quote) for h in scan_page(SlicePage(1, "p. 1", text, 0))]


def test_a_payment_on_a_change_in_control_is_quoted_with_its_trigger() -> None:
    text = (
        "5.1 Sale Bonus. Upon the closing of a Change in Control, whether or not the Executive's "
        "employment then ends or continues for any period thereafter, the Company shall pay the "
        "Executive, in one lump sum within fifteen (15) days after the closing of that Change in "
        "Control, an amount in cash equal to three (3) times the sum of the Executive's Base "
        "Salary and the Executive's Target Bonus, each as in effect on the date of the closing."
    )
    pay = [q for k, _, q in _hits(text) if k == "key_employee_severance"]
    assert pay and "Change in Control" in pay[0], pay


def test_cover_the_insurer_funded_is_no_gap_and_a_lapse_still_is() -> None:
    funded = (
        "The settlement sum is funded by the Company's liability insurers under policy LX-4, "
        "subject to the £25,000 self-insured retention, which the Company has paid."
    )
    assert not [k for k, _, _ in _hits(funded) if k == "insurance_gap"]
    lapsed = (
        "The Company's product liability insurance policy lapsed on 1 May 2026 and was not renewed."
    )
    assert [k for k, _, _ in _hits(lapsed) if k == "insurance_gap"]
