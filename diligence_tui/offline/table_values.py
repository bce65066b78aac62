"""The offline engine's value for a review-table cell that is not yes/no: "Delaware",
"2019-03-01", "USD 5,000,000", "12 months", "90 days", one option of a choice column, with
the verbatim sentence that holds the value as the quote.

    from diligence_tui.offline.table_values import value_entry, reads
    reads("date", "Effective Date")                 # True: this module can answer it
    value_entry(column, piece, hits)               # the TABLE_FORMAT entry fields for one slice

Where a value comes from: the sentences of the slice that the clause detector marked for
the column's clause, and those that read as the clause by their words (the detector does not
know Parties or the dates; a governing-law sentence is unmistakable). A value is read only
out of such a sentence, by the parsers of offline/value_parse.py. Three answers:

* a value: ``found`` with the value and the sentence quoted;
* a passage with no value in it (a cap that is a formula, a term that runs "one year from the
  Launch Date", a date left blank): ``needs_model`` with the reason and the passage quoted, so
  the analyst sees where to look; never a guessed value;
* nothing: ``found: false`` (the merge turns it into "not found" only when every part of the
  document was read).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from diligence_tui.harness.slices import Slice
from diligence_tui.offline.clauses.hit import ClauseHit
from diligence_tui.offline.sentences import Sentence, quote_span, split_sentences
from diligence_tui.offline.table_parties import (
    Span,
    labelled_parties,
    letter_parties,
    salutation_at,
)
from diligence_tui.offline.table_preamble import (
    BETWEEN,
    cover_parties,
    listed_parties,
    preamble_parties,
)
from diligence_tui.offline.value_parse import Found, amounts, dates, durations, jurisdictions

PREAMBLE_CHARS = 3000  # parties and the agreement date are read from the opening
QUOTE_WHOLE = 700  # a passage up to this long is quoted whole (the parties, a blank date)


@dataclass
class Read:
    """What one reader made of a slice: a value, or a reason with the passage it looked at."""

    value: str = ""
    quotes: list[tuple[Sentence, Found | None]] | None = None
    reason: str = ""  # set when there is a passage but no honest value in it


Reader = Callable[[Slice, list[Sentence], list[Sentence]], Read | None]


def _cue(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.I)


_GOVERN = _cue(r"\bgovern|\bconstru|\binterpret")
_LAW = _cue(r"\blaws?\b")
_RENEW = _cue(
    r"\brenew|\bnon-?renewal|\bextend(?:ed)?\s+(?:the\s+term|for)|\bextension\s+(?:of\s+the\s+term|term|period)|\bsuccessive\b|\bevergreen\b"
)
_NOTICE = _cue(r"\bnotice|\bnotif")
_TERMINATE = _cue(r"\bterminat|\bexpir|\bnon-?renewal|\bnot\s+to\s+(?:renew|extend)|\bcancel")
_TERM = _cue(
    r"\bexpir|\bterminat|\b(?:initial\s+)?term\b|\bcontinue\b|\bin\s+(?:full\s+)?force|\bremain\s+in\s+effect"
)
_UNTIL = _cue(
    r"\b(?:until|through|thru|expires?\s+on|expiring\s+on|ending\s+on|ends?\s+on|terminates?\s+on|to\s+and\s+including|end\s+of)\b[^.;]{0,40}$"
)
_TERM_PERIOD = _cue(
    r"\b(?:term|period|continues?|remains?\s+in\s+(?:full\s+)?(?:force|effect)|expires?|ends?)\b"
    r"(?:\s+(?:of|for|is|shall|will|be|an?|initial|period|term|this|agreement|the|hereof)){0,6}\s*$"
)
_EFFECTIVE = _cue(r"\beffective\b|\bcommence|\bstart")
_FIRST_WRITTEN = _cue(
    r"date\s+(?:first\s+)?(?:above\s+|hereinabove\s+)?written|date\s+hereof|date\s+of\s+this\s+agreement|execution\s+date"
)
_LIABILITY = _cue(r"\bliab")
_CAP_WORDS = _cue(
    r"\bexceed|\blimited\s+to\b|\bin\s+excess\s+of\b|\bcap\b|\bmaximum\b|\baggregate\b|\bgreater\s+of\b|\blesser\s+of\b"
)
_NOTICE_BEFORE = _cue(
    r"(?:at\s+least|no\s+less\s+than|not\s+less\s+than|minimum\s+of|upon|with|giving|gives|give|provide|provides)\s*(?:the\s+other\s+party\s+)?$"
)
_NOTICE_AFTER = _cue(
    r"^\W{0,3}(?:'s\s+|’s\s+)?(?:\w+\s+){0,3}?(?:prior|before|in\s+advance|advance|notice|written\s+notice)\b"
)
_RENEWAL_BEFORE = _cue(
    r"(?:successive|additional|further|renewal|renewed|renew|extended|extension|periods?\s+of|terms?\s+of|for|one\s+or\s+more)\s*(?:\(?\w+\)?\s+)?$"
)


def _sentences(piece: Slice) -> list[Sentence]:
    return [s for page in piece.pages for s in split_sentences(page)]


def _marked(sentences: list[Sentence], hits: Sequence[ClauseHit]) -> list[Sentence]:
    """The sentences a detector hit overlaps."""
    return [
        s
        for s in sentences
        if any(h.page == s.page.number and h.start < s.end and s.start < h.end for h in hits)
    ]


def _ordered(marked: list[Sentence], cued: list[Sentence]) -> list[Sentence]:
    """Sentences both marked and cued first, then cued, then marked; each once."""
    both = [s for s in cued if s in marked]
    rest = [s for s in cued if s not in both] + [s for s in marked if s not in both]
    return both + rest


def _first(
    candidates: list[Sentence], pick: Callable[[str], Found | None]
) -> tuple[Sentence, Found] | None:
    for sentence in candidates:
        found = pick(sentence.text)
        if found is not None:
            return sentence, found
    return None


def _value(sentence: Sentence, found: Found) -> Read:
    return Read(value=found.value, quotes=[(sentence, found)])


# -- readers -----------------------------------------------------------------------------------
def read_governing_law(piece: Slice, marked: list[Sentence], every: list[Sentence]) -> Read | None:
    cued = [s for s in every if _GOVERN.search(s.text) and _LAW.search(s.text)]
    candidates = _ordered(marked, cued)
    got = _first(candidates, lambda t: next(iter(jurisdictions(t)), None))
    if got:
        return _value(*got)
    if candidates:
        return Read(
            quotes=[(candidates[0], None)],
            reason="the governing-law passage names no state or country the offline engine knows",
        )
    return None


def _named(spans: list[Span]) -> Read:
    names = [re.sub(r"\s+", " ", page.text[a:b]) for page, a, b in spans]
    return Read(value="; ".join(names), quotes=[(Sentence(p, a, b), None) for p, a, b in spans])


def read_parties(piece: Slice, marked: list[Sentence], every: list[Sentence]) -> Read | None:
    if piece.part != 1 or not piece.pages:
        return None
    labelled = labelled_parties(piece.pages)  # "Party A: …  Party B: …"
    if labelled:
        return _named(labelled)
    page = piece.pages[0]
    head = page.text[:PREAMBLE_CHARS]
    between = BETWEEN.search(head)
    letter = salutation_at(page)
    if letter is not None and (between is None or letter < between.start()):
        named = letter_parties(piece.pages)  # "Dear …" above, "Very truly yours, …" below
        if named:
            return _named(named)
    listed = listed_parties(page, PREAMBLE_CHARS)  # "BETWEEN: (1) X …; and (2) Y …"
    if listed:
        return _named([(page, a, b) for a, b in listed])
    found = preamble_parties(page, PREAMBLE_CHARS)
    if found is None:
        cover = cover_parties(page, PREAMBLE_CHARS)  # "X Inc." / "and" / "Y Ltd."
        return _named([(page, a, b) for a, b in cover]) if cover else None
    names, first, last = found
    value = "; ".join(re.sub(r"\s+", " ", page.text[a:b]) for a, b in names)
    return Read(value=value, quotes=[(Sentence(page, first, last), None)])


def _date_reader(which: str) -> Reader:
    def read(piece: Slice, marked: list[Sentence], every: list[Sentence]) -> Read | None:
        return _read_date(which, piece, marked, every)

    return read


def _full(found: list[Found]) -> list[Found]:
    return [f for f in found if len(f.value) == 10]


def _agreement_date(piece: Slice, every: list[Sentence]) -> tuple[Sentence, Found] | None:
    if piece.part != 1:
        return None
    head = [s for s in every if s.page is piece.pages[0] and s.start < PREAMBLE_CHARS]
    return _first(head, lambda t: next(iter(_full(dates(t))), None))


def _read_date(
    which: str, piece: Slice, marked: list[Sentence], every: list[Sentence]
) -> Read | None:
    if which == "Agreement Date":
        got = _agreement_date(piece, every)
        if got:
            return _value(*got)
        blank = [
            s
            for s in every[:8]
            if re.search(r"_{2,}\s*,?\s*(?:19|20)\d\d|day\s+of\s+_{2,}", s.text)
        ]
        if blank and piece.part == 1:
            return Read(quotes=[(blank[0], None)], reason="the agreement's date is left blank")
        return None
    if which == "Effective Date":
        cued = [s for s in every if re.search(r"\beffective\b|\bcommenc", s.text, re.I)]

        def effective(text: str) -> Found | None:
            for f in _full(dates(text)):
                before, after = text[max(0, f.start - 80) : f.start], text[f.end : f.end + 40]
                if re.search(r"\beffective\b|\bcommenc", before, re.I) or re.search(
                    r"^\W{0,4}(?:\(?the\s+)?[\"“]?effective\s+date", after, re.I
                ):
                    return f
            return None

        got = _first(_ordered(marked, cued), effective)
        if got:
            return _value(*got)
        refers = [s for s in cued if _FIRST_WRITTEN.search(s.text)]
        agreed = _agreement_date(piece, every)
        if refers and agreed:
            # "effective as of the date first written above": that date, both places quoted
            return Read(value=agreed[1].value, quotes=[(refers[0], None), agreed])
        if cued:
            return Read(
                quotes=[(cued[0], None)], reason="the effective date is not stated as a date"
            )
        return None
    # Expiration Date: a date the term runs until; a term given as a period is no date
    cued = [s for s in every if _TERM.search(s.text)]
    candidates = _ordered(marked, cued)

    def until(text: str) -> Found | None:
        for f in _full(dates(text)):
            if _UNTIL.search(text[max(0, f.start - 60) : f.start]):
                return f
        return None

    got = _first(candidates, until)
    if got:
        return _value(*got)
    for s in candidates:
        period = next(
            (
                f
                for f in durations(s.text)
                if _TERM_PERIOD.search(s.text[max(0, f.start - 60) : f.start])
                and not _NOTICE_AFTER.search(s.text[f.end : f.end + 40])
            ),
            None,
        )
        if period:
            return Read(
                quotes=[(s, period)],
                reason=f"the term is stated as a period ({period.value}), not as a date",
            )
    return None


def _duration_reader(which: str) -> Reader:
    def read(piece: Slice, marked: list[Sentence], every: list[Sentence]) -> Read | None:
        if which == "Renewal Term":
            cued = [s for s in every if _RENEW.search(s.text)]
        else:
            # notice to stop a renewal: the sentence speaks of renewal, not any termination
            cued = [s for s in every if _NOTICE.search(s.text) and _RENEW.search(s.text)]
            marked = [s for s in marked if _RENEW.search(s.text)]
        candidates = _ordered(marked, cued)

        def pick(text: str) -> Found | None:
            for f in durations(text):
                before, after = text[max(0, f.start - 40) : f.start], text[f.end : f.end + 40]
                is_notice = bool(_NOTICE_BEFORE.search(before) or _NOTICE_AFTER.search(after))
                if which == "Renewal Term" and not is_notice and _RENEWAL_BEFORE.search(before):
                    return f
                if which != "Renewal Term" and is_notice:
                    return f
            return None

        got = _first(candidates, pick)
        if got:
            return _value(*got)
        if candidates and marked:
            return Read(
                quotes=[(candidates[0], None)],
                reason=f"the passage states no {which.lower()} as a period",
            )
        return None

    return read


def read_cap_amount(piece: Slice, marked: list[Sentence], every: list[Sentence]) -> Read | None:
    cued = [s for s in every if _LIABILITY.search(s.text) and _CAP_WORDS.search(s.text)]
    candidates = _ordered(marked, cued)
    got = _first(candidates, lambda t: next(iter(amounts(t)), None))
    if got:
        return _value(*got)
    if candidates:
        return Read(
            quotes=[(candidates[0], None)],
            reason="the cap is not stated as an amount (a formula or no figure): this needs a reader",
        )
    return None


_OPTION_WORDS = {
    "automatic": r"\bautomatic(?:ally)?\b|\bevergreen\b|\b(?:shall|will)\s+(?:then\s+)?(?:be\s+)?renew(?:ed)?\b[^.;]{0,120}\bunless\b",
    "by agreement": r"\bmutual(?:ly)?\b[^.;]{0,30}\bagree|\bif\s+agreed\b|\bby\s+(?:written\s+)?agreement\b|\bupon\s+(?:the\s+)?(?:written\s+)?agreement\b|\bagreed\s+(?:to\s+)?in\s+writing\b",
    "no renewal": r"\bshall\s+not\s+(?:be\s+)?renew|\bno\s+renewal\b|\bnot\s+(?:be\s+)?renewable\b|\bwill\s+not\s+(?:be\s+)?renew",
}


def _choice(options: Sequence[str], clause: str) -> Reader:
    def read(piece: Slice, marked: list[Sentence], every: list[Sentence]) -> Read | None:
        if not marked:
            return None
        cued = [s for s in every if _RENEW.search(s.text)] if clause == "Renewal Term" else []
        for sentence in _ordered(marked, cued):
            chosen = [
                o
                for o in options
                if re.search(
                    _OPTION_WORDS.get(o.lower(), r"\b" + re.escape(o) + r"\b"), sentence.text, re.I
                )
            ]
            if len(chosen) == 1:
                return Read(value=chosen[0], quotes=[(sentence, None)])
        return Read(
            quotes=[(marked[0], None)],
            reason="the offline engine finds the passage but no words that pick one option: this needs a model",
        )

    return read


def _generic(kind: str) -> Reader:
    """A date, money or duration column on a clause with no reader of its own: the first such
    value in the passages the detector marked."""
    parse = {
        "date": lambda t: next(iter(_full(dates(t))), None),
        "money": lambda t: next(iter(amounts(t)), None),
        "duration": lambda t: next(iter(durations(t)), None),
    }[kind]

    def read(piece: Slice, marked: list[Sentence], every: list[Sentence]) -> Read | None:
        got = _first(marked, parse)
        if got:
            return _value(*got)
        if marked:
            return Read(quotes=[(marked[0], None)], reason=f"the passage states no {kind} value")
        return None

    return read


def _text_passage(piece: Slice, marked: list[Sentence], every: list[Sentence]) -> Read | None:
    if marked:
        return Read(
            quotes=[(marked[0], None)],
            reason="the offline engine finds the passage but cannot say what it answers: this needs a model",
        )
    return None


READERS: dict[tuple[str, str], Reader] = {
    ("text", "Governing Law"): read_governing_law,
    ("text", "Parties"): read_parties,
    ("date", "Agreement Date"): _date_reader("Agreement Date"),
    ("date", "Effective Date"): _date_reader("Effective Date"),
    ("date", "Expiration Date"): _date_reader("Expiration Date"),
    ("duration", "Renewal Term"): _duration_reader("Renewal Term"),
    ("duration", "Notice Period To Terminate Renewal"): _duration_reader(
        "Notice Period To Terminate Renewal"
    ),
    ("money", "Cap On Liability"): read_cap_amount,
}


def reads(kind: str, clause: str) -> bool:
    """True when this module reads ``clause`` itself (without the detector) for ``kind``."""
    return (kind, clause) in READERS


def _reader(column: dict[str, Any]) -> Reader:
    kind, clause = str(column.get("type") or "text"), str(column.get("clause") or "")
    if (kind, clause) in READERS:
        return READERS[(kind, clause)]
    if kind == "choice":
        return _choice([str(o) for o in column.get("options") or []], clause)
    if kind in ("date", "money", "duration"):
        return _generic(kind)
    return _text_passage


def _quote(sentence: Sentence, found: Found | None) -> dict[str, Any]:
    if found is None and sentence.end - sentence.start <= QUOTE_WHOLE:
        a, b = sentence.start, sentence.end
    else:
        a, b = quote_span(sentence, (found.start, found.end) if found else (0, 0))
    return {"quote": sentence.page.text[a:b], "page": sentence.page.number}


def value_entry(column: dict[str, Any], piece: Slice, hits: Sequence[ClauseHit]) -> dict[str, Any]:
    """The TABLE_FORMAT fields for one non-yes/no column on one slice (see the docstring)."""
    every = _sentences(piece)
    clause = str(column.get("clause") or "")
    read = _reader(column)(piece, _marked(every, [h for h in hits if h.clause == clause]), every)
    if read is None:
        return {"found": False, "answer": ""}
    quotes = [_quote(s, f) for s, f in read.quotes or []]
    if read.value:
        return {
            "found": True,
            "answer": read.value,
            "quotes": quotes,
            "note": f"offline value reader: {clause} read from the quoted words",
        }
    return {"needs_model": True, "quotes": quotes, "note": read.reason}
