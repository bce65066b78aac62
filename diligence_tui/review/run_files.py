"""The run folder: what a run leaves on disk, read and written in one place.

``RUN_DIR/``
  ``journal.jsonl``  append-only event log (the source of truth; see harness.journal)
  ``memo.json``      the memo: sections, citations, analyst edits, suggestions
  ``memo.md``        the memo rendered as Markdown (cite: links intact)
  ``findings.json``  list of findings (Finding.to_dict())
  ``metrics.json``   coverage, tokens and dollars by role, sub-calls, turns, wall time, status
  ``run.json``       how the run was started: room, models, limits, settings (no secrets)
  ``not_reviewed.txt`` the readable documents no answered model call reached (at finalize)
  ``cache/``         the model call cache (replay)
  ``scratch/``       the kernel's scratch folder
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from diligence_tui.atomic import write_json_atomic, write_text_atomic
from diligence_tui.review.model import Finding, Memo
from diligence_tui.textsafe import neutralize

JOURNAL = "journal.jsonl"
MEMO_JSON = "memo.json"
MEMO_MD = "memo.md"
FINDINGS = "findings.json"
METRICS = "metrics.json"
RUN_INFO = "run.json"
NOT_REVIEWED = "not_reviewed.txt"


@dataclass
class RunFiles:
    run_dir: Path
    memo: Memo
    findings: list[Finding]
    metrics: dict[str, Any] = field(default_factory=dict)
    info: dict[str, Any] = field(default_factory=dict)


def _read_json(path: Path, default: Any) -> Any:
    if not path.exists():
        return default
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError, UnicodeDecodeError) as exc:
        from diligence_tui.errors import UserError

        raise UserError(
            f"{path} is unreadable ({exc}); the journal may still hold the run"
        ) from None


def load_run(run_dir: str | Path) -> RunFiles:
    folder = Path(run_dir)
    if not folder.is_dir():
        from diligence_tui.errors import UserError

        raise UserError(f"{folder} is not a run folder")
    memo = Memo.from_dict(_read_json(folder / MEMO_JSON, {}))
    findings = [Finding.from_dict(f) for f in _read_json(folder / FINDINGS, [])]
    return RunFiles(
        folder, memo, findings, _read_json(folder / METRICS, {}), _read_json(folder / RUN_INFO, {})
    )


def save_memo(run_dir: str | Path, memo: Memo, findings: list[Finding] | tuple[()] = ()) -> None:
    """memo.json and memo.md; memo.md counts the UNVERIFIED quotes of the memo and
    ``findings`` as every other count of citations does (model.citation_tally)."""
    folder = Path(run_dir)
    write_json_atomic(folder / MEMO_JSON, memo.to_dict())
    text = memo.to_markdown(findings=findings)
    write_text_atomic(folder / MEMO_MD, neutralize(text))  # safe to `cat`


def save_findings(run_dir: str | Path, findings: list[Finding]) -> None:
    write_json_atomic(Path(run_dir) / FINDINGS, [f.to_dict() for f in findings])


def save_metrics(run_dir: str | Path, metrics: dict[str, Any]) -> None:
    write_json_atomic(Path(run_dir) / METRICS, metrics)
