"""The end of every playbook cell: one marker line with the step that ran, what it left
(``marker``, set by the step) and the turn and turn cap from status(), from which the
playbook decides the next step.

A cell of the offline playbook (diligence_tui/offline/playbook.py): what follows the
``# -- cell --`` line is sent into the kernel as it is, where the REPL defines the names
imported here for readers and linters only."""

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from diligence_tui.offline.cells._repl import status

    PLAYBOOK_STEP = ""  # set by the cell's first lines
    marker: dict = {}  # set by the step

# -- cell --
import json

try:
    _state = status()
except RuntimeError:
    _state = {}
_seen = {"turn": _state.get("turn"), "max_turns": _state.get("max_turns")}
_mark = {"step": PLAYBOOK_STEP, "helpers": "write_area" in globals(), **_seen, **marker}
print("PLAYBOOK" + "::" + json.dumps(_mark))
