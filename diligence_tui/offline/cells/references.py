"""Step 4: documents the room refers to but does not contain.

A cell of the offline playbook (diligence_tui/offline/playbook.py): what follows the
``# -- cell --`` line is sent into the kernel as it is, where the REPL defines the names
imported here for readers and linters only."""

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from diligence_tui.offline.cells._repl import findings, read, room, search
    from diligence_tui.offline.cells.helpers import SAMPLE, write_area

# -- cell --
import re

from diligence_tui.offline.references import (
    agreement_ended,
    cites_legislation,
    heads_a_section,
    parties_named,
    security_released,
    sentence_at,
)

pb = globals().get("pb") or {}
docs = room.documents
LABEL = re.compile(
    r"\b(Schedule|Exhibit|Annex|Appendix|Attachment)\s+([A-Z]|\d{1,2}(?:\.\d{1,2})*)\b"
)
NAMED = re.compile(
    r"\b((?:[A-Z][a-z]+[ \t]+){1,4}(?:Agreement|Lease|Letter|Consent|Amendment|"
    r"Certificate|Plan|Report|Deed|Policy|Assessment|Note|Guarantee))\s+dated\b"
)
STOP = {"the", "this", "that", "such", "each", "any", "our", "and", "a", "an", "its", "their"}
# Papers about a document (amendments, consents, notices) do not stand in for the document itself.
ABOUT = re.compile(r"amendment|consent|waiver|notice|letter|memo|notes|summary|schedule of", re.I)


def norm(text):
    return " " + re.sub(r"[^a-z0-9]+", " ", str(text).lower()) + " "


def acronym(name):
    return "".join(w[0] for w in name.split() if w[0].isupper()).lower()


def in_room(label, referrer, others=()):
    if any(in_room(f"{label.partition(' with ')[0]} with {p}", referrer) for p in others):
        return True
    label, _, party = label.partition(" with ")
    party = party.split(" ")[0]
    words = [w for w in norm(label).split() if w not in STOP] + norm(party).split()
    for d in docs:
        if d.get("doc_id") == referrer:
            continue
        name = f"{d.get('path', '')} {d.get('title', '')}"
        if ABOUT.search(d.get("name") or name) and not ABOUT.search(label):
            continue
        n = norm(name)
        if party and norm(party) not in n:
            continue  # "the Supply Agreement with Riverbend" is not any supply agreement
        if norm(label) in n or (len(acronym(label)) >= 2 and f" {acronym(label)} " in n):
            return True
        if not LABEL.fullmatch(label) and words and all(f" {w} " in n for w in words):
            return True
    # An attached schedule often sits inside a document (even the one that refers to it, or a
    # "Schedules" document): look for it as a heading line ("Schedule 5.6 Litigation. None.").
    try:
        hits = search(f'"{label}"', limit=15)
    except RuntimeError:
        hits = []
    for h in hits:
        if h.doc_id == referrer and not LABEL.fullmatch(label):
            continue
        page = read(h.doc_id, pages=[h.page]) or ""
        if heads_a_section(label, page) and party.lower() in page.lower():
            return True
    return False


def implication(label):
    if re.search(r"assignment", label, re.I):
        return "Without it the chain of title to the intellectual property cannot be confirmed."
    if re.search(r"guarantee|security|pledge|note", label, re.I):
        return "The secured or guaranteed obligations cannot be sized or released without it."
    return "Its terms (commitments, termination, consent and change-of-control rights) cannot be reviewed."


pages: dict = {}
refs: dict = {}
parties: dict = {}
for query in (
    "attached as Exhibit",
    "attached as Schedule",
    "attached hereto",
    "Agreement dated",
    "a copy of which",
    "listed in the Disclosure Schedule",
    "Schedule",
    "Exhibit",
    "Annex",
    "Appendix",
    "dated",
):
    if not SAMPLE.thought_of("references:" + query):
        continue  # sampled: a search the policy did not think of this time
    try:
        hits = search(query, limit=60)
    except RuntimeError as exc:
        print(f"search {query!r} failed: {exc}")
        continue
    for h in hits:
        key = (h.doc_id, h.page)
        if key not in pages:
            if len(pages) >= 150:
                break
            pages[key] = read(h.doc_id, pages=[h.page]) or ""
        text = pages[key]
        for m in list(LABEL.finditer(text)) + list(NAMED.finditer(text)):
            if m.re is LABEL and cites_legislation(text, m.start(), m.end()):
                continue  # "Schedule 1 to the ... Regulations 2008": part of a law, not of the deal
            label = " ".join((m.group(0) if m.re is LABEL else m.group(1)).split())
            while label.split() and label.split()[0].lower() in STOP:
                label = " ".join(label.split()[1:])
            if (
                m.re is NAMED and label not in parties
            ):  # "the Supply Agreement dated ... between Riverbend"
                # "between Halden Systems Limited and Corvane Retail plc": either may be the
                # one a document's name carries (the target's own name rarely is)
                named = parties_named(text, m.end())
                if named:
                    parties[label] = named
            places = refs.setdefault(label, [])
            if label and all(p[0].doc_id != h.doc_id for p in places) and len(places) < 3:
                places.append((h, m.start()))


absent: list = []
for label, places in list(refs.items())[:80]:
    # an attachment of an agreement that has ended (a termination agreement on file) is moot
    # ... and so is what a released guarantee or security secured
    places = [
        p
        for p in places
        if not agreement_ended(p[0].path, pb.get("on_file") or [])
        and not security_released(p[0].path, pb.get("on_file") or [])
    ]
    if not places:
        continue
    h = places[0][0]
    named = parties.get(label) or []
    full = f"{label} with {named[0]}" if named else label
    if in_room(full, h.doc_id, named[1:]):
        continue
    cits = [
        {"doc": p.doc_id, "page": p.page, "quote": sentence_at(pages[(p.doc_id, p.page)], at)}
        for p, at in places[:2]
    ]
    added = findings.add(
        title=f"Referenced document missing from the data room: {full}",
        category="missing_document",
        severity="high" if re.search(r"assignment|guarantee|consent", label, re.I) else "medium",
        description=(
            f"{' and '.join(p.path for p, _ in places[:2])} refer(s) to the {full}, which is not in "
            f"the data room (not provided): no "
            f'document of that name was found, and a search of the room for "{label}" finds '
            f"it only where it is referred to. {implication(label)}"
        ),
        next_step=f"Request the {full} from the seller (with any amendments and consents) before signing.",
        citations=cits,
        source="offline",
    )
    if all(f.get("id") != added.get("id") for f in absent):  # one finding per passage
        absent.append(added)
    if len(absent) >= 25:
        break

pb["references"] = len(refs)
pb["absent"] = [f.get("title") for f in absent]
if absent:
    write_area("Documents referred to but not in the room", absent)
print(f"{len(refs)} referenced schedules, exhibits and documents checked; {len(absent)} not found:")
for f in absent:
    print(f"  - {f.get('title')}")
marker = {"references": len(refs), "absent": len(absent)}
