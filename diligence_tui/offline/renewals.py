"""An automatic renewal against the notice that was meant to stop it (a check of the offline
playbook's contradictions step): the contract renews for a further term unless notice is given
a stated time before its term ends, in a stated form ("not less than six months before the end
of the Initial Period ... by recorded delivery letter"); the notice in the room (an email, a
letter) about that contract came after the deadline, or by a method the contract does not
allow. The contract has then renewed, and the business is bound for the renewal term however
its budget and minutes treat it.

Reads no more than the step already holds: the renewal clauses and the notices are found in
the same pages, and joined by counterparty or the contract's reference.
"""

from __future__ import annotations

import re
from calendar import monthrange
from datetime import date, timedelta
from typing import Any

from diligence_tui.offline import facts as F
from diligence_tui.offline.crossdoc import Page, cite, finding, short

_I = re.I
_SAME_SENTENCE = r"(?:[^.]|\.(?=\d))"  # "clause 3.2" does not end the sentence

_RENEWS = re.compile(
    r"\b(automatically (?:continue|renew|extend)\w*|(?:renew|extend|continue)\w* automatically|"
    r"auto-?renew\w*|(?:shall|will) (?:be )?(?:renew|extend)\w* for (?:successive|additional|further))\b",
    _I,
)
_WINDOW = re.compile(
    rf"\bnotice\b{_SAME_SENTENCE}{{0,120}}?\b(?:not less than|at least|no later than|not later than|no fewer than|a minimum of)\s+"
    rf"(?P<n>{F.NUMBER})(?:\s*\(\d+\))?\s+(?P<unit>days|weeks|months)(?:'|\b)[^.]{{0,20}}?"
    r"\b(?:before|prior to|preceding)\s+(?:the\s+)?(?:end|expiry|expiration|last day|anniversary)",
    _I,
)
_FURTHER = re.compile(
    rf"\b(?:further|successive|additional|renewal) (?:period|term)s? of (?P<n>{F.NUMBER})"
    r"(?:\s*\(\d+\))?\s*(?:-\s*)?(?P<unit>years?|months?)\b"
    rf"|\b(?P<n2>{F.NUMBER})(?:\s*\(\d+\))?[- ](?P<unit2>years?|months?)\s+(?:renewal )?(?:periods?|terms?)\b",
    _I,
)
# how the notice must be sent, when the contract names a method other than email
_METHOD = re.compile(
    rf"\bnotices?\b{_SAME_SENTENCE}{{0,200}}\b(?:must|shall) be (?:given|served|sent|delivered)\s+(?:only\s+)?"
    r"(?:by|in)\s+(?P<how>(?:first class |pre-paid )?(?:recorded delivery|registered (?:post|mail)|"
    r"certified mail|hand|courier|signed letter|letter)[^.;,]{0,60})",
    _I,
)
_EMAIL_OK = re.compile(r"\b(by|via|or) e-?mail\b", _I)
# "A notice given by email is not valid for the purposes of clauses 15 and 16"
_NO_EMAIL = re.compile(
    r"\bnotices?\b[^.]{0,60}\b(?:by|via) e-?mail\b[^.]{0,30}\b(?:is|shall be|will be) not (?:valid|effective)"
    r"|\bnotices?\b[^.]{0,60}\b(?:by|via) e-?mail\b[^.]{0,30}\b(?:is not|shall not be|will not be) (?:valid|effective)"
    r"|\b(?:not|no) (?:be )?(?:valid|effective)(?: notice)? if (?:given|sent) by e-?mail\b",
    _I,
)
_NOTICE = re.compile(
    r"\b(notice of (?:termination|non-renewal)|notice (?:to terminate|that (?:we|it|the \w+) "
    r"(?:will|do|does|shall) not (?:renew|continue))|(?:will|shall|do) not (?:be )?"
    r"(?:continu|renew|extend)\w*|terminate (?:the|this|our) (?:contract|agreement)|"
    # "notice that we do not intend to renew the Supply Agreement"
    r"(?:do|does|will) not (?:intend|wish|propose|plan) to (?:renew|continue|extend))\b",
    _I,
)
_AMOUNT = r"(?:GBP|USD|EUR|US\$|[£$€])\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:million|m|k)\b)?"
_PER_YEAR = re.compile(
    rf"(?P<amount>{_AMOUNT})\s+(?:per (?:year|annum)|a year|each year|annually)\b"
    rf"|\bannual (?:fee|price|charge|contract price|sum|amount)s? (?:is|of|shall be|will be) (?P<amount2>{_AMOUNT})",
    _I,
)
_NOT_THE_PRICE = re.compile(r"\b(up to|not exceed|cap|limit|liabil\w+|included)\b", _I)
# "Customer may terminate this Agreement on notice", "waives its right to terminate": a
# right described, not a notice given
_A_RIGHT = re.compile(r"\b(may|right to|entitled to|if|unless|waives?)\b[^.]{0,40}\bterminat", _I)
_LETTER = re.compile(
    r"\.(eml|msg)$|^(From|Subject):|\bDear\b|\bYours (faithfully|sincerely|truly)\b|\bRegards\b",
    _I | re.M,
)
# the sentence that gives the notice ("Please take this email as ... notice"), not one that
# talks about notice
_GIVES = re.compile(r"\b(this (?:e-?mail|letter)|hereby|formal notice|take this)\b", _I)
_REF = re.compile(r"\b[A-Z]{2,}[/-]\d{2,4}[/-]\d{1,5}\b")


def _months_before(when: date, months: int) -> date:
    y, m = divmod(when.year * 12 + when.month - 1 - months, 12)
    return date(y, m + 1, min(when.day, monthrange(y, m + 1)[1]))


def _term_end(text: str) -> date | None:
    """When the current term ends: the initial period as defined ("from 1 January 2024 to 31
    December 2026"), "expires on", or a start date and a length ("commence on 1 March 2025 and
    continue for three years")."""
    m = re.search(
        r"\b(?:initial\s+(?:period|term)|term)\b[^.]{0,60}?\b(?:from|commencing on|starting on)\s"
        r"[^.]{0,40}?\b(?:to|until|ending on)(?: and including)?\s(?P<end>[^.;)]{6,30})",
        text,
        _I,
    ) or re.search(r"\b(?:expire|end)(?:s|ing)? on (?P<end>[^.;)]{6,30})", text, _I)
    if m:
        end = next((F.parse_date(d) for d in F.extract_dates(m.group("end"))), None)
        if end:
            return end
    m = re.search(
        r"\b(?:commence|start|begin)s? on (?P<start>[^.;]{6,30}?) and (?:shall |will )?"
        rf"(?:continue|run|remain in force) for (?:a period of |an initial (?:period|term) of )?"
        rf"(?P<n>{F.NUMBER})(?:\s*\(\d+\))? years?\b",
        text,
        _I,
    )
    start = next((F.parse_date(d) for d in F.extract_dates(m.group("start"))), None) if m else None
    if m and start:
        years = F.number_of(m.group("n"))
        return date(start.year + years, start.month, start.day) - timedelta(days=1)
    return None


def _notices(pages: list[Page]) -> list[tuple[Page, str, date, bool]]:
    """Notices ending a contract: the page, the sentence, the date the notice carries at its
    head (an email's Date line, a letter's date) and whether it went by email."""
    out = []
    for p in pages:
        said = [
            s for s in p.find(_NOTICE) if re.search(r"\bnotice\b", s, _I) and not _A_RIGHT.search(s)
        ]
        if not said or _RENEWS.search(p.text) or not _LETTER.search(p.path + "\n" + p.text[:3000]):
            continue  # a contract's own clauses on notice, a log: not a notice given
        when = next((F.parse_date(d) for d in F.extract_dates(p.text[:400])), None)
        if when and re.search(r"\bnotice\b", p.text[:2000], _I):
            email = p.path.lower().endswith((".eml", ".msg")) or bool(
                re.search(r"\b(this|by) e-?mail\b", said[0], _I)
            )
            # the body's sentence ("please accept this email as formal notice ...") over a
            # subject line
            said.sort(key=lambda s: (not _GIVES.search(s), len(s) < 60))
            out.append((p, said[0], when, email))
    return out


def renewal_conflicts(pages: list[Page]) -> list[dict[str, Any]]:
    """A contract that renews automatically unless notice is given in time and form, against
    the notice on file: too late, or by email where the contract requires a letter."""
    notices = _notices(pages)
    if not notices:
        return []
    out, seen = [], set()
    for p in pages:
        if p.doc in seen or not _RENEWS.search(p.text):
            continue
        window = next((m for s in p.sentences for m in [_WINDOW.search(s)] if m), None)
        if window is None:
            continue
        text = "\n".join(q.text for q in pages if q.doc == p.doc)
        end = _term_end(text)
        refs = set(_REF.findall(text[:1500]))
        mine = [
            n
            for n in notices
            if n[0].doc != p.doc
            and n[2] < (end or date.max)
            and (
                (p.party_key and n[0].party_key == p.party_key)
                or any(r in n[0].text[:2000] for r in refs)
            )
        ]
        if end is None or not mine:
            continue
        seen.add(p.doc)
        notice_page, notice, sent, email = mine[0]
        n, unit = F.number_of(window.group("n")), window.group("unit").lower()
        deadline = (
            _months_before(end, n)
            if unit == "months"
            else end - timedelta(days=n * (7 if unit == "weeks" else 1))
        )
        method, how = next(
            ((m, s) for s in p.sentences for m in [_METHOD.search(s)] if m), (None, "")
        )
        barred = next((s for s in p.sentences if _NO_EMAIL.search(s)), "")
        wrong_way = email and (bool(barred) or (method is not None and not _EMAIL_OK.search(how)))
        late = sent > deadline
        if not late and not wrong_way:
            continue  # in time and in form: the contract ends as planned
        clause = next(s for s in p.sentences if _WINDOW.search(s))
        further = _FURTHER.search(clause) or _FURTHER.search(text)
        years = 0.0
        if further:
            count = F.number_of(further.group("n") or further.group("n2"))
            years = (
                count
                if (further.group("unit") or further.group("unit2")).startswith("y")
                else count / 12
            )
        price = next(
            (
                m
                for s in p.sentences
                if not _NOT_THE_PRICE.search(s)
                for m in [_PER_YEAR.search(s)]
                if m
            ),
            None,
        )
        value = F.extract_amounts(price.group("amount") or price.group("amount2")) if price else []
        term = f"{years:g} year" + ("s" if years != 1 else "")
        exposure = (
            f"{value[0].currency} {value[0].value * years:,.0f} ({value[0].text} a year for "
            f"the {term} of the renewal term)"
            if value and years
            else ""
        )
        who = p.party or "the counterparty"
        faults = (
            (
                [f"sent on {sent:%d %B %Y}, after the deadline of {deadline:%d %B %Y}"]
                if late
                else []
            )
            + (
                [f'by email, where the contract requires "{short(method.group("how"), 60)}"']
                if wrong_way and method
                else []
            )
            + (
                [f'by email, which the contract says is no valid notice ("{short(barred, 90)}")']
                if wrong_way and barred and not method
                else []
            )
        )
        cits = [cite(p, clause)] + ([cite(p, method.group(0))] if wrong_way and method else [])
        cits += [cite(p, barred)] if wrong_way and barred else []
        cits.append(cite(notice_page, notice))
        # the minutes or a budget that treat the contract as ended
        for q in pages:
            if q.doc in (p.doc, notice_page.doc) or not (
                p.party_key and p.party_key in q.text.lower()
            ):
                continue
            assumed = [
                s
                for s in q.sentences
                if p.party_key in s.lower() and re.search(r"\bnotice\b|\bend(s|ed)? on\b", s, _I)
            ]
            if assumed:
                cits.append(cite(q, assumed[0]))
                break
        out.append(
            finding(
                f"Notice to end the {who} contract was "
                + " and ".join(("late",) * late + ("by the wrong method",) * wrong_way)
                + ": it renews automatically"
                + (f" for {term}" if years else ""),
                "auto_renewal",
                "high",
                f'{p.path} renews automatically unless notice is given in time: "{short(clause)}". '
                f"The current term ends on {end:%d %B %Y}, so notice was due by {deadline:%d %B %Y}. "
                f'{notice_page.path} gives notice: "{short(notice)}", '
                + " and ".join(faults)
                + ". Unless the counterparty accepts it, the notice is ineffective and the "
                "contract has renewed"
                + (f" for a further {term}" if years else "")
                + "; plans that assume it ends (an in-house replacement, a budgeted saving) "
                "carry the cost of both.",
                f"Ask {who} to confirm in writing that it accepts the notice as effective; if not, "
                "price the renewal term or negotiate an exit, and correct the budget.",
                cits,
                exposure=exposure,
            )
        )
    return out


def follow_ups(pages: list[Page]) -> list[str]:
    """In a room read through search: the contract a notice ends, by its counterparty or its
    reference (one search each, for the notices the step's searches found)."""
    out = []
    for p, _, _, _ in _notices(pages):
        refs = _REF.findall(p.text[:2000])
        out += [f'"{r}"' for r in refs[:1]] or ([f'"{p.party}"'] if p.party else [])
    return out
