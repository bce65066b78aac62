"""A most-favoured-customer promise against a table of rates by customer (a check of the
offline playbook's contradictions step, next to the price-schedule check in
:mod:`diligence_tui.offline.grants`): a sheet or a document's table with one row per customer,
a column of rates ("Chilled storage GBP / pallet / week", "Hourly rate (USD)") and often one of
volumes ("Avg pallet positions", "Annual hours"). Another customer paying a lower rate than the
grantee for the same service, at no much larger a volume, triggers the promise: the grantee
can claim the lower rate, backdated where the clause says so ("with effect from the date on
which the lower rate was first charged"). The exposure is the difference at the grantee's
volume, a year and since the other customer's contract began.
"""

from __future__ import annotations

import re
from datetime import date
from typing import Any, NamedTuple

from diligence_tui.offline import as_of
from diligence_tui.offline import facts as F
from diligence_tui.offline.as_of import AsOf
from diligence_tui.offline.crossdoc import Page, cite, finding, key_of, short
from diligence_tui.offline.grants import _grants

_I = re.I
_CELLS = re.compile(r"\t|[ \t]*\|[ \t]*")
_RATE = re.compile(
    r"\b(rate|price|charge|fee)s?\b|\b(GBP|USD|EUR|£|\$)\s*/|\bper (pallet|unit|hour|week|month|case|item|day)\b",
    _I,
)
_VOLUME = re.compile(
    r"\b(volumes?|positions|quantity|qty|units|hours|pallets|cases|racks|tonnes|tons|seats|users|"
    r"licen[cs]es|shipments|number of|days|man-days|person-days)\b",
    _I,
)
_NOT_A_CUSTOMER = re.compile(r"^\s*(other|others|total|all|average|sum|subtotal)\b", _I)
_PERIOD = {"week": 52, "month": 12, "year": 1, "annum": 1, "day": 365}
_BACKDATED = re.compile(
    r"\bwith effect from the date\b|\bbackdat\w+|\bretroactive\w*|\bfrom the date on which\b", _I
)


def _number(cell: str) -> float | None:
    m = re.match(r"^[^\d-]{0,4}(\d[\d,]*(?:\.\d+)?)", cell.strip())
    return float(m.group(1).replace(",", "")) if m else None


class Rate(NamedTuple):
    customer: str
    rate: float
    volume: float | None
    line: str  # the row as the page has it
    heading: str  # the rate column's
    volume_heading: str
    since: str  # the row's first date ("MSA 10 Jan 2025"), or ""


def customer_rates(p: Page) -> list[Rate]:
    """A table's rows by customer, each with its rate, volume and date."""
    out = []
    header: list[str] = []
    rate_col = volume_col = -1
    for line in p.text.split("\n"):
        cells = [c.strip() for c in _CELLS.split(line.strip().strip("|"))]
        if len(cells) < 3:
            header, rate_col = [], -1
            continue
        if not header:
            header = cells
            rate_col = next((i for i, h in enumerate(cells) if i and _RATE.search(h)), -1)
            volume_col = next(
                (i for i, h in enumerate(cells) if i and i != rate_col and _VOLUME.search(h)), -1
            )
            continue
        if rate_col < 0 or rate_col >= len(cells) or _NOT_A_CUSTOMER.search(cells[0]):
            continue
        if not key_of(cells[0]) or re.search(r"\d", cells[0]):
            continue
        rate = _number(cells[rate_col])
        volume = _number(cells[volume_col]) if 0 <= volume_col < len(cells) else None
        dated = next((d for c in cells[1:] for d in F.extract_dates(c)), "")
        if rate:
            vol_head = header[volume_col] if 0 <= volume_col < len(header) else ""
            out.append(
                Rate(cells[0], rate, volume, line.strip(), header[rate_col], vol_head, dated)
            )
    return out


def rate_table_conflicts(
    pages: list[Page], today: AsOf | date | None = None
) -> list[dict[str, Any]]:
    """A most-favoured promise to one customer against a lower rate another customer pays in
    the same rates table; a backdated refund counted to the review's as-of date (``today``,
    else the room's: offline/as_of.py), never the clock's."""
    asof = as_of.of(today, pages)
    tables = [
        (p, rows)
        for p in pages
        if "\t" in p.text or "|" in p.text
        for rows in [customer_rates(p)]
        if len(rows) > 1
    ]
    out: list[dict[str, Any]] = []
    for grant_page in pages:
        grantee = grant_page.party_key
        grants = _grants(grant_page) if grantee and tables else []
        if not grants:
            continue
        for table, rows in tables:
            if table.doc == grant_page.doc:
                continue
            mine = next((r for r in rows if key_of(r.customer) == grantee), None)
            if mine is None:
                continue
            name, my_rate, my_volume, my_line, heading = mine[:5]
            cheaper = [
                r
                for r in rows
                if r is not mine
                and r.rate < my_rate
                and not (r.volume and my_volume and r.volume > 1.5 * my_volume)  # not like for like
            ]
            if not cheaper:
                continue
            other, rate, volume, line, _, _, since = min(cheaper, key=lambda r: r.rate)
            # a rate per week at an average volume, or a rate per hour at hours a year
            unit = next((w for w in _PERIOD if re.search(rf"\b{w}\b", heading, _I)), "")
            per = _PERIOD.get(unit, 0)
            if re.search(
                r"\b(annual|a year|per year|p\.a\.|yearly)\b", mine.volume_heading, _I
            ) or (unit and re.search(rf"\b{unit}s\b", mine.volume_heading, _I)):
                per = 1  # the volume counts a year's units ("FY2025 technician days" at a day rate)
            yearly = (my_rate - rate) * my_volume * per if my_volume and per else 0.0
            # the clause's next sentence often says how far back the lower rate applies (and
            # is the promise itself after a heading: "8.3 Most Favored Customer.")
            i = grant_page.sentences.index(grants[0])
            clause = grant_page.sentences[i : i + 2]
            backdated = next((t for t in clause if _BACKDATED.search(t)), "")
            if len(grants[0]) < 60 and len(clause) > 1:
                grants = [clause[1]]
            start = F.parse_date(since, F.day_first(table.text)) if since else None
            back = (
                yearly * (asof.day - start).days / 365
                if backdated and start and asof and start < asof.day
                else 0.0
            )
            money = re.search(r"\b(GBP|USD|EUR)\b|[£$€]", heading)
            cur = f"{money.group(0)} " if money else ""
            out.append(
                finding(
                    f"Most-favoured rates for {grant_page.party}: {other} pays less "
                    f"({rate:,.2f} against {my_rate:,.2f})",
                    "most_favoured_nation",
                    "high",
                    f"{grant_page.path} promises {grant_page.party} rates no less favourable than "
                    f'any other customer\'s: "{short(grants[0])}". {table.path} has {name} at '
                    f'{my_rate:,.2f} ("{short(my_line)}") and {other} at {rate:,.2f} for the same '
                    f'service ("{short(line)}"; column "{heading}")'
                    + (
                        f", at {volume:,.0f} against {my_volume:,.0f}"
                        if volume and my_volume
                        else ""
                    )
                    + f". {grant_page.party} can claim the lower rate"
                    + (f": about {cur}{yearly:,.0f} a year at its volume" if yearly else "")
                    + (
                        f", and backdated to when {other}'s rate began ({since}): about "
                        f"{cur}{back:,.0f} to {asof.words() if asof else ''}"
                        if back
                        else ""
                    )
                    + ".",
                    f"Compare the services, volumes and terms of {grant_page.party} and {other}; "
                    f"quantify the refund {grant_page.party} could claim and the margin lost if its "
                    "rates fall.",
                    [cite(grant_page, q) for q in clause[: 2 if len(clause[0]) < 60 else 1]]
                    + (
                        [cite(grant_page, backdated)]
                        if back and backdated not in clause[:1] + grants
                        else []
                    )
                    + [cite(table, my_line), cite(table, line)],
                    exposure=(
                        f"{cur}{yearly:,.0f} a year"
                        + (f"; {cur}{back:,.0f} backdated" if back else "")
                        if yearly
                        else ""
                    ),
                )
            )
    return out
