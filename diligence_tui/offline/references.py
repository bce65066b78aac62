"""What the offline playbook's references step (cells/references.py) needs to tell a document
the room should hold from one it merely cites: "Schedule 1 to the Companies (Model Articles)
Regulations 2008" and "Annex I to Regulation (EU) 2021/821" are parts of legislation, not
attachments missing from the data room; and an attachment of an agreement that another
document says has ended is not worth requesting."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from diligence_tui.offline.on_file import OnFile, ends_agreements, matches_on_file

# "... Schedule 1 to the Companies (Model Articles) Regulations 2008", "Annex I of the EU
# Dual-Use Regulation", "Schedule 2 to the Act"
_INSTRUMENT_AFTER = re.compile(
    r"^\s*(?:to|of|in|under)\s+(?:the\s+)?"
    r"(?:(?:[A-Z(][\w()'’&,/.-]*|of|and|for|on|the)\s+){0,10}?"
    r"(?:Regulations?|Act|Directive|Order|Rules|Code|Convention|Treaty|Decision)\b"
)
# "EU Annex I", "the Council Regulation's Annex II"
_INSTRUMENT_BEFORE = re.compile(
    r"\b(?:EU|EC|EEA|UN|Council|Commission|Regulation|Directive|Act|Convention|Treaty)(?:'s|’s)?\s+$"
)


def heads_a_section(label: str, page: str) -> bool:
    """Whether ``page`` holds the attachment ``label`` ("Schedule 4.9") as a heading line of
    its own: "Schedule 4.9 — Leased Property", "SCHEDULE 6.1(c) — REQUIRED CONSENTS",
    "Schedule 5.6 Litigation. None." (a schedules document holds many), not a sentence that
    refers to it ("as set out in Schedule 4.9")."""
    heading = re.compile(
        r"(?m)^[ \t]*(?i:"  # the label in any case: "SCHEDULE 3 - MINIMUM VOLUME COMMITMENT"
        + re.escape(label).replace("\\ ", "\\s+")
        + r")(?:\s?\([a-z0-9]{1,4}\))?(?:[ \t]*$|[ \t.:\-—–]+[A-Z(][^\n]{0,400}$)"
    )
    return bool(heading.search(page))


def cites_legislation(text: str, start: int, end: int) -> bool:
    """Whether the reference at ``text[start:end]`` ("Schedule 1", "Annex I") names a part of
    a statute, regulation or treaty rather than a document of the deal."""
    return bool(
        _INSTRUMENT_AFTER.match(text[end : end + 160])
        or _INSTRUMENT_BEFORE.search(text[max(0, start - 40) : start])
    )


def agreement_ended(path: str, on_file: list[dict[str, Any]]) -> bool:
    """Whether a resolution on file (the playbook's plan step collects them) says the
    agreement at ``path`` was terminated or has expired."""
    for data in on_file:
        record = OnFile.from_json(data)
        if record is None:
            continue
        # a termination agreement or notice ends the agreement it names, whatever else its
        # sentences say ("... end, and each party waives all further claims")
        if record.frame not in ("terminated", "expired"):
            if not ends_agreements(record.path):
                continue
            record = replace(record, frame="terminated")
        if matches_on_file(record, "change_of_control", path, "", claim_like=False):
            return True
    return False


def security_released(path: str, on_file: list[dict[str, Any]]) -> bool:
    """Whether the document at ``path`` is a guarantee or a security that a release on file
    discharges, or is that release itself: the agreement it secured ("every sum owed under the
    Master Lease Agreement ... has been paid, and ... is discharged from all liability as
    guarantor") is no document to request for it."""
    for data in on_file:
        record = OnFile.from_json(data)
        if record is None or record.frame != "released":
            continue
        if record.path == path:
            return True
        if any(
            matches_on_file(record, kind, path, "", claim_like=False)
            for kind in ("guarantee", "liens")
        ):
            return True
    return False


# the party's name as written ("Marcus Ellison", "Riverbend Networks"); its first word is what
# a document's name carries ("Supply Agreement - Riverbend.docx")
_PARTY = re.compile(
    r"\b(?:between|with|from|by|to|and)\s+(?!the\b|this\b|Company\b)"
    r"([A-Z][A-Za-z]{3,}(?:[ \t]+(?!Inc\b|LLC\b|Ltd\b|Limited\b|Corp)[A-Z][A-Za-z]+){0,2})"
)
# where the sentence that names a document ends: "... Release Agreement dated March 8, 2024."
# and then a new section's "Lease dated ... between Cedar Loop" names another document's party
_SENTENCE_END = re.compile(
    r"(?<!Mr)(?<!Ms)(?<!Dr)(?<!Mrs)(?<!Inc)(?<!Co)(?<!No)(?<!St)\.\s+(?=[A-Z#])"
    r"|\n\s*\n|\n(?=\W*(?:#|Section|Schedule|\d+\.)\s)"
)


def parties_named(text: str, end: int) -> list[str]:
    """The parties the words after a document's name (``text[end:]``: "dated ... between
    Halden Systems Limited and Corvane Retail plc") name, within its sentence."""
    after = _SENTENCE_END.split(text[end : end + 160])[0]
    return [m.group(1) for m in _PARTY.finditer(after)]


def sentence_at(text: str, at: int) -> str:
    """The sentence (or line) of ``text`` around offset ``at``, as a citation quotes it: from
    the last ". " or line break before it (the text's start when there is neither: a page that
    opens with "Pledge and Security Agreement ..." is not quoted from "ledge"), to the next."""
    dot, line = text.rfind(". ", 0, at), text.rfind("\n", 0, at)
    begin = max(dot + 2 if dot >= 0 else 0, line + 1)
    stop = min([i for i in (text.find(". ", at), text.find("\n", at)) if i >= 0] or [len(text)])
    return text[begin : stop + 1].strip()[:300]
