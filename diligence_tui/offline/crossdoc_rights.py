"""Rights one document grants that another document says nobody has (a check of the offline
playbook's contradictions step, like :mod:`diligence_tui.offline.crossdoc_more`):

* an instrument that converts into shares or lets its holder call for them (convertible notes,
  warrants) against a capitalisation table's note or a warranty that no person holds any
  convertible security or right to be issued shares;
* an executive's duty to hold no other business interest without the board's consent against
  another document that shows the executive as a director or shareholder of another company.

The finding cites both documents, each quote copied verbatim from the page text.
"""

from __future__ import annotations

import re
from pathlib import PurePath
from typing import Any

from diligence_tui.offline import facts as F
from diligence_tui.offline import rows
from diligence_tui.offline.crossdoc import Page, by_doc, cite, finding, key_of, short

_I = re.I

# -- a right to shares against "no person holds any convertible security" --------------------------

# what makes a document the grant of a right to shares: it converts into them, or its holder
# may subscribe for them ("convert the capitalised face value of all its Notes into ordinary
# shares", "the Holder may subscribe for 250,000 Shares at the Exercise Price")
_CONVERTS = re.compile(
    r"\bconvert\w*\b[^.;]{0,120}?\binto\b[^.;]{0,30}?\b(?:ordinary |preference |common )?shares\b"
    r"|\b(?:holder|noteholder|subscriber|lender)\b[^.;]{0,40}\bmay (?:subscribe for|call for the issue of)\b"
    r"[^.;]{0,60}\bshares\b",
    _I,
)
_INSTRUMENT = re.compile(
    r"\b(convertible (?:notes?|loan|bonds?|securit\w+)|warrant (?:deed|instrument)|notes?|warrants?)\b",
    _I,
)
# "no person holds or is entitled to any option, convertible security or other right to be
# issued shares"; "no person has any right to call for the issue of any share"
_NONE_HELD = re.compile(
    r"\bno (?:person|one|party|third party)\b[^.;]{0,80}?\b(?:holds?|has|have|is entitled to)\b"
    r"[^.;]{0,80}?\b(?:convertible|right to (?:call for|require|subscribe)|right to be issued|"
    r"right to (?:the )?issue)",
    _I,
)


def _holder(p: Page, text: str) -> str:
    """Who holds the instrument: the party its file name carries, else its first company."""
    if p.party:
        return p.party
    named = [n for n in F.extract_parties(text) if not re.search(r"\bissuer\b", n, _I)]
    return named[1] if len(named) > 1 else (named[0] if named else "the holder")


def convertible_conflicts(pages: list[Page]) -> list[dict[str, Any]]:
    """A deed that gives its holder shares on conversion against a statement in another
    document (a capitalisation table's note, a capital warranty) that nobody holds any
    convertible security or right to be issued shares, naming neither the holder nor the
    instrument."""
    docs = by_doc(pages)
    grants: list[tuple[str, Page, str, str]] = []
    for doc, ps in docs.items():
        if not _INSTRUMENT.search(ps[0].name + " " + ps[0].text[:400]):
            continue
        found = next(((p, s) for p in ps for s in p.sentences if _CONVERTS.search(s)), None)
        if found is not None:
            holder = _holder(ps[0], "\n".join(p.text for p in ps)[:1200])
            grants.append((doc, found[0], found[1], holder))
    out = []
    for doc, grant_page, clause, holder in grants[:3]:
        key = key_of(holder)
        said = [
            (p, s)
            for p in pages
            if p.doc != doc
            for s in p.sentences
            if _NONE_HELD.search(s) and not (key and key in s.lower())
        ]
        if not said:
            continue
        # one per document that says so: a cap table's note, a warranty, a disclosure
        firsts: dict[str, tuple[Page, str]] = {}
        for p, s in said:
            firsts.setdefault(p.doc, (p, s))
        denials = list(firsts.values())[:3]
        out.append(
            finding(
                f"Convertible instrument held by {holder} contradicts the statement that no one "
                f"has a right to shares ({denials[0][0].name})",
                "capitalisation",
                "high",
                f'{grant_page.path} gives {holder} a right to shares: "{short(clause)}". '
                + " ".join(f'{p.path} says no one has one: "{short(s)}".' for p, s in denials)
                + " The capitalisation the price is set on leaves out the shares (or the "
                "redemption amount) the instrument calls for on a sale, and the capital warranty "
                "is untrue as it stands.",
                "Add the instrument to the fully diluted capitalisation at the sale price, price "
                "its conversion or redemption on completion, and have the warranty and the "
                "capitalisation table corrected.",
                [cite(grant_page, clause)] + [cite(p, s) for p, s in denials],
            )
        )
    return out


# -- an executive's other business without the board's consent ----------------------------------

# "must not, without the prior written consent of the Board, be directly or indirectly engaged,
# concerned or interested in any other business, whether as director, employee, shareholder ..."
_NO_OTHER_BUSINESS = re.compile(
    r"\bmust not\b[^.;]{0,80}?\bwithout\b[^.;]{0,40}?\bconsent\b[^.;]{0,80}?"
    r"\b(?:engaged|concerned|interested|involved)\b[^.;]{0,40}?\b(?:any )?other business\b"
    r"|\b(?:shall|will|must) not\b[^.;]{0,60}?\b(?:engaged|concerned|interested|involved) in any other "
    r"business\b[^.;]{0,120}?\bwithout\b[^.;]{0,40}?\bconsent\b",
    _I,
)
# the executive named in the agreement: "and Rohan Vikram Sethi (Executive)"
_EXECUTIVE = re.compile(
    r"\b(?P<name>[A-Z][a-z]+(?: [A-Z][a-z]+){1,3})\s*\((?:the )?[\"“]?(?:Executive|Employee)[\"”]?\)"
)
# a register's line, in capitals as registers print them: "QUOLLWARE PTY LTD (ACN 659 118 204)"
_REGISTERED = re.compile(
    r"\b[A-Z][A-Za-z0-9&'-]*(?: [A-Z][A-Za-z0-9&'-]*){0,5} (?i:pty ltd|pty limited|limited|ltd|inc|llc|plc)\b"
)
_OFFICE = re.compile(
    r"\b(director|shareholder|shareholding|shares in|holds? [^.;]{0,20}shares)\b", _I
)


def _interests(pages: list[Page], skip: str, first: str, last: str) -> list[tuple[Page, str]]:
    """Passages elsewhere that show the person as director or shareholder of a company: a
    sentence or row naming the person, an office and a company; or a register's block headed
    by the person's name, whose lines name the companies and the offices."""
    out: list[tuple[Page, str]] = []
    person = re.compile(rf"\b{re.escape(first)}\b(?:\s+[A-Z][a-z]+)?\s+{re.escape(last)}\b", _I)
    for p in pages:
        if p.doc == skip:
            continue
        # a sheet's or a CSV's row is one record (its cells are no sentences of their own)
        tabular = PurePath(p.path).suffix.lower() in rows.TABULAR
        for s in [x for x in p.text.split("\n") if x.strip()] if tabular else p.sentences:
            m = person.search(s)
            companies = [c for c in F.PARTY_RE.findall(s) if last.lower() not in c.lower()]
            if m and _OFFICE.search(s[m.end() :]) and companies:
                out.append((p, s))
                break
        else:
            lines = p.text.split("\n")
            for i, line in enumerate(lines):
                if not person.search(line) or F.PARTY_RE.search(line):
                    continue
                for below in lines[i + 1 : i + 4]:
                    if not below.strip():
                        break
                    company = _REGISTERED.search(below)
                    if company and last.lower() not in company.group(0).lower():
                        if re.search(r"\bdirector\b", below, _I):
                            out.append((p, below.strip()))
                        break
                if out and out[-1][0] is p:
                    break
    return out


def outside_interest_conflicts(pages: list[Page]) -> list[dict[str, Any]]:
    """An executive's agreement that forbids any other business interest without the
    board's consent, against another document that shows the executive as a director or
    shareholder of another company (a register search, an answer to the buyer's questions)."""
    out = []
    for doc, ps in by_doc(pages).items():
        text = "\n".join(p.text for p in ps)
        who = _EXECUTIVE.search(text[:1500])
        clause = next(((p, s) for p in ps for s in p.find(_NO_OTHER_BUSINESS)), None)
        if who is None or clause is None:
            continue
        names = who.group("name").split()
        found = _interests(pages, doc, names[0], names[-1])
        if not found:
            continue
        consent_sought = [
            (p, s) for p, s in found if re.search(r"\bno (?:board )?consent\b", s, _I)
        ]
        page, clause_text = clause
        out.append(
            finding(
                f"{who.group('name')} holds another business interest that needs the board's "
                "consent",
                "key_person_conflict",
                "medium",
                f"{page.path} forbids {who.group('name')} any other business interest without the "
                f'board\'s consent: "{short(clause_text)}". '
                + " ".join(f'{p.path}: "{short(s)}".' for p, s in found[:2])
                + (
                    " No board consent was sought."
                    if consent_sought
                    else " No board consent to it is in the room."
                )
                + " A key person's outside company may compete with the business, draw on its "
                "time or deal with it.",
                "Ask for the board's consent or require the interest to be given up before "
                "completion; check whether the company competes or deals with the group, and "
                "tie the key person's restraint to the sale.",
                [cite(page, clause_text)] + [cite(p, s) for p, s in found[:2]],
            )
        )
    return out
