"""Filler documents of a generated room: the ordinary contracts, reports, letters and
emails around the planted issues."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from diligence_tui.samples import clauses as cl
from diligence_tui.samples import documents as cd
from diligence_tui.samples.base import BuilderBase
from diligence_tui.samples.world import (
    CUSTOMER_TRADES,
    SUPPLIER_TRADES,
    Counterparty,
    long_date,
    money,
)

# filler kinds: 0 MSA, 1 order form, 2 NDA, 3 offer/CIIAA, 4 email, 5 supplier agreement, 6 monthly report,
# 7 policy, 8 QBR notes, 9 insurance certificate, 10 tax return, 11 committee notes, 12 option grant, 13 estoppel
LARGE_WEIGHTS = [18, 5, 7, 5, 8, 14, 16, 5, 5, 3, 3, 5, 3, 3]


class Filler(BuilderBase):
    """Ordinary documents that bring a room up to its size."""

    def filler(self, i: int) -> cd.Doc:
        w = self.world
        rng = w.rng
        large = self.profile == "large"
        text_fmt = rng.choice(["txt", "md", "html"])
        rich = rng.random() < (0.12 if large else 0.45)
        # large rooms lean on long documents (contracts, reports) to reach tens of millions of tokens
        kind = rng.choices(range(14), weights=LARGE_WEIGHTS)[0] if large else i % 14
        if kind == 0:
            cust = self.extra_customer()
            fmt = rng.choice(["docx", "pdf"]) if rich else text_fmt
            return cd.Doc(
                cd.folder_path(
                    "customers", f"Master Subscription Agreement - {cust.short} {i:04d}.{fmt}"
                ),
                "MSA",
                blocks=cd.customer_msa(
                    w,
                    cust,
                    full=rng.random() < 0.5,
                    terms=(rng.choice(["Provider", w.short]), rng.choice(["Customer", cust.short])),
                ),
            )
        if kind == 1:
            cust = rng.choice(w.customers)
            number = 1000 + i
            blocks = [
                ("h1", f"Order Form No. {number}"),
                (
                    "p",
                    f'This Order Form is entered into under the Master Subscription and Services Agreement between {w.target} ("Provider") and {cust.name} ("Customer").',
                ),
                (
                    "table",
                    [
                        ["Item", "Term", "Fees"],
                        [
                            f"{w.product} subscription, {rng.randrange(20, 900)} vehicles",
                            f"{rng.choice([12, 24, 36])} months",
                            money(rng.uniform(0.05, 0.9) * 1e6),
                        ],
                        ["Implementation services", "One-time", money(rng.uniform(10, 90) * 1e3)],
                    ],
                ),
                (
                    "p",
                    "Billing: annually in advance. Payment terms as set out in the Agreement. This Order Form does not change any other term of the Agreement.",
                ),
            ]
            return cd.Doc(
                cd.folder_path("customers", f"Order Form {number} - {cust.short}.{text_fmt}"),
                "Order form",
                blocks=blocks,
            )
        if kind == 2:
            other, stem = w.company(SUPPLIER_TRADES)
            fmt = rng.choice(["pdf", "docx"]) if rich else text_fmt
            return cd.Doc(
                cd.folder_path("material", f"Mutual NDA - {stem} {i:04d}.{fmt}"),
                "NDA",
                blocks=cd.nda(
                    w,
                    other,
                    w.person("Authorized Signatory", "example.com"),
                    w.day_between(date(2021, 1, 1), date(2026, 6, 1)),
                ),
            )
        if kind == 3:
            person = w.person(
                rng.choice(
                    [
                        "Software Engineer",
                        "Account Executive",
                        "Customer Success Manager",
                        "Data Analyst",
                        "Implementation Consultant",
                    ]
                )
            )
            when = w.day_between(date(2019, 1, 1), date(2026, 5, 1))
            if rng.random() < 0.5:
                return cd.Doc(
                    cd.folder_path("people", f"Offer Letter - {person.name}.txt"),
                    "Offer letter",
                    blocks=[("p", cd.offer_letter(w, person, rng.randrange(85, 210) * 1000, when))],
                )
            fmt = "docx" if rich else text_fmt
            return cd.Doc(
                cd.folder_path("people", f"Invention Assignment - {person.name}.{fmt}"),
                "CIIAA",
                blocks=cd.invention_assignment(w, person, when),
            )
        if kind == 4:
            when = w.day_between(date(2025, 1, 1), date(2026, 8, 31))
            mail = cd.routine_email(
                w, cd.folder_path("mail", f"{when:%Y-%m-%d} thread {i:04d}.eml"), i, when
            )
            if rich:  # some threads carry the spreadsheet or memo they discuss
                month = date(when.year, when.month, 1)
                attachment = (
                    cd.Doc(f"KPIs {month:%Y-%m}.xlsx", "KPIs", sheets=self.kpi_sheet(month))
                    if rng.random() < 0.5
                    else cd.Doc(
                        f"Notes {when:%Y-%m-%d}.pdf",
                        "Notes",
                        blocks=[
                            ("h1", mail.title),
                            *[("p", cl.report_paragraph(rng)) for _ in range(4)],
                        ],
                    )
                )
                assert mail.email is not None  # routine_email builds an email
                mail.email["attachments"].append(attachment)
            return mail
        if kind == 5:
            sup = self.extra_supplier()
            fmt = rng.choice(["docx", "pdf"]) if rich else text_fmt
            return cd.Doc(
                cd.folder_path("suppliers", f"Services Agreement - {sup.short} {i:04d}.{fmt}"),
                "Supplier agreement",
                blocks=cd.supplier_agreement(
                    w,
                    sup,
                    full=rng.random() < 0.4,
                    terms=(
                        rng.choice(["Supplier", "Vendor", sup.short]),
                        rng.choice(["Company", w.short]),
                    ),
                ),
            )
        if kind == 6:
            month = date(2024, 1, 1) + timedelta(days=31 * (i % 30))
            blocks = [
                ("h1", f"Monthly Operating Report - {month:%B %Y}"),
                ("p", f"Prepared by {w.cfo.name} for the executive team."),
            ]
            sections = [
                "Revenue and bookings",
                "Customer health",
                "Engineering",
                "Security and compliance",
                "People",
                "Finance",
                "Risks and mitigations",
            ]
            for heading in sections:
                blocks.append(("h2", heading))
                for _ in range(rng.randrange(6, 20) if large else rng.randrange(1, 3)):
                    blocks.append(("p", cl.report_paragraph(rng)))
            blocks.append(
                (
                    "table",
                    [
                        ["Metric", "Actual", "Plan"],
                        ["New ARR ($)", money(rng.uniform(0.2, 0.9) * 1e6), money(0.55e6)],
                        ["Logo churn", f"{rng.randrange(0, 4)}", "1"],
                        ["Headcount", f"{rng.randrange(150, 240)}", "210"],
                    ],
                )
            )
            if rich and rng.random() < 0.5:
                return cd.Doc(
                    cd.folder_path("fin", f"Monthly KPIs {month:%Y-%m} {i:04d}.xlsx"),
                    "KPIs",
                    sheets=self.kpi_sheet(month),
                )
            return cd.Doc(
                cd.folder_path("fin", f"Monthly Operating Report {month:%Y-%m} {i:04d}.{text_fmt}"),
                "Monthly report",
                blocks=blocks,
            )
        if kind == 7:
            name = rng.choice(list(cd.POLICIES))
            return cd.Doc(
                cd.folder_path("reg", f"{name} v{i % 7 + 1} {i:04d}.{text_fmt}"),
                name,
                blocks=cd.policy(w, name),
            )
        if kind == 8:
            cust = rng.choice(w.customers)
            when = w.day_between(date(2025, 1, 1), date(2026, 8, 1))
            blocks = cd.memo_note(
                w,
                f"Quarterly Business Review: {cust.short}",
                w.vp_sales,
                when,
                [
                    f"Attendees from {cust.short}: {cust.contact.name} ({cust.contact.title}) and the dispatch operations leads. Attendees from {w.short}: account team and a solutions architect.",
                    cl.filler_paragraph(rng, 3),
                    *[
                        cl.report_paragraph(rng)
                        for _ in range(rng.randrange(3, 12) if large else 0)
                    ],
                    f"{cust.short} asked for a roadmap briefing on dispatch automation and confirmed interest in expanding to {rng.randrange(2, 9)} additional depots next year.",
                    "Action items: send the updated usage report, schedule a technical workshop, and prepare a renewal proposal two quarters before expiry.",
                ],
            )
            return cd.Doc(
                cd.folder_path(
                    "customers", f"QBR Notes - {cust.short} {when:%Y-%m} {i:04d}.{text_fmt}"
                ),
                "QBR notes",
                blocks=blocks,
            )
        if kind == 9:
            coverage = rng.choice(
                [
                    "Commercial General Liability",
                    "Cyber Liability",
                    "Technology Errors and Omissions",
                    "Property",
                    "Directors and Officers",
                ]
            )
            blocks = [
                ("h1", f"Certificate of Insurance - {coverage}"),
                ("p", f"Named insured: {w.target}, {w.hq_address}."),
                (
                    "p",
                    f"Insurer: {rng.choice(w.insurer_pool)}. Policy period: July 1, {2020 + i % 6} to July 1, {2021 + i % 6}.",
                ),
                (
                    "p",
                    "This certificate is issued as a matter of information only and confers no rights upon the certificate holder. It does not amend, extend or alter the coverage afforded by the policies listed.",
                ),
                (
                    "p",
                    f"Certificate holder: {rng.choice(w.customers).name}, as its interests may appear.",
                ),
            ]
            return cd.Doc(
                cd.folder_path(
                    "ins", f"Certificate of Insurance {i:04d}.{'pdf' if rich else text_fmt}"
                ),
                "COI",
                blocks=blocks,
            )
        if kind == 10:
            when = w.day_between(date(2024, 1, 1), date(2026, 7, 1))
            state = rng.choice(["Colorado", "Ohio", "Texas", "New York", "Illinois", "Washington"])
            blocks = [
                ("h1", f"Sales and Use Tax Return Summary - {state}"),
                ("p", f"Period: {when:%B %Y}. Filed by {w.target}."),
                (
                    "table",
                    [
                        ["Line", "Amount"],
                        ["Gross receipts", money(rng.uniform(0.1, 0.8) * 1e6)],
                        ["Exempt sales", money(rng.uniform(0.05, 0.3) * 1e6)],
                        ["Tax due", money(rng.uniform(1, 30) * 1e3)],
                    ],
                ),
                (
                    "p",
                    "Return filed and tax paid on time. No notices have been received for this period.",
                ),
            ]
            return cd.Doc(
                cd.folder_path("tax", f"Sales Tax Return {state} {when:%Y-%m} {i:04d}.{text_fmt}"),
                "Tax return",
                blocks=blocks,
            )
        if kind == 12:
            person = rng.choice(w.employees)
            when = w.day_between(date(2020, 1, 1), date(2026, 6, 1))
            shares = rng.randrange(5, 90) * 1000
            blocks = [
                ("h1", "Notice of Stock Option Grant"),
                (
                    "p",
                    f"{w.target} 2019 Equity Incentive Plan. Optionee: {person.name}. Grant date: {long_date(when)}.",
                ),
                (
                    "table",
                    [
                        ["Term", "Detail"],
                        ["Shares subject to option", f"{shares:,}"],
                        ["Exercise price per share", f"${rng.uniform(0.4, 2.9):.2f}"],
                        [
                            "Type",
                            rng.choice(["Incentive stock option", "Nonstatutory stock option"]),
                        ],
                        ["Vesting", "25% after one year, then monthly over 36 months"],
                        ["Expiration", "Ten years from the grant date"],
                    ],
                ),
                (
                    "p",
                    "The option is governed by the Plan and the Stock Option Agreement. Vesting stops when the Optionee's service ends. No acceleration applies except as provided in the Plan for a corporate transaction in which the option is not assumed or substituted.",
                ),
            ]
            return cd.Doc(
                cd.folder_path(
                    "cap",
                    f"Option Grant Notice - {person.name} {i:04d}.{'pdf' if rich else text_fmt}",
                ),
                "Option grant",
                blocks=blocks,
            )
        if kind == 13:
            when = w.day_between(date(2022, 1, 1), date(2026, 6, 1))
            landlord = f"{rng.choice(['Riverside', 'Northgate', 'Cedar Point', 'Union Yard'])} Properties LLC"
            blocks = [
                ("h1", "Tenant Estoppel Certificate"),
                ("p", f"Date: {long_date(when)}. Landlord: {landlord}. Tenant: {w.target}."),
                (
                    "p",
                    f"Tenant certifies to {landlord} and its lender that: (a) the lease is in full force and effect and has not been modified except as listed below; (b) base rent is paid through {when:%B %Y}; (c) to Tenant's knowledge, neither party is in default; and (d) Tenant has no option to purchase the premises.",
                ),
                (
                    "p",
                    "Lease documents: the Office Lease, without amendments. Security deposit held by Landlord as stated in the lease.",
                ),
                ("p", f"/s/ {w.cfo.name}, {w.cfo.title}"),
            ]
            return cd.Doc(
                cd.folder_path("estate", f"Estoppel Certificate {when:%Y-%m} {i:04d}.{text_fmt}"),
                "Estoppel",
                blocks=blocks,
            )
        meeting = w.day_between(date(2023, 1, 1), date(2026, 8, 1))
        blocks = cd.memo_note(
            w,
            f"Audit Committee Meeting Notes - {long_date(meeting)}",
            w.counsel,
            meeting,
            [
                cl.filler_paragraph(rng, 3),
                f"{w.auditor} presented its audit plan and confirmed its independence.",
                cl.filler_paragraph(rng, 2),
                *[cl.report_paragraph(rng) for _ in range(rng.randrange(3, 12) if large else 0)],
            ],
        )
        return cd.Doc(
            cd.folder_path("corp", f"Audit Committee Notes {meeting:%Y-%m-%d} {i:04d}.{text_fmt}"),
            "Committee notes",
            blocks=blocks,
        )

    def kpi_sheet(self, month: date) -> dict[str, list[list[Any]]]:
        rng = self.world.rng
        rows: list[list[Any]] = [["Week", "New ARR ($)", "Churned ARR ($)", "Net ($)"]]
        for week in range(1, 5):
            new, churn = round(rng.uniform(50, 250) * 1e3), round(rng.uniform(0, 60) * 1e3)
            rows.append(
                [f"{month:%b} week {week}", new, churn, (f"=B{week + 1}-C{week + 1}", new - churn)]
            )
        rows.append(
            [
                "Total",
                ("=SUM(B2:B5)", sum(r[1] for r in rows[1:])),
                ("=SUM(C2:C5)", sum(r[2] for r in rows[1:])),
                ("=SUM(D2:D5)", sum(r[3][1] for r in rows[1:])),
            ]
        )
        return {"KPIs": rows}

    def extra_customer(self) -> Counterparty:
        w = self.world
        return w.counterparty(CUSTOMER_TRADES, w.rng.uniform(0.05, 0.6) * 1e6, w.product)

    def extra_supplier(self) -> Counterparty:
        w = self.world
        return w.counterparty(SUPPLIER_TRADES, w.rng.uniform(0.05, 0.5) * 1e6)
