"""Financial covenants against the figures the company reports elsewhere (a check of the
offline playbook's contradictions step): a ratio "of A to B" or a named ratio ("Fixed Charge
Coverage Ratio of at least 1.25 to 1.00") against reported lines, and leverage-style covenants
worded as a multiple ("Total Net Debt shall not be more than 2.50
times Consolidated EBITDA", "Senior Debt must not exceed 3.0x Adjusted EBITDA") against the
figures a company reports in tables: a spreadsheet row "Net debt / LTM EBITDA  2.89x", or the
two rows "Net debt  7840" and "EBITDA ... 2710" (the last-twelve-months column when the sheet
has one: a covenant is tested over a twelve-month period, not a month).

The covenant's terms and the table's labels are matched by their head noun ("debt",
"EBITDA") and words the covenant also uses ("net"), with reporting qualifiers ("total",
"consolidated", "LTM") ignored: "Net debt" is "Total Net Debt", "Senior debt" is not.
"""

from __future__ import annotations

import re
from typing import Any

from diligence_tui.offline import facts as F
from diligence_tui.offline.crossdoc import Page, cite, finding, short

_I = re.I

_TERM = r"(?:[A-Z][A-Za-z]+\s+){0,3}(?:Debt|Borrowings|Indebtedness|Liabilities|EBITDA|Interest(?: Expense)?)"
_MULTIPLE = re.compile(
    rf"\b(?P<a>{_TERM})\b[^.;]{{0,120}}?\b(?:shall|must|will|may)\s+not\s+"
    r"(?P<op>be\s+(?:more|greater)\s+than|exceed|be\s+less\s+than)\s+"
    rf"(?P<limit>\d+(?:\.\d+)?)\s?(?:times|x)\s+(?:the\s+)?(?P<b>{_TERM})\b"
)
# words a report adds to a covenant's term without changing what is measured
_QUALIFIERS = {"total", "consolidated", "group", "ltm", "reported", "the", "of", "adjusted"}
_LTM = re.compile(r"\b(LTM|last twelve months|trailing twelve months|TTM|12 months)\b", _I)
_NUMBER = re.compile(r"^\(?-?\d[\d,]*(?:\.\d+)?\)?$")
_UNIT = re.compile(r"\s*\((?:x|times|ratio|:\s?1)\)\s*$", _I)
_BARE = re.compile(r"^(?P<v>\d+(?:\.\d+)?)$")
_RATIO_CELL = re.compile(r"^(?P<v>\d+(?:\.\d+)?)\s?(?:x|times|:\s?1(?:\.0+)?)$", _I)


def _words(label: str) -> list[str]:
    return re.findall(r"[a-z]+", label.lower())


def same_measure(label: str, term: str) -> bool:
    """Whether a table's row label measures the covenant's term: the same head noun, and
    every other word of the label (reporting qualifiers aside) in the term."""
    # "Total net debt at 30 Sep 2025": where or when a row measures is not what it measures
    lw, tw = _words(_measured(label)), _words(term)
    if not lw or not tw or lw[-1] != tw[-1]:
        return False
    return all(w in tw or w in _QUALIFIERS for w in lw[:-1])


def _rows(p: Page) -> list[list[str]]:
    return [[c.strip() for c in line.split("\t")] for line in p.text.split("\n") if "\t" in line]


def _value(cells: list[str]) -> float | None:
    for c in cells:
        if _NUMBER.match(c.replace(" ", "")):
            neg = c.startswith("(") or c.startswith("-")
            v = float(re.sub(r"[^\d.]", "", c))
            return -v if neg else v
    return None


def _latest_column(header: list[str]) -> int | None:
    """The column of the latest date when a table's value columns are headed by dates ("30 June
    2024 | 31 December 2024 | 30 June 2025"): a covenant is in breach on its latest test date
    whichever order the table keeps its periods in. None when fewer than two headings are
    dates."""
    dated = [(F.parse_date(h.strip()), i) for i, h in enumerate(header) if i]
    known = [(d, i) for d, i in dated if d is not None]
    return max(known)[1] if len(known) >= 2 else None


def reported_ratio(pages: list[Page], a: str, b: str, skip: str) -> tuple[Page, str, float] | None:
    """A row "A / B <tab> 2.89x" (or "A to B") reported in another document: the cell of the
    latest dated column when the table's columns are headed by dates, else the first ratio cell
    of the row (the latest period, as tables mostly put it first)."""
    for p in pages:
        if p.doc == skip:
            continue
        header: list[str] = []
        for cells in _rows(p):
            if _value(cells[1:]) is None and not any(_RATIO_CELL.match(c) for c in cells[1:]):
                header = cells  # the column headings of the rows below
                continue
            # "Total funded debt / LTM EBITDA (x)": a unit in the label makes a bare number a ratio
            label = _UNIT.sub("", cells[0])
            parts = re.split(r"\s*/\s*|\s+to\s+", label, maxsplit=1)
            if len(parts) != 2 or not (same_measure(parts[0], a) and same_measure(parts[1], b)):
                continue
            unit = label != cells[0]
            latest = _latest_column(header)
            order = [latest] if latest is not None and latest < len(cells) else []
            for c in [cells[i] for i in order] + cells[1:]:
                m = _RATIO_CELL.match(c) or (_BARE.match(c) if unit else None)
                if m:
                    return p, "\t".join(cells[: cells.index(c) + 1]), float(m.group("v"))
    return None


def reported_figure(pages: list[Page], term: str, skip: str) -> tuple[Page, str, float, str] | None:
    """A row "term <tab> value ..." in another document's table: the value in the column
    headed last twelve months when the table has one (with that heading), else the first
    number."""
    for p in pages:
        if p.doc == skip:
            continue
        header: list[str] = []
        for cells in _rows(p):
            if _value(cells[1:]) is None:
                header = cells  # the column headings of the rows below
                continue
            if not same_measure(cells[0], term):
                continue
            ltm = next((i for i, h in enumerate(header) if i and _LTM.search(h)), None)
            if ltm is not None and ltm < len(cells) and _value([cells[ltm]]) is not None:
                value, column = _value([cells[ltm]]), header[ltm]
                quote = "\t".join(cells[: ltm + 1])
            elif (
                (latest := _latest_column(header)) is not None
                and latest < len(cells)
                and (_value([cells[latest]]) is not None)
            ):
                value, column = _value([cells[latest]]), header[latest]
                quote = "\t".join(cells[: latest + 1])
            else:
                value, quote, column = _value(cells[1:]), "\t".join(cells), ""
            if value is not None:
                return p, quote, value, column
    return None


def multiple_conflicts(pages: list[Page]) -> list[dict[str, Any]]:
    """A covenant "A shall not be more than X times B" broken on the reported figures."""
    out = []
    for p in pages:
        for s in p.find(_MULTIPLE):
            m = _MULTIPLE.search(s)
            assert m is not None
            a, b = " ".join(m.group("a").split()), " ".join(m.group("b").split())
            limit, floor = float(m.group("limit")), "less" in m.group("op").lower()
            cits: list[dict[str, Any]]
            reported = reported_ratio(pages, a, b, p.doc)
            if reported is not None:
                ratio, said = reported[2], f'{reported[0].path} reports "{short(reported[1])}"'
                cits = [cite(p, s), cite(reported[0], reported[1])]
            else:
                fa, fb = reported_figure(pages, a, p.doc), reported_figure(pages, b, p.doc)
                if fa is None or fb is None or fb[2] <= 0:
                    continue
                ratio = fa[2] / fb[2]
                said = " and ".join(
                    f'{f[0].path} reports "{short(f[1])}"'
                    + (f" ({term}: {f[2]:g}, column {f[3]!r})" if f[3] else "")
                    for f, term in ((fa, a), (fb, b))
                )
                said += f": {ratio:.2f} times"
                cits = [cite(p, s), cite(fa[0], fa[1]), cite(fb[0], fb[1])]
            if (ratio >= limit) if floor else (ratio <= limit):
                continue  # met: nothing to report
            bound = "at least" if floor else "at most"
            out.append(
                finding(
                    f"Covenant breached on reported figures: {a} {ratio:.2f} times {b} against "
                    f"{bound} {limit:.2f}",
                    "covenant_breach",
                    "critical" if not floor and ratio > limit * 1.1 else "high",
                    f'{p.path} requires {a} to be {bound} {limit:.2f} times {b}: "{short(s)}". '
                    f"{said}. On these figures the covenant is breached: an event of default that "
                    "lets the lender accelerate the loans.",
                    "Confirm the covenant definitions and the test date with the lender; obtain a "
                    "waiver or plan refinancing at closing, and treat the facility as debt due.",
                    cits,
                )
            )
    return out


# -- covenants against reported figures -----------------------------------------------------------

_BOUND = (
    r"(?P<op>does not exceed|not (?:to )?exceed|(?:is )?not (?:more|greater) than|no (?:more|greater) than|"
    r"(?:is )?not less than|(?:is )?at least|at most)\s+(?P<limit>\d+(?:\.\d+)?)\s?(?::\s?1|x\b|times|to 1(?:\.0+)?)"
)
_RATIO = re.compile(
    r"\bratio of (?P<a>[A-Za-z][A-Za-z ]{1,40}?) to (?P<b>[A-Za-z][A-Za-z ]{1,40}?)\s+"
    r"(?:(?:in respect of|for|on|during|as at|at|shall|must|will)\b[^.]{0,90}?\s+)?(?:of\s+)?"
    + _BOUND,
    _I,
)
# "a Fixed Charge Coverage Ratio of at least 1.25 to 1.00": the ratio by its name; "will not
# permit the Fixed Charge Coverage Ratio, as of the last day of any fiscal quarter, to be less
# than 1.25 to 1.00": a bound the borrower must not let the ratio pass
_NAMED_RATIO = re.compile(
    r"\b(?P<name>(?:[A-Z][a-z]+[ \t]+){1,4})Ratio\b(?: \([^)]{0,40}\))?\s+(?:of\s+)?"
    + _BOUND
    + r"|\bnot\s+(?:permit|allow|suffer)\s+(?:the\s+)?(?P<name2>(?:[A-Z][a-z]+[ \t]+){1,4})"
    r"Ratio\b[^.;]{0,100}?\bto\s+(?:be\s+|fall\s+)?(?P<op2>less|more|greater|below|above)"
    r"(?:\s+than)?\s+(?P<limit2>\d+(?:\.\d+)?)\s?(?::\s?1|x\b|times|to 1(?:\.0+)?)"
)


def _figure(pages: list[Page], term: str, skip: str) -> tuple[Page, str, float] | None:
    """A reported figure for ``term`` ("Total net debt: £18.4m") in a document other than ``skip``."""
    pattern = re.compile(
        r"(?m)^[ \t]*"
        + r"\s+".join(map(re.escape, term.split()))
        + r"\b[^\n:]{0,30}:\s*(?P<v>[^\n]{1,30})$",
        _I,
    )
    for p in pages:
        if p.doc == skip:
            continue
        m = pattern.search(p.text)
        if m:
            amounts = F.extract_amounts(m.group("v"))
            if amounts:
                return p, m.group(0).strip(), amounts[0].value
    return None


def _ratio_figure(pages: list[Page], name: str, skip: str) -> tuple[Page, str, float] | None:
    """A reported ratio by its name ("Fixed charge coverage: 1.05x")."""
    pattern = re.compile(
        r"(?m)^[ \t]*"
        + r"\s+".join(map(re.escape, name.split()))
        + r"(?: ratio)?[^\n:]{0,20}:\s*(?P<v>\d+(?:\.\d+)?)\s?(?:x|times|:\s?1)\b[^\n]*$",
        _I,
    )
    # in prose: "Fixed charge coverage came in at 1.08x on a trailing twelve month basis"
    prose = re.compile(
        r"\b"
        + r"\s+".join(map(re.escape, name.split()))
        # (a verb of reporting: "the Ratio of 1.12:1.00" may be a waived period's or a
        # definition's example, "came in at 1.08x" is what the quarter reported)
        + r"(?: ratio)?\s+(?:was|is|stood at|came in at|ended at|closed at|fell to|rose to|"
        r"dropped to|declined to|improved to)\s+"
        r"(?P<v>\d+(?:\.\d+)?)\s?(?:x\b|times\b|:\s?1\b)",
        _I,
    )
    for p in pages:
        m = pattern.search(p.text) if p.doc != skip else None
        if m:
            return p, m.group(0).strip(), float(m.group("v"))
    for p in pages:
        if p.doc == skip:
            continue
        for sentence in p.find(prose):
            m = prose.search(sentence)
            assert m is not None
            return p, sentence, float(m.group("v"))
    return None


def _in_rows(
    pages: list[Page], a: str, b: str, skip: str
) -> tuple[tuple[Page, str, float], tuple[Page, str, float], float] | None:
    """A ratio "of A to B" as a sheet reports it: its own row ("A / B (x)  3.33"), else the
    rows of its two terms (the last-twelve-months column where the sheet has one)."""
    own = reported_ratio(pages, a, b, skip)
    if own is not None:
        return (own[0], own[1], own[2]), (own[0], own[1], 1.0), own[2]
    fa, fb = reported_figure(pages, a, skip), reported_figure(pages, b, skip)
    if fa is None or fb is None or fb[2] <= 0:
        return None
    return (fa[0], fa[1], fa[2]), (fb[0], fb[1], fb[2]), fa[2] / fb[2]


# where or when a term is measured ("Net Debt at that Calculation Date", "EBITDA for the
# Calculation Period", "as of December 31, 2025", "on a consolidated basis"): not part of
# what is measured. Only a measuring point: a preposition, a few words that pick the point
# ("that", "each", "the last", "four consecutive"), then a date or a word for one; "Provision
# for Taxes" and "Interest on Senior Debt" are what is measured, whole
_POINT_WORDS = (
    r"(?:that|this|each|every|the|any|such|a|an|its|last|relevant|most|recent|recently|then|"
    r"current|latest|first|final|four|twelve|consecutive|financial|fiscal|accounting|"
    r"applicable|immediately|preceding|trailing|rolling|consolidated|pro|forma|day|end)"
)
_POINT_HEADS = (
    r"(?:dates?|periods?|quarters?|years?|months?|weeks?|days?|ends?|ended|ending|time|"
    r"calculation|test|testing|reporting|measurement|basis|ltm|"
    r"january|february|march|april|may|june|july|august|september|october|november|december|"
    r"\d{1,4}(?:[./-]\d{1,2}[./-]\d{2,4})?)\b"
)
_MEASURED_AT = re.compile(
    r"\s+(?:as at|as of|at|on|for|during|over|in respect of)\s+"
    rf"(?=(?:{_POINT_WORDS}\s+(?:of\s+)?){{0,4}}{_POINT_HEADS}).*$",
    re.I | re.S,
)


def _measured(term: str) -> str:
    return _MEASURED_AT.sub("", term.strip()) or term.strip()


def _broken(ratio: float, op: str, limit: float) -> bool:
    floor = bool(re.search(r"less than|at least", op, _I))
    return ratio < limit if floor else ratio > limit


# a ratio defined apart from its bound: '"Leverage" means, in respect of any Relevant Period,
# the ratio of Total Net Debt on the last day of that Relevant Period to EBITDA ...'
_DEFINED_RATIO = re.compile(
    r"[\"“”']+(?P<name>[A-Z][A-Za-z ]{1,40}?)[\"“”']+\s+(?:means|shall mean|is)\b[^.]{0,80}?"
    r"\bthe ratio of (?P<a>[A-Za-z][A-Za-z ]{1,80}?) to (?P<b>[A-Za-z][A-Za-z ]{1,80}?)"
    r"(?=[.;,]|\s+(?:in respect of|for|on|during|as at|at)\b|$)"
)


def _defined_ratios(pages: list[Page]) -> list[tuple[str, str, str]]:
    """Every ratio a document defines by name, with its two terms (where or when measured
    left off)."""
    out = []
    for p in pages:
        for s in p.find(_DEFINED_RATIO):
            m = _DEFINED_RATIO.search(s)
            assert m is not None
            out.append((m.group("name").strip(), _measured(m.group("a")), _measured(m.group("b"))))
    return out


def _bound_of(name: str) -> re.Pattern[str]:
    """A covenant that bounds a defined ratio by its name ("the Borrower shall ensure that
    Leverage in respect of each Relevant Period does not exceed 3.00:1")."""
    return re.compile(rf"\b{re.escape(name)}\b(?![\"“”'])[^.;]{{0,100}}?\b" + _BOUND)


def covenant_conflicts(pages: list[Page]) -> list[dict[str, Any]]:
    """A ratio covenant (net debt to EBITDA at most 3.00:1) against the figures the company
    reports elsewhere: a breach found by arithmetic, citing the covenant and both figures."""
    out = named_ratio_conflicts(pages) + multiple_conflicts(pages) + amount_cap_conflicts(pages)
    ratios: list[tuple[Page, str, re.Match[str], str, str]] = []
    for p in pages:
        for s in p.find(_RATIO):
            m = _RATIO.search(s)
            assert m is not None
            ratios.append((p, s, m, _measured(m.group("a")), _measured(m.group("b"))))
    for name, a, b in _defined_ratios(pages):
        limit_of = _bound_of(name)
        for p in pages:
            for s in p.find(limit_of):
                m = limit_of.search(s)
                assert m is not None
                if not _RATIO.search(s):  # (a bound on "the ratio of A to B" is read above)
                    ratios.append((p, s, m, a, b))
    for p, s, m, a, b in ratios:
        fa, fb = _figure(pages, a, p.doc), _figure(pages, b, p.doc)
        if not fa or not fb or fb[2] <= 0:
            # the figures in a sheet's rows: the ratio's own row, else its two terms'
            found = _in_rows(pages, a, b, p.doc)
            if found is None:
                continue
            fa, fb, ratio = found
        else:
            ratio = fa[2] / fb[2]
        limit = float(m.group("limit"))
        ceiling = not re.search(r"less than|at least", m.group("op"), _I)
        if not _broken(ratio, m.group("op"), limit):
            continue  # met: nothing to report
        bound = "at most" if ceiling else "at least"
        out.append(
            finding(
                f"Covenant breached on reported figures: {a} to {b} {ratio:.2f}x against {bound} {limit:.2f}x",
                "covenant_breach",
                "critical" if ceiling and ratio > limit * 1.1 else "high",
                f'{p.path} requires the ratio of {a} to {b} to be {bound} {limit:.2f}:1: "{short(s)}". '
                f'{fa[0].path} reports "{short(fa[1])}"'
                + (f' and "{short(fb[1])}"' if fb[1] != fa[1] else "")
                + f": {ratio:.2f}:1. On these figures the "
                "covenant is breached: an event of default that lets the lender accelerate the loans.",
                "Confirm the covenant definitions and the test date with the lender; obtain a waiver or "
                "plan refinancing at closing, and treat the facility as debt due.",
                [cite(p, s)] + [cite(f[0], f[1]) for f in ((fa, fb) if fb[1] != fa[1] else (fa,))],
            )
        )
    return out


def named_ratio_conflicts(pages: list[Page]) -> list[dict[str, Any]]:
    """A covenant on a named ratio ("Fixed Charge Coverage Ratio of at least 1.25 to 1.00")
    against the ratio the company reports under that name."""
    out = []
    for p in pages:
        for s in p.find(_NAMED_RATIO):
            m = _NAMED_RATIO.search(s)
            assert m is not None
            name = " ".join((m.group("name") or m.group("name2")).split())
            reported = _ratio_figure(pages, name, p.doc)
            limit = float(m.group("limit") or m.group("limit2"))
            op = m.group("op") or (
                "less than" if m.group("op2").lower() in ("less", "below") else "more than"
            )
            if reported is None or not _broken(reported[2], op, limit):
                continue
            bound = "at least" if re.search(r"less than|at least", op, _I) else "at most"
            out.append(
                finding(
                    f"Covenant breached on reported figures: {name} ratio {reported[2]:.2f}x "
                    f"against {bound} {limit:.2f}x",
                    "covenant_breach",
                    "high",
                    f'{p.path} requires the {name} Ratio to be {bound} {limit:.2f}:1: "{short(s)}". '
                    f'{reported[0].path} reports "{reported[1]}". On that figure the covenant is '
                    "breached: an event of default that lets the lender accelerate the loans.",
                    "Confirm the definition and the test date with the lender; obtain a waiver or plan "
                    "refinancing at closing, and treat the facility as debt due.",
                    [cite(p, s), cite(reported[0], reported[1])],
                )
            )
    return out


# -- a cap on an amount against the amount reported -----------------------------------------------

# what a lender caps by amount in a year: capital expenditure, distributions, borrowing
_CAPPED = (
    r"(?P<term>Capital Expenditure|Capex|CapEx|Dividends?|Distributions?|"
    r"(?:Financial )?Indebtedness|Borrowings|Acquisition Consideration)"
)
_AMOUNT_CAP = re.compile(
    rf"\b{_CAPPED}\b[^.;]{{0,100}}?\b(?:does|shall|must|will|may)\s+not\s+"
    r"(?:in aggregate\s+)?(?:exceed|be\s+(?:more|greater)\s+than)\s+(?P<cap>[^.;]{1,40})"
)


# what reports call the capped measures
_ALSO_CALLED = {
    "capital expenditure": ["capex", "capital spend", "capital spending"],
    "capex": ["capital expenditure"],
    "distribution": ["dividend"],
    "dividend": ["distribution"],
}


def _reported_amount(pages: list[Page], term: str, skip: str) -> tuple[Page, str, float] | None:
    """The amount another document reports for ``term``: "capital expenditure of $6.35
    million", "Capex was £2.1m", "Capital expenditure: A$5,300,000"."""
    names = [term.rstrip("s")] + _ALSO_CALLED.get(term.lower().rstrip("s"), [])
    words = "|".join(r"\s+".join(map(re.escape, n.split())) for n in names)
    prose = re.compile(
        rf"\b(?:{words})s?\b(?:\s+\([^)]{{0,30}}\))?\s*(?::|of|was|were|totalled|totaled|came to|"
        r"amounted to|reached|stood at|came in at)\s+(?P<v>[^\n;]{1,30})",
        _I,
    )
    for p in pages:
        if p.doc == skip:
            continue
        for sentence in p.find(prose):
            m = prose.search(sentence)
            assert m is not None
            amounts = F.extract_amounts(m.group("v"))
            if amounts and m.group("v").lstrip().startswith(amounts[0].text[:1]):
                return p, sentence, amounts[0].value
    return None


def amount_cap_conflicts(pages: list[Page]) -> list[dict[str, Any]]:
    """A covenant capping an amount ("Capital Expenditure ... in any Financial Year does not
    exceed A$4,500,000") against the amount the company reports for it elsewhere."""
    out = []
    for p in pages:
        for s in p.find(_AMOUNT_CAP):
            m = _AMOUNT_CAP.search(s)
            assert m is not None
            caps = F.extract_amounts(m.group("cap"))
            if not caps:
                continue
            term = m.group("term")
            reported = _reported_amount(pages, term, p.doc)
            if reported is None or reported[2] <= caps[0].value:
                continue
            out.append(
                finding(
                    f"Covenant breached on reported figures: {term} {reported[2]:,.0f} against "
                    f"a cap of {caps[0].value:,.0f}",
                    "covenant_breach",
                    "high",
                    f'{p.path} caps {term}: "{short(s)}". {reported[0].path} reports '
                    f'"{short(reported[1])}". On that figure the cap is exceeded: an event of '
                    "default that lets the lender accelerate the loans.",
                    "Confirm the definition and the period with the lender; obtain a waiver or "
                    "plan refinancing at closing, and treat the facility as debt due.",
                    [cite(p, s), cite(reported[0], reported[1])],
                )
            )
    return out
