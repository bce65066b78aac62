"""What a memo says, as the offline judge reads it: its text, findings and citation paths
(``Evidence``), with amounts, percentages, durations and document names normalised so that
``$4.2M`` matches ``$4,200,000``."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from diligence_tui.review.model import CITE_LINK, Finding, Memo

QUOTED = re.compile(
    r"\"([^\"]{2,120})\"|\u201c([^\u201d]{2,120})\u201d|(?<![A-Za-z])'([^']{2,80})'(?![A-Za-z])"
)
_SCALE = {
    "k": 1e3,
    "thousand": 1e3,
    "m": 1e6,
    "mm": 1e6,
    "mn": 1e6,
    "million": 1e6,
    "b": 1e9,
    "bn": 1e9,
    "billion": 1e9,
}
_CURRENCY = r"(?:US\$|USD|EUR|GBP|CHF|\$|€|£)"
_NUMBER = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
_SCALE_WORD = r"(?:thousand|million|billion|mm|mn|bn|k|m|b)\b"
_AMOUNT = re.compile(
    rf"(?P<cur>{_CURRENCY})\s?(?P<num>{_NUMBER})\s?(?P<scale>{_SCALE_WORD})?"
    rf"|(?P<num2>{_NUMBER})\s?(?P<scale2>thousand|million|billion|mm|mn|bn)\b"
    rf"|(?P<num3>{_NUMBER})\s?(?P<scale3>{_SCALE_WORD})?\s?(?:dollars|euros|pounds|USD|EUR|GBP)\b",
    re.I,
)
_PERCENT = re.compile(rf"(?P<num>{_NUMBER})\s?(?:%|per\s?cent|percent)", re.I)
_DURATION = re.compile(
    r"\b(?P<num>\d{1,4})[\s-]?(?P<unit>day|business day|week|month|year)s?\b", re.I
)
_DOC_EXT = r"\.(?:pdf|docx?|xlsx?|xlsm|csv|pptx?|eml|msg|html?|txt|md|rtf)\b"
FILENAME = re.compile(rf"(?:[\w()&.\-]+/)*[\w()&\-][\w()&.\-]*{_DOC_EXT}", re.I)
FILENAME_FULL = re.compile(rf"^[^\"]+{_DOC_EXT}$", re.I)
NUMERIC = re.compile(
    rf"^\s*{_CURRENCY}?\s?(?P<num>{_NUMBER})\s?(?P<scale>{_SCALE_WORD})?\s*(?P<pct>%)?\s*$", re.I
)
_ANY_NUMBER = re.compile(
    rf"(?<![\w.])(?P<num>{_NUMBER})(?:\s?(?P<scale>thousand|million|billion|mm|mn|bn|k|m|b)\b)?",
    re.I,
)
CITE_VERB = re.compile(r"\bcit(?:e|es|ed|ing|ation)\b|\breferenc", re.I)
_RISK_WORDS = re.compile(
    r"\b(risk|red flag|concern|exposure|issue|problem|liabilit|adverse|material|critical|high|"
    r"threat|trigger|breach|default|flag)",
    re.I,
)
_BENIGN_WORDS = re.compile(
    r"\b(benign|not (?:a |an )?(?:material )?(?:risk|concern|issue|red flag)|no (?:material )?"
    r"(?:risk|concern|issue|action)|market[- ]standard|expired|waived|settled|terminated|lapsed|"
    r"resolved|immaterial|customary|not material|no longer|low risk|does not (?:apply|pose))",
    re.I,
)
STOP_WORDS = set(
    """a an and are as at be by for from has have in is it its of on or that the this to
was were which with memo memorandum identifies identify identified notes note noted mentions mention
flags flag flagged states state stated explains explain describes describe discusses discuss
recommends recommend correctly clearly explicitly specifically any all both either whether
report reports response answer deliverable analysis addresses address including include includes
such e g i e etc pass fail if does not should must also only other than their there these those
they them between into over under about within per each least more most""".split()
)


def _norm(text: str) -> str:
    text = text.casefold().replace("\u2019", "'").replace("\u2018", "'")
    text = re.sub(r"[\u2010-\u2015\u2212]", "-", text)
    return " " + " ".join(re.sub(r"[^\w%$€£.']+", " ", text).split()) + " "


@functools.lru_cache(maxsize=4096)
def _term_pattern(term: str) -> re.Pattern[str]:
    words = [re.escape(w.strip(".'")) for w in _norm(term).split() if w.strip(".'")]
    if not words:
        return re.compile(r"(?!x)x")
    body = r"[\s\-]+".join(w + r"(?:s|es|'s)?" if w[-1:].isalpha() else w for w in words)
    return re.compile(rf"(?<![\w]){body}(?![\w])")


def scaled_value(num: str, scale: str | None) -> float:
    value = float(num.replace(",", ""))
    if scale:
        value *= _SCALE.get(scale.lower(), 1.0)
    return value


def amounts_in(text: str) -> list[float]:
    out = []
    for m in _AMOUNT.finditer(text):
        num = m.group("num") or m.group("num2") or m.group("num3")
        scale = m.group("scale") or m.group("scale2") or m.group("scale3")
        try:
            out.append(scaled_value(num, scale))
        except ValueError:
            continue
    return out


def percents_in(text: str) -> list[float]:
    return [float(m.group("num").replace(",", "")) for m in _PERCENT.finditer(text)]


def durations_in(text: str) -> list[tuple[int, str]]:
    return [(int(m.group("num")), m.group("unit").lower()) for m in _DURATION.finditer(text)]


def numbers_in(text: str) -> list[float]:
    """Every number in the text, scaled where a scale word follows ("4.2 million")."""
    out = []
    for m in _ANY_NUMBER.finditer(text):
        try:
            out.append(scaled_value(m.group("num"), m.group("scale")))
            if m.group("scale"):
                out.append(scaled_value(m.group("num"), None))
        except ValueError:
            continue
    return out


def _close(a: float, b: float) -> bool:
    return abs(a - b) <= max(abs(a), abs(b)) * 0.005 + 1e-9


@dataclass
class Evidence:
    """What the judge reads: the memo, the findings and the cited paths."""

    text: str  # memo sections + findings, raw
    norm: str
    amounts: list[float]
    percents: list[float]
    durations: list[tuple[int, str]]
    cited_paths: list[str]
    numbers: list[float] = field(default_factory=list)
    # (normalized text, document keys it cites or names): findings above "info" and risk sentences
    risk_places: list[tuple[str, set[str]]] = field(default_factory=list)
    # each finding and each memo paragraph on its own (with the paths it cites), and each memo
    # section or list item of several paragraphs that is about one issue as a whole, for checks
    # that must hold in one place: an implication or a figure about the issue, not anywhere
    passages: list[Evidence] = field(default_factory=list)

    @classmethod
    def of_text(cls, text: str, amounts: list[float] | None = None) -> Evidence:
        extra = list(amounts or [])
        return cls(
            text,
            _norm(text),
            extra + amounts_in(text),
            percents_in(text),
            durations_in(text),
            [],
            numbers=extra + numbers_in(text),
        )

    @classmethod
    def build(
        cls,
        memo: Memo,
        findings: list[Finding],
        issues: dict[str, list[Requirement]] | None = None,
    ) -> Evidence:
        """The evidence of a memo and its findings. With ``issues`` (the terms naming each
        issue of the rubric, see :func:`subjects`), a memo section or list item that is about
        exactly one issue is also a passage as a whole, so its later paragraphs (the figures,
        the implications) count for that issue without repeating its name."""
        parts: list[str] = [memo.title]
        places: list[tuple[str, set[str]]] = []
        passages: list[Evidence] = []

        def passage(title: str, raw: str) -> Evidence:
            paths = [
                memo.citations[m.group(2)].path
                for m in CITE_LINK.finditer(raw)
                if m.group(2) in memo.citations
            ]
            plain = CITE_LINK.sub(lambda m: m.group(1), raw)
            return cls.of_text(" ".join([title, plain, *paths]))

        for sec in memo.sections:
            body = CITE_LINK.sub(lambda m: m.group(1), sec.body)
            parts += [sec.title, body]
            paragraphs = re.split(r"\n\s*\n", sec.body)
            passages += [passage(sec.title, p) for p in paragraphs]
            if issues:  # a section, or a list item, of several paragraphs about one issue
                units = [sec.body] if sum(1 for p in paragraphs if p.strip()) > 1 else []
                units += [i for i in list_items(sec.body) if re.search(r"\n\s*\n", i)]
                for unit in units:
                    whole = passage(sec.title, unit)
                    if len(issues_of(issues, whole)) == 1:
                        passages.append(whole)
            for raw_sentence in re.split(r"(?<=[.!?;])\s+|\n+", sec.body):
                sentence = CITE_LINK.sub(lambda m: m.group(1), raw_sentence)
                if _RISK_WORDS.search(sentence) and not _BENIGN_WORDS.search(sentence):
                    docs = {
                        doc_key(memo.citations[m.group(2)].path)
                        for m in CITE_LINK.finditer(raw_sentence)
                        if m.group(2) in memo.citations
                    }
                    docs |= {doc_key(m.group(0)) for m in FILENAME.finditer(sentence)}
                    places.append((_norm(sentence), docs))
        amounts: list[float] = []
        cited: list[str] = [c.path for c in memo.citations.values()]
        for f in findings:
            if f.status == "rejected":
                continue
            text = " ".join([f.title, f.category, f.description, f.exposure, f.next_step])
            parts.append(text)
            if f.severity != "info":
                places.append((_norm(text), {doc_key(c.path) for c in f.citations}))
            paths = [c.path for c in f.citations]
            passages.append(cls.of_text(" ".join([text, *paths]), [float(a) for a in f.amounts]))
            amounts += [float(a) for a in f.amounts]
            cited += [c.path for c in f.citations]
        raw = "\n".join(p for p in parts if p)
        return cls(
            raw,
            _norm(raw),
            amounts + amounts_in(raw),
            percents_in(raw),
            durations_in(raw),
            cited,
            numbers=amounts + numbers_in(raw),
            risk_places=places,
            passages=passages,
        )

    def has_term(self, term: str) -> bool:
        return bool(_term_pattern(term).search(self.norm))

    def has_stem(self, word: str) -> bool:
        """A word or another form of it ("termination" ~ "terminate", "permits")."""
        word = word.casefold().strip("'-")
        stem = word if len(word) <= 5 else word[: max(5, len(word) - 3)]
        return bool(re.search(rf"(?<![\w]){re.escape(stem)}", self.norm))

    def has_amount(self, value: float) -> bool:
        return any(_close(value, a) for a in self.amounts)

    def has_number(self, value: float) -> bool:
        return any(_close(value, n) for n in self.numbers)

    def has_percent(self, value: float) -> bool:
        return any(_close(value, p) for p in self.percents)

    def has_duration(self, value: tuple[int, str]) -> bool:
        return value in self.durations or self.has_term(f"{value[0]} {value[1]}")

    def cites(self, name: str) -> bool:
        wanted = doc_key(name)
        return any(wanted and wanted in doc_key(path) for path in self.cited_paths)

    def flags(
        self, terms: list[str], together: bool = False, documents: list[str] | None = None
    ) -> list[str]:
        """Which of ``terms`` the memo raises as a risk: in a finding (above "info") or in a
        memo sentence that calls it a risk without calling it benign.

        With ``together``, the terms are key words of one subject: they count only when most
        of them (two thirds) appear in the same place. With ``documents`` (the criterion's
        source documents), a place that cites or names documents counts only when one of them
        is among those, so a finding about another contract of the same party is not taken for
        the distractor.
        """
        wanted = {doc_key(d) for d in documents or []}
        places = [
            text for text, docs in self.risk_places if not wanted or not docs or docs & wanted
        ]
        patterns = {term: _term_pattern(term) for term in terms}
        if together:
            need = max(1, -(-2 * len(terms) // 3))
            for place in places:
                hits = [t for t, p in patterns.items() if p.search(place)]
                if len(hits) >= need:
                    return hits
            return []
        return [t for t, p in patterns.items() if any(p.search(place) for place in places)]


_LIST_MARKER = re.compile(r"^(?P<indent>[ \t]*)(?:[-*+\u2022]|\d{1,3}[.)])\s+\S")


def list_items(body: str) -> list[str]:
    """The items of the Markdown lists in ``body``, each with its continuation: the lines up
    to the next item of the same list (nested items included) and the indented paragraphs
    after a blank line. An unindented paragraph ends the list."""
    items: list[list[str]] = []
    current: list[str] | None = None
    indent = 0
    blank = False
    for line in body.splitlines():
        marker = _LIST_MARKER.match(line)
        if marker and (current is None or len(marker.group("indent")) <= indent):
            if current is None:
                indent = len(marker.group("indent"))
            current = [line]
            items.append(current)
        elif current is None:
            continue
        elif not line.strip():
            current.append(line)
            blank = True
            continue
        elif blank and not line[:1].isspace() and not marker:
            current = None
        else:
            current.append(line)
        blank = False
    return ["\n".join(item).strip() for item in items]


def doc_key(name: str) -> str:
    stem = re.sub(r"\.[A-Za-z0-9]{2,4}$", "", name.rsplit("/", 1)[-1])
    return re.sub(r"[^a-z0-9]+", "", stem.casefold())


@dataclass
class Requirement:
    kind: str  # term | amount | percent | duration | document | cite | words
    label: str
    options: list[Any]  # any one of them satisfies the requirement


def is_about(subject: list[Requirement], passage: Evidence) -> bool:
    hits = sum(1 for req in subject if satisfied(req, passage))
    return hits >= (len(subject) if len(subject) <= 2 else len(subject) - 1)


def issues_of(issues: dict[str, list[Requirement]], passage: Evidence) -> list[str]:
    """The issues a passage is about. An issue named only by terms that also name another
    issue it is about ("related party", "Marsh" inside "Orchard Lane", "related party",
    "Marsh") is the other issue's context, not an issue of its own."""
    named = {
        issue: {
            option
            for req in terms
            for option in req.options
            if satisfied(Requirement(req.kind, req.label, [option]), passage)
        }
        for issue, terms in issues.items()
        if is_about(terms, passage)
    }
    return [
        issue
        for issue, words in named.items()
        if not any(words < other for key, other in named.items() if key != issue)
    ]


def satisfied(req: Requirement, evidence: Evidence) -> bool:
    checks: dict[str, Callable[[Any], bool]] = {
        "term": evidence.has_term,
        "amount": evidence.has_amount,
        "number": evidence.has_number,
        "percent": evidence.has_percent,
        "duration": evidence.has_duration,
        "cite": evidence.cites,
        "document": lambda name: evidence.cites(name) or evidence.has_term(doc_words(name)),
    }
    check = checks[req.kind]
    return any(check(option) for option in req.options)


def doc_words(name: str) -> str:
    stem = re.sub(r"\.[A-Za-z0-9]{2,4}$", "", name.rsplit("/", 1)[-1])
    return " ".join(re.split(r"[\W_]+", stem))
