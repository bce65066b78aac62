"""What a document of the data room is for, and how its tables are laid out (issue 12).

The cross-document joins hold what one document states against what another one is, so they
first have to know which document speaks for whom: a disclosure letter or schedule states the
exceptions to the warranties; a consents tracker, a Q&A log or an RFI tracker holds the deal
team's answers; a register or a registry printout records; a side letter changes an agreement
outside it; management accounts and compliance certificates report figures; an information
memorandum describes; a sale agreement warrants; a contract binds. The role is read from the
file's name, its title (the first line), its opening sentences and the header of its tables,
with the words UK, Irish, US and Australian drafting use for each ("Disclosure Letter",
"Disclosure Schedules", "Schedule of Exceptions"; "Third Party Consents Tracker", "Consents
Schedule"; "Q&A Log", "RFI Tracker", "Due Diligence Questionnaire"; "Register of Members", "CRO
printout", "ASIC extract"; "supplemental to the O&M Agreement", "further to the Agreement";
"Management Accounts", "Compliance Certificate"; "Information Memorandum", "CIM").

A table's columns have roles too: the counterparty, the document, the topic a row is about,
the status or answer it gives, a question and its response. :func:`columns` reads them from
the header; :func:`says_none` reads a cell or an answer that says there is none ("No.",
"Nil", "Not required", "Nothing to disclose", "We confirm there are no employee claims").

Pure functions over names and text; every join asks here, none keeps its own list.
"""

from __future__ import annotations

import csv
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import PurePath
from typing import Protocol

_I = re.I


class _Doc(Protocol):  # what a role is read from: crossdoc.Page has it
    path: str
    text: str


# -- roles --------------------------------------------------------------------------------------

DISCLOSURE = "disclosure"  # disclosure letter / schedules / schedule of exceptions
CONSENTS = "consents"  # consents tracker / schedule / matrix
QUESTIONS = "questions"  # Q&A log, RFI tracker, due diligence questionnaire or request list
REGISTER = "register"  # statutory registers, registry printouts, the seller's logs and lists
SIDE_LETTER = "side_letter"  # a letter that changes an agreement outside it
ACCOUNTS = "accounts"  # management accounts, compliance certificates, financial statements
OFFERING = "offering"  # information memorandum, teaser, management presentation
SALE_AGREEMENT = "sale_agreement"  # the share / stock / asset purchase agreement
DEAL_INDEX = "deal_index"  # data room index, process letter
CORRESPONDENCE = "correspondence"  # letters, notices, waivers, consents, amendments, minutes
CONTRACT = "contract"  # an agreement, licence, lease, order, deed, subcontract

_DISCLOSURE_WORDS = re.compile(
    r"\bdisclosure (?:letter|schedules?|memorandum|bundle)\b|\bschedules? of exceptions\b"
    r"|\bexceptions? schedules?\b|\bcompany disclosure schedule\b"
    # US: "Schedules to the Stock Purchase Agreement" are the disclosure schedules
    r"|\bschedules? to the (?:stock|share|asset|membership interest|unit|equity) "
    r"(?:purchase|sale) agreement\b",
    _I,
)
_CONSENTS_WORDS = re.compile(
    r"\bconsents? (?:tracker|schedule|list|log|register|matrix|table|status)\b"
    r"|\bthird[- ]party consents?\b|\bchange[- ]of[- ]control (?:tracker|schedule|review|matrix)\b",
    _I,
)
_QUESTIONS_WORDS = re.compile(
    r"\bq\s?&\s?a\b|\bq and a\b|\brfi\b|\brequests? for information\b"
    r"|\b(?:due diligence|dd|legal|buyer'?s?|purchaser'?s?) (?:questions?|questionnaire|requests?|"
    r"request list|enquiries|inquiries)\b|\bquestions? (?:log|list|and answers|tracker)\b"
    r"|\b(?:enquiries|inquiries) (?:log|tracker|and replies)\b|\breplies to (?:enquiries|requisitions)\b"
    r"|^questions\b",
    _I,
)
_REGISTER_WORDS = re.compile(
    r"\bregisters?\b|\b(?:log|tracker|list|schedule)\b|\bprintout\b|\bregistry extract\b"
    r"|\b(?:cro|asic|companies house|secretary of state) (?:extract|search|printout|filing)\b"
    r"|\bcorporation profile\b|\bcompany (?:search|extract)\b"
    r"|\b(?:ucc|lien|ppsr|charges?|title) searche?s?\b|\bsearch (?:report|results)\b",
    _I,
)
_ACCOUNTS_WORDS = re.compile(
    r"\bmanagement accounts\b|\bcompliance certificate\b|\bfinancial statements\b"
    r"|\bannual (?:report|accounts)\b|\baudited accounts\b|\bboard pack\b|\bmonthly (?:report|accounts)\b"
    r"|\bcovenant (?:certificate|calculation|test)s?\b|\b(?:10-K|10-Q)\b",
    _I,
)
_OFFERING_WORDS = re.compile(
    r"\binformation memorandum\b|\bconfidential information memorandum\b|\bCIM\b|\bteaser\b"
    r"|\bmanagement presentation\b|\binvestment memorandum\b|\boffering memorandum\b",
    _I,
)
_SALE_WORDS = re.compile(
    r"\b(?:share|stock|asset|business|membership interests?|unit|equity|securities) "
    r"(?:sale and )?(?:purchase|sale|subscription)(?: and sale)? (?:agreement|deed)\b"
    r"|\bsale and purchase agreement\b|\b(?:merger|subscription|investment) agreement\b"
    r"|\bagreement and plan of merger\b|\bimplementation (?:agreement|deed)\b",
    _I,
)
_DEAL_INDEX_WORDS = re.compile(r"\bdata room index\b|\bprocess letter\b|\bindex of documents\b", _I)
# the names of letters, notices and the like: they answer or change a contract, they are none
_CORRESPONDENCE_WORDS = re.compile(
    r"\b(letter|notice|amendment|waiver|consent|side letter|minutes)\b", _I
)
# a contract by its name: "Subcontract", "Sub-licence", "Underlease" are contracts too
_CONTRACT_WORDS = re.compile(
    r"\b(?:sub-?|under-?)?(?:agreement|contract|terms|order|licen[cs]e|lease|deed)s?\b"
    r"|\bstatement of work\b|\bSOW\b|\bMSA\b",
    _I,
)


def name_of(path: str) -> str:
    return PurePath(path).stem


def title_of(text: str) -> str:
    """The first line with words: a document's title ("Disclosure Letter", "Register of
    Directors and Secretary")."""
    return next((ln.strip() for ln in text.split("\n") if ln.strip()), "")


def _heading(doc: _Doc) -> str:
    """What names a document: its file name and its title, when the title is short."""
    title = title_of(doc.text)
    return name_of(doc.path) + ("\n" + title if len(title) < 120 else "")


# a bare "Purchase Agreement" is the deal's only when it sells a company or its business, not
# goods ("agrees to buy ... cultured butter and cream cheese for resale")
_BARE_SALE = re.compile(r"\b(?:purchase|sale) agreement\b", _I)
_OF_A_COMPANY = re.compile(
    r"\b(?:shares?|share capital|stock|membership interests?|equity interests?|units of|"
    r"the business and assets|all of the assets|substantially all)\b",
    _I,
)


def is_sale_agreement(doc: _Doc) -> bool:
    heading = _heading(doc)
    if _SALE_WORDS.search(heading):
        return True
    return bool(_BARE_SALE.search(heading)) and bool(_OF_A_COMPANY.search(doc.text[:3000]))


def is_disclosure(doc: _Doc) -> bool:
    """A disclosure letter or schedule, by its name, its title or its opening ("this is the
    Disclosure Letter referred to in ..."); not the sale agreement that defines one."""
    if _DISCLOSURE_WORDS.search(_heading(doc)):
        return True
    return not is_sale_agreement(doc) and bool(_OPENS_AS_DISCLOSURE.search(doc.text[:600]))


# "Dear Sirs, this is the Disclosure Letter referred to in ...", "These are the Disclosure
# Schedules delivered under ...", "This Disclosure Schedule is delivered by ..."
_OPENS_AS_DISCLOSURE = re.compile(
    r"\b(?:this|these) (?:is|are) the (?:disclosure letter|disclosure schedules?)\b"
    r"|\bthis (?:disclosure letter|disclosure schedule) is (?:delivered|given|made)\b",
    _I,
)


def is_consents_tracker(doc: _Doc) -> bool:
    return bool(_CONSENTS_WORDS.search(_heading(doc)))


def is_questions_log(doc: _Doc) -> bool:
    return bool(_QUESTIONS_WORDS.search(_heading(doc)))


def is_deal_paper(doc: _Doc) -> bool:
    """A document of the sale itself (a sale agreement, a disclosure letter, a Q&A log, a
    consents tracker, an information memorandum, a data room index): it states and describes,
    it is no dealing of the company's."""
    return bool(
        is_disclosure(doc)
        or is_sale_agreement(doc)
        or is_consents_tracker(doc)
        or is_questions_log(doc)
        or _OFFERING_WORDS.search(_heading(doc))
        or _DEAL_INDEX_WORDS.search(_heading(doc))
    )


def is_register_name(name: str) -> bool:
    """A register, a registry printout, a log, a tracker, a list or a schedule by its name."""
    return bool(_REGISTER_WORDS.search(name))


def keeps_records(doc: _Doc) -> bool:
    """A register, a log, a tracker, a list or a schedule the seller keeps: its rows record."""
    return is_register_name(name_of(doc.path))


def is_accounts(doc: _Doc) -> bool:
    """Management accounts, a compliance certificate, financial statements: figures reported."""
    return bool(_ACCOUNTS_WORDS.search(_heading(doc)))


_INCIDENT_REPORT_WORDS = re.compile(
    r"\b(?:incident|accident|near[- ]miss|dangerous occurrence|riddor|injury|loss) "
    r"(?:report|form|notification|investigation)s?\b|\bIR-\d",
    _I,
)


def is_incident_report(doc: _Doc) -> bool:
    """An incident or accident report (one occurrence, written up), not a log of many."""
    return bool(_INCIDENT_REPORT_WORDS.search(_heading(doc)))


def is_correspondence_name(name: str) -> bool:
    """A letter, notice, waiver, consent, amendment or minutes by its file name."""
    return bool(_CORRESPONDENCE_WORDS.search(name))


def is_contract_name(name: str) -> bool:
    """A contract by its file name ("Blade Repair Subcontract - Aerofoil Composites",
    "Sublicense - Cobalt Imaging", "Lease - Unit 4"), not a deal paper or a letter."""
    return bool(_CONTRACT_WORDS.search(name)) and not _CORRESPONDENCE_WORDS.search(name)


# -- side letters -------------------------------------------------------------------------------

# it overrides named clauses of an agreement: "notwithstanding anything to the contrary in
# Sections 5.3, 5.4 or 14.1 of the Agreement", "Despite anything to the contrary in the MSA",
# "whatever clause 18 of the O&M Agreement says", "regardless of what Section 18.3 provides"
_OVERRIDES = (
    r"\b(?:notwithstanding|despite|regardless of) (?:anything (?:to the contrary )?(?:contained )?in )?"
    r"(?:the provisions of )?(?:clauses?|sections?|paragraphs?|articles?) \d"
    r"|\b(?:notwithstanding|despite) anything to the contrary in (?:the|our|your) [A-Z][A-Za-z]*"
    r"|\b(?:whatever|regardless of what|irrespective of what|no matter what) (?:the )?"
    r"(?:clauses?|sections?|paragraphs?|articles?|terms?) (?:\d[\d.]*\s+)?(?:of (?:the|our|your) "
    r"[^.]{0,60}?)?(?:says?|provides?|states?)\b"
)
# it is to be kept from whoever would buy or fund the company, or from everyone: "will not
# provide a copy of it, or describe its terms, to any prospective financier, investor or
# purchaser", "Please keep it confidential between our two companies"
SECRET = (
    r"\bnot (?:to )?be disclosed\b|\bwithout (?:\w+'s )?agreement[^.]{0,40}\bdisclos"
    r"|\b(?:will|shall) not disclose (?:this|the) letter\b|\bkept separate from the agreement\b"
    r"|\b(?:disclos\w*|(?:provide|give|show|send) (?:a copy|copies)|describe its terms)[^.]{0,120}"
    r"\b(?:acquirer|purchaser|investor|buyer|financier)s?\b"
    r"|\bkeep (?:it|this(?: letter| arrangement)?|its terms) (?:strictly )?confidential\b"
    r"|\bconfidential (?:between|as between) (?:us|ourselves|our two companies|the two of us|the parties)\b"
)
# it says it belongs to the agreement: "This letter is supplemental to the O&M Agreement and the
# two are to be read together", "This letter agreement supplements the Master Services
# Agreement", "is to be read together with the Agreement", "forms part of the Agreement"
_SUPPLEMENTS = (
    r"\b(?:is|are) supplemental to (?:the|our|your|that) [^.]{0,60}?\bAgreement\b"
    r"|\b(?:letter|letter agreement|this letter)\b[^.]{0,20}\b(?:supplements?|amends? and supplements?) "
    r"(?:the|our|your|that) [^.]{0,60}?\bAgreement\b"
    r"|\b(?:to be )?read (?:together|as one) with (?:the|our|your|that) [^.]{0,60}?\bAgreement\b"
    r"|\bthe two are to be read together\b"
    r"|\b(?:forms?|shall form) (?:part of|an integral part of) (?:the|our|your|that) [^.]{0,60}?\bAgreement\b"
)
# agreed outside the paper on purpose: "No need to paper it", "we won't document this", "keep
# this just between us"
_UNPAPERED = (
    r"\bno need to (?:paper|document|write up|put) (?:it|this)\b|\bwon'?t (?:paper|document) "
    r"(?:it|this)\b|\boff the books\b|\bjust between (?:us|ourselves|the two of us)\b"
)
_SIDE_SIGNS = re.compile(rf"{_OVERRIDES}|\bside letter\b|{SECRET}|{_SUPPLEMENTS}|{_UNPAPERED}", _I)
# "O&M Agreement", "Master Services Agreement", "EPC Agreement", "SaaS Subscription Agreement"
AGREEMENT_NAMED = re.compile(r"\b((?:(?:[A-Z][a-z]+|[A-Z][A-Za-z&]*[A-Z])[ \t]+){1,3}Agreement)\b")


def is_side_letter(name: str, text: str) -> bool:
    """A letter that changes an agreement outside it, whatever its heading: it overrides the
    agreement's clauses, says it is supplemental to it or to be read with it, or is to be kept
    confidential (an amendment, by its name, is the agreement's own way of changing)."""
    if re.search(r"\bamendment\b", name, _I):
        return False
    return bool(_SIDE_SIGNS.search(text))


def agreements_named(text: str) -> list[str]:
    """The agreements a passage names, in order ("O&M Agreement", "Master Services Agreement")."""
    return list(dict.fromkeys(m.group(1) for m in AGREEMENT_NAMED.finditer(text)))


# -- tables -------------------------------------------------------------------------------------


def cells(line: str, csv_rows: bool = False) -> list[str]:
    """A table row's cells: a sheet's tabs, a document table's bars, a CSV file's commas
    (``csv_rows``; a sentence's commas make no cells)."""
    if "\t" in line:
        return [c.strip() for c in line.split("\t")]
    if " | " in line:
        return [c.strip() for c in line.split("|")]
    if csv_rows and line.count(",") >= 2:
        try:
            return [c.strip() for c in next(csv.reader([line]))]
        except (csv.Error, StopIteration):
            return []
    return []


def is_csv(path: str) -> bool:
    return PurePath(path).suffix.lower() in (".csv", ".tsv")


def rows(doc: _Doc) -> list[tuple[list[str], list[str], str]]:
    """(header, cells, line) of every row of a page's tables: a block of lines of three or more
    cells, whose first line names the columns."""
    out = []
    header: list[str] = []
    csv_rows = is_csv(doc.path)
    for line in doc.text.split("\n"):
        row = cells(line, csv_rows)
        if len(row) < 3:
            header = []
            continue
        if not header:
            header = row
            continue
        out.append((header, row, line.strip()))
    return out


_PARTY_COLUMN = re.compile(
    r"^\W*(?:counter-?party|counterparties|customer|client|supplier|vendor|landlord|lessor|"
    r"licensor|licensee|lender|insurer|party|parties|other party|name)\b",
    _I,
)
_DOCUMENT_COLUMN = re.compile(
    r"^\W*(?:contract|agreement|document|instrument|lease|licen[cs]e|policy|title)\b", _I
)
_TOPIC_COLUMN = re.compile(
    r"^\W*(?:provision|clause|topic|subject|matter|area|category|issue|description|"
    r"provision reviewed|relevant provision|trigger)\b",
    _I,
)
_STATUS_COLUMN = re.compile(
    r"\brequired\b|\bneeded\b|\bstatus\b|\bresult\b|\boutcome\b|\bposition\b|\bapplies\b"
    r"|\bapplicable\b|\b(?:y/n|yes/no)\b|\?\s*$",
    _I,
)
_QUESTION_COLUMN = re.compile(r"^\W*(?:question|query|request|enquiry|inquiry)\b", _I)
_ANSWER_COLUMN = re.compile(
    r"\b(?:response|answer|reply|replies|seller'?s? (?:response|answer)|vendor'?s? response)\b", _I
)


@dataclass(frozen=True)
class Columns:
    """Which column of a table names what (indexes into the header; None: none does)."""

    party: int | None = None
    document: int | None = None
    topic: int | None = None
    question: int | None = None
    answer: int | None = None
    status: tuple[int, ...] = field(default=())


def columns(header: list[str]) -> Columns:
    """The roles of a table's columns from its header: who the row is with (Counterparty,
    Customer, Landlord), which document (Contract, Agreement, Lease), the topic (Provision
    reviewed, Clause, Issue), the status it gives (Consent required?, Status, Y/N), a question
    and its answer (Question, Response)."""

    def first(pattern: re.Pattern[str], skip: Iterable[int] = ()) -> int | None:
        return next(
            (i for i, h in enumerate(header) if i not in set(skip) and pattern.search(h)), None
        )

    question = first(_QUESTION_COLUMN)
    answer = first(_ANSWER_COLUMN, [question] if question is not None else [])
    taken = {i for i in (question, answer) if i is not None}
    party = first(_PARTY_COLUMN, taken)
    document = first(_DOCUMENT_COLUMN, taken | ({party} if party is not None else set()))
    taken |= {i for i in (party, document) if i is not None}
    topic = first(_TOPIC_COLUMN, taken)
    status = tuple(
        i
        for i, h in enumerate(header)
        if i not in taken and i != topic and _STATUS_COLUMN.search(h)
    )
    return Columns(party, document, topic, question, answer, status)


# -- statements inside a document ----------------------------------------------------------------

# a cell or an answer that says there is none: "No.", "None", "Nil", "None required", "Not
# required", "N/A", "Nothing to disclose", "Confirmed: there are no side letters", "Confirmed
# that no customer contract gives ...", "We confirm there are no employee claims, whether
# issued or threatened", "There are none."
_NONE = re.compile(
    r"^\W*(?:(?:confirmed(?: that)?|correct|we (?:can )?confirm(?: that)?|the (?:sellers?|vendors?|company) "
    r"confirms?(?: that)?)[:,.]?\s*)?"
    # "To the Sellers' knowledge, there are none", "So far as the Vendor is aware, no"
    r"(?:(?:to the best of |to )?(?:our|the (?:sellers?|vendors?|company)'?s?) knowledge,?\s*"
    r"|so far as (?:we are|the (?:sellers? are|vendors? (?:is|are)|company is)) aware,?\s*)?"
    r"(?:none|nil|no|not (?:required|needed|applicable)|n/?a|nothing(?: to (?:disclose|report)| "
    r"outstanding)?|there (?:is|are|were|have been) (?:no|none|nothing)"
    # "We are not aware of any", "The Company is not aware of any such claim", "Not to our
    # knowledge", "Not that we are aware of"
    r"|(?:we are|i am|the (?:sellers? (?:is|are)|vendors? (?:is|are)|company is|warrantors are)) "
    r"not aware of any|not to (?:our|the (?:sellers?|vendors?|company)'?s?) knowledge"
    r"|not that we are aware of)\b"
    r"(?!\s+(?:later|earlier|more|less)\b)",
    _I,
)
_QUESTION = re.compile(
    r"\?|^\s*(?:please|has|have|is|are|was|were|do|does|did|can|will|confirm)\b", _I
)


def says_none(cell: str) -> bool:
    """Whether a cell, an answer or a section's first line says there is none (or no)."""
    return bool(_NONE.match(cell))


def is_question(cell: str) -> bool:
    return bool(_QUESTION.search(cell))
