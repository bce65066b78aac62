"""Financial covenants written on a defined ratio with levels that change over time (a check of
the offline playbook's contradictions step, next to :mod:`diligence_tui.offline.covenants`):

* the ratio is a defined term ("Leverage" means ... the ratio of Net Debt ... to EBITDA ...;
  "Total Net Leverage Ratio" means ... the ratio of (a) Consolidated Total Net Debt ... to (b)
  Consolidated EBITDA);
* the operative clause holds it to levels by date, in prose or as rows: "each Quarter Date up
  to and including 31 March 2026: 3.50:1; 30 June 2026 and each Quarter Date thereafter:
  3.00:1", "(i) 4.50 to 1.00 for any fiscal quarter ending on or before December 31, 2025, and
  (ii) 4.00 to 1.00 for any fiscal quarter ending thereafter", or one level for all dates;
* the company's own accounts report the ratio (or its two parts) in columns headed by date:
  "Net debt / LTM EBITDA  2.91  3.4" under "30 Jun 2026  30 Sep 2026".

A column whose ratio is beyond the level in force at its date is a breach: the finding cites
the covenant, its levels, the reported row and its dates, and the sellers' answer that there
was none where the Q&A log gives one. Reads nothing more than the step holds.
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta
from typing import Any

from diligence_tui.offline import facts as F
from diligence_tui.offline.answers import denials
from diligence_tui.offline.covenants import same_measure
from diligence_tui.offline.crossdoc import Page, cite, finding, short

_I = re.I
_TERM = r"(?:[A-Z][\w-]*[ \t]+){0,4}[A-Z][\w-]*"
_DEFINED = re.compile(
    r"[\"“](?P<name>[A-Z][\w ]{2,40}?)[\"”]\s+(?:means|shall mean)\b[^;]{0,80}?\bratio of\s+"
    rf"(?:\(a\)\s*)?(?P<a>{_TERM})\b[^;]{{0,100}}?\bto\s+(?:\(b\)\s*)?(?P<b>{_TERM})\b"
)
# "the ratio of Net Debt at each Test Date to EBITDA for the Relevant Period ending on that
# Test Date (Leverage Ratio) is not more than:": the name defined in brackets where it is used
_INLINE = re.compile(
    rf"\bratio of\s+(?P<a>{_TERM})\b[^;()]{{0,100}}?\bto\s+(?P<b>{_TERM})\b[^;()]{{0,120}}?"
    r"\(\s*(?:the\s+)?[\"“]?(?P<name>[A-Z][\w ]{2,40}?)[\"”]?\s*\)"
)
# an unnamed ratio held to levels where it is used: "(a) the ratio of Net Debt on the last day of
# a Relevant Period to EBITDA for that Relevant Period shall not exceed the ratio set out below
# opposite that Relevant Period" (its name is its two terms)
_PLAIN_TERMS = re.compile(
    rf"\bthe ratio of\s+(?P<a>{_TERM})\b[^;()]{{0,100}}?\bto\s+(?P<b>{_TERM})\b"
)
_CEILING = (
    r"(?:shall|will|must|does)\s+not\s+(?:permit\b[^.]{0,80}?\bto\s+)?(?:exceed|be\s+(?:more|greater)\s+than)"
    r"|to\s+exceed|\bis\s+not\s+(?:more|greater)\s+than|\b(?:is|be)\s+no\s+(?:more|greater)\s+than"
)
_FLOOR = (
    r"(?:shall|will|must)\s+(?:not\s+(?:permit\b[^.]{0,80}?\bto\s+)?be\s+less\s+than|be\s+at\s+least)"
    r"|\bis\s+not\s+less\s+than|\b(?:is|be)\s+no\s+less\s+than"
)
_LEVEL = re.compile(r"(?P<v>\d+(?:\.\d+)?)\s*(?::\s*1(?:\.0+)?|to\s+1(?:\.0+)?|x\b|times\b)", _I)
_UNTIL = re.compile(r"\b(up to and including|on or before|until|prior to|before)\b", _I)
_FROM = re.compile(r"\b(thereafter|on or after|and each [\w ]{0,30}after|from and including)\b", _I)
_NEW_CLAUSE = re.compile(r"^\s*\(?\d+(?:\.\d+)+\)?\s|\bshall\b|\bmeans\b", _I)


def _steps(window: str) -> list[tuple[date | None, str, float]]:
    """The levels in ``window``: (date, "until" | "from", level), a date of None for a level
    that holds at every date. A table's row may wrap ("March 31, 2026 and each fiscal quarter
    ending" / "thereafter 3.25 to 1.00"): a line without a level runs on into the next. A
    range ("June 30, 2024 through December 31, 2025 3.75 to 1.00") holds until its end."""
    items: list[str] = []
    carry = ""
    for item in re.split(r";|\n|\(\s?(?:[ivx]{1,4}|[a-h])\s?\)\s|,\s+and\s", window):
        item = f"{carry} {item}".strip()
        if _LEVEL.search(item) or not F.extract_dates(item):
            items.append(item)
            carry = ""
        else:
            carry = item
    out: list[tuple[date | None, str, float]] = []
    for item in items:
        level = _LEVEL.search(item)
        if not level:
            continue
        dates = [d for d in map(F.parse_date, F.extract_dates(item[: level.start()] or item)) if d]
        ranged = len(dates) >= 2 and _RANGE.search(item)
        when = dates[-1] if ranged else (dates[0] if dates else None)
        if when is None and _FROM.search(item) and out and out[-1][0]:
            when, kind = out[-1][0] + timedelta(days=1), "from"  # "ending thereafter"
        else:
            kind = "until" if ranged or _UNTIL.search(item) else "from"
        out.append((when, kind, float(level.group("v"))))
    return out


_RANGE = re.compile(r"\b(through|to and including|until)\b|\s[-–]\s", _I)


def level_at(steps: list[tuple[date | None, str, float]], when: date) -> float | None:
    """The level in force at ``when``."""
    untils = sorted((d, v) for d, k, v in steps if d and k == "until" and d >= when)
    if untils:
        return untils[0][1]
    froms = sorted((d, v) for d, k, v in steps if d and k == "from" and d <= when)
    if froms:
        return froms[-1][1]
    flat = [v for d, _, v in steps if d is None]
    return flat[0] if flat else None


def _series(
    pages: list[Page], name: str, a: str, b: str, skip: str
) -> tuple[Page, str, str, list[tuple[date, float]], list[str]] | None:
    """The ratio as reported in columns headed by date: the page, the row's line, the header's
    line, (date, value) per column, and the header cells."""
    years_of: dict[str, dict[str, date]] = {}
    for p in pages:
        if p.doc == skip or "\t" not in p.text:
            continue
        # the fiscal years the document's sheets name ("FY2025 (12 months to 31/12/2025)" on
        # the P&L sheet dates the covenant sheet's "Actual FY2025")
        if p.doc not in years_of:
            years_of[p.doc] = fiscal_years("\n".join(q.text for q in pages if q.doc == p.doc))
        years = years_of[p.doc]
        header: list[str] = []
        head_line = ""
        for line in p.text.split("\n"):
            cells = [c.strip() for c in line.split("\t")]
            if len(cells) < 2:
                header = []
                continue
            dates = [head_date(c, years) for c in cells]
            if any(dates[1:]) and not any(_LEVEL.fullmatch(c) or _num(c) for c in cells[1:]):
                header, head_line = cells, line.strip()
                continue
            # "Leverage (Net Debt / EBITDA)": the ratio's two terms in its brackets
            inner = re.search(r"\(([^()]+/[^()]+)\)", cells[0])
            label = re.split(r"\s*/\s*|\s+to\s+", inner.group(1) if inner else cells[0], maxsplit=1)
            named = not name.startswith("ratio of ") and names_ratio(cells[0], name)
            if not named and not (
                len(label) == 2 and same_measure(label[0], a) and same_measure(label[1], b)
            ):
                continue
            heads = [head_date(h, years) for h in header]
            values = [
                (when, v)
                for when, c in zip(heads, cells, strict=False)
                if when
                for v in [_num(c)]
                if v is not None
            ]
            if values:
                return p, line.strip(), head_line, values, header
    return None


# a column headed "Jun-25", "30-Jun-25" or "Dec 2024" (a month's column is its last day)
_MONTH_HEAD = re.compile(
    r"(?:(?P<d>\d{1,2})[- ])?(?P<m>jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?[- ']?"
    r"(?P<y>\d{4}|\d{2})",
    _I,
)


_FY_LABEL = re.compile(r"\b(?:FY|F/Y|fiscal (?:year )?)\s?'?(?P<y>(?:19|20)?\d\d)\b", _I)


def fiscal_years(text: str) -> dict[str, date]:
    """The year-ends a document gives its fiscal years: "FY2025 (12 months to 31/12/2025)",
    "FY25 - year ended 30 June 2025" -> {"2025": 2025-12-31}."""
    first = F.day_first(text)
    out: dict[str, date] = {}
    for m in re.finditer(
        r"\b(?:FY|fiscal year )\s?(?P<y>(?:19|20)?\d\d)\b[^\n\t]{0,12}?\b(?:12 months|year|period)"
        r"(?: ended| ending| to)?\s+(?:to\s+|ended\s+|ending\s+)?(?P<d>[^\n\t)]{6,20})",
        text,
        _I,
    ):
        when = next((F.parse_date(d, first) for d in F.extract_dates(m.group("d"))), None)
        if when:
            y = m.group("y")
            out.setdefault(y if len(y) == 4 else f"20{y}", when)
    return out


def head_date(cell: str, years: dict[str, date] | None = None) -> date | None:
    """The date a column's header names: a written date, a month as "Jun-25", or a fiscal
    year ("Actual FY2025") as the document's ``years`` end it."""
    found = next(iter(map(F.parse_date, F.extract_dates(cell))), None)
    if found is None and years:
        fy = _FY_LABEL.search(cell)
        y = fy.group("y") if fy else ""
        found = years.get(y if len(y) == 4 else f"20{y}") if fy else None
        if found is not None:
            return found
    m = _MONTH_HEAD.fullmatch(cell.strip()) if found is None else None
    if m is None:
        return found
    year = int(m.group("y")) + (2000 if len(m.group("y")) == 2 else 0)
    month = datetime.strptime(m.group("m")[:3].title(), "%b").month
    last = (date(year + month // 12, month % 12 + 1, 1) - timedelta(days=1)).day
    try:
        return date(year, month, int(m.group("d")) if m.group("d") else last)
    except ValueError:
        return None


_RATIO_WORDS = {"ratio", "consolidated", "group", "covenant", "ltm", "the", "of"}


def names_ratio(label: str, name: str) -> bool:
    """Whether a row label names the defined ratio: "Total leverage (funded debt / LTM
    EBITDA)" names "Consolidated Total Leverage Ratio" (its words, a bracket and the words
    every ratio has aside, are the name's, the last one included); "Net leverage" does not."""
    words = [w for w in re.findall(r"[a-z]+", re.sub(r"\(.*?\)", "", label.lower()))]
    mine = [w for w in words if w not in _RATIO_WORDS]
    theirs = [w for w in re.findall(r"[a-z]+", name.lower()) if w not in _RATIO_WORDS]
    return bool(mine) and bool(theirs) and mine[-1] == theirs[-1] and set(mine) <= set(theirs)


def _num(cell: str) -> float | None:
    m = re.fullmatch(r"(\d+(?:\.\d+)?)\s*(?:x|:\s?1(?:\.0+)?)?", cell.strip(), _I)
    return float(m.group(1)) if m else None


def _amount_row(p: Page, term: str, column: int) -> str:
    """The figure reported for ``term`` in the same table's ``column``, as "24,610"."""
    for line in p.text.split("\n"):
        cells = [c.strip() for c in line.split("\t")]
        if len(cells) > column and same_measure(re.sub(r"\(.*?\)", "", cells[0]), term):
            v = cells[column].replace(",", "")
            if re.fullmatch(r"-?\d+(?:\.\d+)?", v):
                return f"{float(v):,.0f}"
    return ""


def _spaced(name: str) -> str:
    """``name`` as a pattern whose words may be split by any white space."""
    return r"\s+".join(map(re.escape, name.split()))


def _raw(p: Page, sentence: str) -> str:
    """A sentence as the page has it, line breaks kept (a table's rows are lines)."""
    i = p.text.find(sentence)
    return sentence if i < 0 else p.text[i : i + len(sentence)]


def _table_after(p: Page, pages: list[Page]) -> list[tuple[Page, str]]:
    """The rows that open the next page of the same document, up to its next clause: a
    covenant's table of levels broken off by the page end."""
    nxt = next((q for q in pages if q.doc == p.doc and q.page == p.page + 1), None)
    out: list[tuple[Page, str]] = []
    for t in nxt.sentences[:3] if nxt else []:
        if out and _NEW_CLAUSE.search(t) or re.match(r"^\W*\(?[b-h]\)", t):
            break
        out.append((nxt, t))  # type: ignore[arg-type]
        if not _LEVEL.search(t):
            break
    return out


def stepped_conflicts(pages: list[Page]) -> list[dict[str, Any]]:
    """A covenant on a defined ratio, at levels by date (or one level), against the ratio the
    company reports for dated periods: the latest period beyond its level is a breach."""
    out = []
    for p in pages:
        named = [
            (m.group("name").strip(), m.group("a").strip(), m.group("b").strip())
            for m in [*_DEFINED.finditer(p.text), *_INLINE.finditer(p.text)]
        ]
        plain = [
            (f"ratio of {m.group('a')} to {m.group('b')}", m.group("a"), m.group("b"))
            for s in p.sentences
            for m in [_PLAIN_TERMS.search(s)]
            if m
            and re.search(rf"(?:{_CEILING}|{_FLOOR})", s[m.end() :], _I)
            and not re.search(r"\bmeans\b", s[: m.start()])
        ]
        for name, a, b in [*named, *plain]:
            a, b = " ".join(a.split()), " ".join(b.split())
            rule = re.compile(
                # a PDF's line may break inside the name ("Total Leverage\nRatio"); an unnamed
                # ratio is its words where it is used
                rf"\b{_spaced(name)}\b[^.]{{0,220}}?(?P<op>{_CEILING}|{_FLOOR})"
                if not name.startswith("ratio of ")
                else rf"\bratio of\s+{_spaced(a)}\b[^.;]{{0,100}}?\bto\s+{_spaced(b)}\b[^.]{{0,220}}?"
                rf"(?P<op>{_CEILING}|{_FLOOR})",
                _I,
            )
            for i, s in enumerate(p.sentences):
                op = rule.search(s)
                if not op or "means" in s[: op.start()]:
                    continue
                window = [(p, s)]
                for t in p.sentences[i + 1 : i + 3]:
                    if _NEW_CLAUSE.search(t):
                        # a table of levels the splitter ran into the next clause ("30 June 2025
                        # 3.00 : 1\n31 December 2025 and each later date 2.50 : 1\n21.3 ...")
                        rows = re.split(r"\n(?=[ \t]*\d{1,3}(?:\.\d{1,3})+\.?[ \t]+[A-Z])", t)[0]
                        if rows != t and _LEVEL.search(rows) and not _NEW_CLAUSE.search(rows):
                            window.append((p, rows))
                        break
                    window.append((p, t))
                # "... to exceed the ratio set forth below ...:" with the table on the next page
                if i == len(p.sentences) - 1 or not _steps(" ".join(t for _, t in window)):
                    window += _table_after(p, pages)
                held = "\n".join(_raw(q, t) for q, t in window)
                if name.startswith("ratio of "):
                    # the other limbs of the clause hold other ratios: "(b) the ratio of EBITDA
                    # to Net Finance Charges ... shall not be less than 4.00 : 1"
                    held = re.sub(
                        rf"\(\s?[a-h]\s?\)\s+the\s+ratio\s+of\s+(?!{_spaced(a)})[^;]*?(?:;|\.(?=\s|$))",
                        " ",
                        held,
                    )
                steps = _steps(held)
                if not steps:
                    continue
                floor = bool(re.search(r"less than|at least", op.group("op"), _I))
                found = _series(pages, name, a, b, p.doc)
                if found is None:
                    continue
                table, row, head_line, values, header = found
                broken = [
                    (when, v, limit)
                    for when, v in values
                    for limit in [level_at(steps, when)]
                    if limit is not None and ((v < limit) if floor else (v > limit))
                ]
                if not broken:
                    continue  # met at every reported date
                when, value, limit = broken[-1]
                levels = sorted({v for _, _, v in steps})
                stepped = len(levels) > 1
                column = next(
                    (j for j, h in enumerate(header) if head_date(h) == when),
                    -1,
                )
                debt = _amount_row(table, a, column) if column > 0 else ""
                unit = (
                    f" ({header[0]})"
                    if header and header[0] and not F.extract_dates(header[0])
                    else ""
                )
                cits = [cite(q, t) for q, t in window]
                cits += [cite(table, row)] + ([cite(table, head_line)] if head_line else [])
                said_none = denials(
                    pages,
                    re.compile(r"\bcovenant", _I),
                    lambda r: "covenant" in r.lower(),
                    skip=p.doc,
                )
                cits += [cite(q, r) for q, r in said_none[:1]]
                bound = "at least" if floor else "at most"
                out.append(
                    finding(
                        f"Covenant breached on reported figures: {name} {value:.2f}:1 at "
                        f"{when:%d %B %Y} against {bound} {limit:.2f}:1"
                        + (
                            " (after the step-down)"
                            if stepped and not floor and limit == levels[0]
                            else ""
                        ),
                        "covenant_breach",
                        "critical" if not floor and value > limit * 1.1 else "high",
                        f"{p.path} holds {name} (the ratio of {a} to {b}) to {bound} a level by date: "
                        + " ".join(f'"{short(t)}"' for _, t in window)
                        + f'. {table.path} reports it: "{short(row)}" for "{short(head_line)}". '
                        f"At {when:%d %B %Y} the level in force is {limit:.2f}:1 and the reported "
                        f"ratio is {value:.2f}:1: the covenant is breached, an event of default that "
                        "lets the lender accelerate the loans."
                        + (
                            f' The sellers\' answer says there was none: "{short(said_none[0][1])}".'
                            if said_none
                            else ""
                        ),
                        "Confirm the definitions, the test date and whether a compliance certificate "
                        "was delivered; obtain a waiver or plan refinancing at closing, treat the "
                        "facility as debt due, and correct the sellers' answer.",
                        cits,
                        exposure=f"{a} of {debt}{unit} at {when:%d %B %Y} can be called in"
                        if debt
                        else "",
                    )
                )
                break  # one finding per covenant
    return out
