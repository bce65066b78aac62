"""The offline judge: deterministic grading of a memo against rubric criteria, no model.

It reads a criterion's PASS condition for what can be checked mechanically:

* quoted terms (``"change of control"``; alternatives joined by "or" need one match);
* amounts and percentages (``$4.2M`` matches ``$4,200,000`` and ``4.2 million``), and
  durations (``90 days``);
* document names (``MSA_Acme.pdf``; when the condition says the memo must *cite* it, a
  citation's path must name it);
* without any of those, the condition's content words (most must appear).

and looks for them in the memo's text, the findings (title, description, exposure, amounts,
next step) and the citation paths. A distractor criterion ("PASS if the memo does not flag X
as a risk ... FAIL if it flags X") passes when X is not raised as a risk: X does not appear in
a finding, nor in a memo sentence that calls it a risk without also calling it benign.

It is a floor, not an expert: it rewards naming the right facts, not reasoning about them.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from diligence_tui.lab_task import Criterion
from diligence_tui.review.model import CITE_LINK, Finding, Memo

_QUOTED = re.compile(
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
_FILENAME = re.compile(rf"(?:[\w()&.\-]+/)*[\w()&\-][\w()&.\-]*{_DOC_EXT}", re.I)
_FILENAME_FULL = re.compile(rf"^[^\"]+{_DOC_EXT}$", re.I)
_NUMERIC = re.compile(
    rf"^\s*{_CURRENCY}?\s?(?P<num>{_NUMBER})\s?(?P<scale>{_SCALE_WORD})?\s*(?P<pct>%)?\s*$", re.I
)
_ANY_NUMBER = re.compile(
    rf"(?<![\w.])(?P<num>{_NUMBER})(?:\s?(?P<scale>thousand|million|billion|mm|mn|bn|k|m|b)\b)?",
    re.I,
)
_CITE_VERB = re.compile(r"\bcit(?:e|es|ed|ing|ation)\b|\breferenc", re.I)
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
_STOP = set(
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


def _value(num: str, scale: str | None) -> float:
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
            out.append(_value(num, scale))
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
            out.append(_value(m.group("num"), m.group("scale")))
            if m.group("scale"):
                out.append(_value(m.group("num"), None))
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
                    if len(_issues_of(issues, whole)) == 1:
                        passages.append(whole)
            for raw_sentence in re.split(r"(?<=[.!?;])\s+|\n+", sec.body):
                sentence = CITE_LINK.sub(lambda m: m.group(1), raw_sentence)
                if _RISK_WORDS.search(sentence) and not _BENIGN_WORDS.search(sentence):
                    docs = {
                        _doc_key(memo.citations[m.group(2)].path)
                        for m in CITE_LINK.finditer(raw_sentence)
                        if m.group(2) in memo.citations
                    }
                    docs |= {_doc_key(m.group(0)) for m in _FILENAME.finditer(sentence)}
                    places.append((_norm(sentence), docs))
        amounts: list[float] = []
        cited: list[str] = [c.path for c in memo.citations.values()]
        for f in findings:
            if f.status == "rejected":
                continue
            text = " ".join([f.title, f.category, f.description, f.exposure, f.next_step])
            parts.append(text)
            if f.severity != "info":
                places.append((_norm(text), {_doc_key(c.path) for c in f.citations}))
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
        wanted = _doc_key(name)
        return any(wanted and wanted in _doc_key(path) for path in self.cited_paths)

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
        wanted = {_doc_key(d) for d in documents or []}
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


def _doc_key(name: str) -> str:
    stem = re.sub(r"\.[A-Za-z0-9]{2,4}$", "", name.rsplit("/", 1)[-1])
    return re.sub(r"[^a-z0-9]+", "", stem.casefold())


@dataclass
class Requirement:
    kind: str  # term | amount | percent | duration | document | cite | words
    label: str
    options: list[Any]  # any one of them satisfies the requirement


def _quoted(condition: str) -> list[tuple[int, int, str]]:
    return [
        (m.start(), m.end(), next(g for g in m.groups() if g)) for m in _QUOTED.finditer(condition)
    ]


def requirements(condition: str) -> list[Requirement]:
    """What a PASS condition asks for, read mechanically."""
    reqs: list[Requirement] = []
    wants_cite = bool(_CITE_VERB.search(condition))
    quoted = []
    for start, end, term in _quoted(condition):
        numeric = _NUMERIC.match(term)
        if _FILENAME_FULL.match(term.strip()):
            reqs.append(
                Requirement("cite" if wants_cite else "document", term.strip(), [term.strip()])
            )
        elif numeric:  # a quoted figure matches however the memo writes it
            value = _value(numeric.group("num"), numeric.group("scale"))
            kind = "percent" if numeric.group("pct") else "number"
            reqs.append(Requirement(kind, term.strip(), [value]))
        else:
            quoted.append((start, end, term))
    # alternatives: quoted terms separated only by commas, slashes or "or"
    group: list[str] = []
    last_end = -1
    for start, end, term in quoted:
        gap = condition[last_end:start] if last_end >= 0 else ""
        if group and re.fullmatch(r"\s*(?:,|/|\bor\b|,\s*or\b)\s*", gap, re.I):
            group.append(term)
        else:
            if group:
                reqs.append(Requirement("term", " / ".join(group), list(group)))
            group = [term]
        last_end = end
    if group:
        reqs.append(Requirement("term", " / ".join(group), list(group)))
    unquoted = _QUOTED.sub(" ", condition)
    for m in _FILENAME.finditer(unquoted):
        name = m.group(0).strip(" ,'-/")
        reqs.append(Requirement("cite" if wants_cite else "document", name, [name]))
    for value in {round(v, 2) for v in amounts_in(unquoted)}:
        reqs.append(Requirement("amount", f"{value:,.0f}", [value]))
    for value in {round(v, 4) for v in percents_in(unquoted)}:
        reqs.append(Requirement("percent", f"{value:g}%", [value]))
    for duration in set(durations_in(unquoted)):
        reqs.append(Requirement("duration", f"{duration[0]} {duration[1]}s", [duration]))
    return reqs


def content_words(condition: str) -> list[str]:
    words = re.findall(r"[A-Za-z][A-Za-z'\-]{2,}", _QUOTED.sub(" ", condition))
    out: list[str] = []
    for word in words:
        w = word.casefold().strip("'-")
        if w not in _STOP and w not in out and len(w) > 2:
            out.append(w)
    return out


def _subject_terms(crit: Criterion) -> tuple[list[str], bool]:
    """What a distractor is about: quoted terms or document names (any one names the subject),
    else key words (most must appear together)."""
    terms = [t for _, _, t in _quoted(crit.match_criteria) if not _FILENAME_FULL.match(t.strip())]
    if terms:
        return terms, False
    names = [m.group(0) for m in _FILENAME.finditer(crit.match_criteria)]
    if names:
        return [_doc_words(n) for n in names], False
    text = crit.fail_condition or crit.pass_condition
    text = re.sub(
        r"\b(as|a|an)\s+(material\s+)?(risk|red flag|concern|issue)\b", " ", text, flags=re.I
    )
    words = [
        w
        for w in content_words(text)
        if w
        not in ("risk", "risks", "red", "concern", "issue", "problem", "flags", "treats", "raises")
    ]
    return words[:5], True


@dataclass
class Verdict:
    verdict: str  # PASS | FAIL | ERROR
    reason: str

    @property
    def passed(self) -> bool:
        return self.verdict == "PASS"

    def to_dict(self) -> dict[str, Any]:
        return {"verdict": self.verdict, "reason": self.reason}


LOCAL_KINDS = ("implication", "recommend", "recommendation", "quantify")


def subjects(criteria: list[Criterion]) -> dict[str, list[Requirement]]:
    """For criteria that share an ``issue`` key: the terms that name the issue (the quoted
    terms of its identify / missing / combined criterion)."""
    out: dict[str, list[Requirement]] = {}
    for crit in criteria:
        issue = crit.extra.get("issue")
        if isinstance(issue, str) and crit.kind in ("identify", "missing", "combined"):
            terms = [r for r in requirements(crit.pass_condition) if r.kind == "term"]
            if terms:
                out.setdefault(issue, terms)
    return out


def _about(subject: list[Requirement], passage: Evidence) -> bool:
    hits = sum(1 for req in subject if _satisfied(req, passage))
    return hits >= (len(subject) if len(subject) <= 2 else len(subject) - 1)


def _issues_of(issues: dict[str, list[Requirement]], passage: Evidence) -> list[str]:
    """The issues a passage is about. An issue named only by terms that also name another
    issue it is about ("related party", "Marsh" inside "Orchard Lane", "related party",
    "Marsh") is the other issue's context, not an issue of its own."""
    named = {
        issue: {
            option
            for req in terms
            for option in req.options
            if _satisfied(Requirement(req.kind, req.label, [option]), passage)
        }
        for issue, terms in issues.items()
        if _about(terms, passage)
    }
    return [
        issue
        for issue, words in named.items()
        if not any(words < other for key, other in named.items() if key != issue)
    ]


def judge_offline(
    crit: Criterion, evidence: Evidence, subject: list[Requirement] | None = None
) -> Verdict:
    """Grade one criterion. With ``subject`` (the terms naming the criterion's issue), an
    implication, recommendation or figure counts only in a finding or paragraph about the issue."""
    if crit.is_distractor:
        return _judge_distractor(crit, evidence)
    condition = crit.pass_condition or crit.match_criteria
    reqs = requirements(condition)
    if subject and reqs and crit.kind in LOCAL_KINDS:
        return _judge_local(reqs, subject, evidence)
    if not reqs:
        words = content_words(condition)
        if not words:
            return Verdict("FAIL", "nothing in the PASS condition can be checked without a model")
        found = [w for w in words if evidence.has_stem(w)]
        share = len(found) / len(words)
        missing = [w for w in words if w not in found]
        verdict = "PASS" if share >= 0.6 else "FAIL"
        return Verdict(
            verdict,
            f"{len(found)}/{len(words)} key words of the condition in the memo"
            + (f"; missing: {', '.join(missing[:8])}" if missing else ""),
        )
    met: list[Requirement] = []
    unmet: list[Requirement] = []
    for req in reqs:
        (met if _satisfied(req, evidence) else unmet).append(req)
    if unmet:
        return Verdict(
            "FAIL",
            "missing "
            + "; ".join(f"{r.kind} {r.label!r}" for r in unmet)
            + (f" (found {', '.join(r.label for r in met)})" if met else ""),
        )
    return Verdict("PASS", "found " + "; ".join(f"{r.kind} {r.label!r}" for r in met))


def _judge_local(
    reqs: list[Requirement], subject: list[Requirement], evidence: Evidence
) -> Verdict:
    about = [p for p in evidence.passages if _about(subject, p)]
    names = ", ".join(r.label for r in subject)
    if not about:
        return Verdict("FAIL", f"no finding or paragraph about the issue ({names})")
    best: list[Requirement] = []
    for passage in about:
        met = [r for r in reqs if _satisfied(r, passage)]
        if len(met) == len(reqs):
            return Verdict(
                "PASS",
                "found "
                + "; ".join(f"{r.kind} {r.label!r}" for r in met)
                + f" in a passage about {names}",
            )
        if len(met) > len(best):
            best = met
    unmet = [r for r in reqs if r not in best]
    return Verdict(
        "FAIL",
        "missing "
        + "; ".join(f"{r.kind} {r.label!r}" for r in unmet)
        + f" in the {len(about)} passage(s) about {names}",
    )


def _satisfied(req: Requirement, evidence: Evidence) -> bool:
    checks: dict[str, Callable[[Any], bool]] = {
        "term": evidence.has_term,
        "amount": evidence.has_amount,
        "number": evidence.has_number,
        "percent": evidence.has_percent,
        "duration": evidence.has_duration,
        "cite": evidence.cites,
        "document": lambda name: evidence.cites(name) or evidence.has_term(_doc_words(name)),
    }
    check = checks[req.kind]
    return any(check(option) for option in req.options)


def _doc_words(name: str) -> str:
    stem = re.sub(r"\.[A-Za-z0-9]{2,4}$", "", name.rsplit("/", 1)[-1])
    return " ".join(re.split(r"[\W_]+", stem))


def _judge_distractor(crit: Criterion, evidence: Evidence) -> Verdict:
    terms, together = _subject_terms(crit)
    if not terms:
        return Verdict("PASS", "distractor: no subject to look for; nothing flagged")
    documents = crit.extra.get("documents")
    if not (isinstance(documents, list) and all(isinstance(d, str) for d in documents)):
        documents = None
    flagged = evidence.flags(terms, together, documents)
    if flagged:
        return Verdict("FAIL", f"distractor flagged as a risk: {', '.join(flagged)}")
    return Verdict("PASS", f"distractor not flagged ({', '.join(terms)})")
