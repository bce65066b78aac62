"""The offline engine on the sample rooms: coverage, verified quotes, offline-judge pass rate.

    .venv/bin/python bench/offline_rooms.py [sample_rooms/small sample_rooms/medium]

Each room is indexed and reviewed from cold (fresh state dirs) through the real CLI
(`diligence run`, then `diligence eval --judge offline`), and the numbers for
bench/RESULTS.md are printed as a Markdown table.
"""

from __future__ import annotations

import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def run_room(room: Path, work: Path) -> dict:
    env = dict(os.environ)
    for name in ("CONFIG", "DATA", "CACHE", "LOG"):
        env[f"DILIGENCE_{name}_DIR"] = str(work / name.lower())
    run_dir = work / "run"
    started = time.perf_counter()
    result = subprocess.run(
        [sys.executable, "-m", "diligence_tui.cli", "run", str(room), "--out", str(run_dir)],
        capture_output=True,
        text=True,
        env=env,
    )
    wall = time.perf_counter() - started
    if result.returncode != 0:
        raise SystemExit(f"run failed on {room}:\n{result.stderr[-2000:]}")
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "diligence_tui.cli",
            "eval",
            str(run_dir),
            "--task",
            str(room / "task.json"),
            "--json",
        ],
        capture_output=True,
        text=True,
        env=env,
    )
    if result.returncode != 0:
        raise SystemExit(f"eval failed on {room}:\n{result.stderr[-2000:]}")
    report = json.loads(result.stdout)
    metrics = json.loads((run_dir / "metrics.json").read_text(encoding="utf-8"))
    docs = sum(1 for p in (room / "documents").rglob("*") if p.is_file())
    return {
        "room": room.name,
        "documents": docs,
        "wall": wall,
        "run_wall": metrics.get("wall_seconds"),
        "status": metrics.get("status"),
        "coverage": report["run"]["coverage"],
        "citations": report["run"]["citations"],
        "verified": report["run"]["verified"],
        "verified_share": report["run"]["verified_share"],
        "findings": report["run"]["findings"],
        "passed": report["passed"],
        "criteria": report["criteria"],
        "pass_rate": report["pass_rate"],
        "by_kind": report["by_kind"],
    }


def main(argv: list[str]) -> None:
    rooms = [Path(a) for a in argv] or [
        REPO / "sample_rooms" / "small",
        REPO / "sample_rooms" / "medium",
    ]
    rows = []
    for room in rooms:
        with tempfile.TemporaryDirectory(prefix="bench-offline-") as tmp:
            rows.append(run_room(room.resolve(), Path(tmp)))
            print(f"{room.name}: done", file=sys.stderr)
    print(
        f"Machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, "
        f"{platform.system()} {platform.release()}; date {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}\n"
    )
    print(
        "| Room | Docs | Status | Coverage of extractable text | Cited quotes verified | Findings | "
        "Offline-judge pass rate | Wall time (index + run) |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for r in rows:
        share = (
            f"{r['verified_share'] * 100:.1f}% ({r['verified']}/{r['citations']})"
            if r["verified_share"] is not None
            else "n/a"
        )
        print(
            f"| {r['room']} | {r['documents']} | {r['status']} | {float(r['coverage']) * 100:.1f}% | {share} | "
            f"{r['findings']} | {r['pass_rate'] * 100:.1f}% ({r['passed']}/{r['criteria']}) | {r['wall']:.1f} s |"
        )
    print()
    for r in rows:
        kinds = ", ".join(f"{k} {v['passed']}/{v['criteria']}" for k, v in r["by_kind"].items())
        print(f"* {r['room']} by kind: {kinds}")


if __name__ == "__main__":
    main(sys.argv[1:])
