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

from diligence_tui.offline import doc_roles as DR
from diligence_tui.offline import facts as F
from diligence_tui.offline.crossdoc import Page, by_doc, cite, finding, short

_I = re.I
_ENTITY = (
    r"(?P<entity>(?:[A-Z][A-Za-z0-9&'-]+\s+){1,5}(?:LLC|L\.L\.C\.|Inc\.|Ltd\.?|Limited|L\.P\.|LP|"
    r"Corp\.|GmbH|plc|LLP))"
)
# who owns or runs it: "is the managing member of", "holds all of the membership interests in",
# "is wholly owned by", "owns 100% of"
# "holds one half of the issued shares in", "owns fifty percent of the outstanding membership
# interests of", "holds 50% of the shares"
_SHARE = (
    r"(?:all|a majority|\d{2,3}(?:\.\d+)?\s?%|(?:one|a) half|half|(?:one|two|a) thirds?|"
    r"(?:fifty|sixty|seventy|eighty|ninety|one hundred)(?:[- ]\w+)? (?:per ?cent|percent))"
)
_HOLDS = re.compile(
    r"\b(?:is (?:the )?(?:managing|sole) member of|is the (?:sole |majority )?(?:owner|shareholder|"
    rf"stockholder) of|holds? {_SHARE} of the (?:issued |outstanding )?(?:membership interests|"
    rf"shares|share capital|stock|equity|units)|owns? {_SHARE} of)\b"
    r"(?:[^.;]|\.(?=\S)){0,120}?" + _ENTITY,
)
_OWNED = re.compile(
    _ENTITY + r",?\s+(?:is|was)\s+(?:wholly\s+|majority\s+|beneficially\s+)?(?:owned|controlled)"
    r"(?:\s+and\s+(?:controlled|managed))?\s+by\b"
    # "Tarrant Nominees Pty Ltd as trustee for the Tarrant Family Trust, a company of which
    # Joanne Tarrant, the managing director of the Tenant, is the sole director and
    # shareholder"; "..., a company controlled by the Company's managing director"
    r"|" + _ENTITY.replace("?P<entity>", "?P<entity2>") + r"[^.;]{0,80}?,\s+(?:a|an)\s+"
    r"(?:company|entity|business|trust|partnership)\s+(?:(?:of which|whose)\b[^.;]{0,120}?\b"
    r"(?:sole |only |majority )?(?:director|shareholder|owner|member|trustee|beneficiar)"
    r"|(?:wholly |majority |ultimately )?(?:owned|controlled|run)(?: and (?:owned|controlled|managed))? by)"
)
_PERSON = re.compile(r"\b(?:Dr|Mr|Mrs|Ms|Miss)\.?\s+(?P<name>[A-Z][a-z]+)\b")
_INSIDER = re.compile(
    r"chief \w+ officer|\bCEO\b|\bCFO\b|\bCOO\b|\bCTO\b|\bpresident\b|\bfounder\b|\bdirector\b|"
    r"\bchair(?:man|woman|person)?\b|\bmanaging member\b",
    _I,
)
_DEALS = re.compile(r"\b(landlord|lease\w*|rent\w*|lend\w*|loan|supplier|pays?|paid|fees?)\b", _I)


def _held(pages: list[Page]) -> list[tuple[Page, str, str, str]]:
    """Companies an insider holds or runs: (page, sentence, entity, insider's name)."""
    out = []
    for p in pages:
        for s in p.sentences:
            m = _HOLDS.search(s) or _OWNED.search(s)
            # the dealing may be the field the sentence fills ("Landlord: Tarrant Nominees ...")
            at = p.text.find(s[:60])
            label = p.text[max(0, at - 40) : at] if at > 0 else ""
            field = next((ln for ln in reversed(label.split("\n")) if ln.strip()), "")
            if not m or not (_DEALS.search(s) or _DEALS.search(field)):
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
            entity = m.groupdict().get("entity") or m.group("entity2")
            out.append((p, s, " ".join(entity.split()), name))
    return out


def _related_party(
    title: str,
    entity: str,
    evidence: list[tuple[Page, str, str]],
    nones: list[tuple[Page, str]],
    money_text: str,
) -> dict[str, Any]:
    """The one shape of an insider's-company finding: what shows the insider holds or runs
    ``entity`` and deals with the company (each passage with what it shows), the disclosures
    that say there are no related-party dealings, and the largest amount of the dealing."""
    amounts = F.extract_amounts(money_text)
    return finding(
        title,
        "related_party",
        "high",
        " ".join(f'{lead}: "{short(quote)}".' for _, quote, lead in evidence)
        + "".join(f' {p.path} discloses none: "{short(q)}".' for p, q in nones)
        + f" Dealings with {entity} are related-party transactions"
        + (" that the schedules and answers leave out" if nones else "")
        + ": their terms may not be at arm's length, and a warranty that there are none is "
        "untrue as it stands.",
        f"Have the dealings with {entity} disclosed against the warranty as related-party "
        "transactions; check their terms against the market (rent, term, renewals) and whether "
        "they survive closing.",
        [cite(p, q) for p, q, _ in evidence] + [cite(p, q) for p, q in nones],
        exposure=max(amounts, key=lambda a: a.value).text if amounts else "",
    )


def _said_none(pages: list[Page]) -> list[tuple[Page, str]]:
    """What the seller's papers say there are no related-party dealings in: a disclosure
    section, a schedule's cell, a Q&A answer (:func:`crossdoc_none.statements`), one per
    document, disclosure letters first."""
    from diligence_tui.offline.crossdoc_none import statements

    out: dict[str, tuple[Page, str]] = {}
    for st in statements(pages):
        if st.none and st.topic.kinds == frozenset({"related_party"}):
            out.setdefault(st.page.doc, (st.page, st.quote))
    return sorted(out.values(), key=lambda pq: not DR.is_disclosure(pq[0]))


def insider_conflicts(pages: list[Page]) -> list[dict[str, Any]]:
    """An insider's company dealing with the target, against a schedule or an answer saying
    there are no related-party dealings."""
    out = []
    seen: set[str] = set()
    said_none: list[tuple[Page, str]] | None = None
    for page, said, entity, name in _held(pages):
        if entity in seen:
            continue
        if said_none is None:
            said_none = _said_none(pages)
        nones = [(p, q) for p, q in said_none if p.doc != page.doc][:1]
        answers = [(p, q) for p, q in said_none if p.doc != page.doc][1:2]
        if not nones:
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
        who = name or "an officer"
        out.append(
            _related_party(
                f"{entity} is held by {who}, an insider; the disclosures say there are no "
                "related-party dealings",
                entity,
                [(page, said, f"{page.path} says")]
                + (
                    [(signed[0], signed[1], f"{signed[0].path} is signed for it by {name}")]
                    if signed
                    else []
                ),
                nones[:1] + answers[:1],
                page.text,
            )
        )
    return out


# -- a registry's officers shared with the company's own --------------------------------------

# a registry extract (a corporation profile report, a company's officers list, a secretary of
# state's filing): the entity it is about and the people it lists as its directors or officers
_ENTITY_LINE = re.compile(
    r"(?im)^[ \t]*(?:corporation|company|entity|registered)\s+name\s*:\s*(?P<name>[^\n]{3,80}?)\s*$"
)
_OFFICES = re.compile(r"(?i)\b(?:directors?|officers?|managers?|members?|partners?|trustees?)\b")
_PERSON_LINE = re.compile(
    r"(?im)^[ \t]*(?:full\s+)?name\s*:\s*(?P<person>[A-Za-z][A-Za-z.'-]+(?:[ \t]+[A-Za-z][A-Za-z.'-]+){1,3})"
)


def _registry(own: list[Page]) -> tuple[str, list[tuple[Page, str, str]]] | None:
    """(entity, [(page, line, person)]) of a registry extract: the people listed under its
    directors' or officers' headings."""
    m = next((m for p in own for m in [_ENTITY_LINE.search(p.text)] if m), None)
    if m is None:
        return None
    people: list[tuple[Page, str, str]] = []
    for p in own:
        office = False
        for line in p.text.split("\n"):
            if _OFFICES.search(line) and len(line.split()) <= 4 and ":" not in line:
                office = True  # "ACTIVE DIRECTOR(S)", "Officers"
                continue
            if office and not line.strip():
                continue
            person = _PERSON_LINE.match(line)
            if office and person:
                people.append((p, line.strip(), " ".join(person.group("person").split())))
            elif office and line.strip() and line.isupper() and ":" not in line:
                office = False  # the next heading ("CORPORATE NAME HISTORY")
    return " ".join(m.group("name").split()), people


def _mentions(pages: list[Page], name: str, skip: set[str]) -> list[tuple[Page, str]]:
    """Sentences of other documents that name ``name`` (case and spacing aside)."""
    pattern = re.compile(r"\s+".join(map(re.escape, name.split())), _I)
    return [(p, s) for p in pages if p.doc not in skip for s in p.sentences if pattern.search(s)]


def registry_conflicts(pages: list[Page]) -> list[dict[str, Any]]:
    """A counterparty whose registry extract lists a director or an officer of the company
    itself (a landlord whose president and secretary sit on the company's board or hold its
    shares): a related party, whatever its name. Cites the counterparty's extract, the
    company's, the document that deals with it and a disclosure that says there is none."""
    docs = by_doc(pages)
    registries = {d: r for d, own in docs.items() for r in [_registry(own)] if r and r[1]}
    if len(registries) < 2:
        return []
    # the company itself: the entity of an extract that the most documents name
    named = {
        d: len({p.doc for p, _ in _mentions(pages, entity, {d})})
        for d, (entity, _) in registries.items()
    }
    own_doc = max(named, key=lambda d: named[d])
    own_entity, insiders = registries[own_doc]
    by_name = {person.lower(): (p, line) for p, line, person in insiders}
    out = []
    said_none: list[tuple[Page, str]] | None = None
    for d, (entity, people) in registries.items():
        if d == own_doc:
            continue
        shared = [(p, line, person) for p, line, person in people if person.lower() in by_name]
        if not shared:
            continue
        dealing = next(
            (
                (p, s)
                for p, s in _mentions(pages, entity, set(registries))
                if _DEALS.search(s) or re.search(r"\b(?:between|lease|agreement)\b", s, _I)
            ),
            None,
        )
        if dealing is None:
            continue
        if said_none is None:
            said_none = _said_none(pages)
        nones = [(p, q) for p, q in said_none if p.doc not in (d, own_doc, dealing[0].doc)]
        p0, line0, person = shared[0]
        op, oline = by_name[person.lower()]
        out.append(
            _related_party(
                f"{entity} is run by {person.title()}, who is also an officer or director of "
                f"{own_entity.title()}: a related party",
                entity,
                [
                    (
                        p0,
                        line0,
                        f"{p0.path} lists {person.title()} among the officers or directors of {entity}",
                    ),
                    (op, oline, f"{op.path} lists the same person for {own_entity}"),
                    (dealing[0], dealing[1], f"{dealing[0].path} deals with {entity}"),
                ],
                nones[:1],
                " ".join(p.text for p in docs[dealing[0].doc]),
            )
        )
    return out
