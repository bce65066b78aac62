"""Consents a contract requires on a change of control against the consents on file and the
deal team's own papers (a check of the offline playbook's contradictions step, like
:mod:`diligence_tui.offline.crossdoc_more`): a lease or contract that needs its
counterparty's consent, with no consent, waiver or no-objection from that party in the room;
worse when the consents tracker or the answers to the buyer's questions say none is needed.
"""

from __future__ import annotations

import re
from typing import Any

from diligence_tui.offline import doc_roles as DR
from diligence_tui.offline import patterns as P
from diligence_tui.offline.answers import denials
from diligence_tui.offline.crossdoc import Page, cite, finding, key_of, party_of, short
from diligence_tui.offline.on_file import _keys

_I = re.I

# -- consents a contract requires against consents on file ----------------------------------------

_NEEDS_CONSENT = re.compile(
    r"\b(change (in|of) (the person|the persons|control)|control (of )?the (tenant|lessee|supplier|"
    r"company|licensee|customer|contractor|distributor)|transfer of shares)\b[^.]{0,200}\b(consent|approval)\b"
    r"|\b(consent|approval)\b[^.]{0,200}\b(change (in|of) control|transfer of shares|"
    r"(acquires?|obtains?|gains?) control)\b"
    # "any change in the person or persons having control (within the meaning of ...) of the
    # Tenant ... shall be treated as an assignment of this lease requiring the Landlord's consent"
    r"|\b(change (in|of) (the )?(person|persons|control)|transfer of (a |the )?(controlling|majority) "
    r"(interest|stake|shareholding))\b[^.]{0,300}?\b(treated|deemed|regarded|taken to be) (as )?an? "
    r"(assignment|transfer)\b[^.]{0,120}\b(consent|approval)\b"
    # "Any transfer ... of fifty percent (50%) or more of the direct or indirect equity or voting
    # interests in Tenant ... shall be deemed an assignment ... and shall require Landlord's
    # prior written consent": a sale of the parent is an indirect transfer of the tenant
    r"|\b(transfer|sale|acquisition|issue)\b[^.]{0,120}\b(equity|voting|shares?|stock|membership|"
    r"ownership|partnership)(?: or [a-z]+)? (interests?|rights)\b[^.]{0,300}?\b(treated|deemed|regarded|"
    r"constitute)\b[^.]{0,20}?\b(as )?an? (assignment|transfer)\b[^.]{0,160}\b(consent|approval)\b"
    # the deeming first, the change after: "it shall be treated as an assignment of this Lease
    # ... if any person or persons acting together acquire control of the Tenant ... without
    # the Landlord's prior written consent"; "is taken to be an assignment requiring the
    # Lessor's consent" (Australian drafting)
    r"|\b(treated|deemed|regarded|taken to be|constitutes?)\b[^.]{0,20}?\b(as )?an? (assignment|transfer)\b"
    r"[^.]{0,200}?\b(acquires?|obtains?|gains?|change (in|of)|ceases? to (have|be))\b[^.]{0,40}?"
    r"\b(control|controlling)\b[^.]{0,250}\b(consent|approval)\b"
    # "shall not assign this Agreement, whether ... by merger or through a change in the
    # ownership of a majority of its voting stock, without Reseller's prior written consent"
    r"|\bchange (in|of) (the )?(ownership|owner)\b[^.]{0,200}\b(consent|approval)\b",
    _I,
)


_ASIDE = re.compile(r"\([^()]{0,200}\)")


def _unbracketed(sentence: str) -> str:
    """A clause without its asides in brackets: "acquire control of the Tenant (control having
    the meaning given by section 11 of the Taxes Consolidation Act 1997) who did not ..." reads
    as the clause it is."""
    return _ASIDE.sub(" ", sentence)


# "no consent shall be required for ... any change of control": the clause says the opposite
_NO_CONSENT_NEEDED = re.compile(
    r"\bnot (be )?required\b|\bwithout (the )?(need|requiring)"
    r"|\bno (such )?(consent|approval)\b[^.;]{0,40}\b(shall|will|is|are) (be )?(required|needed|necessary)\b"
    r"|\b(shall|will|does) not require\b"
    r"|\b(shall|will|does) not (be )?(treated|deemed|regarded|constitute)"
    # "is not an assignment of this lease and needs no consent"
    r"|\bneeds? no (consent|approval)\b",
    _I,
)
_NOT_AN_ASSIGNMENT = re.compile(P.NOT_AN_ASSIGNMENT, _I)
_CONSENT_TOPIC = re.compile(r"\b(consent|approval)", _I)
_ABOUT_CONTROL = re.compile(
    r"\b(change (of|in) (the )?control|control of|acquisition|transaction|sale)\b", _I
)


def _consented(
    p: Page, clause: str, records: list[dict[str, Any]], named: frozenset[str] = frozenset()
) -> bool:
    """Whether a consent or waiver on file answers the change-of-control consent that page
    ``p`` needs: from the party its file name carries, or from a party its file name names
    (a landlord named by its property: "Lease - Unit 4 Kestrel Yard" and Kestrel Yard
    Properties' letter) about the change of control or naming the clause."""
    number = re.match(r"\s*(\d{1,3})", clause)
    words = set(re.findall(r"[a-z]{4,}", p.name.lower()))
    for r in records:
        if r.get("frame") not in ("consented", "waived") or r.get("path") == p.path:
            continue
        # the letter's own file name names its party too ("Landlord consent - East Tamaki ..."
        # from Ngai Developments: the property, which the lease's file name names)
        parties = set(r.get("parties") or []) | _keys(party_of(str(r.get("path") or "")))
        same_matter = bool(_ABOUT_CONTROL.search(str(r.get("quote") or ""))) or bool(
            number and number.group(1) in (r.get("clauses") or [])
        )
        # the party's consent answers it; the party's waiver of something else (a side
        # letter not enforcing a volume commitment) does not
        # (or the party the contract names as the one who consents: its landlord, its lender)
        mine = ({p.party_key} if p.party_key else set()) | named
        if mine & parties and (r["frame"] == "consented" or same_matter):
            return True
        if same_matter and parties & words:
            return True
    return False


def consent_gaps(pages: list[Page], on_file: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A contract that needs its counterparty's consent to a change of control, with no
    consent, waiver or no-objection from that party on file."""
    out, seen = [], set()
    for p in pages:
        # a consent letter or a waiver talks of consent to a change of control: it is the
        # answer, not the question
        if (
            not p.party_key
            or p.doc in seen
            or DR.is_correspondence_name(p.name)
            or DR.is_deal_paper(p)
        ):
            continue
        clause = next((c for c in p.sentences if _NEEDS_CONSENT.search(_unbracketed(c))), "")
        if not clause or _NO_CONSENT_NEEDED.search(clause) or _NOT_AN_ASSIGNMENT.search(clause):
            continue
        seen.add(p.doc)
        named = frozenset({key_of(n) for n in _CONSENTING.findall(p.text)} - {"", p.party_key})
        if _consented(p, clause, on_file, named):
            continue
        lease = bool(re.search(r"\blease\b", p.name, _I))
        whose = "the landlord's" if lease else f"{p.party}'s"
        # the deal team's tracker or answers saying no consent is needed: the gap is then not
        # only open but believed closed, and nobody will ask for the consent
        key = p.party_key

        def about(row: str, key: str = key, lease: bool = lease) -> bool:
            return key in row.lower() or (lease and "landlord" in row.lower())

        said_no = denials(pages, _CONSENT_TOPIC, about, skip=p.doc)

        # the party whose consent it is, by the name the contract gives it ("Landlord: Rimu
        # Investments Limited"): its own letters name it so, not by the property
        def about_party(row: str, named: frozenset[str] = named, about: Any = about) -> bool:
            return about(row) or any(n in row.lower() for n in named)

        # another document says the consent is asked for and not given, refused or not sought
        asked = [] if said_no else not_given(pages, about_party, skip=p.doc)
        out.append(
            finding(
                "Consent needed on the change of control, "
                + (
                    "but the deal papers say none is: "
                    if said_no
                    else "not given: "
                    if asked
                    else "none on file: "
                )
                + p.name,
                "consent_required",
                "high",
                f'{p.path} needs {whose} consent to a change of control: "{short(clause)}". No '
                f"consent, waiver or no-objection letter from {p.party} is in the room."
                + (
                    " The clause reaches indirect transfers: the sale of a parent company is one."
                    if re.search(r"\bindirect", clause, _I)
                    else ""
                )
                + "".join(
                    f' {q.path} says no consent is needed: "{short(row)}".' for q, row in said_no
                )
                + "".join(f' {q.path} shows it is not given: "{short(row)}".' for q, row in asked)
                + (
                    " The transaction would complete without a consent the contract requires."
                    if said_no or asked
                    else ""
                ),
                f"Obtain {whose} written consent before completion (a condition or a pre-closing "
                "covenant)" + ("; correct the consents tracker." if said_no else "."),
                [cite(p, clause)] + [cite(q, row) for q, row in said_no + asked],
            )
        )
    return out


# the party a contract names as the one who consents: "Landlord: Rimu Investments Limited"
_CONSENTING = re.compile(
    r"\b(?:Landlord|Lessor|Licensor|Franchisor|Lender|Agent|Customer|Reseller|Supplier)\s*:\s*"
    r"((?:[A-Z][\w&'-]*\s+){0,4}[A-Z][\w&'-]*)"
)
# a consent asked for and not answered, refused, or not yet sought
_NOT_GIVEN = re.compile(
    r"\b(?:no (?:response|reply|answer)|awaiting|awaited|outstanding|chased|refus\w*|declin\w*|"
    r"not in a position to (?:give|grant|provide)|withh[eo]ld\w*|"
    # a request still being weighed: "is considering your request for consent and will revert"
    r"consider(?:ing|s) (?:your|the|our|its) request|under consideration|will revert|"
    r"not (?:yet )?(?:been )?(?:sought|requested|given|granted|obtained|received|approached))\b",
    _I,
)
_CONSENT_OR_CONTROL = re.compile(r"\b(consent|approval|change (?:of|in) control)", _I)


def not_given(pages: list[Page], about: Any, skip: str) -> list[tuple[Page, str]]:
    """Rows and sentences of other documents about the counterparty (``about``) that say its
    consent is not given: a tracker's row "Chased twice - no response yet", an email "is not in
    a position to give its consent", board minutes "the bank's consent ... has not yet been
    sought". The first per document."""
    out = []
    for q in pages:
        if q.doc == skip:
            continue
        table = [line for _, _, line in DR.rows(q)]
        tracker = DR.is_consents_tracker(q)
        lines = table or q.sentences
        # a letter from the counterparty speaks of it without naming it in each sentence
        from_party = not table and about(q.name)
        for line in lines:
            if not (about(line) or from_party):
                continue
            if not (_CONSENT_OR_CONTROL.search(line) or (tracker and table)):
                continue
            if _NOT_GIVEN.search(line):
                out.append((q, line))
                break
    return out
