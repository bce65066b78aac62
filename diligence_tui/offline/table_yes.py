"""When the clause detector's passages answer a yes/no review-table column "yes".

The detector (offline/clauses) says where a passage reads like a clause kind; a cell asks
whether the document *has* it. Some passages speak of the kind without saying the document
has it, and some read like it only weakly. A passage is no answer when it:

* defines the term ('1.6 "Change of Control" means ...'): a definition names a topic;
* is a heading alone ("(b) Patents Subject to Exclusive Licenses.", "12.4 Our Right to
  Inspect Your Books and Records."): it names a topic, the clause (if any) is the text under
  it;
* is a recital ("WHEREAS, Sponsor desires to acquire the exclusive right ..."): background,
  not what the parties agree;
* only leads in to a list ("Either party may terminate this Agreement:") or is a fragment
  of a few words ("Restriction.", a page number and a heading): the answer, if any, is in
  the items, which are passages of their own;
* says the grant is not made: for Termination For Convenience "neither party may terminate
  this Agreement ...", "shall not terminate ... without cause"; for Ip Ownership Assignment
  "nothing in this Agreement shall be construed to assign ...", "does not create ownership",
  a prohibition on assigning this Agreement, or a representation that rights "have been
  assigned" before (to the party itself, not by this contract);
* for Termination For Convenience, ends the contract upon an event ("if the Supply
  Agreement terminates", "unless either party gives notice of non-renewal") without saying
  that no reason is needed;
* for Minimum Commitment, sets a minimum time or proportion ("hold the shares for a minimum
  of two years", "a minimum of six percent CBD") and names nothing bought, sold or paid;
* for Most Favored Nation, grants a right of first refusal (to be offered a deal first, not
  the best terms);
* for Change Of Control, says a change of control has no consequence ("nor shall any change
  in control ... be deemed an assignment");
* for Exclusivity, says there is none or speaks of another thing that is "exclusive": a
  non-exclusive grant, "nothing herein creates an exclusive arrangement", "does not have
  exclusive rights", an exclusive right to prosecute, settle or enforce (who acts, not with
  whom one may deal), sole and exclusive ownership (that is IP), authority that lies
  exclusively with someone.

A passage of the trained model that does not say the kind's own words (``ANCHORS``: an
exclusivity passage that says nothing "exclusive", "sole" or "only", or says them only in
another sense (``NOT_ANCHORS``: "sole discretion", "exclusive jurisdiction", "exclusive
remedy", "only if", "solely for"); a non-compete that
says nothing of competing or similar business; audit rights that say nothing of auditing,
inspecting or examining) is evidence only when it scores ``ANCHOR_MARGIN`` above the kind's
threshold in log-odds: restrictions on use, dealing or solicitation read a little like all
three, and weakly.

And a document whose only evidence is one passage of the trained model that scores barely
above the kind's threshold is not a yes: it takes ``SINGLE_MARGIN`` more in log-odds, or a
second passage, or a hit of the rules. Both margins were chosen by cross-validation on out-
of-fold detector scores of the CUAD training part (bench/table_cells_cv.py), never on the
held-out part.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

from diligence_tui.offline.clauses import ClauseHit

# log-odds above a kind's threshold that one weak model passage must reach to be a yes alone
SINGLE_MARGIN = 0.1
# log-odds above a kind's threshold that a model passage without the kind's words must reach
ANCHOR_MARGIN = 1.5
RULE_SCORE = 0.999  # the rules and the meaning rules score their hits 1.0

_WORD = re.compile(r"[A-Za-z]{2,}")
# the words a passage of the kind can hardly do without (see the module's docstring)
ANCHORS: dict[str, re.Pattern[str]] = {
    "Exclusivity": re.compile(r"exclusiv|\bsole(?:ly)?\b|\bonly\b|\brequirements\b", re.I),
    "Non-Compete": re.compile(r"\bcompet\w*|\bsimilar\b|\brival", re.I),
    "Audit Rights": re.compile(r"\baudit|\binspect|\bexamin", re.I),
}
# the same words in senses that are no exclusive dealing: whose discretion, cost or remedy,
# an exclusive purpose, forum or warranty, "only if", "solely for"; a passage that has the
# words only so is a passage without them
NOT_ANCHORS: dict[str, re.Pattern[str]] = {
    "Exclusivity": re.compile(
        r"\bsole\s+(?:and\s+(?:absolute|exclusive)\s+)?(?:discretion|option|judge?ment|cost|expense|"
        r"negligence|responsib\w*|remed\w*|risk|purpose|benefit|account)"
        r"|\bexclusive\s+(?:purpose|remed\w*|warrant\w*|area|use|property|jurisdiction|venue|forum|means)"
        r"|\bexclusively\s+(?:for|by)\s+(?:the\s+)?(?:purposes?|us|it)\b|\bowned\s+exclusively"
        r"|\bexclusively\s+owned"
        r"|\bonly\s+(?:if|when|where|to\s+the\s+extent|with\s+respect|in\s+accordance|pursuant|upon|"
        r"after|for\s+the\s+purposes?|as|in\s+(?:connection|conjunction)|by|on|under|at)\b"
        r"|\bsolely\s+(?:in|for|to\s+the\s+extent|with\s+respect|responsible|liable|by|as|on)\b",
        re.I,
    ),
}
# a heading: a few capitalised words and no verb of a sentence
_HEADING_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")
_HEADING_SMALL = frozenset(
    "a an the of and or to in on for by with as at from upon under its their any all each during "
    "per within between into such january february march april may june july august september "
    "october november december".split()
)
# what a heading does not say: a verb of a sentence, or the turn of a condition
_SENTENCE_VERB = re.compile(
    r"\b(?:shall|will|may|must|is|are|be|been|has|have|had|does|do|did|applies|apply|states?|"
    r"agrees?|hereby|except|unless|if|provided)\b",
    re.I,
)
_RECITAL = re.compile(r"^\W*(?:recitals?\W+)?whereas\b", re.I)

_NON_EXCLUSIVE = re.compile(r"\bnon[-\u2010\u2011\u2013]?\s*exclusiv\w*", re.I)
# ways of saying there is no exclusivity, or of using the word for something else
_NOT_EXCLUSIVITY = re.compile(
    r"\bnothing\b[^.;]{0,160}\bexclusiv"
    r"|\b(?:does|do|did|will|shall|is|are|has|have)\s+not\b[^.;]{0,80}\bexclusiv"
    r"|\bnot\s+(?:be\s+)?exclusive\b"
    r"|\bexclusive\s+(?:right|authority|power|control|responsibility)s?\b(?:,?\s*but\s+not\s+the"
    r"\s+obligation,?)?\s+(?:to|of|for)\s+(?:the\s+)?(?:prosecut|defen|settl|enforc|control|apply|"
    r"register|file|filing|bring|institut|chang|elect|select|bind|manag|conduct|direct|litigat|"
    r"maintain|defend|determin|decid)"
    r"|\bexclusive\s+(?:property|owner|ownership)\b|\bexclusive\s+right,?\s+title\b"
    r"|\b(?:lies|lie|rests?|is\s+vested|reserved)\s+exclusively\b",
    re.I,
)
# ending the contract when something happens (another contract ends, an employment ends, a
# notice of non-renewal) is not ending it for convenience, unless the passage also says
# that no reason is needed
_ON_EVENT = re.compile(r"\b(?:if|should|in the event|upon the occurrence|in case|unless)\b", re.I)
_NO_REASON = re.compile(
    r"\bwithout\s+(?:any\s+)?(?:cause|reason)|\bfor\s+(?:any|no)(?:\s+or\s+no)?\s+reason"
    r"|\bconvenience\b|\bat\s+any\s+time\b|\bdiscretion\b",
    re.I,
)
# a right of first refusal is a right to be offered a deal first, not the best terms
_FIRST_REFUSAL = re.compile(r"\bright\s+of\s+first\s+(?:refusal|negotiation|offer)\b", re.I)
_FAVOURED = re.compile(
    r"favou?red|favou?rable|\blowest\b|\bbest\s+(?:price|terms|rate)|\blower\s+(?:price|rate)", re.I
)
# a change of control that expressly has no consequence
_NO_CONSEQUENCE = re.compile(
    r"\bnor\s+shall\s+any\s+change\s+(?:in|of)\s+control\b"
    r"|\bchange\s+(?:in|of)\s+control\b[^.;]{0,60}\b(?:shall|will)\s+not\b[^.;]{0,30}"
    r"\b(?:be\s+deemed|constitute|require|give\s+rise|trigger)",
    re.I,
)
# an assignment of IP said not to happen, or a prohibition on assigning the contract
_NO_IP_TRANSFER = re.compile(
    r"\b(?:shall|will|does|do|did)\s+not\s+(?:\w+\s+){0,3}(?:create|confer|transfer|convey|vest|"
    r"pass|constitute|give\s+rise\s+to)\b[^.;]{0,40}\b(?:ownership|title)\b"
    r"|\bnothing\b[^.;]{0,120}\b(?:construed|deemed|interpreted|operate)\b[^.;]{0,40}"
    r"\b(?:assign|transfer|convey|vest)\w*"
    r"|\bno\s+(?:right|title|ownership|interest)\b[^.;]{0,80}\b(?:shall|will)\s+(?:pass|transfer|vest)"
    r"|\b(?:shall|will|may)\s+not\s+(?:\w+\s+){0,3}(?:assign|transfer)\b[^.;]{0,30}\bthis\s+agreement\b",
    re.I,
)
# a representation that rights were assigned before (by employees, to the party itself)
_ASSIGNED_BEFORE = re.compile(
    r"\b(?:has|have|had)\s+(?:been\s+)?(?:duly\s+|validly\s+)?assigned\b"
    r"|\bhas\s+executed\s+an?\s+agreement\s+assigning",
    re.I,
)
# a right to terminate for convenience denied
_NO_TERMINATION = re.compile(
    r"\b(?:neither\s+party|no\s+party)\s+(?:shall|will|may)\s+(?:have\s+(?:any|the)\s+right\s+to\s+)?"
    r"terminat"
    r"|\b(?:shall|will|may)\s+not\s+(?:\w+\s+){0,2}terminat\w*\b[^.;]{0,60}"
    r"\b(?:convenience|without\s+cause|for\s+any\s+reason)",
    re.I,
)
# a minimum that is a duration or a proportion ("hold the shares for a minimum of two years",
# "a minimum of six percent CBD"), not an amount to buy, sell or pay
_MINIMUM_OF_TIME = re.compile(
    r"\bminimum\s+(?:period\s+|term\s+|duration\s+)?of\s+(?:[\w-]+\s+){0,2}(?:\(\d+\)\s+)?"
    r"(?:years?|months?|weeks?|days?|hours?)\b"
    r"|\bminimum\s+of\s+[\w-]+\s*(?:\(\d+%?\)\s*)?(?:percent|%)"
    r"|\bat\s+least\s+(?:[\w-]+\s+){0,2}(?:\(\d+\)\s+)?(?:years?|months?|days?)\b",
    re.I,
)
_TRADE = re.compile(
    r"purchas|\border|\bbuy|\bpa(?:y|id)|\bfees?\b|royalt|revenue|\bsales?\b|\bsell|\bsold\b|volume|"
    r"quantit|\bunits?\b|spend|shortfall|\$|\bUSD\b|dollars|\beuros?\b",
    re.I,
)
# what keeps a passage an exclusivity answer whatever else it says: a restriction on dealing
_RESTRICTS = re.compile(
    r"\b(?:shall|will|may|must)\s+not\s+(?:\w+\s+){0,3}(?:sell|purchase|buy|appoint|deal|distribut|"
    r"market|promot|suppl|licen[cs]|engag|enter|solicit|offer|provid|use|obtain|procure|authori[sz]|"
    r"grant)"
    r"|\bexclusive\s+(?:distributor|supplier|reseller|agent|dealer|provider|source|licensee)\b"
    r"|\ball\s+of\s+(?:its|their)\s+requirements\b|\bonly\s+from\b|\bsolely\s+from\b",
    re.I,
)


def _logit(p: float) -> float:
    p = min(max(p, 1e-6), 1 - 1e-6)
    return math.log(p / (1 - p))


def _words(quote: str) -> str:
    return " ".join(_WORD.findall(quote.lower()))


def is_heading(quote: str) -> bool:
    """Whether ``quote`` is a heading alone: two to ten words, nearly all capitalised (eight
    at most in capitals: more is a sentence set in capitals), and no verb of a sentence
    ("14.4 Termination By Datec For Convenience")."""
    text = quote.strip()
    words = [w for w in _HEADING_WORD.findall(text) if w.lower() not in _HEADING_SMALL]
    if not 2 <= len(words) <= 10 or len(text) > 120 or _SENTENCE_VERB.search(text):
        return False
    if all(w.isupper() for w in words) and len(words) > 8:
        return False
    return sum(w[0].isupper() for w in words) >= 0.8 * len(words)


def has_anchor(clause: str, quote: str) -> bool:
    """Whether ``quote`` says ``clause``'s own words (in their sense for the kind); True for
    a kind without such words."""
    anchor = ANCHORS.get(clause)
    if anchor is None:
        return True
    other = NOT_ANCHORS.get(clause)
    return bool(anchor.search(other.sub(" ", quote) if other is not None else quote))


def threshold_of(clause: str) -> float | None:
    """The trained detector's threshold for ``clause`` (None: the model does not score it)."""
    from diligence_tui.offline.clauses.model import shipped

    model = shipped()
    if model is None or clause not in model.clauses:
        return None
    return float(model.thresholds[model.clauses.index(clause)])


def no_answer(clause: str, quote: str) -> str:
    """Why the passage ``quote`` says nothing about whether its document has ``clause``
    ("" when it may answer)."""
    from diligence_tui.offline.reviewer import is_definition

    if is_definition(quote):
        return "a definition"
    if _RECITAL.match(quote):
        return "a recital"
    if is_heading(quote):
        return "a heading"
    text = quote.strip()
    if len(_WORD.findall(text)) < 4:
        return "a fragment"
    if text.endswith(":") and len(text) < 250:
        return "a lead-in to a list"
    if clause == "Termination For Convenience":
        if _NO_TERMINATION.search(text):
            return "no right to terminate"
        if _ON_EVENT.search(text) and not _NO_REASON.search(text):
            return "an ending upon an event"
    if clause == "Ip Ownership Assignment" and _NO_IP_TRANSFER.search(text):
        return "no assignment of ownership"
    if clause == "Ip Ownership Assignment" and _ASSIGNED_BEFORE.search(text):
        return "an assignment made before (a representation)"
    if clause == "Minimum Commitment" and _MINIMUM_OF_TIME.search(text):
        if not _TRADE.search(text):
            return "a minimum time or proportion"
    if clause == "Most Favored Nation" and _FIRST_REFUSAL.search(text):
        if not _FAVOURED.search(text):
            return "a right of first refusal"
    if clause == "Change Of Control" and _NO_CONSEQUENCE.search(text):
        return "a change of control without consequence"
    if clause == "Exclusivity":
        plain = _NON_EXCLUSIVE.sub("", text)  # "non-exclusive reseller" is no exclusive reseller
        if _RESTRICTS.search(plain):
            return ""
        if "exclusiv" in text.lower() and "exclusiv" not in plain.lower():
            return "a non-exclusive grant"
        if _NOT_EXCLUSIVITY.search(plain):
            return "no exclusive dealing"
    return ""


def yes_hits(
    clause: str,
    hits: Sequence[ClauseHit],
    threshold: float | None = None,
    margin: float = SINGLE_MARGIN,
    anchor_margin: float = ANCHOR_MARGIN,
) -> list[ClauseHit]:
    """The passages among ``hits`` that answer "yes" for ``clause``, best first; none means
    "no". ``threshold``: the detector's threshold for the kind (its model's), for the rules
    on passages without the kind's words and on one weak passage (None: no such rules)."""
    kept = [h for h in hits if h.clause == clause and not no_answer(clause, h.quote)]
    kept.sort(key=lambda h: -h.score)
    if not kept or threshold is None:
        return kept
    anchor = ANCHORS.get(clause)
    if anchor is not None:
        floor = _logit(threshold) + anchor_margin
        kept = [h for h in kept if has_anchor(clause, h.quote) or _logit(h.score) >= floor]
        if not kept:
            return kept
    # a second passage is more evidence; the same words again (a clause repeated in a
    # schedule, a page header) are not
    if any(h.score >= RULE_SCORE for h in kept) or len({_words(h.quote) for h in kept}) > 1:
        return kept
    if _logit(kept[0].score) >= _logit(threshold) + margin:
        return kept
    return []
