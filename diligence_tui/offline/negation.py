"""Whether a clause denies what it names: "Neither party may terminate this Agreement for
convenience", "Buyer makes no minimum purchase commitment", "No payment shall be made solely
by reason of a Change in Control", a "none" under a "Minimum commitment" column.

One check for every rule whose risk is something *given* or *there*: a right (to terminate, to
audit), a commitment (to buy a minimum), a promise (most-favoured terms, liquidated damages), a
payment, or a claim or investigation that is pending. A negation that governs the words a rule matched turns the grant into its denial, which
is no risk at all. Kinds whose risk is itself a prohibition ("shall not assign", "shall not
compete", "shall not appoint any other distributor") are not denied by a negation: there the
negation *is* the clause.

The scope is the clause the match sits in (from the last ".", ";" or ":" before it), so a
negation elsewhere in the sentence ("No failure to exercise any right shall operate as a
waiver; Customer may terminate ...") does not reach it; an exception after the match ("Neither
party may terminate ... except ...", "unless") keeps the grant alive.
"""

from __future__ import annotations

import re

_I = re.I

# issue kinds whose risk is a right, a commitment, a promise or a payment given by the text
GRANTED = frozenset(
    {
        "termination_for_convenience",
        "minimum_purchase",
        "most_favoured_nation",
        "liquidated_damages",
        "audit_rights",
        "key_employee_severance",
        "equity_acceleration",
        "source_code_escrow",
        # an event that happened: "No claims are pending under any policy" reports none, and
        # "no event of default is continuing" (a warranty, a certificate) reports no default
        "debt_default",
        "litigation",
        "regulatory_investigation",
        "tax_dispute",
        "environmental",
    }
)

# comparisons that fix a quantity, not negations: "not less than 60,000 units", "no later
# than", "no less favourable than", "not to exceed"
_COMPARATIVE = re.compile(
    r"\b(?:not|no)\s+(?:less|more|fewer|greater|later|earlier|longer|shorter|worse|lower|higher)\b"
    r"|\bnot\s+(?:to\s+)?exceed\w*|\bno\s+less\s+favou?rable|\bnot\s+only\b|\bwhether\s+or\s+not\b"
    r"|\bif\s+not\b|\bnot\s+(?:un)?reasonably\b|\bnothing\s+contained\s+herein\s+shall\s+limit\b",
    _I,
)
_NEGATOR = re.compile(
    # "Neither party may", "Buyer makes no", "Nothing in this Agreement", "No payment shall";
    # not "no other customer" (a universal promise: most-favoured, exclusive)
    r"\b(?:neither|nor|never|none|nothing)\b|\bno\b(?!\.)(?!\s+(?:other|third|one else)\b)"
    # a permission or a duty denied: "may not terminate", "is not obliged", "shall not be
    # required", "shall not have the right"; not a covenant "shall not sell ... lower"
    r"|\b(?:may|can|could|might|is|are|be|was|were|does|do|did)\s+not\b|\bcannot\b|n't\b"
    r"|\b(?:shall|will|must|would)\s+not\s+(?:be|have|become)\b",
    _I,
)
# "without liability or penalty of any kind": without, right before the words matched
_WITHOUT = re.compile(r"\bwithout\b(?:\s+[\w-]+){0,3}\s*$", _I)
# what keeps a denied grant alive: "Neither party may terminate ... except ...", "unless"
_EXCEPTION = re.compile(
    r"\b(?:except|unless|other than|save (?:as|that|for|where)|provided (?:that|however)|but may|"
    r"however|(?:until|before|prior to)(?! the (?:end|expiry|expiration) of (?:the|its|this) "
    # "before the end of the Initial Term": the whole term, no exception
    r"(?:[A-Z]?[a-z]+ ){0,2}(?:[Tt]erm|[Aa]greement|[Cc]ontract|[Pp]eriod)))\b",
    _I,
)
_CONDITION = re.compile(
    r"\b(?:if|where|when|whenever|in the event (?:of|that)|unless|should|in case|to the extent)\b[^,;]*,",
    _I,
)
_CLAUSE_CUT = re.compile(r"[;:]|\.(?!\d)|\bprovided\b|,\s+(?:and|but)\s+", _I)
# a table cell that says there is none: "Minimum commitment ... 1,995.00 none"
_NONE_CELL = re.compile(r"(?:^|\s|\|)(?:none|nil|n/a|not applicable)(?=\s|\||$)", _I)
_VERB = re.compile(
    r"\b(?:shall|will|must|may|agrees?|commits?|undertakes?|warrants?|is|are|has|have|was|were)\b",
    _I,
)


def denied(text: str, start: int, end: int) -> bool:
    """Whether the clause around ``text[start:end]`` (a rule's match) denies it: a negation
    governs the match and no exception follows it in the clause, or the match is a table's
    column heading whose cells say "none"."""
    head = text[:start]
    cuts = list(_CLAUSE_CUT.finditer(head))
    clause_start = cuts[-1].end() if cuts else 0
    prefix = head[clause_start:][-100:]
    # a condition's own negation is no denial: "If the Facility is not delivered by the Target
    # Completion Date, Contractor shall pay liquidated damages"
    prefix = _CONDITION.sub(" ", prefix)
    probe = _COMPARATIVE.sub(" ", prefix)
    tail = text[end:]
    rest = _CLAUSE_CUT.split(tail, maxsplit=1)[0]
    if _NEGATOR.search(probe) or _WITHOUT.search(prefix):
        return not _EXCEPTION.search(rest)
    # a heading cell: no verb in the passage, and its cells say "none"
    return not _VERB.search(text) and bool(_NONE_CELL.search(tail))


def grant_denied(kind: str, text: str, start: int, end: int) -> bool:
    """``denied`` for the kinds whose risk is something given (:data:`GRANTED`)."""
    return kind in GRANTED and denied(text, start, end)
