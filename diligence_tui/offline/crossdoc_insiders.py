"""An insider's company that deals with the target against the disclosures that say there is
none (a check of the offline playbook's contradictions step, like
:mod:`diligence_tui.offline.crossdoc_more`).

The insider is named where a director declares an interest ("he is the managing member of, and
holds all of the membership interests in, Cedar Loop Properties LLC, the landlord of the
Plymouth facility"), in a related-party note or in a signature block; the denial is a disclosure
schedule's affiliate-transactions section that reads "None", or a Q&A answer "No." to a question
on related parties. A denial is a statement to test, not itself a related-party transaction.
"""

from __future__ import annotations

import re
from typing import Any

from diligence_tui.offline import facts as F
from diligence_tui.offline.answers import denials
from diligence_tui.offline.crossdoc import Page, by_doc, cite, finding, short

_I = re.I
_ENTITY = (
    r"(?P<entity>(?:[A-Z][A-Za-z0-9&'-]+\s+){1,5}(?:LLC|L\.L\.C\.|Inc\.|Ltd\.?|Limited|L\.P\.|LP|"
    r"Corp\.|GmbH|plc|LLP))"
)
# who owns or runs it: "is the managing member of", "holds all of the membership interests in",
# "is wholly owned by", "owns 100% of"
_HOLDS = re.compile(
    r"\b(?:is (?:the )?(?:managing|sole) member of|is the (?:sole |majority )?(?:owner|shareholder|"
    r"stockholder) of|holds? (?:all|a majority|\d{2,3}(?:\.\d+)?\s?%) of the (?:membership interests|"
    r"shares|stock|equity|units)|owns? (?:all|a majority|\d{2,3}(?:\.\d+)?\s?%) of)\b"
    r"(?:[^.;]|\.(?=\S)){0,120}?" + _ENTITY,
)
_OWNED = re.compile(
    _ENTITY + r",?\s+(?:is|was)\s+(?:wholly\s+|majority\s+|beneficially\s+)?(?:owned|controlled)"
    r"(?:\s+and\s+(?:controlled|managed))?\s+by\b"
)
_PERSON = re.compile(r"\b(?:Dr|Mr|Mrs|Ms|Miss)\.?\s+(?P<name>[A-Z][a-z]+)\b")
_INSIDER = re.compile(
    r"chief \w+ officer|\bCEO\b|\bCFO\b|\bCOO\b|\bCTO\b|\bpresident\b|\bfounder\b|\bdirector\b|"
    r"\bchair(?:man|woman|person)?\b|\bmanaging member\b",
    _I,
)
_DEALS = re.compile(r"\b(landlord|lease\w*|rent\w*|lend\w*|loan|supplier|pays?|paid|fees?)\b", _I)
# a schedule section on affiliate or related-party dealings that reads "None"
_SECTION = re.compile(
    r"(?im)^[^\n]{0,40}\b(?:affiliate|related[- ]party|interested[- ]party|insider)\w*\s+"
    r"(?:transactions?|arrangements?|contracts?|dealings?)\b[^\n]{0,40}(?:\n\s*|:\s*)none\b\.?"
)
_TOPIC = re.compile(
    r"\b(related[- ]part\w*|affiliat\w*|owned by (?:a |any )?(?:director|officer))", _I
)


def _held(pages: list[Page]) -> list[tuple[Page, str, str, str]]:
    """Companies an insider holds or runs: (page, sentence, entity, insider's name)."""
    out = []
    for p in pages:
        for s in p.sentences:
            m = _HOLDS.search(s) or _OWNED.search(s)
            if not m or not _DEALS.search(s):
                continue
            person = _PERSON.search(s)
            name = person.group("name") if person else ""
            # an insider: named with a role in the same document ("Marcus J. Hale (Chair)")
            if name and not re.search(
                rf"\b{name}\b[^\n.;]{{0,40}}(?:{_INSIDER.pattern})", p.text, _I
            ):
                continue
            if not name and not _INSIDER.search(s):
                continue
            out.append((p, s, " ".join(m.group("entity").split()), name))
    return out


def insider_conflicts(pages: list[Page]) -> list[dict[str, Any]]:
    """An insider's company dealing with the target, against a schedule or an answer saying
    there are no related-party dealings."""
    out = []
    docs = by_doc(pages)
    seen: set[str] = set()
    for page, said, entity, name in _held(pages):
        if entity in seen:
            continue
        nones = [
            (p, m.group(0).strip())
            for own in docs.values()
            for p in own
            if p.doc != page.doc
            for m in [_SECTION.search(p.text)]
            if m
        ]
        answers = denials(pages, _TOPIC, lambda r: True, skip=page.doc)
        if not nones and not answers:
            continue
        seen.add(entity)
        key = entity.split()[0].lower()
        # the entity's own paper in the room (a lease signed for it by the insider)
        signed = next(
            (
                (p, s)
                for p in pages
                if p.doc != page.doc
                for s in p.sentences
                if key in s.lower() and name and name in s and re.search(r"\bBy:|/s/", s)
            ),
            None,
        )
        cits = [cite(page, said)] + [cite(p, q) for p, q in nones[:1] + answers[:1]]
        if signed:
            cits.append(cite(*signed))
        who = name or "an officer"
        amounts = F.extract_amounts(page.text)
        out.append(
            finding(
                f"{entity} is held by {who}, an insider; the disclosures say there are no "
                "related-party dealings",
                "related_party",
                "high",
                f'{page.path} says: "{short(said)}".'
                + "".join(
                    f' {p.path} discloses none: "{short(q)}".' for p, q in nones[:1] + answers[:1]
                )
                + (
                    f' {signed[0].path} is signed for it by {name}: "{short(signed[1])}".'
                    if signed
                    else ""
                )
                + f" Dealings with {entity} are related-party transactions that the schedules "
                "and answers leave out: the terms may not be at arm's length, and the warranty is "
                "untrue as it stands.",
                f"Have the dealings with {entity} disclosed against the warranty; check their "
                "terms against the market (rent, term, renewals) and whether they survive closing.",
                cits,
                exposure=max(amounts, key=lambda a: a.value).text if amounts else "",
            )
        )
    return out
