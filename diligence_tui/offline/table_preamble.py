"""The parties named in a contract's preamble: "This Agreement is made between Acme Inc., a
Delaware corporation ("Acme"), and Beta LLC ("Beta")", or, with no "between", the names
that open the paragraph with the parties' verb ("Acme Inc. and Beta LLC agree as follows").
Names are cut before their description ("a Delaware corporation", "(the Company)"), and
given as offsets of the page text so the quote stays exact. offline/table_values.read_parties
tries the labelled blocks and letters of offline/table_parties first.
"""

from __future__ import annotations

import re

from diligence_tui.harness.slices import SlicePage


def _cue(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.I)


BETWEEN = _cue(r"\b(?:by\s+and\s+)?(?:between|among|amongst)\b")
MADE_BY = _cue(
    r"\b(?:made|entered\s+into|executed)\s+by\s+(?!and\b)"
)  # "… is entered into by Acme"
_STOP = _cue(
    r"\bWHEREAS\b|\bRECITALS?\b|\bW\s?I\s?T\s?N\s?E\s?S\s?S|\bNOW,?\s+THEREFORE|\bBACKGROUND\b|\bIN\s+CONSIDERATION\b|\n\s*\n\s*\n"
)
# a title's words after its parties: "… BETWEEN X AND Y FOR THE DEVELOPMENT OF …"
_TITLE_TAIL = re.compile(
    r"\s(?:FOR|REGARDING|CONCERNING|RELATING\s+TO|IN\s+RESPECT\s+OF)\s+(?:THE\s+)?[A-Z]{3,}"
)
# "(International) Limited", "(Shanghai) Co., Ltd.": a bracket inside the name, not after it
_INNER_PAREN = r"(?![\w .,&-]{1,40}\)\s*,?\s*(?:Limited|Ltd|Inc|LLC|Co|Corp|Corporation|plc|GmbH|Pte|Pty|S\.A)\b)"
_NAME_END = _cue(
    r",?\s+(?:a|an)\s+(?=[A-Z\w])|\s*\("
    + _INNER_PAREN
    + r"|\n[ \t]*\n|\s*[\"“”]|,\s+(?:having|with|whose|located|organi[sz]ed|incorporated|registered|each|its|acting|residing|of|in)\b|\s+\d{2,}\s|,\s*$|\s+(?:Dated|Effective\s+(?:as\s+of|from|on))\b|\s+having\s+(?:its|a|their)\b"
)
# a name opens with a capital or a digit, or is a lower-case brand ("eGain", "iBio", "mPhase")
_NAME_START = r"(?:[A-Z\d\"“(]|[a-z]{1,3}[A-Z])"
_SPLIT = re.compile(
    r"\s*(?:;(?:\s*(?i:and)\b)?|,?\s+(?i:and)\s+(?!Wales\b|Northern\s+Ireland\b)(?=(?:the\s+)?"
    + _NAME_START
    + r")|(?<=[\"”]\)),\s+(?=[A-Z]))\s*"
)
_VERB = _cue(r"\b(?:agree[sd]?|hereby|enter(?:s|ed)?|by\s+this|wish(?:es)?|desires?|confirms?)\b")
_ABBREV_END = re.compile(r"(?:\b[A-Za-z]{1,4}|\.[A-Za-z])\.$")


# words that are a sentence's, not a name's ("Manager entered into", "Distributor agree")
_VERB_WORD = re.compile(
    r"\b(?:is|are|was|were|has|have|had|shall|will|may|agrees?|agreed|desires?|intends?|"
    r"entered|referred|hereby|wish(?:es)?|accordance|pursuant|means?)\b"
)
# a heading's words ("CONSTRUCTION AND MAINTENANCE", "DISTRIBUTION; SERVICES"): no party
_HEADING_WORDS = frozenset(
    "agreement agreements contract construction maintenance distribution service services "
    "supply operation operations development license licence purchase sale terms conditions "
    "personnel rights obligations general provisions definitions term termination payment "
    "confidentiality recitals schedule exhibit article section of and the for its to".split()
)


def looks_like_name(name: str) -> bool:
    """Not a time, not a clause's words, not a heading: what is left may be a name."""
    if re.search(r"\d:\d", name) or _VERB_WORD.search(name):
        return False
    words = re.findall(r"[A-Za-z]+", name)
    return bool(words) and not all(w.lower() in _HEADING_WORDS for w in words)


def _party_names(text: str) -> list[tuple[int, int]]:
    """(start, end) of each party's name in the words after "between": split on a top-level
    "and" or ";", each name cut before its description ("a Delaware corporation", "(the
    Company)")."""
    spans, depth, start = [], 0, 0
    pieces: list[tuple[int, int]] = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth = max(0, depth - 1)
        elif depth == 0:
            m = _SPLIT.match(text, i)
            if m and m.end() > i:
                pieces.append((start, i))
                start = i = m.end()
                continue
        i += 1
    pieces.append((start, len(text)))
    for a, b in pieces:
        chunk = text[a:b]
        lead = re.match(
            r"[\s:]*(?:(?:the\s+)?(?:following\s+)?parties\s*:\s*)?(?:\(\w{1,3}\)\s*|\d\.\s*|the\s+)?",
            chunk,
            re.I,
        )
        a2 = a + (lead.end() if lead else 0)
        end = _NAME_END.search(text, a2, b)
        b2 = end.start() if end else b
        name = text[a2:b2].strip(" ,;:\n\t")
        if name.endswith(".") and not _ABBREV_END.search(name):  # "Inc." keeps its stop
            name = name[:-1].rstrip()
        if 2 <= len(name) <= 120 and re.match(_NAME_START, name) and looks_like_name(name):
            b2 = a2 + text[a2:b2].find(name) + len(name)
            a2 = b2 - len(name)
            spans.append((a2, b2))
    return spans


_PERIOD = re.compile(r"\.(?=\s+[A-Z])")
# a stop after these is an abbreviation, not the end of the sentence ("Acme Inc. The …"
# ends it only when the next words are not a name's continuation: rare in a preamble)
_NOT_END = re.compile(
    r"(?:\b[A-Z][a-z]{0,2}|\b(?i:inc|ltd|co|corp|llc|plc|bros|messrs|blvd|ave)|\.[A-Za-z]{1,2})$"
)


def _sentence_end(text: str, start: int, end: int) -> int:
    """Where the sentence that runs from ``start`` ends (the preamble is one sentence: the
    words after it are the agreement's, never a party), or ``end``."""
    depth = 0
    for match in _PERIOD.finditer(text, start, end):
        depth = text.count("(", start, match.start()) - text.count(")", start, match.start())
        if depth <= 0 and not _NOT_END.search(text, max(start, match.start() - 8), match.start()):
            return match.start()
    return end


def preamble_parties(
    page: SlicePage, head_chars: int
) -> tuple[list[tuple[int, int]], int, int] | None:
    """The names (start, end) in the page's preamble and the span to quote (from shortly
    before "between" to the last name), or None when fewer than two names read as such."""
    head = page.text[:head_chars]
    cues = [m for m in (BETWEEN.search(head), MADE_BY.search(head)) if m is not None]
    between = min(cues, key=lambda m: m.start()) if cues else None
    if between:
        stop = _STOP.search(page.text, between.end())
        base, end = (
            between.end(),
            min(stop.start() if stop else len(page.text), between.end() + 1500),
        )
        end = _sentence_end(page.text, base, end)
        tail = _TITLE_TAIL.search(page.text, base, end)
        end = tail.start() if tail else end
        # the quote: from shortly before "between" (within its paragraph) to the last name
        opening = page.text.rfind("\n\n", 0, between.start())
        first = max(opening + 2 if opening >= 0 else 0, between.start() - 120)
    else:
        # "Acme Inc. ("Acme") and Beta LLC ("Beta") agree as follows": the names open the
        # first paragraph that has the parties' verb
        for para in re.finditer(r"\S(?:.|\n(?![ \t]*\n))*", head):
            verb = _VERB.search(para.group(0))
            if verb and para.group(0)[:1].isupper() and verb.start() > 20:
                base = first = para.start()
                end = para.start() + verb.start()
                break
        else:
            return None
    names = _party_names(page.text[base:end])
    # a title "AGREEMENT BETWEEN X AND Y" above the preamble: its own paragraph names them
    blank = re.search(r"\n[ \t]*\n", page.text[base:end])
    if blank is not None:
        title = _party_names(page.text[base : base + blank.start()])
        if len(title) >= 2:
            names = title
    if len(names) < 2:
        return None
    return [(base + a, base + b) for a, b in names], first, base + names[-1][1]


# "BETWEEN:", "by and between:", "AMONG" closing its line, or a "PARTIES" heading: the
# parties follow as a list (English drafting: "(1) X Limited, a company …; and (2) Y …")
_LIST_CUE = re.compile(
    r"\b(?:by\s+and\s+)?(?:between|among(?:st)?)\s*(?::|-|–|—|(?=\n)|(?=\(1\)|\(a\)))"
    r"|(?:^|\n)[ \t]*PARTIES\b[ \t]*:?",
    re.I,
)
_LIST_STOP = re.compile(
    r"\b(?:WHEREAS|RECITALS?|BACKGROUND|IT\s+IS\s+(?:HEREBY\s+)?AGREED|AGREED\s+TERMS|"
    r"NOW,?\s+THEREFORE|IN\s+CONSIDERATION|Dated\s*:|Source\s*:|OPERATIVE\s+PROVISIONS)\b"
    r"|\n\s*\n\s*\n\s*\n",
    re.I,
)
_MARKER = re.compile(r"(?:(?<=\s)|^)\((?P<n>[1-9]|[a-h]|i{1,3}|iv)\)\s+")
# "\n\nAnd\n\n", "\n\nAND:\n\n", "; - and - ", " -- AND -- ": an "and" on its own line or
# between dashes (an "and" inside a name, "England and Wales", is neither)
_LIST_AND = re.compile(
    r"[;,]?\s*(?:\n[ \t]*(?i:and)[ \t]*(?::|(?=\n))|\s(?:-+|–|—)[ \t]*(?i:and)[ \t]*(?:-+|–|—))[ \t]*"
)
_LIST_CUT = re.compile(
    r",?\s+(?:a|an)\s+(?=[A-Za-z])|\s*\(" + _INNER_PAREN + r"|\s*[\"“”]|\n|;|,\s*$|"
    r",?\s+(?:with|having|whose|located|organi[sz]ed|incorporated|registered|residing|"
    r"acting|hereinafter|is\s+a|being)\b|\s+of\s+(?=\[|\d|the\b)|"
    r"\s+(?:\d+(?:st|nd|rd|th)?\s+Floor|Suite|Room|Unit|Flat|Level|P\.?\s*O\.?\s*Box|No\.\s*\d)\b|"
    r"\s+\d{2,}(?!\d)(?!\s+(?:[A-Z]\w*\s+)?(?:LIMITED|Limited|Ltd|Inc|LLC|plc|PLC|Corp|Corporation|GmbH|AG)\b)",
    re.I,
)


def listed_parties(page: SlicePage, head_chars: int) -> list[tuple[int, int]]:
    """The names of a listed preamble: "BETWEEN: (1) X …; and (2) Y …", "PARTIES (1) …",
    "Between:\\n\\nX\\n\\nAnd\\n\\nY", "BETWEEN: X … - and - Y …". Empty unless two entries
    each open with a name."""
    text = page.text
    cue = _LIST_CUE.search(text, 0, head_chars)
    if cue is None:
        return []
    stop = _LIST_STOP.search(text, cue.end(), cue.end() + 2000)
    start, end = cue.end(), stop.start() if stop else min(len(text), cue.end() + 2000)
    marks = [m for m in _MARKER.finditer(text, start, end)]
    if len(marks) >= 2 and marks[0].group("n") in ("1", "a", "i"):
        bounds = [m.end() for m in marks]
        entries = list(zip(bounds, [m.start() for m in marks[1:]] + [end], strict=True))
    else:
        cuts = list(_LIST_AND.finditer(text, start, end))
        if not cuts:
            return []
        edges = [start] + [x for c in cuts for x in (c.start(), c.end())] + [end]
        entries = list(zip(edges[0::2], edges[1::2], strict=True))
    names = []
    for a, b in entries:
        while a < b and text[a] in " \t\n:-–—":
            a += 1
        cut = _LIST_CUT.search(text, a, b)
        name = text[a : cut.start() if cut else b].rstrip(" ,;:\t")
        if name.endswith(".") and not _ABBREV_END.search(name):
            name = name[:-1].rstrip()
        if 2 <= len(name) <= 120 and re.match(_NAME_START, name) and looks_like_name(name):
            names.append((a, a + len(name)))
    return names if len(names) >= 2 else []


_SUFFIX = r"(?:Limited|Ltd|Inc|LLC|L\.?L\.?C|L\.?P|Co|Corp|Corporation|Company|plc|GmbH|AG|S\.A|N\.V|B\.V|Pte|Pty|S\.?A\.?S)\.?"
# a cover page: "Zogenix Inc.\n\nand\n\nNippon Shinyaku Company Ltd." (each a company's name)
_COVER = re.compile(
    r"(?m)^[ \t]*(?P<a>[^\n]{2,80}?\b" + _SUFFIX + r")[ \t]*\n\s*(?i:and)[ \t]*\n\s*"
    r"(?P<b>[^\n]{2,80}?\b" + _SUFFIX + r")[ \t]*$",
    re.I,
)


def cover_parties(page: SlicePage, head_chars: int) -> list[tuple[int, int]]:
    """The two companies a cover page names ("X Inc." / "and" / "Y Ltd.", each on its own
    line), or nothing."""
    match = _COVER.search(page.text, 0, head_chars)
    if match is None:
        return []
    names = [match.span("a"), match.span("b")]
    return names if all(looks_like_name(page.text[a:b]) for a, b in names) else []
