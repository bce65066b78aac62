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
* ``EXCLUDES``: what a passage of the kind is *not*, though it speaks of the same things (a
  permission to assign to an acquirer is not a change-of-control clause, a non-exclusive
  grant is not exclusivity). With REQUIRES it is one gate, :func:`admits`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from diligence_tui.offline.clauses.hit import ClauseHit
from diligence_tui.offline.clauses.passages import passages
from diligence_tui.offline.prefilter import lowered, search


def _rx(*patterns: str) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{p})" for p in patterns), re.I)


# a comparison class: other customers, licensees, third parties, similarly situated buyers
_OTHERS = (
    r"(any|all|other|third|similarly[- ]situated|equivalently[- ]situated|comparable)\b[^.;]{0,40}?"
    r"\b(part(y|ies)|customers?|clients?|licensees?|purchasers?|buyers?|resellers?|distributors?"
    r"|dealers?|suppliers?|persons?|entit(y|ies)|companies|company)"
)
_FAVOUR = r"favou?rable|advantageous|beneficial"
_MFN_NAME = (
    r"(most[- ]favou?red[- ](nations?|customers?|licensees?|pricing|prices?|terms|treatment|basis)"
    r"|MFN\b)"
)
_PRICE = r"(prices?|pricing|rates?|fees|charges|royalt(y|ies)|discounts?)"
_OFFERED = (
    r"(charge[sd]?|offer(s|ed)?|paid|pays?|grant(s|ed)?|given|gives?|available|extend(s|ed)?)"
)
_PROMISE = r"(shall|will|must|agrees?|entitled|receive|grant(s|ed)?|accord(s|ed)?|extend(s|ed)?|provide[sd]?|give[sn]?)"

FINDS: dict[str, re.Pattern[str]] = {
    "Most Favored Nation": _rx(
        # the name of the clause is a grant only when something is promised with it ("shall
        # receive most favoured pricing"); "Are there any MFN clauses?" or a row "MFN at 9.4"
        # only mention one (a question never grants: see finds())
        rf"\b{_PROMISE}\b[^.;]{{0,150}}\b{_MFN_NAME}",
        rf"\b{_MFN_NAME}[^.;]{{0,150}}\b{_PROMISE}\b",
        # "the fees ... will not exceed those charged to any other similarly situated customer",
        # "prices ... no higher than the lowest prices which the Supplier charges to any other"
        rf"\b{_PRICE}\b[^.;]{{0,80}}?\b((not|never) (exceed|be (higher|greater|more) than)|no (higher|greater|more) than)\b"
        rf"[^.;]{{0,120}}?\b{_OFFERED}\b[^.;]{{0,60}}?\b{_OTHERS}",
        # "no less favourable to Nortel than the terms in effect with any of its resellers"
        rf"\b(no|not) less ({_FAVOUR})\b[^.;]{{0,160}}?\bthan\b[^.;]{{0,120}}?\b{_OTHERS}",
        rf"\bat least as ({_FAVOUR}|low)\b[^.;]{{0,160}}?\b(as|than)\b[^.;]{{0,120}}?\b{_OTHERS}",
        # "no license ... at terms more favorable to the third party than were offered to"
        rf"\b(more|better) ({_FAVOUR})\b[^.;]{{0,80}}?\bto (any |such |the )?(other |third )",
        rf"\b(lower|better|more ({_FAVOUR})|lowest|best) (prices?|pricing|rates?|royalt(y|ies)|fees|terms|discounts?)\b"
        rf"[^.;]{{0,160}}?\b(than|to|with|given|granted|offered|charged)\b[^.;]{{0,60}}?\b{_OTHERS}",
        rf"\b{_OTHERS}\b[^.;]{{0,160}}?\b(lower|better|more ({_FAVOUR})|lowest|best) (prices?|pricing|rates?|royalt(y|ies)|fees|terms)\b"
        r"[^.;]{0,200}?\b(offer|extend|grant|pass|make available|apply|reduce|adjust|entitled|receive)",
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

# what is made under a contract, as opposed to what a party brings to it
_MADE = (
    r"(develop|improve|modif|invent|creat|conceiv|deriv|work product|deliverable|results?\b"
    r"|arising|made\b|generat|enhance|discover|works\b)"
)

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
        r"\bexclusiv",
        r"\bsole(ly)?\b",
        r"\bonly\b",
        r"\bother\b",
        r"\bthird part",
        r"\bcompet",
        r"\brequirements\b",  # a commitment to buy all of one's requirements from one party
    ),
    "Non-Compete": _rx(r"\bcompet", r"\brival", r"\bsimilar", r"\bengage", r"\bbusiness"),
    "Cap On Liability": _rx(r"\bliab", r"\bdamages", r"\bexceed", r"\blimit", r"\bcap\b"),
    "Uncapped Liability": _rx(r"\bliab", r"\bdamages", r"\blimit", r"\bcap\b", r"\bindemn"),
    # IP that passes to the other side: assigned, transferred, vested, made for hire,
    # belonging to or becoming the property of someone; or ownership of what is *made* under
    # the contract (developments, improvements, work product). A party owning or retaining
    # its own existing IP ("Sponsor is the sole owner of the Sponsor Marks") is not it.
    "Ip Ownership Assignment": _rx(
        r"\bassign(s|ed|ment|ments)?\b",
        r"\btransfer",
        r"\bconvey",
        r"\bvest",
        r"\bfor hire\b",
        r"\bbelong",
        r"\bbecomes?\b[^.;]{0,60}\b(property|rights|owner)",
        rf"\b(own|owns|owned|owner|ownership|property|title)\b[^.;]{{0,200}}\b{_MADE}",
        rf"\b{_MADE}[^.;]{{0,200}}\b(own|owns|owned|owner|ownership|property)\b",
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


def _unless(core: str, *patterns: str, always: str = "") -> re.Pattern[str]:
    """A passage that matches one of ``patterns`` and nowhere says ``core``, or that matches
    ``always``."""
    unless = rf"^(?![\s\S]*(?:{core}))[\s\S]*(?:{'|'.join(patterns)})"
    return re.compile(f"{unless}|{always}" if always else unless, re.I)


def _either(*rules: re.Pattern[str]) -> re.Pattern[str]:
    """One pattern that matches where any of ``rules`` (each from :func:`_unless`) does."""
    return re.compile("|".join(f"(?:{r.pattern})" for r in rules), re.I)


_CHANGE = r"\bchange (of|in) (the )?(control|ownership)"
# "non-exclusive" as filings type it: a hyphen, a Unicode hyphen or dash, a space after it
_DASH = "[-\u2010\u2011\u2012\u2013\u2014]"
_NON = "".join(
    f"(?<!non{d}{sp})" for d in ("", "-", "\u2010", "\u2011", "\u2013") for sp in ("", " ")
)

# what makes an ending one for convenience: no reason is needed
_CONVENIENCE = (
    r"\bwithout (any )?(cause|reason)\b|\bfor (any|no|any or no) reason\b|\bconvenience\b"
    r"|\bwith or without cause\b|\b(sole|absolute) (discretion|right)\b"
)
# a renewal passage that also lets a party end the contract "at any time" grants the ending
# (not in _CONVENIENCE, which the denials read as well)
_AT_ANY_TIME = r"\bat any time\b"

# What a passage of the kind is *not*, though it speaks of the same things: a passage that
# matches is dropped like one that lacks what REQUIRES asks for (same switch, use_gate).
EXCLUDES: dict[str, re.Pattern[str]] = {
    # A change of control is a risk when it needs a consent, ends the contract or counts as an
    # assignment; a permission to assign to the acquirer of a business without consent is
    # the opposite (unless the same passage also ties a consequence to a change of control).
    "Change Of Control": _either(
        _unless(
            r"\bchange (of|in) (the )?(control|ownership)|\bdeemed (to be )?(an? )?(assignment|transfer)"
            r"|\bterminat|\bcontrolling (interest|shareholder)",
            r"\b(may|can|shall (be entitled|have the right)|will (be entitled|have the right)|is entitled"
            r"|has the right|right to)\b[^.;]{0,100}\b(assign|transfer|novate)[^.;]{0,200}\bwithout\b"
            r"[^.;]{0,80}\bconsent",
            r"\bwithout\b[^.;]{0,80}\bconsent\b[^.;]{0,200}\b(assign|transfer)[^.;]{0,200}\b(merger|acqui"
            r"|successor|sale of (all|substantially))",
            r"\bno (such )?consent (shall|will|is)( be)? (required|needed|necessary)",
            r"\bexcept\b[^.;]{0,60}\b(to|in connection with|pursuant to|as a result of)\b[^.;]{0,80}"
            r"\b(merger|acqui|successor|consolidat|sale of (all|substantially)|purchaser|transferee)",
            r"\b(may|can)\b[^.;]{0,40}\bassign\b[^.;]{0,100}\b(to|in connection with)\b[^.;]{0,80}"
            r"\b(merger|acqui|successor|consolidat|sale of (all|substantially)|purchaser|transferee)",
        ),
        # a change of control that is declared *not* to count ("nor shall a change in control
        # be deemed an assignment"), or that only makes an assignment free of consent ("may
        # assign without consent in the event of a merger or change of control"), ties no
        # consequence to it (unless the passage also ends the contract or asks a consent for it)
        _unless(
            r"\bterminat|\b(requires?|subject to|with|obtain)\b[^.;]{0,30}\bconsent\b[^.;]{0,80}"
            r"\bchange (of|in) (the )?control|\bexcept\b|\bunless\b|\bprovided,? (however|that)\b"
            r"|\bcompetitor",
            # the negation must govern the change: "a corporation that is not listed, a change in
            # the control of the Tenant shall be deemed an assignment" negates another clause
            r"\b(nor|neither|not|no)\b[^.;,]{0,40}\bchange (of|in) (the )?(control|ownership)\b[^.;]{0,80}"
            r"\b(be )?(deemed|considered|treated as|constitute)",
            r"\bchange (of|in) (the )?(control|ownership)\b[^.;]{0,80}\b(shall|will) not (be )?"
            r"(deemed|considered|treated as|constitute)",
            r"\b(may|can|shall be entitled to|will be entitled to|is entitled to|has the right to)\b"
            r"[^.;]{0,60}\b(assign|transfer)\b[^.;]{0,100}\bwithout\b[^.;]{0,60}\bconsent\b[^.;]{0,40}"
            r"\b(in the event of|upon|in connection with|as part of|pursuant to)\b[^.;]{0,40}"
            r"\b(merger|acqui|reorgani|consolidat|change (of|in) (the )?control|sale of)",
        ),
        # a definition of "Change of Control" says what the change is, not what follows from
        # it (the operative clause that uses the term is the clause)
        _unless(
            r"\bterminat|\bconsent|\bdeemed|\bnotify|\bnotice|\bassign",
            r"[\"'\u201c\u201d]\s*change (of|in) (the )?control\s*[\"'\u201c\u201d]\s*(,[^.;]{0,60},\s*)?"
            r"(shall )?(mean|means|has the meaning|is defined|refers|occurs|shall be deemed)",
        ),
        # a definition of "control" (most often inside the definition of an Affiliate) says
        # what control is, not what happens when it changes
        _unless(
            rf"{_CHANGE}|\bmerge|\bacqui|\bconsolidat",
            r"[\"'\u201c\u201d]?\bcontrol(led|ling)?\b[\"'\u201c\u201d]?\W{0,4}(\s*(,|for (the )?purposes? of|as used)"
            r"[^.;]{0,60})?\b(means|shall mean|meaning|refers)\b",
            # "A person shall be regarded as in control of another entity if it owns ..."
            r"\b(shall|will) be (regarded|deemed|considered) (as )?(to be )?in control of\b",
            r"\baffiliates?\b[\"'\u201c\u201d]?\W{0,4}\s*(means|shall mean)\b",
        ),
        # an insolvency "reorganization" or an assignment for the benefit of creditors is no
        # change in who controls a party
        _unless(
            rf"{_CHANGE}|\bmerge|\bacqui|\bconsolidat|\bcontrol",
            r"\b(bankrupt|insolven|receiver|liquidat|creditors|winding[- ]up)",
        ),
    ),
    # Not competing is a restriction on the business a party may do; not soliciting staff, not
    # bribing, not disparaging, or a statement that nothing restricts a party, are not it.
    "Non-Compete": _either(
        _unless(
            r"\bcompet(e|es|ing|ition|itive)\b",
            r"\b(solicit|hire|employ|recruit|engage)\w*\b[^.;]{0,120}\b(employees?|personnel|officers?|staff"
            r"|contractors?|consultants?)\b",
            r"\b(bribe|kickback|disparag|improper (payment|gift))",
            always=r"\bnothing\b[^.;]{0,120}\b(prevent|restrict|preclude|limit|prohibit)",
        ),
        # not selling under a name or mark "confusingly similar to or suggestive of" the
        # licensor's protects a mark, it restricts no line of business
        re.compile(
            r"\bconfusingly similar\b|\b(similar to|suggestive of)\b[^.;]{0,60}"
            r"\b(names?|marks?|logos?|trademarks?|trade names?|endorsement)\b"
            # "any name, logo or trade mark similar to or suggestive of the Club's"
            r"|\b(names?|marks?|logos?|trademarks?|trade names?|insignia|designs?)\b,?\s+"
            r"(that is |which is |that are |which are )?(similar to|suggestive of|resembling)\b",
            re.I,
        ),
        # a statement that no covenant not to compete exists or binds someone ("is not subject
        # to any non-competition covenant") is the absence of a restriction, not one
        _unless(
            r"\b(shall|will|must|agrees? to|covenants? to) not\b|\bagrees? not\b|\brefrain",
            r"\b(no|not|any|does not contain|do not contain|free of)\b[^.;]{0,40}\b(covenants?[- ]not[- ]to[- ]compete"
            r"|covenants?[- ]non[- ]?compete|non[- ]?compet\w*\s+(covenants?|agreements?|obligations?|restrictions?"
            r"|provisions?|clauses?))\b[^.;]{0,80}\b(applicable|that would|which would|binding|prevent|restrict"
            r"|in effect|in force)|\b(is|are) not (subject to|bound by|party to)\b[^.;]{0,30}\b(any )?"
            r"(covenants?[- ]not[- ]to[- ]compete|covenants?[- ]non[- ]?compete|non[- ]?compet)",
        ),
        # not paying money or a thing of value to an official or a customer's employee is an
        # anti-corruption promise; which confidential information a duty leaves out (already
        # known, publicly known, received from a third party) restricts no business
        re.compile(
            r"\b(money|thing of value|anything of value)\b[^.;]{0,120}\b(officials?|employees? of (a|any|the) "
            r"customer|government)\b"
            r"|\b(publicly|already) known\b[\s\S]{0,200}\b(third party|independently developed)\b",
            re.I,
        ),
        # a freedom to compete ("Each Party may ... market competitive products") with no
        # restriction in the same passage is the opposite of a non-compete
        _unless(
            r"\b(shall|will|may|must|agrees? to|covenants? to) not\b|\b(shall|will|may) neither\b"
            r"|\bagrees? not\b|\bcannot\b|\bnor\b|\brefrain",
            r"\bmay\b[^.;]{0,120}\bcompet",
            r"\b(is|are|be|remains?) (entirely )?free to\b",
        ),
        # a restriction binds someone: a passage with no promise, duty, right or restriction
        # in it is a report, not a covenant ("the team ran a win-loss review of the last
        # twenty competitive deals" made 252 findings in the 5,000-document sample room).
        # Every Non-Compete passage labelled in CUAD's training part has one of these words.
        re.compile(
            r"^(?![\s\S]*\b(shall|will|may|must|might|can|cannot|agrees?|covenants?|undertak\w*"
            r"|not|no|nor|never|refrain\w*|restrict\w*|prohibit\w*|terminat\w*|rights?"
            r"|competitors?|list)\b)",
            re.I,
        ),
    ),
    # ending a contract for convenience needs no reason; a right to end it for a breach, an
    # insolvency or some other event, by mutual agreement or at the end of its term is not it
    "Termination For Convenience": _either(
        _unless(
            _CONVENIENCE,
            r"\b(with|for) (good )?cause\b",
            r"\b(occurrence|occurs|following events?|any of the following)\b",
            r"\bbreach",
            r"\bdefault",
            r"\b(insolven|bankrupt|receiver|liquidat)",
            r"\bby (mutual )?(written )?agreement\b|\bmutual(ly)? (agree|consent|written)",
            r"\bat the (expiration|end) of (the|its|any) (initial |renewal )?term",
            # a definition of a notice or a date ('"Termination Notice" means ...')
            r"[\"\u201c]\s*termination[^\"\u201d]{0,30}[\"\u201d]\s*(shall )?(means?|has the meaning)",
        ),
        # a term that renews unless a party gives notice before it expires is ended by not
        # renewing (CUAD's Notice Period To Terminate Renewal), not at any time
        _unless(
            f"{_CONVENIENCE}|{_AT_ANY_TIME}",
            r"\b(renew|extend)\w*[\s\S]*\b(expiration|expiry|end) of\b",
        ),
    ),
    # liability is uncapped where a limit does not reach it (a carve-out, "shall not apply",
    # "unlimited"); an exclusion of indirect or consequential loss with no exception is a
    # limit, not the absence of one
    "Uncapped Liability": _unless(
        r"\bexcept|\bexclud(ing|es)\b|\bother than\b|\bsave\b|\bunless\b|\bnot (apply|limit)|\bunlimited"
        # ("including, without limitation, lost profits" and "notwithstanding any failure of
        # ... any limited remedy" are drafting phrases, not a limit that does not reach)
        r"|\buncapped|\bwithout limit(?!ation)|\bnot be limited\b|\bin no way limit"
        r"|\bnotwithstanding\b[^.;]{0,80}\b(limit(?!ed remed)|cap)",
        r"\b(indirect|consequential|incidental|special|punitive|exemplary)\b",
        # "liability under this Addendum is subject to the limitations ... in the Agreement":
        # a limit that applies, not one that does not
        r"\bsubject to\b[^.;]{0,60}\b(limitations?|limits?|caps?)\b",
    ),
    # a non-exclusive licence or appointment, or "nothing here creates an exclusive
    # arrangement", says there is no exclusivity (unless the passage also restricts dealing)
    "Exclusivity": _either(
        _unless(
            rf"{_NON}\bexclusive(ly)? (right|distributor|supplier|licen|basis|agent"
            r"|reseller|provider|source|dealer|partner|territory|arrangement with)|\b(shall|will|may) not\b"
            r"|\bnor\b|\brequirements\b",
            rf"\bnon{_DASH}?\s?exclusiv",
            r"\b(not|no|nothing)\b[^.;]{0,60}\bexclusiv",
        ),
        # a statement that a party has no exclusivity, or that nothing creates one, phrased with
        # "will not have" or "nor shall ... be construed" (which the rule above reads as a
        # restriction): "does not and will not have exclusive rights"
        _unless(
            r"\b(shall|will|may) not (sell|purchase|buy|appoint|deal|distribute|market|promote|supply"
            r"|licen[cs]e|engage|enter|solicit|offer|grant|carry|handle|represent|use)|\brequirements\b",
            r"\b(does|do|shall|will) not (and (will|shall) not )?(have|hold|receive|obtain|acquire)\b[^.;]{0,30}"
            r"\bexclusiv",
            r"\b(not|nothing|no)\b[^.;]{0,60}\b(be )?(construed|deemed|interpreted)\b[^.;]{0,40}"
            r"\b(as )?(creating|to create|establishing|granting|to grant|conferring)\b[^.;]{0,20}\b(an? |any )?exclusiv",
        ),
        # how long an exclusivity period runs, whether it is extended or when it ended is not
        # the exclusive dealing itself (unless the passage also states what may not be done)
        _unless(
            r"\b(shall|will|may) not (sell|purchase|buy|appoint|deal|distribute|market|promote|supply"
            r"|licen[cs]e|engage|enter|solicit|offer)|\bexclusive(ly)? (right|distributor|supplier|licen"
            r"|basis|agent|reseller|provider|source|dealer)|\bsolely\b|\bonly from\b|\brequirements\b",
            r"\bexclusivity (period|term)\b[^.;]{0,80}\b(expir|extend|extension|renew|end|lapse|terminat)",
            r"\b(expir|extend|extension|renew|end|lapse|terminat)\w*\b[^.;]{0,80}\bexclusivity (period|term)\b",
        ),
        # "exclusive" that says who alone may act, owns, decides or judges, not with whom a
        # party may deal: the exclusive right to prosecute, defend or settle a claim, to
        # register a mark, the sole and exclusive property, remedy or jurisdiction, "exclusive
        # of taxes", "the word 'or' shall not be exclusive"
        _unless(
            rf"\b(shall|will|may) not (sell|purchase|buy|appoint|deal|distribute|market|promote|supply"
            rf"|licen[cs]e|engage|enter|solicit|offer)|{_NON}\bexclusive(ly)? (distributor|supplier|licen"
            r"|basis|agent|reseller|provider|source|dealer|territory)|\bsolely from\b|\bonly from\b"
            r"|\brequirements\b|\bexclusive rights? (to|of) (sell|distribute|market|promote|supply|resell"
            r"|make|manufacture|commerciali|use|licen|import|represent|develop)",
            r"\bexclusive (right|authority|control|option)s?,?( but not the obligation,?)? (to|of) "
            r"(prosecute|defend|settle|control|enforce|apply|register|file|maintain|change|determine"
            r"|elect|bring|conduct|institute|direct|sue|litigate|prosecution|defense|enforcement)",
            r"\bexclusive (property|owner|ownership|remed(y|ies)|jurisdiction|venue|forum|means"
            r"|warrant(y|ies)|statement|terms)\b",
            r"\bexclusive of\b",
            r"\b(shall|will|is|are) not (be )?(deemed |construed as )?exclusive\b",
        ),
    ),
    # IP ownership assignment is IP passing from the one who made or had it to the other
    # side; IP that stays where it is (remains, retains, owned before this agreement), that
    # each party keeps for what it made, or that is owned jointly is not it (unless the
    # passage also assigns, makes a work for hire or vests something in the other side)
    "Ip Ownership Assignment": _either(
        # goodwill from using a licensed mark inures to the mark's owner ("hereby assigns all
        # goodwill developed in connection with its use of the marks, which shall inure to ..."):
        # a trademark licence's term, not IP made under the contract passing to the other side
        re.compile(r"\bgoodwill\b[^.;]{0,120}\binures?\b", re.I),
        # a definition of what intellectual property is ('"Intellectual Property Rights" means
        # patents, copyrights ...') says nothing of who owns it or to whom it passes
        _unless(
            r"\b(hereby|shall|will|agrees? to) (irrevocably )?(assign|transfer|convey|vest)|\bfor hire\b",
            r"^\W*(\(?[a-z]{1,4}\)\s*)?[\"'\u201c\u201d]?\s*intellectual property( rights)?\s*[\"'\u201c\u201d]?"
            r"\s*(-|\u2013|\u2014|:|means|shall mean|has the meaning|includes|shall include)",
        ),
        _unless(
            r"\b(hereby|shall|will|agrees? to|must|to) (irrevocably )?(assign|transfer|convey)"
            r"|\bis hereby assigned|\bfor hire\b|\bassigns? (to|all)\b"
            # "shall vest in and remain the property of the Consultant" passes it; "shall remain
            # vested in the Licensor" keeps it
            r"|(?<!remain )(?<!remains )(?<!be )\bvest(s|ed)? in\b",
            # "shall be and remain the property of the Company" is a grant, "remains the property
            # of the Association" is not
            r"(?<!be and )(?<!be and shall )\b(remain|remains)\b|\b(retain|retains|continue to own"
            r"|continues to own)\b",
            r"\bprior to (the (execution|date|effective date) of )?this agreement\b",
            r"\bjoint(ly)?[- ](own|owned|ownership|property)|\bequal,? undivided\b",
            r"\beach party\b[^.;]{0,60}\b(shall |will )?(own|retain|keep)",
            # an acknowledgement of what a party owns now ("acknowledges that CHT owns"), not of
            # what shall belong to it
            r"\backnowledges?\b[^.;]{0,80}\b(owns|is the (sole |exclusive )*owner|belongs)\b",
            # "Inventions made solely by Adaptimmune ... will be solely owned by Adaptimmune"
            r"\b(made|developed|conceived|created|invented|generated|discovered)\b[^.;]{0,30}\bby "
            r"(the )?(?!(the|a|an|such|its|their|each|either|any|or)\b)(?P<maker>[a-z][\w-]+)\b[^.;]{0,120}\b(owned by|property of|belongs? to|vest(s|ed)? in"
            r"|owner of)\s+(the )?(?P=maker)\b",
            # "use of the Marks does not create ownership rights in them": nothing passes
            r"\b(does|do|shall|will) not\b[^.;]{0,40}\b(create|confer|grant|transfer|give)\b[^.;]{0,30}"
            r"\b(ownership|title)\b",
        ),
    ),
    "Minimum Commitment": _either(
        # "at a minimum, the terms set out in Section 12" says what something must include,
        # not an amount to buy; a minimum size ("a minimum 36 inch counter") is a specification
        _unless(
            r"\b(purchas|buy|order|pay|spend|sell)\w*\b[^.;]{0,40}\b(at (a )?minimum|at least|not less than"
            r"|no less than|a minimum of)\W{0,3}[\d$\u20ac\u00a3]",
            r"\bat (a )?minimum,\s*(the|with|all|any|each|such|in)\b",
            r"\bminimum (of )?\d+(\.\d+)?\s*(\"|inch|inches|feet|foot|ft\b|cm\b|mm\b|met(er|re)s?|square)",
        ),
        # "Buyer shall have no obligation to purchase any minimum quantity" is the absence of one
        _unless(
            r"\b(shall|will|must|agrees? to|undertakes? to)( \w+){0,2} (purchase|buy|order|pay)\b"
            r"[^.;]{0,80}\b(minimum|at least|not less than)",
            r"\bno (obligation|commitment|requirement|duty)\b[^.;]{0,60}\b(purchase|buy|order|minimum|take)",
            r"\b(not|never) (be )?(obligated|obliged|required|committed|bound)\b[^.;]{0,60}"
            r"\b(purchase|buy|order|take)",
            r"\bno minimum\b",
            r"\bwithout (any )?minimum\b",
            # "This License does not include a minimum annual royalty"
            r"\b(does|do|shall|will) not (include|contain|require|impose|provide for|set)\b[^.;]{0,40}"
            r"\bminimum",
        ),
        # a minimum is a commitment when it is one to buy, pay or sell: a committee that meets
        # at least twice a year, insurance with a minimum limit, records kept for a minimum of
        # three years or a service level of at least 99% are not (unless the passage also
        # speaks of buying, paying or selling)
        _unless(
            r"\b(purchas|buy|bought|order|pay|fees?\b|royalt|spend|expend|sales\b|sell|sold|volume"
            r"|quantit|units?\b|revenue|price|invoice|commit(?!tee)|take[- ]or[- ]pay|shortfall|supply"
            r"|procure|(?<!minimum )requirement|forecast|advertis|market|promot|subscri|tons?\b|barrels?"
            r"|gallons?|products?\b|goods\b)",
            r"\bmeetings?\b|\b(committee|board|parties|representatives|administrators)\b[^.;]{0,80}"
            r"\bmeet\b",
            r"\b(insurance|insured|insurer|coverage|records|SLA|uptime|availability|rating)\b",
            # how long something lasts or how fast it is done ("a minimum of three years",
            # "no less than twelve (12) hours after"), or a standard to meet ("minimum hours of
            # operation", "minimum requirements", "a minimum of six percent CBD")
            r"\b(minimum|at least|not less than|no less than)( of| period of)? (\w+ )?(\(\d+\) )?"
            r"(hours?|days?|business days?|weeks?|months?|years?)\b",
            r"\bminimum (requirements?|hours|standards?|qualifications?|specifications?|ownership"
            r"|percentage|age|content|size)\b",
        ),
    ),
}


# A grant that the passage denies is no grant: "Neither party may terminate this Agreement for
# convenience", "This Agreement may not be terminated without cause", "the Distributor shall
# have no right to terminate for any reason". Per kind: the denial (a negation that governs
# the grant's verb, then the grant's defining words in the same clause) and those defining
# words. A passage is dropped when every one of its grants is denied and no exception follows
# a denial ("except on ninety days' notice", "during the Initial Term", "unless").
_ENDING = r"(terminat|cancel)\w*"
_GAP = r"[^.;:,]{0,40}?"
DENIES: dict[str, tuple[re.Pattern[str], re.Pattern[str]]] = {
    "Termination For Convenience": (
        re.compile(
            rf"(?:(\b(neither|no) (party|of the parties)\b|\bneither\b[^.;:,]{{0,40}}\bnor\b[^.;:,]{{0,40}})"
            rf"{_GAP}\b(may|shall|will|can|could|is|are|has|have)\b{_GAP}\b{_ENDING}"
            rf"|\b(may|shall|will|can|could|must)\s+not\b(\s+[\w-]+){{0,4}}?\s+(be\s+)?{_ENDING}"
            rf"|\bcannot\b(\s+[\w-]+){{0,4}}?\s+(be\s+)?{_ENDING}"
            rf"|\bnot\s+(be\s+)?(entitled|permitted|allowed|able)\s+to\s+{_ENDING}"
            rf"|\bno\s+(right|option|entitlement|ability|power)\b(\s+[\w-]+){{0,3}}?\s+to\s+{_ENDING}"
            rf"|\bis\s+not\s+terminable\b)"
            rf"[^.;:]{{0,120}}?(?:{_CONVENIENCE})",
            re.I,
        ),
        re.compile(_CONVENIENCE, re.I),
    ),
}
_KEPT_ALIVE = re.compile(
    r"\b(except|unless|other than|save|provided|prior to|before|until|during|within|after"
    r"|following|thereafter|but)\b",
    re.I,
)


def _denied(clause: str, text: str) -> bool:
    """True when every grant of ``clause`` in ``text`` is denied (see DENIES)."""
    rule = DENIES.get(clause)
    if rule is None:
        return False
    denial, grant = rule
    kept = []
    pos = 0
    for m in denial.finditer(text):
        if _KEPT_ALIVE.search(text, m.end()):
            return False
        kept.append(text[pos : m.start()])
        pos = m.end()
    if pos == 0:
        return False
    kept.append(text[pos:])
    return not grant.search(" ".join(kept))


# What a passage that FINDS a kind is nonetheless not: a "penalty of perjury" is a certificate,
# and ending "without any early termination penalty" is the absence of a sum agreed for it
# (unless the same passage names liquidated damages).
UNFINDS: dict[str, re.Pattern[str]] = {
    "Liquidated Damages": _unless(
        r"\bliquidated damages\b",
        r"\bpenalt(y|ies) of perjury\b",
        r"\b(without|free of|no) (any |an? )?(early termination |termination |cancell?ation )?"
        r"(penalty|penalties|fee|charge)\b",
    ),
}


def finds(clause: str, text: str, low: str | None = None) -> bool:
    """True when ``text`` states the defining promise of ``clause`` (a kind in FINDS). A
    question ("Are there any MFN clauses?") grants nothing. ``low``: see prefilter.search."""
    rule, unlike = FINDS.get(clause), UNFINDS.get(clause)
    if not rule or text.rstrip().endswith("?") or (unlike and unlike.search(text)):
        return False
    return bool(search(rule, text, low))


# A lead-in that only introduces the list below it ("(a) Either party may terminate this
# Agreement:", "This Agreement may be terminated only:") says who may end the contract, not
# that no reason is needed; the items say why. Read in the passage's own words.
LEAD_INS: dict[str, re.Pattern[str]] = {
    "Termination For Convenience": re.compile(rf"^(?![\s\S]*(?:{_CONVENIENCE}))[\s\S]*:\s*$", re.I),
}


def admits(clause: str, text: str, heading: str | None = None) -> bool:
    """False when ``text`` (with the section title ``heading`` above it, if given) lacks what
    any passage of ``clause`` must mention (kinds without a rule in REQUIRES admit
    everything), reads as what the kind is not (EXCLUDES), only leads in to a list (LEAD_INS,
    its own words), or denies every grant of the kind
    it makes (DENIES; the passage's own words only: a title "Termination for Convenience"
    over "Neither party may terminate for convenience" grants nothing)."""
    full = text if heading is None else text + " " + heading
    rule, unlike = REQUIRES.get(clause), EXCLUDES.get(clause)
    if rule is not None and not rule.search(full):
        return False
    lead = LEAD_INS.get(clause)
    if lead is not None and lead.search(text):
        return False
    return not (unlike and unlike.search(full)) and not _denied(clause, text)


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
            low = lowered(quote)
            for clause in kinds:
                if finds(clause, quote, low):
                    out.append(ClauseHit(clause, number, p.start, p.end, quote, 1.0))
    return out
