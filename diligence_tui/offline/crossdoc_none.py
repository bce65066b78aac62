"""What a transaction document says there is none of, against a document in the room that has
one (a check of the offline playbook's contradictions step; issue 12).

The seller's statements are read by what they do, not by one room's wording: a disclosure
schedule's section ("Schedule 4.15 - Environmental / None.", "Part 7 (Litigation): nil",
"(d) Payments on the Transaction: None, other than ..."), a cell of a schedule's or a tracker's
table under a column on the topic ("Landlord consent | None required", "Consent needed | Not
required"), and a Q&A log's answer to a question on the topic ("Are any bonuses payable on the
sale? | No."). Each names a topic; a topic is what the reviewer's clause kinds find in a
document (a transaction bonus is a ``key_employee_severance`` passage, a landlord's consent on
a change of control a ``change_of_control`` one). The join holds every such statement against
the live findings of its topic's kinds in other documents: a statement of none is contradicted
by any of them the statement does not itself name; a table row by the one document its row
names; a section that lists (the material contracts) by a document of a kind the list should
hold whose counterparty it does not name. One finding per statement, citing the statement and
each document that contradicts it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import PurePath
from typing import Any

from diligence_tui.offline import doc_roles as DR
from diligence_tui.offline.crossdoc import Page, by_doc, cite, finding, key_of, party_of, short

_I = re.I


@dataclass(frozen=True)
class Topic:
    name: str  # how the finding names it
    words: re.Pattern[str]  # a heading, column or question on the topic
    kinds: frozenset[str]  # the reviewer's kinds that find one in a document
    listing: bool = False  # only contracts are listed (the material contracts)
    also: frozenset[str] = frozenset()  # kinds that count in a document that speaks of the topic
    evidence: re.Pattern[str] | None = None  # what a finding's passage must say to count
    against: re.Pattern[str] | None = None  # what a finding's passage must not be


TOPICS = (
    Topic(
        "payments on the transaction",
        re.compile(
            r"\bpayments?\b[^.\n|]{0,30}\b(?:transaction|closing|completion|sale|change (?:of|in) "
            r"control)\b|\b(?:transaction|sale|deal|exit|change[- ]of[- ]control|retention|"
            r"completion|closing) (?:bonus|payment)\w*|\bbonus(?:es)?\b",
            _I,
        ),
        frozenset({"key_employee_severance"}),
    ),
    Topic(
        "environmental matters",
        re.compile(r"\benvironment(?:al)?\b|\bpollution\b|\bdischarge consents?\b", _I),
        frozenset({"environmental"}),
        also=frozenset({"regulatory_investigation"}),  # a regulator's notice on a discharge
        evidence=re.compile(
            r"\b(?:environment\w*|discharg\w+|effluent|emission\w*|contaminat\w+|pollut\w+|"
            r"waste\w*|spill\w*|remediat\w+|sewer|exceed\w*|violation)\b",
            _I,
        ),
    ),
    Topic(
        "litigation and claims",
        re.compile(r"\blitigation\b|\bdisputes?\b|\b(?:legal )?proceedings\b|\bclaims?\b", _I),
        frozenset({"litigation"}),
        evidence=re.compile(
            r"\b(?:claims?|proceedings|action|lawsuit|suit|sue|court|tribunal|arbitration|"
            r"damages|liable|plaintiff|defendant|demand\w*|complaints?|lodged|unfair dismissal|"
            r"charges? of|discrimination)\b",
            _I,
        ),
    ),
    Topic(
        "related-party dealings",
        re.compile(
            r"\brelated[- ]part\w*|\baffiliate (?:transactions?|arrangements?|contracts?)\b|"
            r"\binterested[- ]part\w*|\bnon[- ]arm'?s[- ]length\b|\bleased from (?:a|any) "
            r"(?:shareholder|director|officer)"
            # "any Vendor, director or person connected with any of them", "Does any director
            # have an interest in any contract with the Group?", "Transactions with Insiders"
            r"|\bpersons? connected with\b|\bconnected (?:persons?|part(?:y|ies))\b"
            r"|\binterest in any (?:contract|arrangement|transaction)s?\b"
            r"|\btransactions? with (?:insiders|affiliates|related)\b"
            # the sellers' own dealings with the company: "Arrangements with Sellers", "No
            # Vendor, director or any of their Associates is a party to any contract with"
            r"|\b(?:arrangements?|contracts?|dealings?|transactions?|agreements?) with (?:the |any )?"
            r"(?:sellers?|vendors?|shareholders?|warrantors?|directors?)\b"
            r"|\b(?:sellers?|vendors?|shareholders?|warrantors?|directors?)\b[^.\n]{0,60}?\b(?:any of )?"
            r"their (?:associates|connected persons|affiliates)\b",
            _I,
        ),
        frozenset({"related_party"}),
        # a dealing with someone: a lease, a loan, fees, a holding; not a note's heading
        # ("Note 24 - Related party transactions Key management personnel compensation is
        # disclosed in note 8")
        evidence=re.compile(
            r"\b(?:lease[sd]?|leasing|rent|landlord|loans?|lent|lend\w*|paid|pays|fees?|"
            r"purchase[sd]?|sold|suppl(?:y|ies|ied)|owned by|controlled by|holds?|interest in|"
            r"guarantee[sd]?|consultancy|services (?:agreement|provided))\b",
            _I,
        ),
        # a list of what needs an investor's or the board's consent names related-party
        # transactions as a kind of decision, not as one that happened
        against=re.compile(
            r"\b(?:consent|approval) matters\b|\brequire\w* (?:\w+ ){0,2}(?:consent|approval)\b"
            r"|\breserved matters\b",
            _I,
        ),
    ),
    Topic(
        "consents on the sale",
        re.compile(r"\bconsents?\b", _I),
        frozenset({"change_of_control", "debt_change_of_control"}),
    ),
    Topic(
        # "Can any customer end its contract, or require new terms, if the ownership of the
        # Company changes?", "None of the top ten customer agreements can be ended because of a
        # change in the ownership": a right the counterparty has on the sale, whether or not it
        # asks for consent
        "rights on a change of control",
        re.compile(
            r"\bchange (?:of|in) (?:the )?(?:ownership|control|shareholding)\b|\bchange[- ]of[- ]control\b"
            r"|\b(?:ownership|control) of [\w' ]{2,40}? changes\b",
            _I,
        ),
        frozenset({"change_of_control"}),
        # a right: to end the contract, to renegotiate, to consent (not "a change in control
        # is not of itself an assignment")
        evidence=re.compile(
            r"\b(?:terminat\w*|end (?:this|the) (?:agreement|contract)|bring\b[^.]{0,40}\bto an end|"
            r"renegotiat\w*|consent\w*|approv\w*|new terms|revise the (?:rates|prices|charges))\b",
            _I,
        ),
    ),
    Topic(
        "exclusivity",
        re.compile(r"\bexclusiv\w*", _I),
        frozenset({"exclusivity"}),
    ),
    Topic(
        "material contracts",
        re.compile(r"\bmaterial contracts?\b", _I),
        # what a sale agreement's definition of a material contract typically names
        frozenset({"minimum_purchase", "exclusivity", "most_favoured_nation", "non_compete"}),
        listing=True,
    ),
)

# a section heading of a disclosure schedule: "Schedule 4.15 — Environmental",
# "Section 3.12 (Litigation)", "Part 7: Employees", "4.16 Litigation", "(d) Payments on ...:"
_HEADING = re.compile(
    # (a Markdown heading's hashes: "## Part 6 - Related party arrangements")
    r"^\s*(?:#{1,6}\s*)?(?:(?i:schedule|section|part|paragraph|clause|warranty|item)\s+)?"
    r"(?P<num>\d+(?:\.\d+)*(?:\s?\([a-z0-9]+\))?|\([a-z]\)|[A-Z]\d*(?=\s*[—–:.)-]))\.?\s*(?:[—–:-]\s*)?"
    r"\(?(?P<title>[A-Za-z][^\n:|]{2,70}?)\)?\s*(?::\s*(?P<rest>.*))?$"
)
_TOPIC_LINE = re.compile(
    r"(?m)^[ \t]*(?P<title>[A-Za-z][^\n:|]{2,60}?):[ \t]*(?P<rest>\S[^\n]{0,120})$"
)
_REFERS = re.compile(
    r"\b(?:listed|set out|disclosed) in (?:schedule|section|part)\s+(\d+(?:\.\d+)*)", _I
)


@dataclass
class Statement:
    page: Page
    quote: str  # verbatim
    topic: Topic
    none: bool  # says there is none (else it lists)
    scope: str  # what it names: the section's text, the row, the answer
    row: bool = False  # a table row: about the one document it names


def _common_names(pages: list[Page]) -> frozenset[str]:
    """Names most documents carry (the company's own, lower-cased): they name no one document."""
    docs = by_doc(pages)
    counts: dict[str, int] = {}
    for own in docs.values():
        for w in {w.lower() for p in own for w in re.findall(r"\b[A-Z][a-z]{2,}\b", p.text)}:
            counts[w] = counts.get(w, 0) + 1
    return frozenset(w for w, n in counts.items() if n * 4 > len(docs) and n >= 3)


# the class of contracts a statement speaks of ("no customer contract gives ..."), and how a
# document shows it is of that class (its folder or name, or the party its text defines)
_CLASSES = (
    (
        re.compile(r"\bcustomers?'?(?!\w)|\bclients?'?(?!\w)", _I),
        re.compile(r"\bcustomers?\b|\bclients?\b", _I),
    ),
    (re.compile(r"\bsuppliers?'?(?!\w)", _I), re.compile(r"\bsuppl(?:iers?|y)\b", _I)),
    (
        re.compile(r"\bleases?\b|\blandlords?'?(?!\w)|\blessors?\b", _I),
        re.compile(r"\bleases?\b|\blandlord\b|\blessor\b|\btenan(?:t|cy)\b", _I),
    ),
)


def _of_class(statement: str, own: list[Page]) -> bool:
    """Whether a document is of the one class of contracts the statement speaks of (any
    document when it names none, or more than one)."""
    named = [doc for says, doc in _CLASSES if says.search(statement)]
    if len(named) != 1 or not own:
        return True
    return bool(named[0].search(own[0].path + "\n" + own[0].text[:2000]))


def _topics(text: str) -> list[Topic]:
    return [t for t in TOPICS if t.words.search(text)]


def _sections(p: Page) -> list[tuple[str, str, list[str], str]]:
    """A schedule's sections: (number, title, body lines, the heading's line)."""
    out: list[tuple[str, str, list[str], str]] = []
    for line in p.text.split("\n"):
        m = _HEADING.match(line) if len(line) <= 160 and not DR.cells(line) else None
        title = m.group("title").strip() if m else ""
        # a heading names a topic in a few words; "3.1 Framework Agreement dated 4 April 2023
        # with Corvane Retail plc." is an item of the list under it
        if m and (len(title.split()) > 7 or re.search(r"\d", title)):
            m = None
        if m and (m.group("rest") is not None or len(line) <= 90):
            rest = (m.group("rest") or "").strip()
            out.append((m.group("num"), title, [rest] if rest else [], line.strip()))
        elif out:
            out[-1][2].append(line)
    return out


def _warranties(pages: list[Page]) -> dict[str, str]:
    """The sale agreement's clauses by number ("9.3" -> "9.3 There are no contracts ... between
    any Group Company and any Vendor, director or person connected with any of them"): what a
    disclosure letter's "Warranty 9.3: Nothing to disclose." is about."""
    out: dict[str, str] = {}
    for p in pages:
        if not DR.is_sale_agreement(p):
            continue
        for m in re.finditer(
            r"(?m)^[ \t]*(?:(?:section|clause|paragraph|warranty)\s+)?"
            r"(\d{1,2}(?:\.\d{1,3})+)\.?[ \t]+(\S[^\n]{10,})$",
            p.text,
        ):
            out.setdefault(m.group(1), m.group(2))
            # a heading alone ("4.9 Arrangements with Sellers") is worded on the lines under it,
            # up to the next numbered clause
            body = re.match(
                r"(?:\n(?![ \t]*(?:schedule\b|(?:section |clause )?\d{1,2}(?:\.\d{1,3})+\b))[^\n]*){1,3}",
                p.text[m.end() :],
                _I,
            )
            if body and len(m.group(2).split()) <= 7:
                out[m.group(1) + " body"] = body.group(0).strip()
    return out


# a disclosure table's row that names the warranty it answers: "4.9 Arrangements with Sellers |
# Nothing to disclose.", "Warranty 12.4 | None"
_WARRANTY_CELL = re.compile(
    r"^\s*(?:(?i:schedule|section|paragraph|clause|warranty)\s+)?"
    r"(?P<num>\d{1,2}(?:\.\d{1,3})+)(?:\s?\([a-z0-9]+\))*\.?\s*(?P<title>[^\d|]*)$"
)


def clause_of(p: Page, sentence: str) -> str:
    """The number of the clause a sentence of a sale agreement stands in: the last numbered
    heading or clause before it ("4.12" for "(b) No Company Software ..." under "4.12
    Intellectual property"), "" when none is found."""
    at = p.text.find(sentence[:60])
    if at < 0:
        return ""
    heads = re.findall(
        r"(?m)^[ \t]*(?:(?:section|clause|paragraph|warranty)\s+)?(\d{1,2}(?:\.\d{1,3})+)\b",
        p.text[: at + 1 + len(sentence[:12])],
        _I,
    )
    return heads[-1] if heads else ""


def answered_none(pages: list[Page], num: str) -> tuple[Page, str] | None:
    """A disclosure table's row that answers warranty ``num`` with nothing to disclose ("4.12
    IP and IT | Nothing specific to disclose."): (page, row)."""
    for p in pages:
        if not num or not DR.is_disclosure(p):
            continue
        for line in p.text.split("\n"):
            row = DR.cells(line)
            label = _WARRANTY_CELL.match(row[0]) if len(row) >= 2 else None
            if label and label.group("num") == num and any(DR.says_none(c) for c in row[1:]):
                return p, line.strip()
    return None


def _warranty_topics(num: str, title: str, warranties: dict[str, str]) -> list[Topic]:
    """A warranty's topics: its title's, else the sale agreement's clause of that number, as
    headed there or, for a heading that names no topic, as worded under it."""
    for text in (title, warranties.get(num, ""), warranties.get(num + " body", "")):
        topics = [t for t in _topics(text) if not t.listing]
        if topics:
            return topics
    return []


def statements(pages: list[Page]) -> list[Statement]:
    """The statements of none (or lists) that the seller's papers make, by topic. A disclosure
    section that names its warranty by number only ("Warranty 18.3: Nothing to disclose.",
    "Section 3.17. None.") is on the topic of that warranty as the sale agreement words it."""
    out: list[Statement] = []
    warranties: dict[str, str] | None = None
    common: frozenset[str] | None = None
    for p in pages:
        schedule = DR.is_disclosure(p)
        if schedule:
            sections = _sections(p)
            for num, title, body, heading in sections:
                text = "\n".join(b for b in body if b.strip())
                first = next((b for b in body if b.strip()), "")
                topics = _topics(title)
                if not topics and DR.says_none(title):
                    # "Warranty 9.3: Nothing to disclose.": the title is the statement
                    if warranties is None:
                        warranties = _warranties(pages)
                    for topic in _topics(warranties.get(num, "")):
                        if not topic.listing:
                            out.append(Statement(p, heading, topic, True, heading))
                    continue
                # "Warranty 8.3 (no arrangements with any Seller ...): there are no such
                # arrangements": the answer after the warranty it answers
                answer = first.rsplit(": ", 1)[-1] if len(first) < 400 else ""
                if answer != first and DR.says_none(answer) and len(DR.cells(first)) < 3:
                    for topic in topics:
                        out.append(Statement(p, first.strip(), topic, True, text))
                    continue
                for topic in topics:
                    if (
                        DR.says_none(first) and len(DR.cells(first)) < 3
                    ):  # not a table's "No." column
                        quote = f"{title}: {first}" if f"{title}: {first}" in p.text else first
                        out.append(Statement(p, quote.strip(), topic, True, text))
                    elif text and not (DR.says_none(first) and len(DR.cells(first)) < 3):
                        # a list: what it leaves out
                        scope = text
                        for ref in _REFERS.findall(text):  # "Leases listed in Schedule 4.9"
                            scope += "\n" + "\n".join(
                                "\n".join(b) for n, _, b, _ in sections if n == ref
                            )
                        out.append(Statement(p, title, topic, False, scope))
            # a table of warranty against disclosure: a row that answers a warranty with none
            # speaks for the room on the warranty's topic
            for line in p.text.split("\n"):
                row = DR.cells(line)
                label = _WARRANTY_CELL.match(row[0]) if len(row) >= 2 else None
                if label is None or not any(DR.says_none(c) for c in row[1:]):
                    continue
                if warranties is None:
                    warranties = _warranties(pages)
                quote = line.strip()
                for topic in _warranty_topics(label.group("num"), label.group("title"), warranties):
                    if not any(st.page is p and st.quote == quote for st in out):
                        out.append(Statement(p, quote, topic, True, quote))
            # an unnumbered line on a topic that says none: "Related party transactions: none."
            for m in _TOPIC_LINE.finditer(p.text):
                line = m.group(0)
                if (
                    DR.says_none(m.group("rest"))
                    and not DR.cells(line)
                    and not _HEADING.match(line)
                ):
                    quote = m.group(0).strip()
                    for topic in _topics(m.group("title")):
                        if not topic.listing and not any(
                            st.page is p and st.quote == quote for st in out
                        ):
                            out.append(Statement(p, quote, topic, True, quote))
        if not (schedule or DR.is_deal_paper(p) or DR.keeps_records(p)):
            continue
        if common is None:
            common = _common_names(pages)
        # the company's own name (in most documents) is no counterparty a question asks about
        parties = {key_of(party_of(q.path)) for q in pages} - {""} - common
        for header, cells, line in DR.rows(p):
            cols = DR.columns(header)
            for i, cell in enumerate(cells):
                if not DR.says_none(cell) or i >= len(header):
                    continue
                # the question a cell answers: the log's question column, else the cell before
                asked_in = (
                    cols.question
                    if i == cols.answer and cols.question is not None
                    else (i - 1 if i and DR.is_question(cells[i - 1]) else None)
                )
                asked = asked_in is not None and asked_in < len(cells)
                question = cells[asked_in] if asked_in is not None and asked else ""
                about = (question + " " + " ".join(cells[: i - 1])) if asked else header[i]
                if not asked and not _topics(about) and _topics(cell):
                    # a cell that says it itself, whatever its column: "No claims threatened
                    # in writing against the Company": for the room, not its row
                    for topic in _topics(cell):
                        if not topic.listing:
                            out.append(Statement(p, line, topic, True, cell))
                    continue
                # a question's answer speaks for the room, unless the question names whom it
                # asks about ("Atlantic Fresh agreement: is the exclusivity still in effect?");
                # a table's cell speaks for its row
                scoped = not asked or any(
                    re.search(rf"\b{re.escape(k)}\b", question, _I) for k in parties
                )
                for topic in _topics(about):
                    if topic.listing:
                        continue
                    out.append(Statement(p, line, topic, True, line if scoped else cell, scoped))
    return out


_RANK = {"info": 0, "low": 1, "medium": 2, "high": 3, "critical": 4}


def _named(scope: str, path: str, quote: str = "", common: frozenset[str] = frozenset()) -> bool:
    """Whether a statement's words name the document at ``path``: its counterparty's
    distinctive word or two distinctive words of its title; a document whose name names no one
    (an email "Re bonus") by a name its finding's quote gives ("Tom will receive a completion
    bonus": "Sale bonuses: Tom's bonus"), not one most of the room's documents carry."""
    low = scope.lower()
    key = key_of(party_of(path))
    if key:  # the document's counterparty is who it is about
        return bool(re.search(rf"\b{re.escape(key)}\b", low)) or _titled(low, path)
    names = {
        w.lower()
        for w in re.findall(r"(?<![.!?]\s)(?<!^)\b[A-Z][a-z]{2,}\b", quote.strip())
        if w.lower() not in _PLAIN and w.lower() not in common
    }
    if any(re.search(rf"\b{re.escape(n)}\b", low) for n in names):
        return True
    return _titled(low, path)


def _titled(low: str, path: str) -> bool:
    """Whether ``low`` names two distinctive words of the title of the document at ``path``."""
    words = [
        w
        for w in re.findall(r"[A-Za-z][a-z]{3,}|\d{3,}", PurePath(path).stem)
        if not DR.is_contract_name(w) and w.lower() not in _PLAIN
    ]
    hits = [w for w in words if re.search(rf"\b{re.escape(w.lower())}\b", low)]
    return len(hits) >= 2


_PERSONAL = re.compile(r"\b(?:executive|employee|consultant)\b", _I)
_ASKS_CONSENT = re.compile(
    r"\b(?:consent|approv\w+|deemed (?:to be )?(?:an? )?(?:assignment|transfer)|"
    r"(?:an? )?(?:assignment|transfer) (?:for the purposes|requiring))",
    _I,
)
_ON_SALE = re.compile(
    r"\b(?:change (?:of|in) control|sale|transaction|closing|completion|acquisition|exit|"
    r"takeover|merger)\b",
    _I,
)
_POLICY = re.compile(
    r"\bpolicy (?:number|period|no\.?)\b|\bnamed insured\b|\bdeclarations\b[^\n]{0,80}\bpolicy\b",
    _I,
)
_PLAIN = set(
    """letter notice with from dated draft signed final copy between supply master services
    schedule amended restated agreement court road street drive avenue the this that these
    company section clause schedule part article buyer seller purchaser vendor customer
    supplier tenant landlord lender borrower any each all our your their his her its and
    board director directors""".split()
)


def none_conflicts(
    pages: list[Page],
    found: list[dict[str, Any]],
    already: Sequence[dict[str, Any]] = (),
) -> list[dict[str, Any]]:
    """Statements of none (and lists) against the live findings of their topic in other
    documents: one finding per statement, citing it and the documents that contradict it.
    ``already``: findings of the other joins; a pair of documents one of them cites together
    is not reported twice."""
    docs = by_doc(pages)
    paths = {d: own[0].path for d, own in docs.items()}
    transaction = {d for d, own in docs.items() if DR.is_deal_paper(own[0])}
    pairs = {
        (a, b)
        for f in already
        for a in {c.get("doc") or c.get("doc_id") for c in f.get("citations") or []}
        for b in {c.get("doc") or c.get("doc_id") for c in f.get("citations") or []}
    }
    live = [
        f
        for f in found
        if f.get("severity") != "info" and f.get("status") != "rejected" and f.get("citations")
    ]
    common = _common_names(pages)
    out = []
    seen: set[tuple[str, str, str]] = set()
    # a statement on two topics (a question on consents on a change of control) is
    # contradicted once by each document
    reported: dict[tuple[str, str], set[str]] = {}
    for st in statements(pages):
        hits: dict[str, dict[str, Any]] = {}
        done = reported.setdefault((st.page.doc, st.quote), set())
        for f in live:
            c = f["citations"][0]
            doc = c.get("doc") or c.get("doc_id")
            if f.get("category") not in st.topic.kinds and not (
                f.get("category") in st.topic.also
                and st.topic.words.search(" ".join(p.text for p in docs.get(doc, [])))
            ):
                continue
            path = paths.get(doc) or c.get("path") or ""
            if doc == st.page.doc or doc in transaction or not path or doc in hits or doc in done:
                continue
            if (st.page.doc, doc) in pairs:
                continue
            if st.topic.listing and (
                not DR.is_contract_name(PurePath(path).stem)
                or _PERSONAL.search(c.get("quote") or "")
            ):
                continue  # the company's contracts; an employee's covenant binds the employee
            if st.topic.evidence is not None and not st.topic.evidence.search(c.get("quote") or ""):
                continue  # the finding's passage is not of the topic's matter
            if st.topic.against is not None and st.topic.against.search(c.get("quote") or ""):
                continue  # a list of decisions that need consent; no dealing
            named = _named(st.scope, path, c.get("quote") or "", common)
            if named != st.row:
                continue  # named in a list or an answer: disclosed; a row about another document
            if st.topic.name == "consents on the sale" and not _ASKS_CONSENT.search(c["quote"]):
                continue  # a right on a change of control that asks no consent
            if st.topic.name == "rights on a change of control" and not _of_class(
                st.quote, docs.get(doc, [])
            ):
                continue  # "no customer contract ...": a lease or a loan is not one
            if st.topic.name == "payments on the transaction" and not _ON_SALE.search(
                c["quote"] + " " + str(f.get("description") or "")
            ):
                continue  # severance on any dismissal is no payment on the transaction
            if _POLICY.search(" ".join(p.text for p in docs.get(doc, [])[:1])):
                continue  # an insurance policy names perils it covers, not matters
            hits[doc] = f
        if not hits:
            continue
        done.update(hits)
        key = (st.page.doc, st.quote, st.topic.name)
        if key in seen:
            continue
        seen.add(key)
        cits = [cite(st.page, st.quote)]
        for doc, f in list(hits.items())[:3]:
            c = f["citations"][0]
            cits.append({"doc": doc, "page": c.get("page") or 1, "quote": c["quote"]})
        against = "; ".join(
            f'{paths.get(d) or f["citations"][0].get("path")}: "{short(f["citations"][0]["quote"])}"'
            for d, f in list(hits.items())[:3]
        )
        top = max((_RANK.get(str(f.get("severity")), 2) for f in hits.values()), default=2)
        schedule = DR.is_disclosure(st.page)
        severity = "high" if schedule or top >= 3 else "medium"
        if st.topic.listing:
            said = (
                f'{st.page.path} lists the {st.topic.name} ("{short(st.quote)}") and does not name'
            )
            title = f"{st.topic.name.capitalize()} not listed in {st.page.name}"
        else:
            said = f'{st.page.path} says there is none: "{short(st.quote)}"; against it'
            title = f"{st.topic.name.capitalize()}: {st.page.name} says none, the room has one"
        out.append(
            finding(
                title,
                "disclosure_gap",
                severity,
                f"{said} {against}. The statement is untrue as it stands (a warranty or an "
                "answer the buyer relies on) unless the matter is disclosed against it.",
                f"Have the {st.topic.name} disclosed against the statement and assessed; "
                "correct the schedule or the answer before signing, or take a specific indemnity.",
                cits,
            )
        )
    return out
