"""After a refused submit(): cite the findings' passages the memo leaves out, then submit.

A cell of the offline playbook (diligence_tui/offline/playbook.py): what follows the
``# -- cell --`` line is sent into the kernel as it is, where the REPL defines the names
imported here for readers and linters only."""

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from diligence_tui.offline.cells._repl import memo, submit
    from diligence_tui.offline.cells.helpers import evidence, held_marker, link_for

# -- cell --

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
    memo.write("Other findings", "\n".join(lines[:30]))
    ok = submit("Offline engine review finished.")
    marker = {"ok": bool(ok)}
