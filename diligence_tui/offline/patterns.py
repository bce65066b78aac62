"""The offline reviewer's knowledge: diligence issue kinds as regex rules, the benign look-alikes
that are not red flags, and extractors for amounts, dates and parties.

Each :class:`IssueKind` names the words that make a sentence a candidate (``triggers``, any
one), words that must also be near (``requires``, each one), words that rule it out for this
kind (``excludes``), and rules that raise its severity. :data:`BENIGN` lists the shared
reasons a hit is not a red flag (expired, waived, settled, consent obtained, "shall not
apply", negations); a kind may opt out of some (an insurance gap *is* an expired policy).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from diligence_tui.offline.facts import Amount
from diligence_tui.review.model import SEVERITIES

_F = re.I


def rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, _F)


SEVERITY_ORDER = tuple(reversed(SEVERITIES))  # least to most severe


def bump(severity: str, steps: int = 1) -> str:
    i = SEVERITY_ORDER.index(severity) if severity in SEVERITY_ORDER else 2
    return SEVERITY_ORDER[max(0, min(len(SEVERITY_ORDER) - 1, i + steps))]


def at_most(severity: str, ceiling: str) -> str:
    return severity if SEVERITY_ORDER.index(severity) <= SEVERITY_ORDER.index(ceiling) else ceiling


def at_least(severity: str, floor: str) -> str:
    return severity if SEVERITY_ORDER.index(severity) >= SEVERITY_ORDER.index(floor) else floor


@dataclass(frozen=True)
class IssueKind:
    key: str
    title: str
    why: str  # why it matters to a buyer (one sentence)
    next_step: str
    triggers: tuple[re.Pattern[str], ...]
    severity: str = "medium"
    requires: tuple[re.Pattern[str], ...] = ()
    excludes: tuple[re.Pattern[str], ...] = ()
    escalate: tuple[tuple[re.Pattern[str], str], ...] = ()  # (pattern, severity floor)
    benign: tuple[re.Pattern[str], ...] = ()  # kind-specific reasons it is not a red flag
    skip_benign: frozenset[str] = frozenset()  # names in BENIGN this kind ignores
    actual_only: bool = False  # an event must have happened (not a policy or a hypothetical)
    amount_scaled: bool = True
    benign_paths: re.Pattern[str] | None = None  # documents whose hits of this kind are benign
    time_limited: bool = False  # a restriction "until <date>" in the past has expired
    money_words: re.Pattern[str] | None = None  # amounts elsewhere in the slice that size it
    soften: tuple[tuple[re.Pattern[str], str], ...] = ()  # (pattern, severity ceiling)
    # what a sentence the trained clause model found must also say to be this kind's risk
    # (the model finds the clause, "each party's liability shall not exceed ..." included;
    # uncapped means a carve-out or an exclusion is there). A kind without any takes no
    # hits from the model: its regex rules alone decide (our own kinds: litigation, liens, ...).
    learned_requires: tuple[re.Pattern[str], ...] = ()
    # benign when one of the two sentences before, in the same clause, says it (a permission
    # the restriction that follows is the exception to)
    benign_before: tuple[re.Pattern[str], ...] = ()


def _k(key: str, title: str, why: str, next_step: str, triggers: list[str], **kw: Any) -> IssueKind:
    def many(name: str) -> tuple[re.Pattern[str], ...]:
        return tuple(rx(p) for p in kw.pop(name, []))

    requires, excludes, benign = many("requires"), many("excludes"), many("benign")
    kw["learned_requires"] = many("learned_requires")
    kw["benign_before"] = many("benign_before")
    escalate = tuple((rx(p), s) for p, s in kw.pop("escalate", []))
    if "soften" in kw:
        kw["soften"] = tuple((rx(p), c) for p, c in kw["soften"])
    skip = frozenset(kw.pop("skip_benign", ()))
    for name in ("benign_paths", "money_words"):
        if name in kw:
            kw[name] = rx(str(kw[name]))
    return IssueKind(
        key,
        title,
        why,
        next_step,
        tuple(rx(p) for p in triggers),
        requires=requires,
        excludes=excludes,
        escalate=escalate,
        benign=benign,
        skip_benign=skip,
        **kw,
    )


# Words that put a clause in a financing document rather than a commercial contract.
_DEBT = r"\b(lenders?|borrowers?|credit agreement|loan|facility|indebtedness|noteholders?|indenture|administrative agent|obligations? hereunder shall become due)\b"
_COC = (
    r"\b(change (of|in) (the )?(beneficial )?(ownership or )?control|change-of-control|sale of (all or )?substantially all|acquisition of (more than )?(50|fifty)\s?%|merger or consolidation"
    r"|sale event|corporate transaction|control of (the )?[A-Z]\w*( [A-Z]\w*)? (pass(es)?|(is|be) transferred|changes?|is acquired)\b|(acquir\w+|obtain\w*|becomes? the (beneficial )?owner)\b[^.]{0,80}\b(a majority|more than (one[- ]half|half|fifty (per ?cent|percent)|50\s?%)(\s*\(50\s?%\))?) of (the |its )?(\w+ )?(voting|outstanding|issued) (stock|shares|securities|equity|interests|power)"
    # a person who comes to control a party: "a person who did not have Control of the Operator
    # on the Commencement Date has acquired Control of the Operator", "if any person obtains
    # control of the Supplier" (a defined party, not goods or premises taken into custody)
    r"|(?:acquires?|acquired|acquiring|obtains?|obtained|obtaining|gains?|gained|gaining) control of "
    r"(?:the )?(?!goods|products?|premises|site|vehicles?|equipment|data|systems?)(?-i:[A-Z])\w*"
    # the holder who stops holding the control: "if the Sponsor ceases to hold, directly or
    # indirectly, more than 50 per cent of the voting shares of the Borrower", "Parent ceases
    # to own at least a majority of the issued share capital"
    r"|ceases? to (?:hold|own|control|be the (?:legal and )?beneficial owner of)\b[^.;]{0,60}?"
    r"\b(?:more than|at least|not less than|a majority of|the majority of)\b[^.;]{0,40}?"
    r"\b(?:voting|issued share capital|share capital|shares|equity interests?))"
)
# A clause number's point ("clauses 15.2 and 15.3") does not end a clause: in the windows
# below it stands for "[^.]" with such points let through.
_W = r"(?:[^.;]|\.(?=\d))"
# A clause that says a change of control or a share transfer is NOT an assignment ("A change in
# control of Kiewa is not of itself an assignment or a breach of this agreement", "a transfer of
# shares in the Tenant ... is not an assignment of this lease and needs no consent"): it lifts
# a restriction, it imposes none (unless it goes on to make an exception or give a right).
# consents.py reads it too.
NOT_AN_ASSIGNMENT = (
    # (not in a sentence that deems another change an assignment: "any change in control of
    # the Tenant is deemed an assignment ..., but a transfer of listed shares is not an assignment")
    r"^(?![^;]*\b(?:deemed|treated\s+as|taken\s+to\s+be|regarded\s+as)\s+(?:to\s+be\s+)?an?\s+assignment)"
    r"[\s\S]*?\b(?:is|are|shall|will|does|do)\s+not\s+(?:(?:of|in|by)\s+itself\s+|itself\s+)?"
    r"(?:(?:be|constitute|amount\s+to|be\s+deemed(?:\s+to\s+be)?|be\s+treated\s+as)\s+)?"
    r"an?\s+(?:assignment|transfer|breach|default)\b"
    r"(?![^.;]*\b(?:but|however|unless|except|save|provided|terminat\w*|consent of|approval of)\b)"
)
# IP that stays with the contractor who made it (the company gets a licence at most): the
# mirror of an employee's assignment to the company. offline/crossdoc.py joins it with an
# ownership warranty.
IP_STAYS_WITH_CONTRACTOR = (
    r"\b(intellectual property|rights|copyright|title|ownership)\b"
    + _W
    + r"{0,200}\b(shall|will)\s+(at all times\s+)?"
    r"(vest in|remain (with|in|vested in)|be and remain (the (sole |exclusive )?property of|with)|"
    r"remain the (sole |exclusive )?property of|belong to|be owned by)"
    # "shall vest in and remain the property of", "shall remain with and vest in"
    r"(\s+and\s+(remain|vest)(\s+(in|with|the (sole |exclusive )?property of))?)?"
    r"\s+(the\s+)?(contractor|consultant|developer|sub-?contractor|freelancer|agency|studio)\b"
    # the contractor as the subject: "Developer is and shall remain the sole and exclusive owner
    # of all right, title and interest in and to the Developer Technology and the Deliverables"
    r"|\b(contractor|consultant|developer|sub-?contractor|freelancer|agency|studio)\s+"
    r"(is and |is, and )?(shall|will)\s+(at all times\s+)?(remain|be|continue to be)\s+the\s+"
    r"(sole\s+(and\s+exclusive\s+)?|exclusive\s+)?owner\b"
    + _W
    + r"{0,200}\b(deliverables|work product|developments|source code|software|foreground)\b"
    # "The Developer owns, and will continue to own, all Intellectual Property Rights in ..."
    r"|\b(contractor|consultant|developer|sub-?contractor|freelancer|agency|studio)\s+"
    r"(owns|retains)(,?\s+and\s+(shall|will)\s+(continue\s+to\s+)?(own|retain),?)?\s+(all\s+)?"
    r"(right,?\s+title|ownership|intellectual property|IP|copyright)\b"
)
# Most-favoured pricing in price words: "no higher than the lowest prices which the Supplier
# charges to any other ...", "should it offer more favourable pricing to any such customer,
# it shall extend that pricing to the Customer". offline/grants.py uses them too.
MFN_PRICE_WORDS = (
    r"\b(no (higher|greater|more)|not (be )?(higher|greater|more)|(shall|will) not (exceed|charge\b[^.;]{0,40}\bmore))"
    r"\b[^.;]{0,40}\bthe (lowest|best)\b[^.;]{0,160}\b(any|every|all) (other|third|similarly)",
    # "no higher than the fees per Assessment that Wattlebird charges any other Australian water
    # authority for that module"
    r"\b(no (higher|greater|more)|not (be )?(higher|greater|more))\s+than\s+the\s+([\w-]+\s+){0,2}(fees?|prices?|rates?|charges?)\b"
    r"[^.;]{0,80}\b(charges?|offers?|gives?|grants?|makes?)\b[^.;]{0,20}\b(any|every|all) other\b",
    # "the day rates charged to the Customer shall at no time exceed the day rates charged by the
    # Contractor to any other customer", "shall not exceed the hourly rates Vendor charges any
    # other customer"
    r"\b(shall|will|must)\s+(at no time|not at any time|never|not)\s+exceed\s+the\s+([\w-]+\s+){0,2}"
    r"(fees?|prices?|rates?|charges?)\b[^.;]{0,80}\b(any|every|all) other\b",
    # "If the Vendor licenses the Software to any other customer in Canada at a lower per-user
    # fee than the fee payable by the Customer, the Vendor shall promptly offer that lower fee"
    r"\b(any|every) other (\w+ ){0,2}(customer|licensee|buyer|purchaser|client)s?\b[^.;]{0,60}"
    r"\bat a (lower|better|more favou?rable|reduced)\b[^.;]{0,30}\b(prices?|fees?|rates?|charges?)\b"
    r"[^.;]{0,120}\b(offer|extend|pass|apply|give|credit)\w*\b",
    r"\b(offer|grant|give|extend|provide|make available)s?\b[^.;]{0,20}\b(more favou?rable|lower|better|reduced)\b"
    r"[^.;]{0,20}\b(pricing|prices?|rates?|terms|fees|royalt\w+)\b[^.;]{0,80}\b(extend|pass|offer|apply|give|make available|credit)\w*"
    r"\b[^.;]{0,30}\b(that|the same|such|those|equivalent|like)\b",
)

_ACTUAL = (
    r"\b(revealed|was|were|has been|have been|occurred|completed|proposes|experienced|suffered|received|filed|lodged|commenced|pending|alleg\w+|issued|served|discovered|identified|seek(s|ing)|demand(s|ed|ing)?|currently|ongoing|remains?|outstanding|asserted|threatened|notified|opened|launched|assessed|proposed|detected|found|failed|violated|breached|fined|sent|estimated?|confirmed|exposed|exceeded)\b"
    # a lawyer's letter asserts and threatens: "Brantwood is accordingly liable to Dufferin",
    # "our instructions are to commence an action"
    r"|\b(?:accordingly|therefore|consequently) liable\b|\binstructions are to\b"
    r"|\b(?:intends?|propose[sd]?|threaten\w*) to (?:commence|issue|file|bring|institute)\b"
    # a pleading states the claim in the present: "The Claimant claims £212,500 ..."
    r"|\b(?:plaintiffs?|claimants?|applicants?|petitioners?|pursuers?)\b[^.;]{0,60}?\b(?:claims?|sues)\b"
    r"|\b(?:claims?|complaints?|petitions?) (?:was |were |has been |have been )?presented\b"
)

# A claim for money the state or an insurer pays (a tax credit, a relief, a refund), not a
# claim against the company.
# a complaint or claim lodged with an employment tribunal, a commission or an agency: "on 31
# October 2025 we lodged complaints on his behalf with the Workplace Relations Commission, under
# the Unfair Dismissals Acts", "an unfair dismissal application lodged with the Fair Work
# Commission", "filed a charge of discrimination with the EEOC", "presented a claim to the
# Employment Tribunal"
_TRIBUNAL_CLAIM = (
    r"\b(?:lodged|filed|presented|brought|referred|made)\b[^.]{0,60}?\b(?:complaints?|claims?|"
    r"applications?|charges?|petitions?|grievances?)\b[^.]{0,60}?\b(?:with|to|before|at)\s+(?:the\s+)?"
    r"(?:[A-Z][\w&'-]*\s+){0,5}(?:Commission|Tribunal|Court|Ombudsman|EEOC|NLRB|WRC)\b"
    r"|\b(?:complaints?|claims?|applications?|charges?)\s+(?:of|for)\s+(?:unfair dismissal|discrimination|"
    r"retaliation|penalisation|victimi[sz]ation|harassment|wrongful (?:dismissal|termination))\b"
    r"[^.]{0,80}?\b(?:lodged|filed|presented|brought)\b"
    # a register's "Claim presented to the employment tribunal for unfair dismissal"
    r"|\b(?:complaints?|claims?|applications?|charges?)\s+(?:lodged|filed|presented|brought)\s+"
    r"(?:with|to|before|at)\s+(?:the\s+)?(?:[A-Z][\w&'-]*\s+){0,5}(?:Commission|Tribunal|Court|"
    r"Ombudsman|EEOC|NLRB|WRC)\b"
)
_DEFAULT_STATED = (
    r"\b(?:(?:this|that|such|the|its|[a-z]+'s)\s+(?:\w+\s+)?(?:failure|breach|non-?payment|shortfall)"
    r"|failed|did not|fell (?:below|short)|exceeded|was (?:below|above)|in breach of)\b(?:[^.;]|\.(?=\d)){0,160}"
    r"\b(?:is|constitutes|amounts to)\s+an?\s+event of default\b"
    # (not the remedy's "While an Event of Default exists, the Obligations bear interest")
    r"|(?<!while )(?<!whilst )(?<!if )(?<!when )(?<!unless )(?<!so long as )(?<!after )(?<!during )"
    r"\ban? events? of default (?:exists|subsists|has arisen)\b"
)
# A pleading's own words: the party who sues says what it claims or seeks ("The Claimant
# claims £212,500 for ...", "The representative plaintiff claims compensation of ...", "The
# Applicant seeks damages of ...", "Plaintiff alleges that ... and seeks compensatory damages")
_PLEADED = (
    r"\b(?:plaintiffs?|claimants?|applicants?|petitioners?|complainants?|pursuers?)\b[^.;]{0,160}?"
    r"\b(?:claims?|seeks?|sues)\b[^.;]{0,80}?\b(?:damages|compensation|relief|an? (?:order|injunction)|"
    r"costs|interest|(?:[£$€]|(?:GBP|USD|EUR|AUD)\s?)\d)"
)
CREDIT_CLAIM = r"\b(tax credits?|R&D|research and development|reliefs?|refunds?|repayment|expenses?|grant funding)\b[^.;]{0,30}\bclaims?\b"

# A sentence that sets a cap on liability, and one that says nothing is unlimited.
CAP_SET = (
    r"\b(shall not exceed|not to exceed|(will|does|may) not exceed|in no event\b[^.;]{0,160}\bexceed|"
    r"(neither|no)\b[^.;]{0,160}\b(shall|will|may) exceed|shall be limited to|limited to|capped at)\b"
)
UNCAP = (
    r"\b(unlimited|uncapped|not apply|not be (subject|limited)|no (limit|cap|limitation)|"
    r"without (any )?limit|excluded from|carved out from)\b"
)

KINDS: tuple[IssueKind, ...] = (
    _k(
        "change_of_control",
        "Change of control clause",
        "A change of control of the target may trigger the counterparty's consent, termination or payment rights at closing.",
        "Confirm whether the transaction triggers the clause and obtain a consent or waiver before signing.",
        [_COC],
        excludes=[
            _DEBT,
            r"\b(executive|employee|severance|salary|vest\w*|options?|RSUs?|awards?|bonus)\b",
            # a quality auditor's "the storage ... is in a state of control": a process kept
            # within its limits, no change of owner
            r"\b(?:in|under|a) (?:a )?state of (?:statistical )?control\b",
        ],
        severity="medium",
        benign_paths=r"consent|waiver",
        learned_requires=[
            # (not a process "in a state of control", as a GMP or GDP audit says)
            r"(?<!state of )(?<!quality )(?<!process )(?<!temperature )\bcontrol\b|\bmerge[rd]?\b|\bconsolidat\w*|\bacqui\w+|\breorgani[sz]\w*|\bsale of (all|substantially)|\b(voting|majority|ownership|shareholders?|stockholders?|equity)\b"
        ],
        money_words=r"\b(annual (fees?|contract value|subscription)|fees? (payable|of)|contract value)\b",
        # "may bring this Agreement to an end", "may end this agreement": a right to terminate
        # in plain words
        escalate=[
            (
                r"\bterminat\w*|\bbring\b[^.]{0,40}\bto an end\b|\bend (?:this|the) (?:agreement|contract)\b",
                "high",
            ),
            (r"\b(fee|payment|pay)\b", "high"),
        ],
        benign=[
            r"\bno change (of|in) control\b",
            # "no Material Contract contains a change of control provision": a warranty of none
            # ... or "no customer contract gives the customer a termination right on a change
            # in the ownership of Kiewa"
            r"\b(no|none of the)\b[^.;]{0,80}\b(contains?|has|have|includes?|is subject to|gives?)\b[^.;]{0,80}\bchange (of|in) (the )?(control|ownership)\b",
            r"does not (contain|include) (a|any) change",
            r"\bhereby consents?\b|^\W*consent to\b",
            r"\bmay (freely )?assign\b[^.]{0,200}\b(merger|acquisition|acquirer|successor|sale of (all|substantially)|all or substantially all)",
            NOT_AN_ASSIGNMENT,
        ],
    ),
    _k(
        "anti_assignment",
        "Anti-assignment / consent requirement",
        "The contract cannot be assigned without consent, which can block or delay the deal structure.",
        "List the contract as a consent item and request counterparty consent to assignment.",
        [
            r"\b(shall|may|will) not (\w+ ){0,3}assign",
            r"\bno (party|assignment)\b[^.]{0,80}\bassign\w*[^.]{0,80}without",
            r"\bassign\w*\b[^.]{0,120}\bwithout (the )?(prior )?(express )?written consent",
            r"\b(transfer|assign)\w*( of)? (this|the|such|its|any of its|all or any part of)? ?(agreement|contract|lease|licen[cs]e|rights?|obligations|interests?|it)\b[^.]{0,160}\bwithout (the )?([A-Z]?\w+'s )?(prior )?(express )?written (consent|approval)",
            r"\bpersonal to (the )?\w+\b[^.]{0,160}\b(transfer|assign)\w*",
            r"\b(conveyed|transferred|assigned|disposed of)\b[^.]{0,120}\bunless\b[^.]{0,80}\b(agreed|consented|approved) (to )?in writing",
        ],
        severity="medium",
        benign_paths=r"consent|waiver",
        # the model finds every assignment clause; the risk is one that needs a consent or
        # forbids the transfer ("may assign to an affiliate without consent" is excluded)
        learned_requires=[
            r"\b(assign\w*|transfer\w*|delegat\w*|conve(y|yed|yance)|dispos\w+ of|novat\w*|personal to)",
            r"\b(consent\w*|approv\w*|not|no|none|void|prohibit\w*|unless|without|except)\b",
            # what passes is the contract or rights under it (not data, title to goods, staff)
            r"\b(agreement|contract|lease|licen[cs]e|rights?|obligations?|interests?|duties|assignment|personal to)\b",
        ],
        # the clause lets the contract go with a sale of the business: no consent item
        benign_before=[
            r"\bmay (freely )?assign\b[^.]{0,200}\b(merger|acquisition|acquirer|successor|sale of (all|substantially)|all or substantially all)"
        ],
        excludes=[
            r"\bmay (freely )?assign\b[^.]{0,80}without (the )?(need for |requiring )?(the )?(other (party|parties)('s|') )?consent"
        ],
        benign=[
            r"\bhereby consents?\b",
            r"\b(shall|will|does) not (constitute|be deemed( to be)?|be treated as) an? (assignment|transfer)\b",
            NOT_AN_ASSIGNMENT,
        ],
        soften=[(r"not (to )?be unreasonably (withheld|delayed|conditioned)", "low")],
        escalate=[
            (r"operation of law|merger|change (of|in) control", "high"),
            (r"\bvoid\b", "medium"),
        ],
    ),
    _k(
        "termination_for_convenience",
        "Termination for convenience",
        "The counterparty can walk away without cause, so the revenue under this contract is not secure.",
        "Assess the revenue at risk and the notice period; consider the relationship in the valuation.",
        [
            r"\bterminat\w* [^.]{0,80}\b(for (its |their )?convenience|for any reason or no reason|without cause)",
            r"\b(for convenience|without cause)\b[^.]{0,80}\bterminat",
        ],
        severity="medium",
        excludes=[r"\bemploy(ee|ment)\b|\bexecutive\b|\bseverance\b", _DEBT],
        # the model also finds termination for breach or insolvency; only a right to walk
        # away without one is this risk
        learned_requires=[
            r"\bterminat\w*",
            r"\b(convenience|without cause|for any reason|no reason|at will|(its|their) (sole|absolute) discretion|at any time\b[^.]{0,80}\bnotice|upon (\w+ ){0,4}(days'?|months'?) (prior )?(written )?notice|without (any )?(reason|liability|penalty))",
        ],
        escalate=[
            (
                r"\b([1-9]|1[0-9]|2[0-9]|30|thirty|fifteen|ten|five)\s*(\(\d+\)\s*)?(calendar |business )?days",
                "high",
            )
        ],
    ),
    _k(
        "exclusivity",
        "Exclusivity obligation",
        "An exclusivity commitment limits who the business can deal with and may bind the buyer's group after closing.",
        "Map the exclusive scope (products, territory, term) against the buyer's plans and negotiate a carve-out.",
        [
            r"(?<!non-)(?<!non)\bexclusive (supplier|distributor|distribution|provider|reseller|partner|right|license|licence|dealing|basis|arrangement)",
            # "appoints Gundagai Rail as its exclusive rail haulier", "exclusive carrier"
            r"(?<!non-)\bexclusive ([a-z]+ )?(carrier|haulier|hauler|importer|dealer)s?\b",
            r"\bexclusively (from|with|through)\b",
            r"\b(sole|only|single) (source|supplier|provider|vendor)\b",
            r"\bshall not (purchase|procure|source|obtain|buy)\b[^.]{0,80}\bfrom any (other|third)",
            r"\b(shall|will|may) not (appoint|engage|authori[sz]e|license|grant rights to) any (other|third[- ]party|additional) (distributors?|resellers?|agents?|suppliers?|licensees?|providers?|dealers?)",
            # who does the work: "The Client will not engage any other contractor to maintain
            # the Plant" (not a bar on subcontracting without consent)
            r"\b(shall|will|may|must) not (appoint|engage|use|retain|instruct) any (other|additional) (contractors?|sub-?contractors?|vendors?|consultants?|carriers?|installers?|maintainers?|service providers?)\b(?![^.;]{0,100}\bwithout\b)",
            # the seller's side: "the Manufacturer shall not ... manufacture, co-pack, supply or
            # sell any Plant-Based Frozen Entree for or to any person other than the Customer"
            r"\b(shall|will|may) not\b[^.]{0,120}\b(manufacture|make|produce|co-?pack|supply|sell|provide|distribute)\b[^.]{0,160}\b(for|to)( or (for|to))? (any|an[y]?one|any other) ?(person|party|customer|entity|company|third party|one)? other than\b",
        ],
        severity="medium",
        time_limited=True,
        excludes=[
            _DEBT,
            r"\bexclusive (jurisdiction|venue|remedy|remedies|of (vat|taxes))\b",
            r"\bnon-?exclusive\b",
            # a lease's "together with the exclusive use of the truck court and 160 parking
            # spaces": a right to part of the property, no restriction on whom to deal with
            r"\b(exclusive (use|right to use|possession|occupation) of|exclusively for the use of)\b[^.;]{0,60}\b(premises|parking|spaces?|court|yard|area|loading|docks?|building|land|roof|garden|storage|car park|bays?|entrance|lobby|room)\b",
            # "Exclusive Distribution Agreement,2024-03-01,2890" in a list: a title, no grant
            r"^(?![\s\S]*\b(shall|will|must|agrees?|appoints?|appointed|grants?|granted|undertakes?|may not|is to)\b)[\s\S]*\bexclusive( \w+)? agreement\b",
        ],
        learned_requires=[
            r"\bexclusiv\w*|\bsole (source|supplier|provider|distributor|reseller|licensee)\b|\bonly (from|with|through)\b|\bnot\b[^.]{0,40}\b(appoint|engage|purchase|buy|procure|sell|license|authori[sz]e)\b[^.]{0,80}\b(any )?(other|third)"
        ],
    ),
    _k(
        "non_compete",
        "Non-compete restriction",
        "A non-compete limits the business (and possibly the buyer's affiliates) from competing in a market or territory.",
        "Check the scope, duration and whether it binds affiliates after closing; seek a release if it conflicts with the buyer's business.",
        [
            r"\bnon-?compet",
            r"\bnot\b[^.;]{0,40}\bcompete\b",
            r"\b(engage|participate|invest) in any (business|activity|enterprise) (that|which) (competes|is competitive)",
            r"\bshall not\b[^.]{0,100}\bcompetitive (business|products?|services?)",
            r"\bnot\b[^.]{0,80}\b(any )?(rival|competing|competitor('s)?) (firm|business|company|enterprise|entity|undertaking)",
            r"\b(refrain from|shall not|will not|agrees? not to)\b[^.]{0,60}\b(own\w*|operat\w*|carry(ing)? on|engag\w*|assist\w*|be (concerned|interested))\b[^.]{0,60}\b(any|a) (business|enterprise|venture|company)\b[^.]{0,40}\b(that|which)\b[^.]{0,20}\b(offers?|provides?|sells?|develops?|competes?|is similar)",
        ],
        severity="medium",
        excludes=[r"\bconfidential information\b|\bthe purpose\b", _DEBT],
        escalate=[(r"\baffiliates?\b", "high")],
        time_limited=True,
        # the clause model reads "competitive" in a report ("ran a win-loss review of the last
        # twenty competitive deals") as a non-compete: a restriction must say one
        learned_requires=[
            r"\bcompet\w*",
            r"\b(shall|will|may|must|agrees?|undertakes?|covenants?|would)\s+not\b|\bnot to\b"
            r"|\brefrain\w*|\brestrict\w*|\bprohibit\w*|\bnon-?compet\w*|\bprevent\w*|\bexclusiv\w*",
        ],
    ),
    _k(
        "non_solicit",
        "Non-solicitation covenant",
        "A non-solicit restricts hiring or approaching the counterparty's employees or customers.",
        "Confirm the duration and whether it binds the buyer's group; note for integration planning.",
        [
            r"\bnon-?solicit",
            r"\b(shall|will|agrees?) not\b[^.]{0,80}\b(solicit|hire|employ|entice)\b",
        ],
        severity="low",
        excludes=[r"\bconfidential information\b|\bthe purpose\b"],
        time_limited=True,
    ),
    _k(
        "most_favoured_nation",
        "Most-favoured-nation pricing",
        "An MFN clause forces price cuts across contracts when better terms are given to anyone else.",
        "Quantify the pricing exposure if the buyer harmonises prices; seek removal or narrowing.",
        [
            r"\bmost[- ]favou?red[- ](nation|customer|pricing)",
            r"\bMFN\b",
            r"\bno less favou?rable (than|terms)",
            # the comparison split by whom it favours ("no less favourable to Nortel than the
            # terms ... with any of its resellers", "more favorable to the third party than")
            r"\b(no|not) less favou?rable\b[^.;]{0,60}\bthan (those|the terms|the prices|that|any)\b",
            r"\bmore favou?rable\b[^.;]{0,60}\bthan\b[^.;]{0,40}\b(offered|granted|given|extended|made available|provided)\b",
            r"\bat least as favou?rable\b[^.;]{0,40}\b(as|to)\b[^.;]{0,80}\b(any|other|third)\b",
            r"\b(lowest|best) price (offered|charged|given|made available)",
            r"\bbetter (pricing|prices|terms)\b[^.]{0,60}\bother customers?\b",
            r"\bany other (customer|licensee|purchaser|client|buyer|distributor)s?\b[^.]{0,120}\b(lower|more favou?rable|better|reduced)\b[^.]{0,120}\b(offer|extend|appl|make available|grant|pass)\w*",
            r"\b(lower|more favou?rable|better|reduced) (prices?|rates?|royalt\w+|fees|pricing|terms)\b[^.]{0,120}\bany other (customer|licensee|purchaser|client|buyer)",
            r"\bat least as (low|favou?rable) as\b[^.]{0,100}\b(any|other|all)\b[^.]{0,40}\b(customers?|licensees?|purchasers?|clients?|buyers?)\b",
            *MFN_PRICE_WORDS,
        ],
        severity="medium",
        time_limited=True,
        # a grant promises or entitles; a row, a question or a list that names an MFN
        # ("MFN at 9.4", "details of any MFN granted") grants nothing
        requires=[
            r"\b(shall|will|must|agrees?|warrants?|represents?|undertakes?|covenants?|entitled|guarantees?|promises?|commits?|receive|benefit)\b"
        ],
        # "with an Affiliate ... on terms no less favourable than arm's-length": a standard
        # affiliate-transactions covenant, not a pricing promise to a customer
        excludes=[
            r"\barm'?s[- ]length\b|\baffiliates?\b[^.]{0,80}\bno less favou?rable",
            # a warranty that none was granted
            r"\b(no|none of the|not)\b[^.;]{0,60}\b(has|have|had)( not)? (granted|given|entered into|agreed to|offered)\b",
        ],
        escalate=[(r"\b(retroactive|refund|rebate|credit the difference)", "high")],
        learned_requires=[
            r"\bfavou?r(able|ed)\b|\b(lowest|best|better|lower) (price|prices|pricing|terms|rates?)\b|\bpreferred pricing\b"
        ],
    ),
    _k(
        "uncapped_liability",
        "Uncapped liability",
        "Liability without a cap leaves the target exposed to losses far larger than the contract's value.",
        "Quantify worst-case exposure and check insurance cover; negotiate a cap or obtain a specific indemnity from the seller.",
        [
            r"\bunlimited liability\b",
            r"\buncapped\b",
            # "The limitations in clauses 15.2 and 15.3 shall not apply to ..., which shall be
            # unlimited": the quote runs to "unlimited"
            r"\b(limitations?|exclusions?|caps?|limits?)\b"
            + _W
            + r"{0,120}\b(shall|will|does|do) not apply\b"
            + _W
            + r"{0,200}\bunlimited\b",
            r"\b(cap|limitation|limitations|limit)s?\b"
            + _W
            + r"{0,80}\b(shall|will|does) not apply\b",
            r"\bliab\w*\b" + _W + r"{0,200}\b(shall|will) be unlimited\b",
            r"\bno (limit|limitation|cap) (on|of|to) (its |the |their )?liability",
            r"\b(shall|will) not be (subject to|limited by) (any |the )?(limitation|cap|limit)",
            r"\b(excluded|carved out) from (the |any )?(limitation|cap|limit)",
            r"\bwithout (any )?(limit|limitation)\b[^.]{0,40}\b(liab|amount|indemn)",
        ],
        severity="high",
        # liability (not a cap on service credits, a statutory award "is uncapped")
        requires=[r"\b(liab\w*|indemn\w*)"],
        escalate=[(r"\bindemn", "critical")],
        skip_benign={"not_apply"},
        learned_requires=[
            r"\b(unlimited|uncapped|not (be )?(apply|applicable|limited|subject)|exclu\w+|except\w*|carve\w*|notwithstanding|no (limit|cap|limitation)|other than|in excess of)\b"
        ],
        # a carve-out for fraud, gross negligence or wilful misconduct (or paying the fees)
        # only is market standard; one for indemnities, confidentiality or data is the risk
        benign=[
            r"^(?!.*\b(indemn\w*|confidential\w*|data|infring\w*|intellectual property|breach of (section|clause|article))).*\b(fraud\w*|gross(ly)? negligen\w*|wil+ful (misconduct|default))"
        ],
        # a claimant arguing that a cap does not apply is a claim (see litigation), not a term
        excludes=[
            r"\b(our client|in (our|its|their) (client's )?view|claimant|plaintiff|alleg\w+|contends?)\b",
            # a sentence that sets the cap, with carve-outs but nothing said to be unlimited,
            # is a cap (liability_carve_outs), not uncapped liability
            r"^(?![\s\S]*" + UNCAP + r")[\s\S]*" + CAP_SET,
        ],
    ),
    _k(
        "liability_carve_outs",
        "Liability cap with carve-outs",
        "The cap does not cover the carved-out heads (indemnities, confidentiality, data): liability under them is not limited by it.",
        "Quantify the exposure under the carved-out heads (indemnity claims, data and confidentiality breaches) and check the insurance cover.",
        [
            r"\b(except|excepting|save|other than|excluding|with the exception of)\b"
            + _W
            + r"{0,160}\b(indemn\w*|confidential\w*|data (protection|security|breach)|personal data|infring\w*|intellectual property)",
            CAP_SET
            + _W
            + r"{0,200}\b(except|save|other than|excluding)\b"
            + _W
            + r"{0,120}\b(indemn\w*|confidential\w*|data|infring\w*)",
        ],
        severity="low",
        requires=[r"\bliab\w*", CAP_SET],
        # said to be unlimited (or the cap disapplied): uncapped_liability reports it
        excludes=[UNCAP],
        amount_scaled=False,
    ),
    _k(
        "indemnity",
        "Broad indemnity obligation",
        "A broad indemnity (any and all losses, third-party claims) shifts open-ended risk onto the target.",
        "Read the indemnity with the liability cap; quantify the claims it could cover and check insurance.",
        [r"\bindemnif\w*|\bhold (\w+ )?harmless\b"],
        requires=[
            r"\b(any and all|all (losses|claims|liabilities|damages)|whatsoever|regardless|howsoever|including (its |their )?(own )?negligence|unlimited|uncapped|not (be )?subject to (the |any )?(limitation|cap)"
            r"|every (loss|claim|liability|cost)|of whatever (nature|kind)|irrespective of (fault|negligence|cause)|without regard to (fault|negligence)"
            r"|whether or not caused by|fully indemnified|all third[- ]party (actions|claims|proceedings))"
        ],
        severity="medium",
        escalate=[
            (
                r"unlimited|uncapped|not (be )?subject to (the |any )?(limitation|cap)|without limit",
                "high",
            )
        ],
    ),
    _k(
        "liability_cap",
        "Low or one-sided liability cap",
        "The counterparty's liability is capped at a level that may not cover real losses, or the cap protects only one side.",
        "Compare the cap with the contract's value and likely loss scenarios; renegotiate if the exposure is material.",
        [
            r"\b(aggregate |total |maximum |entire )?liability\b[^.]{0,160}\b(shall not exceed|not to exceed|limited to|capped at|shall be limited|in no event exceed)"
        ],
        severity="low",
        # the model finds exclusions of kinds of loss too ("not liable for consequential
        # damages"); a cap is a limit on the amount
        learned_requires=[
            r"\b(liab\w*|damages|recover\w*)\b",
            r"\b(exceed\w*|limited to|cap(ped)?|maximum|aggregate|in excess of|greater than|total amount)\b",
        ],
        benign=[
            r"\b(each|either|neither|both) part(y|ies)('s|’s)?\b"
            + _W
            + r"{0,400}\b(twelve|eighteen|twenty-four|thirty-six|12|18|24|36)\s*(\(\d+\)\s*)?months?\b",
            # a mutual cap at or above the contract's value ("150% of the Charges")
            r"\b(each|either|neither|both) part(y|ies)('s|’s)?\b"
            + _W
            + r"{0,400}\b(1\d\d|[2-9]\d\d)\s?(%|per ?cent)",
            r"\bmutual\b|\bapply equally to both parties\b",
        ],
        escalate=[
            (r"\b(one|three|six|1|3|6)\s*(\(\d+\)\s*)?months?\b", "medium"),
            (r"\b(refund|re-perform|replacement|credits?)\b[^.]{0,40}\b(sole|exclusive)", "medium"),
        ],
        amount_scaled=False,
    ),
    _k(
        "liquidated_damages",
        "Liquidated damages / penalties",
        "Pre-agreed damages or penalties create a fixed cash exposure when performance slips.",
        "Check performance history against the trigger and quantify accrued or likely payments.",
        [
            r"\bliquidated damages\b",
            r"\bas a penalty\b",
            r"\bpenalt(y|ies) of\b",
            r"\bper (calendar |business )?(day|week)\b[^.]{0,60}\b(delay|late)",
            r"\b(delay|late)\w*\b[^.]{0,80}\bper (calendar |business )?(day|week)\b",
            # a termination fee: "may end this agreement ... only by paying, as an early
            # termination payment, 85% of the monthly fees that would have fallen due"
            r"\b(early )?termination (payment|fee|charge|sum)\b",
            r"\b(fees?|charges?|payments?|amounts?|rent)\b[^.;]{0,30}\b(that|which) would (otherwise )?have (fallen|become|been) (due|payable)\b",
        ],
        severity="medium",
        excludes=[
            r"\b(department|agency|authority|tax|assessment|administrative|violation|regulator\w*)\b",
            r"\bliquidated damages (levied|charged|imposed|deducted) by\b",
            # a termination fee payable on a change of control is that clause's (reported as a
            # change of control, made high by the payment)
            r"\bchange(?: |-)(?:of|in) (?:the )?control\b[^.;]{0,200}\btermination (payment|fee|charge|sum)\b",
        ],
        learned_requires=[
            r"\bliquidated\b|\bpenalt\w*|\bper (calendar |business )?(day|week|month)\b"
            r"|\b(early )?termination (payment|fee|charge)\b|\bwould have (fallen|become) (due|payable)\b"
        ],
    ),
    _k(
        "minimum_purchase",
        "Minimum purchase / take-or-pay commitment",
        "A minimum volume or take-or-pay commitment is a fixed cost whether or not the business needs the goods.",
        "Compare committed volumes with actual and forecast usage; quantify the shortfall exposure.",
        [
            r"\btake[- ]or[- ]pay\b",
            r"\bminimum (annual |monthly |quarterly )?(purchase|volume|order|commitment|spend|quantity)",
            r"\bshortfall (payment|fee|amount)",
            r"\bpay for (any |the )?shortfall",
            r"\bwhether or not (the \w+ (is|are) )?(taken|used|purchased|ordered|required|consumed)\b",
            r"\bpay for (any |the )?(deficiency|deficit|unused|untaken|unpurchased)",
            r"\b(deficiency|deficit) (payment|fee|charge|amount)",
            r"\b(commits?|committed|obligated|undertakes?) to (purchas|buy|order|tak)\w* (not less than|at least|a minimum of)",
            r"\b(order|purchase|buy|take)s? (not less than|at least|a minimum of)\b[^.;]{0,60}\b(each|every|per|in any) (calendar |contract )?(year|quarter|month)",
            r"\bshort-fall\b",
        ],
        severity="medium",
        # "shall have no obligation to purchase any minimum quantity": no commitment
        excludes=[
            r"\b(no obligation|under no obligation|not (be )?(required|obliged|obligated|bound|committed)|nothing in this [a-z]+ (obliges|requires|commits|obligates))\b[^.;]{0,60}\b(purchase|buy|order|take|procure)"
        ],
        learned_requires=[
            r"\b(purchas\w*|buy|orders?|ordered|volumes?|quantit\w*|units|spend|royalt\w*|take[- ]or[- ]pay)\b",
            r"\b(minimum|at least|not less than|no less than|shortfall|take[- ]or[- ]pay)\b",
        ],
    ),
    _k(
        "audit_rights",
        "Counterparty audit rights",
        "The counterparty may audit the business's books and records, and an audit can end in a true-up payment and its costs.",
        "Ask for past audit results and open claims; estimate the true-up exposure on fees or royalties paid.",
        [],  # no regex: the trained clause model finds these (offline/clauses)
        severity="low",
        escalate=[(r"\b(interest|penalt\w+|costs? of (the|such) audit)\b", "medium")],
        learned_requires=[r"\b(audit\w*|inspect\w*|examin\w*)\b", r"\b(books|records|accounts)\b"],
    ),
    _k(
        "auto_renewal",
        "Automatic renewal",
        "The contract renews automatically unless notice is given in time, locking the business in for another term.",
        "Diarise the notice window and decide whether to renew before it passes.",
        [
            r"\bautomatically (renew|extend)",
            r"\bauto-?renew",
            r"\bevergreen\b",
            r"\brenew(s|ed)? for (successive|additional|further)",
        ],
        severity="info",  # routine unless the notice window is long or prices rise
        requires=[r"\b(agreement|term|contract|period|notice|subscription|order form|lease)\b"],
        escalate=[
            (
                r"(\b(9\d|[1-3]\d\d)\)?|\bninety|\b(one|two|three) hundred[a-z ]*?)\s*(\(\d+\)\s*)?(calendar |business )?days",
                "medium",
            ),
            (r"\b(increase|escalat)\w*", "medium"),
        ],
    ),
    _k(
        "ip_ownership",
        "IP ownership / assignment gap",
        "Key intellectual property may belong to someone else or was never assigned to the target.",
        "Obtain confirmatory IP assignments and check the chain of title before closing.",
        [
            r"\b(has|have|had) not (executed|signed|entered into|delivered) (an? |any )?(invention|ip|intellectual property|proprietary information|confidentiality and invention)\b",
            r"\bno (written )?(invention|ip|intellectual property) assignment",
            r"\b(shall|will) (vest in|be owned (solely |exclusively )?by|belong to|be the (sole and )?exclusive property of) (the )?(customer|client|licensee|buyer|purchaser|partner|distributor)",
            r"\bjointly own",
            r"\bretain(s|ed)? (all )?(right, title and interest|ownership)\b[^.]{0,80}\b(contractor|consultant|developer|founder|university)",
            r"\b(contractor|consultant|founder|university)\b[^.]{0,120}\b(retains?|owns?) (all )?(right, title|the intellectual property|ownership)",
            r"\bhereby assigns?\b[^.]{0,120}\bto (the )?(customer|client|licensee|partner|distributor)\b",
            IP_STAYS_WITH_CONTRACTOR,
        ],
        # the model finds every IP ownership clause; a risk is IP that passes to the other
        # side (a party retaining its own IP, or an employee assigning inventions to the
        # company, is the normal case)
        learned_requires=[
            r"\b(hereby (irrevocably )?assigns?|shall (vest|belong|be owned|become the (sole |exclusive )?property)|(sole|exclusive|sole and exclusive) property of|works? made for hire|agrees? to assign|(shall|will) assign)\b",
            r"\b(customer|client|licensee|buyer|purchaser|partner|distributor|sponsor|collaborator|licensor)s?\b",
        ],
        severity="high",
    ),
    _k(
        "licence_restrictions",
        "Licence restrictions",
        "The target's licence rights are limited (non-transferable, field or territory limited, terminable), which can affect the buyer's use.",
        "Confirm the licence survives the transaction and covers the buyer's intended use.",
        [
            r"\b(license|licence)\b[^.]{0,120}\b(non-transferable|non-assignable|non-sublicensable|solely for (use )?(in|within|internal)|limited to the field|field of use|restricted to)",
            r"\b(license|licence)\b[^.]{0,80}\bterminate[s]? (automatically )?(upon|on|if)\b[^.]{0,60}\b(change (of|in) control|assignment|acquisition|merger)",
        ],
        severity="low",
        escalate=[(r"change (of|in) control|acquisition|merger|terminate", "medium")],
    ),
    _k(
        "open_source_copyleft",
        "Copyleft open-source software in products",
        "Copyleft licences (GPL, AGPL) in distributed or hosted products can force disclosure of proprietary source code.",
        "Run a code scan, identify the affected components and plan remediation or licence compliance.",
        [
            r"\b(A?GPL(v?[23])?|LGPL|GNU (Affero )?(Lesser )?General Public License|copyleft|SSPL|Server Side Public License|reciprocal (open[- ]source )?licen[cs]e|viral licen[cs]e)\b"
        ],
        severity="medium",
        escalate=[
            (r"\b(AGPL|Affero|SSPL|Server Side Public License)\b", "high"),
            (
                r"\b(incorporat|embedded|linked|distribut|shipped|bundled|included in|compiled into|statically)\w*",
                "high",
            ),
        ],
        benign=[
            r"\b(does not|do not|no) (use|incorporate|contain|include)\b[^.]{0,60}\b(GPL|copyleft|General Public)",
            r"\b(removed|replaced|remediated)\b",
            r"\bprohibit\w*\b[^.]{0,60}\b(GPL|copyleft)",
            # build tools used in-house: copyleft obligations attach to distribution
            r"\b(only|solely) (internally|for internal)\b|\bnot (distributed|linked|shipped|incorporated|combined)\b",
            r"\b(found|identified|detected|contains?) no (copyleft|GPL|AGPL|open[- ]source)",
            # a policy's rule ("must be referred to the CTO"), not a component in a product
            r"\b(must|should|shall|needs? to|are to|is to)\b[^.;]{0,40}\bbe (approved|referred|reviewed|escalated|cleared|notified|authori[sz]ed|signed off)\b",
            r"\brequires?\b[^.;]{0,40}\b(approval|sign-?off|consent|review)\b|\bmay (only )?be used\b",
            r"\b(must|should|shall)\b[^.;]{0,20}\b(refer|escalate|submit)\b[^.;]{0,100}\bto (the|a|an|our)\b[^.;]{0,40}\b(cto|board|committee|legal|counsel|review|officer|head)",
        ],
        amount_scaled=False,
    ),
    _k(
        "source_code_escrow",
        "Source code escrow / release",
        "Customers may obtain the source code on release events, which can include insolvency or a change of control.",
        "Check the release triggers and whether the transaction triggers release; confirm deposits are current.",
        [
            r"\bsource code escrow\b",
            r"\bescrow (agent|agreement)\b[^.]{0,120}\bsource code",
            r"\brelease (of )?(the )?source code",
            r"\bdeposit\w*\b[^.]{0,60}\bsource code",
        ],
        severity="medium",
        escalate=[(_COC, "high")],
        amount_scaled=False,
    ),
    _k(
        "key_employee_severance",
        "Key-employee severance / change-in-control payment",
        "Executives are owed severance or change-in-control payments that become deal costs.",
        "Quantify all severance and change-in-control payments and decide who bears them in the price.",
        [
            r"\bseverance\b",
            r"\b(change (of|in) control|transaction|retention|sale) (bonus|payment)",
            r"\bgolden parachute\b",
            r"\b(times|multiple of|months of)\b[^.]{0,40}\b(base )?(salary|pay|compensation)\b",
            r"\b(continue to pay|pay)\b[^.]{0,60}\b(base )?salary\b[^.]{0,60}\b(months?|years?)\b",
            r"\bwithout cause\b[^.]{0,160}\b(lump[- ]sum|base salary|bonus|payment)\b",
            r"\blump[- ]sum\b[^.]{0,80}\b(salary|bonus|compensation|pay)\b",
            r"\bmonths'? (base |basic )?(salary|pay|compensation)\b",
        ],
        severity="medium",
        requires=[
            r"\b(executive|employee|officer|chief|ceo|cfo|cto|coo|vice president|head of|founder|director|salary|base pay|bonus|good reason)\b"
        ],
        excludes=[r"\bno severance\b", r"\b(provisions|as set out|described) below\b"],
        escalate=[(_COC + r"|good reason", "high")],
    ),
    _k(
        "equity_acceleration",
        "Equity vesting acceleration",
        "Vesting acceleration on a sale (single trigger) makes equity vest at closing, weakening retention and adding cost.",
        "List all accelerating awards; quantify dilution and consider replacement retention packages.",
        [
            r"\baccelerat\w*\b[^.]{0,80}\bvest",
            r"\bvest\w*\b[^.]{0,80}\baccelerat",
            r"\bvest\w*\b[^.]{0,40}\b(immediately|in full|automatically)\b[^.]{0,80}" + _COC,
            r"\b(100\s?%|one hundred percent)\b[^.]{0,160}\bvest",
            r"\b(single|double)[- ]trigger\b",
            r"\bfully vest\w*\b[^.]{0,80}" + _COC,
            r"\bunvested\b[^.]{0,120}\b(become|becomes|shall be(come)?|will be(come)?) (fully |immediately )?(vested|exercisable)\b",
            r"\b(lapse of|free of|release from) (the )?(\w+'s )?(repurchase|forfeiture) (right|option)",
            r"\b(treated|deemed) as (earned|vested)\b[^.]{0,120}" + _COC,
        ],
        severity="medium",
        money_words=r"\b(unvested|options?|shares|restricted stock|RSUs?|award\w*)\b",
        excludes=[_DEBT],
        benign=[
            r"\bno (vesting )?acceleration\b|\bwithout (any )?acceleration\b|\b(shall|will) not accelerate\b"
        ],
        escalate=[
            (
                r"\bsingle[- ]trigger\b|\b(immediately|automatically) (and )?(fully )?vest\w*\b[^.]{0,60}(upon|on) (the |a )?(consummation|closing|occurrence)",
                "high",
            ),
            (r"^\W*(upon|on|following) (a|the|any) " + _COC[2:], "high"),
            (r"\b100\s?%|\bfull(y)? (vest|accelerat)", "high"),
        ],
    ),
    _k(
        "litigation",
        "Litigation or claim",
        "A pending or threatened claim is a potential liability and may affect the business.",
        "Obtain the pleadings and counsel's assessment; quantify exposure and consider a specific indemnity or escrow.",
        [
            r"\b(lawsuit|complaint|litigation|suit|arbitration|claim|claims|demand letter|cease and desist|petition)\b",
            r"\bdemands? (that|payment|for|the sum|compensation)\b",
            r"\b(commence|institute|bring|file) (legal )?(proceedings|an action|suit|a claim)\b",
            r"\bis (?:accordingly|therefore|consequently) liable to\b",
            _TRIBUNAL_CLAIM,
            _PLEADED,
            # "issued High Court proceedings (Record No. ...) against", "filed an action against"
            r"\b(issued|commenced|instituted|brought|filed)\s+(?:[A-Z][\w'-]*\s+){0,3}"
            r"(proceedings|an action|suit|a claim)\b(?:[^.]|\.(?=\s*\d)){0,80}\bagainst\b",
        ],
        severity="medium",
        actual_only=True,
        requires=[
            r"\b(filed|pending|threatened|alleg\w+|seek(s|ing)|demand\w*|served|commenced|asserted|plaintiff|defendant|claimant|damages|court|tribunal|compensation|loss of (net )?profits?)\b|"
            + _TRIBUNAL_CLAIM,
        ],
        excludes=[
            r"\b(indemnif\w*|hold (\w+ )?harmless|shall defend)\b",
            r"\b(in the event|if any) (of )?(a )?claim",
            CREDIT_CLAIM,
        ],
        escalate=[
            (r"\b(class action|injunction|punitive|treble)\b", "high"),
            # a demand with a deadline and a threat to sue: a claim about to be filed
            (r"\b(intends?|intend to|will|shall) (to )?(commence|file|bring|institute)\b", "high"),
        ],
        benign=[r"\breleases?\b[^.]{0,120}\bfrom (any and )?all claims\b", r"\breceived in full\b"],
        # a document about a tax relief or credit claimed from the state is not about a dispute
        benign_paths=r"settlement|stipulation|dismissal|release|closing letter|tax credit|r&d|research and development|\brelief\b",
        money_words=r"\b(damages|demand\w*|pay|claim\w*|losses|amount)\b",
    ),
    _k(
        "regulatory_investigation",
        "Regulatory investigation",
        "A regulator's investigation can lead to fines, remediation orders or limits on the business.",
        "Obtain all correspondence with the regulator, counsel's view of likely outcome, and quantify fines.",
        [
            r"\b(subpoena|civil investigative demand|warning letter|notice of violation|consent (decree|order)|investigation|inquiry|enforcement action|show cause)\b",
            # a regulator's findings: "This inspection revealed that these devices are
            # adulterated within the meaning of section 501(h) of the Act"
            r"\b(adulterated|misbranded)\b[^.]{0,80}\b(within the meaning|section|the Act)\b",
        ],
        severity="high",
        actual_only=True,
        requires=[
            r"\b(FTC|SEC|DOJ|Department|EPA|OSHA|FDA|CFPB|FCA|ICO|CMA|attorney general|regulator\w*|authority|commission|agency|government\w*|ministry|bureau|supervis\w+|inspection|the Act"
            # a local government enforces by-laws: "The Regional Municipality of Peel", "City of"
            r"|region(?:al)?|municipal\w*|county|council|city of|by-?laws?|ordinances?)\b"
        ],
    ),
    _k(
        "data_breach_privacy",
        "Data breach / privacy non-compliance",
        "A security incident or privacy violation brings notification costs, regulatory fines and claims.",
        "Obtain the incident report, notifications made, regulator contact and remediation status; check cyber insurance.",
        [
            r"\b(data breach|security (breach|incident)|unauthori[sz]ed (access|disclosure)|ransomware|exfiltrat\w+|compromised|leak(ed)?|phishing)\b",
            r"\b(exposed|publicly (readable|accessible|available)|misconfigured)\b[^.]{0,80}\b(bucket|database|records|personal (data|information)|server|licen[cs]e numbers)",
            r"\b(personal (data|information)|records|licen[cs]e numbers)\b[^.]{0,120}\b(exposed|downloaded|accessed|disclosed)\b",
            r"\b(GDPR|CCPA|CPRA|HIPAA|privacy law|data protection law)\b[^.]{0,100}\b(violation|non-?complian\w+|breach|failed|fine|not compl\w+)",
            r"\b(violation|non-?complian\w+|breach|failed|fine)\b[^.]{0,100}\b(GDPR|CCPA|CPRA|HIPAA|privacy law|data protection law)",
        ],
        severity="high",
        actual_only=True,
    ),
    _k(
        "debt_default",
        "Debt default / event of default",
        "A default under the debt lets lenders accelerate repayment and enforce security.",
        "Confirm the status with the lenders, obtain waivers, and plan repayment at closing.",
        [
            r"\bevents? of default\b",
            r"\bcross[- ]default\b",
            r"\baccelerat\w*\b[^.]{0,60}\b(loan|indebtedness|obligations|notes)\b",
            r"\b(forbearance|default notice|notice of default|reservation of rights)\b",
        ],
        # every credit agreement lists events of default: the list alone is for the record
        # ("info"); a default that has occurred, a notice or a forbearance is the red flag
        severity="info",
        amount_scaled=False,
        benign_paths=r"waiver",
        money_words=r"\b(principal|commitments?|facility|aggregate amount|loans?|term loan|revolving|drawn)\b",
        excludes=[r"\bvest\w*\b", r"\b(tenant|landlord|lease|premises|sublet\w*)\b"],
        escalate=[
            (
                r"\b(has occurred|have occurred|is continuing|are continuing|forbearance|notice of default|default notice|reservation of rights|failed to (pay|make|deliver|comply))\b",
                "high",
            ),
            # a default stated as a fact: "This failure is an Event of Default under Section
            # 9.1(c)", "fell below $5,000,000 ... in breach of Section 7.4, which is an Event of
            # Default", "and an Event of Default exists" (not a credit agreement's list: "Each
            # of the following is an Event of Default", "Any failure ... shall constitute")
            (_DEFAULT_STATED, "high"),
            (r"\bcross[- ]default\b", "low"),
        ],
        # "after an Event of Default which is continuing" states a remedy, not a default
        soften=[
            (
                r"\b(after|if|while|whilst|upon|during) an? event of default (which|that) is continuing\b",
                "info",
            )
        ],
    ),
    _k(
        "debt_change_of_control",
        "Change of control under debt",
        "A change of control is typically an event of default or mandatory prepayment under the debt: the lender can accelerate the loan (declare it immediately due), so it must be refinanced or waived.",
        "Plan to repay or refinance at closing, or obtain lender consent; quantify prepayment premiums.",
        [_COC],
        requires=[_DEBT],
        severity="high",
        benign=[
            r"\b(will|shall|does|did) not (constitute|give rise to|result in|trigger) (an? )?(event of )?default\b"
        ],
        money_words=r"\b(principal|commitments?|facility|aggregate amount|loans?|term loan|revolving|drawn)\b",
    ),
    _k(
        "debt_covenants",
        "Financial covenants / debt restrictions",
        "Financial covenants and negative covenants restrict the business and can trip into default.",
        "Test covenant compliance on the latest figures and headroom under the buyer's plan.",
        [
            r"\b(leverage|interest coverage|fixed charge coverage|debt service coverage|net debt)\s+ratio\b",
            r"\bfinancial covenants?\b",
            r"\bmaintain (a )?minimum (liquidity|ebitda|net worth|cash)",
            r"\bshall not\b[^.]{0,40}\b(incur|create|permit to exist)\b[^.]{0,40}\b(indebtedness|liens?|dividends?)",
        ],
        severity="medium",
        benign=[r"\b(remained|remains|was|were|is|are|has been|have been) in (full )?compliance\b"],
        money_words=r"\b(principal|commitments?|facility|aggregate amount|loans?|term loan|revolving|drawn)\b",
        escalate=[
            (
                r"\b(breach\w*|failed to (comply|meet|maintain)|not in compliance|non-?complian\w+|exceeded|fell below|below the required)\b",
                "high",
            )
        ],
    ),
    _k(
        "liens",
        "Liens / security interests",
        "Assets are encumbered: the lender's security must be released at closing or the buyer takes assets subject to it.",
        "Run lien searches, obtain payoff letters and lien releases for closing.",
        [
            r"\b(security interest|lien|liens|pledge\w*|mortgage|debenture|UCC-?1|financing statement|fixed and floating charge)\b",
            # "by way of first fixed charge, its book debts", "a floating charge over all"
            r"\b(first|second|legal|equitable|fixed|floating)( fixed)? charge\b",
            # title kept until paid: "Until then the Equipment is Polar's property, and this
            # agreement is a security agreement under the Personal Property Securities Act"
            r"\b(is|constitutes?|is to be treated as) an? security (agreement|interest)\b",
        ],
        requires=[
            r"\b(grant\w*|creat\w*|filed|record\w*|hereby|secur\w+|over|upon|on (all|the|its))\b"
            # "charges in favour of Dunmore Bank DAC, by way of first legal mortgage, its creamery"
            r"|\bin favou?r of\b[^.;]{0,80}\bby way of\b|\bby way of\b[^.;]{0,40}\b(charge|mortgage)\b"
        ],
        severity="medium",
        money_words=r"\b(principal|commitments?|facility|aggregate amount|loans?|term loan|revolving|drawn)\b",
        excludes=[
            r"\bfree and clear\b",
            r"\bshall not\b[^.]{0,40}\b(create|incur|permit)",
            # a promise not to charge or claim a lien ("shall not assign, transfer, mortgage,
            # charge ...", "shall not claim or exercise any lien") creates none
            r"\b(shall|will|may|must) not\b[^.;]{0,80}\b(mortgage|charge|pledge|liens?|encumb\w*)\b",
            r"\b(tenant|landlord|lease|premises|sublet\w*)\b",
        ],
        escalate=[(r"\ball (of (the|its) )?(assets|property)|substantially all", "high")],
    ),
    _k(
        "guarantee",
        "Guarantee obligation",
        "The target guarantees another party's obligations, a contingent liability that may not appear on the balance sheet.",
        "Identify the guaranteed obligations and amounts; obtain releases or price the exposure.",
        [
            r"\b(unconditionally|irrevocably|absolutely)\b[^.]{0,40}\bguarantee",
            r"\b(parent|corporate|personal|performance) guarantee",
            r"\bguarant(ee|ees|y|or)\b[^.]{0,80}\b(obligations|indebtedness|payment of)\b",
            # "guarantees to Pemberton Leasing Limited the payment when due of every sum",
            # "guarantees to Dunmore Bank DAC all liabilities of each other member"
            r"\bguarantees\b[^.;]{0,60}\b(the (due |punctual )?payment|all (liabilities|sums|amounts|debts|monies))\b",
        ],
        severity="medium",
        money_words=r"\b(principal|commitments?|facility|aggregate amount|loans?|term loan|revolving|drawn)\b",
        excludes=[r"\bno (guarantee|warranty)\b", r"\bdoes not guarantee\b", r"\bwarrant(y|ies)\b"],
    ),
    _k(
        "related_party",
        "Related party transaction",
        "A transaction with an insider may not be on arm's-length terms and may end or change after closing.",
        "Obtain the terms; confirm board approval by disinterested directors and arm's-length pricing (market rent, market interest); renegotiate, repay or terminate at closing.",
        [
            r"\brelated[- ]part(y|ies)\b",
            r"\b(owned|controlled|held)\b[^.]{0,40}\bby\b[^.]{0,60}\b(ceo|cfo|coo|cto|founder|chief \w+ officer|director|officer|president|chair\w*|majority shareholder)\b",
            r"\b(spouse|brother|sister|son|daughter|father|mother|brother-in-law|sister-in-law|family member|relative) of (the |our )?(ceo|cfo|founder|chief|director|president|chair\w*)",
            r"\b(ceo|cfo|founder|director|president|chair\w*)('s|’s) (spouse|brother|sister|son|daughter|wife|husband|family)",
        ],
        severity="medium",
        excludes=[r"\bno related[- ]party\b"],
        money_words=r"\b(rent|loan|principal|fees?|payments?|purchase price|consideration|per annum|annual)\b",
    ),
    _k(
        "tax_dispute",
        "Tax dispute or assessment",
        "A tax authority audit, assessment or dispute is a pre-closing liability the buyer may inherit; the same position may be challenged for later periods and in other states where the Company has nexus.",
        "Obtain the notices and adviser's view; cover it with a specific tax indemnity or escrow.",
        [
            r"\b(IRS|HMRC|internal revenue service|tax authorit\w+|department of (revenue|taxation)|franchise tax board|revenue agency|finanzamt)\b",
            r"\btax (audit|assessment|dispute|deficiency|claim|examination|notice)\b",
            r"\bnotice of (proposed )?(deficiency|assessment|adjustment)\b",
            r"\b(propos\w+|issued|assessed|determined)\b[^.]{0,40}\b(total |additional )?(tax )?(assessment|deficiency|adjustment)s? of\b",
        ],
        severity="medium",
        benign_paths=r"no[- ]change|closing letter",
        # a credit or relief claimed (and paid) is not a dispute unless one is said
        excludes=[
            r"^(?![\s\S]*\b(assess|penalt|disallow|challeng|deficien|dispute|enquir|inquir|investigat|audit)\w*)[\s\S]*"
            + CREDIT_CLAIM
        ],
        money_words=r"\b(assessment|tax|penalt\w+|interest|total)\b",
        actual_only=True,
        requires=[
            r"\b(audit|assess\w*|deficien\w*|dispute\w*|adjust\w*|penalt\w*|examination|notice|claim\w*|owed|underpa\w+|challeng\w*)\b"
        ],
        escalate=[(r"\b(penalt\w*|fraud|criminal)\b", "high")],
    ),
    _k(
        "environmental",
        "Environmental contamination or violation",
        "Contamination or environmental violations bring clean-up costs that can follow the site or the company.",
        "Commission a Phase II assessment where needed and obtain remediation estimates and regulator correspondence.",
        [
            r"\b(contaminat\w+|remediation|hazardous (substance|material|waste)s?|superfund|CERCLA|spill\w*|underground storage tanks?|asbestos|groundwater|recognized environmental condition|PFAS|leak\w* of)\b",
            # a discharge over its limits: "Each sample exceeded the limits in Schedule A of the
            # By-law", "effluent in breach of the discharge consent", "emissions above permit"
            r"\b(exceed\w*|violat\w+|in breach of|above|over)\b[^.;]{0,80}\b(limits?|standards?|consent|permit)\b[^.;]{0,60}\b(by-?law|permit|regulations?|ordinance|consent|licen[cs]e|schedule)\b",
        ],
        severity="medium",
        money_words=r"\b(remediation|clean-?up|estimate\w*|costs?)\b",
        requires=[
            r"\b(soil|groundwater|contamina\w+|hazardous|environmental|spill\w*|petroleum|asbestos|superfund|cercla|storage tanks?|emissions?|waste|pollut\w+|PFAS|solvents?|sewer|effluent|discharge|wastewater|sampl\w+)\b"
        ],
        actual_only=True,
        # who bears contamination is an allocation clause, not contamination: for the record
        soften=[
            (
                r"\b(landlord|lessor|seller|vendor|tenant|lessee|buyer|purchaser)\b[^.]{0,40}\b(remains?|shall (remain|be)|is|will be) (solely |fully )?(responsible|liable) for\b",
                "info",
            )
        ],
        benign=[
            r"\bno (recognized environmental conditions|RECs?|evidence of (contamination|release))\b"
        ],
        escalate=[
            (
                r"\b(superfund|CERCLA|notice of violation|order|groundwater|off-?site|migrat\w+)\b",
                "high",
            )
        ],
    ),
    _k(
        "insurance_gap",
        "Insurance gap",
        "A lapsed policy, denied claim or missing cover leaves losses uninsured.",
        "Review the insurance schedule against the risks found; obtain cover or price the gap.",
        [
            r"\b(uninsured|not insured|not covered|no (insurance|coverage|cover)|coverage (was |has been )?denied|denied coverage|reservation of rights|lapsed|self-insured|not (been )?renewed)\b",
            r"\b(insurance|policy|coverage|cover)\b[^.]{0,80}\b(expired|lapsed|cancell?ed|excludes?|exclusion|below (the )?(required|minimum))\b",
            r"\b(does|do|did) not (maintain|carry|have|hold)\b[^.]{0,40}\b(insurance|cover|coverage|policy)\b",
        ],
        requires=[r"\b(insur\w+|polic(y|ies)|cover|coverage|underwriter|carrier|claim)\b"],
        # cover that paid is no gap, and neither is a retention the insured has paid: "the
        # Settlement Payment is funded by Heliant's products liability insurer ..., subject to
        # the $100,000 self-insured retention, which Heliant has paid"
        excludes=[
            r"\b(funded|paid|met|covered|reimbursed|indemnified)\s+(in full\s+)?by\b[^.]{0,80}\b(insurers?|underwriters?|carriers?)\b",
            r"\b(retention|deductible|excess)\b[^.]{0,60}\b(which|that)?\s*[\w ,.]{0,40}\b(has|have|had) (been )?paid\b",
        ],
        severity="medium",
        skip_benign={"expired", "negation"},
        escalate=[
            (
                r"\b(cyber|product liability|D&O|professional|errors and omissions|environmental)\b",
                "high",
            )
        ],
    ),
)

# Words at least one of which every trigger contains: a cheap test (substring search on the
# lower-cased sentence) that lets most sentences skip the regexes. Keep in step with KINDS.
ANCHORS = (
    "control",
    "cease",  # a holder who ceases to hold the majority of the shares (change of control)
    "commission",  # a complaint lodged with a commission or a tribunal (litigation)
    "tribunal",
    "ombudsman",
    "eeoc",
    "nlrb",
    "wrc",
    "adulterat",
    "misbrand",
    "corporate transaction",
    "conveyed",
    "disposed",
    "as low as",
    "as favourable as",
    "as favorable as",
    "only source",
    "only supplier",
    "only provider",
    "single source",
    "rival",
    "competitor",
    "at least",
    "short-fall",
    "treated as earned",
    "deemed",
    "sale event",
    "majority",
    "more than half",
    "fifty percent",
    "50%",
    "50 %",
    "transfer",
    "personal to",
    "lower",
    "lowest",
    "better",
    "reduced",
    "appoint",
    "refrain",
    "whether or not",
    "deficien",
    "deficit",
    "commit",
    "obligated",
    "undertake",
    "server side",
    "reciprocal",
    "viral",
    "unvested",
    "repurchase",
    "forfeiture",
    "lump",
    "merger",
    "substantially all",
    "acquisition",
    "assign",
    "terminat",
    "convenience",
    "exclusiv",
    "sole source",
    "sole supplier",
    "from any",
    "compet",
    "solicit",
    "hire",
    "employ",
    "entice",
    "favour",
    "favor",
    "mfn",
    "price",
    "better terms",
    "unlimited",
    "uncapped",
    "limit",
    "cap",
    "indemn",
    "harmless",
    "liab",
    "liquidated",
    "penalt",
    "per day",
    "per week",
    "per calendar",
    "per business",
    "take-or-pay",
    "take or pay",
    "minimum",
    "shortfall",
    "renew",
    "evergreen",
    "invention",
    "intellectual property",
    " ip ",
    "vest",
    "belong",
    "property of",
    "jointly own",
    "right, title",
    "ownership",
    "owns",
    "own ",
    "retain",
    "licen",
    "gpl",
    "general public",
    "copyleft",
    "sspl",
    "escrow",
    "source code",
    "severance",
    "bonus",
    "payment",
    "parachute",
    "salary",
    "accelerat",
    "trigger",
    "lawsuit",
    "complaint",
    "complainant",
    "plaintiff",
    "applicant",
    "petitioner",
    "pursuer",
    "litigation",
    "suit",
    "arbitration",
    "claim",
    "demand",
    "cease and desist",
    "petition",
    "proceedings",
    "subpoena",
    "investigat",
    "warning letter",
    "violation",
    "consent",
    "inquiry",
    "enforcement",
    "show cause",
    "breach",
    "incident",
    "unauthori",
    "ransomware",
    "exfiltrat",
    "compromised",
    "leak",
    "phishing",
    "gdpr",
    "ccpa",
    "cpra",
    "hipaa",
    "privacy",
    "data protection",
    "exposed",
    "publicly",
    "misconfigured",
    "personal",
    "records",
    "default",
    "forbearance",
    "reservation of rights",
    "ratio",
    "covenant",
    "maintain",
    "indebtedness",
    "lien",
    "security interest",
    "security agreement",
    "engage",  # "will not engage any other contractor" (exclusivity)
    "would have",  # "fees that would have fallen due" (a termination fee)
    "would otherwise have",
    "pledge",
    "mortgage",
    "debenture",
    "ucc",
    "financing statement",
    "charge",
    "guarant",
    "related",
    "owned",
    "controlled",
    "held",
    "spouse",
    "brother",
    "sister",
    "son ",
    "daughter",
    "father",
    "mother",
    "family",
    "relative",
    "ceo",
    "cfo",
    "founder",
    "director",
    "president",
    "chair",
    "irs",
    "hmrc",
    "internal revenue",
    "tax",
    "revenue",
    "finanzamt",
    "notice of",
    "contaminat",
    "remediation",
    "hazardous",
    "superfund",
    "cercla",
    "spill",
    "storage tank",
    "asbestos",
    "groundwater",
    "recognized",
    "pfas",
    "insur",
    "covered",
    "coverage",
    "cover",
    "lapsed",
    "renewed",
    "polic",
    "uninsured",
)


def might_match(text: str) -> bool:
    return any(map(text.lower().__contains__, ANCHORS))  # map: no generator frame per anchor


@dataclass(frozen=True)
class Benign:
    name: str
    pattern: re.Pattern[str]


BENIGN: tuple[Benign, ...] = (
    Benign(
        "expired",
        rx(
            r"\b(has|have|had) (since )?(expired|lapsed)\b|\b(expired|lapsed) (on|in)\b|\bis no longer in (force|effect)\b|\bno longer (applies|binding)\b"
        ),
    ),
    Benign(
        "waived",
        rx(
            r"(?<!not )(?<!never )(?<!no )\b(waived|released and discharged)\b|\bhereby (irrevocably )?waives\b|\bwaiver (was|has been|had been) (granted|obtained|given|received)"
        ),
    ),
    Benign(
        "settled",
        rx(
            r"\b(is|are|was|were|has been|have been|had been) (hereby )?(fully |finally |amicably )?(settled|dismissed|withdrawn|resolved|discontinued|closed)\b|\bdismissed with prejudice\b|\bsettled in full\b|\b(closed|concluded)\b[^.;]{0,20}\bwith no (further )?(action|adjustment|findings?|penalt\w+)\b|\b(no|without) further action\b"
        ),
    ),
    Benign(
        "terminated",
        rx(
            r"\b(was|were|has been|have been|had been) terminated\b|\bterminated (effective|as of|on)\b"
        ),
    ),
    Benign(
        "not_apply",
        rx(
            # "This Section 14.5 does not apply while the shares of the Tenant are listed": a
            # disapplication on a condition is an exception; the clause holds otherwise
            r"\b(shall|will|does|do) not apply\b(?!\s*(?:,\s*)?(?:while|so long as|as long as|for so long as|if|where|when|during|unless|to the extent)\b)"
            r"|\bnot applicable\b|\bshall be of no (further )?(force|effect)\b"
        ),
    ),
    Benign(
        "consent_obtained",
        rx(
            r"\bconsents?\b[^.]{0,80}\b(has|have|was|were|had) (been )?(obtained|received|granted|given|delivered)\b|\b(obtained|received) (the |all )?(required |necessary )?(written )?consents?\b"
        ),
    ),
    Benign(
        "negation",
        rx(
            r"\bthere (is|are|has been|have been|were) no\b|\bnot aware of any\b|\b(has|have) not (received|experienced|suffered|sustained|had|been (a )?(party|subject|named))\b|\b(contains|includes) no\b|\bno (pending|threatened|outstanding)\b|\b(is|are) under no obligation\b|\bno\b[^.]{0,60}\b(has|have) (occurred|been (filed|asserted|received|issued))|\bnone\b\s*[.;]"
            r"|\b(no|none of (the )?)\b[^.]{0,60}\b(has|have) (granted|given|entered into)\b"
        ),
    ),
    Benign(
        # a procedure deciding whether something happened says nothing about whether it did
        "question",
        rx(
            r"\bwhether (a|an|any|the)\b[^.]{0,80}\b(has|have|had) (occurred|taken place|happened)\b"
        ),
    ),
    # "no consent shall be required for ... any merger or change of control": no consent item
    Benign(
        "no_consent_needed",
        rx(
            r"\bno (prior )?(written )?consent\b[^.;]{0,40}\b(shall|will|is|are|would) (be )?(required|needed|necessary)\b"
            r"|\b(shall|will|does|do) not require (the |any )?(prior )?(written )?consent\b|\bwithout (the |any )?need for (any )?consent\b"
        ),
    ),
    Benign(
        "deleted",
        rx(
            r"\b(was|were|has been|have been|had been) (deleted|removed|struck( out)?|eliminated)\b"
        ),
    ),
    Benign(
        "remediated", rx(r"\b(fully )?(remediated|cured|repaid in full|paid in full|discharged)\b")
    ),
)
# The BENIGN reasons that say a matter was resolved (reported as context), as opposed to those
# that say there is no matter at all (a negation, "shall not apply": nothing to report).
RESOLVED = frozenset(
    {"expired", "waived", "settled", "terminated", "consent_obtained", "remediated"}
)

# A question or a request for documents ("Details of any exclusivity, MFN or non-compete
# granted ...", "Has any Group Company granted ...?"): it names topics and states nothing.
ASKED = rx(
    r"\?\s*[\"'”’)\]]*\s*$"
    r"|^\W*(\d+(\.\d+)*\.?\s+)?(please\s+)?((provide|supply|send|list|describe|identify)\s+)?"
    r"(copies|details|a list|list|particulars|confirmation|a schedule) of (any|all|each|every)\b"
    # what a register says it holds ("Lists claims, disputes and threatened claims known to
    # management", "This log records all incidents reported"): a description, no matter
    r"|^\W*(this (register|schedule|log|list|table|sheet|tracker) )?(lists|records|tracks|sets out|summari[sz]es)"
    r"\s+(?!that\b)(all |any |the )?(claims|disputes|matters|contracts|incidents|consents|notifications|breaches)\b"
)

# A sentence describing what will be done if something happens (a policy or a procedure).
HYPOTHETICAL = rx(
    r"\b(in the event (of|that)|if (any|a|an|the)\b|shall (promptly )?(notify|report|comply|maintain|implement|investigate)|will (promptly )?(notify|report|investigate)|must (promptly )?(notify|report|comply)|should|is committed to|in accordance with (this|our) policy|employees must)\b"
)
ACTUAL = rx(_ACTUAL)


@dataclass
class Hit:
    """One sentence that matches an issue kind (before merging)."""

    kind: IssueKind
    severity: str
    quote: str
    page: int
    page_label: str
    amounts: list[Amount] = field(default_factory=list)
    dates: list[str] = field(default_factory=list)
    parties: list[str] = field(default_factory=list)
    context: str = ""  # the sentences around it
    nearby: list[Amount] = field(default_factory=list)  # amounts in those sentences
    counts: list[str] = field(default_factory=list)
    # what resolves it (settled, waived, consented, superseded...): it is context, not a risk
    resolved: Any = None  # a resolution.Found
