"""Per-run numbers for evaluation reports: rubric pass rates and the run's own metrics.

The run's metrics come from ``metrics.json`` (written by the harness from the journal when a
run ends); a run that was killed has none, so they are rebuilt here from its ``journal.jsonl``.
The share of verified quotes is counted here from the memo and findings as saved.
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path
from typing import Any

from diligence_tui.review.model import Finding, Memo, citation_tally


def pass_rates(results: list[dict[str, Any]]) -> dict[str, Any]:
    """Overall and by-kind pass rates of graded criteria (``passed`` and ``kind`` keys)."""
    by_kind: dict[str, list[bool]] = defaultdict(list)
    for item in results:
        by_kind[item.get("kind") or "criterion"].append(bool(item.get("passed")))
    total = len(results)
    passed = sum(1 for r in results if r.get("passed"))
    return {
        "criteria": total,
        "passed": passed,
        "errors": sum(1 for r in results if r.get("verdict") == "ERROR"),
        "pass_rate": passed / total if total else 0.0,
        "by_kind": {
            kind: {"criteria": len(v), "passed": sum(v), "pass_rate": sum(v) / len(v)}
            for kind, v in sorted(by_kind.items())
        },
    }


def citation_stats(memo: Memo, findings: list[Finding]) -> dict[str, Any]:
    """Distinct cited quotes (memo and findings) and how many were verified in their source,
    counted as memo.md and every export count them (review.model.citation_tally)."""
    tally = citation_tally(memo, findings)
    return {
        "citations": tally.total,
        "verified": tally.verified,
        "verified_share": tally.verified / tally.total if tally.total else None,
    }


def run_summary(metrics: dict[str, Any], memo: Memo, findings: list[Finding]) -> dict[str, Any]:
    coverage = metrics.get("coverage") or {}
    room = coverage.get("room") if isinstance(coverage, dict) else coverage
    tokens = metrics.get("tokens") or {}
    return {
        "status": metrics.get("status", ""),
        "coverage": room,
        "subcalls": metrics.get("subcalls"),
        "turns": metrics.get("turns"),
        "tokens": tokens,
        "cost": metrics.get("cost") or {},
        "total_tokens": metrics.get(
            "total_tokens",
            sum(int(v.get("input", 0)) + int(v.get("output", 0)) for v in tokens.values()),
        ),
        "total_cost": metrics.get("total_cost"),
        "root_share": metrics.get("root_share"),
        "wall_seconds": metrics.get("wall_seconds"),
        "memo_interleaving": metrics.get("memo_interleaving"),
        "findings": len(findings),
        "engine": memo.engine or metrics.get("engine", ""),
        "models": memo.models or metrics.get("models", {}),
        **citation_stats(memo, findings),
    }


def metrics_from_journal(run_dir: str | Path, findings: list[Finding]) -> dict[str, Any]:
    """The numbers ``metrics.json`` would hold, rebuilt from the run's journal (a run killed
    before it wrote them): coverage (the last share of the room, the latest of each folder and
    document), sub-calls, tokens and dollars by role, turns, wall time (a killed session ends at
    its last event) and the models. Empty when there is no journal."""
    from diligence_tui.harness.journal import read_journal, rebuild_state
    from diligence_tui.harness.run_metrics import OFFLINE_ENGINE, compute_metrics, engine_of
    from diligence_tui.review.run_files import JOURNAL
    from diligence_tui.settings import Settings

    events = read_journal(Path(run_dir) / JOURNAL)
    if not events:
        return {}
    state = rebuild_state(events)
    coverage: dict[str, Any] = {"room": 0.0, "folders": {}, "documents": {}}
    failed = ""
    for event in events:
        if event.get("kind") == "coverage":
            coverage["room"] = float(event.get("room") or 0.0)
            coverage["folders"].update(event.get("folders") or {})
            coverage["documents"].update(event.get("documents") or {})
        elif event.get("kind") == "run_started":
            failed = ""
        elif event.get("kind") == "run_failed":
            failed = str(event.get("error", ""))
    if state.finished:
        status, reason = str(state.finished.get("status", "")), "rebuilt from the journal"
    elif failed:
        status, reason = "failed", failed
    else:
        status, reason = "interrupted", "the run ended without finishing (rebuilt from the journal)"
    metrics = compute_metrics(
        events,
        coverage=coverage,
        findings=findings or state.findings,
        status=status,
        reason=reason,
        turns=state.turn,
        settings=Settings(),
        run_dir=Path(run_dir),
    )
    started = state.started or {}
    root, sub = str(started.get("root_model", "")), str(started.get("sub_model", ""))
    offline = bool(started.get("offline"))
    metrics.update(
        models={"root": root, "sub": sub},
        offline=offline,
        engine=OFFLINE_ENGINE if offline and not (root or sub) else engine_of(root, sub),
        depth=int((started.get("limits") or {}).get("depth") or 1),
        rebuilt_from_journal=True,
    )
    return metrics
