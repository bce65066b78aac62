"""Where the parties of a contract are named when there is no "between X and Y" preamble:
a block of labels ("Party A: Beike Internet Security Technology Co., Ltd. / Party B: ..."),
or a letter agreement (the addressee above "Dear Mr Smith:" or "Ladies and Gentlemen:",
the sender under "Very truly yours,"). Each finder gives the names as (page, start, end)
spans of the page text, so the quote stays exact; offline/table_values.read_parties turns
them into the cell. Nothing here guesses: a block without two names, a letter without an
addressee, gives nothing.
"""

from __future__ import annotations

import re

from diligence_tui.harness.slices import SlicePage

Span = tuple[SlicePage, int, int]

HEAD = 3000  # the parties are named in the opening of the first page
_LABEL = re.compile(
    r"(?:^|(?<=[\s.;]))(?:\(\d\)\s*)?Party\s+(?P<tag>[A-E])\s*(?:\([^)\n]{0,40}\)\s*)?[:：]\s*",
    re.I,
)
# where a labelled name ends: the next label, an address or contact line, a description
_LABEL_END = re.compile(
    r"\s*(?:\n|\((?=\s*(?:the\b|hereinafter|referred|[\"“']))|Party\s+[A-E]\s*[:：(]|(?:Registered\s+)?Address\b|Add(?:ress)?\s*[:：]|Legal\s+"
    r"Representative|Contact\b|Tel(?:ephone)?\b|Fax\b|Domicile\b|Residence\b|;|,\s+(?:a|an)\s+"
    r"(?=[A-Z\w])|,\s+(?:with|having|whose|located|organi[sz]ed|incorporated)\b|\s+\d{3,}\s)",
    re.I,
)
_SALUTATION = re.compile(
    r"^[ \t]*(?:Dear\s+(?:(?:Mr|Mrs|Ms|Miss|Dr|Sir|Madam|Messrs)\.?\s*)?(?P<dear>[^\n:,;]{1,60})"
    r"|Ladies\s+and\s+Gentlemen|Gentlemen|Gentlepersons|To\s+whom\s+it\s+may\s+concern)\s*[:,]",
    re.I | re.M,
)
_CLOSING = re.compile(
    r"^[ \t]*(?:Very\s+truly\s+yours|Yours\s+(?:very\s+)?(?:truly|sincerely|faithfully)|"
    r"Sincerely(?:\s+yours)?|(?:Best|Kind|Warm)\s+regards|Respectfully(?:\s+yours)?)\s*[,.]?[ \t]*$",
    re.I | re.M,
)
# an addressee line that is not a name: a date, a blank, a subject line, a delivery note
_NOT_NAME = re.compile(
    r"^\s*(?:(?:January|February|March|April|May|June|July|August|September|October|November|"
    r"December)\b|\d|_|Re\b|RE:|Subject|Via\b|By\s+(?:hand|e-?mail|courier|fax)|Attention|Attn|"
    r"Private|Confidential|Strictly|Personal|Exhibit|Name\b|By\b|Signature|Title\b|Authori[sz]ed|"
    r"(?:Sirs?|Madam|Colleagues?|Customers?|Friends?|Members?|Shareholders?|Valued|All)\W*$|"
    r"\W*$)",
    re.I,
)
_NAME_CUT = re.compile(
    r",?\s+(?:a|an)\s+(?=[A-Z\w])|\s*\(|\s+\d{2,}\s|\s+\d+\s+[A-Z][a-z]+\s+(?:Street|St\.|Avenue|"
    r"Ave\.|Road|Rd\.|Boulevard|Blvd\.|Drive|Suite|Floor)|,\s+(?:having|with|whose|located|"
    r"organi[sz]ed|incorporated)\b|\s{3,}|\n",
    re.I,
)


_ABBREVIATION = re.compile(
    r"\b(?:Inc|Ltd|Co|Corp|L\.P|S\.A|N\.V|B\.V|plc|LLC|L\.L\.C|Jr|Sr)$", re.I
)


def _name_at(page: SlicePage, start: int, end: int, cut: re.Pattern[str]) -> Span | None:
    """The name that opens ``page.text[start:end]``, cut before its description, address or
    the next label; None when what is there does not read as a name."""
    text = page.text
    while start < end and text[start] in " \t\"“'":
        start += 1
    stop = cut.search(text, start, end)
    b = stop.start() if stop else end
    name = text[start:b].rstrip(" ,;:.\t\n\"”'")
    if _ABBREVIATION.search(name) and text[start + len(name) : start + len(name) + 1] == ".":
        name += "."  # "Acme Inc." keeps its stop
    if not (2 <= len(name) <= 120) or not (name[:1].isupper() or name[:1].isdigit()):
        return None
    if not re.search(r"[A-Za-z]{2}", name) or _NOT_NAME.match(name):
        return None
    return page, start, start + len(name)


def labelled_parties(pages: list[SlicePage]) -> list[Span]:
    """ "Party A: NAME" … "Party B: NAME" in the opening: the names, in label order, when at
    least two labels hold one."""
    page = pages[0]
    head = page.text[:HEAD]
    found: dict[str, Span] = {}
    for match in _LABEL.finditer(head):
        tag = match.group("tag").upper()
        if tag in found:
            continue
        span = _name_at(page, match.end(), min(len(page.text), match.end() + 200), _LABEL_END)
        if span is not None and not re.match(r"Party\b", page.text[span[1] : span[2]], re.I):
            found[tag] = span
    return [found[t] for t in sorted(found)] if len(found) >= 2 else []


def salutation_at(page: SlicePage) -> int | None:
    """Where a letter's salutation ("Dear Mr Smith:", "Ladies and Gentlemen:") opens, if
    the opening of the page has one."""
    match = _SALUTATION.search(page.text[:HEAD])
    return match.start() if match else None


def letter_parties(pages: list[SlicePage]) -> list[Span]:
    """A letter agreement: the sender, as signed under the closing ("Very truly yours, ACME
    INC."), and the addressee, the first line of the block above the salutation (or the
    name after "Dear"). Only when the salutation is in the opening; the sender only when its
    closing is in these pages."""
    page = pages[0]
    salutation = _SALUTATION.search(page.text[:HEAD])
    if salutation is None:
        return []
    out: list[Span] = []
    for page_n in pages:
        closing = _CLOSING.search(page_n.text, salutation.end() if page_n is page else 0)
        if closing is not None:
            after = page_n.text[closing.end() : closing.end() + 300]
            line = re.search(r"\S[^\n]*", after)
            if line is not None:
                a = closing.end() + line.start()
                sender = _name_at(page_n, a, closing.end() + line.end(), _NAME_CUT)
                if sender is not None and not re.match(
                    r"(?:By|Name|Title)\b|/s/", page_n.text[sender[1] : sender[2]], re.I
                ):
                    out.append(sender)
            break
    if not out:  # no closing here: the party the letter opens with ("Acme Inc., a Delaware
        # corporation (the "Company"), proposes …")
        body = re.search(r"\S", page.text[salutation.end() : salutation.end() + 200])
        if body is not None:
            a = salutation.end() + body.start()
            opener = _name_at(page, a, min(len(page.text), a + 200), _NAME_CUT)
            if opener is not None and re.match(
                r",?\s+(?:a|an)\s+\w|\s*\((?:the\s+)?[\"“]", page.text[opener[2] : opener[2] + 40]
            ):
                out.append(opener)
    # the addressee: the block (paragraph) right above the salutation, its first name line
    above = page.text[: salutation.start()].rstrip()
    block_start = above.rfind("\n\n") + 2 if "\n\n" in above else 0
    addressee = None
    for line in re.finditer(r"[^\n]+", above[block_start:]):
        a = block_start + line.start()
        addressee = _name_at(page, a, block_start + line.end(), _NAME_CUT)
        if addressee is not None:
            break
    if addressee is None and salutation.group("dear"):
        addressee = _name_at(page, salutation.start("dear"), salutation.end("dear"), _NAME_CUT)
    if addressee is None:
        return out  # the sender alone (a letter "to the Agent" names no one above)
    names = {page.text[s:e].casefold() for _p, s, e in out}
    if page.text[addressee[1] : addressee[2]].casefold() not in names:
        out.append(addressee)
    return out
