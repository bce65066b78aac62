"""Export a run's memo and findings: ``export_run(run_dir, fmt, output=None) -> Path``.

The per-format writers take ``(memo, findings, metrics, path)`` and write atomically, so the
TUI can call them on the objects it holds and the CLI on a run folder.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from diligence_tui.errors import UserError
from diligence_tui.review.model import Finding, Memo
from diligence_tui.review.run_files import FINDINGS, MEMO_JSON, RunFiles, load_run

Writer = Callable[[Memo, list[Finding], dict[str, Any], Path], Path]

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
    memo: Memo, findings: list[Finding], metrics: dict[str, Any], fmt: str, output: str | Path
) -> Path:
    """Write the objects the caller holds (the TUI's path)."""
    path = Path(output).expanduser()
    if path.is_dir():
        raise UserError(f"{path} is a folder; give a file name for the export")
    writer = writer_for(fmt)
    try:
        return writer(memo, findings, metrics, path)
    except OSError as exc:  # the old file, if any, is untouched (atomic write)
        raise UserError(f"cannot write {path}: {exc.strerror or exc}") from None


def load_run_outputs(run_dir: str | Path) -> RunFiles:
    """The run folder's memo, findings and metrics; a folder without them is a user error."""
    files = load_run(run_dir)
    if not (files.run_dir / MEMO_JSON).exists() and not (files.run_dir / FINDINGS).exists():
        raise UserError(f"{files.run_dir} has no {MEMO_JSON} or {FINDINGS}: is it a run folder?")
    return files


def export_run(run_dir: str | Path, fmt: str, output: str | Path | None = None) -> Path:
    """Export the run folder's memo (as saved, analyst edits included) and findings."""
    files = load_run_outputs(run_dir)
    target = Path(output) if output is not None else default_output(files.run_dir, fmt)
    return export_memo(files.memo, files.findings, files.metrics, fmt, target)
