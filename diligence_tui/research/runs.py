"""One run folder as the numbers the research commands compare: harness, models, status,
rubric pass rate (overall and by criterion kind, from ``eval.json`` when the run was
graded), coverage, sub-calls, tokens and dollars by role, root share, wall time, turns,
memo interleaving and sub-calls per 1,000 room tokens. A run killed before it wrote
``metrics.json`` is read from its journal."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from diligence_tui.errors import UserError

EVAL_FILE = "eval.json"


@dataclass
class RunRow:
    run_dir: str
    run: str
    harness: str
    root_model: str
    sub_model: str
    status: str
    engine: str = ""
    pass_rate: float | None = None  # None: not graded
    by_kind: dict[str, float] = field(default_factory=dict)
    criteria: dict[str, bool] = field(default_factory=dict)  # criterion id -> passed
    judge: str = ""
    coverage: float = 0.0
    coverage_folders: dict[str, float] = field(default_factory=dict)
    subcalls: int = 0
    tokens: dict[str, dict[str, int]] = field(default_factory=dict)
    cost: dict[str, float | None] = field(default_factory=dict)
    total_tokens: int = 0
    total_cost: float | None = None
    root_share: float = 0.0
    wall_seconds: float = 0.0
    turns: int = 0
    memo_interleaving: float = 0.0
    room_tokens: int = 0
    findings: int = 0
    room: str = ""

    @property
    def subcalls_per_1k(self) -> float | None:
        return self.subcalls / (self.room_tokens / 1000) if self.room_tokens else None

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["subcalls_per_1k_room_tokens"] = self.subcalls_per_1k
        return data


def _eval(folder: Path) -> dict[str, Any]:
    path = folder / EVAL_FILE
    if not path.exists():
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise UserError(f"{path} is unreadable ({exc}): grade the run again") from None
    return data if isinstance(data, dict) else {}


def load_row(run_dir: str | Path) -> RunRow:
    from diligence_tui.evaluation.metrics import metrics_from_journal
    from diligence_tui.review.export import load_run_outputs

    files = load_run_outputs(run_dir)
    metrics = files.metrics or metrics_from_journal(files.run_dir, files.findings)
    info = files.info
    graded = _eval(files.run_dir)
    models = info.get("models") or metrics.get("models") or {}
    coverage = metrics.get("coverage") or {}
    state = info.get("room_state") or {}
    room_tokens = int(state.get("tokens") or 0) or int(int(state.get("chars") or 0) / 3.6)
    return RunRow(
        run_dir=str(files.run_dir),
        run=files.run_dir.name,
        harness=str(info.get("harness") or "rlm"),
        root_model=str(models.get("root") or ""),
        sub_model=str(models.get("sub") or ""),
        status=str(metrics.get("status") or "unknown"),
        engine=str(info.get("engine") or metrics.get("engine") or ""),
        pass_rate=graded.get("pass_rate") if graded else None,
        by_kind={
            k: float(v.get("pass_rate", 0.0)) for k, v in (graded.get("by_kind") or {}).items()
        },
        criteria={str(r.get("id")): bool(r.get("passed")) for r in graded.get("results") or []},
        judge=str(graded.get("judge") or ""),
        coverage=float(coverage.get("room") or 0.0) if isinstance(coverage, dict) else 0.0,
        coverage_folders=dict(coverage.get("folders") or {}) if isinstance(coverage, dict) else {},
        subcalls=int(metrics.get("subcalls") or 0),
        tokens=dict(metrics.get("tokens") or {}),
        cost=dict(metrics.get("cost") or {}),
        total_tokens=int(metrics.get("total_tokens") or 0),
        total_cost=metrics.get("total_cost"),
        root_share=float((metrics.get("root_share") or {}).get("tokens") or 0.0),
        wall_seconds=float(metrics.get("wall_seconds") or 0.0),
        turns=int(metrics.get("turns") or 0),
        memo_interleaving=float(metrics.get("memo_interleaving") or 0.0),
        room_tokens=room_tokens,
        findings=len(files.findings),
        room=str(info.get("room") or ""),
    )
