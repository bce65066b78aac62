"""Step 6: merge findings across documents and write the final memo; the scope names every
document that was not reviewed (from status()).

A cell of the offline playbook (diligence_tui/offline/playbook.py): what follows the
``# -- cell --`` line is sent into the kernel as it is, where the REPL defines the names
imported here for readers and linters only."""

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from diligence_tui.offline.cells._repl import findings, memo, status
    from diligence_tui.offline.cells.helpers import (
        OTHER,
        area_of,
        day_count_line,
        engine_note,
        group_key,
        headline,
        link_for,
        live_findings,
        not_reviewed,
        not_started,
        readable_docs,
        sev_rank,
        write_appendix,
        write_area,
        write_observations,
        write_summary,
    )

# -- cell --
from diligence_tui.shares import percent  # never "100%" for less than all of the text

pb = globals().get("pb") or {}
# one matter, one finding: findings that cite the same passage become the most specific of
# them (a finding reading documents together over the clause it builds on), with every citation
was = {f.get("id"): area_of(f) for f in live_findings()}
merges = findings.merge_matters()
items = live_findings()
# a merged finding of a kind with no area of its own (a disclosure gap, a covenant breach on
# the reported figures) is reported where the clause it absorbed was
home: dict = {}
for m in merges:
    for gone in m["absorbed"]:
        if was.get(gone["id"], OTHER) != OTHER:
            home.setdefault(m["kept"], was[gone["id"]])


def placed(f):
    area = area_of(f)
    return home.get(f.get("id"), area) if area == OTHER else area


write_summary(final=True)  # first, so it heads the memo even when the plan never ran
areas: dict = {}
for f in items:
    areas.setdefault(placed(f), []).append(f)
written = 0
for area in sorted(areas, key=lambda a: min(sev_rank(f) for f in areas[a])):
    written += write_area(area, areas[area])
# an area written before whose findings are all reported elsewhere now says where they are
kept = {f.get("id"): f for f in items}
lead_of = {gone["id"]: m["kept"] for m in merges for gone in m["absorbed"]}
title_of = {gone["id"]: gone["title"] for m in merges for gone in m["absorbed"]}
moved: dict = {}
for fid, area in was.items():
    if area in areas:
        continue
    if fid in kept:
        f = kept[fid]
        line = f"- **{headline(f)}**: reported under {placed(f)}."
    elif lead_of.get(fid) in kept:
        lead = kept[lead_of[fid]]
        line = (
            f"- {title_of[fid]}: one matter with **{headline(lead)}**, reported under "
            f"{placed(lead)}."
        )
    else:
        continue
    moved.setdefault(area, []).append(line)
for area, lines in moved.items():
    memo.write(area, "\n".join(dict.fromkeys(lines)))
# info-level observations: one line per kind with a count, the documents in an appendix
noted = write_observations()

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
    steps.append(
        "- Request from the seller before signing (with any amendments and consents): "
        + "; ".join(dict.fromkeys(requests))
        + "."
    )
readable = readable_docs()
missed = [d.get("path") for d in not_reviewed()]
left = not_started()
steps = steps[:25]
if missed:
    steps.append(
        f"- **Finish the review**: {len(missed)} of {len(readable)} readable documents were not "
        "reviewed (listed in Scope and method); none of them is covered by this memo."
    )
memo.write("Recommended next steps", "\n".join(steps) or "- No action items were identified.")

try:
    state = status()
    coverage = state.get("coverage")
    max_turns = (state.get("limits") or {}).get("max_turns")
except RuntimeError:
    state, coverage, max_turns = {}, None, None
scope = [engine_note(), ""]
if left:
    budget = f" when the turn budget ({max_turns} turns) ran out" if max_turns else ""
    scope += [
        f"The review stopped early{budget}: this memo is incomplete. It covers only the "
        f"{len(readable) - len(missed)} reviewed document(s) and says nothing about the others.",
        "",
    ]
elif missed:
    scope += [
        f"{len(missed)} document(s) could not be reviewed: their sub-calls failed or were "
        f"cancelled, and every try at them failed. This memo is incomplete. It covers only the "
        f"{len(readable) - len(missed)} reviewed document(s) and says nothing about the others.",
        "",
    ]
scope.append(
    f"Documents reviewed: {len(readable) - len(missed)} of {len(readable)} readable "
    f"({len(pb.get('skipped', []))} could not be read)."
)
if isinstance(coverage, (int, float)):
    scope.append(f"Measured coverage of the room's text: {percent(coverage)}.")
scope.append(day_count_line(state.get("review_as_of")))
if missed:
    scope.append(
        "Not reviewed: "
        + ", ".join(missed[:50])
        + (f" and {len(missed) - 50} more" if len(missed) > 50 else "")
    )
if pb.get("skipped"):
    scope.append("Unreadable: " + ", ".join(pb["skipped"][:30]))
if "references" in pb:
    scope.append(
        f"Referenced documents checked: {pb.get('references', 0)}; "
        f"absent: {len(pb.get('absent', []))}."
    )
not_run = [
    name
    for key, name in (
        ("references", "the check for documents referred to but not in the room"),
        (
            "crosscheck",
            "reading documents together (insider entities, guaranteed debt, customers at risk)",
        ),
    )
    if key not in pb
]
if not_run:
    scope.append("Not done in this run: " + "; ".join(not_run) + ".")
# one paragraph a line: lines joined by one line break are one paragraph in Markdown (the
# Word export and the preview ran them together)
memo.write("Scope and method", "\n\n".join(line for line in scope if line))
if pb.get("consents"):
    lines = [
        f"- {name}: consent already given, so its consent clause is resolved and not a risk "
        f"{link_for({'doc_id': c['doc'], 'path': c['path'], 'page': c['page'], 'quote': c['quote']})}"
        for name, c in pb["consents"].items()
    ]
    memo.write("Consents already obtained", "\n".join(lines))
write_appendix()  # last, so it ends the memo
write_summary(final=True)  # again: the sections above may have cited new passages
print(memo)
marker = {
    "areas": written,
    "findings": len(items),
    "observations": noted,
    "merged": sum(len(m["absorbed"]) for m in merges),
    "not_reviewed": len(missed),
}
