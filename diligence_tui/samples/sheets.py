"""Spreadsheets and decks of a generated room's core documents."""

from __future__ import annotations

from datetime import date
from typing import Any

from diligence_tui.samples.base import BuilderBase
from diligence_tui.samples.world import long_date, money


class Sheets(BuilderBase):
    """Spreadsheets and decks of the core documents."""

    def board_deck(self) -> list[tuple[str, str, str]]:
        w = self.world
        revenue = sum(c.annual for c in w.customers)
        return [
            (
                f"{w.short}: Board Meeting, Q2 2026",
                "Agenda\nBusiness update\nFinancials\nProduct roadmap\nStrategic alternatives",
                "Confidential: for Board use only.",
            ),
            (
                "Business update",
                f"Annual recurring revenue: {money(revenue * 1.08)}\nGross revenue retention: 93%\nNet revenue retention: 112%\nEmployees: 212",
                "ARR includes signed but not yet live contracts.",
            ),
            (
                "Financials",
                f"FY{w.fy} revenue {money(revenue)}\nCash at quarter end {money(revenue * 0.31)}\nTerm loan outstanding with {w.bank}",
                "Covenants met for the quarter.",
            ),
            (
                "Product roadmap",
                f"{w.product} 4.3: dispatch automation GA\nEdge Agent 2.0 for on-premises customers\nEU hosting region",
                "Engineering capacity is the main constraint.",
            ),
            (
                "Strategic alternatives",
                f"Inbound interest from {w.buyer}\nBanker engaged to run a limited process\nTarget signing in Q3",
                "Discussed in executive session.",
            ),
        ]

    def ip_schedule(self) -> dict[str, list[list[Any]]]:
        w = self.world
        patents = [["Title", "Number", "Status", "Inventors", "Assignment recorded"]]
        titles = [
            "Systems and methods for dynamic multi-stop route optimization",
            "Load-aware dock scheduling using predicted arrival windows",
            "Distributed solver for vehicle routing with time windows",
        ]
        for i, title in enumerate(titles):
            patents.append(
                [
                    title,
                    f"US {11_200_000 + w.rng.randrange(900_000):,}".replace(",", ""),
                    "Issued",
                    f"{w.cto.name}; {w.employees[i].name}",
                    "Yes",
                ]
            )
        marks = [
            ["Mark", "Jurisdiction", "Registration", "Status"],
            [
                w.product,
                "United States",
                f"Reg. No. {6_100_000 + w.rng.randrange(99_999)}",
                "Registered",
            ],
            [
                w.short.upper(),
                "United States",
                f"Reg. No. {5_900_000 + w.rng.randrange(99_999)}",
                "Registered",
            ],
            [w.product, "European Union", "Application pending", "Pending"],
        ]
        return {"Patents": patents, "Trademarks": marks}

    def census(self) -> dict[str, list[list[Any]]]:
        w = self.world
        rows: list[list[Any]] = [
            ["Name", "Title", "Location", "Start date", "Base salary ($)", "Exempt"]
        ]
        for person in [w.ceo, w.cfo, w.cto, w.counsel, w.vp_sales] + w.employees:
            rows.append(
                [
                    person.name,
                    person.title,
                    w.pick(["Remote", w.city, "Denver"]),
                    long_date(w.day_between(date(2017, 6, 1), date(2025, 12, 1))),
                    w.rng.randrange(95, 330) * 1000,
                    "Yes",
                ]
            )
        n = len(rows)
        rows.append(
            [
                "Total payroll (listed employees)",
                "",
                "",
                "",
                (f"=SUM(E2:E{n})", sum(r[4] for r in rows[1:])),
                "",
            ]
        )
        return {"Census": rows}

    def tax_summary(self) -> dict[str, list[list[Any]]]:
        w = self.world
        rows: list[list[Any]] = [
            ["Item", f"FY{w.fy} ($)"],
            ["Pre-tax book income (loss)", -round(w.rng.uniform(0.5, 2.5) * 1e6)],
            ["Current federal tax", 0],
            ["Current state tax", round(w.rng.uniform(40, 140) * 1e3)],
            ["Deferred tax (valuation allowance)", 0],
            ["Total provision", ("=SUM(B3:B5)", None)],
        ]
        rows[-1][1] = ("=SUM(B3:B5)", rows[3][1])
        nol: list[list[Any]] = [
            ["Net operating loss carryforwards", "Amount ($)", "Expiry"],
            ["Federal (post-2017)", round(w.rng.uniform(8, 20) * 1e6), "Indefinite"],
            ["State", round(w.rng.uniform(4, 12) * 1e6), "2033-2040"],
        ]
        return {"Provision": rows, "NOLs": nol}

    def insurance_schedule(self) -> dict[str, list[list[Any]]]:
        w = self.world
        rows: list[list[Any]] = [
            ["Coverage", "Insurer", "Limit ($)", "Retention ($)", "Policy period"]
        ]
        for coverage, limit in [
            ("Commercial general liability", 2_000_000),
            ("Technology E&O", 5_000_000),
            ("Cyber liability", 5_000_000),
            ("Directors and officers", 10_000_000),
            ("Employment practices", 3_000_000),
            ("Property", 4_000_000),
        ]:
            rows.append(
                [
                    coverage,
                    w.pick(w.insurer_pool),
                    limit,
                    w.pick([10_000, 25_000, 50_000, 100_000]),
                    "Jul 1, 2026 - Jul 1, 2027",
                ]
            )
        return {"Policies": rows}

    def compliance_certificate(self) -> list[tuple]:
        w = self.world
        return [
            ("h1", "Compliance Certificate"),
            (
                "p",
                f"Reference is made to the Credit Agreement dated as of {long_date(date(2024, 1, 22))} between {w.target} and {w.bank}. The undersigned, the Chief Financial Officer of the Borrower, certifies for the fiscal quarter ended June 30, 2026:",
            ),
            (
                "p",
                "1. The financial statements delivered with this certificate fairly present the financial condition of the Borrower in all material respects.",
            ),
            ("p", "2. No Default or Event of Default has occurred and is continuing."),
            (
                "table",
                [
                    ["Covenant", "Required", "Actual", "In compliance"],
                    [
                        "Minimum Recurring Revenue",
                        "85% of plan",
                        f"{w.rng.randrange(92, 104)}% of plan",
                        "Yes",
                    ],
                    ["Minimum liquidity", "$5,000,000", money(w.rng.randrange(7, 14) * 1e6), "Yes"],
                ],
            ),
            ("p", f"/s/ {w.cfo.name}, Chief Financial Officer"),
        ]
