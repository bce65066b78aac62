"""Facts the offline reviewer reads out of a sentence: amounts (with what they measure),
counts, dates, parties; and whether a time-limited term has already ended."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime

_SCALE = {
    "thousand": 1e3,
    "k": 1e3,
    "million": 1e6,
    "mm": 1e6,
    "m": 1e6,
    "mn": 1e6,
    "billion": 1e9,
    "bn": 1e9,
    "b": 1e9,
}
_NUM = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
AMOUNT_RE = re.compile(
    r"(?P<cur>US\$|USD|EUR|GBP|CHF|\$|€|£)\s?(?P<num>"
    + _NUM
    + r")(?:\s*(?P<scale>million|billion|thousand|mm|mn|bn|m|k|b)\b)?"
    r"|(?P<num2>"
    + _NUM
    + r")\s*(?P<scale2>million|billion|thousand|mm|mn|bn|m)?\s*(?P<cur2>US dollars|dollars|USD|EUR|euros?|GBP|pounds sterling)\b",
    re.I,
)
_MONTH = r"(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.?"
DATE_RE = re.compile(
    rf"\b{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+\d{{4}}\b|\b\d{{1,2}}(?:st|nd|rd|th)?\s+{_MONTH},?\s+\d{{4}}\b"
    rf"|\b\d{{4}}-\d{{2}}-\d{{2}}\b|\b\d{{1,2}}/\d{{1,2}}/\d{{4}}\b|\b{_MONTH}\s+\d{{4}}\b"
)
_SUFFIX = (
    r"(?:Inc\.?|Incorporated|LLC|L\.L\.C\.|Ltd\.?|Limited|Corp\.?|Corporation|GmbH|plc|PLC|LLP|"
    r"L\.P\.|LP|S\.A\.|B\.V\.|AG|N\.V\.|Co\.|AB|ASA|A/S|ApS|Oy|S\.L\.U?\.?|S\.p\.A\.|S\.r\.l\.|"
    r"SAS|S\.A\.S\.|Lda\.?|LDA\.?|Pty Ltd|SE|KG|N\.A\.)"
)
PARTY_RE = re.compile(
    rf"\b((?:[A-Z][A-Za-z0-9&'\-]*\s+){{0,4}}[A-Z][A-Za-z0-9&'\-]*),?\s+{_SUFFIX}(?![A-Za-z])"
)
DEFINED_RE = re.compile(r"\((?:the\s+)?[\"“]([A-Z][A-Za-z ]{1,40})[\"”]\)")


@dataclass
class Amount:
    text: str
    value: float
    currency: str


def extract_amounts(text: str) -> list[Amount]:
    found: list[Amount] = []
    for m in AMOUNT_RE.finditer(text):
        num = m.group("num") or m.group("num2")
        scale = (m.group("scale") or m.group("scale2") or "").lower()
        cur = (m.group("cur") or m.group("cur2") or "").upper()
        try:
            value = float(num.replace(",", ""))
        except ValueError:
            continue
        if scale == "b" and not m.group("cur"):
            continue
        value *= _SCALE.get(scale, 1.0)
        if value <= 0:
            continue
        currency = {
            "$": "USD",
            "US$": "USD",
            "DOLLARS": "USD",
            "US DOLLARS": "USD",
            "€": "EUR",
            "EUROS": "EUR",
            "EURO": "EUR",
            "£": "GBP",
            "POUNDS STERLING": "GBP",
        }.get(cur, cur)
        found.append(Amount(m.group(0).strip(), value, currency))
    return found


# numbers as contracts write them ("fourteen (14) days", "six months' notice")
NUMBER_WORDS = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "twelve": 12,
    "fourteen": 14,
    "fifteen": 15,
    "eighteen": 18,
    "twenty": 20,
    "twenty-four": 24,
    "thirty": 30,
    "forty-five": 45,
    "forty-eight": 48,
    "sixty": 60,
    "seventy-two": 72,
    "ninety": 90,
    "one hundred twenty": 120,
    "one hundred and twenty": 120,
    "one hundred eighty": 180,
    "one hundred and eighty": 180,
}
NUMBER = r"\d{1,3}|" + "|".join(sorted(NUMBER_WORDS, key=len, reverse=True))


def number_of(text: str) -> int:
    """ "14" or "fourteen" as 14 (0 when it is neither)."""
    text = text.strip().lower()
    return NUMBER_WORDS.get(text, 0) or (int(text) if text.isdigit() else 0)


COUNT_RE = re.compile(
    r"\b(?:approximately |about |over |more than |some )?(?:\d{1,3}(?:,\d{3})+|\d+)\s+"
    r"(?:customer sites|sites|individuals|records|customers|drivers|employees|users|people|persons|"
    r"accounts|patients|data subjects|locations|installations|members|units|devices|"
    r"(?:unvested |vested )?(?:stock )?(?:options|shares|restricted stock units|RSUs))\b",
    re.I,
)
DEFINITION = re.compile(
    r"^\W*(?:\d+(?:\.\d+)*\.?\s+)?[\"“][^\"”]{2,60}[\"”]\s+(?:means|shall mean|has the meaning|includes|shall include)\b"
)
_UNTIL = re.compile(
    rf"\b(?:until|through|ending on|expir\w* on|terminat\w* on|end(?:s|ing)? on)\s+(?P<date>{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+\d{{4}}"
    rf"|\d{{1,2}}(?:st|nd|rd|th)?\s+{_MONTH},?\s+\d{{4}}|\d{{4}}-\d{{2}}-\d{{2}}|\d{{1,2}}/\d{{1,2}}/\d{{4}})",
    re.I,
)


_ONE_DATE = (
    rf"{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+\d{{4}}|\d{{1,2}}(?:st|nd|rd|th)?\s+{_MONTH},?\s+\d{{4}}"
    r"|\d{4}-\d{2}-\d{2}|\d{1,2}/\d{1,2}/\d{4}"
)
# a term given as a span: "during the Exclusivity Period, being the period from 1 July 2022 to
# 30 June 2025", "for the period beginning on ... and ending on ..."
_SPAN = re.compile(
    rf"\bperiod (?:from|beginning on|commencing on|starting on)\s+(?:{_ONE_DATE})\s+"
    rf"(?:to|until|and ending on|through)\s+(?:and including\s+)?(?P<date>{_ONE_DATE})",
    re.I,
)


def extract_counts(text: str) -> list[str]:
    """Counted things: "23,000 drivers", "54 customer sites"."""
    return _unique(" ".join(m.group(0).split()) for m in COUNT_RE.finditer(text))


def day_first(text: str) -> bool:
    """Whether a document writes its dates day first (14/03/2025): one of its d/m/y dates has a
    first number above 12 and none has a second one above 12."""
    pairs = [(int(a), int(b)) for a, b in re.findall(r"\b(\d{1,2})/(\d{1,2})/\d{4}\b", text)]
    return any(a > 12 for a, _ in pairs) and not any(b > 12 for _, b in pairs)


def parse_date(text: str, day_first: bool = False) -> date | None:
    """A date as written ("14 March 2025", "March 14, 2025", "2025-03-14", "03/14/2025"; a
    numeric d/m/y only when ``day_first``: the document writes its dates so)."""
    cleaned = re.sub(r"(\d)(st|nd|rd|th)\b", r"\1", text.replace(".", "")).replace(",", "")
    cleaned = " ".join(cleaned.split())
    numeric = "%d/%m/%Y" if day_first else "%m/%d/%Y"
    for fmt in ("%B %d %Y", "%b %d %Y", "%d %B %Y", "%d %b %Y", "%Y-%m-%d", numeric):
        try:
            return datetime.strptime(cleaned, fmt).date()
        except ValueError:
            continue
    return None


def ended_before(text: str, today: date) -> bool:
    """True when the text limits something "until <date>" (or to "the period from <date> to
    <date>") and that date has passed."""
    for match in (*_UNTIL.finditer(text), *_SPAN.finditer(text)):
        when = parse_date(match.group("date"))
        if when is not None and when < today:
            return True
    return False


_A_DATE = (
    rf"{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+\d{{4}}|\d{{1,2}}(?:st|nd|rd|th)?\s+{_MONTH},?\s+\d{{4}}"
    r"|\d{4}-\d{2}-\d{2}|\d{1,2}/\d{1,2}/\d{4}"
)
# a restriction bounded by a defined period: "During the Exclusivity Period the Supplier shall
# not ...", "for the Restricted Period"
_PERIOD_USED = re.compile(
    r"\b(?i:during|for|throughout|within|in) the (?P<term>(?:[A-Z][\w-]*\s+){0,3}Period)\b"
)


def period_ends(text: str, page_text: str) -> list[date]:
    """The last days of the defined periods ``text`` is bounded by, as ``page_text`` defines
    them: "'Exclusivity Period' means the period from the date of this agreement to 31 October
    2024", '"Restricted Period" means the period beginning on the Effective Date and ending on
    December 31, 2024'."""
    out = []
    for m in _PERIOD_USED.finditer(text):
        term = r"\s+".join(re.escape(w) for w in m.group("term").split())
        defined = re.search(
            rf"[\"'“‘]{term}[\"'”’]\s+(?:means|shall mean)\b[^.;]{{0,160}}?"
            rf"\b(?:to|until|ending on|expiring on|through|up to and including)\s+"
            rf"(?:and including\s+)?(?P<date>{_A_DATE})",
            page_text,
            re.I,
        )
        when = parse_date(defined.group("date")) if defined else None
        if when is not None:
            out.append(when)
    return out


def extract_dates(text: str) -> list[str]:
    return _unique(m.group(0) for m in DATE_RE.finditer(text))


def extract_parties(text: str) -> list[str]:
    names = [m.group(0).strip() for m in PARTY_RE.finditer(text)]
    names += [m.group(1).strip() for m in DEFINED_RE.finditer(text)]
    return _unique(
        n for n in names if not n.lower().startswith(("the ", "this ", "each ", "such "))
    )


def _unique(items: object) -> list[str]:
    seen: dict[str, None] = {}
    for item in items:  # type: ignore[attr-defined]
        seen.setdefault(str(item), None)
    return list(seen)
