"""Issues a single clause does not show: documents the room refers to but does not hold,
and issues visible only by reading two documents together."""

from __future__ import annotations

from datetime import date

from diligence_tui.samples import documents as cd
from diligence_tui.samples.issues.base import KEYS, Plan, Planted
from diligence_tui.samples.world import long_date, money

# -- missing documents --------------------------------------------------------------------


def plant_missing_supply(plan: Plan) -> Planted:
    w = plan.world
    sup = w.suppliers[2]
    minimum = w.rng.randrange(80, 200) * 10_000
    reference = (
        f'This Amendment No. 2 amends the Supply Agreement dated March 3, 2022 between {sup.name} and the Company (the "Supply Agreement"), '
        "a copy of which is attached to the Master Reseller Agreement as Exhibit C."
    )
    commitment = f"The Company's minimum annual purchase commitment under Section 4.2 of the Supply Agreement is increased to {money(minimum)} for each contract year."
    blocks = [
        ("h1", "Amendment No. 2 to Supply Agreement"),
        (
            "p",
            f'This Amendment No. 2 is made as of {long_date(date(2025, 4, 14))} between {sup.name} ("Supplier") and {w.target} (the "Company").',
        ),
        ("p", reference),
        ("p", commitment),
        (
            "p",
            "If the Company purchases less than the minimum annual purchase commitment in any contract year, it shall pay Supplier the shortfall within thirty (30) days after the end of that contract year.",
        ),
        (
            "p",
            "Except as amended by this Amendment No. 2, the Supply Agreement remains in full force and effect. Capitalized terms not defined here have the meanings given in the Supply Agreement.",
        ),
    ] + cd.signature_block(sup.name, sup.contact, w.target, w.cfo)
    key = plan.doc(
        cd.Doc(
            path=cd.folder_path(
                "suppliers", f"Amendment No. 2 - {sup.short} Supply Agreement.docx"
            ),
            title="Amendment No. 2",
            blocks=blocks,
            key="supply_amendment",
        )
    )
    plan.disclosure_rows.append(
        [
            "3.14(a)(iv)",
            "Supply Agreement",
            f"Supply Agreement dated March 3, 2022 with {sup.name} (Exhibit C to the Master Reseller Agreement)",
            "05 Suppliers",
        ]
    )
    return Planted(
        id="",
        key="missing_supply_agreement",
        kind="missing",
        title=f"Supply Agreement with {sup.short} referenced but not provided",
        category="Suppliers",
        severity="medium",
        what=f"the Supply Agreement dated March 3, 2022 with {sup.name} is referenced (Amendment No. 2; Exhibit C; the disclosure schedule) but is not in the data room",
        quotes=[(key, reference), (key, commitment)],
        amount=money(minimum),
        amount_what="minimum annual purchase commitment (take-or-pay shortfall payment)",
        implication="the base agreement's terms (term, exclusivity, change of control, termination) cannot be reviewed, and a take-or-pay commitment applies",
        recommendation=f"request the Supply Agreement with {sup.short} (and the Master Reseller Agreement's Exhibit C) before signing",
        terms=[["Supply Agreement"], [sup.short]],
        imp_terms=["minimum", "take-or-pay", "purchase commitment"],
        rec_terms=["request"],
        missing=f"Supply Agreement dated March 3, 2022 with {sup.name}",
    )


def plant_missing_ip_assignment(plan: Plan) -> Planted:
    w = plan.world
    sentence = (
        f"The core routing engine was written by {w.cto.name} in 2016, before the Company was incorporated, and was transferred to the Company under "
        "the Technology Assignment Agreement dated April 2, 2017, which is listed in the Disclosure Schedule."
    )
    blocks = [
        ("h1", "IP Chain of Title: Notes for the Data Room"),
        ("p", f"Prepared by {w.counsel.name}, {w.counsel.title}."),
        (
            "p",
            f"All current and former employees and contractors who contributed to the {w.product} code base signed the Company's standard Confidential Information and Invention Assignment Agreement, copies of which are in folder 07.",
        ),
        ("p", sentence),
        (
            "p",
            "The Company's three issued patents name employees as inventors; assignments to the Company were recorded with the USPTO within sixty days of filing.",
        ),
    ]
    key = plan.doc(
        cd.Doc(
            path=cd.folder_path("ip", "IP Chain of Title Notes.md"),
            title="IP chain of title",
            blocks=blocks,
            key="ip_notes",
        )
    )
    plan.disclosure_rows.append(
        [
            "3.12(c)",
            "Founder IP",
            f"Technology Assignment Agreement dated April 2, 2017 between {w.cto.name} and the Company",
            "06 Intellectual Property",
        ]
    )
    return Planted(
        id="",
        key="missing_ip_assignment",
        kind="missing",
        title="Founder technology assignment agreement not in the data room",
        category="Intellectual Property",
        severity="high",
        what=f"the Technology Assignment Agreement dated April 2, 2017 by which {w.cto.name} transferred the pre-incorporation routing engine is referenced but missing",
        quotes=[(key, sentence)],
        implication="the Company's title to its core technology rests on a document nobody has reviewed; a gap would leave the founder owning the engine",
        recommendation=f"request the signed Technology Assignment Agreement (or obtain a confirmatory assignment from {w.cto.name} at signing)",
        terms=[["Technology Assignment Agreement"], [w.cto.last]],
        imp_terms=["chain of title", "title"],
        rec_terms=["request", "confirmatory assignment"],
        missing=f"Technology Assignment Agreement dated April 2, 2017 ({w.cto.name})",
    )


# -- combined -----------------------------------------------------------------------------


def plant_loan_to_ceo_entity(plan: Plan) -> Planted:
    w = plan.world
    entity = f"{w.pick(['Tallis Ridge', 'Kestrel Bay', 'Orchard Lane'])} Ventures LLC"
    amount = w.rng.randrange(9, 19) * 125_000
    resolution = (
        f"RESOLVED, that the Company make a loan in the principal amount of {money(amount)} to {entity} on the terms of the promissory note "
        "presented to the meeting, bearing interest at two percent (2%) per annum and repayable in a single instalment on December 31, 2030."
    )
    plan.add(
        KEYS["minutes_loan"],
        "Loan to " + entity,
        [
            f"{w.cfo.name} described a request from {entity} for a bridge loan to fund a real estate investment, and summarized the proposed promissory note. Following discussion,",
            resolution,
            "FURTHER RESOLVED, that the officers of the Company are authorized to execute the promissory note and to take all actions necessary to give effect to the foregoing resolution.",
        ],
    )
    note = f"{entity} is wholly owned by {w.ceo.name}."
    plan.add(KEYS["cap_table"], "holder", (entity, "Common", w.rng.randrange(300, 600) * 1000))
    plan.add(KEYS["cap_table"], "note", (entity, note))
    return Planted(
        id="",
        key="loan_to_ceo_entity",
        kind="combined",
        title="Board-approved loan to an entity owned by the CEO",
        category="Corporate",
        severity="high",
        what=f"the board minutes approve a loan to {entity}, and the cap table shows that {entity} is wholly owned by the CEO {w.ceo.name}: an undisclosed related-party loan",
        quotes=[(KEYS["minutes_loan"], resolution), (KEYS["cap_table"], note)],
        amount=money(amount),
        amount_what="loan principal (a low-interest loan due in 2030)",
        implication="a below-market related-party loan approved without recorded disclosure of the CEO's interest; it likely breaches the credit agreement's limit on loans (Section 7.4) and the Code of Conduct",
        recommendation="require repayment of the loan before closing, review its board approval, and check for a credit agreement default",
        terms=[
            [entity.split(" Ventures")[0]],
            ["related party", "conflict of interest", w.ceo.last],
        ],
        imp_terms=["related party", "Section 7.4", "credit agreement"],
        rec_terms=["repay", "repayment"],
    )


def plant_guarantee(plan: Plan) -> Planted:
    w = plan.world
    sub = f"{w.short} Logistics UK Limited"
    uk_bank = w.pick(["Thames Northern Bank plc", "Albion Commercial Bank plc"])
    facility = w.rng.randrange(24, 46) * 100_000
    clause = (
        f"The Guarantor irrevocably and unconditionally guarantees to the Bank the punctual payment of all amounts owing by {sub} under the Facility Letter, "
        "and shall pay each such amount on demand as if it were the principal obligor."
    )
    blocks = [
        ("h1", "Deed of Guarantee"),
        (
            "p",
            f'This Deed of Guarantee is made on {long_date(date(2024, 11, 6))} by {w.target} (the "Guarantor") in favour of {uk_bank} (the "Bank").',
        ),
        ("h2", "1. Guarantee"),
        ("p", clause),
        ("h2", "2. Continuing security"),
        (
            "p",
            "This guarantee is a continuing security and extends to the ultimate balance of the guaranteed obligations, regardless of any intermediate payment or discharge.",
        ),
        ("h2", "3. Waiver of defences"),
        (
            "p",
            "The obligations of the Guarantor are not affected by any time, waiver or consent granted to the borrower, any amendment of the Facility Letter, or any insolvency of the borrower.",
        ),
        ("h2", "4. Governing law"),
        (
            "p",
            "This Deed is governed by English law and the courts of England have exclusive jurisdiction.",
        ),
        ("p", f"Executed as a deed by {w.target}, acting by /s/ {w.cfo.name}, {w.cfo.title}."),
    ]
    key = plan.doc(
        cd.Doc(
            path=cd.folder_path("debt", "Deed of Guarantee - UK Subsidiary.docx"),
            title="Deed of guarantee",
            blocks=blocks,
            key="guarantee",
        )
    )
    sentence = f"The overdraft and term facility of GBP {facility:,} made available to {sub} under the Facility Letter is now fully drawn."
    body = (
        f"Hi {w.ceo.first},\n\nQuick update on the UK entity. {sentence} The Bank has asked for updated management accounts by month end.\n\n"
        f"As a reminder, none of this is on our consolidated debt schedule because the facility sits with the subsidiary.\n\nThanks,\n{w.cfo.first}"
    )
    mail = cd.email_doc(
        cd.folder_path("mail", "RE UK facility update.eml"),
        w.cfo,
        w.ceo,
        "RE: UK facility update",
        cd.at(date(2026, 5, 12), 17, 5),
        body,
        key="uk_facility_mail",
    )
    plan.docs.append(mail)
    return Planted(
        id="",
        key="parent_guarantee",
        kind="combined",
        title="Parent guarantee of the UK subsidiary's fully drawn facility",
        category="Financing & Debt",
        severity="medium",
        what=f"{w.short} guarantees {sub}'s bank facility (Deed of Guarantee), and a CFO email shows the facility is fully drawn at GBP {facility:,}, which is not on the debt schedule",
        quotes=[(key, clause), ("uk_facility_mail", sentence)],
        amount=f"GBP {facility:,}",
        amount_what="guaranteed facility, fully drawn",
        implication="an off-balance-sheet contingent liability that should be treated as debt in the price and may breach the credit agreement's debt covenant",
        recommendation="obtain the Facility Letter, include the guaranteed amount in debt-like items, and require release or repayment at closing",
        terms=[["guarantee", "guaranty"], ["UK"]],
        imp_terms=["contingent", "off-balance", "debt"],
        rec_terms=["Facility Letter", "debt-like", "release"],
    )
