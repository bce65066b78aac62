"""Exclusivity for a class of buyers that a statute defines, against a direct sale to a member
of the class (a check of the offline playbook's contradictions step, called with the other
exclusivity checks of :mod:`diligence_tui.offline.grants`).

The grant names the class by a defined term ("Wattlebird must not ... itself market, sell or
license Ledgerline to any Queensland Local Government"), and the definition says who is in it
by the statute that constitutes them ("Queensland Local Government means a local government
within the meaning of the Local Government Act 2009 (Qld)"). Another document in which the
company deals in the product with a buyer constituted under that statute, without the grantee
(an order form "entered into directly between the Supplier and the Customer", the customer "a
local government constituted under the Local Government Act 2009 (Qld)"), during the exclusive
period, is the conflict.
"""

from __future__ import annotations

import re
from datetime import date
from typing import Any

from diligence_tui.offline import facts as F
from diligence_tui.offline.crossdoc import Page, by_doc, cite, content_words, finding, short

_I = re.I
_GRANT = re.compile(
    r"\b(?:will|shall|must) not\b[^.;]{0,80}?\b(?:market|sell|licen[cs]e|supply|provide|offer)\w*"
    r"\b(?P<product>[^.;]{0,60}?)\bto any (?:other )?(?P<cls>[A-Z][\w-]*(?: [A-Z][\w-]*){0,4})"
)
# "Local Government Act 2009 (Qld)", "Local Government (Wales) Act 1994"
_STATUTE = re.compile(
    r"\b[A-Z][\w'-]*\s+(?:(?:[A-Z][\w'-]*|\([A-Z][\w ]*\))\s+){0,5}Act\s+\d{4}"
    r"(?:\s*\([A-Za-z]{2,5}\))?"
)
# the grant's own period: "During the Exclusive Period", defined as "... ending on 30 June 2026"
_PERIOD = re.compile(
    r"\b(?:during|throughout) the (?P<term>[A-Z][\w]*(?: [A-Z][\w]*){0,3} (?:Period|Term))\b"
)
_DEALS = re.compile(
    r"\b(order form|entered into|signed|subscription|agreement|contract|licen[cs]e)\b", _I
)
_DIRECT = re.compile(r"\bdirect(?:ly)?\b", _I)


def _definition(text: str, term: str) -> str:
    m = re.search(rf"(?:^|\n|\.\s)\W*{re.escape(term)}s?\s+means\b([^\n]{{5,300}})", text)
    return m.group(0).strip(" .\n") if m else ""


def _ends(text: str, term: str) -> date | None:
    definition = _definition(text, term)
    m = re.search(r"\b(?:ending on|until|to)\s+(" + F.DATE_RE.pattern + ")", definition, _I)
    return F.parse_date(m.group(1)) if m else None


def _norm(statute: str) -> str:
    return " ".join(statute.lower().split())


def class_conflicts(pages: list[Page]) -> list[dict[str, Any]]:
    """A promise not to sell a product to any member of a class defined by a statute, against
    a document in which the company sells it to a buyer constituted under that statute,
    without the grantee, before the promise ends."""
    out = []
    docs = by_doc(pages)
    for doc, ps in docs.items():
        grantee = ps[0].party_key
        text = "\n".join(p.text for p in ps)
        for p in ps:
            for sentence in p.sentences:
                m = _GRANT.search(sentence)
                if not m or not grantee:
                    continue
                term = m.group("cls").strip()
                definition = _definition(text, term)
                statutes = {_norm(s) for s in _STATUTE.findall(definition)}
                product = [w for w in content_words(m.group("product")) if len(w) > 3]
                if not statutes or not product:
                    continue
                period = _PERIOD.search(sentence)
                until = _ends(text, period.group("term")) if period else None
                for other_doc, theirs in docs.items():
                    if other_doc == doc or theirs[0].party_key in ("", grantee):
                        continue
                    their_text = "\n".join(q.text for q in theirs)
                    low = their_text.lower()
                    if grantee in low or not any(w in low for w in product):
                        continue  # sold through the grantee, or another product
                    member = next(
                        (
                            (q, s)
                            for q in theirs
                            for s in q.sentences
                            if any(_norm(st) in statutes for st in _STATUTE.findall(s))
                        ),
                        None,
                    )
                    if member is None or not _DEALS.search(theirs[0].name + " " + their_text[:600]):
                        continue
                    when = next(iter(map(F.parse_date, F.extract_dates(their_text[:800]))), None)
                    if until and when and when > until:
                        continue  # after the exclusivity ended
                    direct = next(
                        ((q, s) for q in theirs for s in q.sentences if _DIRECT.search(s)), None
                    )
                    quotes = [member] + ([direct] if direct and direct != member else [])
                    who = theirs[0].party
                    out.append(
                        finding(
                            f"Exclusivity for {term}s granted to {p.party} conflicts with a direct "
                            f"sale to {who}",
                            "exclusivity",
                            "high",
                            f'{p.path} promises not to sell to any {term} itself: "{short(sentence)}", '
                            f'and defines the class by statute: "{short(definition)}". '
                            f"{theirs[0].path} is a sale to {who}, constituted under that statute"
                            + (f", on {when:%d %B %Y}" if when else "")
                            + (
                                f", before the exclusivity ends on {until:%d %B %Y}"
                                if until
                                else ""
                            )
                            + ": "
                            + " ".join(f'"{short(s)}"' for _, s in quotes)
                            + f". {p.party} can claim for the breach (the agreement's remedy for "
                            "it, or damages), or end the arrangement.",
                            f"Ask whether {p.party} agreed to the sale in writing; if not, quantify "
                            "the remedy the agreement gives it and who keeps the customer.",
                            [cite(p, sentence)]
                            + [cite(next(q for q in ps if definition in q.text), definition)]
                            + [cite(q, s) for q, s in quotes],
                        )
                    )
    return out
