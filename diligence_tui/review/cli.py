"""``diligence export RUN_DIR --format md|docx|xlsx|json [-o FILE]``."""

from __future__ import annotations

import argparse
from typing import Any


def cmd_export(args: argparse.Namespace, settings: Any) -> int:
    from diligence_tui.review.export import export_run

    path = export_run(args.run_dir, args.format, args.output)
    print(f"exported {args.format} to {path}")
    return 0
