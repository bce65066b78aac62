"""The core imports without Textual, Rich or litellm (STYLE.md: headless core, guarded)."""

from __future__ import annotations

import pkgutil
import subprocess
import sys

import diligence_tui
from diligence_tui.offline import cells

# the playbook's step cells are scripts for the kernel's REPL (their source is sent there),
# not modules the host imports; their helpers module imports like any other
CELL_SCRIPTS = {f"diligence_tui.offline.cells.{n}" for n in cells.NAMES if n != "helpers"}
CORE_MODULES = sorted(
    name
    for _, name, _ in pkgutil.walk_packages(diligence_tui.__path__, "diligence_tui.")
    if not name.startswith("diligence_tui.tui") and name not in CELL_SCRIPTS
)


def test_core_imports_without_textual_rich_or_litellm() -> None:
    code = (
        "import importlib, sys\n"
        f"for name in {CORE_MODULES!r}:\n"
        "    importlib.import_module(name)\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('textual', 'rich', 'litellm'))\n"
        "print(','.join(bad))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "", f"core pulled in: {result.stdout.strip()}"
    assert len(CORE_MODULES) >= 10


def test_cli_help_does_not_import_litellm() -> None:
    code = (
        "import sys\n"
        "from diligence_tui import cli\n"
        "try:\n    cli.main(['--help'])\nexcept SystemExit:\n    pass\n"
        "print('litellm' in sys.modules, 'textual' in sys.modules)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip().splitlines()[-1] == "False False"
