"""What the end-to-end tests of rooms on disk share: the real command line in a child process
and settings that index with one worker (the machine is shared: one extraction process per
test keeps the suite's load bounded and its order of work the same)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from diligence_tui.settings import Settings


def diligence(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """``diligence ARGS`` as a user runs it (the config, data and cache dirs come from the
    ``isolated_dirs`` fixture through the environment)."""
    return subprocess.run(
        [sys.executable, "-m", "diligence_tui.cli", *args],
        capture_output=True,
        text=True,
        env=dict(os.environ) if env is None else env,
        timeout=600,
    )


def one_worker_settings() -> Settings:
    settings = Settings()
    settings.ingest.workers = 1
    return settings


SUPPLY = (
    "SUPPLY AGREEMENT\n\n12. Assignment. Neither party may assign this Agreement without the "
    "prior written consent of the other party.\n"
)


def supply_room(root: Path, name: str = "supply.txt") -> Path:
    """A room of one short contract with an assignment clause (``root/name``); returns the
    contract's path."""
    from diligence_tui import docwriters

    return docwriters.write_text(root / name, SUPPLY)
