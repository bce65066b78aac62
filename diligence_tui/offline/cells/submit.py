"""Step 7: submit the memo, unless the review is unfinished (then it is held).

A cell of the offline playbook (diligence_tui/offline/playbook.py): what follows the
``# -- cell --`` line is sent into the kernel as it is, where the REPL defines the names
imported here for readers and linters only."""

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from diligence_tui.offline.cells._repl import submit
    from diligence_tui.offline.cells.helpers import held_marker

# -- cell --

pb = globals().get("pb") or {}
marker = held_marker()  # an unfinished review is not submitted
if marker is None:
    ok = submit(
        "Offline engine review finished: every readable document was sent to the pattern "
        "reviewer; see Scope and method."
    )
    marker = {"ok": bool(ok)}
