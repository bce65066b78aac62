"""Step 3: review the next wave of documents and update the memo as findings arrive.
What is left comes from status(): a document is reviewed when a review() read all of it.

A cell of the offline playbook (diligence_tui/offline/playbook.py): what follows the
``# -- cell --`` line is sent into the kernel as it is, where the REPL defines the names
imported here for readers and linters only."""

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from diligence_tui.offline.cells._repl import memo, review, status
    from diligence_tui.offline.cells.helpers import (
        SEV,
        area_of,
        engine_note,
        live_findings,
        not_reviewed,
        readable_docs,
        review_state,
        to_review,
        write_area,
        write_summary,
    )

# -- cell --

from diligence_tui.offline.as_of import AsOf
from diligence_tui.offline.review_task import INSTRUCTIONS, call_task, consents_line

pb = globals().get("pb") or {}
# the date the review's day counts run to (a restriction "until" a date has ended by then),
# the same for every sub-agent and every check across documents
review_day = AsOf.from_dict(status().get("review_as_of"))
if review_day is not None:
    INSTRUCTIONS += "\n" + review_day.line()
INSTRUCTIONS += consents_line(pb.get("consents") or {})
for note in globals().get("ANALYST_NOTES", []):
    INSTRUCTIONS += "\nNote from the analyst: " + note
tries = pb.setdefault("tries", {})
size, batch = pb.get("wave_size") or 12, pb.get("batch_size") or 8
# What is left comes from the harness (status()): a document counts as reviewed only when a
# review() read all of it. First the documents never tried, then another try for those whose
# sub-calls failed or were cancelled (a resumed run comes back to them).
# in the plan's order: folder by folder, or the sampled order a seeded policy planned
order = {doc: n for n, doc in enumerate(pb.get("order") or [])}
todo = sorted(
    to_review(),
    key=lambda d: (order.get(d.get("doc_id"), len(order)), d.get("folder", ""), d.get("path", "")),
)
fresh = [d for d in todo if not tries.get(d.get("doc_id"))]
wave = (fresh or todo)[:size]
by_folder: dict = {}
for d in wave:
    by_folder.setdefault(d.get("folder") or "(room root)", []).append(d)

found = []
for folder, group in by_folder.items():
    for i in range(0, len(group), batch):
        chunk = group[i : i + batch]
        for d in chunk:
            tries[d.get("doc_id")] = tries.get(d.get("doc_id"), 0) + 1
        # the resolutions on file that name a party these documents' names name, or name one
        # of these documents by its kind and date; as many as fit: past a quarter of a small
        # model's window its prompt would overflow (the forecast counts the same task)
        paths = [str(d.get("path") or "") for d in chunk]
        told = call_task(
            INSTRUCTIONS, pb.get("on_file") or [], paths, int(pb.get("sub_window") or 0)
        )
        try:
            got = review(chunk, told)
        except RuntimeError as exc:
            print(f"  {folder}: review failed ({exc}); {len(chunk)} document(s) not reviewed")
            continue
        found.extend(got)
        worst = sorted(
            {f.get("severity") for f in got}, key=lambda s: SEV.index(s) if s in SEV else 9
        )
        print(
            f"  {folder}: {len(chunk)} document(s) -> {len(got)} finding(s)"
            + (f", worst {worst[0]}" if worst else "")
        )

review_state(fresh=True)  # what the wave's review() calls read
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
    progress += (
        " Not reviewed (their sub-calls failed or were cancelled): "
        + ", ".join(tried[:50])
        + (f" and {len(tried) - 50} more" if len(tried) > 50 else "")
        + "."
    )
memo.write("Scope and method", (pb.get("scope") or engine_note()) + "\n\n" + progress)
if failed:
    print(
        f"  not reviewed (sub-calls failed or cancelled): {', '.join(failed[:10])}"
        + (" ..." if len(failed) > 10 else "")
    )
print(
    f"Wave done: {len(wave) - len(failed)} of {len(wave)} document(s) reviewed, {len(found)} finding(s); "
    f"sections updated: {', '.join(touched) or 'none'}; {remaining} document(s) left."
)
marker = {
    "reviewed": len(readable_docs()) - len(unread),
    "remaining": remaining,
    "findings": len(found),
}
