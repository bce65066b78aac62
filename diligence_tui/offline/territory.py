"""An exclusive appointment for a territory against another reseller appointed inside it.

The grant rarely names the places in its own sentence: "the sole and exclusive distributor of
the Products in the Territory", with "Territory" defined as "the area described in Exhibit
A", and the places only under that exhibit's heading. This check follows the defined term to
its definition (a "means" sentence, an exhibit, schedule or annex it points to, or one
headed with the term) and takes the place names there; another document that appoints a
distributor, reseller, dealer or agent somewhere inside those places ("Ontario, Canada" is in
"Canada") is the conflict. Generic product words ("the Products") do not narrow the check;
named products must appear in the other document.
"""

from __future__ import annotations

import re
from datetime import date
from typing import Any

from diligence_tui.offline import doc_roles as DR
from diligence_tui.offline import facts as F
from diligence_tui.offline.crossdoc import Page, by_doc, cite, content_words, finding, short

_I = re.I
_WHERE = r"(?:the\s+)?(?P<where>[A-Z][\w]*(?:[ \t]+(?:of[ \t]+)?[A-Z][\w]*){0,4})"
_GRANTS = (
    re.compile(
        r"\b(?:sole and )?(?<!non-)exclusive (?P<cls>distributor|reseller|dealer|agent|licensee)s?\b"
        r"(?: (?:of|for) (?:the )?(?P<product>[^.;]{3,60}?))? (?:in|within|throughout) " + _WHERE
    ),
    re.compile(
        r"\b(?:shall|will|must) not\b[^.;]{0,80}?\bappoint any (?:other|third) "
        r"(?P<cls>person|party|persons|parties|distributor|reseller|dealer|agent)s?\b"
        r"(?P<product>[^.;]{0,80}?)\b(?:in|within|throughout) " + _WHERE
    ),
)
# "Heliant appoints Lusomed, on a non-exclusive basis, as a distributor of the Products ... in
# the Territory": a non-exclusive appointment inside an exclusive territory breaches it too
_APPOINTS = re.compile(
    r"\bappoints? (?P<who>[\w&' ]{1,40}?),?(?: (?:on|upon) an? [\w-]+ basis,?)? as (?:a|an|its|the|their) "
    r"(?:[\w-]+ ){0,3}(?P<cls>distributor|reseller|dealer|agent)\b"
    r"(?P<rest>[^.;]{0,160}?\b(?:in|within|throughout) (?:the\s+)?(?P<where>[A-Z][\w]*(?:[ \t]+(?:of[ \t]+)?[A-Z][\w]*){0,4}))?",
    _I,
)
_GENERIC_PRODUCT = {
    "products",
    "product",
    "goods",
    "services",
    "market",
    "resell",
    "distribute",
    "resale",
    "sale",
    "sales",
    "marketing",
    "promotion",
    "supply",
}
_PLACE = re.compile(r"\b[A-Z][a-z]+(?:\s+(?:of\s+)?[A-Z][a-z]+)*")
_NOT_PLACES = {
    "The",
    "Territory",
    "Exhibit",
    "Schedule",
    "Annex",
    "Appendix",
    "Products",
    "Including",
}


def _definition(term: str, text: str) -> str:
    """What a defined term stands for in ``text``: its "means" sentence, followed to the
    exhibit or schedule it points to, or a section headed with the term."""
    said = re.search(
        rf"[\"“'‘]{re.escape(term)}[\"”'’]\s+(?:means|shall mean)\s+([^.]{{3,300}})", text
    )
    ref = (
        re.search(r"\b(Exhibit|Schedule|Annex|Appendix)\s+([A-Z0-9]{1,3})\b", said.group(1))
        if said
        else None
    )
    head = None
    if ref:
        head = re.search(
            # the schedule's heading line ("Schedule 3 - Reserved Area"), not a line a PDF
            # wrapped to begin with the reference ("Schedule 3. 'Call-Off' means ...")
            rf"(?m)^\W*{ref.group(1)}\s+{ref.group(2)}\b(?:[ \t]*[-–—:][^\n]*|[ \t]*)\n+(?P<body>[^\n]+)",
            text,
        )
    if head is None and not said:
        head = re.search(
            rf"(?m)^\W*(?:Exhibit|Schedule|Annex|Appendix)\s+\w{{1,3}}\s*[-–:]\s*(?:the\s+)?"
            rf"{re.escape(term)}\b[^\n]*\n+(?P<body>[^\n]+)",
            text,
        )
    if head is not None:
        return head.group("body")
    return said.group(1) if said else ""


def places(where: str, text: str) -> list[str]:
    """The place names a grant's ``where`` covers: itself, or what its definition lists."""
    defined = _definition(where, text)
    if not defined:
        return [where] if where.split()[-1] not in _NOT_PLACES else []
    found = []
    for m in _PLACE.finditer(defined):
        name = re.sub(r"^The\s+", "", m.group(0))
        if name and name.split()[0] not in _NOT_PLACES:
            found.append(name)
    return list(dict.fromkeys(found))


def territory_conflicts(pages: list[Page]) -> list[dict[str, Any]]:
    """An exclusive appointment for a (defined) territory against another distributor or
    reseller appointed inside it."""
    docs = by_doc(pages)
    out, seen = [], set()
    for doc, own in docs.items():
        grant_page = own[0]
        if not grant_page.party_key:
            continue
        text = "\n".join(p.text for p in own)
        for p in own:
            for sentence in p.sentences:
                m = next((g.search(sentence) for g in _GRANTS if g.search(sentence)), None)
                if m is None:
                    continue
                where = " ".join(m.group("where").split())
                covered = places(where, text)
                if not covered:
                    continue
                product = [
                    w
                    for w in content_words(m.group("product") or "")
                    if len(w) > 3 and w not in _GENERIC_PRODUCT
                ]
                for other_doc, theirs in docs.items():
                    other = theirs[0]
                    if other_doc == doc or other.party_key in ("", grant_page.party_key):
                        continue
                    if (doc, other_doc) in seen:
                        continue
                    other_text = "\n".join(q.text for q in theirs).lower()
                    if not all(w in other_text for w in product):
                        continue
                    hit = next(
                        (
                            (q, s, place)
                            for q in theirs
                            for s in q.find(_APPOINTS)
                            for place in covered
                            if grant_page.party_key not in s.lower()
                            and place.lower() in _appointed_in(s, q, theirs).lower()
                        ),
                        None,
                    )
                    if hit is None:
                        continue
                    seen.add((doc, other_doc))
                    q, s, place = hit
                    # where each territory is written out, when not in the sentences cited
                    said = [
                        (r, t)
                        for pages_of in (own, theirs)
                        for r, t in _naming(pages_of, place)[:1]
                        if t not in (sentence, s)
                    ]
                    out.append(
                        finding(
                            f"Exclusivity granted to {grant_page.party} conflicts with the "
                            f"appointment of {other.party}",
                            "exclusivity",
                            "high",
                            f"{p.path} makes {grant_page.party} the exclusive distributor in {where}"
                            + (f" ({', '.join(covered)})" if covered != [where] else "")
                            + f': "{short(sentence)}". {q.path} appoints {other.party} in {place}, '
                            f'inside that territory: "{short(s)}"'
                            + "".join(f' ({r.path}: "{short(t)}")' for r, t in said)
                            + f". {grant_page.party} may claim breach of its exclusivity or "
                            "terminate; a non-exclusive appointment breaches it as much.",
                            f"Ask whether {grant_page.party} agreed in writing to the appointment "
                            f"of {other.party}; if not, assess the claim and which appointment "
                            "survives.",
                            [cite(p, sentence), cite(q, s)] + [cite(r, t) for r, t in said],
                        )
                    )
    return out


def _naming(pages: list[Page], place: str) -> list[tuple[Page, str]]:
    """The sentences of a document that name ``place`` (a schedule's list of countries)."""
    return [(p, t) for p in pages for t in p.sentences if place.lower() in t.lower()]


def _appointed_in(sentence: str, page: Page, pages: list[Page]) -> str:
    """Where an appointment is: the sentence's words, and what its defined territory stands
    for in its own document ("... in the Territory. 'Territory' means the Portuguese Republic")."""
    m = _APPOINTS.search(sentence)
    where = " ".join((m.group("where") or "").split()) if m else ""
    if not where:
        return sentence
    text = "\n".join(p.text for p in pages)
    return sentence + " " + " ".join(places(where, text))


# -- services kept for one customer in a defined area ---------------------------------------------

# "the Contractor shall not provide, or offer to provide, scheduled or unscheduled maintenance
# services for wind turbines at any generating station located in the Reserved Area to or for
# any person other than a member of the Employer Group"; "Supplier will not perform Services at
# any facility within the Exclusive Region for any customer other than Buyer"
_SERVES_ONLY = re.compile(
    r"\b(?:shall|will|must) not\b[^.;]{0,40}?\b(?:provide|perform|supply|offer|carry out|render)\b"
    r"(?P<what>[^.;]{0,140}?)\b(?:located |situated )?(?:in|within|throughout) the "
    r"(?P<where>[A-Z][\w-]*(?:[ \t]+[A-Z][\w-]*){0,3})\b"
    r"[^.;]{0,60}?\b(?:to|for)(?: or (?:to|for))? any (?:person|party|one|entity|customer|owner|"
    r"operator|third party) other than\b",
)
_COUNTY = r"(?:Co\.|County|Counties|Shire of|City of)\s+"


def _in_place(place: str) -> str:
    """A pattern for a site in ``place``: "Co. Kerry", "County Kerry" for "Kerry"; "Shire of East
    Gippsland" as it is (a bare name alone would match a person or a company)."""
    if re.match(_COUNTY, place + " "):
        return rf"\b{re.escape(place)}\b"
    return rf"\b{_COUNTY}{re.escape(place)}\b"


def service_area_conflicts(pages: list[Page], today: date | None = None) -> list[dict[str, Any]]:
    """A customer's contract that keeps the company's services in a defined area for that
    customer alone (the area's places in the schedule its definition points to), against
    another customer's order or contract for those services at a site inside the area. A
    restriction bounded by a defined period that has ended is no restriction."""
    docs = by_doc(pages)
    out: list[dict[str, Any]] = []
    for doc, own in docs.items():
        grant = own[0]
        if not grant.party_key or DR.is_correspondence_name(grant.name) or DR.is_deal_paper(grant):
            continue
        text = "\n".join(p.text for p in own)
        for p in own:
            for sentence in p.sentences:
                m = _SERVES_ONLY.search(sentence)
                if m is None:
                    continue
                ends = F.period_ends(sentence, text)
                if today is not None and ends and max(ends) < today:
                    continue  # "During the Exclusivity Period ...", ended
                where = " ".join(m.group("where").split())
                covered = [c for c in places(where, text) if c != where]
                if not covered:
                    continue  # the area is not written out: nothing to hold a site against
                service = [
                    w
                    for w in content_words(m.group("what"))
                    if len(w) > 4 and w not in ("provide", "services", "offer", "perform", "supply")
                ]
                hit = _served_in(docs, doc, grant.party_key, covered, service)
                if hit is None:
                    continue
                q, s, place = hit
                out.append(
                    finding(
                        f"Services reserved to {grant.party} in the {where} conflict with "
                        f"services for {q.party}",
                        "exclusivity",
                        "high",
                        f"{p.path} keeps the services in the {where} ({', '.join(covered)}) for "
                        f'{grant.party} alone: "{short(sentence)}". {q.path} has the company '
                        f'serving {q.party} in {place}, inside that area: "{short(s)}". '
                        f"{grant.party} may claim breach or terminate.",
                        f"Ask whether {grant.party} agreed to the services for {q.party}; if not, "
                        "assess the claim and which contract survives.",
                        [cite(p, sentence), cite(q, s)],
                    )
                )
                break
            else:
                continue
            break
    return out


def _served_in(
    docs: dict[str, list[Page]],
    grant_doc: str,
    grantee: str,
    covered: list[str],
    service: list[str],
) -> tuple[Page, str, str] | None:
    """Another customer's document with a line or sentence that puts a site in one of the
    ``covered`` places ("... at Carhoonakilla wind farm, Tarbert, Co. Kerry"), in a document
    about the services (one of the grant's ``service`` words)."""
    for other_doc, theirs in docs.items():
        other = theirs[0]
        if other_doc == grant_doc or other.party_key in ("", grantee):
            continue
        if DR.is_correspondence_name(other.name) or DR.is_deal_paper(other):
            continue
        body = "\n".join(q.text for q in theirs).lower()
        if service and not any(w in body for w in service):
            continue
        there = [
            (q, s, place)
            for q in theirs
            for s in q.sentences
            for place in covered
            if re.search(_in_place(place), s)
            and grantee not in s.lower().replace(place.lower(), "")
        ]
        # the site served there ("scheduled service ... at Carhoonakilla wind farm, Co. Kerry")
        # says more than the customer's address
        site = [h for h in there if _SITE.search(h[1])]
        if site or there:
            return (site or there)[0]
    return None


_SITE = re.compile(
    r"\b(?:site|sites|wind farm|farm|station|premises|facility|facilities|plant|depot|works|project)\b",
    _I,
)
