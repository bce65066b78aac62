"""A side letter against the agreement it modifies (a check of the offline playbook's
contradictions step, like :mod:`diligence_tui.offline.crossdoc`).

A letter is a side letter to an agreement, whatever its heading, when it names the agreement
and overrides its clauses ("notwithstanding anything to the contrary in Sections 5.3, 5.4 or
14.1 of the Agreement"), changes prices, rebates or termination rights, or is to be kept from
others ("Neither party will disclose this letter ... to any prospective investor in or acquirer
of Heliant"). The finding quotes the letter, the clauses it overrides as the agreement has them,
the agreement's variation or entire-agreement clause and the sellers' answer that there are no
side letters.
"""

from __future__ import annotations

import re
from typing import Any

from diligence_tui.offline import doc_roles as DR
from diligence_tui.offline.answers import denials
from diligence_tui.offline.crossdoc import Page, by_doc, cite, finding, short
from diligence_tui.offline.resolution import names_in

_I = re.I

# what it changes: prices held or cut, an exit the agreement does not give, a right not used
_CHANGES = re.compile(
    r"\bnotwithstanding\b|\b(rebate|discount|price freeze|price hold|not increase)\b"
    r"|\bmay (end|terminate)\b|\bnot exercise its right\b"
    r"|\bmay bring\b[^.]{0,60}\bto an end\b|\bno early termination (?:charge|fee|payment)\b"
    r"|\b(?:will|shall) (?:remain at|stay at)\b[^.]{0,40}\b(?:rates?|prices?|charges?|fees?)\b"
    r"|\b(?:will|shall) not be (?:adjusted|increased|indexed)\b"
    # a lease's concessions: rent forgone, an early way out
    r"|\bno rent (?:will|shall|is to) be (?:payable|paid|due|charged)\b|\brent[- ]free\b"
    r"|\bmay surrender\b"
    # a price cut said plainly: "we'll take 15% off every monthly invoice"
    r"|\b\d+(?:\.\d+)?\s?% off\b|" + DR.SECRET,
    _I,
)
# "clause 7.2", "Sections 5.3, 5.4 or 14.1"
_CLAUSE_NAMED = re.compile(
    r"\b(?:clauses?|sections?|paragraphs?|articles?)\s+(\d{1,3}(?:\.\d{1,3})*"
    r"(?:(?:\s*,\s*|\s+(?:and|or)\s+)\d{1,3}(?:\.\d{1,3})*)*)",
    _I,
)
_VARIATION = re.compile(
    r"\b(no variation|vari(?:ation|ed)[^.]{0,80}\bin writing|no (amendment|modification)[^.]{0,80}\bunless|"
    r"amend\w*[^.]{0,80}\bsigned by|entire agreement|whole agreement)\b",
    _I,
)
# what a letter changes and an agreement fixes: the words of the term itself
_TOPIC = re.compile(
    r"\b(surrender|terminat|rebate|discount|allowance|exclusiv|renew|refund|fee)\w*"
)
# the sellers' answer that there are none ("Confirmed: there are no side letters, rebate
# arrangements or other understandings with customers")
_SIDE_TOPIC = re.compile(r"\bside letters?\b|\brebates?\b|\bunderstandings?\b", _I)


def numbers_named(text: str) -> list[str]:
    """The clause numbers a passage names ("Sections 5.3, 5.4 or 14.1" -> 5.3, 5.4, 14.1)."""
    out = []
    for m in _CLAUSE_NAMED.finditer(text):
        out += re.findall(r"\d{1,3}(?:\.\d{1,3})*", m.group(1))
    return list(dict.fromkeys(out))


_NEXT_CLAUSE = re.compile(r"(?<=[.;:])\s+\d{1,3}\.\d{1,3}\.?\s+[A-Z]")


def clause_text(p: Page, number: str) -> list[str]:
    """The sentences of clause ``number`` on a page (from "14.1" to the next clause number;
    its heading aside): "Neither party may terminate this Agreement for convenience ..."."""
    line = re.search(rf"(?m)^[ \t]*{re.escape(number)}\.?[ \t]+\S[^\n]*", p.text)
    if line and len(line.group(0).split()) <= 6 and "." not in number:
        # a heading ("18. Term and termination"): the clause is what its sub-clauses say
        subs = [s for s in p.sentences if re.match(rf"\W*{re.escape(number)}\.\d", s)]
        if subs:
            return subs[:2]
    if line and not _NEXT_CLAUSE.search(line.group(0), len(number) + 2):
        return [line.group(0).strip()]  # the clause is its line
    at = re.search(
        rf"(?:^|(?<=[.;:]\s)|(?<=\n))\W*{re.escape(number)}\.?\s+(?=[A-Z(])", p.text, re.M
    )
    if at is None:
        return []
    nxt = re.compile(r"(?:^|(?<=[.;:]\s)|(?<=\n))\W*\d{1,3}\.\d{1,3}\.?\s+(?=[A-Z(])", re.M)
    end_at = nxt.search(p.text, at.end())
    end = end_at.start() if end_at else len(p.text)
    out, pos = [], 0
    for s in p.sentences:
        i = p.text.find(s, pos)
        if i < 0:
            continue
        pos = i
        if at.start() <= i < end and len(s.split()) >= 5:
            out.append(s)
    return out[:2]


def side_letter_conflicts(pages: list[Page]) -> list[dict[str, Any]]:
    """A letter that changes a signed agreement (prices, rebates, termination rights) outside
    it, often kept confidential: the agreement on file does not say what the parties agreed.
    A letter is a side letter when it overrides named clauses of an agreement it names, or is
    to be kept from others, whatever its heading; the sellers' answer that there are none is
    cited with it."""
    out = []
    docs = by_doc(pages)
    for doc, letter_pages in docs.items():
        letter = letter_pages[0]
        text = "\n".join(p.text for p in letter_pages)
        if not DR.is_side_letter(letter.name, text):
            continue
        named = DR.agreements_named(text)
        parties = names_in(text[:1200]) | ({letter.party_key} if letter.party_key else set())
        # a letter about "the lease" (or licence, deed) of a property or party it names: the
        # instrument of that kind in the room whose file names what the letter names
        # (a deal paper, a disclosure letter that speaks of "the lease", changes nothing)
        kinds = [
            k
            for k in ("lease", "licence", "license", "deed")
            if re.search(rf"\bthe {k}\b", text, _I) and not DR.is_deal_paper(letter)
        ]
        for agreement_name in named + [k.title() for k in kinds]:
            words = [w for w in agreement_name.lower().split() if w != "agreement"]
            instrument = "agreement" if agreement_name in named else agreement_name.lower()
            target = next(
                (
                    p
                    for d, ps in docs.items()
                    if d != doc
                    for p in ps
                    if all(w in p.name.lower() for w in words)
                    and instrument in p.name.lower()
                    and (
                        p.party_key in parties
                        or (instrument != "agreement" and p.party_key in text.lower())
                        # the letter's file names the party ("Email to Tasman Port Services")
                        or re.search(rf"\b{re.escape(p.party_key)}\b", letter.name.lower())
                    )
                    and p.party_key
                    and not DR.is_correspondence_name(p.name)
                ),
                None,
            )
            if target is None:
                continue
            changes = [s for p in letter_pages for s in p.sentences if _CHANGES.search(s)][:5]
            if not changes:
                continue
            agreement = [p for p in docs[target.doc]]
            # the clauses the letter overrides ("notwithstanding ... Sections 5.3, 5.4 or 14.1",
            # "whatever clause 18 of the O&M Agreement says"),
            # else those it names, as the agreement's own words
            overridden = [
                n
                for s in changes
                for m in re.finditer(
                    r"\b(?:notwithstanding|despite|whatever|regardless of)\b(?:[^.]|\.(?=\d)){0,160}",
                    s,
                    _I,
                )
                for n in numbers_named(m.group(0))
            ] or numbers_named(" ".join(changes))
            own = [(p, s) for n in overridden for p in agreement for s in clause_text(p, n)][:6]
            if not own:
                # no clause named: the agreement's sentences on what the letter changes
                # ("may surrender" against "no right to surrender this lease")
                topics = {t for c in changes for t in _TOPIC.findall(c.lower())}
                own = [
                    (p, s)
                    for p in agreement
                    for s in p.sentences
                    if topics & set(_TOPIC.findall(s.lower())) and not _VARIATION.search(s)
                ][:2]
            variation = [(p, v) for p in agreement for v in p.find(_VARIATION) if len(v) > 40][:1]
            if agreement_name not in named and not (own or variation):
                continue  # a letter about a lease it quotes nothing of: no join made
            secret = any(re.search(DR.SECRET, s, _I) for s in changes)
            said_none = denials(pages, _SIDE_TOPIC, lambda r: True, skip=doc)[:1]
            out.append(
                finding(
                    f"Side letter changes the {agreement_name} with {target.party}",
                    "side_letter",
                    "high",
                    f"{letter.path} changes the terms of the {agreement_name} ({target.path}) "
                    "outside the agreement itself: "
                    + " ".join(f'"{short(s)}"' for s in changes)
                    + (
                        ". The agreement's own terms say otherwise: "
                        + " ".join(f'"{short(s)}"' for _, s in own)
                        if own
                        else ""
                    )
                    + (f'. Its variation clause: "{short(variation[0][1])}"' if variation else "")
                    + (
                        ". The letter is to be kept from investors or acquirers, so the disclosed "
                        "agreement understates what the company gave."
                        if secret
                        else "."
                    )
                    + (
                        f' The sellers\' answer says there is none: "{short(said_none[0][1])}" '
                        f"({said_none[0][0].path})."
                        if said_none
                        else ""
                    ),
                    "Treat the side letter as part of the agreement: price the rebate or "
                    "termination right it grants, ask for every other side letter, and cover "
                    "them by a specific warranty.",
                    [
                        cite(letter_pages[0], s)
                        if s in letter_pages[0].text
                        else _cite_in(letter_pages, s)
                        for s in changes
                    ]
                    + [cite(p, s) for p, s in own + variation]
                    + [cite(p, r) for p, r in said_none],
                )
            )
            break  # one finding per letter
    return out


def _cite_in(pages: list[Page], quote: str) -> dict[str, Any]:
    """A citation of ``quote`` on the page of ``pages`` that holds it."""
    return cite(next((p for p in pages if quote in p.text), pages[0]), quote)
