"""The offline sub-agent: a pattern-based diligence reviewer.

It reads the slices in a prompt sentence by sentence; a sentence is a candidate for an issue
kind of :mod:`diligence_tui.offline.patterns` when the kind's rules match it or the trained
clause detector (offline/clauses) reads it as that kind. The risk rules then decide: benign
look-alikes (expired, waived, settled, consent obtained, market-standard mutual caps,
policies describing compliance) are dropped or reported as context, the amounts, dates and
parties near each hit are extracted and a severity set. offline/findings.py merges the hits
of one kind in one slice into one finding. Every quote is copied verbatim from the slice text.
"""

from __future__ import annotations

import json
import re
from bisect import bisect_right
from dataclasses import dataclass
from datetime import date
from pathlib import PurePath
from typing import Any

from diligence_tui.harness.slices import Slice, SlicePage, parse_slices
from diligence_tui.offline import as_of, rows
from diligence_tui.offline import facts as F
from diligence_tui.offline import negation as N
from diligence_tui.offline import on_file as OF
from diligence_tui.offline import patterns as P
from diligence_tui.offline import resolution as R
from diligence_tui.offline import resolution_scope as RS
from diligence_tui.offline.clauses import learned_spans
from diligence_tui.offline.clauses.vocabulary import ISSUE_KIND_OF
from diligence_tui.offline.findings import merge, unique, unique_amounts
from diligence_tui.offline.prefilter import lowered
from diligence_tui.offline.prefilter import search as _search
from diligence_tui.offline.sentences import Sentence, quote_span, split_sentences

_LIST_ITEM = re.compile(r"^\(?(?:[a-z]|[ivx]{1,4}|\d{1,2})[.)]\s")
# When a passage matches the broader kind, the narrower ones add nothing.
SUBSUMES = {
    "uncapped_liability": ("indemnity", "liability_cap"),
    "liability_carve_outs": ("liability_cap",),
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
    kind: P.IssueKind,
    text: str,
    learned: tuple[int, int] | None = None,
    low: str | None = None,
) -> re.Match[str] | tuple[int, int] | None:
    """A trigger's match in ``text``, else the span the trained clause model read as this
    kind (``learned``); either way the kind's own conditions must hold. ``low`` (the
    sentence as prefilter.lowered gives it) skips the regexes that cannot match it."""
    hit: re.Match[str] | tuple[int, int] | None = None
    for trigger in kind.triggers:
        hit = _search(trigger, text, low)
        if hit:
            break
    if hit is None:
        if learned is None or not kind.learned_requires:
            return None
        if any(not _search(r, text, low) for r in kind.learned_requires):
            return None
        hit = learned
    if any(not _search(r, text, low) for r in kind.requires):
        return None
    if any(_search(e, text, low) for e in kind.excludes):
        return None
    if kind.key in N.GRANTED and _denied(kind, text, hit):
        return None  # "Neither party may terminate ... for convenience": no right given
    if kind.actual_only:
        if not _search(P.ACTUAL, text, low):
            return None
        if _search(P.HYPOTHETICAL, text, low) and not _search(_STRONG_ACTUAL, text, low):
            return None
    return hit


def _start_of(hit: re.Match[str] | tuple[int, int]) -> int:
    return hit[0] if isinstance(hit, tuple) else hit.start()


def _denied(kind: P.IssueKind, text: str, hit: re.Match[str] | tuple[int, int]) -> bool:
    """Whether a negation in the clause denies what ``hit`` matched (offline/negation.py).
    A span the clause model read starts at its passage: the words its kind must say
    (``learned_requires``) place the match within it."""
    if isinstance(hit, tuple):
        a, b = hit
        anchor = next((m for r in kind.learned_requires for m in [r.search(text, a, b)] if m), None)
        a, b = (anchor.start(), anchor.end()) if anchor else (a, b)
    else:
        a, b = hit.start(), hit.end()
    return N.denied(text, a, b)


# '"Change of Control" means ...' inside a run of definitions ("1.1 In this agreement: "Board"
# means ...; "Change of Control" means ..."): a definition names a topic, the operative
# clause that uses it is the finding.
_DEFINES = re.compile(r"[\"“][^\"”]{2,60}[\"”]\s+(?:means|shall mean|has the meaning)\b")


def is_definition(quote: str) -> bool:
    """Whether a quoted passage only defines a term ('1.6 "Change of Control" means ...')."""
    return bool(_DEFINES.match(re.sub(r"^\s*(?:\d+(?:\.\d+)*\.?|\([a-z0-9]+\))?\s*", "", quote)))


def _in_definition(text: str, match: re.Match[str] | tuple[int, int]) -> bool:
    start = match[0] if isinstance(match, tuple) else match.start()
    cut = max(text.rfind(";", 0, start), text.rfind(":", 0, start))
    return bool(_DEFINES.search(text[cut + 1 : start + 80]))


# a payment or a vesting is this kind only on its trigger: "Upon the consummation of a Change in
# Control, and regardless of whether Executive's employment continues ..., the Company shall
# pay ... an amount in cash equal to 2.5 times ...": the quote keeps the trigger
_ON_A_SALE = {"key_employee_severance", "equity_acceleration"}
_RIGHT_ON_A_SALE = {"change_of_control", "debt_change_of_control"}
_TRIGGER = re.compile(
    r"\bchange (?:in|of) control\b|\bcorporate transaction\b|\bsale event\b", re.I
)


def _with_condition(kind: P.IssueKind, sentence: Sentence, a: int, b: int) -> tuple[int, int]:
    """The quote of a long sentence cut around its match, widened back to the sentence's
    start when the trigger that makes it this kind is there and not in the cut (at most 600
    characters in all)."""
    text = sentence.page.text
    if kind.key in _RIGHT_ON_A_SALE:
        # a change of control clause says what triggers it and what it does ("if any person
        # acquires ... more than 50% of the voting shares of Vendor", "shall be deemed to be a
        # Transfer"): a cut quote runs on to the sentence's end (at most 700 characters)
        if b < sentence.end and sentence.end - a <= 700:
            b = sentence.end
        return a, b
    if kind.key not in _ON_A_SALE or _TRIGGER.search(text, a, b):
        return a, b
    if _TRIGGER.search(text, sentence.start, a) and b - sentence.start <= 600:
        return sentence.start, b
    return a, b


_CLAUSE_START = re.compile(r"^(?:\d+(?:\.\d+)+\.?|\d+\.|ARTICLE\b|Section \d)", re.I)
SHORT_LEAD_IN = 120  # characters: a lead-in this short is quoted before the item it leads to


def _list_items(sentences: list[Sentence], i: int) -> list[tuple[int, int]]:
    """The (start, end) on the page of each lettered item of the list that sentence ``i``
    leads in to ("Each of the following is an Event of Default:" then "(a) ...", "(b) ..."):
    an item runs from its letter to the next item, the next numbered clause, or three
    sentences on. Empty when no item follows."""
    items: list[tuple[int, int]] = []
    for j in range(i + 1, min(len(sentences), i + 80)):
        text = sentences[j].text
        if _LIST_ITEM.match(text):
            items.append((sentences[j].start, sentences[j].end))
        elif not items or _CLAUSE_START.match(text):
            break
        elif sentences[j].start - items[-1][1] <= 3:  # the item's next sentence
            start = items[-1][0]
            if text.count(".") + 1 > 3 or sentences[j].end - start > 900:
                break
            items[-1] = (start, sentences[j].end)
        else:
            break
    return items


def _lead_in_quote(kind: P.IssueKind, sentence: Sentence, sentences: list[Sentence], i: int) -> str:
    """For a passage that only leads in to a list, the quote of the item that carries the
    point: the first item this kind's rules match at the highest severity (else the first
    with an amount, else the first), after the lead-in when that is short ("" when no item
    follows: the lead-in is quoted as it is)."""
    text = sentence.page.text
    items = _list_items(sentences, i)
    if not items:
        return ""

    def weight(span: tuple[int, int]) -> tuple[bool, int, bool]:
        item = " ".join(text[span[0] : span[1]].split())
        matched = _match_kind(kind, item) is not None
        severity = P.SEVERITY_ORDER.index(_severity(kind, item, F.extract_amounts(item)))
        return matched, severity if matched else 0, bool(F.extract_amounts(item))

    best = max(items, key=weight)  # max keeps the first of equals
    item = text[best[0] : best[1]].strip()
    lead = text[sentence.start : sentence.end].strip()
    if len(lead) > SHORT_LEAD_IN:
        return item
    joined = " ".join(text[sentence.start : best[1]].split())
    if best == items[0] or len(joined) <= 600:
        return text[sentence.start : best[1]].strip()
    return f"{lead} ... {item}"


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


@dataclass(frozen=True)
class Consent:
    """A party whose consent to the deal is on file, as the lead reviewer lists it: the name's
    distinctive word (``key``, what a clause or a file name is matched on) and the letter that
    gives it, where the list names it."""

    key: str
    name: str
    path: str = ""
    page: int = 0


# "Brookhollow Furniture Corp. (on file: Consents/Brookhollow consent.pdf, p. 1)"
_CONSENT_ITEM = re.compile(r"^(?P<name>.*?)\s*\(on file: (?P<path>.+), p\. (?P<page>\d+)\)$")


def consents_of(items: list[str] | tuple[str, ...]) -> tuple[Consent, ...]:
    """The lead reviewer's list of consents on file, each item a name with or without the
    letter that gives it."""
    out = []
    for item in items:
        item = item.strip()
        if item.endswith(")."):  # the list's last item carries the sentence's full stop
            item = item[:-1]
        m = _CONSENT_ITEM.match(item)
        name, path, page = (m["name"], m["path"], int(m["page"])) if m else (item, "", 0)
        key = _party_key(name)
        if key:
            out.append(Consent(key, name.strip(), path, page))
    return tuple(out)


@dataclass
class ReviewContext:
    """What the reviewer knows beyond the page: the document's path, parties whose consent the
    lead reviewer says is already obtained, and the review's as-of date (for restrictions that
    ended: offline/as_of.py; None: none known, so none has ended)."""

    path: str = ""
    consented: tuple[Consent, ...] = ()
    today: date | None = None
    doc: str = ""
    on_file: tuple[OF.OnFile, ...] = ()  # resolutions other documents state (the playbook's)

    def excluded(self, kind: P.IssueKind) -> bool:
        """Whether the document is none of the kind's business by its name (no matter at all)."""
        return kind.benign_paths is not None and bool(
            kind.benign_paths.search(PurePath(self.path).name)
        )

    def known_resolved(self, kind: P.IssueKind, text: str, page_text: str = "") -> R.Found | None:
        """A matter the review already knows to be over: a restriction whose end is before the
        review's as-of date, or a consent clause of a party the lead reviewer lists as having
        consented. Reported as context (info) with the reason, never dropped: the analyst sees
        the clause and why it is no risk."""
        if kind.time_limited and self.today is not None:
            ended = F.ended_before(text, self.today)
            if not ended and page_text:
                # "During the Exclusivity Period ...", the period defined to end on a day now past
                ends = F.period_ends(text, page_text)
                ended = bool(ends) and max(ends) < self.today
            if ended:
                return R.Found("expired", self.today.isoformat(), "as_of")
        if kind.key in CONSENT_KINDS and self.consented:
            where = f"{self.path} {text}".lower()
            for given in self.consented:
                if given.key in where:
                    if given.path:  # the letter the playbook found: named, with its page
                        return R.Found(
                            "consent_obtained",
                            given.name,
                            "document",
                            path=given.path,
                            page=given.page,
                        )
                    return R.Found("consent_obtained", given.name, "consents")
        return None

    @property
    def tabular(self) -> bool:
        """Whether the document is a sheet or a CSV, whose lines are records."""
        return PurePath(self.path).suffix.lower() in rows.TABULAR

    def resolution(
        self,
        kind: P.IssueKind,
        sentences: list[Any],
        i: int,
        page: SlicePage,
        why: str,
        row: str = "",
        at: int | None = None,
    ) -> R.Found | None:
        """What resolves the match in sentence ``i``: the sentence itself (``why``, a BENIGN
        reason that says the matter was resolved), its paragraph or section, or a passage of
        another document about the same matter. In a sheet or a CSV only the match's ``row``
        can resolve it, or another document."""
        text = row or sentences[i].text
        if why:
            return R.Found(why, text, "sentence")
        own = R.frame_in(text, kind.key, kind.skip_benign)
        if own is not None:
            return R.Found(own[0], text, "sentence")
        spans = [(s.start, s.end) for s in sentences]
        found = (
            None if row else R.in_document(kind.key, spans, i, page.text, text, kind.skip_benign)
        )
        if found is not None:
            return found
        # the clause the match itself sits under (``at``): a sentence that runs a party line
        # into "22.4 A change in the control of the Lessee ..." is clause 22's
        where = sentences[i].start if at is None else at
        clause = R.clause_of(page.text, where)
        part = R.part_of(page.text, where)
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
            if (
                record.doc == self.doc
                and record.until
                and record.path == self.path
                and OF.has_ended(record, self.today)
            ):
                # a notice that says what it ends and when ("will not be renewing ... It will
                # expire ... on December 31, 2023"), that day past: its own matches are history
                return R.Found(
                    record.frame, record.quote, "document", record.doc, record.path, record.page
                )
            if (
                record.doc != self.doc
                and OF.another_part(record, part, text)
                and not OF.refers_to(record, self.path)
            ):
                continue  # a waiver of the default under 19.1(b) does not resolve 19.4
            scope = (
                RS.same_matter(record, kind.key, self.path, text, page.text)
                if record.doc != self.doc
                else None
            )
            if scope is False:
                continue  # another matter's resolution (another case, another counterparty)
            if scope is True and OF.may_resolve(record, kind.key, self.path, self.today):
                return R.Found(
                    record.frame, record.quote, "document", record.doc, record.path, record.page
                )
            if record.doc != self.doc and OF.matches_on_file(
                record,
                kind.key,
                self.path,
                clause,
                claim_like=True,
                hit_text=text,
                today=self.today,
            ):
                return R.Found(
                    record.frame, record.quote, "document", record.doc, record.path, record.page
                )
        return None


CONSENT_KINDS = ("change_of_control", "anti_assignment", "licence_restrictions")
_ENDS = (".", ";", ":", "!", "?")
_BLANK_LINE = re.compile(r"\n[ \t]*\n")


def _lead_in(text: str, start: int, end: int) -> str:
    """The words between two sentences when they run into the second one: on the lines
    just above it (no blank line between) and without closing punctuation; else ""."""
    last = _BLANK_LINE.split(text[start:end])[-1].strip()
    return "" if last.endswith(_ENDS) else last


def _said_before(kind: P.IssueKind, text: str, sentences: list[Sentence], i: int) -> bool:
    """True when one of the two sentences before sentence ``i``, in the same numbered
    clause, states one of ``kind.benign_before``."""
    clause = R.clause_of(text, sentences[i].start)
    for before in sentences[max(0, i - 2) : i]:
        if R.clause_of(text, before.start) != clause:
            continue
        if any(p.search(before.text) for p in kind.benign_before):
            return True
    return False


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


def _rows_apart(page: SlicePage, sentences: list[Sentence]) -> list[Sentence]:
    """A CSV's sentences cut at its line ends: a row is a record, and no sentence runs on
    from one row's last cell into the next row ('See folder 04.",R Sethi,22/10/2025,Closed
    13,15/10/2025,Technology,...')."""
    out = []
    for s in sentences:
        start = s.start
        for line in page.text[s.start : s.end].split("\n"):
            a = start + len(line) - len(line.lstrip())
            b = start + len(line.rstrip())
            if b - a >= 12:
                out.append(Sentence(page, a, b))
            start += len(line) + 1
    return out


def scan_page(
    page: SlicePage,
    ctx: ReviewContext | None = None,
    learned: bool = True,
    *,
    kinds: tuple[P.IssueKind, ...] | None = None,
    details: bool = True,
) -> list[P.Hit]:
    """The issue hits of one page: a sentence is a candidate for a kind when the kind's
    rules match it or (``learned``) the trained clause model reads it as that kind; the
    risk rules (benign look-alikes, resolved matters, severity) then decide.

    ``kinds`` (default: every kind) are the kinds looked for; a kind's hits are the same
    with fewer kinds as long as the kinds that SUBSUMES it are among them. Without
    ``details`` a hit has its kind, quote and page only (no amounts, dates, parties,
    resolution; the kind's own severity): what the clause detector needs (clauses/rules)."""
    ctx = ctx or ReviewContext()
    sentences = split_sentences(page)
    if PurePath(ctx.path).suffix.lower() in (".csv", ".tsv"):
        sentences = _rows_apart(page, sentences)
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
        if len(text.split()) < 6 or _SALUTATION.search(text) or P.ASKED.search(text):
            continue  # a heading names a topic too, and so do a question and a request
        if not said and not P.might_match(text):
            continue
        context = text
        if i + 1 < len(sentences) and _ANAPHORA.match(sentences[i + 1].text):
            context = text + " " + sentences[i + 1].text
        lead = _lead_in(page.text, sentences[i - 1].end if i else 0, sentence.start)
        if lead:
            # a line in capitals the splitter took for a heading ("10.2 THE AGGREGATE
            # LIABILITY OF EACH PARTY ..., WHETHER IN" above "CONTRACT, TORT ... IS LIMITED
            # TO ..."): whether the clause is benign (mutual, consented) is read from all of it
            context = lead + " " + context
        around = " ".join(s.text for s in sentences[max(0, i - 1) : i + 2] if s is not sentence)
        sentence_hits: list[P.Hit] = []
        # a Q&A log's question names a topic, its answer says what is so: match the answers
        probe = (
            rows.blank_questions(page.text, sentence.start, sentence.end) if ctx.tabular else text
        )
        low = lowered(probe)
        for kind in P.KINDS if kinds is None else kinds:
            match = _match_kind(kind, probe, said.get(kind.key), low)
            if match is None or _in_definition(text, match):
                continue
            # a sheet's or a CSV's row is a record of its own: "Ortega was settled" in row Q-027
            # resolves nothing of row Q-022, though the sentence runs on across rows
            here = rows.row(page.text, sentence.start, match) if ctx.tabular else context
            why = _benign(kind, here)
            if (why and why not in P.RESOLVED) or ctx.excluded(kind):
                continue  # no matter at all (a negation, "shall not apply")
            known = ctx.known_resolved(kind, here, page.text)
            if kind.benign_before and _said_before(kind, page.text, sentences, i):
                continue  # "Either party may assign ... to an acquirer." / "Any other ..."
            a, b = _with_condition(kind, sentence, *quote_span(sentence, match))
            quote = page.text[a:b]
            if quote.rstrip().endswith(":"):  # a lead-in proves nothing: the item does
                quote = _lead_in_quote(kind, sentence, sentences, i) or quote
            if not details:
                if known is not None:
                    continue  # the kinds a passage has that are still live
                sentence_hits.append(P.Hit(kind, kind.severity, quote, page.number, page.label))
                continue
            resolved = known or ctx.resolution(
                kind,
                sentences,
                i,
                page,
                why,
                here if ctx.tabular else "",
                at=None if ctx.tabular else sentence.start + _start_of(match),
            )
            amounts = F.extract_amounts(text)
            sentence_hits.append(
                P.Hit(
                    kind=kind,
                    severity="info" if resolved else _severity(kind, text, amounts),
                    quote=quote,
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


def review_slices(
    pieces: list[Slice],
    consented: list[str] | tuple[str, ...] = (),
    resolved_on_file: tuple[OF.OnFile, ...] = (),
    today: date | None = None,
) -> dict[str, Any]:
    """Findings (FINDINGS_FORMAT dicts) and a summary for the slices. ``consented`` names
    parties whose consent to the deal is already obtained (their consent clauses are not red
    flags); ``today`` is the review's as-of date (the task's "Review as of:" line), else the
    latest date the slices' documents are dated (offline/as_of.py), never the clock's."""
    findings: list[dict[str, Any]] = []
    names = []
    keys = consents_of(consented)
    if today is None:
        heads = [p.pages[0] for p in pieces if p.part == 1 and p.pages and p.pages[0].number == 1]
        found = as_of.resolve(heads)
        today = found.day if found is not None else None
    for piece in pieces:
        ctx = ReviewContext(
            path=piece.path,
            consented=keys,
            today=today,
            doc=piece.doc_id,
            on_file=resolved_on_file,
        )
        hits = [hit for page in piece.pages for hit in scan_page(page, ctx)]
        findings.extend(merge(piece, hits))
        names.append(PurePath(piece.path).name)
    if findings:
        kinds = unique(f["category"].replace("_", " ") for f in findings)
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
    amounts = unique_amounts(iter(F.extract_amounts(text)))
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
        found = review_slices(pieces, consented, OF.from_prompt(head), as_of.from_task(head))
        return json.dumps(found, ensure_ascii=False)
    return reading(prompt)
