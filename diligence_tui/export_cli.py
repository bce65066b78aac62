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
        marked = _mark_memo(files.run_dir, room) if room is not None else ""
    finally:
        if room is not None:
            room.close()
    from diligence_tui.textsafe import neutralize

    print(neutralize(f"exported {args.format} to {path}"))  # a run folder named after the room
    if marked:
        print(neutralize(marked))
    return 0


def _mark_memo(run_dir: Path, room: Any) -> str:
    """memo.md (and memo.json) say which reviewed documents changed or left the room, as the
    export does; written only while no other process writes the folder (its writer's own
    finalize and saves say it then). Returns a line for the user ("" when nothing changed)."""
    from diligence_tui.harness.run_lock import RunLocked, acquire_lock
    from diligence_tui.review.freshness import check_run, mark_memo
    from diligence_tui.review.run_files import MEMO_MD, load_run, save_memo

    try:
        lock = acquire_lock(run_dir)
    except RunLocked as exc:
        return f"{MEMO_MD} not updated: {exc}"
    try:
        files = load_run(run_dir)
        memo = files.memo
        if not mark_memo(memo, check_run(run_dir, room), room):
            return ""
        save_memo(run_dir, memo, files.findings)  # its count of quotes is the memo's and findings'
        return f"{MEMO_MD} updated: {memo.room_changes.get('summary') or 'the room is as reviewed'}"
    finally:
        lock.release()


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
