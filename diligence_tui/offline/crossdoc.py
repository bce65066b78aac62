"""Issues visible only across two documents: the offline playbook's contradictions step.

Each check joins passages of different documents (the pages the playbook's searches found) by
party, agreement, clause, product and date, and returns findings in the REPL's
``findings.add`` shape, every one citing both documents with quotes copied verbatim from the
page text:

* grants against other customers' terms (exclusivity, most-favoured pricing) in
  :mod:`diligence_tui.offline.grants`;
* a side letter against the agreement it modifies (outside the agreement's variation clause);
* an open source scan against the warranty that there is no copyleft code;
* intellectual property a contractor keeps against the warranty that the company owns its IP;
* incidents, disclosure schedules and consents in :mod:`diligence_tui.offline.crossdoc_more`,
  covenants against reported figures in :mod:`diligence_tui.offline.covenants`.

Pure functions over text: the kernel cell does the searching and reading.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property
from pathlib import PurePath
from typing import Any

from diligence_tui.harness.slices import SlicePage
from diligence_tui.offline.patterns import IP_STAYS_WITH_CONTRACTOR
from diligence_tui.offline.resolution import names_in
from diligence_tui.offline.sentences import split_sentences

_I = re.I


@dataclass
class Page:
    """One page of a document as read(): what the checks work on."""

    doc: str
    path: str
    page: int
    text: str

    @cached_property
    def sentences(self) -> list[str]:
        return [s.text for s in split_sentences(SlicePage(self.page, "", self.text, 0))]

    @property
    def name(self) -> str:
        return PurePath(self.path).stem

    @cached_property
    def party(self) -> str:
        """The counterparty a file name carries ("Supply Terms - Pellow Foods" -> "Pellow
        Foods"), "" when it names none."""
        if " - " not in self.name:
            return _folder_party(self.path)
        before, after = self.name.split(" - ", 1)
        before = re.sub(r"^[\d.]+\s+", "", before).strip()
        before = re.sub(r"^(?:re|fwd?)\b:?\s*", "", before, flags=_I)  # an email's subject
        # "Ostrava Semiconductors - Technology Licence Agreement": the party comes first
        if _TITLE.search(after) and before and not _TITLE.search(before):
            return before.split("(")[0].strip()
        party = after.split("(")[0].strip()
        # "Master Services Agreement - 2024 (signed)", "Contract - Variation No 1", "Standard
        # terms - accepted 2024": no party
        named = re.match(r"[A-Z0-9]", party) and re.search(r"[A-Za-z]{3,}", party)
        return party if named and not _TITLE.search(party) else ""

    @property
    def party_key(self) -> str:
        return key_of(self.party)

    def find(self, pattern: re.Pattern[str]) -> list[str]:
        return [s for s in self.sentences if pattern.search(s)]


def _folder_party(path: str) -> str:
    """A data room's folder per counterparty ("2.1 Customers/Hallam Fresh Foods/Master Services
    Agreement 2025.docx"): the folder's name, when it is a name (capitals, no index number, not a
    subject like "Customers" or "Finance")."""
    folder = PurePath(path).parent.name
    words = folder.split()
    if not words or not re.fullmatch(r"[A-Z][\w&'.,-]*(?: [A-Z&][\w&'.,()-]*){0,5}", folder):
        return ""
    if _TITLE.search(folder) or all(w.lower().strip(",.") in _SUBJECTS for w in words):
        return ""
    return folder


# folder names that name a subject of the data room, not a party
_SUBJECTS = set(
    """customers suppliers contracts commercial legal finance financial property properties
    corporate employment hr people tax it ip insurance litigation compliance correspondence
    transaction data room other misc general documents regulatory real estate debt banking
    intellectual technology distributors leases former jv and of the material key""".split()
)


_TITLE = re.compile(
    r"\b(agreement|lease|licen[cs]e|terms|contract|deed|policy|letter|schedule|report|minutes|"
    r"price|pricing|list|rates|quotation|invoice|register|variation|amendment|addendum|waiver|"
    r"notice|certificate)\b",
    _I,
)
_GENERIC = {"the", "and", "of", "for", "limited", "ltd", "plc", "inc", "llc", "group", "holdings"}


def key_of(name: str) -> str:
    """The distinctive first word of a party's name, lower-cased ("Pellow Foods" -> "pellow")."""
    for word in re.findall(r"[A-Za-z][A-Za-z&'-]{2,}", name):
        if word.lower() not in _GENERIC:
            return word.lower()
    return ""


def cite(p: Page, quote: str) -> dict[str, Any]:
    return {"doc": p.doc, "page": p.page, "quote": quote.strip()}


def short(text: str, n: int = 220) -> str:
    text = " ".join(text.split())
    return text if len(text) <= n else text[: n - 3].rsplit(" ", 1)[0] + "..."


def finding(
    title: str,
    category: str,
    severity: str,
    description: str,
    next_step: str,
    citations: list[dict[str, Any]],
    exposure: str = "",
) -> dict[str, Any]:
    return {
        "title": title,
        "category": category,
        "severity": severity,
        "description": description,
        "exposure": exposure,
        "next_step": next_step,
        "citations": citations,
        "source": "offline",
    }


def by_doc(pages: list[Page]) -> dict[str, list[Page]]:
    out: dict[str, list[Page]] = {}
    for p in pages:
        out.setdefault(p.doc, []).append(p)
    return out


LETTERISH = re.compile(r"\b(letter|notice|amendment|waiver|consent|side letter|minutes)\b", _I)
_CONTENT_STOP = {"any", "other", "all", "such", "its", "their", "the", "a", "an", "or", "and"}


def content_words(text: str) -> list[str]:
    return [w for w in re.findall(r"[a-z]{3,}", text.lower()) if w not in _CONTENT_STOP]


# -- side letters against the agreements they modify ----------------------------------------------

_SIDE_SIGNS = re.compile(
    r"\bnotwithstanding (clause|section|paragraph) \d+|\bside letter\b|\bnot (to )?be disclosed\b"
    r"|\bwithout (\w+'s )?agreement[^.]{0,40}\bdisclos",
    _I,
)
_CHANGES = re.compile(
    r"\bnotwithstanding\b|\b(rebate|discount|price freeze|not increase)\b|\bmay (end|terminate)\b"
    r"|\b(not (to )?be disclosed)\b",
    _I,
)
_AGREEMENT_NAMED = re.compile(r"\b((?:[A-Z][a-z]+[ \t]+){1,3}Agreement)\b")
_CLAUSE_NAMED = re.compile(r"\b(?:clause|section)\s+(\d{1,3})\b", _I)
_VARIATION = re.compile(
    r"\b(no variation|variation[^.]{0,80}\bin writing|no (amendment|modification)[^.]{0,80}\bunless|"
    r"amend\w*[^.]{0,80}\bsigned by)\b",
    _I,
)


def side_letter_conflicts(pages: list[Page]) -> list[dict[str, Any]]:
    """A letter that changes a signed agreement (prices, rebates, termination rights) outside
    it, often kept confidential: the agreement on file does not say what the parties agreed."""
    out = []
    docs = by_doc(pages)
    for doc, letter_pages in docs.items():
        letter = letter_pages[0]
        text = "\n".join(p.text for p in letter_pages)
        if re.search(r"\bamendment\b", letter.name, _I) or not _SIDE_SIGNS.search(text):
            continue
        named = [m.group(1) for m in _AGREEMENT_NAMED.finditer(text)]
        parties = names_in(text[:1200]) | ({letter.party_key} if letter.party_key else set())
        for agreement_name in dict.fromkeys(named):
            words = [w for w in agreement_name.lower().split() if w != "agreement"]
            target = next(
                (
                    p
                    for d, ps in docs.items()
                    if d != doc
                    for p in ps
                    if all(w in p.name.lower() for w in words)
                    and "agreement" in p.name.lower()
                    and p.party_key in parties
                    and not LETTERISH.search(p.name)
                ),
                None,
            )
            if target is None:
                continue
            changes = [s for s in letter.sentences if _CHANGES.search(s)][:3]
            if not changes:
                continue
            clauses = {m.group(1) for s in changes for m in _CLAUSE_NAMED.finditer(s)}
            own = [  # the clause the letter overrides, as the agreement's own line
                m.group(0).strip()
                for n in sorted(clauses)
                for m in [re.search(rf"(?m)^[ \t]*{n}(?:\.\d+)*\.?[ \t]+\S[^\n]*", target.text)]
                if m
            ][:1]
            variation = [v for v in target.find(_VARIATION) if len(v) > 40][:1]
            secret = any(re.search(r"not (to )?be disclosed|disclos", s, _I) for s in changes)
            out.append(
                finding(
                    f"Side letter changes the {agreement_name} with {target.party}",
                    "side_letter",
                    "high",
                    f"{letter.path} changes the terms of the {agreement_name} ({target.path}) "
                    "outside the agreement itself: "
                    + " ".join(f'"{short(s)}"' for s in changes)
                    + (
                        f'. The agreement\'s own terms say otherwise: "{short(own[0])}"'
                        if own
                        else ""
                    )
                    + (f'. Its variation clause: "{short(variation[0])}"' if variation else "")
                    + (
                        ". The letter is to be kept from investors, so the disclosed agreement "
                        "understates what the company gave."
                        if secret
                        else "."
                    ),
                    "Treat the side letter as part of the agreement: price the rebate or "
                    "termination right it grants, ask for every other side letter, and cover "
                    "them by a specific warranty.",
                    [cite(letter, s) for s in changes] + [cite(target, s) for s in own + variation],
                )
            )
    return out


# -- open source scans against warranties ---------------------------------------------------------

_COPYLEFT = re.compile(
    r"\b(A?GPL|LGPL|GNU (Affero |Lesser )?General Public Licen[cs]e|copyleft)\b", re.I
)
_NEGATED = re.compile(r"\b(no|not|none|without|free of|does not)\b", _I)
_SCAN = re.compile(r"\b(scan|composition|audit|open source (report|review)|SBOM)\b", _I)
_WARRANTY_OSS = re.compile(r"\bopen[- ]source\b", _I)
_SOURCE_DUTY = re.compile(
    r"\b(source code|copyleft|GPL|disclose|make[^.]{0,40}available|licen[cs]e[^.]{0,40}source)\b",
    _I,
)
_WARRANTS = re.compile(r"\b(warrant\w*|represent\w*|warranties|disclosure)\b", _I)


def licence_scan_conflicts(pages: list[Page]) -> list[dict[str, Any]]:
    """A scan that finds copyleft code in a product, against a warranty (or a contract's
    representation) that there is none."""
    out = []
    scans = [
        (p, s)
        for p in pages
        if _SCAN.search(p.name + " " + p.text[:400])
        for s in p.find(_COPYLEFT)
        if not _NEGATED.search(s.split("GPL")[0][-40:])
    ]
    warranties = [
        (p, s)
        for p in pages
        if _WARRANTS.search(p.name + " " + p.text[:600])
        for s in p.find(_WARRANTY_OSS)
        if _NEGATED.search(s) and _SOURCE_DUTY.search(s)
    ]
    seen = set()
    for scan, found in scans[:3]:
        for page, warranty in warranties:
            if page.doc == scan.doc or (scan.doc, page.doc) in seen:
                continue
            seen.add((scan.doc, page.doc))
            out.append(
                finding(
                    f"Open source scan contradicts the no-copyleft warranty ({page.name})",
                    "open_source_copyleft",
                    "high",
                    f'{scan.path} finds copyleft code in a product: "{short(found)}". '
                    f'{page.path} says there is none: "{short(warranty)}". The warranty is '
                    "untrue as it stands: either it is qualified by a specific disclosure, or "
                    "the seller is in breach on signing, and the product may have to be "
                    "released as source or re-engineered.",
                    "Disclose the scan against the warranty or obtain a specific indemnity; "
                    "have engineering plan removal or relicensing of the copyleft component.",
                    [cite(scan, found), cite(page, warranty)],
                )
            )
    return out


# -- IP left with a contractor against ownership warranties and registers ------------------------

_IP_STAYS = re.compile(IP_STAYS_WITH_CONTRACTOR, _I)
_OWNS_ALL = re.compile(
    r"\b(sole|absolute)?\s*(legal and beneficial )?owner\b[^.]{0,200}\b(intellectual property|IP)\b"
    r"|\bno (current or former )?(employees?|consultants?|contractors?)\b[^.]{0,120}\b(owns?|has any (claim|right|interest))\b"
    # "The Group owns all Intellectual Property Rights used in its business", "all IP owned by
    # the Company"
    r"|\bowns? all\b[^.]{0,40}\b(intellectual property|IP)\b"
    r"|\b(intellectual property|IP)\b[^.]{0,40}\bowned by the (company|group)\b",
    _I,
)


def ip_ownership_conflicts(pages: list[Page]) -> list[dict[str, Any]]:
    """Intellectual property a contractor keeps (the company has a licence at most) against a
    warranty that the company owns its IP and no contractor does, and the IP register row
    that counts it as the company's."""
    out = []
    kept = [(p, s) for p in pages for s in p.find(_IP_STAYS)][:3]
    warranties = [
        (p, s)
        for p in pages
        if _WARRANTS.search(p.name + " " + p.text[:600])
        for s in p.find(_OWNS_ALL)
    ]
    for contract, clause in kept:
        who = contract.party or "the contractor"
        for page, warranty in warranties[:2]:
            if page.doc == contract.doc:
                continue
            cits = [cite(contract, clause), cite(page, warranty)]
            row = next(
                (
                    line.strip()
                    for p in pages
                    if p.doc not in (contract.doc, page.doc)
                    and contract.party_key
                    and re.search(r"\b(owner|ownership|owned)\b", p.text, _I)
                    for line in p.text.split("\n")
                    if contract.party_key in line.lower() and len(line.strip()) > 20
                ),
                "",
            )
            register = next(
                (
                    p
                    for p in pages
                    if p.doc not in (contract.doc, page.doc) and row and row in p.text
                ),
                None,
            )
            if register is not None:
                cits.append(cite(register, row))
            out.append(
                finding(
                    f"IP kept by {who} contradicts the IP ownership warranty ({page.name})",
                    "ip_ownership",
                    "high",
                    f'{contract.path} leaves the intellectual property with {who}: "{short(clause)}". '
                    f'{page.path} says the company owns its IP and no contractor does: "{short(warranty)}".'
                    + (
                        f' {register.path} counts it as the company\'s: "{short(row)}".'
                        if register
                        else ""
                    )
                    + " Unless the rights were assigned later, the company has at most a licence to "
                    "what it treats as its own IP, and the warranty is untrue.",
                    f"Obtain an assignment from {who} before signing (or a specific indemnity and a "
                    "price adjustment), and check what else was built by contractors.",
                    cits,
                )
            )
    return out


# -- what to read in a big room -------------------------------------------------------------------

QUERIES = (
    '"any other"',
    "exclusive",
    '"as favourable as"',
    '"less favourable"',
    '"most favoured"',
    "discount",
    "rebate",
    "notwithstanding",
    '"side letter"',
    '"not to be disclosed"',
    "GPL",
    '"General Public License"',
    "copyleft",
    '"open source"',
    "unauthorised",
    "unauthorized",
    '"data breach"',
    "incident",
    "insurer",
    '"disclosure letter"',
    '"material contracts"',
    '"letter before claim"',
    "proceedings",
    "revenue",
    "ratio",
    "EBITDA",
    '"net debt"',
    '"change of control"',
    "consent",
    '"vest in"',
    '"property of the"',
    '"beneficial owner"',
    '"lowest price"',
    '"lowest prices"',
    '"more favourable"',
    '"intimated a claim"',
    '"threatened proceedings"',
    '"notice of termination"',
    '"non-renewal"',
    '"condition precedent"',
    '"whose business"',
    '"engaged in"',
    "covenants",
)


def follow_ups(pages: list[Page]) -> list[str]:
    """Searches that bring the other side of a pair into reach: the product of an exclusivity
    grant, the agreement a letter names, the parties with a stated share of revenue."""
    from diligence_tui.offline.grants import _FIELD, EXCLUSIVE, _grants  # they build on this module
    from diligence_tui.offline.renewals import follow_ups as contracts_noticed

    out: list[str] = contracts_noticed(pages)
    for p in pages:
        # a most-favoured customer's name finds the rates tables that list it; a line of
        # business kept exclusive finds the other customers in it
        if p.party and _grants(p):
            out.append(f'"{p.party}"')
        for s in p.find(_FIELD):
            m = _FIELD.search(s)
            out += [f'"{w}"' for w in content_words(m.group("field"))[-2:]] if m else []
        for s in p.sentences:
            m = EXCLUSIVE.search(s)
            if m and len(m.group("product").split()) >= 2:
                out.append('"' + " ".join(m.group("product").split()) + '"')
        if _SIDE_SIGNS.search(p.text):
            out += [f'"{m.group(1)}"' for m in _AGREEMENT_NAMED.finditer(p.text)][:3]
        for m in re.finditer(r"\b([A-Z][a-z]{2,})\b[^.\n]{0,40}?\b\d{1,2}(?:\.\d)?\s?%", p.text):
            out.append(f'"{m.group(1)}"')
    return list(dict.fromkeys(out))[:60]
