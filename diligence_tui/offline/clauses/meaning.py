"""What a clause of a kind *is*, in words a lawyer would use to define it: rules written from
the legal meaning of the kind, not from the wording of any one contract.

Two uses, each switched on per kind by cross-validation on the training part of CUAD
(scripts/train_clauses.py records the switches in the model's data file):

* ``FINDS``: the kinds the trained model has too few examples to learn (Most Favored Nation:
  7 training contracts) or finds poorly (Liquidated Damages). A passage that states the
  defining promise is a hit whatever the model's score. MFN is a promise that the terms one
  party gets are no worse than those given to others (or that better terms given to others
  pass to it); liquidated damages are a sum fixed in advance and payable on a breach, a
  delay or an early end, in place of damages proved.
* ``REQUIRES``: what a passage must mention to be the kind at all (an audit right speaks of
  audits, inspection or records; an assignment clause of assigning or transferring). A
  passage the model scores high without it is dropped. It removes false hits the model makes
  on passages near the clause (a heading's weight carries into the next sentences).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from diligence_tui.offline.clauses.hit import ClauseHit
from diligence_tui.offline.clauses.passages import passages


def _rx(*patterns: str) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{p})" for p in patterns), re.I)


# a comparison class: other customers, licensees, third parties, similarly situated buyers
_OTHERS = (
    r"(any|all|other|third|similarly[- ]situated|equivalently[- ]situated|comparable)\b[^.;]{0,40}?"
    r"\b(part(y|ies)|customers?|clients?|licensees?|purchasers?|buyers?|resellers?|distributors?"
    r"|dealers?|suppliers?|persons?|entit(y|ies)|companies|company)"
)
_FAVOUR = r"favou?rable|advantageous|beneficial"

FINDS: dict[str, re.Pattern[str]] = {
    "Most Favored Nation": _rx(
        r"\bmost[- ]favou?red[- ](nations?|customers?|licensees?|pricing|terms|treatment)",
        r"\bMFN\b",
        # "no less favourable to Nortel than the terms in effect with any of its resellers"
        rf"\b(no|not) less ({_FAVOUR})\b[^.;]{{0,160}}?\bthan\b[^.;]{{0,120}}?\b{_OTHERS}",
        rf"\bat least as ({_FAVOUR}|low)\b[^.;]{{0,160}}?\b(as|than)\b[^.;]{{0,120}}?\b{_OTHERS}",
        # "no license ... at terms more favorable to the third party than were offered to"
        rf"\b(more|better) ({_FAVOUR})\b[^.;]{{0,80}}?\bto (any |such |the )?(other |third )",
        rf"\b(lower|better|more ({_FAVOUR})|lowest|best) (prices?|pricing|rates?|royalt(y|ies)|fees|terms|discounts?)\b"
        rf"[^.;]{{0,160}}?\b(than|to|with|given|granted|offered|charged)\b[^.;]{{0,60}}?\b{_OTHERS}",
        rf"\b{_OTHERS}\b[^.;]{{0,160}}?\b(lower|better|more ({_FAVOUR})|lowest|best) (prices?|pricing|rates?|royalt(y|ies)|fees|terms)\b"
        r"[^.;]{0,200}?\b(offer|extend|grant|pass|make available|apply|reduce|adjust)",
        r"\bequal to or (lower|less|better) than\b[^.;]{0,120}?\b(price|rate|terms|fee)",
        r"\bpreferred (pricing|prices|rates)\b",
    ),
    "Liquidated Damages": _rx(
        r"\bliquidated damages\b",
        r"\bas (a |an )?(penalty|forfeit)",
        r"\b(not|no) (as |be |constitute )?(a |an )?(penalty|forfeiture)\b",
        r"\bpenalt(y|ies) (of|equal|equivalent|in the amount|amounting|calculated)\b",
        r"\b(early termination|termination|cancell?ation|break(-up)?|kill) (fee|charge|payment|penalty)\b",
        r"\breasonable (pre-?)?estimate of\b[^.;]{0,60}\b(damages?|loss|harm|injury)",
        # "damages would be difficult to ascertain" alone is the preamble of injunctive relief;
        # it is liquidated damages when a sum is agreed for them
        r"\b(difficult|impossible|impracticable)\b[^.;]{0,40}\bto (ascertain|estimate|calculate|determine|quantify)\b"
        r"[^.]{0,200}\b(sum|amount|payment|fee)s?\b",
        r"\b(for each|per|every) (calendar |business )?(day|week)\b[^.;]{0,60}\b(delay|late|after|beyond|past)\b",
        r"\b(shall|will) forfeit (the |any |its |all )?(deposit|guarantee|bond|advance|fees?|payments?|amounts?|sums?)\b",
    ),
}

REQUIRES: dict[str, re.Pattern[str]] = {
    "Change Of Control": _rx(
        r"\bcontrol",
        r"\bmerge",
        r"\bconsolidat",
        r"\bacqui",
        r"\breorgani[sz]",
        r"\bowner",
        r"\bsale of (all|substantially)",
        r"\bvoting\b",
        r"\bmajority\b",
        r"\bshares?\b",
        r"\bstock\b",
        r"\bequity\b",
    ),
    "Anti-Assignment": _rx(r"\bassign", r"\btransfer", r"\bdelegat", r"\bnovat", r"\bsubcontract"),
    "Termination For Convenience": _rx(r"\bterminat", r"\bcancel", r"\bwithdraw", r"\bend\b"),
    "Exclusivity": _rx(
        r"\bexclusiv", r"\bsole(ly)?\b", r"\bonly\b", r"\bother\b", r"\bthird part", r"\bcompet"
    ),
    "Non-Compete": _rx(r"\bcompet", r"\brival", r"\bsimilar", r"\bengage", r"\bbusiness"),
    "Cap On Liability": _rx(r"\bliab", r"\bdamages", r"\bexceed", r"\blimit", r"\bcap\b"),
    "Uncapped Liability": _rx(r"\bliab", r"\bdamages", r"\blimit", r"\bcap\b", r"\bindemn"),
    "Ip Ownership Assignment": _rx(
        r"\bown",
        r"\btitle\b",
        r"\bassign",
        r"\bproperty\b",
        r"\bvest",
        r"\bbelong",
        r"\bmade for hire\b",
        r"\bproprietary\b",
    ),
    "Minimum Commitment": _rx(
        r"\bminimum",
        r"\bat least\b",
        r"\b(not|no) less than\b",
        r"\bshortfall",
        r"\btake[- ]or[- ]pay",
        r"\bguarante",
        r"\bcommit",
    ),
    "Audit Rights": _rx(r"\baudit", r"\binspect", r"\bexamin", r"\bbooks\b", r"\brecords\b"),
}


def finds(clause: str, text: str) -> bool:
    """True when ``text`` states the defining promise of ``clause`` (a kind in FINDS)."""
    rule = FINDS.get(clause)
    return bool(rule and rule.search(text))


def admits(clause: str, text: str) -> bool:
    """False when ``text`` lacks what any passage of ``clause`` must mention (kinds without a
    rule in REQUIRES admit everything)."""
    rule = REQUIRES.get(clause)
    return rule is None or bool(rule.search(text))


def meaning_hits(pages: Sequence[tuple[int, str]], wanted: frozenset[str]) -> list[ClauseHit]:
    """The passages of ``pages`` that state the defining promise of a wanted kind in FINDS
    (score 1.0, like a hit of the regex rules)."""
    kinds = sorted(wanted & FINDS.keys())
    if not kinds:
        return []
    out: list[ClauseHit] = []
    for number, text in pages:
        for p in passages(text):
            quote = text[p.start : p.end]
            for clause in kinds:
                if finds(clause, quote):
                    out.append(ClauseHit(clause, number, p.start, p.end, quote, 1.0))
    return out
