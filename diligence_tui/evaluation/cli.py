"""``diligence eval RUN_DIR --task task.json [--judge offline|MODEL] [--api-base URL] [--json]``.

Grades the run's memo (as saved, analyst edits included) against every criterion, prints the
pass rate overall, by kind and by criterion, and writes ``eval.json`` into the run folder.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path
from typing import Any

EVAL_FILE = "eval.json"


def evaluate(
    run_dir: str | Path,
    task_path: str | Path,
    judge: str = "offline",
    *,
    settings: Any = None,
    api_base: str | None = None,
) -> dict[str, Any]:
    """Grade a run folder and write ``eval.json``; returns what was written."""
    from diligence_tui.atomic import write_json_atomic
    from diligence_tui.evaluation.judges import LLMJudge, OfflineJudge
    from diligence_tui.evaluation.metrics import metrics_from_journal, pass_rates, run_summary
    from diligence_tui.lab_task import load_task
    from diligence_tui.review.export import load_run_outputs

    files = load_run_outputs(run_dir)
    if not files.metrics:  # a killed run wrote no metrics.json: its journal holds the numbers
        files.metrics = metrics_from_journal(files.run_dir, files.findings)
    task = load_task(task_path)
    started = time.monotonic()
    if judge in ("", "offline") or judge.startswith("offline/"):  # no model grades offline
        grader: Any = OfflineJudge()
    else:
        if settings is None:
            from diligence_tui.settings import load_settings

            settings = load_settings()
        grader = LLMJudge(judge, settings, api_base=api_base, record_dir=files.run_dir / "eval")
    graded = grader.grade(task, files.memo, files.findings, files.metrics)
    results = [g.to_dict() for g in graded]
    report = {
        "task": {
            "title": task.title,
            "path": str(task.path or task_path),
            "criteria": len(task.criteria),
        },
        "judge": grader.name,
        "graded_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "seconds": round(time.monotonic() - started, 3),
        **pass_rates(results),
        "run": run_summary(files.metrics, files.memo, files.findings),
        "results": results,
    }
    write_json_atomic(files.run_dir / EVAL_FILE, report)
    return report


def format_report(report: dict[str, Any]) -> str:
    lines = [
        f"{report['task']['title']}: {report['passed']}/{report['criteria']} criteria passed "
        f"({report['pass_rate'] * 100:.1f}%), judge {report['judge']}"
    ]
    if len(report["by_kind"]) > 1 or "criterion" not in report["by_kind"]:
        for kind, row in report["by_kind"].items():
            lines.append(
                f"  {kind:<14} {row['passed']:>4}/{row['criteria']:<4} {row['pass_rate'] * 100:5.1f}%"
            )
    if report.get("errors"):
        lines.append(f"  {report['errors']} criteria could not be graded (ERROR counts as a fail)")
    lines.append("")
    for item in report["results"]:
        reason = " ".join(str(item["reason"]).split())
        if len(reason) > 110:
            reason = reason[:107] + "..."
        lines.append(f"{item['verdict']:<5} {item['id']:<12} {item['title'][:60]}")
        lines.append(f"      {reason}")
    run = report.get("run") or {}
    facts = []
    if run.get("coverage") is not None:
        facts.append(f"coverage {float(run['coverage']) * 100:.1f}%")
    if run.get("verified_share") is not None:
        from diligence_tui.review.model import COUNTED
        from diligence_tui.shares import percent

        facts.append(
            f"cited quotes verified {percent(run['verified_share'], 1)} "
            f"({run['verified']}/{run['citations']}; {COUNTED})"
        )
    if run.get("subcalls") is not None:
        facts.append(f"{run['subcalls']} sub-calls")
    if run.get("total_tokens"):
        facts.append(f"{int(run['total_tokens']):,} tokens")
    share = (
        (run.get("root_share") or {}).get("tokens")
        if isinstance(run.get("root_share"), dict)
        else None
    )
    if share is not None:
        facts.append(f"root share {share * 100:.1f}% of tokens")
    if run.get("wall_seconds") is not None:
        facts.append(f"wall time {float(run['wall_seconds']):.1f} s")
    if facts:
        lines += ["", "Run: " + ", ".join(facts)]
    return "\n".join(lines)


def cmd_eval(args: argparse.Namespace, settings: Any) -> int:
    report = evaluate(
        args.run_dir, args.task, args.judge or "offline", settings=settings, api_base=args.api_base
    )
    from diligence_tui.textsafe import json_text, neutralize

    # criteria, reasons and titles quote the rubric, the memo and a judge model, which quote
    # the seller's file names and text: shown, never obeyed by the terminal
    if args.json:
        print(json_text(json.dumps(report, indent=2, ensure_ascii=False)))
    else:
        print(neutralize(format_report(report)))
        print(neutralize(f"\nwrote {Path(args.run_dir) / EVAL_FILE}"))
    return 0
