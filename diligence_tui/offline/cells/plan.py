"""Step 2: plan the review folder by folder, in waves sized to the room; find the consents
already given.

A cell of the offline playbook (diligence_tui/offline/playbook.py): what follows the
``# -- cell --`` line is sent into the kernel as it is, where the REPL defines the names
imported here for readers and linters only."""

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from diligence_tui.offline.cells._repl import memo, read, room, search, status
    from diligence_tui.offline.cells.helpers import (
        SAMPLE,
        engine_note,
    )

# -- cell --
import re

from diligence_tui.offline import on_file as resolutions

RESOLUTION_QUERIES = (
    '"full and final settlement"',
    "settlement agreement",
    "settled",
    '"no objection"',
    '"will not exercise"',
    "waive",
    "waived",
    '"deleted in its entirety"',
    "superseded",
    '"came to an end"',
    "terminated",
    "withdrawn",
    "released",
    "releases",
    "discharges",
    "cured",
    "expired",
)

pb = globals().get("pb") or {}
pb.setdefault("tries", {})
# folder by folder; a sampled policy (a request seed) plans the folders in another order
todo = SAMPLE.order(
    "plan:order",
    [d for d in room.documents if d.get("status", "ok") != "skipped"],
    key=lambda d: (d.get("folder", ""), d.get("path", "")),
)
if globals().get("PLAYBOOK_SEED"):
    pb["order"] = [d.get("doc_id") for d in todo]  # the review cells follow it
try:
    limits = status().get("limits") or {}
except RuntimeError:
    limits = {}
turns = int(limits.get("max_turns") or 40)
pb["sub_window"] = int(limits.get("sub_context_tokens") or 0)  # the review cells fit it
# Leave turns for the reference check, the final memo and submit(); never skip a document:
# a bigger room gets bigger waves, not fewer documents.
waves_allowed = max(1, min(30, turns - 8))
pb["wave_size"] = max(8, -(-len(todo) // waves_allowed))
pb["batch_size"] = 8 if pb["wave_size"] <= 48 else 24
# how many documents go to one review() call: sampled, the policy batches otherwise
pb["batch_size"] = SAMPLE.choice(
    "plan:batch", pb["batch_size"], [pb["batch_size"] * k // 4 for k in (2, 3, 4, 5, 6)]
)
waves = [todo[i : i + pb["wave_size"]] for i in range(0, len(todo), pb["wave_size"])]
print(
    f"Plan: {len(todo)} documents in {len(waves)} wave(s) of up to {pb['wave_size']} "
    f"(review() calls of up to {pb['batch_size']} documents, one folder at a time)."
)
for n, wave in enumerate(waves, 1):
    folders = sorted({d.get("folder") or "(room root)" for d in wave})
    more = " ..." if len(folders) > 4 else ""
    print(f"  wave {n}: {len(wave)} documents from {', '.join(folders[:4])}{more}")

# Consent letters already in the room answer the consent clauses they name: find them first
# and tell the reviewers, so those clauses are not reported as open red flags.

consents: dict = {}
for query in ("hereby consents", "consent to change of control", "consents to the proposed"):
    if not SAMPLE.thought_of("plan:consents:" + query, drop=0.3):
        continue  # sampled: a search the policy did not think of this time
    try:
        hits = search(query, limit=30)
    except RuntimeError:
        continue
    for h in hits:
        text = read(h.doc_id, pages=[h.page]) or ""
        for m in re.finditer(r"((?:[A-Z][\w&'.-]*,?[ \t]+){1,6})hereby consents?\b[^.]*\.", text):
            consents.setdefault(
                m.group(1).strip(" ,"),
                {
                    "doc": h.doc_id,
                    "path": h.path,
                    "page": h.page,
                    "quote": m.group(0).strip()[:300],
                },
            )
pb["consents"] = consents
for name, c in consents.items():
    print(f"  consent already given: {name} ({c['path']})")

# Matters other documents resolve (a settlement agreement, a no-objection letter, an amendment
# deleting a clause, a notice that an agreement ended): the reviewers report the matches they
# answer as context (info) with the resolving passage cited, not as risks.
on_file: dict = {}
# a room of a few hundred documents is read whole (a search misses "releases" for "released")
small = [d for d in todo if len(todo) <= 400 and SAMPLE.thought_of("plan:read-whole", drop=0.3)]
for d in small:
    for n in range(1, int(d.get("pages") or 1) + 1):
        text = read(d.get("doc_id"), pages=[n]) or ""
        on_file[(d.get("doc_id"), n)] = [
            r.to_json() for r in resolutions.on_file(d.get("doc_id"), d.get("path"), n, text)
        ]
for query in RESOLUTION_QUERIES if not small else ():
    if not SAMPLE.thought_of("plan:resolutions:" + query, drop=0.3):
        continue
    try:
        hits = search(query, limit=25)
    except RuntimeError:
        continue
    for h in hits:
        if (h.doc_id, h.page) in on_file:
            continue
        text = read(h.doc_id, pages=[h.page]) or ""
        on_file[(h.doc_id, h.page)] = [
            r.to_json() for r in resolutions.on_file(h.doc_id, h.path, h.page, text)
        ]
# the room's own company is named by most of them and names no counterparty
pb["on_file"] = resolutions.distinctive([r for records in on_file.values() for r in records])[:400]
print(f"  {len(pb['on_file'])} passage(s) resolving a matter found in {len(on_file)} page(s)")

memo.write("Executive summary", engine_note() + "\n\nReview in progress.")
scope = engine_note() + (
    f"\n\nPlanned: every readable document ({len(todo)}) in {len(waves)} wave(s), folder by folder."
)
needed = (
    len(waves) + 7
)  # inventory, plan, the waves, references, crosscheck, finalize, submit (+1 spare)
if turns < needed:
    scope += (
        f"\n\nThe turn budget ({turns} turns) is too small to review this room (about "
        f"{needed} are needed): the review will stop early and the memo will say what was not reviewed."
    )
    print(f"Turn budget too small: {turns} turns for about {needed} needed.")
memo.write("Scope and method", scope)
pb["scope"] = scope  # each wave adds what is reviewed so far and what could not be
marker = {"waves": len(waves), "remaining": len(todo)}
