"""The core documents of a generated room: the cast, the planted issues and their
context."""

from __future__ import annotations

from datetime import date, timedelta

from diligence_tui.samples import documents as cd
from diligence_tui.samples.sheets import Sheets


class CoreDocuments(Sheets):
    """The documents every room of a profile holds, planted issues included."""

    def core(self) -> None:
        w, f, small = self.world, cd.folder_path, self.profile == "small"
        rng = w.rng
        self.add(
            cd.Doc(
                f("corp", "Amended and Restated Certificate of Incorporation.pdf"),
                "Certificate of Incorporation",
                blocks=[("pages", cd.certificate_of_incorporation(w, 30_000_000))],
            )
        )
        self.add(
            cd.Doc(f("corp", "Amended and Restated Bylaws.docx"), "Bylaws", blocks=cd.bylaws(w))
        )
        meetings = [
            date(2025, 3, 18),
            date(2025, 6, 17),
            date(2025, 9, 16),
            date(2025, 12, 9),
            date(2026, 3, 17),
            date(2026, 6, 16),
        ]
        count = 3 if small else 6
        for i, meeting in enumerate(meetings[:count]):
            fmt = "pdf" if i % 2 == 0 else "docx"
            self.add(
                cd.Doc(
                    f("corp", f"Board Minutes {meeting:%Y-%m-%d}.{fmt}"),
                    "Board minutes",
                    key=f"minutes:{i}",
                    blocks=cd.board_minutes(w, meeting, self.extra(f"minutes:{i}")),
                )
            )
        self.add(
            cd.Doc(f("corp", "Board Deck Q2 2026.pptx"), "Board deck", slides=self.board_deck())
        )
        rows = [
            ["3.3", "Capitalization", "Capitalization table", "02 Capitalization"],
            ["3.10", "Debt", f"Credit Agreement with {w.bank}", "09 Financing & Debt"],
            [
                "3.14(a)(i)",
                "Top customers",
                f"Master Subscription and Services Agreement with {w.customers[0].name}",
                "04 Customers",
            ],
            ["3.16", "Real property", "Office Lease for the headquarters", "08 Real Estate"],
        ]
        self.add(
            cd.Doc(
                f("corp", "Disclosure Schedule (Draft).docx"),
                "Disclosure schedule",
                key="disclosure_schedule",
                blocks=cd.disclosure_schedule(w, rows + self.plan.disclosure_rows),
            )
        )
        self.add(
            cd.Doc(
                f("cap", "Capitalization Table.xlsx"),
                "Cap table",
                key="cap_table",
                sheets=cd.cap_table(w, self.extra("cap_table")),
            )
        )
        # customers
        n_customers = 4 if small else len(w.customers)
        for i, cust in enumerate(w.customers[:n_customers]):
            fmt = "docx" if i % 3 != 2 else "pdf"
            self.add(
                cd.Doc(
                    f("customers", f"Master Subscription Agreement - {cust.short}.{fmt}"),
                    "MSA",
                    key=f"customer:{i}",
                    blocks=cd.customer_msa(w, cust, self.extra(f"customer:{i}"), full=i < 6),
                )
            )
        note = next((p for _, p in self.extra("revenue")), "")
        self.add(
            cd.Doc(
                f("customers", f"Revenue by Customer FY{w.fy}.xlsx"),
                "Revenue",
                key="revenue",
                sheets=cd.revenue_workbook(w, w.customers, note),
            )
        )
        # suppliers
        n_suppliers = 2 if small else len(w.suppliers)
        for i, sup in enumerate(w.suppliers[:n_suppliers]):
            if i == 2:
                continue  # the supply agreement that the room refers to but does not contain
            fmt = "docx" if i % 2 == 0 else "pdf"
            self.add(
                cd.Doc(
                    f(
                        "suppliers",
                        f"{'Supply' if i == 0 else 'Services'} Agreement - {sup.short}.{fmt}",
                    ),
                    "Supplier agreement",
                    key=f"supplier:{i}",
                    blocks=cd.supplier_agreement(
                        w,
                        sup,
                        self.extra(f"supplier:{i}"),
                        full=i < 4,
                        title="Supply Agreement" if i == 0 else "",
                    ),
                )
            )
        # material contracts
        partner, stem = w.company(["Software", "Networks", "Telematics"])
        contact = w.person("Chief Executive Officer", "partner.example")
        self.add(
            cd.Doc(
                f("material", f"Master Reseller Agreement - {stem}.docx"),
                "Reseller agreement",
                blocks=cd.contract(
                    w,
                    title="Master Reseller Agreement",
                    kind="license",
                    provider=(w.target, "Company", w.ceo),
                    receiver=(partner, "Reseller", contact),
                    effective=date(2022, 5, 1),
                    exhibits=[
                        (
                            "Exhibit A - Licensed Materials and Territory",
                            [
                                (
                                    "p",
                                    f"Licensed materials: the {w.product} platform, the Edge Agent and the Documentation, in object code form only.",
                                ),
                                (
                                    "p",
                                    "Territory: the United States and Canada. Field of use: resale to fleet operators with more than twenty vehicles.",
                                ),
                            ],
                        ),
                        (
                            "Exhibit B - Reseller Discounts",
                            [
                                (
                                    "table",
                                    [
                                        ["Annual bookings", "Discount"],
                                        ["Up to $500,000", "20%"],
                                        ["$500,001 to $2,000,000", "25%"],
                                        ["Above $2,000,000", "30%"],
                                    ],
                                )
                            ],
                        ),
                        (
                            "Exhibit C - Supply Agreement",
                            [
                                (
                                    "p",
                                    "[Intentionally omitted from this copy. See the separately executed Supply Agreement.]",
                                )
                            ],
                        ),
                    ],
                ),
            )
        )
        self.add(
            cd.Doc(
                f("material", f"Mutual NDA - {w.buyer.rstrip('.')}.pdf"),
                "NDA",
                blocks=cd.nda(
                    w, w.buyer, w.person("Managing Director", "buyer.example"), date(2026, 4, 2)
                ),
            )
        )
        # IP
        self.add(
            cd.Doc(
                f("ip", "Patent and Trademark Schedule.xlsx"),
                "IP schedule",
                sheets=self.ip_schedule(),
            )
        )
        # people
        self.add(
            cd.Doc(
                f("people", f"Employment Agreement - {w.ceo.name}.docx"),
                "CEO employment",
                blocks=cd.employment_agreement(w, w.ceo, 385_000, bonus=50),
            )
        )
        self.add(
            cd.Doc(
                f("people", f"Employment Agreement - {w.cto.name}.docx"),
                "CTO employment",
                key="employment:cto",
                blocks=cd.employment_agreement(
                    w, w.cto, 320_000, self.extra("employment:cto"), bonus=40
                ),
            )
        )
        if not small:
            self.add(
                cd.Doc(
                    f("people", f"Employment Agreement - {w.cfo.name}.pdf"),
                    "CFO employment",
                    blocks=cd.employment_agreement(w, w.cfo, 295_000, bonus=35),
                )
            )
        self.add(cd.Doc(f("people", "Employee Census.xlsx"), "Census", sheets=self.census()))
        self.add(
            cd.Doc(
                f("people", "Employee Handbook - Code of Business Conduct.html"),
                "Code of conduct",
                blocks=cd.policy(w, "Code of Business Conduct"),
            )
        )
        # real estate
        extra_lease = self.extra("lease:hq")
        self.add(
            cd.Doc(
                f("estate", "Office Lease - Headquarters.pdf"),
                "HQ lease",
                key="lease:hq",
                blocks=cd.lease(
                    w,
                    self.hq_landlord,
                    w.person("Managing Member", "landlord.example"),
                    w.hq_address,
                    rng.randrange(18, 46) * 1000,
                    self.hq_rent,
                    date(2021, 7, 1),
                    10,
                    extra_lease,
                ),
            )
        )
        if "depot" in self.plan.facts:
            self.add(
                cd.Doc(
                    f("estate", "Industrial Lease - Depot Road.docx"),
                    "Depot lease",
                    blocks=cd.lease(
                        w,
                        f"{w.pick(['Depot Road', 'Railside', 'Eastgate'])} Industrial Partners LLC",
                        w.person("Asset Manager", "industrial.example"),
                        self.plan.facts["depot"],
                        rng.randrange(40, 90) * 1000,
                        rng.randrange(30, 60) * 10_000,
                        date(2020, 3, 1),
                        7,
                        [
                            (
                                "Environmental Matters",
                                "Tenant shall not bring Hazardous Materials onto the Premises except in the ordinary course of its "
                                "permitted use and in compliance with law. Landlord remains responsible for Hazardous Materials present "
                                "at the Premises before the Commencement Date, and Tenant is responsible for those it or its agents introduce.",
                            )
                        ],
                        title="Industrial Lease",
                    ),
                )
            )
        # debt
        self.add(
            cd.Doc(
                f("debt", f"Credit Agreement - {w.bank.split(',')[0]}.pdf"),
                "Credit agreement",
                key="credit_agreement",
                blocks=[
                    (
                        "pages",
                        cd.credit_agreement(
                            w,
                            self.term_loan,
                            5_000_000,
                            date(2024, 1, 22),
                            self.extra("credit_agreement"),
                        ),
                    )
                ],
            )
        )
        self.add(
            cd.Doc(
                f("debt", "Credit Agreement - Schedules.txt"),
                "Credit agreement schedules",
                blocks=cd.credit_schedules(w),
            )
        )
        self.add(
            cd.Doc(
                f("debt", "Compliance Certificate Q2 2026.txt"),
                "Compliance certificate",
                blocks=self.compliance_certificate(),
            )
        )
        # regulatory
        self.add(
            cd.Doc(
                f("reg", "Information Security Policy.md"),
                "Infosec policy",
                blocks=cd.policy(w, "Information Security Policy"),
            )
        )
        self.add(
            cd.Doc(
                f("reg", "Privacy Policy.html"),
                "Privacy policy",
                blocks=cd.policy(w, "Privacy Policy"),
            )
        )
        # tax, insurance, financials
        self.add(
            cd.Doc(
                f("tax", f"Tax Provision Summary FY{w.fy}.xlsx"),
                "Tax provision",
                sheets=self.tax_summary(),
            )
        )
        self.add(
            cd.Doc(
                f("ins", "Schedule of Insurance.xlsx"),
                "Insurance schedule",
                sheets=self.insurance_schedule(),
            )
        )
        revenue = sum(c.annual for c in w.customers)
        self.add(
            cd.Doc(
                f("fin", f"Financial Statements FY{w.fy}.xlsx"),
                "Financial statements",
                sheets=cd.financial_statements(w, revenue),
            )
        )
        # correspondence: the board deck sent by email, and routine threads
        deck = cd.Doc("Board Deck Q2 2026 (sent).pptx", "Board deck", slides=self.board_deck())
        body = f"Board members,\n\nAttached is the deck for the June meeting. The revenue and pipeline pages have been updated for the quarter close.\n\nBest regards,\n{w.ceo.first}"
        self.add(
            cd.email_doc(
                f("mail", "Board materials for June meeting.eml"),
                w.ceo,
                w.directors[0],
                "Board materials for June meeting",
                cd.at(date(2026, 6, 10), 18, 20),
                body,
                [deck],
            )
        )
        for i in range(2 if small else 6):
            when = date(2026, 1, 12) + timedelta(days=23 * i)
            self.add(
                cd.routine_email(
                    w,
                    f(
                        "mail",
                        f"{when:%Y-%m-%d} {cd.ROUTINE_THREADS[i % 8][0].format(q=1 + (when.month - 1) // 3)}.eml",
                    ),
                    i,
                    when,
                )
            )
        for doc in self.plan.docs:
            self.add(doc)
