"""Distractors: matters that look alarming but that the documents show are benign."""

from __future__ import annotations

from datetime import date

from diligence_tui.samples import documents as cd
from diligence_tui.samples.issues.base import KEYS, Plan, Planted
from diligence_tui.samples.world import long_date, money


def distract_expired_exclusivity(plan: Plan) -> Planted:
    w = plan.world
    sup = w.suppliers[0]
    clause = (
        'From the Effective Date until December 31, 2023 (the "Exclusivity Period"), Company shall purchase its requirements of in-cab telematics '
        "devices exclusively from Supplier. The Exclusivity Period shall not be extended except by a written amendment signed by both parties."
    )
    plan.add(KEYS["exclusive_supplier"], "Exclusivity", clause)
    return Planted(
        id="",
        key="expired_exclusivity",
        kind="distractor",
        title=f"Expired exclusivity with {sup.short}",
        category="Suppliers",
        severity="none",
        what=f"the exclusivity in the {sup.short} agreement expired on December 31, 2023 and is no longer in force",
        quotes=[(KEYS["exclusive_supplier"], clause)],
        terms=[["Exclusivity Period"]],
    )


def distract_settled_lawsuit(plan: Plan) -> Planted:
    w = plan.world
    plaintiff, stem = w.company(["Parcel", "Freight"])
    paid = w.rng.randrange(10, 30) * 10_000
    dismissal = "The parties stipulate that the action is dismissed in its entirety with prejudice, each party to bear its own costs and attorneys' fees."
    release = (
        f"In consideration of the payment of {money(paid)}, which was received in full on {long_date(date(2023, 2, 28))}, {plaintiff} releases {w.target} from all claims "
        "arising out of or relating to the matters alleged in the action."
    )
    complaint = [
        f"SUPERIOR COURT OF THE STATE OF CALIFORNIA\n\n{plaintiff.upper()}, Plaintiff,\nv.\n{w.target.upper()}, Defendant.\n\nCOMPLAINT FOR BREACH OF CONTRACT AND NEGLIGENT MISREPRESENTATION\n\n"
        f"1. Plaintiff brings this action to recover damages of not less than $900,000 caused by Defendant's failure to deliver the route optimization features promised in its 2021 proposal.\n\n"
        "2. Defendant represented that its software would reduce Plaintiff's fleet mileage by twelve percent within six months. It did not.\n\n"
        "3. Plaintiff relied on those representations in terminating its previous vendor and suffered losses as a result.",
        "PRAYER FOR RELIEF\n\nWHEREFORE, Plaintiff prays for compensatory damages of not less than $900,000, interest, costs and such other relief as the Court considers just.\n\nDated: June 14, 2022",
    ]
    plan.doc(
        cd.Doc(
            path=cd.folder_path("lit", f"{stem} v {w.short} - Complaint (2022).pdf"),
            title="Complaint",
            blocks=[("pages", complaint)],
            key="old_complaint",
        )
    )
    blocks = [
        ("h1", "Settlement Agreement and Mutual Release"),
        (
            "p",
            f"This Settlement Agreement is made as of {long_date(date(2023, 2, 10))} between {plaintiff} and {w.target} to resolve the action filed in June 2022.",
        ),
        ("p", release),
        (
            "p",
            f"{w.target} releases {plaintiff} from all claims relating to the action and to unpaid invoices under the parties' former agreement.",
        ),
        ("p", "Neither party admits liability. The terms of this settlement are confidential."),
        (
            "p",
            "Within five business days after receiving the payment, the plaintiff shall file a stipulation of dismissal with prejudice.",
        ),
    ] + cd.signature_block(
        plaintiff, w.person("Chief Executive Officer", "plaintiff.example"), w.target, w.ceo
    )
    k2 = plan.doc(
        cd.Doc(
            path=cd.folder_path("lit", f"{stem} v {w.short} - Settlement Agreement (2023).docx"),
            title="Settlement",
            blocks=blocks,
            key="settlement",
        )
    )
    k3 = plan.doc(
        cd.Doc(
            path=cd.folder_path("lit", f"{stem} v {w.short} - Stipulation of Dismissal.txt"),
            title="Stipulation of dismissal",
            key="dismissal",
            blocks=[
                (
                    "p",
                    f"{plaintiff.upper()} v. {w.target.upper()}\n\nSTIPULATION AND ORDER OF DISMISSAL WITH PREJUDICE",
                ),
                ("p", dismissal),
                ("p", "IT IS SO ORDERED. Dated: March 7, 2023."),
            ],
        )
    )
    return Planted(
        id="",
        key="settled_lawsuit",
        kind="distractor",
        title=f"{stem} lawsuit (settled and dismissed)",
        category="Litigation",
        severity="none",
        what=f"the 2022 lawsuit by {plaintiff} was settled for {money(paid)} (paid in 2023) and dismissed with prejudice with a full release",
        quotes=[(k2, release), (k3, dismissal)],
        terms=[[stem]],
    )


def distract_consent_obtained(plan: Plan) -> Planted:
    w = plan.world
    cust = w.customers[1]
    clause = (
        "Provider shall not assign this Agreement without the prior written consent of Customer. For this purpose a Change of Control of Provider "
        "shall be treated as an assignment."
    )
    plan.add(KEYS["consent_customer"], "Assignment", clause)
    consent = (
        f"{cust.name} hereby consents to the proposed merger of {w.target} with a subsidiary of {w.buyer} and agrees that the transaction "
        "will not give rise to any right to terminate or modify the Agreement."
    )
    blocks = cd.letter(
        cust.name,
        cust.contact,
        w.target,
        w.ceo,
        date(2026, 8, 20),
        "Consent to change of control",
        [
            f"We refer to the Master Subscription and Services Agreement between {cust.name} and {w.target} and to your letter requesting our consent to the proposed transaction.",
            consent,
            "This consent is irrevocable and is given on the understanding that the service commitments in the Agreement remain unchanged.",
        ],
    )
    key = plan.doc(
        cd.Doc(
            path=cd.folder_path("customers", f"Consent Letter - {cust.short} (2026-08-20).pdf"),
            title="Consent letter",
            blocks=blocks,
            key="consent_letter",
        )
    )
    return Planted(
        id="",
        key="consent_obtained",
        kind="distractor",
        title=f"{cust.short} change-of-control consent (already obtained)",
        category="Customers",
        severity="none",
        what=f"the consent requirement in the {cust.short} agreement has been satisfied: {cust.short} consented to the merger in writing",
        quotes=[(KEYS["consent_customer"], clause), (key, consent)],
        terms=[[cust.short]],
    )


def distract_mutual_cap(plan: Plan) -> Planted:
    w = plan.world
    cust = w.customers[2]
    clause = (
        "For clarity, the limitations in this Section apply equally to both parties and neither party's aggregate liability shall exceed the fees paid "
        "or payable in the twelve (12) months preceding the claim."
    )
    plan.add(KEYS["cap_customer"], "Limitation of Liability", clause)
    return Planted(
        id="",
        key="mutual_cap",
        kind="distractor",
        title=f"Mutual 12-month liability cap with {cust.short}",
        category="Customers",
        severity="none",
        what=f"the liability cap in the {cust.short} agreement is mutual and equal to twelve months of fees, which is market standard",
        quotes=[(KEYS["cap_customer"], clause)],
        terms=[[cust.short]],
    )


def distract_lender_waiver(plan: Plan) -> Planted:
    w = plan.world
    waiver = (
        "The Lender hereby waives the Event of Default arising solely from the late delivery of the Compliance Certificate for the fiscal quarter ended "
        "June 30, 2024, which the Borrower delivered on August 29, 2024."
    )
    officer = w.person("Senior Vice President", "bank.example")
    blocks = cd.letter(
        w.bank,
        officer,
        w.target,
        w.cfo,
        date(2024, 9, 3),
        "Limited waiver",
        [
            "We refer to the Credit Agreement between the Borrower and the Lender.",
            waiver,
            "This waiver is limited to the matter described above and does not waive any other Default.",
        ],
    )
    key = plan.doc(
        cd.Doc(
            path=cd.folder_path("debt", "Limited Waiver Letter (2024-09-03).pdf"),
            title="Limited waiver",
            blocks=blocks,
            key="lender_waiver",
        )
    )
    return Planted(
        id="",
        key="lender_waiver",
        kind="distractor",
        title="Waived 2024 reporting default",
        category="Financing & Debt",
        severity="none",
        what="the 2024 late compliance certificate default was waived in writing by the lender and is not an open default",
        quotes=[(key, waiver)],
        terms=[["late delivery of the Compliance Certificate", "Limited Waiver"]],
    )


def distract_irs_no_change(plan: Plan) -> Planted:
    w = plan.world
    sentence = "We have completed the examination of your federal income tax return for the tax year 2022 and we made no changes to the tax you reported."
    officer = w.person("Revenue Agent", "irs.example")
    blocks = cd.letter(
        "Internal Revenue Service",
        officer,
        w.target,
        w.cfo,
        date(2025, 5, 19),
        "No-change report",
        [
            sentence,
            "No further action is required on your part. Please keep this letter with your tax records.",
        ],
    )
    key = plan.doc(
        cd.Doc(
            path=cd.folder_path("tax", "IRS No-Change Letter - Tax Year 2022.pdf"),
            title="No-change letter",
            blocks=blocks,
            key="irs_letter",
        )
    )
    return Planted(
        id="",
        key="irs_no_change",
        kind="distractor",
        title="Closed IRS examination (no change)",
        category="Tax",
        severity="none",
        what="the IRS examination of the 2022 federal return closed with no change",
        quotes=[(key, sentence)],
        terms=[["IRS"]],
    )


DISTRACTORS = [
    distract_expired_exclusivity,
    distract_settled_lawsuit,
    distract_consent_obtained,
    distract_mutual_cap,
    distract_lender_waiver,
    distract_irs_no_change,
]
