"""The two harnesses side by side on sample rooms, offline, and the dry-run forecast against
each actual run (issue 13).

    .venv/bin/python bench/harnesses.py [--rooms small medium] [--extra ROOM_WITH_TASK ...]

For each room: the forecast (``harness.forecast``) for the RLM and the tool loop, both runs
with the offline engine into a temporary folder, both graded by the offline judge, then the
forecast error on sub-calls and tokens by role and the coverage, pass rate and tokens of the
two harnesses. Prints a table; writes nothing outside the temporary folder.
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def _err(forecast: float, actual: float) -> str:
    return "n/a" if not actual else f"{(forecast - actual) / actual * 100:+.1f}%"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rooms", nargs="*", default=["small", "medium"])
    parser.add_argument(
        "--extra", nargs="*", default=[], help="folders holding task.json + documents/"
    )
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="bench-harnesses-"))
    for name in ("CONFIG", "DATA", "CACHE", "LOG"):
        os.environ[f"DILIGENCE_{name}_DIR"] = str(work / name.lower())
    from diligence_tui.evaluation.cli import evaluate
    from diligence_tui.harness.choice import harness_factory, settings_for
    from diligence_tui.harness.forecast import forecast
    from diligence_tui.harness.runner import Run
    from diligence_tui.room.room import Room
    from diligence_tui.settings import Settings

    rooms = [ROOT / "sample_rooms" / r for r in args.rooms] + [Path(p) for p in args.extra]
    print(
        f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, {time.strftime('%Y-%m-%d')}"
    )
    for folder in rooms:
        room = Room.open(folder / "documents", Settings())
        room.index()
        rows = {}
        for harness in ("rlm", "toolloop"):
            settings = settings_for(harness, Settings())
            before = forecast(room, settings, harness)
            run_dir = work / f"{folder.name}-{harness}"
            summary = Run(room, settings, run_dir=run_dir, harness=harness_factory(harness)).run()
            graded = evaluate(run_dir, folder / "task.json", "offline")
            rows[harness] = (before, summary, graded)
        totals = room.totals()
        room.close()
        print(f"\n{folder.name}: {totals.documents} documents, {totals.tokens:,} tokens")
        for harness, (f, s, g) in rows.items():
            print(
                f"  {harness:<9} coverage {s['coverage']['room']:6.1%}  pass rate "
                f"{g['pass_rate']:6.1%}  tokens {s['total_tokens']:>10,}  sub-calls "
                f"{s['subcalls']:>4}  turns {s['turns']:>3}  wall {s['wall_seconds']:6.1f} s"
            )
            parts = [
                f"sub-calls {f.subcalls} vs {s['subcalls']} ({_err(f.subcalls, s['subcalls'])})"
            ]
            for role in f.tokens:
                for side in ("input", "output"):
                    actual = s["tokens"].get(role, {}).get(side, 0)
                    parts.append(f"{role} {side} {_err(f.tokens[role][side], actual)}")
            parts.append(
                f"total {f.total_tokens:,} vs {s['total_tokens']:,} ({_err(f.total_tokens, s['total_tokens'])})"
            )
            print("            forecast: " + ", ".join(parts))
    return 0


if __name__ == "__main__":
    sys.exit(main())
