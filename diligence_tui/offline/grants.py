"""Grants against other customers' terms, across two documents (a check of the offline
playbook's contradictions step, like :mod:`diligence_tui.offline.crossdoc`):

* an exclusivity grant against another customer's supply of the same product to the same
  class of buyer, or a promise to appoint no other distributor against another appointment
  (an exclusive territory defined in an exhibit: :mod:`diligence_tui.offline.territory`);
* a most-favoured-customer promise against a discount or rebate given to someone else.
"""

from __future__ import annotations

import re
from typing import Any

from diligence_tui.offline import doc_roles as DR
from diligence_tui.offline.crossdoc import (
    Page,
    by_doc,
    cite,
    content_words,
    finding,
    short,
)
from diligence_tui.offline.exclusive_class import class_conflicts
from diligence_tui.offline.patterns import MFN_PRICE_WORDS
from diligence_tui.offline.price_rows import doc_volume, price_rows
from diligence_tui.offline.territory import territory_conflicts

_I = re.I

# -- exclusivity grants against other customers' supply -------------------------------------------

EXCLUSIVE = re.compile(
    r"\b(?:will|shall|must) not\b[^.;]{0,60}?\b(?:manufacture|sell|supply|provide|distribute)\w*\b"
    r"(?P<product>[^.;]{0,60}?)\b(?:to|for)\b[^.;]{0,20}?\bany other (?P<cls>[a-z][a-z -]{2,40}?)"
    r"(?=\s+(?:in|within|during|throughout|anywhere)\b|[,.;]|$)"
    # "shall not ... manufacture, co-pack, supply or sell any Plant-Based Frozen Entree for or to
    # any person other than the Customer": no buyer is left out, whatever its class
    r"|\b(?:will|shall|must) not\b[^.;]{0,120}?\b(?:manufacture|sell|supply|provide|distribute)\w*\b"
    r"(?P<product2>[^.;]{0,80}?)\b(?:to|for)(?: or (?:to|for))? any (?:person|party|one|entity|"
    r"company|customer|third party) other than\b"
    # "shall not sell or supply the Products to any grocery retailer other than Buyer for resale
    # in the State of Oregon": the class before "other than"
    r"|\b(?:will|shall|must) not\b[^.;]{0,60}?\b(?:manufacture|sell|supply|provide|distribute)\w*\b"
    r"(?P<product3>[^.;]{0,60}?)\b(?:to|for) any (?P<cls3>[a-z][a-z -]{2,40}?) other than\b"
    r"(?P<rest3>[^.;]{0,120})",
    _I,
)
# a defined product ("the Products"): what the agreement says they are ("3.2 The Products are
# Seller's cultured butter and cream cheese lines listed in Exhibit A")
_PRODUCTS_ARE = re.compile(
    r"\b(?:the )?products\W{0,3}\s+(?:are|means|shall mean|comprise)\s+(?P<what>[^.;]{3,120}?)"
    r"(?=\s+(?:listed|set out|described|specified|identified|in (?:exhibit|schedule|annex))\b|[.;]|$)",
    _I,
)
_ROLES = {"seller", "buyer", "supplier", "customer", "company", "vendor", "purchaser", "lines"}
# the place a grant reaches: "in the State of Oregon", "in Queensland"
_IN_PLACE = re.compile(
    r"\b(?:in|within|throughout) (?:the )?(?:State of |Province of |County of )?"
    r"(?P<place>[A-Z][a-z]+(?: [A-Z][a-z]+)?)"
)
# the verbs of a list ("manufacture, co-pack, supply or sell any ..."): no product's words
_VERBS = {"manufacture", "pack", "supply", "sell", "provide", "distribute", "make", "produce"}
# a row of an item list or a shipment sheet: the products it names are supplied
_ITEM_ROW = re.compile(r"\t[^\t\n]*\d")
# "Company shall not appoint any other distributor for the Harbor Sensor products in the
# State of Florida": exclusivity as a promise about appointments
_NO_OTHER = re.compile(
    r"\b(?:will|shall|must) not appoint any other (?P<cls>distributor|reseller|agent|licensee|dealer)s?"
    r" (?:for|of) (?:the )?(?P<product>[^.;]{3,60}?) in (?:the )?(?P<where>[A-Z][\w ]{2,40}?)"
    r"(?=\s+during\b|[,.;]|$)",
)
_APPOINTS = re.compile(
    r"\bappoints? (?P<who>[A-Z][\w&' ]{1,40}?) as (?:a|an|its) (?:non-exclusive |exclusive )?"
    r"(?P<cls>distributor|reseller|agent|licensee|dealer)\b",
    _I,
)
_SUPPLIES = re.compile(r"\b(manufactur\w+|suppl\w+|sell\w*|deliver\w*|provid\w+)\b", _I)


def appointment_conflicts(pages: list[Page]) -> list[dict[str, Any]]:
    """A promise to one distributor to appoint no other for a product in a territory, against
    another distributor appointed for that product there."""
    out = []
    for grant_page in pages:
        for sentence in grant_page.sentences:
            m = _NO_OTHER.search(sentence)
            if not m or not grant_page.party_key:
                continue
            product = [w for w in content_words(m.group("product")) if len(w) > 3]
            where = [w for w in content_words(m.group("where")) if w not in ("state", "territory")]
            for other in pages:
                if other.doc == grant_page.doc or other.party_key in ("", grant_page.party_key):
                    continue
                hits = [
                    s
                    for s in other.find(_APPOINTS)
                    if _APPOINTS.search(s).group("cls").lower() == m.group("cls").lower()  # type: ignore[union-attr]
                    and all(w in s.lower() for w in product)
                    and any(w in s.lower() for w in where)
                ]
                if not hits:
                    continue
                out.append(
                    finding(
                        f"Exclusivity granted to {grant_page.party} conflicts with the appointment "
                        f"of {other.party}",
                        "exclusivity",
                        "high",
                        f"{grant_page.path} promises {grant_page.party} that no other "
                        f"{m.group('cls')} will be appointed for {' '.join(m.group('product').split())} "
                        f'in {m.group("where")}: "{short(sentence)}". {other.path} appoints '
                        f'{other.party} for the same products there: "{short(hits[0])}". '
                        f"{grant_page.party} may claim breach of its exclusivity or terminate.",
                        f"Ask whether {grant_page.party} waived its exclusivity for {other.party}; "
                        "if not, assess the claim and which appointment survives.",
                        [cite(grant_page, sentence), cite(other, hits[0])],
                    )
                )
    return out


# exclusivity as a supplier's promise about whom it serves, by their line of business: "the
# Supplier shall not during the Term provide chilled storage ... or distribution services, from
# the Exeter Site or from any other facility in Devon or Cornwall, to any person (other than
# Pellow) whose business includes the processing or packing of milk, cream, butter or cheese";
# "Vendor will not perform fulfillment services for any company engaged in the manufacture of
# frozen desserts"
_FIELD = re.compile(
    r"\b(?:shall|will|must) not\b[^.;]{0,60}?\b(?:provide|supply|sell|perform|offer|render|"
    r"distribute|store)\w*\s+(?P<what>[^.;]{3,160}?)\b(?:to|for)\s+any\s+(?:other\s+)?"
    r"(?:person|party|customer|company|entity|business|third party|client|competitor)s?\b"
    r"(?:\s*\([^)]{0,60}\))?,?\s*(?:whose business (?:includes|consists of|is)|(?:that|who|which) "
    r"(?:is|are) engaged in|engaged in|that (?:manufactures|produces|processes|operates|carries on))"
    r"\s+(?P<field>[^.;]{3,120})",
    _I,
)
_NOT_FIELD = set(
    """processing packing manufacture manufacturing production producing sale sales selling
    business businesses includes including distribution supply products product goods""".split()
)
_NOT_SERVICE = {
    "services",
    "service",
    "facility",
    "facilities",
    "during",
    "sites",
    "other",
    "premises",
}
_NOT_PLACE = set(
    """Site Sites Term Supplier Customer Services Agreement Premises Facility Facilities Client
    Provider Contractor Company Vendor During Warehouse Products Goods""".split()
)
_ANYWHERE = re.compile(r"\b[A-Z][a-z]{2,}\b")


def field_conflicts(pages: list[Page]) -> list[dict[str, Any]]:
    """A supplier's promise to one customer not to serve anyone else in a line of business
    (in a territory, where it names one), against another customer in that line of business,
    served there."""
    out = []
    for grant_page in pages:
        grantee = grant_page.party_key
        for i, sentence in enumerate(grant_page.sentences if grantee else []):
            m = _FIELD.search(sentence)
            if not m:
                continue
            # "... of frozen desserts, other than Customer": the exception is no part of the field
            field_text = re.split(r",?\s+(?:other than|except|save)\b", m.group("field"))[0]
            # what the business deals in: the nouns, not their modifiers ("frozen" of "frozen
            # desserts" would match frozen seafood)
            field = [
                w
                for w, nxt in re.findall(r"([a-z]{3,})\b(?=(\s+[a-z]+)?)", field_text.lower())
                if w not in _NOT_FIELD
                and w not in ("the", "any", "all", "and", "for")
                and (not nxt or nxt.strip() in ("or", "and", "of", "for", "in", "at", "to"))
            ]
            # the territory may come before the verb ("shall not, from any depot in Scotland,
            # supply") or after it ("provide ... from the Exeter Site or ... in Devon")
            before = re.sub(r"\([^)]*\)", "", sentence[m.start() : m.start("field")])
            places = [
                w for w in _ANYWHERE.findall(before) if w not in _NOT_PLACE and w.lower() != grantee
            ]
            low_places = {w.lower() for w in places}
            service = [
                w[:4]
                for w in content_words(m.group("what"))
                if len(w) > 4 and w not in low_places and w not in _NOT_SERVICE
            ]
            if not field:
                continue
            # an exception in the next sentence ("The restriction in clause 6.1 shall not apply to")
            nxt = grant_page.sentences[i + 1 : i + 2]
            carve = (
                nxt[0] if nxt and re.search(r"\bshall not apply\b|\bexcept\b", nxt[0], _I) else ""
            )
            for other in pages:
                if other.doc == grant_page.doc or other.party_key in ("", grantee):
                    continue
                if DR.is_correspondence_name(other.name):
                    continue
                buyer = [
                    s for s in other.sentences if any(re.search(rf"\b{w}\b", s, _I) for w in field)
                ]
                # what the company does for it, there: the services first, else any supply
                there = [
                    s
                    for named in (True, False)
                    for s in other.sentences
                    if (any(w in s.lower() for w in service) if named else _SUPPLIES.search(s))
                    and (not places or any(w in s for w in places))
                ]
                buyer.sort(key=len)
                if not buyer or not there:
                    continue
                quotes = list(dict.fromkeys([buyer[0], there[0]]))
                out.append(
                    finding(
                        f"Exclusivity granted to {grant_page.party} conflicts with services to "
                        f"{other.party}",
                        "exclusivity",
                        "high",
                        f"{grant_page.path} bars the company from serving anyone but "
                        f"{grant_page.party} whose business is {' '.join(m.group('field').split())}"
                        + (f" ({', '.join(places)})" if places else "")
                        + f': "{short(sentence)}". {other.path} has the company serving '
                        f"{other.party}, which is in that business"
                        + (" there" if places else "")
                        + ": "
                        + " ".join(f'"{short(q)}"' for q in quotes)
                        + (f'. Check the exception: "{short(carve)}"' if carve else "")
                        + f". {grant_page.party} may claim breach of its exclusivity (damages, "
                        "termination), or the other contract may have to end.",
                        f"Ask whether {grant_page.party} agreed to serve {other.party} in writing; if "
                        "not, assess the breach claim, which contract survives and the revenue at stake.",
                        [cite(grant_page, sentence)]
                        + ([cite(grant_page, carve)] if carve else [])
                        + [cite(other, q) for q in quotes],
                    )
                )
    return out


def exclusivity_conflicts(pages: list[Page]) -> list[dict[str, Any]]:
    """An undertaking to one customer not to supply a product to any other buyer of a class,
    against another document in which the company supplies that product to such a buyer (or
    one not to appoint another distributor, against another appointment)."""
    out = appointment_conflicts(pages)
    titles = {f["title"] for f in out}
    out += [f for f in territory_conflicts(pages) if f["title"] not in titles]
    out += field_conflicts(pages)
    out += class_conflicts(pages)
    out += licence_field_conflicts(pages)
    for grant_page in pages:
        grantee = grant_page.party_key
        if not grantee:
            continue
        for sentence in grant_page.sentences:
            m = EXCLUSIVE.search(sentence)
            if not m:
                continue
            anyone = m.group("product2") is not None
            named = m.group("product3") is not None  # a class named before "other than"
            words = m.group("product3" if named else "product2" if anyone else "product")
            product = [w for w in content_words(words) if len(w) > 3 and w not in _VERBS]
            if product == ["products"]:  # the defined term: what the agreement says it is
                defined = next((d for d in grant_page.find(_PRODUCTS_ARE) if d != sentence), "")
                got = _PRODUCTS_ARE.search(defined) if defined else None
                if got:
                    product = [
                        w
                        for w in content_words(got.group("what"))
                        if len(w) > 3 and w not in _VERBS and w not in _ROLES
                    ]
            cls = m.group("cls3") if named else m.group("cls")
            cls_head = "" if anyone else (content_words(cls) or [""])[0]
            # the place the grant reaches: the other buyer must be there
            where = _IN_PLACE.search(m.group("rest3") or "") if named else None
            if not product or not (cls_head or anyone):
                continue
            for other in pages:
                if other.doc == grant_page.doc or not other.party_key or other.party_key == grantee:
                    continue
                if DR.is_correspondence_name(other.name) or DR.is_deal_paper(other):
                    continue  # a teaser or a memorandum describes the business; it supplies no one
                low = other.text.lower()
                if sum(w in low for w in product) < max(1, len(product) - 1):
                    continue
                if where and where.group("place").lower() not in low:
                    continue  # a buyer elsewhere: outside the grant
                supply = [
                    s
                    for s in other.sentences
                    if _SUPPLIES.search(s) and sum(w in s.lower() for w in product) >= 1
                ] or [
                    # an item list's rows that name the product ("Plant-based (vegan) | Frozen")
                    line.strip()
                    for line in other.text.split("\n")
                    if _ITEM_ROW.search(line)
                    and sum(w in line.lower() for w in product) >= min(2, len(product))
                ]
                buyer = (
                    [s for s in other.sentences if cls_head in s.lower()] if cls_head else supply
                )
                if not supply or not buyer:
                    continue
                quotes = list(dict.fromkeys([buyer[0], *supply[:2]]))
                out.append(
                    finding(
                        f"Exclusivity granted to {grant_page.party} conflicts with supply to {other.party}",
                        "exclusivity",
                        "high",
                        f"{grant_page.path} commits the company not to supply "
                        f"{' '.join((words or '').split()) or 'the products'} "
                        f"to any {'one else' if anyone else 'other ' + cls}: "
                        f'"{short(sentence)}". {other.path} shows the company '
                        f"supplying the same products to {other.party}, which is such a buyer: "
                        + " ".join(f'"{short(q)}"' for q in quotes)
                        + f". {grant_page.party} may claim breach of exclusivity (damages, "
                        "termination), or the other supply may have to stop.",
                        f"Ask whether {grant_page.party} agreed to the supply to {other.party} in "
                        "writing; if not, assess the breach claim and which contract survives.",
                        [cite(grant_page, sentence)] + [cite(other, q) for q in quotes],
                    )
                )
    return out


# -- most-favoured-customer promises against better terms given to others -----------------------

_MFN = re.compile(
    r"\b(at least as favou?rable as|no less favou?rable than|no worse than|as good as)\b[^.;]{0,120}?"
    r"\b(any|every) other (\w+ ){0,2}(customer|purchaser|buyer|distributor|reseller|licensee|client)s?\b"
    r"|\bmost[- ]favou?red[- ](customer|nation|pricing|terms)\b",
    _I,
)
_ARMS_LENGTH = re.compile(r"\b(arm'?s[- ]length|affiliates?)\b", _I)
_BETTER = re.compile(
    r"\b(discount|rebate|price reduction|reduced price|lower price)\b[^.;]{0,60}?\b\d+(?:\.\d+)?\s?%"
    r"|\b\d+(?:\.\d+)?\s?%[^.;]{0,40}?\b(discount|rebate|reduction)\b",
    _I,
)


_MFN_PRICE = re.compile("|".join(MFN_PRICE_WORDS), _I)
_RESELLS = re.compile(r"\b(channel partner|reseller|resale|distribut\w+|agency|referral)\b", _I)


def _grants(p: Page) -> list[str]:
    """The sentences of a page that promise most-favoured terms."""
    return [
        s
        for s in p.sentences
        if (_MFN.search(s) or _MFN_PRICE.search(s)) and not _ARMS_LENGTH.search(s)
    ]


def operative(p: Page, grants: list[str]) -> str:
    """The sentence that makes the promise: after a heading ("4.5 Most Favored Customer."), the
    next sentence of the clause."""
    first = grants[0]
    if len(first.split()) >= 6:
        return first
    longer = next((g for g in grants if len(g.split()) >= 6), "")
    if longer:
        return longer
    i = p.sentences.index(first)
    return p.sentences[i + 1] if i + 1 < len(p.sentences) else first


def mfn_conflicts(pages: list[Page]) -> list[dict[str, Any]]:
    """A promise that one buyer's prices are at least as good as anyone's, against a discount
    or rebate another buyer has in another document, or a lower unit price for the same item
    in another buyer's price schedule."""
    out = mfn_price_conflicts(pages) + mfn_unit_fee_conflicts(pages)
    for grant_page in pages:
        grantee = grant_page.party_key
        grants = _grants(grant_page)
        if not grantee or not grants:
            continue
        for other in pages:
            if other.doc == grant_page.doc or other.party_key in ("", grantee):
                continue
            if _RESELLS.search(other.name):
                continue  # a reseller's discount is its margin, not another buyer's price
            better = other.find(_BETTER)
            if not better:
                continue
            figure = re.search(r"\d+(?:\.\d+)?\s?%", better[0])
            out.append(
                finding(
                    f"Most-favoured pricing for {grant_page.party} may be triggered by terms given "
                    f"to {other.party}",
                    "most_favoured_nation",
                    "high",
                    f"{grant_page.path} promises {grant_page.party} terms at least as good as any "
                    f'other buyer\'s: "{short(operative(grant_page, grants))}". {other.path} gives {other.party} '
                    f'better terms: "{short(better[0])}". If the buyers are comparable, '
                    f"{grant_page.party} is owed the same "
                    f"{figure.group(0) if figure else 'reduction'} from the same date, "
                    "backdated: a price claim and lower margins going forward.",
                    f"Compare {grant_page.party}'s and {other.party}'s volumes and net prices; "
                    f"quantify the refund {grant_page.party} could claim and the margin effect.",
                    [cite(grant_page, operative(grant_page, grants)), cite(other, better[0])],
                )
            )
    return out


# -- the same item at a lower unit price in another buyer's schedule --------------------------------


def mfn_price_conflicts(pages: list[Page]) -> list[dict[str, Any]]:
    """A most-favoured price promise to one buyer against the same items sold to another buyer,
    at a lower unit price and in no larger a volume, in the other buyer's price schedule (one
    finding per other buyer, every cheaper item in it)."""
    out = []
    rows = {id(p): price_rows(p) for p in pages}
    docs = by_doc(pages)
    done: set[tuple[str, str]] = set()
    for grant_page in pages:
        grantee = grant_page.party_key
        grants = _grants(grant_page) if grantee else []
        if not grants:
            continue
        own = {  # the grantee's prices: its agreement's schedule or its own price list
            code: (row, p)
            for p in pages
            if p.doc == grant_page.doc or p.party_key == grantee
            for code, row in rows[id(p)].items()
        }
        for other_doc, theirs in docs.items():
            other = theirs[0]
            if other_doc == grant_page.doc or other.party_key in ("", grantee):
                continue
            if (grantee, other_doc) in done:
                continue
            cheaper: list[tuple[Any, ...]] = []
            for q in theirs:
                for code, (price, volume, line) in rows[id(q)].items():
                    if code not in own or any(c[0] == code for c in cheaper):
                        continue
                    (mine, my_volume, my_line), mine_page = own[code]
                    if price >= mine or _basis(line) != _basis(my_line):
                        continue  # dearer, or not like for like (a monthly rental, a sale)
                    said = _volume(docs, mine_page.doc, code, my_volume)
                    theirs_said = _volume(docs, other_doc, code, volume)
                    if said and theirs_said and theirs_said[0] > 1.5 * said[0]:
                        continue  # a much bigger buyer: its price is not like for like
                    cheaper.append(
                        (code, price, line, q, mine, my_line, mine_page, said, theirs_said)
                    )
            if not cheaper:
                continue
            done.add((grantee, other_doc))
            out.append(_cheaper_finding(grant_page, operative(grant_page, grants), other, cheaper))
    return out


def _volume(
    docs: dict[str, list[Page]], doc: str, code: str, in_table: float | None
) -> tuple[float, str, Page | None] | None:
    """Units of ``code`` a buyer takes: the table's volume column, else a sentence of its
    document ("approximately 612,000 units")."""
    if in_table:
        return in_table, "", None
    return doc_volume(docs.get(doc, []), code)


_PER = re.compile(
    r"\bper\s+(?:\w+\s+)?(?:day|week|month|quarter|year|annum)\b|\b(?:rental|hire|lease)\b", _I
)


def _basis(row: str) -> bool:
    """Whether a price row is a periodic charge (a rental "39.00 per pump per month"), not a
    unit price: the two are not comparable."""
    return bool(_PER.search(row))


def _cheaper_finding(grant_page: Page, grant: str, other: Page, cheaper: list) -> dict[str, Any]:
    who, them = grant_page.party, other.party
    parts, cits = [], [cite(grant_page, grant)]
    yearly = 0.0
    for code, price, line, q, mine, my_line, mine_page, said, theirs_said in cheaper:
        part = (
            f'{code}: {who} pays {mine:,.2f} ("{short(my_line)}"), {them} {price:,.2f} '
            f'("{short(line)}"), {1 - price / mine:.0%} less'
        )
        if said and theirs_said:
            part += f", for {theirs_said[0]:,.0f} units against {said[0]:,.0f}"
        if said:
            yearly += (mine - price) * said[0]
        parts.append(part)
        cits += [cite(mine_page, my_line), cite(q, line)]
        for vol in (said, theirs_said):
            if vol and vol[2] is not None and vol[1]:
                cits.append(cite(vol[2], vol[1]))
    unique_cits = list({(c["doc"], c["quote"]): c for c in cits}.values())
    # both volumes stated (and comparable): the promise bites; else it is a lead to check
    known = any(c[7] and c[8] for c in cheaper)
    return finding(
        f"Most-favoured pricing for {who}: {them} pays less for {', '.join(c[0] for c in cheaper)}",
        "most_favoured_nation",
        "high" if known else "medium",
        f"{grant_page.path} promises {who} prices no higher than any other buyer's: "
        f'"{short(grant)}". {other.path} sells the same items to {them} for less: '
        + "; ".join(parts)
        + f". {who} can claim the lower price from when it was first offered, and a credit "
        "for the difference"
        + (f": about {yearly:,.0f} a year at its volume" if yearly else "")
        + ("." if known else ", if the two buyers' volumes are comparable (not stated for both)."),
        f"Compare the two buyers' specifications and volumes; quantify the credit {who} could "
        "claim and the margin lost if its prices fall.",
        unique_cits,
        exposure=f"{yearly:,.0f} a year (price difference at the grantee's volume)"
        if yearly
        else "",
    )


# -- an exclusive licence in a field against another licence of the same rights in it ------------

# "grants the Licensee a sole and exclusive licence, worldwide, to make, use and sell products
# under the Licensed Patents in the field of veterinary diagnostics"
_EXCLUSIVE_FIELD = re.compile(
    r"\bexclusive licen[cs]e\b[^.;]{0,200}?\b(?:in|for|within) the field of (?P<field>[^.;,]{3,80})",
    _I,
)
# the rights licensed: a patent's or an application's number ("AU 2019204417", "US 10,123,456")
_PATENT_NO = re.compile(r"\b(?:AU|US|EP|GB|WO|PCT|NZ|CA|JP|CN)\s?(?:/?\s?)(\d[\d,/ ]{5,14}\d)\b")
_GRANTS = re.compile(r"\bgrants?\b[^.;]{0,80}\blicen[cs]e\b", _I)
_NOT_GRANTED = re.compile(
    r"\bno (?:rights?|licen[cs]e)s? (?:is|are) granted\b|\bdoes not grant\b", _I
)
_FIELD_STOP = {"field", "products", "product", "use", "uses", "applications", "application"}


def _patents(text: str) -> set[str]:
    return {re.sub(r"\D", "", m.group(1)) for m in _PATENT_NO.finditer(text)}


def _stems(text: str) -> set[str]:
    """A field's words by their stems ("veterinary" and "veterinarians": "veteri")."""
    return {w[:6] for w in content_words(text) if len(w) > 4 and w not in _FIELD_STOP}


def licence_field_conflicts(pages: list[Page]) -> list[dict[str, Any]]:
    """An exclusive licence of patents in a field of use against another licence of the same
    patents, to another licensee, whose grant reaches into that field."""
    out = []
    docs = by_doc(pages)
    for grant_page in pages:
        for sentence in grant_page.find(_EXCLUSIVE_FIELD):
            m = _EXCLUSIVE_FIELD.search(sentence)
            assert m is not None
            field = _stems(m.group("field"))
            patents = _patents(" ".join(p.text for p in docs[grant_page.doc]))
            if not field or not patents:
                continue
            for other in pages:
                if other.doc == grant_page.doc or other.party_key in ("", grant_page.party_key):
                    continue
                if not _patents(" ".join(p.text for p in docs[other.doc])) & patents:
                    continue  # a licence of other rights
                hits = [
                    s
                    for s in other.find(_GRANTS)
                    if not _NOT_GRANTED.search(s) and _stems(s) & field
                ]
                if not hits:
                    continue
                out.append(
                    finding(
                        f"Exclusive licence to {grant_page.party} conflicts with the licence to "
                        f"{other.party}",
                        "exclusivity",
                        "high",
                        f"{grant_page.path} grants {grant_page.party} an exclusive licence in the "
                        f'field of {m.group("field").strip()}: "{short(sentence)}". {other.path} '
                        f"licenses the same patents to {other.party} for a use in that field: "
                        f'"{short(hits[0])}". {grant_page.party} may claim breach of its '
                        "exclusivity, and the second licence may be void or have to end.",
                        f"Ask whether {grant_page.party} consented to the licence to {other.party}; "
                        "map each licensee's field and territory and price the breach claim.",
                        [cite(grant_page, sentence), cite(other, hits[0])],
                    )
                )
    return out


# -- a fee per user (seat, unit) promised as the lowest, against another customer's ----------------

_PER_UNIT = r"(?P<unit>user|seat|licen[cs]e|device|site|unit|hour|day|month)"
_FEE_PROSE = re.compile(
    r"\bat\s+(?:[A-Z]{0,3}\$|£|€|(?:USD|CAD|AUD|NZD|GBP|EUR)\s?)?(?P<v>\d[\d,]*(?:\.\d+)?)\s+per\s+"
    + _PER_UNIT
    + r"\b",
    _I,
)
_FEE_HEADER = re.compile(r"\b(?:fee|price|rate|charge)s?\W+per\W+" + _PER_UNIT + r"\b", _I)


def _fee_cells(p: Page) -> list[tuple[str, float, str]]:
    """(unit, value, row) for each row of a table whose column is a fee per unit ("fee per user
    per year", a CSV's "fee_per_user_per_year_cad")."""
    out = []
    for header, cells, line in DR.rows(p):
        for i, h in enumerate(header):
            m = _FEE_HEADER.search(h.replace("_", " "))
            if m and i < len(cells):
                v = re.sub(r"[^\d.]", "", cells[i])
                if v and v.count(".") <= 1:
                    out.append((m.group("unit").lower(), float(v), line))
    return out


def mfn_unit_fee_conflicts(pages: list[Page]) -> list[dict[str, Any]]:
    """A most-favoured promise to one customer whose contract states its fee per user (seat,
    unit), against another customer's lower fee per the same unit in another document."""
    out = []
    for grant_page in pages:
        said = _grants(grant_page) if grant_page.party_key else []
        own = next(
            ((s, m) for s in grant_page.sentences for m in [_FEE_PROSE.search(s)] if m), None
        )
        if not said or own is None:
            continue
        mine, unit = float(own[1].group("v").replace(",", "")), own[1].group("unit").lower()
        for other in pages:
            if other.doc == grant_page.doc or other.party_key in ("", grant_page.party_key):
                continue
            theirs = [(v, line) for u, v, line in _fee_cells(other) if u == unit and v < mine] + [
                (float(m.group("v").replace(",", "")), s)
                for s in other.sentences
                for m in [_FEE_PROSE.search(s)]
                if m
                and m.group("unit").lower() == unit
                and float(m.group("v").replace(",", "")) < mine
            ]
            if not theirs:
                continue
            value, line = theirs[0]
            out.append(
                finding(
                    f"Most-favoured pricing for {grant_page.party}: {other.party} pays less per "
                    f"{unit}",
                    "most_favoured_nation",
                    "high",
                    f"{grant_page.path} promises {grant_page.party} the lowest fee any other "
                    f'customer pays: "{short(operative(grant_page, said))}", at {mine:g} per '
                    f'{unit}: "{short(own[0])}". {other.path} charges {other.party} {value:g} per '
                    f'{unit}: "{short(line)}". {grant_page.party} can claim the lower fee.',
                    f"Compare the two customers' volumes and terms; quantify the credit "
                    f"{grant_page.party} could claim and the margin lost.",
                    [
                        cite(grant_page, operative(grant_page, said)),
                        cite(grant_page, own[0]),
                        cite(other, line),
                    ],
                )
            )
    return out
