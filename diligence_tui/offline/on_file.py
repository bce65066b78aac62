"""Resolutions that another document states: a settlement agreement, a consent or
no-objection letter, an amendment deleting a clause, a notice that an agreement ended.

The playbook's plan step collects them (:func:`on_file`) and passes those that name the
reviewed documents' parties to the reviewer in its instructions; the reviewer reports a
match they answer (:func:`matches_on_file`) as context with the resolving passage cited.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import PurePath
from typing import Any

from diligence_tui.offline import facts as F
from diligence_tui.offline.resolution import (
    AFTER,
    AGREEMENT,
    CLAIMS,
    FRAMES,
    GUARD,
    STILL_OPEN,
    STOP,
    clauses_named,
    names_in,
)

_I = re.I


@dataclass
class OnFile:
    """A passage of one document that resolves a matter of another (a settlement agreement,
    a consent or no-objection letter, an amendment deleting a clause, a notice of
    termination), with what it is about."""

    frame: str
    doc: str
    path: str
    page: int
    quote: str
    parties: list[str] = field(default_factory=list)  # distinctive names in the document
    agreements: list[str] = field(default_factory=list)  # "Distribution Agreement"
    clauses: list[str] = field(default_factory=list)  # clause numbers the passage names
    # one-word names of the agreement the passage changes ("clause 5.2 of the Contract"),
    # enough with a clause number to tell which agreement of the party it is
    nouns: list[str] = field(default_factory=list)

    topics: list[str] = field(default_factory=list)  # what it is about (see topics())

    def to_json(self) -> dict[str, Any]:
        return dict(self.__dict__)

    def for_prompt(self) -> dict[str, Any]:
        """What a reviewer of other documents is told: where the passage is and what it is
        about, never its words (another document's text in a sub-agent's prompt would count
        as coverage of a document that sub-agent was not asked to read)."""
        data = self.to_json()
        data.pop("quote", None)
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> OnFile | None:
        try:
            return cls(
                frame=str(data["frame"]),
                doc=str(data["doc"]),
                path=str(data.get("path") or ""),
                page=int(data.get("page") or 1),
                quote=str(data.get("quote") or ""),
                parties=[str(p).lower() for p in data.get("parties") or []],
                agreements=[str(a) for a in data.get("agreements") or []],
                clauses=[str(c) for c in data.get("clauses") or []],
                topics=[str(t) for t in data.get("topics") or []],
                nouns=[str(n) for n in data.get("nouns") or []],
            )
        except (KeyError, TypeError, ValueError):
            return None


_QUOTED = re.compile(r"[\"“][^\"”]{20,}[\"”]")


def on_file(doc: str, path: str, page: int, page_text: str) -> list[OnFile]:
    """The resolutions a page states, each with the parties of its document (its heading and
    the sentence), the agreements and the clause numbers it names."""
    head = page_text[:800]
    found = []
    # each lettered or numbered item of an amendment ("(a) clause 5.2 ... is deleted") or of a
    # letter ("9.3 The Licence ...") is a provision of its own, even where a PDF's text has no
    # blank line between them
    for sentence in re.split(
        r"(?<=[.!?])\s+(?=[A-Z\"(])|\n\s*\n|\n(?=[ \t]*\((?:[a-z]|[ivx]{1,4}|\d{1,2})\)[ \t])"
        r"|\n(?=[ \t]*\d{1,3}(?:\.\d{1,3})*\.?[ \t]+[A-Z])",
        page_text,
    ):
        sentence = sentence.strip()
        if not 20 <= len(sentence) <= 600:
            continue
        hit = None
        # the words of a replacement clause quoted in an amendment are not what it does
        probe = _QUOTED.sub('""', sentence)
        for frame in FRAMES:
            m = frame.pattern.search(probe)
            if m and not GUARD.search(probe[max(0, m.start() - 60) : m.start()]):
                if not AFTER.search(probe[m.end() :]) and not STILL_OPEN.search(probe):
                    hit = frame.name
                    break
        if hit is None and ends_agreements(path) and _ENDS.search(probe):
            hit = "terminated"  # a termination deed's operative words end what they name
        if hit is None:
            continue
        about = head + "\n" + sentence
        agreements = list(dict.fromkeys(m.group(1) for m in AGREEMENT.finditer(about)))
        found.append(
            OnFile(
                frame=hit,
                doc=doc,
                path=path,
                page=page,
                quote=sentence,
                # the words of an agreement's name ("The Agency Agreement") name no party
                parties=sorted(
                    names_in(about) - {w.lower() for a in agreements for w in a.split()}
                ),
                topics=sorted(topics(sentence)),
                agreements=[a for a in agreements if len(a.split()) >= 2][:6],
                clauses=sorted(clauses_named(sentence)),
                nouns=sorted({m.group(1).lower() for m in _NOUN.finditer(sentence)}),
            )
        )
    return found


# A document whose business is ending another: a termination agreement, deed or notice.
_TERMINATION = re.compile(
    r"\btermination (agreement|deed|notice|letter)\b|\b(deed|notice|letter) of termination\b", _I
)
_ENDS = re.compile(r"\b(ceases?|ceased|end|ends|ended|terminates?|terminated)\b", _I)


def ends_agreements(path: str) -> bool:
    return bool(_TERMINATION.search(PurePath(path).stem))


def _title_words(agreements: list[str], about: str, path: str) -> set[str]:
    """The words of agreements' names ("The Agency Agreement"): they name no party, unless a
    company's name or the file's name has them too ("the Pellow Supply Agreement")."""
    named = " ".join(F.extract_parties(about) + [PurePath(path).stem]).lower()
    return {w.lower() for a in agreements for w in a.split() if w.lower() not in named}


_NOUN = re.compile(
    r"\b(?:clauses?|sections?|articles?)\s+[\d.]+(?:\s*(?:and|,)\s*[\d.]+)*\s+of\s+the\s+"
    r"(Agreement|Contract|Lease|Licen[cs]e|Terms|Deed)\b",
    _I,
)


def _agreement_matches(agreements: list[str], name: str) -> bool:
    low = name.lower()
    for agreement in agreements:
        words = [w for w in agreement.lower().split() if w not in STOP]
        if words and all(w in low for w in words):
            return True
    return False


# What a clause or a waiver is about, specific enough to tell one matter of an agreement from
# another ("the late delivery of the Compliance Certificate" is not "a Change of Control").
_TOPIC = re.compile(
    r"\b(change (?:of|in) (?:control|ownership)|control of|assign|exclusiv|non-?compet|most[- ]favou?red|"
    r"liquidated damages|service credits?|indemn|leverage|interest cover|minimum cash|net worth|"
    r"compliance certificate|financial statements|accounts|rent|price|rebate|non-?solicit|audit)",
    _I,
)


def topics(text: str) -> set[str]:
    return {" ".join(m.group(1).lower().split()) for m in _TOPIC.finditer(text)}


def matches_on_file(
    record: OnFile, kind: str, path: str, clause: str, claim_like: bool, hit_text: str = ""
) -> bool:
    """Whether ``record`` (in another document) resolves a ``kind`` match in the document at
    ``path`` under clause ``clause``: same party (named in the document's file name) and the
    same agreement, and the same matter: the clause it names, or what it is about (a waiver
    of a late compliance certificate does not waive the change-of-control default). An
    agreement that ended ends all its clauses; a settlement settles the claim."""
    frame = next(f for f in FRAMES if f.name == record.frame)
    if frame.kinds is not None and kind not in frame.kinds:
        return False
    name = PurePath(path).stem
    # the party is named by the file or by its folder ("Hallam Fresh Foods/Master Services
    # Agreement 2025.docx": a data room's folder per customer)
    where = f"{PurePath(path).parent.name} {name}".lower()
    if record.path == path or not any(p in where for p in record.parties):
        return False
    same_agreement = _agreement_matches(record.agreements, name)
    if record.frame == "superseded":  # an amendment deletes a clause: it must be this one
        # of the agreement it names, or of "the Contract" when the file name says Contract
        named = same_agreement or any(n in name.lower() for n in record.nouns)
        return bool(clause) and clause in record.clauses and named
    if record.clauses and clause and clause not in record.clauses:
        return False  # it resolves another clause of the agreement
    if record.frame in ("terminated", "expired") and same_agreement:
        return True
    if claim_like and kind in CLAIMS and record.frame in ("settled", "released", "withdrawn"):
        return True
    same_matter = bool(clause and clause in record.clauses) or bool(
        (set(record.topics) or topics(record.quote)) & topics(hit_text)
    )
    return same_agreement and same_matter


ON_FILE_RE = re.compile(r"^Resolved on file \(JSON\): (\[.*\])\s*$", re.M)


def from_prompt(head: str) -> tuple[OnFile, ...]:
    """The resolutions on file the lead reviewer lists in its instructions."""
    out: list[OnFile] = []
    for m in ON_FILE_RE.finditer(head):
        try:
            data = json.loads(m.group(1))
        except json.JSONDecodeError:
            continue
        for item in data if isinstance(data, list) else []:
            record = OnFile.from_json(item) if isinstance(item, dict) else None
            if record is not None:
                out.append(record)
    return tuple(out)
