"""The offline root: a scripted exhaustive-review policy that speaks through the same kernel as
a model root.

Each turn :func:`reply` reads the conversation so far and answers with one ```python cell that
uses only the REPL API (``room``, ``search``, ``read``, ``review``, ``cite``, ``memo``,
``findings``, ``status``, ``submit``). Every cell ends by printing a marker line
(``PLAYBOOK::{json}``) that says which step ran and what is left; the next step is decided
from the last marker in the cell outputs. Cells keep their state in REPL variables (``pb``,
the run's ``findings`` and ``memo``) and re-derive it each time, so the policy still finishes
when the analyst skips or edits a cell.

Steps: inventory -> plan (waves sized to the room) -> review waves (each wave also rewrites
the memo sections it touched and the executive summary) -> documents referred to but absent
-> final memo (dedupe and merge across documents, next steps, scope) -> submit.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

MARKER = "PLAYBOOK::"
STEPS = ("inventory", "plan", "review", "references", "crosscheck", "finalize", "submit")
_MARK_RE = re.compile(r"PLAYBOOK::(\{.*?\})\s*$", re.M)
_STATUS_RE = re.compile(r"\[status\] turn (\d+) of (\d+) \((\d+) left\)")
_HEADER_RE = re.compile(r"# Offline playbook step: (\w+)")
_NOTE_RE = re.compile(r"Note from the analyst \(follow it\): (.+)")
LAST_CELL_PHRASES = ("This is your last cell", "this is your last cell")

# -- cell sources ------------------------------------------------------------------------------

_HEAD = """\
# Offline playbook step: {step}
# Written by the offline engine's scripted review policy (no language model). You may edit
# or skip this cell; the next cell re-derives its state from `pb`, `findings` and `memo`.
"""

_MARK = """\
print("PLAYBOOK" + "::" + json.dumps({{"step": "{step}", "helpers": "write_area" in globals(), **marker}}))
"""

HELPERS = '''\
import re

# -- memo helpers (the later playbook cells use them; re-run this block to restore them) --
SEV = ["critical", "high", "medium", "low", "info"]
AREAS = {
    "change_of_control": "Change of control and assignment",
    "anti_assignment": "Change of control and assignment",
    "termination_for_convenience": "Material contracts",
    "exclusivity": "Material contracts", "non_compete": "Material contracts",
    "non_solicit": "Material contracts", "most_favoured_nation": "Material contracts",
    "uncapped_liability": "Material contracts", "indemnity": "Material contracts",
    "liability_cap": "Material contracts", "liquidated_damages": "Material contracts",
    "minimum_purchase": "Material contracts", "auto_renewal": "Material contracts",
    "ip_ownership": "Intellectual property", "licence_restrictions": "Intellectual property",
    "open_source_copyleft": "Intellectual property", "source_code_escrow": "Intellectual property",
    "key_employee_severance": "Employment and benefits",
    "equity_acceleration": "Employment and benefits",
    "litigation": "Litigation and disputes",
    "regulatory_investigation": "Regulatory and compliance",
    "data_breach_privacy": "Regulatory and compliance",
    "environmental": "Regulatory and compliance",
    "debt_default": "Debt and security", "debt_change_of_control": "Debt and security",
    "debt_covenants": "Debt and security", "liens": "Debt and security",
    "guarantee": "Debt and security",
    "related_party": "Corporate and related parties",
    "tax_dispute": "Tax", "insurance_gap": "Insurance",
    "missing_document": "Documents referred to but not in the room",
}
ENGINE_NOTE = ("This memo was produced by the offline engine of diligence-tui: a pattern-based "
               "clause and risk reviewer driven by a scripted review policy. No language model "
               "read the documents or wrote this text. Treat each finding as a lead for counsel "
               "to confirm against the cited passage.")


def sev_rank(f):
    s = f.get("severity") or "medium"
    return SEV.index(s) if s in SEV else 2


def area_of(f):
    cat = (f.get("category") or "").lower()
    return AREAS.get(cat, "Other matters")


def short(text, n=180):
    text = " ".join(str(text or "").split())
    return text if len(text) <= n else text[: n - 3].rsplit(" ", 1)[0] + "..."


def kind_title(f):
    title = f.get("title") or ""
    if ": " in title:
        return title.split(": ")[0]
    return (f.get("category") or "other").replace("_", " ").capitalize()


LINKS = globals().get("LINKS") or {}  # (doc, quote) -> memo link: each passage is cited once


def link_for(c):
    key = (c.get("doc_id") or c.get("path"), c.get("quote", ""))
    if key not in LINKS:
        try:
            LINKS[key] = cite(key[0], key[1], c.get("page"))
        except RuntimeError as exc:
            print(f"cite failed for {key[0]}: {exc}")
            return ""
    return LINKS[key]


def live_findings():
    return [f for f in findings if f.get("status") != "rejected" and f.get("severity") != "info"]


def is_clause(f):
    """A reviewer finding is titled "<kind>: <document name>"; findings from reading documents
    together and missing documents have titles of their own."""
    title = f.get("title") or ""
    names = {str(c.get("path") or "").rsplit("/", 1)[-1] for c in f.get("citations") or []}
    return ": " in title and title.split(": ", 1)[1] in names


def group_key(f):
    return (f.get("category") or "other").lower() if is_clause(f) else f.get("title") or ""


def headline(f):
    title = f.get("title") or ""
    if is_clause(f):
        return kind_title(f)
    if (f.get("category") or "") == "missing_document" and ": " in title:
        return "Not in the room: " + title.split(": ", 1)[1]
    return title


def first_sentence(text, n=320):
    """The first sentence (not cut at "No. 2" or "Inc."), shortened to n characters."""
    text = " ".join(str(text or "").split())
    sentence = text
    for m in re.finditer(r"[.!?][\\"')]?\\s+(?=[A-Z\\"0-9])", text):
        word = text[: m.start()].rsplit(" ", 1)[-1]
        if word in ("No", "Inc", "Corp", "Ltd", "Co", "St", "Mr", "Ms", "Dr") or len(word) <= 1:
            continue
        sentence = text[: m.end()].strip()
        break
    if len(sentence) > n:
        return sentence[: n - 3].rsplit(" ", 1)[0].rstrip(",;:") + "..."
    return sentence if sentence[-1:] in ".!?\\"')" else sentence + "."


def write_area(area, items):
    """One memo section per area. Reviewer findings are merged by kind across documents;
    findings from reading documents together and each missing document stand on their own.
    Each block says what it is, why it matters and what to do, then one line per distinct
    passage with its cite() link."""
    groups = {}
    for f in items:
        groups.setdefault(group_key(f), []).append(f)
    blocks = []
    for group in sorted(groups.values(), key=lambda g: min(sev_rank(f) for f in g)):
        group.sort(key=sev_rank)
        seen, rows, docs = set(), [], set()
        for f in group:
            for c in [c for c in f.get("citations") or [] if c.get("verified")][:2]:
                key = (c.get("doc_id"), " ".join(str(c.get("quote") or "").split()))
                if key in seen:
                    continue
                seen.add(key)
                docs.add(c.get("path"))
                row = f"- **{f.get('severity')}**, {c.get('path')}: \\"{short(c.get('quote'))}\\" {link_for(c)}"
                if f.get("exposure"):
                    row += f" Exposure: {f.get('exposure')}."
                rows.append(row)
        if not rows:
            continue
        lead = group[0]
        why = first_sentence(lead.get("description"))
        blocks.append(f"**{headline(lead)}** ({lead.get('severity')}; {len(docs)} document(s)). {why} "
                      f"Next step: {lead.get('next_step') or 'Review with counsel.'}\\n" + "\\n".join(rows))
    if blocks:
        memo.write(area, "\\n\\n".join(blocks))
    return len(blocks)


def top_issues(items, limit=12):
    """critical and high findings, one line per issue: a kind merged across documents, a
    finding from reading documents together on its own (it says more than its parts)."""
    groups = {}
    for f in sorted(items, key=sev_rank):
        if f.get("severity") in ("critical", "high"):
            groups.setdefault(group_key(f), []).append(f)
    # a finding from reading documents together says more than the bare clause it builds on
    # ("Revenue at risk: Verity ..." over "Change of control clause: MSA - Verity"): the clause
    # is left out of the summary when a combined finding of its kind cites the same document
    told = {(f.get("category"), c.get("path")) for g in groups.values() for f in g
            if not is_clause(f) for c in f.get("citations") or []}
    lines = []
    for key, group in sorted(groups.items(), key=lambda kv: min(sev_rank(f) for f in kv[1])):
        if is_clause(group[0]):
            group = [f for f in group if f.get("severity") == "critical" or not all(
                (f.get("category"), c.get("path")) in told for c in f.get("citations") or [])]
            if not group:
                continue
        lead = group[0]
        names = list(dict.fromkeys(str(c.get("path") or "").rsplit("/", 1)[-1]
                                   for f in group for c in f.get("citations") or []))
        where = f" ({'; '.join(names[:3])}{' and others' if len(names) > 3 else ''})" if is_clause(lead) else ""
        expo = next((f.get("exposure") for f in group if f.get("exposure")), "")
        cits = [c for f in group for c in f.get("citations") or [] if c.get("verified")]
        link = link_for(cits[0]) if cits else ""
        line = f"- **{lead.get('severity')}**: {headline(lead)}{where}"
        line += (f". Exposure: {expo}" if expo else "") + f". {link}"
        lines.append(line.rstrip())
    return lines[:limit]


MAX_TRIES = 2  # review() attempts per document before the memo says it was not reviewed


def review_state():
    """(reviewed, not reviewed) document ids, as the harness measured them: a document is
    reviewed when a review() read every slice of it (its sub-calls answered and their replies
    were read), whatever this REPL's variables say."""
    try:
        st = status()
    except RuntimeError:
        return set(), set()
    return set(st.get("reviewed") or []), set(st.get("not_reviewed") or [])


def readable_docs():
    reviewed, unread = review_state()
    return [d for d in room.documents if d.get("doc_id") in reviewed | unread]


def not_started():
    """Readable documents not reviewed that review() has not tried yet (the review stopped
    early, or a resumed run has not come to them)."""
    tries = pb.get("tries", {})
    _, unread = review_state()
    return [d for d in room.documents if d.get("doc_id") in unread and not tries.get(d.get("doc_id"))]


def to_review():
    """Documents not reviewed yet that are worth a (first or another) try."""
    tries = pb.get("tries", {})
    _, unread = review_state()
    return [d for d in room.documents
            if d.get("doc_id") in unread and tries.get(d.get("doc_id"), 0) < MAX_TRIES]


def not_reviewed():
    """Readable documents no review() could read (never tried, or every try failed)."""
    _, unread = review_state()
    return [d for d in room.documents if d.get("doc_id") in unread]


def evidence():
    """(finding, citation) for every verified passage a finding rests on: the only things the
    memo may cite."""
    return [(f, c) for f in findings if f.get("status") != "rejected"
            for c in f.get("citations") or [] if c.get("verified")]


def hold_reason():
    """Why the memo must not be submitted as a finished review ("" when it may be)."""
    missing, readable = not_reviewed(), readable_docs()
    if not_started():
        return (f"the review stopped early: {len(readable) - len(missing)} of {len(readable)} readable "
                "documents were reviewed")
    if missing:
        return (f"{len(missing)} of {len(readable)} readable documents could not be reviewed "
                "(their sub-calls failed or were cancelled)")
    if not evidence():
        return "no finding rests on a verified passage, so there is nothing to cite"
    return ""


def held_marker():
    """The step's marker when the memo must not be submitted (None when it may be). An
    unfinished review is left incomplete: the memo says what was not reviewed, and the harness
    marks the run incomplete at the turn cap."""
    held = hold_reason()
    if not held:
        return None
    print(f"Not submitted: {held}. The memo says so; the run ends incomplete at the turn cap.")
    return {"ok": False, "held": True, "remaining": len(to_review())}


def write_summary(final=False):
    items = live_findings()
    readable = readable_docs()
    done = len(readable) - len(not_reviewed())
    counts = {s: sum(1 for f in items if f.get("severity") == s) for s in SEV}
    lines = ["Prepared by the offline engine (pattern-based reviewer and scripted review policy): "
             "no language model read the documents or wrote this text. Treat each finding as a "
             "lead for counsel to confirm against the cited passage (see Scope and method).", ""]
    state = " (review in progress)"
    if final:
        state = (" (the review stopped early: this memo is incomplete, see Scope and method)"
                 if not_started() else
                 " (the others could not be reviewed: this memo is incomplete, see Scope and method)"
                 if not_reviewed() else "")
    lines.append(f"Reviewed {done} of {len(readable)} readable documents{state}; "
                 + (", ".join(f"{n} {s}" for s, n in counts.items() if n) or "no")
                 + " finding(s).")
    top = top_issues(items)
    if top:
        lines += ["", "Most significant issues:"] + top
    absent = [f for f in items if f.get("category") == "missing_document"]
    if absent:
        lines += ["", f"Documents referred to but not in the room: {len(absent)} (see that section)."]
    memo.write("Executive summary", "\\n".join(lines))
'''

_INVENTORY = """\
import json

docs = room.documents
readable = [d for d in docs if d.get("status", "ok") != "skipped"]
skipped = [d for d in docs if d.get("status", "ok") == "skipped"]
print(room)
print(f"{len(readable)} readable documents ({sum(d.get('tokens', 0) for d in readable):,} tokens), "
      f"{len(skipped)} could not be read")
for folder, items in sorted(room.by_folder().items()):
    print(f"  {folder or '(room root)'}: {len(items)} documents, "
          f"{sum(d.get('tokens', 0) for d in items):,} tokens")
for d in skipped[:20]:
    print(f"  not readable: {d.get('path')} ({d.get('reason') or 'no text'})")

pb = globals().get("pb") or {}
pb.setdefault("tries", {})
pb["skipped"] = [d.get("path") for d in skipped]
marker = {"documents": len(readable), "skipped": len(skipped)}
"""

_PLAN = """\
import json

pb = globals().get("pb") or {}
pb.setdefault("tries", {})
todo = sorted((d for d in room.documents if d.get("status", "ok") != "skipped"),
              key=lambda d: (d.get("folder", ""), d.get("path", "")))
try:
    limits = status().get("limits") or {}
except RuntimeError:
    limits = {}
turns = int(limits.get("max_turns") or 40)
# Leave turns for the reference check, the final memo and submit(); never skip a document:
# a bigger room gets bigger waves, not fewer documents.
waves_allowed = max(1, min(30, turns - 8))
pb["wave_size"] = max(8, -(-len(todo) // waves_allowed))
pb["batch_size"] = 8 if pb["wave_size"] <= 48 else 24
waves = [todo[i:i + pb["wave_size"]] for i in range(0, len(todo), pb["wave_size"])]
print(f"Plan: {len(todo)} documents in {len(waves)} wave(s) of up to {pb['wave_size']} "
      f"(review() calls of up to {pb['batch_size']} documents, one folder at a time).")
for n, wave in enumerate(waves, 1):
    folders = sorted({d.get("folder") or "(room root)" for d in wave})
    more = " ..." if len(folders) > 4 else ""
    print(f"  wave {n}: {len(wave)} documents from {', '.join(folders[:4])}{more}")

# Consent letters already in the room answer the consent clauses they name: find them first
# and tell the reviewers, so those clauses are not reported as open red flags.
import re

consents = {}
for query in ("hereby consents", "consent to change of control", "consents to the proposed"):
    try:
        hits = search(query, limit=30)
    except RuntimeError:
        continue
    for h in hits:
        text = read(h.doc_id, pages=[h.page]) or ""
        for m in re.finditer(r"((?:[A-Z][\\w&'.-]*,?[ \\t]+){1,6})hereby consents?\\b[^.]*\\.", text):
            consents.setdefault(m.group(1).strip(" ,"), {"doc": h.doc_id, "path": h.path, "page": h.page,
                                                        "quote": m.group(0).strip()[:300]})
pb["consents"] = consents
for name, c in consents.items():
    print(f"  consent already given: {name} ({c['path']})")

memo.write("Executive summary", ENGINE_NOTE + "\\n\\nReview in progress.")
scope = ENGINE_NOTE + (f"\\n\\nPlanned: every readable document ({len(todo)}) in {len(waves)} "
                      "wave(s), folder by folder.")
needed = len(waves) + 7  # inventory, plan, the waves, references, crosscheck, finalize, submit (+1 spare)
if turns < needed:
    scope += (f"\\n\\nThe turn budget ({turns} turns) is too small to review this room (about "
              f"{needed} are needed): the review will stop early and the memo will say what was not reviewed.")
    print(f"Turn budget too small: {turns} turns for about {needed} needed.")
memo.write("Scope and method", scope)
pb["scope"] = scope  # each wave adds what is reviewed so far and what could not be
marker = {"waves": len(waves), "remaining": len(todo)}
"""

_REVIEW = """\
import json

INSTRUCTIONS = ("Report what a buyer must know: change of control, assignment and consent, "
                "termination rights, exclusivity, non-compete, MFN, liability and indemnities, "
                "IP ownership, open source, key-employee payments, litigation, regulatory matters, "
                "data breaches, debt defaults and covenants, liens, guarantees, related parties, tax, "
                "environmental, insurance. Quote the exact words; give amounts.")
pb = globals().get("pb") or {}
if pb.get("consents"):
    INSTRUCTIONS += "\\nConsents already obtained: " + "; ".join(pb["consents"]) + "."
for note in globals().get("ANALYST_NOTES", []):
    INSTRUCTIONS += "\\nNote from the analyst: " + note
tries = pb.setdefault("tries", {})
size, batch = pb.get("wave_size") or 12, pb.get("batch_size") or 8
# What is left comes from the harness (status()): a document counts as reviewed only when a
# review() read all of it. First the documents never tried, then another try for those whose
# sub-calls failed or were cancelled (a resumed run comes back to them).
todo = sorted(to_review(), key=lambda d: (d.get("folder", ""), d.get("path", "")))
fresh = [d for d in todo if not tries.get(d.get("doc_id"))]
wave = (fresh or todo)[:size]
by_folder = {}
for d in wave:
    by_folder.setdefault(d.get("folder") or "(room root)", []).append(d)

found = []
for folder, group in by_folder.items():
    for i in range(0, len(group), batch):
        chunk = group[i:i + batch]
        for d in chunk:
            tries[d.get("doc_id")] = tries.get(d.get("doc_id"), 0) + 1
        try:
            got = review(chunk, INSTRUCTIONS)
        except RuntimeError as exc:
            print(f"  {folder}: review failed ({exc}); {len(chunk)} document(s) not reviewed")
            continue
        found.extend(got)
        worst = sorted({f.get("severity") for f in got}, key=lambda s: SEV.index(s) if s in SEV else 9)
        print(f"  {folder}: {len(chunk)} document(s) -> {len(got)} finding(s)"
              + (f", worst {worst[0]}" if worst else ""))

# Rewrite the memo sections this wave touched (merged with earlier waves) and the summary.
touched = sorted({area_of(f) for f in found if f.get("severity") != "info"})
items = live_findings()
for area in touched:
    write_area(area, [f for f in items if area_of(f) == area])
write_summary()
remaining = len(to_review())
unread = {d.get("doc_id") for d in not_reviewed()}
failed = [d.get("path") for d in wave if d.get("doc_id") in unread]
# the scope says where the review stands, so a memo finalized now is honest about it
tried = [d.get("path") for d in not_reviewed() if tries.get(d.get("doc_id"))]
progress = f"Reviewed so far: {len(readable_docs()) - len(unread)} of {len(readable_docs())} readable documents."
if tried:
    progress += (" Not reviewed (their sub-calls failed or were cancelled): " + ", ".join(tried[:50])
                 + (f" and {len(tried) - 50} more" if len(tried) > 50 else "") + ".")
memo.write("Scope and method", (pb.get("scope") or ENGINE_NOTE) + "\\n\\n" + progress)
if failed:
    print(f"  not reviewed (sub-calls failed or cancelled): {', '.join(failed[:10])}"
          + (" ..." if len(failed) > 10 else ""))
print(f"Wave done: {len(wave) - len(failed)} of {len(wave)} document(s) reviewed, {len(found)} finding(s); "
      f"sections updated: {', '.join(touched) or 'none'}; {remaining} document(s) left.")
marker = {"reviewed": len(readable_docs()) - len(unread), "remaining": remaining, "findings": len(found)}
"""

_REFERENCES = """\
import json
import re

pb = globals().get("pb") or {}
docs = room.documents
LABEL = re.compile(r"\\b(Schedule|Exhibit|Annex|Appendix|Attachment)\\s+([A-Z]|\\d{1,2}(?:\\.\\d{1,2})*)\\b")
NAMED = re.compile(r"\\b((?:[A-Z][a-z]+\\s+){1,4}(?:Agreement|Lease|Letter|Consent|Amendment|"
                   r"Certificate|Plan|Report|Deed|Policy|Assessment|Note|Guarantee))\\s+dated\\b")
STOP = {"the", "this", "that", "such", "each", "any", "our", "and", "a", "an", "its", "their"}
# the party's name as written ("Marcus Ellison", "Riverbend Networks"); its first word is what
# a document's name carries ("Supply Agreement - Riverbend.docx")
PARTY = re.compile(r"\\b(?:between|with|from|by|to)\\s+(?!the\\b|this\\b|Company\\b)"
                   r"([A-Z][A-Za-z]{3,}(?:[ \\t]+(?!Inc\\b|LLC\\b|Ltd\\b|Limited\\b|Corp)[A-Z][A-Za-z]+){0,2})")
# Papers about a document (amendments, consents, notices) do not stand in for the document itself.
ABOUT = re.compile(r"amendment|consent|waiver|notice|letter|memo|notes|summary|schedule of", re.I)


def norm(text):
    return " " + re.sub(r"[^a-z0-9]+", " ", str(text).lower()) + " "


def acronym(name):
    return "".join(w[0] for w in name.split() if w[0].isupper()).lower()


def in_room(label, referrer):
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
    heading = re.compile(r"(?m)^[ \\t]*" + re.escape(label).replace("\\\\ ", "\\\\s+")
                         + r"(?:[ \\t]*$|[ \\t.:\\-]+[A-Z][^\\n]{0,400}$)")
    try:
        hits = search(f'"{label}"', limit=15)
    except RuntimeError:
        hits = []
    for h in hits:
        if h.doc_id == referrer and not LABEL.fullmatch(label):
            continue
        page = read(h.doc_id, pages=[h.page]) or ""
        if heading.search(page) and party.lower() in page.lower():
            return True
    return False


def implication(label):
    if re.search(r"assignment", label, re.I):
        return "Without it the chain of title to the intellectual property cannot be confirmed."
    if re.search(r"guarantee|security|pledge|note", label, re.I):
        return "The secured or guaranteed obligations cannot be sized or released without it."
    return "Its terms (commitments, termination, consent and change-of-control rights) cannot be reviewed."


pages, refs, parties = {}, {}, {}
for query in ("attached as Exhibit", "attached as Schedule", "attached hereto", "Agreement dated",
              "a copy of which", "listed in the Disclosure Schedule", "Schedule", "Exhibit",
              "Annex", "Appendix", "dated"):
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
            label = " ".join((m.group(0) if m.re is LABEL else m.group(1)).split())
            while label.split() and label.split()[0].lower() in STOP:
                label = " ".join(label.split()[1:])
            if m.re is NAMED and label not in parties:  # "the Supply Agreement dated ... between Riverbend"
                party = PARTY.search(text[m.end():m.end() + 120])
                if party:
                    parties[label] = party.group(1)
            places = refs.setdefault(label, [])
            if label and all(p[0].doc_id != h.doc_id for p in places) and len(places) < 3:
                places.append((h, m.start()))

def sentence_at(text, at):
    begin = max(text.rfind(". ", 0, at) + 2, text.rfind("\\n", 0, at) + 1, 0)
    stop = min([i for i in (text.find(". ", at), text.find("\\n", at)) if i >= 0] or [len(text)])
    return text[begin:stop + 1].strip()[:300]


absent = []
for label, places in list(refs.items())[:80]:
    h = places[0][0]
    full = f"{label} with {parties[label]}" if label in parties else label
    if in_room(full, h.doc_id):
        continue
    cits = [{"doc": p.doc_id, "page": p.page, "quote": sentence_at(pages[(p.doc_id, p.page)], at)}
            for p, at in places[:2]]
    added = findings.add(
        title=f"Referenced document missing from the data room: {full}", category="missing_document",
        severity="high" if re.search(r"assignment|guarantee|consent", label, re.I) else "medium",
        description=(f"{' and '.join(p.path for p, _ in places[:2])} refer(s) to the {full}, which is not in "
                     f"the data room (not provided): no "
                     f"document of that name was found, and a search of the room for \\"{label}\\" finds "
                     f"it only where it is referred to. {implication(label)}"),
        next_step=f"Request the {full} from the seller (with any amendments and consents) before signing.",
        citations=cits, source="offline")
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
"""

_CROSSCHECK = """\
import json
import re
from types import SimpleNamespace

# Issues that show only when documents are read together: entities owned by insiders that the
# company lends to, leases from or pays; other companies' debts the company guarantees; and
# customers with change-of-control rights whose share of revenue is stated elsewhere.
pb = globals().get("pb") or {}
ENTITY = r"(?:[A-Z][A-Za-z0-9&'-]+\\s+){1,5}(?:LLC|L\\.L\\.C\\.|Inc\\.|Ltd\\.?|Limited|L\\.P\\.|LP|Corp\\.|GmbH|plc)"
OWNED = re.compile(r"(?P<entity>" + ENTITY + r")\\s+is\\s+(?:wholly\\s+|majority\\s+|beneficially\\s+)?"
                   r"(?:owned|controlled)(?:\\s+and\\s+controlled)?\\s+by\\s+(?P<owner>[A-Z][a-z]+(?:\\s+[A-Z][a-z]+){1,2})")
INSIDER = re.compile(r"chief \\w+ officer|\\bCEO\\b|\\bCFO\\b|\\bCOO\\b|\\bCTO\\b|president|founder|director|chair", re.I)
MONEY = re.compile(r"(?:US\\$|\\$|USD|EUR|GBP|€|£)\\s?\\d[\\d,]*(?:\\.\\d+)?(?:\\s?(?:million|billion|m|bn)\\b)?|\\d+(?:\\.\\d+)?\\s?%")
DEALING = re.compile(r"\\b(loan|lend|lease|rent|pay|payment|fee|note|advance|purchase|drawn|facility|revenue|largest customer)\\w*", re.I)
page_cache = {}


def at(citation):  # where a verified citation sits, shaped like a search hit
    return SimpleNamespace(doc_id=citation.get("doc_id"), page=citation.get("page"),
                           path=citation.get("path"))


def page_text(doc_id, page):
    if (doc_id, page) not in page_cache:
        page_cache[(doc_id, page)] = read(doc_id, pages=[page]) or ""
    return page_cache[(doc_id, page)]


def sentences_with(text, name):
    # prose lines are joined (PDFs wrap sentences); table rows (tab-separated) stand alone
    blocks, prose = [], []
    for line in text.split("\\n"):
        if "\\t" in line or not line.strip():
            if prose:
                blocks.append(" ".join(prose))
                prose = []
            if line.strip():
                blocks.append(line.strip())
        else:
            prose.append(line.strip())
    blocks.append(" ".join(prose))
    for block in blocks:
        for s in re.split(r"(?<=[.!?])\\s+(?=[A-Z])", block):
            if name.lower() in s.lower():
                yield s.strip()


def dealings(name, skip_doc, limit=12):
    # (hit, sentence) pairs in other documents that name `name` next to money or a dealing
    out = []
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
    said = " ".join(f"{h.path}: \\"{' '.join(q.split())[:300]}\\"" for h, q in parts)
    return findings.add(title=title, category=category, severity=severity,
                        description=description + (" Figures: " + ", ".join(figures) + "." if figures else "")
                        + " " + said,
                        exposure=", ".join(amounts[:3]), next_step=next_step, citations=cits,
                        source="offline")


added = []
# 1. Entities owned by insiders, then what the company does with them.
owners = {}
for query in ('"wholly owned by"', '"owned and controlled by"', '"owned by"', '"controlled by"'):
    try:
        hits = search(query, limit=50)
    except RuntimeError:
        continue
    for h in hits:
        for m in OWNED.finditer(page_text(h.doc_id, h.page)):
            owners.setdefault(" ".join(m.group("entity").split()), (h, m.group(0), m.group("owner")))
for entity, (h, quote, owner) in list(owners.items())[:15]:
    try:
        about = search(f'"{owner}"', limit=10)
    except RuntimeError:
        about = []
    if not any(INSIDER.search(" ".join(sentences_with(page_text(a.doc_id, a.page), owner))) for a in about):
        continue
    for other, sentence in dealings(entity.split(",")[0], h.doc_id)[:2]:
        added.append(combine(
            f"Related party transaction: {entity} (owned by {owner})", "related_party", "high",
            f"{other.path} records a dealing with {entity}, and {h.path} shows that {entity} is owned "
            f"or controlled by {owner}, an insider: a related party transaction and conflict of interest "
            "that may not be on arm's-length terms.",
            "Obtain the terms, confirm board approval by disinterested directors, and require repayment "
            "or termination at closing.", [(other, sentence), (h, quote)]))

# 2. Guarantees: how much is drawn under the guaranteed debt?
for f in [f for f in findings if f.get("category") == "guarantee"][:10]:
    cits = [c for c in f.get("citations") or [] if c.get("verified")]
    if not cits:
        continue
    for entity in dict.fromkeys(re.findall(ENTITY, cits[0].get("quote", ""))):
        entity = " ".join(entity.split())
        for other, sentence in dealings(entity, cits[0].get("doc_id"))[:1]:
            h0 = at(cits[0])
            added.append(combine(
                f"Guaranteed debt of {entity}", "guarantee", "high",
                f"The company guarantees the obligations of {entity} ({cits[0].get('path')}), and "
                f"{other.path} states the amount of that debt: a contingent, off-balance-sheet liability "
                "that is debt-like for the price.",
                "Treat the guaranteed amount as debt-like in the price; obtain a release of the guarantee "
                "or repayment of the facility at closing.", [(h0, cits[0].get("quote")), (other, sentence)]))

# 3. Customers with change-of-control or termination rights: their share of revenue.
for f in [f for f in findings if f.get("category") in ("change_of_control", "termination_for_convenience")
          and f.get("severity") in ("high", "critical")][:12]:
    cits = [c for c in f.get("citations") or [] if c.get("verified")]
    stem = (cits[0].get("path", "") if cits else "").rsplit("/", 1)[-1].rsplit(".", 1)[0]
    if " - " not in stem:
        continue
    party = stem.split(" - ")[-1].split("(")[0].strip()
    for other, sentence in dealings(party, cits[0].get("doc_id"))[:1]:
        if not re.search(r"revenue|customer|%", sentence, re.I):
            continue
        h0 = at(cits[0])
        added.append(combine(
            f"Revenue at risk: {party} may terminate on a change of control", "change_of_control", "high",
            f"{cits[0].get('path')} lets {party} terminate on a change of control, and {other.path} "
            f"shows what {party} is worth to the business: \\"{sentence}\\"",
            f"Approach {party} for a waiver before signing; model the revenue loss in the valuation.",
            [(h0, cits[0].get("quote")), (other, sentence)]))

# 4. Executives whose equity accelerates: their grants in the cap table or option ledger.
NUMBER = re.compile(r"\\b\\d{1,3}(?:,\\d{3})+\\b|\\b\\d{4,}\\b")
for f in [f for f in findings if f.get("category") == "equity_acceleration"][:10]:
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
        rows = [line.strip() for line in sheet.split("\\n")
                if person.lower() in line.lower() and "\\t" in line and NUMBER.search(line)]
        if rows:
            added.append(combine(
                f"Accelerating equity of {person}", "equity_acceleration", "high",
                f"{cits[0].get('path')} accelerates {person}'s unvested equity on a change of control, "
                f"and {h.path} lists the grants (shares or options) that would vest at closing.",
                "Quantify the accelerating awards and their cost or dilution; negotiate double-trigger "
                "vesting or replacement retention awards.", [(at(cits[0]), cits[0].get("quote")), (h, rows[0])]))
            break

unique = {f.get("id"): f for f in added}
pb["crosscheck"] = [f.get("title") for f in unique.values()]
for area in sorted({area_of(f) for f in unique.values()}):
    write_area(area, [f for f in live_findings() if area_of(f) == area])
print(f"{len(owners)} ownership statement(s) checked; {len(unique)} finding(s) from reading documents together:")
for f in unique.values():
    print(f"  - {f.get('title')}")
marker = {"combined": len(unique)}
"""

_FINALIZE = """\
import json

pb = globals().get("pb") or {}
items = live_findings()
write_summary(final=True)  # first, so it heads the memo even when the plan never ran
areas = {}
for f in items:
    areas.setdefault(area_of(f), []).append(f)
written = 0
for area in sorted(areas, key=lambda a: min(sev_rank(f) for f in areas[a])):
    written += write_area(area, areas[area])

# One action per issue (a kind merged across documents); the missing documents in one request.
steps, done_keys, requests = [], set(), []
for f in sorted(items, key=sev_rank):
    if f.get("severity") not in ("critical", "high", "medium") or not f.get("next_step"):
        continue
    if f.get("category") == "missing_document":
        requests.append((f.get("title") or "").split(": ", 1)[-1])
        continue
    if group_key(f) in done_keys:
        continue
    done_keys.add(group_key(f))
    steps.append(f"- **{headline(f)}**: {f.get('next_step')}")
if requests:
    steps.append("- Request from the seller before signing (with any amendments and consents): "
                 + "; ".join(dict.fromkeys(requests)) + ".")
readable = readable_docs()
missed = [d.get("path") for d in not_reviewed()]
left = not_started()
steps = steps[:25]
if missed:
    steps.append(f"- **Finish the review**: {len(missed)} of {len(readable)} readable documents were not "
                 "reviewed (listed in Scope and method); none of them is covered by this memo.")
memo.write("Recommended next steps", "\\n".join(steps) or "- No action items were identified.")

try:
    state = status()
    coverage = state.get("coverage")
    max_turns = (state.get("limits") or {}).get("max_turns")
except RuntimeError:
    coverage = max_turns = None
scope = [ENGINE_NOTE, ""]
if left:
    budget = f" when the turn budget ({max_turns} turns) ran out" if max_turns else ""
    scope += [f"The review stopped early{budget}: this memo is incomplete. It covers only the "
              f"{len(readable) - len(missed)} reviewed document(s) and says nothing about the others.", ""]
elif missed:
    scope += [f"{len(missed)} document(s) could not be reviewed: their sub-calls failed or were "
              f"cancelled, and every try at them failed. This memo is incomplete. It covers only the "
              f"{len(readable) - len(missed)} reviewed document(s) and says nothing about the others.", ""]
scope.append(f"Documents reviewed: {len(readable) - len(missed)} of {len(readable)} readable "
             f"({len(pb.get('skipped', []))} could not be read).")
if isinstance(coverage, (int, float)):
    scope.append(f"Measured coverage of the room's text: {coverage:.0%}.")
if missed:
    scope.append("Not reviewed: " + ", ".join(missed[:50]) + (f" and {len(missed) - 50} more" if len(missed) > 50 else ""))
if pb.get("skipped"):
    scope.append("Unreadable: " + ", ".join(pb["skipped"][:30]))
if "references" in pb:
    scope.append(f"Referenced documents checked: {pb.get('references', 0)}; "
                 f"absent: {len(pb.get('absent', []))}.")
not_run = [name for key, name in (
    ("references", "the check for documents referred to but not in the room"),
    ("crosscheck", "reading documents together (insider entities, guaranteed debt, customers at risk)"),
) if key not in pb]
if not_run:
    scope.append("Not done in this run: " + "; ".join(not_run) + ".")
memo.write("Scope and method", "\\n".join(scope))
if pb.get("consents"):
    lines = [f"- {name}: consent already given, so its consent clause is resolved and not a risk "
             f"{link_for({'doc_id': c['doc'], 'path': c['path'], 'page': c['page'], 'quote': c['quote']})}"
             for name, c in pb["consents"].items()]
    memo.write("Consents already obtained", "\\n".join(lines))
write_summary(final=True)  # again: the sections above may have cited new passages
print(memo)
marker = {"areas": written, "findings": len(items), "not_reviewed": len(missed)}
"""

_SUBMIT = """\
import json

pb = globals().get("pb") or {}
marker = held_marker()  # an unfinished review is not submitted
if marker is None:
    ok = submit("Offline engine review finished: every readable document was sent to the pattern "
                "reviewer; see Scope and method.")
    marker = {"ok": bool(ok)}
"""

_REPAIR = """\
import json

# submit() was refused (an empty memo or no verified citation). The memo may cite only what a
# finding rests on: list the findings whose passages it does not cite yet, then submit again.
pb = globals().get("pb") or {}
marker = held_marker()
if marker is None:
    lines, seen = [], set()
    for f, c in evidence():
        if f.get("id") in seen:
            continue
        seen.add(f.get("id"))
        lines.append(f"- **{f.get('severity')}**: {f.get('title')} {link_for(c)}".rstrip())
    memo.write("Other findings", "\\n".join(lines[:30]))
    ok = submit("Offline engine review finished.")
    marker = {"ok": bool(ok)}
"""

_BODIES = {
    "inventory": _INVENTORY,
    "plan": _PLAN,
    "review": _REVIEW,
    "crosscheck": _CROSSCHECK,
    "references": _REFERENCES,
    "finalize": _FINALIZE,
    "submit": _SUBMIT,
    "repair": _REPAIR,
    "hold": _SUBMIT,
}
_NEEDS_HELPERS = {
    "plan",
    "review",
    "references",
    "crosscheck",
    "finalize",
    "submit",
    "repair",
    "hold",
    "final",
}
_TITLES = {
    "inventory": "Step 1: take the inventory of the room (totals and folders).",
    "plan": "Step 2: plan the review folder by folder, in waves sized to the room.",
    "review": "Step 3: review the next wave of documents and update the memo as findings arrive.",
    "references": "Step 4: check for documents the room refers to but does not contain.",
    "crosscheck": "Step 5: read documents together (insider entities, guaranteed debt, customers at risk).",
    "finalize": "Step 6: merge findings across documents and write the final memo.",
    "submit": "Step 7: submit the memo.",
    "repair": "The memo was refused: cite the findings' passages it leaves out and submit again.",
    "hold": "The review is not finished: the memo stays marked incomplete (submit only a finished, cited review).",
    "final": "Last cell: complete the memo from what is in the REPL and submit.",
}


_NOTES = """\
# The analyst's notes: kept in the memo and passed to the reviewers of later waves.
ANALYST_NOTES = list(globals().get("ANALYST_NOTES", [])) + {notes}
memo.append("Analyst notes", "\\n".join("- " + note for note in {notes}))
"""


def cell(step: str, helpers: bool = True, notes: Sequence[str] = ()) -> str:
    """The Python source of one playbook step (``final`` = finalize + submit in one cell);
    ``notes`` from the analyst are recorded first."""
    if step == "final":
        body = _FINALIZE + "\n" + _SUBMIT.replace("import json\n", "")
        step_name = "final"
    else:
        body = _BODIES[step]
        step_name = step
    parts = [_HEAD.format(step=step_name)]
    if notes:
        parts.append(_NOTES.format(notes=json.dumps(list(notes), ensure_ascii=False)))
    if helpers and step in _NEEDS_HELPERS:
        parts.append(HELPERS)
    parts.append(body)
    parts.append(_MARK.format(step=step_name))
    return "\n".join(parts)


# -- deciding the next step from the conversation --------------------------------------------


def _content(message: dict[str, Any]) -> str:
    content = message.get("content")
    if isinstance(content, str):
        return content
    if isinstance(content, list):  # content parts
        return "\n".join(str(p.get("text", "")) for p in content if isinstance(p, dict))
    return ""


def markers(messages: list[dict[str, Any]]) -> list[tuple[int, dict[str, Any]]]:
    """(message index, marker) for every step marker in the cell outputs, in order."""
    found: list[tuple[int, dict[str, Any]]] = []
    for i, message in enumerate(messages):
        if message.get("role") not in ("user", "tool"):
            continue
        for match in _MARK_RE.finditer(_content(message)):
            try:
                data = json.loads(match.group(1))
            except json.JSONDecodeError:
                continue
            if isinstance(data, dict):
                found.append((i, data))
    return found


def _after(marker: dict[str, Any] | None) -> str:
    if marker is None:
        return "inventory"
    step = marker.get("step")
    if step == "review":
        return "review" if int(marker.get("remaining") or 0) > 0 else "references"
    if step in ("submit", "repair", "hold", "final"):
        if marker.get("ok"):
            return "done"
        if marker.get("held"):
            # Not submitted because the review is unfinished: review more while turns are left
            # (the last cell at the cap rewrites the memo), else keep the memo as it is.
            return "review" if int(marker.get("remaining") or 0) > 0 else "hold"
        return "repair"
    order = list(STEPS)
    return order[order.index(step) + 1] if step in order[:-1] else "inventory"


def _skip_forward(step: str) -> str:
    return {
        "inventory": "plan",
        "plan": "review",
        "review": "references",
        "references": "crosscheck",
        "crosscheck": "finalize",
        "finalize": "submit",
        "submit": "repair",
        "repair": "repair",
        "hold": "hold",
        "final": "repair",
        "done": "done",
    }[step]


def decide(messages: list[dict[str, Any]]) -> tuple[str, bool]:
    """The next step and whether its cell must (re)define the memo helpers."""
    found = markers(messages)
    index, last = found[-1] if found else (-1, None)
    step = _after(last)
    later = messages[index + 1 :]
    tried = [m for m in later if m.get("role") == "assistant"]
    # A step tried twice without producing its marker (skipped, edited, failing): move on.
    for _ in range(len(STEPS) + 2):
        attempts = sum(1 for m in tried if f"# Offline playbook step: {step}" in _content(m))
        if attempts < 2 or step in ("repair", "hold", "done"):
            break
        step = _skip_forward(step)
    restarted = any("kernel was restarted" in _content(m) for m in later)
    helpers = not (last and last.get("helpers")) or restarted or bool(tried)
    tail = _content(messages[-1]) if messages else ""
    if any(p in tail for p in LAST_CELL_PHRASES):
        return "final", True
    status = _STATUS_RE.search(tail)
    if (
        status
        and int(status.group(3)) <= 2
        and step in ("inventory", "plan", "review", "references", "finalize")
        and not (last and last.get("held"))  # the memo was just finalized: use the turn to review
    ):
        return "final", helpers
    if step == "done":
        return "repair", helpers
    return step, helpers


def analyst_notes(messages: list[dict[str, Any]]) -> list[str]:
    """Notes the analyst injected into the latest turn (the root loop appends them there)."""
    tail = _content(messages[-1]) if messages and messages[-1].get("role") == "user" else ""
    # Only after the last status line: what comes before it is cell output, which can quote
    # documents, and a document must not be able to pose as the analyst.
    cut = tail.rfind("[status] turn ")
    tail = tail[cut:] if cut >= 0 else tail
    return [m.group(1).strip() for m in _NOTE_RE.finditer(tail)]


def reply(messages: list[dict[str, Any]]) -> str:
    """The playbook's answer to a root turn: a line saying what it does, then one cell."""
    step, helpers = decide(messages)
    return reply_for(step, helpers, analyst_notes(messages))


def reply_for(step: str, helpers: bool = True, notes: Sequence[str] = ()) -> str:
    heard = f" Noted from the analyst: {'; '.join(n.rstrip('.') for n in notes)}." if notes else ""
    return f"{_TITLES[step]}{heard}\n\n```python\n{cell(step, helpers, notes)}```"
