"""Values read out of contract text, normalised per answer type, each with the span of the
words it was read from (so a cell can quote exactly those words).

    dates(text)          -> [Found("2019-03-01", a, b)]   ISO; "1999-06" for a month alone
    durations(text)      -> [Found("90 days", a, b)]      "12 months", "1 year", "30 business days"
    amounts(text)        -> [Found("USD 5,000,000", a, b)]
    jurisdictions(text)  -> [Found("Delaware", a, b)]

Nothing here guesses: a date with a blank day ("August __, 2019"), an ambiguous currency
sign or a number with no unit is not a value. Used by offline/table_values.py.
"""

from __future__ import annotations

import datetime
import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Found:
    value: str
    start: int  # the words it was read from: text[start:end]
    end: int


# -- numbers written as words ------------------------------------------------------------------
_UNITS = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen"
).split()
_TENS = "twenty thirty forty fifty sixty seventy eighty ninety".split()
WORD_NUMBER: dict[str, int] = {w: i for i, w in enumerate(_UNITS)}
for _i, _t in enumerate(_TENS):
    WORD_NUMBER[_t] = 20 + 10 * _i
    for _j, _u in enumerate(_UNITS[1:10], start=1):
        WORD_NUMBER[f"{_t}-{_u}"] = 20 + 10 * _i + _j
        WORD_NUMBER[f"{_t} {_u}"] = 20 + 10 * _i + _j
for _w, _n in (("one hundred", 100), ("a hundred", 100), ("one hundred twenty", 120)):
    WORD_NUMBER[_w] = _n
WORD_NUMBER.update({"one hundred eighty": 180, "one hundred fifty": 150, "a": 1, "an": 1})
_WORDS = "|".join(sorted((re.escape(w) for w in WORD_NUMBER), key=len, reverse=True))

# -- dates -------------------------------------------------------------------------------------
MONTHS = {
    m: i
    for i, ms in enumerate(
        (
            ("january", "jan"),
            ("february", "feb"),
            ("march", "mar"),
            ("april", "apr"),
            ("may",),
            ("june", "jun"),
            ("july", "jul"),
            ("august", "aug"),
            ("september", "sept", "sep"),
            ("october", "oct"),
            ("november", "nov"),
            ("december", "dec"),
        ),
        start=1,
    )
    for m in ms
}
_MONTH = r"(?P<month>" + "|".join(sorted(MONTHS, key=len, reverse=True)) + r")\.?"
_DAY = r"(?P<day>[0-3]?\d)\s?(?:st|nd|rd|th)?"
_YEAR = r"(?P<year>(?:19|20)\d\d)"
_DATE_FORMS = [
    re.compile(rf"\b{_MONTH}\s+{_DAY},?\s+{_YEAR}\b", re.I),  # June 21, 1999
    re.compile(
        rf"\b{_DAY}\s+(?:day\s+of\s+)?{_MONTH},?\s+{_YEAR}\b", re.I
    ),  # 21st day of June 1999
    re.compile(r"\b(?P<year>(?:19|20)\d\d)-(?P<mnum>[01]?\d)-(?P<day>[0-3]?\d)\b"),  # 2019-03-01
    re.compile(r"\b(?P<mnum>[01]?\d)/(?P<day>[0-3]?\d)/(?P<year>(?:19|20)\d\d)\b"),  # 3/1/2019
]
_MONTH_YEAR = re.compile(rf"\b{_MONTH},?\s+{_YEAR}\b", re.I)


def _iso(match: re.Match[str]) -> str | None:
    groups = match.groupdict()
    month = MONTHS[groups["month"].lower()] if groups.get("month") else int(groups["mnum"])
    try:
        return datetime.date(int(groups["year"]), month, int(groups["day"])).isoformat()
    except ValueError:  # 31 February, month 13: not a date
        return None


def dates(text: str) -> list[Found]:
    """Full dates in ``text`` (ISO), then months named with a year alone ("1999-06"), in text
    order; a span is read once (the longest form wins)."""
    out: list[Found] = []
    taken: list[tuple[int, int]] = []
    for form in _DATE_FORMS:
        for m in form.finditer(text):
            if any(a < m.end() and m.start() < b for a, b in taken):
                continue
            iso = _iso(m)
            taken.append((m.start(), m.end()))  # "31 February 2019" is no date, nor a month
            if iso:
                out.append(Found(iso, m.start(), m.end()))
    for m in _MONTH_YEAR.finditer(text):
        if not any(a < m.end() and m.start() < b for a, b in taken):
            if m.group("month").lower() == "may" and not m.group(0)[:1].isupper():
                continue  # "may 2019" is a verb more often than a month
            month = MONTHS[m.group("month").lower()]
            out.append(Found(f"{m.group('year')}-{month:02d}", m.start(), m.end()))
    out.sort(key=lambda f: f.start)
    return out


# -- durations ---------------------------------------------------------------------------------
_NUM = rf"(?:(?P<word>{_WORDS})\s*(?:\(\s*(?P<paren>\d{{1,4}})\s*\))?|(?P<digits>\d{{1,4}}))"
_UNIT = r"(?P<qual>business\s+|calendar\s+|working\s+)?(?P<unit>day|week|month|year)s?"
_DURATION = re.compile(rf"\b{_NUM}\s*(?:-\s*)?{_UNIT}\b", re.I)


def _number(m: re.Match[str]) -> int | None:
    if m.group("paren"):
        return int(m.group("paren"))
    if m.group("digits"):
        return int(m.group("digits"))
    word = m.group("word")
    return WORD_NUMBER.get(re.sub(r"\s+", " ", word.lower())) if word else None


def durations(text: str) -> list[Found]:
    """Periods in ``text``: "ninety (90) days" -> "90 days", "one-year" -> "1 year"."""
    out = []
    for m in _DURATION.finditer(text):
        n = _number(m)
        if n is None or n == 0:
            continue
        unit = m.group("unit").lower()
        qual = (m.group("qual") or "").strip().lower()
        qual = "" if qual == "calendar" else qual + " " if qual else ""
        out.append(Found(f"{n} {qual}{unit}{'s' if n != 1 else ''}", m.start(), m.end()))
    return out


# -- money -------------------------------------------------------------------------------------
_CODES = {
    "usd": "USD",
    "us$": "USD",
    "u.s.$": "USD",
    "$": "USD",
    "eur": "EUR",
    "€": "EUR",
    "gbp": "GBP",
    "£": "GBP",
    "cad": "CAD",
    "c$": "CAD",
    "aud": "AUD",
    "a$": "AUD",
    "chf": "CHF",
    "jpy": "JPY",
    "cny": "CNY",
    "rmb": "CNY",
    "inr": "INR",
    "hk$": "HKD",
    "hkd": "HKD",
    "sgd": "SGD",
}
_SCALE = {
    "thousand": 10**3,
    "million": 10**6,
    "billion": 10**9,
    "m": 10**6,
    "mm": 10**6,
    "bn": 10**9,
}
_AMOUNT = r"(?P<amount>\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)"
_SCALE_RE = r"(?:\s*(?P<scale>thousand|million|billion|mm|bn|m)\b)?"
_MONEY = [
    re.compile(
        r"(?P<code>US\$|U\.S\.\$|HK\$|C\$|A\$|\$|€|£)\s?" + _AMOUNT + _SCALE_RE, re.I
    ),  # $5,000,000 / $5 million
    re.compile(
        r"\b(?P<code>USD|EUR|GBP|CAD|AUD|CHF|JPY|CNY|RMB|INR|HKD|SGD)\s?" + _AMOUNT + _SCALE_RE
    ),
    re.compile(
        _AMOUNT
        + _SCALE_RE
        + r"\s*(?:(?P<code>USD|EUR|GBP)\b|(?P<word>U\.?S\.? dollars|dollars|euros|pounds sterling))",
        re.I,
    ),
]
_WORD_CODE = {"dollars": "USD", "u.s. dollars": "USD", "us dollars": "USD", "euros": "EUR"}


def _money_value(code: str, amount: str, scale: str | None) -> str:
    number = float(amount.replace(",", "")) * _SCALE.get((scale or "").lower(), 1)
    whole = round(number)
    text = f"{whole:,}" if abs(number - whole) < 0.005 else f"{number:,.2f}"
    return f"{code} {text}"


def amounts(text: str) -> list[Found]:
    """Sums of money in ``text``, as "USD 5,000,000" (a sign or code is required)."""
    out: list[Found] = []
    taken: list[tuple[int, int]] = []
    for form in _MONEY:
        for m in form.finditer(text):
            if any(a < m.end() and m.start() < b for a, b in taken):
                continue
            groups = m.groupdict()
            if groups.get("code"):
                code = _CODES.get(groups["code"].lower(), groups["code"].upper())
            else:
                word = re.sub(r"\s+", " ", (groups.get("word") or "").lower())
                code = _WORD_CODE.get(word.replace("u.s.", "u.s.").strip(), "")
                if not code and "dollar" in word:
                    code = "USD"
                if not code and "pound" in word:
                    code = "GBP"
            if not code:
                continue
            out.append(
                Found(_money_value(code, m.group("amount"), m.group("scale")), m.start(), m.end())
            )
            taken.append((m.start(), m.end()))
    out.sort(key=lambda f: f.start)
    return out


# -- governing law -----------------------------------------------------------------------------
US_STATES = (
    "Alabama Alaska Arizona Arkansas California Colorado Connecticut Delaware Florida Georgia "
    "Hawaii Idaho Illinois Indiana Iowa Kansas Kentucky Louisiana Maine Maryland Massachusetts "
    "Michigan Minnesota Mississippi Missouri Montana Nebraska Nevada Ohio Oklahoma Oregon "
    "Pennsylvania Tennessee Texas Utah Vermont Virginia Washington Wisconsin Wyoming"
).split() + [
    "New Hampshire",
    "New Jersey",
    "New Mexico",
    "New York",
    "North Carolina",
    "North Dakota",
    "Rhode Island",
    "South Carolina",
    "South Dakota",
    "West Virginia",
    "District of Columbia",
]
PLACES = [
    "England and Wales",
    "England",
    "Scotland",
    "Northern Ireland",
    "Ireland",
    "Hong Kong",
    "Singapore",
    "People's Republic of China",
    "China",
    "Japan",
    "India",
    "Israel",
    "Germany",
    "France",
    "Switzerland",
    "the Netherlands",
    "Netherlands",
    "Sweden",
    "Denmark",
    "Norway",
    "Finland",
    "Spain",
    "Italy",
    "Luxembourg",
    "Belgium",
    "Austria",
    "Korea",
    "Taiwan",
    "Australia",
    "New South Wales",
    "Victoria",
    "Canada",
    "Ontario",
    "Quebec",
    "British Columbia",
    "Alberta",
    "Mexico",
    "Brazil",
    "Cayman Islands",
    "British Virgin Islands",
    "Bermuda",
    "Puerto Rico",
    "United Kingdom",
    "United States",
]
_PLACE_RE = re.compile(
    r"\b(?P<place>"
    + "|".join(
        re.escape(p).replace(r"\ ", r"\s+")
        for p in sorted(US_STATES + PLACES, key=len, reverse=True)
    )
    + r")\b"
)
_LAW_OF = re.compile(r"\blaws?\b(?:\s+and\s+regulations)?(?:\s+in\s+force)?\s+(?:of|in)\b", re.I)
_US_ONLY = {"United States"}


def jurisdictions(text: str) -> list[Found]:
    """The places whose law ``text`` names ("the laws of the State of New York" -> "New
    York"), each within 80 characters after "law(s) of"; a state wins over "United States"
    (federal law named beside it)."""
    out: list[Found] = []
    for law in _LAW_OF.finditer(text):
        window = text[law.end() : law.end() + 80]
        for m in _PLACE_RE.finditer(window):
            place = re.sub(r"\s+", " ", m.group("place"))
            if place.startswith("the "):
                place = place[4:]
            out.append(Found(place, law.end() + m.start(), law.end() + m.end()))
            break
    states = [f for f in out if f.value not in _US_ONLY]
    return states or out
