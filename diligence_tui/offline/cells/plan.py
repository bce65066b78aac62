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
from diligence_tui.offline.plan_facts import consents_given, resolutions_on_file

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


def thought_of(decision):
    return SAMPLE.thought_of(decision, drop=0.3)  # sampled: a search it did not think of


consents = consents_given(search, read, thought_of)
pb["consents"] = consents
for name, c in consents.items():
    print(f"  consent already given: {name} ({c['path']})")

# Matters other documents resolve (a settlement agreement, a no-objection letter, an amendment
# deleting a clause, a notice that an agreement ended): the reviewers report the matches they
# answer as context (info) with the resolving passage cited, not as risks.
# (the same for the forecast: offline/plan_facts.py)
pb["on_file"], pages_read = resolutions_on_file(todo, search, read, thought_of)
print(f"  {len(pb['on_file'])} passage(s) resolving a matter found in {pages_read} page(s)")

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
