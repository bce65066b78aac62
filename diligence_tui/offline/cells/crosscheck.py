"""Step 5: read documents together (insider entities, guaranteed debt, customers at risk).

A cell of the offline playbook (diligence_tui/offline/playbook.py): what follows the
``# -- cell --`` line is sent into the kernel as it is, where the REPL defines the names
imported here for readers and linters only."""

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from diligence_tui.offline.cells._repl import findings, read, search
    from diligence_tui.offline.cells.helpers import SAMPLE, area_of, live_findings, write_area

# -- cell --
import re
from types import SimpleNamespace

# Issues that show only when documents are read together: entities owned by insiders that the
# company lends to, leases from or pays; other companies' debts the company guarantees; and
# customers with change-of-control rights whose share of revenue is stated elsewhere.
pb = globals().get("pb") or {}
ENTITY = r"(?:[A-Z][A-Za-z0-9&'-]+\s+){1,5}(?:LLC|L\.L\.C\.|Inc\.|Ltd\.?|Limited|L\.P\.|LP|Corp\.|GmbH|plc)"
OWNED = re.compile(
    r"(?P<entity>" + ENTITY + r")\s+is\s+(?:wholly\s+|majority\s+|beneficially\s+)?"
    r"(?:owned|controlled)(?:\s+and\s+controlled)?\s+by\s+(?P<owner>[A-Z][a-z]+(?:\s+[A-Z][a-z]+){1,2})"
)
INSIDER = re.compile(
    r"chief \w+ officer|\bCEO\b|\bCFO\b|\bCOO\b|\bCTO\b|president|founder|director|chair", re.I
)
MONEY = re.compile(
    r"(?:US\$|\$|USD|EUR|GBP|€|£)\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:million|billion|m|bn)\b)?|\d+(?:\.\d+)?\s?%"
)
DEALING = re.compile(
    r"\b(loan|lend|lease|rent|pay|payment|fee|note|advance|purchase|drawn|facility|revenue|largest customer)\w*",
    re.I,
)
page_cache: dict = {}


def at(citation):  # where a verified citation sits, shaped like a search hit
    return SimpleNamespace(
        doc_id=citation.get("doc_id"), page=citation.get("page"), path=citation.get("path")
    )


def page_text(doc_id, page):
    if (doc_id, page) not in page_cache:
        page_cache[(doc_id, page)] = read(doc_id, pages=[page]) or ""
    return page_cache[(doc_id, page)]


def sentences_with(text, name):
    # prose lines are joined (PDFs wrap sentences); table rows (tab-separated) stand alone
    blocks: list = []
    prose: list = []
    for line in text.split("\n"):
        if "\t" in line or not line.strip():
            if prose:
                blocks.append(" ".join(prose))
                prose = []
            if line.strip():
                blocks.append(line.strip())
        else:
            prose.append(line.strip())
    blocks.append(" ".join(prose))
    for block in blocks:
        for s in re.split(r"(?<=[.!?])\s+(?=[A-Z])", block):
            if name.lower() in s.lower():
                yield s.strip()


def dealings(name, skip_doc, limit=12):
    # (hit, sentence) pairs in other documents that name `name` next to money or a dealing
    out: list = []
    try:
        hits = search(f'"{name}"', limit=limit)
    except RuntimeError:
        return out
    for h in hits:
        if h.doc_id == skip_doc:
            continue
        for s in sentences_with(page_text(h.doc_id, h.page), name):
            if MONEY.search(s) and DEALING.search(s) and 20 < len(s) < 400:
                out.append((h, s))
                break
    return out


def combine(title, category, severity, description, next_step, parts):
    cits = [{"doc": h.doc_id, "page": h.page, "quote": q} for h, q in parts]
    figures = [m.group(0) for _, q in parts for m in MONEY.finditer(q)]
    amounts = [x for x in figures if "%" not in x]
    said = " ".join(f'{h.path}: "{" ".join(q.split())[:300]}"' for h, q in parts)
    return findings.add(
        title=title,
        category=category,
        severity=severity,
        description=description
        + (" Figures: " + ", ".join(figures) + "." if figures else "")
        + " "
        + said,
        exposure=", ".join(amounts[:3]),
        next_step=next_step,
        citations=cits,
        source="offline",
    )


added = []
# the checks this cell runs (all of them greedy; sampled, now and then one is not thought of)
RUN = {
    name: SAMPLE.thought_of("crosscheck:" + name, drop=0.2)
    for name in ("insiders", "guarantees", "customers", "equity")
}
# 1. Entities owned by insiders, then what the company does with them.
owners: dict = {}
for query in (
    ('"wholly owned by"', '"owned and controlled by"', '"owned by"', '"controlled by"')
    if RUN["insiders"]
    else ()
):
    try:
        hits = search(query, limit=50)
    except RuntimeError:
        continue
    for h in hits:
        for m in OWNED.finditer(page_text(h.doc_id, h.page)):
            owners.setdefault(
                " ".join(m.group("entity").split()), (h, m.group(0), m.group("owner"))
            )
for entity, (h, quote, owner) in list(owners.items())[:15]:
    try:
        about = search(f'"{owner}"', limit=10)
    except RuntimeError:
        about = []
    if not any(
        INSIDER.search(" ".join(sentences_with(page_text(a.doc_id, a.page), owner))) for a in about
    ):
        continue
    for other, sentence in dealings(entity.split(",")[0], h.doc_id)[:2]:
        added.append(
            combine(
                f"Related party transaction: {entity} (owned by {owner})",
                "related_party",
                "high",
                f"{other.path} records a dealing with {entity}, and {h.path} shows that {entity} is owned "
                f"or controlled by {owner}, an insider: a related party transaction and conflict of interest "
                "that may not be on arm's-length terms.",
                "Obtain the terms, confirm board approval by disinterested directors, and require repayment "
                "or termination at closing.",
                [(other, sentence), (h, quote)],
            )
        )

# 2. Guarantees: how much is drawn under the guaranteed debt?
for f in [f for f in findings if RUN["guarantees"] and f.get("category") == "guarantee"][:10]:
    cits = [c for c in f.get("citations") or [] if c.get("verified")]
    if not cits:
        continue
    for entity in dict.fromkeys(re.findall(ENTITY, cits[0].get("quote", ""))):
        entity = " ".join(entity.split())
        for other, sentence in dealings(entity, cits[0].get("doc_id"))[:1]:
            h0 = at(cits[0])
            added.append(
                combine(
                    f"Guaranteed debt of {entity}",
                    "guarantee",
                    "high",
                    f"The company guarantees the obligations of {entity} ({cits[0].get('path')}), and "
                    f"{other.path} states the amount of that debt: a contingent, off-balance-sheet liability "
                    "that is debt-like for the price.",
                    "Treat the guaranteed amount as debt-like in the price; obtain a release of the guarantee "
                    "or repayment of the facility at closing.",
                    [(h0, cits[0].get("quote")), (other, sentence)],
                )
            )

# 3. Customers with change-of-control or termination rights: their share of revenue.
for f in [
    f
    for f in findings
    if RUN["customers"]
    and f.get("category") in ("change_of_control", "termination_for_convenience")
    and f.get("severity") in ("high", "critical")
][:12]:
    cits = [c for c in f.get("citations") or [] if c.get("verified")]
    stem = (cits[0].get("path", "") if cits else "").rsplit("/", 1)[-1].rsplit(".", 1)[0]
    if " - " not in stem:
        continue
    party = stem.split(" - ")[-1].split("(")[0].strip()
    for other, sentence in dealings(party, cits[0].get("doc_id"))[:1]:
        if not re.search(r"revenue|customer|%", sentence, re.I):
            continue
        h0 = at(cits[0])
        added.append(
            combine(
                f"Revenue at risk: {party} may terminate on a change of control",
                "change_of_control",
                "high",
                f"{cits[0].get('path')} lets {party} terminate on a change of control, and {other.path} "
                f'shows what {party} is worth to the business: "{sentence}"',
                f"Approach {party} for a waiver before signing; model the revenue loss in the valuation.",
                [(h0, cits[0].get("quote")), (other, sentence)],
            )
        )

# 4. Executives whose equity accelerates: their grants in the cap table or option ledger.
NUMBER = re.compile(r"\b\d{1,3}(?:,\d{3})+\b|\b\d{4,}\b")
for f in [f for f in findings if RUN["equity"] and f.get("category") == "equity_acceleration"][:10]:
    cits = [c for c in f.get("citations") or [] if c.get("verified")]
    stem = (cits[0].get("path", "") if cits else "").rsplit("/", 1)[-1].rsplit(".", 1)[0]
    if " - " not in stem:
        continue
    person = stem.split(" - ")[-1].split("(")[0].strip()
    try:
        hits = search(f'"{person}" options', limit=25)
    except RuntimeError:
        hits = []
    for h in hits:
        if h.doc_id == cits[0].get("doc_id"):
            continue
        sheet = page_text(h.doc_id, h.page)
        if not re.search(r"option|grant|vesting|RSU|restricted stock", sheet[:400], re.I):
            continue  # not a grant table (a patent schedule also names the founders)
        rows = [
            line.strip()
            for line in sheet.split("\n")
            if person.lower() in line.lower() and "\t" in line and NUMBER.search(line)
        ]
        if rows:
            added.append(
                combine(
                    f"Accelerating equity of {person}",
                    "equity_acceleration",
                    "high",
                    f"{cits[0].get('path')} accelerates {person}'s unvested equity on a change of control, "
                    f"and {h.path} lists the grants (shares or options) that would vest at closing.",
                    "Quantify the accelerating awards and their cost or dilution; negotiate double-trigger "
                    "vesting or replacement retention awards.",
                    [(at(cits[0]), cits[0].get("quote")), (h, rows[0])],
                )
            )
            break

unique = {f.get("id"): f for f in added}
pb["crosscheck"] = [f.get("title") for f in unique.values()]
for area in sorted({area_of(f) for f in unique.values()}):
    write_area(area, [f for f in live_findings() if area_of(f) == area])
print(
    f"{len(owners)} ownership statement(s) checked; {len(unique)} finding(s) from reading documents together:"
)
for f in unique.values():
    print(f"  - {f.get('title')}")
marker = {"combined": len(unique)}
