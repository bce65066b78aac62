"""``diligence export RUN_DIR --format md|docx|xlsx|json [-o FILE]``.

The one place that puts a run's room and its exporters together: review/ knows nothing of the
room (an import contract), so this opens the room the run names in run.json and hands it to
:func:`diligence_tui.review.export.export_run`, which re-checks the citations against it.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from diligence_tui.errors import UserError


def cmd_export(args: argparse.Namespace, settings: Any) -> int:
    from diligence_tui.review.export import export_run, load_run_outputs

    files = load_run_outputs(args.run_dir)
    room, note = _open_room(str(files.info.get("room") or ""), settings)
    try:
        path = export_run(files.run_dir, args.format, args.output, room=room, room_note=note)
    finally:
        if room is not None:
            room.close()
    from diligence_tui.textsafe import neutralize

    print(neutralize(f"exported {args.format} to {path}"))  # a run folder named after the room
    return 0


def _open_room(folder: str, settings: Any) -> tuple[Any, str]:
    """The run's room, or None and why not."""
    if not folder:
        return None, "run.json names no room"
    if not Path(folder).is_dir():
        return None, f"the room {folder} is not there"
    from diligence_tui.room.room import Room

    try:
        return Room.open(folder, settings), ""
    except UserError as exc:
        return None, f"the room could not be opened ({exc})"
