"""Issues visible only across two documents: the offline playbook's contradictions step.

Each check joins passages of different documents (the pages the playbook's searches found) by
party, agreement, clause, product and date, and returns findings in the REPL's
``findings.add`` shape, every one citing both documents with quotes copied verbatim from the
page text:

* grants against other customers' terms (exclusivity, most-favoured pricing) in
  :mod:`diligence_tui.offline.grants`;
* a side letter against the agreement it modifies (outside the agreement's variation clause):
  :mod:`diligence_tui.offline.crossdoc_side`;
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
from diligence_tui.offline import doc_roles as DR
from diligence_tui.offline import facts as F
from diligence_tui.offline.patterns import IP_STAYS_WITH_CONTRACTOR
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
        return party_of(self.path)

    @property
    def party_key(self) -> str:
        return key_of(self.party)

    def find(self, pattern: re.Pattern[str]) -> list[str]:
        return [s for s in self.sentences if pattern.search(s)]


def row_of(p: Page, sentence: str) -> str:
    """The table row (a tab-separated line) that holds ``sentence``, else the sentence."""
    for line in p.text.split("\n"):
        if "\t" in line and sentence in line:
            return line.strip()
    return sentence


def party_of(path: str) -> str:
    """The counterparty a file's name carries ("Supply Terms - Pellow Foods" -> "Pellow
    Foods"; "Software Development Agreement - Brightwater Embedded 2022" -> "Brightwater
    Embedded"), else its folder's ("Ridgeline Health System/Letter re pricing - 2 April
    2024.pdf": a date names no party), "" when neither names one."""
    name = PurePath(path).stem
    if " - " not in name:
        return _folder_party(path)
    before, after = name.split(" - ", 1)
    before = _bare(re.sub(r"^(?:re|fwd?)\b:?\s*", "", re.sub(r"^[\d.]+\s+", "", before), flags=_I))
    if before.lower() in DOC_WORDS:
        # "Email - Southern Cryogenics agreement end", "Letter - Tolka Bank waiver": the part
        # before says what the document is; the party is the capitalised lead of the part after
        lead = _capitalised_lead(_bare(after))
        return lead if lead and _names(lead) else _folder_party(path)
    # "Ostrava Semiconductors - Technology Licence Agreement": the party comes first
    if _TITLE.search(after) and before and not _TITLE.search(before) and _names(before):
        return before
    party = _bare(after)
    # "Master Services Agreement - 2024 (signed)", "Contract - Variation No 1", "Standard
    # terms - accepted 2024", "Letter - 2 April 2024": no party
    if re.match(r"[A-Z0-9]", party) and _names(party) and not _TITLE.search(party):
        return party
    return _folder_party(path)


# words of what a document is: a file name's part that is one of them names no party
DOC_WORDS = set(
    """email e-mail mail letter memo memorandum note notes notice deed message correspondence
    minutes attachment enclosure scan copy fwd fax""".split()
) | {"file note"}


def _capitalised_lead(part: str) -> str:
    """The run of capitalised words a file-name part starts with ("Southern Cryogenics
    agreement end" -> "Southern Cryogenics"); "" when the run is a document's title ("Supply
    Agreement renewal") or the part starts in lower case."""
    words: list[str] = []
    for word in part.split():
        joins = bool(words) and word.lower() in ("of", "and", "&", "the")
        if not (re.match(r"[A-Z]", word) or joins):
            break
        words.append(word)
    while words and words[-1].lower() in ("of", "and", "&", "the"):
        words.pop()
    lead = " ".join(words)
    return "" if _TITLE.search(lead) else lead


def _bare(part: str) -> str:
    """A file-name part without what is no name: a bracket, a date, a trailing year or
    draft number ("Brightwater Embedded 2022" -> "Brightwater Embedded")."""
    part = part.split("(")[0]
    part = F.DATE_RE.sub(" ", part)
    part = re.sub(
        r"(?:\s+(?:19|20)\d\d\b|\s+(?:draft|v|version)\s*\d+\b|\s+\d{1,2}\b)+\s*$",
        "",
        part,
        flags=_I,
    )
    return " ".join(part.split()).strip(" ,-")


def _names(part: str) -> bool:
    """Whether a file-name part has a word that can name a party (not a month, not a
    number, not only 'accepted', 'signed')."""
    words = [w for w in re.findall(r"[A-Za-z]{3,}", part) if w.lower() not in _NOT_NAMES]
    return bool(words)


_NOT_NAMES = set(
    """january february march april may june july august september october november december
    jan feb mar apr jun jul aug sep sept oct nov dec signed accepted executed final draft copy
    scan scanned version redacted year years subscription period quarter month""".split()
)


def _folder_party(path: str) -> str:
    """A data room's folder per counterparty ("2.1 Customers/Hallam Fresh Foods/Master Services
    Agreement 2025.docx"): the folder's name, when it is a name (capitals, no index number, not a
    subject like "Customers" or "Finance")."""
    # "5.5 Severnside Unit 9": a data room's index number is no part of the name
    folder = _bare(re.sub(r"^\d+(?:\.\d+)*\s+", "", PurePath(path).parent.name))
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
    r"notice|certificate|correspondence)\b",
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


_CONTENT_STOP = {"any", "other", "all", "such", "its", "their", "the", "a", "an", "or", "and"}


def content_words(text: str) -> list[str]:
    return [w for w in re.findall(r"[a-z]{3,}", text.lower()) if w not in _CONTENT_STOP]


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
_SOURCE_CODE = re.compile(r"\bsource code\b", _I)
_WARRANTS = re.compile(r"\b(warrant\w*|represent\w*|warranties|disclosure)\b", _I)


_GONE = re.compile(r"\b(removed|closed|accepted|replaced|previously)\b", _I)
_IN_USE = re.compile(r"\b(hosted|distributed|bundled|modified|internet-facing|shipped)\b", _I)
# copyleft that reaches a product's source: the GPL family and network licences, not the weak
# (file- or library-level) licences a scan lists beside them ("EPL-2.0, Weak copyleft")
_STRONG = re.compile(
    r"\b(?<!L)(A?GPL|GNU (Affero )?General Public Licen[cs]e|SSPL|strong copyleft|copyleft "
    r"\(network\))",
    _I,
)
_WEAK = re.compile(r"\b(LGPL|Lesser|weak copyleft|MPL|EPL|CDDL)\b", _I)
# a use that triggers the licence: users reach the code over a network, or it is shipped
_REACHED = re.compile(
    r"\bover (?:the|a) (?:internet|network)\b|\binternet-facing\b|\bhosted\b|\bSaaS\b|"
    r"\b(?:users|customers) interacting\b|\bmade available to (?:customers|users)\b|"
    r"\bdistributed\b|\bshipped\b",
    _I,
)


def _scan_rows(p: Page) -> list[tuple[str, bool]]:
    """A scan's findings of copyleft code, each with whether it says the code was modified:
    each table row (a sheet's or a CSV file's, whose cells a sentence splitter runs together)
    that names a copyleft licence, else each sentence of the report's prose that does (not one
    that says there is none)."""
    table = [
        (line, _modified(header, cells))
        for header, cells, line in DR.rows(p)
        if any(_COPYLEFT.search(c) for c in cells)
    ]
    if table:
        return table
    return [
        (row_of(p, s), False)  # a sheet's cell is read with its row: what uses it, and how
        for s in p.find(_COPYLEFT)
        if not _NEGATED.search(s.split("GPL")[0][-40:])
    ]


def _modified(header: list[str], cells: list[str]) -> bool:
    """Whether a scan's row says, under a column headed "Modified", that the code was."""
    col = next((i for i, h in enumerate(header) if re.search(r"\bmodif", h, _I)), None)
    return (
        col is not None
        and col < len(cells)
        and bool(re.match(r"\W*(yes|y|true)\b", cells[col], _I))
    )


def _scan_order(row: str, modified: bool) -> tuple[bool, bool, bool, bool]:
    """Which of a scan's copyleft rows matters most: one still in use before one removed or
    accepted; strong copyleft before weak; used where the licence bites (over a network,
    shipped) before used in house; modified before not."""
    strong = bool(_STRONG.search(row)) and not _WEAK.search(_STRONG.sub("", row))
    modified = modified or bool(re.search(r"(?<![\w-])modified\b", row, _I))
    return (
        bool(_GONE.search(row)),
        not strong,
        not (_REACHED.search(row) or _IN_USE.search(row)),
        not modified,
    )


def licence_scan_conflicts(pages: list[Page]) -> list[dict[str, Any]]:
    """A scan that finds copyleft code in a product, against a warranty (or a contract's
    representation) that there is none."""
    out = []
    ranked = sorted(
        (
            (p, row, modified)
            for p in pages
            if _SCAN.search(p.name + " " + p.text[:400])
            for row, modified in _scan_rows(p)
        ),
        key=lambda prm: _scan_order(prm[1], prm[2]),
    )
    scans = [(p, row) for p, row, _ in ranked]
    # the warranties of a sale agreement may start pages into it: the page says what it is
    # (a US stock purchase agreement's "Section 4.14(f)" may say neither "warrant" nor
    # "represent" on its page); the warranty may name no "open source" and say what such a
    # licence does instead ("subject to any licence under which ... its source code
    # available"), or name the licences ("the GNU General Public License")
    warranties = [
        (p, s)
        for p in pages
        if _WARRANTS.search(p.name + " " + p.text) or DR.is_sale_agreement(p)
        for s in p.sentences
        if (_WARRANTY_OSS.search(s) or _COPYLEFT.search(s) or _SOURCE_CODE.search(s))
        and _NEGATED.search(s)
        and _SOURCE_DUTY.search(s)
    ]
    from diligence_tui.offline.crossdoc_none import answered_none, clause_of  # builds on this

    seen = set()
    for scan, found in scans[:3]:
        for page, warranty in warranties:
            if page.doc == scan.doc or (scan.doc, page.doc) in seen:
                continue
            seen.add((scan.doc, page.doc))
            # the disclosure letter's answer to that warranty: nothing to disclose
            answer = answered_none(pages, clause_of(page, warranty))
            out.append(
                finding(
                    f"Open source scan contradicts the no-copyleft warranty ({page.name})",
                    "open_source_copyleft",
                    "high",
                    f'{scan.path} finds copyleft code in a product: "{short(found)}". '
                    f'{page.path} says there is none: "{short(warranty)}". '
                    + (
                        f'{answer[0].path} discloses nothing against it: "{short(answer[1])}". '
                        "The warranty is untrue as it stands: the seller is in breach on "
                        "signing unless the scan is disclosed against it, "
                        if answer
                        else "The warranty is untrue as it stands: either it is qualified by a "
                        "specific disclosure, or the seller is in breach on signing, "
                    )
                    + "and the product may have to be released as source or re-engineered.",
                    "Disclose the scan against the warranty or obtain a specific indemnity; "
                    "have engineering plan removal or relicensing of the copyleft component.",
                    [cite(scan, found), cite(page, warranty)]
                    + ([cite(answer[0], answer[1])] if answer else []),
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
        (p, s) for p in pages if _WARRANTS.search(p.name + " " + p.text) for s in p.find(_OWNS_ALL)
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
    # the later joins: regulators' letters, insiders' companies, side letters by their words
    '"warning letter"',
    '"notice of violation"',
    '"managing member"',
    '"membership interests"',
    '"affiliate transactions"',
    '"related party"',
    '"not notified"',
    '"sole and exclusive owner"',
    '"notwithstanding anything"',
    '"prospective investor"',
    # facts in letters, rows and order forms (offline/crossdoc_rights.py, exclusive_class.py)
    '"despite anything"',
    '"letter of demand"',
    '"convertible"',
    '"right to be issued"',
    '"other business"',
    '"constituted under"',
    '"within the meaning of"',
)


def follow_ups(pages: list[Page]) -> list[str]:
    """Searches that bring the other side of a pair into reach: the product of an exclusivity
    grant, the agreement a letter names, the parties with a stated share of revenue."""
    from diligence_tui.offline import doc_roles as DR
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
        if DR.is_side_letter(p.name, p.text):
            out += [f'"{name}"' for name in DR.agreements_named(p.text)][:3]
        for m in re.finditer(r"\b([A-Z][a-z]{2,})\b[^.\n]{0,40}?\b\d{1,2}(?:\.\d)?\s?%", p.text):
            out.append(f'"{m.group(1)}"')
    return list(dict.fromkeys(out))[:60]
