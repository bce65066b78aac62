"""``diligence compare RUN_A RUN_B [--json]``: the difference between two runs of one room
(for example the same cached calls replayed with another root model): findings added, lost
and changed, coverage by folder, and pass rate by criterion when both runs were graded.

Two findings are the same finding when the review's own reducer says so
(``review.state.finding_key``: same kind of issue, same cited passages); a finding found in
both runs whose severity, title, exposure or next step differs is "changed"."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from diligence_tui.research.runs import RunRow, load_row

COMPARED = ("severity", "title", "exposure", "next_step", "status")


def _findings(run_dir: str) -> dict[tuple[str, ...], Any]:
    from diligence_tui.review.run_files import load_run
    from diligence_tui.review.state import finding_key

    return {finding_key(f): f for f in load_run(run_dir).findings}


def compare(run_a: str | Path, run_b: str | Path) -> dict[str, Any]:
    a, b = load_row(run_a), load_row(run_b)
    fa, fb = _findings(a.run_dir), _findings(b.run_dir)
    added = [fb[k].to_dict() for k in fb if k not in fa]
    lost = [fa[k].to_dict() for k in fa if k not in fb]
    changed = []
    for key in fa.keys() & fb.keys():
        diff = {
            name: [getattr(fa[key], name), getattr(fb[key], name)]
            for name in COMPARED
            if getattr(fa[key], name) != getattr(fb[key], name)
        }
        if diff:
            changed.append({"title": fb[key].title, "changes": diff})
    folders = sorted(set(a.coverage_folders) | set(b.coverage_folders))
    coverage = [
        {
            "folder": folder or "(room root)",
            "a": float(a.coverage_folders.get(folder, 0.0)),
            "b": float(b.coverage_folders.get(folder, 0.0)),
        }
        for folder in folders
    ]
    criteria = []
    if a.criteria and b.criteria:
        for cid in sorted(set(a.criteria) | set(b.criteria)):
            criteria.append({"id": cid, "a": a.criteria.get(cid), "b": b.criteria.get(cid)})
    warning = ""
    if a.room and b.room and a.room != b.room:
        warning = f"the runs reviewed different rooms ({a.room} and {b.room})"
    return {
        "a": _head(a),
        "b": _head(b),
        "warning": warning,
        "findings": {"added": added, "lost": lost, "changed": changed},
        "coverage": {"room": {"a": a.coverage, "b": b.coverage}, "folders": coverage},
        "criteria": criteria,
    }


def _head(row: RunRow) -> dict[str, Any]:
    return {
        "run_dir": row.run_dir,
        "harness": row.harness,
        "root_model": row.root_model,
        "sub_model": row.sub_model,
        "status": row.status,
        "pass_rate": row.pass_rate,
        "findings": row.findings,
    }


def _pct(value: float | None) -> str:
    return "-" if value is None else f"{value * 100:.1f}%"


def format_compare(data: dict[str, Any]) -> str:
    a, b = data["a"], data["b"]
    lines = [
        f"A: {a['run_dir']} ({a['harness']}, {a['root_model']}, {a['status']}, "
        f"pass rate {_pct(a['pass_rate'])}, {a['findings']} findings)",
        f"B: {b['run_dir']} ({b['harness']}, {b['root_model']}, {b['status']}, "
        f"pass rate {_pct(b['pass_rate'])}, {b['findings']} findings)",
    ]
    if data["warning"]:
        lines.append(f"warning: {data['warning']}")
    found = data["findings"]
    lines += [
        "",
        f"Findings: {len(found['added'])} added in B, {len(found['lost'])} lost, {len(found['changed'])} changed",
    ]
    for f in found["added"]:
        lines.append(f"  + [{f['severity']}] {f['title']}")
    for f in found["lost"]:
        lines.append(f"  - [{f['severity']}] {f['title']}")
    for f in found["changed"]:
        what = "; ".join(f"{k}: {v[0]!s} -> {v[1]!s}" for k, v in f["changes"].items())
        lines.append(f"  ~ {f['title']}: {what}")
    room = data["coverage"]["room"]
    lines += ["", f"Coverage: room {_pct(room['a'])} -> {_pct(room['b'])}"]
    for row in data["coverage"]["folders"]:
        if row["a"] != row["b"]:
            lines.append(f"  {row['folder'][:44]:<44} {_pct(row['a']):>7} -> {_pct(row['b']):>7}")
    same = sum(1 for row in data["coverage"]["folders"] if row["a"] == row["b"])
    if same:
        lines.append(f"  ({same} folder(s) covered the same in both)")
    if data["criteria"]:
        flips = [c for c in data["criteria"] if c["a"] != c["b"]]
        lines += ["", f"Criteria: {len(flips)} of {len(data['criteria'])} differ"]
        for c in flips:
            mark = {True: "PASS", False: "FAIL", None: "-"}
            lines.append(f"  {c['id']:<14} {mark[c['a']]} -> {mark[c['b']]}")
    else:
        lines += ["", "Criteria: grade both runs (diligence eval) to compare them by criterion"]
    return "\n".join(lines)


def cmd_compare(args: argparse.Namespace, settings: Any) -> int:
    from diligence_tui.textsafe import json_text, neutralize

    data = compare(args.run_a, args.run_b)
    if args.json:
        print(json_text(json.dumps(data, indent=2, ensure_ascii=False, default=str)))
    else:
        print(neutralize(format_compare(data)))
    return 0
