"""Which matter a resolution on file is about, by what names the matter: its own references
(a court's case number, a claim number, a register's registration or file number), the
counterparty the resolving document is with, the occasion a waiver names.

``on_file.matches_on_file`` asks whether a resolving passage is about the same agreement,
clause and party by their names; this module answers first where the matter's references
settle it either way:

* a passage and a match that both carry matter references are about the same matter when
  they share one ("Case No. 2:24-cv-01187" in the complaint's heading and in the email that
  says the stipulation of dismissal was filed) and about different matters when they share
  none (the settlement of proceeding S ECI 2024 00871 is not that of S ECI 2025 01422);
* a resolving document whose file names a counterparty ("Deed of Settlement - Kiewa
  Freight") is about a match only when the match's document names that counterparty, or the
  passage names the match's own counterparty (a register's row names its own: "O'Dowd
  Transport Ltd v ..." is not resolved by another party's letter);
* a waiver of the one occasion a default report names (its test date), by the lender the
  report is from, waives that report's default; a consent by the counterparty to the
  transaction a clause restricts (the assignment, the change of control) answers the clause.
"""

from __future__ import annotations

import re
from pathlib import PurePath
from typing import TYPE_CHECKING

from diligence_tui.offline import doc_roles as DR
from diligence_tui.offline import facts as F

if TYPE_CHECKING:
    from diligence_tui.offline.on_file import OnFile

_I = re.I

# the words that introduce a matter's reference ("Case No.", "claim number", "Registration",
# "file No.", "NSD 1182 of 2024", "S ECI 2025 01422")
_REF_KEY = re.compile(
    r"\b(?:no|nos|number|ref|reference|registration|case|claim|file|proceeding|statement|"
    r"index|record|nsd|eci|docket|action)\b\.?",
    _I,
)
# ... and those whose numbers name a company or an account, not a matter
_NOT_MATTER = re.compile(
    r"\b(?:company|registered|abn|acn|arbn|vat|crn|tax|tel|telephone|phone|fax|account|sort|"
    r"policy|invoice|order|purchase|ein|licen[cs]e)\b[^\n]{0,14}$",
    _I,
)
# a claim within proceedings that is not the claim they are about
_SIDE_CLAIM = re.compile(r"cross-?claims?|counter-?claims?", _I)
_TOKEN = re.compile(r"\b[A-Z]{0,5}\d[\dA-Z]*\b")
_YEAR = re.compile(r"(?:19|20)\d\d")

# kinds whose matters carry references of their own
REFERENCED = (
    "litigation",
    "regulatory_investigation",
    "tax_dispute",
    "environmental",
    "liens",
    "guarantee",
    "debt_default",
    "debt_covenants",
    "debt_change_of_control",
)


def references(text: str) -> set[str]:
    """The matter references ``text`` names: numbers of at least four digits (not a year)
    just after a reference word, upper-cased ("Case No. 2:24-cv-01187" -> 01187;
    "High Court 2023 No. 4412P" -> 4412P)."""
    out = set()
    flat = text.replace("\n", " ")
    for key in _REF_KEY.finditer(flat):
        if _NOT_MATTER.search(flat[max(0, key.start() - 30) : key.end()]):
            continue
        window = re.split(r"[.;,]\s|\s{2,}|\(", flat[key.end() : key.end() + 32])[0]
        for token in _TOKEN.findall(window.upper()):
            if sum(c.isdigit() for c in token) >= 4 and not _YEAR.fullmatch(token):
                out.add(token)
    return out


def _lead_key(name: str) -> str:
    """The distinctive first word of a counterparty's name ("Kiewa Freight" -> kiewa)."""
    from diligence_tui.offline.crossdoc import DOC_WORDS
    from diligence_tui.offline.on_file import _keys

    words = [w.lower() for w in re.findall(r"[A-Za-z]{4,}", name)]
    keys = _keys(name)
    lead = next((w for w in words if w in keys), "")
    return "" if lead in DOC_WORDS else lead


def file_party(path: str) -> str:
    """The lead word of the counterparty a file's name carries ("" when none)."""
    from diligence_tui.offline.crossdoc import party_of

    return _lead_key(party_of(path))  # "Email - Tolka Bank waiver": tolka (crossdoc.party_of)


def counterparty(path: str, hit_text: str) -> str:
    """Whose matter a match is: the counterparty its file's name carries, or in a register the
    first company its row names (the claimant of "O'Dowd Transport Ltd v Corrib ...")."""
    from diligence_tui.offline.crossdoc import party_of

    if DR.is_register_name(PurePath(path).stem) or PurePath(path).suffix.lower() in (
        ".xlsx",
        ".xls",
        ".csv",
        ".tsv",
    ):
        companies = F.PARTY_RE.findall(hit_text.replace("\n", " "))
        return _lead_key(companies[0]) if companies else ""
    return _lead_key(party_of(path))


def same_matter(record: OnFile, kind: str, path: str, hit_text: str, page_text: str) -> bool | None:
    """Whether ``record`` (a resolving passage in another document) is about the matter of a
    ``kind`` match in the document at ``path``: True when the matter's own names say it is,
    False when they say it is another matter, None when they do not tell (the names of
    agreements, clauses and parties then decide: ``on_file.matches_on_file``)."""
    from diligence_tui.offline import on_file as OF

    tabular = PurePath(path).suffix.lower() in (".xlsx", ".xls", ".csv", ".tsv")
    head = "" if tabular else page_text[:800]
    if kind in ("litigation", "regulatory_investigation", "tax_dispute", "environmental"):
        side = {t for t in record.topics if _SIDE_CLAIM.fullmatch(t)}
        if side and not _SIDE_CLAIM.search(hit_text):
            # "The cross-claim brought by Batlow Fuels ... in proceedings 2025/00122781 has been
            # withdrawn": a claim within the case, not the claim against the company
            return False
    if kind in REFERENCED:
        mine = references(hit_text) | references(head)
        if record.refs and mine:
            return bool(set(record.refs) & mine)
    theirs = file_party(record.path)
    own = counterparty(path, hit_text)
    where = f"{path} {hit_text} {head}".lower()
    said = set(record.parties) | {w.lower() for w in re.findall(r"[A-Za-z]{4,}", record.quote)}
    if theirs and theirs not in where and not (own and own in said):
        return False  # another counterparty's document (and it does not name this one's)
    named = bool(theirs and theirs in where) or bool(own and own in said)
    if not named:
        return None
    if (
        record.frame == "waived"
        and record.occasion
        and kind in REFERENCED
        and OF.same_occasion(OF.dates_in(f"{PurePath(path).stem} {hit_text}"), record.occasion)
    ):
        return True  # the lender's waiver of the one test date the report names
    if record.frame == "consented" and kind in ("change_of_control", "anti_assignment"):
        about = set(record.topics) or OF.topics(record.quote)
        if about & OF.topics(hit_text):
            return True  # the counterparty consents to the transaction its clause restricts
    return None
