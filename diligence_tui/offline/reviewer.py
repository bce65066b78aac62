"""The offline sub-agent: a pattern-based diligence reviewer.

It reads the slices in a prompt sentence by sentence, matches the issue kinds in
:mod:`diligence_tui.offline.patterns`, drops benign look-alikes (expired, waived, settled,
consent obtained, market-standard mutual caps, policies describing compliance), extracts the
amounts, dates and parties near each hit, sets a severity, and merges the hits of one kind in
one slice into one finding. Every quote is copied verbatim from the slice text.
"""

from __future__ import annotations

import json
import re
from bisect import bisect_right
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import date
from pathlib import PurePath
from typing import Any

from diligence_tui.harness.slices import Slice, SlicePage, parse_slices
from diligence_tui.offline import facts as F
from diligence_tui.offline import on_file as OF
from diligence_tui.offline import patterns as P
from diligence_tui.offline import resolution as R
from diligence_tui.offline.clauses import learned_spans
from diligence_tui.offline.clauses.vocabulary import ISSUE_KIND_OF
from diligence_tui.offline.sentences import Sentence, quote_span, split_sentences

MAX_CITATIONS = 3

_LIST_ITEM = re.compile(r"^\(?(?:[a-z]|[ivx]{1,4}|\d{1,2})[.)]\s")
# When a passage matches the broader kind, the narrower ones add nothing.
SUBSUMES = {
    "uncapped_liability": ("indemnity", "liability_cap"),
    "debt_change_of_control": ("debt_default",),
    "equity_acceleration": ("change_of_control",),  # "single trigger: 100% on change of control"
    "key_employee_severance": ("change_of_control",),  # a payment to an executive on a sale
}
_ANAPHORA = re.compile(
    r"^\W*(the (matter|claim|suit|action|lawsuit|dispute|case|audit|investigation|assessment|"
    r"provision|clause|right|restriction|covenant|policy|default|breach|agreement|incident)|"
    r"this|such|it|that|these|those|both|all such)\b",
    re.I,
)
# A letter's heading run into its salutation ("Acme Corp. / Beta Inc.: demand for payment Dear
# Ms Smith:"): it names the subject; the letter's sentences are the finding.
_SALUTATION = re.compile(r"\bDear\s+[A-Z][^.:;]{0,60}[:,]\s*$")
_STRONG_ACTUAL = re.compile(
    r"\b(was|were|has been|have been|occurred|experienced|suffered|received|filed|"
    r"discovered|detected|identified|issued|served|commenced|opened|launched|alleg\w+)\b",
    re.I,
)


# the newline was counted by the last cell's "+ 1"


def _benign(kind: P.IssueKind, text: str) -> str:
    """Why this text is not a red flag for ``kind`` ("" when it is one)."""
    for pattern in kind.benign:
        if pattern.search(text):
            return f"benign:{kind.key}"
    for rule in P.BENIGN:
        if rule.name not in kind.skip_benign and rule.pattern.search(text):
            return rule.name
    return ""


def _match_kind(
    kind: P.IssueKind, text: str, learned: tuple[int, int] | None = None
) -> re.Match[str] | tuple[int, int] | None:
    """A trigger's match in ``text``, else the span the trained clause model read as this
    kind (``learned``); either way the kind's own conditions must hold."""
    hit: re.Match[str] | tuple[int, int] | None = None
    for trigger in kind.triggers:
        hit = trigger.search(text)
        if hit:
            break
    if hit is None:
        if learned is None or not kind.learned_requires:
            return None
        if any(not r.search(text) for r in kind.learned_requires):
            return None
        hit = learned
    if any(not r.search(text) for r in kind.requires):
        return None
    if any(e.search(text) for e in kind.excludes):
        return None
    if kind.actual_only:
        if not P.ACTUAL.search(text):
            return None
        if P.HYPOTHETICAL.search(text) and not _STRONG_ACTUAL.search(text):
            return None
    return hit


def _severity(kind: P.IssueKind, text: str, amounts: list[F.Amount]) -> str:
    severity = kind.severity
    for pattern, floor in kind.escalate:
        if pattern.search(text):
            severity = P.at_least(severity, floor)
    if kind.amount_scaled and amounts:
        top = max(a.value for a in amounts)
        if top >= 50e6:
            severity = P.bump(P.at_least(severity, "high"))
        elif top >= 5e6:
            severity = P.at_least(severity, "high")
        elif top >= 1e6:
            severity = P.at_least(severity, "medium")
    for pattern, ceiling in kind.soften:
        if pattern.search(text):
            severity = P.at_most(severity, ceiling)
    return severity


@dataclass
class ReviewContext:
    """What the reviewer knows beyond the page: the document's path, parties whose consent the
    lead reviewer says is already obtained, and today's date (for restrictions that ended)."""

    path: str = ""
    consented: tuple[str, ...] = ()
    today: date = field(default_factory=date.today)
    doc: str = ""
    on_file: tuple[OF.OnFile, ...] = ()  # resolutions other documents state (the playbook's)

    def resolved(self, kind: P.IssueKind, text: str) -> bool:
        if kind.benign_paths is not None and kind.benign_paths.search(PurePath(self.path).name):
            return True
        if kind.time_limited and F.ended_before(text, self.today):
            return True
        if kind.key in CONSENT_KINDS and self.consented:
            where = f"{self.path} {text}".lower()
            return any(name in where for name in self.consented)
        return False

    def resolution(
        self, kind: P.IssueKind, sentences: list[Any], i: int, page: SlicePage, why: str
    ) -> R.Found | None:
        """What resolves the match in sentence ``i``: the sentence itself (``why``, a BENIGN
        reason that says the matter was resolved), its paragraph or section, or a passage of
        another document about the same matter."""
        text = sentences[i].text
        if why:
            return R.Found(why, text, "sentence")
        own = R.frame_in(text, kind.key, kind.skip_benign)
        if own is not None:
            return R.Found(own[0], text, "sentence")
        spans = [(s.start, s.end) for s in sentences]
        found = R.in_document(kind.key, spans, i, page.text, text, kind.skip_benign)
        if found is not None:
            return found
        clause = R.clause_of(page.text, sentences[i].start)
        # a document about the same party (a settlement agreement with Ashby) says more than
        # one that mentions it in passing (a disclosure letter's list)
        stem = PurePath(self.path).stem.lower()
        ranked = sorted(
            self.on_file,
            key=lambda r: (
                not any(p in PurePath(r.path).stem.lower() and p in stem for p in r.parties)
            ),
        )
        for record in ranked:
            if record.frame in kind.skip_benign:
                continue
            if record.doc != self.doc and OF.matches_on_file(
                record, kind.key, self.path, clause, claim_like=True, hit_text=text
            ):
                return R.Found(
                    record.frame, record.quote, "document", record.doc, record.path, record.page
                )
        return None


CONSENT_KINDS = ("change_of_control", "anti_assignment", "licence_restrictions")


def _learned(page: SlicePage, sentences: list[Sentence]) -> list[dict[str, tuple[int, int]]]:
    """Per sentence, the issue kinds the trained clause model reads in it (offline/clauses),
    each with the span of the passage within the sentence."""
    out: list[dict[str, tuple[int, int]]] = [{} for _ in sentences]
    spans = learned_spans(page.text)
    if not spans:
        return out
    starts = [s.start for s in sentences]
    for a, b, clause in spans:
        key = ISSUE_KIND_OF.get(clause)
        i = bisect_right(starts, a) - 1
        if key and i >= 0 and a < sentences[i].end:
            out[i].setdefault(
                key, (a - sentences[i].start, min(b, sentences[i].end) - sentences[i].start)
            )
    return out


def scan_page(
    page: SlicePage, ctx: ReviewContext | None = None, learned: bool = True
) -> list[P.Hit]:
    """The issue hits of one page: a sentence is a candidate for a kind when the kind's
    rules match it or (``learned``) the trained clause model reads it as that kind; the
    risk rules (benign look-alikes, resolved matters, severity) then decide."""
    ctx = ctx or ReviewContext()
    sentences = split_sentences(page)
    model_says = _learned(page, sentences) if learned else [{} for _ in sentences]
    hits: list[P.Hit] = []
    in_definition = False
    for i, sentence in enumerate(sentences):
        text = sentence.text
        # a definition and its lettered items name a topic; the operative clause is the finding
        if F.DEFINITION.search(text):
            in_definition = True
            continue
        if in_definition and _LIST_ITEM.match(text):
            continue
        in_definition = False
        said = model_says[i]
        if len(text.split()) < 6 or _SALUTATION.search(text):
            continue  # a heading names a topic too
        if not said and not P.might_match(text):
            continue
        context = text
        if i + 1 < len(sentences) and _ANAPHORA.match(sentences[i + 1].text):
            context = text + " " + sentences[i + 1].text
        around = " ".join(s.text for s in sentences[max(0, i - 1) : i + 2] if s is not sentence)
        sentence_hits: list[P.Hit] = []
        for kind in P.KINDS:
            match = _match_kind(kind, text, said.get(kind.key))
            if match is None:
                continue
            why = _benign(kind, context)
            if (why and why not in P.RESOLVED) or ctx.resolved(kind, context):
                continue  # no matter at all (a negation, "shall not apply"), or consented
            resolved = ctx.resolution(kind, sentences, i, page, why)
            a, b = quote_span(sentence, match)
            amounts = F.extract_amounts(text)
            sentence_hits.append(
                P.Hit(
                    kind=kind,
                    severity="info" if resolved else _severity(kind, text, amounts),
                    quote=page.text[a:b],
                    page=page.number,
                    page_label=page.label,
                    amounts=amounts,
                    dates=F.extract_dates(text),
                    parties=F.extract_parties(text),
                    context=around,
                    nearby=[] if amounts else F.extract_amounts(around),
                    counts=F.extract_counts(text + " " + around),
                    resolved=resolved,
                )
            )
        keys = {h.kind.key for h in sentence_hits}
        for broad, narrower in SUBSUMES.items():  # one finding per passage where kinds overlap
            if broad in keys:
                sentence_hits = [h for h in sentence_hits if h.kind.key not in narrower]
        hits.extend(sentence_hits)
    return hits


def _money_lines(piece: Slice) -> list[tuple[str, list[F.Amount], list[str]]]:
    """Sentences of the slice that state amounts or counted figures (to size findings whose
    clause has none)."""
    out = []
    for page in piece.pages:
        if not (F.AMOUNT_RE.search(page.text) or F.COUNT_RE.search(page.text)):
            continue
        for sentence in split_sentences(page):
            amounts = F.extract_amounts(sentence.text)
            counts = F.extract_counts(sentence.text)
            if amounts or counts:
                out.append((sentence.text, amounts, counts))
    return out


def _merge(piece: Slice, hits: list[P.Hit]) -> list[dict[str, Any]]:
    money: list[tuple[str, list[F.Amount], list[str]]] | None = None
    by_kind: dict[tuple[str, str], list[P.Hit]] = {}
    for hit in hits:  # a resolved match is context: never merged into an open one
        frame = R.FRAME_WORD.get(hit.resolved.frame, hit.resolved.frame) if hit.resolved else ""
        by_kind.setdefault((hit.kind.key, frame), []).append(hit)
    name = PurePath(piece.path).name or piece.doc_id
    findings: list[dict[str, Any]] = []
    for (_key, frame), group in by_kind.items():
        kind = group[0].kind
        group.sort(key=lambda h: -P.SEVERITY_ORDER.index(h.severity))
        severity = group[0].severity
        seen: set[str] = set()
        citations: list[dict[str, Any]] = []
        for hit in group:
            norm = " ".join(hit.quote.split())
            if norm in seen or len(citations) >= MAX_CITATIONS:
                continue
            seen.add(norm)
            citations.append(
                {
                    "doc": piece.doc_id,
                    "path": piece.path,
                    "page": hit.page,
                    "page_label": hit.page_label,
                    "quote": hit.quote,
                }
            )
        resolving = (
            R.resolving_citation(
                group[0].resolved, piece.doc_id, piece.path, group[0].page, group[0].page_label
            )
            if frame
            else None
        )
        if resolving and " ".join(resolving["quote"].split()) not in seen:
            citations.append(resolving)
        amounts = _unique_amounts(a for h in group for a in h.amounts)
        nearby = [] if amounts else _unique_amounts(a for h in group for a in h.nearby)
        dates = _unique(d for h in group for d in h.dates)
        parties = _unique(p for h in group for p in h.parties)
        lead = group[0]
        short = _short(lead.quote, 220)
        parts = [kind.why, f'{name} ({lead.page_label or "p. " + str(lead.page)}) reads: "{short}"']
        if frame:
            parts = [R.note(frame, lead.kind.title, lead.resolved, name), parts[1]]
        if len(group) > 1:
            parts.append(f"{len(group)} passages of this kind in this part of the document.")
        elsewhere: list[F.Amount] = []  # amounts that size the kind (fees, principal, claim)
        if not amounts and kind.money_words is not None:
            money = _money_lines(piece) if money is None else money
            stated = _unique_amounts(
                a for text, found, _ in money if kind.money_words.search(text) for a in found
            )
            elsewhere = sorted(stated, key=lambda a: -a.value)[:3]
        # amounts in the sentences around the clause may measure something else (an insurance
        # limit next to a liability clause): named in the description, never as the exposure
        around = [a for a in nearby[:3] if all(a.value != b.value for b in elsewhere)]
        counts = _unique(c for h in group for c in h.counts)
        if not counts and kind.money_words is not None:
            money = _money_lines(piece) if money is None else money
            counts = _unique(
                c for text, _, found in money if kind.money_words.search(text) for c in found
            )
        if lead.context:
            parts.append(f'Context: "{_short(lead.context, 300)}"')
        if kind.key == "litigation":
            parts += _assertions(piece)
        if amounts:
            parts.append("Amounts: " + ", ".join(a.text for a in amounts[:6]) + ".")
        if elsewhere:
            parts.append(
                f"Amounts stated elsewhere in the document ({SIZED_BY.get(kind.key, 'amounts')}): "
                + ", ".join(a.text for a in elsewhere)
                + "."
            )
        if around:
            parts.append(
                "Amounts in the surrounding text (they may measure something else): "
                + ", ".join(a.text for a in around)
                + "."
            )
        if counts:
            parts.append("Figures: " + ", ".join(counts[:4]) + ".")
        if dates:
            parts.append("Dates: " + ", ".join(dates[:4]) + ".")
        if parties:
            parts.append("Parties: " + ", ".join(parties[:4]) + ".")
        exposure = ""
        if amounts:
            top = max(amounts, key=lambda a: a.value)
            said = CLAUSE_AMOUNT.get(kind.key, "stated in the cited passage")
            exposure = f"{_spaced(top.text)} ({said}"
            if len(amounts) > 1:
                exposure += "; amounts named: " + ", ".join(_spaced(a.text) for a in amounts[:4])
            exposure += ")"
        elif elsewhere:
            top = max(elsewhere, key=lambda a: a.value)
            what = SIZED_BY.get(kind.key, "amount stated elsewhere in the document")
            exposure = f"{_spaced(top.text)} ({what}; not stated in the clause itself)"
        findings.append(
            {
                "category": kind.key,
                "title": f"{kind.title}{', ' + frame if frame else ''}: {name}",
                "description": " ".join(parts),
                "severity": severity,
                "exposure": exposure,
                "amounts": [a.value for a in amounts or elsewhere],
                "next_step": "Confirm the resolution is complete and on file."
                if frame
                else kind.next_step,
                "citations": citations,
                "source": "offline",
                "dates": dates[:6],
                "parties": parties[:6],
            }
        )
    findings.sort(key=lambda f: -P.SEVERITY_ORDER.index(f["severity"]))
    return findings


# Kinds whose clause amounts are limits, not losses.
CLAUSE_AMOUNT = {
    "debt_covenants": "a threshold or basket in the covenant, not a loss",
    "liability_cap": "the cap stated in the clause",
    "liens": "secured amount, up to",
}
# What the amounts found elsewhere in a document measure, by kind (their ``money_words``).
SIZED_BY = {
    "change_of_control": "the contract's fees or value stated in the agreement",
    "equity_acceleration": "award figures stated in the document",
    "litigation": "amount claimed in the document",
    "debt_default": "facility amount stated in the document",
    "debt_change_of_control": "facility amount stated in the document",
    "debt_covenants": "facility amount stated in the document",
    "liens": "secured amount stated in the document",
    "guarantee": "guaranteed amount stated in the document",
    "related_party": "amount of the dealing stated in the document",
    "tax_dispute": "assessment stated in the document",
    "environmental": "cost estimate stated in the document",
}


def _spaced(text: str) -> str:
    return " ".join(text.split())


# What a claimant says the claim rests on ("in our client's view ... gross negligence ...").
_ASSERTION = re.compile(
    r"\b(our client's view|in our view|our client (contends|asserts|maintains)|alleg\w+|contends?)\b"
    r"[^.]{0,200}\b(negligen\w*|breach\w*|liab\w+|damages|losses|cap|misrepresent\w*|fraud)",
    re.I,
)
_CAP_DENIED = re.compile(
    r"\b(limitation|cap|limit)s? (of|on) liability (does|do|shall|will) not apply", re.I
)


def _assertions(piece: Slice) -> list[str]:
    """The claimant's case in a demand letter or complaint, quoted (at most two sentences)."""
    said = [
        s.text for page in piece.pages for s in split_sentences(page) if _ASSERTION.search(s.text)
    ][:2]
    if not said:
        return []
    out = ["The claimant asserts: " + " ".join(f'"{_short(t, 300)}"' for t in said)]
    if any(_CAP_DENIED.search(t) for t in said):
        out.append(
            "It argues that the contractual limitation of liability does not apply, so the "
            "exposure may exceed the cap; check the contract and the insurance cover."
        )
    return out


def _short(text: str, limit: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3].rsplit(" ", 1)[0] + "..."


def _unique(items: Iterator[str]) -> list[str]:
    return list(dict.fromkeys(items))


def _unique_amounts(items: Iterator[F.Amount]) -> list[F.Amount]:
    out: dict[tuple[float, str], F.Amount] = {}
    for amount in items:
        out.setdefault((amount.value, amount.currency), amount)
    return list(out.values())


def review_slices(
    pieces: list[Slice],
    consented: list[str] | tuple[str, ...] = (),
    resolved_on_file: tuple[OF.OnFile, ...] = (),
) -> dict[str, Any]:
    """Findings (FINDINGS_FORMAT dicts) and a summary for the slices. ``consented`` names
    parties whose consent to the deal is already obtained (their consent clauses are not red
    flags)."""
    findings: list[dict[str, Any]] = []
    names = []
    keys = tuple(k for k in (_party_key(n) for n in consented) if k)
    for piece in pieces:
        ctx = ReviewContext(
            path=piece.path, consented=keys, doc=piece.doc_id, on_file=resolved_on_file
        )
        hits = [hit for page in piece.pages for hit in scan_page(page, ctx)]
        findings.extend(_merge(piece, hits))
        names.append(PurePath(piece.path).name)
    if findings:
        kinds = _unique(f["category"].replace("_", " ") for f in findings)
        summary = (
            f"Offline pattern review of {len(pieces)} slice(s) ({', '.join(names[:3])}"
            f"{'...' if len(names) > 3 else ''}): {len(findings)} finding(s): {', '.join(kinds[:8])}."
        )
    else:
        summary = f"Offline pattern review of {len(pieces)} slice(s): no red-flag clauses matched."
    return {"findings": findings, "summary": summary}


def reading(text: str) -> str:
    """A plain-text pattern-based reading of free text (a prompt without slices)."""
    page = SlicePage(1, "text", text, 0)
    hits = scan_page(page)
    sentences = split_sentences(page)
    counts: dict[str, int] = {}
    for hit in hits:
        counts[hit.kind.title] = counts.get(hit.kind.title, 0) + 1
    amounts = _unique_amounts(iter(F.extract_amounts(text)))
    lines = [
        f"Offline pattern reading (no language model): {len(sentences)} sentences, "
        f"{len(text):,} characters."
    ]
    if counts:
        lines.append("Clauses of note: " + "; ".join(f"{k} ({n})" for k, n in counts.items()) + ".")
        for hit in hits[:8]:
            quote = " ".join(hit.quote.split())
            lines.append(f'- [{hit.severity}] {hit.kind.title}: "{quote[:200]}"')
    else:
        lines.append("No clause of a known diligence issue kind was matched.")
    if amounts:
        lines.append("Amounts mentioned: " + ", ".join(a.text for a in amounts[:12]) + ".")
    dates = F.extract_dates(text)
    if dates:
        lines.append("Dates mentioned: " + ", ".join(dates[:12]) + ".")
    parties = F.extract_parties(text)
    if parties:
        lines.append("Parties named: " + ", ".join(parties[:12]) + ".")
    return "\n".join(lines)


# The lead reviewer's instructions may list parties that already consented to the deal:
# "Consents already obtained: Brookhollow Furniture Corp.; Acme Inc."
CONSENTED_RE = re.compile(r"consents already obtained(?: from)?:\s*([^\n]+)", re.I)
_GENERIC = {
    "the",
    "a",
    "an",
    "inc",
    "llc",
    "corp",
    "corporation",
    "company",
    "limited",
    "ltd",
    "group",
    "holdings",
}


def _party_key(name: str) -> str:
    """The distinctive first word of a party's name ("Brookhollow Furniture Corp." -> "brookhollow")."""
    for word in re.findall(r"[A-Za-z][A-Za-z&'-]+", name):
        if word.lower() not in _GENERIC and len(word) >= 4:
            return word.lower()
    return ""


def answer(prompt: str) -> str:
    """The reviewer's reply to a prompt: FINDINGS_FORMAT JSON when it holds slices, else a
    plain reading."""
    pieces = parse_slices(prompt)
    if pieces:
        head = prompt.split("<<<DOCUMENT", 1)[0]
        consented = [n for m in CONSENTED_RE.finditer(head) for n in m.group(1).split(";")]
        found = review_slices(pieces, consented, OF.from_prompt(head))
        return json.dumps(found, ensure_ascii=False)
    return reading(prompt)
