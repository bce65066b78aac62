"""A regulator's letter against the disclosure that should list it (a check of the offline
playbook's contradictions step, like :mod:`diligence_tui.offline.crossdoc_more`).

A warning letter, notice of violation, improvement or enforcement notice is open until the
regulator closes it (a close-out letter); a disclosure schedule's section on regulatory matters
that names neither the letter nor its date leaves it undisclosed, and a Q&A answer to a question
about such letters that mentions something else is incomplete. The finding cites the letter,
the schedule (or the answer) and, where the room has one, the company's own word that the
letter is not closed ("FDA has not issued a close-out letter").
"""

from __future__ import annotations

import re
from typing import Any

from diligence_tui.offline import doc_roles as DR
from diligence_tui.offline import facts as F
from diligence_tui.offline.answers import denials
from diligence_tui.offline.crossdoc import Page, by_doc, cite, finding, short

_I = re.I

# what a regulator calls its letter
_LETTER = re.compile(
    r"\b(warning letter|untitled letter|notice of violation|improvement notice|prohibition notice|"
    r"enforcement notice|notice of (?:proposed )?(?:penalty|enforcement)|cease and desist letter|"
    r"infringement notice|notice of intent(?:ion)? to (?:fine|revoke|suspend))\b",
    _I,
)
_REGULATOR = re.compile(
    r"\b(FDA|Food and Drug Administration|EPA|OSHA|FTC|SEC|MHRA|HSE|Health and Safety Executive|"
    r"ICO|Information Commissioner|Environment Agency|FCA|CMA|CQC|Ofwat|Ofcom|regulator|"
    r"Department of [A-Z]\w+|Agency|Commission)\b"
)
# the findings a regulator's letter makes: "these devices are adulterated", "violations"
_FINDS = re.compile(
    r"\b(adulterated|misbranded|violations?|contravention|in breach of|failed to comply|"
    r"not in conformity|regulatory action|enforcement action|civil money penalt\w+)\b",
    _I,
)
_CLOSED = re.compile(
    r"\bclose-?out letter\b|\b(?:closed|closes) (?:its|the|this) (?:file|matter)\b", _I
)
_NOT = re.compile(r"\b(?:not|no|yet to)\b[^.;]{0,40}$", _I)
_REG_SECTION = re.compile(
    r"\b(regulatory|inspection|Form 483|warning|FDA|compliance with laws|permits|investigations?)\b",
    _I,
)


def _letters(pages: list[Page]) -> list[tuple[Page, str, str, str]]:
    """Regulators' letters: (page, what the letter is called, its date as written, the sentence
    that states what it found)."""
    out = []
    for own in by_doc(pages).values():
        first = own[0]
        head = first.name + "\n" + first.text[:400]
        kind = _LETTER.search(head)
        if not kind or not _REGULATOR.search(first.text[:1500]):
            continue
        if re.search(r"\b(response|reply|answer)\b", first.name, _I):
            continue  # the company's answer to a letter is not the letter
        said = next((s for p in own for s in p.sentences if _FINDS.search(s) and len(s) > 60), "")
        if not said:
            continue
        page = next(p for p in own if said in p.sentences)
        # the letter's own date, before the file name's
        dates = F.extract_dates(first.text[:400]) or F.extract_dates(first.name)
        called = kind.group(1).lower()
        out.append((page, called[0].upper() + called[1:], dates[0] if dates else "", said))
    return out


def _open_said(pages: list[Page], letter: Page) -> tuple[Page, str] | None:
    """A sentence elsewhere in the room that says the letter is not closed out."""
    for p in pages:
        if p.doc == letter.doc:
            continue
        for s in p.sentences:
            m = _CLOSED.search(s)
            if m and _NOT.search(s[: m.start()]):
                return p, s
    return None


def _named(text: str, kind: str, when: str) -> bool:
    """Whether ``text`` names the letter: by what it is called or by its date."""
    low = " ".join(text.split()).lower()
    if kind.lower() in low:
        return True
    day = F.parse_date(when) if when else None
    return bool(day) and any(F.parse_date(d) == day for d in F.extract_dates(text))


def regulator_letter_conflicts(pages: list[Page]) -> list[dict[str, Any]]:
    """A regulator's letter that the disclosure schedules (or the Q&A answers) do not name."""
    out = []
    for letter, kind, when, said in _letters(pages):
        regulator = _REGULATOR.search(said) or _REGULATOR.search(letter.text[:1500])
        who = regulator.group(1) if regulator else "the regulator"
        names = {m.group(1) for m in _REGULATOR.finditer(letter.text[:3000])} - {
            "Agency",
            "Commission",
        }
        still_open = _open_said(pages, letter)
        cits = [cite(letter, said)]
        gaps = []
        for doc, own in by_doc(pages).items():
            first = own[0]
            if doc == letter.doc or not DR.is_disclosure(first):
                continue
            text = "\n".join(p.text for p in own)
            if _named(text, kind, when):
                continue  # disclosed
            # the schedule's lines on that regulator ("FDA Form 483 issued December 4, 2025"),
            # else on regulatory matters at all
            section = [
                (p, s)
                for p in own
                for s in p.sentences
                if len(s.split()) >= 6
                and _REG_SECTION.search(s)
                and any(n.lower() in s.lower() for n in names)
            ] or [
                (p, s)
                for p in own
                for s in p.sentences
                if len(s.split()) >= 6 and _REG_SECTION.search(s)
            ]
            if section:
                gaps.append(section[0])
        answers = [
            (p, row)
            for p, row in denials(
                pages, re.compile(re.escape(kind), _I), lambda r: True, skip=letter.doc
            )
        ] + [
            (p, row)
            for p in pages
            if p.doc != letter.doc and ("," in p.text or "\t" in p.text)
            for row in p.text.split("\n")
            if re.search(re.escape(kind), row, _I)
            and re.search(r"\?", row)
            and not _named(row.split("?", 1)[1], kind, when)
        ]
        answers = list({(p.doc, r): (p, r) for p, r in answers}.values())[:1]
        if not gaps and not answers:
            continue
        cits += [cite(p, s) for p, s in gaps[:2]] + [cite(p, r) for p, r in answers]
        if still_open:
            cits.append(cite(*still_open))
        out.append(
            finding(
                f"{kind} from {who}" + (f" of {when}" if when else "") + " not in the disclosure",
                "disclosure_gap",
                "high",
                f'{letter.path} is a {kind.lower()} from {who}: "{short(said)}".'
                + "".join(
                    f' {p.path} does not name it; its regulatory disclosure reads: "{short(s)}".'
                    for p, s in gaps[:2]
                )
                + "".join(
                    f' {p.path} answers a question on such letters without it: "{short(r)}".'
                    for p, r in answers
                )
                + (
                    f' It is not closed: "{short(still_open[1])}" ({still_open[0].path}).'
                    if still_open
                    else ""
                )
                + " The regulatory warranty is untrue unless the letter is disclosed, and an "
                "open letter can lead to enforcement (seizure, injunction, penalties) and "
                "block approvals and export certificates.",
                f"Have the {kind.lower()} and the company's responses disclosed; obtain "
                f"regulatory counsel's view of the open items and of {who}'s next steps; consider "
                "a specific indemnity and a closing condition on the close-out.",
                cits,
            )
        )
    return out
