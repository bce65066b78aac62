"""A licence reconciliation that counts more users or installations than the licences held,
against the warranty that usage does not exceed the licences and a disclosure saying there is
nothing to disclose on software (a check of the offline playbook's contradictions step).

A reconciliation is read by what it does, not by its title: a table with a column of what is
licensed ("Entitlement", "Licences purchased", "Seats owned") and one of what is used
("Deployed", "Installed", "Active users", "In use"); a row whose use is over its licences is
under-licensed software, whatever the publisher.
"""

from __future__ import annotations

import re
from typing import Any

from diligence_tui.offline import doc_roles as DR
from diligence_tui.offline.crossdoc import Page, cite, finding, short

_I = re.I
_HELD = re.compile(
    r"\b(?:entitle\w*|licen[cs]ed|licen[cs]es? (?:held|owned|purchased|bought)|purchased|"
    r"seats? (?:owned|held|purchased)|quantity licen[cs]ed|licen[cs]e count|owned)\b",
    _I,
)
_USED = re.compile(
    r"\b(?:deployed|installed|installations|in use|active|actual|used|usage|users? found|"
    r"consumed|scanned)\b",
    _I,
)
_NUMBER = re.compile(r"^\(?\d[\d,]*\)?$")
# "the number of users, installations and copies ... does not exceed the number permitted by
# the applicable licence", "is not in breach of any licence of Software"
_WARRANTY = re.compile(
    r"\b(?:does not|do not|shall not|will not|did not)\s+exceed\b[^.]{0,120}\blicen[cs]|"
    r"\bnumber of (?:users|installations|copies|seats)\b[^.]{0,160}\b(?:permitted|licen[cs]ed)\b|"
    r"\bnot in breach of any (?:licen[cs]e|software licen[cs]e)\b|"
    r"\b(?:properly|validly|adequately|fully) licen[cs]ed\b",
    _I,
)
_SOFTWARE_NONE = re.compile(
    r"(?im)^[^\n]{0,40}\b(?:software|licen[cs]e compliance|it systems)\b[^\n]{0,40}(?:\n\s*|:\s*)"
    r"(?:nil|none|no matters?|nothing to disclose)\b\.?"
)


def _num(cell: str) -> int | None:
    cell = cell.strip()
    return int(re.sub(r"[^\d]", "", cell)) if _NUMBER.match(cell) else None


def over_licensed(p: Page) -> list[tuple[str, str, int, int]]:
    """(row, what, held, used) of every row of ``p``'s tables that uses more than it holds."""
    out = []
    for header, cells, line in DR.rows(p):
        held = next((i for i, h in enumerate(header) if _HELD.search(h)), None)
        used = next(
            (
                i
                for i, h in enumerate(header)
                if _USED.search(h) and i != held and not _HELD.search(h)
            ),
            None,
        )
        if held is None or used is None or max(held, used) >= len(cells):
            continue
        a, b = _num(cells[held]), _num(cells[used])
        if a is not None and b is not None and b > a:
            out.append((line, cells[0], a, b))
    return out


def licence_count_conflicts(pages: list[Page]) -> list[dict[str, Any]]:
    """Software used beyond its licences, against the warranties and disclosures."""
    rows = [(p, r) for p in pages for r in over_licensed(p)]
    if not rows:
        return prose_count_conflicts(pages)
    scan = rows[0][0]
    warranties = [
        (p, s) for p in pages if p.doc != scan.doc for s in p.find(_WARRANTY) if len(s) < 600
    ]
    nones = [
        (p, m.group(0).strip())
        for p in pages
        if p.doc != scan.doc
        for m in [_SOFTWARE_NONE.search(p.text)]
        if m
    ]
    if not warranties and not nones:
        return []
    own = [r for p, r in rows if p.doc == scan.doc][:3]
    cits = [cite(scan, r[0]) for r in own]
    cits += [cite(p, s) for p, s in warranties[:1]] + [cite(p, q) for p, q in nones[:1]]
    said = "; ".join(
        f"{what}: {used} in use against {held} licensed" for _, what, held, used in own
    )
    return [
        finding(
            f"Software used beyond its licences ({', '.join(r[1] for r in own)})",
            "licence_restrictions",
            "medium",
            f"{scan.path} counts more use than licences: {said}."
            + "".join(f' {p.path} warrants otherwise: "{short(s)}".' for p, s in warranties[:1])
            + "".join(f' {p.path} discloses nothing: "{short(q)}".' for p, q in nones[:1])
            + " The shortfall is a licence breach the publisher can audit and charge for (true-up "
            "at list price, back maintenance), and the warranty is untrue unless it is disclosed.",
            "Have the shortfall disclosed and priced (true-up quotes), and require the seller to "
            "cure it before closing or take a specific indemnity.",
            cits,
        )
    ]


# -- the same said in prose: "AutoCAD 2025 installed and in use on 412 machines" against
# "Autodesk AutoCAD 2025, 250 seats" ---------------------------------------------------------------

_PRODUCT = r"(?P<product>(?:[A-Z][\w.+-]*|\d{2,4})(?:[ \t]+(?:[A-Z][\w.+-]*|\d[\w.]*)){0,3})"
_HELD_PROSE = re.compile(
    _PRODUCT + r",?[ \t]+(?P<n>\d[\d,]*)[ \t]+(?:named[ \t]+)?(?:seats?|licen[cs]es|users|"
    r"installations|subscriptions)\b"
)
_USED_PROSE = re.compile(
    _PRODUCT + r"[ \t]+(?:(?:is|was|were)[ \t]+)?(?:installed|deployed|running|in use)"
    r"(?:[ \t]+and[ \t]+(?:in use|used|running|active))?[ \t]+on[ \t]+(?P<n>\d[\d,]*)[ \t]+"
    r"(?:machines|devices|computers|endpoints|workstations|laptops|desktops|PCs|servers|users)\b"
)


def _count(text: str) -> int:
    return int(text.replace(",", ""))


def prose_count_conflicts(pages: list[Page]) -> list[dict[str, Any]]:
    """A scan's count of installations of a product, said in prose, above the seats another
    document says the company holds for it; with the warranty that use is within licence."""
    held = [
        (p, s, m.group("product"), _count(m.group("n")))
        for p in pages
        for s in p.sentences
        for m in _HELD_PROSE.finditer(s)
    ]
    out = []
    for p in pages:
        for s in p.sentences:
            for m in _USED_PROSE.finditer(s):
                words = m.group("product").lower().split()
                used = _count(m.group("n"))
                match = next(
                    (
                        h
                        for h in held
                        if h[0].doc != p.doc
                        and all(w in h[2].lower().split() for w in words)
                        and used > h[3]
                    ),
                    None,
                )
                if match is None:
                    continue
                hp, hs, product, seats = match
                warranty = next(
                    ((q, w) for q in pages if q.doc != p.doc for w in q.find(_WARRANTY)), None
                )
                cits = [cite(p, s), cite(hp, hs)]
                if warranty and warranty[1] != hs:
                    cits.append(cite(*warranty))
                out.append(
                    finding(
                        f"Software used beyond its licences ({m.group('product')})",
                        "licence_restrictions",
                        "medium",
                        f"{p.path} counts {used:,} installations of {m.group('product')}: "
                        f'"{short(s)}". {hp.path} says the company holds {seats:,} for it: '
                        f'"{short(hs)}".'
                        + (
                            f' {warranty[0].path} warrants otherwise: "{short(warranty[1])}".'
                            if warranty
                            else ""
                        )
                        + " The shortfall is a licence breach the publisher can audit and charge "
                        "for (true-up at list price, back maintenance), and the warranty is "
                        "untrue unless it is disclosed.",
                        "Have the shortfall disclosed and priced (true-up quotes), and require the "
                        "seller to cure it before closing or take a specific indemnity.",
                        cits,
                    )
                )
    return out
