"""Spreadsheets: the revenue workbook, the cap table, financial statements."""

from __future__ import annotations

from datetime import date
from typing import Any

from diligence_tui.samples.documents.base import Extra, _extra_for
from diligence_tui.samples.world import Counterparty, World, long_date


def revenue_workbook(
    w: World, customers: list[Counterparty], note: str = ""
) -> dict[str, list[list[Any]]]:
    fy, prev = w.fy, w.fy - 1
    rows: list[list[Any]] = [
        ["Customer", f"FY{prev} revenue ($)", f"FY{fy} revenue ($)", "Growth", f"Share of FY{fy}"]
    ]
    total = sum(c.annual for c in customers)
    for i, c in enumerate(customers, start=2):
        rows.append(
            [
                c.name,
                c.prior,
                c.annual,
                (f"=C{i}/B{i}-1", round(c.annual / c.prior - 1, 4)),
                (f"=C{i}/$C${len(customers) + 2}", round(c.annual / total, 4)),
            ]
        )
    last = len(customers) + 1
    rows.append(
        [
            "Total",
            (f"=SUM(B2:B{last})", round(sum(c.prior for c in customers), 2)),
            (f"=SUM(C2:C{last})", round(total, 2)),
            "",
            (f"=SUM(E2:E{last})", 1.0),
        ]
    )
    rows.append([])
    rows.append(
        ["Source: billing system export, reconciled to the general ledger by the Controller."]
    )
    if note:
        rows.append([note])
    months: list[list[Any]] = [
        ["Month", "Recurring revenue ($)", "Services revenue ($)", "Total ($)"]
    ]
    base = total / 12
    for m in range(1, 13):
        recurring = round(base * (0.9 + m * 0.012) * 0.86, 2)
        services = round(base * 0.14 * (0.8 + (m % 4) * 0.1), 2)
        months.append(
            [
                f"{date(fy, m, 1):%b} {fy}",
                recurring,
                services,
                (f"=B{m + 1}+C{m + 1}", round(recurring + services, 2)),
            ]
        )
    months.append(
        [
            "Total",
            ("=SUM(B2:B13)", round(sum(r[1] for r in months[1:]), 2)),
            ("=SUM(C2:C13)", round(sum(r[2] for r in months[1:]), 2)),
            ("=SUM(D2:D13)", round(sum(r[3][1] for r in months[1:]), 2)),
        ]
    )
    return {"By customer": rows, "By month": months}


def cap_table(w: World, extra: Extra = ()) -> dict[str, list[list[Any]]]:
    rng = w.rng
    holders: list[tuple[str, str, int]] = [
        (w.ceo.name + " (Chief Executive Officer)", "Common", rng.randrange(2_400_000, 3_200_000)),
        (
            w.cto.name + " (co-founder, Chief Technology Officer)",
            "Common",
            rng.randrange(1_800_000, 2_600_000),
        ),
        (w.cfo.name, "Common", rng.randrange(150_000, 300_000)),
        (w.investors[0], "Series A Preferred", rng.randrange(2_000_000, 3_000_000)),
        (w.investors[1], "Series B Preferred", rng.randrange(1_500_000, 2_400_000)),
        ("Employees and former employees (aggregate)", "Common", rng.randrange(600_000, 900_000)),
    ]
    for payload in _extra_for(extra, "holder"):
        holders.append(payload)
    rows: list[list[Any]] = [["Holder", "Class", "Shares", "Fully diluted %", "Notes"]]
    pool = rng.randrange(1_200_000, 1_700_000)
    total = sum(h[2] for h in holders) + pool
    notes = {row[0]: row[1] for row in _extra_for(extra, "note")}
    for i, (name, klass, shares) in enumerate(holders, start=2):
        rows.append(
            [
                name,
                klass,
                shares,
                (f"=C{i}/$C${len(holders) + 3}", round(shares / total, 4)),
                notes.get(name, ""),
            ]
        )
    n = len(holders) + 2
    rows.append(
        [
            "Option pool (granted and available)",
            "Options",
            pool,
            (f"=C{n}/$C${n + 1}", round(pool / total, 4)),
            "2019 Equity Incentive Plan",
        ]
    )
    rows.append(["Total fully diluted", "", (f"=SUM(C2:C{n})", total), (f"=SUM(D2:D{n})", 1.0), ""])
    grants: list[list[Any]] = [
        ["Optionee", "Grant date", "Shares", "Exercise price ($)", "Vesting", "Acceleration"]
    ]
    for person in w.employees[:8]:
        grants.append(
            [
                person.name,
                long_date(w.day_between(date(2020, 1, 1), date(2025, 6, 30))),
                rng.randrange(10, 120) * 1000,
                round(rng.uniform(0.4, 2.9), 2),
                "4 years, 1-year cliff",
                "None",
            ]
        )
    for payload in _extra_for(extra, "grant"):
        grants.append(payload)
    return {"Capitalization": rows, "Option grants": grants}


def financial_statements(w: World, revenue: float) -> dict[str, list[list[Any]]]:
    rng = w.rng
    cogs = round(revenue * rng.uniform(0.22, 0.3), 2)
    opex = [
        ("Research and development", 0.31),
        ("Sales and marketing", 0.34),
        ("General and administrative", 0.17),
    ]
    pl: list[list[Any]] = [
        ["Line item", f"FY{w.fy} ($)"],
        ["Revenue", round(revenue, 2)],
        ["Cost of revenue", cogs],
        ["Gross profit", ("=B2-B3", round(revenue - cogs, 2))],
    ]
    total_opex = 0.0
    for name, share in opex:
        value = round(revenue * share * rng.uniform(0.9, 1.1), 2)
        total_opex += value
        pl.append([name, value])
    pl.append(["Total operating expenses", ("=SUM(B5:B7)", round(total_opex, 2))])
    pl.append(["Operating income (loss)", ("=B4-B8", round(revenue - cogs - total_opex, 2))])
    bs: list[list[Any]] = [["Balance sheet item", f"Dec 31, {w.fy} ($)"]]
    cash = round(revenue * rng.uniform(0.2, 0.5), 2)
    ar = round(revenue * 0.18, 2)
    bs += [
        ["Cash and equivalents", cash],
        ["Accounts receivable, net", ar],
        ["Other current assets", round(revenue * 0.04, 2)],
        ["Total current assets", ("=SUM(B2:B4)", round(cash + ar + revenue * 0.04, 2))],
        ["Deferred revenue", round(revenue * 0.31, 2)],
        ["Term loan, net of current portion", round(rng.uniform(14, 19) * 1e6, 2)],
    ]
    return {"Income statement": pl, "Balance sheet": bs}
