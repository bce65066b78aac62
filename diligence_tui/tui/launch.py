"""``diligence ROOM`` / ``diligence open ROOM``: open the workspace.

Imports only what the first screen needs; the harness (and litellm with it) loads after the
first paint, when the review starts.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from diligence_tui.cli import settings_from_args
from diligence_tui.errors import UserError
from diligence_tui.settings import Settings


def cmd_open(args: argparse.Namespace, settings: Settings) -> int:
    room = Path(args.room).expanduser()
    if not room.is_dir():
        raise UserError(f"{room} is not a folder: point diligence at a dataroom folder")
    run_dir = Path(args.run_dir).expanduser() if getattr(args, "run_dir", None) else None
    if run_dir is not None and not run_dir.is_dir():
        raise UserError(f"{run_dir} is not a run folder")
    from diligence_tui.tui.app import create_app

    app = create_app(
        room,
        settings_from_args(args, settings),
        run_dir=run_dir,
        step=bool(getattr(args, "step", False)),
    )
    app.session.harness = getattr(args, "harness", None) or "rlm"
    app.run()
    if app.exit_note:
        print(app.exit_note)
    return 0 if app.return_code is None else app.return_code
