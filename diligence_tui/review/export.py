"""Export a run's memo and findings: ``export_run(run_dir, fmt, output=None) -> Path``.

The per-format writers take ``(memo, findings, metrics, path, check=None)`` and write
atomically, so the TUI can call them on the objects it holds and the CLI on a run folder.
``check`` (review.freshness.RoomCheck) says which reviewed documents changed or left the room
since the review; :func:`export_run` makes it from the room and re-verifies their citations.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from diligence_tui.errors import UserError
from diligence_tui.review.freshness import RoomCheck, check_run, not_checked, recheck
from diligence_tui.review.model import Finding, Memo
from diligence_tui.review.run_files import FINDINGS, MEMO_JSON, RunFiles, load_run
from diligence_tui.review.table import TABLE_FILE, Table, TableError, load_table

Writer = Callable[..., Path]  # (memo, findings, metrics, path, check=None) -> path

# format -> (module:function, default file name in the run folder)
FORMATS: dict[str, tuple[str, str]] = {
    "md": ("diligence_tui.review.export_md:write_markdown", "memo.export.md"),
    "docx": ("diligence_tui.review.export_docx:write_docx", "memo.docx"),
    "xlsx": ("diligence_tui.review.export_xlsx:write_xlsx", "findings.xlsx"),
    "json": ("diligence_tui.review.export_json:write_json", "export.json"),
}


def writer_for(fmt: str) -> Writer:
    if fmt not in FORMATS:
        raise UserError(f"unknown export format {fmt!r}; use one of {', '.join(FORMATS)}")
    module_name, func_name = FORMATS[fmt][0].split(":")
    return getattr(importlib.import_module(module_name), func_name)


def default_output(run_dir: Path, fmt: str) -> Path:
    writer_for(fmt)
    return Path(run_dir) / FORMATS[fmt][1]


def export_memo(
    memo: Memo,
    findings: list[Finding],
    metrics: dict[str, Any],
    fmt: str,
    output: str | Path,
    check: RoomCheck | None = None,
    table: Table | None = None,
    room_root: Path | None = None,
) -> Path:
    """Write the objects the caller holds (the TUI's path); ``table`` adds the review table
    (``room_root`` lets the Excel sheet link each document to its file)."""
    path = Path(output).expanduser()
    if path.is_dir():
        raise UserError(f"{path} is a folder; give a file name for the export")
    writer = writer_for(fmt)
    try:
        return writer(memo, findings, metrics, path, check=check, table=table, room_root=room_root)
    except OSError as exc:  # the old file, if any, is untouched (atomic write)
        raise UserError(f"cannot write {path}: {exc.strerror or exc}") from None


def load_run_outputs(run_dir: str | Path) -> RunFiles:
    """The run folder's memo, findings and metrics; a folder without them is a user error."""
    files = load_run(run_dir)
    if not any((files.run_dir / name).exists() for name in (MEMO_JSON, FINDINGS, TABLE_FILE)):
        raise UserError(
            f"{files.run_dir} has no {MEMO_JSON}, {FINDINGS} or {TABLE_FILE}: is it a run folder?"
        )
    return files


def run_table(run_dir: Path) -> Table | None:
    """The run's review table, or None; an unreadable one is a user error, not a traceback."""
    try:
        return load_table(run_dir)
    except TableError as exc:
        raise UserError(str(exc)) from None


def export_run(
    run_dir: str | Path,
    fmt: str,
    output: str | Path | None = None,
    room: Any = None,
    room_note: str = "",
) -> Path:
    """Export the run folder's memo (as saved, analyst edits included) and findings.

    With ``room`` (the run's room: a room.Room, which this package does not import), the room
    is brought up to date first; documents that changed or left it since the review are marked
    in the export and their citations verified again against the room as it is now. Without
    it the export says the citations were not re-checked (``room_note`` says why).
    """
    files = load_run_outputs(run_dir)
    target = Path(output) if output is not None else default_output(files.run_dir, fmt)
    memo, findings, check = checked_against_room(files, room, room_note)
    room_root = Path(str(files.info["room"])) if files.info.get("room") else None
    if room is not None:
        room_root = Path(room.root)
    table = run_table(files.run_dir)
    return export_memo(memo, findings, files.metrics, fmt, target, check, table, room_root)


def checked_against_room(
    files: RunFiles, room: Any = None, room_note: str = ""
) -> tuple[Memo, list[Finding], RoomCheck]:
    """The run's memo and findings with the citations of stale documents re-verified."""
    if room is None:
        note = room_note or "the run's room was not given"
        return files.memo, files.findings, not_checked(f"{note}: citations were not re-checked")
    try:
        room.index()  # see changes made while nothing watched the room
    except Exception as exc:  # noqa: BLE001 - the store as last indexed still answers
        note = f"the room could not be re-indexed ({type(exc).__name__}); checked as last indexed"
    else:
        note = ""
    check = check_run(files.run_dir, room)
    check.note = note
    memo, findings = recheck(files.memo, files.findings, room, check)
    return memo, findings, check
