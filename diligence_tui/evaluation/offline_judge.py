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

import re
from dataclasses import dataclass
from typing import Any

from diligence_tui.evaluation.evidence import (
    CITE_VERB,
    FILENAME,
    FILENAME_FULL,
    NUMERIC,
    QUOTED,
    STOP_WORDS,
    Evidence,
    Requirement,
    amounts_in,
    doc_words,
    durations_in,
    is_about,
    percents_in,
    satisfied,
    scaled_value,
)
from diligence_tui.lab_task import Criterion


def _quoted(condition: str) -> list[tuple[int, int, str]]:
    return [
        (m.start(), m.end(), next(g for g in m.groups() if g)) for m in QUOTED.finditer(condition)
    ]


def requirements(condition: str) -> list[Requirement]:
    """What a PASS condition asks for, read mechanically."""
    reqs: list[Requirement] = []
    wants_cite = bool(CITE_VERB.search(condition))
    quoted = []
    for start, end, term in _quoted(condition):
        numeric = NUMERIC.match(term)
        if FILENAME_FULL.match(term.strip()):
            reqs.append(
                Requirement("cite" if wants_cite else "document", term.strip(), [term.strip()])
            )
        elif numeric:  # a quoted figure matches however the memo writes it
            value = scaled_value(numeric.group("num"), numeric.group("scale"))
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
    unquoted = QUOTED.sub(" ", condition)
    for m in FILENAME.finditer(unquoted):
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
    words = re.findall(r"[A-Za-z][A-Za-z'\-]{2,}", QUOTED.sub(" ", condition))
    out: list[str] = []
    for word in words:
        w = word.casefold().strip("'-")
        if w not in STOP_WORDS and w not in out and len(w) > 2:
            out.append(w)
    return out


def _subject_terms(crit: Criterion) -> tuple[list[str], bool]:
    """What a distractor is about: quoted terms or document names (any one names the subject),
    else key words (most must appear together)."""
    terms = [t for _, _, t in _quoted(crit.match_criteria) if not FILENAME_FULL.match(t.strip())]
    if terms:
        return terms, False
    names = [m.group(0) for m in FILENAME.finditer(crit.match_criteria)]
    if names:
        return [doc_words(n) for n in names], False
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
        (met if satisfied(req, evidence) else unmet).append(req)
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
    about = [p for p in evidence.passages if is_about(subject, p)]
    names = ", ".join(r.label for r in subject)
    if not about:
        return Verdict("FAIL", f"no finding or paragraph about the issue ({names})")
    best: list[Requirement] = []
    for passage in about:
        met = [r for r in reqs if satisfied(r, passage)]
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
