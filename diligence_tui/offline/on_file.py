"""Resolutions that another document states: a settlement agreement, a consent or
no-objection letter, an amendment deleting a clause, a notice that an agreement ended.

The playbook's plan step collects them (:func:`on_file`) and passes those that name the
reviewed documents' parties to the reviewer in its instructions; the reviewer reports a
match they answer (:func:`matches_on_file`) as context with the resolving passage cited.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from datetime import date, datetime
from pathlib import PurePath
from typing import Any

from diligence_tui.offline import doc_roles as DR
from diligence_tui.offline import facts as F
from diligence_tui.offline import resolution_scope as RS
from diligence_tui.offline.resolution import (
    AGREEMENT,
    CLAIMS,
    DEFAULTS,
    FRAMES,
    STILL_OPEN,
    STOP,
    TITLE_WORDS,
    clauses_named,
    conditioned,
    guarded,
    names_in,
    parts_named,
)

_I = re.I


@dataclass
class OnFile:
    """A passage of one document that resolves a matter of another (a settlement agreement,
    a consent or no-objection letter, an amendment deleting a clause, a notice of
    termination), with what it is about."""

    frame: str
    doc: str
    path: str
    page: int
    quote: str
    parties: list[str] = field(default_factory=list)  # distinctive names in the document
    agreements: list[str] = field(default_factory=list)  # "Distribution Agreement"
    clauses: list[str] = field(default_factory=list)  # clause numbers the passage names
    # one-word names of the agreement the passage changes ("clause 5.2 of the Contract"),
    # enough with a clause number to tell which agreement of the party it is
    nouns: list[str] = field(default_factory=list)

    topics: list[str] = field(default_factory=list)  # what it is about (see topics())
    # the years of the agreements it names by date ("distribution agreement dated 2 September
    # 2019"): a file named for another year is another agreement
    dated: list[str] = field(default_factory=list)
    # a waiver of one breach (the default "that arose because the ratio for the period ending
    # on 31 December 2023 was less than ..."): the dates of that occurrence, as ISO dates; it
    # resolves what reports that occurrence, not the clause that will be tested again
    occasion: list[str] = field(default_factory=list)
    # documents its page refers to by their kind and date ("your compliance certificate for
    # the Test Date of 31 December 2023"), as "compliance certificate|2023-12-31"
    refers: list[str] = field(default_factory=list)
    # an ending announced for a day ("It will expire in accordance with Section 2.1 on December
    # 31, 2023", "the Distributor's exclusive rights ... end on that date"), as an ISO date: it
    # resolves only once the review's as-of date is past it
    until: str = ""
    # the matter references of the passage and its page's head ("Case No. 2:24-cv-01187",
    # "registration 201905140033817"): see resolution_scope
    refs: list[str] = field(default_factory=list)
    # the numbered sub-clauses the passage names ("the Event of Default under clause 19.1(b)"
    # -> 19.1): it resolves those, not another sub-clause of the same clause (19.4)
    parts: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return dict(self.__dict__)

    def for_prompt(self) -> dict[str, Any]:
        """What a reviewer of other documents is told: where the passage is and what it is
        about, never its words (another document's text in a sub-agent's prompt would count
        as coverage of a document that sub-agent was not asked to read)."""
        return {k: v for k, v in self.to_json().items() if k != "quote" and v not in ("", [])}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> OnFile | None:
        try:
            return cls(
                frame=str(data["frame"]),
                doc=str(data["doc"]),
                path=str(data.get("path") or ""),
                page=int(data.get("page") or 1),
                quote=str(data.get("quote") or ""),
                parties=[str(p).lower() for p in data.get("parties") or []],
                agreements=[str(a) for a in data.get("agreements") or []],
                clauses=[str(c) for c in data.get("clauses") or []],
                topics=[str(t) for t in data.get("topics") or []],
                nouns=[str(n) for n in data.get("nouns") or []],
                dated=[str(y) for y in data.get("dated") or []],
                occasion=[str(d) for d in data.get("occasion") or []],
                refers=[str(r) for r in data.get("refers") or []],
                until=str(data.get("until") or ""),
                refs=[str(r) for r in data.get("refs") or []],
                parts=[str(p) for p in data.get("parts") or []],
            )
        except (KeyError, TypeError, ValueError):
            return None


_QUOTED = re.compile(r"[\"“][^\"”]{20,}[\"”]")


def on_file(doc: str, path: str, page: int, page_text: str) -> list[OnFile]:
    """The resolutions a page states, each with the parties of its document (its heading and
    the sentence), the agreements and the clause numbers it names."""
    head = page_text[:800]
    found: list[OnFile] = []
    if _DRAFT.search(PurePath(path).stem) or _DRAFT.search(head[:300]):
        return found  # a draft or an unsigned form resolves nothing
    partial = bool(_PARTIAL.search(page_text))
    refers = _refers(page_text)
    # the matters the page says it leaves open ("The separate claim HC-2025-001950 ... is not
    # settled, is excluded from this agreement and continues"): its heading's references to
    # them are not what its resolutions resolve
    kept_open = {r for m in _KEPT_OPEN.finditer(page_text) for r in RS.references(m.group(0))}
    # each lettered or numbered item of an amendment ("(a) clause 5.2 ... is deleted") or of a
    # letter ("9.3 The Licence ...") is a provision of its own, even where a PDF's text has no
    # blank line between them
    for sentence in re.split(
        r"(?<=[.!?])\s+(?=[A-Z\"(])|\n\s*\n|\n(?=[ \t]*\((?:[a-z]|[ivx]{1,4}|\d{1,2})\)[ \t])"
        r"|\n(?=[ \t]*\d{1,3}(?:\.\d{1,3})*\.?[ \t]+[A-Z])",
        page_text,
    ):
        sentence = sentence.strip()
        if not 20 <= len(sentence) <= 600:
            continue
        hit = None
        # the words of a replacement clause quoted in an amendment are not what it does
        probe = _QUOTED.sub('""', sentence)
        for frame in FRAMES:
            m = frame.pattern.search(probe)
            if m and not guarded(probe, m.start()):
                # a sheet's row says its own matter's state: "Consent received ..." in the
                # Glenbeigh row is not undone by "no response yet" in the next row
                said = _row_at(page_text, sentence, m.start()) or probe
                if not conditioned(probe, m.end()) and not STILL_OPEN.search(said):
                    hit = frame.name
                    break
        if hit is None and ends_agreements(path) and _ENDS.search(probe):
            hit = "terminated"  # a termination deed's operative words end what they name
        until = ""
        if hit is None:
            until = _ends_on(probe)
            hit = "expired" if until else None
        replaced = _REPLACES.search(probe) if hit is None else None
        if replaced is not None:
            # "supersedes all earlier agreements, including the Managed Services Agreement
            # between the parties dated 1 March 2019": an agreement that names the one it
            # replaces, by its name and date, ends it
            found.append(_replaced(doc, path, page, sentence, head, page_text, replaced))
            continue
        if hit is None or (hit == "released" and partial):
            continue  # (a partial release leaves the rest of the security in place)
        if hit in ("settled", "withdrawn", "released", "waived", "consented") and _PENDING.search(
            _paragraph(page_text, sentence)
        ):
            continue  # "... have signed a settlement deed. The settlement is subject to court approval"
        csv_rows = PurePath(path).suffix.lower() in (".csv", ".tsv")
        sentence = _item_of(page_text, sentence, m.start() if m else 0, csv_rows)
        # a passage that names a company is about that company's matter (a disclosure schedule's
        # line on the Nordic MedLine agreement); one that names none is about its document's
        # a table's row is about its own matter, never its page's head
        own = bool(F.PARTY_RE.search(sentence.replace("\n", " "))) or _is_row(
            page_text, max(0, page_text.find(sentence)), csv_rows
        )
        about = sentence if own else head + "\n" + sentence
        agreements = list(dict.fromkeys(m.group(1) for m in AGREEMENT.finditer(about)))
        if not agreements:
            # an email's "the distribution agreement with Lakeshore ... lapsed": named in lower
            # case, the agreement's kind is what it ends
            agreements = list(
                dict.fromkeys(
                    " ".join(w.title() for w in m.group(1).split())
                    for m in _LOWER_AGREEMENT.finditer(sentence)
                    if m.group(1).split()[0] not in STOP
                )
            )
        parties = _parties(sentence, head, page_text, path, agreements, own)
        row = _is_row(page_text, max(0, page_text.find(sentence)), csv_rows)
        if row and _ENTRY.match(sentence):
            # a docket's entry ("08/04/2025 | 44 | REQUEST FOR DISMISSAL ...") is a step in the
            # one case its page's heading names, not a register's row of its own matter
            row, own = False, bool(F.PARTY_RE.search(sentence.replace("\n", " ")))
            about = sentence if own else head + "\n" + sentence
            parties = _parties(sentence, head, page_text, path, agreements, own)
        if row:
            # a row's first cell names its matter ("Okafor v. Wexford Tools Inc.")
            parties |= _keys(re.split(r"\t| \| |,", sentence, maxsplit=1)[0]) - _GENERIC
        found.append(
            OnFile(
                frame=hit,
                doc=doc,
                path=path,
                page=page,
                quote=sentence,
                parties=sorted(parties),
                dated=sorted(_dated(about)),
                # what a release discharges travels with the record (the sub-agents get no
                # quotes): "the charges created by the Debenture" -> debenture, charge
                topics=sorted(
                    topics(sentence)
                    | (
                        # a registry's "Status: Fully satisfied" under its entry's "Brief
                        # description: fixed and floating charge": the entry's instrument
                        (_instruments(sentence) or _instruments(_paragraph(page_text, sentence)))
                        if hit == "released"
                        else set()
                    )
                ),
                agreements=[a for a in agreements if len(a.split()) >= 2][:6],
                clauses=sorted(clauses_named(sentence)),
                parts=sorted(parts_named(sentence)),
                nouns=sorted({m.group(1).lower() for m in _NOUN.finditer(sentence)}),
                occasion=sorted(
                    _occasion(sentence)
                    or _occasion_defined(sentence, page_text)
                    or _occasion_before(sentence, page_text)
                )
                if hit == "waived"
                else [],
                refers=refers,
                until=until,
                # a row's are its own; a passage's, with its page's heading ("Initial financing
                # statement file No. 2021 4455817" above the termination)
                refs=sorted(
                    RS.references(sentence) | (set() if row else RS.references(head) - kept_open)
                ),
            )
        )
    return found


# what a page says it leaves unresolved, with the matter's reference in the same clause
_KEPT_OPEN = re.compile(
    r"[^.;]*\b(?:(?:is|are|was|were) not (?:settled|released|withdrawn|waived|discharged|"
    r"compromised|resolved|covered)|(?:is|are) excluded from|remains? (?:outstanding|pending|live|"
    r"on foot)|(?:is|are) unaffected)\b[^.;]*",
    _I,
)
# a resolution that waits on something still to come: an approval, a hearing, completion
_PENDING = re.compile(
    r"\b(?:is|are|remains?|will be) (?:still )?(?:subject to|conditional (?:up)?on)\b[^.;]{0,60}?"
    r"\b(?:approval|sanction|completion|signature|execution)\b|\b(?:approval|sanction) hearing\b",
    _I,
)
# a docket's entry starts with its date (or its number): "08/04/2025 | 44 | ..."
_ENTRY = re.compile(r"^\s*(?:\d{1,2}/\d{1,2}/\d{2,4}|\d{4}-\d{2}-\d{2})\s*(?:\||\t)")


def _row_at(page_text: str, sentence: str, at: int) -> str:
    """The table row of ``page_text`` at offset ``at`` of ``sentence`` ("" when it is no row)."""
    start = page_text.find(sentence)
    if start < 0 or not _is_row(page_text, start + at):
        return ""
    a = page_text.rfind("\n", 0, start + at) + 1
    b = page_text.find("\n", start + at)
    return page_text[a : b if b >= 0 else len(page_text)]


def _paragraph(page_text: str, sentence: str) -> str:
    """The paragraph of ``page_text`` that holds ``sentence`` (the sentence when not found)."""
    at = page_text.find(sentence)
    if at < 0:
        return sentence
    begin = max(page_text.rfind("\n\n", 0, at), 0)
    end = page_text.find("\n\n", at + len(sentence))
    return page_text[begin : end if end >= 0 else len(page_text)]


_LOWER_AGREEMENT = re.compile(
    r"\bthe ((?:[a-z]{4,} ){1,2}(?:agreement|lease|licence|license|contract))\b"
)
_DRAFT = re.compile(r"\bdraft\b|\bnot for signature\b|\bunsigned\b", _I)
# a release of part of a security: the rest stays charged
_PARTIAL = re.compile(
    r"\bpartial release\b|\botherwise remains? in (full )?(force|effect)\b"
    r"|\b(is|are) not (hereby )?released\b|\bcontinues? in (full )?force\b",
    _I,
)


_WILL_END = re.compile(
    r"\b(?:will|shall|is to|is due to) (?:expire|end|terminate|cease|lapse)\b(?:[^.;]|\.(?=\d)){0,80}?\bon\s+"
    r"(?P<d1>" + F.DATE_RE.pattern + r")"
    r"|\b(?:rights?|exclusivity|agreement|term|appointment|licen[cs]e)\b[^.;]{0,60}?\b(?:end|ends|"
    r"expire|expires|terminate|terminates|lapse|lapses) on\s+(?P<d2>" + F.DATE_RE.pattern + r")",
    _I,
)
_MAY_GO_ON = re.compile(r"\b(?:unless|renew\w*|extend\w*|automatically|if|until)\b", _I)


def _ends_on(sentence: str) -> str:
    """The day a passage says something will end on ("It will expire in accordance with
    Section 2.1 on December 31, 2023"), as an ISO date; "" when it says none or the end may
    not come ("unless renewed", "if")."""
    m = _WILL_END.search(sentence)
    if not m or _MAY_GO_ON.search(sentence):
        return ""
    day = F.parse_date(m.group("d1") or m.group("d2") or "")
    return day.isoformat() if day else ""


_ITEM = re.compile(r"(?:^|\s)\((?:[a-z]|[ivx]{1,4}|\d{1,2})\)\s|;\s")


def _is_row(page_text: str, at: int, csv_rows: bool = False) -> bool:
    """Whether the offset ``at`` is in a table's row (a tab- or bar-separated line, or a
    CSV file's line)."""
    a = page_text.rfind("\n", 0, at) + 1
    b = page_text.find("\n", at)
    line = page_text[a : b if b >= 0 else len(page_text)]
    return "\t" in line or line.count(" | ") >= 2 or (csv_rows and line.count(",") >= 2)


def _item_of(page_text: str, sentence: str, at: int, csv_rows: bool = False) -> str:
    """The one matter a resolving passage speaks of: in a table, the row its words are in
    (a sheet's run of rows is no sentence: "Settled May 2, 2025" in the Vasquez row says
    nothing of the regulator's row below it); in a list, the item ("(a) Vasquez v. ...
    Court File No. CV-24-... settled by Minutes ...", where the sentence starts after "No.")."""
    start = page_text.find(sentence)
    if start < 0:
        return sentence
    if _is_row(page_text, start + at, csv_rows):
        # the row the resolving words are in, whole (its first cell names the matter)
        a = page_text.rfind("\n", 0, start + at) + 1
        b = page_text.find("\n", start + at)
        row = page_text[a : b if b >= 0 else len(page_text)].strip()
        return row if 20 <= len(row) <= 600 else sentence
    if "\n" in sentence or F.PARTY_RE.search(sentence.replace("\n", " ")):
        return sentence
    # a sentence that starts inside its line (after "File No."): back to the item's start
    line_start = page_text.rfind("\n", 0, start) + 1
    before = page_text[line_start:start]
    if not before.strip():
        return sentence
    cuts = [m.end() for m in _ITEM.finditer(before)]
    lead = before[cuts[-1] if cuts else 0 :].lstrip()
    widened = lead + sentence
    return widened if len(widened) <= 600 and page_text.find(widened) >= 0 else sentence


# "supersedes all earlier agreements, including the Managed Services Agreement between the
# parties dated 1 March 2019 (2019 Agreement), which terminates on the Commencement Date"
_REPLACES = re.compile(
    r"\b(?:supersedes|replaces|terminates)\b[^.;]{0,120}?\b(?P<name>(?:[A-Z][a-z]+[ \t]+){1,4}"
    r"(?:Agreement|Contract|Lease|Licen[cs]e|Deed))\b[^.;]{0,60}?\bdated\s+(?P<date>"
    + F.DATE_RE.pattern
    + r")"
)


def _replaced(
    doc: str, path: str, page: int, sentence: str, head: str, page_text: str, m: re.Match[str]
) -> OnFile:
    """The record of an agreement that another one replaces: that agreement, its year."""
    name = m.group("name").strip()
    own = bool(F.PARTY_RE.search(sentence.replace("\n", " ")))
    return OnFile(
        frame="terminated",
        doc=doc,
        path=path,
        page=page,
        quote=sentence,
        parties=sorted(_parties(sentence, head, page_text, path, [name], own)),
        agreements=[name],
        dated=sorted(re.findall(r"\b(?:19|20)\d\d\b", m.group("date"))),
    )


# a breach, a default or a failure: what a waiver of one occurrence waives
_BREACH = re.compile(
    r"\b(events? of default|defaults?|breach(?:es)?|failures?|non-?compliance|shortfall)\b", _I
)


def _iso(day: date | None, text: str) -> str:
    if day is not None:
        return day.isoformat()
    m = re.fullmatch(r"([A-Za-z]{3})[a-z]*\.?\s+(\d{4})", text.strip())
    if m:  # "December 2023": the month
        try:
            month = datetime.strptime(m.group(1).title(), "%b").month
        except ValueError:
            return ""
        return f"{m.group(2)}-{month:02d}"
    return ""


def dates_in(text: str) -> set[str]:
    """The dates ``text`` names, as ISO dates ("2023-12-31"; "2023-12" for a month)."""
    return {d for t in F.extract_dates(text) for d in [_iso(F.parse_date(t), t)] if d}


_NUMERIC_DAY = re.compile(r"(?<![\d-])(\d{1,2})[-.](\d{1,2})[-.]((?:19|20)\d\d)(?![\d-])")


def file_dates(name: str) -> set[str]:
    """The dates a file's name carries, numeric ones too ("Compliance Certificate 31-12-2024",
    "waiver letter 14.02.2025"): a day and month that could be read either way count both
    ways (a file name has no date style of its own to tell)."""
    out = dates_in(name)
    for m in _NUMERIC_DAY.finditer(name):
        a, b, year = int(m.group(1)), int(m.group(2)), int(m.group(3))
        for day, month in {(a, b), (b, a)}:
            try:
                out.add(date(year, month, day).isoformat())
            except ValueError:
                continue
    return out


def _occasion(sentence: str) -> set[str]:
    """The dates of the one breach a waiver waives (none for a waiver of a right)."""
    return dates_in(sentence) if _BREACH.search(sentence) else set()


_DATED_AS = re.compile(r"\bdated\s+(?:as\s+of\s+)?(?:" + F.DATE_RE.pattern + r")", _I)
_DEFINES_TERM = re.compile(r"\((?:the\s+)?[\"“](?P<term>[A-Z][\w ]{2,40})[\"”]\)")


def _occasion_defined(sentence: str, page_text: str) -> set[str]:
    """The occasion of a waiver that waives a breach by the name its letter gives it ("the
    Lender hereby waives the Specified Default"): the dates of the passage that defines the
    name ("... a Fixed Charge Coverage Ratio of 1.12:1.00 for the Fiscal Quarter ended December
    31, 2023, and the resulting Event of Default ... (the "Specified Default")")."""
    text = page_text.replace("\n", " ")
    for m in _DEFINES_TERM.finditer(text):
        term = m.group("term")
        if not re.search(rf"\b{re.escape(term)}\b", sentence) or f'"{term}"' in sentence:
            continue
        start = max(text.rfind(". ", 0, m.start()), text.rfind("\n", 0, m.start())) + 1
        # a document's own date ("your compliance certificate dated February 13, 2024", "the
        # Credit Agreement dated as of October 28, 2022") is no date of the breach
        passage = _DATED_AS.sub(" ", text[start : m.end()])
        if not _BREACH.search(passage):
            continue
        # the period it reports ("for the quarter ended December 31, 2024"), else its dates
        periods = {
            d
            for p in _PERIOD.finditer(passage)
            for d in [_iso(F.parse_date(p.group("date")), p.group("date"))]
            if d
        }
        found = periods or _occasion(passage)
        if found:
            return found
    return set()


# a breach named by pointing back ("arising from that shortfall", "the said default")
_ANAPHORIC_BREACH = re.compile(
    r"\b(?:that|this|such|the said|the resulting|the same)\s+(?:[A-Za-z]+\s+){0,2}?"
    r"(?:events? of default|defaults?|breach(?:es)?|failures?|non-?compliance|shortfall)\b",
    _I,
)


def _occasion_before(sentence: str, page_text: str) -> set[str]:
    """The occasion of a waiver that names its breach by pointing back to the sentence before
    ("... a DSCR of 1.18 : 1 for the Calculation Period ending 31 December 2024. The Lender
    waives the Event of Default arising from that shortfall"): the period that sentence reports,
    else its dates other than a document's own date."""
    if not _ANAPHORIC_BREACH.search(sentence):
        return set()
    text = " ".join(page_text.split())
    at = text.find(" ".join(sentence.split()[:6]))
    if at <= 0:
        return set()
    before = text[:at].rstrip()
    start = max(before.rfind(". ", 0, len(before) - 1), before.rfind("? ", 0, len(before) - 1)) + 1
    passage = _DATED_AS.sub(" ", before[start:])
    periods = {
        d
        for p in _PERIOD.finditer(passage)
        for d in [_iso(F.parse_date(p.group("date")), p.group("date"))]
        if d
    }
    return periods or _occasion(passage)


# "your compliance certificate for the Test Date of 31 December 2023", "our letter of 9
# February 2024": a document named by its kind and its date
_DOC_KIND = (
    r"certificate|report|letter|notice|accounts|statements?|invoice|order form|minutes|"
    r"schedule|return|assessment|demand"
)
_REFERS = re.compile(
    r"\b(?:your|our|its|their|the)\s+(?P<kind>(?:[A-Za-z]+\s+){0,2}?(?:" + _DOC_KIND + r"))\b"
    r"(?P<gap>[^.;]{0,50}?)(?P<date>" + F.DATE_RE.pattern + r")",
    _I,
)


# what a certificate or a report reports on: "which reports ... for the Fiscal Quarter ended
# December 31, 2023" (its file may be named for its period, not its date)
_PERIOD = re.compile(
    r"\b(?:for|as at|as of)\s+the\s+(?:[A-Za-z]+\s+){0,2}?(?:quarter|period|year|month|test date)"
    r"\s+(?:ended|ending|of|on)\s+(?P<date>" + F.DATE_RE.pattern + r")",
    _I,
)


def _refers(page_text: str) -> list[str]:
    out = set()
    text = page_text.replace("\n", " ")
    for m in _REFERS.finditer(text):
        day = _iso(F.parse_date(m.group("date")), m.group("date"))
        if day and not F.DATE_RE.search(m.group("gap")):
            kind = " ".join(m.group("kind").lower().split())
            out.add(kind + "|" + day)
            end = text.find(". ", m.end())
            period = _PERIOD.search(text, m.end(), end if end >= 0 else len(text))
            if period:
                when = _iso(F.parse_date(period.group("date")), period.group("date"))
                if when:
                    out.add(kind + "|" + when)
    return sorted(out)


def has_ended(record: OnFile, today: date | None) -> bool:
    """Whether what ``record`` resolves has come about: an ending announced for a day has
    only once ``today`` (the review's as-of date) is past that day."""
    return not record.until or (today is not None and record.until < today.isoformat())


def refers_to(record: OnFile, path: str) -> bool:
    """Whether ``record``'s page names the document at ``path`` by its kind and its date."""
    stem = PurePath(path).stem.lower()
    days = file_dates(PurePath(path).stem)
    for ref in record.refers:
        kind, _, day = ref.partition("|")
        if day in days and kind in stem:
            return True
    return False


_ROW_FRAMES = ("released", "settled", "withdrawn")


def about_any(record: dict[str, Any], paths: list[str]) -> bool:
    """Whether a resolution on file (as the plan step keeps it) may be about one of the
    documents at ``paths``: it names a party their names name, or names one by kind and date."""
    names = " ".join(paths).lower()
    if any(p in names for p in record.get("parties") or []):
        return True
    # the counterparty its own file's name carries ("Email - Tolka Bank waiver.eml": tolka)
    lead = RS.file_party(str(record.get("path") or ""))
    if lead and lead in names:
        return True
    # a register lists many parties' entries (a registry printout's charges, a claims log): a
    # release, settlement or withdrawal of any party's matter may be about one of its rows
    if record.get("frame") in _ROW_FRAMES and any(
        DR.is_register_name(PurePath(p).stem) for p in paths
    ):
        return True
    if not record.get("refers"):
        return False
    probe = OnFile(frame="", doc="", path="", page=1, quote="", refers=list(record["refers"]))
    return any(refers_to(probe, path) for path in paths)


def same_occasion(days: set[str], occasion: list[str]) -> bool:
    """Whether the dates ``days`` include one of a waived breach's (a month matches its days)."""
    return any(
        d == o or d.startswith(o + "-") or o.startswith(d + "-") for d in days for o in occasion
    )


# words of file names and of roles: naming these is not naming a party ("Master Subscription
# Agreement - effective 2024.pdf", "the Distributor", "the Territory")
_GENERIC = set(
    """master subscription effective services service professional software license licence
    order form statement work amended restated addendum renewal signed executed final draft
    copy version confidential distributor reseller territory appointment date stock products
    product goods term period annex exhibit appendix within chief officer sections none
    settled withdrawn file note staff general devices estate plaintiff defendant authority
    legal first second change control consents default event closing schedules disclosure
    statements financial commercial certificate incorporation annual meeting meetings action
    case court release register minutes register patents pension code recall field please
    confirmed conditions attention without other prior number class auditors independent
    consolidated subsidiaries office offices registered stockholders shareholders""".split()
)
_DEFINED_TERM = re.compile(r"\((?:the\s+)?[\"“]([A-Z][A-Za-z ]{1,40})[\"”]\)")


def _parties(
    sentence: str, head: str, page_text: str, path: str, agreements: list[str], own: bool
) -> set[str]:
    """Whose matter a resolving passage is: the names in the passage when it names a company
    or an agreement; else the companies its document's head names and the counterparty its
    file's name carries. Never the words of an agreement's name ("The Agency Agreement"),
    of a role the document defines ("the Distributor"), or of file names ("master")."""
    from diligence_tui.offline.crossdoc import party_of  # crossdoc builds on resolution too

    # a capital that starts a sentence, a cell or a bracket names nothing ("Therefore",
    # "None", "Settled June 27, 2025")
    names = _named(sentence)
    if not own:
        # the head names the document's parties and subject ("Unit 7 Harbour Way"); a company
        # by the distinctive words of its name: "Ridgeline Health System" is "ridgeline", not
        # "health" (which would name Caledon Health Procurement's documents too)
        names |= _named(head) | _keys(party_of(path))
    roles = {w.lower() for m in _DEFINED_TERM.finditer(page_text) for w in m.group(1).split()}
    roles -= {w.lower() for c in F.PARTY_RE.findall(page_text) for w in c.split()}
    titled = {w.lower() for a in agreements for w in a.split()}
    return {n for n in names if n and n not in roles and n not in titled and n not in _GENERIC}


def _named(text: str) -> set[str]:
    """Capitalised names in ``text`` (not the word that starts a sentence, a line, a cell or a
    bracket: "Therefore", "None", "Settled June 27, 2025"), companies by their keys."""
    inner = re.sub(r"(?:^|[.|:;(\n]\s*)[A-Z][a-z]+", " ", text)
    names = {n for n in names_in(inner) if n not in _ORGANISATION}
    for company in F.PARTY_RE.findall(text.replace("\n", " ")):
        names |= _keys(company)
    return names


def _keys(name: str) -> set[str]:
    """The distinctive words of a company's name, lower-cased: the first, and the others that
    are no word of every organisation's name ("Brackenfield Westway" -> brackenfield, westway;
    "Ridgeline Health System" -> ridgeline)."""
    words = [
        w.lower()
        for w in re.findall(r"[A-Za-z]{4,}", name)
        if w.lower() not in STOP and w.lower() not in _GENERIC and w.lower() not in TITLE_WORDS
    ]
    return set(words[:1]) | {w for w in words[1:] if w not in _ORGANISATION}


# words of many organisations' names: after the first word they tell no company from another
_ORGANISATION = set(
    """health healthcare system medical care alliance purchasing procurement institute bank
    trust international global industries technologies technology motion national american
    british european energy foods products engineering manufacturing properties property
    estates partners ventures pharma pharmaceuticals devices media communications""".split()
)


_DATED = re.compile(r"\bdated\s+(?:as\s+of\s+)?(" + F.DATE_RE.pattern + r")", _I)


def _dated(text: str) -> set[str]:
    return {y for m in _DATED.finditer(text) for y in re.findall(r"\b(?:19|20)\d\d\b", m.group(1))}


def distinctive(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The records with the words that name the room's own company dropped from their
    parties (a word in the parties of records from at least four documents and more than half
    of all the documents that resolve something: "heliant" names no counterparty), and the
    records left naming no party dropped (they would match every document)."""
    docs: dict[str, set[str]] = {}
    for r in records:
        for word in r.get("parties") or []:
            docs.setdefault(word, set()).add(str(r.get("doc")))
    total = len({str(r.get("doc")) for r in records})
    common = {w for w, d in docs.items() if len(d) >= 4 and len(d) * 2 > total}
    out = []
    for r in records:
        parties = [p for p in r.get("parties") or [] if p not in common]
        if parties:
            out.append({**r, "parties": parties})
    return out


# A document whose business is ending another: a termination agreement, deed or notice.
_TERMINATION = re.compile(
    r"\btermination (agreement|deed|notice|letter)\b|\b(deed|notice|letter) of termination\b", _I
)
_ENDS = re.compile(r"\b(ceases?|ceased|end|ends|ended|terminates?|terminated)\b", _I)


def ends_agreements(path: str) -> bool:
    return bool(_TERMINATION.search(PurePath(path).stem))


def _title_words(agreements: list[str], about: str, path: str) -> set[str]:
    """The words of agreements' names ("The Agency Agreement"): they name no party, unless a
    company's name or the file's name has them too ("the Pellow Supply Agreement")."""
    named = " ".join(F.extract_parties(about) + [PurePath(path).stem]).lower()
    return {w.lower() for a in agreements for w in a.split() if w.lower() not in named}


_NOUN = re.compile(
    r"\b(?:clauses?|sections?|articles?)\s+[\d.]+(?:\s*(?:and|,)\s*[\d.]+)*\s+of\s+the\s+"
    r"(Agreement|Contract|Lease|Licen[cs]e|Terms|Deed)\b",
    _I,
)


# what a security or a guarantee is called: a release that names one by its kind ("the
# charges created by the Debenture") releases the party's instrument of that kind and year
_INSTRUMENT = re.compile(
    r"\b(debenture|mortgage|charge|guarantee|security deed|security agreement|security interest|"
    r"financing statement|lien|pledge)s?\b",
    _I,
)
# the names one kind of instrument goes by: a payoff letter's "security agreement and all liens"
# releases a search report's "security interest in all assets"
_SAME_KIND = {
    "security deed": "security",
    "security agreement": "security",
    "security interest": "security",
    "financing statement": "security",
    "lien": "security",
}
_INSTRUMENT_KINDS = {"debenture", "mortgage", "charge", "guarantee", "pledge", "security"}


def _row_names(row: str) -> set[str]:
    """The words of the names a register's row gives ("Bank of the Foyle plc | Debenture ..."
    -> bank, foyle, plc): its capitalised words, the instruments' names aside."""
    words = {w.lower() for w in re.findall(r"\b[A-Z][A-Za-z&'-]{2,}", row)}
    return {w for w in words if not _INSTRUMENT.fullmatch(w)}


def _instruments(text: str) -> set[str]:
    kinds = {" ".join(m.group(1).lower().split()) for m in _INSTRUMENT.finditer(text)}
    return {_SAME_KIND.get(k, k) for k in kinds}


def _same_instrument(record: OnFile, name: str) -> bool:
    """Whether what ``record`` releases (its quote, or the instruments its record carries) is
    the kind of instrument ``name`` is (a file name, a register's row)."""
    kinds = _instruments(record.quote) | (set(record.topics) & _INSTRUMENT_KINDS)
    return bool(kinds & _instruments(name))


def _agreement_matches(agreements: list[str], name: str) -> bool:
    low = name.lower()
    for agreement in agreements:
        words = [w for w in agreement.lower().split() if w not in STOP]
        if words and all(w in low for w in words):
            return True
        # "the Rail Haulage Agreement" is the file "Haulage Agreement - Riverina Produce": a
        # qualified name and the file's agree on its kind ("Haulage")
        if len(words) >= 2 and re.search(rf"\b{re.escape(words[-1])}\b", low):
            return True
    return False


# What a clause or a waiver is about, specific enough to tell one matter of an agreement from
# another ("the late delivery of the Compliance Certificate" is not "a Change of Control").
_TOPIC = re.compile(
    r"\b(change (?:of|in) (?:control|ownership)|control of|assign|exclusiv|non-?compet|most[- ]favou?red|"
    r"liquidated damages|service credits?|indemn|leverage|interest cover|minimum cash|net worth|"
    r"compliance certificate|financial statements|accounts|rent|price|rebate|non-?solicit|audit|"
    # a claim within the proceedings that is not the claim itself
    r"cross-?claim|counter-?claim)",
    _I,
)


def topics(text: str) -> set[str]:
    return {" ".join(m.group(1).lower().split()) for m in _TOPIC.finditer(text)}


def _control(found: set[str]) -> set[str]:
    """Topics with the names of a change of control as one ("control of" the Borrower)."""
    return {"control" if "control" in t or "ownership" in t else t for t in found}


def another_part(record: OnFile, part: str, hit_text: str = "") -> bool:
    """Whether ``record``, a waiver, waives other sub-clauses of the clause a match sits
    under: it names sub-clauses of that clause ("waives the Event of Default under clause
    19.1(b) ... and any right under clause 19.2") and the match's own (19.4, a review event on
    a change of control) is none of them, nor within one, nor what the waiver is about (its
    topics: a waiver "arising from the change of control" is that clause's). A waiver's
    matter is the breach it names; a consent's is the transaction it consents to."""
    if record.frame != "waived" or not record.parts or not part:
        return False
    top = part.split(".")[0]
    if not any(p.split(".")[0] == top for p in record.parts):
        return False  # it names another clause's parts (clause numbers decide elsewhere)
    if _control(set(record.topics) or topics(record.quote)) & _control(topics(hit_text)):
        return False
    return not any(
        part == p or part.startswith(p + ".") or p.startswith(part + ".") for p in record.parts
    )


def may_resolve(record: OnFile, kind: str, path: str, today: date | None) -> bool:
    """Whether ``record`` can resolve a ``kind`` match in the document at ``path`` at all: its
    frame answers the kind, it is another document, and what it announces has come about."""
    frame = next(f for f in FRAMES if f.name == record.frame)
    if frame.kinds is not None and kind not in frame.kinds:
        return False
    return record.path != path and has_ended(record, today)


def matches_on_file(
    record: OnFile,
    kind: str,
    path: str,
    clause: str,
    claim_like: bool,
    hit_text: str = "",
    today: date | None = None,
) -> bool:
    """Whether ``record`` (in another document) resolves a ``kind`` match in the document at
    ``path`` under clause ``clause``: same party (named in the document's file name) and the
    same agreement, and the same matter: the clause it names, or what it is about (a waiver
    of a late compliance certificate does not waive the change-of-control default). An
    agreement that ended ends all its clauses; a settlement settles the claim."""
    frame = next(f for f in FRAMES if f.name == record.frame)
    if frame.kinds is not None and kind not in frame.kinds:
        return False
    name = PurePath(path).stem
    if record.path == path or not has_ended(record, today):
        return False
    if record.occasion and not same_occasion(
        file_dates(name) | dates_in(hit_text), record.occasion
    ):
        # a waiver of the breach at one test date: the covenant is tested again at the next
        return False
    # a letter that names the document by its kind and date ("your compliance certificate for
    # the Test Date of 31 December 2023") is about that document, whatever its file is called
    named_doc = refers_to(record, path)
    # the party is named by the file or by its folder ("Hallam Fresh Foods/Master Services
    # Agreement 2025.docx": a data room's folder per customer)
    from diligence_tui.offline.crossdoc import party_of

    # the folder counts when it names a party, not a subject ("E Operations and regulatory")
    where = f"{party_of(path)} {name}".lower()
    # a register's row names whose entry it is ("Bank of the Foyle plc | Debenture ... |
    # Registered" on a registry printout): the parties the row names count as the file's
    row_parties = _row_names(hit_text) if DR.is_register_name(name) else set()
    # the party the record's own file name carries, named whole by this file's name ("Landlord
    # consent - East Tamaki 20 October 2025" from Ngai Developments, for "Deed of Lease - 7 Lady
    # Fisher Place East Tamaki")
    filed_as = _keys(party_of(record.path))
    if (
        not named_doc
        and not any(p in where for p in record.parties)
        and not (row_parties & set(record.parties))
        and not (filed_as and filed_as <= set(re.findall(r"[a-z]+", where)))
    ):
        return False
    years = set(re.findall(r"\b(?:19|20)\d\d\b", name))
    if record.dated and years and not years & set(record.dated) and not named_doc:
        return False  # "the agreement dated 2 September 2019" is not the 2022 agreement
    # "clauses 21.1 and 21.3 of the lease": the clause of the kind of document this file is
    named_clause = bool(clause) and clause in record.clauses
    same_agreement = (
        named_doc
        or _agreement_matches(record.agreements, name)
        or (named_clause and any(n in name.lower() for n in record.nouns))
    )
    if record.frame == "superseded":  # an amendment deletes a clause: it must be this one
        # of the agreement it names, or of "the Contract" when the file name says Contract
        named = same_agreement or any(n in name.lower() for n in record.nouns)
        return bool(clause) and clause in record.clauses and named
    if record.until and same_agreement:
        return True  # the agreement's announced end ("It will expire in accordance with
        # Section 2.1 on ..."), past: the section named is its term, the whole agreement ended
    if record.clauses and clause and clause not in record.clauses and not named_doc:
        return False  # it resolves another clause of the agreement (a named document's
        # paragraphs are numbered on their own)
    if (
        record.frame == "released"
        and (
            same_agreement
            or _same_instrument(record, name)
            # the debenture's own words: "charges, by way of first fixed charge, its book debts"
            or _same_instrument(record, hit_text)
        )
        and not record.clauses
        and kind in ("liens", "guarantee") + DEFAULTS
    ):
        return True  # a deed of release discharges the security or guarantee it names, whole
    if named_doc and record.occasion:
        return True  # the document that reported the one breach waived
    if (
        kind in DEFAULTS
        and record.frame in ("cured", "waived")
        and not record.occasion
        and set(record.parts) & parts_named(hit_text)
    ):
        # the lender's letter (its party named by this file) that the default under the
        # sub-clause this notice names "has been remedied" or is waived
        return True
    # an agreement that ended ends all its clauses: the agreement it names, or the one of its
    # party dated as it says ("the distribution agreement ... dated 4 June 2018")
    dated = bool(record.dated and years & set(record.dated))
    if record.frame in ("terminated", "expired") and (same_agreement or dated):
        return True
    if claim_like and kind in CLAIMS and record.frame in ("settled", "released", "withdrawn"):
        return True
    same_matter = bool(clause and clause in record.clauses) or bool(
        (set(record.topics) or topics(record.quote)) & topics(hit_text)
    )
    return same_agreement and same_matter


ON_FILE_RE = re.compile(r"^Resolved on file \(JSON\): (\[.*\])\s*$", re.M)


def from_prompt(head: str) -> tuple[OnFile, ...]:
    """The resolutions on file the lead reviewer lists in its instructions."""
    out: list[OnFile] = []
    for m in ON_FILE_RE.finditer(head):
        try:
            data = json.loads(m.group(1))
        except json.JSONDecodeError:
            continue
        for item in data if isinstance(data, list) else []:
            record = OnFile.from_json(item) if isinstance(item, dict) else None
            if record is not None:
                out.append(record)
    return tuple(out)
