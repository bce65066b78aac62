"""Matters the documents say are resolved: settled, released, withdrawn, waived, consented to,
cured, expired, superseded or terminated.

A clause or an event that matches an issue kind is context, not a risk, when the text around
it or another document about the same matter resolves it. This module recognises resolution
by meaning, as a small set of *frames* (what kind of resolution, which issue kinds it can
answer), guarded against negation and conditions ("is not put right within 30 days", "unless
waived"), and decides whether a resolution is about the same matter:

* in the same document: the same sentence; a later sentence of the same paragraph; or a
  sentence of the same section that shares a subject (a party, a clause number, the matter's
  noun: "the investigation", "the covenant");
* in another document (:class:`OnFile`, found by the playbook before the review): it names a
  party that the document's own file name names, and the agreement, the clause, or (for
  claims) the claim it answers.

The reviewer reports a resolved match as info with the resolving passage cited, so the memo
can count it under its observations instead of calling it a risk.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from diligence_tui.offline import facts as F

_I = re.I
ANY = None  # a frame that can resolve any issue kind

CLAIMS = ("litigation", "regulatory_investigation", "tax_dispute", "environmental")
_CONSENTS = ("change_of_control", "anti_assignment", "licence_restrictions")
DEFAULTS = ("debt_default", "debt_covenants", "debt_change_of_control")


@dataclass(frozen=True)
class Frame:
    name: str
    pattern: re.Pattern[str]
    kinds: tuple[str, ...] | None  # issue kinds it can resolve (None: any)


FRAMES: tuple[Frame, ...] = (
    Frame(
        "settled",
        re.compile(
            r"\b(full and final (settlement|satisfaction)|settled( in full)?|agreed terms of settlement"
            r"|settlement of (the|all|its) claims?|(which|that) (has|have) been compromised)\b"
            # "the parties have compromised the claim", "executed the settlement agreement",
            # "the settlement payment was wired", "a consent order dismissing the claim"
            r"|\bcompromised (the|its|their|all|this) (claims?|dispute|proceedings?|action|matter)\b"
            r"|\b(executed|signed|entered into) (the|a) (deed of )?settlement( agreement| deed)?\b"
            r"|\bsettlement (agreement|deed) (was|has been|had been) (signed|executed|completed)\b"
            r"|\bsettlement (sum|payment|amount) (was|has been|had been) (paid|received|wired|made)\b"
            r"|\bconsent order (dismissing|disposing of)\b"
            r"|\b(claims?|dispute|matter|action|proceedings)\b[^.;]{0,60}\b(is|are|was|were|has been|have been|had been) "
            r"compromised\b"
            # a docket's entry: "NOTICE OF SETTLEMENT OF ENTIRE CASE"
            r"|\bnotice of settlement of (the )?entire (case|action)\b",
            _I,
        ),
        CLAIMS + ("data_breach_privacy",),
    ),
    Frame(
        "released",
        # "Birch Logistics, Inc. releases ... Marrow Analytics, Inc. from": the point of an
        # abbreviation does not end the clause
        re.compile(
            r"\breleases?\b(?:[^.;]|\.(?=\s+[a-z])){0,100}\bfrom\b"
            r"|\b(released|discharged) (from|in full)\b"
            # "hereby unconditionally and irrevocably releases and discharges the charges", "has
            # been released and returned for cancellation", "has discharged PPSR registration
            # ...", a UCC-3 "termination statement"
            r"|\breleases? and discharges?\b|\bdischarges? and releases?\b"
            r"|\b(has|have|had|been|hereby)\s+(?:(?:unconditionally|irrevocably|fully|now|and)\s+){0,3}"
            r"(released|discharged|releases|discharges)\b"
            r"|\breturned (to you )?for cancellation\b|\btermination statement\b"
            # a register's status of a charge: "Satisfied 19/11/2021", "satisfied in full on 3 May"
            r"|\bsatisfied (in full )?(on )?(?=\d)"
            # a companies registry's charge: "Status: Fully satisfied", "Statement of
            # satisfaction in full (MR04) delivered"
            r"|\bfully satisfied\b|\bstatement of satisfaction\b",
            _I,
        ),
        CLAIMS + ("guarantee", "liens") + DEFAULTS,
    ),
    Frame(
        "withdrawn",
        re.compile(
            r"\b(withdr[ae]w[n]?|withdraws|discontinue[ds]?)\b|\b(did|does|will) not intend to (take|pursue|proceed)"
            # "notice of discontinuance", "a stipulation of dismissal with prejudice was filed"
            r"|\bnotice of discontinuance\b|\bstipulation of dismissal\b|\bdismissed with prejudice\b"
            # "considers the matter closed", "the claim is now at an end"
            r"|\bconsiders? (the|this) (matter|claim|dispute|complaint) (closed|concluded|at an end)\b"
            r"|\b(matter|claim|dispute|complaint) (is|was|has been) (now )?(concluded|at an end)\b"
            r"|\b(is|was|were|has been|have been) (hereby )?(dismissed|struck out)\b"
            # a docket's entries: "Dismissal entered as requested. Case disposed."
            r"|\bdismissal (was |has been )?entered\b|\b(case|action) (disposed|dismissed)\b"
            r"|\b(no|without) further action\b|\b(take|taking) no (further )?action\b"
            r"|\b(file|case|enquiry|inquiry|investigation|matter) (is|was|has been) (now )?closed\b"
            r"|\bclosed (its|the|our|their|this) (file|case|enquiry|inquiry|investigation)\b",
            _I,
        ),
        CLAIMS + ("data_breach_privacy",) + DEFAULTS,
    ),
    Frame(
        "waived",
        re.compile(
            r"\bwaive[sd]?\b|\bwill (take no|not take any) action\b"
            r"|\b(will|shall|agrees? not to|confirms? that it will) not (exercise|enforce|rely on)\b"
            r"|\bagrees? not to (exercise|enforce|rely on)\b|\bnot to treat\b[^.;]{0,60}\bas an?\b",
            _I,
        ),
        ANY,
    ),
    Frame(
        "consented",
        re.compile(
            # "consents, for the purposes of clauses 21.1 and 21.3 of the lease, to the change":
            # an aside between the consent and what it is to (not a condition: "consents,
            # subject to clause 4, to the sale")
            r"\b(hereby consents?|consents?(?:,(?![^,;]*\b(?:subject to|if|unless|provided|"
            r"conditional|on condition)\b)(?:[^,;.]|\.(?=\d)){1,100},)? to the (proposed )?"
            r"(sale|acquisition|transaction|merger|change))\b"
            r"|\b(has|have) no objection\b|\bdoes not object\b|\bconsent (has|was|had) been (given|obtained|granted)\b"
            r"|\bapproves? the (proposed )?(sale|acquisition|transaction|merger|change of control)\b"
            # "Consent is hereby given", "we confirm our consent", "grants its consent"
            r"|\bconsent is (hereby )?(given|granted)\b|\bwe (hereby )?consent to\b"
            r"|\b(hereby )?(gives?|grants?|confirms?|confirm) (its|our|their) consent\b"
            # a consents tracker's status: "Consent received - signed consent letter dated ..."
            r"|\bconsent (has been |was |had been )?(received|obtained)\b",
            _I,
        ),
        _CONSENTS + ("non_compete", "exclusivity"),
    ),
    Frame(
        "cured",
        re.compile(
            r"\b(was|were|has been|have been|is|been) (cured|remedied|rectified|made good)\b", _I
        ),
        ANY,
    ),
    Frame(
        "expired",
        re.compile(
            r"\b(has|have|had) (since )?(expired|lapsed)\b|\b(expired|lapsed) (on|in)\b"
            # "clause 11 (Non-competition) cease to have any effect" (a deed's operative words)
            r"|\bceased? to (apply|have (any |further )*effect)\b|\bceases to (apply|have (any |further )*effect)\b"
            r"|\bno longer (in force|in effect|applies|has effect)\b"
            r"|\b(has|have) (now )?run out\b"
            # "expired by effluxion of time"
            r"|\b(expired|lapsed|ended|came to an end) by (effluxion|passage|lapse) of time\b",
            _I,
        ),
        ANY,
    ),
    Frame(
        "superseded",
        re.compile(
            r"\bsuperseded\b|\bdeleted (in its entirety|and replaced)\b|\b(is|are) (hereby )?deleted\b"
            r"|\breplaced (in its entirety )?(by|with)\b|\bamended and restated\b",
            _I,
        ),
        ANY,
    ),
    Frame(
        "terminated",
        re.compile(
            r"\b(was|were|has been|have been|had been) terminated\b|\bterminated (effective|with effect|on|as of)\b"
            r"|\b(came|has come|have come) to an end\b|\bended (on|with effect)\b"
            # "was brought to an end by mutual agreement effective June 30, 2025"
            r"|\b(was|were|has been|have been|had been) brought to an end\b"
            # "The exclusive purchasing commitment in clause 3.1 ended with the agreement": a
            # restriction that went when its agreement or term did
            r"|\b(ended|expired|lapsed|fell away|ceased|terminated) (together )?with (the|its|that|this) "
            r"(agreement|contract|term|lease|licen[cs]e|appointment|arrangement)\b"
            # "Effectiveness of the financing statement ... is terminated", "is hereby terminated"
            r"|\bis (hereby )?terminated\b(?! (if|unless|upon|on the occurrence))",
            _I,
        ),
        ANY,
    ),
)
FRAME_NAMES = tuple(f.name for f in FRAMES)

# What turns a frame into its opposite or a mere possibility, just before it in the clause.
# A request or a proposal ("We request that the Lender waive ...") is not the resolution.
GUARD = re.compile(
    # ("2 May 2019" is a date, not a modal)
    r"\b(not|never|no|nothing|none|yet to|unless|if|until|whether|(?<!\d\s)may(?!\s+\d)|might|would|could|should|cannot|fails? to|"
    r"refus\w+|reject\w+|request\w*|ask\w*|seek\w*|apply for|applied for|invit\w+|propos\w+|"
    r"hope\w*|wish\w*|grateful|intend\w*)\b[^.;,]{0,30}$",
    _I,
)
# ... or just after it ("waived only if", "settled subject to court approval").
AFTER = re.compile(r"^[^.;]{0,25}\b(unless|if|provided that|subject to|pending)\b", _I)
# A clause that says what will happen (not what happened) does not resolve anything.
_FUTURE = re.compile(
    r"\b(shall be deemed|is deemed|will be deemed|may be (waived|settled|terminated)|"
    r"(shall|will|may) (terminate|expire|end|lapse|cease)|(will|shall|would|may) (consent|waive|release))\b",
    _I,
)
STILL_OPEN = re.compile(
    r"\b(remains? (outstanding|open|unresolved|pending)|still (awaited|pending|outstanding)|"
    r"not yet (been )?(settled|resolved|paid|agreed|given|granted|obtained|signed|accepted|"
    r"sought|requested|received|applied for)|"
    r"(has|have) not (been )?accepted|not been accepted|otherwise remains? in (full )?force|"
    r"(is|has) not (yet )?(been )?(given|granted)|"
    # a consent nobody has asked for, or one asked for and not answered: "the bank's consent
    # to the change in control has not yet been sought", "awaiting response"
    r"(has|have|had) not (yet )?been (sought|requested|obtained|received)|"
    r"not in a position to (give|grant|provide)|declines? to (give|grant|provide)|"
    r"no (response|reply) (yet|received|to date)|awaiting (a |their |its )?(response|reply))\b",
    _I,
)


# A waiver of a procedural right or of a lien ("hereby irrevocably waives any right it may
# have to a trial by jury", "waives any warehouse lien") resolves nothing else.
_WAIVES_OTHER = re.compile(
    r"waive[sd]?\b[^.;]{0,80}\b(trial by jury|jury trial|liens?|immunit\w+|set-?off|subrogation|"
    r"service of process|presentment|notice of (acceptance|dishonou?r))\b",
    _I,
)


# An offer, a proposal or a request earlier in the clause ("offers £200,000 in full and final
# settlement", "We would be grateful for Oakridge Stores Limited's consent to"): GUARD's window
# stops at a comma, and an amount has one.
_OFFERED = re.compile(r"\b(offer\w*|propos\w+|request\w*|grateful|invit\w+|would like|draft)\b", _I)


def guarded(text: str, start: int) -> bool:
    """Whether the words before ``start`` (a frame's match) in ``text`` make it no resolution:
    a negation, a condition, a request, an offer."""
    before = text[max(0, start - 60) : start]
    if GUARD.search(before):
        return True
    clause = re.split(r"[.;:!?]\s", text[max(0, start - 160) : start])[-1]
    # "at the Company's request, the Lender hereby waives", "accepted the offer and": the act
    # was done at a request, or the offer taken up
    clause = _DONE_ON_REQUEST.sub(" ", clause)
    offered = _OFFERED.search(clause)
    return offered is not None and not _ACCEPTED.search(clause, offered.start())


_DONE_ON_REQUEST = re.compile(
    r"\b(at|on|following|further to|in response to) (the|its|our|your|their|[A-Z][\w'’]+) "
    r"([\w'’]+ )?(written )?request(s)?( of [^,;]{1,40})?|\baccepted (the|its|our|your|their) offer\b",
    _I,
)
_ACCEPTED = re.compile(r"\b(accepted|agreed to|signed|executed)\b", _I)


# "will consent to the change of control under clause 16 only if the buyer gives a guarantee"
_CONDITION = re.compile(r"\b(only if|on condition that|conditional(ly)? (up)?on)\b", _I)


def conditioned(text: str, end: int) -> bool:
    """Whether the words after ``end`` (a frame's match) in ``text`` make it conditional."""
    rest = re.split(r"[.;!?]\s", text[end : end + 200])[0]
    return bool(AFTER.search(text[end:]) or _CONDITION.search(rest))


def frame_in(
    text: str, kind: str, skip: frozenset[str] = frozenset()
) -> tuple[str, re.Match[str]] | None:
    """The first resolution frame in ``text`` that can resolve ``kind`` (None when none does,
    or the text says the matter is still open). ``skip`` names frames that are the issue
    itself for this kind (an insurance gap *is* a lapsed policy)."""
    if STILL_OPEN.search(text):
        return None
    for frame in FRAMES:
        if frame.name in skip or (frame.kinds is not None and kind not in frame.kinds):
            continue
        for m in frame.pattern.finditer(text):
            if guarded(text, m.start()):
                continue
            if (
                frame.name == "waived"
                and kind != "liens"
                and _WAIVES_OTHER.match(text[m.start() :])
            ):
                continue  # a jury-trial or lien waiver waives that, not the matter
            if conditioned(text, m.end()) or _FUTURE.search(
                text[max(0, m.start() - 40) : m.end() + 10]
            ):
                continue
            return frame.name, m
    return None


# -- subjects: what a sentence is about -------------------------------------------------------

# "clause 8.6", "Section 14", and the German-style "§ 3 (2)"
_CLAUSE_REF = re.compile(
    r"(?:\b(?:clause|section|article|paragraph)\s+|§\s*)(\d{1,3})(?:\.\d+)*", _I
)
_HEAD_NUMBER = re.compile(r"^\s*(?:§\s*)?(\d{1,3})(?:\.\d+)*\.?\s")
AGREEMENT = re.compile(  # "Distribution Agreement", "JV Agreement"
    r"\b((?:(?:[A-Z][a-z]+|[A-Z]{2,5})[ \t]+){0,3}(?:Agreement|Lease|Licen[cs]e|Terms(?: of \w+)?|Contract|Deed|Policy|Letter))\b"
)
# nouns that name the matter: shared by a hit and a later sentence, they tie the two together
_MATTER = re.compile(
    r"\b(claim|dispute|proceedings|action|lawsuit|suit|investigation|enquiry|inquiry|audit|"
    r"assessment|breach|default|covenant|incident|notice|restriction|right|consent|exclusivity|"
    r"matter|complaint|demand|penalty|fine)s?\b",
    _I,
)
STOP = {
    "the",
    "this",
    "that",
    "these",
    "those",
    "such",
    "each",
    "any",
    "all",
    "our",
    "your",
    "its",
    "their",
    "we",
    "you",
    "it",
    "if",
    "on",
    "in",
    "of",
    "for",
    "and",
    "or",
    "a",
    "an",
    "by",
    "to",
    "as",
    "at",
    "no",
    "not",
    "dear",
    "yours",
    "agreement",
    "company",
    "limited",
    "ltd",
    "plc",
    "inc",
    "llc",
    "corp",
    "group",
    "holdings",
}


def names_in(text: str) -> set[str]:
    """Distinctive names (parties, products) in ``text``, lower-cased: the first distinctive
    word of each company name and defined term, and capitalised words that are not the
    vocabulary of document titles."""
    out = set()
    for party in F.extract_parties(text) + re.findall(
        r"\b([A-Z][A-Z&'-]{3,}(?: [A-Z&'-]{2,}){0,4}) (?:LIMITED|LTD|PLC|LLP|INC|LLC)\b", text
    ):
        for word in re.findall(r"[A-Za-z]{4,}", party):
            if word.lower() not in STOP and word.lower() not in TITLE_WORDS:
                out.add(word.lower())
                break
    for word in re.findall(r"\b[A-Z][a-z]{3,}\b", text):
        low = word.lower()
        if low not in STOP and low not in TITLE_WORDS:
            out.add(low)
    return out - _MONTHS


# words of document titles and letters: naming these is not naming a party
TITLE_WORDS = set(
    """letter before claim notice termination agreement amendment supply terms framework
    distribution reseller lease licence license settlement side consent waiver schedule annex
    report policy minutes board dear further thank kind regards yours sincerely faithfully
    best wishes private confidential director directors managing signed date dated parties
    between from proposed acquisition sale unit park street road house estates retail foods
    wholesale catering supplies logistics packaging systems services solutions holdings
    capital partners bank insurance mutual solicitors agreed following under with each either
    neither both have this that they there these those what which when where while will shall
    must would could should your ours their about after before upon into onto over only also
    then than more most some such very much many part clause section article paragraph
    background recitals definitions interpretation supplier customer contract year service
    credits products tenant landlord lender borrower buyer seller sellers company purchaser
    vendor licensor licensee processor controller insured insurer""".split()
)


_MONTHS = {
    "january",
    "february",
    "march",
    "april",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
}


def clause_of(page_text: str, start: int) -> str:
    """The clause number a passage sits under ("21" for "21.1 If the Supplier ..."): its own
    leading number, else the last numbered line above it."""
    own = _HEAD_NUMBER.match(page_text[start : start + 12])
    if own:
        return own.group(1)
    for line in reversed(page_text[:start].split("\n")[-40:]):
        m = _HEAD_NUMBER.match(line)
        if m:
            return m.group(1)
    return ""


def clauses_named(text: str) -> set[str]:
    return {m.group(1) for m in _CLAUSE_REF.finditer(text)}


_PART_REF = re.compile(
    r"(?:\b(?:clauses?|sections?|articles?|paragraphs?)\s+|§\s*)(\d{1,3}(?:\.\d+)+)", _I
)
_HEAD_PART = re.compile(r"^\s*(?:§\s*)?(\d{1,3}(?:\.\d+)+)\.?\s")


def parts_named(text: str) -> set[str]:
    """The numbered sub-clauses ``text`` names ("clause 19.1(b)" -> 19.1; "clause 19" names
    none): a waiver of the default under 19.1(b) is about that sub-clause, not all of 19."""
    return {m.group(1) for m in _PART_REF.finditer(text)}


def part_of(page_text: str, start: int) -> str:
    """The numbered sub-clause a passage sits under ("19.4" for "19.4 It is a Review Event
    ..."; a lettered item's, the number above it), "" when the nearest number is a whole
    clause's or there is none."""
    own = _HEAD_NUMBER.match(page_text[start : start + 12])
    if own:
        part = _HEAD_PART.match(page_text[start : start + 12])
        return part.group(1) if part else ""
    for line in reversed(page_text[:start].split("\n")[-40:]):
        if _HEAD_NUMBER.match(line):
            part = _HEAD_PART.match(line)
            return part.group(1) if part else ""
    return ""


# -- resolutions in the same document -----------------------------------------------------------

_ANAPHORA = re.compile(
    r"^\W*(the|this|that|such|these|those) (matter|claim|suit|action|dispute|case|audit|"
    r"investigation|enquiry|inquiry|assessment|breach|default|restriction|covenant|clause|"
    r"right|incident|complaint|proceedings)\b|^\W*(it|they|both)\b",
    _I,
)
_HEADING = re.compile(
    r"^[ \t]*(?:\d{1,3}\.?[ \t]+[A-Z][^\n]{0,60}$|(?i:Part|Schedule|Section|Article)[ \t]+\d+\b[^\n]{0,60}$"
    r"|[A-Z][A-Z &/,'-]{3,60}$|[A-Z][a-z]+(?: [a-z]+){0,4}$)",
    re.M,
)


def _subjects(text: str) -> set[str]:
    return (
        {m.group(1).lower() for m in _MATTER.finditer(text)}
        | names_in(text)
        | {"clause " + c for c in clauses_named(text)}
    )


# a paragraph ends at a blank line, or where the next numbered clause begins ("\n3.2 Remedy.":
# a document whose text has no blank lines is not one paragraph)
_PARAGRAPH_END = re.compile(r"\n[ \t]*\n|\n(?=[ \t]*\d{1,3}\.\d{1,3}(?:\.\d{1,3})*\.?[ \t]+[A-Z])")


def _paragraph_end(text: str, start: int) -> int:
    m = _PARAGRAPH_END.search(text, start)
    return m.start() if m else len(text)


def _section_bounds(text: str, start: int) -> tuple[int, int]:
    """The section a passage sits in: from the last heading line above it to the next."""
    begin = 0
    for m in _HEADING.finditer(text, 0, start):
        begin = m.start()
    nxt = _HEADING.search(text, start + 1)
    end = nxt.start() if nxt else len(text)
    return begin, end


@dataclass
class Found:
    """A resolution of a match: which frame, the resolving passage and where it is."""

    frame: str
    quote: str
    where: str  # "sentence", "paragraph", "section" or "document"
    doc: str = ""  # another document's id (where == "document")
    path: str = ""
    page: int = 0


def in_document(
    kind: str,
    spans: list[tuple[int, int]],
    i: int,
    text: str,
    hit_text: str,
    skip: frozenset[str] = frozenset(),
) -> Found | None:
    """A resolution of the match in sentence ``i`` (``spans`` are the page's sentences as
    offsets into ``text``) stated by a later sentence of its paragraph or another sentence of
    its section about the same subject."""
    start, end = spans[i]
    para_end = _paragraph_end(text, end)
    sec_begin, sec_end = _section_bounds(text, start)
    subjects = _subjects(hit_text)
    for j, (a, b) in enumerate(spans):
        if j == i or a < sec_begin or b > sec_end:
            continue
        sentence = text[a:b]
        found = frame_in(sentence, kind, skip)
        if found is None:
            continue
        shared = subjects & _subjects(sentence)
        same_paragraph = a >= end and a < para_end
        if same_paragraph and not _other_party(hit_text, sentence):
            # a paragraph tells one matter: a later sentence says how it ended (unless it
            # names another company and not this one: "... with Calder is disclosed. The
            # agreement with Gellert terminated ...")
            return Found(found[0], sentence, "paragraph")
        # another sentence of the section: only with a subject of its own in common (a party,
        # a clause number, "the investigation")
        if shared - {"right", "notice", "matter"}:
            return Found(found[0], sentence, "section")
    # a regulator or claimant that closes its file ends the one matter a short file is about,
    # however many letters lie between the report and the closing one
    if kind in CLAIMS + ("data_breach_privacy",) and len(text) < 8000:
        for a, b in spans:
            sentence = text[a:b]
            if a >= end and _FILE_CLOSED.search(sentence) and frame_in(sentence, kind, skip):
                return Found("withdrawn", sentence, "page")
    return None


def _other_party(hit_text: str, sentence: str) -> bool:
    """Whether ``sentence`` names companies and none of those ``hit_text`` names."""
    mine = {w.lower() for p in F.extract_parties(hit_text) for w in re.findall(r"[A-Za-z]{4,}", p)}
    theirs = {
        w.lower() for p in F.extract_parties(sentence) for w in re.findall(r"[A-Za-z]{4,}", p)
    }
    return bool(mine and theirs) and not (mine & theirs)


_FILE_CLOSED = re.compile(
    r"\bclosed (its|the|our|their|this) (file|case)\b|\b(file|case) (is|was|has been) (now )?closed\b",
    _I,
)


# -- how a resolved match is reported -------------------------------------------------------------

# BENIGN reasons as resolution frames (what a reader calls the matter now).
FRAME_WORD = {"consent_obtained": "consented", "remediated": "cured"}
_WHERE = {
    "sentence": "the same passage says",
    "paragraph": "the same paragraph goes on",
    "section": "the same section says",
    "page": "later on the same page",
    "document": "another document says",
    "as_of": "its end is before the review's as-of date,",
    "consents": "the lead reviewer lists as obtained the consent of",
}


def resolving_citation(
    found: Found | None, doc: str, path: str, page: int, page_label: str
) -> dict[str, Any] | None:
    """The passage that resolves a match, as a citation (None when it is the match's own)."""
    if found is None or found.where == "sentence":
        return None
    if found.where in ("document", "as_of", "consents"):
        # named in the note: another document's words never reach this reviewer, and a date or
        # a consent the review knows is no passage of this document
        return None
    return {"doc": doc, "path": path, "page": page, "page_label": page_label, "quote": found.quote}


def note(frame: str, kind_title: str, found: Found | None, name: str) -> str:
    """Why a match is context, not a risk: what resolves it and where that is said."""
    where = _WHERE.get(found.where, "") if found else ""
    source = f" ({found.path})" if found and found.where == "document" and found.path else ""
    said = " ".join(found.quote.split()) if found else ""
    said = said if len(said) <= 240 else said[:237].rsplit(" ", 1)[0] + "..."
    if found and found.where == "document":
        return (
            f"Context, not a risk: {kind_title.lower()} in {name} that is {frame}: {where} so "
            f"({found.path}, p. {found.page}). Confirm the resolution is complete and on file."
        )
    return (
        f"Context, not a risk: {kind_title.lower()} in {name} that is {frame}: {where}{source} "
        f'"{said}". Confirm the resolution is complete and on file.'
    )
